"""Helpers to write candidate summaries compactly (`candidates_*`).

A faithful candidate is a whole summary; a contradicting variant names its faithful base and
the one item it replaces or adds (``session_kit.expand`` makes the full summary).
"""

from __future__ import annotations

from typing import Any

RULE_OF = {
    "wrong_amount": "grounding",
    "wrong_date": "grounding",
    "wrong_id": "grounding",
    "unsupported_ref": "grounding",
    "inverted_constraint": "attribution",
    "misattributed_decision": "attribution",
    "wrong_value:reason": "attribution",
}


def it(text: str, *refs: str) -> dict[str, Any]:
    """One summary item."""
    return {"text": text, "refs": list(refs)}


def faithful(cid: str, style: str, **summary: Any) -> dict[str, Any]:
    """A faithful summary: objective, decisions, constraints, open_threads, rejected, next_steps."""
    return {"id": cid, "style": style, "summary": summary}


def var(
    cid: str,
    base: str,
    how: str,
    path: str,
    item: dict[str, Any],
    defect: str,
    span: str,
    note: str,
    rule: str | None = None,
) -> dict[str, Any]:
    """A contradicting variant: `base` with the item at `path` replaced or added (`how`)."""
    if rule is None:
        rule = RULE_OF.get(defect)
        if rule is None:
            rule = "authority" if defect.startswith("false_status") else "grounding"
    return {
        "id": cid,
        "base": base,
        "how": how,
        "path": path,
        "text": item["text"],
        "refs": item["refs"],
        "defect": defect,
        "rule": rule,
        "span": span,
        "note": note,
    }
