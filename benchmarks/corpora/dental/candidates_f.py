"""Hand-written candidate summaries, part 6: whitening@m14, partner@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "dental-whitening@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Serafina Oduya-Blake (HD-222814): teeth whitening before her wedding on 4/18",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Options (cosmetic, Larkspur doesn't cover): take-home trays WH-TRAY "
                        "$310; in-chair WH-CHAIR $540, two 90-min visits a week apart",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Trays first (the cheaper one); in-chair only if the trays aren't "
                        "enough. The agent had suggested in-chair",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Proposed: impression visit with Marguerite Pell, Tue 3/17 11:30am "
                        "(SL-9012), Marrowby; trays ~3/24, wear done ~4/7. Not booked: she "
                        "replied with a question",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("Finished by 4/18", "ev_16"),
                    it("Marguerite Pell only", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Will whitening make her teeth sensitive? Her front teeth already "
                        "twinge with ice cream",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Serafina Oduya-Blake appears to want her teeth whitened in time for her "
                    "wedding on April 18.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She seems to have chosen the cheaper take-home trays ($310.00) first, "
                        "keeping in-chair whitening ($540.00) as a possible second step, even "
                        "though the agent had suggested in-chair.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "An impression visit with Marguerite Pell on Tuesday, March 17 at 11:30 "
                        "am has been proposed but apparently not yet booked, since she has not "
                        "confirmed it.",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Whitening is cosmetic, so it is likely not covered by Larkspur at all.",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "The whitening should probably be completed before April 18, and only "
                        "Marguerite should do it.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked whether it might make her teeth sensitive, as her front "
                        "teeth sometimes twinge with ice cream; this has not been answered yet.",
                        "ev_23",
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
                    "An impression visit with Marguerite Pell appears to have been booked for "
                    "Tuesday, March 17 at 11:30 am.",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:pending",
                "appears to have been booked",
                "book_appointment act_22 is only proposed: she answered the confirmation with a "
                "question about sensitivity (ev_23), not a yes",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "In-chair first; the trays only if that isn't enough. The agent had "
                    "suggested in-chair",
                    "ev_15",
                    "ev_16",
                ),
                "inverted_constraint",
                "In-chair first; the trays only if that isn't enough",
                "she wants the cheaper trays first and in-chair only if the trays aren't "
                "enough (ev_16)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She appears to have first suggested in-chair whitening ($540.00) as "
                    "quicker for a wedding, but then chose the cheaper take-home trays "
                    "($310.00) first.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "She appears to have first suggested in-chair whitening",
                "the agent suggested in-chair for the wedding (ev_15); she chose the trays "
                "first (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Options (cosmetic, Larkspur doesn't cover): take-home trays WH-TRAY $350; "
                    "in-chair WH-CHAIR $540, two 90-min visits a week apart",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "WH-TRAY $350",
                "the take-home trays are $310.00 (ev_13, ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "objective",
                it(
                    "Serafina Oduya-Blake appears to want her teeth whitened in time for her "
                    "wedding on April 8.",
                    "ev_2",
                ),
                "wrong_date",
                "April 8",
                "her wedding is on April 18 (ev_2, ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("Marguerite Pell only", "ev_4"),
                "unsupported_ref",
                "Marguerite Pell only",
                "ev_4 is her name and date of birth; she asked for Marguerite only in ev_16",
            ),
        ],
    },
    "dental-partner@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ingrid Solvay, Lucan Brevik's partner (authorized for billing + bookings "
                    "on FAM-29930): pay a bill, book son Edvin's check-up",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "INV-33018 (Lucan, filling tooth 12) paid: $96.00 on Mastercard ****7786, "
                        "PAY-58817; receipt to lucan.brevik@example.net",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "INV-33025 ($140, Edvin's check-up + sealants) not paid, her call: "
                        "awaiting Larkspur on claim CLM-5520, likely $0 after",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Night guard for Lucan ($425, not covered, Dr. Harkness's "
                        "recommendation): offered, declined; his decision to make",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "Edvin (HD-199212): check-up Thu 3/26 3:50pm, Dr. Harkness, Marrowby "
                        "(SL-5158), $95 covered in full; she said yes, not booked yet",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "Edvin: not before 3:30pm (school), no Mondays (swimming) → Mon 3/23 "
                        "skipped",
                        "ev_27",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it("Book SL-5158 for Edvin and confirm", "ev_32", "ev_34"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A payment and a check-up for the Brevik family were requested by Ingrid "
                    "Solvay, who is authorized on Lucan Brevik's account.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Lucan's invoice INV-33018 for $96.00 was paid with the Mastercard on "
                        "file (payment PAY-58817), and the receipt was emailed to him.",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Edvin's invoice INV-33025 was left unpaid, since it is expected to be "
                        "paid by Larkspur under claim CLM-5520.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "A check-up for Edvin on Thursday, March 26 at 3:50 pm with Dr. "
                        "Harkness was suggested by the agent and approved by Ingrid, but it has "
                        "not been booked yet.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "The night guard recommended for Lucan was declined by Ingrid; it was "
                        "left for Lucan to decide.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Edvin's appointment must not be before 3:30 pm or on a Monday.", "ev_27"),
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
                    "Edvin's invoice INV-33025 was also paid with the Mastercard on file, even "
                    "though Larkspur is expected to cover it under claim CLM-5520.",
                    "ev_15",
                    "ev_16",
                ),
                "false_status:other_target",
                "INV-33025 was also paid",
                "pay_invoice act_19 paid INV-33018 only (ev_24); Ingrid left INV-33025 for "
                "Larkspur (ev_16)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "INV-33018 (Lucan, filling tooth 12) paid: $69.00 on Mastercard ****7786, "
                    "PAY-58817; receipt to lucan.brevik@example.net",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$69.00 on Mastercard",
                "the payment is $96.00 (ev_24, ev_26)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it("A fitting for Lucan's night guard was booked as well.", "ev_18", "ev_20"),
                "false_status:no_such_action",
                "night guard was booked",
                "the night guard was only offered (ev_18) and Ingrid declined it (ev_20); the "
                "ledger holds no such booking",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Night guard for Lucan ($425, not covered, Dr. Harkness's recommendation): "
                    "offered, declined; his decision to make",
                    "ev_4",
                    "ev_27",
                ),
                "unsupported_ref",
                "Night guard for Lucan",
                "ev_4 is her name and Lucan's phone and ev_27 Edvin's constraints; the night "
                "guard is offered in ev_18 and declined in ev_20",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Edvin's appointment must be before 3:30 pm, on a Monday if possible.",
                    "ev_27",
                ),
                "inverted_constraint",
                "must be before 3:30 pm",
                "she asked for not before 3:30 and not Mondays, because of school and swimming "
                "(ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "INV-33018 (Lucan, filling tooth 12) paid: $96.00 on Mastercard ****7786, "
                    "PAY-58871; receipt to lucan.brevik@example.net",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "PAY-58871",
                "the payment is PAY-58817 (ev_24, ev_26)",
            ),
        ],
    },
}
