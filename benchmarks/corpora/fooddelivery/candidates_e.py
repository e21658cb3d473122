"""Hand-written candidate summaries, part 5: late@m14, duplicate@m15.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "fooddelivery-late@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Compensation was requested by Beatriz Almeida for an order that arrived "
                    "almost an hour late with lukewarm food.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Order FD-4473044 from Ember & Oak Smokehouse was found to have been "
                        "promised for 6:40 PM and delivered at 7:38 PM, 58 minutes late.",
                        "ev_8",
                        "ev_13",
                    ),
                    it(
                        "A cash refund was ruled out under the compensation policy, since it is "
                        "only given when food is missing or inedible, and the food was said to "
                        "be edible.",
                        "ev_11",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "A $10.00 voucher for orders of $20.00 or more, valid until December 12, "
                        "2025, was approved by her and issued to her app wallet as LATE-7Q4MX.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("The voucher is to be put in the app, not sent by email.", "ev_14"),
                ],
                next_steps=[
                    it("The voucher code has not been given to her yet.", "ev_22"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Beatriz Almeida (CU-60745): compensation for late FD-4473044 (Ember & Oak "
                    "Smokehouse)",
                    "ev_2",
                    "ev_4",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "Late: promised 6:40 PM, delivered 7:38 PM (58 min); food lukewarm but "
                        "edible",
                        "ev_8",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "Policy: voucher only ($10, min order $20, 30 days); cash refund only if "
                        "food missing/inedible → not eligible; she'd rather have money back but "
                        "took the voucher",
                        "ev_11",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "issue_voucher executed after her yes: LATE-7Q4MX, $10 off $20+, expires "
                        "2025-12-12, delivered to app wallet, status active",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it(
                        "Voucher in the app wallet, not by email (she never checks that inbox)",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it("Give her code LATE-7Q4MX + confirm it's in the app", "ev_22"),
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
                    "issue_voucher executed after her yes: $10 refunded to Visa ****8123 as "
                    "compensation (ref LATE-7Q4MX)",
                    "ev_8",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:wrong_effect",
                "$10 refunded to Visa ****8123",
                "issue_voucher (act_17, executed) issued a $10 voucher for orders of $20 or more "
                "to her app wallet (ev_22); nothing went back to her card, and the policy rules "
                "out a cash refund (ev_11)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A cash refund was ruled out by Beatriz herself, who said refunds should only "
                    "be given when food is missing or inedible.",
                    "ev_11",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "ruled out by Beatriz herself",
                "the refund rule is the compensation policy's (ev_11), stated by the agent "
                "(ev_13); Beatriz said she would rather have money back (ev_14)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "A $10.00 voucher for orders of $20.00 or more, valid until December 31, "
                    "2025, was approved by her and issued to her app wallet as LATE-7Q4MX.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_date",
                "December 31, 2025",
                "the voucher is valid 30 days, until December 12, 2025 (ev_16, expires "
                "2025-12-12 in ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "issue_voucher executed after her yes: LATE-7Q4MX, $10 off $25+, expires "
                    "2025-12-12, delivered to app wallet, status active",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_amount",
                "$10 off $25+",
                "the voucher's minimum order is $20.00 (ev_11, ev_16, min_order 20.0 in ev_22)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "next_steps[0]",
                it("Give her code LATE-7Q4XM + confirm it's in the app", "ev_22"),
                "wrong_id",
                "LATE-7Q4XM",
                "the voucher code is LATE-7Q4MX (ev_22)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "A $10.00 voucher for orders of $20.00 or more, valid until December 12, "
                    "2025, was approved by her, but the voucher could not be issued.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:other_status",
                "the voucher could not be issued",
                "issue_voucher (act_17) executed and its result is voucher LATE-7Q4MX, status "
                "active, in her app wallet (ev_22)",
            ),
        ],
    },
    "fooddelivery-duplicate@m15": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Samuel Okonkwo was charged twice for one order and wants the extra charge "
                    "refunded.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "His Mezze & Co. order FD-4472390 ($38.40) was charged twice to his "
                        "Mastercard ending 6601 on November 11: CH-88121 at 7:41 PM and CH-88127 "
                        "at 7:42 PM, after a payment timeout made the app retry.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "He chose to refund the 7:42 PM charge, CH-88127, and keep the first one.",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "The refund was made: RF-903488 for $38.40 to the Mastercard ending 6601, "
                        "expected in 5-10 business days. CH-88121 remains the payment for the "
                        "order.",
                        "ev_16",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it(
                        "He asked for some credit for the trouble, but the agent said credit "
                        "cannot be added for a duplicate charge.",
                        "ev_13",
                        "ev_14",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Samuel Okonkwo (CU-27719): double charge on FD-4472390 (Mezze & Co.)",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "CH-88121 7:41 PM = order charge; CH-88127 7:42 PM = duplicate (retry "
                        "after timeout); both $38.40, MC ****6601, Nov 11",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "refund_charge CH-88127 executed after his yes → RF-903488, $38.40, "
                        "submitted to card network, 5-10 business days; reported",
                        "ev_14",
                        "ev_16",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("Refund the 7:42 one only; keep the first (food was fine)", "ev_13"),
                ],
                rejected=[
                    it(
                        "Goodwill credit for the trouble: asked, refused (not available for "
                        "duplicate charges)",
                        "ev_13",
                        "ev_14",
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
                    "refund_charge CH-88121 executed after his yes → RF-903488, $38.40, "
                    "submitted to card network, 5-10 business days; reported",
                    "ev_14",
                    "ev_16",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:other_target",
                "refund_charge CH-88121 executed",
                "the executed refund (act_15) is of the duplicate CH-88127 (ev_18, ev_20); "
                "CH-88121 is the order's charge, which he asked to keep (ev_13)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The refund was made: RF-903488 for $76.80 to the Mastercard ending 6601, "
                    "expected in 5-10 business days. CH-88121 remains the payment for the order.",
                    "ev_16",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_amount",
                "RF-903488 for $76.80",
                "the refund is $38.40, the duplicate charge (ev_20, ev_22); $76.80 is both "
                "charges together",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CH-88121 7:41 PM = order charge; CH-88172 7:42 PM = duplicate (retry after "
                    "timeout); both $38.40, MC ****6601, Nov 11",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_id",
                "CH-88172",
                "the duplicate charge is CH-88127 (ev_10, ev_12)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "His Mezze & Co. order FD-4472390 ($38.40) was charged twice to his "
                    "Mastercard ending 6601 on November 12: CH-88121 at 7:41 PM and CH-88127 at "
                    "7:42 PM, after a payment timeout made the app retry.",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_date",
                "on November 12",
                "both charges are from November 11 (ev_10, ev_12), 'last night' (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "A small goodwill credit was also added to his account for the trouble.",
                    "ev_13",
                ),
                "false_status:no_such_action",
                "goodwill credit was also added",
                "he asked for credit (ev_13) and the agent said it cannot be added for a "
                "duplicate charge (ev_14); the ledger holds only the refund of CH-88127",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "refund_charge CH-88127 executed after his yes → RF-903488, $38.40, "
                    "submitted to card network, 5-10 business days; reported",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "RF-903488",
                "the item cites his first message (ev_2) and his email (ev_4), which hold "
                "neither the refund, its id, nor its timing (ev_16, ev_20, ev_22)",
            ),
        ],
    },
}
