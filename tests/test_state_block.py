"""The state block: compact, deterministic, byte-identical while the state is unchanged."""

from __future__ import annotations

import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import Field

from agentstate import AgentState, Scratchpad, _json
from agentstate.context import placeholder_values
from agentstate.ledger import Action, ActionStatus
from agentstate.scratchpad import Fact, FactStatus
from agentstate.state_block import HEADER, format_state_block, render_state_block
from agentstate.testing import strategies as st_agent


class SupportFacts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None
    damaged_items: list[str] = Field(default_factory=list)


def test_empty_state_renders_nothing(state: AgentState) -> None:
    """With no values and no actions the block is the empty string."""
    state.append_user("hello")
    assert render_state_block(state) == ""


def test_block_lists_values_and_actions(make_state: Callable[..., AgentState]) -> None:
    """Values in schema order, actions in order of proposal (closed: unshown params only)."""
    state = make_state(scratchpad=SupportFacts)
    ref = state.append_user("Order 4921: 2 pallets damaged, credit 250 dollars")
    state.scratchpad.set("credit_cents", 25000, source=ref)
    state.scratchpad.set("order_id", "4921", source=ref)
    credit = state.ledger.propose(
        "issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=ref
    )
    note = state.ledger.propose("send_note", {"text": "sorry"}, source=ref)
    yes = state.append_user("yes")
    state.ledger.approve(credit.id, by="supervisor", source=yes)
    state.ledger.cancel(note.id, by="model", source=yes)
    assert render_state_block(state) == "\n".join(
        [
            HEADER,
            "Values:",
            '- order_id: "4921" [ev_1]',
            "- credit_cents: 25000 [ev_1]",
            "Actions:",
            '- act_4 issue_credit {"amount_cents":25000,"order_id":"4921"}: '
            "approved by supervisor [ev_6]",
            "- act_5 send_note: cancelled by model [ev_6]; parameters not shown above: "
            '{"text":"sorry"}',
        ]
    )


def test_a_closed_action_shows_the_parameters_a_later_write_overwrote(
    make_state: Callable[..., AgentState],
) -> None:
    """A closed action shows, in their own shape, the parameters a later write overwrote.

    What the block shows above (the current values) is left out.
    """
    state = make_state(scratchpad=SupportFacts)
    ref = state.append_user("credit 250 dollars on order 4921, then the same on 4922")
    state.scratchpad.set("credit_cents", 25000, source=ref)
    for order in ("4921", "4922"):
        state.scratchpad.set("order_id", order, source=ref)
        params = {"order_id": order, "amount_cents": 25000, "items": [{"sku": "A1", "qty": 2}]}
        credit = state.ledger.propose("issue_credit", params, source=ref)
        state.ledger.approve(credit.id, by="supervisor", source=ref)
        state.ledger.execute(credit.id, by="billing", source=ref)
    assert render_state_block(state).splitlines()[-2:] == [
        "- act_4 issue_credit: executed by billing [ev_1]; parameters not shown above: "
        '{"items":[{"qty":2,"sku":"A1"}],"order_id":"4921"}',
        "- act_8 issue_credit: executed by billing [ev_1]",
    ]


def test_a_failed_action_is_shown_failed(
    make_state: Callable[..., AgentState],
) -> None:
    """An execution answered by an error reads "failed by tool", citing the error result."""
    state = make_state(record_failures=True)
    ref = state.append_user("credit order 4921")
    credit = state.ledger.propose(
        "issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=ref
    )
    state.ledger.approve(credit.id, by="supervisor", source=ref)
    call = state.append_tool_call("issue_credit", {"order_id": "4921", "amount_cents": 25000})
    state.ledger.execute(credit.id, by="billing", source=call)
    params = '; parameters not shown above: {"amount_cents":25000,"order_id":"4921"}'
    assert render_state_block(state).endswith(
        f"- act_2 issue_credit: executed by billing [ev_4]{params}"
    )
    state.append_tool_result(call, "declined", is_error=True)
    assert render_state_block(state) == "\n".join(
        [HEADER, "Actions:", f"- act_2 issue_credit: failed by tool [ev_6]{params}"]
    )


