"""Hand-written candidate summaries, part 5: roof@m16, barn@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "solar-roof@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Evander Dubrovka (QM-338761, 18 Coldharbour Rd, Hesketh Falls): find out "
                    "whether his roof can take the 13-panel south-slope array (job J-51008, "
                    "design on hold)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Engineering review ER-1178 sent on his yes: south slope rafters (2x6 @ "
                        "24 in., span beyond racking table), survey SV-8077 of 2/4; queued with "
                        "design engineer Odalys Verhoeven, decision expected 2/17/2027. She "
                        "decides on reinforcement, not the desk; any reinforcement quoted "
                        "separately. Nothing decided yet",
                        "ev_12",
                        "ev_14",
                        "ev_18",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Ground mount (~$2,900 more) suggested by agent, declined: he doesn't "
                        "want it in the yard",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "No panels on the north slope, whatever the engineer decides",
                        "ev_18",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "His request to have the crew redo the north-slope shingles (he'd pay) "
                        "refused: roof repair excluded from solar contracts even if paid; he'll "
                        "call a roofer",
                        "ev_15",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "He asks what reinforcement usually costs if it's needed; unanswered",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Evander Dubrovka seems to want to know whether his roof is strong enough "
                    "for the planned solar panels, after the surveyor raised a concern.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The rafters on the south slope were apparently flagged in survey "
                        "SV-8077 and have been sent to the design engineer, Odalys Verhoeven, "
                        "as review ER-1178; she is expected to decide by February 17, and it "
                        "does not appear that anything has been decided yet.",
                        "ev_12",
                        "ev_18",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "He seems to have turned down the agent's suggestion of a ground "
                        "mount, which would have cost about $2,900 more, because he does not "
                        "want it in the yard.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Panels should probably not go on the north slope, whatever the "
                        "engineer decides.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "His request to have the crew re-shingle the north slope was declined, "
                        "since roof repair appears to be excluded from Quillmoor's contracts "
                        "even when paid separately.",
                        "ev_1",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "He is asking what reinforcement typically costs if it turns out to be "
                        "needed; any reinforcement would be quoted separately.",
                        "ev_23",
                        "ev_26",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Engineering review ER-1178 done: design engineer Odalys Verhoeven cleared "
                    "the south slope rafters (2x6 @ 24 in.), no reinforcement needed; design "
                    "can go ahead",
                    "ev_12",
                    "ev_14",
                    "ev_18",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "cleared the south slope rafters (2x6 @ 24 in.), no reinforcement needed",
                "request_engineering_review act_17 only queued the review: the engineer "
                "decides, expected by February 17, and nothing is decided yet (ev_23, ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "North slope OK for panels if the engineer won't clear the south",
                    "ev_18",
                    "ev_25",
                ),
                "inverted_constraint",
                "North slope OK for panels",
                "he said no panels on the north side, whatever she decides (ev_18, ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Engineering review ER-1178 sent on his yes: south slope rafters (2x6 @ 24 "
                    "in., span beyond racking table), survey SV-8077 of 2/4; queued with design "
                    "engineer Odalys Verhoeven, decision expected 2/27/2027. She decides on "
                    "reinforcement, not the desk; any reinforcement quoted separately. Nothing "
                    "decided yet",
                    "ev_12",
                    "ev_14",
                    "ev_18",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "decision expected 2/27/2027",
                "the decision is expected by February 17, 2027 (ev_23, ev_25)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "A roofer also appears to have been booked through Quillmoor to "
                    "re-shingle the north slope before the install.",
                    "ev_16",
                    "ev_18",
                ),
                "false_status:no_such_action",
                "appears to have been booked through Quillmoor",
                "the desk refused the shingle work (roof repair exclusion, ev_16) and he said "
                "he'll call a roofer himself (ev_18); the ledger holds no such action",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He seems to have raised a ground mount himself, at about $2,900 more, "
                    "before deciding he does not want it in the yard.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "raised a ground mount himself",
                "the agent suggested the ground mount (ev_14); Evander refused it (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He seems to have turned down the agent's suggestion of a ground mount, "
                    "which would have cost about $2,090 more, because he does not want it in "
                    "the yard.",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_amount",
                "$2,090 more",
                "the ground mount would cost about $2,900 more (ev_12, ev_14)",
            ),
        ],
    },
    "solar-barn@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Marguerite Tollemache got in touch to cancel the solar job on her barn "
                    "roof, because the barn is being sold, while keeping the job on her house.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent explained that of the barn job's $1,500.00 deposit, a "
                        "$250.00 design fee is kept and $1,250.00 comes back to her, and "
                        "suggested taking it as a credit on the house job.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "After she said yes, the barn job J-48821 was cancelled as CN-3318, "
                        "and the $1,250.00 is being refunded to her Visa ending 6612, expected "
                        "by February 24, 2027.",
                        "ev_25",
                        "ev_29",
                    ),
                    it(
                        "The house job J-48820 is unaffected and still scheduled for "
                        "installation on March 18.",
                        "ev_16",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "A first version that would have applied the $1,250.00 as credit to "
                        "the house job was dropped when she said that she and her husband want "
                        "the money back on the card, since they are paying for the house in "
                        "cash.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent still has to tell Marguerite that the cancellation went "
                        "through.",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Marguerite Tollemache (QM-190346): cancel the barn roof job (barn being "
                    "sold), keep the house job",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Barn job J-48821 (CT-7403) cancelled on her yes: CN-3318; $250 design "
                        "fee kept, $1,250 refund to Visa ****6612, expected by 2/24/2027. Not "
                        "reported to her yet",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                    it("House job J-48820 untouched, install still 3/18", "ev_16", "ev_29"),
                ],
                constraints=[
                    it(
                        "Refund to the card, not account credit (her husband's wish; house paid "
                        "in cash)",
                        "ev_20",
                    ),
                    it("Only the barn; don't touch the house", "ev_16"),
                ],
                rejected=[
                    it(
                        "Agent's suggestion, $1,250 as credit on the house job: first accepted, "
                        "then rejected by her correction",
                        "ev_15",
                        "ev_16",
                        "ev_18",
                        "ev_20",
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
                    "After she said yes, the barn job J-48821 was cancelled as CN-3318, and the "
                    "$1,250.00 was applied as a credit to her house job.",
                    "ev_18",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "applied as a credit to her house job",
                "the credit version (act_19) was rejected by her correction (ev_20, ev_22); the "
                "cancellation that ran (act_24) refunds $1,250 to Visa ****6612 (ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The corrected cancellation is still waiting for her final yes, so the barn "
                    "job has not been cancelled yet.",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:other_status",
                "has not been cancelled yet",
                "she said yes (ev_25) and cancel_job act_24 executed: the barn job is "
                "cancelled as CN-3318 (ev_28, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that of the barn job's $1,500.00 deposit, a $500.00 "
                    "design fee is kept and $1,250.00 comes back to her, and suggested taking "
                    "it as a credit on the house job.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$500.00 design fee",
                "the design fee kept is $250.00 (ev_13, ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "House job J-48820 (CT-7402) cancelled on her yes: CN-3318; $250 design fee "
                    "kept, $1,250 refund to Visa ****6612, expected by 2/24/2027. Not reported "
                    "to her yet",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:other_target",
                "House job J-48820 (CT-7402) cancelled",
                "cancel_job act_24 cancelled the barn job J-48821 (ev_27, ev_29); the house "
                "job J-48820 is still scheduled (ev_29)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Refund as account credit, not to the card (house paid in cash)",
                    "ev_20",
                ),
                "inverted_constraint",
                "Refund as account credit, not to the card",
                "she said they want the money back on the card, not a credit (ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Barn job J-48821 (CT-7403) cancelled on her yes: CN-3381; $250 design fee "
                    "kept, $1,250 refund to Visa ****6612, expected by 2/24/2027. Not reported "
                    "to her yet",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "wrong_id",
                "CN-3381",
                "the cancellation id is CN-3318 (ev_29)",
            ),
        ],
    },
}
