"""The words that name a ledger's action kinds, as the authority rule reads them.

An action kind's own words come from its name (`kind_words`: ``update_reservation_flights``
has the nouns "reservation" and "flight" and the verb "update"); a domain adds more
(`KindWords`). `LedgerReading` is the ledger with those words, built once per validation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

import attrs

from agentstate.backends.base import ActionStatusRecord
from agentstate.errors import InvalidInput
from agentstate.validation._language import VERB_STEMS, kind_acts, kind_words, stem

__all__ = ["KindWords", "LedgerReading", "distinctive_names", "kind_words_table"]

_KIND_PARTS = re.compile(r"[a-z]+")


def _phrases(values: Iterable[str]) -> tuple[str, ...]:
    if isinstance(values, str):
        values = (values,)
    if not isinstance(values, Iterable):
        msg = f"kind words are a sequence of words, not {values!r}"
        raise InvalidInput(msg)
    phrases = tuple(values)
    for phrase in phrases:
        if not isinstance(phrase, str) or not _KIND_PARTS.findall(phrase.lower()):
            msg = f"kind words must be words, not {phrase!r}"
            raise InvalidInput(msg)
    return phrases


def _verbs(values: Iterable[str]) -> tuple[str, ...]:
    verbs = _phrases(values)
    for verb in verbs:
        if len(_KIND_PARTS.findall(verb.lower())) != 1:
            msg = f"a kind's verb is one word, not {verb!r}"
            raise InvalidInput(msg)
    return verbs


@attrs.frozen
class KindWords:
    """Words a domain adds to those of an action kind's name (`kind_words`).

    For τ-bench's ``update_reservation_flights``, ``KindWords(names=("cabin",),
    verbs=("downgrade", "upgrade"))`` makes "Your reservations have been downgraded" and
    "The cabin was upgraded" claims that it was carried out; for ``book_reservation``,
    ``KindWords(objects=("flight",))`` makes "Your flight has been booked" one.
    """

    names: tuple[str, ...] = attrs.field(default=(), converter=_phrases)
    """Phrases that name the kind as well as its own nouns do ("cabin", "checked bag"):
    each names it when all its words are in the clause. Words that are verbs of kinds
    ("booking") name nothing: they would name the kind wherever the verb is said."""
    verbs: tuple[str, ...] = attrs.field(default=(), converter=_verbs)
    """Verbs, one word each, whose past tense says an action of the kind was carried out
    ("downgrade")."""
    objects: tuple[str, ...] = attrs.field(default=(), converter=_phrases)
    """Phrases that name the kind only with one of its own verbs: "flight" for
    book_reservation names it in "Your flight has been booked", not in "The flight was
    cancelled" (airlines cancel flights too)."""


def kind_words_table(
    words: Mapping[str, KindWords] | Iterable[tuple[str, KindWords]],
) -> tuple[tuple[str, KindWords], ...]:
    """A domain's `KindWords` by kind, as `AuthorityRule.kind_words` keeps them: sorted pairs.

    Raises:
        InvalidInput: A kind is not a string or its words not `KindWords`, or a kind is named
            twice.
    """
    items = list(words.items() if isinstance(words, Mapping) else words)
    for item in items:
        kind, value = item if isinstance(item, tuple) and len(item) == 2 else (item, None)
        if not isinstance(kind, str) or not isinstance(value, KindWords):
            msg = f"kind_words maps an action kind to KindWords, not {kind!r} to {value!r}"
            raise InvalidInput(msg)
    table = tuple(sorted(items, key=lambda item: item[0]))
    if len({kind for kind, _ in table}) < len(table):
        msg = "kind_words names a kind more than once"
        raise InvalidInput(msg)
    return table


