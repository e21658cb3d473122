"""Mentions (`agentstate._mentions`): the values of every suffix of a text, read once."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agentstate._mentions import MentionIndex, mentioned_values

_PIECES = st.sampled_from(
    [
        "W4921003",
        "#W4921003",
        "TR4403",
        "card_7710442",
        "24th",
        "15kg",
        "jo@example.com",
        "a.b+c@mail.example.org",
        "$1,234.50",
        "$ 20",
        "€20",
        "375 dollars",
        "12 EUR",
        "2024-05-20",
        "99999-99-999",
        "order",
        "ab12",
        "x",
        "-",
        "_",
        ".",
        ",",
        "@",
        "$",
        "#",
        "é",
        "7",
    ]
)
_GAPS = st.sampled_from(["", " ", "  ", "\n", "\t", ", ", "-", "_", "."])
_TEXTS = st.lists(st.tuples(_PIECES, _GAPS), max_size=12).map(
    lambda parts: "".join(piece + gap for piece, gap in parts)
)


@given(_TEXTS)
def test_every_suffix_is_read_as_the_suffix_alone(text: str) -> None:
    """A suffix's values from the index are `mentioned_values` of that suffix, at every start."""
    index = MentionIndex(text)
    for start in range(len(text) + 1):
        assert index.values_from(start) == mentioned_values(text[start:])


def test_a_match_across_the_start_is_read_from_the_start() -> None:
    """A value the whole text holds across the start gives way to what the suffix holds."""
    text = "pay $ 12345 dollars, ref AB12345 and 375 dollars"
    index = MentionIndex(text)
    assert index.values_from(0) == ["$ 12345", "AB12345", "375 dollars"]
    assert index.values_from(text.index(" 12345") + 1) == mentioned_values(
        "12345 dollars, ref AB12345 and 375 dollars"
    )
    assert index.values_from(text.index(" 12345") + 1)[0] == "12345 dollars"
