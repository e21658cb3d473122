"""The findings of the authority rule: what a claim says, and what the ledger holds instead."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from agentstate.backends.base import ActionStatusRecord
from agentstate.events import format_ref
from agentstate.validation._awaited_approvals import approval_end
from agentstate.validation._claim_objects import StatusClaim, detail_scope
from agentstate.validation._clause_objects import named_objects
from agentstate.validation._language import Sentence
from agentstate.validation._param_conflicts import stative, wrong_detail
from agentstate.validation._rule import clipped
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = [
    "act_missing",
    "awaited_approval",
    "awaited_outcome",
    "counted_more",
    "on_other_objects",
    "quoted_claim",
    "unsupported",
    "wrong_details",
]

_Actions = dict[str, ActionStatusRecord]


def quoted_claim(sentence: Sentence, claim: StatusClaim, text: str) -> tuple[str, str]:
    """A claim's own words, and its sentence (cut to 200 characters), for a finding."""
    words = text[sentence.tokens[claim.start].start : sentence.tokens[claim.end - 1].end]
    said = sentence.text_in(text)
    return words, clipped(said)


def act_missing(
    rule: str, severity: Severity, sentence: Sentence, claim: StatusClaim, *, path: str, text: str
) -> Finding:
    """A claim that an act was done when the ledger holds no action doing it."""
    words, said = quoted_claim(sentence, claim, text)
    return Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=f"claims it was done ({words!r}), but the ledger holds no action that does it",
        expected="a claim of an act the ledger holds an executed action for",
        found=said,
        refs=(),
    )


def on_other_objects(
    rule: str,
    severity: Severity,
    claim: StatusClaim,
    words: str,
    said: str,
    *,
    path: str,
    actions: _Actions,
) -> Finding:
    """A claim about objects no action of its kinds is on (`StatusClaim.unbound`)."""
    kinds = sorted({actions[action_id].kind for action_id, _ in claim.targets})
    ids = sorted({action_id for action_id, _ in claim.targets})
    what = claim.targets[0][1]
    return Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=(
            f"claims {', '.join(claim.unbound)} {what} ({words!r}), but no "
            f"{' or '.join(kinds)} action of the ledger is on it: "
            f"{', '.join(ids)} {'is' if len(ids) == 1 else 'are'} about other objects"
        ),
        expected=f"a claim about the objects of {', '.join(ids)}",
        found=said,
        refs=tuple(dict.fromkeys(format_ref(actions[i].event_seq) for i in ids)),
    )


def unsupported(
    rule: str,
    severity: Severity,
    sentence: Sentence,
    claim: StatusClaim,
    *,
    path: str,
    text: str,
    actions: _Actions,
) -> Finding:
    """A claim the ledger's statuses of its actions do not make true."""
    words, said = quoted_claim(sentence, claim, text)
    states: list[str] = []
    refs: list[str] = []
    missing: list[str] = []
    for action_id in dict.fromkeys(action_id for action_id, _ in claim.targets):
        record = actions.get(action_id)
        if record is None:
            missing.append(action_id)
        else:
            states.append(f"{action_id} ({record.kind}) is {record.status}")
            refs.append(format_ref(record.event_seq))
    what = claim.targets[0][1]
    ids = list(dict.fromkeys(action_id for action_id, _ in claim.targets))
    # "outstanding" is a reading's word: the sentence says the act is yet to be done
    status = "not carried out" if what == "outstanding" else what
    subjects = f"{', '.join(ids)} {'is' if len(ids) == 1 else 'are'} {status}"
    if missing and not states:
        message = f"claims {subjects} ({words!r}), but the ledger has no such action"
        expected = "a claim about an action of the ledger"
    else:
        message = f"claims {subjects} ({words!r}), but the ledger says " + "; ".join(states)
        expected = "a status the ledger supports: " + "; ".join(states)
    return Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=message,
        expected=expected,
        found=said,
        refs=tuple(dict.fromkeys(refs)),
    )


