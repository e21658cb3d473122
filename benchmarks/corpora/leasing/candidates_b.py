"""Hand-written candidate summaries, part 2: credit@m20, deposit@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "leasing-credit@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Ulric Fensom, the finance contact at Frome & Lisle Engineering (KL-31562), "
                    "wants to lease 10 more laptops and 10 monitors for a new project team.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The quote QT-66204 on 36 months is $524.00 a month for 10 Norvane "
                        "Slate 16 laptops and $149.00 a month for 10 Lumeo 27 monitors, $673.00 "
                        "in total, plus a $95.00 delivery fee.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The account's limit is $3,500.00 a month with $3,115.60 committed, so "
                        "the new lease needs a credit limit increase, which the credit team "
                        "decides.",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "After Ulric confirmed, credit review CR-7741 was submitted to raise the "
                        "limit to $3,700.00 a month for the laptops only. It is under review "
                        "with the credit team and has not been approved; a decision is "
                        "expected by March 17.",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Ulric wants the laptops first and the monitors later, in Q3.",
                        "ev_18",
                    ),
                    it(
                        "The request should cover only what the laptops need, rounded to "
                        "$3,700, not more.",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested asking for $4,200.00 so the monitors would fit "
                        "later; Ulric declined.",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Ulric asked the agent to approve the increase the same day; the agent "
                        "said only the credit team can approve credit.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Ulric asked whether a shorter term or fewer laptops would be possible "
                        "if the credit team says no. This has not been answered.",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "Place the laptop order under QT-66204 (valid until March 26) once "
                        "CR-7741 is approved.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Ulric Fensom (finance, KL-31562): 10 laptops now, monitors later",
                    "ev_2",
                    "ev_6",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "CR-7741 submitted: limit $3.5k → $3.7k/mo for 10 × Slate 16 "
                        "($524/mo, QT-66204). Under review, credit team; decision by 3/17. No "
                        "order yet",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Laptops first; monitors (10 × Lumeo 27) wait until Q3", "ev_18"),
                    it("Ask only for what the laptops need (rounded to 3700)", "ev_21"),
                ],
                rejected=[
                    it(
                        "$4,200 limit (agent's idea, to fit the monitors): declined",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Same-day approval: refused, desk can't approve credit",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it("Fallback if declined: shorter term / fewer laptops? Unanswered", "ev_32"),
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
                    "After Ulric confirmed, credit review CR-7741 raised the limit to $3,700.00 "
                    "a month for the laptops only; the credit team approved it and the laptops "
                    "can now be ordered.",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "the credit team approved it",
                "submit_credit_review only submitted the request: CR-7741 is under_review with "
                "the credit team, decision by March 17 (ev_29, ev_31)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[1]",
                it(
                    "Laptop order placed under QT-66204: 10 × Slate 16, 36 mo, $524/mo",
                    "ev_15",
                    "ev_21",
                ),
                "false_status:no_such_action",
                "Laptop order placed",
                "the ledger holds only the credit review (act_24); no order was proposed or "
                "placed, it waits for approval (ev_31)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Ulric suggested asking for $4,200.00 so the monitors would fit later, but "
                    "then settled on $3,700.",
                    "ev_20",
                    "ev_21",
                ),
                "misattributed_decision",
                "Ulric suggested asking for $4,200.00",
                "the $4,200 suggestion was the agent's (ev_20); Ulric declined it (ev_21)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Monitors first; the 10 laptops wait until Q3", "ev_18"),
                "inverted_constraint",
                "Monitors first; the 10 laptops wait until Q3",
                "he wants the laptops first and the monitors later, in Q3 (ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The account's limit is $3,500.00 a month with $3,639.60 committed, so the "
                    "new lease needs a credit limit increase, which the credit team decides.",
                    "ev_12",
                    "ev_17",
                ),
                "wrong_amount",
                "$3,639.60 committed",
                "$3,115.60 is committed today (ev_12, ev_17); $3,639.60 is what it would be "
                "with the laptops (ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CR-7741 submitted: limit $3.5k → $3.7k/mo for 10 × Slate 16 ($524/mo, "
                    "QT-66204). Under review, credit team; decision by 3/26. No order yet",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "decision by 3/26",
                "the decision is expected by March 17 (ev_29, ev_31); March 26 is when the "
                "quote expires",
            ),
        ],
    },
    "leasing-deposit@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Piet Quenneville (Sallowfield Cartography, KL-44908) paying the security "
                    "deposit for SCH-44908-03 (4 Presswick M420) before delivery",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Deposit $640.00, due by 3/18; delivery 3/24",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Direct debit of $640.00 from ****3307 (DD-44908-A) for 3/16 confirmed "
                        "and called: failed, mandate inactive (cancelled by the bank 2/27), "
                        "nothing scheduled. Not yet told to Piet",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("Direct debit, not card (company policy)", "ev_15"),
                    it(
                        "From the operating account ****3307, not payroll ****8812",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it("Card payment (agent: quickest): refused", "ev_14", "ev_15"),
                ],
                next_steps=[
                    it(
                        "Tell Piet the debit failed; the deposit is still unpaid, due 3/18",
                        "ev_12",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A security deposit is owed by Sallowfield Cartography before its new "
                    "printers are delivered; the request was made by Piet Quenneville.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The deposit for schedule SCH-44908-03 was stated as $640.00, due by "
                        "March 18, with delivery on March 24.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "A direct debit from the operating account ending 3307 was confirmed "
                        "by Piet, but the call failed: the mandate was found inactive and no "
                        "collection was scheduled.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "The deposit is to be paid by direct debit, not by card, and from the "
                        "operating account rather than the payroll account.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Payment by card was offered as the quickest option and was refused.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "The failure has not yet been reported to Piet, and the deposit "
                        "remains unpaid.",
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
                "decisions[1]",
                it(
                    "Direct debit of $640.00 from ****3307 (DD-44908-A) set up for 3/16 after "
                    "his yes; deposit covered",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "set up for 3/16 after his yes; deposit covered",
                "the pay_deposit call failed: mandate DD-44908-A is inactive and no collection "
                "was scheduled (ev_23, is_error), though the ledger says executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A direct debit from the operating account ending 3307 was confirmed by "
                    "Piet and scheduled for collection on March 16.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "scheduled for collection on March 16",
                "the call failed with mandate_inactive, no collection scheduled (ev_23, is_error)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The deposit is to be paid by card rather than direct debit, from the "
                    "operating account rather than the payroll account.",
                    "ev_15",
                ),
                "inverted_constraint",
                "paid by card rather than direct debit",
                "he said not card, deposits by direct debit (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("From the payroll account ****8812, not the operating one", "ev_14", "ev_15"),
                "wrong_value:bank_account",
                "payroll account ****8812",
                "he chose the operating account ending 3307, not payroll (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The deposit for schedule SCH-44908-03 was stated as $460.00, due by March "
                    "18, with delivery on March 24.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$460.00",
                "the deposit is $640.00 (ev_12, ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it("Deposit $640.00, due by 3/24; delivery 3/24", "ev_12", "ev_14"),
                "wrong_date",
                "due by 3/24",
                "the deposit is due by March 18 (ev_12, ev_14); March 24 is the delivery date",
            ),
        ],
    },
}
