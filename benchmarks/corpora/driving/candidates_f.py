"""Hand-written candidate summaries, part 6: budget@m20, pickup@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "driving-budget@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Lowenna Trask (LN-64019): starting lessons, £400 max all in", "ev_2", "ev_7"
                ),
                decisions=[
                    it(
                        "PK-78342 bought: 10h manual, £399 on Visa debit ****8862, valid to "
                        "9/3/2027",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Wed 9/9 5:30-7:30 pm lesson w/ Perrin Galloway failed (he's on leave); "
                        "nothing booked, 10h left; reported",
                        "ev_26",
                        "ev_33",
                        "ev_34",
                    ),
                    it(
                        "Manual, not the automatic block (£437) the agent suggested: over budget",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("No more than £400 all in", "ev_2"),
                    it("No motorway lessons yet", "ev_28"),
                    it("Pick-up at work (Greenhythe Garden Centre)", "ev_16", "ev_18"),
                ],
                open_threads=[
                    it(
                        "Fri 9/11 5:30-7:30 offered instead; she'll check her shifts and ring back",
                        "ev_34",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Lowenna Trask got in touch to start driving lessons on a budget of no more "
                    "than £400 all in.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent set out the prices and suggested the automatic block, since "
                        "many new drivers pass faster in an automatic, but Lowenna chose the "
                        "manual block because £437.00 was over her budget.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "With her yes, the 10-hour manual block PK-78342 was bought for £399.00 "
                        "(£420.00 less 5%), charged to her Visa debit card ending 8862.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "She then agreed to a first lesson with Perrin Galloway on Wednesday, "
                        "September 9 from 5:30 to 7:30 pm, picked up at Greenhythe Garden "
                        "Centre, and asked for no motorway lessons yet; the booking failed "
                        "because Perrin is on leave that day, so nothing was booked and all 10 "
                        "hours remain.",
                        "ev_26",
                        "ev_28",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent offered Friday, September 11 at 5:30 pm instead; Lowenna "
                        "wants to check her shifts and ring back.",
                        "ev_34",
                        "ev_35",
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
                    "Wed 9/9 5:30-7:30 pm lesson w/ Perrin Galloway booked; 8h left in PK-78342",
                    "ev_26",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:failed_call",
                "booked",
                "book_lesson (act_27) is executed in the ledger but its result is the error "
                "instructor_unavailable (ev_33): nothing booked, 10 hours left (ev_34)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Although she said yes, the 10-hour manual block PK-78342 was not bought in "
                    "the end, so nothing was charged to her Visa debit card ending 8862.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:other_status",
                "was not bought in the end",
                "buy_lesson_pack (act_19) was approved and executed: PK-78342 is active and "
                "£399.00 was charged (ev_23, ev_24, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("At least £400 all in", "ev_2"),
                "inverted_constraint",
                "At least £400",
                'Lowenna: "no more than £400 all in, that\'s my budget" (ev_2)',
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "With her yes, the 10-hour manual block PK-78342 was bought for £420.00, "
                    "charged to her Visa debit card ending 8862.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "£420.00",
                "£420.00 is the list price; with 5% off the block cost £399.00 (ev_18, ev_24)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Fri 9/18 5:30-7:30 offered instead; she'll check her shifts and ring back",
                    "ev_34",
                    "ev_35",
                ),
                "wrong_date",
                "Fri 9/18",
                "the slot offered is Friday, September 11 (ev_34)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Lowenna said many new drivers pass faster in an automatic, but chose the "
                    "manual block because £437.00 was over her budget.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Lowenna said many new drivers pass faster in an automatic",
                "that was the agent's statement and suggestion (ev_15); Lowenna said \"manual's "
                'fine, the 399 one" (ev_16)',
            ),
        ],
    },
}

POINTS["driving-pickup@m14"] = {
    "faithful": [
        faithful(
            "f1",
            "claude-dense",
            objective=it(
                "Dagny Whitcombe (LN-55620) moving Tuesday's lesson pick-up to her work, "
                "Brindlecote Fire Station on Hallam Street",
                "ev_2",
                "ev_6",
            ),
            decisions=[
                it(
                    "Pick-up of LS-312040 (Tue 9/8, 18:00-20:00, Idris Vantongeren) changed "
                    "home → Brindlecote Fire Station, Hallam St after her yes; status updated, "
                    "£0 charge; not yet confirmed to her",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                it(
                    "LS-312077 (Thu 9/10, 18:00-20:00) keeps pick-up at home: agent offered to "
                    "change it too, she declined (off that day)",
                    "ev_14",
                    "ev_15",
                ),
            ],
            constraints=[
                it("Only Tuesday's lesson changes; Thursday from home as normal", "ev_15"),
            ],
            next_steps=[
                it("Confirm the change to Dagny", "ev_23"),
            ],
        ),
        faithful(
            "f2",
            "gpt4o-passive",
            objective=it(
                "A change of pick-up point for her Tuesday lesson was requested by Dagny "
                "Whitcombe.",
                "ev_2",
            ),
            decisions=[
                it("Her identity was verified with her name and email.", "ev_4", "ev_6"),
                it(
                    "The pick-up for lesson LS-312040 on Tuesday, September 8 at 6:00 pm was "
                    "changed from her home to Brindlecote Fire Station on Hallam Street, free "
                    "of charge.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                it(
                    "The agent's offer to change Thursday's lesson (LS-312077, September 10) as "
                    "well was declined; that lesson is still picked up at home.",
                    "ev_14",
                    "ev_15",
                    "ev_17",
                ),
            ],
            open_threads=[
                it("The change has not been confirmed to Dagny yet.", "ev_23"),
            ],
        ),
    ],
    "variants": [
        var(
            "c1",
            "f1",
            "replace",
            "decisions[0]",
            it(
                "Pick-up of LS-312077 (Thu 9/10, 18:00-20:00, Idris Vantongeren) changed home → "
                "Brindlecote Fire Station, Hallam St after her yes; status updated, £0 charge; "
                "not yet confirmed to her",
                "ev_17",
                "ev_19",
                "ev_23",
            ),
            "false_status:other_target",
            "Pick-up of LS-312077 (Thu 9/10",
            "change_pickup (act_18) changed LS-312040, Tuesday 9/8 (ev_21, ev_23); Thursday's "
            "LS-312077 stays at home (ev_15, ev_17)",
        ),
        var(
            "c2",
            "f2",
            "replace",
            "decisions[1]",
            it(
                "The pick-up change for lesson LS-312040 on Tuesday, September 8 at 6:00 pm was "
                "refused, so she will still be picked up at home.",
                "ev_17",
                "ev_19",
                "ev_23",
            ),
            "false_status:other_status",
            "was refused",
            "change_pickup (act_18) was approved and executed: status updated, pick-up at the "
            "fire station (ev_22, ev_23)",
        ),
        var(
            "c3",
            "f1",
            "replace",
            "decisions[0]",
            it(
                "Pick-up of LS-312004 (Tue 9/8, 18:00-20:00, Idris Vantongeren) changed home → "
                "Brindlecote Fire Station, Hallam St after her yes; status updated, £0 charge; "
                "not yet confirmed to her",
                "ev_17",
                "ev_19",
                "ev_23",
            ),
            "wrong_id",
            "LS-312004",
            "Tuesday's lesson is LS-312040 (ev_12, ev_23)",
        ),
        var(
            "c4",
            "f2",
            "replace",
            "decisions[1]",
            it(
                "The pick-up for lesson LS-312040 on Tuesday, September 15 at 6:00 pm was "
                "changed from her home to Brindlecote Fire Station on Hallam Street, free of "
                "charge.",
                "ev_17",
                "ev_19",
                "ev_23",
            ),
            "wrong_date",
            "Tuesday, September 15",
            "LS-312040 is on Tuesday, September 8, 2026 (ev_12, ev_23)",
        ),
        var(
            "c5",
            "f1",
            "replace",
            "constraints[0]",
            it("Thursday's pick-up to change as well, not just Tuesday's", "ev_15"),
            "inverted_constraint",
            "Thursday's pick-up to change as well",
            "Dagny: \"just tuesday's. thursday I'm off so from home like normal\" (ev_15)",
        ),
        var(
            "c6",
            "f2",
            "replace",
            "decisions[1]",
            it(
                "The pick-up for lesson LS-312040 on Tuesday, September 8 at 6:00 pm was changed "
                "to her home at 88 Rushmere Avenue, free of charge.",
                "ev_17",
                "ev_19",
                "ev_23",
            ),
            "wrong_value:pickup",
            "to her home at 88 Rushmere Avenue",
            "the new pick-up is Brindlecote Fire Station, Hallam Street (ev_23); 88 Rushmere "
            "Avenue is the home pick-up it replaced (ev_14)",
        ),
    ],
}
