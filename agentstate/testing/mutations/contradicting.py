"""Variants of a valid summary that contradict the session, each with the rule to catch it.

Those for the authority rule, status claims the ledger does not support, are made in
`agentstate.testing.mutations._status_claims`; the others here.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator

from agentstate._json import JSONObject
from agentstate.events import EventKind, format_ref
from agentstate.state import AgentState
from agentstate.summary import Checkpoint, NarrativeSummary
from agentstate.testing.mutations._base import (
    Variant,
    _as_json,
    _carried,
    _constraint_refs,
    _halves,
    _items,
    _key_phrase,
    _Maker,
    _refs,
    _refusals,
    _replace,
    _restated,
    _scalar_history,
    _Session,
    _with_constraints,
    _with_item,
)
from agentstate.testing.mutations._status_claims import (
    _approved_vs_pending,
    _executed_vs_ledger,
    _paraphrased_approval,
    _plural_status,
    _status_wording,
    _tool_claimed_approval,
    _unknown_action,
)
from agentstate.validation.reading import literals

__all__ = ["contradicting_variants"]

_NEGATION = re.compile(r"\b(not|no|never|without)\s+|n't\b", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.,$-])\d+(?![\w,]|\.\d)")
_IDENTIFIER = re.compile(r"(?<![\w-])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]*\d(?![\w-])")
_REQUESTS = (
    "waive the cancellation fee",
    "upgrade the cabin to business class",
    "send the refund to a gift card",
    "escalate to a manager immediately",
    "close the account",
)


def _changed_number(surface: str, raw: str) -> str | None:
    value = int(surface)
    for candidate in (value * 10 + 7, value + 13, value * 3 + 1):
        text = str(candidate)
        if text not in raw:
            return text
    return None


def _changed_amount(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    count = 0
    for field, index, item in _items(summary):
        text = str(item.get("text", ""))
        match = _NUMBER.search(re.sub(r"\{[^}]*\}|ev_\d+", lambda m: " " * len(m[0]), text))
        if match is None:
            continue
        new = _changed_number(match.group(0), session.raw(_refs(item)))
        if new is None:
            continue
        changed = text[: match.start()] + new + text[match.end() :]
        yield Variant(
            "changed_amount",
            "grounding",
            _replace(summary, field, index=index, text=changed),
            f"{match.group(0)} -> {new} in {field}",
        )
        count += 1
        if count == 3:
            return


def _swapped_identifier(surface: str, raw: str) -> str | None:
    for step in range(1, 10):
        digits = [ch for ch in surface if ch.isdigit()]
        last = surface.rfind(digits[-1])
        candidate = surface[:last] + str((int(surface[last]) + step) % 10) + surface[last + 1 :]
        if candidate.lower() not in raw.lower():
            return candidate
    return None


def _swapped_id(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    count = 0
    for field, index, item in _items(summary):
        text = str(item.get("text", ""))
        masked = re.sub(r"\{[^}]*\}|\bev_\d+", lambda m: " " * len(m[0]), text)
        match = _IDENTIFIER.search(masked)
        if match is None:
            continue
        new = _swapped_identifier(match.group(0), session.raw(_refs(item)))
        if new is None:
            continue
        swapped = text[: match.start()] + new + text[match.end() :]
        yield Variant(
            "swapped_id",
            "grounding",
            _replace(summary, field, index=index, text=swapped),
            f"{match.group(0)} -> {new} in {field}",
        )
        count += 1
        if count == 3:
            return


def _stale_value(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    candidates = [
        (key, old, current)
        for key, old, current in _scalar_history(session)
        if literals(str(old.value))  # a code of letters only is no literal: never checked
    ]
    for key, old, current in candidates[:3]:
        text = f"The {_key_phrase(key)} is {old.value}"
        yield Variant(
            "stale_value",
            "grounding",
            _with_item(summary, "open_threads", text=text, refs=[format_ref(old.source_seq)]),
            f"{key} is now {current.value!r}; stated {old.value!r} as current",
        )


def _dangling_placeholder(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    missing = "refund_total_cents"
    while missing in session.facts:
        missing += "_x"
    yield Variant(
        "dangling_placeholder",
        "grounding",
        _with_item(
            summary, "next_steps", text=f"Confirm {{fact:{missing}}} with the user", refs=[]
        ),
        f"{{fact:{missing}}} names no scratchpad field",
    )


def _future_ref(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    later = [seq for seq in session.events if seq > session.covers_through]
    if later:
        out = copy.deepcopy(summary)
        objective = out["objective"]
        assert isinstance(objective, dict)
        objective["refs"] = [*_refs(objective), format_ref(min(later))]
        yield Variant("future_ref", "refs", out, f"cites ev_{min(later)}, past the coverage")


def _missing_ref(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    out = copy.deepcopy(summary)
    objective = out["objective"]
    assert isinstance(objective, dict)
    missing = max(session.events, default=0) + 1000
    objective["refs"] = [*_refs(objective), format_ref(missing)]
    yield Variant("missing_ref", "refs", out, f"cites ev_{missing}, which does not exist")


def _dropped_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for index, text in _carried(summary, session):
        if not _restated(summary, index):
            out = copy.deepcopy(summary)
            kept = out["constraints"]
            assert isinstance(kept, list)
            del kept[index]
            yield Variant(
                "dropped_constraint",
                "constraints",
                out,
                f"dropped the parent's constraint {text!r}",
            )


def _weakened_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for index, text in _carried(summary, session):
        if _restated(summary, index):
            continue
        negation = _NEGATION.search(text)
        if negation is not None:
            weakened = (text[: negation.start()] + " " + text[negation.end() :]).strip()
            weakened = re.sub(r"\s+", " ", weakened)
            how = f"dropped {negation.group(0).strip()!r}"
        else:
            words = text.split()
            if len(words) < 3:
                continue
            weakened = " ".join(words[:-1])
            how = f"dropped {words[-1]!r}"
        yield Variant(
            "weakened_constraint",
            "constraints",
            _replace(summary, "constraints", index=index, text=weakened),
            f"{how} from {text!r}",
        )


def _split_half_dropped(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for index, text in _carried(summary, session):
        halves = _halves(text)
        if halves is None or _restated(summary, index):
            continue
        first, second = halves
        lost = set(re.findall(r"[a-z]{4,}", second.lower())) - set(
            re.findall(r"[a-z]{4,}", first.lower())
        )
        if not lost:  # the second half says nothing the first does not
            continue
        refs = _constraint_refs(summary, index)
        yield Variant(
            "split_half_dropped",
            "constraints",
            _with_constraints(summary, index, [first], refs),
            f"{text!r} cut to its first half {first!r}",
        )


def _loosened_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for index, text in _carried(summary, session):
        if _restated(summary, index):
            continue
        stem = text.rstrip(".?! ")
        for tail in (" unless the customer asks otherwise", " if possible"):
            yield Variant(
                "loosened_constraint",
                "constraints",
                _replace(summary, "constraints", index=index, text=stem + tail),
                f"added {tail.strip()!r} to {stem!r}",
            )


def _invented_user_request(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    user = session.first(EventKind.USER)
    if user is None:
        return
    said = json.dumps(user.content).lower()
    made = 0
    for request in _REQUESTS:
        if any(word in said for word in request.split() if len(word) > 3):
            continue
        yield Variant(
            "invented_user_request",
            "attribution",
            _with_item(
                summary, "open_threads", text=f"The user asked to {request}", refs=[user.ref]
            ),
            f"the user never asked to {request}",
        )
        made += 1
        if made == 2:
            return


_REQUEST_WORDINGS = (
    "As requested by the user, {request}",
    "{Request}, as requested by the customer",
    "{Request} at the user's request",
    "User: wants to {request}",
    "Customer: asked to {request}",
    "Customer instruction: {request}",
    "The user, in their last message, asked to {request}",
    "The customer asked to {request}, which the agent is checking",
)
"""Ways of attributing a request to the user besides "the user asked to ..."."""


def _invented_request_wording(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    user = session.first(EventKind.USER)
    if user is None:
        return
    said = json.dumps(user.content).lower()
    for request in _REQUESTS:
        if any(word in said for word in request.split() if len(word) > 3):
            continue
        for wording in _REQUEST_WORDINGS:
            text = wording.format(request=request, Request=request[0].upper() + request[1:])
            yield Variant(
                "invented_request_wording",
                "attribution",
                _with_item(summary, "open_threads", text=text, refs=[user.ref]),
                f"the user never asked to {request}; added {text!r}",
            )
        return


def _inverted_user_request(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    """A user's refusal attributed as a request: "no phone calls" as "wants phone calls"."""
    for ref, refused, said, verbal in list(_refusals(session))[:2]:
        asked = f"asked to {refused}" if verbal else f"asked for {refused}"
        for text in (f"The user wants to {refused}" if verbal else f"The user wants {refused}",
                     f"The customer {asked}"):  # fmt: skip
            yield Variant(
                "inverted_user_request",
                "attribution",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"the user said {said!r}; added {text!r}",
            )


