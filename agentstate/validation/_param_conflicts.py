"""A true status said with a wrong detail: another value of one of its action's params.

"$40 was paid to Dana from the debit card" when the ledger's payment of $40 to Dana went
from the credit card: the claim of the payment holds, and the card is another payment's (or a
value the conversation replaced). A clause that claims a status of one action, names values
(what binds it to its action) and names, for one of its params, a value that param holds
elsewhere in the session (another action of its kind, an earlier value of the scratchpad
field of that name), without naming the action's own value, says something false of it.

A param that says where something comes from beside one that says where it goes
(``account_type`` and ``recipient_account_type``) is named by its preposition: "from savings"
names the first, "to savings" the second, so "$50 went from savings to Dana's checking"
is false of a transfer from checking to checking, though "checking" is said.

And an id of another object, for the actions a claim is true of: "the lamp in order #W2002
was swapped" when the swap was on order #W1001 (`another_object`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

import attrs

from agentstate._json import JSONValue, held_json
from agentstate._json import leaves as json_leaves
from agentstate.events import EventKind
from agentstate.validation._action_results import ActionResults
from agentstate.validation._language import Token, act_nouns, stem
from agentstate.validation._lexicon import (
    DENIED_BEFORE,
    DESTINATION_WORDS,
    DETERMINERS,
    SOURCE_WORDS,
)
from agentstate.validation._literals import literals, number_atom, text_atoms
from agentstate.validation._money_channels import channel_conflict
from agentstate.validation._object_ids import (
    id_atoms,
    ids_by_key,
    leaves,
    names_another,
    params_ids,
    session_ids,
)
from agentstate.validation._record_details import record_described
from agentstate.validation._status_words import IRREGULAR_PAST, regular_past_stem
from agentstate.validation.core import ValidationContext

__all__ = [
    "Conflict",
    "another_object",
    "conflicting_value",
    "offered_beside",
    "role_conflict",
    "stative",
    "swapped_ends",
    "wrong_detail",
]

_LONGEST: Final = 40
"""Longer strings are descriptions, not values a summary repeats whole."""
_SHORTEST: Final = 3


@attrs.frozen
class Conflict:
    """A param of an action said with another of its values."""

    key: str
    """The param (its last key)."""
    said: str
    """The value the clause names, as the session holds it."""
    actual: str
    """The action's own value."""


def _atoms(value: JSONValue) -> frozenset[str]:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return frozenset()
    written = str(value) if isinstance(value, int) else repr(value)
    return frozenset({number_atom(written)})


_WORDS: Final = re.compile(r"[A-Za-z0-9]+")
_LONGEST_PHRASE: Final = 4
"""Values of more words are descriptions, not values a summary repeats whole."""


def _phrase(value: JSONValue) -> str | None:
    """How a string value is said: its words, lower-case, joined by spaces (None: no such)."""
    if not isinstance(value, str) or not _SHORTEST <= len(value) <= _LONGEST:
        return None
    if any(char.isdigit() for char in value):
        return None  # identifiers and numbers are bound and grounded as literals
    words = _WORDS.findall(value.lower())
    if not words or len(words) > _LONGEST_PHRASE:
        return None
    return " ".join(words)


_Form = tuple[str, str]
"""How a value is said: ("phrase", its words) or ("atom", its literal atom)."""


def _form(value: JSONValue) -> _Form | None:
    if isinstance(value, str):
        phrase = _phrase(value)
        if phrase is None and _SHORTEST <= len(value) <= _LONGEST:
            # A date or a time, or a range of them ("10:00-11:00"): said by its first value.
            found = literals(value)
            if found and all(literal.kind in ("date", "time") for literal in found):
                return ("atom", found[0].atom)
        return None if phrase is None else ("phrase", phrase)
    atoms = _atoms(value)
    return ("atom", next(iter(atoms))) if atoms else None


def _clause_forms(text: str) -> frozenset[_Form]:
    """Every form a clause says: its phrases of up to four words, its literals' atoms."""
    words = _WORDS.findall(text.lower())
    phrases = {
        ("phrase", " ".join(words[start : start + size]))
        for size in range(1, _LONGEST_PHRASE + 1)
        for start in range(len(words) - size + 1)
    }
    return frozenset(phrases | {("atom", literal.atom) for literal in literals(text)})


