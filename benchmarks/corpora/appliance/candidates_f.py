"""Hand-written candidate summaries, part 6: cancel@m16, tenant@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "appliance-cancel@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Tobias Wrenfield (CA-50377): cancel Thursday's fridge visit (fixed itself "
                    "after a defrost), keep Monday's washing machine visit",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "JB-260412 (fridge, Thu 12 Mar 12:00-16:00) cancelled after his yes — "
                        "ref CN-4417, fee £0",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "JB-260418 (washer, door won't lock) stays: Mon 16 Mar 08:00-12:00",
                        "ev_11",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("Monday visit to stay — he works from home Mondays", "ev_14"),
                ],
                rejected=[
                    it(
                        "Agent's offer to move the washer visit into Thursday's slot (4 days "
                        "sooner) — declined",
                        "ev_13",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it("Asks if he must empty the drum before Monday — unanswered", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Tobias Wrenfield wants to cancel one of his two booked repair visits, the "
                    "Thursday one for his fridge, and keep the other.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The fridge visit JB-260412 on Thursday 12 March has been cancelled "
                        "with no fee; the cancellation reference is CN-4417.",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "The washing machine visit JB-260418 remains booked for Monday 16 "
                        "March, 8am to 12pm.",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "The agent offered to move the washing machine visit into the Thursday "
                        "slot; Tobias said Monday is fine because he works from home then.",
                        "ev_13",
                        "ev_14",
                    ),
                ],
                constraints=[
                    it(
                        "Cancelling is free until 18:00 the day before the visit; after that "
                        "there is a £25.00 late fee.",
                        "ev_11",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "He wants to know whether he needs to empty the washing machine drum "
                        "before the engineer comes on Monday.",
                        "ev_25",
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
                    "JB-260418 (washer, Mon 16 Mar 08:00-12:00) cancelled after his yes — ref "
                    "CN-4417, fee £0",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:other_target",
                "JB-260418 (washer, Mon 16 Mar 08:00-12:00) cancelled",
                "cancel_visit act_17 cancelled JB-260412, the Thursday fridge visit (ev_17, "
                "ev_22); JB-260418 stays booked (ev_24)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The fridge visit JB-260412 on Thursday 12 March could not be cancelled and "
                    "is still booked.",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:other_status",
                "could not be cancelled and is still booked",
                "cancel_visit act_17 executed: JB-260412 is cancelled, reference CN-4417 "
                "(ev_21, ev_22, ev_24)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Tobias offered to move the washing machine visit into the Thursday slot; "
                    "the agent kept it on Monday because he works from home then.",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "Tobias offered to move the washing machine visit",
                "moving the visit to Thursday was the agent's offer (ev_13); Tobias declined it "
                "(ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "JB-260418 (washer, door won't lock) stays: Tue 17 Mar 08:00-12:00",
                    "ev_11",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_date",
                "Tue 17 Mar",
                "JB-260418 is on Monday 16 March (ev_11, ev_24)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The fridge visit JB-260412 on Thursday 12 March has been cancelled with no "
                    "fee; the cancellation reference is CN-4471.",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_id",
                "CN-4471",
                "the cancellation reference is CN-4417 (ev_22, ev_24)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "JB-260412 (fridge, Thu 12 Mar 12:00-16:00) cancelled after his yes — ref "
                    "CN-4417, late fee £25.00",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_amount",
                "late fee £25.00",
                "the cancellation was free, fee 0.0 (ev_22, ev_24); £25.00 is the late fee "
                "after 18:00 the day before (ev_13)",
            ),
        ],
    },
    "appliance-tenant@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Fenella Osgathorpe, tenant at Flat 5, 2 Brewhouse Yard (landlord Lucan "
                    "Tregidgo, CA-19920): Vessen WM-12 drum grinding, won't spin",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "Quote Q-71962 (likely drum bearings): £55.00 call-out + 5 half hrs "
                        "£110.00 + bearing kit £51.00 = £216.00 + VAT £43.20 = £259.20",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Approval request LA-3094 (£259.20) sent to the landlord after her yes; "
                        "pending his decision, not approved. Reminder 12 Mar; open until Fri "
                        "13 Mar",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("Bill the landlord, not her — it's his machine", "ev_18"),
                    it(
                        "Landlord's limit without approval: £150.00 per job; this one is over",
                        "ev_6",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's offer to book now at her own cost and settle with him — declined",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Asks what happens if he doesn't answer; a week of washing piling up",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Fenella Osgathorpe, who rents a flat from Mr Tregidgo, seems to need her "
                    "washing machine repaired because the drum is grinding and it no longer "
                    "spins.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The repair was quoted at £259.20 including VAT (quote Q-71962), which "
                        "appears to be above the £150.00 her landlord allows without his "
                        "approval.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "With her agreement, an approval request (LA-3094) seems to have been "
                        "emailed to Mr Tregidgo; it is still waiting for his decision and has "
                        "not been approved.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "She was clear that the landlord, not she, should be billed, since it "
                        "is his machine.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's offer to book the repair now at her own cost was "
                        "apparently turned down.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "Once Mr Tregidgo approves, the desk should probably ring Fenella on "
                        "01632 555 0189 to book the visit.",
                        "ev_20",
                        "ev_28",
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
                    "With her agreement, an approval request (LA-3094) was emailed to Mr "
                    "Tregidgo, and he seems to have approved the repair.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "he seems to have approved the repair",
                "request_landlord_approval act_21 only sent the request: its status is "
                "pending_landlord_approval (ev_26) and the agent said it isn't approved yet "
                "(ev_28)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Visit booked meanwhile at her own cost so she isn't left waiting",
                    "ev_17",
                    "ev_18",
                ),
                "false_status:no_such_action",
                "Visit booked meanwhile at her own cost",
                "the agent only offered to book at her own cost (ev_17) and she refused: bill "
                "the landlord (ev_18); no booking exists in the ledger",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She said she would rather be billed herself and settle with the landlord "
                    "later.",
                    "ev_18",
                ),
                "inverted_constraint",
                "rather be billed herself",
                "she said bill the landlord, not me (ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Approval request LA-3094 (£216.00) sent to the landlord after her yes; "
                    "pending his decision, not approved. Reminder 12 Mar; open until Fri 13 Mar",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "LA-3094 (£216.00)",
                "the request is for £259.20 including VAT (ev_26, ev_28); £216.00 is the net "
                "amount",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The repair was quoted at £259.20 including VAT (quote Q-71962), which "
                    "appears to be above the £150.00 her landlord allows without his approval.",
                    "ev_2",
                    "ev_12",
                ),
                "unsupported_ref",
                "£259.20 including VAT",
                "ev_2 is her first message and ev_12 the appliance list; the quote and the "
                "limit are in ev_15 and ev_17",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Landlord's limit without approval: £250.00 per job; this one is over",
                    "ev_6",
                    "ev_17",
                ),
                "wrong_value:approval_limit",
                "£250.00 per job",
                "the landlord's limit is £150.00 per job (ev_6, ev_17)",
            ),
        ],
    },
}
