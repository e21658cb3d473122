"""Search text: tokens, query phrases, and a stemmer that agrees with SQLite's."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate._text import MAX_QUERY_TERMS, query_phrases, stem, tokens, words

TAU_BENCH = Path(__file__).parents[2] / "shared" / "data" / "tau-bench" / "gpt-4o-airline-dev.json"


def test_words_fold_case_and_accents() -> None:
    """Words are lower-cased and stripped of accents; punctuation and underscores split them."""
    assert words("Café MIA_li_3668, don't!") == ["cafe", "mia", "li", "3668", "don", "t"]


def test_tokens_are_stemmed() -> None:
    """Index tokens are Porter stems, so inflections meet."""
    assert tokens("refunds approved approval") == ["refund", "approv", "approv"]


def test_query_phrases_keep_identifiers_together() -> None:
    """A whitespace chunk is one phrase of its words; duplicates are dropped."""
    assert query_phrases("mia_li_3668 refund refund") == [("mia", "li", "3668"), ("refund",)]


@pytest.mark.parametrize("query", ["", "   ", '"', "!!! ??? ---", "\x00"])
def test_queries_without_words_give_no_phrases(query: str) -> None:
    """Empty or punctuation-only text is a valid query with nothing to match."""
    assert query_phrases(query) == []


def test_long_queries_are_capped() -> None:
    """A pasted document keeps only its first MAX_QUERY_TERMS distinct phrases."""
    phrases = query_phrases(" ".join(f"w{i}" for i in range(1000)))
    assert len(phrases) == MAX_QUERY_TERMS
    assert phrases[0] == ("w0",)


@given(st.text(max_size=200))
def test_any_text_is_a_query(text: str) -> None:
    """No text makes query parsing fail, and every phrase is letters and digits only."""
    for phrase in query_phrases(text):
        assert phrase
        assert all(word.isalnum() for word in phrase)


def _sqlite_stems(vocabulary: list[str]) -> dict[str, str]:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61')")
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')")
    stems = {}
    for word in vocabulary:
        conn.execute("DELETE FROM t")
        conn.execute("INSERT INTO t (x) VALUES (?)", (word,))
        (stems[word],) = conn.execute("SELECT term FROM v").fetchone()
    return stems


def test_stemmer_agrees_with_sqlite_porter() -> None:
    """The Python stemmer gives SQLite's porter stems on a real vocabulary (tau-bench text)."""
    common = (  # noqa: SIM905 - a vocabulary reads better as running text
        "approved approval approving refunds refunded cancellation cancelled "
        "reservations generalization relational conditional rational valency hesitancy "
        "digitizer conformabli radicalli differentli vileli analogousli vietnamization "
        "predication operator feudalism decisiveness hopefulness callousness formaliti "
        "sensitiviti sensibiliti triplicate formative formalize electriciti electrical "
        "hopeful goodness revival allowance inference airliner gyroscopic adjustable "
        "defensible irritant replacement adjustment dependent adoption homologou "
        "communism activate angulariti homologous effective bowdlerize probate rate "
        "cease controll roll "
    ).split()
    if TAU_BENCH.exists():
        text = " ".join(
            message.get("content") or ""
            for run in json.loads(TAU_BENCH.read_text())
            for message in run["traj"]
        )
        common += sorted({word for word in words(text) if word.isalpha()})
    expected = _sqlite_stems(common)
    mismatches = {
        word: (stem(word), expected[word]) for word in common if stem(word) != expected[word]
    }
    assert mismatches == {}
