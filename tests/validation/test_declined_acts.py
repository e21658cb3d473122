"""Acts the user turned down, said to be done: no ledger action, no call, only a refusal."""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate.testing import ManualClock
from agentstate.validation import Finding, validate


def _findings(turns: list[tuple[str, str]], text: str, *, call: str | None = None) -> list[Finding]:
    """Authority errors for one decision citing every event of a session of `turns`."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    first = state.append_user("Hi, I'd like to change my stay.")
    for speaker, said in turns:
        if speaker == "user":
            state.append_user(said)
        else:
            state.append_assistant(said)
    if call is not None:
        made = state.append_assistant(None, tool_calls=[ToolCall(call, {"stay": "CV-1"})])
        state.append_tool_result(made, {"status": "done"})
    head = state.append_assistant("Anything else?").seq
    refs = [event.ref for event in state.events() if event.seq < head]
    summary = {
        "objective": {"text": "Change the stay.", "refs": [first.ref]},
        "decisions": [{"text": text, "refs": refs}],
    }
    return [
        finding
        for finding in validate(summary, state, covers_through=head)
        if finding.rule == "authority" and finding.severity == "error"
    ]


_BREAKFAST = [
    ("assistant", "Your stay is changed. Would you like to add breakfast? It's $22 a day."),
    ("user", "no breakfast, thanks. does my other stay still have my old card on it?"),
]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Breakfast for $22 a day also appears to have been added to the stay.", True),
        ("Breakfast ($22 a day) was offered and declined.", False),
        ("Breakfast was not added.", False),
        ("The stay was changed; breakfast can be added later.", False),
    ],
)
def test_an_act_the_user_turned_down_said_done_is_caught(text: str, caught: bool) -> None:
    """'Breakfast was added' after 'no breakfast' to 'Would you like to add breakfast?'."""
    found = _findings(_BREAKFAST, text)
    assert bool(found) is caught, found
    if caught:
        assert "turned down" in found[0].message


def test_an_act_done_after_all_is_left_to_the_ledger() -> None:
    """A later request of the user's, or a call that did it, may have added it after all."""
    again = [*_BREAKFAST, ("user", "actually, please add breakfast after all")]
    assert _findings(again, "Breakfast was added to the stay.") == []
    assert _findings(_BREAKFAST, "Breakfast was added to the stay.", call="add_breakfast") == []


@pytest.mark.parametrize(
    ("turns", "text"),
    [
        (
            [
                ("assistant", "I can also email you the earning terms if that would help."),
                ("user", "no need for the email. thanks"),
            ],
            "Earning terms emailed to him for his travel desk.",
        ),
        (
            [
                ("assistant", "I can add a free early check-in request to your stay."),
                ("user", "don't bother with the request, I'll leave my bags at the desk"),
            ],
            "Early check-in request added to the stay.",
        ),
        (
            [
                ("assistant", "Shall I submit the change? And do you want the SSO add-on?"),
                ("user", "no SSO add-on. just put the change in today."),
            ],
            "The change was submitted and the SSO add-on added.",
        ),
    ],
)
def test_an_offer_turned_down_in_other_words_is_read(
    turns: list[tuple[str, str]], text: str
) -> None:
    """'No need for the email', 'don't bother with the request', 'no SSO add-on' turn down."""
    [finding] = _findings(turns, text)
    assert "turned down" in finding.message


def test_an_offer_taken_up_is_not_turned_down() -> None:
    """'No chance, ... send the waiver request' answers another question, and takes the offer."""
    turns = [
        ("assistant", "I can send a waiver request to the manager. Will you still arrive?"),
        ("user", "no chance, the flight lands friday. send the waiver request."),
    ]
    assert _findings(turns, "The waiver request was sent to the manager.") == []


