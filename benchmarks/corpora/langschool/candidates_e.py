"""Hand-written candidate summaries, part 5: refund@m12, exam@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "langschool-refund@m12": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ignatius pellow (KLS-38806) dropping mandarin a1 weekend (CHI-A1-SAT, "
                    "ENR-49915) - travelling every weekend till spring",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "full refund asked - not possible under policy; 3 of 12 saturdays held "
                        "so 60% of 560 = 336 refundable, 35 materials not",
                        "ev_12",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "withdrawal + 336 refund to amex 3318 proposed, NOT confirmed yet - he "
                        "replied w/ a question",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("keep calligraphy workshop ENR-49932 (two sundays)", "ev_10", "ev_19"),
                ],
                rejected=[
                    it(
                        "deferral (full 560 carried to a later term) suggested by agent - he "
                        "said no, doesn't know when he's back",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it("does withdrawing cancel the calligraphy workshop? unanswered", "ev_19"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ignatius Pellow wants to withdraw from his Mandarin A1 weekend class "
                    "because work has him travelling every weekend until spring, and he asked "
                    "for his money back.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that a full refund is not possible: three of the "
                        "twelve Saturdays have been held, so 60% of the $560.00 tuition, "
                        "$336.00, can be refunded, and the $35.00 materials fee cannot.",
                        "ev_12",
                        "ev_14",
                    ),
                    it("Ignatius reluctantly accepted the $336.00 refund.", "ev_15"),
                    it(
                        "The agent proposed the withdrawal from CHI-A1-SAT (ENR-49915) as of "
                        "November 12, 2025, with $336.00 refunded to his Amex ending 3318 within "
                        "10 working days. He has not confirmed it yet.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "He turned down the agent's suggestion to defer and carry the full "
                        "$560.00 over to a later term.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether withdrawing also cancels his calligraphy workshop, "
                        "which he wants to keep. This needs an answer before the withdrawal can "
                        "go ahead.",
                        "ev_19",
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
                    "Ignatius was withdrawn from CHI-A1-SAT (ENR-49915) as of November 12, 2025, "
                    "and $336.00 is being refunded to his Amex ending 3318 within 10 working "
                    "days.",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:pending",
                "Ignatius was withdrawn from CHI-A1-SAT",
                "the withdrawal (act_18) is still pending: he answered the confirmation with a "
                "question (ev_19), no yes and no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "withdrawal from calligraphy workshop ENR-49932 + 336 refund to amex 3318 "
                    "proposed, NOT confirmed yet - he replied w/ a question",
                    "ev_10",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:other_target",
                "calligraphy workshop ENR-49932",
                "the pending withdrawal (act_18) is from the Mandarin A1 class ENR-49915 (ev_17); "
                "he wants to keep the workshop (ev_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that a full refund is not possible: three of the twelve "
                    "Saturdays have been held, so 60% of the $560.00 tuition, $357.00, can be "
                    "refunded, and the $35.00 materials fee cannot.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$357.00",
                "60% of $560.00 is $336.00 (ev_12, ev_14); $357.00 is 60% of tuition and "
                "materials together",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("cancel calligraphy workshop ENR-49932 too", "ev_10", "ev_19"),
                "inverted_constraint",
                "cancel calligraphy workshop ENR-49932 too",
                "he wants to keep the calligraphy workshop (ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "full refund asked - not possible under policy; 3 of 12 saturdays held so "
                    "70% of 560 = 336 refundable, 35 materials not",
                    "ev_12",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_value:percent",
                "70% of 560",
                "the refund before the 4th session is 60% of tuition (ev_12, ev_14)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "He turned down the agent's suggestion to defer and carry the full $560.00 "
                    "over to a later term.",
                    "ev_6",
                    "ev_10",
                ),
                "unsupported_ref",
                "defer and carry the full $560.00 over to a later term",
                "cites only the verification and its enrolments fact (ev_6, ev_10); the "
                "deferral was suggested in ev_14 and declined in ev_15",
            ),
        ],
    },
    "langschool-exam@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Henrike Abernethy-Soto (KLS-33167, Spanish C1): prep for the C1 "
                    "certificate exam, Feb 21 2026",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "MCK-6630: mock C1 exam Sat 11/29 9:00-13:00, Ashwillow; $45 on Visa "
                        "****7720; feedback by 12/9",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Prep course EXP-SPA-C1 (12 h, $216) not booked",
                        "ev_12",
                        "ev_14",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Loyalty discount: refused (discounts = course tuition only)",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("Cheaper option first, then decide", "ev_15"),
                    it(
                        "Exam registration with the board directly, by 1/9; school doesn't "
                        "register",
                        "ev_12",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's push to book the prep course now (5 seats left): she put it off",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Will a prep-course seat still be free after the mock feedback? Unanswered",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Henrike Abernethy-Soto, who is in the Spanish C1 group, wants to prepare "
                    "for the C1 certificate exam on February 21, 2026.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "The agent presented two options, a mock exam on November 29 for $45.00 "
                        "and a 12-hour exam-preparation add-on from January 10 to February 14 "
                        "for $216.00, and recommended booking the course right away since only "
                        "5 seats were left.",
                        "ev_14",
                    ),
                    it(
                        "Henrike decided to start with the cheaper option and see after that, so "
                        "after her confirmation the mock exam was booked as MCK-6630 for "
                        "Saturday, November 29 at 9:00 am, with $45.00 charged to her Visa "
                        "ending 7720.",
                        "ev_15",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Her written feedback from the mock should arrive by December 9.",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "When she asked for a discount for having studied three terms, the agent "
                        "declined, as discounts apply only to course tuition.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "The agent pointed out that the school does not register her for the "
                        "exam; she has to register with the exam board herself by January 9.",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "She is now asking whether a seat in the prep course will still be "
                        "available after she gets her mock feedback.",
                        "ev_26",
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
                    "Prep course EXP-SPA-C1 (12 h, $216) booked too, from 1/10",
                    "ev_12",
                    "ev_14",
                    "ev_15",
                ),
                "false_status:no_such_action",
                "booked too",
                "she left the prep course for later (ev_15) and only the mock was proposed "
                "(ev_17); the ledger holds no action for the course",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Henrike decided to start with the cheaper option, but the mock exam booking "
                    "for November 29 was declined, so nothing has been charged.",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:other_status",
                "the mock exam booking for November 29 was declined",
                "the booking (act_18) was executed: MCK-6630, booked, $45.00 charged (ev_23)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "MCK-6630: mock C1 exam Sat 11/29 9:00-13:00, Ashwillow; $54 on Visa "
                    "****7720; feedback by 12/9",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "$54",
                "the mock exam costs $45.00 (ev_17, ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Her written feedback from the mock should arrive by December 19.",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "December 19",
                "the feedback is due by December 9 (ev_23, ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("The more expensive option first, then decide", "ev_15"),
                "inverted_constraint",
                "The more expensive option first",
                "she asked for the cheaper one first (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Henrike decided to start with the cheaper option and see after that, so "
                    "after her confirmation the mock exam was booked as MCK-6630 for Saturday, "
                    "November 29 at 10:00 am, with $45.00 charged to her Visa ending 7720.",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_value:time",
                "at 10:00 am",
                "the mock exam starts at 9:00 am (ev_17, ev_23)",
            ),
        ],
    },
}
