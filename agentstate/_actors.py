"""Actor ids: who moved a ledger action, checked so that no id can pass for another.

Approvals turn on who the actor is (the model may never approve), so an id that merely looks
like another must not count as a different actor. Ids are compared by `actor_key`: Unicode
compatibility normalization (NFKC, so the full-width form of ``model`` is ``model``), case
folding and outer spaces trimmed. What normalization cannot unify is refused by
`check_actor`: invisible characters (a zero-width space inside the id, a Hangul filler) and
letters of scripts that spell look-alikes of each other in one id (a Cyrillic o inside an
otherwise Latin ``model``).
"""

from __future__ import annotations

import unicodedata
from typing import Final

from agentstate.errors import InvalidInput
from agentstate.events import check_identifier

__all__ = ["actor_key", "check_actor"]

_INVISIBLE: Final = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x2800, 0x2800),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
"""Unicode's default-ignorable code points, and the blank Braille pattern: they draw nothing."""

_LOOK_ALIKE_SCRIPTS: Final = frozenset({"LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE"})
"""Scripts whose letters spell look-alikes of each other's: at most one of them per id."""


def actor_key(actor: str) -> str:
    """What an actor id compares as: NFKC, case-folded, outer spaces trimmed."""
    folded = unicodedata.normalize("NFKC", actor).casefold()
    return unicodedata.normalize("NFKC", folded).strip()


def check_actor(value: object, *, what: str = "an actor") -> str:
    """Check an actor id and return it as given.

    Raises:
        InvalidInput: Not a non-empty string of at most 256 printable characters, an
            invisible character in it, or letters of two look-alike scripts.
    """
    actor = check_identifier(value, what=what)
    for char in actor:
        code = ord(char)
        if code >= 0xAD and any(low <= code <= high for low, high in _INVISIBLE):
            msg = f"{what} {actor!r} holds an invisible character (U+{code:04X})"
            raise InvalidInput(msg)
    scripts = sorted(
        {
            script
            for char in actor_key(actor)
            if char.isalpha()
            for script in [unicodedata.name(char, "").partition(" ")[0]]
            if script in _LOOK_ALIKE_SCRIPTS
        }
    )
    if len(scripts) > 1:
        msg = (
            f"{what} {actor!r} mixes letters of the {' and '.join(scripts)} scripts, "
            "which spell look-alikes of each other"
        )
        raise InvalidInput(msg)
    return actor
