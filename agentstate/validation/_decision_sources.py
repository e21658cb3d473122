"""Decisions cite where they were made: a user, assistant, system or ledger event.

A decision read off a tool result alone has no maker (tool results are data), and a
decision whose cited deciding events say nothing of it cites the wrong ones.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from agentstate.events import EventKind
from agentstate.summary import Item, placeholders
from agentstate.validation._status_words import APPROVAL_WORDS
from agentstate.validation.core import Finding, Severity, ValidationContext, graded

__all__ = ["DECIDING_KINDS", "unsourced"]

DECIDING_KINDS: Final = frozenset(
    {EventKind.USER, EventKind.ASSISTANT, EventKind.SYSTEM, EventKind.LEDGER}
)
"""Kinds of event in which a decision can be made (tool results are data, never decisions)."""


def unsourced(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report a decision that cites no deciding event, or deciding events silent of it.

    Certain only when the decision grants a status ("The credit is approved") off data:
    where a decision was made may go unsaid, an approval read off data may not.
    """

    def _finding(
        path: str,
        message: str,
        *,
        expected: str,
        found: str,
        refs: Sequence[str],
        certain: bool,
    ) -> Finding:
        return Finding(
            rule=rule,
            severity=graded(severity, certain=certain),
            path=path,
            message=message,
            expected=expected,
            found=found,
            refs=tuple(refs),
        )

    cited = context.cited(item.refs)
    deciding = [event for event in cited if event.kind in DECIDING_KINDS]
    if not deciding:
        kinds = sorted({event.kind.value for event in cited}) or ["no"]
        # Where a decision was made may go unsaid; an approval or an execution read off
        # data may not: only the ledger grants one ("The credit is approved" citing a note).
        grants = not context.words(item.text).isdisjoint(APPROVAL_WORDS)
        yield _finding(
            path,
            f"a decision must cite the event where it was made (a user, assistant, system "
            f"or ledger event); it cites {', '.join(kinds)} events only"
            + ("; a status read off data is no decision" if grants else ""),
            expected="a cited user, assistant, system or ledger event",
            found=", ".join(item.refs),
            refs=item.refs,
            certain=grants,
        )
        return
    atoms = {literal.atom for literal in context.literals(item.text) if literal.kind != "ref"}
    atoms |= {f"i:{name.casefold()}" for kind, name in placeholders(item.text) if kind == "action"}
    if any(context.holds(event, atom) for event in deciding for atom in atoms):
        return
    stems = context.content_stems(item.text)
    if any(stems & context.stems(event) for event in deciding):
        return
    yield _finding(
        path,
        "none of the cited user, assistant, system or ledger events "
        f"({', '.join(event.ref for event in deciding)}) says anything of this decision",
        expected="the event where the decision was made",
        found=item.text if len(item.text) <= 200 else item.text[:197] + "...",
        refs=[event.ref for event in deciding],
        certain=False,
    )
