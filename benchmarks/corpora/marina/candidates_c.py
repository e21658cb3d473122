"""Hand-written candidate summaries, part 3: waitlist@m24, storage@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "marina-waitlist@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tobias Renfrew (MH-31862) moving Larkspur, a 40 ft trawler, up from "
                    "Penhallow Point; wants a seasonal slip for 2026",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "No 40 ft seasonal slip free; Larkspur put on the waitlist as WL-0972, "
                        "position 4, C or D dock only. $100 refundable deposit on Mastercard "
                        "****4471. Harbour master decides at the 4/15 review: not a slip yet "
                        "(told to him)",
                        "ev_14",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Transient slip T-5 booked for 5/1-5/8 (7 nights, $142/night with "
                        "power, $994 total, $142 deposit charged): TR-61530. Not yet confirmed "
                        "to him",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("Not A dock (ferry wake); C or D only", "ev_15"),
                    it("No fuel dock slip: fumes and early traffic", "ev_31"),
                ],
                rejected=[
                    it(
                        "F-1 on the fuel dock face ($110/night): ruled out by him", "ev_30", "ev_31"
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm TR-61530 to Tobias; $852 balance due on arrival",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A seasonal slip for Larkspur, Tobias Renfrew's 40-foot trawler, is being "
                    "sought for the 2026 season.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Larkspur was added to the seasonal waitlist (WL-0972) in position 4 "
                        "after Tobias agreed, and a $100.00 refundable deposit was charged; the "
                        "slip will be decided by the harbour master at her April 15 review.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "A transient slip, T-5 on T dock, was reserved for May 1 to May 8 with "
                        "shore power under TR-61530, for $994.00 in total.",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "Only C or D dock is to be considered for the seasonal slip; A dock is "
                        "excluded because of the ferry wake.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The cheaper F-1 slip on the fuel dock face was turned down by Tobias "
                        "because of diesel fumes and early traffic.",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it(
                        "The T-5 reservation has not yet been confirmed to Tobias.",
                        "ev_39",
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
                    "A seasonal slip on C dock was assigned to Larkspur by the harbour master "
                    "(WL-0972) after Tobias agreed, and a $100.00 deposit was charged.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "was assigned to Larkspur by the harbour master",
                "join_seasonal_waitlist act_18 only put Larkspur on the waitlist, position 4 "
                "(ev_23); the harbour master decides on April 15 and nothing is assigned "
                "(ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Transient slip F-1 booked for 5/1-5/8 (7 nights, $142/night with power, "
                    "$994 total, $142 deposit charged): TR-61530. Not yet confirmed to him",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                ),
                "false_status:other_target",
                "Transient slip F-1 booked",
                "the reservation executed is for T-5 (act_34, ev_39); F-1 on the fuel dock "
                "face was ruled out by him (ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Only A dock is to be considered for the seasonal slip; C and D docks are "
                    "excluded because of the ferry wake.",
                    "ev_15",
                ),
                "inverted_constraint",
                "Only A dock is to be considered",
                "he said not A dock, the ferry wake comes straight in there, C or D only (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "No 40 ft seasonal slip free; Larkspur put on the waitlist as WL-0972, "
                    "position 3, C or D dock only. $100 refundable deposit on Mastercard "
                    "****4471. Harbour master decides at the 4/15 review: not a slip yet (told "
                    "to him)",
                    "ev_14",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_value:position",
                "position 3",
                "WL-0972 is in position 4 (ev_23, ev_25); 3 is the number of boats ahead "
                "(ev_12, ev_14)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A transient slip, T-5 on T dock, was reserved for May 1 to May 8 with "
                    "shore power under TR-61530, for $910.00 in total.",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                ),
                "wrong_amount",
                "$910.00 in total",
                "with shore power the total is $994.00 (ev_33, ev_39); $910.00 would be 7 "
                "nights at $130.00 without power",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "No 40 ft seasonal slip free; Larkspur put on the waitlist as WL-0972, "
                    "position 4, C or D dock only. $100 refundable deposit on Mastercard "
                    "****4471. Harbour master decides at the 5/1 review: not a slip yet (told "
                    "to him)",
                    "ev_14",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "the 5/1 review",
                "the harbour master's next review is April 15 (ev_23, ev_25); May 1 is his "
                "transient arrival",
            ),
        ],
    },
    "marina-storage@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Anselm Drury (MH-27395) sold his trailer; cancelling its parking contract "
                    "for a prorated refund",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "TP-0762 (trailer parking, lot P-17, $240 paid) cancelled effective "
                        "Mon 3/16/2026, the day after the buyer's pickup on the 15th; executed",
                        "ev_12",
                        "ev_15",
                        "ev_22",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "Refund RF-4408 issued: $60.99 ($240 × 46/181 days) to Visa ****2081, "
                        "5-7 business days; executed, not yet told to Anselm",
                        "ev_17",
                        "ev_25",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Refund to the card, NOT account credit", "ev_20"),
                    it(
                        "Petrel's winter storage WS-2025-0219 stays as is: she's on the hard "
                        "until launch",
                        "ev_20",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's offer of an immediate account credit (toward the spring "
                        "launch): declined",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm to Anselm: TP-0762 cancelled from 3/16, RF-4408 $60.99 to his "
                        "Visa",
                        "ev_30",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Anselm Drury wants to cancel his trailer parking because he sold the "
                    "trailer, and get part of his money back.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The trailer parking contract TP-0762 was cancelled effective March 16, "
                        "2026, after Anselm said yes.",
                        "ev_22",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "A prorated refund of $60.99 was issued to his Visa ending 2081 as "
                        "RF-4408.",
                        "ev_25",
                        "ev_33",
                    ),
                    it(
                        "His boat storage contract WS-2025-0219 for Petrel is still active.",
                        "ev_20",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Anselm wants the refund on his card, not as a credit on his account.",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has not yet told Anselm that the cancellation and refund "
                        "went through.",
                        "ev_30",
                        "ev_33",
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
                    "The winter storage contract WS-2025-0219 was cancelled effective March "
                    "16, 2026, after Anselm said yes.",
                    "ev_22",
                    "ev_25",
                    "ev_30",
                ),
                "false_status:other_target",
                "The winter storage contract WS-2025-0219 was cancelled",
                "the contract cancelled is the trailer parking TP-0762 (act_23, ev_30); "
                "WS-2025-0219 is Petrel's storage, which he asked to keep and which is still "
                "active (ev_20, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Refund RF-4408: $60.99 ($240 × 46/181 days) put on his account as credit "
                    "toward the spring launch; executed, not yet told to Anselm",
                    "ev_17",
                    "ev_25",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "put on his account as credit",
                "issue_refund act_24 sent the $60.99 to Visa ****2081 (ev_33); the account "
                "credit was offered and declined (ev_19, ev_20)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Anselm wants the refund as a credit on his account rather than back on "
                    "his card.",
                    "ev_20",
                ),
                "inverted_constraint",
                "as a credit on his account rather than back on his card",
                "he said refund to the card, not a credit on the account (ev_20)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Anselm's idea of an immediate account credit toward the spring launch: "
                    "dropped in favour of the card",
                    "ev_19",
                    "ev_20",
                ),
                "misattributed_decision",
                "Anselm's idea of an immediate account credit",
                "the agent offered the account credit toward the spring launch (ev_19); "
                "Anselm declined it (ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A prorated refund of $240.00 was issued to his Visa ending 2081 as RF-4408.",
                    "ev_25",
                    "ev_33",
                ),
                "wrong_amount",
                "$240.00",
                "the prorated refund is $60.99 (ev_17, ev_33); $240.00 is what he paid for the "
                "whole contract",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "TP-0762 (trailer parking, lot P-17, $240 paid) cancelled effective Sun "
                    "3/15/2026, the day of the buyer's pickup; executed",
                    "ev_12",
                    "ev_15",
                    "ev_22",
                    "ev_25",
                    "ev_30",
                ),
                "wrong_date",
                "effective Sun 3/15/2026",
                "the cancellation is effective Monday, March 16, the day after the pickup "
                "(ev_22, ev_30)",
            ),
        ],
    },
}
