"""Hand-written candidate summaries, part 4: billing@m12, billing@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cowork-billing@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Jago Loxley (ACC-5519, Foxglove Games): March invoice charges the setup "
                    "fee twice",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "INV-26-0388 ($1,000, due 3/15): MS-53311 setup fee ($60) on lines 4 AND 5",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Credit note CN-3305, $60 vs line 5, issued after his yes; balance now "
                        "$940. Not reported to him yet",
                        "ev_17",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it(
                        "Keep Clodagh's $60 setup fee (line 6, MS-53312): correct", "ev_15", "ev_17"
                    ),
                ],
                next_steps=[
                    it("Confirm CN-3305 and the $940 balance to Jago", "ev_21"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A duplicate setup fee on Foxglove Games' March invoice was reported by "
                    "Jago Loxley.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "It was confirmed that invoice INV-26-0388 lists Gwilym Orrinwood's $60 "
                        "setup fee for MS-53311 twice, on lines 4 and 5.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "A $60 credit note, CN-3305, was issued against line 5 once Jago agreed, "
                        "bringing the invoice down from $1,000 to $940, still due on March 15.",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it(
                        "Clodagh Weatherell's setup fee on line 6 is to be left as it is, as "
                        "was asked by Jago.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The credit note has not yet been reported back to Jago.",
                        "ev_21",
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
                    "A $60 credit note, CN-3305, was issued against line 6, Clodagh "
                    "Weatherell's setup fee, bringing the invoice down from $1,000 to $940, "
                    "still due on March 15.",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:other_target",
                "issued against line 6, Clodagh Weatherell's setup fee",
                "CN-3305 is against line 5, the duplicate MS-53311 fee (ev_19, ev_21); line 6 "
                "is kept (ev_17)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Credit note CN-3305, $60 vs line 5: still pending, not issued yet; balance "
                    "still $1,000",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:other_status",
                "still pending, not issued yet",
                "issue_credit_note executed and returned status issued, balance $940 (ev_21); "
                "only the report to Jago is missing",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A $60 credit note, CN-3305, was issued against line 5 once Jago agreed, "
                    "bringing the invoice down from $1,000 to $880, still due on March 15.",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                ),
                "wrong_amount",
                "$880",
                "the balance after the $60 credit note is $940 (ev_21)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Credit note CN-3350, $60 vs line 5, issued after his yes; balance now "
                    "$940. Not reported to him yet",
                    "ev_17",
                    "ev_21",
                ),
                "wrong_id",
                "CN-3350",
                "the credit note is CN-3305 (ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Credit Clodagh's $60 setup fee too (line 6, MS-53312)", "ev_15", "ev_17"),
                "inverted_constraint",
                "Credit Clodagh's $60 setup fee too",
                "Jago said to leave Clodagh's setup fee, that one is fine (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "It was pointed out by Jago that INV-26-0388 lists the MS-53311 setup fee "
                    "twice, on lines 4 and 5, while Clodagh's desk started on March 2.",
                    "ev_13",
                    "ev_15",
                ),
                "misattributed_decision",
                "It was pointed out by Jago",
                "the agent found the two lines and gave MS-53312's March 2 start (ev_15); Jago "
                "only thought the fee was charged twice (ev_2)",
            ),
        ],
    },
    "cowork-billing@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Jago Loxley of Foxglove Games called about a duplicate setup fee on the "
                    "March invoice and now wants to stop paying by card.",
                    "ev_2",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "Credit note CN-3305 for $60 was issued against line 5 of INV-26-0388, "
                        "so the March invoice is now $940, due March 15.",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Clodagh Weatherell's setup fee on line 6 was left alone, as Jago asked.",
                        "ev_17",
                        "ev_23",
                    ),
                    it(
                        "The agent proposed moving ACC-5519 to invoices paid by bank transfer "
                        "(net 14) from the April 1 invoice; Jago has not said yes.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "He wants to pay by bank transfer, not by card.",
                        "ev_24",
                    ),
                ],
                open_threads=[
                    it(
                        "Jago asked whether the March invoice can be paid by transfer too; "
                        "under the agent's proposal it would still be charged to the Visa on "
                        "March 15.",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Jago Loxley (ACC-5519, Foxglove Games): fix the duplicated setup fee on "
                    "INV-26-0388, then switch billing off the card",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "CN-3305 issued: -$60 on line 5 (duplicate MS-53311 setup fee); "
                        "INV-26-0388 now $940.00, due 3/15; line 6 (MS-53312, Clodagh) kept",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Billing change proposed: Visa ****2047 auto-charge → bank transfer, "
                        "net 14, effective with the 4/1/2026 invoice. Pending: no yes from Jago",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Bank transfer, not card (accountant's preference)", "ev_24"),
                    it(
                        "An issued invoice keeps its payment method, so March ($940) is still "
                        "charged to the Visa on 3/15",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "Jago asks if March can go by transfer too; he'd rather the card isn't "
                        "charged at all",
                        "ev_31",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "ACC-5519 was switched to invoices paid by bank transfer (net 14) from the "
                    "April 1 invoice.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:pending",
                "was switched to invoices paid by bank transfer",
                "change_billing_method (act_30) is only proposed (ev_29, ev_30); Jago answered "
                "with a question (ev_31), no yes and no call",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CN-3305 issued: -$60 on line 5 (duplicate MS-53311 setup fee); INV-26-0388 "
                    "now $940.00 and moved to bank transfer, so the card won't be charged on "
                    "3/15; line 6 (MS-53312, Clodagh) kept",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:wrong_effect",
                "moved to bank transfer, so the card won't be charged",
                "the credit note only reduced the invoice (ev_21); March is still charged to "
                "the Visa on March 15 (ev_27, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("He wants to keep paying by card rather than bank transfer.", "ev_24"),
                "inverted_constraint",
                "keep paying by card rather than bank transfer",
                "he wants to stop paying by card and pay by bank transfer (ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Billing change proposed: Visa ****2047 auto-charge → bank transfer, net 14, "
                    "effective with the 3/15/2026 invoice. Pending: no yes from Jago",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "effective with the 3/15/2026 invoice",
                "the change would take effect from the April 1, 2026 invoice (ev_27, ev_29); "
                "March 15 is the due date of the March invoice",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Clodagh Weatherell's setup fee on line 6 was left alone, as Jago asked.",
                    "ev_4",
                ),
                "unsupported_ref",
                "Clodagh Weatherell's setup fee on line 6 was left alone",
                "ev_4 is only the last four digits of his phone; the fee is kept in ev_17 and "
                "ev_23",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "Jago wants the switch to apply from the April invoice, leaving March ($940) "
                    "on the Visa for 3/15",
                    "ev_27",
                    "ev_29",
                ),
                "misattributed_decision",
                "Jago wants the switch to apply from the April invoice",
                "the April 1 start comes from the billing rules and the agent's proposal "
                "(ev_27, ev_29); Jago wants March off the card too (ev_31)",
            ),
        ],
    },
}
