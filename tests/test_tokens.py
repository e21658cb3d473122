"""The offline token estimate: cheap, monotone, and conservative where it matters."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agentstate.tokens import ApproximateTokenCounter, TokenCounter

counter = ApproximateTokenCounter()


def test_empty_text_is_free() -> None:
    """The empty string costs nothing."""
    assert counter.count("") == 0


def test_prose_costs_about_a_token_per_four_letters() -> None:
    """English prose is estimated near the usual four characters per token."""
    text = "The customer reported a damaged pallet and asked for a credit on the order."
    assert 14 <= counter.count(text) <= 22


def test_json_costs_more_than_prose_of_equal_length() -> None:
    """Punctuation-heavy JSON is charged more per character than prose."""
    json_text = '{"user_id":"mia_li_3668","amount":250,"ids":["a","b"]}'
    prose = "x" * len(json_text)
    assert counter.count(json_text) > counter.count(prose)


def test_cjk_is_charged_per_character() -> None:
    """Non-Latin scripts cost at least one token per character (the safe direction)."""
    assert counter.count("\u4e2d\u6587\u6587\u672c") >= 4


@given(st.text(), st.text())
def test_estimate_is_subadditive_within_rounding(first: str, second: str) -> None:
    """Counting two texts together never costs more than apart (plus rounding)."""
    assert counter.count(first + second) <= counter.count(first) + counter.count(second) + 1


def test_counter_satisfies_the_protocol() -> None:
    """The default counter is a TokenCounter."""
    assert isinstance(counter, TokenCounter)
