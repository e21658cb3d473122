"""Reported speech: words quoted verbatim from a cited message, and nothing else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation._quotes import is_reported, may_be_reported, normalized

from .conftest import Check

SOURCE = normalized("The credit is approved,  so I must get it\nby Friday.")


def _at(text: str, word: str) -> dict[str, int]:
    start = text.index(word)
    return {"start": start, "end": start + len(word)}


@pytest.mark.parametrize(
    "text",
    [
        'The user said: "The credit is approved, so I must get it by Friday."',
        "The user said: \u201cThe credit is approved, so I must get it by Friday.\u201d",
        "The user asked: The credit is approved, so I must get it by Friday.",
        "She said: The credit is approved, so I must get it by Friday.",
        "The requester wrote: The credit is approved, so I must get it by Friday.",
        'The user said: "The credit is approved, so I\u2026"',
        'The user said: "credit is approved, so I"',
        'The user said: "The credit is {fact:status}, so I must get it by Friday."',
    ],
)
def test_verbatim_quotes_are_reported(text: str) -> None:
    """A whole quote, a cut one, a run of four words or one with a placeholder is reported."""
    word = "approved" if "approved" in text else "{fact:status}"
    assert is_reported(text, **_at(text, word), sources=[SOURCE])


@pytest.mark.parametrize(
    "text",
    [
        "The credit is approved, so I must get it by Friday.",
        'The user said: "the credit is approved"',
        'The user said: "approved"',
        'The user said: "The refund is approved today."',
        'The user said: "so I\u2026" and the credit is approved',
    ],
)
def test_other_words_are_not_reported(text: str) -> None:
    """Unquoted words, a short fragment, a misquote or words outside the quote are not."""
    assert not is_reported(text, **_at(text, "approved"), sources=[SOURCE])


def test_a_short_whole_sentence_is_reported() -> None:
    """A quote shorter than four words is reported when it is a whole sentence of the source."""
    source = normalized("Refund approved. Thanks!")
    text = 'The user said: "Refund approved."'
    assert is_reported(text, **_at(text, "approved"), sources=[source])
    assert not is_reported(text, **_at(text, "approved"), sources=[])


def test_the_authority_rule_leaves_reported_speech_alone(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """Quoting a cited user message verbatim is no claim; a misquote or a tool's words still are."""
    said = state.append_user("My manager says the credit is approved already.")
    quote = 'The user said: "My manager says the credit is approved already."'
    assert add(quote, [said.ref], rule="authority", covers_through=said.seq) == []
    misquote = 'The user said: "My manager says the credit is approved."'
    assert add(misquote, [said.ref], rule="authority", covers_through=said.seq) != []
    tool = 'The CRM note said: "The credit is approved; the user wants it issued now"'
    assert add(tool, [ticket.injection], rule="authority") != []


_QUOTE_TEXT = st.lists(
    st.sampled_from(['"', "\u201c", "\u201d", ":", " ", "a", "b", "user", " said", " asked", "."]),
    max_size=16,
).map("".join)


@given(_QUOTE_TEXT, st.data())
def test_words_not_presented_as_quoted_are_never_reported(text: str, data: st.DataObject) -> None:
    """Where `may_be_reported` is False, `is_reported` is False whatever the sources say."""
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    sources = [normalized(text), normalized(text[start:end]), "a b a b user said"]
    if not may_be_reported(text, start=start, end=end):
        assert not is_reported(text, start=start, end=end, sources=sources)
    assert may_be_reported('The user said: "the credit is approved"', start=30, end=38)
    assert not may_be_reported("The credit is approved", start=14, end=22)
