"""Hand-written candidate summaries, part 3: travel@m14, travel@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "expenses-travel@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Tobias Wren (E-27741): pre-approval for the Kestrow Light Rail workshop "
                    "(PRJ-4402, 4/14-16) plus a cash advance",
                    "ev_2",
                    "ev_4",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "TR-11845 submitted after his yes: 4/13 → 4/16, 3 nights Harbour Lane "
                        "($176/night), FL-2 10:45 ($356, non-refundable) first, FL-1 7:10 "
                        "($412) backup; est. $1,184.00. Status pending_manager_approval (Anika "
                        "Vastrup); travel desk books only after approval. Not yet told to him",
                        "ev_15",
                        "ev_18",
                        "ev_23",
                    ),
                    it(
                        "$400 advance: call FAILED (advance_blocked): ADV-0917, $300.00 from "
                        "1/12/2026, still open and must be settled first. No advance issued; "
                        "not yet told to him",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Cheaper flight first (FL-2), the 7:10 only as backup",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's suggestion of the refundable FL-1 as first choice: declined",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it(
                        "Report TR-11845 as pending Anika's approval and explain the blocked "
                        "advance (ADV-0917)",
                        "ev_23",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Tobias Wren appears to need travel pre-approval for the Kestrow workshop "
                    "on April 14-16, and he also asked for a cash advance.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The travel request seems to have gone in as TR-11845 for April 13 to "
                        "16, with an estimate of $1,184.00; it is apparently waiting for his "
                        "manager Anika Vastrup's approval, and nothing should be booked before "
                        "then.",
                        "ev_15",
                        "ev_18",
                        "ev_23",
                    ),
                    it(
                        "The $400.00 advance does not appear to have been issued: the call was "
                        "refused because an earlier advance, ADV-0917 ($300.00), is still open.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "He seems to prefer the cheaper 10:45 flight ($356.00) as first choice, "
                        "with the 7:10 flight only as a backup.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "Neither the pending request nor the failed advance has been explained "
                        "to Tobias yet.",
                        "ev_23",
                        "ev_27",
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
                    "The $400.00 advance appears to have been issued against the trip, so he "
                    "should not need his card for it.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:failed_call",
                "appears to have been issued",
                "request_cash_advance act_17 executed but its result is an error, "
                "advance_blocked by the open ADV-0917 (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "TR-11845 approved after his yes: 4/13 → 4/16, 3 nights Harbour Lane "
                    "($176/night), FL-2 10:45 ($356, non-refundable) first, FL-1 7:10 ($412) "
                    "backup; est. $1,184.00. Travel desk can book now. Not yet told to him",
                    "ev_15",
                    "ev_18",
                    "ev_23",
                ),
                "false_status:wrong_effect",
                "TR-11845 approved",
                "submit_travel_request act_16 only submitted the request: it is "
                "pending_manager_approval with Anika Vastrup, and the desk books after "
                "approval (ev_23)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Refundable 7:10 (FL-1) first, the cheaper FL-2 only as backup",
                    "ev_13",
                    "ev_15",
                ),
                "inverted_constraint",
                "Refundable 7:10 (FL-1) first",
                "he asked for the cheaper flight first and the 7:10 only as backup (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The travel request seems to have gone in as TR-11845 for April 13 to 16, "
                    "with an estimate of $1,240.00; it is apparently waiting for his manager "
                    "Anika Vastrup's approval, and nothing should be booked before then.",
                    "ev_15",
                    "ev_18",
                    "ev_23",
                ),
                "wrong_amount",
                "$1,240.00",
                "the estimate is $1,184.00 (ev_15, ev_23); $1,240.00 would be with FL-1's "
                "$412.00 fare",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The $400.00 advance does not appear to have been issued: the call was "
                    "refused because an earlier advance, ADV-0971 ($300.00), is still open.",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "ADV-0971",
                "the open advance is ADV-0917 (ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "TR-11845 submitted after his yes: 4/13 → 4/16, 2 nights Harbour Lane "
                    "($176/night), FL-2 10:45 ($356, non-refundable) first, FL-1 7:10 ($412) "
                    "backup; est. $1,184.00. Status pending_manager_approval (Anika Vastrup); "
                    "travel desk books only after approval. Not yet told to him",
                    "ev_15",
                    "ev_18",
                    "ev_23",
                ),
                "wrong_value:nights",
                "2 nights Harbour Lane",
                "the request is for 3 nights, April 13 to 16 (ev_13, ev_15, ev_16)",
            ),
        ],
    },
    "expenses-travel@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Tobias Wren came to get his April trip to the Kestrow Light Rail workshop "
                    "pre-approved and to ask for a cash advance.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His pre-approval request, TR-11845, was submitted and is now waiting "
                        "for Anika Vastrup to approve it, with the cheaper 10:45 flight as "
                        "first choice and the 7:10 as backup.",
                        "ev_13",
                        "ev_23",
                        "ev_32",
                    ),
                    it(
                        "The $400.00 advance could not be issued because his January advance, "
                        "ADV-0917 for $300.00, is still open, and the agent told him so.",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "Tobias then dropped the advance altogether and said he would use his "
                        "card instead.",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to settle ADV-0917 by netting it against his draft "
                        "report ER-70402 ($512.30), which would then have paid him $212.30, but "
                        "Tobias declined because that report is not finished.",
                        "ev_30",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "When he asked the agent to have the travel desk hold a seat on the "
                        "10:45 flight, the agent explained that nothing can be held or booked "
                        "until Anika approves TR-11845.",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it(
                        "He has just asked how long Anika usually takes to approve.",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "tobias wren - preapproval kestrow workshop apr 14-16 + cash advance",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "TR-11845 submitted, pending anika vastrup approval. fl-2 10:45 $356 "
                        "first, fl-1 7:10 $412 backup, 4/13-4/16",
                        "ev_15",
                        "ev_23",
                        "ev_32",
                    ),
                    it(
                        "advance $400 failed - ADV-0917 ($300, jan) still open. told him. he "
                        "dropped the advance, will use card",
                        "ev_27",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("don't touch ER-70402, not finished", "ev_33"),
                ],
                rejected=[
                    it(
                        "netting ADV-0917 vs ER-70402 (would pay $212.30) - offered by agent, "
                        "declined",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "hold a seat on the 10:45 now - refused, nothing booked before approval",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it("how long does anika usually take? - not answered", "ev_35"),
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
                    "His pre-approval request, TR-11845, was turned down, even though it had "
                    "the cheaper 10:45 flight as first choice and the 7:10 as backup.",
                    "ev_13",
                    "ev_23",
                    "ev_32",
                ),
                "false_status:other_status",
                "was turned down",
                "submit_travel_request act_16 executed and TR-11845 is pending Anika "
                "Vastrup's approval (ev_23, ev_32); nothing was turned down",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("seat on fl-2 10:45 held by travel desk till approval", "ev_33", "ev_34"),
                "false_status:no_such_action",
                "held by travel desk",
                "the ledger holds no hold; he asked (ev_33) and the agent refused: nothing is "
                "held or booked before approval (ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Tobias offered to settle ADV-0917 by netting it against his draft report "
                    "ER-70402 ($512.30), which would then have paid him $212.30, but then "
                    "decided against it because that report is not finished.",
                    "ev_30",
                    "ev_32",
                    "ev_33",
                ),
                "misattributed_decision",
                "Tobias offered to settle ADV-0917",
                "the agent offered the netting (ev_32); Tobias declined it (ev_33)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "netting ADV-0917 vs ER-70402 (would pay $112.30) - offered by agent, declined",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_amount",
                "would pay $112.30",
                "ER-70402's $512.30 less ADV-0917's $300.00 is $212.30 (ev_32)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "TR-11845 submitted, pending anika vastrup approval. fl-2 10:45 $356 first, "
                    "fl-1 7:10 $412 backup, 4/14-4/16",
                    "ev_15",
                    "ev_23",
                    "ev_32",
                ),
                "wrong_date",
                "4/14-4/16",
                "the trip submitted runs April 13 to 16 (ev_13, ev_15); April 14-16 are the "
                "workshop days (ev_2)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The $400.00 advance could not be issued because his January advance, "
                    "ADV-0917 for $300.00, is still open, and the agent told him so.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "ADV-0917 for $300.00",
                "ev_2 is his request and ev_4 his employee record; the failure and ADV-0917 "
                "are in ev_27 and ev_32",
            ),
        ],
    },
}
