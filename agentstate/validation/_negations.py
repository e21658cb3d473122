"""Negations: where a negation starts in a run of words, and how many words it takes.

A plain negation ("not", "no", "never", "-n't", "cannot", "nothing"), but "not only" and an
answer's "no" before the negation it answers; a phrase ("rather than", "instead of", "other
than", "as opposed to"); a verb of dismissal opening its segment ("forget expedited"); "rule
out" and "turn down"; a "than" after "rather"; a verb of ceasing before a verb in "-ing"
("stop mailing paper statements"); and "from" before one after a verb of preventing ("keep
the plan from renewing"). `agentstate.validation._polarity` reads what each refuses.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from agentstate.validation._language import NEGATIONS, Token
from agentstate.validation._lexicon import BEFORE_DISMISSAL, CEASING, DISMISSALS

__all__ = ["PHRASE_NEGATIONS", "SIMPLE_NEGATIONS", "TURNING", "negation_at", "negations"]

SIMPLE_NEGATIONS: Final = NEGATIONS | {"cannot", "nothing", "nobody"}
"""Words that negate on their own ("not", "no", "never", "cannot", "nothing")."""
PHRASE_NEGATIONS: Final = {"rather": "than", "instead": "of", "other": "than", "opposed": None}
"""Words that negate what follows when the next word is the one given ("rather than",
"instead of", "any bay other than bay 4"); "as opposed to" is found by "opposed"."""
_RULING: Final = frozenset({"rule", "rules", "ruled", "ruling"})
"""Verbs that, with "out" after them, turn down what follows ("ruling out weekends")."""
_NOT_ONLY: Final = frozenset({"only", "just", "merely"})
"""Words after "not" that make it no negation ("not only a credit but also ...")."""
_PREVENTING: Final = CEASING | frozenset({
    "prevent", "prevents", "prevented", "keep", "keeps", "kept", "block", "blocks", "blocked",
})  # fmt: skip
"""Verbs that, with "from" and a verb in "-ing" after their object, refuse what it would do
("keep the plan from renewing")."""
TURNING: Final = frozenset({"turn", "turns", "turned", "turning"})
"""Verbs that, with "down" after them, turn down what they are said of ("turned down Friday")."""


def negation_at(tokens: Sequence[Token], index: int) -> int:
    """How many words the negation starting at `index` takes (0 if it is none).

    A verb of dismissal that opens its segment refuses what follows ("forget expedited"), as
    do "rule out", "turn down", a "than" after "rather" ("rather ... than buy it"), a verb
    of ceasing before a verb in "-ing" ("stop mailing paper statements") and "from" before
    one after a verb of preventing ("keep the plan from renewing").
    """
    word = tokens[index].lower
    if word in DISMISSALS:
        return int(index == 0 or tokens[index - 1].lower in BEFORE_DISMISSAL)
    if word in SIMPLE_NEGATIONS or word.endswith("n't"):
        following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
        if word == "not" and following in _NOT_ONLY:
            return 0  # "not only a credit but also ..."
        if word == "no" and (following in SIMPLE_NEGATIONS or following.endswith("n't")):
            return 0  # "no don't cancel it": an answer's "no" before the negation it answers
        return 1
    if word == "than":  # "I'd rather lease the van than buy it": what follows is turned down
        return int(any(token.lower == "rather" for token in tokens[: index - 1]))
    if word in CEASING and index + 1 < len(tokens) and tokens[index + 1].lower.endswith("ing"):
        return 1  # "stop mailing paper statements": what it does is turned down
    if (
        word == "from"
        and index + 1 < len(tokens)
        and tokens[index + 1].lower.endswith("ing")
        and any(token.lower in _PREVENTING for token in tokens[max(0, index - 8) : index])
    ):
        return 1  # "stop the lease from renewing": what it would do is turned down
    if word in _RULING and index + 1 < len(tokens) and tokens[index + 1].lower == "out":
        return 2  # "ruling out weekends", "rules out the morning"
    if word in TURNING and index + 1 < len(tokens) and tokens[index + 1].lower == "down":
        return 2  # "he turned down June 6-7"
    if word in PHRASE_NEGATIONS:
        wanted = PHRASE_NEGATIONS[word]
        following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
        if wanted is None:
            return 1 if index > 0 and tokens[index - 1].lower == "as" else 0
        return 2 if following == wanted else 0
    return 0


def negations(segment: Sequence[Token]) -> Iterator[tuple[int, int]]:
    """Where each negation of a segment starts, and how many words it takes."""
    index = 0
    while index < len(segment):
        taken = negation_at(segment, index)
        if taken:
            yield index, taken
        index += taken or 1
