"""The domain record, the confirmation rule and the registry of shipped domains."""

from __future__ import annotations

import pytest

from agentstate._json import JSONValue
from agentstate.domains import DOMAINS, Domain, explicit_confirmation, get_domain, tool_definition
from agentstate.domains.base import reports_error, stated_requirements
from agentstate.errors import InvalidInput


@pytest.mark.parametrize(
    "text",
    [
        "Yes, please proceed with the cancellation.",
        "yes",
        "Sure, go ahead and book it.",
        "I confirm. Thanks!",
        "That's correct.",
        "Go ahead.",
        "  Yes!\nThe second sentence may say anything, no matter what.",
        "Yes, how long will the transfer take?",
        "That works for me.",
        "Sounds great to me!",
        "Right again. Please proceed.",
        "That's fine, yes.",
        "Perfect.",
        "Terrific, thanks.",
    ],
)
def test_explicit_confirmations(text: str) -> None:
    """An affirmative opening, an approval in other words or a bare assent, unhedged."""
    assert explicit_confirmation(text)


@pytest.mark.parametrize(
    "text",
    [
        "Yes, but first check the fare.",
        "No, let's hold off on that for now.",
        "Please downgrade all of them to economy.",
        "Yes wait, not that one.",
        "I'll go with the first option.",
        "",
        "Great. Where is the restaurant?",
        "Fine, is it cheap?",
        "Right now I am busy.",
        "Is that right?",
        "Alright, let me think about it.",
        "That is not right.",
    ],
)
def test_not_confirmations(text: str) -> None:
    """A request, a refusal, a hedged yes, or an assent that goes on to ask, confirms nothing."""
    assert not explicit_confirmation(text)


def test_tool_definition() -> None:
    """A definition names every property as required."""
    assert tool_definition("refund", "Refund an order.", order_id={"type": "string"}) == {
        "name": "refund",
        "description": "Refund an order.",
        "input_schema": {
            "type": "object",
            "properties": {"order_id": {"type": "string"}},
            "required": ["order_id"],
        },
    }


def test_domain_checks_its_tools() -> None:
    """A consequential tool must be one of the domain's tools; malformed tools are refused."""
    refund = tool_definition("refund", "Refund.")
    assert Domain(name="d", tools=[refund], consequential={"refund"}).consequential == {"refund"}
    with pytest.raises(InvalidInput, match="not among the domain's tools"):
        Domain(name="d", tools=[refund], consequential={"cancel"})
    with pytest.raises(InvalidInput, match="needs a 'name'"):
        Domain(name="d", tools=[{"description": "no name"}])
    with pytest.raises(InvalidInput):
        Domain(name="d", consequential="refund")  # type: ignore[arg-type]


def test_registry() -> None:
    """Shipped domains load by name; an unknown name lists them."""
    for name in DOMAINS:
        assert get_domain(name).name == name
    with pytest.raises(InvalidInput, match="shipped domains: support, tau-airline"):
        get_domain("retail")


@pytest.mark.parametrize(
    ("text", "probed"),
    [
        ("I don't want insurance. Thanks!", ["I don't want insurance."]),
        (
            "None of these work: they leave before 11 AM.",
            ["None of these work: they leave before 11 AM."],
        ),
        ("I need the fastest trip. Sounds good.", ["I need the fastest trip."]),
        ("Only the window seat, please.", ["Only the window seat, please."]),
        ("Great, book it. See you.", []),
        # Chosen by words of its own: a "want" without a negation is not a requirement here,
        # though the extractive summarizer quotes it.
        ("I want the aisle.", []),
    ],
)
def test_stated_requirements_are_chosen_by_their_own_words(text: str, probed: list[str]) -> None:
    """Sentences with a negation or a requirement word, independent of any summarizer."""
    assert stated_requirements(text) == probed
    assert get_domain("tau-airline").constraints is stated_requirements


@pytest.mark.parametrize(
    ("result", "failed"),
    [
        ("Error: seat 12A is taken", True),
        ("  ERROR - timeout", True),
        ({"error": {"code": 404}}, True),
        ({"errors": ["bad date"]}, True),
        ({"error": "already refunded", "code": 409}, True),
        ({"data": {"rows": 3}, "errors": ["one row skipped"]}, False),
        ({"ok": False}, True),
        ({"success": False, "reason": "closed"}, True),
        ("The error rate is low.", False),
        ("Error-free delivery confirmed.", False),
        ({"error": None, "rows": 3}, False),
        ({"errors": [], "ok": True}, False),
        ({"success": True}, False),
        (["Error: not a string result"], False),
        (None, False),
    ],
)
def test_results_that_report_an_error(result: JSONValue, failed: bool) -> None:
    """The common conventions of an error without a flag: "Error:" text, error members."""
    assert reports_error(result) is failed
