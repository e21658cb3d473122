"""Hand-written candidate summaries, part 6: missing@m27, wrongorder@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "fooddelivery-missing@m27": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "jonah feldmann CU-61907 - missing naan on FD-4473356 + complaint about the "
                    "courier",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "naan (2 x $4.50) = $9.00 credit on account, RF-903402 - he said no to "
                        "the card refund (card being replaced)",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                        "ev_26",
                    ),
                    it(
                        "courier complaint filed: CQ-55817, courier CR-20914 (dmitri) - bag "
                        "thrown from the stairs, curry leaked, rude",
                        "ev_30",
                        "ev_33",
                        "ev_38",
                        "ev_44",
                    ),
                    it(
                        "courier quality team decides the follow-up, nothing decided yet, email "
                        "by 11/17",
                        "ev_44",
                        "ev_46",
                    ),
                ],
                constraints=[
                    it(
                        "he doesnt want the courier fired, just someone to talk to him",
                        "ev_30",
                    ),
                    it("email only, no calls", "ev_36"),
                ],
                next_steps=[
                    it("wait for the CQ team; agent asked if anything else", "ev_46"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Help was sought by Jonah Feldmann after items were missing from his Saffron "
                    "Lane order and the courier behaved badly.",
                    "ev_2",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "The two missing garlic naan on FD-4473356 were compensated with $9.00 "
                        "of account credit (RF-903402), after a refund to his Visa was turned "
                        "down by him.",
                        "ev_17",
                        "ev_22",
                        "ev_26",
                        "ev_29",
                    ),
                    it(
                        "A complaint about courier CR-20914 (Dmitri) was filed as case CQ-55817 "
                        "and submitted to the Courier Quality team for review.",
                        "ev_33",
                        "ev_40",
                        "ev_44",
                        "ev_46",
                    ),
                    it(
                        "Any follow-up with the courier will be decided by the Courier Quality "
                        "team; an email is expected by Monday, November 17.",
                        "ev_44",
                        "ev_46",
                    ),
                ],
                constraints=[
                    it(
                        "The courier is not to be removed; it was asked only that someone talk "
                        "to him.",
                        "ev_30",
                        "ev_38",
                    ),
                    it("He is to be contacted by email only.", "ev_36", "ev_38"),
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
                    "The courier has been given a formal warning by the Courier Quality team, "
                    "and an email is expected by Monday, November 17.",
                    "ev_44",
                    "ev_46",
                ),
                "false_status:wrong_effect",
                "has been given a formal warning",
                "escalate_courier_complaint (act_39, executed) only submitted the complaint for "
                "review: the Courier Quality team decides the outcome (ev_44), and nothing has "
                "been decided yet (ev_46)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("he wants the courier taken off the app", "ev_30"),
                "inverted_constraint",
                "he wants the courier taken off the app",
                "he said 'I don't want him fired or anything, I just want someone to talk to "
                "him' (ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "courier complaint filed: CQ-55871, courier CR-20914 (dmitri) - bag thrown "
                    "from the stairs, curry leaked, rude",
                    "ev_30",
                    "ev_33",
                    "ev_38",
                    "ev_44",
                ),
                "wrong_id",
                "CQ-55871",
                "the case is CQ-55817 (ev_44, ev_46)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "constraints[2]",
                it("A decision within 3 business days was requested by him.", "ev_35"),
                "misattributed_decision",
                "was requested by him",
                "'usually within 3 business days' is the agent's description of the Courier "
                "Quality review (ev_35); Jonah asked for no deadline",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The two missing garlic naan on FD-4473356 were refunded to his Visa ending "
                    "7730 ($9.00, RF-903402).",
                    "ev_15",
                    "ev_22",
                    "ev_26",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "refunded to his Visa ending 7730",
                "the refund to the Visa (act_16) was rejected by his correction (ev_17, ev_19); "
                "the executed refund (act_21) was account credit (ev_26)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "courier quality team decides the follow-up, nothing decided yet, they'll "
                    "call him by 11/17",
                    "ev_44",
                    "ev_46",
                ),
                "wrong_value:contact",
                "they'll call him",
                "he asked for email only (ev_36); the case was filed with email contact and an "
                "email is expected by November 17 (ev_44, ev_46)",
            ),
        ],
    },
    "fooddelivery-wrongorder@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Hana Kobayashi seems to have received someone else's order (a pizza) "
                    "instead of her sushi from Kiku Sushi House.",
                    "ev_2",
                    "ev_4",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Her order appears to be FD-4473911 ($39.96: 2 salmon avocado rolls, a "
                        "spicy tuna roll and a miso soup), marked delivered at 8:47 PM, probably "
                        "swapped by the courier.",
                        "ev_8",
                        "ev_10",
                    ),
                    it(
                        "She chose a re-send, but it apparently failed with RESTAURANT_CLOSED "
                        "because Kiku stopped taking orders at 9:00 PM.",
                        "ev_11",
                        "ev_14",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "She then asked for a refund to her card rather than credit, and refund "
                        "RF-903519 for $39.96 seems to have been issued to her Visa ending 5120, "
                        "arriving in 3-5 business days.",
                        "ev_20",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("She wants the money back on her card, not as Larkbite credit.", "ev_20"),
                ],
                open_threads=[
                    it(
                        "She was told she can keep or throw away the pizza; it isn't clear what "
                        "she will do with it.",
                        "ev_12",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Hana Kobayashi (CU-71536) got someone else's order instead of her Kiku "
                    "Sushi House order FD-4473911.",
                    "ev_2",
                    "ev_4",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "Re-send of FD-4473911 confirmed and called; it failed: RESTAURANT_CLOSED "
                        "(Kiku stopped taking orders at 21:00). Reported to her.",
                        "ev_12",
                        "ev_14",
                        "ev_16",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Full refund instead: refund_order executed, RF-903519, $39.96 → Visa "
                        "****5120, 3-5 business days; reported.",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Refund to her card, not as credit.", "ev_20"),
                ],
                rejected=[
                    it(
                        "Larkbite credit (usable right away elsewhere) offered as the "
                        "alternative; she declined.",
                        "ev_19",
                        "ev_20",
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
                    "Re-send of FD-4473911 confirmed and placed; Kiku is remaking it at no charge.",
                    "ev_12",
                    "ev_14",
                    "ev_16",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:failed_call",
                "Kiku is remaking it",
                "redeliver_order (act_13) is executed in the ledger, but its result is the "
                "error RESTAURANT_CLOSED (ev_18), which the agent reported (ev_19)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "She then asked for a refund to her card rather than credit, and refund "
                    "RF-903519 for $29.75 seems to have been issued to her Visa ending 5120, "
                    "arriving in 3-5 business days.",
                    "ev_20",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "RF-903519 for $29.75",
                "the refund is the full $39.96 (ev_22, ev_28, ev_30); $29.75 is the order's "
                "subtotal (ev_8)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it("Hana said she would keep the pizza.", "ev_12"),
                "misattributed_decision",
                "Hana said she would keep the pizza",
                "keeping or throwing away the pizza is what the agent told her she may do "
                "(ev_12); Hana only asked what to do with it (ev_11)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Refund as Larkbite credit, not to her card.", "ev_20"),
                "inverted_constraint",
                "as Larkbite credit, not to her card",
                "she said 'refund to my card please, not credit' (ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Full refund instead: refund_order for $39.96 → Visa ****5120 was declined; "
                    "nothing refunded yet.",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_status",
                "was declined; nothing refunded yet",
                "refund_order (act_23) executed and completed: RF-903519, $39.96 to the Visa "
                "ending 5120 (ev_28), as the agent reported (ev_30)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "She then asked for a refund to her card rather than credit, and refund "
                    "RF-903591 for $39.96 seems to have been issued to her Visa ending 5120, "
                    "arriving in 3-5 business days.",
                    "ev_20",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_id",
                "RF-903591",
                "the refund is RF-903519 (ev_28, ev_30)",
            ),
        ],
    },
}
