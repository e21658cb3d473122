"""Hand-written candidate summaries, part 3: electrical@m20, expedite@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "permits-electrical@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A rough-in inspection was needed by Ines Calloway of Brightline Electric "
                    "for permit EP-26-01187 at 56 Wexcombe Lane, before the drywall goes up "
                    "on March 23.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "The Wednesday, March 18 morning booking was attempted after her yes "
                        "but failed because the window had filled; nothing was booked, and this "
                        "was explained to her.",
                        "ev_19",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "The rough-in inspection was then booked for Thursday, March 19, in the "
                        "8:00-12:00 window, as INS-26-04471.",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "Only morning slots were to be offered, since she is on another job in "
                        "the afternoons.",
                        "ev_2",
                    ),
                    it(
                        "The inspection has to take place before Monday, March 23, when the "
                        "drywall crew arrives.",
                        "ev_2",
                    ),
                ],
                rejected=[
                    it(
                        "A place on the cancellation list for March 18 was offered, but it was "
                        "declined by Ines.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked whether the owner needs to be present; this has not been "
                        "answered yet.",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "ines calloway / brightline electric - rough-in for EP-26-01187 at 56 "
                    "wexcombe ln",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it("3/18 am booking failed (window full) - told her", "ev_23", "ev_24"),
                    it("rough-in booked thu 3/19 8-12, INS-26-04471", "ev_26", "ev_28", "ev_32"),
                    it(
                        "no cancellation list for 3/18, she said dont bother",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("mornings only, before drywall mon 3/23", "ev_2"),
                ],
                open_threads=[
                    it(
                        "does the owner (harold pembry) need to be there? not answered",
                        "ev_5",
                        "ev_35",
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
                it("3/18 am booking went through - told her", "ev_23", "ev_24"),
                "false_status:failed_call",
                "3/18 am booking went through",
                "schedule_inspection act_18 executed with an error result: the March 18 "
                "window filled and nothing was booked (ev_23, ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The Thursday, March 19 morning inspection (8:00-12:00) was offered but "
                    "declined by Ines, so no rough-in is booked yet.",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:other_status",
                "declined by Ines, so no rough-in is booked yet",
                "she said yes (ev_28) and schedule_inspection act_27 executed: INS-26-04471 is "
                "scheduled for March 19 AM (ev_31, ev_32, ev_34)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("Ines was also placed on the cancellation list for March 18.", "ev_24", "ev_25"),
                "false_status:no_such_action",
                "placed on the cancellation list",
                "the agent offered the cancellation list (ev_24) and she declined it (ev_25); "
                "the ledger holds no such action",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("afternoons only, before drywall mon 3/23", "ev_2"),
                "inverted_constraint",
                "afternoons only",
                "she asked for mornings only; she is on another job in the afternoons (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The final inspection was then booked for Thursday, March 19, in the "
                    "8:00-12:00 window, as INS-26-04471.",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_value:inspection_type",
                "The final inspection",
                "INS-26-04471 is the electrical rough-in (ev_26, ev_32), not the final",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it("rough-in booked thu 3/19 8-12, INS-26-04417", "ev_26", "ev_28", "ev_32"),
                "wrong_id",
                "INS-26-04417",
                "the booked inspection is INS-26-04471 (ev_32, ev_34)",
            ),
        ],
    },
    "permits-expedite@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Anjali Destrehan (APL-31502, 8 Marlow Terrace) applying for a building "
                    "permit for a 220 sq ft sunroom; her contractor starts 4/6",
                    "ev_2",
                    "ev_9",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Application BP-26-00431 submitted after her yes, expedited review: "
                        "$397.80 review fee + $198.90 surcharge = $596.70 on Amex ****1006 "
                        "(RC-884377). Queued for an examiner, decision target 3/18. Not yet "
                        "reported to her",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "Expedite on the agent's suggestion: standard review (15 business days, "
                        "to 4/1) too tight for a 4/6 start",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "$636.48 (permit $612.00 + tech $24.48) due at issuance",
                        "ev_15",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("Charge the Amex, not the Visa debit", "ev_16"),
                ],
                rejected=[
                    it(
                        "Electrical application for the sunroom circuits: offered, declined; "
                        "the electrician pulls his own",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Guarantee of approval by Friday: refused, the examiner decides",
                        "ev_16",
                        "ev_18",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Anjali Destrehan contacted the permit desk to apply for a building permit "
                    "for a 220-square-foot sunroom at 8 Marlow Terrace, which her contractor "
                    "wants to start on April 6.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The agent quoted a $397.80 plan review fee for the $42,000 project, "
                        "with the permit and technology fees of $636.48 due when the permit is "
                        "issued.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Because standard review would run until April 1, the agent suggested "
                        "the expedited review, and Anjali agreed to pay the $198.90 surcharge.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "With her confirmation, application BP-26-00431 was submitted for "
                        "expedited review and $596.70 was charged to her Amex card ending "
                        "1006; it is now waiting for a plan examiner, with a decision expected "
                        "by March 18.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "She asked for the charge to go on her Amex, not on her debit card.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "She declined the agent's offer to open an electrical permit "
                        "application as well, since her electrician will pull his own permit.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Anjali asked whether approval could be guaranteed by Friday; the agent "
                        "explained that only the plan examiner decides.",
                        "ev_16",
                        "ev_18",
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
                    "With her confirmation, application BP-26-00431 was approved under "
                    "expedited review, and $596.70 was charged to her Amex card ending 1006.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "was approved under expedited review",
                "submit_building_application act_19 only submitted the application: it is "
                "queued for a plan examiner, decision targeted for March 18 (ev_24); the agent "
                "said approval can't be guaranteed (ev_18)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Electrical permit for the sunroom circuits opened alongside",
                    "ev_15",
                    "ev_16",
                ),
                "false_status:no_such_action",
                "Electrical permit for the sunroom circuits opened",
                "the agent offered the electrical application (ev_15) and she declined it "
                "(ev_16); the ledger holds no such action",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Because standard review would run until April 1, Anjali asked for the "
                    "expedited review herself and agreed to pay the $198.90 surcharge.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Anjali asked for the expedited review herself",
                "the agent suggested the expedited review (ev_15); she agreed to it (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Charge the Visa debit, not the Amex", "ev_16"),
                "inverted_constraint",
                "the Visa debit, not the Amex",
                "she asked for the Amex, not the debit card (ev_16); the charge went on Amex "
                "****1006 (ev_24)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Application BP-26-00431 submitted after her yes, expedited review: "
                    "$636.48 charged on Amex ****1006 (RC-884377). Queued for an examiner, "
                    "decision target 3/18. Not yet reported to her",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "$636.48 charged",
                "$596.70 was charged now (ev_18, ev_24); $636.48 is due at issuance",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "Anjali Destrehan contacted the permit desk to apply for a building permit "
                    "for a 220-square-foot sunroom at 8 Marlow Terrace, which her contractor "
                    "wants to start on April 1.",
                    "ev_2",
                    "ev_10",
                ),
                "wrong_date",
                "start on April 1",
                "her contractor starts on April 6 (ev_10); April 1 is the end of a standard "
                "review (ev_15)",
            ),
        ],
    },
}
