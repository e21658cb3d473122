"""Structural excerpts: same type, small parts whole, bounded size, unchanged when they fit."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agentstate._excerpts import ELLIPSIS, cut, size
from agentstate._json import JSONValue
from agentstate.testing.strategies import json_values

values = json_values(max_leaves=40)


@given(value=values, limit=st.integers(0, 400))
def test_an_excerpt_is_json_of_the_same_type_and_bounded(value: JSONValue, limit: int) -> None:
    """The same type; the value itself when it fits; else no larger than the limit or its least."""
    excerpt = cut(value, limit)
    assert type(excerpt) is type(value)
    if size(value) <= limit:
        assert excerpt == value
    else:
        assert size(excerpt) <= max(limit, size(cut(value, 0)))
        assert size(excerpt) < size(value) or size(value) <= size(cut(value, 0))


@given(entries=st.dictionaries(st.text(max_size=8), values, min_size=1), limit=st.integers(0, 300))
def test_an_object_keeps_its_keys_in_order(entries: dict[str, JSONValue], limit: int) -> None:
    """Kept keys come in the object's order; a count stands for the ones left out."""
    excerpt = cut(entries, limit)
    assert isinstance(excerpt, dict)
    kept = [key for key in excerpt if key in entries]
    assert kept == [key for key in entries if key in kept]
    if len(kept) < len(entries):
        assert excerpt[ELLIPSIS] == f"{len(entries) - len(kept)} more"


def test_small_fields_stay_whole_and_large_ones_are_elided() -> None:
    """A record keeps its identifiers and statuses; its long lists shrink to a count."""
    record = {
        "id": "R-88",
        "status": "open",
        "lines": [{"sku": f"S{i}", "qty": i} for i in range(50)],
        "note": "x" * 400,
    }
    excerpt = cut(record, 200)
    assert isinstance(excerpt, dict)
    assert excerpt["id"] == "R-88"
    assert excerpt["status"] == "open"
    assert isinstance(excerpt["lines"], list)
    assert str(excerpt["lines"][-1]).startswith(ELLIPSIS)
    assert str(excerpt["note"]).endswith(ELLIPSIS)
    assert size(excerpt) <= 200


def test_a_short_excerpt_keeps_what_identifies_before_plain_words() -> None:
    """Codes, dates and amounts are kept before words, shown in the record's own order."""
    flight = {
        "destination": "JFK",
        "origin": "SEA",
        "flight_number": "HAT232",
        "date": "2024-05-24",
        "price": 1200,
    }
    excerpt = cut(flight, 80)
    assert excerpt == {
        "flight_number": "HAT232",
        "date": "2024-05-24",
        "price": 1200,
        ELLIPSIS: "2 more",
    }


def test_a_list_of_lists_shows_an_identifier_of_each_item_it_keeps() -> None:
    """Pairs of flights: each pair kept shows a flight's number, not only an empty count."""
    offers = [
        [
            {"flight_number": f"HAT{i}0{j}", "origin": "JFK", "date": f"2024-05-1{i}", "price": i}
            for j in range(2)
        ]
        for i in range(3)
    ]
    for limit in (120, 150, 180):
        excerpt = cut(offers, limit)
        assert size(excerpt) <= limit
        assert isinstance(excerpt, list)
        shown = [item for item in excerpt if isinstance(item, list)]
        assert len(shown) >= 2, limit
        for pair in shown:
            assert isinstance(pair[0], dict)
            assert str(pair[0]["flight_number"]).startswith("HAT")


def test_the_records_of_a_list_show_first_what_tells_them_apart() -> None:
    """The date every option shares comes after the flight number that tells them apart."""
    offers = [
        {"date": "2024-05-24", "origin": "SEA", "flight_number": f"HAT{i}32", "status": "open"}
        for i in range(4)
    ]
    excerpt = cut(offers, 150)
    assert isinstance(excerpt, list)
    shown = [item for item in excerpt if isinstance(item, dict)]
    assert len(shown) >= 3
    assert [item.get("flight_number") for item in shown] == [f"HAT{i}32" for i in range(len(shown))]
    assert all("date" not in item for item in shown)


def test_a_word_never_takes_the_place_of_an_identifier_that_does_not_fit() -> None:
    """Shown entries are a prefix of the order: no plain word stands where the id would be."""
    record = {"origin": "DEN", "booking": "BK-2024-0000123", "status": "open"}
    excerpt = cut(record, 30)
    assert excerpt == {ELLIPSIS: "3 more"}
    assert cut(record, 45) == {"booking": "BK-2024-0000123", ELLIPSIS: "2 more"}


def test_an_excerpt_that_fits_exactly_is_kept() -> None:
    """The count entry needs one comma fewer than the entries shown before it."""
    record = {f"k{i}": "x" * 40 for i in range(6)}
    record["code"] = "HAT084"
    shortest = {"code": "HAT084", ELLIPSIS: "6 more"}
    assert cut(record, size(shortest)) == shortest


def test_a_list_cut_names_the_identifiers_of_what_it_leaves_out_in_the_room_left() -> None:
    """The count of the items left out names their identifiers, as many as the room left holds."""
    offers = [
        f"QX{100 + i}, ORL, 0{i}:00:00 | QX{200 + i}, BUF, 1{i}:00:00 with a long remark"
        for i in range(5)
    ]
    plain: dict[int, tuple[int, int]] = {}
    for limit in (80, 120, 160, 200, 260):
        excerpt = cut(offers, limit)
        assert isinstance(excerpt, list)
        assert size(excerpt) <= limit
        kept = [item for item in excerpt if not str(item).startswith(ELLIPSIS)]
        marker = str(excerpt[-1])
        assert marker.startswith(f"{ELLIPSIS}{5 - len(kept)} more")
        named = marker.partition(": ")[2].split(", ") if ": " in marker else []
        left_out = [f"QX{100 + i}" for i in range(len(kept), 5)] + [
            f"QX{200 + i}" for i in range(len(kept), 5)
        ]
        assert set(named) <= set(left_out)
        plain[limit] = (len(kept), len(named))
    # Naming never costs an item: as many are kept as with a bare count.
    assert plain[160][1] > 0
    assert [kept for kept, _ in plain.values()] == sorted(kept for kept, _ in plain.values())
