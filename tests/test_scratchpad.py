"""The typed scratchpad: strict writes with provenance, history, and schema changes."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Annotated

import pytest
from pydantic import Field, field_validator

from agentstate import AgentState, EventKind, Fact, FactStatus, FactVersion, Scratchpad
from agentstate.errors import EvidenceNotFound, InvalidInput, InvalidRef, ScratchpadError
from agentstate.replay import stored_projection
from agentstate.scratchpad import MAX_FACT_BYTES
from agentstate.testing import ManualClock


class SupportFacts(Scratchpad):
    order_id: str | None = None
    credit_cents: Annotated[int, Field(ge=0)] | None = None
    damaged_items: list[str] = Field(default_factory=list)
    delivered_on: date | None = None
    refund: Decimal | None = None
    rate: float | None = None

    @field_validator("order_id")
    @classmethod
    def _strip_hash(cls, value: str | None) -> str | None:
        return value.removeprefix("#") if value is not None else None


@pytest.fixture
def support(make_state: Callable[..., AgentState]) -> AgentState:
    """A state with the SupportFacts scratchpad."""
    return make_state(scratchpad=SupportFacts)


def _snapshot(state: AgentState) -> tuple[int, list[Fact]]:
    with state.backend.read(state.session_id) as reader:
        head = reader.head().seq
    return head, state.scratchpad.facts()


def _unchanged(state: AgentState, before: tuple[int, list[Fact]]) -> bool:
    return _snapshot(state) == before


def test_set_records_value_source_and_event(support: AgentState) -> None:
    """A write appends a fact event and makes the value current with its source ref."""
    ref = support.append_user("Order 4921 arrived damaged.")
    fact = support.scratchpad.set("order_id", "4921", source=ref)
    assert fact == Fact(key="order_id", value="4921", source="ev_1", event="ev_2")
    assert support.scratchpad.get("order_id") == "4921"
    assert support.scratchpad.provenance("order_id") == "ev_1"
    event = support.evidence.get("ev_2")
    assert event.kind is EventKind.FACT
    assert event.content == {"key": "order_id", "value": "4921", "source": "ev_1"}


def test_history_keeps_superseded_values(support: AgentState) -> None:
    """The previous value stays in history with the event that superseded it."""
    first = support.append_user("credit 200")
    support.scratchpad.set("credit_cents", 20000, source=first)
    second = support.append_user("no, 250")
    support.scratchpad.set("credit_cents", 25000, source=second)
    assert support.scratchpad.history("credit_cents") == [
        FactVersion(
            key="credit_cents", value=20000, source="ev_1", event="ev_2", superseded_by="ev_4"
        ),
        FactVersion(key="credit_cents", value=25000, source="ev_3", event="ev_4"),
    ]
    assert support.scratchpad.get("credit_cents") == 25000


def test_unwritten_field_reads_its_default(support: AgentState) -> None:
    """A field never written reads as its default, with no provenance and no history."""
    assert support.scratchpad.get("damaged_items") == []
    assert support.scratchpad.get("order_id") is None
    assert support.scratchpad.provenance("order_id") is None
    assert support.scratchpad.history("order_id") == []
    assert support.scratchpad.values() == {}


def test_source_may_be_ref_string_eventref_or_event(support: AgentState) -> None:
    """A source is accepted as "ev_<seq>", an EventRef or an Event of this session."""
    ref = support.append_user("hi")
    event = support.evidence.get(ref)
    for source in ("ev_1", ref, event):
        assert support.scratchpad.set("order_id", "1", source=source).source == "ev_1"


@pytest.mark.parametrize("value", ["25000", 250.0, True, [25000], {"cents": 25000}])
def test_wrong_type_is_refused_and_writes_nothing(support: AgentState, value: object) -> None:
    """An amount given as a string, a float, a bool or a container is refused: no coercion."""
    ref = support.append_user("credit please")
    before = _snapshot(support)
    with pytest.raises(ScratchpadError, match="credit_cents") as caught:
        support.scratchpad.set("credit_cents", value, source=ref)
    assert caught.value.key == "credit_cents"
    assert _unchanged(support, before)


def test_constraint_is_enforced(support: AgentState) -> None:
    """A field constraint (ge=0) is checked on write."""
    ref = support.append_user("x")
    with pytest.raises(ScratchpadError, match="greater than or equal to 0"):
        support.scratchpad.set("credit_cents", -1, source=ref)


def test_unknown_field_is_refused_and_writes_nothing(support: AgentState) -> None:
    """A key that is not a field of the schema is refused, naming the known fields."""
    ref = support.append_user("x")
    before = _snapshot(support)
    with pytest.raises(ScratchpadError, match=r"'orderid' is not a field of SupportFacts"):
        support.scratchpad.set("orderid", "4921", source=ref)
    with pytest.raises(ScratchpadError):
        support.scratchpad.set(42, "4921", source=ref)  # type: ignore[arg-type]
    with pytest.raises(ScratchpadError):
        support.scratchpad.get("orderid")
    with pytest.raises(ScratchpadError):
        support.scratchpad.history("orderid")
    assert _unchanged(support, before)


def test_ref_from_another_session_is_refused(make_state: Callable[..., AgentState]) -> None:
    """A source ref of another session is refused and nothing is written (invariant 10)."""
    other = make_state("ticket-1")
    foreign = other.append_user("order 9999")
    support = make_state(scratchpad=SupportFacts)
    support.append_user("order 4921")
    before = _snapshot(support)
    with pytest.raises(EvidenceNotFound, match="refs never cross sessions"):
        support.scratchpad.set("order_id", "9999", source=foreign)
    with pytest.raises(EvidenceNotFound):
        support.scratchpad.set("order_id", "9999", source=other.evidence.get(foreign))
    assert _unchanged(support, before)


def test_ref_in_the_future_is_refused(support: AgentState) -> None:
    """A source past the last event (a value cannot come from the future) is refused."""
    support.append_user("order 4921")
    before = _snapshot(support)
    with pytest.raises(EvidenceNotFound, match="a source must already be in the log"):
        support.scratchpad.set("order_id", "4921", source="ev_2")
    assert _unchanged(support, before)


def test_ref_on_an_empty_log_is_refused(support: AgentState) -> None:
    """With no events yet, every source is in the future."""
    with pytest.raises(EvidenceNotFound, match="no events yet"):
        support.scratchpad.set("order_id", "4921", source="ev_1")
    assert support.scratchpad.facts() == []


@pytest.mark.parametrize("source", [None, "ev_0", "ev_x", "act_1", 3])
def test_missing_or_malformed_ref_is_refused(support: AgentState, source: object) -> None:
    """A missing or malformed source ref raises InvalidRef and writes nothing."""
    support.append_user("x")
    before = _snapshot(support)
    with pytest.raises(InvalidRef):
        support.scratchpad.set("order_id", "4921", source=source)  # type: ignore[arg-type]
    assert _unchanged(support, before)


def test_one_megabyte_value_is_refused(support: AgentState) -> None:
    """A 1 MB value exceeds MAX_FACT_BYTES: refused, nothing written."""
    ref = support.append_user("x")
    before = _snapshot(support)
    with pytest.raises(ScratchpadError, match="exceeds the limit"):
        support.scratchpad.set("order_id", "x" * 1_000_000, source=ref)
    with pytest.raises(ScratchpadError, match="exceeds the limit"):
        support.scratchpad.set("damaged_items", ["y" * 1000] * 1000, source=ref)
    assert _unchanged(support, before)


def test_value_at_the_limit_is_accepted(support: AgentState) -> None:
    """A value of exactly MAX_FACT_BYTES (as JSON) is accepted; one byte more is not."""
    ref = support.append_user("x")
    text = "z" * (MAX_FACT_BYTES - 2)  # two quotes make the JSON string
    assert support.scratchpad.set("order_id", text, source=ref).value == text
    with pytest.raises(ScratchpadError):
        support.scratchpad.set("order_id", text + "z", source=ref)


def test_lone_surrogate_is_refused(support: AgentState) -> None:
    """Text that cannot be stored as UTF-8 is refused as a scratchpad error."""
    ref = support.append_user("x")
    with pytest.raises(ScratchpadError, match="surrogate"):
        support.scratchpad.set("order_id", "bad \ud800", source=ref)


def test_nan_is_refused(support: AgentState) -> None:
    """A float field refuses NaN: it has no JSON form."""
    ref = support.append_user("x")
    with pytest.raises(ScratchpadError, match="rate"):
        support.scratchpad.set("rate", float("nan"), source=ref)


def test_json_form_and_python_form_are_both_accepted(support: AgentState) -> None:
    """A date field takes a date or its ISO string; a Decimal field takes a Decimal or its text."""
    ref = support.append_user("delivered May 20, refund 12.50")
    assert support.scratchpad.set("delivered_on", date(2024, 5, 20), source=ref).value == (
        "2024-05-20"
    )
    assert support.scratchpad.set("delivered_on", "2024-05-21", source=ref).value == "2024-05-21"
    assert support.scratchpad.set("refund", Decimal("12.50"), source=ref).value == "12.50"
    with pytest.raises(ScratchpadError):
        support.scratchpad.set("delivered_on", "May 20", source=ref)
    snapshot = support.scratchpad.snapshot()
    assert isinstance(snapshot, SupportFacts)
    assert snapshot.delivered_on == date(2024, 5, 21)
    assert snapshot.refund == Decimal("12.50")


def test_field_validators_run_on_write(support: AgentState) -> None:
    """Field validators of the schema normalize the stored value."""
    ref = support.append_user("order #4921")
    assert support.scratchpad.set("order_id", "#4921", source=ref).value == "4921"


def test_float_field_takes_an_int(support: AgentState) -> None:
    """A float field accepts an integer (every int is an exact float here), stored as float."""
    ref = support.append_user("x")
    assert support.scratchpad.set("rate", 3, source=ref).value == 3.0


def test_returned_values_are_copies(support: AgentState) -> None:
    """Mutating a value returned by get or values never changes the stored value."""
    ref = support.append_user("items a, b")
    support.scratchpad.set("damaged_items", ["a", "b"], source=ref)
    got = support.scratchpad.get("damaged_items")
    assert isinstance(got, list)
    got.append("c")
    values = support.scratchpad.values()
    assert isinstance(values["damaged_items"], list)
    values["damaged_items"].append("d")
    assert support.scratchpad.get("damaged_items") == ["a", "b"]


def test_values_are_in_schema_order(support: AgentState) -> None:
    """values() lists written fields in the order the schema declares them."""
    ref = support.append_user("x")
    support.scratchpad.set("rate", 1.5, source=ref)
    support.scratchpad.set("order_id", "4921", source=ref)
    assert list(support.scratchpad.values()) == ["order_id", "rate"]


def test_state_without_schema_refuses_every_key(state: AgentState) -> None:
    """Without a scratchpad class, every key is unknown."""
    ref = state.append_user("x")
    with pytest.raises(ScratchpadError, match="fields: none"):
        state.scratchpad.set("order_id", "1", source=ref)


class _Required(Scratchpad):
    order_id: str


class _Aliased(Scratchpad):
    order_id: str | None = Field(default=None, alias="orderId")


@pytest.mark.parametrize("schema", [_Required, _Aliased, dict, "SupportFacts"])
def test_invalid_schema_class_is_refused_at_open(
    make_state: Callable[..., AgentState], schema: object
) -> None:
    """A field without a default, an alias, or a non-Scratchpad class is refused at open."""
    with pytest.raises(InvalidInput):
        make_state(scratchpad=schema)


# --- schema changes between runs ---------------------------------------------------------


class FactsV1(Scratchpad):
    order_id: str | None = None
    credit: str | None = None
    legacy_note: str | None = None


class FactsV2(Scratchpad):
    order_id: str | None = None
    credit: int | None = None  # retyped: was text
    customer_tier: str | None = None  # added; legacy_note removed


def test_schema_change_on_the_same_database(make_state: Callable[..., AgentState]) -> None:
    """Added, removed and retyped fields: no crash; removed and invalid values are flagged."""
    v1 = make_state(scratchpad=FactsV1)
    ref = v1.append_user("order 4921, credit 25000, note: fragile")
    v1.scratchpad.set("order_id", "4921", source=ref)
    v1.scratchpad.set("credit", "25000", source=ref)
    v1.scratchpad.set("legacy_note", "fragile", source=ref)

    v2 = make_state(scratchpad=FactsV2)
    assert v2.scratchpad.values() == {"order_id": "4921"}
    statuses = {fact.key: fact.status for fact in v2.scratchpad.facts()}
    assert statuses == {
        "order_id": FactStatus.CURRENT,
        "credit": FactStatus.INVALID,
        "legacy_note": FactStatus.REMOVED,
    }
    assert v2.scratchpad.get("customer_tier") is None
    with pytest.raises(ScratchpadError, match="no longer matches the schema"):
        v2.scratchpad.get("credit")
    with pytest.raises(ScratchpadError, match="removed from the schema"):
        v2.scratchpad.get("legacy_note")
    with pytest.raises(ScratchpadError):
        v2.scratchpad.set("legacy_note", "x", source=ref)
    assert [version.value for version in v2.scratchpad.history("legacy_note")] == ["fragile"]
    assert v2.scratchpad.provenance("legacy_note") == "ev_1"
    assert v2.scratchpad.history("credit")[0].value == "25000"
    assert v2.scratchpad.snapshot() == FactsV2(order_id="4921")

    v2.scratchpad.set("credit", 25000, source=ref)
    assert v2.scratchpad.get("credit") == 25000
    assert [version.value for version in v2.scratchpad.history("credit")] == ["25000", 25000]


def test_schema_change_across_a_reopened_file(tmp_path: Path) -> None:
    """A database file written under one schema opens and reads under the next one."""
    path = tmp_path / "state.db"
    with AgentState.open(path, session_id="s", scratchpad=FactsV1, clock=ManualClock()) as v1:
        ref = v1.append_user("credit 25000")
        v1.scratchpad.set("credit", "25000", source=ref)
        v1.scratchpad.set("order_id", "4921", source=ref)
    with AgentState.open(path, session_id="s", scratchpad=FactsV2) as v2:
        assert v2.scratchpad.values() == {"order_id": "4921"}
        assert [fact.status for fact in v2.scratchpad.facts()] == [
            FactStatus.CURRENT,
            FactStatus.INVALID,
        ]
        assert v2.replay() == stored_projection(v2)


def test_fact_history_tool_names_the_source(support: AgentState) -> None:
    """The fact_history tool answers where a value came from: its source event and kind."""
    first = support.append_user("credit 200")
    support.scratchpad.set("credit_cents", 20000, source=first)
    second = support.append_user("make it 250")
    support.scratchpad.set("credit_cents", 25000, source=second)
    outcome = support.tools().dispatch("fact_history", {"key": "credit_cents"})
    assert not outcome.is_error
    assert outcome.content == (
        '{"key":"credit_cents","status":"current","history":['
        '{"value":20000,"source":"ev_1","source_kind":"user","recorded_by":"ev_2",'
        '"superseded_by":"ev_4"},'
        '{"value":25000,"source":"ev_3","source_kind":"user","recorded_by":"ev_4",'
        '"superseded_by":null}]}'
    )
    refused = support.tools().dispatch("fact_history", {"key": "nope"})
    assert refused.is_error
