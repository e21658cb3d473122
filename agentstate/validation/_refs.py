"""The refs rule: every cited ref is original evidence of this session, inside the coverage."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from agentstate.events import EventKind
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["RefsRule"]


@attrs.frozen
class RefsRule:
    """Every cited ref exists in this session, lies inside the covered range, and is evidence.

    Rejects a ref to an event that does not exist in this session (refs are session-scoped:
    ``ev_12`` of another session is never resolved here), a ref past ``covers_through`` (a
    summary cites only what it covers), and a ref to a compaction event: a summary cites
    original evidence, never an earlier summary, so that a false claim cannot be carried
    from one summary to the next as its own corroboration.
    """

    name: str = "refs"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report refs to missing events, to events past ``covers_through``, to summaries."""
        summary = context.summary
        if summary is None:
            return
        for path, item in context.items():
            for index, ref in enumerate(item.refs):
                event = context.cited_event(ref)
                if event is None:
                    message = f"{ref} does not exist in session {context.state.session_id!r}"
                    expected = "a ref of this session"
                elif event.seq > context.covers_through:
                    message = (
                        f"{ref} lies beyond the covered range (through "
                        f"ev_{context.covers_through}); a summary cites only what it covers"
                    )
                    expected = f"a ref at or before ev_{context.covers_through}"
                elif event.kind is EventKind.COMPACTION:
                    message = (
                        f"{ref} is a compaction event (an earlier summary); cite the original "
                        "evidence instead"
                    )
                    expected = "a ref to original evidence"
                else:
                    continue
                yield Finding(
                    rule=self.name,
                    severity=self.severity,
                    path=f"{path}.refs[{index}]",
                    message=message,
                    expected=expected,
                    found=ref,
                    refs=(ref,),
                )
