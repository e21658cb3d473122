"""Forms of yes and no as people write them, read as what they turn down, keep and choose.

A "no" that narrows an offer ("no no, just the blue one"), "rather ... than", "ruling out",
"turned down", a thing that "should stay as it is" with an aside before the verb, a question
the passive attributes ("it was asked by the customer what happens if ..."), a choice worded
by the question it answers, and a choice of values told the other way round; a day that
"does not work", a sentence that speaks of a large cat and a small one, a refusal beside the
same ask restricted to another ("No bath for Rolo; bath for Pip only"), a thing said fine
as the user said it ("the tote bags are perfect"), the place a thing is moved off ("off
Tuesdays"), a thing that goes on as usual, "satin only" as a request, an order the user
asked for told in any field ("asked for the van first and the trailer afterwards"); what a
thing is changed from ("from navy to teal", "navy -> teal"), a time refused of what it is said
with ("not now"), a thing declined with whom it was offered, and "from" before a verb in
"-ing" after a verb of preventing ("stop the cover plan from auto-renewing").
"""

from __future__ import annotations

import pytest

from agentstate.testing import ManualClock
from agentstate.validation._language import sentences
from agentstate.validation._polarity import polarities

from .desk import Desk


def _offered(clock: ManualClock, answer: str) -> Desk:
    """A desk where the agent offers to extend two loans and the user answers."""
    desk = Desk(clock, "can I keep my books longer?", objective="Extend the loans.")
    desk.state.append_assistant(
        "You have the blue atlas (BK-1101) and the grey atlas (BK-1102), both due May 4. "
        "Shall I extend both? (yes/no)"
    )
    desk.state.append_user(answer)
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The customer chose to extend only the blue atlas.", False),
        ("The customer asked to extend the blue atlas.", False),
        ("The customer chose to extend both atlases.", True),  # she kept one of them
    ],
)
def test_a_no_that_narrows_an_offer_accepts_its_act(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'no no, just the blue one' to 'Shall I extend both?' asks to extend the blue one."""
    desk = _offered(clock, "no no, just the blue one, the grey one goes back tomorrow")
    found = desk.findings(text, rule="attribution", field="decisions")
    assert bool(found) is caught


def test_a_plain_no_to_an_offer_still_refuses_its_act(clock: ManualClock) -> None:
    """'no, not now' to 'Shall I extend both?' refuses the extension."""
    desk = _offered(clock, "no, not now")
    found = desk.findings(
        "The customer chose to extend the blue atlas.", field="decisions", rule="attribution"
    )
    assert found


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("I'd rather lease the van through you than buy it outright", {"bui"}),
        ("She took the weekday plan, ruling out weekends", {"weekend"}),
        ("rather than a refund, store credit", {"refund"}),
    ],
)
def test_rather_than_and_ruling_out_turn_down_what_follows(text: str, refused: set[str]) -> None:
    """What follows 'than' after 'rather', and what 'ruling out' names, is refused."""
    _, found = polarities(sentences(text))
    assert found == refused


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The customer wants to lease the van instead of buying it.", False),
        ("The customer wants to buy the van instead of leasing it.", True),
    ],
)
def test_a_preference_with_rather_than_is_told_either_way(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'I'd rather lease it than buy it': 'instead of buying it' is what the user said."""
    desk = Desk(clock, "hi, I'd rather lease the van through you than buy it outright")
    assert bool(desk.findings(text, rule="attribution", field="decisions")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The fitting has to be this week; he turned down Friday.", False),
        ("The fitting is booked for Friday.", True),
    ],
)
def test_turned_down_tells_a_refusal(clock: ManualClock, text: str, caught: bool) -> None:
    """'he turned down Friday' of 'not friday' asks for nothing the user refused."""
    desk = Desk(clock, "thursday then. not friday, I'm away")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Brisbey's rights (AC-7) should stay as they are.", False),
        ("Brisbey's rights (AC-7) should be raised to payments.", True),
    ],
)
def test_a_thing_that_should_stay_as_it_is_is_spared(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'... should stay as they are', past an aside, tells 'leave Brisbey as he is'."""
    desk = Desk(clock, "give Tellford scheduling only. and leave Brisbey as he is")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


def test_a_question_the_passive_attributes_is_what_follows(clock: ManualClock) -> None:
    """'it was asked by the customer what happens if ...' attributes the question that follows."""
    desk = Desk(clock, "ok. what happens if the parcel never turns up?")
    desk.state.append_assistant("The trace on parcel PX-5120 is open until May 9.")
    text = (
        "The trace has not been closed, and it was asked by the customer what happens if the "
        "parcel never turns up."
    )
    assert not desk.findings(text, rule="attribution", field="open_threads")


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The customer chose to pay the fence permit first.", False),
        ("The customer chose to withdraw the permits and close the account.", True),
    ],
)
def test_a_choice_is_worded_by_the_question_it_answers(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'the smaller fee first, the fence one' answers which permit fee to pay first."""
    desk = Desk(clock, "I want to settle my permit fees.")
    desk.state.append_assistant(
        "Two permit fees are due: the fence permit ($85.00) and the deck permit ($420.00). "
        "Which permit fee should I pay first?"
    )
    answer = desk.state.append_user("the smaller fee first, the fence one")
    found = desk.findings(text, rule="attribution", refs=[answer.ref])
    assert bool(found) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("pickup eastgate not northgate", True),
        ("pickup northgate not eastgate", False),
        ("She apparently wants it held at Eastgate rather than Northgate.", True),
        ("She apparently wants it held at Northgate rather than Eastgate.", False),
        ("Pickup should not be at Eastgate.", False),
    ],
)
def test_a_choice_written_as_one_fragment_and_a_wish_past_an_adverb(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'pickup eastgate not northgate' and 'she apparently wants ... Eastgate' of 'not Eastgate'."""
    desk = Desk(clock, "Have it held at Northgate, not Eastgate, that's where I work.")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Charge CC-3310, NOT CC-7720 (7720 frozen).", True),
        ("Charge CC-7720, NOT CC-3310 (3310 frozen).", False),
        ("Charge card 7720 rather than 3310.", False),
        ("Charge card 3310 rather than 7720.", True),
        ("Charge CC-3310.", False),  # no choice told: the grounding rule's to judge
    ],
)
def test_a_choice_of_values_told_the_other_way_round(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Put it on 7720 - NOT 3310': 'Charge CC-3310, NOT CC-7720' asks for the card refused."""
    desk = Desk(clock, "Put it on 7720 - NOT 3310, that one's frozen.")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Friday doesn't work for us", {"fridai"}),
        ("the late slot does not suit them", {"late", "slot"}),
        ("that won't work", set()),  # a pro-form names nothing
    ],
)
def test_a_verb_of_suiting_negated_refuses_its_subject(text: str, refused: set[str]) -> None:
    """'Friday doesn't work' turns Friday down, not working."""
    _, found = polarities(sentences(text))
    assert found == refused


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The 22nd won't work because they are travelling.", False),
        ("The fitting does not work on the 20th.", True),  # the 20th is what she asked for
    ],
)
def test_a_day_that_does_not_work_refuses_no_working(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'The 22nd won't work' of 'the 20th works, not the 22nd' refuses no 'work'."""
    desk = Desk(clock, "the 20th works for the fitting. the 22nd no, we travel then")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "Wants her large cat Mopsy's trim cancelled and her small cat Pim trimmed instead.",
            False,
        ),
        ("Wants her large cat trimmed instead.", True),
    ],
)
def test_a_sentence_that_says_both_sides_of_two_things_flips_neither(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'her large cat's trim cancelled and her small cat trimmed' of 'only the small one'."""
    desk = Desk(
        clock, "cancel Mopsy's trim and do the little one instead. small cat only, not the big one"
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("No bath for Rolo (hates water); bath for Pip only", False),
        ("No bath for Pip; Rolo gets the bath", True),
    ],
)
def test_a_refusal_beside_the_same_ask_of_another_is_no_refusal_of_the_ask(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'No bath for Rolo; bath for Pip only' refuses Rolo's, not the bath Pip is to have."""
    desk = Desk(
        clock,
        "oh no, only the younger pup gets a bath, not the older one. Rolo hates water. just Pip",
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Only the mugs are reprinted; she said the tote bags were perfect.", False),
        ("mugs only, tote bags are fine", False),
        ("The tote bags are reprinted as well.", True),
    ],
)
def test_a_thing_said_fine_as_the_user_said_is_spared(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'the tote bags are perfect', beside the user's refusal of them, tells why they are spared."""
    desk = Desk(clock, "only the mugs, not the tote bags, the tote bags are perfect")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


def test_a_thing_said_fine_that_the_user_refused_is_asked_for(clock: ManualClock) -> None:
    """'a Monday is fine' of a user's 'not a Monday' asks for what they refused."""
    desk = Desk(clock, "the 14th then. and not a Monday, the team is out")
    assert desk.findings(
        "a Monday is fine if it is cheaper", rule="attribution", field="constraints"
    )


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Move her pottery class (EN-4471) off Tuesdays after a shift change", False),
        ("Move her pottery class (EN-4471) to Tuesdays after a shift change", True),
    ],
)
def test_the_place_a_thing_is_moved_off_is_not_asked_for(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'move her class off Tuesdays' leaves the Tuesdays the user can no longer do."""
    desk = Desk(
        clock,
        "hello, I started nights and can't do tuesdays any more. "
        "is another evening free for pottery?",
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "The June rent should still go on the card as before; the transfer begins later.",
            False,
        ),
        ("The June rent should be paid by the transfer.", True),
    ],
)
def test_a_thing_that_goes_on_as_usual_is_left_as_it_is(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'leave june on the card' is told by 'still paid from the card as before'."""
    desk = Desk(clock, "no, leave june on the card, the transfer can begin in july")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("No gloss: the menus get written on", False),
        ("No satin: the menus get written on", True),
    ],
)
def test_only_after_what_it_restricts_to_asks_for_it(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'satin only' asks for satin as 'only satin' does: 'no satin' refuses what was asked."""
    desk = Desk(clock, "no gloss on these, satin only - the waiters write specials on them")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("He asked for the van to be loaded first and the trailer afterwards.", True),
        ("He asked for the trailer to be loaded first and the van afterwards.", False),
    ],
)
def test_an_order_the_user_asked_for_is_read_in_any_field(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'asked for the van first and the trailer afterwards' of 'the trailer first, then the van'."""
    desk = Desk(clock, "the trailer first please, it leaves earlier, then the van after")
    assert bool(desk.findings(text, rule="attribution", field="decisions")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The sign's colour is to be changed from navy to teal.", False),
        ("Sign colour: navy -> teal", False),
        ("Sign colour: teal -> navy", True),
        ("The sign's colour is to be changed to navy.", True),
    ],
)
def test_the_value_a_thing_is_changed_from_is_not_asked_for(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'changed from navy to teal' (or 'navy -> teal') of 'teal, not navy' asks for teal."""
    desk = Desk(clock, "the shop sign should be teal, not navy. please change it")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Posters next week, not now.", False),
        ("Flyers next week, not now.", True),
    ],
)
def test_a_time_refused_is_the_time_of_what_it_is_said_with(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'posters next week, not now' of 'the flyers now, the posters next week' refuses no ask."""
    desk = Desk(clock, "just the flyers now please, the posters next week")
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Liesl declined a fitting with Corvin Ruel, as she only wants Pelham.", False),
        ("Liesl declined a fitting this week.", True),
    ],
)
def test_a_thing_declined_with_whom_it_was_offered_is_that_offer(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'declined a fitting with Corvin Ruel' refuses his fitting, not the fitting she asked for."""
    desk = Desk(clock, "I need a fitting this week for the dress, Liesl Ostrova here")
    desk.state.append_assistant("Pelham is fully booked; Corvin Ruel could do Thursday at 4 pm.")
    desk.state.append_user(
        "no, not someone else, only Pelham. but I still want a fitting this week"
    )
    assert bool(desk.findings(text, rule="attribution", field="rejected")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Bertil wants to stop the cover plan from auto-renewing in July.", False),
        ("Bertil wants the cover plan auto-renewed in July.", True),
    ],
)
def test_from_a_verb_in_ing_after_a_verb_of_preventing_is_refused(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'stop the plan from auto-renewing' refuses the renewal, as 'make sure it doesn't' does."""
    request = "Hi, Bertil Oyelowo here. please make sure the cover plan doesn't auto-renew in july"
    desk = Desk(clock, request)
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught
