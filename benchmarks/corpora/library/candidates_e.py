"""Hand-written candidate summaries, part 5: rooms@m14, rooms@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "library-rooms@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Emrys Trevannion (HU-5581634, grad) needs a room with a screen for 4, Thu "
                    "4/9 2-5 pm, to rehearse for the thesis seminar on the 14th; also asked how "
                    "to get a carrel",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "G.14 booking (Hawkridge, 6 seats, screen; Thu 4/9 14:00-17:00, 4 "
                        "people) confirmed by him and called → FAILED: slot_taken, another "
                        "patron booked G.14 13:00-16:00 at 10:52; nothing booked; G.14 still "
                        "free only 16:00-17:00. Not yet told to Emrys",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Not 3.07: quiet floor, no screen, and the group will be talking the "
                        "whole time",
                        "ev_14",
                        "ev_15",
                    ),
                    it("Needs a screen; rooms bookable up to 3 h/day", "ev_2", "ev_14"),
                ],
                open_threads=[
                    it(
                        "Fallback with a screen: S2.11 at Sedgeworth (8 seats), free Thu only "
                        "15:00-17:00",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Carrel question not answered yet (agent put it off until the room is "
                        "sorted)",
                        "ev_2",
                        "ev_14",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Emrys Trevannion contacted the library to book a room with a screen where "
                    "four people could practise a presentation on Thursday afternoon, ahead of "
                    "their thesis seminar on the 14th, and also asked how to get a carrel.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent listed three rooms for Thursday, April 9: G.14 at Hawkridge "
                        "with six seats and a screen, 3.07 on Hawkridge's quiet floor without a "
                        "screen, and S2.11 at Sedgeworth, free only from 3 to 5 pm.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Emrys chose G.14 and turned down 3.07 because the group will be "
                        "talking the whole time.",
                        "ev_15",
                    ),
                    it(
                        "He confirmed a booking of G.14 from 2 to 5 pm for four people, but the "
                        "booking failed: another patron had just booked the room from 1 to 4 "
                        "pm, and nothing was booked for him.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "The failure has not yet been explained to Emrys, and the agent has not "
                        "yet come back to his question about carrels.",
                        "ev_14",
                        "ev_23",
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
                    "He confirmed a booking of G.14 from 2 to 5 pm for four people, and the "
                    "room is now booked for his group.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "the room is now booked for his group",
                "book_study_room act_18 executed (ev_22) but its result is an error: the slot "
                "was taken and nothing was booked (ev_23)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Quiet floor preferred (3.07): the group wants no noise around them",
                    "ev_14",
                    "ev_15",
                ),
                "inverted_constraint",
                "Quiet floor preferred (3.07)",
                "he ruled out 3.07, on the quiet floor, because the group will be talking the "
                "whole time (ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "G.14 booking (Hawkridge, 6 seats, screen; Thu 4/9 14:00-17:00, 6 people) "
                    "confirmed by him and called → FAILED: slot_taken, another patron booked "
                    "G.14 13:00-16:00 at 10:52; nothing booked; G.14 still free only "
                    "16:00-17:00. Not yet told to Emrys",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_value:people",
                "14:00-17:00, 6 people",
                "the booking is for 4 people (ev_2, ev_17, act_18); 6 is G.14's number of seats",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent listed three rooms for Thursday, April 16: G.14 at Hawkridge "
                    "with six seats and a screen, 3.07 on Hawkridge's quiet floor without a "
                    "screen, and S2.11 at Sedgeworth, free only from 3 to 5 pm.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_date",
                "Thursday, April 16",
                "the rooms were listed for Thursday, April 9 (ev_12, ev_14), before the "
                "seminar on the 14th",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[1]",
                it(
                    "Carrel question put off by Emrys until the room is sorted",
                    "ev_2",
                    "ev_14",
                ),
                "misattributed_decision",
                "put off by Emrys",
                "the agent put the carrel question off until the room is sorted (ev_14); Emrys "
                "asked it in his first message (ev_2)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent listed three rooms for Thursday, April 9: G.14 at Hawkridge with "
                    "six seats and a screen, 3.07 on Hawkridge's quiet floor without a screen, "
                    "and S2.11 at Sedgeworth, free only from 3 to 5 pm.",
                    "ev_1",
                    "ev_3",
                ),
                "unsupported_ref",
                "G.14 at Hawkridge",
                "ev_1 and ev_3 are the greeting and the request for his name and email; the "
                "rooms are in ev_12 and ev_14",
            ),
        ],
    },
    "library-rooms@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "emrys trevannion HU-5581634 - room w/ screen for 4 thu apr 9 to practise "
                    "for thesis seminar on the 14th + a carrel",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "G.14 thu 2-5 failed - someone else booked it 1-4, nothing booked. told "
                        "him",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "booked S2.11 sedgeworth thu apr 9 3-5pm, RB-40662",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                        "ev_38",
                    ),
                    it(
                        "carrel waitlist CW-1187 hawkridge 4th floor, position 7 - not "
                        "assigned, graduate study office decides, next review mon apr 13",
                        "ev_40",
                        "ev_46",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it("no friday - 2 of them have labs", "ev_25"),
                    it("carrel hawkridge only not sedgeworth, lab next door", "ev_39"),
                ],
                rejected=[
                    it("G.14 all fri apr 10 afternoon (agent offer) - no", "ev_24", "ev_25"),
                    it(
                        "sedgeworth carrel list (only 2 waiting, agent suggested) - no",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                open_threads=[
                    it("can they bring coffee into S2.11 - not answered", "ev_49"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Emrys Trevannion needed a study room with a screen for four people on "
                    "Thursday, April 9, and asked how to get a carrel.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "His first booking, G.14 at Hawkridge from 2 to 5 pm, failed because "
                        "another patron had booked the room from 1 to 4 pm. Nothing was booked, "
                        "and the agent told him.",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "He then booked S2.11 at the Sedgeworth Science Library for Thursday, "
                        "April 9, from 3 to 5 pm. The booking is RB-40662.",
                        "ev_25",
                        "ev_29",
                        "ev_33",
                        "ev_38",
                    ),
                    it(
                        "He joined the carrel waitlist for the Hawkridge 4th floor as CW-1187, "
                        "in position 7. The Graduate Study Office assigns carrels, and none has "
                        "been assigned to him yet; the next review is on Monday, April 13.",
                        "ev_40",
                        "ev_46",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it(
                        "He only wants a carrel at Hawkridge, not Sedgeworth, because his lab is "
                        "next door to Hawkridge.",
                        "ev_39",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered G.14 on Friday afternoon, April 10, but two of the "
                        "group have labs then.",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "The agent suggested the Sedgeworth carrel list, which has only 2 "
                        "people on it, but he declined.",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                open_threads=[
                    it("He asked whether the group can bring coffee into S2.11.", "ev_49"),
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
                    "He was assigned a carrel on the Hawkridge 4th floor (CW-1187) by the "
                    "Graduate Study Office.",
                    "ev_40",
                    "ev_46",
                    "ev_48",
                ),
                "false_status:wrong_effect",
                "He was assigned a carrel",
                "join_carrel_waitlist act_41 only put him on the waitlist, in position 7; the "
                "Graduate Study Office has assigned nothing (ev_46, ev_48)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "carrel waitlist CW-1187 sedgeworth level 1, position 7 - not assigned, "
                    "graduate study office decides, next review mon apr 13",
                    "ev_40",
                    "ev_46",
                    "ev_48",
                ),
                "false_status:other_target",
                "sedgeworth level 1",
                "join_carrel_waitlist act_41 is for the Hawkridge 4th floor (ev_41, ev_46); he "
                "declined the Sedgeworth list (ev_39)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it("G.14 thu 2-5 booked for the group", "ev_23", "ev_24"),
                "false_status:failed_call",
                "G.14 thu 2-5 booked",
                "book_study_room act_18 on G.14 executed but its result is an error, slot "
                "taken, nothing booked (ev_23, ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "He joined the carrel waitlist for the Hawkridge 4th floor as CW-1187, in "
                    "position 6. The Graduate Study Office assigns carrels, and none has been "
                    "assigned to him yet; the next review is on Monday, April 13.",
                    "ev_40",
                    "ev_46",
                    "ev_48",
                ),
                "wrong_value:position",
                "in position 6",
                "he is in position 7 (ev_46, ev_48); 6 people were on the list before him (ev_38)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He then booked S2.11 at the Sedgeworth Science Library for Thursday, April "
                    "9, from 2 to 5 pm. The booking is RB-40662.",
                    "ev_25",
                    "ev_29",
                    "ev_33",
                    "ev_38",
                ),
                "wrong_value:time",
                "from 2 to 5 pm",
                "RB-40662 is from 3 to 5 pm (ev_33, ev_38); S2.11 was free only from 3 pm (ev_12)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "booked S2.11 sedgeworth thu apr 9 3-5pm, RB-40626",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                    "ev_38",
                ),
                "wrong_id",
                "RB-40626",
                "the booking is RB-40662 (ev_33, ev_38)",
            ),
        ],
    },
}
