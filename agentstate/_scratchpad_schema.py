"""The scratchpad's schema: the application's model, and each value checked strictly against it.

`Scratchpad` (the base class an application subclasses), `Secondary` (a field shortened first),
the strict per-field validation of a write and how a stored value stands against the schema in
force (`FactStatus`); re-exported by `agentstate.scratchpad`, whose docstring gives the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Final

import attrs
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic_core import PydanticSerializationError

from agentstate import _json
from agentstate.errors import InvalidContent, InvalidInput, ScratchpadError

__all__ = ["MAX_FACT_BYTES", "FactStatus", "Scratchpad", "Secondary"]

MAX_FACT_BYTES: Final = 16 * 1024
"""Largest scratchpad value accepted, as compact JSON in UTF-8.

Every current value is rendered into every model request through the state block, so a value
is an identifier, an amount or a small record: 16 KiB is already about 4,000 tokens. Larger
payloads belong in the event log, where a fact can cite them by ref.
"""


@attrs.frozen
class Secondary:
    """Marks a scratchpad field whose values the state block shortens first under a budget.

    Use it in the field's annotation: ``Annotated[list[JsonValue] | None, Secondary()]``.
    """


class Scratchpad(BaseModel):
    """Base class of an application's scratchpad schema: subclass it and declare fields.

    Every field needs a default (a session starts with nothing written), usually ``None`` or an
    empty list; field aliases are not supported (the key is the field name). Validation is
    strict (see `agentstate.scratchpad`).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class FactStatus(StrEnum):
    """How a stored value relates to the schema in force."""

    CURRENT = "current"
    """The key is a field and its value validates: the value is in force."""
    INVALID = "invalid"
    """The key is a field, but its stored value fails the field's current type."""
    REMOVED = "removed"
    """The key is no longer a field of the schema; its history stays readable."""


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    location = ".".join(str(part) for part in error["loc"][1:])
    return f"{location}: {error['msg']}" if location else str(error["msg"])


@attrs.frozen
class _Schema:
    """The schema in force: its fields in declaration order, with their defaults as JSON."""

    model: type[Scratchpad]
    defaults: Mapping[str, _json.JSONValue]

    @classmethod
    def build(cls, model: object) -> _Schema:
        if not (isinstance(model, type) and issubclass(model, Scratchpad)):
            msg = f"scratchpad must be a Scratchpad subclass, got {model!r}"
            raise InvalidInput(msg)
        required = [name for name, field in model.model_fields.items() if field.is_required()]
        if required:
            msg = (
                f"{model.__name__}: fields {required} need a default "
                "(a session starts with nothing written; use `X | None = None`)"
            )
            raise InvalidInput(msg)
        aliased = [
            name
            for name, field in model.model_fields.items()
            if field.alias is not None or field.validation_alias is not None
        ]
        if aliased:
            msg = (
                f"{model.__name__}: fields {aliased} have aliases; scratchpad keys are field names"
            )
            raise InvalidInput(msg)
        empty = model.model_construct()
        defaults = {
            name: empty.model_dump(mode="json", include={name})[name] for name in model.model_fields
        }
        return cls(model, defaults)

    @property
    def fields(self) -> list[str]:
        return list(self.defaults)

    @property
    def secondary(self) -> frozenset[str]:
        """The fields marked `Secondary`."""
        return frozenset(
            name
            for name, field in self.model.model_fields.items()
            if any(isinstance(mark, Secondary) for mark in field.metadata)
        )

    def require_field(self, key: object, *, stored: bool = False) -> str:
        if not isinstance(key, str):
            msg = f"a scratchpad key must be a string, got {type(key).__name__}"
            raise ScratchpadError(msg, key=repr(key))
        if key not in self.defaults:
            known = ", ".join(self.defaults) or "none"
            note = (
                "; it was removed from the schema (history(key) still reads it)" if stored else ""
            )
            msg = f"{key!r} is not a field of {self.model.__name__} (fields: {known}){note}"
            raise ScratchpadError(msg, key=key)
        return key

    def validate(self, key: str, value: object) -> _json.JSONValue:
        """The stored (JSON) form of a value for `key`, validated strictly.

        Raises:
            ScratchpadError: Unknown key, wrong type, failed constraint, or too large.
        """
        self.require_field(key)
        try:
            _json.check_json(value)
        except InvalidContent:
            stored = self._validate_python(key, value)
        else:
            stored = self._validate_json(key, self._dumps(key, value))
        return self._checked(key, stored)

    def _dumps(self, key: str, value: object) -> str:
        try:
            return _json.dumps(value, what=f"scratchpad field {key!r}", max_bytes=MAX_FACT_BYTES)
        except InvalidContent as exc:
            raise ScratchpadError(str(exc), key=key) from exc

    def _validate_json(self, key: str, value_text: str) -> _json.JSONValue:
        text = "{" + _json.dumps(key) + ":" + value_text + "}"
        try:
            model = self.model.model_validate_json(text)
        except ValidationError as exc:
            shown = _show(_json.loads(value_text))
            msg = f"scratchpad field {key!r}: {_first_error(exc)} (got {shown})"
            raise ScratchpadError(msg, key=key) from exc
        return self._dump(key, model)

    def _validate_python(self, key: str, value: object) -> _json.JSONValue:
        # Not JSON (a date, a Decimal, a model instance): validate the Python object, then make
        # sure its JSON form reads back, since reads always validate the stored JSON.
        try:
            model = self.model.__pydantic_validator__.validate_assignment(
                self.model.model_construct(), key, value
            )
        except ValidationError as exc:
            msg = f"scratchpad field {key!r}: {_first_error(exc)} (got {_show(value)})"
            raise ScratchpadError(msg, key=key) from exc
        assert isinstance(model, self.model)
        stored = self._dump(key, model)
        return self._validate_json(key, self._dumps(key, stored))

    def _dump(self, key: str, model: Scratchpad) -> _json.JSONValue:
        try:
            dumped: _json.JSONValue = model.model_dump(mode="json", include={key})[key]
        except PydanticSerializationError as exc:
            msg = f"scratchpad field {key!r}: the value has no JSON form ({exc})"
            raise ScratchpadError(msg, key=key) from exc
        return dumped

    def _checked(self, key: str, stored: _json.JSONValue) -> _json.JSONValue:
        self._dumps(key, stored)  # NaN, infinity and size, after any field validator ran
        return stored

    def problem(self, key: str, stored: _json.JSONValue) -> tuple[FactStatus, str | None]:
        """How a stored value stands against this schema."""
        if key not in self.defaults:
            return FactStatus.REMOVED, f"{key!r} is not a field of {self.model.__name__}"
        text = "{" + _json.dumps(key) + ":" + _json.dumps(stored) + "}"
        try:
            self.model.model_validate_json(text)
        except ValidationError as exc:
            return FactStatus.INVALID, _first_error(exc)
        return FactStatus.CURRENT, None
