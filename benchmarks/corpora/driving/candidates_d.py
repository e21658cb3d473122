"""Hand-written candidate summaries, part 4: swap@m23, refund@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "driving-swap@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Yusra Pennicott (LN-52908): an extra Saturday lesson, and Tuesday's lesson "
                    "moved to Thursday",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Sat 9/5 11:00 lesson (1h, Benedek Harrowby) failed: slot taken by "
                        "another learner; nothing booked, PK-71866 still 5h; reported",
                        "ev_21",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Swap request SW-9016 sent: LS-311204 Tue 9/8 6 pm → Thu 9/10 6 pm; "
                        "awaiting Benedek's acceptance, answer by 9/6; Tuesday stays booked "
                        "until then",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it("£4.00 evening supplement only if he accepts", "ev_36", "ev_38"),
                ],
                constraints=[
                    it("No motorway yet", "ev_19"),
                ],
                rejected=[
                    it("Sunday 9/6 10:00 alternative declined (family day)", "ev_28", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Yusra Pennicott wanted an extra lesson this Saturday and to move next "
                    "Tuesday's lesson to Thursday.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The Saturday, September 5 lesson at 11:00 am could not be booked "
                        "because another learner took the slot first; no hours were used.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "She turned down the Sunday, September 6 alternative because Sundays "
                        "are family days.",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "The agent sent swap request SW-9016 to move lesson LS-311204 from "
                        "Tuesday, September 8 at 6:00 pm to Thursday, September 10 at 6:00 pm. "
                        "Benedek Harrowby has to accept it and will answer by September 6.",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it("Until he accepts, the lesson stays on Tuesday.", "ev_38"),
                ],
                constraints=[
                    it("She does not want motorway lessons yet.", "ev_19"),
                ],
                open_threads=[
                    it("Her pack PK-71866 still has 5 hours.", "ev_28"),
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
                    "Sat 9/5 11:00 lesson (1h, Benedek Harrowby) booked; PK-71866 down to 4h",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:failed_call",
                "booked",
                "book_lesson (act_22) is executed in the ledger, but its result is the error "
                "slot_unavailable (ev_27), reported as such (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Benedek has accepted, so the lesson is now on Thursday, September 10.",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:wrong_effect",
                "Benedek has accepted",
                "request_slot_swap (act_31) only sent the request: status awaiting_instructor, "
                "answer by 2026-09-06 (ev_36); the lesson stays on Tuesday until then (ev_38)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it("£8.00 evening supplement only if he accepts", "ev_36", "ev_38"),
                "wrong_amount",
                "£8.00",
                "the supplement for the 1-hour lesson is £4.00 (ev_36, ev_38)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The agent sent swap request SW-9106 to move lesson LS-311204 from Tuesday, "
                    "September 8 at 6:00 pm to Thursday, September 10 at 6:00 pm. Benedek "
                    "Harrowby has to accept it and will answer by September 6.",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_id",
                "SW-9106",
                "the swap request is SW-9016 (ev_36, ev_37, ev_38)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "rejected[0]",
                it("Sunday 9/6 10:00 alternative declined (family day)", "ev_36", "ev_37"),
                "unsupported_ref",
                "Sunday 9/6 10:00 alternative declined",
                "the cited events (the swap result and its fact) hold neither the Sunday offer "
                "(ev_28) nor her refusal (ev_29)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it("Her pack PK-71866 now has 4 hours.", "ev_28"),
                "wrong_value:hours_left",
                "4 hours",
                "the failed booking took no hours: PK-71866 still has 5 (ev_27, ev_28)",
            ),
        ],
    },
    "driving-refund@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Hollis Brennock (LN-39455) moving abroad; wants his unused lesson hours "
                    "refunded",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Refund request RR-20776 sent after his yes: PK-66318, 7 unused h × "
                        "£39.90 = £279.30 − £15.00 admin fee = £264.30, to Visa ****7409; "
                        "pending manager Margery Pendleford's approval, decision by 2026-09-10; "
                        "the 7h on hold",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "PK-52210 (20h manual, 5h unused, expired 6/14/2026) refused: expired "
                        "hours not refundable",
                        "ev_12",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "First request as account credit (the default) rejected by him: to his "
                        "card, NOT credit",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "Transferring the 7h to another learner (agent's offer) declined: "
                        "nobody to give them to",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Waiting on the manager's decision; he hopes she approves", "ev_32", "ev_33"
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Hollis Brennock contacted the school because he is moving abroad next "
                    "month and wanted his money back for the lessons he hasn't used.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found two packs: PK-66318 with 7 unused hours, still valid, "
                        "and PK-52210 with 5 unused hours, which expired on June 14, 2026 and "
                        "so cannot be refunded.",
                        "ev_12",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Hollis turned down the agent's idea of transferring the hours to "
                        "someone else, saying there was nobody to give them to.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "After he asked for the money to go to his card rather than as account "
                        "credit, a refund request for £264.30 (7 hours at £39.90, less a £15.00 "
                        "admin fee) was sent as RR-20776, to be paid to his Visa ending 7409.",
                        "ev_21",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                    ),
                    it(
                        "The refund is not approved yet: it is waiting for the manager, Margery "
                        "Pendleford, who will decide by Thursday, September 10.",
                        "ev_30",
                        "ev_32",
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
                    "A refund request for £264.30 (7 hours at £39.90, less a £15.00 admin fee) "
                    "was sent as RR-20776, to be paid as credit on his Tolvane account.",
                    "ev_19",
                    "ev_26",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "to be paid as credit on his Tolvane account",
                "the request as account credit (act_20) was rejected by his correction (ev_21, "
                "ev_23); RR-20776 (act_25) is to Visa ****7409 (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Refund also requested for PK-52210 (20h manual, 5h unused), on top of "
                    "PK-66318",
                    "ev_12",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:other_target",
                "Refund also requested for PK-52210",
                "the only refund request sent (act_25, RR-20776) is for PK-66318 (ev_30); "
                "PK-52210's expired hours were refused (ev_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he asked for the money to go to his card rather than as account "
                    "credit, a refund request for £279.30 (7 hours at £39.90) was sent as "
                    "RR-20776, to be paid to his Visa ending 7409.",
                    "ev_21",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "wrong_amount",
                "£279.30",
                "£279.30 is before the £15.00 admin fee; the request is for £264.30 (ev_24, "
                "ev_30, ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Refund request RR-20776 sent after his yes: PK-66318, 7 unused h × £39.90 = "
                    "£279.30 − £15.00 admin fee = £264.30, to Visa ****7409; pending manager "
                    "Margery Pendleford's approval, decision by 2026-09-10; the 5h on hold",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_value:hours",
                "the 5h on hold",
                "the 7 hours of PK-66318 are on hold (ev_30, ev_32); 5 is PK-52210's expired hours",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Hollis suggested transferring the hours to someone else, but decided on a "
                    "refund since there was nobody to give them to.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Hollis suggested transferring the hours to someone else",
                "the transfer was the agent's suggestion (ev_17); Hollis declined it (ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "First request to his card rejected by him: as account credit, NOT to the card",
                    "ev_19",
                    "ev_21",
                ),
                "inverted_constraint",
                "as account credit, NOT to the card",
                'Hollis: "to my card please, NOT credit on the account" (ev_21)',
            ),
        ],
    },
}
