"""Hand-written candidate summaries, part 4: rootcanal@m22, payplan@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "dental-rootcanal@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Henrike Maubray (HD-176045): throbbing upper left tooth, thinks she needs "
                    "a root canal; wants it done before she flies out 4/14",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Emergency exam + X-ray booked: APT-772115, Mon 3/16 4:00pm, Dr. Amsel, "
                        "Wendlecote; her share $17 (exam $85, Larkspur $68; X-ray $42 covered)",
                        "ev_18",
                        "ev_23",
                        "ev_28",
                        "ev_34",
                    ),
                    it(
                        "Cancellation list CNL-2207 for an earlier exam with Dr. Amsel before "
                        "3/16: position 2, only an offer if a slot opens, nothing booked",
                        "ev_23",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "Root canal or not: Dr. Amsel decides at the exam; her flight date "
                        "noted on APT-772115",
                        "ev_12",
                        "ev_36",
                    ),
                ],
                rejected=[
                    it(
                        "Dr. Harkness tomorrow (3/12 8:30am), suggested by the agent: declined, "
                        "Amsel only",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Pencilling in the root canal now: refused, the dentist decides first",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("Dr. Amsel only (did her last crown)", "ev_13"),
                    it("Treatment done before 4/14 (3-week trip)", "ev_2"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Henrike Maubray has had a throbbing tooth in her upper left since Sunday "
                    "and wants it treated before she flies out on April 14.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that the dentist decides whether a root canal is "
                        "needed after an exam and an X-ray, so an emergency exam comes first.",
                        "ev_12",
                    ),
                    it(
                        "She chose Dr. Amsel's Monday, March 16 slot at 4:00 pm, and the exam "
                        "was booked as APT-772115 in Wendlecote. She will pay $17.00.",
                        "ev_19",
                        "ev_23",
                        "ev_28",
                        "ev_34",
                    ),
                    it(
                        "She was put on the cancellation list (CNL-2207) for an earlier exam "
                        "with Dr. Amsel. She is second in line, and nothing is booked unless "
                        "she accepts an offer.",
                        "ev_19",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested Dr. Harkness tomorrow at 8:30 am, but she only "
                        "wants Dr. Amsel.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "She asked to book the root canal for the week after the exam. The "
                        "agent said no, because Dr. Amsel has to decide first; her travel date "
                        "was noted on the appointment instead.",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("Only Dr. Amsel, who did her last crown.", "ev_13"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Root canal pencilled in with Dr. Amsel for the week after the exam",
                    "ev_35",
                    "ev_36",
                ),
                "false_status:no_such_action",
                "Root canal pencilled in",
                "she asked for it (ev_35) and the agent refused (ev_36); the ledger holds no "
                "root canal booking",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Through the cancellation list (CNL-2207), her exam was moved to an earlier "
                    "slot with Dr. Amsel.",
                    "ev_19",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:wrong_effect",
                "her exam was moved to an earlier slot",
                "join_cancellation_list act_22 only queued her (position 2): a slot is offered "
                "only if one opens, and nothing is booked until she accepts (ev_32, ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Not Dr. Amsel; anyone else is fine", "ev_13"),
                "inverted_constraint",
                "Not Dr. Amsel",
                "she wants only Dr. Amsel, who did her last crown (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Henrike said the dentist decides whether a root canal is needed after an "
                    "exam and an X-ray, so an emergency exam comes first.",
                    "ev_12",
                ),
                "misattributed_decision",
                "Henrike said",
                "the agent said this (ev_12); Henrike had asked for a root canal (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Cancellation list CNL-2207 for an earlier exam with Dr. Amsel before 3/16: "
                    "position 1, only an offer if a slot opens, nothing booked",
                    "ev_23",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_value:position",
                "position 1",
                "she is second on the list (ev_32, ev_34)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose Dr. Amsel's Wednesday, March 18 slot at 4:00 pm, and the exam was "
                    "booked as APT-772115 in Wendlecote. She will pay $17.00.",
                    "ev_19",
                    "ev_23",
                    "ev_28",
                    "ev_34",
                ),
                "wrong_date",
                "Wednesday, March 18",
                "APT-772115 is on Monday, March 16 at 4:00 pm (ev_28, ev_34); March 18 was "
                "Dr. Amsel's 9:10 am slot, not chosen",
            ),
        ],
    },
    "dental-payplan@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ambrose Kettleby (FAM-30088): split the $1,860 balance on INV-40872 "
                    "(implant crown, tooth 8) into installments",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Plan confirmed after his yes: INV-40872, 3 × $620 on 3/11, 4/11, "
                        "5/11/2026, Mastercard ****5127, first charge today → call FAILED: card "
                        "declined (expired 02/26); no plan created, nothing charged. Not told "
                        "yet",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "3 installments, not the 6 × $310 the agent suggested (he wants it done "
                        "by summer)",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "INV-40855 ($24, Feb check-up) left out: he'll pay it at his next visit",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "Pay-in-full option (3% off = $55.80 if paid by 4/1) offered; he chose "
                        "the plan",
                        "ev_15",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Tell him the Mastercard was declined; a plan needs another card, and "
                        "the first charge can be moved up to 14 days out",
                        "ev_15",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ambrose Kettleby got a bill for his implant crown and asked whether he "
                    "could split the $1,860.00 he owes after insurance into several payments.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent found invoice INV-40872 for the crown on tooth 8, with "
                        "$1,860.00 left after Larkspur's payment, and a smaller invoice, "
                        "INV-40855, for $24.00 from a February check-up.",
                        "ev_12",
                        "ev_16",
                    ),
                    it(
                        "The agent suggested six installments of $310.00, but Ambrose wanted "
                        "three, so that it is paid off by summer, on his Mastercard, and only "
                        "for the crown bill.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "He agreed to a plan of three $620.00 installments on March 11, April "
                        "11 and May 11, but when the agent tried to set it up, the Mastercard "
                        "ending 5127 was declined because it had expired, so no plan was "
                        "created and nothing was charged.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "He intends to pay the $24.00 invoice at his next visit rather than "
                        "include it in the plan.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("Ambrose has not yet been told that the card was declined.", "ev_25"),
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
                    "He agreed to a plan of three $620.00 installments on March 11, April 11 "
                    "and May 11, and the plan was set up on his Mastercard ending 5127, with "
                    "the first $620.00 charged today.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:failed_call",
                "the plan was set up",
                "create_payment_plan act_20 executed but its result is an error: the card was "
                "declined, no plan was created and nothing was charged (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Plan confirmed after his yes: INV-40872, 3 × $650 on 3/11, 4/11, 5/11/2026, "
                    "Mastercard ****5127, first charge today → call FAILED: card declined "
                    "(expired 02/26); no plan created, nothing charged. Not told yet",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_amount",
                "3 × $650",
                "the installments are $620.00 each (ev_19, ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "6 × $310, not 3: he wants the smallest payments possible",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "6 × $310, not 3",
                "he said 3 payments, not 6, to have it done by summer (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Ambrose suggested six installments of $310.00 at first, but then wanted "
                    "three, so that it is paid off by summer, on his Mastercard, and only for "
                    "the crown bill.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Ambrose suggested six installments",
                "the agent suggested six installments of $310.00 (ev_16); Ambrose asked for "
                "three (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Pay-in-full option (3% off = $55.80 if paid by 4/11) offered; he chose the "
                    "plan",
                    "ev_15",
                    "ev_16",
                    "ev_17",
                ),
                "wrong_date",
                "by 4/11",
                "the discount applies if paid by April 1 (ev_15, ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "He agreed to a plan of four $620.00 installments on March 11, April 11 "
                    "and May 11, but when the agent tried to set it up, the Mastercard ending "
                    "5127 was declined because it had expired, so no plan was created and "
                    "nothing was charged.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_value:installments",
                "four $620.00 installments",
                "the plan he agreed to has three installments (ev_17, ev_19)",
            ),
        ],
    },
}
