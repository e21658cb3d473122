"""Hand-written candidate summaries, part 5: balance@m22, contacts@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "catering-balance@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Winifred Drabble (ACC-62871) settling the balance of her 4/11 anniversary "
                    "dinner (JOB-6977) by bank transfer, ref DRABBLE 6977, sent 4/14",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Transfer not applied: call returned no_matching_transfer (nothing "
                        "received; transfers take 1–2 business days). INV-30588 ($3,184.60) "
                        "still open; she was told",
                        "ev_18",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Card on file (Mastercard ****2051) offered instead; she refused: the "
                        "money has left her account",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "INV-30588 due date moved 4/18 → Wed 4/22 after her yes (agent's offer, "
                        "to spare her the 1.5% late fee); no late fee if paid by then. Reported",
                        "ev_11",
                        "ev_23",
                        "ev_25",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "INV-30612 ($400 brunch deposit, JOB-7402, due 5/1) left as is at her word",
                        "ev_11",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                constraints=[it("Transfer only, not card", "ev_2", "ev_22")],
                next_steps=[
                    it("Apply the DRABBLE 6977 transfer to INV-30588 when it lands", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "winifred drabble - pay dinner balance inv-30588 by bank transfer",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "transfer ref drabble 6977 not found yet - apply failed, inv still open "
                        "$3184.60",
                        "ev_20",
                        "ev_21",
                    ),
                    it("due date moved apr 18 -> apr 22, done", "ev_23", "ev_25", "ev_30"),
                    it(
                        "brunch deposit inv-30612 $400 due may 1 - leave it",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                constraints=[it("no card, transfer only", "ev_22")],
                rejected=[it("pay by mastercard 2051 now - she said no", "ev_21", "ev_22")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Transfer DRABBLE 6977 applied to INV-30588 ($3,184.60); invoice settled "
                    "and she was told",
                    "ev_18",
                    "ev_20",
                    "ev_21",
                ),
                "false_status:failed_call",
                "applied to INV-30588 ($3,184.60); invoice settled",
                "the apply call (act_15, executed) returned an error, no matching transfer "
                "(ev_20); INV-30588 is still open (ev_21)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "INV-30588 due date moved 4/18 → 4/25 after her yes (agent's offer, to spare "
                    "her the 1.5% late fee); no late fee if paid by then. Reported",
                    "ev_11",
                    "ev_23",
                    "ev_25",
                    "ev_30",
                    "ev_31",
                ),
                "wrong_date",
                "4/25",
                "the new due date is Wednesday, April 22, 2026 (ev_23, ev_30, ev_31)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "She asked for the INV-30588 due date to be moved 4/18 → Wed 4/22 to avoid "
                    "the 1.5% late fee; done after her yes, no late fee if paid by then. "
                    "Reported",
                    "ev_11",
                    "ev_23",
                    "ev_25",
                    "ev_30",
                    "ev_31",
                ),
                "misattributed_decision",
                "She asked for the INV-30588 due date to be moved",
                "moving the due date was the agent's offer (ev_23); she only said yes (ev_25)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it("due date moved apr 18 -> apr 22 on inv-30612, done", "ev_23", "ev_25", "ev_30"),
                "false_status:other_target",
                "on inv-30612",
                "the due date moved is INV-30588's (act_24, ev_30); the brunch deposit INV-30612 "
                "was left alone (ev_33, ev_34)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "due date move to apr 22 refused, still due apr 18",
                    "ev_23",
                    "ev_25",
                    "ev_30",
                ),
                "false_status:other_status",
                "refused, still due apr 18",
                "the due date change (act_24) was executed and INV-30588 is now due April 22 "
                "(ev_30, ev_31)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("card ok, transfer only as a backup", "ev_22"),
                "inverted_constraint",
                "card ok, transfer only as a backup",
                "she refused the card: transfer, not card (ev_2, ev_22)",
            ),
        ],
    },
    "catering-contacts@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Hesper Tebbutt, the office manager and account admin for Aldermoor Housing "
                    "Trust (ACC-50372), got in touch to add her new assistant to the account so "
                    "he can order the office's lunches.",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The agent noted that Giles Harrowgate, the other ordering contact, had "
                        "not ordered since November 20, 2025 and offered to remove him, but "
                        "Hesper asked to keep him because he is on leave until June.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "After she confirmed, Emeric Dalby was added as an ordering contact, "
                        "CT-8826, with a limit of $500 per order and no billing access, and the "
                        "agent told her it was done.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "She also wants invoices sent to accounts.aldermoor@example.net instead "
                        "of her own address; she approved the change, but it has not been "
                        "carried out yet.",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Emeric is to have ordering rights only, not billing: he should not see "
                        "invoices.",
                        "ev_14",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion of giving Emeric billing view as well was turned "
                        "down.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Hesper Tebbutt (admin, Aldermoor Housing Trust ACC-50372): add her "
                    "assistant Emeric Dalby as an ordering contact; change the billing email",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "CT-8826 added after her yes: Emeric Dalby (emeric.dalby@example.net, "
                        "+1 802-555-0154), ordering only, $500/order cap, no billing. Reported",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "Billing email h.tebbutt@example.net → accounts.aldermoor@example.net: "
                        "approved by her yes, not yet changed",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Giles Harrowgate (CT-8412, $750 limit) kept: on leave until June",
                        "ev_11",
                        "ev_14",
                    ),
                ],
                constraints=[it("Emeric: no billing access, no invoices", "ev_14")],
                rejected=[
                    it("Removing Giles (agent's suggestion): no", "ev_13", "ev_14"),
                    it("Billing view for Emeric (agent's suggestion): no", "ev_16", "ev_18"),
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
                    "After she confirmed, Emeric Dalby was added as an ordering and billing "
                    "contact, CT-8826, with a limit of $500 per order, and the agent told her it "
                    "was done.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "ordering and billing contact",
                "the contact added (act_17) has role ordering and billing false (ev_20, ev_22, "
                "ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Hesper mentioned that Giles Harrowgate had not ordered since November 20, "
                    "2025 and wondered about removing him, but decided to keep him because he "
                    "is on leave until June.",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "Hesper mentioned that Giles Harrowgate had not ordered",
                "the agent pointed out Giles's last order and suggested removing him (ev_13); "
                "Hesper only refused (ev_14)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Emeric is to have billing access as well as ordering, so he can check "
                    "invoices.",
                    "ev_14",
                    "ev_18",
                ),
                "inverted_constraint",
                "billing access as well as ordering",
                "she said ordering only, NOT billing, he shouldn't see invoices (ev_14, ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Billing email changed h.tebbutt@example.net → accounts.aldermoor@example.net",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:pending",
                "Billing email changed",
                "the billing email change (act_28) is approved by her yes (ev_29, ev_30) but "
                "not called yet",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Giles Harrowgate (CT-8412) limit cut from $750 to $500/order; kept on the "
                    "account while on leave until June",
                    "ev_11",
                    "ev_14",
                ),
                "false_status:other_target",
                "limit cut from $750 to $500/order",
                "the $500 cap is Emeric's, on the contact added (act_17, ev_22); Giles is "
                "unchanged (ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CT-8826 added after her yes: Emeric Dalby (emeric.dalby@example.net, +1 "
                    "802-555-0154), ordering only, $750/order cap, no billing. Reported",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_amount",
                "$750/order cap",
                "Emeric's cap is $500.00 an order (ev_14, ev_22, ev_24); $750 is Giles's limit",
            ),
        ],
    },
}
