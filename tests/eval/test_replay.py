"""The replay eval: figures computed by hand on a synthetic run, and on a real τ-bench run."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from agentstate import CompactionPolicy
from agentstate.context import cache_stable_share
from agentstate.domains import get_domain
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.eval.probes import action_probes, consequential_calls
from agentstate.eval.replay import (
    FULL_TRANSCRIPT,
    _wanted,
    common_prefix,
    evaluate_replay,
    history_tokens,
    message_tokens,
)
from agentstate.eval.runs import GoldAction, load_runs, parse_runs
from agentstate.eval.strategies import AgentstateStrategy, FullTranscript
from agentstate.validation import SchemaRule
from tests.eval.conftest import GOLD, MESSAGES, REFUNDS, SAMPLE, WordCounter


def _by_hand(recording: Path, budget: int = 10_000) -> dict[str, object]:
    runs = load_runs(recording)
    strategy = AgentstateStrategy(budget, counter=WordCounter())
    report = evaluate_replay(
        runs, domain=REFUNDS, budget=budget, strategies=[strategy], counter=WordCounter()
    )
    return report.to_json()


def test_token_figures_by_hand(recording: Path) -> None:
    """History tokens per request, their sums, peak and ratio, as counted by hand.

    Word counts, 4 per message and 4 per call, 1 per JSON node of arguments and results:
    user 8; get_order call 8+3+3=14; its result 4+5+1=10; proposal 4+7=11; yes 4+5=9; refund
    call 8+5+5=18; its result 4+3+1=8. The state message: the note (9 words), the header (10),
    "Values:" and two value lines (4 each) make 28 words, 32 tokens; with "Actions:" and the
    executed refund's line (7 words), 40.
    """
    result = _by_hand(recording)
    [run] = result["runs"]  # type: ignore[misc]
    full, mine = run[FULL_TRANSCRIPT], run["agentstate"]
    assert full["history_tokens_per_request"] == [8, 32, 52, 78]
    assert mine["history_tokens_per_request"] == [8, 32 + 32, 52 + 32, 78 + 40]
    assert (full["history_tokens"], mine["history_tokens"]) == (170, 274)
    assert (full["peak_history_tokens"], mine["peak_history_tokens"]) == (78, 118)
    assert mine["history_token_ratio"] == pytest.approx(274 / 170)
    assert full["cache_stable_share"] == 1.0  # append only: nothing but closing brackets moves
    assert 0 < mine["cache_stable_share"] < 1  # the state block, last, is not repeated
    assert mine["invalid_requests"] == full["invalid_requests"] == 0
    assert mine["compactions"] == {
        "fired": 0,
        "mean_tokens_before": None,
        "mean_tokens_after": None,
    }


def test_probe_counts_by_hand(recording: Path) -> None:
    """Probes at the refund call and at the last request, as counted by hand.

    Value probes: "W1234567" and 2599 (the boolean and strings under 4 characters are not
    probes), held by the transcript at both points: 4. State probes: the constraint "Never
    email me." at both points, and the refund (confirmed by "Yes please.", so executed) at
    the last: 3.
    """
    result = _by_hand(recording)
    [run] = result["runs"]  # type: ignore[misc]
    assert (run["requests"], run["probe_points"]) == (4, 2)
    for name in ("agentstate", FULL_TRANSCRIPT):
        figures = run[name]
        assert figures["value_probes"] == {"counted": 4, "recovered": 4}
        assert figures["state_probes"] == {"counted": 3, "recovered": 3}
        assert (figures["probe_recovery"], figures["state_probe_recovery"]) == (1.0, 1.0)


def test_compaction_keeps_the_probes(tmp_path: Path) -> None:
    """At a budget that forces compaction, values come from the state, the rule from the record."""
    messages = [dict(message) for message in MESSAGES]
    notes = " ".join(f"note{i}" for i in range(150))
    messages[3]["content"] = json.dumps(
        {"order_id": "W1234567", "amount_cents": 2599, "notes": notes}
    )
    path = tmp_path / "long.json"
    run = {"task_id": 0, "trial": 0, "traj": messages, "info": {"task": {"actions": GOLD}}}
    path.write_text(json.dumps([run]))
    budget = 200
    policy = CompactionPolicy(budget=budget, keep_tokens=10, keep_groups=1)
    strategy = AgentstateStrategy(policy=policy, counter=WordCounter())
    report = evaluate_replay(
        load_runs(path), domain=REFUNDS, budget=budget, strategies=[strategy], counter=WordCounter()
    )
    mine = report.runs[0].strategies["agentstate"]
    assert mine.compactions_fired >= 1
    assert mine.peak_history_tokens <= budget
    assert report.runs[0].strategies[FULL_TRANSCRIPT].peak_history_tokens > budget
    assert (mine.value_recovered, mine.value_probes) == (4, 4)
    assert (mine.state_recovered, mine.state_probes) == (3, 3)


def test_json_shape(recording: Path) -> None:
    """Overall and per run, every strategy object has the figures the issue names."""
    result = _by_hand(recording)
    assert set(result) == {"overall", "runs", "config"}
    assert set(result["overall"]) == {"agentstate", FULL_TRANSCRIPT}  # type: ignore[arg-type]
    required = {
        "probe_recovery",
        "state_probe_recovery",
        "invalid_requests",
        "history_tokens",
        "history_token_ratio",
        "peak_history_tokens",
        "cache_stable_share",
    }
    for figures in result["overall"].values():  # type: ignore[union-attr]
        assert required <= set(figures)
    [run] = result["runs"]  # type: ignore[misc]
    assert {"run_id", "source", "requests", "probe_points", "agentstate", FULL_TRANSCRIPT} <= set(
        run
    )
    assert result["config"] == {
        "domain": "refunds",
        "budget": 10_000,
        "strategies": ["agentstate", FULL_TRANSCRIPT],
        "runs": 1,
    }
    json.dumps(result, allow_nan=False)


def test_a_run_without_probes_adds_nothing(recording: Path) -> None:
    """A run with no probes reports null rates and leaves the overall counts unchanged."""
    plain = parse_runs(
        [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}],
        name="chat",
    )
    runs = [*load_runs(recording), *plain]
    counter = WordCounter()
    report = evaluate_replay(
        runs,
        domain=REFUNDS,
        budget=10_000,
        strategies=[AgentstateStrategy(10_000, counter=counter)],
        counter=counter,
    ).to_json()
    chat = report["runs"][1]["agentstate"]  # type: ignore[index]
    assert (chat["probe_recovery"], chat["state_probe_recovery"]) == (None, None)  # type: ignore[index]
    assert report["overall"]["agentstate"]["value_probes"] == {"counted": 4, "recovered": 4}  # type: ignore[index]
    assert report["overall"]["agentstate"]["state_probes"] == {"counted": 3, "recovered": 3}  # type: ignore[index]
    assert report["overall"]["agentstate"]["requests"] == 5  # type: ignore[index]


def test_a_real_tau_bench_run() -> None:
    """Task 1, trial 1 of the τ-bench dev runs, probes counted by hand, at 1,000 tokens.

    Gold: cancel_reservation Z7GOZK, the call at message 17 (after the system prompt) and the
    last request at 19: value probes 1 + 0 (at the last request the cancellation is done, its
    result in: its values are wanted no more). Constraints by then, as `stated_requirements`
    chooses them: "I need to change my return flight from Texas to Newark." and "I'm not sure
    which one it is."; at 19 also the cancellation, confirmed by "Yes, please proceed with the
    cancellation.": state probes 2 + 3. The extractive summarizer quotes both sentences (a
    need; a negation), so every probe is recovered once they are compacted.
    """
    runs = [run for run in load_runs(SAMPLE) if run.run_id == "task1-trial1"]
    report = evaluate_replay(runs, domain=get_domain("tau-airline"), budget=1000)
    [run] = report.runs
    assert (run.requests, run.probe_points) == (10, 2)
    full, mine = run.strategies[FULL_TRANSCRIPT], run.strategies["agentstate"]
    for figures in (full, mine):
        assert (figures.value_recovered, figures.value_probes) == (1, 1)
        assert figures.state_probes == 5
        assert figures.invalid_requests == 0
    assert (full.state_recovered, mine.state_recovered) == (5, 5)
    assert mine.peak_history_tokens <= 1000
    assert mine.over_budget_requests == 0
    assert mine.history_tokens < full.history_tokens


def test_full_transcript_counts_what_the_log_stores() -> None:
    """The reference's history tokens are the stored events' token estimates, request by request."""
    from agentstate import AgentState

    [run] = [run for run in load_runs(SAMPLE) if run.run_id == "task0-trial0"]
    report = evaluate_replay([run], domain=get_domain("tau-airline"), budget=1000)
    series = report.runs[0].strategies[FULL_TRANSCRIPT].series
    with AgentState.open(":memory:", session_id="s") as state:
        state.import_messages(list(run.messages), format="openai")
        tokens = [event.tokens for event in state.events()]
    # Message i became event i + 1; a request before message k sees events 1..k.
    assert series == [sum(tokens[:index]) for index in run.request_indices]


def test_the_eval_counts_the_share_as_the_renderer_does() -> None:
    """The eval's cache-stable share of two agentstate requests is `cache_stable_share`'s."""
    [run] = [run for run in load_runs(SAMPLE) if run.run_id == "task1-trial1"]
    domain = get_domain("tau-airline")
    renderer = AgentstateStrategy(100_000).start(run, domain)
    state = renderer.state  # type: ignore[attr-defined]
    first_request = renderer.request(run.request_indices[2])
    first = state.context(system=run.system, tools=renderer.tools, budget=100_000)  # type: ignore[attr-defined]
    second_request = renderer.request(run.request_indices[3])
    second = state.context(system=run.system, tools=renderer.tools, budget=100_000)  # type: ignore[attr-defined]
    expected = cache_stable_share(first, second, state.token_counter, format="openai")
    from agentstate.eval.replay import _request_json

    earlier, later = _request_json(first_request), _request_json(second_request)
    share = state.token_counter.count(earlier[: common_prefix(earlier, later)])
    assert share / state.token_counter.count(earlier) == pytest.approx(expected)
    renderer.close()


def test_helpers() -> None:
    """common_prefix bisects; message_tokens names a result after its call."""
    assert common_prefix("abcdef", "abcxyz") == 3
    assert common_prefix("", "abc") == 0
    assert common_prefix("same", "same") == 4
    messages = list(MESSAGES[2:4])
    assert message_tokens(messages, WordCounter()) == [14, 10]
    assert history_tokens(messages, WordCounter()) == 24
    assert message_tokens(messages[1:], WordCounter()) == [9]  # no call: no name


def test_bad_arguments(recording: Path) -> None:
    """A bad budget, no runs, or clashing strategy names raise InvalidInput."""
    runs = load_runs(recording)
    with pytest.raises(InvalidInput, match="budget"):
        evaluate_replay(runs, domain=REFUNDS, budget=0)
    with pytest.raises(InvalidInput, match="no runs"):
        evaluate_replay([], domain=REFUNDS, budget=100)
    with pytest.raises(InvalidInput, match="unique"):
        evaluate_replay(runs, domain=REFUNDS, budget=100, strategies=[AgentstateStrategy(100)] * 2)
    with pytest.raises(InvalidInput, match="unique"):
        evaluate_replay(runs, domain=REFUNDS, budget=100, strategies=[FullTranscript()])
    with pytest.raises(InvalidInput, match="budget or a policy"):
        AgentstateStrategy()


def test_a_run_that_breaks_mid_way_is_named(recording: Path) -> None:
    """A run whose messages cannot be read is refused with its id."""
    bad = json.loads(recording.read_text())
    bad[0]["traj"][3]["content"] = 42
    with pytest.raises(InvalidContent, match="task0-trial0"):
        parse_runs(bad, name="bad")


def test_a_domain_s_replay_validates_with_the_domain_s_words() -> None:
    """A policy left with the default rules takes the domain's; one with its own keeps them."""
    [run] = [run for run in load_runs(SAMPLE) if run.run_id == "task1-trial1"]
    domain = get_domain("tau-airline")
    renderer = AgentstateStrategy(100_000).start(run, domain)
    assert renderer.policy.rules == domain.rules  # type: ignore[attr-defined]
    renderer.close()
    rules = (SchemaRule(),)
    policy = CompactionPolicy(budget=100_000, rules=rules)
    renderer = AgentstateStrategy(policy=policy).start(run, domain)
    assert renderer.policy.rules == rules  # type: ignore[attr-defined]
    renderer.close()


