"""Hand-written candidate summaries, part 2: dispute@m14, mileage@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "expenses-dispute@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Samir Oduya wants a duplicate Brightline Rail charge of $212.40 on his "
                    "corporate card removed.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent found two Brightline Rail charges of $212.40 on February 26, "
                        "CT-884120 and CT-884127, and identified CT-884127 as the duplicate.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "After Samir confirmed, a dispute for CT-884127 was opened with the "
                        "card issuer, Pellmark Commercial Card. It is CD-3307 and has not been "
                        "decided; the decision is expected by April 10, and no credit has been "
                        "given.",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "The $8.50 seat reservation fee, CT-884131, was not disputed. Samir "
                        "decided to leave it after the agent explained what it was.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                constraints=[
                    it(
                        "Only the second charge is disputed, and the ticket charge CT-884120 "
                        "should not be put on a report yet because Samir still has to check "
                        "the project.",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "CT-884120 is still unclaimed and must be claimed within 60 days, by "
                        "April 27.",
                        "ev_10",
                        "ev_23",
                    ),
                    it("Samir asked what happens if the issuer says no.", "ev_24"),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Samir Oduya (E-31588): duplicate Brightline Rail charge on Corvell Visa "
                    "****6612",
                    "ev_2",
                    "ev_4",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Dispute CD-3307 opened after his yes: CT-884127, $212.40, 2/26, "
                        "duplicate of CT-884120. Now with Pellmark Commercial Card, which "
                        "decides (expected by 4/10); no provisional credit. Reported to him",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "CT-884127 now marked disputed, so it doesn't count as unclaimed",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Dispute only the second charge; no report for the ticket CT-884120 "
                        "until he knows the project",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's offers to include the $8.50 seat fee (CT-884131) in the dispute "
                        "and to put CT-884120 on a new report: both declined",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "His question: what if Pellmark says no? Unanswered. CT-884120 to be "
                        "claimed by 4/27 (60-day window)",
                        "ev_23",
                        "ev_24",
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
                    "After Samir confirmed, a dispute for CT-884127 was opened with the card "
                    "issuer, Pellmark Commercial Card. It is CD-3307, and the $212.40 has been "
                    "credited back to the card.",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:wrong_effect",
                "the $212.40 has been credited back to the card",
                "open_card_dispute act_16 only submitted the dispute to the issuer: "
                "submitted_to_issuer, no provisional credit, decision by April 10 (ev_21, "
                "ev_23)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Dispute CD-3307 opened after his yes: CT-884120, $212.40, 2/26, Brightline "
                    "Rail ticket. Now with Pellmark Commercial Card, which decides (expected by "
                    "4/10); no provisional credit. Reported to him",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:other_target",
                "CT-884120",
                "the dispute act_16 is on CT-884127, the duplicate (ev_19, ev_21); CT-884120 is "
                "the real ticket, not disputed (ev_13, ev_15)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "The ticket charge CT-884120 was added to a new expense report so that it "
                    "is claimed in time.",
                    "ev_12",
                    "ev_23",
                ),
                "false_status:no_such_action",
                "was added to a new expense report",
                "the ledger holds no report creation; the agent only offered it (ev_12) and "
                "Samir declined (ev_13); CT-884120 is still unclaimed (ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "His question: what if Pellmark says no? Unanswered. CT-884120 to be claimed "
                    "by 4/10 (60-day window)",
                    "ev_23",
                    "ev_24",
                ),
                "wrong_date",
                "claimed by 4/10",
                "CT-884120 must be claimed by April 27 (ev_23); April 10 is the dispute's "
                "expected decision date (ev_21)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Dispute both Brightline charges; put the ticket CT-884120 on a report "
                    "right away",
                    "ev_13",
                    "ev_15",
                ),
                "inverted_constraint",
                "Dispute both Brightline charges",
                "he said to dispute only the second one and not to put the ticket on a report "
                "yet (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Samir pointed out that CT-884120 is still unclaimed and must be claimed "
                    "within 60 days, by April 27.",
                    "ev_10",
                    "ev_23",
                ),
                "misattributed_decision",
                "Samir pointed out",
                "the agent stated the 60-day window and the April 27 date (ev_23); Samir only "
                "asked what happens if the issuer says no (ev_24)",
            ),
        ],
    },
    "expenses-mileage@m14": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "bethany strand E-18830 - claim mileage for 2 site visits last week",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "new report ER-70471 created w/ 2 mileage lines on halyard PRJ-3114: "
                        "LN-5630 tue 3/3 84mi $58.80, LN-5631 thu 3/5 84mi $58.80, total "
                        "$117.60 - done, not told to her yet",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "saturday 3/7 drive home->office (23mi) not claimed, commuting per policy",
                        "ev_2",
                        "ev_11",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "new report, NOT the conference draft ER-70455 - she wants this one "
                        "paid asap",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "agent suggested adding mileage to ER-70455, she said no",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "tell her ER-70471 is created; still draft, needs submitting",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Mileage for two drives to the Wendover Ports site last week was to be "
                    "claimed by Bethany Strand.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "The two trips of 84 miles each were added at $0.70 a mile to a new "
                        "report, ER-70471, on the Halyard project (PRJ-3114), for $117.60 in "
                        "total.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "The Saturday drive from home to the office was left off, as it is "
                        "treated as commuting under the mileage policy.",
                        "ev_11",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "The mileage was to be kept off the conference report, ER-70455, which "
                        "is not ready yet.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The creation of ER-70471 has not yet been reported to Bethany, and "
                        "the report is still a draft that has not been submitted.",
                        "ev_25",
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
                    "Adding the two trips to a new report was declined by Bethany in the end, "
                    "so no mileage lines were created.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_status",
                "declined by Bethany in the end",
                "she said yes (ev_21) and add_mileage_lines act_20 executed: ER-70471 holds "
                "LN-5630 and LN-5631 (ev_24, ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "new report ER-70471 created w/ 2 mileage lines on halyard PRJ-3114: LN-5630 "
                    "tue 3/3 84mi $58.80, LN-5631 thu 3/5 84mi $58.80, total $133.70 - done, "
                    "not told to her yet",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_amount",
                "total $133.70",
                "the two lines come to $117.60 (ev_19, ev_25); $133.70 would include the "
                "Saturday drive, which was not claimed",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The two trips of 48 miles each were added at $0.70 a mile to a new report, "
                    "ER-70471, on the Halyard project (PRJ-3114), for $117.60 in total.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_value:miles",
                "48 miles each",
                "each round trip is 84 miles (ev_2, ev_19, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "next_steps[0]",
                it("tell her ER-70417 is created; still draft, needs submitting", "ev_25"),
                "wrong_id",
                "ER-70417",
                "the new report is ER-70471 (ev_25, ev_26)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The mileage was to be added to the conference report, ER-70455, so that "
                    "everything goes in together.",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "to be added to the conference report, ER-70455",
                "she asked for a new report, not the conference one (ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "new report ER-70471 created w/ 2 mileage lines on bellwether PRJ-2079: "
                    "LN-5630 tue 3/3 84mi $58.80, LN-5631 thu 3/5 84mi $58.80, total $117.60 - "
                    "done, not told to her yet",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_value:project",
                "bellwether PRJ-2079",
                "both lines are on Halyard, PRJ-3114 (ev_17, ev_19, ev_25); Bellwether is not "
                "in this session",
            ),
        ],
    },
}
