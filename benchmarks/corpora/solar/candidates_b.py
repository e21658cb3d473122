"""Hand-written candidate summaries, part 2: quote@m20, payment@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "solar-quote@m20": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "corwin halloran QM-311562 - solar on house roof, 12 black panels, contract "
                    "signed",
                    "ev_2",
                    "ev_6",
                    "ev_21",
                    "ev_27",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "quote QT-3306 accepted -> contract CT-7719, job J-51290, $15,085 total "
                        "(12 x 1225 + 385 permit)",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "battery (stoutcell 13.5kwh, $11,400) and critter guard ($540) offered, "
                        "he said no to both for now",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "deposit $1,500 on visa 2087 - he said yes, not charged yet",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it("no panels on street side (west), black frames only", "ev_16"),
                    it("deposit on the card not the loan", "ev_30"),
                ],
                next_steps=[
                    it(
                        "charge $1500 deposit to visa ****2087 for CT-7719, due by feb 24",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Corwin Halloran seems to be going ahead with a 12-panel solar system on "
                    "his house roof, starting smaller and possibly adding a battery later.",
                    "ev_6",
                    "ev_16",
                    "ev_21",
                ),
                decisions=[
                    it(
                        "His quote QT-3306 appears to have been accepted, creating contract "
                        "CT-7719 for a total of $15,085.00.",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "He declined both add-ons for now: the Stoutcell 13.5 kWh battery "
                        "($11,400) and the critter guard ($540).",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "He has approved a $1,500.00 deposit on his Visa ****2087, although the "
                        "charge does not seem to have been made yet.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "He apparently does not want to finance the deposit; it should go on "
                        "his Visa rather than a loan.",
                        "ev_30",
                    ),
                    it(
                        "Panels should likely stay off the street-facing west side, with black "
                        "frames only.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "The deposit is due by February 24, 2027, so the card charge should "
                        "probably be completed before then.",
                        "ev_27",
                        "ev_29",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it("deposit $1,500 charged to visa 2087 after his yes", "ev_33", "ev_35"),
                "false_status:pending",
                "charged to visa 2087",
                "charge_deposit act_34 is approved by his yes (ev_35, ev_36) but no call has "
                "been made: nothing is charged yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "charge $1500 deposit to visa ****2087 for CT-7719, due by feb 14",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_date",
                "due by feb 14",
                "the deposit is due by February 24, 2027 (ev_27, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "quote QT-3306 accepted -> contract CT-7719, job J-51290, $15,085 total (12 "
                    "x 1225 + 385 permit)",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "CT-7719",
                "ev_2 and ev_4 are his opening request and his name and email; the quote, "
                "contract, job and total are in ev_21, ev_27 and ev_29",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "An install date also seems to have been booked for the new job J-51290.",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:no_such_action",
                "seems to have been booked",
                "no install was proposed or booked; the ledger holds only accept_quote and the "
                "approved deposit charge",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He apparently wants the deposit financed through the loan rather than put "
                    "on his Visa.",
                    "ev_30",
                ),
                "inverted_constraint",
                "financed through the loan rather than put on his Visa",
                "he said deposit on the visa, not the loan (ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He declined both add-ons for now: the Stoutcell 13.5 kWh battery "
                    "($11,400) and the critter guard ($450).",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_amount",
                "critter guard ($450)",
                "the critter guard is $540 (ev_29)",
            ),
        ],
    },
    "solar-payment@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Solveig Falkenrath (QM-127990): pay the next milestone on CT-7604, install "
                    "coming up",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "$8,767.50 install-start milestone on Mastercard ****5530: confirmed "
                        "(yes) and called, DECLINED by the issuer (do_not_honor), nothing "
                        "taken; still due 2/22/2027. Not told to her yet",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it("Deposit $1,500 already paid 1/12 (PAY-65880)", "ev_12", "ev_14"),
                    it(
                        "Prepaying both milestones at 2% off ($15,714.30 vs $16,035.00) offered "
                        "by agent; declined, install one only",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Final $7,267.50 only once the utility turns it on (PTO), not before",
                        "ev_14",
                        "ev_15",
                    ),
                    it("Mastercard, not the Amex ****3104", "ev_12", "ev_15"),
                ],
                next_steps=[
                    it(
                        "Tell Solveig the Mastercard was declined; ask how she wants to pay",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Solveig Falkenrath wants to pay the next installment on her solar contract "
                    "CT-7604 ahead of her install.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Her contract totals $17,535.00; the $1,500.00 deposit was paid on "
                        "January 12, the install-start milestone of $8,767.50 is due February "
                        "22, and the final $7,267.50 is due at permission to operate.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "She chose to pay only the install-start milestone, on her Mastercard "
                        "ending 5530.",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "She confirmed the $8,767.50 payment, but the card issuer declined it "
                        "and no payment was taken.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "She will pay the final milestone only when the utility turns the "
                        "system on.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "The install-start milestone is still due on February 22, 2027, and she "
                        "has not yet been told about the decline.",
                        "ev_23",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "$8,767.50 install-start milestone paid on Mastercard ****5530 after her "
                    "yes; next is the final at PTO",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "paid on Mastercard ****5530",
                "pay_milestone act_18 executed (ev_22) but its result is an error: the issuer "
                "declined the card and no payment was taken (ev_23)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it("Deposit $1,500 already paid 1/12 (PAY-65808)", "ev_12", "ev_14"),
                "wrong_id",
                "PAY-65808",
                "the deposit payment is PAY-65880 (ev_12, ev_14)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it("Amex ****3104, not the Mastercard", "ev_12", "ev_15"),
                "inverted_constraint",
                "Amex ****3104, not the Mastercard",
                "she said use the mastercard, not the amex (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She brought up a 2% prepay discount for paying both milestones together, "
                    "but chose to pay only the install-start milestone, on her Mastercard "
                    "ending 5530.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "She brought up a 2% prepay discount",
                "the agent offered the prepay discount (ev_14); she turned it down (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her contract totals $17,535.00; the $1,500.00 deposit was paid on January "
                    "12, the install-start milestone of $8,267.50 is due February 22, and the "
                    "final $7,267.50 is due at permission to operate.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$8,267.50",
                "the install-start milestone is $8,767.50 (ev_12, ev_14)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The install-start milestone is still due on February 12, 2027, and she "
                    "has not yet been told about the decline.",
                    "ev_23",
                ),
                "wrong_date",
                "February 12, 2027",
                "the milestone is still due 2027-02-22 (ev_23)",
            ),
        ],
    },
}
