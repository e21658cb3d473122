"""A requirement's words read as the user meant them, beside the user's own.

A modal after its subject ("should not get a badge"), a verb of ceasing ("stop paying by
card"), a count said of both sides of an order ("the two ..."), an alternative turned down
after "rather than", and one thing put "before" another that the user put first.
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
        ("Rowan Pell, the trainee, should not get a badge.", False),
        ("Rowan Pell, the trainee, should apparently not get a badge.", False),
        ("Rowan Pell, the trainee, should get a badge too.", True),
    ],
)
def test_should_after_its_subject_is_the_predicates_modal(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Rowan Pell, the trainee, should not get a badge': no condition, the subject refused."""
    said = "badges for ada lum and tomas vey. NOT rowan pell, he's our trainee"
    assert _requirement(clock, said, text) is caught


def test_a_verb_of_ceasing_refuses_what_it_stops() -> None:
    """'stop paying by card' refuses the card: it is no request for it."""
    read = stance(sentences("we want to stop paying by card, we'd rather pay by bank transfer"))
    assert "card" in read.negated
    assert "card" not in read.requested


@pytest.mark.parametrize(
    ("text", "caught"),
    [("She wants to pay by bank transfer, not by card.", False)],
)
def test_a_refusal_of_what_the_user_stopped_is_theirs(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'bank transfer, not by card' of 'stop paying by card': the user's own refusal."""
    said = "also we want to stop paying by card, we'd rather get invoices and pay by bank transfer"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Devs first (Mara, Ivo); the two designers later, probably April.", False),
        ("The two developers first, the designers later.", False),
        ("The two designers first, the developers later.", True),
    ],
)
def test_a_count_said_of_both_sides_tells_no_order(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'the two designers later' shares only 'two' with 'the two developers first'."""
    said = "only 2 for now: the two developers first, mara and ivo. the designers later, april"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She asked to be invoiced rather than have the card charged.", False),
        ("The card was charged for the desks.", True),
    ],
)
def test_an_act_after_rather_than_is_turned_down(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'invoiced rather than have the card charged' tells the refusal, no charge done."""
    desk = Desk(clock, "Two fixed desks from Monday, please.", objective="Add two desks.")
    offer = desk.state.append_assistant("Shall I charge the desks to the card on file?")
    no = desk.state.append_user("no, invoice us, not the card")
    refs = [offer.ref, no.ref]
    assert bool(desk.findings(text, rule="authority", field="constraints", refs=refs)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("kids before her, not same day", False),
        ("her before the kids, not same day", True),
    ],
)
def test_one_thing_before_another_the_user_put_first_is_their_order(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'kids before her' of 'kids first, mine later': the order the user gave."""
    said = "kids first, mine later, not the same day please"
    assert _requirement(clock, said, text) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Not Dr. Quayle; anyone else is fine.", True),
        ("Only Dr. Quayle, who fitted her last crown.", False),
    ],
)
def test_only_and_what_it_restricts_to_is_a_request(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'only dr quayle, ...' asks for Dr. Quayle: a requirement refusing him inverts it."""
    said = "only dr quayle, he did my last crown, I don't want anyone else poking at it"
    assert _requirement(clock, said, text) is caught


def test_a_restriction_with_a_verb_asks_for_nothing() -> None:
    """'only had 3 left' says what was; 'only dr quayle' what the user will have."""
    assert "quayl" in stance(sentences("only dr quayle, he knows my teeth")).requested
    assert "left" not in stance(sentences("I only had 3 left")).requested


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She needed a time before 5 pm on a day other than Saturday.", False),
        ("She needed a Saturday tasting before 5 pm.", True),
    ],
)
def test_other_than_turns_down_what_follows(clock: ManualClock, text: str, caught: bool) -> None:
    """'a day other than Saturday' of 'not a saturday': the user's own refusal."""
    said = "has to be before 5, we both work late, and not a saturday, that's my shift"
    assert _requirement(clock, said, text) is caught
