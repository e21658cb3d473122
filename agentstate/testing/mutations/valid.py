"""Variants of a valid summary that must stay valid: paraphrases, negations, history."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator

from agentstate._json import JSONObject, JSONValue
from agentstate.events import EventKind, format_ref, message_text
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
    _kind_phrase,
    _ledger_ref,
    _Maker,
    _refs,
    _refusals,
    _replace,
    _scalar_history,
    _Session,
    _with_constraints,
    _with_item,
)
from agentstate.validation.reading import kind_words, stem

__all__ = ["valid_variants"]


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


def _status_non_claim(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    """Status words that claim nothing.

    Intents, labels answered no, kinds in general, and statuses of something else ("the
    credit card was declined", "the photos were declined").
    """
    for record in session.actions.values():
        ref = _ledger_ref(record, session)
        if record.status != "pending" or ref is None:
            continue
        phrase = _kind_phrase(record.kind)
        texts = [
            f"{phrase.capitalize()} approved: no",
            f"After the {phrase} is approved, tell the user",
            f"Ensure the {phrase} is carried out",
            f"Ensure that the {phrase} for the customer in this conversation is carried out",
            f"The photos were approved, and the {phrase} is still pending",
            f"The {phrase} request form is complete",
            f"Once the {phrase} is complete, tell the user",
            f"The photos were declined, so the {phrase} is still pending",
        ]
        nouns = kind_words(record.kind)[0]
        noun = " ".join(word for word in phrase.split() if stem(word) in nouns)
        if noun and not noun.endswith("s"):
            texts.append(f"{noun.capitalize()}s are executed within a week")
        if noun and " " not in noun:
            texts.append(f"The customer's {noun} card was declined")
        for text in texts:
            yield Variant(
                "status_non_claim",
                None,
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is pending; added {text!r}",
            )
        return


def _true_status(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    texts = {
        "approved": ("{placeholder} was approved", "The {phrase} got the go-ahead"),
        "executed": (
            "{placeholder} was executed",
            "The {phrase} went through",
            "The {phrase} is complete",
        ),
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
    for index, text in _carried(summary, session):
        yield Variant(
            "reworded_constraint",
            None,
            _replace(
                summary, "constraints", index=index, text=text.rstrip(".") + " (still in force)"
            ),
            f"{text!r} carried with words added",
        )


def _split_constraint(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    for index, text in _carried(summary, session):
        halves = _halves(text)
        if halves is None:
            continue
        refs = _constraint_refs(summary, index)
        yield Variant(
            "split_constraint",
            None,
            _with_constraints(summary, index, list(halves), refs),
            f"{text!r} said in two items, each citing {', '.join(refs)}",
        )


def _merged_constraints(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    carried = _carried(summary, session)
    if len(carried) < 2:
        return
    refs: list[JSONValue] = list(
        dict.fromkeys(ref for index, _ in carried for ref in _constraint_refs(summary, index))
    )
    merged = "; ".join(text.rstrip(".") for _, text in carried)
    out = copy.deepcopy(summary)
    constraints = out["constraints"]
    assert isinstance(constraints, list)
    indexes = {index for index, _ in carried}
    kept = [item for index, item in enumerate(constraints) if index not in indexes]
    out["constraints"] = [*kept, {"text": merged, "refs": refs}]
    yield Variant(
        "merged_constraints",
        None,
        out,
        f"the parent's {len(carried)} constraints said in one item citing all their refs",
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


def _restated_refusal(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    """A user's refusal restated with its negation: "the user asked for no phone calls"."""
    for ref, refused, said, verbal in list(_refusals(session))[:2]:
        for text in (
            f"The user asked not to {refused}" if verbal else f"The user asked for no {refused}",
            f"The user does not want to {refused}"
            if verbal
            else f"The user doesn't want {refused}",
            f"The customer said: {said}",
        ):
            yield Variant(
                "restated_refusal",
                None,
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"the user said {said!r}; added {text!r}",
            )


_TRUE_WORDINGS = (
    "As requested by the user, {said}",
    "{Said}, as requested by the customer",
    "{Said} at the user's request",
    "User: said {said}",
    "The user, in their first message, said {said}",
    "The user said {said}, which the agent is checking against the policy",
    "The user said {said}; the agent is checking it against the policy",
)
"""True attributions in several wordings; the comment after "which" is the summary's own."""


def _true_request_wording(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    user = session.first(EventKind.USER)
    if user is None:
        return
    words = re.findall(r"[A-Za-z]+", message_text(user.kind, user.content))[:10]
    if len(words) < 3:
        return
    said = " ".join(words)
    for wording in _TRUE_WORDINGS:
        text = wording.format(said=said, Said=said[0].upper() + said[1:])
        yield Variant(
            "true_request_wording",
            None,
            _with_item(summary, "open_threads", text=text, refs=[user.ref]),
            f"the user said {said!r}; added {text!r}",
        )


_VALID: tuple[_Maker, ...] = (
    _pending_paraphrase,
    _status_non_claim,
    _true_status,
    _literal_for_placeholder,
    _old_and_new,
    _reordered,
    _extra_refs,
    _reworded_constraint,
    _split_constraint,
    _merged_constraints,
    _negated_request,
    _restated_refusal,
    _true_request_wording,
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
