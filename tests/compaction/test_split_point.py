"""`split_point` on every backend equals the rule it states, computed from a scan of the log."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import AgentState, MemoryBackend, SqliteBackend
from agentstate.backends.base import SessionReader
from agentstate.compaction import CompactionPolicy, split_point

# A history as steps: a user message of n words, a tool call, or the result of the oldest
# open call (skipped when none is open).
_STEPS = st.lists(
    st.one_of(st.integers(1, 30).map(lambda n: ("user", n)), st.just(("call", 0))),
    max_size=25,
).flatmap(lambda steps: st.permutations(steps + [("result", 0)] * (len(steps) // 3)))


def _scan_split(reader: SessionReader, policy: CompactionPolicy, *, after: int) -> int | None:
    """The split the docstring promises, found by walking every event."""
    events = reader.events()
    if not events or events[-1].seq <= after:
        return None
    head = events[-1]
    safe = [0] + [event.seq for event in events if event.open_calls == 0]
    limit = head.seq
    reaching = [e.seq for e in events if e.cum_tokens >= head.cum_tokens - policy.tail_tokens + 1]
    if reaching:
        limit = min(limit, reaching[0] - 1)
    for _ in range(policy.keep_groups):
        below = [seq for seq in safe if after <= seq <= min(limit, head.seq - 1)]
        if not below:
            return None
        limit = min(limit, below[-1])
    found = [seq for seq in safe if after + 1 <= seq <= limit]
    return found[-1] if found else None


@settings(max_examples=60, deadline=None)
@given(_STEPS, st.integers(1, 120), st.integers(0, 3), st.integers(0, 30))
def test_the_split_is_the_scan_s(
    steps: list[tuple[str, int]], keep_tokens: int, keep_groups: int, after: int
) -> None:
    """Any history, tail and groups to keep, and boundary: the split equals a scan's answer."""
    policy = CompactionPolicy(budget=10_000, keep_tokens=keep_tokens, keep_groups=keep_groups)
    for backend in (MemoryBackend(), SqliteBackend(":memory:")):
        state = AgentState.open(backend, session_id="s")
        open_calls: list[str] = []
        for number, (step, words) in enumerate(steps):
            if step == "user":
                state.append_user(" ".join(["word"] * words))
            elif step == "call":
                open_calls.append(f"c{number}")
                state.append_tool_call("lookup", {"n": number}, call_id=open_calls[-1])
            elif open_calls:
                state.append_tool_result(open_calls.pop(0), {"ok": True})
        with backend.read("s") as reader:
            head = reader.head()
            assert split_point(reader, policy, head=head, after=after) == _scan_split(
                reader, policy, after=after
            )
