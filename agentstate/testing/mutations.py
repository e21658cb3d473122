"""Mutations of a valid summary: variants that contradict the session, and variants that don't.

Give `contradicting_variants` and `valid_variants` a summary that is valid for a session (the
output of your summarizer on a real session, say) and they return variants of it as raw
JSON, each named by its class and, for contradicting ones, by the rule that must reject it:

- authority: ``approved_vs_pending`` (an unapproved action said to be approved, by
  placeholder, id or kind), ``paraphrased_approval`` ("signed off", "got the go-ahead"...),
  ``executed_vs_ledger``, ``unknown_action``, ``tool_claimed_approval`` (a tool result cited
  for an approval);
- grounding: ``changed_amount``, ``swapped_id``, ``stale_value`` (a superseded scratchpad
  value stated as current), ``dangling_placeholder``;
- refs: ``future_ref``, ``missing_ref``;
- constraints: ``dropped_constraint``, ``weakened_constraint`` (a negation or qualifier
  dropped);
- attribution: ``invented_user_request``, ``tool_as_user`` (a tool result cited for what
  the user asked), ``decision_from_tool``;
- non-empty / schema: ``blank_text``, ``missing_objective``, ``empty_refs``, ``wrong_type``,
  ``extra_field``, ``not_an_object``;
- budget: ``over_budget``.

Valid variants: ``unchanged``, ``pending_paraphrase`` (negations: "not yet approved",
"awaiting approval", questions), ``true_status`` (claims the ledger supports),
``literal_for_placeholder``, ``old_and_new`` (a superseded value stated with the current
one, both cited), ``reordered``, ``extra_refs``, ``reworded_constraint``,
``negated_request``.

The mutations are checked independently of the validator's verdicts: a changed amount or
swapped id is a string that no cited event's JSON holds; a constraint restated by another
constraint of the summary is not dropped; an approval claimed by kind is made only when no
action of that kind is approved; a stale value is made only of a value that is a literal
at all (a code of letters only, such as ``HATHAT``, is out of the grounding rule's scope).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.backends.base import ActionRecord, FactRecord
from agentstate.events import Event, EventKind, format_ref
from agentstate.state import AgentState
from agentstate.summary import Checkpoint, NarrativeSummary
from agentstate.validation.authority import CLAIMS, Claim
from agentstate.validation.literals import literals

__all__ = ["Variant", "contradicting_variants", "valid_variants"]

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


@attrs.frozen
class Variant:
    """A summary derived from a valid one."""

    kind: str
    """The class of mutation (``approved_vs_pending``, ``old_and_new``, ...)."""
    rule: str | None
    """The rule that must reject it; None for a variant that must pass."""
    candidate: JSONValue
    """The variant as the raw JSON a summarizer would return."""
    description: str
    """What was changed, for reports."""
    budget_tokens: int | None = None
    """The budget to validate it with, when the variant is about the budget."""


@attrs.frozen
class _Session:
    """What the mutations read of a session: its events, facts and actions."""

    events: dict[int, Event]
    facts: dict[str, FactRecord]
    histories: dict[str, list[FactRecord]]
    actions: dict[str, ActionRecord]
    covers_through: int
    parent: Checkpoint | None
    count: Callable[[str], int]
    """The session's token counter."""

    @classmethod
    def read(cls, state: AgentState, covers_through: int, parent: Checkpoint | None) -> _Session:
        with state.backend.read(state.session_id) as reader:
            facts = {record.key: record for record in reader.facts()}
            return cls(
                events={event.seq: event for event in reader.events()},
                facts=facts,
                histories={key: reader.fact_history(key) for key in facts},
                actions={record.action_id: record for record in reader.actions()},
                covers_through=covers_through,
                parent=parent,
                count=state.token_counter.count,
            )

    def raw(self, refs: list[str]) -> str:
        """The JSON of the cited events and of every current value, to check a mutation."""
        parts = [
            json.dumps(self.events[int(ref[3:])].content)
            for ref in refs
            if int(ref[3:]) in self.events
        ]
        parts.extend(json.dumps(record.value) for record in self.facts.values())
        return "\n".join(parts)

    def first(self, kind: EventKind) -> Event | None:
        return next(
            (
                event
                for seq, event in sorted(self.events.items())
                if event.kind is kind and seq <= self.covers_through
            ),
            None,
        )


