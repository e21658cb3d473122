"""Hand-written candidate summaries, part 4: quote@m28, manager@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "garden-quote@m28": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "New turf was requested by Clemency Pennecott for the front lawn at 31 Sluice "
                    "St, Wrayburn.",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The front lawn returf (24 m², $542.00 in total) was booked as "
                        "JB-26-1150 for Friday, March 27; the back lawn was left out at her "
                        "request.",
                        "ev_15",
                        "ev_20",
                        "ev_28",
                    ),
                    it(
                        "After the Mastercard ending 6641 was declined, the $135.50 deposit was "
                        "charged to her Visa ending 2208 (DP-80214), and the job was confirmed.",
                        "ev_32",
                        "ev_34",
                        "ev_43",
                        "ev_50",
                    ),
                    it(
                        "A turf order, QN-77302, was sent to Quillfern Nursery for delivery on "
                        "March 27, but the delivery date has not yet been confirmed by the "
                        "nursery.",
                        "ev_35",
                        "ev_48",
                        "ev_50",
                    ),
                ],
                constraints=[it("A limit of $600 all in was set by her.", "ev_15")],
                open_threads=[
                    it(
                        "She was told that $406.50 remains due after the job; she has asked "
                        "whether someone will ring her if the date changes.",
                        "ev_50",
                        "ev_51",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Clemency Pennecott (CL-42306) returfing the front lawn only at 31 Sluice St "
                    "(PR-9112), ≤$600 all in",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "JB-26-1150: front 24 m² @ $18 + 1 load $65 + $45 call-out = $542; Fri "
                        "3/27/2026; confirmed once the deposit was paid",
                        "ev_20",
                        "ev_28",
                        "ev_43",
                    ),
                    it(
                        "Deposit DP-80214 $135.50 paid on Visa ****2208 after Mastercard "
                        "****6641 was declined; balance $406.50 due after the job",
                        "ev_32",
                        "ev_34",
                        "ev_43",
                    ),
                    it(
                        "Turf order QN-77302 → Quillfern Nursery, 24 m², delivery requested "
                        "3/27: awaiting the nursery's confirmation (within 1 business day); "
                        "the desk moves the job with her if they can't deliver",
                        "ev_46",
                        "ev_48",
                        "ev_50",
                    ),
                ],
                rejected=[
                    it(
                        "Front + back together ($1,356, agent's suggestion): declined",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked if someone will ring her if the date changes; unanswered",
                        "ev_51",
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
                    "A turf order, QN-77302, was placed with Quillfern Nursery, and delivery "
                    "was confirmed by the nursery for March 27.",
                    "ev_35",
                    "ev_48",
                    "ev_50",
                ),
                "false_status:wrong_effect",
                "delivery was confirmed by the nursery for March 27",
                "order_turf act_37 only sent the order: its status is "
                "awaiting_nursery_confirmation (ev_48) and the agent said the nursery hasn't "
                "confirmed the date (ev_50)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Deposit DP-80214 $135.50 paid on Mastercard ****6641; balance $406.50 due "
                    "after the job",
                    "ev_32",
                    "ev_34",
                    "ev_43",
                ),
                "false_status:failed_call",
                "paid on Mastercard ****6641",
                "the charge on Mastercard ****6641 (act_22) failed, card declined (ev_32); "
                "DP-80214 was paid on Visa ****2208 (ev_43)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After the Mastercard ending 6641 was declined, the $135.50 deposit was "
                    "charged to her Visa ending 2208 (DP-80241), and the job was confirmed.",
                    "ev_32",
                    "ev_34",
                    "ev_43",
                    "ev_50",
                ),
                "wrong_id",
                "DP-80241",
                "the deposit id is DP-80214 (ev_43, ev_50)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "She was told that $416.50 remains due after the job; she has asked "
                    "whether someone will ring her if the date changes.",
                    "ev_50",
                    "ev_51",
                ),
                "wrong_amount",
                "$416.50",
                "the balance due after the job is $406.50 (ev_43, ev_50)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The front lawn returf (38 m², $542.00 in total) was booked as JB-26-1150 "
                    "for Friday, March 27; the back lawn was left out at her request.",
                    "ev_15",
                    "ev_20",
                    "ev_28",
                ),
                "wrong_value:area",
                "38 m²",
                "the front lawn is 24 m² (ev_12, ev_20); 38 m² is the back lawn, left out (ev_12)",
                rule="grounding",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Turf order QN-77302 → Quillfern Nursery, 24 m², delivery requested 3/27: "
                    "awaiting the nursery's confirmation (within 1 business day); the desk "
                    "moves the job with her if they can't deliver",
                    "ev_12",
                    "ev_14",
                ),
                "unsupported_ref",
                "Turf order QN-77302",
                "the item cites only the quote (ev_12, ev_14), which holds no turf order, no "
                "QN-77302 and no delivery date; the order is ev_46-ev_50",
            ),
        ],
    },
    "garden-manager@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Fenella Wrexley (Keelbrook Lettings, AG-5520) booking a tidy-up at 27 "
                    "Fulling Lane before a viewing on 3/25",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "JB-26-1162 booked: hedge trim, mow, clear beds at 27 Fulling Lane "
                        "(PR-8103), Mon 3/23; $482 (2 gardeners × 3 h × $62 = $372 + $45 "
                        "call-out + 1 load of green waste $65)",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "Invoiced to Keelbrook Lettings, not the tenant; $120.50 deposit on "
                        "INV-26-3381",
                        "ev_13",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "11 Farrier's Row left until its tenant moves out in May (same-trip "
                        "offer declined)",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "Texting the tenant (503-555-0149) 24 h notice: refused, notice must "
                        "come from the agent; she'll text them herself",
                        "ev_29",
                        "ev_30",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Fenella Wrexley of Keelbrook Lettings needs one of the agency's rental "
                    "houses tidied before a viewing.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She chose 27 Fulling Lane, one of the four properties on the agency "
                        "account, for a hedge trim, mowing and clearing the beds.",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "After she said yes, the agent booked the job as JB-26-1162 for Monday, "
                        "March 23, for $482.00.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "She declined having 11 Farrier's Row done on the same trip, because its "
                        "tenant is moving out in May.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "The work must be finished before the viewing on March 25.",
                        "ev_13",
                        "ev_20",
                    ),
                    it("The bill goes to the agency, not the tenant.", "ev_13"),
                ],
                rejected=[
                    it(
                        "The agent could not text the tenant to give 24 hours' notice; Fenella "
                        "will text them herself.",
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
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After she said yes, the agent booked the job at 11 Farrier's Row as "
                    "JB-26-1162 for Monday, March 23, for $482.00.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:other_target",
                "booked the job at 11 Farrier's Row",
                "book_job act_21 is for 27 Fulling Lane, PR-8103 (ev_20, ev_24); she said to "
                "leave 11 Farrier's Row (ev_19)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Tenant (503-555-0149) texted 24 h notice of the Mon 3/23 visit by the "
                    "desk, as she asked",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:no_such_action",
                "texted 24 h notice of the Mon 3/23 visit by the desk",
                "the desk refused to contact the tenant (ev_30) and the ledger holds no such "
                "action; she will text them herself (ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agent could not book the job for Monday, March 23 yet; the booking is "
                    "still waiting on her confirmation.",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:other_status",
                "could not book the job",
                "she said yes (ev_22) and book_job act_21 was executed: JB-26-1162 is booked "
                "(ev_25, ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Invoiced to the tenant, not Keelbrook Lettings; $120.50 deposit on "
                    "INV-26-3381",
                    "ev_13",
                    "ev_26",
                    "ev_28",
                ),
                "inverted_constraint",
                "Invoiced to the tenant, not Keelbrook Lettings",
                "she said invoice the agency, not the tenant (ev_13); the job bills Keelbrook "
                "Lettings (ev_26)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The agent could not text the tenant to give 24 hours' notice; Fenella "
                    "offered to add the tenant's name to the job so the crew knows who to "
                    "expect.",
                    "ev_29",
                    "ev_30",
                    "ev_31",
                ),
                "misattributed_decision",
                "Fenella offered to add the tenant's name to the job",
                "adding the tenant's name to the job was the agent's offer (ev_30); Fenella "
                "said she'll text them herself (ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "JB-26-1162 booked: hedge trim, mow, clear beds at 27 Fulling Lane "
                    "(PR-8103), Tue 3/24; $482 (2 gardeners × 3 h × $62 = $372 + $45 call-out "
                    "+ 1 load of green waste $65)",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_date",
                "Tue 3/24",
                "the job is on Monday, March 23 (ev_20, ev_26); the 24th was only the other "
                "free day (ev_18)",
            ),
        ],
    },
}