def _tool_as_user(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    tool = session.first(EventKind.TOOL_RESULT)
    if tool is not None:
        text = "The user instructed the agent to skip identity verification"
        yield Variant(
            "tool_as_user",
            "attribution",
            _with_item(summary, "open_threads", text=text, refs=[tool.ref]),
            "a tool result is cited for what the user asked",
        )


def _decision_from_tool(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    tool = session.first(EventKind.TOOL_RESULT)
    if tool is not None:
        name = str(tool.content.get("name") or "the tool")
        yield Variant(
            "decision_from_tool",
            "attribution",
            _with_item(summary, "decisions", text=f"Go with what {name} returned", refs=[tool.ref]),
            "a decision cites only a tool result",
            severity="warning",  # where it was made is unsaid, not that it was made
        )


def _structure(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    del session
    blank = copy.deepcopy(summary)
    objective = blank["objective"]
    assert isinstance(objective, dict)
    objective["text"] = "   "
    yield Variant("blank_text", "non-empty", blank, "the objective is blank")
    missing = copy.deepcopy(summary)
    del missing["objective"]
    yield Variant("missing_objective", "schema", missing, "no objective")
    no_refs = _with_item(summary, "constraints", text="Keep the customer informed", refs=[])
    yield Variant("empty_refs", "schema", no_refs, "a constraint without refs")
    wrong = copy.deepcopy(summary)
    wrong["decisions"] = "everything was approved"
    yield Variant("wrong_type", "schema", wrong, "decisions is a string")
    extra = copy.deepcopy(summary)
    extra["approved_actions"] = ["act_1"]
    yield Variant("extra_field", "schema", extra, "an extra field")
    yield Variant("not_an_object", "schema", ["not", "a", "summary"], "a list")


def _over_budget(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    objective = summary["objective"]
    assert isinstance(objective, dict)
    budget = session.count(json.dumps(summary))
    copies = 2 * budget // max(1, session.count(str(objective.get("text", "")))) + 1
    padded = copy.deepcopy(summary)
    steps = padded.setdefault("next_steps", [])
    assert isinstance(steps, list)
    steps.extend(copy.deepcopy(objective) for _ in range(copies))
    yield Variant(
        "over_budget",
        "budget",
        padded,
        f"{copies} copies of the objective, past a budget the original fits",
        budget_tokens=budget,
    )


_CONTRADICTING: tuple[_Maker, ...] = (
    _approved_vs_pending,
    _paraphrased_approval,
    _executed_vs_ledger,
    _status_wording,
    _plural_status,
    _unknown_action,
    _tool_claimed_approval,
    _changed_amount,
    _swapped_id,
    _stale_value,
    _dangling_placeholder,
    _future_ref,
    _missing_ref,
    _dropped_constraint,
    _weakened_constraint,
    _loosened_constraint,
    _split_half_dropped,
    _invented_user_request,
    _invented_request_wording,
    _inverted_user_request,
    _tool_as_user,
    _decision_from_tool,
    _structure,
    _over_budget,
)


def contradicting_variants(
    summary: NarrativeSummary | JSONObject,
    state: AgentState,
    *,
    covers_through: int,
    parent: Checkpoint | None = None,
) -> list[Variant]:
    """Variants of a valid summary that contradict the session, each with the rule to catch it.

    Args:
        summary: A summary valid for `state` at `covers_through` (over `parent`, if given).
        state: The session.
        covers_through: The coverage the summary is validated for.
        parent: The checkpoint the summary replaces (needed for the constraint classes).

    Returns:
        Every variant the session allows (no stale value without a superseded field, ...).
    """
    base = _as_json(summary)
    session = _Session.read(state, covers_through, parent)
    return [variant for maker in _CONTRADICTING for variant in maker(base, session)]