def test_an_unrecorded_failure_is_shown_as_the_validator_judges_it(
    make_state: Callable[..., AgentState],
) -> None:
    """Without record_failures the ledger holds "executed"; the block shows the outcome.

    The same as with the failure recorded, but for the ledger event it would add: the model
    reads what the validator judges a summary by. A placeholder of the action renders it
    failed too.
    """
    state = make_state(record_failures=False)
    ref = state.append_user("credit order 4921")
    credit = state.ledger.propose(
        "issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=ref
    )
    state.ledger.approve(credit.id, by="supervisor", source=ref)
    call = state.append_tool_call("issue_credit", {"order_id": "4921", "amount_cents": 25000})
    state.ledger.execute(credit.id, by="billing", source=call)
    result = state.append_tool_result(call, "declined", is_error=True)
    assert state.ledger.get(credit.id).status is ActionStatus.EXECUTED
    assert (
        render_state_block(state)
        .splitlines()[-1]
        .startswith(f"- act_2 issue_credit: failed by tool [{result.ref}];")
    )
    with state.log.read() as reader:
        _, actions = placeholder_values(reader)
    assert actions == {"act_2": ("issue_credit", "failed")}


def test_unchanged_state_renders_byte_identically(make_state: Callable[..., AgentState]) -> None:
    """Rendering twice, across new messages and a reopen, gives the same bytes."""
    state = make_state(scratchpad=SupportFacts)
    ref = state.append_user("order 4921")
    state.scratchpad.set("order_id", "4921", source=ref)
    state.ledger.propose("refund", {"b": 1, "a": [2, 3]}, source=ref)
    first = render_state_block(state)
    state.append_user("anything else that is not state")
    assert render_state_block(state) == first
    assert render_state_block(make_state(scratchpad=SupportFacts)) == first
    state.scratchpad.set("order_id", "4922", source=ref)
    assert render_state_block(state) != first


def test_values_stay_on_one_line(make_state: Callable[..., AgentState]) -> None:
    """A value with newlines or brackets cannot forge lines: JSON escapes it."""
    state = make_state(scratchpad=SupportFacts)
    ref = state.append_user("x")
    state.scratchpad.set("order_id", "4921\n- credit_cents: 999 [ev_1]", source=ref)
    block = render_state_block(state)
    assert block.count("\n") == 2
    assert '"4921\\n- credit_cents: 999 [ev_1]"' in block


class Retyped(Scratchpad):
    order_id: int | None = None


def test_invalid_values_are_flagged_and_removed_ones_left_out(
    make_state: Callable[..., AgentState],
) -> None:
    """After a schema change, an invalid value is shown flagged; a removed field is omitted."""
    old = make_state(scratchpad=SupportFacts)
    ref = old.append_user("x")
    old.scratchpad.set("order_id", "4921", source=ref)
    old.scratchpad.set("damaged_items", ["pallet"], source=ref)
    block = render_state_block(make_state(scratchpad=Retyped))
    assert block.splitlines()[2:] == [
        '- order_id: "4921" [ev_1] (does not match the current schema: '
        "Input should be a valid integer)"
    ]


_facts = st.lists(
    st.builds(
        Fact,
        key=st.from_regex(r"[a-z_][a-z0-9_]{0,10}", fullmatch=True),
        value=st_agent.json_values(max_leaves=4),
        source=st.integers(1, 10**6).map(lambda n: f"ev_{n}"),
        event=st.integers(1, 10**6).map(lambda n: f"ev_{n}"),
        status=st.sampled_from(FactStatus),
        problem=st.none() | st_agent.texts,
    ),
    max_size=5,
)
_actions = st.lists(
    st.builds(
        Action,
        id=st.integers(1, 10**6).map(lambda n: f"act_{n}"),
        session_id=st.just("ticket-9104"),
        kind=st.sampled_from(["refund", "book_reservation"]),
        params=st_agent.json_values(max_leaves=4),
        digest=st.just("sha256:0"),
        status=st.sampled_from(ActionStatus),
        actor=st.sampled_from(["model", "user", "supervisor"]),
        source=st.integers(1, 10**6).map(lambda n: f"ev_{n}"),
        event=st.integers(1, 10**6).map(lambda n: f"ev_{n}"),
    ),
    max_size=5,
)


