"""Hand-written candidate summaries, part 2: exchange@m18 and exchange@m28.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "ticketing-exchange@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Desmond Achebe (ORD-6120447): move 2 Glass Orchard tickets off Sat 11/8 "
                    "(wedding) to another evening",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Current: Orch K 14-15, Sat 11/8 7:30pm, $118 ea, Amex ****1007. "
                        "Exchange = $10/ticket fee + price diff; cheaper seats not refunded",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "Chose Fri 11/14 7:30pm Orch H 1-2 (aisle), $124 ea → $32.00 ($12 diff "
                        "+ $20 fees) on the Amex",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "exchange_tickets called after his yes → SEATS_UNAVAILABLE: H 1-2 sold "
                        "mid-exchange. No change, nothing charged; K 14-15 still his. Not told "
                        "yet",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Evenings only, no matinee (wife); aisle preferred (knee)", "ev_14"),
                ],
                next_steps=[
                    it(
                        "Tell Desmond H 1-2 are gone; look for another aisle pair Fri 11/14, or "
                        "Orch M 20-21 ($118)",
                        "ev_17",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Desmond Achebe wants to exchange his two tickets for The Glass Orchard on "
                    "Saturday, November 8 for another evening, because of a wedding.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His order ORD-6120447 is for Orchestra Row K, Seats 14-15 at $118.00 "
                        "each.",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "The exchange fee is $10.00 per ticket, plus any price difference.",
                        "ev_13",
                    ),
                    it(
                        "He chose Orchestra Row H, Seats 1-2 on the aisle for Friday, November "
                        "14 at 7:30 pm, for $32.00 on his Amex ending 1007, and said yes.",
                        "ev_20",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "The exchange failed: the Row H seats were sold while it was "
                        "processing. Nothing was changed or charged, and Desmond has not been "
                        "told yet.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("No matinee performances.", "ev_14"),
                    it("Aisle seats if possible.", "ev_14"),
                ],
                next_steps=[
                    it(
                        "Tell Desmond the exchange did not go through and find other seats.",
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
                "decisions[3]",
                it(
                    "The exchange went through: Desmond now has Orchestra Row H, Seats 1-2 for "
                    "Friday, November 14, and $32.00 was charged.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:failed_call",
                "The exchange went through",
                "exchange_tickets act_22 executed but returned SEATS_UNAVAILABLE (ev_27): no "
                "change was made and nothing was charged",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Chose Fri 11/14 7:30pm Orch H 1-2 (aisle), $124 ea → $12.00 on the Amex",
                    "ev_19",
                    "ev_20",
                    "ev_21",
                ),
                "wrong_amount",
                "$12.00 on the Amex",
                "the exchange would charge $32.00 (ev_19, ev_21); $12.00 is only the price "
                "difference, before the $20.00 in exchange fees",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("He prefers a matinee performance.", "ev_14"),
                "inverted_constraint",
                "He prefers a matinee",
                "Desmond said not a matinee, his wife hates matinees (ev_14)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Row H on the aisle was Desmond's own recommendation (knee), over Row M",
                    "ev_19",
                    "ev_20",
                ),
                "misattributed_decision",
                "Desmond's own recommendation",
                "the agent recommended Row H on the aisle (ev_19); Desmond chose it (ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "He chose Orchestra Row H, Seats 1-2 on the aisle for Friday, November 15 "
                    "at 7:30 pm, for $32.00 on his Amex ending 1007, and said yes.",
                    "ev_20",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_date",
                "Friday, November 15",
                "the Row H performance is Friday, November 14 (ev_17, ev_21); November 15 is "
                "the Saturday mezzanine option",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The exchange has not been attempted yet: it is still waiting for "
                    "Desmond's yes.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_status",
                "still waiting for Desmond's yes",
                "Desmond said yes (ev_23), act_22 was approved (ev_24) and executed (ev_26); "
                "the call failed (ev_27)",
            ),
        ],
    },
    "ticketing-exchange@m28": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "An exchange of Desmond Achebe's Glass Orchard tickets away from Saturday, "
                    "November 8 was requested because of a wedding.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "An exchange to Orchestra Row H, Seats 1-2 on Friday, November 14 was "
                        "confirmed, but it failed because the seats were sold during "
                        "processing; nothing was changed or charged, and this was explained to "
                        "him.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "Orchestra Row J, Seats 1-2, also on the aisle at $124.00 each, was "
                        "then offered and accepted.",
                        "ev_29",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "The exchange was completed as EX-1187730: Row J, Seats 1-2 for Friday, "
                        "November 14 at 7:30 pm, with $32.00 charged to his Amex ending 1007.",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "The new tickets were delivered to his mobile wallet, and the November "
                        "8 tickets were voided.",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "Evening performances only were requested; a matinee was ruled out.",
                        "ev_14",
                    ),
                ],
                rejected=[
                    it(
                        "Pre-theatre parking at the Rosemont garage ($18.00) was offered but "
                        "declined, since the train will be taken.",
                        "ev_41",
                        "ev_42",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Desmond Achebe (CU-311902): exchange ORD-6120447 (Glass Orchard, Sat 11/8, "
                    "Orch K 14-15) to an evening the week after",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "1st try, Fri 11/14 Orch H 1-2: SEATS_UNAVAILABLE, no change, no "
                        "charge; reported",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "Done: EX-1187730, Fri 11/14 7:30pm Orch J 1-2 (aisle), $32.00 on Amex "
                        "****1007 ($12 diff + $20 fees); K 14-15 void; mobile tickets",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("No matinee; aisle for his knee", "ev_14"),
                ],
                rejected=[
                    it("Rosemont garage parking $18: declined, taking the train", "ev_41", "ev_42"),
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
                    "The exchange was completed as EX-1187730: Row H, Seats 1-2 for Friday, "
                    "November 14 at 7:30 pm, with $32.00 charged to his Amex ending 1007.",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:failed_call",
                "Row H, Seats 1-2",
                "the Row H exchange act_22 failed with SEATS_UNAVAILABLE (ev_27, ev_31); "
                "EX-1187730 is act_34, Row J, Seats 1-2 (ev_39)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Pre-theatre parking at the Rosemont garage was also added for $18.00.",
                    "ev_41",
                    "ev_42",
                ),
                "false_status:no_such_action",
                "was also added for $18.00",
                "the ledger holds no parking action; the agent offered it (ev_41) and Desmond "
                "declined, they'll take the train (ev_42)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Done: EX-1187370, Fri 11/14 7:30pm Orch J 1-2 (aisle), $32.00 on Amex "
                    "****1007 ($12 diff + $20 fees); K 14-15 void; mobile tickets",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_id",
                "EX-1187370",
                "the exchange is EX-1187730 (ev_39, ev_40, ev_41)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Done: EX-1187730, Fri 11/14 7:30pm Orch J 14-15 (aisle), $32.00 on Amex "
                    "****1007 ($12 diff + $20 fees); K 14-15 void; mobile tickets",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_value:seats",
                "Orch J 14-15",
                "the new seats are Orchestra Row J, Seats 1-2 (ev_39, ev_41); 14-15 were the "
                "seat numbers in Row K",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The exchange was completed as EX-1187730: Row J, Seats 1-2 for Friday, "
                    "November 14 at 7:30 pm, with $20.00 charged to his Amex ending 1007.",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_amount",
                "$20.00 charged",
                "$32.00 was charged (ev_39, ev_41); $20.00 is the exchange fees alone",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "1st try, Fri 11/14 Orch H 1-2: declined by Desmond, no change, no charge",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:other_status",
                "declined by Desmond",
                "Desmond said yes to the Row H exchange (ev_23); act_22 was approved and "
                "executed (ev_24, ev_26) and failed because the seats sold (ev_27)",
            ),
        ],
    },
}
