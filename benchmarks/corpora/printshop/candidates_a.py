"""Hand-written candidate summaries, part 1: agency@m20, agency@m28.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "printshop-agency@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Leander Delaroque (Lanternfield Creative, agency acct BA-5120) rerunning "
                    "the Otterburn Cycles flyers (JB-24108), then cards for Saltmeadow",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "RUN-61452 placed after his yes: 2,000 A5 flyers, 130gsm matte, $183.00 "
                        "($138 print + $45 setup), billed to Lanternfield BA-5120 (net 30); "
                        "proof PRF-3318 sent to l.delaroque@example.com; ready 4/12 if "
                        "approved by 10am 4/7",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "130gsm matte chosen over the agent's 170gsm silk suggestion ($220.00)",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Matte only, no gloss: shop staff write prices on the flyers in marker",
                        "ev_19",
                    ),
                    it(
                        "Invoice the agency, not the brand: all four brands' jobs go on "
                        "Lanternfield's account",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal billing Otterburn Cycles (BA-5127) directly: rejected "
                        "by his correction before anything was placed",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "Saltmeadow (JB-24110): 250 cards for the new head brewer, same design "
                        "with his name; asks whether soft-touch is possible. Not answered yet",
                        "ev_6",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Leander, from the agency Lanternfield Creative, got in touch to rerun the "
                    "flyers of one of the agency's clients, Otterburn Cycles, and to order "
                    "business cards for another client, Saltmeadow Brewing.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "After checking the account, the agent quoted 2,000 double-sided A5 "
                        "flyers on three stocks: $173.00 on 130gsm gloss, $183.00 on 130gsm "
                        "matte and $220.00 on 170gsm silk, each including the $45.00 setup fee.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Leander chose the 130gsm matte stock, turning down the agent's "
                        "suggestion of the heavier silk.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Once he confirmed, the run was placed as RUN-61452 for $183.00 and "
                        "billed to Lanternfield Creative, and proof PRF-3318 was emailed to "
                        "him; nothing will be printed until he approves it.",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "The flyers must not be glossy, because the shop staff write prices on "
                        "them with a marker.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version of the order would have invoiced Otterburn "
                        "Cycles directly; Leander stopped it, explaining that the agency is "
                        "invoiced for all four brands so that Otterburn never sees its "
                        "invoices.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "He has now moved on to the Saltmeadow cards: 250 cards for the "
                        "brewery's new head brewer, and he wants to know whether they can be "
                        "printed on soft-touch stock.",
                        "ev_36",
                    ),
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
                    "Once he confirmed, the run was placed as RUN-61452 for $183.00 and billed "
                    "to Otterburn Cycles' own account (BA-5127), and proof PRF-3318 was emailed "
                    "to him; nothing will be printed until he approves it.",
                    "ev_21",
                    "ev_28",
                    "ev_32",
                    "ev_35",
                ),
                "false_status:ledger_rejected",
                "billed to Otterburn Cycles' own account (BA-5127)",
                "the run billed to BA-5127 (act_22) was rejected by his correction (ev_23, "
                "ev_25); the run he approved and that was placed, act_27, bills the agency "
                "BA-5120 (ev_26, ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "RUN-61452 placed after his yes: 2,000 A5 flyers, 130gsm matte, $173.00 "
                    "($138 print + $45 setup), billed to Lanternfield BA-5120 (net 30); proof "
                    "PRF-3318 sent to l.delaroque@example.com; ready 4/12 if approved by 10am "
                    "4/7",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_35",
                ),
                "wrong_amount",
                "$173.00",
                "the matte run is $183.00 (ev_16, ev_32); $173.00 is the gloss price (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The 250 soft-touch cards for Saltmeadow's new head brewer were then "
                    "ordered as well.",
                    "ev_36",
                ),
                "false_status:no_such_action",
                "were then ordered as well",
                "he has only asked about the Saltmeadow cards (ev_36); the ledger holds no "
                "action for JB-24110 at this boundary",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Gloss only, no matte: shop staff write prices on the flyers in marker",
                    "ev_19",
                ),
                "inverted_constraint",
                "Gloss only, no matte",
                'he said "no glossy this time, matte only" (ev_19)',
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Leander said the 170gsm silk would feel sturdier in the hand, but chose "
                    "the 130gsm matte stock for this run.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Leander said the 170gsm silk would feel sturdier",
                "the agent suggested the silk as sturdier (ev_18); Leander only chose the "
                "matte (ev_19)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "RUN-61452 placed after his yes: 2,000 A5 flyers, 130gsm matte, $183.00 "
                    "($138 print + $45 setup), billed to Lanternfield BA-5120 (net 30); proof "
                    "PRF-3381 sent to l.delaroque@example.com; ready 4/12 if approved by 10am "
                    "4/7",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_35",
                ),
                "wrong_id",
                "PRF-3381",
                "the proof of RUN-61452 is PRF-3318 (ev_32, ev_35)",
            ),
        ],
    },
    "printshop-agency@m28": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "leander (lanternfield creative, BA-5120) - otterburn flyers rerun + "
                    "new cards for saltmeadow's head brewer",
                    "ev_2",
                    "ev_6",
                    "ev_36",
                ),
                decisions=[
                    it(
                        "otterburn flyers RUN-61452 placed: 2000 A5, 130 matte, $183, billed "
                        "to the agency. proof PRF-3318 out",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "saltmeadow cards JB-24110: he said yes to 250 on 400gsm soft-touch, "
                        "$78.50, billed to BA-5120 - not placed yet",
                        "ev_46",
                        "ev_48",
                    ),
                    it(
                        "cards say Torvald Vrieling, Head Brewer, brewery phone as on the others",
                        "ev_44",
                        "ev_46",
                    ),
                ],
                constraints=[
                    it("only torvald's cards, nobody else's redone", "ev_44"),
                    it("invoice the agency not the brand", "ev_23"),
                ],
                rejected=[
                    it(
                        "agent wanted him on 350 matte ($69) to match the team - he said soft "
                        "touch",
                        "ev_43",
                        "ev_44",
                    ),
                ],
                next_steps=[
                    it("place the JB-24110 card run, then send him the proof", "ev_46", "ev_48"),
                    it(
                        "tell him the otterburn proof went to l.delaroque@example.com",
                        "ev_35",
                        "ev_48",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Leander Delaroque of Lanternfield Creative appears to be reordering print "
                    "for two of the agency's client brands: flyers for Otterburn Cycles and "
                    "business cards for Saltmeadow Brewing.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The Otterburn flyer run (RUN-61452, 2,000 A5 flyers on 130gsm matte, "
                        "$183.00) seems to have been placed earlier, billed to the agency.",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "He has agreed to a run of 250 Saltmeadow cards (JB-24110) on 400gsm "
                        "soft-touch for $78.50, billed to Lanternfield, although it does not "
                        "appear to have been placed yet.",
                        "ev_46",
                        "ev_48",
                    ),
                    it(
                        "He apparently preferred the soft-touch stock over the agent's "
                        "suggestion of 350gsm matte at $69.00, which would have matched the "
                        "rest of the team's cards.",
                        "ev_43",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it(
                        "Only the new head brewer's cards should be printed; the other "
                        "Saltmeadow staff cards are probably not to be redone.",
                        "ev_44",
                    ),
                    it(
                        "Invoices are to go to the agency rather than to the brands.",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "He also seems to be asking which email address the Otterburn proof "
                        "was sent to.",
                        "ev_48",
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
                    "The 250 Saltmeadow cards (JB-24110) on 400gsm soft-touch seem to have "
                    "been ordered for $78.50 after he agreed, billed to Lanternfield.",
                    "ev_46",
                    "ev_48",
                ),
                "false_status:pending",
                "seem to have been ordered",
                "place_run_order act_47 is approved by his yes (ev_48, ev_49) but no call has "
                "been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("redo the whole saltmeadow team's cards on soft-touch too", "ev_44"),
                "inverted_constraint",
                "redo the whole saltmeadow team's cards",
                "he said \"only his though, don't redo anyone else's\" (ev_44)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He has agreed to a run of 250 Saltmeadow cards (JB-24110) on 400gsm "
                    "soft-touch for $69.00, billed to Lanternfield, although it does not "
                    "appear to have been placed yet.",
                    "ev_46",
                    "ev_48",
                ),
                "wrong_amount",
                "$69.00",
                "the soft-touch run is $78.50 (ev_41, ev_46); $69.00 is the 350gsm matte price "
                "(ev_43)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "saltmeadow cards JB-24110: he said yes to 500 on 400gsm soft-touch, "
                    "$78.50, billed to BA-5120 - not placed yet",
                    "ev_46",
                    "ev_48",
                ),
                "wrong_value:quantity",
                "500 on 400gsm soft-touch",
                "the run proposed and approved is 250 cards (ev_44, ev_46, act_47)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He has agreed to a run of 250 Tansy Hollow Teas cards (JB-24107) on 400gsm "
                    "soft-touch for $78.50, billed to Lanternfield, although it does not appear "
                    "to have been placed yet.",
                    "ev_6",
                    "ev_46",
                    "ev_48",
                ),
                "false_status:other_target",
                "Tansy Hollow Teas cards (JB-24107)",
                "the run he approved (act_47) is for Saltmeadow Brewing's job JB-24110 (ev_46); "
                "JB-24107 is another of the agency's brands, not acted on (ev_6)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "cards say Torvald Vrieling, Head Brewer, brewery phone as on the others",
                    "ev_6",
                    "ev_13",
                ),
                "unsupported_ref",
                "Torvald Vrieling, Head Brewer",
                "ev_6 and ev_13 are the account lookup and the Otterburn job; the name and "
                "title are in ev_44 and ev_46",
            ),
        ],
    },
}
