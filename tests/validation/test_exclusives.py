"""A requirement that restricts to what the user named as the other thing (`_exclusives`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock
from agentstate.validation import validate
from agentstate.validation._exclusives import restrictions
from agentstate.validation._language import sentences


def _messages(user_text: str, text: str) -> list[str]:
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    user = state.append_user(user_text)
    summary = {
        "objective": {"text": "Book the inspection", "refs": [user.ref]},
        "constraints": [{"text": text, "refs": [user.ref]}],
    }
    return [
        finding.message
        for finding in validate(summary, state, covers_through=user.seq)
        if finding.rule == "attribution" and finding.severity == "error"
    ]


_MORNINGS = "Mornings only please, I'm at the Harwick site afternoons."
_FENCE = "Just the fence permit. The deck one can wait till spring, leave it."


@pytest.mark.parametrize(
    ("user_text", "text", "rejected"),
    [
        (_MORNINGS, "Afternoons only: she is at the Harwick site in the mornings.", True),
        (_MORNINGS, "She can only do afternoons.", True),
        (_MORNINGS, "Mornings only; she is at the Harwick site in the afternoons.", False),
        (_MORNINGS, "Only a morning slot works for her.", False),
        (_FENCE, "The deck permit only; the fence can wait till spring.", True),
        (_FENCE, "Only the fence permit; the deck one waits till spring.", False),
        (_FENCE, "Only by email, please.", False),  # another restriction, of another kind
        (_FENCE, "Not only the fence permit but the deck one too.", False),  # no restriction
    ],
)
def test_a_swapped_restriction_is_caught(user_text: str, text: str, rejected: bool) -> None:
    """'Afternoons only' citing 'mornings only please, I'm at the site afternoons'."""
    messages = _messages(user_text, text)
    assert bool(messages) is rejected, messages
    if rejected:
        assert messages[0].startswith("restricts to ")
        assert "'" in messages[0]  # the words as written, not their stems


@pytest.mark.parametrize(
    ("text", "restricted"),
    [
        ("only the building permit.", {"build", "permit"}),
        ("the deck permit only, not the other", {"deck", "permit"}),
        ("she can only do afternoons", {"afternoon"}),
        ("not only the deck", None),
    ],
)
def test_what_only_restricts_to(text: str, restricted: set[str] | None) -> None:
    """The content words right after "only", else right before it, in its clause."""
    found = [set(words) for sentence in sentences(text) for words in restrictions(sentence)]
    assert found == ([] if restricted is None else [restricted])


@given(st.sampled_from([_MORNINGS, _FENCE]))
def test_the_users_own_words_are_never_a_swap(user_text: str) -> None:
    """A requirement that repeats the user's message restricts to what the user did."""
    assert _messages(user_text, user_text) == []
