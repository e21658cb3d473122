"""A requirement's words read as the user meant them, beside the user's own.

A modal after its subject ("should not get a key fob"), a verb of ceasing ("stop mailing
paper statements"), a count said of both sides of an order ("the two ..."), an alternative
turned down after "rather than", one thing put "before" another that the user put first, a
word of restriction ("only the north gate"), "other than", and a negated comparison ("no
more than $35 a head"), which bounds what follows.
"""

from __future__ import annotations

import pytest

from agentstate.testing import ManualClock
from agentstate.validation._language import sentences
from agentstate.validation._polarity import stance

from .desk import Desk


def _requirement(clock: ManualClock, said: str, text: str, *, rule: str = "attribution") -> bool:
    """Whether a requirement citing one user message (`said`) gets an error of `rule`."""
    desk = Desk(clock, said, objective="Set up the team's access.")
    user = desk.request.ref
    return bool(desk.findings(text, rule=rule, field="constraints", refs=[user]))


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Orla Penn, the temp, should not get a key fob.", False),
        ("Orla Penn, the temp, should apparently not get a key fob.", False),
        ("Orla Penn, the temp, should get a key fob too.", True),
    ],
)
def test_should_after_its_subject_is_the_predicates_modal(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Orla Penn, the temp, should not get a key fob': no condition, the subject refused."""
    said = "key fobs for ada lum and tomas vey. not orla penn, she's a temp till june"
    assert _requirement(clock, said, text) is caught


def test_a_verb_of_ceasing_refuses_what_it_stops() -> None:
    """'stop mailing paper statements' refuses paper: it is no request for it."""
    read = stance(sentences("we want to stop mailing paper statements, email is fine"))
    assert "paper" in read.negated
    assert "paper" not in read.requested


@pytest.mark.parametrize(
    ("text", "caught"),
    [("She wants her statements by email, not on paper.", False)],
)
def test_a_refusal_of_what_the_user_stopped_is_theirs(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'by email, not on paper' of 'stop mailing paper statements': the user's refusal."""
    said = "also we want to stop mailing paper statements, we'd rather get them by email"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Welders first (Mara, Ivo); the two riggers later, probably July.", False),
        ("The two welders first, the riggers later.", False),
        ("The two riggers first, the welders later.", True),
    ],
)
def test_a_count_said_of_both_sides_tells_no_order(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'the two riggers later' shares only 'two' with 'the two welders first'."""
    said = "only 2 for now: the two welders first, mara and ivo. the riggers later, in july"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She asked for an invoice rather than have the card charged.", False),
        ("The card was charged for the racks.", True),
    ],
)
def test_an_act_after_rather_than_is_turned_down(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'an invoice rather than have the card charged' tells the refusal, no charge done."""
    desk = Desk(clock, "Two bike racks for the yard, please.", objective="Order two racks.")
    offer = desk.state.append_assistant("Shall I charge the racks to the card on file?")
    no = desk.state.append_user("no, send an invoice, not the card")
    refs = [offer.ref, no.ref]
    assert bool(desk.findings(text, rule="authority", field="constraints", refs=refs)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("twins before her, separate days", False),
        ("her before the twins, separate days", True),
    ],
)
def test_one_thing_before_another_the_user_put_first_is_their_order(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'twins before her' of 'the twins first please, mine later': the user's order."""
    said = "the twins first please, mine later, and on separate days"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Not the north gate; any other is fine.", True),
        ("Only the north gate, as the south one floods.", False),
    ],
)
def test_only_and_what_it_restricts_to_is_a_request(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'only the north gate, ...' asks for it: a requirement refusing it inverts it."""
    said = "only the north gate, the south one floods, I don't want the truck near it"
    assert _requirement(clock, said, text) is caught


def test_a_restriction_with_a_verb_asks_for_nothing() -> None:
    """'only had 3 left' says what was; 'only the north gate' what the user will have."""
    assert "north" in stance(sentences("only the north gate, the south one floods")).requested
    assert "left" not in stance(sentences("I only had 3 left")).requested


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She needed a delivery before noon on a day other than Sunday.", False),
        ("She needed a Sunday delivery before noon.", True),
    ],
)
def test_other_than_turns_down_what_follows(clock: ManualClock, text: str, caught: bool) -> None:
    """'a day other than Sunday' of 'not a sunday': the user's own refusal."""
    said = "has to be before noon, the crane leaves at 1, and not a sunday, the site is shut"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Max $35/head for the lunch.", False),
        ("Lunch at one; max $35/head.", False),
    ],
)
def test_a_negated_comparison_bounds_what_follows(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'no more than $35 a head' refuses no head: the price per head is bounded."""
    said = "twelve of us, lunch at one, and no more than $35 a head"
    assert _requirement(clock, said, text) is caught


def test_a_negated_comparative_of_content_still_refuses_it() -> None:
    """'not earlier than 9:40' refuses "earlier", as "NOT earlier" does."""
    assert "earlier" in stance(sentences("9:40 is fine, but not earlier than that")).negated


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The kiln must be fitted before June 1; he turned down June 6-7.", False),
        ("The kiln install is wanted for June 6-7.", True),
    ],
)
def test_a_refusal_the_item_tells_by_turned_down_asks_for_nothing(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'he turned down June 6-7' tells the user's refusal of June: it asks for no June."""
    said = "the 14th works. not june please, it must be done before june 1"
    assert _requirement(clock, said, text) is caught
