"""Hand-written candidate summaries, part 3: sponsor@m26, visa@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "langschool-sponsor@m26": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Leontine Sarrazin (KLS-55319): sponsored German B2 business, winter 2026",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "AC-2251: Ruairi Tennant authorized, billing + enrolment only",
                        "ev_25",
                    ),
                    it(
                        "ENR-88520: GER-B2-BZ, Mon/Wed 18-20, from 1/12/2026; $935 total",
                        "ev_34",
                        "ev_42",
                        "ev_48",
                    ),
                    it(
                        "Deposit $150 by her bank transfer, ref KLS55319-DEP, due 11/19",
                        "ev_42",
                        "ev_48",
                    ),
                    it(
                        "INV-2025-1306, $785, sent to Brackwater: awaiting their AP approval "
                        "(their call, not ours); if declined, she owes it",
                        "ev_46",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it("Deposit from her, not the sponsor", "ev_30"),
                    it("Ruairi: no grades/attendance", "ev_17"),
                ],
                rejected=[
                    it(
                        "Single $935 invoice incl. deposit to Brackwater: rejected",
                        "ev_27",
                        "ev_30",
                    ),
                ],
                open_threads=[
                    it(
                        "She asks whether Ruairi can see if she misses classes; unanswered (his "
                        "access excludes attendance)",
                        "ev_25",
                        "ev_49",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Leontine Sarrazin seems to be enrolling in business German B2 this winter, "
                    "with her employer, Brackwater Optics, covering the cost.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Her HR contact, Ruairi Tennant, was added as an authorized contact "
                        "(AC-2251) for billing and enrolment matters only.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "She is now enrolled in GER-B2-BZ under ENR-88520, starting January 12, "
                        "2026.",
                        "ev_42",
                        "ev_48",
                    ),
                    it(
                        "She should send the $150.00 deposit herself by bank transfer by "
                        "November 19, 2025, quoting the reference KLS55319-DEP.",
                        "ev_42",
                        "ev_48",
                    ),
                    it(
                        "Invoice INV-2025-1306 for the $785.00 balance went to Brackwater Optics "
                        "and appears to be awaiting their accounts payable approval; if "
                        "Brackwater declines it, the amount would fall to Leontine.",
                        "ev_46",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it(
                        "She insisted that the deposit be paid by her, by bank transfer, rather "
                        "than by the sponsor.",
                        "ev_30",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether Ruairi can see if she misses classes, which "
                        "she clearly does not want; this hasn't been answered yet.",
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
                "decisions[3]",
                it(
                    "Invoice INV-2025-1306 for the $785.00 balance was approved by Brackwater "
                    "Optics, so the balance seems to be covered.",
                    "ev_46",
                    "ev_48",
                ),
                "false_status:wrong_effect",
                "was approved by Brackwater Optics",
                "the call only submitted the invoice: it is awaiting Brackwater's approval "
                "(ev_46, ev_48), which is the sponsor's decision",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Ruairi Tennant as authorized contact: refused, not on the account",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "refused, not on the account",
                "the authorization (act_20) was executed and is active as AC-2251 (ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "INV-2025-1306, $935, sent to Brackwater: awaiting their AP approval (their "
                    "call, not ours); if declined, she owes it",
                    "ev_46",
                    "ev_48",
                ),
                "wrong_amount",
                "$935",
                "the invoice is for the $785.00 balance (ev_46); $935.00 is the whole course",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She is now enrolled in GER-B2-BZ under ENR-88502, starting January 12, 2026.",
                    "ev_42",
                    "ev_48",
                ),
                "wrong_id",
                "ENR-88502",
                "the enrolment id is ENR-88520 (ev_42)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She should send the $150.00 deposit herself by bank transfer by November "
                    "26, 2025, quoting the reference KLS55319-DEP.",
                    "ev_42",
                    "ev_48",
                ),
                "wrong_date",
                "November 26, 2025",
                "the deposit is due by November 19, 2025 (ev_42, ev_48)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Deposit via the sponsor, not from her", "ev_30"),
                "inverted_constraint",
                "Deposit via the sponsor, not from her",
                "she pays the deposit herself by bank transfer, not the sponsor (ev_30)",
            ),
        ],
    },
    "langschool-visa@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A study-visa support letter is needed by Cassius Oyelaran for his "
                    "consulate appointment on December 4, for the Italian B2 intensive he is "
                    "enrolled in from January.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "His enrolment ENR-60117 (ITA-B2-INT, January 12 to April 3, 2026) was "
                        "found to have $3,040.00 still open after a $500.00 deposit, due "
                        "December 15.",
                        "ev_11",
                        "ev_17",
                    ),
                    it(
                        "The letter was not requested: it is issued by the registrar only after "
                        "tuition and materials are paid in full, and his request to have it "
                        "sent before paying was refused.",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "Payment of the balance at the early-payment price of $2,900.80 (4% of "
                        "tuition, $139.20, taken off if paid by November 15) was suggested by "
                        "the agent and approved by Cassius, to be charged to Mastercard ****2087.",
                        "ev_17",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "The charge was attempted, but it was declined by the card issuer "
                        "because cross-border payments are not enabled on the card; nothing was "
                        "charged, and this has not yet been reported to him.",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "The balance is still unpaid, so the letter cannot be requested yet.",
                        "ev_17",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "He is to be told that the charge was declined and offered another way "
                        "to pay.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "cassius oyelaran (KLS-70452) needs visa support letter for consulate appt "
                    "dec 4; enrolled italian b2 intensive ENR-60117",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "letter only after full payment (registrar), so not requested; he asked "
                        "for it before paying - refused",
                        "ev_15",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "balance 3040 open (paid 500 deposit), due 12/15; early price 2900.80 "
                        "if paid by 11/15 (4% off tuition)",
                        "ev_11",
                        "ev_17",
                    ),
                    it(
                        "he said yes to charging 2900.80 on mastercard 2087 -> card declined "
                        "(cross-border not enabled), nothing charged",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("appointment dec 4 is fixed", "ev_2", "ev_19"),
                ],
                next_steps=[
                    it(
                        "tell him the card was declined (not said yet); other card or enable "
                        "cross-border",
                        "ev_26",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "The charge of $2,900.80 went through on Mastercard ****2087, and the course "
                    "is now paid in full.",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:failed_call",
                "went through on Mastercard ****2087",
                "the charge (act_21, executed) failed: the issuer declined it and nothing was "
                "charged (ev_26, is_error)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("visa letter requested with registrar, pdf by email", "ev_15", "ev_17"),
                "false_status:no_such_action",
                "visa letter requested with registrar",
                "the letter was not requested: it needs full payment first (ev_17, ev_20); the "
                "ledger holds no action for it",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "His enrolment ENR-60117 (ITA-B2-INT, January 12 to April 3, 2026) was "
                    "found to have $3,540.00 still open after a $500.00 deposit, due December "
                    "15.",
                    "ev_11",
                    "ev_17",
                ),
                "wrong_amount",
                "$3,540.00 still open",
                "$3,040.00 is open (ev_11, ev_17); $3,540.00 is the whole course with materials",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "balance 3040 open (paid 500 deposit), due 12/15; early price 2900.80 if "
                    "paid by 11/30 (4% off tuition)",
                    "ev_11",
                    "ev_17",
                ),
                "wrong_date",
                "paid by 11/30",
                "the early-payment price holds if paid by November 15 (ev_11, ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Cassius offered to pay the balance right away with his Mastercard ****2087 "
                    "to get the early-payment price of $2,900.80 (4% of tuition, $139.20, taken "
                    "off if paid by November 15), and approved the charge.",
                    "ev_17",
                    "ev_20",
                    "ev_22",
                ),
                "misattributed_decision",
                "Cassius offered to pay the balance right away with his Mastercard ****2087",
                "the agent suggested paying now with the card on file (ev_17); Cassius had "
                "asked to pay next week (ev_19) and only said yes to the charge (ev_22)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "balance 3040 open (paid 500 deposit), due 12/15; early price 2900.80 if "
                    "paid by 11/15 (5% off tuition)",
                    "ev_11",
                    "ev_17",
                ),
                "wrong_value:percent",
                "5% off tuition",
                "the early-payment discount is 4% of tuition, $139.20 (ev_11, ev_17)",
            ),
        ],
    },
}
