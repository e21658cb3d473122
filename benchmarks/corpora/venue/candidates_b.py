"""Hand-written candidate summaries, part 2: balance@m20, balance@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "venue-balance@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Marguerite Oyelaran (CL-39254): raise the headcount of her 60th birthday "
                    "dinner EVT-50931 and pay off the balance",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Headcount raised from 40 to 46 after her yes; catering now 46 × $92 = "
                        "$4,232.00",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "Cheese course ($8/guest) suggested by the agent, declined",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "Balance $4,932.00 ($1,400 room + $4,232 catering − $700 deposit) to go "
                        "on her personal Visa ****5530; she confirmed",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Deposit came from the business card (Amex ****3007); the balance goes on "
                        "her personal card: her accountant insists",
                        "ev_13",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it(
                        "Charge on Visa ****5530 declined by the issuer (over limit), nothing "
                        "charged; she hasn't been told yet",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell her the Visa was declined; $4,932.00 still due by 3/28",
                        "ev_25",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A headcount increase and the balance payment were requested by Marguerite "
                    "Oyelaran for her 60th birthday dinner on April 18, 2026.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The headcount was raised from 40 to 46 guests once she approved it, "
                        "bringing catering to $4,232.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "The late cheese course that was suggested by the agent was declined by "
                        "her.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "A balance payment of $4,932 on her personal Visa ending 5530 was "
                        "confirmed by her, but the charge was declined by the card issuer and no "
                        "payment was made.",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "The deposit was paid from the business card, and the balance is to be "
                        "paid from her personal card, as insisted on by her accountant.",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it(
                        "The declined charge has not yet been reported to her, and the balance is "
                        "still due by March 28.",
                        "ev_25",
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
                "decisions[2]",
                it(
                    "A balance payment of $4,932 was charged to her personal Visa ending 5530 "
                    "after she confirmed it, so the dinner is now paid in full.",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:failed_call",
                "was charged to her personal Visa ending 5530",
                "the pay_balance call (act_28) is executed in the ledger, but its result is an "
                "error: card_declined, no charge was made (ev_33)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The late cheese course suggested by the agent was added for all 46 guests at "
                    "$8 each.",
                    "ev_13",
                    "ev_14",
                ),
                "false_status:no_such_action",
                "was added for all 46 guests",
                "the ledger holds no action for the cheese course; she declined it (ev_14)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Balance $5,632.00 ($1,400 room + $4,232 catering) to go on her personal "
                    "Visa ****5530; she confirmed",
                    "ev_25",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_amount",
                "Balance $5,632.00",
                "the balance is $4,932.00, the $700 deposit already paid taken off (ev_25, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Headcount raised from 40 to 48 after her yes; catering now $4,232.00",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_value:headcount",
                "40 to 48",
                "she asked for 46 guests (ev_14), and the update set 46 (ev_23)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The deposit was paid from her personal card, and the balance is to be paid "
                    "from the business card, as insisted on by her accountant.",
                    "ev_14",
                ),
                "inverted_constraint",
                "the balance is to be paid from the business card",
                "she said the deposit was from the business card and the balance goes on the "
                "personal one (ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Cheese course ($8/guest) suggested by Marguerite, then dropped: 92 a head "
                    "is plenty",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "suggested by Marguerite",
                "the agent suggested the cheese course (ev_13); Marguerite declined it (ev_14)",
            ),
        ],
    },
    "venue-balance@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Marguerite Oyelaran wants to update the guest count for her 60th birthday "
                    "dinner (EVT-50931) and pay the balance.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The headcount was increased from 40 to 46 guests, so catering is now "
                        "$4,232.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "The balance is $4,932: the $1,400 room fee plus $4,232 catering minus "
                        "the $700 deposit.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Her first payment attempt on her personal Visa ending 5530 was declined "
                        "by the bank for being over the limit, and nothing was charged.",
                        "ev_33",
                        "ev_34",
                    ),
                    it(
                        "She then chose her personal Mastercard ending 1184 for the balance and "
                        "said yes, but the charge has not been made yet.",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "The balance must go on a personal card, not the business Amex ending "
                        "3007 that paid the deposit.",
                        "ev_14",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "Charge the $4,932 balance to the Mastercard ending 1184; it is due by "
                        "March 28.",
                        "ev_25",
                        "ev_37",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Marguerite Oyelaran (CL-39254): EVT-50931, 60th birthday dinner 4/18/2026 — "
                    "headcount up, balance to pay",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it("Headcount 40 → 46 done; catering $4,232", "ev_19", "ev_23"),
                    it(
                        "Balance $4,932.00 on Visa ****5530 declined (over limit); no charge",
                        "ev_27",
                        "ev_33",
                        "ev_34",
                    ),
                    it(
                        "Approved: $4,932.00 on Mastercard ****1184; not charged yet",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("Balance on her own card, NOT the studio's Amex ****3007", "ev_34", "ev_35"),
                    it("Cheese course declined", "ev_13", "ev_14"),
                ],
                open_threads=[it("Balance due 3/28", "ev_25", "ev_34")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Balance $4,932.00 charged to Visa ****5530 after her yes",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:failed_call",
                "charged to Visa ****5530",
                "the Visa payment (act_28) is executed in the ledger but its result is an error, "
                "card_declined, nothing charged (ev_33, ev_34)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "She then chose her personal Mastercard ending 1184, and the $4,932 balance "
                    "was charged to it after she said yes.",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:pending",
                "was charged to it",
                "the Mastercard payment (act_38) is approved by her yes (ev_39, ev_40) but no "
                "pay_balance call has been made",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "objective",
                it(
                    "Marguerite Oyelaran (CL-39254): EVT-50913, 60th birthday dinner 4/18/2026 — "
                    "headcount up, balance to pay",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                "wrong_id",
                "EVT-50913",
                "her dinner is EVT-50931 (ev_2, ev_11)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Charge the $4,932 balance to the Mastercard ending 1184; it is due by March "
                    "18.",
                    "ev_25",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_date",
                "March 18",
                "the balance is due by March 28, 2026 (ev_25, ev_34)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[1]",
                it("Cheese course declined", "ev_27", "ev_37"),
                "unsupported_ref",
                "Cheese course declined",
                "the cited events are the two payment confirmations, which say nothing of the "
                "cheese course; the offer and her no are ev_13 and ev_14",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Her first payment attempt on the business Amex ending 3007 was declined by "
                    "the bank for being over the limit, and nothing was charged.",
                    "ev_33",
                    "ev_34",
                ),
                "wrong_value:payment_method",
                "the business Amex ending 3007",
                "the declined card is her personal Visa ****5530 (ev_33, ev_34); the Amex paid "
                "the deposit (ev_13)",
            ),
        ],
    },
}
