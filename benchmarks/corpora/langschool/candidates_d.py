"""Hand-written candidate summaries, part 4: visa@m29, transfer@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "langschool-visa@m29": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Cassius Oyelaran (KLS-70452) needs a study-visa support letter for his "
                    "Dec 4 consulate appointment; enrolled in Italian B2 intensive ENR-60117",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Letter before full payment: refused (registrar's rule)",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "Balance paid at the early-payment price: $2,900.80 ($3,040 less 4% of "
                        "tuition, $139.20) on Visa ****6613, PAY-70488; ENR-60117 paid in full",
                        "ev_20",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_38",
                    ),
                    it(
                        "Visa letter VL-1187 requested: queued for the registrar, to be issued "
                        "by Nov 17 as a signed PDF by email",
                        "ev_40",
                        "ev_44",
                        "ev_46",
                    ),
                    it(
                        "Courier of the original ($35) offered; he declined, the consulate "
                        "takes the PDF",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "The visa is the consulate's decision alone; the school can't guarantee "
                        "it. If refused: tuition refunded except $200, on proof",
                        "ev_46",
                        "ev_48",
                    ),
                ],
                rejected=[
                    it(
                        "First charge on Mastercard ****2087 declined by the issuer (cross-border "
                        "payments not enabled); nothing charged",
                        "ev_26",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Cassius Oyelaran needs the school's visa support letter for his consulate "
                    "appointment on December 4 for the Italian B2 intensive starting in "
                    "January.",
                    "ev_2",
                    "ev_38",
                ),
                decisions=[
                    it(
                        "The first attempt to pay the balance on his Mastercard ending 2087 was "
                        "declined by the card issuer, and nothing was charged.",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "He then paid $2,900.80 with his Visa ending 6613 (payment PAY-70488), "
                        "which clears enrolment ENR-60117 in full.",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                    ),
                    it(
                        "The letter was requested after his yes (request VL-1187) and is waiting "
                        "for the registrar, who will issue it by November 17 and email it as a "
                        "signed PDF.",
                        "ev_40",
                        "ev_44",
                        "ev_46",
                    ),
                    it(
                        "He did not want the original sent by courier, since the consulate "
                        "accepts the PDF.",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "The agent explained that the visa itself is decided by the consulate, "
                        "not the school, and that no visa can be guaranteed.",
                        "ev_46",
                        "ev_48",
                    ),
                    it(
                        "If the visa is refused, the school refunds his tuition except $200.00, "
                        "on proof of the refusal.",
                        "ev_48",
                    ),
                ],
                next_steps=[
                    it("Wait for the registrar to issue the letter by November 17.", "ev_44"),
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
                    "The letter was requested after his yes (request VL-1187), and the registrar "
                    "has already issued it and emailed it to him as a signed PDF.",
                    "ev_40",
                    "ev_44",
                    "ev_46",
                ),
                "false_status:wrong_effect",
                "the registrar has already issued it and emailed it to him",
                "the request only queued the letter for the registrar, to be issued by "
                "November 17 (ev_44, ev_46)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Balance paid at the early-payment price: $2,900.80 on Mastercard ****2087 "
                    "(PAY-70488); ENR-60117 paid in full",
                    "ev_20",
                    "ev_22",
                    "ev_35",
                ),
                "false_status:failed_call",
                "on Mastercard ****2087",
                "the charge on Mastercard ****2087 (act_21) failed, card declined (ev_26); "
                "PAY-70488 was paid with Visa ****6613 (ev_35)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The original was also ordered by courier for $35.00 at his request.",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:no_such_action",
                "ordered by courier",
                "the courier was only offered (ev_38) and he declined it (ev_40); the ledger "
                "holds no action for it",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Visa letter VL-1178 requested: queued for the registrar, to be issued by "
                    "Nov 17 as a signed PDF by email",
                    "ev_40",
                    "ev_44",
                    "ev_46",
                ),
                "wrong_id",
                "VL-1178",
                "the letter request is VL-1187 (ev_44)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Visa letter VL-1187 requested: queued for the registrar, to be issued "
                    "within 10 working days as a signed PDF by email",
                    "ev_40",
                    "ev_44",
                    "ev_46",
                ),
                "wrong_value:issue_time",
                "within 10 working days",
                "the registrar issues the letter within 3 working days, by November 17 (ev_15, "
                "ev_44)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Courier of the original ($35) requested by him, then dropped: the "
                    "consulate takes the PDF",
                    "ev_38",
                    "ev_40",
                ),
                "misattributed_decision",
                "requested by him",
                "the agent offered the courier (ev_38); Cassius declined it (ev_40)",
            ),
        ],
    },
    "langschool-transfer@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Soraya Vantongeren (KLS-47720): move French A2 (ENR-51290) off Mondays "
                    "after a new job",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Transfer TRF-2294 executed after her yes: ENR-51290 FRA-A2-MW (Mon/Wed "
                        "19:00) → FRA-A2-TT (in person, Ashwillow, Tue/Thu 18:00-20:00), "
                        "effective Tue 11/18/2025; $15.00 fee on Visa ****8154",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "Spanish conversation club ENR-51307 (Thu 20:15) unchanged, her choice",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("Leave the Spanish club alone; Thursdays 8:15 still work", "ev_15"),
                    it("No waitlist: she wants it settled", "ev_15"),
                ],
                rejected=[
                    it(
                        "Online FRA-A2-TT-ON (Tue/Thu 19:30-21:30, full, 3 waiting): waitlist "
                        "offered by the agent, declined",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("Confirm TRF-2294 to her; not reported yet", "ev_23"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Soraya Vantongeren got in touch because her new job means she can no "
                    "longer attend on Mondays, so she wants to move her French class to "
                    "another night.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that her French A2 enrolment, ENR-51290, is in the "
                        "Monday/Wednesday group and that the other A2 groups meet on Tuesdays "
                        "and Thursdays, with a $15.00 transfer fee.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Soraya chose the in-person Tuesday/Thursday group at 6 pm, FRA-A2-TT, "
                        "and after she confirmed, the transfer went through as TRF-2294, taking "
                        "effect on Tuesday, November 18, 2025, with the $15.00 fee charged to "
                        "her Visa ending 8154.",
                        "ev_15",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "Her Spanish conversation club, ENR-51307 on Thursdays at 8:15 pm, stays "
                        "exactly as it is.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to put her on the waitlist for the full online group, "
                        "FRA-A2-TT-ON, but she turned it down because she wants the change "
                        "settled.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("The agent has yet to tell Soraya that the transfer is done.", "ev_23"),
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
                    "Transfer TRF-2294 executed after her yes: ENR-51290 → FRA-A2-TT-ON "
                    "(online, Tue/Thu 19:30-21:30), effective Tue 11/18/2025; $15.00 fee on "
                    "Visa ****8154",
                    "ev_14",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:other_target",
                "FRA-A2-TT-ON (online, Tue/Thu 19:30-21:30)",
                "TRF-2294 moved her to the in-person FRA-A2-TT (act_18, ev_23); the full online "
                "group was never proposed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Soraya chose the in-person Tuesday/Thursday group at 6 pm, FRA-A2-TT, but "
                    "the transfer was declined by the system, so she is still in the "
                    "Monday/Wednesday group.",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:other_status",
                "the transfer was declined by the system",
                "the transfer (act_18) was executed: TRF-2294, status transferred (ev_23)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Transfer TRF-2294 executed after her yes: ENR-51290 FRA-A2-MW (Mon/Wed "
                    "19:00) → FRA-A2-TT (in person, Ashwillow, Tue/Thu 18:00-20:00), effective "
                    "Tue 11/18/2025; $25.00 fee on Visa ****8154",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_amount",
                "$25.00 fee",
                "the transfer fee is $15.00 (ev_17, ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Soraya chose the in-person Tuesday/Thursday group at 6 pm, FRA-A2-TT, and "
                    "after she confirmed, the transfer went through as TRF-2294, taking effect "
                    "on Monday, November 17, 2025, with the $15.00 fee charged to her Visa "
                    "ending 8154.",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_date",
                "Monday, November 17, 2025",
                "the transfer takes effect on Tuesday, November 18, 2025 (ev_17, ev_23)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Move the Spanish club too; Thursdays 8:15 no longer work", "ev_15"),
                "inverted_constraint",
                "Move the Spanish club too",
                "she asked to leave the Spanish club alone, Thursdays 8:15 still work (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Soraya asked about joining the waitlist for the full online group, "
                    "FRA-A2-TT-ON, but then dropped the idea because she wants the change "
                    "settled.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Soraya asked about joining the waitlist",
                "the agent offered the waitlist (ev_14); Soraya declined it (ev_15)",
            ),
        ],
    },
}
