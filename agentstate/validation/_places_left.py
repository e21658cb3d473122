"""Places a thing leaves: "moving it off the team's budget and onto the project".

What follows "out of", "away from", or "off" on the way to a place or after a verb of
moving, or "from" on the way to a place after a verb of moving or changing ("changed from
the blue to the green"), up to a word that ends it (`TOWARD`), is the place left: not asked
for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._language import Token

__all__ = ["TOWARD", "leaves"]

_AWAY: Final = {"off": None, "from": None, "out": "of", "away": "from"}
"""Words that make what follows the place a thing leaves ("off", "from", "out of", "away from")."""
TOWARD: Final = frozenset({"and", "but", "to", "onto", "into"})
"""Words that end the place left: "off her team's budget and onto the project"."""
_DESTINATIONS: Final = frozenset({"to", "onto", "into"})
"""Words after "off" that make it the way from one place to another."""
_MOVING: Final = frozenset({
    "move", "moves", "moved", "moving", "shift", "shifts", "shifted", "shifting", "switch",
    "switches", "switched", "switching", "take", "takes", "took", "taken", "taking",
})  # fmt: skip
"""Verbs of moving a thing: "off" after one (and its object) is the place it leaves."""
_CHANGING: Final = _MOVING | frozenset({
    "change", "changes", "changed", "changing", "update", "updates", "updated", "updating",
    "correct", "corrects", "corrected", "correcting", "amend", "amends", "amended", "amending",
    "swap", "swaps", "swapped", "swapping", "convert", "converts", "converted", "converting",
    "upgrade", "upgrades", "upgraded", "upgrading", "downgrade", "downgrades", "downgraded",
    "downgrading", "rename", "renames", "renamed", "renaming",
})  # fmt: skip
"""Verbs of moving or changing a thing: "from" after one, on the way to a place, is the place
left ("changed from the blue to the green"; "a refund from the store" leaves nothing)."""
_MOVED_REACH: Final = 8
"""How many words before "off" its verb of moving may come ("move her class (EN-4471) off")."""


def leaves(tokens: Sequence[Token], index: int) -> bool:
    """Whether tokens[index] opens a place being left: "moving it off the team's budget".

    "Out of" and "away from" always do; "off" on the way to a place ("off marketing and onto
    the lab") or after a verb of moving ("move her class off Mondays"): "turn off the alarm"
    turns the alarm off. "From" does both at once: after a verb of moving or changing and
    on the way to a place ("switched from the 9:00 to the 11:30"); "a transfer from savings"
    names where money comes from, which a user may have asked for.
    """
    word = tokens[index].lower
    if word not in _AWAY or index == 0:
        return False
    following = _AWAY[word]
    if following is None:
        before = tokens[max(0, index - _MOVED_REACH) : index]
        toward = any(token.lower in _DESTINATIONS for token in tokens[index + 1 : index + 9])
        if word == "from":
            return toward and any(token.lower in _CHANGING for token in before)
        return toward or any(token.lower in _MOVING for token in before)
    return index + 1 < len(tokens) and tokens[index + 1].lower == following
