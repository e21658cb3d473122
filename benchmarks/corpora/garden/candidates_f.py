"""Hand-written candidate summaries, part 6: waste@m22, cancel@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "garden-waste@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Berenice Vosloo wants the storm debris from her neighbours' willow taken "
                    "away from her garden at 40 Kiln Yard before her daughter's party on "
                    "Saturday.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "After she said yes, the agent booked green-waste removal WR-3390 for "
                        "Thursday, March 19, estimated at $240.00: 3 loads at $65.00 plus the "
                        "$45.00 call-out.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "She declined the agent's offer to chip the branches on site at $40.00 "
                        "a load; she wants everything taken away.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "She is charged after the visit for the loads actually taken, on her "
                        "Mastercard ending 3581.",
                        "ev_19",
                        "ev_25",
                    ),
                ],
                constraints=[it("The waste must be gone before Friday.", "ev_12")],
                rejected=[
                    it(
                        "Her request to waive the $45.00 call-out was refused: on plan "
                        "SP-26-0402 it is only waived on the same day as a plan visit, and her "
                        "next visit is April 1.",
                        "ev_28",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "She also declined moving the removal to April 1 to avoid the call-out, "
                        "because it has to be done before the party.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Berenice Vosloo (CL-43120): storm debris removal at 40 Kiln Yard "
                    "(PR-9460), before Fri",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "WR-3390 booked for Thu 3/19: est. 3 loads × $65 + $45 call-out = $240, "
                        "billed after the visit by loads taken",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                    ),
                    it("Take it all away; on-site chipping ($40/load) declined", "ev_17", "ev_18"),
                ],
                rejected=[
                    it(
                        "Call-out waiver refused: SP-26-0402 waives it only on a plan-visit day "
                        "(next: Wed 4/1)",
                        "ev_28",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Moving the removal to 4/1 to drop the $45: declined, must be before "
                        "the party",
                        "ev_32",
                        "ev_33",
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
                    "The agent offered green-waste removal for Thursday, March 19, estimated "
                    "at $240.00, but it was not booked after the disagreement over the "
                    "call-out.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_status",
                "it was not booked",
                "book_waste_removal act_20 was executed after her yes (ev_21, ev_24): WR-3390 "
                "is booked for March 19 (ev_25, ev_27)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("$45 call-out waived on WR-3390 (plan client)", "ev_28", "ev_32"),
                "false_status:no_such_action",
                "$45 call-out waived on WR-3390",
                "the waiver was refused (ev_32) and the ledger holds no action that waives it",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "After she said yes, the agent booked green-waste removal WR-3390 for "
                    "Thursday, March 19, estimated at $240.00: 2 loads at $65.00 plus the "
                    "$45.00 call-out.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_value:load_count",
                "2 loads",
                "the booking estimates 3 loads (ev_19, ev_20, ev_27)",
                rule="grounding",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "WR-3390 booked for Thu 3/19: est. 3 loads × $65 + $45 call-out = $250, "
                    "billed after the visit by loads taken",
                    "ev_19",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "= $250",
                "the estimate is $240.00 (ev_19, ev_25, ev_27)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("The waste should be collected after Friday, once the party is over.", "ev_12"),
                "inverted_constraint",
                "after Friday, once the party is over",
                "she said it needs to go before Friday, the party is on Saturday (ev_12)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Call-out waiver refused: SP-26-0402 waives it only on a plan-visit day "
                    "(next: Thu 4/2)",
                    "ev_28",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_date",
                "Thu 4/2",
                "her next plan visit is Wednesday, April 1 (ev_30, ev_32)",
            ),
        ],
    },
    "garden-cancel@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Cosmo Ledwith (CL-37761): cancel mowing at his mum's house, 7 Orchard "
                    "Garth (she's in care, house being sold)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "SP-26-0312 (7 Orchard Garth) cancelled: CX-2608, last visit Thu 3/19; "
                        "early-cancellation fee $144 (6 × $48 ÷ 2) on Visa ****7719",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "SP-26-0311, his own (22 Saddler's Hill, weekly, $44): kept as is",
                        "ev_14",
                        "ev_15",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "Last visit 4/2 ($120 fee): rejected, he wants it stopped after "
                        "tomorrow's visit",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Free pause (up to 8 wks), agent's suggestion: declined, the estate "
                        "agent is doing the garden",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Asked if the $144 can go on the invoice after tomorrow's visit "
                        "instead of now; unanswered",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A cancellation of the mowing plan at 7 Orchard Garth was requested by "
                    "Cosmo Ledwith, as his mother has moved into care and the house is being "
                    "sold.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Plan SP-26-0312 was cancelled (CX-2608) with the last visit on "
                        "Thursday, March 19, 2026, and a $144.00 early-cancellation fee is to "
                        "be charged to Visa ****7719.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "His own plan, SP-26-0311 at 22 Saddler's Hill, was left unchanged at "
                        "his request.",
                        "ev_15",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "A first cancellation with the last visit on April 2 and a $120.00 fee "
                        "was rejected, as no mowing is wanted in April.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "A free pause of up to 8 weeks was suggested by the agent but declined.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked whether the $144.00 could be put on the invoice after "
                        "tomorrow's visit instead of being charged now.",
                        "ev_31",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Plan SP-26-0312 was cancelled (CX-2608) with the last visit on Thursday, "
                    "April 2, 2026, and a $120.00 early-cancellation fee is to be charged to "
                    "Visa ****7719.",
                    "ev_17",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "with the last visit on Thursday, April 2, 2026",
                "the cancellation with the last visit on April 2 and a $120.00 fee (act_18) "
                "was rejected by his correction (ev_19, ev_21); CX-2608 (act_23) has the last "
                "visit on March 19 and a $144.00 fee (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "SP-26-0311 (22 Saddler's Hill) cancelled: CX-2608, last visit Thu 3/19; "
                    "early-cancellation fee $144 (6 × $48 ÷ 2) on Visa ****7719",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "SP-26-0311 (22 Saddler's Hill) cancelled",
                "cancel_service_plan act_23 cancelled his mother's plan SP-26-0312 at 7 "
                "Orchard Garth (ev_26, ev_28); his own SP-26-0311 stays active (ev_28, ev_30)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("Fee moved to the invoice after tomorrow's visit, as he asked", "ev_31"),
                "false_status:no_such_action",
                "Fee moved to the invoice after tomorrow's visit",
                "he has only just asked (ev_31); the ledger holds no action that moves the fee",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "Free pause (up to 8 wks): his first idea, dropped; the estate agent is "
                    "doing the garden",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "his first idea",
                "the free pause was the agent's suggestion (ev_14); he said no, cancel it (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "SP-26-0312 (7 Orchard Garth) cancelled: CX-2608, last visit Thu 3/19; "
                    "early-cancellation fee $288 (6 × $48) on Visa ****7719",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$288 (6 × $48)",
                "the fee is half the price of the 6 visits left: $144.00 (ev_22, ev_28, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "His own plan, SP-26-0311 at 22 Saddler's Hill, was left unchanged at his "
                    "request.",
                    "ev_3",
                    "ev_4",
                ),
                "unsupported_ref",
                "SP-26-0311 at 22 Saddler's Hill",
                "the item cites only the agent's request for his phone number and his answer "
                "(ev_3, ev_4), which hold neither plan nor his request; they are in ev_12, "
                "ev_15 and ev_28",
            ),
        ],
    },
}
