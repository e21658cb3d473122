"""JSON values: the one type event content, scratchpad values and action params are made of.

For applications, backends and adapters. Content is checked once, where it enters
(`check_json`: string keys, finite numbers, at most `MAX_DEPTH` levels, integers of at most
`MAX_INT_DIGITS` digits), stored as compact text (`dumps`, read back with `loads`), compared
by its canonical form (`canonical_dumps`, `digest`), and written into text a model reads as
quoted data on one line (`quoted`). Text from outside (a model's answer, a file) is parsed
with `parse`, which refuses what agentstate would not store.
"""

from __future__ import annotations

from agentstate._json import (
    MAX_DEPTH,
    MAX_INT_DIGITS,
    JSONObject,
    JSONValue,
    canonical_dumps,
    check_json,
    digest,
    dumps,
    loads,
    parse,
    quoted,
)

__all__ = [
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "JSONObject",
    "JSONValue",
    "canonical_dumps",
    "check_json",
    "digest",
    "dumps",
    "loads",
    "parse",
    "quoted",
]