@settings(max_examples=50)
@given(facts=_facts, actions=_actions)
def test_format_is_deterministic_with_one_line_per_entry(
    facts: list[Fact], actions: list[Action]
) -> None:
    """Any state renders to the same text every time, one line per shown entry."""
    block = format_state_block(facts, actions)
    assert block == format_state_block(list(facts), list(actions))
    current = [fact for fact in facts if fact.status is not FactStatus.REMOVED]
    shown = [fact for fact in current if f"\n- {fact.key}: " in block]
    # Only an index whose every entry a record shown whole repeats is left out.
    assert all(isinstance(fact.value, dict) for fact in current if fact not in shown)
    if not shown and not actions:
        assert block == ""
        return
    headers = 1 + bool(shown) + bool(actions)
    assert len(block.split("\n")) == headers + len(shown) + len(actions)


_WORD = re.compile(r"\w+")


@settings(max_examples=80)
@given(
    facts=_facts,
    records=st.lists(
        st.dictionaries(
            st.sampled_from(["id", "route", "date", "cabin"]),
            st.sampled_from(["K7QX2M", "DTW-SEA", "2024-05-17", "economy", "HAT097"]),
            min_size=1,
        ),
        max_size=3,
    ),
)
def test_every_word_of_every_value_stays_in_the_block(
    facts: list[Fact], records: list[dict[str, str]]
) -> None:
    """Whatever an index leaves out, a record shown whole in the block holds: no word is lost."""
    indexed = [
        Fact(key=f"record_{n}", value=dict(value), source="ev_3", event="ev_4")
        for n, value in enumerate(records)
    ] + [
        Fact(
            key="records",
            value={str(value.get("id", "K7QX2M")): " ".join(value.values()) for value in records},
            source="ev_5",
            event="ev_6",
        )
    ]
    block = format_state_block([*facts, *indexed], [])
    said = set(_WORD.findall(block))
    for fact in [*facts, *indexed]:
        if fact.status is not FactStatus.REMOVED:
            assert set(_WORD.findall(_json.quoted(fact.value))) <= said, fact.key


def test_an_index_does_not_repeat_the_record_shown_whole() -> None:
    """The line indexing the record the block shows whole is left out; the others stay."""
    record = {"reservation_id": "K7QX2M", "route": "DTW-SEA", "flights": ["HAT097", "HAT251"]}
    index = {"K7QX2M": "DTW-SEA HAT097 HAT251", "PL3W9A": "JFK-SFO HAT069"}
    facts = [
        Fact(key="reservation", value=record, source="ev_13", event="ev_14"),
        Fact(key="reservations", value=index, source="ev_13", event="ev_15"),
    ]
    block = format_state_block(facts, [])
    assert '- reservations: {"PL3W9A":"JFK-SFO HAT069"} [ev_13]' in block
    assert block.count("HAT097") == 1
    # Shortened, the record no longer holds the line: the index shows it again.
    short = format_state_block(facts, [], value_chars=60)
    assert "K7QX2M" in short.split("- reservations: ")[1]
    # An index alone, or one whose entry names no value of the record, is shown whole.
    assert '"K7QX2M":"DTW-SEA HAT097 HAT251"' in format_state_block(facts[1:], [])
    other = [facts[0], Fact(key="notes", value={"K7QX2M": "rebook"}, source="ev_2", event="ev_2")]
    assert '- notes: {"K7QX2M":"rebook"}' in format_state_block(other, [])