@pytest.mark.parametrize(
    ("offer", "reply", "text", "caught"),
    [
        (  # an offer on the user's wish, its object a pronoun for what the sentence named
            "The garage next door sells evening parking for $18.00 if you'd like me to add it.",
            "No thanks, we'll take the train.",
            "Evening parking at the garage was also added for $18.00.",
            True,
        ),
        (  # the pronoun's thing in the sentence before
            "The caterer offers lunch at $15 a head; want me to add it?",
            "No thanks, the cafeteria is doing lunch.",
            "Lunch ($15 a head) added to the order",
            True,
        ),
        (  # a thing the reply spares
            "Would you like me to remove the old card from your account?",
            "Hmm. Leave the old card alone for now, I'll sort it out.",
            "Old card removed from the account.",
            True,
        ),
        (  # a clause of its own after the act does not tell the offer
            "I can file an exception request for you if you want.",
            "Don't bother with the exception, I'll pay the difference.",
            "The agent also filed an exception request so that the difference could be paid.",
            True,
        ),
        (
            "The garage next door sells evening parking for $18.00 if you'd like me to add it.",
            "No thanks, we'll take the train.",
            "Evening parking was offered; they will take the train.",
            False,
        ),
    ],
)
def test_an_offer_read_in_more_of_its_forms_turned_down(
    offer: str, reply: str, text: str, caught: bool
) -> None:
    found = _findings([("assistant", offer), ("user", reply)], text)
    assert bool(found) is caught, found


_SYNC = [
    (
        "assistant",
        "Done. Would you like me to open the new account now? We could also set "
        "up paperless billing, so both accounts are billed on the same day.",
    ),
    (
        "user",
        "yes open the new one, and put both accounts on autopay. no paperless billing, thanks",
    ),
]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Paperless billing was set up so both accounts are billed together.", True),
        ("Paperless billing was offered and declined.", False),
        ("The new account was opened.", False),  # what the user took up
    ],
)
def test_an_offer_of_ours_is_read_without_its_purpose(text: str, caught: bool) -> None:
    """'We could also set up paperless billing, so both are billed ...' offers paperless billing.

    Its purpose clause is no object of the offer: the reply asking for both accounts is not a
    request for it, and "no paperless billing" turns it down.
    """
    assert bool(_findings(_SYNC, text)) is caught


_FITTING = [
    ("assistant", "The tailor has Tuesday at 4:10 pm if you'd like a fitting."),
    ("user", "no fitting this week, I'm away. just hem the trousers."),
]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The agent booked a fitting for Tuesday at 4:10 pm.", True),
        ("A fitting on Tuesday was offered; she said no for this week.", False),
    ],
)
def test_a_thing_offered_on_a_wish_and_turned_down_is_not_had(text: str, caught: bool) -> None:
    """'... if you'd like a fitting', then 'no fitting this week': no act gave her one."""
    assert bool(_findings(_FITTING, text)) is caught


_REPORT = [
    ("assistant", "I can also put the $64 taxi fare on a travel report today."),
    ("user", "don't put the taxi on any report, I'm checking the project"),
]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The taxi fare was added to a travel report.", True),  # "put" offered
        ("The taxi fare stays off any report for now.", False),
    ],
)
def test_an_act_refused_by_its_verb_is_turned_down_in_other_words(text: str, caught: bool) -> None:
    """'Don't put the taxi on a report' refuses the offer to put it there: 'added' tells it."""
    assert bool(_findings(_REPORT, text)) is caught


_KAYAKS = [
    ("assistant", "Your stay is changed. Guests often book the sunset kayak tour, $45 each."),
    ("user", "no kayak tour, and don't extend the parking either. just the room."),
]


