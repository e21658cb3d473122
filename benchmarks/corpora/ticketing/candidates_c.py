"""Hand-written candidate summaries, part 3: resale@m20 and resale@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "ticketing-resale@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Farah Qureshi (CU-402277): resell the balcony pair for Juniper Vale, Fri "
                    "12/12 at Calder Hall; floor GA order ORD-7045512 not for sale",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "ORD-7045880 = Balcony Row B 11-12, $58 face; cap $69.60/ticket (120%), "
                        "14 comparable listings $62–$69.60, seller fee 10%",
                        "ev_10",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Agent's $65/ticket split-allowed listing ($117 net) → rejected by her "
                        "correction: $68, pair only",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "list_for_resale executed after her yes → LS-6023318 active: $68 ea, "
                        "pair only, net $61.20/ticket = $122.40 → Harbor CU checking ****3391 "
                        "on Wed 12/17; listing ends 12/12 6pm if unsold. Reported",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Pair only, no single-ticket sales (doesn't want to be stuck with one)",
                        "ev_19",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Farah Qureshi can no longer go to the Juniper Vale show on December 12 "
                    "and wanted to sell the balcony pair from one of her two orders.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Since she left the price to the agent, the agent suggested $65.00 a "
                        "ticket with buyers free to buy singles, but Farah turned that down and "
                        "asked for $68.00, sold as a pair only.",
                        "ev_16",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "After she said yes, Balcony Row B, Seats 11-12 were listed as "
                        "LS-6023318 at $68.00 each, pair only, and the listing is now live.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "If the pair sells, she will receive $122.40 after the 10% seller fee, "
                        "paid to her Harbor Credit Union checking ending 3391 on Wednesday, "
                        "December 17.",
                        "ev_13",
                        "ev_22",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "If it has not sold by 6:00 pm on December 12, the listing ends and the "
                        "tickets stay hers; her floor tickets are not listed.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "The tickets must be sold together; she does not want to be left with a "
                        "single ticket.",
                        "ev_19",
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
                    "After she said yes, Balcony Row B, Seats 11-12 were listed as LS-6023318 "
                    "at $65.00 each, and buyers can take one or both.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "at $65.00 each, and buyers can take one or both",
                "the $65.00 split-allowed listing act_18 was rejected by Farah's correction "
                "(ev_19, ev_21); LS-6023318 is act_23, $68.00 each, pair only (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "If the pair sells, she will receive $136.00 after the 10% seller fee, paid "
                    "to her Harbor Credit Union checking ending 3391 on Wednesday, December 17.",
                    "ev_13",
                    "ev_22",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "she will receive $136.00",
                "after the fee the pair pays out $122.40 (ev_22, ev_28, ev_30); $136.00 is the "
                "two tickets' price before the fee",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Singles OK: buyers may split the pair", "ev_19"),
                "inverted_constraint",
                "Singles OK",
                "Farah said don't let them split it, pair only (ev_19)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Farah suggested $65.00 a ticket, below most of the similar listings, so "
                    "that they would sell.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Farah suggested $65.00 a ticket",
                "the $65.00 price was the agent's suggestion (ev_17); Farah left the price to "
                "the agent (ev_16) and then asked for $68.00 (ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "list_for_resale executed after her yes → LS-6023318 active for the floor "
                    "GA pair (ORD-7045512): $68 ea, pair only, net $61.20/ticket = $122.40 → "
                    "Harbor CU checking ****3391 on Wed 12/17; listing ends 12/12 6pm if "
                    "unsold. Reported",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "for the floor GA pair (ORD-7045512)",
                "the listing act_23 is of ORD-7045880, Balcony Row B, Seats 11-12 (ev_22, "
                "ev_28); the floor tickets are not listed (ev_30)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "list_for_resale executed after her yes → LS-6023318 active: $68 ea, pair "
                    "only, net $61.20/ticket = $122.40 → Harbor CU checking ****3391 on Fri "
                    "12/12; listing ends 12/12 6pm if unsold. Reported",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "****3391 on Fri 12/12",
                "the payout date is Wednesday, December 17 (ev_22, ev_28, ev_30); December 12 "
                "is the show",
            ),
        ],
    },
    "ticketing-resale@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "farah qureshi - selling juniper vale balcony pair, now wants the payout "
                    "to go to her new bank",
                    "ev_2",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "listed LS-6023318 balcony row B 11-12, $68 each pair only, live. "
                        "payout $122.40 on 12/17",
                        "ev_28",
                        "ev_30",
                    ),
                    it("first listing at $65 w/ splits - she said no", "ev_17", "ev_19"),
                    it(
                        "payout switch to larkspur bank checking 7702 (PO-2) + make it default "
                        "- proposed, waiting for her yes/no",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "floor tickets ORD-7045512 NOT to be listed - she + daughter going",
                        "ev_32",
                        "ev_37",
                    ),
                    it("pair only", "ev_19"),
                ],
                open_threads=[
                    it("old payout acct harbor CU 3391 is closed", "ev_28", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Farah Qureshi is reselling her balcony tickets for Juniper Vale and now "
                    "seems to need the payout sent to a different bank account.",
                    "ev_2",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "The balcony pair appears to be listed as LS-6023318 at $68.00 each, as "
                        "a pair only, with an expected payout of $122.40 on December 17.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Her Larkspur Bank checking ending 7702 is already saved and verified "
                        "on the account (PO-2).",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "The agent has proposed moving the listing's payout to that account and "
                        "making it her default payout method; she has not answered yet.",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Her floor tickets (ORD-7045512) should not be listed, since she and "
                        "her daughter still plan to go.",
                        "ev_32",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it(
                        "The payout is currently still set to Harbor Credit Union checking "
                        "ending 3391, which she says is closed.",
                        "ev_28",
                        "ev_32",
                        "ev_37",
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
                    "The listing's payout was moved to that account, which is now also her "
                    "default payout method.",
                    "ev_37",
                ),
                "false_status:pending",
                "The listing's payout was moved to that account",
                "update_payout_method act_38 is only proposed (ev_37, ev_38); Farah has not "
                "answered and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "payout switch to larkspur bank checking 3391 (PO-2) + make it default - "
                    "proposed, waiting for her yes/no",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_value:account",
                "larkspur bank checking 3391",
                "the Larkspur checking ends 7702 (ev_32, ev_35, ev_37); 3391 is the closed "
                "Harbor Credit Union account",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "floor tickets ORD-7045512 can be listed too if balcony sells", "ev_32", "ev_37"
                ),
                "inverted_constraint",
                "can be listed too",
                "Farah said don't list the floor ones, she and her daughter are still going "
                "(ev_32)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Farah asked for Larkspur to become her default payout account for future "
                    "sales as well.",
                    "ev_32",
                    "ev_37",
                ),
                "misattributed_decision",
                "Farah asked for Larkspur to become her default",
                "making Larkspur the default was the agent's addition to the change (ev_37); "
                "Farah only asked for this listing's payout to go there (ev_32)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Her Larkspur Bank checking ending 7702 is already saved and verified on "
                    "the account (PO-1).",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_id",
                "(PO-1)",
                "the Larkspur account is payout method PO-2 (ev_35, ev_37); PO-1 is Harbor "
                "Credit Union",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "LS-6023318 balcony row B 11-12 sold at $68 each as a pair, payout $122.40 "
                    "on 12/17",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "sold at $68 each",
                "list_for_resale act_23 only listed the pair: LS-6023318 is active (ev_28), "
                "nothing has sold, and $122.40 is paid only if the pair sells (ev_30)",
            ),
        ],
    },
}
