"""Hand-written candidate summaries, part 1: postponed@m18 and postponed@m28.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "ticketing-postponed@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Maya Lindqvist (CU-208841): Velvet Arcade at Harbourline Arena postponed "
                    "10/18 → Sat 2/7/2026 8pm; friends can't make the new date, wants their "
                    "order refunded",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_15",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "2 orders on EV-40218: ORD-5584021 (Sec 112 Row F 7-8, $207.70, Visa "
                        "****2290) = hers, kept; ORD-5584377 (Row G 9-10, $222.20, MC ****8815) "
                        "= the friends'",
                        "ev_10",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Postponement policy: refund to original payment or 110% credit, until "
                        "11/7; tickets valid for the new date",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "refund_order executed on ORD-5584377 after her yes → RF-3308172, "
                        "$222.20 to MC ****8815, 5-10 business days; Row G 9-10 cancelled. Not "
                        "yet reported to her",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                rejected=[
                    it("110% credit: she wants the money back on the card", "ev_15", "ev_16"),
                    it(
                        "Reselling Row G on the marketplace (agent's suggestion): declined, too "
                        "much hassle",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm RF-3308172 to Maya; ORD-5584021 (Row F) stays valid for 2/7",
                        "ev_15",
                        "ev_16",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Maya Lindqvist appears to want a refund for the tickets her friends can "
                    "no longer use now that the Velvet Arcade show has been postponed to "
                    "February.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The show seems to have moved from October 18 to February 7, 2026, and "
                        "the tickets remain valid for the new date; refunds are available until "
                        "November 7.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "She chose to refund the second order, ORD-5584377 (Row G, Seats 9-10), "
                        "and to keep her own Row F order, ORD-5584021.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After her yes, a refund of $222.20 to the Mastercard ending 8815 "
                        "appears to have been issued as RF-3308172; it may take 5-10 business "
                        "days, and she has not been told yet.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want Corvane credit; the money should go back to the card.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested her friends could resell the Row G tickets "
                        "instead, but she declined because reselling seemed like too much "
                        "hassle.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it("Let Maya know that the refund went through.", "ev_26"),
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
                    "After her yes, her own Row F order, ORD-5584021, appears to have been "
                    "refunded as RF-3308172; it may take 5-10 business days, and she has not "
                    "been told yet.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:other_target",
                "her own Row F order, ORD-5584021, appears to have been refunded",
                "refund_order act_21 refunded ORD-5584377 (Row G, the friends' order; ev_20, "
                "ev_26); Maya keeps ORD-5584021 (ev_16)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The agent suggested her friends could resell the Row G tickets, and the "
                    "tickets were listed on the marketplace.",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "the tickets were listed on the marketplace",
                "the ledger holds no resale listing; Maya declined the agent's suggestion "
                "(ev_19) and the Row G tickets were refunded and cancelled (ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "refund_order executed on ORD-5584377 after her yes → RF-3308172, $207.70 "
                    "to MC ****8815, 5-10 business days; Row G 9-10 cancelled. Not yet "
                    "reported to her",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$207.70 to MC ****8815",
                "the refund is $222.20 (ev_20, ev_26); $207.70 is the total of her own Row F "
                "order (ev_10, ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She would prefer Corvane credit rather than money back on the card.",
                    "ev_16",
                ),
                "inverted_constraint",
                "She would prefer Corvane credit",
                "Maya said refund it to the card, I don't want credit (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "objective",
                it(
                    "Maya Lindqvist (CU-208841): Velvet Arcade at Harbourline Arena postponed "
                    "10/18 → 2/17/2026 8pm; friends can't make the new date, wants their order "
                    "refunded",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_date",
                "2/17/2026",
                "the new date is Saturday, February 7, 2026 (ev_13, ev_15)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Maya suggested reselling the Row G tickets herself but then settled on a "
                    "refund.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Maya suggested reselling",
                "reselling was the agent's suggestion (ev_18); Maya turned it down (ev_19)",
            ),
        ],
    },
    "ticketing-postponed@m28": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "maya lindqvist - velvet arcade moved to feb 7 2026, refund friends order + "
                    "send 1 ticket to her sister",
                    "ev_2",
                    "ev_15",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "ORD-5584377 (row G 9-10) refunded, RF-3308172 $222.20 to mastercard "
                        "8815, 5-10 biz days, maya told",
                        "ev_26",
                        "ev_28",
                    ),
                    it("ORD-5584021 row F 7-8 kept, valid for feb 7", "ev_16", "ev_28"),
                    it(
                        "transfer of row F seat 8 to ingrid at the .net email rejected - old email",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "transfer TR-9920415 seat 8 to ingrid.lindqvist@example.com sent, "
                        "waiting for ingrid to accept by oct 13",
                        "ev_36",
                        "ev_38",
                        "ev_42",
                        "ev_44",
                    ),
                ],
                open_threads=[
                    it(
                        "ingrid hasn't accepted yet - if not by 10/13 the ticket comes back to "
                        "maya",
                        "ev_44",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Maya Lindqvist got in touch after the Velvet Arcade concert was postponed "
                    "to February 7, 2026, because the friends on her second order could not "
                    "make the new date.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "At her request the agent refunded the friends' order, ORD-5584377, to "
                        "the Mastercard ending 8815: refund RF-3308172 for $222.20 should "
                        "appear within 5-10 business days, and Maya kept her own Row F order.",
                        "ev_16",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "She then asked for one of her Row F tickets to go to her sister Ingrid. "
                        "The agent first set up a transfer to ingrid.lindqvist@example.net, but "
                        "Maya said that was an old address and gave ingrid.lindqvist@example.com "
                        "instead.",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "With her yes, Seat 8 was sent to the corrected address as transfer "
                        "TR-9920415; Ingrid still has to accept it by Monday, October 13, and "
                        "until then the ticket stays in Maya's account.",
                        "ev_36",
                        "ev_38",
                        "ev_42",
                        "ev_44",
                    ),
                    it("Seat 7 stays with Maya.", "ev_36", "ev_44"),
                ],
                open_threads=[
                    it(
                        "If Ingrid does not accept in time, the ticket returns to Maya; Maya "
                        "expects her to accept it tonight.",
                        "ev_44",
                        "ev_45",
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
                    "With her yes, Seat 8 was sent to ingrid.lindqvist@example.net as transfer "
                    "TR-9920415; Ingrid still has to accept it by Monday, October 13, and until "
                    "then the ticket stays in Maya's account.",
                    "ev_36",
                    "ev_38",
                    "ev_42",
                    "ev_44",
                ),
                "false_status:ledger_rejected",
                "sent to ingrid.lindqvist@example.net",
                "the transfer to the .net address (act_32) was rejected by Maya's correction "
                "(ev_33, ev_35); TR-9920415 went to ingrid.lindqvist@example.com (act_37, ev_42)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "transfer TR-9920415 seat 8 to ingrid.lindqvist@example.com done - ingrid "
                    "accepted, ticket is in her account now",
                    "ev_36",
                    "ev_38",
                    "ev_42",
                    "ev_44",
                ),
                "false_status:wrong_effect",
                "ingrid accepted, ticket is in her account now",
                "transfer_tickets act_37 only sent the transfer: status pending_acceptance "
                "(ev_42), and the ticket stays in Maya's account until Ingrid accepts (ev_44)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "transfer TR-9920415 seat 7 to ingrid.lindqvist@example.com sent, waiting "
                    "for ingrid to accept by oct 13",
                    "ev_36",
                    "ev_38",
                    "ev_42",
                    "ev_44",
                ),
                "wrong_value:seat",
                "seat 7",
                "the transfer is of Row F, Seat 8 (ev_36, ev_42); Seat 7 stays with Maya (ev_44)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "With her yes, Seat 8 was sent to the corrected address as transfer "
                    "TR-9920451; Ingrid still has to accept it by Monday, October 13, and until "
                    "then the ticket stays in Maya's account.",
                    "ev_36",
                    "ev_38",
                    "ev_42",
                    "ev_44",
                ),
                "wrong_id",
                "TR-9920451",
                "the transfer is TR-9920415 (ev_42, ev_43, ev_44)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "ingrid hasn't accepted yet - if not by 10/18 the ticket comes back to maya",
                    "ev_44",
                ),
                "wrong_date",
                "10/18",
                "Ingrid must accept by Monday, October 13 (ev_42, ev_44); October 18 was the "
                "show's original date",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "At her request the agent refunded the friends' order, ORD-5584377, to the "
                    "Mastercard ending 8815: refund RF-3308172 for $222.20 should appear within "
                    "5-10 business days, and Maya kept her own Row F order.",
                    "ev_13",
                    "ev_14",
                ),
                "unsupported_ref",
                "RF-3308172 for $222.20",
                "ev_13 and ev_14 (the event's postponement and policy) hold neither the refund, "
                "its id nor its amount; those are ev_26 and ev_28",
            ),
        ],
    },
}
