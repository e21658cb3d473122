"""Hand-written candidate summaries, part 5: payplan@m24, sedation@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "dental-payplan@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ambrose kettleby FAM-30088 - payment plan for implant crown bill INV-40872 "
                    "(1860 after insurance)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "1st try on mastercard 5127 failed - card expired, no plan, nothing "
                        "charged",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "plan PP-19064 active: 3 x $620 on visa 8806, 3/20, 4/20, 5/20, nothing "
                        "charged today",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                    it("first payment moved to the 20th (his pension day), not today", "ev_27"),
                    it(
                        "INV-40855 $24 not in plan, stays open, he pays at next visit",
                        "ev_17",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it("asks if he gets a reminder before each payment", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ambrose Kettleby wanted to split the $1,860.00 balance on his implant "
                    "crown invoice, INV-40872, into payments.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The first attempt failed because his Mastercard ending 5127 had "
                        "expired. No plan was created and nothing was charged, and the agent "
                        "told him so.",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "At his request, the plan was set up on his new Visa ending 8806 "
                        "instead, with the first payment on March 20, when his pension comes "
                        "in.",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                    ),
                    it(
                        "Payment plan PP-19064 is now active: three payments of $620.00 on "
                        "March 20, April 20 and May 20, 2026. Nothing was charged today.",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "He chose three payments rather than the six the agent suggested, and "
                        "left the $24.00 invoice INV-40855 out of the plan.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether he will get a reminder before each payment. This has "
                        "not been answered.",
                        "ev_38",
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
                    "The first attempt on his Mastercard ending 5127 went through and the first "
                    "$620.00 was charged, before the plan was moved to his Visa.",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:failed_call",
                "went through and the first $620.00 was charged",
                "create_payment_plan act_20 executed but its result is an error: the card was "
                "declined, no plan was created and nothing was charged (ev_25, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "plan PP-19064 active: 3 x $620 on visa 8806, 3/11, 4/11, 5/11, nothing "
                    "charged today",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_date",
                "3/11, 4/11, 5/11",
                "PP-19064 charges on March 20, April 20 and May 20 (ev_35, ev_37); the 11th "
                "was the failed plan's schedule (ev_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "He chose three payments rather than the six the agent suggested, and the "
                    "$24.00 check-up invoice INV-40855 was put on the plan too.",
                    "ev_16",
                    "ev_17",
                ),
                "false_status:other_target",
                "INV-40855 was put on the plan too",
                "PP-19064 (act_30) covers INV-40872 only (ev_35); INV-40855 stays open, by his "
                "choice (ev_17, ev_37)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "plan PP-19046 active: 3 x $620 on visa 8806, 3/20, 4/20, 5/20, nothing "
                    "charged today",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_id",
                "PP-19046",
                "the plan is PP-19064 (ev_35, ev_37)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "At his request, the plan was set up on his Mastercard ending 5127 again, "
                    "with the first payment on March 20, when his pension comes in.",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                ),
                "wrong_value:card",
                "Mastercard ending 5127 again",
                "PP-19064 is charged to his new Visa ****8806 (ev_27, ev_35); the Mastercard "
                "had expired (ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "plan on visa 8806 not set up - he said no, wants to think it over",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:other_status",
                "not set up - he said no",
                "he said yes (ev_31) and create_payment_plan act_30 executed: PP-19064 is "
                "active (ev_35, ev_37)",
            ),
        ],
    },
    "dental-sedation@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Dagny Morcombe (HD-190456): wisdom tooth 17 out under sedation, per Dr. "
                    "Amsel's TP-4452",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "IV sedation chosen ($295, not covered) over nitrous ($60, agent's "
                        "suggestion)",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Fri 3/20 1:30pm booking FAILED: slot taken by another patient, nothing "
                        "booked; told her",
                        "ev_25",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "APT-772260: Fri 3/27 2:00pm, Dr. Amsel, Wendlecote, extraction + IV "
                        "sedation; her share $357 ($62 + $295)",
                        "ev_32",
                        "ev_34",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "Fridays only (weekend to recover); after 1pm (sister drives her)",
                        "ev_17",
                    ),
                    it("Escort must drive her home; no food 6h before", "ev_16", "ev_38"),
                ],
                open_threads=[
                    it("Can her sister wait in the room? Unanswered", "ev_41"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Dagny Morcombe, who is very nervous, called to arrange the removal of the "
                    "lower wisdom tooth Dr. Amsel had recommended taking out, and asked to be "
                    "sedated for it.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The agent explained the plan: a surgical extraction of tooth 17 for "
                        "$310.00, of which Larkspur pays $248.00, and optional IV sedation for "
                        "$295.00, which is not covered; the agent mentioned nitrous oxide as a "
                        "cheaper option, but Dagny insisted on full sedation.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "She agreed to the first Friday afternoon slot, March 20 at 1:30 pm, but "
                        "the booking failed because another patient had just taken it, and the "
                        "agent let her know.",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "She then accepted Friday, March 27 at 2:00 pm, and the appointment was "
                        "booked as APT-772260 with Dr. Amsel in Wendlecote; her share comes to "
                        "$357.00.",
                        "ev_31",
                        "ev_34",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "The appointment had to be on a Friday after 1 pm, so that she has the "
                        "weekend to recover and her sister can drive her home.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether her sister can stay in the room with her.",
                        "ev_41",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She agreed to the first Friday afternoon slot, March 20 at 1:30 pm, and it "
                    "was booked.",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:failed_call",
                "and it was booked",
                "book_appointment act_24 executed but its result is an error: the slot was "
                "taken and no appointment was made (ev_29, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "objective",
                it(
                    "Dagny Morcombe (HD-190456): wisdom tooth 16 out under sedation, per Dr. "
                    "Amsel's TP-4452",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                "wrong_value:tooth",
                "tooth 16",
                "the extraction in TP-4452 is of tooth 17 (ev_13, ev_16)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained the plan: a surgical extraction of tooth 17 for "
                    "$310.00, of which Larkspur pays $248.00, and optional IV sedation for "
                    "$295.00, which is not covered; Dagny asked about nitrous oxide as a "
                    "cheaper option, but in the end insisted on full sedation.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Dagny asked about nitrous oxide",
                "the agent brought up nitrous oxide as the cheaper option (ev_16); Dagny only "
                "asked for full sedation (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Fridays only (weekend to recover); before 1pm (sister drives her)", "ev_17"),
                "inverted_constraint",
                "before 1pm",
                "she asked for after 1 pm, as her sister can only drive her in the afternoon "
                "(ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She then accepted Friday, March 28 at 2:00 pm, and the appointment was "
                    "booked as APT-772260 with Dr. Amsel in Wendlecote; her share comes to "
                    "$357.00.",
                    "ev_31",
                    "ev_34",
                    "ev_38",
                    "ev_40",
                ),
                "wrong_date",
                "March 28",
                "APT-772260 is on Friday, March 27 (ev_38, ev_40)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it("Nitrous oxide added as well, for the nerves", "ev_16", "ev_17"),
                "false_status:no_such_action",
                "Nitrous oxide added",
                "the agent only mentioned nitrous oxide (ev_16) and she chose IV sedation "
                "(ev_17); no action adds it (the booking's codes are D7210 and D9239)",
            ),
        ],
    },
}
