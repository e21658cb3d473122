"""A requirement that puts first what the user asked to come after (`_sequences`)."""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock
from agentstate.validation import validate
from agentstate.validation._language import sentences
from agentstate.validation._sequences import order_of


def _messages(user_text: str, text: str) -> list[str]:
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    user = state.append_user(user_text)
    summary = {
        "objective": {"text": "Handle the two requests", "refs": [user.ref]},
        "constraints": [{"text": text, "refs": [user.ref]}],
    }
    return [
        finding.message
        for finding in validate(summary, state, covers_through=user.seq)
        if finding.rule == "attribution" and finding.severity == "error"
    ]


@pytest.mark.parametrize(
    ("user_text", "text"),
    [
        (
            "Pay 80 from savings on the 3rd so it lands before the rent goes out. "
            "The transfer has to go first.",
            "Rent goes out first, then the transfer",
        ),
        (
            "Two things: cut 5 licences, then move us to yearly billing. Licences first, "
            "then the yearly switch.",
            "Yearly switch first, then the licence cut",
        ),
        (
            "I have two invoices to fix, one for Leeds and one for York. Check the York one "
            "first please, it's the larger one.",
            "Leeds first (her priority)",
        ),
        (
            "Yes, both. Do the shutoff first please, the landlord needs it today.",
            "Start service first, then the shutoff",
        ),
        (  # a fallback comes after; a parenthesis before "first" is an aside
            "no, put the slower ferry first, the 6:45 only as a backup",
            "Express 6:45 (Pier 2) first, the slower ferry only as backup",
        ),
        (  # a thing named by a code, put after with "only if ... then"
            "I'd like the quiet bay. B-14 only if the quiet bay is taken",
            "B-14 first; the quiet bay only if B-14 is taken",
        ),
        (  # "otherwise the large one" is the large studio, the studio both sides name
            "the upper studio first please; otherwise the large one will do",
            "Large studio first; the upper one only if the Tellford studio is free",
        ),
        (  # "X is the priority" puts X first; "Y can wait" puts Y after
            "the kiln booking is my priority, handle it before anything else",
            "The glaze order first; the kiln booking can wait",
        ),
    ],
)
def test_a_requirement_in_the_opposite_order_is_rejected(user_text: str, text: str) -> None:
    """Every word the user's, the order flipped: an error citing the user."""
    [message] = _messages(user_text, text)
    assert "first, but the user" in message


@pytest.mark.parametrize(
    ("user_text", "text"),
    [
        ("The transfer has to go first, then the bill.", "Transfer first, then the bill"),
        ("The transfer has to go first, then the bill.", "The bill goes out after the transfer"),
        ("Use the first card on file, then the second.", "Charge the first card on file"),
        ("At first I wanted a refund. Now store credit is fine.", "Store credit first"),
        ("Refund the order.", "Refund first, then close the ticket"),  # the user set no order
        ("the slower ferry first, the 6:45 as a backup", "Slower ferry first, 6:45 as backup"),
        (
            "I'd like the quiet bay. B-14 only if the quiet bay is taken",
            "The quiet bay first; B-14 only if it is taken",
        ),
        (
            "the upper studio first please; otherwise the large one will do",
            "Upper studio first; the large studio as a fallback",
        ),
        (
            "the kiln booking is my priority, handle it before anything else",
            "Kiln booking first; glaze can wait",
        ),
    ],
)
def test_the_users_order_or_no_order_is_no_error(user_text: str, text: str) -> None:
    """The same order, an ordinal "first", or a user who ordered nothing."""
    assert _messages(user_text, text) == []


def test_order_reads_first_then_and_a_closing_after() -> None:
    order = order_of(sentences("Vendor first, PO after. Then send the quote."))
    assert order.first == (frozenset({"vendor"}),)
    assert set(order.after) == {frozenset({"po"}), frozenset({"send", "quot"})}
