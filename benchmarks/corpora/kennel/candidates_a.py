"""Hand-written candidate summaries, part 1: suites@m26, suites@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "kennel-suites@m26": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Rosamund Tallisker (RPL-40318) boarding Pilchard (small), Moose (large) and "
                    "the cat Quenelle over New Year, 12/27/2025 → 1/3/2026",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Cat suite booked first, per her order: BKG-58214, Quenelle, suite C4, "
                        "7 nights, $38/night + $84 holiday surcharge = $350.00; held until the "
                        "$75 deposit is paid by 12/10",
                        "ev_15",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "Dogs' stay BKG-58219 executed after her yes: Pilchard run S11 at "
                        "$43.20/night, Moose run L3 at $57.60/night (10% multi-pet off), "
                        "$168.00 holiday surcharge, departure bath for Pilchard only ($55) → "
                        "$928.60; $150 deposit due 12/10. Not yet reported to her",
                        "ev_28",
                        "ev_38",
                        "ev_40",
                        "ev_44",
                    ),
                    it(
                        "Quiet wing for Moose (+$6/night, agent's idea) declined: he's fine "
                        "with noise",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("No bath for Moose (hates the tub); bath for Pilchard only", "ev_35"),
                    it("Cat's suite first, dogs after (cattery fills up at New Year)", "ev_15"),
                ],
                rejected=[
                    it(
                        "First dogs' proposal with baths for both ($1,018.60) rejected by her "
                        "correction",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Moose's Bordetella expires 12/19/2025; a current record is needed "
                        "before check-in",
                        "ev_12",
                        "ev_14",
                        "ev_44",
                    ),
                ],
                next_steps=[
                    it("Report BKG-58219 and collect the holiday deposits", "ev_44"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Rosamund Tallisker called to board her two dogs, Pilchard and Moose, and "
                    "her cat Quenelle while the family is away over New Year, from December 27 "
                    "to January 3.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "She asked for the cat's suite to be booked first, because the cattery "
                        "fills up at New Year, and the dogs afterwards.",
                        "ev_15",
                    ),
                    it(
                        "Once she agreed, Quenelle was booked into suite C4 under BKG-58214 for "
                        "$350.00 in total, held until a $75 deposit is paid by December 10.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "The agent explained that, since Quenelle was booked first, both dogs "
                        "get a 10% multi-pet discount, and suggested the quiet wing for Moose, "
                        "which Rosamund turned down.",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "After she confirmed the corrected quote, the dogs' stay was booked as "
                        "BKG-58219 for $928.60, with a departure bath for Pilchard only; the "
                        "agent has not told her the booking number yet.",
                        "ev_38",
                        "ev_40",
                        "ev_44",
                    ),
                ],
                rejected=[
                    it(
                        "The first quote for the dogs included baths for both of them, but "
                        "Rosamund said only the small dog should get one, because Moose hates "
                        "the tub, so that proposal was dropped.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Moose's kennel cough vaccine runs out on December 19, so the lodge "
                        "still needs an updated record before he checks in.",
                        "ev_12",
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
                "decisions[3]",
                it(
                    "After she confirmed, the dogs' stay was booked as BKG-58219 with departure "
                    "baths for both Pilchard and Moose; the agent has not told her the booking "
                    "number yet.",
                    "ev_33",
                    "ev_40",
                    "ev_44",
                ),
                "false_status:ledger_rejected",
                "with departure baths for both Pilchard and Moose",
                "the proposal with baths for both dogs (act_34) was rejected by her correction "
                "(ev_35, ev_37); the booking that ran (act_39, ev_44) has Pilchard's bath only",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Holiday deposits for both bookings charged to the card on file",
                    "ev_26",
                    "ev_44",
                ),
                "false_status:no_such_action",
                "charged to the card on file",
                "the ledger holds no deposit action at this boundary; the deposits are only "
                "due by December 10 (ev_26, ev_44)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Dogs' stay BKG-58219 executed after her yes: Pilchard run S11 at "
                    "$43.20/night, Moose run L3 at $57.60/night (10% multi-pet off), $168.00 "
                    "holiday surcharge, departure bath for Pilchard only ($55) → $1,018.60; "
                    "$150 deposit due 12/10. Not yet reported to her",
                    "ev_28",
                    "ev_38",
                    "ev_40",
                    "ev_44",
                ),
                "wrong_amount",
                "$1,018.60",
                "BKG-58219 totals $928.60 (ev_38, ev_44); $1,018.60 was the rejected quote with "
                "two baths (ev_33)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She asked for the dogs to be booked first and the cat's suite afterwards.",
                    "ev_15",
                ),
                "inverted_constraint",
                "the dogs to be booked first and the cat's suite afterwards",
                "she asked for the cat's suite first, then the dogs (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Rosamund flagged that Moose's Bordetella expires 12/19/2025; a current "
                    "record is needed before check-in",
                    "ev_12",
                    "ev_14",
                    "ev_44",
                ),
                "misattributed_decision",
                "Rosamund flagged",
                "the agent raised Moose's expiring Bordetella (ev_14, from ev_12); Rosamund "
                "said nothing about it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "Rosamund Tallisker called to board her two dogs, Pilchard and Moose, and her "
                    "cat Quenelle while the family is away over New Year, from December 27 to "
                    "January 4.",
                    "ev_2",
                    "ev_15",
                ),
                "wrong_date",
                "January 4",
                "the stay ends on January 3, 2026 (ev_15, ev_20)",
            ),
        ],
    },
    "kennel-suites@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "board 2 dogs + cat for new year, dec 27 - jan 3 (rosamund tallisker)",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it("quenelle cat suite BKG-58214 booked, $350", "ev_26"),
                    it(
                        "dogs BKG-58219 booked: pilchard S11 + moose L3, $928.60 incl pilchard "
                        "bath",
                        "ev_44",
                        "ev_46",
                    ),
                    it(
                        "deposit $225 on wystan's amex ****3007 - she said yes, not charged yet",
                        "ev_49",
                        "ev_51",
                    ),
                ],
                constraints=[
                    it("partner's card only, not her visa", "ev_47"),
                    it("bath for pilchard only, none for moose", "ev_35"),
                ],
                rejected=[
                    it("first dog quote w/ 2 baths - rejected by her", "ev_33", "ev_35"),
                    it("quiet wing for moose - no", "ev_28", "ev_29"),
                ],
                open_threads=[
                    it(
                        "moose bordetella expires dec 19; she'll get the booster this week and "
                        "email the record",
                        "ev_14",
                        "ev_51",
                    ),
                ],
                next_steps=[
                    it(
                        "charge the deposit; refundable until dec 13, then credit",
                        "ev_49",
                        "ev_51",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rosamund Tallisker appears to be arranging New Year boarding for her two "
                    "dogs and her cat, from December 27, 2025 to January 3, 2026.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Quenelle seems to be booked in cat suite C4 (BKG-58214), and the dogs "
                        "in runs S11 and L3 (BKG-58219), the latter at $928.60 including a "
                        "bath for Pilchard.",
                        "ev_26",
                        "ev_44",
                        "ev_46",
                    ),
                    it(
                        "She has said yes to a $225.00 holiday deposit ($75 for the cat's "
                        "suite and $150 for the dogs) on Amex ****3007; as far as I can tell "
                        "the charge has not been made yet.",
                        "ev_49",
                        "ev_51",
                    ),
                ],
                constraints=[
                    it(
                        "She was clear that the deposit should go on her partner Wystan's "
                        "card rather than her own Visa.",
                        "ev_10",
                        "ev_47",
                    ),
                    it(
                        "Only Pilchard should get a departure bath; Moose apparently hates "
                        "the tub.",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "An earlier quote with baths for both dogs was rejected by her correction.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Moose's Bordetella expires on December 19; she says she will get "
                        "his booster this week and email the record, which will likely be "
                        "needed before check-in.",
                        "ev_14",
                        "ev_51",
                    ),
                ],
                next_steps=[
                    it(
                        "The deposit should be charged next; it is refundable until December "
                        "13 and kept as credit after that.",
                        "ev_49",
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
                    "The $225.00 holiday deposit ($75 for the cat's suite and $150 for the "
                    "dogs) appears to have been charged to Amex ****3007.",
                    "ev_49",
                    "ev_51",
                ),
                "false_status:pending",
                "appears to have been charged",
                "the deposit (act_50) is approved by her yes (ev_52) but no call has been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("her own visa only, not the partner's card", "ev_47"),
                "inverted_constraint",
                "her own visa only, not the partner's card",
                "she said to bill her partner's card, not hers (ev_47)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it("moose departure bath booked for jan 3 too", "ev_33", "ev_40"),
                "false_status:ledger_rejected",
                "moose departure bath booked",
                "Moose's bath was only in the rejected proposal (act_34, ev_37); BKG-58219 "
                "has Pilchard's bath only (ev_44)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She has said yes to a $150.00 holiday deposit covering all three pets on "
                    "Amex ****3007; as far as I can tell the charge has not been made yet.",
                    "ev_49",
                    "ev_51",
                ),
                "wrong_amount",
                "$150.00 holiday deposit covering all three pets",
                "the deposit for all three pets is $225.00; $150.00 is the dogs' share "
                "(ev_46, ev_49)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "next_steps[0]",
                it("charge the deposit; refundable until dec 10, then credit", "ev_49", "ev_51"),
                "wrong_date",
                "refundable until dec 10",
                "the deposit is refundable until December 13 (ev_49); December 10 is when it "
                "is due",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Rosamund pointed out that booking the cat first would give both dogs the "
                    "10% multi-pet discount.",
                    "ev_28",
                ),
                "misattributed_decision",
                "Rosamund pointed out",
                "the agent explained the multi-pet discount (ev_28); she asked for the cat "
                "first because the cattery fills up (ev_15)",
            ),
        ],
    },
}
