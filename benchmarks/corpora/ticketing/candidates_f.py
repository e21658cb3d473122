"""Hand-written candidate summaries, part 6: transfer@m18 and cancelled@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "ticketing-transfer@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Owen Brightwater: send both weekend Mariners games to his brother Connor "
                    "(connor.b@example.net)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Sat 9/27 6:05pm vs Comets, ORD-2210458, Sec 131 Row 22 5-6 (+ Lot C "
                        "parking); Sun 9/28 1:10pm vs Foxes, ORD-2210671, Sec 140 Row 8 11-12",
                        "ev_10",
                        "ev_12",
                    ),
                    it("Both transfers approved in one yes", "ev_15", "ev_18"),
                    it(
                        "Sat: TR-7781204 sent, pending Connor's acceptance before first pitch "
                        "Sat; parking stays with Owen",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "Sun: TRANSFER_LOCKED, opens 72h before first pitch = Thu 9/25 1:10pm; "
                        "nothing changed. Reported",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("Lot C parking stays with Owen (driving Connor Sat)", "ev_13"),
                ],
                rejected=[
                    it(
                        "Listing the Sunday tickets for resale (agent's offer): no, Connor is "
                        "going",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it("Owen sends Sunday's tickets himself from the app Thu", "ev_28", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Owen Brightwater wants his tickets for both Mariners games this weekend "
                    "sent to his brother Connor.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Owen said yes to transferring both orders to Connor Brightwater at "
                        "connor.b@example.net, without the parking pass.",
                        "ev_13",
                        "ev_15",
                        "ev_18",
                    ),
                    it(
                        "The Saturday tickets (Section 131, Row 22, Seats 5-6) were sent as "
                        "transfer TR-7781204. Connor still has to accept them before first "
                        "pitch on Saturday.",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "The Sunday transfer failed because transfers for that game only open "
                        "on Thursday, September 25 at 1:10 pm. The Sunday tickets are still in "
                        "Owen's order.",
                        "ev_27",
                        "ev_28",
                    ),
                    it("Owen was told about both results.", "ev_28"),
                ],
                constraints=[
                    it(
                        "Owen keeps the Lot C parking pass for Saturday because he is driving "
                        "Connor.",
                        "ev_13",
                    ),
                ],
                rejected=[
                    it("Owen does not want the Sunday tickets resold.", "ev_28", "ev_29"),
                ],
                next_steps=[
                    it(
                        "Owen will transfer the Sunday tickets himself from the app on Thursday.",
                        "ev_29",
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
                    "The Sunday tickets (Section 140, Row 8, Seats 11-12) were also sent to "
                    "Connor, so both games have been transferred.",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:failed_call",
                "were also sent to Connor",
                "transfer_tickets act_17 (Sunday) executed but returned TRANSFER_LOCKED (ev_27): "
                "no transfer was made, as the agent told Owen (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The Sunday tickets (Section 140, Row 8, Seats 11-12) were sent as transfer "
                    "TR-7781204. Connor still has to accept them before first pitch on Sunday.",
                    "ev_23",
                    "ev_28",
                ),
                "false_status:other_target",
                "The Sunday tickets (Section 140, Row 8, Seats 11-12) were sent",
                "TR-7781204 is the Saturday transfer act_16, Section 131, Row 22, Seats 5-6 "
                "(ev_23, ev_28); the Sunday one failed (ev_27)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Sat: TR-7781204 done, Connor has the tickets; parking stays with Owen",
                    "ev_23",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "Connor has the tickets",
                "transfer_tickets act_16 only sent the transfer: status pending_acceptance "
                "(ev_23), and Connor still has to accept it (ev_28)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Owen wants the Lot C parking pass sent to Connor with the Saturday tickets.",
                    "ev_13",
                ),
                "inverted_constraint",
                "wants the Lot C parking pass sent to Connor",
                "Owen said keep the parking, he's driving Connor on Saturday, just the tickets "
                "(ev_13)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Sun: TRANSFER_LOCKED, opens 72h before first pitch = Fri 9/26 1:10pm; "
                    "nothing changed. Reported",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_date",
                "Fri 9/26",
                "Sunday's transfers open Thursday, September 25 at 1:10 pm (ev_27, ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Sat: TR-7781240 sent, pending Connor's acceptance before first pitch Sat; "
                    "parking stays with Owen",
                    "ev_23",
                    "ev_28",
                ),
                "wrong_id",
                "TR-7781240",
                "the Saturday transfer is TR-7781204 (ev_23, ev_24, ev_28)",
            ),
        ],
    },
    "ticketing-cancelled@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Beatrice Okonjo (ORD-1187342): refund for the cancelled Saltmarsh Folk "
                    "Festival Sunday (9/14) never arrived",
                    "ev_2",
                    "ev_10",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "RF-2990417, $176.40 (2 day passes $136 + fees $20.40 + Meadow Lot "
                        "parking $20), sent 9/16 to Visa ****7719; returned 9/24, card account "
                        "closed",
                        "ev_10",
                        "ev_13",
                    ),
                    it("Reissue to Visa ****3358 rejected: her work card", "ev_15", "ev_17"),
                    it(
                        "Reissued after her yes: RF-2990958, $176.40 → Mastercard ****6642, "
                        "5-10 business days. Reported",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "110% Corvane credit ($194.04): she wants the money",
                        "ev_13",
                        "ev_14",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A missing refund for the cancelled Sunday of the Saltmarsh Folk Festival "
                    "was reported by Beatrice Okonjo.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The original refund, RF-2990417 for $176.40, was found to have been "
                        "returned on September 24 because her Visa ending 7719 had been closed.",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "Corvane credit worth 110% ($194.04) was offered but refused; the money "
                        "was wanted back on a card.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "A reissue to the Visa ending 3358 was proposed but turned down, as "
                        "that is her work card.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The refund was reissued to her Mastercard ending 6642 as RF-2990958 "
                        "for $176.40, and she was told it should arrive within 5-10 business "
                        "days.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("The refund must not go to the Visa ending 3358.", "ev_17"),
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
                    "The refund was reissued to her Visa ending 3358 as RF-2990958 for $176.40, "
                    "and she was told it should arrive within 5-10 business days.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:ledger_rejected",
                "reissued to her Visa ending 3358",
                "the reissue to Visa ****3358 (act_16) was rejected by her correction (ev_17, "
                "ev_19); RF-2990958 went to Mastercard ****6642 (act_21, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Reissued after her yes: RF-2990958, $194.04 → Mastercard ****6642, 5-10 "
                    "business days. Reported",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "$194.04",
                "the reissued refund is $176.40 (ev_26, ev_28); $194.04 was the 110% credit "
                "she declined (ev_13, ev_14)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Reissued after her yes: RF-2990417, $176.40 → Mastercard ****6642, 5-10 "
                    "business days. Reported",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_id",
                "RF-2990417, $176.40 → Mastercard",
                "the reissued refund is RF-2990958 (ev_26, ev_27, ev_28); RF-2990417 is the "
                "original refund the bank returned",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Corvane credit worth 110% ($194.04) was preferred over a card refund.",
                    "ev_13",
                    "ev_14",
                ),
                "inverted_constraint",
                "was preferred over a card refund",
                "Beatrice said not credit, she wants her money (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "RF-2990417, $176.40 (2 day passes $136 + fees $20.40 + Meadow Lot parking "
                    "$20), sent 9/16 to Visa ****7719; returned 9/30, card account closed",
                    "ev_10",
                    "ev_13",
                ),
                "wrong_date",
                "returned 9/30",
                "the bank returned the refund on September 24 (ev_10, ev_13); September 30 is "
                "when the Visa ****3358 was added",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A reissue to the Visa ending 3358 was asked for by Beatrice, then changed "
                    "because that is her work card.",
                    "ev_15",
                    "ev_17",
                ),
                "misattributed_decision",
                "was asked for by Beatrice",
                "the Visa ****3358 was the agent's pick (ev_15); Beatrice only said put it on "
                "my card (ev_14) and then asked for the Mastercard (ev_17)",
            ),
        ],
    },
}
