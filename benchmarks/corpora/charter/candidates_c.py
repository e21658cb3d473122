"""Hand-written candidate summaries, part 3: tour@m26, cancel@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "charter-tour@m26": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Add Pennick Water Gardens to Sat 5/15 of tour CH-39550 (Aurelio Fenwright, "
                    "Quenlow Falls Garden Society)",
                    "ev_2",
                    "ev_13",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Itinerary change failed (DRIVER_HOURS_EXCEEDED: 10.75h vs 10h limit); "
                        "reported; itinerary unchanged",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "DSP-5087 sent to dispatch after his yes: 2nd driver Sat 5/15 only, for "
                        "the Pennick stop, back by 20:30. Status pending_dispatch, decision "
                        "expected 3/15. Not approved",
                        "ev_34",
                        "ev_36",
                        "ev_40",
                        "ev_42",
                    ),
                    it(
                        "Arboretum kept; agent's suggestion to drop it for Pennick declined",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("2nd driver for Saturday only, not the whole tour", "ev_32"),
                    it("No other changes until dispatch answers", "ev_32"),
                    it("Sunday untouched", "ev_16"),
                ],
                open_threads=[it("He asks what happens if dispatch says no; unanswered", "ev_43")],
                next_steps=[
                    it(
                        "If approved: +$601 second driver (12h x $38 + 1 night lodging $145) "
                        "and +$629.48 for the stop; until then total stays $5,486.40, $4,114.80 "
                        "due 4/30",
                        "ev_31",
                        "ev_34",
                        "ev_42",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Aurelio Fenwright seems to want Pennick Water Gardens added to Saturday, "
                    "May 15 of the garden society's tour CH-39550 without giving up the "
                    "Tessingham Arboretum.",
                    "ev_13",
                    "ev_16",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "The itinerary change he approved apparently failed because Saturday "
                        "would have needed 10.75 hours of driving, above the 10-hour limit, and "
                        "the agent told him so.",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "A request for a second driver on Saturday only was sent to dispatch as "
                        "DSP-5087; it appears to be pending, with a decision expected by March "
                        "15, and has not been approved.",
                        "ev_38",
                        "ev_40",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it(
                        "He wants the arboretum kept, the second driver limited to Saturday, "
                        "and nothing else changed until dispatch answers.",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion to drop the arboretum to make room for Pennick "
                        "was declined.",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "Aurelio has asked what would happen if dispatch says no, which has not "
                        "yet been answered.",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it(
                        "If dispatch approves, the price would likely rise by $601.00 for the "
                        "second driver and $629.48 for the stop; for now the tour still costs "
                        "$5,486.40.",
                        "ev_34",
                        "ev_42",
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
                    "A request for a second driver on Saturday only was sent to dispatch as "
                    "DSP-5087, and dispatch has approved it, so Pennick is now on Saturday's "
                    "itinerary.",
                    "ev_38",
                    "ev_40",
                    "ev_42",
                ),
                "false_status:wrong_effect",
                "dispatch has approved it",
                "request_second_driver (act_35) only submitted the request: DSP-5087 is "
                "pending_dispatch (ev_40) and the agent said it isn't approved and the tour is "
                "unchanged (ev_42)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("2nd driver for the whole tour, not just Saturday", "ev_32"),
                "inverted_constraint",
                "for the whole tour, not just Saturday",
                "he asked for a second driver 'only for saturday, not the whole tour' (ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "DSP-5087 sent to dispatch after his yes: 2nd driver Sat 5/15 only, for the "
                    "Pennick stop, back by 20:30. Status pending_dispatch, decision expected "
                    "3/12. Not approved",
                    "ev_34",
                    "ev_36",
                    "ev_40",
                    "ev_42",
                ),
                "wrong_date",
                "decision expected 3/12",
                "dispatch's decision is expected by March 15, 2027 (ev_40, ev_42)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Aurelio suggested dropping the arboretum to make room for Pennick, but "
                    "then decided against it.",
                    "ev_31",
                    "ev_32",
                ),
                "misattributed_decision",
                "Aurelio suggested dropping the arboretum",
                "the agent suggested dropping the arboretum (ev_31); Aurelio refused: 'the "
                "arboretum stays' (ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "DSP-5087 sent to dispatch after his yes: 2nd driver Sat 5/15 only, for the "
                    "Pennick stop, back by 20:30. Status pending_dispatch, decision expected "
                    "3/15. Not approved",
                    "ev_13",
                    "ev_19",
                ),
                "unsupported_ref",
                "DSP-5087",
                "the item cites the trip lookup and the driver rules (ev_13, ev_19), neither "
                "of which holds the request, its id or its status (ev_36, ev_40, ev_42)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A second-driver request for Saturday was offered, but it seems Aurelio "
                    "held off on sending it to dispatch for now.",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:other_status",
                "held off on sending it to dispatch",
                "he asked for the request (ev_32) and said yes (ev_36); request_second_driver "
                "(act_35) was executed as DSP-5087 (ev_39, ev_40)",
            ),
        ],
    },
    "charter-cancel@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "The Verdmouth Community Chorale's April 17 trip to the Tollerton Assembly "
                    "Rooms was to be cancelled at the request of Henrike Salvesen, because the "
                    "hall has flooded.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Trip CH-42210 was cancelled after Henrike's yes, and a refund of the "
                        "full $294.30 deposit to Mastercard ****3391 was issued as RF-6614, "
                        "expected in 5-7 business days.",
                        "ev_23",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "The refund was sent to the card rather than taken as $323.73 of travel "
                        "credit.",
                        "ev_16",
                        "ev_17",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "The May 22 festival trip, CH-42266, is to be left untouched.",
                        "ev_17",
                        "ev_19",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it(
                        "Moving the trip to a later date was offered by the agent and was "
                        "turned down, since the concert is not happening.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "The cancellation and refund have not yet been confirmed to Henrike.",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "henrike salvesen (verdmouth community chorale, CU-28857) - cancel the apr "
                    "17 tollerton concert trip, hall flooded",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "CH-42210 cancelled, RF-6614: 294.30 back to mastercard 3391, 5-7 "
                        "business days",
                        "ev_26",
                        "ev_27",
                    ),
                    it("may 22 festival trip CH-42266 stays as is", "ev_17", "ev_19", "ev_27"),
                ],
                constraints=[
                    it("refund to card, not credit", "ev_17"),
                    it("don't touch CH-42266", "ev_17", "ev_19"),
                ],
                rejected=[
                    it("moving the date - agent offered, she said no", "ev_16", "ev_17"),
                    it("credit 323.73 (10% bonus) - no", "ev_16", "ev_17"),
                ],
                next_steps=[it("tell her it's done", "ev_27")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The May 22 festival trip was cancelled after Henrike's yes, and a refund "
                    "of the full deposit to Mastercard ****3391 was issued as RF-6614, expected "
                    "in 5-7 business days.",
                    "ev_23",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:other_target",
                "The May 22 festival trip was cancelled",
                "the cancellation (act_20) is of CH-42210, the April 17 Tollerton trip "
                "(ev_20, ev_27); the May 22 trip CH-42266 is unchanged (ev_27)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("refund as credit, not to the card", "ev_17"),
                "inverted_constraint",
                "refund as credit, not to the card",
                "she said 'refund the deposit to the card, not a credit' (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CH-42210 cancelled, RF-6614: 323.73 back to mastercard 3391, 5-7 business "
                    "days",
                    "ev_26",
                    "ev_27",
                ),
                "wrong_amount",
                "323.73 back",
                "the refund is the $294.30 deposit (ev_27); $323.73 was the travel credit she "
                "declined (ev_16, ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Trip CH-42210 was cancelled after Henrike's yes, and a refund of the full "
                    "$294.30 deposit to Mastercard ****3391 was issued as RF-6641, expected in "
                    "5-7 business days.",
                    "ev_23",
                    "ev_26",
                    "ev_27",
                ),
                "wrong_id",
                "RF-6641",
                "the refund id is RF-6614 (ev_27)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it("may 29 festival trip CH-42266 stays as is", "ev_17", "ev_19", "ev_27"),
                "wrong_date",
                "may 29",
                "the festival trip CH-42266 is on May 22, 2027 (ev_6, ev_16)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "The driver for the May 22 trip was confirmed at Henrike's request.",
                    "ev_21",
                    "ev_22",
                ),
                "false_status:no_such_action",
                "The driver for the May 22 trip was confirmed",
                "no action on CH-42266 exists; the agent only said it keeps its date, coach "
                "and deposit and that dispatch assigns its driver closer to the day (ev_22)",
            ),
        ],
    },
}
