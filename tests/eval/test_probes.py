"""Probes: which values and statuses a request must hold, and how they are found."""

from __future__ import annotations

import attrs

from agentstate.eval.probes import (
    action_probes,
    consequential_calls,
    constraint_probes,
    normalize,
    request_text,
    value_probes,
)
from agentstate.eval.runs import GoldAction, parse_runs
from tests.eval.conftest import MESSAGES, REFUNDS


def test_value_probes_are_long_strings_and_large_numbers() -> None:
    """Strings of 4+ characters and numbers of 10+, each once; booleans and short ones are not."""
    gold = [
        GoldAction("book", {"user_id": "mia_li_3668", "cabin": "eco", "flights": [{"n": "HAT136"}],
                            "amount": 250, "bags": 3, "insurance": True, "again": "mia_li_3668",
                            "fee": 10.0, "ratio": 12.5}),
    ]  # fmt: skip
    assert [probe.text for probe in value_probes(gold)] == [
        "mia_li_3668",
        "HAT136",
        "250",
        "10",
        "12.5",
    ]


def test_value_probes_match_whole_tokens() -> None:
    """A value is found only as a whole token, not inside a longer identifier or number."""
    [code, amount] = value_probes([GoldAction("x", {"code": "HAT13", "amount": 250})])
    assert code.found_in('flight "HAT13" today')
    assert not code.found_in("flight HAT136")
    assert amount.found_in('{"certificate_1":250}')
    assert amount.found_in("paid 250.0 dollars")
    assert not amount.found_in("paid 1250")
    assert not amount.found_in("paid 250.5")


def test_request_text_reads_openai_and_anthropic() -> None:
    """Text, tool calls as canonical JSON, and tool results, in both formats."""
    openai = request_text(MESSAGES[2:4])
    assert openai == (
        'get_order {"order_id":"W1234567"}\n{"order_id": "W1234567", "amount_cents": 2599}'
    )
    use = {"type": "tool_use", "id": "u", "name": "f", "input": {"b": 1, "a": 2}}
    result = {
        "type": "tool_result",
        "tool_use_id": "u",
        "content": [{"type": "text", "text": "ok"}],
    }
    anthropic = request_text(
        [
            {"role": "assistant", "content": [{"type": "text", "text": "Looking."}, use]},
            {"role": "user", "content": [result]},
        ]
    )
    assert anthropic == 'Looking.\nf {"a":2,"b":1}\nok'


def test_consequential_calls_follow_the_confirmation_rule() -> None:
    """A call after an explicit yes is approved; one after any other message is refused."""
    messages = [
        *MESSAGES,
        {"role": "user", "content": "Refund it again."},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c3", "type": "function", "function": {"name": "refund", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c3", "content": "Error: already refunded"},
    ]  # fmt: skip
    [run] = parse_runs(messages, name="r")
    first, second = consequential_calls(run, REFUNDS)
    assert (first.message, first.confirmation, first.result, first.status) == (5, 4, 6, "executed")
    assert (second.message, second.confirmation, second.status) == (9, None, "rejected")


def test_state_probes() -> None:
    """An action is found stated by its ledger id or by its evidence; constraints as quoted."""
    [run] = parse_runs(MESSAGES, name="r")
    calls = consequential_calls(run, REFUNDS)
    [action] = action_probes(run, calls, before=7)
    assert action.status == "executed"
    evidence = normalize(request_text(run.messages[:7]))
    assert action.found_in(evidence, ())
    assert action.found_in("- act_12 refund: executed by tool_runner [ev_8]", ["act_12"])
    assert not action.found_in("- act_12 refund: rejected by tool_runner [ev_8]", ["act_12"])
    assert not action.found_in("- act_121 refund: executed", ["act_12"])
    assert action_probes(run, calls, before=5) == []
    [rule] = constraint_probes(run, REFUNDS, before=7)
    assert rule.text == "Never email me."
    assert rule.found_in(normalize('The user said: "Never email me." (ev_7)'))
    assert rule.found_in(normalize("Never  email\nme."))
    assert not rule.found_in(normalize("Never email."))


def test_normalize_drops_placeholder_refs() -> None:
    """Whitespace collapses and the refs that filled placeholders add are dropped."""
    assert normalize("My order is W1 [ev_3] and\n\n W2 [ev_12].") == "My order is W1 and W2."


def test_an_approved_call_answered_by_an_error_probes_failed_once_answered() -> None:
    """What a request must say of a failed call is its outcome: failed, after its result.

    Before the result, executed (what the ledger holds while the call runs); a refused call
    stays rejected whatever its result.
    """
    messages = [*MESSAGES[:7], {"role": "tool", "tool_call_id": "c2", "content": "Error: declined"}]
    [run] = parse_runs(messages, name="r")
    [call] = consequential_calls(run, attrs.evolve(REFUNDS, is_failure=_error_text))
    assert call.failed
    [before] = action_probes(run, [call], before=6)  # the result is message 6
    [after] = action_probes(run, [call], before=7)
    assert (before.status, after.status) == ("executed", "failed")
    assert after.found_in("- act_12 refund: failed by tool [ev_9]", ["act_12"])
    assert not after.found_in("- act_12 refund: executed by tool_runner [ev_8]", ["act_12"])
    [plain] = consequential_calls(run, REFUNDS)
    assert not plain.failed


def _error_text(result: object) -> bool:
    return isinstance(result, str) and result.startswith("Error:")


def test_an_enumeration_is_found_as_people_write_it() -> None:
    """``basic_economy`` is in "Basic Economy"; an identifier with digits only as written."""
    [cabin, user_id] = value_probes(
        [GoldAction("x", {"cabin": "basic_economy", "u": "mia_li_3668"})]
    )
    assert cabin.found_in("a Basic Economy fare")
    assert cabin.found_in('{"cabin":"basic_economy"}')
    assert not cabin.found_in("basic economyplus")
    assert user_id.found_in("user mia_li_3668")
    assert not user_id.found_in("user Mia Li 3668")
    [trip, economy, name] = value_probes(
        [GoldAction("x", {"trip": "one_way", "cabin": "economy", "first": "Amelia"})]
    )
    assert trip.found_in("a One-way trip")
    assert economy.found_in("Cabin Class: Economy")
    assert not economy.found_in("basic_economy class")  # another value of the enumeration
    assert name.found_in("Amelia Ahmed")
    assert not name.found_in("amelia_ahmed_3668")
