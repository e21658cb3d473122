"""Hand-written candidate summaries, part 1: hotel@m16, hotel@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "expenses-hotel@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Leonie Farrand (E-20417) moving the Port Halloran hotel on ER-70412 off "
                    "her department cost center CC-4120 and onto project billing",
                    "ev_2",
                    "ev_4",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "LN-5521 (Tidewater Inn, 3 nights x $214 = $642) split after her yes: "
                        "LN-5521-A $428.00 (3/2-3/3) → PRJ-3114 Halyard; LN-5521-B $214.00 (3/4) "
                        "→ PRJ-2079 Bellwether. Reported; report still draft, total $1,576.80",
                        "ev_4",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Nothing of the hotel on her dept CC-4120; the Mar 4 night belongs to "
                        "Bellwether (design review)",
                        "ev_2",
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "Total $1,576.80 > $1,500 limit → manager approval needed on submit",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal, all 3 nights ($642.00) to PRJ-3114: rejected by her "
                        "correction before anything changed",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Her Q: can ER-70412 be submitted now, with manager Colm Pryor on leave "
                        "till the 16th? Unanswered",
                        "ev_8",
                        "ev_29",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Leonie Farrand asked for the hotel on her Port Halloran expense report, "
                    "ER-70412, to be charged to the Halyard project instead of her department.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent first proposed moving the whole $642.00 hotel line to Halyard, "
                        "but Leonie corrected it: the night of March 4 was for the Bellwether "
                        "design review, so that proposal was dropped.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "With her agreement, the line was then split: two nights, $428.00, now "
                        "sit on Halyard (PRJ-3114) as LN-5521-A, and the March 4 night, $214.00, "
                        "on Bellwether (PRJ-2079) as LN-5521-B.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "The agent confirmed the split and explained that, since the report "
                        "comes to $1,576.80, over the $1,500 limit, her manager will have to "
                        "approve it once it is submitted.",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Leonie does not want any part of the hotel left on her department's cost "
                        "center.",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether she can submit the report now, given that "
                        "Colm is on leave until the 16th.",
                        "ev_30",
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
                    "The agent moved the whole $642.00 hotel line to Halyard, and Leonie then "
                    "pointed out that the night of March 4 was for the Bellwether design review.",
                    "ev_16",
                    "ev_18",
                ),
                "false_status:ledger_rejected",
                "The agent moved the whole $642.00 hotel line to Halyard",
                "the whole-line move amend_expense_line act_17 was rejected by her correction "
                "(ev_18, ev_20) and never called; only the split act_22 ran",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "LN-5521 (Tidewater Inn, 3 nights x $214 = $642) split after her yes: "
                    "LN-5521-A $438.00 (3/2-3/3) → PRJ-3114 Halyard; LN-5521-B $214.00 (3/4) → "
                    "PRJ-2079 Bellwether. Reported; report still draft, total $1,576.80",
                    "ev_4",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_amount",
                "LN-5521-A $438.00",
                "the two Halyard nights are $428.00 (ev_21, ev_27)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "With her agreement, the line was then split: two nights, $428.00, now sit "
                    "on Halyard (PRJ-3114) as LN-5521-A, and the March 5 night, $214.00, on "
                    "Bellwether (PRJ-2079) as LN-5521-B.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_date",
                "the March 5 night",
                "the Bellwether night is March 4 (ev_18, ev_21, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Only the Halyard nights move; whatever isn't Halyard stays on her dept "
                    "CC-4120",
                    "ev_2",
                    "ev_18",
                    "ev_21",
                ),
                "inverted_constraint",
                "whatever isn't Halyard stays on her dept CC-4120",
                "she said nothing goes on her department (ev_18): the third night goes to "
                "Bellwether, not CC-4120",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Leonie explained that, since the report comes to $1,576.80, over the "
                    "$1,500 limit, her manager will have to approve it once it is submitted.",
                    "ev_29",
                ),
                "misattributed_decision",
                "Leonie explained",
                "the agent stated the $1,500 limit and the need for manager approval (ev_29); "
                "Leonie only asked whether she can submit (ev_30)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[1]",
                it("ER-70412 submitted for approval right after the split", "ev_27", "ev_29"),
                "false_status:no_such_action",
                "ER-70412 submitted for approval",
                "the ledger holds no submission at this boundary; the report is still a draft "
                "(ev_27, ev_29) and she has only asked whether she can submit (ev_30)",
            ),
        ],
    },
    "expenses-hotel@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Leonie Farrand: hotel on ER-70412 off her dept, then submit the report",
                    "ev_2",
                    "ev_4",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "Hotel LN-5521 split: $428 → PRJ-3114 Halyard (LN-5521-A), $214 → "
                        "PRJ-2079 Bellwether (LN-5521-B). Done",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Submit ER-70412 ($1,576.80) to Colm Pryor, held till he's back 3/16: "
                        "she said yes; not yet called",
                        "ev_37",
                        "ev_39",
                    ),
                    it(
                        "Expected payout: April 3 run, which she accepted",
                        "ev_34",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Approver Colm, not delegate Imogen Tallis (doesn't know the Halyard "
                        "budget)",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "Whole hotel to Halyard: rejected, Mar 4 night is Bellwether",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Agent's suggestion: let Imogen approve for the 3/20 run. Declined",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it("Call submit for ER-70412 with Colm as approver", "ev_37", "ev_39"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Leonie Farrand seems to want her Port Halloran report ER-70412 billed to "
                    "the right projects and submitted for approval.",
                    "ev_2",
                    "ev_4",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "The hotel appears to have been split between Halyard ($428.00, two "
                        "nights) and Bellwether ($214.00, March 4), with nothing left on her "
                        "department's cost center.",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "She has approved submitting the report to Colm Pryor, to be held until "
                        "he returns on March 16, though the submission does not seem to have "
                        "been made yet.",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "The report should probably go to Colm rather than to his delegate, "
                        "Imogen Tallis, who she says doesn't know the Halyard budget.",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion to let Imogen approve it so it could be paid on "
                        "March 20 was apparently declined; Leonie said April 3 is fine.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Once submitted, the report, at $1,576.80, would still need Colm's "
                        "approval, as it is over the $1,500 limit.",
                        "ev_29",
                        "ev_32",
                        "ev_37",
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
                    "The report seems to have been submitted to Colm Pryor after she agreed, "
                    "and is being held until he returns on March 16.",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:pending",
                "seems to have been submitted to Colm Pryor",
                "submit_expense_report act_38 is approved by her yes (ev_39, ev_40), but no "
                "call has been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Approver: delegate Imogen Tallis, not Colm", "ev_35"),
                "inverted_constraint",
                "delegate Imogen Tallis, not Colm",
                "she asked for Colm, not Imogen (ev_35)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "A copy was also sent to Imogen Tallis so it could still make the March 20 "
                    "payment run.",
                    "ev_34",
                    "ev_35",
                ),
                "false_status:no_such_action",
                "A copy was also sent to Imogen Tallis",
                "the ledger holds no action for Imogen; the agent only suggested her (ev_34) "
                "and Leonie declined (ev_35)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Submit ER-70412 ($1,576.80) to Colm Pryor, held till he's back 3/18: she "
                    "said yes; not yet called",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_date",
                "back 3/18",
                "Colm is back on March 16 (ev_32, ev_37); March 18 is the approval cutoff for "
                "the March 20 run (ev_32)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Once submitted, the report, at $1,576.80, would still need Colm's "
                    "approval, as it is over the $1,500 limit.",
                    "ev_1",
                    "ev_2",
                ),
                "unsupported_ref",
                "$1,576.80",
                "ev_1 is the greeting and ev_2 her first message; the total and the limit are "
                "in ev_29 and ev_32",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Hotel LN-5521 split: $428 → PRJ-3114 Halyard (LN-5521-B), $214 → PRJ-2079 "
                    "Bellwether (LN-5521-A). Done",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_id",
                "Halyard (LN-5521-B)",
                "the Halyard line is LN-5521-A and the Bellwether line LN-5521-B (ev_27, "
                "ev_29); the ids are swapped",
            ),
        ],
    },
}
