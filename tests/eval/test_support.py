"""The long-session generator: deterministic, exact in length, and replayable."""

from __future__ import annotations

import json

from agentstate.domains import get_domain
from agentstate.domains.support import CONSEQUENTIAL_TOOLS
from agentstate.eval.replay import FULL_TRANSCRIPT, evaluate_replay
from agentstate.eval.runs import parse_runs
from agentstate.eval.support import generate_session, main


def test_same_seed_same_session() -> None:
    """A seed gives one session, byte for byte; another seed another."""
    assert json.dumps(generate_session(60, seed=3)) == json.dumps(generate_session(60, seed=3))
    assert generate_session(60, seed=3) != generate_session(60, seed=4)


def test_length_and_gold() -> None:
    """Exactly the requests asked for; the gold actions are the consequential calls made."""
    [run] = generate_session(120, seed=5)
    traj = run["traj"]
    assert isinstance(traj, list)
    assert sum(message["role"] == "assistant" for message in traj) == 120  # type: ignore[index]
    calls = [
        call["function"]["name"]  # type: ignore[index]
        for message in traj
        for call in message.get("tool_calls") or []  # type: ignore[union-attr]
    ]
    gold = run["info"]["task"]["actions"]  # type: ignore[index]
    assert [action["name"] for action in gold] == [c for c in calls if c in CONSEQUENTIAL_TOOLS]  # type: ignore[index]
    assert gold


def test_a_short_session_replays_with_full_recovery() -> None:
    """At 2,000 tokens agentstate recovers every value of a short session, within budget.

    The constraint probes are chosen independently of the summarizer (`stated_requirements`);
    the extractive summarizer quotes each of them, "I need any replacement to arrive before
    the 14th." (a need and a bound) too, so all 16 state probes are recovered.
    """
    runs = parse_runs(generate_session(80, seed=7), name="support")
    report = evaluate_replay(runs, domain=get_domain("support"), budget=2000)
    mine = report.overall["agentstate"]
    assert mine.value_probes > 0
    assert mine.state_probes > 0
    assert mine.probe_recovery == 1.0
    assert (mine.state_recovered, mine.state_probes) == (16, 16)
    assert mine.peak_history_tokens <= 2000
    assert mine.invalid_requests == 0
    assert mine.history_tokens < report.overall[FULL_TRANSCRIPT].history_tokens


def test_main_prints_json(capsys: object) -> None:
    """The module's command prints the session as JSON."""
    main(["--requests", "10", "--seed", "1"])
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert json.loads(out) == generate_session(10, seed=1)
