"""Reading summary text deterministically: sentences, clauses, words, stems and negation.

The rules that read prose (authority, attribution, constraints, decisions) share this small,
rule-based reading, so that a sentence means the same thing to each of them:

- a *sentence* ends at ``.``, ``!``, ``?``, ``;`` or a line break; a sentence ending in ``?``
  is a question and asserts nothing;
- a *clause* is a stretch of a sentence between commas, colons, parentheses, dashes and the
  words ``but``, ``while``, ``whereas``, ``although``, ``though``, ``however``, ``except``,
  and ``and`` / ``or`` unless they join two names (``act_9 and act_10``);
- a *word* is a run of letters and digits (``wasn't``, ``c-8812``, ``25,000`` and ``e.g``
  are one word each); its *stem* is its Porter stem, so ``approved`` and ``approval`` differ
  but ``cancelled`` and ``canceled`` agree;
- *content stems* are the stems of the words that carry meaning: every word but the
  `STOPWORDS` and words with digits (values are compared as literals); negations such as
  ``not`` and qualifiers such as ``only`` carry meaning and are kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache, partial
from typing import Final, NamedTuple

import attrs

from agentstate._text import stem as porter_stem
from agentstate.events import Event, EventKind, message_text
from agentstate.validation._lexicon import (
    ACT_VERBS,
    ALSO_SAID,
    IRREGULAR_PAST,
    LIGHT_VERBS,
    NOMINALIZATIONS,
    NOUN_SUFFIXES,
    REFLEXIVES,
    RESPELLED,
    UNDOING_VERBS,
    VERB_CLASSES,
    VERB_PARTICLES,
)
from agentstate.validation._marks import inside_a_date, inside_a_value

__all__ = [
    "ARROWS",
    "NEGATIONS",
    "SPOKEN",
    "STOPWORDS",
    "VERB_STEMS",
    "Sentence",
    "Token",
    "act_nouns",
    "also_said",
    "closing_parenthesis",
    "content_stem",
    "content_stems",
    "event_text",
    "is_month",
    "kind_acts",
    "modal_may_count",
    "kind_words",
    "negation_count",
    "opening_parenthesis",
    "same_acts",
    "sentences",
    "stem",
    "words_in",
]

_ALNUM = "A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
"""Letters and digits of words: ASCII and the Latin letters with accents ("Brückenweg", "Zoë")."""
_WORD = rf"[{_ALNUM}]+(?:(?:['\u2019\-_]|\.(?=[{_ALNUM}])|,(?=\d))[{_ALNUM}]+)*"
_TITLES: Final = ("Dr", "Mr", "Mrs", "Ms", "Mx", "Prof", "Jr", "Sr", "St", "Mt", "vs")
"""Abbreviations whose period ends no sentence ("Dr. Paul Lindqvist")."""
_NUMBERING: Final = ("p", "pp", "No", "Vol", "vol", "ch", "fig", "approx", "ext", "apt")
"""Abbreviations whose period ends no sentence before a number ("pp. 87-93", "No. 7")."""
_NOT_AFTER_TITLE: Final = "".join(rf"(?<!\b{title})" for title in _TITLES) + (
    r"(?!(?:" + "|".join(rf"(?<=\b{word})" for word in _NUMBERING) + r")\.[ \t]*\d)"
)
"""Read only before a mark that may end a sentence (`_TOKEN`'s lookahead): the lookbehinds
at every other position (each space between words) were two fifths of the split's cost."""
_TOKEN = re.compile(
    rf"""
    (?P<placeholder>\{{(?:fact|action):[A-Za-z_][A-Za-z0-9_.\-]*\}})
    |(?P<word>{_WORD})
    |(?P<end>(?=[.!?;]){_NOT_AFTER_TITLE}[.!?;]+|\n)
    |(?P<mark>[,:()\[\]"\u201c\u201d\u2014\u2013\u2192]|->|=>|(?<=\s)-(?=\s))
    """,
    re.VERBOSE,
)
_WORDS = re.compile(_WORD)
_MAY = re.compile(r"\b(?:may|May|MAY)\b")
_MONTH_MAY = re.compile(r"(?:May|MAY)(?=\s*\d)|(?<=\d\s)(?:May|MAY)\b")
_SENTENCE_START = re.compile(r"(?:^|[.!?;\n]\s*)$")

STOPWORDS: Final = frozenset({
    "a", "an", "the", "and", "or", "but", "if", "then", "of", "to", "in", "on", "at", "by",
    "for", "with", "from", "as", "into", "onto", "about", "over", "is", "are", "was", "were",
    "be", "been", "being", "am", "it", "its", "this", "that", "these", "those", "there", "here",
    "their", "they", "them", "he", "she", "him", "her", "his", "hers", "we", "us", "our", "you",
    "your", "i", "me", "my", "mine", "so", "than", "too", "very", "just", "also", "do", "does",
    "did", "done", "has", "have", "had", "having", "up", "down", "out", "off", "again",
    "further", "all", "any", "both", "each", "few", "more", "most", "other", "some", "such",
    "own", "same", "which", "who", "whom", "whose", "what", "when", "where", "why", "how", "can",
    "will", "would", "should", "could", "may", "might", "shall", "must", "please", "per", "via",
    "anyone", "anybody", "anything", "someone", "somebody", "something", "everyone",
    "everybody", "everything",
}) | REFLEXIVES  # fmt: skip
"""Words that carry no meaning of their own for comparing statements ("don't page anyone"
refuses paging whoever is paged)."""

_DIGIT = re.compile(r"\d")
_CLAUSE_WORDS: Final = frozenset(
    {"but", "while", "whereas", "although", "though", "however", "except", "meanwhile"}
)
_COORDINATORS: Final = frozenset({"and", "or"})
_ARTICLES: Final = frozenset({"the", "a", "an", "both", "either"})
NEGATIONS: Final = frozenset({"not", "no", "never", "nor", "neither", "none", "without"})
"""Words that negate (with any word ending in "-n't")."""
_UNMARKED: Final = {
    word.replace("'", ""): word
    for word in (
        "don't", "doesn't", "didn't", "can't", "won't", "isn't", "aren't", "wasn't", "weren't",
        "shouldn't", "wouldn't", "couldn't", "haven't", "hasn't", "hadn't", "mustn't", "needn't",
    )
}  # fmt: skip
"""Negations written without their apostrophe ("dont touch it"), read as with it: a token's
`lower` is the word with its apostrophe."""
_WRITTEN_IN_FULL: Final = {**_UNMARKED, **RESPELLED}
"""Every spelling a token's `lower` writes otherwise: a negation's apostrophe restored, a word
typed short written in full (`_lexicon.RESPELLED`: "thru" is "through")."""


class Token(NamedTuple):
    """One word, placeholder or mark of a sentence."""

    text: str
    """As written."""
    lower: str
    """Lower-cased, curly apostrophes made straight."""
    stem: str
    """Porter stem of `lower` (the text itself for placeholders and marks)."""
    kind: str
    """``"word"``, ``"placeholder"`` or ``"mark"``."""
    start: int
    """Offset in the item's text."""
    end: int
    """End offset (exclusive)."""
    clause: int
    """Index of the clause the token belongs to, within its sentence."""


@attrs.frozen
class Sentence:
    """One sentence of an item's text."""

    tokens: tuple[Token, ...]
    """Its words, placeholders and marks, in order."""
    question: bool
    """Whether it ends with a question mark (a question asserts nothing)."""
    start: int
    """Offset of its first token in the item's text."""
    end: int
    """End offset of its last token."""

    def text_in(self, text: str) -> str:
        """The sentence as written in `text`, the item's text it was read from."""
        return text[self.start : self.end]


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Porter stem of a lower-case word (words with digits are their own stem).

    An irregular past is stemmed as its verb ("paid" as "pay"), as a regular one is, a
    word typed short as the word in full ("tue" as "tuesday": `_lexicon.RESPELLED`), and a
    noun in "-ification" as its verb in "-ify", which Porter's rules leave apart
    ("verification" and "verified" both "verifi").
    """
    word = RESPELLED.get(word, word)
    if word.endswith(_IFICATION):
        word = word[: word.rindex("ication")] + "y"
    return porter_stem(_PAST_BASE.get(word, word).replace("'", ""))


_IFICATION: Final = ("ification", "ifications")
"""Endings of the nouns of verbs in "-ify" ("notification" of "notify")."""


_PAST_BASE: Final = {
    past: verb for past, verb in IRREGULAR_PAST.items() if past != verb and past != "left"
}
"""Irregular pasts stemmed as their verb; "left" is as often a side as a verb's past."""


_Raw = tuple[str, str, str, str, int, int]
"""(text, lower, stem, kind, start, end) of a token before its clause is known."""

_Reading = tuple[str, str, str, str]
"""(text, lower, stem, kind): what a token's spelling alone says of it."""
_READINGS: dict[str, _Reading] = {}
"""The reading of each spelling met so far (`_reading`); emptied when it reaches
`_READINGS_MAX`, so it holds a working set of words, never a whole corpus."""
_READINGS_MAX: Final = 1 << 16


def _reading(raw: str, group: str | None) -> _Reading:
    """The reading of a token's spelling: a spelling is one kind of token wherever it stands.

    A word is a run of letters and digits, a placeholder opens with a brace, and a mark is
    one sign that starts neither, so the group a spelling matched in follows from the
    spelling (a spaced hyphen is the only mark with a condition, and ``-`` is a mark
    wherever it is a token at all).
    """
    lower = raw.lower().replace("\u2019", "'") if "\u2019" in raw else raw.lower()
    lower = _WRITTEN_IN_FULL.get(lower, lower)
    if group == "word":
        found = (raw, lower, stem(lower), "word")
    else:
        found = (raw, lower, lower, "mark" if group == "mark" else "placeholder")
    if len(_READINGS) >= _READINGS_MAX:
        _READINGS.clear()
    _READINGS[raw] = found
    return found


SPOKEN: Final = frozenset({EventKind.USER, EventKind.ASSISTANT})
"""The kinds of events whose words the parties say (the user, the agent), not data."""
ARROWS: Final = frozenset({"\u2192", "->", "=>"})
"""Arrows, marks that lead to what followed ("executed \u2192 BP-4410", "okayed -> card declined"):
in the clause of what they join, as the outcome is the act's, but before a doer of their own."""
_MARKS: Final = frozenset(',:()[]"\u201c\u201d\u2014\u2013-')
"""The spelling of every mark that breaks a clause (`_TOKEN`'s group ``mark``, but arrows):
no word or placeholder is one."""
_BREAKS: Final = _MARKS | _CLAUSE_WORDS | _COORDINATORS
"""The tokens (by `Token.lower`) at which a clause may break: any other token never does."""


def _is_name(tokens: list[_Raw], index: int, names: frozenset[str]) -> bool:
    if not 0 <= index < len(tokens):
        return False
    _, lower, stemmed, kind, _, _ = tokens[index]
    return kind == "placeholder" or lower.startswith("act_") or lower in names or stemmed in names


def _clauses(tokens: list[_Raw], breaks: list[int], names: frozenset[str]) -> list[int]:
    """The clause index of each token: clauses break at marks and clause words.

    Not at a mark inside a value: the colon of "2:00" joins its digits, the comma of "Monday,
    October 27" its date. `breaks` are the
    indexes of the tokens of `_BREAKS`, in order: only they are read one by one.
    """
    out: list[int] = []
    clause = last = 0
    for index in breaks:
        lower = tokens[index][1]
        if lower in _MARKS:
            boundary = not (inside_a_value(tokens, index) or inside_a_date(tokens, index))
        elif lower in _CLAUSE_WORDS:
            boundary = True
        else:  # a coordinator
            after = index + 1
            while after < len(tokens) and tokens[after][1] in _ARTICLES:
                after += 1
            boundary = not (_is_name(tokens, index - 1, names) and _is_name(tokens, after, names))
        if boundary:
            # A boundary token stands alone, between the clauses it separates.
            out += [clause] * (index - last)
            out.append(clause + 1)
            clause += 2
            last = index + 1
    out += [clause] * (len(tokens) - last)
    return out


_new_token: Callable[[tuple[object, ...]], Token] = partial(tuple.__new__, Token)
"""`Token._make` without its check of the length (each tuple made here has every field)."""


def sentences(text: str, *, names: Iterable[str] = ()) -> list[Sentence]:
    """Split an item's text into sentences of tokens with their clauses.

    Args:
        text: The item's text.
        names: Lower-case words or stems that name things (action kinds, ids): ``and`` and
            ``or`` between two of them join a list instead of separating clauses.

    Returns:
        The sentences in order; empty sentences are dropped.
    """
    name_set = frozenset(names)
    out: list[Sentence] = []
    pending: list[_Raw] = []
    breaks: list[int] = []  # where in `pending` a token of `_BREAKS` stands
    add = pending.append
    readings = _READINGS
    for match in _TOKEN.finditer(text):
        raw = match.group()
        reading = readings.get(raw)
        if reading is None:  # a spelling not read yet, or an end (ends are never kept)
            group = match.lastgroup
            if group == "end":
                if pending:
                    out.append(_sentence(pending, breaks, name_set, question="?" in raw))
                    pending, breaks = [], []
                    add = pending.append
                continue
            reading = _reading(raw, group)
        if reading[1] in _BREAKS:
            breaks.append(len(pending))
        add(reading + match.span())
    if pending:
        out.append(_sentence(pending, breaks, name_set, question=False))
    return out


def _sentence(
    pending: list[_Raw], breaks: list[int], names: frozenset[str], *, question: bool
) -> Sentence:
    """One sentence of the raw tokens read since the last end (`breaks`: see `_clauses`)."""
    clauses = _clauses(pending, breaks, names)
    tokens = tuple(map(_new_token, map(tuple.__add__, pending, zip(clauses))))
    return Sentence(tokens, question, tokens[0].start, tokens[-1].end)


def content_stems(text: str) -> set[str]:
    """The stems of the meaningful words of a text, placeholders included as written.

    Words with digits are values, compared as literals (`agentstate.validation._literals`),
    and are left out; ``-n't`` counts as ``not``.
    """
    out: set[str] = set()
    if "{" not in text and text.isascii():
        # No placeholder, and lower-casing ASCII keeps every offset: the words of `_TOKEN`,
        # found in C, each distinct word stemmed once.
        for word in set(_WORDS.findall(text.lower())):
            found = _word_content_stem(word)
            if found is not None:
                out.add(found)
        return out
    for match in _TOKEN.finditer(text):
        group = match.lastgroup
        if group == "placeholder":
            out.add(match.group(0))
        elif group == "word":
            found = _word_content_stem(match.group(0).lower().replace("\u2019", "'"))
            if found is not None:
                out.add(found)
    return out


def words_in(text: str) -> frozenset[str]:
    """Every word of a text as a `Token`'s `lower`, and the words inside its placeholders.

    For quick tests: every word token of `sentences` is among them.
    """
    if text.isascii():  # lower-casing ASCII keeps every offset: the same words, split in C
        found = frozenset(_WORDS.findall(text.lower()))
    else:
        found = frozenset(word.lower().replace("\u2019", "'") for word in _WORDS.findall(text))
    if found.isdisjoint(_WRITTEN_IN_FULL):
        return found
    return frozenset(_WRITTEN_IN_FULL.get(word, word) for word in found)


def content_stem(token: Token) -> str | None:
    """What a token of a sentence adds to its text's `content_stems`, if anything."""
    if token.kind == "placeholder":
        return token.text
    if token.kind == "word":
        return _word_content_stem(token.lower)
    return None


def _word_content_stem(lower: str) -> str | None:
    if lower.endswith("n't") or lower in _UNMARKED:
        return "not"
    if lower not in STOPWORDS and (lower.isalpha() or _DIGIT.search(lower) is None):
        return stem(lower)
    return None


def negation_count(text: str) -> int:
    """How many negations a text holds (``not``, ``no``, ``never``, ``-n't``, ``without``...)."""
    count = 0
    for match in _TOKEN.finditer(text):
        if match.lastgroup == "word":
            lower = match.group(0).lower().replace("\u2019", "'")
            if lower in NEGATIONS or lower.endswith("n't") or lower in _UNMARKED:
                count += 1
    return count


# Verbs an action kind may start with; in the past tense they claim the action was carried
# out ("the reservation was cancelled" for a cancel_reservation action).
_VERB_WORDS: Final = (
    "book", "cancel", "update", "change", "modify", "send", "issue", "refund", "credit", "pay",
    "transfer", "upgrade", "downgrade", "add", "remove", "create", "delete", "apply", "grant",
    "ship", "return", "exchange", "replace", "reschedule", "rebook", "submit", "file", "open",
    "close", "extend", "renew", "charge", "bill", "void", "adjust", "waive", "escalate",
    "compensate", "buy", "reserve",
)  # fmt: skip
_VERB_WORD_SET: Final = frozenset(_VERB_WORDS)
VERB_STEMS: Final = frozenset(stem(word) for word in _VERB_WORDS)
"""Stems of the verbs an action kind may start with (``book``, ``cancel``, ``issue``...)."""
_GENERIC_KIND_WORDS: Final = frozenset({"action", "request", "task", "do", "make", "execute"})
_JOINS: Final = frozenset({"and", "or", "then"})
"""Words of a kind's name that join two acts ("cancel_and_refund")."""


@lru_cache(maxsize=1024)
def kind_words(kind: str) -> tuple[frozenset[str], frozenset[str]]:
    """The (noun stems, verb stems) of an action kind.

    A sentence refers to an action by its kind when it holds every noun of the kind
    (``issue_credit`` and ``credit`` by "credit", ``update_reservation_flights`` by
    "reservation" and "flights"); a kind of verbs only is named by its last word.
    """
    parts = [part.lower() for part in re.split(r"[^A-Za-z]+|(?<=[a-z])(?=[A-Z])", kind) if part]
    kept = [part for part in parts if part not in _GENERIC_KIND_WORDS]
    stems = [stem(part) for part in kept]
    # A verb by its word, not its stem: "reserve" is a verb, "reservation" a noun.
    verbal = [
        part in _VERB_WORD_SET or (stem(part) in VERB_STEMS and part not in NOMINALIZATIONS)
        for part in kept
    ]
    if (
        not verbal[0]
        and len(kept) > 1
        and _leads_as_verb(kept[0])
        and (not any(verbal) or kept[0] in ACT_VERBS or kept[0] in UNDOING_VERBS)
    ):
        # Tools are named verb first ("deploy_service", "suspend_account"): a first word
        # that is no noun by its form is the kind's verb, known to the lexicon or not; before
        # another verb ("schedule_transfer", not "account_transfer"), a verb of the lexicon.
        verbal[0] = True
    nouns = frozenset(
        part
        for at, (part, is_verb) in enumerate(zip(stems, verbal, strict=True))
        if not is_verb and not (at == 1 and verbal[0] and kept[1] in VERB_PARTICLES)
    )  # the particle of a phrasal verb is no noun ("set_up_autopay")
    if verbal and verbal[0]:
        # What follows a leading verb is its object, and a word before the object's head
        # only describes it: the "bill" of apply_bill_credit is no act of billing, while its
        # "credit" is ("credited $17.25"). "and" or "or" opens another verb.
        after = True
        for at in range(1, len(kept) - 1):
            if kept[at] in _JOINS:
                after = False
            elif verbal[at]:
                verbal[at] = kept[at + 1] in _JOINS or not after
                after = True
        if kept[0] in UNDOING_VERBS:
            # "refund_charge" undoes a charge: its "charge" is the object, never the act (up
            # to "and", which opens another act: "cancel_and_refund")
            for at in range(1, len(kept)):
                if kept[at] in _JOINS:
                    break
                if verbal[at]:
                    verbal[at] = False
                    nouns |= {stems[at]}
    verbs = frozenset(part for part, is_verb in zip(stems, verbal, strict=True) if is_verb)
    if not nouns and stems:
        nouns = frozenset({stems[-1]})
    return nouns, verbs


_DERIVED_NOUNS: Final = (  # (ending, what replaces it in the verb)
    ("ment", ""),  # deployment: deploy
    ("sion", "d"),  # suspension: suspend
    ("sion", "se"),  # revision: revise
    ("ation", "ate"),  # activation: activate
    ("tion", "te"),  # completion: complete
    ("ion", ""),  # correction: correct
    ("al", ""),  # approval: approv(e)
    ("ing", ""),  # deploying: deploy
)
_SHORTEST_BASE: Final = 3


@lru_cache(maxsize=4096)
def act_nouns(word: str) -> frozenset[str]:
    """The stems of the verbs whose act a noun may name ("deployment": "deploi").

    The lexicon's nouns of acts (`NOMINALIZATIONS`) first, then the English endings that make
    a noun of a verb; a plural names the acts its singular does ("cancellations"). A reading
    may overshoot ("statement": "state"): callers keep only the verbs of the ledger's kinds.
    """
    lower = word.lower()
    if lower in NOMINALIZATIONS:
        return frozenset({stem(NOMINALIZATIONS[lower])})
    if lower.endswith("s") and not lower.endswith("ss") and len(lower) > _SHORTEST_BASE + 2:
        return act_nouns(lower[:-1])
    found = {
        stem(lower[: -len(ending)] + replacement)
        for ending, replacement in _DERIVED_NOUNS
        if lower.endswith(ending) and len(lower) - len(ending) >= _SHORTEST_BASE
    }
    return frozenset(found)


def _leads_as_verb(word: str) -> bool:
    """Whether `word`, first in an action kind's name, may be its verb."""
    return (
        word not in NOMINALIZATIONS
        and word not in _GENERIC_KIND_WORDS
        and not word.endswith(NOUN_SUFFIXES)
        and len(word) > 2
    )


@lru_cache(maxsize=1024)
def kind_acts(kind: str) -> frozenset[str]:
    """The verb stems of every way to say an action of `kind` was done.

    The kind's own verbs (`kind_words`), a generic first word's ("request_payment"
    requests), the verb of its noun when the kind has none of its own or starts with a
    light verb ("make_payment" pays), and each verb's synonyms (`_lexicon.VERB_CLASSES`:
    "book" and "reserve").
    """
    parts = [part.lower() for part in re.split(r"[^A-Za-z]+|(?<=[a-z])(?=[A-Z])", kind) if part]
    verbs = set(kind_words(kind)[1])
    if len(parts) > 1 and parts[0] in _GENERIC_KIND_WORDS and parts[0] not in LIGHT_VERBS:
        verbs.add(stem(parts[0]))
    if not verbs or (parts and parts[0] in LIGHT_VERBS):
        verbs |= {stem(NOMINALIZATIONS[part]) for part in parts if part in NOMINALIZATIONS}
    return frozenset(_with_synonyms(verbs))


@lru_cache(maxsize=1)
def _verb_classes() -> tuple[frozenset[str], ...]:
    return tuple(frozenset(stem(word) for word in group) for group in VERB_CLASSES)


def same_acts(stems: AbstractSet[str]) -> set[str]:
    """Stems with the stems of every verb that names the same act as one of them.

    "switch" says "change" and "modify" (`_lexicon.VERB_CLASSES`): a paraphrase of a request
    uses one for another. Verbs that only may say an act (`_lexicon.ALSO_SAID`) are not
    added.
    """
    found = set(stems)
    for group in _verb_classes():
        if not group.isdisjoint(stems):
            found |= group
    return found


def _with_synonyms(verbs: set[str]) -> set[str]:
    """Verb stems with every verb that names the same act, and those that may also say it.

    See `_lexicon.VERB_CLASSES` and `_lexicon.ALSO_SAID`.
    """
    found = set(verbs)
    for group in _verb_classes():
        if group & verbs:
            found |= group
    for verb, also in also_said().items():
        if verb in found:
            found |= also
    return found


@lru_cache(maxsize=1)
def also_said() -> dict[str, frozenset[str]]:
    """The stems of the verbs that may say each verb's act, by its stem (`_lexicon.ALSO_SAID`)."""
    return {stem(verb): frozenset(stem(word) for word in also) for verb, also in ALSO_SAID.items()}


def event_text(event: Event) -> str:
    """The text of an event as evidence: a message as the model reads it, other kinds as JSON.

    An opaque item (another provider's reasoning or encrypted content) has none: it is not
    language, and nothing a summary says may rest on it.
    """
    if event.is_message:
        return message_text(event.kind, event.content)
    if event.kind is EventKind.OPAQUE:
        return ""
    return json.dumps(event.content, ensure_ascii=False)


def is_month(tokens: Sequence[Token], index: int) -> bool:
    """Whether the word at `index` is the month May, not the modal verb.

    The month is capitalized: written "May" (or "MAY") after the sentence's first word, or
    first and followed by a day ("May 28 works"). The modal mid-sentence is lower-case.
    """
    token = tokens[index]
    if token.text not in ("May", "MAY"):
        return False
    if index > 0:
        return True
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return following is not None and following.text[:1].isdigit()


def modal_may_count(text: str) -> int:
    """How many times `text` uses the modal "may" (the month "May 28", "on May 3" excluded)."""
    count = 0
    for match in _MAY.finditer(text):
        word = match.group()
        if word == "may":
            count += 1
            continue
        if _MONTH_MAY.match(text, match.start()):
            continue
        if _SENTENCE_START.search(text, 0, match.start()):
            count += 1  # "May I ...": a capital that only opens the sentence
    return count


def closing_parenthesis(tokens: Sequence[Token], at: int) -> int:
    """The index of the ")" that closes the "(" at `at` (or the sentence's end)."""
    depth = 0
    for index in range(at, len(tokens)):
        depth += {"(": 1, ")": -1}.get(tokens[index].text, 0)
        if depth == 0:
            return index
    return len(tokens)


def opening_parenthesis(tokens: Sequence[Token], at: int) -> int | None:
    """The index of the "(" whose parenthesis holds the token at `at`, if any."""
    depth = 0
    for index in range(at - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(tokens[index].text, 0)
        if depth < 0:
            return index
    return None
