"""Hand-written candidate summaries, part 4: delivery@m16 and delivery@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "pharmacy-delivery@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ambrose Kettering (PT-3309871), can't drive after hip surgery: deliver his "
                    "ready refills this week",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Ready: apixaban 5 mg RF-2201190 ($47.00), metoprolol succinate ER 25 mg "
                        "RF-2201191 ($2.50)",
                        "ev_12",
                        "ev_16",
                    ),
                    it(
                        "schedule_delivery Thu 11/6 2-5 pm to 27 Sallow Ln (total $55.49 incl. "
                        "$5.99 fee, Amex ****1007) approved → FAILED: slot_unavailable, route "
                        "full; nothing booked or charged",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Not mornings (PT comes mornings); must arrive before Friday, down to 2 "
                        "apixaban",
                        "ev_17",
                        "ev_18",
                    ),
                    it("Signature required", "ev_15", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Tell him the Thu afternoon slot failed; re-check slots that fit (not a "
                        "morning, before Fri)",
                        "ev_17",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ambrose Kettering, who recently had hip surgery and can't drive, would like "
                    "his refills delivered to his home this week.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His apixaban 5 mg and metoprolol succinate ER 25 mg refills appear to be "
                        "ready, with copays of $47.00 and $2.50.",
                        "ev_12",
                        "ev_16",
                    ),
                    it(
                        "He chose the Thursday, November 6, 2-5 pm delivery window and approved "
                        "the booking, but the booking seems to have failed because the slot was "
                        "full, so nothing was booked or charged.",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Deliveries should not be in the morning, since his physical therapist "
                        "comes in the mornings.",
                        "ev_17",
                    ),
                    it(
                        "The delivery needs to arrive before Friday, as he is down to his last 2 "
                        "apixaban tablets.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "The failed booking has not been reported to Ambrose yet, and no other "
                        "slot has been offered.",
                        "ev_25",
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
                    "He chose the Thursday, November 6, 2-5 pm delivery window and approved the "
                    "booking, and the delivery was booked for that window.",
                    "ev_17",
                    "ev_19",
                    "ev_20",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:failed_call",
                "the delivery was booked for that window",
                "schedule_delivery act_20 executed but its result is an error: slot_unavailable, "
                "nothing was booked or charged (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Ready: apixaban 5 mg RF-2201190 ($55.49), metoprolol succinate ER 25 mg "
                    "RF-2201191 ($2.50)",
                    "ev_12",
                    "ev_16",
                ),
                "wrong_amount",
                "RF-2201190 ($55.49)",
                "the apixaban copay is $47.00 (ev_12, ev_16); $55.49 is the delivery total with "
                "both copays and the $5.99 fee (ev_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Deliveries should be in the morning, not the afternoon, because of his "
                    "physical therapy.",
                    "ev_17",
                ),
                "inverted_constraint",
                "should be in the morning, not the afternoon",
                "Ambrose said not the morning: his physical therapist comes mornings (ev_17, "
                "ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "schedule_delivery Fri 11/7 2-5 pm to 27 Sallow Ln (total $55.49 incl. $5.99 "
                    "fee, Amex ****1007) approved → FAILED: slot_unavailable, route full; nothing "
                    "booked or charged",
                    "ev_19",
                    "ev_20",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_date",
                "Fri 11/7",
                "the failed booking was for Thursday, November 6, 14:00-17:00 (ev_19, ev_25)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[2]",
                it(
                    "Ambrose asked for a signature to be required on the delivery.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Ambrose asked for a signature to be required",
                "the signature is the pharmacy's requirement (ev_15), stated by the agent (ev_16); "
                "Ambrose asked only for Thursday afternoon, not mornings, before Friday (ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Confirm to him: Thu 11/6 2-5 pm delivery booked, $55.49 on Amex ****1007",
                    "ev_19",
                    "ev_20",
                    "ev_25",
                ),
                "false_status:failed_call",
                "delivery booked",
                "the Thursday booking act_20 failed: slot_unavailable, nothing booked or charged "
                "(ev_25)",
            ),
        ],
    },
    "pharmacy-delivery@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Home delivery of Ambrose Kettering's refills was requested, since he cannot "
                    "drive after his hip surgery.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The Thursday, November 6, 2-5 pm delivery that he had approved could not "
                        "be booked because the slot filled up; he was told that nothing was "
                        "booked or charged.",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "A new delivery for Wednesday, November 5, 5-8 pm by the evening courier "
                        "was proposed, with the fee kept at $5.99 instead of $9.99 and a total of "
                        "$55.49 on his Amex ending 1007; it has not been confirmed yet.",
                        "ev_28",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Mornings are to be avoided because of his physical therapy, and the "
                        "delivery must arrive before Friday.",
                        "ev_17",
                    ),
                    it(
                        "The bell is to be rung and the package handed to him; it must not be "
                        "left on the porch.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it(
                        "His yes is needed before the Wednesday evening delivery can be booked.",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Ambrose Kettering (PT-3309871, 27 Sallow Ln, Wexley), can't drive after hip "
                    "surgery: deliver apixaban 5 mg (RF-2201190, $47.00) + metoprolol succinate "
                    "ER 25 mg (RF-2201191, $2.50)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Thu 11/6 2-5 pm booking (DS-1106-PM) approved but failed: "
                        "slot_unavailable, nothing booked/charged; reported to him",
                        "ev_20",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "He picked Wed 11/5 5-8 pm, evening courier (DS-1105-EVE); fee held at "
                        "$5.99 (normally $9.99, $4.00 surcharge waived); total $55.49 on Amex "
                        "****1007",
                        "ev_27",
                        "ev_28",
                        "ev_29",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Not mornings (PT); before Friday (2 apixaban left)", "ev_17", "ev_18"),
                    it(
                        "Ring the bell, hand it to him, never leave on the porch; signature "
                        "required",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it(
                        "Wed evening booking proposed, awaiting his yes; not booked yet",
                        "ev_31",
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
                    "A new delivery for Wednesday, November 5, 5-8 pm by the evening courier was "
                    "booked, with the fee kept at $5.99 instead of $9.99 and a total of $55.49 "
                    "on his Amex ending 1007.",
                    "ev_28",
                    "ev_31",
                ),
                "false_status:pending",
                "was booked",
                "the Wednesday delivery act_32 is only proposed (ev_32); Ambrose has not said yes "
                "to the agent's booking question (ev_31)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Thu 11/6 2-5 pm booking (DS-1106-PM) approved and booked; $55.49 on Amex "
                    "****1007",
                    "ev_20",
                    "ev_21",
                    "ev_25",
                    "ev_28",
                ),
                "false_status:failed_call",
                "approved and booked",
                "schedule_delivery act_20 executed with an error result: slot_unavailable, "
                "nothing booked or charged (ev_25, ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "The package may be left on the porch if no one answers the bell.",
                    "ev_29",
                    "ev_31",
                ),
                "inverted_constraint",
                "may be left on the porch",
                "Ambrose said ring the bell and hand it to me, don't leave it on the porch "
                "(ev_29, ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He picked Wed 11/5 5-8 pm, evening courier (DS-1105-EVE); fee $9.99; total "
                    "$59.49 on Amex ****1007",
                    "ev_27",
                    "ev_28",
                    "ev_29",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_amount",
                "fee $9.99; total $59.49",
                "the agent kept the fee at $5.99, waiving the $4.00 evening surcharge; the total "
                "is $55.49 (ev_28, ev_31, act_32)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "The $4.00 evening surcharge was waived at Ambrose's request.",
                    "ev_28",
                    "ev_31",
                ),
                "misattributed_decision",
                "at Ambrose's request",
                "the agent offered to keep the fee at $5.99 because he lost his slot (ev_28); "
                "Ambrose never asked for it (ev_29)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He picked Wed 11/6 5-8 pm, evening courier (DS-1105-EVE); fee held at $5.99 "
                    "(normally $9.99, $4.00 surcharge waived); total $55.49 on Amex ****1007",
                    "ev_27",
                    "ev_28",
                    "ev_29",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_date",
                "Wed 11/6",
                "the evening slot is Wednesday, November 5 (ev_27, ev_28, ev_31)",
            ),
        ],
    },
}
