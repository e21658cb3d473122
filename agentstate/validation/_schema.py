"""The schema rule: the candidate is the summary schema, checked as JSON and then as a model."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from typing import get_args, get_origin

import attrs
import jsonschema
from pydantic import ValidationError

from agentstate._json import JSONObject, JSONValue, check_json
from agentstate.errors import InvalidInput
from agentstate.summary import ITEM_REFS_MAX, ITEM_TEXT_MAX, CitedItem, Item, NarrativeSummary
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["SchemaRule"]


def _inline(node: JSONValue, defs: JSONObject, seen: frozenset[str]) -> JSONValue:
    """`node` with local ``#/$defs/...`` refs replaced by their definitions."""
    if isinstance(node, list):
        return [_inline(item, defs, seen) for item in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/") and len(node) == 1:
        name = ref.removeprefix("#/$defs/")
        target = defs.get(name)
        if name in seen or not isinstance(target, dict):
            raise _Recursive
        return _inline(target, defs, seen | {name})
    return {key: _inline(value, defs, seen) for key, value in node.items() if key != "$defs"}


class _Recursive(Exception):
    """A schema refers to itself: keep its refs."""


_Check = Callable[[object], bool]
_ANNOTATIONS = frozenset({"title", "description", "default", "examples", "$schema", "$comment"})
_TYPES: dict[str, Callable[[object], bool]] = {
    "object": lambda value: isinstance(value, dict),
    "array": lambda value: isinstance(value, list),
    "string": lambda value: isinstance(value, str),
    "boolean": lambda value: isinstance(value, bool),
    "null": lambda value: value is None,
    "number": lambda value: isinstance(value, int | float) and not isinstance(value, bool),
    "integer": lambda value: (
        (isinstance(value, int) and not isinstance(value, bool))
        or (isinstance(value, float) and value.is_integer())
    ),
}


class _Unsupported(Exception):
    """A keyword the fast check does not know: use the jsonschema library only."""


def _compile(node: object) -> _Check:
    """A predicate equal to JSON Schema validity, for the keywords pydantic exports."""
    if node is True or node == {}:
        return _always
    if node is False:
        return lambda value: False
    if not isinstance(node, dict) or set(node) - _KEYWORDS - _ANNOTATIONS:
        raise _Unsupported
    checks: list[_Check] = []
    kind = node.get("type")
    sole: str | None = None  # the node's one type, if it names exactly one
    if kind is not None:
        names = kind if isinstance(kind, list) else [kind]
        if not all(isinstance(name, str) and name in _TYPES for name in names):
            raise _Unsupported
        tests = [_TYPES[name] for name in names]
        sole = names[0] if len(names) == 1 else None
        if sole is None or not _typed(node, sole):  # else that type's own check tests it
            checks.append(tests[0] if len(tests) == 1 else _combine("anyOf", tests))
    if "enum" in node or "const" in node:
        options = node["enum"] if "enum" in node else [node["const"]]
        if not isinstance(options, list) or not all(_scalar(option) for option in options):
            raise _Unsupported
        checks.append(lambda value: any(_same(value, option) for option in options))
    for key in ("anyOf", "allOf", "oneOf"):
        if key in node:
            parts = node[key]
            if not isinstance(parts, list):
                raise _Unsupported
            checks.append(_combine(key, [_compile(part) for part in parts]))
    checks.extend(_string_checks(node, typed=sole == "string"))
    checks.extend(_array_checks(node, typed=sole == "array"))
    checks.extend(_object_checks(node, typed=sole == "object"))
    return _every(checks)


_FAMILIES: dict[str, frozenset[str]] = {
    "string": frozenset({"minLength", "maxLength", "pattern"}),
    "array": frozenset({"minItems", "maxItems", "items"}),
}


def _typed(node: dict[str, object], name: str) -> bool:
    """Whether a node of the one type `name` has a check of that type's keywords.

    That check then tests the type itself: one call per value instead of two.
    """
    if name == "object":
        return True  # every node has an object check
    family = _FAMILIES.get(name)
    return family is not None and not family.isdisjoint(node)


def _always(value: object) -> bool:
    return True


def _every(checks: list[_Check]) -> _Check:
    """One check that passes when each of `checks` passes, with no more calls than needed.

    The compiled check runs on every item of every raw candidate, so a node of one check
    is that check, and a node of more a chain of `and`.
    """
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    first, rest = checks[0], _every(checks[1:])
    return lambda value: first(value) and rest(value)


def _scalar(value: object) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _same(value: object, option: object) -> bool:
    """JSON equality of scalars: 1 equals 1.0, but true is not 1."""
    if isinstance(value, bool) or isinstance(option, bool):
        return value is option
    if isinstance(value, int | float) and isinstance(option, int | float):
        return value == option
    return type(value) is type(option) and value == option


def _combine(key: str, parts: list[_Check]) -> _Check:
    if key == "anyOf":
        if len(parts) == 2:
            first, second = parts
            return lambda value: first(value) or second(value)
        return lambda value: any(part(value) for part in parts)
    if key == "allOf":
        return _every(parts)
    return lambda value: sum(part(value) for part in parts) == 1


def _bound(node: dict[str, object], key: str) -> int | None:
    value = node.get(key)
    return value if isinstance(value, int) else None


def _string_checks(node: dict[str, object], *, typed: bool) -> list[_Check]:
    """The length and pattern checks of a node; with `typed`, a value must be a string."""
    if _FAMILIES["string"].isdisjoint(node):
        return []
    low, high = _bound(node, "minLength"), _bound(node, "maxLength")
    pattern = node.get("pattern")
    search = re.compile(pattern).search if isinstance(pattern, str) else None

    def check(value: object) -> bool:
        if not isinstance(value, str):
            return not typed
        size = len(value)
        return (
            (low is None or size >= low)
            and (high is None or size <= high)
            and (search is None or search(value) is not None)
        )

    return [check]


def _array_checks(node: dict[str, object], *, typed: bool) -> list[_Check]:
    """The size and item checks of a node; with `typed`, a value must be an array."""
    if _FAMILIES["array"].isdisjoint(node):
        return []
    low, high = _bound(node, "minItems"), _bound(node, "maxItems")
    item = _compile(node["items"]) if "items" in node else _always

    def check(value: object) -> bool:
        if not isinstance(value, list):
            return not typed
        size = len(value)
        return (
            (low is None or size >= low)
            and (high is None or size <= high)
            and all(map(item, value))
        )

    return [check]


def _object_checks(node: dict[str, object], *, typed: bool) -> list[_Check]:
    """The property checks of a node; with `typed`, a value must be an object."""
    checks: list[_Check] = []
    properties = node.get("properties", {})
    if not isinstance(properties, dict):
        raise _Unsupported
    compiled = {name: _compile(schema) for name, schema in properties.items()}
    required = node.get("required", [])
    if not isinstance(required, list):
        raise _Unsupported
    extra = node.get("additionalProperties", True)
    other = _compile(extra)

    def check(value: object) -> bool:
        if not isinstance(value, dict):
            return not typed
        if not all(map(value.__contains__, required)):
            return False
        for key, item in value.items():
            test = compiled.get(key, other)
            if not test(item):
                return False
        return True

    checks.append(check)
    return checks


_KEYWORDS = frozenset(
    {
        "type", "enum", "const", "anyOf", "allOf", "oneOf", "minLength", "maxLength",
        "pattern", "minItems", "maxItems", "items", "properties", "required",
        "additionalProperties",
    }
)  # fmt: skip


@lru_cache(maxsize=64)
def _validator(
    schema: type[NarrativeSummary],
) -> tuple[jsonschema.Draft202012Validator, _Check | None]:
    """The JSON Schema validator of a summary schema and its fast check, built once per class.

    Local definitions are inlined (resolving refs dominates validation time; a recursive
    schema keeps its refs). The fast check is a compiled predicate with the same verdict
    as the validator for the keywords pydantic exports; the validator itself runs only to
    explain a rejection, or when the schema uses another keyword.
    """
    exported = schema.json_schema()
    defs = exported.get("$defs")
    inlined: JSONObject = exported
    try:
        result = _inline(exported, defs if isinstance(defs, dict) else {}, frozenset())
        assert isinstance(result, dict)
        inlined = result
    except _Recursive:
        pass
    try:
        fast: _Check | None = _compile(inlined)
    except _Unsupported:
        fast = None
    return jsonschema.Draft202012Validator(inlined), fast


def _json_path(parts: Iterable[object]) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _as_built(summary: NarrativeSummary) -> bool:
    """Whether an instance of the schema holds what pydantic's checks let through.

    As far as the rules read it: every required field is set, and every field typed as an
    item, or a list of items, holds items of its class within the bounds pydantic checks:
    a text of 1 to `ITEM_TEXT_MAX` characters, a list of at most `ITEM_REFS_MAX` refs (at
    least one for a `CitedItem`; whether each ref is one is the refs rule's finding). A
    field of another type (an application's own) is not checked here, so such an instance
    is read as its JSON. ``model_construct`` and ``model_copy(update=...)`` skip pydantic's
    checks; what fails here is read as its JSON.
    """
    plan = _plan(type(summary))
    if plan is None:
        return False
    for name, kind, many, required, cited in plan:
        value = getattr(summary, name, None)
        if value is None:
            if required:
                return False
            continue
        if not many:
            value = [value]
        elif type(value) is not list:
            return False
        for item in value:
            if not isinstance(item, kind):
                return False
            text, refs = item.text, item.refs
            if (
                type(text) is not str
                or not 0 < len(text) <= ITEM_TEXT_MAX
                or type(refs) is not list
                or len(refs) > ITEM_REFS_MAX
                or (cited and not refs)
            ):
                return False
    return True


_Field = tuple[str, type[Item], bool, bool, bool]
"""A field's name, its item class, whether it holds a list of them, whether it is required,
and whether its items must cite."""


@lru_cache(maxsize=64)
def _plan(schema: type[NarrativeSummary]) -> tuple[_Field, ...] | None:
    """How `_as_built` reads each field of a schema; None when a field holds no items."""
    plan: list[_Field] = []
    for name, field in schema.model_fields.items():
        annotation, many = field.annotation, False
        if get_origin(annotation) is list:
            [annotation] = get_args(annotation)
            many = True
        if not (isinstance(annotation, type) and issubclass(annotation, Item)):
            return None
        cited = issubclass(annotation, CitedItem)
        plan.append((name, annotation, many, field.is_required(), cited))
    return tuple(plan)


@attrs.frozen
class SchemaRule:
    """The candidate satisfies the summary schema: JSON Schema first, then pydantic.

    A candidate that is already an instance of the schema passes, as pydantic built it: an
    instance of another class (a subclass with more fields, say) or one pydantic never
    checked (made with ``model_construct``: a required field missing, an item whose text is
    not a string) is checked as its JSON, as a dict is. A raw dict is checked
    against the schema's exported JSON Schema (extra fields, wrong types, missing required
    refs, blank refs lists on cited items; a compiled check of the same schema decides, and
    the jsonschema library explains a rejection), then parsed with pydantic; anything that is not
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
        if type(candidate) is context.schema and _as_built(candidate):
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
        validator, fast = _validator(context.schema)
        valid = fast(context.raw) if fast is not None else False
        errors = [] if valid else self._explain(validator, context.raw)
        yield from errors
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
                    message=_clip(detail["msg"]),
                    found=_shown(detail.get("input")),
                )

    def _explain(
        self, validator: jsonschema.Draft202012Validator, raw: JSONObject
    ) -> list[Finding]:
        """Why the fast check refuses a candidate: it is no JSON, or each violation found.

        Violations are the jsonschema library's, their messages cut to a readable length.
        """
        try:
            check_json(raw, what="the summary")
        except InvalidInput as exc:  # too deep, a non-string key, a float that is no number...
            return [self._finding("", _clip(str(exc)), expected="JSON", found=_shown(raw))]
        try:
            return [
                self._finding(
                    _json_path(error.path),
                    _clip(error.message),
                    expected=_clip(str(error.validator_value), 200),
                    found=_shown(error.instance),
                )
                for error in sorted(validator.iter_errors(raw), key=lambda e: list(e.path))
            ]
        except (RecursionError, ValueError) as exc:  # a value no message can show (an int of
            # 5,000 digits, say)
            message = f"the summary cannot be checked: {type(exc).__name__}"
            return [self._finding("", message, expected="JSON", found=type(raw).__name__)]

    def _finding(self, path: str, message: str, *, expected: str, found: str) -> Finding:
        return Finding(
            rule=self.name,
            severity="error",
            path=path,
            message=message,
            expected=expected,
            found=found,
        )


def _clip(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _shown(value: object) -> str:
    """A value as a finding shows it: its repr, cut short (a repr that raises, its type)."""
    try:
        return _clip(repr(value), 200)
    except Exception:  # noqa: BLE001 - a candidate's own __repr__ may raise anything
        return f"<{type(value).__name__}>"
