"""Hand-written candidate summaries, part 5: insurance@m14, intensive@m12.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "driving-insurance@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Saoirse Lindfield scraped the wing mirror on a bollard while reversing in "
                    "Tuesday's lesson and wanted to know whether she has to pay.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She does not have to pay anything: the school never charges learners "
                        "for damage during a lesson.",
                        "ev_14",
                        "ev_22",
                    ),
                    it(
                        "With her agreement, claim LM-77410 for incident INC-3391 (repair "
                        "estimate £340.00) was filed with Larchfield Mutual, who will decide "
                        "it; an assessor will contact the school within 10 working days.",
                        "ev_16",
                        "ev_20",
                        "ev_22",
                    ),
                    it("The school pays its £250.00 excess.", "ev_12", "ev_14"),
                ],
                open_threads=[
                    it(
                        "The agent proposed a free make-up lesson with Idris Vantongeren on "
                        "Tuesday, September 8 from 4:00 to 5:00 pm, since Tuesday's lesson was "
                        "cut short by 40 minutes. Saoirse has not said yes; she asked whether "
                        "it would be in the same car.",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "She does not want to drive that car again until the mirror is fixed.",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Saoirse Lindfield (LN-60142): scraped mirror in Tuesday's lesson; does she "
                    "have to pay?",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Nothing for her to pay: learners aren't charged for damage in a lesson",
                        "ev_14",
                    ),
                    it(
                        "Claim LM-77410 filed with Larchfield Mutual after her yes: INC-3391 "
                        "(Tue 9/1, Tolvane car 7, nearside mirror), estimate £340; the insurer "
                        "decides, assessor within 10 working days",
                        "ev_12",
                        "ev_16",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "Free 1h make-up lesson with Idris, Tue 9/8 4-5 pm, proposed (lesson cut "
                        "40 min short); pending: she asked if it's the same car",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it("Answer the car question, then get her yes before booking", "ev_24"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "A free make-up lesson with Idris Vantongeren was booked for Tuesday, "
                    "September 8 from 4:00 to 5:00 pm, since Tuesday's lesson was cut short by "
                    "40 minutes.",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:pending",
                "was booked",
                "the make-up lesson (act_23) is only proposed: she answered with a question "
                "(ev_24), so it is pending, not booked",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("Mirror repair on Tolvane car 7 booked", "ev_12", "ev_14"),
                "false_status:no_such_action",
                "Mirror repair on Tolvane car 7 booked",
                "no repair was proposed or booked; the only executed action is the claim "
                "(act_15, ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "With her agreement, claim LM-77410 for incident INC-3391 (repair estimate "
                    "£250.00) was filed with Larchfield Mutual, who will decide it; an assessor "
                    "will contact the school within 10 working days.",
                    "ev_16",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_amount",
                "repair estimate £250.00",
                "the repair estimate is £340.00 (ev_12, ev_20); £250.00 is the excess",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Claim LM-77410 filed with Larchfield Mutual after her yes: INC-3391 (Wed "
                    "9/2, Tolvane car 7, nearside mirror), estimate £340; the insurer decides, "
                    "assessor within 10 working days",
                    "ev_12",
                    "ev_16",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_date",
                "Wed 9/2",
                "the incident was on Tuesday, September 1, 2026 (ev_12, ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[1]",
                it(
                    "She asked for the make-up lesson to be spent on reversing manoeuvres.",
                    "ev_22",
                    "ev_24",
                ),
                "misattributed_decision",
                "She asked for the make-up lesson to be spent on reversing manoeuvres",
                "spending it on reversing was the agent's suggestion (ev_22); Saoirse only "
                "asked about the car (ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Free 1h make-up lesson with Idris, Tue 9/8 4-5 pm, proposed (lesson cut 40 "
                    "min short); pending: she asked if it's the same car",
                    "ev_16",
                    "ev_17",
                ),
                "unsupported_ref",
                "Free 1h make-up lesson with Idris, Tue 9/8 4-5 pm, proposed",
                "the cited events are her yes to the claim and its approval; the make-up lesson "
                "is in ev_22 and her question in ev_24",
            ),
        ],
    },
}

POINTS["driving-intensive@m12"] = {
    "faithful": [
        faithful(
            "f1",
            "gpt4o-hedged",
            objective=it(
                "Emrys Faulconer appears to want an automatic intensive course, and only in the "
                "week of September 21.",
                "ev_2",
                "ev_3",
                "ev_7",
            ),
            decisions=[
                it(
                    "He chose the 5-day, 20-hour course (Monday, September 21 to Friday, "
                    "September 25, 9:00 am-1:00 pm with Anneliese Coverack) over the 30-hour "
                    "course the agent recommended, as he has had lessons before.",
                    "ev_15",
                    "ev_16",
                ),
                it(
                    "He said yes to booking it for £880.00 in total, with a £200.00 deposit to "
                    "his Mastercard ending 5530 and £680.00 due by Friday, September 18; it does "
                    "not seem to have actually been booked yet.",
                    "ev_18",
                    "ev_20",
                ),
            ],
            constraints=[
                it("Not the week of the 14th, since he is at his brother's wedding.", "ev_2"),
                it(
                    "Pick-up should apparently be at Fallowby Timber Depot, where he works, not "
                    "at home.",
                    "ev_16",
                    "ev_18",
                ),
            ],
            rejected=[
                it(
                    "He declined the suggested practical test request and test-day car hire "
                    "(£95.00), preferring to book the test himself later.",
                    "ev_15",
                    "ev_16",
                ),
            ],
            next_steps=[
                it(
                    "The course booking likely still has to be made and the deposit taken.", "ev_20"
                ),
            ],
        ),
        faithful(
            "f2",
            "small-model-terse",
            objective=it(
                "emrys faulconer LN-63387, automatic intensive course wk of 9/21",
                "ev_2",
                "ev_3",
                "ev_7",
            ),
            decisions=[
                it(
                    "5-day 20h course 9/21-9/25 w/ anneliese coverack, 9am-1pm, £880 (£200 "
                    "deposit now, £680 by 9/18) -> emrys said yes, not booked yet",
                    "ev_18",
                    "ev_20",
                ),
                it("no test request, no car hire, he'll book test himself", "ev_16", "ev_18"),
            ],
            constraints=[
                it("not wk of 9/14 (brother's wedding)", "ev_2", "ev_3"),
                it("pickup at depot (work) not home", "ev_16"),
                it("20h not 30h, had lessons before", "ev_15", "ev_16"),
            ],
            next_steps=[
                it("call book_intensive_course, take £200 deposit on mastercard 5530", "ev_18"),
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
                "He said yes, and the course was booked for £880.00 in total, with the £200.00 "
                "deposit taken from his Mastercard ending 5530 and £680.00 due by Friday, "
                "September 18.",
                "ev_18",
                "ev_20",
            ),
            "false_status:pending",
            "the course was booked",
            "book_intensive_course (act_19) is approved by his yes (ev_20, ev_21) but no call "
            "was made: nothing is booked and no deposit taken",
        ),
        var(
            "c2",
            "f2",
            "replace",
            "decisions[1]",
            it(
                "practical test requested for end of course + test-day car hire £95 added",
                "ev_15",
                "ev_16",
            ),
            "false_status:no_such_action",
            "practical test requested",
            "the test request and car hire were the agent's suggestions (ev_15), declined "
            "(ev_16); the ledger holds no action for them",
        ),
        var(
            "c3",
            "f1",
            "replace",
            "decisions[1]",
            it(
                "He said yes to booking it for £880.00 in total, with a £200.00 deposit to his "
                "Mastercard ending 5530 and £680.00 due by Monday, September 21; it does not "
                "seem to have actually been booked yet.",
                "ev_18",
                "ev_20",
            ),
            "wrong_date",
            "Monday, September 21",
            "the balance is due Friday, September 18, the Friday before the course (ev_13, ev_18)",
        ),
        var(
            "c4",
            "f2",
            "replace",
            "decisions[0]",
            it(
                "5-day 20h course 9/21-9/25 w/ anneliese coverack, 9am-1pm, £880 (£200 deposit "
                "now, £880 by 9/18) -> emrys said yes, not booked yet",
                "ev_18",
                "ev_20",
            ),
            "wrong_amount",
            "£880 by 9/18",
            "the balance due by September 18 is £680.00, after the £200.00 deposit (ev_18)",
        ),
        var(
            "c5",
            "f1",
            "replace",
            "decisions[0]",
            it(
                "He asked for Anneliese Coverack as his instructor and chose the 5-day, 20-hour "
                "course (Monday, September 21 to Friday, September 25, 9:00 am-1:00 pm) over "
                "the 30-hour course the agent recommended.",
                "ev_15",
                "ev_16",
            ),
            "misattributed_decision",
            "He asked for Anneliese Coverack as his instructor",
            "Anneliese Coverack is the instructor the agent's course list gives (ev_13, "
            "ev_15); Emrys never named an instructor (ev_16)",
        ),
        var(
            "c6",
            "f2",
            "replace",
            "constraints[1]",
            it("pickup at home not depot", "ev_16"),
            "inverted_constraint",
            "pickup at home not depot",
            'Emrys: "pick me up from the depot where I work, not from home" (ev_16)',
        ),
    ],
}
