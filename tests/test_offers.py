"""Offers and mentions: what an assistant message offers of a list, what a user states."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agentstate._mentions import mentioned_values
from agentstate._offers import MAX_OFFERED, offered_items

FLIGHTS = [
    {"flight_number": "HAT084", "origin": "DEN", "status": "available", "prices": {"economy": 90}},
    {"flight_number": "HAT290", "origin": "DEN", "status": "available", "prices": {"economy": 120}},
]


def test_an_item_is_named_by_a_string_of_its_own_in_any_case() -> None:
    """'hat290' names the second flight, kept by its scalar fields."""
    assert offered_items(FLIGHTS, "Flight hat290 leaves at 5 pm.") == [
        {"flight_number": "HAT290", "origin": "DEN", "status": "available"}
    ]


def test_strings_every_item_shares_name_none() -> None:
    assert offered_items(FLIGHTS, "Both are available from DEN.") == []


def test_a_name_is_a_whole_phrase() -> None:
    assert offered_items(FLIGHTS, "HAT2901 is not one of them") == []
    assert offered_items([{"name": "Cubs"}], "the cubs") == [{"name": "Cubs"}]


def test_a_list_of_legs_is_one_item_kept_leg_by_leg() -> None:
    pairs = [[FLIGHTS[0], FLIGHTS[1]], [FLIGHTS[1], {"flight_number": "HAT175"}]]
    assert offered_items(pairs, "HAT175 connects") == [
        [
            {"flight_number": "HAT290", "origin": "DEN", "status": "available"},
            {"flight_number": "HAT175"},
        ]
    ]


def test_what_is_no_list_or_no_text_offers_nothing() -> None:
    assert offered_items({"flight_number": "HAT084"}, "HAT084") == []
    assert offered_items("HAT084", "HAT084") == []
    assert offered_items(FLIGHTS, "") == []


@given(
    st.lists(st.text(min_size=1, max_size=12), min_size=1, max_size=20, unique=True),
    st.text(max_size=200),
)
def test_offered_items_are_items_of_the_result_in_its_order(names: list[str], text: str) -> None:
    """Whatever the text: at most MAX_OFFERED items, each one of the result's, in order."""
    result = [{"name": name, "rank": index} for index, name in enumerate(names)]
    found = offered_items(result, text)
    assert len(found) <= MAX_OFFERED
    assert all(item in result for item in found)
    ranks = [item["rank"] for item in found if isinstance(item, dict)]
    assert ranks == sorted(ranks)
    for item in found:
        assert isinstance(item, dict)
        assert " ".join(str(item["name"]).lower().split()) in " ".join(text.lower().split())


def test_mentions_are_identifiers_emails_amounts_and_dates_once_each() -> None:
    text = (
        "Order #W2378156 (not 24th, 10am or 15kg) for mia_li_3668: refund $1,234.50 or "
        "375 dollars to jo@example.com by 2024-05-20; again #W2378156."
    )
    assert mentioned_values(text) == [
        "#W2378156",
        "mia_li_3668",
        "$1,234.50",
        "375 dollars",
        "jo@example.com",
        "2024-05-20",
    ]
    assert mentioned_values("Thanks, that is all for today.") == []