def awaited_approval(
    rule: str,
    severity: Severity,
    sentence: Sentence,
    index: int,
    awaited: dict[str, str],
    *,
    path: str,
    text: str,
) -> Finding:
    """An approval the results of the acts (by action: the result's ref) say is awaited."""
    said = sentence.text_in(text)
    ids = ", ".join(awaited)
    tokens = sentence.tokens
    words = text[tokens[index].start : tokens[approval_end(tokens, index) - 1].end]
    return Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=(
            f"claims the approval of {ids} was given ({words!r}), but "
            f"the result of its call says it is still awaited ({', '.join(awaited.values())})"
        ),
        expected="the approval as the result says it: awaited",
        found=clipped(said),
        refs=tuple(dict.fromkeys(awaited.values())),
    )


def awaited_outcome(
    rule: str,
    severity: Severity,
    sentence: Sentence,
    claim: StatusClaim,
    waiting: tuple[str, str],
    *,
    path: str,
    text: str,
) -> Finding:
    """An outcome told as reached of an action whose result says it still waits."""
    said = sentence.text_in(text)
    action_id, value = waiting
    word = sentence.tokens[claim.start].text
    return Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=(
            f"says {word!r} of {action_id}, but its result says what it made still waits "
            f"({value!r}): the act only submitted it"
        ),
        expected=f"the outcome as the result says it: {value}",
        found=clipped(said),
        refs=(action_id,),
    )


def counted_more(
    rule: str,
    severity: Severity,
    sentence: Sentence,
    claim: StatusClaim,
    beyond: tuple[str, int, list[str], list[str]],
    *,
    path: str,
    text: str,
) -> Finding:
    """A claim that counts more objects than its actions are on ("added to both lines")."""
    words, said = quoted_claim(sentence, claim, text)
    noun, count, values, actions = beyond
    ids = ", ".join(actions)
    return Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=(
            f"claims {count} {noun} ({words!r}), but {ids} {'is' if len(values) == 1 else 'are'}"
            f" on {len(values)}: {', '.join(values)}"
        ),
        expected=f"a claim about the {len(values)} the ledger's actions are on",
        found=said,
        refs=(),
    )


def wrong_details(
    rule: str,
    severity: Severity,
    context: ValidationContext,
    sentence: Sentence,
    claim: StatusClaim,
    true_of: Sequence[str],
    claims: Sequence[StatusClaim],
    *,
    path: str,
    text: str,
) -> Iterator[Finding]:
    """A true claim naming a wrong detail of what it is true of (`wrong_detail`)."""
    ids = sorted({action_id for action_id, _ in claim.targets})
    if not any(named_objects(sentence, c, text) for c in {t.clause for t in sentence.tokens}):
        return  # a sentence naming no value names none in the scope (a quick test first)
    tokens = detail_scope(sentence, claim, claims)
    if not any(named_objects(sentence, c, text) for c in {t.clause for t in tokens}):
        return  # a detail is said with the values that name its action ("$40 to Dana")
    words = text[tokens[0].start : tokens[-1].end]
    found = wrong_detail(
        context,
        words,
        ids,
        true_of,
        sentence=sentence.text_in(text),
        stative=stative(sentence.tokens, claim.start),
    )
    if found is None:
        return
    conflict, ids = found
    records = [context.action_statuses()[action_id] for action_id in ids]
    kinds = ", ".join(dict.fromkeys(record.kind for record in records))
    said = sentence.text_in(text)
    yield Finding(
        rule=rule,
        severity=severity,
        path=path,
        message=(
            f"says {conflict.key} {conflict.said!r} of {', '.join(ids)} ({kinds}), whose "
            f"{conflict.key} is {conflict.actual!r}"
        ),
        expected=f"{conflict.key} {conflict.actual!r}",
        found=clipped(said),
        refs=tuple(format_ref(record.event_seq) for record in records),
    )
