"""Forms a faithful summary tells things in, read as what they say.

A total the item adds up itself, the start of a change before its arrow, a year said of the
session's calendar, a month's end said as its last day, the last digits of an account
number, a name after "of" that is no month, a thing told spared in the passive, a bound
after a negated passive, the reason a requirement gives, a refusal's reason, an aside that
describes a record as a lookup found it, a number that is one side of a slash, and a
participle's clause naming the agent's side after the user's choice.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend, Scratchpad
from agentstate.testing import ManualClock
from agentstate.validation import validate
from agentstate.validation._language import sentences
from agentstate.validation._literals import literals
from agentstate.validation._refusals import refusals

from .desk import Desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Plan RV-118 sent: fees 1800, props 950, hire 400 (total 3150).", False),
        ("Plan RV-118 sent: fees 1800, props 950, hire 400 (total 3250).", True),
        ("Plan RV-118 sent: fees 1800, props 950, hire 400, 3150.", True),
    ],
)
def test_a_total_the_item_adds_up_is_grounded_by_its_parts(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'(total 3150)' after the lines it sums: no cited event need hold the sum."""
    desk = Desk(clock, "Move the hire money to fees please.", objective="Help the artist.")
    lines = {"fees": 1800.0, "props": 950.0, "hire": 400.0}
    desk.act("change_plan", {"plan": "RV-118"}, {"plan_id": "RV-118", "lines": lines})
    assert bool(desk.findings(text, rule="grounding")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("RV-118: hire $900 \u2192 $400, fees $1,300 \u2192 $1,800.", False),
        ("RV-118: hire $900 -> $400, fees $1,300 -> $1,800.", False),
        ("RV-118: hire $400, fees $1,300.", True),
    ],
)
def test_the_start_of_a_change_is_not_its_labels_value(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'fees $1,300 \u2192 $1,800': the label is said of where the change went."""
    desk = Desk(clock, "Move the hire money to fees please.", objective="Help the artist.")
    lines = {"fees": 1800.0, "props": 1300.0, "hire": 400.0}
    desk.act("change_plan", {"plan": "RV-118"}, {"plan_id": "RV-118", "lines": lines})
    desk.state.append_assistant("Before: hire $900.00, fees $1,300.00.")
    assert bool(desk.findings(text, rule="grounding")) is caught


@pytest.mark.parametrize(("year", "blocks"), [("2027", False), ("2031", True)])
def test_a_year_the_session_says_is_its_calendar_in_the_objective(
    clock: ManualClock, year: str, blocks: bool
) -> None:
    """'A studio for the 2027 term' of a session that says 2027, though not where cited."""
    desk = Desk(
        clock,
        "I need a practice studio for the whole term.",
        objective=f"A studio for the {year} term.",
    )
    desk.state.append_assistant("Every studio is booked solid through 2027, I'm afraid.")
    found = [f for f in desk.findings("Noted.", rule="grounding") if f.path.startswith("objective")]
    assert bool(found) is blocks


@pytest.mark.parametrize(("said", "caught"), [("November 30", False), ("November 29", True)])
def test_the_end_of_a_month_is_its_last_day(clock: ManualClock, said: str, caught: bool) -> None:
    """'Just to the end of november' says November 30: a pick of it is the user's."""
    desk = Desk(clock, "I want a guest pass for my sister.", objective="Help.")
    offer = desk.state.append_assistant(
        "A guest pass lasts to the end of term, December 19, unless you pick a date."
    )
    answer = desk.state.append_user("just to the end of november, she flies home then")
    text = f"The usual end, December 19, was not used; the user chose {said}."
    found = desk.findings(text, rule="attribution", field="rejected", refs=[offer.ref, answer.ref])
    assert bool(found) is caught


@pytest.mark.parametrize(("said", "caught"), [("8852", False), ("8853", True)])
def test_an_account_is_named_by_its_last_four_digits(
    clock: ManualClock, said: str, caught: bool
) -> None:
    """'The account ending 8852' of 'acct 63018852': people write the last four digits."""
    desk = Desk(clock, "pay it into my new account please, acct 63018852", objective="Help.")
    text = f"The user wants it paid into the new account ending {said}."
    assert bool(desk.findings(text, rule="attribution", refs=[desk.request.ref])) is caught


def test_a_capitalized_word_after_of_a_month_is_a_name() -> None:
    """'Lot 2 of May Tellford's estate' holds no date; '2 of June, then' does."""
    assert [value.kind for value in literals("Lot 2 of May Tellford's estate")] == ["number"]
    assert [value.kind for value in literals("due 2 of June, then")] == ["date"]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The Harwick lease, her older one, should be left alone.", False),
        ("Bay 3 is excluded; only bays 5 and 6 are to be considered.", False),
        ("Renew the Harwick lease as well.", True),
    ],
)
def test_a_thing_told_spared_in_the_passive_asks_for_nothing(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'The Harwick lease should be left alone' of 'leave the Harwick lease alone'."""
    desk = Desk(
        clock,
        "renew the Pellworth one. leave the Harwick lease alone. and not bay 3, only 5 or 6",
        objective="Help the tenant.",
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


def test_a_bound_after_a_negated_passive_is_refused() -> None:
    """'Nothing may be shipped before May 4' refuses the bound, as 'no delivery before' does."""
    assert refusals(sentences("Nothing may be shipped before May 4.")) == [frozenset({"befor"})]
    assert refusals(sentences("no delivery before the 4th")) == [frozenset({"befor"})]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Nothing can be sent before March 3, as she is away until then.", False),
        ("Send them before March 3.", True),
    ],
)
def test_a_requirement_that_tells_the_users_bound_asks_for_none_of_it(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Nothing can be sent before March 3' of 'no delivery before the 3rd'."""
    desk = Desk(
        clock,
        "ship both parcels. BUT no delivery before the 3rd, I'm away till march 3",
        objective="Help the artist.",
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "She wants the form filed well before her June trip, since the refund comes only "
            "after the form is approved.",
            False,
        ),
        ("She wants the form filed well after her June trip.", True),
    ],
)
def test_the_reason_a_requirement_gives_is_not_the_requirement(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'..., since the refund comes only after the form is approved' tells why."""
    desk = Desk(
        clock,
        "the refund must land before my june trip, so file the form well before it please",
        objective="Help the artist.",
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


def test_a_refusals_reason_is_not_what_was_refused(clock: ManualClock) -> None:
    """'Declined as she did not want the taxi receipt queried' refuses nothing she wanted."""
    desk = Desk(clock, "Claim my ferry ticket please.", objective="Help the artist.")
    desk.state.append_assistant("You could file the taxi receipt now too, or only the ferry.")
    no = desk.state.append_user("no, only the ferry. I don't want the taxi one queried.")
    text = (
        "The agent suggested filing the taxi receipt now; the user declined as she did not "
        "want the taxi receipt queried."
    )
    assert desk.findings(text, rule="attribution", refs=[no.ref]) == []


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("PR-4410 (sent 6/14): no changes needed, per Vida", False),
        ("PR-4410: sent 6/14, needs no changes, per Vida", True),
    ],
)
def test_an_aside_describing_a_record_as_found_is_not_the_users(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'PR-4410 (sent 6/14): ..., per Vida': the aside is the lookup's, not the user's words."""
    desk = Desk(clock, "hi, Vida Oakes here, can you check on my two proofs?")
    proofs = [{"proof_id": "PR-4410", "sent": "2026-06-14"}, {"proof_id": "PR-4411"}]
    desk.lookup("get_proofs", {"proofs": proofs})
    desk.state.append_user("PR-4410 needs no changes from us, thanks")
    assert bool(desk.findings(text, rule="attribution")) is caught


class _Visits(Scratchpad):
    """A cleaning desk's scratchpad: the visit at hand."""

    visit: str | None = None
    """The visit, by booking and day."""


@pytest.mark.parametrize(
    ("text", "caught"),
    [("Vida wants the 5/3 visit redone", False), ("The visit is for 3 ovens", True)],
)
def test_a_number_beside_a_slash_is_no_superseded_value(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'the 5/3 visit' names a day (or a fraction), not the 3 a field once held."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=clock, scratchpad=_Visits)
    asked = state.append_user("my oven clean on the 3rd went wrong, account OV-5512")
    state.scratchpad.set("visit", "OV-5512 on 2026-05-03, 3 ovens", source=asked.ref)
    moved = state.append_assistant("Your next visit is OV-5519 on May 9.")
    state.scratchpad.set("visit", "OV-5519 on 2026-05-09", source=moved.ref)
    head = state.append_assistant("Noted.").seq
    summary = {"objective": {"text": text, "refs": [asked.ref]}}
    found = [
        finding
        for finding in validate(summary, state, covers_through=head)
        if finding.rule == "grounding" and "superseded" in finding.message
    ]
    assert bool(found) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "Orla chose the Tuesday evening slot, passing on the agent's idea of a Saturday one.",
            False,
        ),
        (
            "Orla chose the Saturday morning slot, passing on the agent's idea of a Tuesday one.",
            True,
        ),
    ],
)
def test_a_participle_naming_the_agents_offer_is_the_summarys_account(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """', passing on the agent's idea of a Saturday one' is not said to be the user's words."""
    desk = Desk(clock, "hi, Orla Brenn here, I need to move my pottery class")
    desk.state.append_assistant(
        "I'd suggest the Saturday morning slot; there is also a Tuesday one."
    )
    said = desk.state.append_user("tuesday evening works for me")
    assert bool(desk.findings(text, rule="attribution", refs=[said.ref])) is caught
