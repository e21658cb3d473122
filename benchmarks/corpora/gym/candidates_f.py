"""Hand-written candidate summaries, part 6: refund@m20, plan@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "gym-refund@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Walter Njoroge (IV-1583349): refund for PT-47102, trainer Sofia Lindgren left",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "RF-30958 issued: $260.00 (4 × $65) → Mastercard ****6618, 5-10 "
                        "business days; PT-47102 closed",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "NC-2208 (Dev Patel, 1 consult left) kept, not refunded",
                        "ev_23",
                        "ev_27",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "Both-package refund ($260 + $35 = $295) rejected by his correction: "
                        "no $10 admin fee on NC-2208, he'll use it instead",
                        "ev_20",
                        "ev_23",
                    ),
                    it("Moving the 4 sessions to another trainer: declined", "ev_18", "ev_19"),
                ],
                open_threads=[
                    it(
                        "Complaint: nobody told him Sofia left; wants it noted. Not addressed yet",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Walter Njoroge got in touch because his trainer, Sofia, left the club "
                    "without anyone telling him, and he wanted his money back for the sessions "
                    "he had not used.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent confirmed that Sofia Lindgren left on October 24 and that "
                        "his package PT-47102 had 4 unused sessions at $65.00 each, $260.00 in "
                        "all, refundable in full because the trainer left.",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Walter first asked for his nutrition package NC-2208 to be refunded "
                        "too, but when he heard about the $10.00 admin fee he changed his mind "
                        "and kept it, so the agent's proposal to refund both was dropped.",
                        "ev_19",
                        "ev_20",
                        "ev_23",
                    ),
                    it(
                        "After he agreed to the training-only refund, refund RF-30958 for "
                        "$260.00 was issued to his Mastercard ending 6618 and should arrive "
                        "within 5-10 business days; PT-47102 is now closed.",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "He turned down the option of moving the sessions to another trainer.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Walter wants it noted that nobody told him Sofia had left, and the "
                        "agent has not responded to that yet.",
                        "ev_36",
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
                    "NC-2208 (Dev Patel) refunded too: $35.00 after the $10 admin fee",
                    "ev_20",
                    "ev_23",
                    "ev_35",
                ),
                "false_status:ledger_rejected",
                "refunded too",
                "the NC-2208 refund (act_22) was rejected by his correction (ev_23, ev_26); "
                "only PT-47102 was refunded (act_28, ev_33), and NC-2208 stays (ev_35)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he agreed to the training-only refund, refund RF-30958 for $325.00 "
                    "was issued to his Mastercard ending 6618 and should arrive within 5-10 "
                    "business days; PT-47102 is now closed.",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_amount",
                "$325.00",
                "RF-30958 is $260.00, 4 sessions × $65.00 (ev_33, ev_35); $325.00 is what the "
                "whole package cost (ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "He said he would be fine with the sessions being moved to another trainer "
                    "instead.",
                    "ev_18",
                    "ev_19",
                ),
                "inverted_constraint",
                "fine with the sessions being moved to another trainer",
                "he said refund, I don't want another trainer (ev_19)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "RF-39058 issued: $260.00 (4 × $65) → Mastercard ****6618, 5-10 business "
                    "days; PT-47102 closed",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_id",
                "RF-39058",
                "the refund is RF-30958 (ev_33, ev_34, ev_35)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Walter told the agent that Sofia Lindgren left on October 24, and the "
                    "agent found that his package PT-47102 had 4 unused sessions at $65.00 "
                    "each, $260.00 in all, refundable in full because the trainer left.",
                    "ev_13",
                    "ev_16",
                    "ev_18",
                ),
                "misattributed_decision",
                "Walter told the agent that Sofia Lindgren left on October 24",
                "Walter only said his trainer Sofia left (ev_2); her full name and the date "
                "October 24 come from the package record (ev_13) and the agent's reply (ev_18)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he agreed to the training-only refund, a $260.00 refund request "
                    "(RF-30958) was sent for approval and has not been issued yet.",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:other_status",
                "has not been issued yet",
                "refund_package act_28 executed and the refund's status is issued (ev_33), as "
                "the agent reported (ev_35); nothing waits for an approval",
            ),
        ],
    },
    "gym-plan@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Greta Solheim (IV-2650918) downgrading from Prime ($69.99) to the "
                    "cheapest plan; she only uses Eastgate",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Plan change PC-14520 done after her yes: Prime → Core ($34.99/mo, "
                        "Eastgate only), effective 12/1; Prime perks (guest passes, towels) "
                        "until 11/30",
                        "ev_16",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Anders Solheim (IV-2650926) stays on Prime, per Greta",
                        "ev_17",
                        "ev_19",
                        "ev_25",
                    ),
                    it(
                        "Draft day 1st → 15th for Greta only: she said yes; not called yet. "
                        "12/1 still drafted ($34.99), first draft on the 15th is 1/15/2026; "
                        "Anders stays on the 1st",
                        "ev_28",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "Flex ($49.99, all clubs), the agent's middle-ground suggestion: she "
                        "chose Core",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Make the draft-day change for IV-2650918 (day 15, first draft "
                        "2026-01-15) and confirm",
                        "ev_32",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Greta Solheim seems to want to cut her membership costs by moving from "
                    "Prime to the cheapest plan, since she only goes to Eastgate.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Her switch to Core at $34.99 a month appears to have been scheduled as "
                        "PC-14520, taking effect on December 1, 2025.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "She should keep her Prime benefits until November 30.",
                        "ev_19",
                        "ev_27",
                    ),
                    it(
                        "Anders Solheim's membership was apparently left on Prime at her request.",
                        "ev_17",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "She has agreed to move her own draft date to the 15th, with the first "
                        "draft on January 15, 2026, but this change does not seem to have been "
                        "made yet.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "The draft-date change is probably meant for her membership only, not "
                        "Anders'.",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "The December 1 draft of $34.99 will likely still go through on the 1st.",
                        "ev_32",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Her draft date appears to have been moved to the 15th, with the first "
                    "draft on January 15, 2026.",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:pending",
                "appears to have been moved to the 15th",
                "change_draft_day act_33 is approved by her yes (ev_34, ev_35) but no call has "
                "been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it("Anders Solheim (IV-2650926) moved to Core as well", "ev_17", "ev_19", "ev_25"),
                "false_status:other_target",
                "moved to Core as well",
                "change_plan act_20 changed Greta's IV-2650918 only; Anders IV-2650926 is "
                "unchanged (ev_25) and stays on Prime, as she asked (ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Draft day 1st → 15th for Greta only: she said yes; not called yet. 12/1 "
                    "still drafted ($34.99), first draft on the 15th is 12/15/2025; Anders "
                    "stays on the 1st",
                    "ev_28",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_date",
                "12/15/2025",
                "the first draft on the 15th is January 15, 2026 (ev_32, act_33); December 1 "
                "is still drafted as usual",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Flex ($49.99, all clubs): Greta considered it as a middle ground, chose Core",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Greta considered it as a middle ground",
                "Flex as a middle ground was the agent's suggestion (ev_16); Greta answered "
                "core, she never goes anywhere else (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The December 1 draft of $69.99 will likely still go through on the 1st.",
                    "ev_32",
                ),
                "wrong_amount",
                "$69.99",
                "the December 1 draft is her first Core month, $34.99 (ev_19, ev_27, ev_32)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her switch to Core at $34.99 a month (PC-14520) appears to have taken "
                    "effect immediately.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "taken effect immediately",
                "change_plan act_20 scheduled the change (status scheduled) effective "
                "December 1, 2025 (ev_25, ev_27); she keeps Prime until November 30",
            ),
        ],
    },
}
