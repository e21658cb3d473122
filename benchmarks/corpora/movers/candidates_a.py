"""Hand-written candidate summaries, part 1: book@m22, book@m31.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "movers-book@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Naomi Achterberg (CU-20417) booking web quote QT-48213: 2BR apt, 41 Pell "
                    "St Apt 5C, Brambleford → 1180 Juniper Loop, Osterly Heights",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Quote: 3 movers + 20 ft truck @ $179/h, ~6 h + $90 travel fee ≈ "
                        "$1,164; hourly (non-binding), final bill follows actual time",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Date/window: Fri 11/14, crew arrival 8-9 am (fits the freight "
                        "elevator, 8-12); 1-2 pm window not taken",
                        "ev_14",
                        "ev_17",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "book_move executed after her yes → MV-31190, status tentative until "
                        "the deposit is paid, held until 10/21 17:00; reported to her",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "take_deposit $150 on Visa ****6042 (PM-1) approved and called → "
                        "CARD_DECLINED, no deposit taken; MV-31190 still tentative",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("Freight elevator only 8 to noon → morning move", "ev_14"),
                ],
                rejected=[
                    it(
                        "Full packing ($420) and packing kit ($85): declined, they've been "
                        "boxing up for weeks",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it("The decline hasn't been told to Naomi yet", "ev_36"),
                ],
                next_steps=[
                    it(
                        "Report the decline; offer the Mastercard debit ****7715 (PM-2) on file "
                        "before the hold lapses 10/21 5 pm",
                        "ev_6",
                        "ev_28",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Naomi Achterberg appears to be booking her move from the online quote "
                    "QT-48213.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The quote seems to be an hourly estimate of about $1,164.00 for 3 "
                        "movers and a 20 ft truck, including a $90.00 travel fee.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "She chose Friday, November 14, with the crew arriving between 8 and 9 am.",
                        "ev_14",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "The move was booked as MV-31190, which is apparently tentative until "
                        "the $150.00 deposit is paid; the date is held until October 21 at 5 "
                        "pm.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "After she agreed, the $150.00 deposit was attempted on her Visa ending "
                        "6042, but the card seems to have been declined, so no deposit was "
                        "taken.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "The move likely needs to be in the morning, since the freight elevator "
                        "is only available from 8 to noon.",
                        "ev_14",
                    ),
                ],
                rejected=[
                    it(
                        "She declined both the full packing service and the packing materials kit.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent should probably let Naomi know about the decline and suggest "
                        "the Mastercard debit card ending 7715 before the hold ends.",
                        "ev_6",
                        "ev_28",
                        "ev_36",
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
                    "After she agreed, the $150.00 deposit was charged to her Visa ending 6042, "
                    "so the date should now be secured.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:failed_call",
                "the $150.00 deposit was charged to her Visa ending 6042",
                "take_deposit act_31 is executed in the ledger (ev_35), but its result is "
                "CARD_DECLINED: no deposit was taken and MV-31190 stays tentative (ev_36)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Quote: 3 movers + 20 ft truck @ $179/h, ~6 h + $90 travel fee ≈ $1,074; "
                    "hourly (non-binding), final bill follows actual time",
                    "ev_11",
                    "ev_13",
                ),
                "wrong_amount",
                "≈ $1,074",
                "$1,074 is 6 hours at $179 without the travel fee; the quoted estimated total "
                "with the $90 fee is $1,164 (ev_11, ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The move likely needs to be in the afternoon, since the freight elevator "
                    "is not available from 8 to noon.",
                    "ev_14",
                ),
                "inverted_constraint",
                "needs to be in the afternoon, since the freight elevator is not available",
                "she said it has to be the morning: the building only lets them have the "
                "freight elevator 8 to noon (ev_14)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Naomi asked for the deposit to go on her Visa ****6042 (PM-1)",
                    "ev_30",
                    "ev_32",
                ),
                "misattributed_decision",
                "Naomi asked for the deposit to go on her Visa",
                "the agent chose the Visa ending 6042 in its proposal (ev_30); Naomi only said "
                "yes to it (ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "book_move executed after her yes → MV-31190, confirmed for Fri 11/14 8-9 "
                    "am; reported to her",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "confirmed for Fri 11/14",
                "book_move act_23 made the booking tentative, held until 2025-10-21 17:00 "
                "pending the deposit (ev_28, ev_30); the deposit then failed (ev_36)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The move was booked as MV-31190, which is apparently tentative until the "
                    "$150.00 deposit is paid; the date is held until November 7.",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "held until November 7",
                "the date is held until October 21 at 5 pm (ev_28, ev_30); November 7 is the "
                "last day to cancel with the deposit refunded (ev_30)",
            ),
        ],
    },
    "movers-book@m31": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "naomi achterberg CU-20417 - booking quote QT-48213, 2br move brambleford "
                    "-> osterly heights",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "MV-31190 booked fri 11/14, crew 8-9am, 3 movers + 20ft truck $179/hr",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                    it("deposit on visa 6042 declined, nothing charged", "ev_36", "ev_37"),
                    it(
                        "$150 deposit taken on mastercard debit 7715 instead, PAY-77310 - "
                        "booking now confirmed, refundable till 11/7",
                        "ev_39",
                        "ev_41",
                        "ev_45",
                        "ev_47",
                    ),
                    it(
                        "stays on basic coverage $0.60/lb, full value protection ($119) declined",
                        "ev_47",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it("freight elevator 8-12 only so morning move", "ev_14"),
                    it("crew texts her when on the way, no phone call", "ev_48", "ev_51"),
                ],
                rejected=[
                    it(
                        "packing service $420 + kit $85 - no, packing themselves",
                        "ev_18",
                        "ev_19",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A move was booked for Naomi Achterberg from quote QT-48213.",
                    "ev_2",
                    "ev_11",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Booking MV-31190 was made for Friday, November 14, with the crew to "
                        "arrive between 8 and 9 am.",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "The first deposit attempt, on the Visa ending 6042, was declined by "
                        "the issuer, and nothing was charged.",
                        "ev_36",
                        "ev_37",
                    ),
                    it(
                        "The $150.00 deposit was then charged to the Mastercard debit card "
                        "ending 7715 (PAY-77310), and the booking was confirmed.",
                        "ev_41",
                        "ev_45",
                        "ev_47",
                    ),
                    it(
                        "Basic coverage of $0.60 per pound per item was kept.",
                        "ev_47",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it(
                        "The move has to be done in the morning, because the freight elevator "
                        "is only available from 8 to noon.",
                        "ev_14",
                    ),
                    it(
                        "Naomi is to be texted, not called, when the crew is on the way.",
                        "ev_48",
                        "ev_51",
                    ),
                ],
                rejected=[
                    it(
                        "Full value protection at $119.00 was offered and declined.",
                        "ev_47",
                        "ev_48",
                    ),
                    it("Packing services were declined.", "ev_18", "ev_19"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Full value protection was added to the move for $119.00.",
                    "ev_47",
                    "ev_48",
                ),
                "false_status:no_such_action",
                "Full value protection was added to the move",
                "the ledger holds no action for full value protection: the agent offered it "
                "(ev_47) and Naomi kept basic coverage (ev_48, ev_51)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "$150 deposit taken on visa 6042, PAY-77310 - booking now confirmed, "
                    "refundable till 11/7",
                    "ev_39",
                    "ev_41",
                    "ev_45",
                    "ev_47",
                ),
                "false_status:failed_call",
                "$150 deposit taken on visa 6042",
                "the deposit on the Visa ending 6042 (act_31) was declined (ev_36); PAY-77310 "
                "is the deposit on the Mastercard debit ending 7715 (act_40, ev_45)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The $150.00 deposit was then charged to the Mastercard debit card ending "
                    "7715 (PAY-73710), and the booking was confirmed.",
                    "ev_41",
                    "ev_45",
                    "ev_47",
                ),
                "wrong_id",
                "PAY-73710",
                "the deposit payment is PAY-77310 (ev_45, ev_46, ev_47)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Naomi suggested using her Mastercard debit card ending 7715 for the "
                    "deposit instead.",
                    "ev_37",
                    "ev_38",
                ),
                "misattributed_decision",
                "Naomi suggested using her Mastercard debit card",
                "the agent suggested the debit card on file (ev_37); Naomi agreed to try it "
                "(ev_38)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("crew calls her when on the way, no texts", "ev_48", "ev_51"),
                "inverted_constraint",
                "crew calls her when on the way, no texts",
                "she asked for a text, not a call, because she'll be on a work call (ev_48); "
                "the agent said the crew lead texts and won't call (ev_51)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "MV-31190 booked fri 11/14, crew 8-9am, 3 movers + 20ft truck $197/hr",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "wrong_amount",
                "$197/hr",
                "the rate is $179.00 an hour (ev_11, ev_22, ev_28)",
            ),
        ],
    },
}
