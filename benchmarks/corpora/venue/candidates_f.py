"""Hand-written candidate summaries, part 6: cancel@m20, permit@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "venue-cancel@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Corwin Pellegrino (CL-38412, Aldermoot Rowing Club): cancel the spring gala "
                    "EVT-50455 (Sat 4/25/2026, Assay Hall); regatta moved to that weekend",
                    "ev_2",
                    "ev_6",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "EVT-50455 cancelled after his yes: CXL-6631; $1,600.00 fee kept (50% of "
                        "the $3,200 room fee, 45 days out)",
                        "ev_17",
                        "ev_24",
                        "ev_29",
                        "ev_34",
                    ),
                    it(
                        "Refund $4,500.00 to Visa ****6604 FAILED: card closed, not sent; money "
                        "still held",
                        "ev_33",
                        "ev_34",
                    ),
                    it("Fee waiver asked, refused: set by the contract's terms", "ev_18", "ev_21"),
                ],
                constraints=[
                    it(
                        "Refund to the card, NOT a credit on the awards dinner (different budget)",
                        "ev_18",
                    ),
                    it("Awards dinner EVT-50456 (10/30) stays untouched", "ev_18", "ev_34"),
                ],
                open_threads=[
                    it(
                        "Club switched banks in Jan; he asks for a check mailed to the boathouse "
                        "instead",
                        "ev_34",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Corwin Pellegrino contacted the desk to cancel the Aldermoot Rowing Club's "
                    "spring gala on April 25, because the regatta was moved to that weekend.",
                    "ev_2",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "The agent explained that the club had paid $6,100 and that, 45 days "
                        "out, the cancellation fee is half the $3,200 room fee, leaving $4,500 to "
                        "be returned.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Corwin turned down the agent's offer to apply the $4,500 as a credit "
                        "toward the autumn awards dinner and asked for a refund to the card "
                        "instead.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "After his yes, the gala was cancelled under CXL-6631, with the $1,600 "
                        "fee kept.",
                        "ev_21",
                        "ev_24",
                        "ev_29",
                        "ev_34",
                    ),
                    it(
                        "The refund to his Visa ending 6604 then failed because the card is "
                        "closed, so the $4,500 has not been sent.",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "His request to waive the $1,600 fee was declined, since it is set by "
                        "the contract's cancellation terms.",
                        "ev_18",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it(
                        "Corwin has just asked whether the refund could be mailed as a check to "
                        "the boathouse instead, since the club switched banks in January.",
                        "ev_34",
                        "ev_35",
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
                it("Refund $4,500.00 issued to Visa ****6604", "ev_21", "ev_31"),
                "false_status:failed_call",
                "issued to Visa ****6604",
                "the refund call (act_23) is executed in the ledger but its result is an error: "
                "the card is closed and the $4,500.00 was not sent (ev_33, ev_34)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After his yes, the autumn awards dinner was cancelled under CXL-6631, with "
                    "the $1,600 fee kept.",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                    "ev_34",
                ),
                "false_status:other_target",
                "the autumn awards dinner was cancelled",
                "the cancellation (act_22) is of the spring gala EVT-50455 (ev_29); the awards "
                "dinner EVT-50456 was to stay untouched (ev_18) and is unchanged (ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "EVT-50455 cancellation declined by him once the fee waiver was refused; "
                    "gala still on",
                    "ev_18",
                    "ev_21",
                ),
                "false_status:other_status",
                "cancellation declined by him",
                "he said yes (ev_24) and the cancellation (act_22) was executed: CXL-6631, "
                "status cancelled (ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The refund to his Visa ending 6604 then failed because the card is closed, "
                    "so the $6,100 has not been sent.",
                    "ev_33",
                    "ev_34",
                ),
                "wrong_amount",
                "the $6,100 has not been sent",
                "the refund is $4,500.00 (ev_21, ev_33); $6,100 is what the club had paid in all "
                "(ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After his yes, the gala was cancelled under CXL-6613, with the $1,600 fee "
                    "kept.",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                    "ev_34",
                ),
                "wrong_id",
                "CXL-6613",
                "the cancellation is CXL-6631 (ev_29, ev_34)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Credit on the awards dinner, not a refund to the card (same budget)",
                    "ev_18",
                ),
                "inverted_constraint",
                "Credit on the awards dinner, not a refund to the card",
                'he said "refund it, to the card. NOT a credit on the awards dinner, different '
                'budget" (ev_18)',
            ),
        ],
    },
    "venue-permit@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ezra Quintero (CL-41277, Fenwick & Daughters Hardware): city permits for "
                    "the store's 30th, EVT-51190, Sat 7/11/2026, Quince Garden, 2-8 pm, live band",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "Noise permit application NP-2026-0418 submitted after his yes: amplified "
                        "live music 4:00-7:00 pm on 7/11; $120 city fee charged to Visa ****9127",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Status: under review with the City of Aldermoot Office of Special "
                        "Events, decision expected by 4/1; not granted yet",
                        "ev_26",
                        "ev_28",
                    ),
                    it("Food truck dropped: no street-use permit ($210)", "ev_17", "ev_18"),
                    it(
                        "Confetti cannon not allowed in the garden; petals instead",
                        "ev_29",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Band stops before 7 pm: promised the neighbors on Quarry Lane", "ev_18"),
                ],
                next_steps=[
                    it(
                        "Hold off confirming amplified sound with the band until the city decides",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ezra Quintero wanted to know what the city requires for the live band at "
                    "his store's 30th anniversary party in the Quince Garden on July 11, 2026.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent suggested applying for amplified music until 8 pm, the end of "
                        "the booking, but Ezra preferred 4 to 7 pm, so the application was "
                        "submitted for those hours.",
                        "ev_17",
                        "ev_18",
                        "ev_20",
                        "ev_26",
                    ),
                    it(
                        "The noise permit application (NP-2026-0418) appears to be under review "
                        "by the city's Office of Special Events, with a decision expected around "
                        "April 1; it has not been granted yet.",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "The $120 city fee seems to have been charged to his Visa ending 9127.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The band apparently has to stop before 7 pm, a promise made to the "
                        "neighbors on Quarry Lane.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "He decided against the food truck, which would have needed a separate "
                        "$210 street-use permit.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "His request for a confetti cannon was turned down, as the garden does "
                        "not allow confetti; he will likely use flower petals instead.",
                        "ev_29",
                        "ev_30",
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
                    "Status: permit granted by the City of Aldermoot Office of Special Events "
                    "for 4-7 pm",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "permit granted",
                "apply_noise_permit (act_21) only submitted the application: the result says "
                "under_review, decision expected by April 1 (ev_26), and the agent says it isn't "
                "granted yet (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Street-use permit for the food truck on Quarry Lane applied for ($210)",
                    "ev_17",
                    "ev_18",
                ),
                "false_status:no_such_action",
                "applied for ($210)",
                "the ledger holds no street-use permit action; he said to forget the food truck "
                "(ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The noise permit application (NP-2026-0418) appears to be under review by "
                    "the city's Office of Special Events, with a decision expected around April "
                    "15; it has not been granted yet.",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "April 15",
                "the decision is expected by April 1, 2026 (ev_26, ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Noise permit application NP-2026-0418 submitted after his yes: amplified "
                    "live music 4:00-8:00 pm on 7/11; $120 city fee charged to Visa ****9127",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_value:time",
                "4:00-8:00 pm",
                "the application is for 4:00 to 7:00 pm (ev_20, ev_26); 8 pm was the agent's "
                "suggestion, which he did not take (ev_17, ev_18)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The band apparently may play past 7 pm, since the neighbors on Quarry Lane "
                    "were told in advance.",
                    "ev_18",
                ),
                "inverted_constraint",
                "may play past 7 pm",
                "he said the band stops before 7, as promised to the neighbors on Quarry Lane "
                "(ev_18)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[1]",
                it(
                    "His request for a confetti cannon was turned down, as the garden does not "
                    "allow confetti; he will likely use flower petals instead.",
                    "ev_20",
                    "ev_26",
                ),
                "unsupported_ref",
                "confetti cannon was turned down",
                "the cited events are the permit confirmation and its result, which say nothing "
                "of confetti; the request, the refusal and the petals are ev_29 to ev_31",
            ),
        ],
    },
}
