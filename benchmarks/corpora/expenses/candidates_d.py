"""Hand-written candidate summaries, part 4: returned@m16, foreign@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "expenses-returned@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Marguerite Osei (E-15209): fix ER-70366, returned by finance 3/9 for "
                    "missing receipts",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Receipt UP-88214 (IMG_4471.jpg, Saltgrass Kitchen, $86.40) attached to "
                        "LN-5402, the 2/18 client dinner, after her yes. Done and confirmed; "
                        "report still returned_by_finance, LN-5405 still flagged",
                        "ev_16",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "No missing-receipt declaration for the parking: she'd rather keep her "
                        "last one this quarter for something bigger",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Proposed, awaiting her answer: withdraw LN-5405 (parking 2/19, $31.00) "
                        "and resubmit ER-70366 to Finance Operations at $577.80. She replied "
                        "with a question instead (can she add it back on another report if the "
                        "receipt turns up?)",
                        "ev_26",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's suggestion of a declaration to keep the $31.00: declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Marguerite Osei wants to fix her expense report ER-70366, which finance "
                    "sent back because of missing receipts.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Finance returned the report on March 9 for two lines without receipts: "
                        "LN-5402, a client dinner on February 18 for $86.40, and LN-5405, "
                        "parking on February 19 for $31.00.",
                        "ev_4",
                        "ev_16",
                    ),
                    it(
                        "Her uploaded receipt matched the dinner, and it was attached to LN-5402 "
                        "after she agreed.",
                        "ev_11",
                        "ev_16",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Marguerite does not want to use a missing-receipt declaration for the "
                        "parking. She asked for the parking line to be taken off instead.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent asked to withdraw LN-5405 and resubmit the report for "
                        "$577.80. Marguerite has not said yes. She asked whether she could add "
                        "the parking back on another report if she finds the receipt.",
                        "ev_26",
                        "ev_29",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "LN-5405 was withdrawn and the report was resubmitted for $577.80. "
                    "Marguerite asked whether she could add the parking back on another report "
                    "if she finds the receipt.",
                    "ev_26",
                    "ev_29",
                ),
                "false_status:pending",
                "LN-5405 was withdrawn and the report was resubmitted",
                "withdraw_expense_line act_27 and resubmit_report act_28 are only proposed: "
                "she answered with a question (ev_29), no yes, no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Receipt UP-88214 (IMG_4471.jpg, Saltgrass Kitchen, $86.40) attached to "
                    "LN-5405, the 2/19 parking, after her yes. Done and confirmed; report still "
                    "returned_by_finance",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:other_target",
                "attached to LN-5405, the 2/19 parking",
                "attach_receipt act_20 attached UP-88214 to LN-5402, the dinner (ev_23, "
                "ev_25); LN-5405 is still flagged (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Marguerite pointed out that a missing-receipt declaration is only allowed "
                    "twice a quarter, and she asked for the parking line to be taken off "
                    "instead.",
                    "ev_14",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Marguerite pointed out",
                "the agent stated the declaration rule, twice a quarter (ev_14, ev_16); "
                "Marguerite only declined it (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Proposed, awaiting her answer: withdraw LN-5405 (parking 2/19, $31.00) and "
                    "resubmit ER-70366 to Finance Operations at $608.80. She replied with a "
                    "question instead (can she add it back on another report if the receipt "
                    "turns up?)",
                    "ev_26",
                    "ev_29",
                ),
                "wrong_amount",
                "at $608.80",
                "the resubmission is for $577.80 (ev_26, act_28); $608.80 is the total with "
                "the parking still on it (ev_4)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Finance returned the report on March 19 for two lines without receipts: "
                    "LN-5402, a client dinner on February 18 for $86.40, and LN-5405, parking "
                    "on February 19 for $31.00.",
                    "ev_4",
                    "ev_16",
                ),
                "wrong_date",
                "on March 19",
                "finance returned it on March 9 (ev_4, ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Receipt UP-88241 (IMG_4471.jpg, Saltgrass Kitchen, $86.40) attached to "
                    "LN-5402, the 2/18 client dinner, after her yes. Done and confirmed; report "
                    "still returned_by_finance, LN-5405 still flagged",
                    "ev_16",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_id",
                "UP-88241",
                "the upload is UP-88214 (ev_11, ev_19, ev_25)",
            ),
        ],
    },
    "expenses-foreign@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Declan Ferreira asked what to do about a dinner on his Lindaro trip "
                    "report, ER-70433, that was flagged as over the limit; he ate alone, with "
                    "no client.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent explained that the March 3 dinner, LN-5561, came to EUR "
                        "96.00 ($104.08 at the company rate of 1.0842), above the Lindaro meal "
                        "per diem of EUR 70.00, and that without a client it can only be "
                        "claimed up to the per diem.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Declan agreed, and the line was capped at EUR 70.00, or $75.89, which "
                        "brought the report down from $787.13 to $758.94. The flag is gone and "
                        "the report is still a draft.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "His other dinner, on March 4 (LN-5562, EUR 52.00), was left as it is.",
                        "ev_15",
                        "ev_16",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "The agent mentioned that he could ask his director to approve the full "
                        "amount, but Declan did not want to bother the director.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "He now wants to know why his bank shows the dinner as $106.12 rather "
                        "than $104.08, and which figure counts.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Declan Ferreira: flagged 3/3 dinner on ER-70433 (Lindaro)", "ev_2", "ev_4"
                ),
                decisions=[
                    it(
                        "LN-5561 capped at per diem: EUR 96.00 → EUR 70.00 ($75.89 at 1.0842). "
                        "Done, reported",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                    it("ER-70433 now $758.94, still draft, not submitted", "ev_24", "ev_25"),
                ],
                constraints=[
                    it("Only LN-5561; the 3/4 dinner stays as is", "ev_16", "ev_18"),
                    it("No director approval", "ev_16"),
                ],
                open_threads=[
                    it("Why does his bank show $106.12 vs $104.08?", "ev_26"),
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
                    "LN-5562 capped at per diem: EUR 52.00 → EUR 70.00 ($75.89 at 1.0842). "
                    "Done, reported",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_target",
                "LN-5562 capped",
                "amend_expense_line act_19 changed LN-5561, the March 3 dinner (ev_22, "
                "ev_24); LN-5562 is unchanged (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Declan ended up turning the cap down, so the line stays at EUR 96.00 and "
                    "the report remains at $787.13, still flagged.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_status",
                "Declan ended up turning the cap down",
                "he said yes (ev_20) and amend_expense_line act_19 executed: LN-5561 is EUR "
                "70.00 ($75.89), the report $758.94 (ev_23, ev_24, ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it("ER-70433 now $785.94, still draft, not submitted", "ev_24", "ev_25"),
                "wrong_amount",
                "$785.94",
                "the new total is $758.94 (ev_24, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that the March 3 dinner, LN-5561, came to EUR 96.00 "
                    "($104.08 at the company rate of 1.0824), above the Lindaro meal per diem "
                    "of EUR 70.00, and that without a client it can only be claimed up to the "
                    "per diem.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_value:fx_rate",
                "1.0824",
                "the company rate on March 3 is 1.0842 USD per EUR (ev_13, ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("Cap both dinners, the 3/3 and the 3/4", "ev_16", "ev_18"),
                "inverted_constraint",
                "Cap both dinners",
                "he said only that one, leave the 4th alone (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Declan said that asking his director to approve the full amount is rarely "
                    "approved without a client, so he did not want to bother the director.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Declan said that asking his director",
                "the agent said a director's approval is rarely given without a client "
                "(ev_15); Declan only declined it (ev_16)",
            ),
        ],
    },
}
