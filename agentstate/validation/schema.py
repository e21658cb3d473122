"""The schema rule: the candidate is the summary schema, checked as JSON and then as a model."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

import attrs
import jsonschema
from pydantic import ValidationError

from agentstate.summary import NarrativeSummary
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["SchemaRule"]


@lru_cache(maxsize=64)
def _validator(schema: type[NarrativeSummary]) -> jsonschema.Draft202012Validator:
    """The JSON Schema validator of a summary schema, built once per schema class."""
    return jsonschema.Draft202012Validator(schema.json_schema())


def _json_path(parts: Iterable[object]) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


@attrs.frozen
class SchemaRule:
    """The candidate satisfies the summary schema: JSON Schema first, then pydantic.

    A candidate that is already an instance of the schema passes. A raw dict is checked
    against the schema's exported JSON Schema (extra fields, wrong types, missing required
    refs, blank refs lists on cited items), then parsed with pydantic; anything that is not
    a JSON object is one finding. Only a candidate that passes is read by the other rules:
    when this rule reports anything, validation stops after it. Its findings are always
    errors: a malformed summary can never be committed.
    """

    name: str = "schema"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings (always ``"error"``)."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every schema violation; on success, store the parsed summary."""
        candidate = context.candidate
        if isinstance(candidate, context.schema):
            context.summary = candidate
            return
        if context.raw is None:
            yield Finding(
                rule=self.name,
                severity="error",
                path="",
                message="the summary must be a JSON object",
                expected="object",
                found=type(candidate).__name__,
            )
            return
        validator = _validator(context.schema)
        errors = sorted(validator.iter_errors(context.raw), key=lambda error: list(error.path))
        for error in errors:
            yield Finding(
                rule=self.name,
                severity="error",
                path=_json_path(error.path),
                message=error.message,
                expected=str(error.validator_value)[:200],
                found=repr(error.instance)[:200],
            )
        if errors:
            return
        try:
            context.summary = context.schema.model_validate(context.raw)
        except ValidationError as exc:
            for detail in exc.errors():
                yield Finding(
                    rule=self.name,
                    severity="error",
                    path=_json_path(detail["loc"]),
                    message=detail["msg"],
                    found=repr(detail.get("input"))[:200],
                )
