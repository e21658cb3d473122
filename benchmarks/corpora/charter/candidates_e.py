"""Hand-written candidate summaries, part 5: payment@m26, quote@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "charter-payment@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "sunniva draycott, ostlebury youth rowing club (CU-33581) - pay off the "
                    "regatta trip balance",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it("visa 2047 declined (expired), nothing charged", "ev_24", "ev_25"),
                    it(
                        "paid 842.40 on club visa debit 5580 - PAY-71906, regatta CH-40388 paid "
                        "in full",
                        "ev_36",
                        "ev_40",
                        "ev_42",
                    ),
                    it("camp trip CH-41120 not paid, 1516.00 still due jun 5", "ev_16", "ev_42"),
                ],
                constraints=[
                    it("cheaper one first (regatta), camp next month", "ev_16"),
                    it(
                        "not her own mastercard 7719 - that's for emergencies, use the club card",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "mastercard 7719 charge - she said no, switched to the debit card",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "moving the due date to the 20th - refused, only ops manager can",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                open_threads=[it("she asks what time the coach comes on the 27th", "ev_43")],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Sunniva Draycott wanted to pay the final balance on the Ostlebury Youth "
                    "Rowing Club's March 27 regatta trip, CH-40388.",
                    "ev_2",
                    "ev_13",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "She chose to pay the cheaper regatta balance first and to leave the "
                        "$1,516.00 summer camp balance (CH-41120) for next month.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The first charge on the Visa ending 2047 was declined because the card "
                        "had expired, and nothing was charged.",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "The $842.40 was then paid with the club's Visa debit card ending 5580, "
                        "payment PAY-71906, and the regatta trip is now paid in full.",
                        "ev_34",
                        "ev_36",
                        "ev_40",
                        "ev_42",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's proposal to charge her personal Mastercard ending 7719 was "
                        "dropped when she asked to use the club's debit card instead.",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "Her request to extend the deadline to the 20th was refused because "
                        "only the operations manager can grant extensions.",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked what time the coach arrives on March 27; this has not been "
                        "answered yet.",
                        "ev_15",
                        "ev_43",
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
                    "The $842.40 was then paid with her Mastercard ending 7719, payment "
                    "PAY-71906, and the regatta trip is now paid in full.",
                    "ev_29",
                    "ev_36",
                    "ev_40",
                    "ev_42",
                ),
                "false_status:ledger_rejected",
                "paid with her Mastercard ending 7719",
                "the Mastercard ****7719 charge (act_30) was rejected by her correction (ev_31, "
                "ev_33); PAY-71906 (act_35) is on the Visa debit ****5580 (ev_40)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("camp trip CH-41120 paid too, 1516.00", "ev_40", "ev_42"),
                "false_status:other_target",
                "camp trip CH-41120 paid too",
                "the only executed payment (act_35) is on CH-40388; the agent said CH-41120 is "
                "untouched, $1,516.00 still due by June 5 (ev_42)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The first charge of $842.40 went through on the Visa ending 2047.",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:failed_call",
                "went through on the Visa ending 2047",
                "the Visa ****2047 charge (act_19) is executed in the ledger, but its result is "
                "CARD_DECLINED, 'No charge was made' (ev_24)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "paid 842.40 on club visa debit 5580 - PAY-71960, regatta CH-40388 paid in "
                    "full",
                    "ev_36",
                    "ev_40",
                    "ev_42",
                ),
                "wrong_id",
                "PAY-71960",
                "the payment id is PAY-71906 (ev_40, ev_42)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She chose to pay the cheaper regatta balance first and to leave the "
                    "$1,561.00 summer camp balance (CH-41120) for next month.",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_amount",
                "$1,561.00",
                "the camp balance is $1,516.00 (ev_13, ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "moving the due date to the 20th - she dropped it herself, said only ops "
                    "manager can",
                    "ev_26",
                    "ev_27",
                ),
                "misattributed_decision",
                "she dropped it herself, said only ops manager can",
                "the agent refused the extension and said only the operations manager grants "
                "them (ev_27); she had asked for it (ev_26)",
            ),
        ],
    },
    "charter-quote@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ottilie Haverkamp (CU-45502, Quenlow Senior Center): 35-seat midicoach for "
                    "30 seniors to Marwick Lavender Farm, Wed 5/5/2027",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "Hold HLD-3346 placed after her yes on Q-8120, by the mile: 212 mi, "
                        "$763.20 + $68.69 fuel + $75 restroom = $906.89; held until 3/17; not a "
                        "booking, no vehicle reserved",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                    ),
                    it(
                        "Mileage over hourly ($1,103.63 for 7.5h): her pick, the cheaper one",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Restroom yes (~2h each way); lift declined, the agent had suggested it "
                        "for members with walkers",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("Morning departure, no pickup before 8:30; back by 4:00pm", "ev_16"),
                ],
                rejected=[
                    it(
                        "Fuel surcharge waiver for a nonprofit: refused, applies to every trip",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell her the hold is placed (not yet reported); to book, 25% deposit "
                        "$226.72",
                        "ev_24",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A price was requested by Ottilie Haverkamp of the Quenlow Senior Center "
                    "for taking 30 seniors to Marwick Lavender Farm on May 5, 2027.",
                    "ev_2",
                    "ev_6",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "Quote Q-8120 was prepared with two options: $1,103.63 by the hour or "
                        "$831.89 by the mile.",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "The cheaper mileage option was chosen, with a restroom on board and "
                        "without the wheelchair lift.",
                        "ev_22",
                    ),
                    it(
                        "A hold, HLD-3346, was placed on the quote at $906.89 until March 17; "
                        "it is not a booking, and no vehicle has been reserved.",
                        "ev_26",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "The pickup is not to be before 8:30 am, and the group is to be back by "
                        "4 pm.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "The wheelchair-lift midicoach was suggested by the agent and was "
                        "declined because the members manage the steps.",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "A waiver of the fuel surcharge was asked for and was refused.",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                open_threads=[it("The hold has not yet been confirmed to Ottilie.", "ev_30")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The trip was booked under HLD-3346 at $906.89, and a midicoach has been "
                    "reserved for May 5.",
                    "ev_26",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "The trip was booked",
                "place_quote_hold (act_25) only placed a hold: 'a hold is not a booking: no "
                "vehicle is reserved until the trip is booked and the deposit paid' (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("Deposit $226.72 charged to Visa ****4436", "ev_6", "ev_24"),
                "false_status:no_such_action",
                "Deposit $226.72 charged",
                "no deposit action exists: the agent only said a $226.72 deposit is due to "
                "book it, with nothing to pay now (ev_24)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The pickup is to be no later than 8:30 am, and the group is to be back by "
                    "4 pm.",
                    "ev_16",
                ),
                "inverted_constraint",
                "no later than 8:30 am",
                "she said 'no pickup before 8:30' (ev_16): 8:30 am is the earliest pickup",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Hold HLD-3346 placed after her yes on Q-8120, by the mile: 212 mi, $763.20 "
                    "+ $68.69 fuel + $75 restroom = $831.89; held until 3/17; not a booking, no "
                    "vehicle reserved",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "wrong_amount",
                "= $831.89",
                "with the restroom the held total is $906.89 (ev_24, ev_30); $831.89 is the "
                "mileage quote without it (ev_19)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The cheaper mileage option was chosen, with the wheelchair lift and "
                    "without a restroom.",
                    "ev_22",
                ),
                "wrong_value:options",
                "with the wheelchair lift and without a restroom",
                "she said 'yes to the restroom' and 'no lift' (ev_22); the hold has restroom "
                "true, wheelchair_lift false (ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Hold HLD-3346 placed after her yes on Q-8120, by the mile: 212 mi, $763.20 "
                    "+ $68.69 fuel + $75 restroom = $906.89; held until 3/24; not a booking, no "
                    "vehicle reserved",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "wrong_date",
                "held until 3/24",
                "the hold runs until March 17, 2027 (ev_24, ev_30)",
            ),
        ],
    },
}
