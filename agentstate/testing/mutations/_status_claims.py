"""Variants of a valid summary that claim a status the ledger does not support (authority).

An unapproved action said to be approved (by placeholder, id or kind, in paraphrase, as a
label or a compound), an action said to be carried out, cancelled or settled when it is not,
all of a kind said to be approved when one is not, an action the ledger lacks, and a tool
result cited for an approval.
"""

from __future__ import annotations

from collections.abc import Iterator

from agentstate._json import JSONObject
from agentstate.backends.base import ActionRecord
from agentstate.events import EventKind
from agentstate.testing.mutations._base import (
    Variant,
    _kind_phrase,
    _ledger_ref,
    _Session,
    _with_item,
)
from agentstate.validation.reading import CLAIMS, Claim, kind_words, stem

__all__: list[str] = []

_CANCEL = stem("cancel")


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
        texts = [
            f"{record.action_id} is okayed",
            f"The manager signed off on {record.action_id}",
            f"{record.action_id} was approved--by the manager",
        ]
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


def _named_by_its_verb(record: ActionRecord, session: _Session) -> str | None:
    """'The reservation has been updated', said of an update_reservation_flights action.

    Only when no action whose kind has that verb and that noun was carried out; None for a
    kind of one noun or without a verb.
    """
    first, *rest = [part for part in record.kind.lower().split("_") if part]
    nouns, verbs = kind_words(record.kind)
    if not rest or len(nouns) < 2 or stem(first) not in verbs:
        return None
    noun = rest[0]
    if stem(noun) not in nouns or any(
        other.status in CLAIMS["executed"]
        and stem(first) in kind_words(other.kind)[1]
        and stem(noun) in kind_words(other.kind)[0]
        for other in session.actions.values()
    ):
        return None
    past = first + ("d" if first.endswith("e") else "ed")
    return f"The {noun} has been {past}"


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
        if (partly := _named_by_its_verb(record, session)) is not None:
            texts.append(partly)
        for text in texts:
            yield Variant(
                "executed_vs_ledger",
                "authority",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{record.action_id} is {record.status}; added {text!r}",
            )


def _status_wording(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    """Claims worded as labels, compounds, completed status nouns, settlements, completions."""
    for record, ref in list(_unapproved(session))[:2]:
        action = record.action_id
        texts = [f"Status: approved ({action})", f"{action} is supervisor-approved"]
        if record.status != "executed":
            texts += [
                f"Execution of {action} is complete",
                f"{action} was posted to the customer's account",
                f"{action} is complete",
                f"The agent applied {action} to the customer's account",
            ]
            if _only_of_its_kind(record, session, "executed"):
                texts.append(f"{_kind_phrase(record.kind).capitalize()} successful")
        for text in texts:
            yield Variant(
                "status_wording",
                "authority",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{action} is {record.status}; added {text!r}",
            )
    cancels = [
        record for record in session.actions.values() if _CANCEL in kind_words(record.kind)[1]
    ]
    cancel_ref = _ledger_ref(cancels[0], session) if cancels else None
    if cancel_ref is not None and all(
        record.status not in CLAIMS["executed"] | CLAIMS["cancelled"] for record in cancels
    ):
        yield Variant(
            "status_wording",
            "authority",
            _with_item(summary, "open_threads", text="Cancellation confirmed", refs=[cancel_ref]),
            f"no cancel action is carried out; {cancels[0].action_id} is {cancels[0].status}",
        )


def _plural_status(summary: JSONObject, session: _Session) -> Iterator[Variant]:
    """'All credits were approved' when one of them is not, and the same of a list of ids."""
    by_kind: dict[str, list[ActionRecord]] = {}
    for record in session.actions.values():
        if _ledger_ref(record, session) is not None:
            by_kind.setdefault(record.kind, []).append(record)
    for kind, records in by_kind.items():
        approved = [record for record in records if record.status in CLAIMS["approved"]]
        pending = [record for record in records if record.status not in CLAIMS["approved"]]
        nouns = kind_words(kind)[0]
        if not (approved and pending) or any(
            kind_words(other)[0] == nouns for other in by_kind if other != kind
        ):
            continue  # true, caught as approved_vs_pending, or "all" of two kinds
        phrase = _kind_phrase(kind)
        plural = phrase if phrase.endswith("s") else phrase + "s"
        ref = _ledger_ref(pending[0], session)
        assert ref is not None
        for text in (
            f"All {plural} were approved",
            f"{approved[0].action_id} and {pending[0].action_id} were approved",
        ):
            yield Variant(
                "plural_status",
                "authority",
                _with_item(summary, "open_threads", text=text, refs=[ref]),
                f"{pending[0].action_id} is {pending[0].status}; added {text!r}",
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