def test_a_failed_booking_is_shown_failed_and_probed_failed() -> None:
    """Task 0, trial 0: the booking at message 19 answers "Error: ..." (the domain's failure).

    The state flags it, the ledger ends it failed, the request says so, and the probe asks
    for exactly that: every state probe is recovered, as the full transcript's are.
    """
    [run] = [run for run in load_runs(SAMPLE) if run.run_id == "task0-trial0"]
    domain = get_domain("tau-airline")
    [failed] = [call for call in consequential_calls(run, domain) if call.failed]
    assert failed.kind == "book_reservation"
    report = evaluate_replay([run], domain=domain, budget=1000)
    mine = report.runs[0].strategies["agentstate"]
    assert mine.state_recovered == mine.state_probes
    [after] = [
        probe
        for probe in action_probes(run, [failed], before=len(run.messages))
        if probe.call is failed
    ]
    assert after.status == "failed"


def test_values_of_a_done_action_are_not_probed_once_the_conversation_ends() -> None:
    """At the last request, a gold action carried out (approved, answered, no error) is done.

    Its values are probed before the call, not after the end; a gold action the run never
    carried out keeps its values probed to the end.
    """
    [run] = parse_runs(MESSAGES, name="r")
    refund = GoldAction("refund", {"order_id": "W1234567", "amount_cents": 2599})
    other = GoldAction("refund", {"order_id": "W7654321", "amount_cents": 1000})
    run = attrs.evolve(run, gold_actions=(refund, other))
    calls = consequential_calls(run, REFUNDS)
    last = run.request_indices[-1]
    assert [probe.text for probe in _wanted(run, calls, before=last, last=True)] == [
        "W7654321",
        "1000",
    ]
    [call] = calls
    early = _wanted(run, calls, before=call.message, last=False)
    assert [probe.text for probe in early] == ["W1234567", "2599", "W7654321", "1000"]


def test_the_runs_own_calls_are_probed_once_made() -> None:
    """The values of a call the run made (approved, not failed) are probed after it.

    A call the gate refused never reached its tool, and a failed one changed nothing: their
    values are not probed. Once the conversation ends, a call carried out is done.
    """
    [run] = parse_runs(MESSAGES, name="r")
    run = attrs.evolve(run, gold_actions=())  # only the run's own call
    [call] = consequential_calls(run, REFUNDS)
    assert call.result is not None
    after = call.result + 1
    assert _wanted(run, [call], before=call.message, last=False) == []
    assert [probe.text for probe in _wanted(run, [call], before=after, last=False)] == [
        "W1234567",
        "2599",
    ]
    assert _wanted(run, [call], before=after, last=True) == []
    refused = attrs.evolve(call, confirmation=None)
    failed = attrs.evolve(call, failed=True)
    assert _wanted(run, [refused], before=after, last=False) == []
    assert _wanted(run, [failed], before=after, last=False) == []