@attrs.frozen
class LedgerReading:
    """The ledger as the authority rule reads it, built once per validation."""

    actions: dict[str, ActionStatusRecord]
    """Every action's current state, by id, in order of creation."""
    kinds: dict[str, tuple[frozenset[str], frozenset[str]]]
    """The (noun stems, verb stems) of each kind of action (`kind_words`)."""
    verbs: frozenset[str]
    """The verb stems of every kind."""
    ids_by_kind: dict[str, list[str]]
    """The ids of each kind's actions, in order of creation."""
    nouns: frozenset[str]
    """The noun stems of every kind."""
    parts: frozenset[str]
    """The lower-case words of every kind's name ("baggages" of update_reservation_baggages
    is the kind's own word, not a plural)."""
    names: dict[str, tuple[frozenset[str], ...]]
    """The noun stems that name each kind: its own first, then a domain's (`KindWords`)."""
    objects: dict[str, tuple[frozenset[str], ...]]
    """The noun stems that name each kind only with one of its verbs (`KindWords.objects`)."""

    @classmethod
    def of(
        cls,
        actions: dict[str, ActionStatusRecord],
        words: tuple[tuple[str, KindWords], ...] = (),
    ) -> LedgerReading:
        """The reading of `actions` (each action's current state, by id), with a domain's words."""
        ids_by_kind: dict[str, list[str]] = {}
        for action_id, record in actions.items():
            ids = ids_by_kind.get(record.kind)
            if ids is None:
                ids_by_kind[record.kind] = [action_id]
            else:
                ids.append(action_id)
        kinds, names, objects, verbs, nouns, parts = _vocabulary(tuple(ids_by_kind), words)
        return cls(actions, kinds, verbs, ids_by_kind, nouns, parts, names, objects)


def _name_stems(name: str) -> frozenset[str]:
    """The noun stems of a `KindWords` name.

    A verb's stem ("booking") would name its kind wherever the verb is said ("booked"), so
    it names nothing.
    """
    return frozenset(
        stemmed
        for part in _KIND_PARTS.findall(name.lower())
        if (stemmed := stem(part)) not in VERB_STEMS
    )


_Vocabulary = tuple[
    dict[str, tuple[frozenset[str], frozenset[str]]],
    dict[str, tuple[frozenset[str], ...]],
    dict[str, tuple[frozenset[str], ...]],
    frozenset[str],
    frozenset[str],
    frozenset[str],
]


@lru_cache(maxsize=256)
def _vocabulary(kinds: tuple[str, ...], words: tuple[tuple[str, KindWords], ...]) -> _Vocabulary:
    """What the rule reads of `kinds`: words of each, and of all.

    Each kind's (noun stems, verb stems), the sets of noun stems that name it, and those
    that name it only with its verbs; the verb and noun stems of all `kinds`, and the
    lower-case words of their names. A domain's `KindWords` add names and verbs: a kind's
    nouns are then those of all its names.
    """
    extra = dict(words)
    table: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    names: dict[str, tuple[frozenset[str], ...]] = {}
    objects: dict[str, tuple[frozenset[str], ...]] = {}
    for kind in kinds:
        own = kind_words(kind)[0]
        more = extra.get(kind, KindWords())
        named = (own, *(_name_stems(name) for name in more.names))
        names[kind] = tuple(dict.fromkeys(name for name in named if name))
        objects[kind] = tuple(
            dict.fromkeys(name for name in map(_name_stems, more.objects) if name)
        )
        table[kind] = (
            frozenset().union(*names[kind]),
            kind_acts(kind) | {stem(verb.lower()) for verb in more.verbs},
        )
    verb_stems = frozenset(verb for _, verbs in table.values() for verb in verbs)
    noun_stems = frozenset(noun for nouns, _ in table.values() for noun in nouns)
    parts = frozenset(part for kind in kinds for part in _KIND_PARTS.findall(kind.lower()))
    return table, names, objects, verb_stems, noun_stems, parts


@lru_cache(maxsize=256)
def distinctive_names(
    kinds: tuple[str, ...], words: tuple[tuple[str, KindWords], ...] = ()
) -> dict[str, tuple[frozenset[str], ...]]:
    """The names of each kind that no other of `kinds` shares a noun of, by kind.

    "bag" names update_reservation_baggages and "passenger" update_reservation_passengers
    among an airline's kinds; "reservation" is every one's noun, so it names none of them
    alone. A clause that says such a name is about that kind, whatever its verb.
    """
    table, names, _, _, _, _ = _vocabulary(kinds, words)
    out: dict[str, tuple[frozenset[str], ...]] = {}
    for kind in kinds:
        others = frozenset().union(*(table[other][0] for other in kinds if other != kind))
        own = tuple(name for name in names[kind] if name - others)
        if own:
            out[kind] = own
    return out
