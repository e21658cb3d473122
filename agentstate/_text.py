"""Text for search: tokens as SQLite FTS5's ``porter unicode61 remove_diacritics 2`` makes them.

Backends without FTS5 (the in-memory reference backend) use these functions so that a query
means the same thing on every backend: an event matches when it holds any of the query's
terms; a term is a run of letters and digits, case- and accent-folded, Porter-stemmed; a
query chunk such as ``dana_ross_4417`` is a phrase of its tokens (``dana ross 4417``) that must
appear in that order. English function words (``what``, ``did``, ``the``...) are dropped from
a query unless nothing else is left, and clitics are split off (``Priya's`` is the term
``priya``), so a question finds events by its content words.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["MAX_QUERY_TERMS", "STOP_WORDS", "query_phrases", "stem", "tokens", "words"]

MAX_QUERY_TERMS = 64
"""Longer queries keep their first 64 distinct phrases (a pasted document is still a query)."""

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_CHUNK = re.compile(r"[^\s'\u2019]+")
"""A query chunk: a run without whitespace or apostrophes (``didn't`` is ``didn`` + ``t``)."""

STOP_WORDS = frozenset(
    """
    a about above after again against all am an and any are aren as at be because been before
    being below between both but by can cannot could couldn d did didn do does doesn doing don
    down during each few for from further had hadn has hasn have haven having he her here hers
    herself him himself his how i if in into is isn it its itself just ll m me more most mustn
    my myself no nor not now of off on once only or other ought our ours ourselves out over own
    re s same shan she should shouldn so some such t than that the their theirs them themselves
    then there these they this those through to too under until up ve very was wasn we were
    weren what when where which while who whom why will with won would wouldn you your yours
    yourself yourselves
    """.split()  # noqa: SIM905  # a word list reads better as prose than as 170 quoted strings
)
"""English function words, folded and split as `words` splits them (``didn't``: didn, t).

They are dropped from queries, never from the index: an event still holds every word, and a
query made only of them (``"to be or not to be"``) searches for all of them.
"""


_DIACRITIC_MARKS = frozenset(
    chr(code)
    for code in (
        *range(0x300, 0x305), *range(0x306, 0x30D), 0x30F, 0x311, 0x31B,
        *range(0x323, 0x329), 0x32D, 0x32E, 0x330, 0x331,
    )
)  # fmt: skip
"""Combining marks that FTS5 reads as part of a word and drops (``e`` + U+0301 is ``e``)."""

_UNFOLDED = frozenset("\u01e0\u01e1")
"""Latin letters with diacritics that FTS5's table leaves as they are (Ǡ ǡ)."""


@lru_cache(maxsize=8192)
def _fold_char(ch: str) -> str:
    """Lowercase; a letter based on a-z loses its diacritics (``Ǻ`` -> ``a``); others keep them."""
    if ch in _DIACRITIC_MARKS:
        return ""
    folded = ch.casefold()  # simple case folding where it is one character (long s -> s)
    lower = folded if len(folded) == 1 else ch.lower()
    if ch in _UNFOLDED:
        return lower
    decomposed = unicodedata.normalize("NFD", lower)
    if (
        len(decomposed) > 1
        and all(unicodedata.combining(mark) for mark in decomposed[1:])
        and "a" <= decomposed[0] <= "z"
    ):
        return decomposed[0]
    return lower


def _fold(text: str) -> str:
    """Fold as FTS5's ``unicode61 remove_diacritics 2`` does (Cyrillic й stays й).

    Scripts and letters added to Unicode after version 6.1 (SQLite's tables) may fold
    differently; every script in common use before then agrees.
    """
    if text.isascii():
        return text.lower()
    return "".join(_fold_char(ch) for ch in text)


_ASCII_WORDS = bytes(
    code
    if 0x30 <= code <= 0x39 or 0x61 <= code <= 0x7A
    else code + 32
    if 0x41 <= code <= 0x5A
    else 32
    for code in range(256)
)
"""ASCII folded for splitting: letters lowercased, digits kept, everything else a space."""


def words(text: str) -> list[str]:
    """Split text into folded words (runs of letters and digits), in order.

    Folding lowercases and strips diacritics from Latin letters (``Café`` is ``cafe``).
    """
    if text.isascii():  # most text: the same split at C speed, without the regex
        return text.encode("ascii").translate(_ASCII_WORDS).decode("ascii").split()
    return _WORD.findall(_fold(text))


def tokens(text: str) -> list[str]:
    """Split text into folded, Porter-stemmed tokens, in order: what an index holds."""
    found = words(text)
    try:
        return list(map(_STEMS.__getitem__, found))  # the usual case: every word seen before
    except KeyError:
        return list(map(stem, found))


def query_phrases(query: str) -> list[tuple[str, ...]]:
    """Turn any user text into at most `MAX_QUERY_TERMS` distinct phrases of folded words.

    Chunks are split on whitespace and apostrophes; a chunk's words form one phrase (an
    identifier such as ``dana_ross_4417`` stays one phrase). Single-word phrases that are
    `STOP_WORDS` are dropped unless every phrase is one. The words are not stemmed: a backend
    stems them as its index does. Every character is safe: operators, quotes and SQL
    fragments become plain words or are dropped as punctuation. An empty or punctuation-only
    query gives no phrases.
    """
    phrases: list[tuple[str, ...]] = []
    seen: set[tuple[str, ...]] = set()
    for chunk in _CHUNK.findall(query):
        phrase = tuple(words(chunk))
        if phrase and phrase not in seen:
            seen.add(phrase)
            phrases.append(phrase)
    content = [phrase for phrase in phrases if len(phrase) > 1 or phrase[0] not in STOP_WORDS]
    return (content or phrases)[:MAX_QUERY_TERMS]


# --- Porter (1980) stemmer, exactly as FTS5's porter tokenizer applies it ------------------
#
# FTS5 stems every token of 3 to 64 UTF-8 bytes, digits and non-ASCII letters included, and
# works on bytes: a non-ASCII byte is a consonant. So does this code, on the token's UTF-8
# bytes read as Latin-1 (one character per byte); suffixes are ASCII, so cutting one never
# splits a character. tests/test_text.py checks the agreement on a large real vocabulary.

_MIN_STEM_BYTES = 3
_MAX_STEM_BYTES = 64
_VOWELS = frozenset("aeiou")


def _is_consonant(word: str, i: int) -> bool:
    ch = word[i]
    if ch in _VOWELS:
        return False
    if ch == "y":
        return i == 0 or not _is_consonant(word, i - 1)
    return True


def _measure(stem_: str) -> int:
    """Number of vowel-consonant sequences (Porter's m)."""
    m = 0
    previous_vowel = False
    for i in range(len(stem_)):
        consonant = _is_consonant(stem_, i)
        if consonant and previous_vowel:
            m += 1
        previous_vowel = not consonant
    return m


def _has_vowel(stem_: str) -> bool:
    return any(not _is_consonant(stem_, i) for i in range(len(stem_)))


def _cvc(word: str) -> bool:
    if len(word) < 3:
        return False
    return (
        _is_consonant(word, len(word) - 3)
        and not _is_consonant(word, len(word) - 2)
        and _is_consonant(word, len(word) - 1)
        and word[-1] not in "wxy"
    )


def _replace(word: str, rules: tuple[tuple[str, str], ...], min_measure: int) -> str:
    for suffix, replacement in rules:
        if word.endswith(suffix):
            base = word[: len(word) - len(suffix)]
            if _measure(base) > min_measure:
                return base + replacement
            return word
    return word


_STEP2 = (
    ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"),
    ("izer", "ize"), ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"),
    ("ousli", "ous"), ("ization", "ize"), ("ation", "ate"), ("ator", "ate"),
    ("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous"),
    ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"), ("logi", "log"),
)  # fmt: skip
_STEP3 = (
    ("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"),
    ("ful", ""), ("ness", ""),
)  # fmt: skip
_STEP4 = (
    "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent",
    "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize",
)  # fmt: skip


def _step1a(word: str) -> str:
    if not word.endswith("s"):
        return word
    if (word.endswith("sses") and len(word) > 4) or (word.endswith("ies") and len(word) > 3):
        return word[:-2]
    if word.endswith("ss"):
        return word
    return word[:-1]


def _step1b(word: str) -> str:
    shortened = False
    if word.endswith("eed") and len(word) > 3:
        if _measure(word[:-3]) > 0:
            word = word[:-1]
    elif word.endswith("ed") and _has_vowel(word[:-2]):
        word, shortened = word[:-2], True
    elif word.endswith("ing") and _has_vowel(word[:-3]):
        word, shortened = word[:-3], True
    if shortened:
        if word.endswith(("at", "bl", "iz")):
            word += "e"
        elif len(word) >= 2 and word[-1] == word[-2] and word[-1] not in "aeioulsz":
            word = word[:-1]
        elif _measure(word) == 1 and _cvc(word):
            word += "e"
    return word


def _step4(word: str) -> str:
    for suffix in _STEP4:
        if word.endswith(suffix):
            base = word[: len(word) - len(suffix)]
            if _measure(base) > 1 and (suffix != "ion" or base.endswith(("s", "t"))):
                return base
            return word
    return word


def _step5(word: str) -> str:
    if word.endswith("e"):
        base = word[:-1]
        m = _measure(base)
        if m > 1 or (m == 1 and not _cvc(base)):
            word = base
    if word.endswith("ll") and _measure(word) > 1:
        word = word[:-1]
    return word


_STEMS: dict[str, str] = {}
"""Words stemmed so far (a plain dict: a hit is one C-level lookup inside `tokens`)."""
_MAX_STEMS = 65536
"""The cache starts over past this many words (identifiers make the vocabulary unbounded)."""


def stem(word: str) -> str:
    """Porter-stem one folded token as FTS5 does: tokens under 3 or over 64 bytes pass."""
    found = _STEMS.get(word)
    if found is None:
        if len(_STEMS) >= _MAX_STEMS:
            _STEMS.clear()
        found = _STEMS[word] = _porter(word)
    return found


def _porter(word: str) -> str:
    if not "a" <= word[-1:] <= "z":
        return word  # every Porter suffix ends in an ASCII letter: nothing can change
    data = word.encode("utf-8")
    if not _MIN_STEM_BYTES <= len(data) <= _MAX_STEM_BYTES:
        return word
    text = _step1b(_step1a(data.decode("latin-1")))
    if text.endswith("y") and _has_vowel(text[:-1]):
        text = text[:-1] + "i"
    text = _replace(text, _STEP2, 0)
    text = _replace(text, _STEP3, 0)
    text = _step5(_step4(text))
    return text.encode("latin-1").decode("utf-8")
