"""Hand-written candidate summaries, part 6: budget@m16, cancel@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "printshop-budget@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Rasmus Tealby (Stennet Cove Choral Society, BA-5562): ~400 concert "
                    "programmes + 30 posters for the Sat 4/10 concert, max $900 all in",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "RUN-61529 placed after his yes: 30 A2 posters ($81.00) then 400 12pp "
                        "programmes on 130gsm silk ($755.00), both rush; collected; $836.00 on "
                        "Mastercard ****4470. Not yet reported to him",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                    ),
                    it(
                        "Posters ready 4/7, programmes 4/9; proofs PRF-3340 / PRF-3341 to "
                        "approve first",
                        "ev_30",
                    ),
                    it(
                        "130gsm silk programmes, not the agent's 150gsm matte ($885.00; "
                        "$1,001.00 all in)",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("No more than $900 all in (charity)", "ev_2"),
                    it("Posters first: they go up around town this week", "ev_16"),
                ],
                rejected=[
                    it(
                        "$871.00 version with $35.00 delivery to the Quayside Assembly Rooms: "
                        "rejected, he'll collect",
                        "ev_19",
                        "ev_21",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Rasmus Tealby contacted the shop on behalf of the Stennet Cove Choral "
                    "Society to order programmes and posters for the spring concert on "
                    "Saturday, April 10, on a budget of no more than $900.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Because standard turnaround would only finish on Monday, April 12, the "
                        "agent quoted everything with the rush service: $755.00 for 400 "
                        "programmes on 130gsm silk, $885.00 on 150gsm matte, and $81.00 for the "
                        "30 posters.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Rasmus chose the silk programmes to stay under his budget, although "
                        "the agent had said the matte would feel more substantial.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "After he confirmed the corrected order, run RUN-61529 was placed for "
                        "$836.00 on his Mastercard ending 4470, with the posters printed first "
                        "(ready Wednesday, April 7) and the programmes ready on Friday, April "
                        "9; he will collect everything.",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "He asked for the posters to be printed first, since they need to go "
                        "up around town this week.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "The first version of the order included $35.00 delivery to the "
                        "Quayside Assembly Rooms, for $871.00; Rasmus dropped the delivery and "
                        "said he would collect instead.",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent has yet to tell Rasmus that the order went through and that "
                        "proofs PRF-3340 and PRF-3341 are waiting for his approval.",
                        "ev_30",
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
                    "After he confirmed, run RUN-61529 was placed for $871.00 including "
                    "delivery to the Quayside Assembly Rooms, with the posters printed first "
                    "(ready Wednesday, April 7) and the programmes ready on Friday, April 9.",
                    "ev_19",
                    "ev_26",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "$871.00 including delivery to the Quayside Assembly Rooms",
                "the order with delivery (act_20, $871.00) was rejected by his correction "
                "(ev_21, ev_23); the order placed, act_25, is collected, $836.00 (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Corrected order (30 A2 posters $81.00 + 400 silk programmes $755.00, rush, "
                    "collected, $836.00) not placed: he backed out over the budget",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "false_status:other_status",
                "not placed: he backed out over the budget",
                "he said yes (ev_26) and place_run_order act_25 executed: RUN-61529 is placed "
                "and charged (ev_29, ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Because standard turnaround would only finish on Monday, April 12, the "
                    "agent quoted everything with the rush service: $755.00 for 400 programmes "
                    "on 130gsm silk, $885.00 on 150gsm matte, and $73.80 for the 30 posters.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$73.80 for the 30 posters",
                "the posters with rush are $81.00 ($28.80 + $45.00 + $7.20, ev_13, ev_15); "
                "$73.80 leaves out the rush",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Posters ready 4/8, programmes 4/9; proofs PRF-3340 / PRF-3341 to approve "
                    "first",
                    "ev_30",
                ),
                "wrong_date",
                "Posters ready 4/8",
                "the posters are ready on April 7 (ev_19, ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("Programmes first, posters after", "ev_16"),
                "inverted_constraint",
                "Programmes first, posters after",
                "he asked for the posters first (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Rasmus said the matte would feel more substantial, but chose the silk "
                    "programmes to stay under his budget.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Rasmus said the matte would feel more substantial",
                "the agent said the matte feels more substantial (ev_15); Rasmus chose silk "
                "(ev_16)",
            ),
        ],
    },
    "printshop-cancel@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Saskia Dunphail (Ribblesford Estate Agents, BA-3840): cancel the duplicate "
                    "brochure run her colleague Fergal placed, keep hers",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "RUN-61388 (Fergal Moultrie's, placed Fri 4/2, 1,000 A4 brochures, "
                        "$312.00) cancelled after her yes: CXL-0452; $267.00 back to Mastercard "
                        "****1836 within 5 working days, $45.00 setup kept",
                        "ev_13",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Her run RUN-61391 (placed Mon 4/5, proof PRF-3305 approved) "
                        "unaffected; prints Wed 4/7",
                        "ev_13",
                        "ev_15",
                        "ev_25",
                    ),
                ],
                constraints=[it("Cancel only Fergal's run; keep hers", "ev_2")],
                rejected=[
                    it(
                        "Waiving the $45 setup fee: refused, the proof was already made",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Turning Fergal's run into the monthly lettings flyers (agent's offer): "
                        "declined",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "She asks whether only she can place orders on the account from now on",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Saskia Dunphail from Ribblesford Estate Agents wants to cancel a duplicate "
                    "order of property brochures placed by her colleague Fergal and keep her "
                    "own.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The agent found two identical runs of 1,000 A4 property brochures at "
                        "$312.00 each: RUN-61388, placed by Fergal Moultrie on April 2, and "
                        "RUN-61391, placed by Saskia on April 5.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Fergal's run RUN-61388 was cancelled under cancellation CXL-0452. "
                        "$267.00 will be refunded to her Mastercard ending 1836 within 5 "
                        "working days, and the $45.00 setup fee is kept.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Her own run RUN-61391 is unchanged and prints tomorrow, April 7.",
                        "ev_15",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "Saskia asked for the $45.00 setup fee to be waived; the agent refused "
                        "because the proof for that run had already been made.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "The agent offered to turn Fergal's run into the monthly lettings "
                        "flyers instead; Saskia declined.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "She has asked whether the account can be set so that only she can "
                        "place orders.",
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
                    "RUN-61391 (placed Mon 4/5, 1,000 A4 brochures, $312.00) cancelled after "
                    "her yes: CXL-0452; $267.00 back to Mastercard ****1836 within 5 working "
                    "days, $45.00 setup kept",
                    "ev_13",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_target",
                "RUN-61391 (placed Mon 4/5",
                "the run cancelled is Fergal's RUN-61388 (act_18, ev_23); her RUN-61391 is "
                "unaffected (ev_23, ev_25)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The $45.00 setup fee was then waived as a goodwill gesture.",
                    "ev_16",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "was then waived",
                "the agent refused to waive the fee (ev_17) and the fee is kept (ev_23); the "
                "ledger holds no waiver",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Fergal's run RUN-61388 was cancelled under cancellation CXL-0452. $312.00 "
                    "will be refunded to her Mastercard ending 1836 within 5 working days.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "$312.00 will be refunded",
                "the refund is $267.00, the $45.00 setup fee being kept (ev_23, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "RUN-61388 (Fergal Moultrie's, placed Fri 4/2, 1,000 A4 brochures, "
                    "$312.00) cancelled after her yes: CXL-0425; $267.00 back to Mastercard "
                    "****1836 within 5 working days, $45.00 setup kept",
                    "ev_13",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "CXL-0425",
                "the cancellation is CXL-0452 (ev_23, ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Her run RUN-61391 (placed Mon 4/5, proof PRF-3305 approved) unaffected; "
                    "prints Thu 4/8",
                    "ev_13",
                    "ev_15",
                    "ev_25",
                ),
                "wrong_date",
                "prints Thu 4/8",
                "her run prints tomorrow, Wednesday, April 7 (ev_13, ev_15, ev_25)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[1]",
                it(
                    "The agent offered to turn Fergal's run into the monthly lettings flyers "
                    "instead; Saskia declined.",
                    "ev_2",
                    "ev_7",
                ),
                "unsupported_ref",
                "monthly lettings flyers",
                "ev_2 and ev_7 are her request and the account lookup; the offer is in ev_15 "
                "and her refusal in ev_16",
            ),
        ],
    },
}
