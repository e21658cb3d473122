"""Hand-written candidate summaries, part 4: payplan@m21 and payplan@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "registrar-payplan@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Tobias Ferreira wants to pay his fall balance in installments and deal with "
                    "a late fee and a hold.",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "His balance was $4,280.00, including a $50.00 late registration fee and "
                        "a $100.00 late payment fee, and a financial hold (H-FIN-2291) blocks "
                        "spring registration and transcripts.",
                        "ev_10",
                        "ev_19",
                    ),
                    it(
                        "The $100.00 late payment fee was waived (WV-80214) after he said yes, "
                        "and his balance is now $4,180.00.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it("The $50.00 late registration fee cannot be waived.", "ev_17", "ev_21"),
                    it("He chose 4 installments and does not want autopay.", "ev_30"),
                ],
                constraints=[
                    it("No autopay: he will pay each installment himself.", "ev_30"),
                ],
                open_threads=[
                    it(
                        "The agent has proposed a 4-installment plan: $1,080.00 on October 10 "
                        "(including the $35.00 enrollment fee), then $1,045.00 on November 10, "
                        "December 10 and January 10. Tobias has not answered yet.",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "If he agrees, set up the plan before the September 30 deadline; the "
                        "hold is released once it is in place.",
                        "ev_14",
                        "ev_19",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Tobias Ferreira (A00455190): Fall 2025 balance on a payment plan; late fee "
                    "+ hold H-FIN-2291",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "Balance $4,280.00 = $6,130.00 tuition/fees − $2,000.00 Access Grant + "
                        "$50.00 late reg fee (8/28) + $100.00 late payment fee (9/19); was due "
                        "9/15",
                        "ev_10",
                        "ev_19",
                    ),
                    it(
                        "Plan options: 3 or 4 monthly installments, due the 10th or 20th, $35.00 "
                        "enrollment fee, set up by 9/30; hold released on enrollment",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "Waiver (agent's suggestion, first late fee this year) → "
                        "apply_late_fee_waiver executed, WV-80214, $100.00 late payment fee "
                        "removed → balance $4,180.00; reported. $50.00 late reg fee not waivable",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Plan proposed (pending his yes): 4 installments, $1,080.00 on 10/10 "
                        "(incl. $35.00 fee) + $1,045.00 on 11/10, 12/10, 1/10; no autopay",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("He chose 4 payments; no autopay, pays each one himself", "ev_30"),
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
                    "Plan set up: 4 installments, $1,080.00 on 10/10 (incl. $35.00 fee) + "
                    "$1,045.00 on 11/10, 12/10, 1/10; no autopay; H-FIN-2291 released",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:pending",
                "Plan set up",
                "create_payment_plan act_33 is only proposed (ev_32, ev_33); Tobias has not "
                "answered and no call was made, so the hold is still on",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("The $50.00 late registration fee was also waived.", "ev_17", "ev_21"),
                "false_status:other_target",
                "The $50.00 late registration fee was also waived",
                "the waiver act_22 was for the $100.00 late payment fee only (ev_21, ev_27); the "
                "$50.00 late registration fee is not waivable (ev_17, ev_21)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Plan proposed (pending his yes): 4 installments, $1,045.00 on 10/10 (incl. "
                    "$35.00 fee) + $1,045.00 on 11/10, 12/10, 1/10; no autopay",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_amount",
                "$1,045.00 on 10/10",
                "the first installment, with the $35.00 fee, is $1,080.00 (ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "He wants autopay, so that he does not have to pay each installment himself.",
                    "ev_30",
                ),
                "inverted_constraint",
                "He wants autopay",
                "he said no autopay, he'll pay each one himself (ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Waiver (Tobias asked for it, first late fee this year) → "
                    "apply_late_fee_waiver executed, WV-80214, $100.00 late payment fee removed "
                    "→ balance $4,180.00; reported. $50.00 late reg fee not waivable",
                    "ev_17",
                    "ev_19",
                    "ev_21",
                    "ev_27",
                    "ev_29",
                ),
                "misattributed_decision",
                "Tobias asked for it",
                "the waiver was the agent's suggestion (ev_19); Tobias only agreed (ev_20, ev_23)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "The agent has proposed a 4-installment plan: $1,080.00 on October 20 "
                    "(including the $35.00 enrollment fee), then $1,045.00 on November 10, "
                    "December 10 and January 10. Tobias has not answered yet.",
                    "ev_32",
                ),
                "wrong_date",
                "October 20",
                "the proposed plan's first installment is due October 10 (ev_32, act_33 "
                "due_day 10)",
            ),
        ],
    },
    "registrar-payplan@m26": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tobias Ferreira (A00455190): payment plan for the $4,180.00 fall balance",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "$100.00 late payment fee waived, WV-80214 (balance $4,280.00 → "
                        "$4,180.00); $50.00 late reg fee not waivable",
                        "ev_21",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Plan on the 10th rejected: he asked for the 20th (paid on the 17th)",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "Plan PP-30917 active: $1,080.00 10/20 (incl. $35.00 fee), $1,045.00 on "
                        "11/20, 12/20 and 1/20/2026; no autopay; H-FIN-2291 released",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("No autopay; he pays each installment himself", "ev_30"),
                ],
                next_steps=[
                    it(
                        "Confirm PP-30917 and the released hold to him (not reported yet)",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A payment plan for Tobias Ferreira's Fall 2025 balance was requested after a "
                    "late fee and a hold were posted.",
                    "ev_2",
                    "ev_10",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "The $100.00 late payment fee was waived under WV-80214, bringing the "
                        "balance to $4,180.00.",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "A plan with installments on the 10th was proposed but turned down, "
                        "because he is paid on the 17th.",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "Payment plan PP-30917 was set up with four installments: $1,080.00 due "
                        "October 20, 2025 (including the $35.00 enrollment fee), and $1,045.00 "
                        "due on November 20, December 20 and January 20, 2026.",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                    ),
                    it(
                        "The financial hold H-FIN-2291 was released when the plan was created.",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("Autopay is not to be used; each installment will be paid by him.", "ev_30"),
                ],
                open_threads=[
                    it("The plan has not yet been confirmed to Tobias.", "ev_43"),
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
                    "A plan with installments on the 10th was set up first and then moved to the "
                    "20th, because he is paid on the 17th.",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:ledger_rejected",
                "was set up first",
                "create_payment_plan act_33 (the 10th) was rejected by his correction (ev_34, "
                "ev_36) and never called; only act_38 (the 20th) was",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Plan PP-30917 on the 20th still pending, not active yet: $1,080.00 10/20 "
                    "(incl. $35.00 fee), $1,045.00 on 11/20, 12/20 and 1/20/2026; no autopay",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                ),
                "false_status:other_status",
                "still pending, not active yet",
                "create_payment_plan act_38 executed (ev_42); the result says status active and "
                "the hold released (ev_43)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Payment plan PP-30917 was set up with four installments: $1,080.00 due "
                    "October 20, 2025 (including the $35.00 enrollment fee), and $1,080.00 due on "
                    "November 20, December 20 and January 20, 2026.",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                ),
                "wrong_amount",
                "$1,080.00 due on November 20",
                "the November, December and January installments are $1,045.00 each (ev_37, "
                "ev_43); only the first includes the $35.00 fee",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Plan PP-30971 active: $1,080.00 10/20 (incl. $35.00 fee), $1,045.00 on "
                    "11/20, 12/20 and 1/20/2026; no autopay; H-FIN-2291 released",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                ),
                "wrong_id",
                "PP-30971",
                "the plan is PP-30917 (ev_43, ev_44)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Payment plan PP-30917 was set up with three installments: $1,080.00 due "
                    "October 20, 2025 (including the $35.00 enrollment fee), and $1,045.00 due on "
                    "November 20 and December 20.",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                ),
                "wrong_value:installments",
                "three installments",
                "the plan has 4 installments, the last on January 20, 2026 (ev_30, ev_43)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Installments drafted by autopay; he doesn't want to pay each one by hand",
                    "ev_30",
                ),
                "inverted_constraint",
                "drafted by autopay",
                "he said no autopay, he'll pay each one himself (ev_30)",
            ),
        ],
    },
}