@pytest.mark.parametrize(
    ("turns", "text", "caught"),
    [
        (_KAYAKS, "The sunset kayak tour was booked for two.", True),  # no offer opening
        (_KAYAKS, "Kayak tour: not wanted.", False),
        (_KAYAKS, "The kayak was booked.", False),  # not every word of what was refused
        (_KAYAKS, "Parking extended to Sunday.", False),  # a refused act: the ledger's to judge
        (
            [*_KAYAKS, ("user", "actually, book the kayak tour after all")],
            "The sunset kayak tour was booked for two.",
            False,  # asked for later
        ),
    ],
)
def test_a_thing_the_user_refused_outright_said_had_is_caught(
    turns: list[tuple[str, str]], text: str, caught: bool
) -> None:
    """'The kayak tour was booked' after 'no kayak tour', whether or not it was offered."""
    found = _findings(turns, text)
    assert bool(found) is caught, found
    if caught:
        assert found[0].message == (
            "says 'booked' what the user turned down (ev_3); nothing did it"
        )


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Two seats added; a parking pass was added for each as well.", True),
        ("Two seats added; parking passes offered, she said no.", False),
        ("Two seats were added.", False),
    ],
)
def test_a_thing_turned_down_is_not_done_by_an_action_of_another_thing(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'A parking pass was added' beside executed seat additions: no action adds one."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=clock)
    first = state.append_user("Add seats on the coach for Mara and Ivo, please.")
    offer = state.append_assistant("Shall I add two seats at $85.00 each? (yes/no)")
    action = state.ledger.propose("add_seats", {"riders": ["Mara", "Ivo"]}, source=offer)
    yes = state.append_user("yes")
    state.ledger.approve(action.id, by="user", source=yes.ref)
    call = state.append_assistant(
        None, tool_calls=[ToolCall("add_seats", {"riders": ["Mara", "Ivo"]})]
    )
    state.ledger.execute(action.id, by="tool_runner", source=call.ref)
    state.append_tool_result(call, {"seats": ["14C", "14D"]})
    state.append_assistant("Done. Would they like a parking pass each? It's $9.00 a day.")
    state.append_user("no parking passes, they'll take the train to the depot")
    head = state.append_assistant("Anything else?").seq
    refs = [event.ref for event in state.events() if event.seq < head]
    summary = {
        "objective": {"text": "Add the seats.", "refs": [first.ref]},
        "decisions": [{"text": text, "refs": refs}],
    }
    found = [
        finding
        for finding in validate(summary, state, covers_through=head)
        if finding.rule == "authority" and finding.severity == "error"
    ]
    assert bool(found) is caught, found


_RECEIPT = [
    ("assistant", "Your stay is changed. I can email a printable receipt to you if you like."),
    ("user", "no receipt thanks, I keep no paper."),
]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Printable receipt sent to her email.", True),
        ("A printable receipt was offered by email; she said no.", False),
    ],
)
def test_an_offer_said_done_by_a_verb_that_may_say_its_act_is_caught(
    text: str, caught: bool
) -> None:
    """'sent' says the 'email' offered (a receipt emailed is sent): turned down, not done."""
    assert bool(_findings(_RECEIPT, text)) is caught


_LANTERNS = [
    ("assistant", "Many guests add the lantern walk at $9 a guest."),
    ("user", "no lantern walk, the kids go to bed early."),
]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The lantern walk suggested by the agent was added for all four guests.", True),
        ("The lantern walk was suggested by the agent, and she declined it.", False),
    ],
)
def test_a_participle_that_describes_the_subject_tells_no_offer(text: str, caught: bool) -> None:
    """'suggested by the agent' says who raised the walk; 'was added' still claims it done."""
    assert bool(_findings(_LANTERNS, text)) is caught


_STORAGE = [
    (
        "assistant",
        "Your stay is changed. Luggage storage can still be added for the last two days, "
        "at $6.50 a day. Would you like it?",
    ),
    ("user", "no thanks, I travel light"),
]
_LOYALTY = [
    (
        "assistant",
        "Your stay is changed. Velloran members save 10% on every stay. Would you like me "
        "to register you?",
    ),
    ("user", "no thanks"),
]
_REVIEW = [
    (
        "assistant",
        "Your stay is changed. I'm not able to remove the parking charge; I can send a "
        "review request to the front office.",
    ),
    ("user", "it's only $14, leave it."),
]


@pytest.mark.parametrize(
    ("turns", "text", "caught"),
    [
        (_STORAGE, "Luggage storage was added at $6.50 a day.", True),
        (_STORAGE, "Luggage storage at $6.50 a day was offered; he declined.", False),
        (_LOYALTY, "Registered him with Velloran.", True),
        (_REVIEW, "Sent the front office a review request.", True),
        (_REVIEW, "The agent offered a review request; she said to leave it.", False),
    ],
)
def test_offers_by_a_pronoun_or_of_the_sentence_before_turned_down(
    turns: list[tuple[str, str]], text: str, caught: bool
) -> None:
    """Offers by a pronoun, of the sentence before, and turned down by 'leave it'.

    'Would you like it?' offers what the sentence before can still add; 'register you'
    offers what the sentence before names; 'leave it' turns down the one offer.
    """
    assert bool(_findings(turns, text)) is caught