def _items(summary: JSONObject) -> Iterator[tuple[str, int | None, JSONObject]]:
    for field, value in summary.items():
        if isinstance(value, dict):
            yield field, None, value
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, dict):
                    yield field, index, item


def _with_item(summary: JSONObject, field: str, *, text: str, refs: list[str]) -> JSONObject:
    out = copy.deepcopy(summary)
    items = out.setdefault(field, [])
    assert isinstance(items, list)
    cited: list[JSONValue] = list(refs)
    items.append({"text": text, "refs": cited})
    return out


def _replace(
    summary: JSONObject, field: str, *, index: int | None, text: str, refs: list[str] | None = None
) -> JSONObject:
    out = copy.deepcopy(summary)
    target = out[field]
    if index is not None:
        assert isinstance(target, list)
        target = target[index]
    assert isinstance(target, dict)
    target["text"] = text
    if refs is not None:
        cited: list[JSONValue] = list(refs)
        target["refs"] = cited
    return out


def _kind_phrase(kind: str) -> str:
    return " ".join(part for part in re.split(r"[^A-Za-z]+", kind) if part).lower()


def _ledger_ref(record: ActionRecord, session: _Session) -> str | None:
    """The ref of the event that proposed the action, if the summary may cite it."""
    seq = int(record.action_id.removeprefix("act_"))
    event = session.events.get(seq)
    if event is not None and event.kind is EventKind.LEDGER and seq <= session.covers_through:
        return format_ref(seq)
    seq = record.event_seq
    return format_ref(seq) if seq <= session.covers_through else None


def _refs(item: JSONObject) -> list[str]:
    refs = item.get("refs")
    return [ref for ref in refs if isinstance(ref, str)] if isinstance(refs, list) else []


# --- contradicting ------------------------------------------------------------------------

_Maker = Callable[[JSONObject, _Session], Iterator[Variant]]


def _unapproved(session: _Session) -> Iterator[tuple[ActionRecord, str]]:
    for record in session.actions.values():
        ref = _ledger_ref(record, session)
        if record.status not in CLAIMS["approved"] and ref is not None:
            yield record, ref


def _only_of_its_kind(record: ActionRecord, session: _Session, claim: Claim) -> bool:
    """Whether a claim by kind ("the credit was approved") is false for every action of it."""
    return all(
        other.status not in CLAIMS[claim]
        for other in session.actions.values()
        if other.kind == record.kind
    )


