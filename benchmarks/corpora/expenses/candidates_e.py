"""Hand-written candidate summaries, part 5: taxis@m14, taxis@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "expenses-taxis@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Yusuf Adeyemi (E-30117): expense report with only the two Metrocab taxi "
                    "rides on his card ****5049; the other charges are personal",
                    "ev_2",
                    "ev_4",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "ER-70480 created after his yes: LN-5702 (CT-885301, 3/2, $27.80, "
                        "e-receipt) + LN-5703 (CT-885317, 3/3, $31.40, no receipt) on PRJ-4402 "
                        "Orchard Line; total $59.20; draft",
                        "ev_15",
                        "ev_18",
                        "ev_23",
                    ),
                    it(
                        "Submission to Anika Vastrup FAILED (receipt_missing): LN-5703 needs a "
                        "receipt, required from $25.00. ER-70480 still draft. Neither result "
                        "told to him yet",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Only the two taxis: Harbourside Grill CT-885309 ($64.15) and Fuelstop "
                        "CT-885322 ($48.90) stay off the report",
                        "ev_2",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "Personal charges ($113.05) repaid by his own transfer; no payroll "
                        "deduction",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                rejected=[
                    it("Agent's offer of a payroll deduction: declined", "ev_12", "ev_13"),
                ],
                next_steps=[
                    it(
                        "Tell him ER-70480 exists but wasn't submitted; get the 3/3 Metrocab "
                        "receipt for LN-5703",
                        "ev_15",
                        "ev_23",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A report with only the two taxi rides from his corporate card was asked "
                    "for by Yusuf Adeyemi.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Report ER-70480 was created from the two Metrocab charges, CT-885301 "
                        "and CT-885317, on the Orchard Line project, for a total of $59.20.",
                        "ev_13",
                        "ev_15",
                        "ev_23",
                    ),
                    it(
                        "The report could not be submitted: a receipt is still required for "
                        "the $31.40 ride on March 3 (LN-5703), so ER-70480 remains a draft.",
                        "ev_15",
                        "ev_23",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "The two personal charges were to be left off the report, and a payroll "
                        "deduction was not wanted; they will be paid back by Yusuf himself.",
                        "ev_2",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "Neither the new report nor the failed submission has been reported to "
                        "Yusuf yet.",
                        "ev_23",
                        "ev_27",
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
                    "The report was then submitted to Anika Vastrup for approval, with the "
                    "$31.40 ride on March 3 (LN-5703) on it.",
                    "ev_15",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:failed_call",
                "was then submitted to Anika Vastrup",
                "submit_expense_report act_17 executed but its result is an error, "
                "receipt_missing; ER-70480 is still a draft (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ER-70480 created after his yes: LN-5702 (CT-885301, 3/2, $27.80) + LN-5703 "
                    "(CT-885309, Harbourside Grill, 3/2, $64.15) on PRJ-4402 Orchard Line; "
                    "draft",
                    "ev_15",
                    "ev_18",
                    "ev_23",
                ),
                "false_status:other_target",
                "CT-885309, Harbourside Grill",
                "create_report_from_card act_16 took CT-885301 and CT-885317, the two taxis "
                "(ev_21, ev_23); the Harbourside Grill charge was left off (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "A payroll deduction for the personal charges was set up so they are "
                    "repaid within 30 days.",
                    "ev_12",
                    "ev_13",
                ),
                "false_status:no_such_action",
                "A payroll deduction for the personal charges was set up",
                "the ledger holds no deduction; the agent offered it (ev_12) and Yusuf "
                "declined (ev_13)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Personal charges ($113.05) repaid through a payroll deduction, not by "
                    "transfer",
                    "ev_12",
                    "ev_13",
                ),
                "inverted_constraint",
                "repaid through a payroll deduction, not by transfer",
                "he said no payroll deduction, he will transfer it back himself (ev_13)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Only the two taxis: Harbourside Grill CT-885309 ($64.15), Fuelstop "
                    "CT-885322 ($48.90) and a third personal charge stay off the report",
                    "ev_2",
                    "ev_12",
                    "ev_15",
                ),
                "wrong_value:count",
                "a third personal charge",
                "there are four charges, two taxis and two personal ones (ev_10, ev_12)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The report could not be submitted: a receipt is still required for the "
                    "$31.40 ride on March 2 (LN-5703), so ER-70480 remains a draft.",
                    "ev_15",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_date",
                "ride on March 2",
                "the ride without a receipt, CT-885317, is from March 3 (ev_10, ev_15); the "
                "March 2 ride has an e-receipt",
            ),
        ],
    },
    "expenses-taxis@m20": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "yusuf adeyemi - report w/ only the 2 taxi rides from his card, submit it",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "ER-70480 created: CT-885301 $27.80 + CT-885317 $31.40 = $59.20, "
                        "orchard line PRJ-4402",
                        "ev_15",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "first submit failed - no receipt on LN-5703 ($31.40, 3/3). told him",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "he uploaded metrocab_0303.pdf = UP-88307, matches (metrocab 3/3 $31.40)",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "attach UP-88307 to LN-5703 + submit ER-70480 to anika vastrup - he "
                        "said yes, not done yet",
                        "ev_33",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "personal charges off the report, he repays them himself, no payroll "
                        "deduction",
                        "ev_2",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it("attach receipt, then submit ER-70480", "ev_33", "ev_36"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Yusuf Adeyemi wants an expense report with only the two taxi rides from "
                    "his corporate card, submitted for approval.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Report ER-70480 was created with the two Metrocab rides on the Orchard "
                        "Line project, for $59.20.",
                        "ev_15",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "The first submission failed because the March 3 ride, LN-5703, had no "
                        "receipt. The agent told Yusuf and asked him to upload it.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Yusuf agreed to attach his uploaded Metrocab receipt, UP-88307, to "
                        "LN-5703 and submit the report to Anika Vastrup. Neither step has been "
                        "carried out yet.",
                        "ev_31",
                        "ev_33",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Only the taxi rides go on the report. Yusuf will repay the personal "
                        "charges himself, not through payroll.",
                        "ev_2",
                        "ev_13",
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
                    "Yusuf's uploaded Metrocab receipt, UP-88307, was attached to LN-5703 and "
                    "the report was submitted to Anika Vastrup.",
                    "ev_31",
                    "ev_33",
                    "ev_36",
                ),
                "false_status:pending",
                "was attached to LN-5703 and the report was submitted",
                "attach_receipt act_34 and submit_expense_report act_35 are approved by his "
                "yes (ev_36, ev_37, ev_38), but neither has been called",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "first submit went through to anika, only LN-5703 ($31.40, 3/3) flagged "
                    "for a receipt",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:failed_call",
                "first submit went through to anika",
                "submit_expense_report act_17 returned an error, receipt_missing: ER-70480 "
                "was not submitted (ev_27, ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "he uploaded metrocab_0303.pdf = UP-88307, matches (metrocab 3/2 $31.40)",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "metrocab 3/2",
                "the receipt is dated March 3 (ev_31, ev_33)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The first submission failed because the March 3 ride, LN-5703, had no "
                    "receipt. Yusuf said Metrocab emails receipts and offered to upload it.",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "Yusuf said Metrocab emails receipts",
                "the agent said Metrocab emails receipts and asked for the upload (ev_28); "
                "Yusuf then found it (ev_29)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Report ER-70480 was created with the two Metrocab rides on the Orchard "
                    "Line project, for $59.20.",
                    "ev_1",
                    "ev_4",
                ),
                "unsupported_ref",
                "ER-70480",
                "ev_1 is the greeting and ev_4 his employee record; the report is in ev_23 and "
                "ev_28",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "attach UP-88307 to LN-5703 + submit ER-70480 to ruth calloway - he said "
                    "yes, not done yet",
                    "ev_33",
                    "ev_36",
                ),
                "wrong_value:approver",
                "submit ER-70480 to ruth calloway",
                "the approver is Anika Vastrup (ev_33, act_35)",
            ),
        ],
    },
}
