"""Hand-written candidate summaries, part 1: cancel@m18, missing@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "fooddelivery-cancel@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Renata Osei (CU-58210): cancel scheduled Bellweather order FD-4472108",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "FD-4472108 (Bellweather Bakery & Café, Fri Nov 14 8:30 AM, $100.20) "
                        "cancelled after her yes → RF-903317, $100.20 to Visa ****2286, 3-5 "
                        "business days",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Free cancellation (>24h before slot); reschedule (up to 14 days ahead) "
                        "offered, declined: 'no idea when it's happening'",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Do NOT touch tonight's Lotus Garden Thai order FD-4471920 (preparing, "
                        "ETA 6:50 PM, $38.65)",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it("Confirm cancellation + refund RF-903317 to Renata", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Renata Osei contacted support to cancel her office breakfast order from "
                    "Bellweather Bakery & Café, which was scheduled for Friday.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "After verifying her by email, the agent found two active orders: "
                        "tonight's Lotus Garden Thai order FD-4471920 ($38.65, being prepared) "
                        "and the Bellweather order FD-4472108 ($100.20, scheduled for Friday, "
                        "November 14 at 8:30 AM).",
                        "ev_4",
                        "ev_6",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Because it was more than 24 hours ahead, cancelling was free; the agent "
                        "offered to reschedule instead, but Renata said to just cancel since she "
                        "doesn't know when the meeting will happen.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "She confirmed, and the agent cancelled FD-4472108. The system returned "
                        "refund RF-903317 for the full $100.20 to her Visa ending 2286, expected "
                        "in 3-5 business days.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("She was clear that tonight's Thai order must not be touched.", "ev_13"),
                ],
                next_steps=[
                    it(
                        "The agent still needs to tell Renata that the cancellation went through "
                        "and give her the refund details.",
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
                "decisions[0]",
                it(
                    "FD-4471920 (Lotus Garden Thai, tonight, $38.65) cancelled after her yes → "
                    "RF-903317, refund to Visa ****2286, 3-5 business days",
                    "ev_12",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "FD-4471920 (Lotus Garden Thai, tonight, $38.65) cancelled",
                "cancel_order (act_21, executed) cancelled the Bellweather order FD-4472108 "
                "(ev_24, ev_26); tonight's Lotus Garden order FD-4471920 is the one she said not "
                "to touch (ev_13) and no action was taken on it",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Free cancellation (>24h before slot); reschedule also set up (up to 14 days "
                    "ahead) for when the meeting is rebooked",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "reschedule also set up",
                "the agent only offered to reschedule (ev_18) and Renata said to just cancel "
                "(ev_19); the ledger holds no rescheduling action, only the cancellation (act_21)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "FD-4472108 (Bellweather Bakery & Café, Fri Nov 14 8:30 AM, $100.20) "
                    "cancelled after her yes → RF-903317, $91.20 to Visa ****2286, 3-5 business "
                    "days",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$91.20",
                "the refund is the full $100.20 (ev_20, refund_amount 100.2 in ev_26); $91.20 "
                "is the total without the $9.00 tip",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("She asked for tonight's Thai order to be cancelled as well.", "ev_13"),
                "inverted_constraint",
                "tonight's Thai order to be cancelled as well",
                "she said 'do NOT touch tonight's thai, we're starving' (ev_13); only the "
                "Bellweather order was to be cancelled",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Renata asked for the refund to go back to her Visa ending 2286 rather than "
                    "as account credit.",
                    "ev_18",
                    "ev_20",
                    "ev_26",
                ),
                "misattributed_decision",
                "Renata asked for the refund to go back to her Visa ending 2286",
                "the Visa ending 2286 is the original payment, where the cancellation terms and "
                "the agent sent the refund (ev_16, ev_18, ev_20); Renata never spoke about where "
                "the refund should go",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After verifying her by email, the agent found two active orders: tonight's "
                    "Lotus Garden Thai order FD-4471920 ($38.65, being prepared) and the "
                    "Bellweather order FD-4472108 ($100.20, scheduled for Thursday, November 13 "
                    "at 8:30 AM).",
                    "ev_4",
                    "ev_6",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_date",
                "Thursday, November 13",
                "FD-4472108 is scheduled for Friday, November 14 at 8:30 AM (ev_10, ev_12); "
                "2025-11-13 08:30 is only the end of free cancellation (ev_16)",
            ),
        ],
    },
    "fooddelivery-missing@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Jonah Feldmann (CU-61907): 2 garlic naan missing from today's Saffron Lane "
                    "order FD-4473356",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Orders: FD-4473356 (delivered 7:12 PM, $61.84, 2 × garlic naan @ $4.50) "
                        "vs FD-4461029 (Nov 5, $44.10); only today's affected, rest of it arrived",
                        "ev_10",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "Card refund $9.00 → Visa ****7730 proposed; Jonah rejected it (card "
                        "being replaced next week), asked for account credit",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "refund_items executed as account credit: RF-903402, $9.00, credit "
                        "balance $9.00, applied automatically at checkout; reported to him",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("Credit to the Larkbite account, not the Visa ****7730", "ev_15", "ev_17"),
                    it("Item refunds exclude delivery + service fees", "ev_15"),
                ],
                open_threads=[
                    it("Agent asked whether he needs anything else", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Jonah Feldmann seems to want compensation for two garlic naan missing from "
                    "today's Saffron Lane Indian Kitchen order.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The affected order appears to be FD-4473356 (delivered at 7:12 PM, "
                        "$61.84), not his earlier order FD-4461029 from November 5.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "He turned down a $9.00 refund to his Visa ending 7730, apparently because "
                        "that card is being replaced next week, and asked for account credit "
                        "instead.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The $9.00 was then issued as Larkbite account credit (refund RF-903402), "
                        "which seems to bring his credit balance to $9.00.",
                        "ev_22",
                        "ev_26",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "He would like the money as account credit rather than back on his card.",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "It looks like the agent is waiting to hear whether Jonah needs anything "
                        "else.",
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
                it(
                    "refund_items executed: RF-903402, $9.00 back to Visa ****7730 (3-5 business "
                    "days); reported to him",
                    "ev_15",
                    "ev_22",
                    "ev_26",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "$9.00 back to Visa ****7730",
                "the refund to the Visa (act_16) was rejected by his correction (ev_17, ev_19); "
                "the executed refund (act_21) went to account credit (ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The $9.00 was then issued as Larkbite account credit against his earlier "
                    "order FD-4461029 (refund RF-903402), which seems to bring his credit "
                    "balance to $9.00.",
                    "ev_12",
                    "ev_22",
                    "ev_26",
                    "ev_29",
                ),
                "false_status:other_target",
                "against his earlier order FD-4461029",
                "the executed refund (act_21) is on today's order FD-4473356 (ev_24, ev_26); "
                "nothing was done on FD-4461029 from November 5",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "refund_items executed as account credit: RF-903402, $4.50, credit balance "
                    "$4.50, applied automatically at checkout; reported to him",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_29",
                ),
                "wrong_amount",
                "RF-903402, $4.50",
                "$4.50 is the price of one naan; the credit is $9.00 for both, and the balance "
                "is $9.00 (ev_26, ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The affected order appears to be FD-4473536 (delivered at 7:12 PM, $61.84), "
                    "not his earlier order FD-4461029 from November 5.",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_id",
                "FD-4473536",
                "today's order is FD-4473356 (ev_10, ev_12); FD-4473536 has two digits swapped",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[2]",
                it(
                    "Jonah wants the credit applied automatically at his next checkout",
                    "ev_20",
                    "ev_29",
                ),
                "misattributed_decision",
                "Jonah wants the credit applied automatically",
                "that the credit applies automatically at checkout is the agent's description of "
                "how account credit works (ev_20, ev_29); Jonah asked for nothing about it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The request for $9.00 in account credit seems to have been declined by the "
                    "system, so no credit was issued.",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:other_status",
                "declined by the system, so no credit was issued",
                "refund_items (act_21) executed and completed: RF-903402, $9.00 of account "
                "credit, balance $9.00 (ev_26), as the agent reported (ev_29)",
            ),
        ],
    },
}
