"""Hand-written candidate summaries, part 2: office@m16, rooms@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cowork-office@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Peregrine Thistlewood (Yarrowby Cartography, ACC-6142) wants a private "
                    "office for 4, moved in before the investor visit on the 12th",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Move request OMR-1187 for P-204 (Canal Street, 4 desks, window, $1,980/mo) "
                        "submitted after his yes; move-in requested for Mon 3/9",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Not approved yet: Wynn Kingsmill, the Canal Street community manager, "
                        "decides by Fri 3/6; P-204 held until then",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "If approved: hot desks MS-54120, MS-54121, MS-54122 end on the move-in "
                        "date; 6-mo minimum, $150 setup, $1,980 deposit",
                        "ev_19",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Canal Street only, not Skerrow Wharf (half the team bikes in)",
                        "ev_17",
                    ),
                    it("Must be in before the investors come on 3/12", "ev_2", "ev_28"),
                ],
                rejected=[
                    it(
                        "P-310 at Skerrow Wharf ($1,850/mo, 6 desks, free today), recommended by "
                        "the agent as the safest bet: declined",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "P-207 ($1,640/mo): no window; he chose the window office", "ev_16", "ev_17"
                    ),
                ],
                open_threads=[
                    it(
                        "He asked what happens if Wynn says no, given the investor visit; not "
                        "answered yet",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A private office for four people was requested by Peregrine Thistlewood "
                    "of Yarrowby Cartography, who needs his team moved in before an investor "
                    "visit on March 12.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Three offices were presented: P-204 and P-207 at Canal Street, and "
                        "P-310 at Skerrow Wharf.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "P-204, the Canal Street office with a window at $1,980 a month, was "
                        "chosen by Peregrine.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "The move request (OMR-1187) was submitted once he confirmed, but it "
                        "has not been approved: the decision is to be made by the community "
                        "manager, Wynn Kingsmill, by Friday, March 6.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Only the Canal Street site is to be considered; Skerrow Wharf was "
                        "ruled out by Peregrine.",
                        "ev_17",
                    ),
                    it(
                        "The three hot desks are to be ended when the team moves in.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked by Peregrine what would happen if the request is turned "
                        "down, since the investors arrive on the 12th.",
                        "ev_28",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The move request (OMR-1187) was submitted once he confirmed and has been "
                    "approved by the community manager, Wynn Kingsmill, so the team moves in on "
                    "Monday, March 9.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "has been approved by the community manager",
                "request_office_move only submitted the request: its status is "
                "pending_approval, decided by Wynn Kingsmill by March 6 (ev_25, ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Move request OMR-1187 for P-207 (Canal Street, 4 desks, $1,640/mo) "
                    "submitted after his yes; move-in requested for Mon 3/9",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_target",
                "OMR-1187 for P-207",
                "the request is for P-204 (ev_19, ev_25); P-207 has no window and was not "
                "requested",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Skerrow Wharf only, not Canal Street", "ev_17"),
                "inverted_constraint",
                "Skerrow Wharf only, not Canal Street",
                "he said only Canal Street, not the other one (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Three offices were presented, and Skerrow Wharf's P-310 was described by "
                    "Peregrine as the safest bet for the visit.",
                    "ev_14",
                    "ev_16",
                ),
                "misattributed_decision",
                "was described by Peregrine as the safest bet",
                "the agent called P-310 the safest bet (ev_16); Peregrine ruled Skerrow Wharf "
                "out (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Not approved yet: Wynn Kingsmill, the Canal Street community manager, "
                    "decides by Mon 3/9; P-204 held until then",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "decides by Mon 3/9",
                "the decision is due by Friday, March 6 (ev_25, ev_27); March 9 is the "
                "requested move-in",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "P-204, the Canal Street office with a window at $1,850 a month, was "
                    "chosen by Peregrine.",
                    "ev_16",
                    "ev_17",
                ),
                "wrong_amount",
                "$1,850 a month",
                "P-204 is $1,980 a month (ev_14, ev_16); $1,850 is Skerrow Wharf's P-310",
            ),
        ],
    },
    "cowork-rooms@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Mirabel Okwuosa (TG-37705): room for a 5-person client workshop, Thu "
                    "3/5, 1-4 pm",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Top-up CR-2284 done: 10 credits, $45 on Mastercard ****3318; balance 13",
                        "ev_18",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "Lapwing Room booking 3/5 13:00-16:00 FAILED: room closed 12:30-14:00 "
                        "for a fire-safety inspection; nothing booked, no credits used. Not yet "
                        "told to her",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Window required, no windowless rooms", "ev_2"),
                ],
                rejected=[
                    it(
                        "25-credit pack ($100) suggested by agent; she took the 10 pack",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell her the booking failed; offer another Lapwing slot (not Dunlin, "
                        "no window)",
                        "ev_2",
                        "ev_14",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Mirabel Okwuosa needs a meeting room with a window for a client workshop "
                    "with five people on Thursday afternoon, March 5.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The Lapwing Room on the 2nd floor has a window and costs 2 credits an "
                        "hour, so the 1 to 4 pm slot needed 6 credits; she had only 3.",
                        "ev_7",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "She chose the 10-credit top-up for $45 on her card, and it went "
                        "through (CR-2284), leaving her with 13 credits.",
                        "ev_17",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "The booking of the Lapwing Room from 1 to 4 pm was attempted after "
                        "her yes but failed because the room is closed from 12:30 to 2 pm for "
                        "a fire-safety inspection. She has not been told yet.",
                        "ev_21",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want a room without a window; last time she was given "
                        "the basement room.",
                        "ev_2",
                    ),
                ],
                open_threads=[
                    it(
                        "She still has no room for the workshop.",
                        "ev_30",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Lapwing Room booked for 3/5 13:00-16:00, 6 credits; balance 7",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:failed_call",
                "Lapwing Room booked",
                "the book_room call returned an error (ev_30, is_error): nothing was booked "
                "and no credits were used, though the ledger says executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose the 10-credit top-up for $45 on her card, but the top-up was "
                    "not processed, so she still has 3 credits.",
                    "ev_17",
                    "ev_21",
                    "ev_26",
                ),
                "false_status:other_status",
                "the top-up was not processed",
                "buy_room_credits executed and returned CR-2284 with a balance of 13 (ev_26)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She does not mind a room without a window, as long as it seats five.",
                    "ev_2",
                ),
                "inverted_constraint",
                "She does not mind a room without a window",
                "she said no rooms without a window (ev_2)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "She noted the 25-credit pack ($100) is better value at $4/credit but took "
                    "the 10 pack",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "She noted the 25-credit pack ($100) is better value",
                "the agent called the 25 pack the better deal (ev_16); she only asked for the "
                "small one (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Top-up CR-2284 done: 10 credits, $100 on Mastercard ****3318; balance 13",
                    "ev_18",
                    "ev_21",
                    "ev_26",
                ),
                "wrong_amount",
                "10 credits, $100",
                "the 10-credit top-up cost $45 (ev_18, ev_26); $100 is the 25 pack's price",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose the 10-credit top-up for $45 on her card, and it went through "
                    "(CR-2284), leaving her with 16 credits.",
                    "ev_17",
                    "ev_21",
                    "ev_26",
                ),
                "wrong_value:credits",
                "leaving her with 16 credits",
                "3 credits plus 10 is a balance of 13 (ev_26)",
            ),
        ],
    },
}
