"""Which scratchpad fields a text names, and which fields hold a value.

A text names a field by a placeholder (``{fact:credit_cents}``), by its key as written
(``order_id``), or by all the words of its key (`key_words`: "the credit" names
``credit_cents``, "the shipping address" ``shipping_address``).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

import attrs

from agentstate._text import tokens, words
from agentstate.summary import placeholders
from agentstate.validation._language import stem
from agentstate.validation.core import ValidationContext

__all__ = ["Fields", "fields_of", "key_words", "named_keys", "owners"]

_GENERIC_KEY_WORDS = frozenset({
    "id", "ids", "no", "num", "number", "code", "key", "value", "values", "cents", "cent",
    "amount", "amounts", "count", "total", "usd", "eur", "gbp", "date", "time", "type", "name",
    "info", "data", "current", "new", "old", "is", "has",
})  # fmt: skip
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_KEY_LIKE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*+(?:[.\-][A-Za-z0-9_]++)*+")
"""A key as a text writes it: joined by dots and hyphens, not ended by them ("x_y.")."""


@lru_cache(maxsize=4096)
def key_words(key: str) -> frozenset[str]:
    """The stems by which a text names a scratchpad field: it must hold all of them.

    The key is split on camel case and into words as a text is (`agentstate._text.words`:
    at ``_``, ``.``, ``-``..., lower-cased and accents folded, so ``café_total`` is named by
    "café" or "cafe"); generic words (``id``, ``amount``, ``cents``, ``date``, ...) and
    numbers are dropped unless nothing else is left: ``credit_cents`` is named by "credit",
    ``order_id`` by "order", ``date`` by "date", ``shipping_address`` by "shipping" and
    "address" together.
    """
    parts = words(_CAMEL.sub("_", key))
    alpha = [part for part in parts if not part.isdigit()]
    distinctive = [part for part in alpha if part not in _GENERIC_KEY_WORDS]
    return frozenset(stem(part) for part in (distinctive or alpha or parts))


@attrs.frozen
class Fields:
    """The scratchpad's fields by the words that name them."""

    words: dict[str, frozenset[str]]
    """Each field's key words."""
    by_rarest: dict[str, tuple[str, ...]]
    """Fields by the one of their key words that the fewest fields have: a text naming a
    field holds that word, so only the fields listed under its words need a closer look."""


@lru_cache(maxsize=16)
def _index(keys: frozenset[str]) -> Fields:
    """The fields of a scratchpad by their key words (a session's fields rarely change)."""
    words = {key: key_words(key) for key in sorted(keys)}
    counts = Counter(word for stems in words.values() for word in stems)
    by_rarest: dict[str, list[str]] = {}
    for key, stems in words.items():
        if stems:
            rarest = min(stems, key=lambda word: (counts[word], word))
            by_rarest.setdefault(rarest, []).append(key)
    return Fields(words, {word: tuple(found) for word, found in by_rarest.items()})


def fields_of(context: ValidationContext) -> Fields:
    """The session's fields by the words that name them."""
    return _index(context.fact_keys())


def owners(context: ValidationContext, atom: str) -> set[str]:
    """The fields whose current value holds `atom` (for a finding's hint)."""
    cached = context.cache.get("grounding.owners")
    if isinstance(cached, dict):
        by_atom: dict[str, set[str]] = cached
    else:
        by_atom = {}
        for key in context.facts():
            for held in context.fact_atoms(key):
                by_atom.setdefault(held, set()).add(key)
        context.cache["grounding.owners"] = by_atom
    return set(by_atom.get(atom, ()))


def named_keys(context: ValidationContext, text: str, fields: Fields) -> set[str]:
    """The fields an item's text names: by placeholder, by key, or by all its key words."""
    named = {name for kind, name in placeholders(text) if kind == "fact"} if "{" in text else set()
    stems = set(tokens(text))  # each word's stem (no word of `tokens` holds an apostrophe)
    by_rarest, key_stems = fields.by_rarest, fields.words
    for word in stems & by_rarest.keys():
        named.update(key for key in by_rarest[word] if key_stems[key] <= stems)
    named.update(key_stems.keys() & set(_KEY_LIKE.findall(text)))
    return named & context.fact_keys()