def _forms_of(context: ValidationContext, action_id: str) -> dict[str, tuple[_Form, str]]:
    """An action's params with one value each, by last key: (form, value shown); kept."""
    cache = context.cache.setdefault("param_conflicts.forms", {})
    assert isinstance(cache, dict)
    found = cache.get(action_id)
    if found is None:
        record = context.action(action_id)
        values: dict[str, list[JSONValue]] = {}
        for key, value in leaves(record.params if record is not None else {}):
            values.setdefault(key, []).append(value)
        found = cache[action_id] = {
            key: (form, str(held[0]))
            for key, held in values.items()
            if len(held) == 1 and (form := _form(held[0])) is not None
        }
    assert isinstance(found, dict)
    return found


def conflicting_value(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    """The first param of `action_id` that `clause` names with another of its values, if any.

    Another value is one the same param holds in another action of its kind (a date or a time
    compared by its value, a range by its start), or one the scratchpad field of that name held
    before; the action's own value, said too, leaves nothing to contradict. Other actions are
    read only when the clause may name one of their values (a number it says besides the
    action's own, or a param in words).
    """
    own = _forms_of(context, action_id)
    if not own:
        return None
    said = _clause_forms(clause)
    numbers = {form for form in said if form[0] == "atom"}
    keys = [
        key
        for key, (form, _) in own.items()
        if form not in said and (form[0] == "phrase" or numbers - {form})
    ]
    if not keys:
        return None
    siblings = _siblings(context, action_id)
    if len(siblings) > 1:
        context.actions()  # one read of every action's params, not one per sibling
    for key in keys:
        form, shown = own[key]
        for other in siblings:
            theirs = _forms_of(context, other).get(key)
            if theirs is not None and theirs[0] != form and theirs[0] in said:
                return Conflict(key, theirs[1], shown)
        if key in context.fact_keys():
            for fact in context.fact_history(key):
                found = _form(fact.value)
                if (
                    found is not None
                    and found != form
                    and found[0] == form[0]
                    and found in said
                    and not _written_together(context, action_id, shown, str(fact.value))
                ):
                    return Conflict(key, str(fact.value), shown)
        if form[0] == "phrase":
            for other, written in sorted(offered_beside(context, form[1]).items()):
                if ("phrase", other) in said:
                    return Conflict(key, written, shown)
    return None


_QUOTED: Final = re.compile(
    r"""(?<![\w'])'([^'\n]{3,40})'(?![\w])|"([^"\n]{3,40})"|\u201c([^\u201d\n]{3,40})\u201d"""
)
_SENTENCES: Final = re.compile(r"[^.?!\n]+[.?!]?")


def _written_together(context: ValidationContext, action_id: str, own: str, other: str) -> bool:
    """Whether the action's result writes its value and `other` as one.

    "Harbour Point (HBR-PT)": a name and its code, not two values.
    """
    own, other = own.lower(), other.lower()
    for content in ActionResults(context).contents().get(action_id, []):
        for value in _strings(content):
            lower = value.lower()
            if own in lower and other in lower:
                return True
    return False


def _strings(node: JSONValue) -> list[str]:
    """Every string of a JSON value (a result sent as JSON text read as that JSON)."""
    return [leaf for leaf in json_leaves(held_json(node)) if isinstance(leaf, str)]


def offered_beside(context: ValidationContext, phrase: str) -> dict[str, str]:
    """The options the agent offered beside `phrase`, each as a phrase, to its quoted text.

    "What is the reason: 'damaged in transit' or 'arrived too late'?": a sentence of an
    assistant's message that quotes two or more options joined by "or" puts a choice; each
    option is another value of what the others are a value of. Read once per validation.
    """
    cache = context.cache.setdefault("param_conflicts.offers", {})
    assert isinstance(cache, dict)
    if not cache:
        groups: list[dict[str, str]] = []
        for event in context.messages(EventKind.ASSISTANT):
            text = context.text(event)
            if text.count("'") + text.count('"') + 2 * text.count("\u201c") < 4:
                continue  # two quoted options at the least
            for sentence in _SENTENCES.findall(text):
                if " or " not in sentence:
                    continue
                options: dict[str, str] = {}
                for match in _QUOTED.finditer(sentence):
                    quoted = next(group for group in match.groups() if group)
                    option = _phrase(quoted)
                    if option is not None:
                        options[option] = quoted
                if len(options) > 1:
                    groups.append(options)
        cache[""] = groups  # read: a session of no offer is read once too
    groups = cache[""]
    assert isinstance(groups, list)
    return {
        other: written
        for options in groups
        if phrase in options
        for other, written in options.items()
        if other != phrase
    }


def _siblings(context: ValidationContext, action_id: str) -> list[str]:
    """The other actions of `action_id`'s kind."""
    statuses = context.action_statuses()
    kind = statuses[action_id].kind if action_id in statuses else None
    return [
        other for other, record in statuses.items() if record.kind == kind and other != action_id
    ]


def _role_pairs(names: Sequence[str]) -> list[tuple[str, str]]:
    """(source key, destination key) pairs: ``account_type`` and ``recipient_account_type``."""
    pairs = []
    for key in names:
        parts = key.lower().split("_")
        for other in names:
            rest = other.lower().split("_")
            if len(rest) > len(parts) and rest[-len(parts) :] == parts:
                marks = rest[: len(rest) - len(parts)]
                if marks and set(marks) <= DESTINATION_WORDS:
                    pairs.append((key, other))
    return pairs


def _after(words: list[str], preposition: str) -> set[str]:
    """The phrases (up to four words) right after each `preposition`, past determiners."""
    found: set[str] = set()
    for index, word in enumerate(words):
        if word != preposition:
            continue
        start = index + 1
        while start < len(words) and words[start] in DETERMINERS:
            start += 1
        found.update(
            " ".join(words[start : start + size])
            for size in range(1, _LONGEST_PHRASE + 1)
            if start + size <= len(words)
        )
    return found


def _other_values(context: ValidationContext, action_id: str, key: str) -> set[str]:
    """Phrases `key` holds elsewhere: in other actions of the kind, in its field's history."""
    found = {
        theirs[0][1]
        for other in _siblings(context, action_id)
        if (theirs := _forms_of(context, other).get(key)) is not None and theirs[0][0] == "phrase"
    }
    if key in context.fact_keys():
        for fact in context.fact_history(key):
            form = _form(fact.value)
            if form is not None and form[0] == "phrase":
                found.add(form[1])
    return found


def role_conflict(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    """A source or destination param named by its preposition with another of its values.

    "from V" where the action's source param (``account_type``, beside
    ``recipient_account_type``) holds another value, and V is one that param holds elsewhere
    in the session; "to V" likewise for the destination param.
    """
    own = _forms_of(context, action_id)
    pairs = _role_pairs(list(own))
    if not pairs:
        return None
    words = _WORDS.findall(clause.lower())
    if "from" not in words and "to" not in words and "into" not in words:
        return None
    for source, destination in pairs:
        for key, prepositions in ((source, ("from",)), (destination, ("to", "into"))):
            form, shown = own[key]
            if form[0] != "phrase":
                continue
            named = set().union(*(_after(words, word) for word in prepositions))
            for other in sorted(_other_values(context, action_id, key) - {form[1]}):
                if other in named and form[1] not in named:
                    return Conflict(key, other, shown)
    return None


_END_WINDOW: Final = re.compile(r"\b(from|to|into)\s+((?:\S+\s*){1,3})", re.IGNORECASE)
"""A preposition of a transfer's end and the (up to three) words that name it."""
_SHORTEST_MARK: Final = 4
"""Fewer digits name no account ("x6671" names one by its last four)."""


def _marks(atoms: set[str] | frozenset[str]) -> set[str]:
    """The atoms that can tell one account from another: identifiers, long numbers."""
    return {
        atom
        for atom in atoms
        if atom.startswith("i:") or (atom.startswith("n:") and len(atom) - 2 >= _SHORTEST_MARK)
    }


def swapped_ends(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    """A transfer's ends said the other way round: "from CHK x6671 into SAV x6688".

    Of an action whose params name a source and a destination of one thing
    (``from_account`` and ``to_account``, ``source_wallet`` and ``destination_wallet``), the
    clause names after "from" what the destination holds, or after "to" what the source
    holds, and not the end the preposition should name.
    """
    record = context.action(action_id)
    params = record.params if record is not None else None
    if not isinstance(params, dict) or not _END_WINDOW.search(clause):
        return None
    ends: dict[str, list[str]] = {}
    for key in params:
        head, _, rest = key.lower().partition("_")
        if rest and (head in SOURCE_WORDS or head in DESTINATION_WORDS):
            ends.setdefault(rest, ["", ""])[head in DESTINATION_WORDS] = key
    said: dict[str, set[str]] = {"from": set(), "to": set()}
    for match in _END_WINDOW.finditer(clause):
        end = "from" if match.group(1).lower() == "from" else "to"
        said[end] |= _marks({literal.atom for literal in literals(match.group(2))})
    for source, destination in ends.values():
        if not (source and destination):
            continue
        held = {key: _marks(text_atoms(str(params[key]))) for key in (source, destination)}
        for end, key, other in (("from", source, destination), ("to", destination, source)):
            if said[end] & held[other] and not said[end] & held[key]:
                return Conflict(key, str(params[other]), str(params[key]))
    return None


def another_object(
    context: ValidationContext, clause: str, action_ids: Sequence[str]
) -> Conflict | None:
    """An identifier the clause names of another object than the actions are on, if any.

    "The lamp in order #W2002 was swapped" of an exchange on order #W1001: the clause names an id
    that no ledger action's params hold, that the session gives under the key of one of
    the actions' id params (``order_id``, or ``item_id`` for ``item_ids``), and that param
    holds another id, the same in every action, which the clause does not name. An id an
    action's own result first gave is what the act made, no other object.
    """
    named = id_atoms(clause)
    if not named:
        return None
    records = [context.action(action_id) for action_id in action_ids]
    params = params_ids(context, action_ids)
    if not params or len(params) != len(action_ids):
        return None
    own = {atom for found in params for atoms in found.values() for atom in atoms}
    strangers = [atom for atom in named if atom not in own]
    if not strangers:
        return None  # the common case: a true claim names its own actions' ids
    common = {
        key: atoms
        for key, atoms in params[0].items()
        if all(found.get(key, {}).keys() == atoms.keys() for found in params[1:])
        and named.keys().isdisjoint(atoms)
    }
    if not common:
        return None
    session = session_ids(context)
    found = [
        (atom, key, atoms)
        for atom in strangers
        for key, atoms in sorted(common.items())
        if atom in session.get(key, ())
    ]
    if not found:
        return None
    kinds = {record.kind for record in records if record is not None}
    held = {  # an id another action of the kind is on is no stranger (what a swap brought in)
        atom
        for record in context.actions().values()
        if record.kind in kinds
        for atoms in ids_by_key(record.params).values()
        for atom in atoms
    }
    results = ActionResults(context)
    for atom, key, atoms in found:
        if atom in held or any(results.first_made(one, {atom}) for one in action_ids):
            continue  # nor is an id the act itself made ("split, as LN-4410-A")
        return Conflict(key, named[atom], ", ".join(sorted(atoms.values())))
    return None


def wrong_detail(
    context: ValidationContext,
    clause: str,
    targets: Sequence[str],
    true_of: Sequence[str],
    *,
    sentence: str = "",
    stative: bool = False,
) -> tuple[Conflict, list[str]] | None:
    """A wrong detail in the clause of a true claim, with the actions it is wrong of.

    Another object's id (`another_object`), read against the actions the claim is true of
    (`true_of`); for a claim of one action (`targets`), or true of one alone, another value
    of one of its params (`conflicting_value`, `role_conflict`, `swapped_ends`,
    `described_record`), an act its flags turned off, said anywhere in the claim's
    `sentence` (`flag_denied`), or another way its money went (`channel_conflict`). A claim
    `stative` tells the state its object is in: naming an id no action it is true of holds
    ("the October invoice, INV-7, is already paid"), it tells another object's state.
    """
    if stative and names_another(context, clause, true_of):
        return None  # "the October invoice, INV-7, is already paid": another object's state
    conflict = another_object(context, clause, true_of)
    if conflict is not None:
        return conflict, list(true_of)
    one = targets if len(targets) == 1 else true_of
    if len(one) != 1:
        # Several actions alike ("both orders were cancelled, as damaged in transit"): what is
        # wrong of the first is wrong of each, for a param they all give the same value.
        conflict = conflicting_value(context, clause, one[0]) if one else None
        if conflict is None or any(
            _forms_of(context, other).get(conflict.key, (None, ""))[1] != conflict.actual
            for other in one[1:]
        ):
            return None
        return conflict, list(one)
    conflict = (
        conflicting_value(context, clause, one[0])
        or role_conflict(context, clause, one[0])
        or swapped_ends(context, clause, one[0])
        or described_record(context, clause, one[0])
        or flag_denied(context, sentence or clause, one[0])
        or _paid_another_way(context, clause, one[0])
    )
    return None if conflict is None else (conflict, list(one))


_STATE_COPULAS: Final = frozenset({"is", "are", "am"})
_BETWEEN: Final = frozenset({"already", "now", "still", "fully", "all", "also"})


def stative(tokens: Sequence[Token], at: int) -> bool:
    """Whether the participle at `at` tells a present state: "is already paid", "are closed"."""
    before = at - 1
    while before >= 0 and tokens[before].lower in _BETWEEN:
        before -= 1
    return before >= 0 and tokens[before].lower in _STATE_COPULAS


def _paid_another_way(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    found = channel_conflict(context, clause, action_id)
    return None if found is None else Conflict(found[0], found[1], found[2])


def described_record(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    """A param naming a record by its id, described in `clause` with another record's value.

    "M5TQW2 changed, paid with card 2172" of a change whose ``payment_id`` is ``card_5531``
    (last four 7803), when a tool result lists ``card_5531`` beside a card whose last four
    digits are 2172 (`agentstate.validation._record_details.record_described`). A param of
    several values (the flights of a change) is not read: the clause may describe any of them.
    """
    record = context.action(action_id)
    values: dict[str, list[JSONValue]] = {}
    for key, value in leaves(record.params if record is not None else {}):
        values.setdefault(key, []).append(value)
    ids = [
        value
        for held in values.values()
        for value in held
        if isinstance(value, str) and _ID.fullmatch(value)
    ]
    for key, held in values.items():
        value = held[0]
        if len(held) == 1 and value in ids:
            assert isinstance(value, str)
            beside = [other for other in ids if other != value]
            found = record_described(context, clause, value, beside)
            if found is not None:
                # "addon_code 'VVM-PLUS'" when the record is told by the same field
                field = key if found.key == key else f"{key} {value}'s {found.key}"
                return Conflict(field, found.said, found.actual)
    return None


def flag_denied(context: ValidationContext, clause: str, action_id: str) -> Conflict | None:
    """An act said done that one of the action's own flags turned off.

    "The restart completed and the on-call engineer was paged" of a ``restart_service`` whose
    ``page`` is false: the past of a verb (or its noun, "announcement sent") whose stem is a
    word of a param false is said of what the action was told not to do. Not when negated
    ("not paged", "without paging").
    """
    record = context.action(action_id)
    params = record.params if record is not None else None
    flags = {
        key: {stem(part) for part in _FLAG_WORDS.findall(key.lower())}
        for key, value in (params.items() if isinstance(params, dict) else ())
        if value is False
    }
    if not flags:
        return None
    words = _FLAG_WORDS.findall(clause.lower())
    for at, word in enumerate(words):
        if word in IRREGULAR_PAST or word.endswith("ed"):
            said = {regular_past_stem(word) if word.endswith("ed") else stem(IRREGULAR_PAST[word])}
        else:
            said = (
                {stem(word)}
                if word.endswith("ing")  # "paging"
                else set(act_nouns(word))
                if word.endswith(("ment", "tion"))  # "announcement", "notification"
                else set()
            )
        if not said or not DENIED_BEFORE.isdisjoint(words[max(0, at - 2) : at]):
            continue
        for key, parts in flags.items():
            if not said.isdisjoint(parts):
                return Conflict(key, word, "false")
    return None


_FLAG_WORDS: Final = re.compile(r"[^\W\d_]+")


_ID: Final = re.compile(r"#?(?=[A-Za-z_-]*[0-9])[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*")
"""A value that may be a record's id: one token of letters, "_" or "-" and a digit at least
("card_5531", "#W1001"); a word ("economy") names no one record."""
