"""Search text: tokens, query phrases, and a tokenizer that agrees with SQLite's FTS5."""

from __future__ import annotations

import json
import sqlite3
import sysconfig
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate._text import MAX_QUERY_TERMS, STOP_WORDS, query_phrases, stem, tokens, words

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


def test_function_words_are_dropped_from_queries() -> None:
    """A question is searched by its content words; clitics split off at the apostrophe."""
    assert query_phrases("What did Priya's friends say?") == [
        ("priya",),
        ("friends",),
        ("say",),
    ]
    assert query_phrases("Didn\u2019t she book it?") == [("book",)]


def test_a_query_of_function_words_keeps_them() -> None:
    """A query made only of function words searches for all of them."""
    assert query_phrases("to be or not to be") == [("to",), ("be",), ("or",), ("not",)]


def test_identifiers_stay_whole_phrases() -> None:
    """An identifier is one phrase, even when one of its parts is a function word."""
    assert query_phrases("order #W2378156 for mia_li_3668 and a_1") == [
        ("order",),
        ("w2378156",),
        ("mia", "li", "3668"),
        ("a", "1"),
    ]


@given(st.text(max_size=200))
def test_any_text_gives_bounded_distinct_phrases(text: str) -> None:
    """Any text gives at most MAX_QUERY_TERMS distinct, non-empty phrases of folded words.

    Function words are dropped only when something else is left.
    """
    phrases = query_phrases(text)
    assert len(phrases) <= MAX_QUERY_TERMS
    assert len(set(phrases)) == len(phrases)
    assert all(phrase and tuple(words(" ".join(phrase))) == phrase for phrase in phrases)
    if any(len(phrase) > 1 or phrase[0] not in STOP_WORDS for phrase in phrases):
        assert all(len(phrase) > 1 or phrase[0] not in STOP_WORDS for phrase in phrases)


def _vocabulary() -> list[str]:
    """Distinct words of a realistic English corpus: the standard library's own source text."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    seen: dict[str, None] = {}
    for name in (
        "argparse",
        "email/message",
        "http/client",
        "unittest/case",
        "logging/__init__",
        "tarfile",
        "textwrap",
        "difflib",
        "pydoc",
        "subprocess",
        "calendar",
        "locale",
    ):
        path = stdlib / f"{name}.py"
        for word in words(path.read_text(encoding="utf-8")):
            seen.setdefault(word, None)
    accented = "café naïve résumé Straße façade Ångström coöperate piñata Œuvre ǅungla"
    for word in words(accented):
        seen.setdefault(word, None)
    return list(seen)


def test_python_tokens_agree_with_sqlite_porter_tokenizer() -> None:
    """On thousands of real words, Python's tokens equal what SQLite's Porter tokenizer makes."""
    vocabulary = _vocabulary()
    assert len(vocabulary) > 5000
    conn = sqlite3.connect(":memory:")
    try:
        conn.execute(
            "CREATE VIRTUAL TABLE t USING fts5("
            "text, content='', tokenize='porter unicode61 remove_diacritics 2')"
        )
        conn.executemany(
            "INSERT INTO t (rowid, text) VALUES (?, ?)", enumerate(vocabulary, start=1)
        )
        conn.execute("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, t, instance)")
        indexed = dict(conn.execute("SELECT doc, term FROM temp.terms").fetchall())
    finally:
        conn.close()
    python = {seq: " ".join(tokens(word)) for seq, word in enumerate(vocabulary, start=1)}
    disagreements = {
        vocabulary[seq - 1]: (python[seq], indexed.get(seq))
        for seq in python
        if python[seq] != indexed.get(seq)
    }
    assert disagreements == {}


@pytest.mark.parametrize(
    ("word", "stemmed"),
    [("caresses", "caress"), ("ponies", "poni"), ("relational", "relat"), ("3668", "3668")],
)
def test_porter_examples(word: str, stemmed: str) -> None:
    """The stemmer gives Porter's published examples; words with digits pass through."""
    assert stem(word) == stemmed


_FTS = sqlite3.connect(":memory:", check_same_thread=False)
_FTS.execute(
    "CREATE VIRTUAL TABLE t USING fts5(text, tokenize='porter unicode61 remove_diacritics 2')"
)
_FTS.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")

_LETTERS = st.characters(
    # Latin (with accents, precomposed or combined), Greek and Cyrillic letters and digits,
    # less the few letters added to Unicode after SQLite's tables (6.1) and the Greek
    # iota subscript (a mark that Python case-folds into a letter).
    codec="utf-8",
    categories=["Lu", "Ll", "Nd", "Mn"],
    max_codepoint=0x052F,
    exclude_characters="\u0345\u037f\u0528\u0529\u052a\u052b\u052c\u052d\u052e\u052f",
)


@given(st.lists(st.text(_LETTERS, min_size=1, max_size=24), min_size=1, max_size=10))
def test_tokens_agree_with_fts5_on_any_words(texts: list[str]) -> None:
    """For any words of Latin, Greek or Cyrillic letters and digits, tokens match FTS5's."""
    try:
        for rowid, text in enumerate(texts, start=1):
            _FTS.execute("INSERT INTO t (rowid, text) VALUES (?, ?)", (rowid, text))
        rows = _FTS.execute("SELECT doc, term FROM v ORDER BY doc, offset").fetchall()
    finally:
        _FTS.execute("DELETE FROM t")
    indexed: dict[int, list[str]] = {}
    for doc, term in rows:
        indexed.setdefault(doc, []).append(term)
    expected = {rowid: tokens(text) for rowid, text in enumerate(texts, start=1)}
    assert {rowid: found for rowid, found in expected.items() if found} == indexed


@given(st.lists(st.text(st.characters(max_codepoint=0x7F), max_size=60), min_size=1, max_size=8))
def test_ascii_text_splits_as_fts5_splits_it(texts: list[str]) -> None:
    """Any ASCII text (punctuation, underscores, control characters) gives FTS5's own tokens."""
    try:
        for rowid, text in enumerate(texts, start=1):
            _FTS.execute("INSERT INTO t (rowid, text) VALUES (?, ?)", (rowid, text))
        rows = _FTS.execute("SELECT doc, term FROM v ORDER BY doc, offset").fetchall()
    finally:
        _FTS.execute("DELETE FROM t")
    indexed: dict[int, list[str]] = {}
    for doc, term in rows:
        indexed.setdefault(doc, []).append(term)
    expected = {rowid: tokens(text) for rowid, text in enumerate(texts, start=1)}
    assert {rowid: found for rowid, found in expected.items() if found} == indexed


def test_the_stem_cache_stays_bounded() -> None:
    """Past its limit the stem cache starts over, and stems stay right (identifiers are endless)."""
    from agentstate._text import _MAX_STEMS, _STEMS

    text = " ".join(f"order{n}s" for n in range(_MAX_STEMS + 10))
    assert tokens(text)[-1] == f"order{_MAX_STEMS + 9}"
    assert 0 < len(_STEMS) <= _MAX_STEMS
    assert tokens("ponies caresses") == ["poni", "caress"]
