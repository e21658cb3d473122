"""Hand-written candidate summaries, part 5: fraud@m19 and organizer@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "ticketing-fraud@m19": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "teodor vasquez - copperline order on hold + a duplicate 2nd order, 2 "
                    "charges on his card",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "ORD-4472015 floor A row 14 seats 21-22 $333.50 was on fraud hold "
                        "FH-20771 (billing address mismatch)",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "he gave the test charges 0.37 + 0.81, said yes -> hold released, order "
                        "confirmed, $333.50 charged visa 6034, tix in mobile wallet",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it("he wants the floor order, the first one", "ev_13"),
                    it(
                        "cancel ORD-4472388 (sec 105 row 3 seats 1-2) as duplicate w/ full "
                        "refund $296.70 to visa 6034 - proposed, no answer yet",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("no resale, just wants his money back", "ev_25"),
                ],
                open_threads=[
                    it("duplicate cancel window ends tue 10/7 8:12am", "ev_28", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Teodor Vasquez contacted support because his first Copperline order was "
                    "on hold and he had placed a second order, which left two payments on his "
                    "card.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent found that the first order, ORD-4472015 (Floor A, Row 14, "
                        "Seats 21-22, $333.50), was on a fraud-review hold because the billing "
                        "address did not match the card.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Teodor read back the two small test charges, $0.37 and $0.81, and "
                        "after his yes the hold was released: the order is confirmed, $333.50 "
                        "was charged to his Visa ending 6034, and the tickets are in his mobile "
                        "wallet.",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "For the second order, ORD-4472388 ($296.70), the agent listed keeping "
                        "it, reselling it or cancelling it as a duplicate; Teodor wants it "
                        "cancelled and his money back.",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "The agent has proposed cancelling ORD-4472388 with a full $296.70 "
                        "refund, fees included, to the same Visa within 5-10 business days, and "
                        "is waiting for his answer.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("He does not want to resell anything.", "ev_25"),
                ],
                open_threads=[
                    it(
                        "The order qualifies for duplicate cancellation only until Tuesday, "
                        "October 7 at 8:12 am.",
                        "ev_28",
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
                "decisions[3]",
                it(
                    "ORD-4472388 has been cancelled, and a full $296.70 refund, fees included, "
                    "is on its way to the same Visa within 5-10 business days.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:pending",
                "ORD-4472388 has been cancelled",
                "cancel_order act_31 is only proposed (ev_30, ev_31); Teodor has not answered "
                "and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "he gave the test charges 0.37 + 0.81, said yes -> hold released on the sec "
                    "105 order, confirmed, $333.50 charged visa 6034, tix in mobile wallet",
                    "ev_13",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:other_target",
                "hold released on the sec 105 order",
                "release_fraud_hold act_17 released FH-20771 on ORD-4472015, the floor order "
                "(ev_16, ev_22); the Section 105 order ORD-4472388 was never on hold (ev_10)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "cancel ORD-4472388 (sec 105 row 3 seats 1-2) as duplicate w/ full refund "
                    "$333.50 to visa 6034 - proposed, no answer yet",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "full refund $333.50",
                "the duplicate's refund is $296.70 (ev_28, ev_30); $333.50 is the floor order "
                "that was just charged (ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("He would rather resell the second pair than cancel it.", "ev_25"),
                "inverted_constraint",
                "rather resell the second pair",
                "Teodor said he is not reselling anything, he just wants his money back (ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it("duplicate cancel window ends wed 10/8 8:12am", "ev_28", "ev_30"),
                "wrong_date",
                "wed 10/8",
                "the duplicate window ends Tuesday, October 7 at 8:12 am (ev_28, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent found that the first order, ORD-4472015 (Floor A, Row 14, Seats "
                    "21-22, $333.50), was on a fraud-review hold because the billing address "
                    "did not match the card.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "ORD-4472015 (Floor A, Row 14, Seats 21-22, $333.50)",
                "ev_2 and ev_4 (Teodor's messages) hold neither the order id, the seats, the "
                "amount nor the hold's reason; those are ev_10 and ev_12",
            ),
        ],
    },
    "ticketing-organizer@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Priscilla Oduya (ORD-3390126): broken ankle, can't attend An Evening with "
                    "Tamsin Hale, Sat 10/25 8pm, Calder Hall; wants her money back",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Order: Stalls Row D 8-9, $126.50 = $110 tickets + $16.50 fees, MC "
                        "****5521. Organizer Hale Touring Ltd: all sales final unless cancelled",
                        "ev_10",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Options given: resale (capped at face, $55 ea), transfer, or an "
                        "exception request to the organizer (decides ≤5 business days; approval "
                        "refunds the ticket price only)",
                        "ev_15",
                    ),
                    it(
                        "submit_organizer_request executed after her yes → ORQ-55102, status "
                        "sent_to_organizer; decision expected by Fri 10/17; if approved $110 → "
                        "MC ****5521, fees not refunded. NOT approved yet",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "No resale; if declined she'll give the tickets to her neighbour",
                        "ev_16",
                    ),
                    it(
                        "Agent: don't transfer the tickets while ORQ-55102 is pending (a "
                        "transfer withdraws the request)",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Priscilla replies to the confirmation email with a doctor's note tonight",
                        "ev_26",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Priscilla Oduya appears to be seeking a refund for two Tamsin Hale "
                    "tickets she can no longer use after breaking her ankle.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The organizer, Hale Touring Ltd, apparently refunds only if the show "
                        "is cancelled, so the agent offered resale, a transfer or an exception "
                        "request.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "At her request, an exception request (ORQ-55102) was sent to Hale "
                        "Touring Ltd after she said yes; it has not been approved yet, and a "
                        "decision is expected by October 17.",
                        "ev_16",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "If it is approved, she would likely get the $110.00 ticket price back "
                        "on her Mastercard ending 5521, but not the $16.50 in fees.",
                        "ev_18",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want to resell the tickets; if the request is declined, "
                        "she plans to give them to her neighbour.",
                        "ev_16",
                    ),
                    it(
                        "The tickets should not be transferred while the request is open, since "
                        "that would withdraw it.",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "She intends to send a doctor's note tonight by replying to the "
                        "confirmation email.",
                        "ev_26",
                        "ev_27",
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
                    "At her request, an exception request (ORQ-55102) was sent to Hale Touring "
                    "Ltd after she said yes, and it appears to have been approved.",
                    "ev_16",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "it appears to have been approved",
                "submit_organizer_request act_19 only sent the request: status "
                "sent_to_organizer (ev_24), and the agent said it isn't approved yet, with a "
                "decision expected by October 17 (ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "If it is approved, she would likely get the full $126.50 back on her "
                    "Mastercard ending 5521, fees included.",
                    "ev_18",
                    "ev_24",
                ),
                "wrong_amount",
                "the full $126.50 back",
                "an approval refunds the $110.00 ticket price only; the $16.50 in fees isn't "
                "refundable (ev_18, ev_24)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Priscilla said she won't transfer the tickets while ORQ-55102 is pending",
                    "ev_26",
                ),
                "misattributed_decision",
                "Priscilla said she won't transfer",
                "the agent asked her not to transfer them while the request is open (ev_26); "
                "Priscilla said nothing about transfers (ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "If the request is declined, she plans to resell the tickets on the "
                    "marketplace.",
                    "ev_16",
                ),
                "inverted_constraint",
                "she plans to resell the tickets",
                "Priscilla said she doesn't want to resell them; if declined she'll give them "
                "to her neighbour (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it("Doctor's note attached to ORQ-55102", "ev_26", "ev_27"),
                "false_status:no_such_action",
                "Doctor's note attached",
                "the ledger holds no action attaching a note; the agent said she can reply with "
                "one (ev_26) and Priscilla will send it tonight (ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "submit_organizer_request executed after her yes → ORQ-55102, status "
                    "sent_to_organizer; decision expected by Sat 10/25; if approved $110 → MC "
                    "****5521, fees not refunded. NOT approved yet",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_date",
                "by Sat 10/25",
                "the decision is expected by Friday, October 17 (ev_24, ev_26); October 25 is "
                "the show",
            ),
        ],
    },
}
