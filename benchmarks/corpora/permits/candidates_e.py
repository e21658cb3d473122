"""Hand-written candidate summaries, part 5: refund@m16, reschedule@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "permits-refund@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Rosalind Kerr contacted the permit desk to get back the extra she paid for "
                    "a rush review on her basement permit BP-26-00352, because her contractor "
                    "has pushed the work to June.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent found that the application, submitted on March 2 with "
                        "expedited review, had not yet been reviewed, and that she had paid a "
                        "$241.80 plan review fee and a $120.90 expedite surcharge.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "After she confirmed the corrected plan, the $120.90 expedite surcharge "
                        "was refunded to her Mastercard ending 5521 as refund RF-26-0057, "
                        "expected to post within 5 to 7 business days.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Her application stays active and has moved to standard review, with a "
                        "decision due by April 1, while the $241.80 review fee remains paid.",
                        "ev_21",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Rosalind wanted the refund on her card rather than as a credit on her "
                        "account.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first proposal, to withdraw the application and refund "
                        "$314.34 as an account credit, was turned down by Rosalind, who still "
                        "wants the permit, only without the rush.",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("She has just asked whether the permit could expire before June.", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Rosalind Kerr (19 Gannet Row) wants the rush-review fee back on "
                    "BP-26-00352; her contractor moved the job to June",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "RF-26-0057: $120.90 expedite surcharge refunded to Mastercard ****5521 "
                        "after her yes, 5-7 business days to post. Reported",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "BP-26-00352 kept, switched to standard review, decision by 4/1; the "
                        "$241.80 review fee stays paid",
                        "ev_21",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("Refund to the card, not as account credit", "ev_17"),
                    it("Don't withdraw the application; only the rush fee back", "ev_17"),
                ],
                rejected=[
                    it(
                        "Agent's first proposal: withdraw + refund $193.44 (80% of the review "
                        "fee) + $120.90 = $314.34 as credit on APL-30087; rejected by her",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("Will the permit expire before June? Not answered", "ev_30"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Application BP-26-00352 withdrawn; 80% of the review fee ($193.44) "
                    "refunded as well",
                    "ev_14",
                    "ev_17",
                ),
                "false_status:ledger_rejected",
                "Application BP-26-00352 withdrawn",
                "withdraw_application act_15 and the $314.34 refund act_16 were rejected by her "
                "correction (ev_17, ev_19, ev_20); the application stays active (ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed the corrected plan, the $120.90 expedite surcharge was "
                    "added as a credit to her applicant account as refund RF-26-0057.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:wrong_effect",
                "added as a credit to her applicant account",
                "refund_fee act_22 refunded the $120.90 to Mastercard ****5521 (ev_22, ev_27); "
                "only the rejected act_16 would have been an account credit",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "RF-26-0057: $241.80 plan review fee refunded to Mastercard ****5521 after "
                    "her yes, 5-7 business days to post. Reported",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_target",
                "$241.80 plan review fee refunded",
                "RF-26-0057 refunds the expedite surcharge, $120.90 (ev_27, ev_29); the $241.80 "
                "plan review fee stays paid (ev_21, ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Rosalind wanted the refund as a credit on her account rather than on her "
                    "card.",
                    "ev_17",
                ),
                "inverted_constraint",
                "as a credit on her account rather than on her card",
                "she asked for the refund to her card, not as a credit (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The agent found that the application, submitted on March 2 with expedited "
                    "review, had not yet been reviewed, and that she had paid a $214.80 plan "
                    "review fee and a $120.90 expedite surcharge.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$214.80 plan review fee",
                "the plan review fee she paid is $241.80 (ev_12, ev_14)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "BP-26-00352 kept, switched to standard review, decision by 4/8; the "
                    "$241.80 review fee stays paid",
                    "ev_21",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_date",
                "decision by 4/8",
                "the standard review decision is due by April 1 (ev_21, ev_27, ev_29)",
            ),
        ],
    },
    "permits-reschedule@m18": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "everett quayle, 402 bramblecote dr - move deck footing inspection, "
                    "concrete pushed",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "footing insp INS-26-04102 (BP-26-00366) moved thu 3/12 am -> tue 3/17 "
                        "am (8-12), no fee. done, not told to him yet",
                        "ev_19",
                        "ev_23",
                        "ev_27",
                    ),
                    it("fence final INS-26-04118 stays thu 3/12 pm (12-4)", "ev_12", "ev_22"),
                ],
                constraints=[
                    it("footing insp before the pour on 3/19", "ev_12"),
                    it("only the footing one moves, not the fence one", "ev_12"),
                ],
                rejected=[
                    it("mon 3/16 am (agent's pick) - forms not ready monday", "ev_17", "ev_18"),
                ],
                next_steps=[
                    it("confirm the move to everett", "ev_27"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Everett Quayle appears to need his deck footing inspection moved because "
                    "the concrete delivery for 402 Bramblecote Drive was pushed back.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The footing inspection INS-26-04102 seems to have been moved from "
                        "Thursday, March 12 to Tuesday, March 17, in the morning window, with "
                        "no fee, although he has not been told yet.",
                        "ev_19",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "His fence final inspection INS-26-04118 should remain on Thursday, "
                        "March 12 in the afternoon, as he asked.",
                        "ev_12",
                        "ev_22",
                    ),
                    it(
                        "He apparently chose Tuesday morning because the forms would not be "
                        "ready on Monday, the slot the agent had suggested.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it(
                        "The footing inspection likely needs to happen before the concrete pour "
                        "on the 19th.",
                        "ev_12",
                    ),
                ],
                open_threads=[
                    it(
                        "He had asked whether the fence inspection would still go ahead "
                        "tomorrow; the agent said it would.",
                        "ev_21",
                        "ev_22",
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
                    "The fence final inspection INS-26-04118 seems to have been moved from "
                    "Thursday, March 12 to Tuesday, March 17, in the morning window, with no "
                    "fee, although he has not been told yet.",
                    "ev_19",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:other_target",
                "The fence final inspection INS-26-04118 seems to have been moved",
                "reschedule_inspection act_20 moved the deck footing inspection INS-26-04102 "
                "(ev_25, ev_27); the fence final INS-26-04118 stays on March 12 (ev_22)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("footing insp after the pour on 3/19", "ev_12"),
                "inverted_constraint",
                "after the pour",
                "the footing inspection has to be before the pour on the 19th (ev_12)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Monday morning, the earliest slot, was apparently his first choice, but "
                    "the forms would not be ready, so Tuesday morning was picked.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "was apparently his first choice",
                "Monday morning was the agent's suggestion (ev_17); he turned it down and chose "
                "Tuesday morning (ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "His fence final inspection INS-26-04118 should remain on Friday, March 13 "
                    "in the afternoon, as he asked.",
                    "ev_12",
                    "ev_22",
                ),
                "wrong_date",
                "Friday, March 13",
                "the fence final stays on Thursday, March 12 (ev_11, ev_22)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "footing insp INS-26-04012 (BP-26-00366) moved thu 3/12 am -> tue 3/17 am "
                    "(8-12), no fee. done, not told to him yet",
                    "ev_19",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_id",
                "INS-26-04012",
                "the footing inspection is INS-26-04102 (ev_11, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "footing insp INS-26-04102 (BP-26-00366) moved thu 3/12 am -> tue 3/17 pm "
                    "(12-4), no fee. done, not told to him yet",
                    "ev_19",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_value:window",
                "tue 3/17 pm (12-4)",
                "he chose Tuesday morning and the inspection moved to the 3/17 AM window, "
                "8:00-12:00 (ev_18, ev_19, ev_27)",
            ),
        ],
    },
}
