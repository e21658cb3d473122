"""The support agent of the demo, as a library call: ticket 9104, offline.

Run: python examples/support_agent.py [DATABASE]

`agentstate demo` runs the same scenario. The agent is `agentstate.testing.agent.ScriptedAgent`
(it receives the rendered context of every request, as a real model would); everything else is
the library on an SQLite file: capture rules, the approval ledger, compaction with the
extractive summarizer, the validator, evidence lookups and context rendering. Read the scenario
in `agentstate/demo.py`.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from agentstate.demo import run_demo


def main() -> None:
    if len(sys.argv) > 1:
        report = run_demo(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as directory:
            report = run_demo(Path(directory) / "support.db")
    assert report.rejected.outcome == "rejected"
    compactions, peak = len(report.compactions), report.peak_tokens
    print(f"\n{report.requests} requests, {compactions} compactions, peak {peak} tokens")


if __name__ == "__main__":
    main()
