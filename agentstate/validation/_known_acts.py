"""The acts the application does: the verbs a claim of an act may be judged by.

The verb stems of the kinds its ledger holds and its domain declares words for, and of the
tools its agent called (`KnownActs`); and the lexicon's verbs of acts (`ACT_STEMS`). An act
none of them does is not judged: the application declares what its ledger governs.
"""

from __future__ import annotations

from collections.abc import Container
from collections.abc import Set as AbstractSet
from typing import Final

from agentstate.events import EventKind
from agentstate.validation._action_kinds import KindWords, distinctive_names
from agentstate.validation._language import kind_acts, stem
from agentstate.validation._lexicon import ACT_VERBS
from agentstate.validation.core import ValidationContext

__all__ = ["ACT_STEMS", "KnownActs"]

ACT_STEMS: Final = frozenset(stem(verb) for verb in ACT_VERBS)


class KnownActs(Container[str]):
    """The verb stems of the acts the application does, read when first asked.

    Those of the kinds of its ledger and of its domain, and of the tools its agent called.
    An act none of them does is not judged. Only a claim of an act no ledger action does
    asks, so most validations never read the session's tool calls.
    """

    def __init__(
        self, context: ValidationContext, words: tuple[tuple[str, KindWords], ...]
    ) -> None:
        self._context = context
        self._words = words
        self._verbs: frozenset[str] | None = None
        self._names: dict[str, tuple[frozenset[str], ...]] | None = None
        self._done: frozenset[str] | None = None

    def kinds_named(self, stems: AbstractSet[str]) -> frozenset[str]:
        """The governed kinds that `stems` (a clause's) name by a name of their own.

        Governed kinds are those the ledger holds and those the domain declares words for:
        the application's declaration of what the ledger governs. Only a name no other
        governed kind shares a noun of counts (`distinctive_names`).
        """
        if self._names is None:
            kinds = {record.kind for record in self._context.action_statuses().values()}
            kinds |= {kind for kind, _ in self._words}
            self._names = distinctive_names(tuple(sorted(kinds)), self._words)
        return frozenset(
            kind for kind, names in self._names.items() if any(name <= stems for name in names)
        )

    def __contains__(self, verb: object) -> bool:
        if self._verbs is None:
            self._verbs = self._read()
        return verb in self._verbs

    def done_by_a_call(self, verb: str) -> bool:
        """Whether a tool the ledger does not govern did `verb`: a call of it that succeeded.

        "The address was changed" is true of a successful ``update_address`` call when no
        ledger action governs address changes: the call is the act, and its result says it
        was done.
        """
        if self._done is None:
            governed = {record.kind for record in self._context.action_statuses().values()}
            governed |= {kind for kind, _ in self._words}
            verbs: set[str] = set()
            for event in self._context.messages(EventKind.TOOL_RESULT):
                name = event.content.get("name")
                succeeded = event.content.get("is_error") is not True
                if isinstance(name, str) and name not in governed and succeeded:
                    verbs |= kind_acts(name)
            self._done = frozenset(verbs)
        return verb in self._done

    def _read(self) -> frozenset[str]:
        kinds = {record.kind for record in self._context.action_statuses().values()}
        kinds |= {kind for kind, _ in self._words}
        for event in self._context.messages(EventKind.ASSISTANT):
            kinds |= {call.name for call in event.tool_calls}
        verbs: set[str] = set()
        for kind in kinds:
            verbs |= kind_acts(kind)
        for _, extra in self._words:
            verbs |= {stem(verb) for verb in extra.verbs}
        return frozenset(verbs)
