"""Places a thing leaves: "moving it off the team's budget and onto the project".

What follows "out of", "away from", or "off" on the way to a place or after a verb of
moving, up to a word that ends it (`TOWARD`), is the place left: not asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._language import Token

__all__ = ["TOWARD", "leaves"]

_AWAY: Final = {"off": None, "out": "of", "away": "from"}
"""Words that make what follows the place a thing leaves ("off", "out of", "away from")."""
TOWARD: Final = frozenset({"and", "but", "to", "onto", "into"})
"""Words that end the place left: "off her team's budget and onto the project"."""
_DESTINATIONS: Final = frozenset({"to", "onto", "into"})
"""Words after "off" that make it the way from one place to another."""
_MOVING: Final = frozenset({
    "move", "moves", "moved", "moving", "shift", "shifts", "shifted", "shifting", "switch",
    "switches", "switched", "switching", "take", "takes", "took", "taken", "taking",
})  # fmt: skip
"""Verbs of moving a thing: "off" after one (and its object) is the place it leaves."""
_MOVED_REACH: Final = 8
"""How many words before "off" its verb of moving may come ("move her class (EN-4471) off")."""


def leaves(tokens: Sequence[Token], index: int) -> bool:
    """Whether tokens[index] opens a place being left: "moving it off the team's budget".

    "Out of" and "away from" always do; "off" on the way to a place ("off marketing and onto
    the lab") or after a verb of moving ("move her class off Mondays"): "turn off the alarm"
    turns the alarm off.
    """
    word = tokens[index].lower
    if word not in _AWAY or index == 0:
        return False
    following = _AWAY[word]
    if following is None:
        return any(token.lower in _DESTINATIONS for token in tokens[index + 1 : index + 9]) or any(
            token.lower in _MOVING for token in tokens[max(0, index - _MOVED_REACH) : index]
        )
    return index + 1 < len(tokens) and tokens[index + 1].lower == following
