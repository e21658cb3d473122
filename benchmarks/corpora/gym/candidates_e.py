"""Hand-written candidate summaries, part 5: training@m26, classes@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "gym-training@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "curtis lindqvist IV-3590412 - personal training with elena sokolova",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "bought 10 pack PT-61477 $590 on visa 5082, valid to 3/4/2026",
                        "ev_24",
                    ),
                    it(
                        "booked thu 11/6 6:30am w elena, PB-90311",
                        "ev_38",
                        "ev_40",
                        "ev_45",
                    ),
                    it(
                        "thu 11/13 7am failed - slot taken by another member, not booked, "
                        "nothing taken off package",
                        "ev_44",
                        "ev_45",
                    ),
                    it("9 sessions left to book", "ev_40"),
                ],
                rejected=[
                    it(
                        "tue 11/11 6:30 offered instead - no, he books the next one after the "
                        "first session",
                        "ev_45",
                        "ev_46",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Curtis Lindqvist is starting personal training with Elena Sokolova at "
                    "Harlow Street.",
                    "ev_6",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "He bought a 10-session package, PT-61477, for $590.00.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "His first session is booked for Thursday, November 6 at 6:30 am "
                        "(booking PB-90311).",
                        "ev_40",
                        "ev_45",
                    ),
                    it(
                        "The second booking, Thursday, November 13 at 7:00 am, failed because "
                        "another member took the slot. It is not booked.",
                        "ev_44",
                        "ev_45",
                    ),
                ],
                constraints=[
                    it("Sessions must be on weekday mornings before 7:30.", "ev_16"),
                ],
                rejected=[
                    it(
                        "He turned down the Tuesday, November 11 6:30 am slot that the agent "
                        "offered instead.",
                        "ev_45",
                        "ev_46",
                    ),
                ],
                next_steps=[
                    it(
                        "Curtis will book his next session after his first one with Elena on "
                        "November 6.",
                        "ev_40",
                        "ev_46",
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
                    "The second session, Thursday, November 13 at 7:00 am, is booked as well.",
                    "ev_44",
                    "ev_45",
                ),
                "false_status:failed_call",
                "is booked as well",
                "book_pt_session act_34 executed but its result is an error, slot_unavailable: "
                "nothing was booked (ev_44), as the agent reported (ev_45)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it("2nd session moved to tue 11/11 6:30am instead", "ev_45", "ev_46"),
                "false_status:no_such_action",
                "moved to tue 11/11 6:30am",
                "the agent only offered Tuesday, November 11 (ev_45) and Curtis said no thanks "
                "(ev_46); the ledger holds no booking of that slot",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "His first session is booked for Thursday, November 6 at 6:30 am (booking "
                    "PB-93011).",
                    "ev_40",
                    "ev_45",
                ),
                "wrong_id",
                "PB-93011",
                "the booking is PB-90311 (ev_40, ev_41, ev_45)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it("booked thu 11/6 7am w elena, PB-90311", "ev_38", "ev_40", "ev_45"),
                "wrong_value:time",
                "thu 11/6 7am",
                "the November 6 session starts at 6:30 am (ev_40, ev_45); 7:00 am was the "
                "November 13 slot that failed",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[3]",
                it("8 sessions left to book", "ev_40"),
                "wrong_value:session_count",
                "8 sessions left",
                "after the one booking he has 9 sessions left to book (ev_40); the second "
                "booking failed and took nothing off the package (ev_45)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "His first session is booked for Thursday, November 6 at 6:30 am (booking "
                    "PB-90311).",
                    "ev_13",
                    "ev_15",
                ),
                "unsupported_ref",
                "PB-90311",
                "ev_13 and ev_15 are the package catalog and the agent's description of it; "
                "the booking is in ev_40 and ev_45",
            ),
        ],
    },
    "gym-classes@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ines Marchetti (IV-4471203, Flex, Carrow Hill): get into Thu 11/6 evening "
                    "Spin 45, cancel Wed yoga",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                    "ev_16",
                    "ev_21",
                ),
                decisions=[
                    it(
                        "Waitlisted (her yes) for the full 6:00 pm Spin 45 CL-8812 → WL-23017, "
                        "position 3; NOT booked. Moved in + texted if a spot opens by 4:00 pm "
                        "Thu (2 h before)",
                        "ev_21",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "Yoga Flow Wed 11/5 7:00 pm BK-55120 cancelled, $0 late fee (>12 h ahead)",
                        "ev_19",
                        "ev_21",
                        "ev_33",
                    ),
                    it("Pilates Core Fri 11/7 9:30 am (BK-55164) kept", "ev_19", "ev_21"),
                    it("Both calls done; results not yet relayed to Ines", "ev_29", "ev_33"),
                ],
                constraints=[
                    it(
                        "Don't book the 7:15 (CL-8819, 3 spots): she picks up her daughter at 7:30",
                        "ev_15",
                        "ev_16",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A spot in Thursday evening's spin class at Carrow Hill was requested by "
                    "Ines Marchetti, along with the cancellation of her yoga class.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Ines was added to the waitlist for the full 6:00 pm Spin 45 class on "
                        "November 6 (CL-8812) as number 3; she has not been booked into it.",
                        "ev_21",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "Her Yoga Flow booking for Wednesday, November 5 at 7:00 pm (BK-55120) "
                        "was cancelled without a late-cancel fee.",
                        "ev_21",
                        "ev_24",
                        "ev_33",
                    ),
                    it(
                        "Her Pilates Core class on Friday, November 7 was left booked.",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "Booking the 7:15 pm class, which still had 3 spots, was declined by "
                        "Ines because she picks up her daughter at 7:30.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Both changes are to be confirmed to Ines; she is to be texted if a "
                        "spot opens from the waitlist.",
                        "ev_29",
                        "ev_33",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Ines was booked into the 6:00 pm Spin 45 class on November 6 (CL-8812).",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                ),
                "false_status:wrong_effect",
                "was booked into the 6:00 pm Spin 45 class",
                "join_class_waitlist act_22 only put her on the waitlist: status waitlisted, "
                "position 3 (ev_29); the class is full (ev_13)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("Pilates Core Fri 11/7 9:30 am (BK-55164) cancelled too", "ev_19", "ev_21"),
                "false_status:other_target",
                "cancelled too",
                "cancel_class_booking act_23 cancelled the yoga BK-55120 only (ev_31, ev_33); "
                "the pilates BK-55164 stays booked (ev_21)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Book the 7:15 (CL-8819, 3 spots) if the 6:00 doesn't open up",
                    "ev_15",
                    "ev_16",
                ),
                "inverted_constraint",
                "Book the 7:15 (CL-8819, 3 spots) if the 6:00 doesn't open up",
                "she said don't book the 7:15, she picks up her daughter at 7:30 (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Her Yoga Flow booking for Wednesday, November 5 at 7:00 pm (BK-55120) was "
                    "cancelled with a $10.00 late-cancel fee.",
                    "ev_21",
                    "ev_24",
                    "ev_33",
                ),
                "wrong_amount",
                "with a $10.00 late-cancel fee",
                "the cancellation's late_cancel_fee is 0.0 (ev_33): the class was more than 12 "
                "hours away (ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Waitlisted (her yes) for the full 6:00 pm Spin 45 CL-8812 → WL-23017, "
                    "position 2; NOT booked. Moved in + texted if a spot opens by 4:00 pm Thu "
                    "(2 h before)",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                ),
                "wrong_value:position",
                "position 2",
                "WL-23017 is at position 3 (ev_21, ev_29); 2 people were on the waitlist before "
                "her (ev_13)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Cancelling her Yoga Flow booking for Wednesday, November 5 at 7:00 pm "
                    "(BK-55120) was refused, as it falls inside the 12-hour window.",
                    "ev_21",
                    "ev_24",
                    "ev_33",
                ),
                "false_status:other_status",
                "was refused",
                "cancel_class_booking act_23 executed and the booking's status is cancelled, "
                "with no fee (ev_33); the class was more than 12 hours away (ev_21)",
            ),
        ],
    },
}
