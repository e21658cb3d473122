"""A first look at agentstate: an event log with refs, tool exchanges, and evidence search.

Run: python examples/quickstart.py [DATABASE]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from agentstate import AgentState


def main(path: Path) -> None:
    with AgentState.open(path, session_id="ticket-9104") as state:
        state.append_user("Pallet for order 4921 arrived damaged. I want a credit.")
        call = state.append_tool_call("lookup_policy", {"topic": "damaged goods"})
        state.append_tool_result(
            call, {"policy": "damage policy v7", "chunk": "c-8812", "max_credit_cents": 25000}
        )
        state.append_assistant("Policy v7 allows a credit of up to 25000 cents; checking.")

        print(f"{path}: session {state.session_id!r}")
        for event in state.events():
            print(f"  {event.ref:6} {event.kind:12} {event.tokens:4} tokens  {event.content}")

        [hit] = state.evidence.search("c-8812")
        print(f"\nsearch 'c-8812' -> {hit.ref} ({hit.event.kind})")
        print(
            "expand ev_3:",
            [event.ref for event in state.evidence.expand("ev_3", before=1, after=0)],
        )


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as directory:
            main(Path(directory) / "quickstart.db")