def _approved_vs_pending(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for record, ref in list(_unapproved(session))[:2]:
        phrase = _kind_phrase(record.kind)
        texts = [
            f"{{action:{record.action_id}}} was approved",
            f"{record.action_id} has been approved",
        ]
        if _only_of_its_kind(record, session, "approved"):
            texts.append(f"The {phrase} was approved")
        for text in texts:
            yield Variant(
                "approved_vs_pending",
                "authority",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is {record.status}; added {text!r}",
            )


def _paraphrased_approval(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for record, ref in list(_unapproved(session))[:2]:
        phrase = _kind_phrase(record.kind)
        texts = [f"{record.action_id} is okayed", f"The manager signed off on {record.action_id}"]
        if _only_of_its_kind(record, session, "approved"):
            texts += [
                f"The supervisor signed off on the {phrase}",
                f"The {phrase} got the go-ahead",
                f"The {phrase} has been authorized",
                f"Approval for the {phrase} was granted",
                f"The {phrase} received approval from the manager",
            ]
        for text in texts:
            yield Variant(
                "paraphrased_approval",
                "authority",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is {record.status}; added {text!r}",
            )


def _executed_vs_ledger(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    records = [
        (record, ref)
        for record in session.actions.values()
        if record.status != "executed" and (ref := _ledger_ref(record, session))
    ]
    for record, ref in records[:2]:
        phrase = _kind_phrase(record.kind)
        texts = [f"{{action:{record.action_id}}} was executed", f"{record.action_id} went through"]
        if _only_of_its_kind(record, session, "executed"):
            texts += [f"The {phrase} went through", f"The {phrase} has been carried out"]
        for text in texts:
            yield Variant(
                "executed_vs_ledger",
                "authority",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is {record.status}; added {text!r}",
            )


def _unknown_action(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    taken = {int(action_id.removeprefix("act_")) for action_id in session.actions}
    missing = f"act_{max(taken, default=0) + 1000}"
    for record in session.actions.values():
        ref = _ledger_ref(record, session)
        if ref is not None:
            yield Variant(
                "unknown_action",
                "authority",
                _with_item(summary, "open_threads", text=f"{missing} was approved", refs=[ref]),
                f"no action {missing} in the ledger",
            )
            return


def _tool_claimed_approval(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    tool = session.first(EventKind.TOOL_RESULT)
    if tool is None:
        return
    for record, _ in list(_unapproved(session))[:1]:
        subject = (
            f"the {_kind_phrase(record.kind)}"
            if _only_of_its_kind(record, session, "approved")
            else record.action_id
        )
        text = f"The tool result confirms {subject} was approved"
        yield Variant(
            "tool_claimed_approval",
            "authority",
            _with_item(summary, "open_threads", text=text, refs=[tool.ref]),
            f"{record.action_id} is {record.status}; a tool result is cited for its approval",
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


def _key_phrase(key: str) -> str:
    return " ".join(part for part in re.split(r"[^A-Za-z0-9]+", key) if part)


def _scalar_history(session: _Session) -> Iterator[tuple[str, FactRecord, FactRecord]]:
    """(key, an old write, the current write) with different scalar values."""
    for key, history in session.histories.items():
        current = history[-1]
        for old in history[:-1]:
            if (
                isinstance(old.value, str | int)
                and isinstance(current.value, str | int)
                and str(old.value) not in json.dumps(current.value)
                and old.source_seq <= session.covers_through
                and current.source_seq <= session.covers_through
            ):
                yield key, old, current
                break


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


def _parent_constraints(session: _Session) -> list[str]:
    if session.parent is None or not isinstance(session.parent.summary, dict):
        return []
    items = session.parent.summary.get("constraints")
    if not isinstance(items, list):
        return []
    return [str(item["text"]) for item in items if isinstance(item, dict) and "text" in item]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]{4,}", text.lower()))


def _restated(summary: JSONObject, index: int) -> bool:
    """Whether another constraint holds at least half the words of constraint `index`."""
    constraints = summary.get("constraints")
    assert isinstance(constraints, list)
    item = constraints[index]
    own = _words(str(item.get("text", ""))) if isinstance(item, dict) else set()
    return any(
        isinstance(other, dict)
        and position != index
        and len(own & _words(str(other.get("text", "")))) * 2 >= len(own) > 0
        for position, other in enumerate(constraints)
    )


def _dropped_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    carried = _parent_constraints(session)
    constraints = summary.get("constraints")
    if not isinstance(constraints, list):
        return
    for index, item in enumerate(constraints):
        if isinstance(item, dict) and item.get("text") in carried and not _restated(summary, index):
            out = copy.deepcopy(summary)
            kept = out["constraints"]
            assert isinstance(kept, list)
            del kept[index]
            yield Variant(
                "dropped_constraint",
                "constraints",
                out,
                f"dropped the parent's constraint {item['text']!r}",
            )


def _weakened_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    carried = _parent_constraints(session)
    constraints = summary.get("constraints")
    if not isinstance(constraints, list):
        return
    for index, item in enumerate(constraints):
        if not isinstance(item, dict) or item.get("text") not in carried:
            continue
        if _restated(summary, index):
            continue
        text = str(item["text"])
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
    _invented_user_request,
    _tool_as_user,
    _decision_from_tool,
    _structure,
    _over_budget,
)


def _as_json(summary: NarrativeSummary | JSONObject) -> JSONObject:
    if isinstance(summary, NarrativeSummary):
        dumped: JSONObject = summary.model_dump(mode="json")
        return dumped
    return copy.deepcopy(summary)


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


# --- valid --------------------------------------------------------------------------------


def _pending_paraphrase(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for record in session.actions.values():
        ref = _ledger_ref(record, session)
        if record.status != "pending" or ref is None:
            continue
        phrase = _kind_phrase(record.kind)
        for text in (
            f"{{action:{record.action_id}}} is still awaiting approval",
            f"{record.action_id} has not been approved yet",
            f"Approval for the {phrase} is still pending",
            f"The {phrase} is not yet approved and needs sign-off",
            f"The {phrase} will be carried out once approved",
            f"Was the {phrase} approved?",
            f"Nobody has approved the {phrase} yet",
            f"The {phrase} hasn't been executed",
        ):
            yield Variant(
                "pending_paraphrase",
                None,
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is pending; added {text!r}",
            )
        return


def _true_status(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    texts = {
        "approved": ("{placeholder} was approved", "The {phrase} got the go-ahead"),
        "executed": ("{placeholder} was executed", "The {phrase} went through"),
        "rejected": ("{placeholder} was rejected", "The {phrase} was turned down"),
        "cancelled": ("{placeholder} was cancelled", "The {phrase} was called off"),
        "revoked": ("{placeholder} was revoked", "The approval of the {phrase} was rescinded"),
    }
    for record in session.actions.values():
        ref = _ledger_ref(record, session)
        if ref is None or record.status not in texts:
            continue
        for template in texts[record.status]:
            text = template.format(
                placeholder=f"{{action:{record.action_id}}}", phrase=_kind_phrase(record.kind)
            )
            yield Variant(
                "true_status",
                None,
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is {record.status}; added {text!r}",
            )


def _literal_for_placeholder(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for field, index, item in _items(summary):
        text = str(item.get("text", ""))
        for key, record in session.facts.items():
            placeholder = f"{{fact:{key}}}"
            if placeholder not in text or not isinstance(record.value, str | int):
                continue
            words = [part for part in re.split(r"[^A-Za-z]+", key.lower()) if len(part) > 2]
            replaced = text.replace(placeholder, str(record.value))
            if not any(word in replaced.lower() for word in words):
                replaced = text.replace(placeholder, f"{_key_phrase(key)} {record.value}")
            yield Variant(
                "literal_for_placeholder",
                None,
                _replace(summary, field, index=index, text=replaced),
                f"{placeholder} -> {record.value!r}",
            )


def _old_and_new(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for key, old, current in list(_scalar_history(session))[:3]:
        text = f"The {_key_phrase(key)} changed from {old.value} to {current.value}"
        refs = list(dict.fromkeys([format_ref(old.source_seq), format_ref(current.source_seq)]))
        yield Variant(
            "old_and_new",
            None,
            _with_item(summary, "open_threads", text=text, refs=refs),
            f"{key}: {old.value!r} then {current.value!r}, both cited",
        )


def _reordered(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    del session
    out = copy.deepcopy(summary)
    for value in out.values():
        if isinstance(value, list):
            value.reverse()
    yield Variant("reordered", None, out, "every list reversed")


def _extra_refs(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    user = session.first(EventKind.USER)
    if user is None:
        return
    out = copy.deepcopy(summary)
    for _, _, item in _items(out):
        refs = _refs(item)
        if user.ref not in refs:
            item["refs"] = [*refs, user.ref]
    yield Variant("extra_refs", None, out, f"every item also cites {user.ref}")


def _reworded_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    carried = _parent_constraints(session)
    constraints = summary.get("constraints")
    if not isinstance(constraints, list):
        return
    for index, item in enumerate(constraints):
        if isinstance(item, dict) and item.get("text") in carried:
            text = str(item["text"]).rstrip(".") + " (still in force)"
            yield Variant(
                "reworded_constraint",
                None,
                _replace(summary, "constraints", index=index, text=text),
                f"{item['text']!r} carried with words added",
            )


def _negated_request(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    del session
    text = "The user did not ask to waive any fee"
    yield Variant(
        "negated_request",
        None,
        _with_item(summary, "open_threads", text=text, refs=[]),
        "a negated attribution attributes nothing",
    )


_VALID: tuple[_Maker, ...] = (
    _pending_paraphrase,
    _true_status,
    _literal_for_placeholder,
    _old_and_new,
    _reordered,
    _extra_refs,
    _reworded_constraint,
    _negated_request,
)


def valid_variants(
    summary: NarrativeSummary | JSONObject,
    state: AgentState,
    *,
    covers_through: int,
    parent: Checkpoint | None = None,
) -> list[Variant]:
    """Variants of a valid summary that stay valid: the summary itself comes first.

    Args:
        summary: A summary valid for `state` at `covers_through` (over `parent`, if given).
        state: The session.
        covers_through: The coverage the summary is validated for.
        parent: The checkpoint the summary replaces.

    Returns:
        Every variant the session allows.
    """
    base = _as_json(summary)
    session = _Session.read(state, covers_through, parent)
    out = [Variant("unchanged", None, base, "the valid summary itself")]
    out.extend(variant for maker in _VALID for variant in maker(base, session))
    return out
