"""Hand-written candidate summaries, part 2: tree@m18, tree@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "garden-tree@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Severin Quennock wants work done on the two large trees at his home at "
                    "2 Pinfold Lane, Ostley Marsh.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "After Severin said yes, the agent submitted an application to "
                        "Wrayburn Town Council for a crown reduction of up to 20% on the "
                        "protected English oak (TR-0871).",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "He accepted the agent's advice to apply for 20% instead of the 30% he "
                        "wanted, because the council rarely consents to more than 20% on an oak "
                        "of that size.",
                        "ev_15",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "He turned down the idea of felling the sycamore; he only wants it "
                        "lifted off the drive.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("The sycamore is to be done first; the oak waits for the council.", "ev_17"),
                ],
                open_threads=[
                    it(
                        "Application TWA-26-0193 is waiting for the council's decision, due by "
                        "May 13, 2026; no work on the oak can start before the council "
                        "consents.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "He asked whether the sycamore can be done soon; no job has been "
                        "proposed for it yet.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Severin Quennock (CL-38852): oak + sycamore at 2 Pinfold Lane (PR-6620)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "TWA-26-0193 submitted to Wrayburn Town Council: oak TR-0871 (TPO "
                        "114/2009), crown reduction ≤20%. Council's call, due 5/13/2026; not "
                        "consented yet",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "20%, not 30%: agent's advice (30% likely refused)",
                        "ev_15",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("No felling; sycamore TR-0872 only lifted off the drive", "ev_12", "ev_15"),
                    it("Sycamore first, oak after council consent", "ev_17"),
                ],
                next_steps=[it("Quote + book the sycamore lift; he wants it soon", "ev_28")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Wrayburn Town Council has consented to application TWA-26-0193, so the "
                    "oak's crown reduction can go ahead.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "has consented to application TWA-26-0193",
                "submit_tree_application act_20 only submitted the application (status "
                "submitted, ev_25); the council decides by May 13 and no work may start before "
                "consent (ev_27)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("Sycamore TR-0872 crown lift booked", "ev_17", "ev_28"),
                "false_status:no_such_action",
                "crown lift booked",
                "at the boundary the ledger holds no job for the sycamore: he has only asked "
                "whether it can be done soon (ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "TWA-26-0193 submitted to Wrayburn Town Council: sycamore TR-0872, crown "
                    "reduction ≤20%. Council's call, due 5/13/2026; not consented yet",
                    "ev_19",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "sycamore TR-0872",
                "the application act_20 is for the protected oak TR-0871 (ev_19, ev_23); the "
                "sycamore is not protected and needs no application (ev_12, ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Severin pointed out that the council rarely consents to more than 20% "
                    "on an oak of that size, so the application was made for 20% instead of "
                    "30%.",
                    "ev_15",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Severin pointed out",
                "the agent gave the council's usual 20% limit and advised 20% (ev_16); "
                "Severin wanted 30% and only agreed (ev_15, ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "TWA-26-0193 submitted to Wrayburn Town Council: oak TR-0871 (TPO "
                    "114/2009), crown reduction ≤20%. Council's call, due 5/20/2026; not "
                    "consented yet",
                    "ev_19",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "due 5/20/2026",
                "the decision is due by May 13, 2026 (ev_25, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("The oak is to be done first; the sycamore can wait.", "ev_17"),
                "inverted_constraint",
                "The oak is to be done first",
                "he said do the sycamore first, the oak can wait for the council (ev_17)",
            ),
        ],
    },
    "garden-tree@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Severin Quennock (CL-38852) wants the oak and the sycamore at 2 "
                    "Pinfold Lane pruned",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Application TWA-26-0193 (crown reduction up to 20%, protected oak "
                        "TR-0871) submitted; Wrayburn Town Council decides by May 13, 2026, "
                        "not consented yet",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                    ),
                    it("Sycamore first, oak once the council consents (his choice)", "ev_17"),
                ],
                rejected=[
                    it("Felling the sycamore: he declined, it's a nice tree", "ev_14", "ev_15"),
                ],
                open_threads=[
                    it(
                        "Sycamore job proposed, awaiting his yes: TR-0872 crown lift + thin, "
                        "Mon 3/30, 2 arborists ~5 h at $62/h ($620) + $45 call-out + 2 loads "
                        "of green waste ($130) = $795; 25% deposit $198.75 to Visa ****3307 on "
                        "booking",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "He asked what happens to the deposit if it rains on the 30th; not "
                        "answered yet",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Pruning was requested by Severin Quennock for the two trees at 2 "
                    "Pinfold Lane, Ostley Marsh.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "An application (TWA-26-0193) was submitted to Wrayburn Town Council "
                        "for a crown reduction of up to 20% on the protected oak; a decision is "
                        "expected by May 13, 2026.",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The 30% reduction he first wanted was lowered to 20% on the agent's "
                        "advice.",
                        "ev_15",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Felling was ruled out by him; the sycamore is only to be lifted off "
                        "the drive.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "A job for the sycamore was proposed for Monday, March 30 at a total "
                        "of $795.00, with a $198.75 deposit, but it has not been confirmed: a "
                        "question was asked about what happens to the deposit if it rains.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                next_steps=[
                    it(
                        "His question about the deposit is to be answered before the booking "
                        "is confirmed.",
                        "ev_34",
                    ),
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
                    "Sycamore job booked: TR-0872 crown lift + thin, Mon 3/30, 2 arborists ~5 "
                    "h at $62/h ($620) + $45 call-out + 2 loads of green waste ($130) = $795; "
                    "25% deposit $198.75 charged to Visa ****3307",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:pending",
                "Sycamore job booked",
                "book_job act_33 is still pending: he answered the confirmation with a "
                "question (ev_34), nothing was booked or charged",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Sycamore job proposed, awaiting his yes: TR-0827 crown lift + thin, Mon "
                    "3/30, 2 arborists ~5 h at $62/h ($620) + $45 call-out + 2 loads of green "
                    "waste ($130) = $795; 25% deposit $198.75 to Visa ****3307 on booking",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_id",
                "TR-0827",
                "the sycamore is TR-0872 (ev_12, ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Sycamore job proposed, awaiting his yes: TR-0872 crown lift + thin, Tue "
                    "4/7, 2 arborists ~5 h at $62/h ($620) + $45 call-out + 2 loads of green "
                    "waste ($130) = $795; 25% deposit $198.75 to Visa ****3307 on booking",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_date",
                "Tue 4/7",
                "the job is proposed for Monday, March 30 (ev_32, ev_33); April 7 is only the "
                "other free slot (ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The 30% reduction he first wanted was lowered to 20% on his own "
                    "initiative, as he expected the council to refuse more.",
                    "ev_15",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "on his own initiative",
                "lowering to 20% was the agent's advice (ev_16); he had asked for 30% (ev_15) "
                "and only agreed (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Application TWA-26-0139 (crown reduction up to 20%, protected oak "
                    "TR-0871) submitted; Wrayburn Town Council decides by May 13, 2026, not "
                    "consented yet",
                    "ev_19",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "TWA-26-0139",
                "the application id is TWA-26-0193 (ev_25, ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The application for the oak was held back and not submitted to Wrayburn "
                    "Town Council, since the sycamore is to be done first.",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:other_status",
                "held back and not submitted",
                "submit_tree_application act_20 was executed after his yes (ev_21, ev_24) and "
                "the application TWA-26-0193 is with the council (ev_25, ev_27)",
            ),
        ],
    },
}
