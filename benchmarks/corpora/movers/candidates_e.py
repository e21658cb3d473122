"""Hand-written candidate summaries, part 5: refund@m16, crew@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "movers-refund@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Colette Marchetti (MV-31022): cancel the full packing add-on; sisters "
                    "will help pack",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "MV-31022: Sat 11/22, 8-9 am; $150 deposit on Amex ****8870",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "Add-ons: AD-5531 full packing 11/21, $380, paid Visa ****2251 "
                        "(PAY-70114); AD-5532 mattress bags x2, $24, unpaid",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "cancel_addon AD-5531 executed → cancelled; $380 refund RF-66240 to "
                        "Visa ****2251, 5-7 business days. Not reported yet",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Keep AD-5532 (mattress bags); move stays 11/22, nothing else changes",
                        "ev_15",
                        "ev_16",
                    ),
                    it("Refund to the card she paid with, not a bill credit", "ev_20"),
                ],
                rejected=[
                    it("Kitchen-only packing ($140): declined", "ev_15", "ev_16"),
                    it("Cancellation with the $380 as a bill credit: rejected", "ev_18", "ev_20"),
                ],
                next_steps=[
                    it("Confirm the cancellation and RF-66240 to her", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Colette Marchetti called to cancel the full packing service on her "
                    "November 22 move, MV-31022, because her sisters are coming to help her "
                    "pack.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent explained that add-ons can be cancelled with a full refund up "
                        "to 5 days before the service date and mentioned kitchen-only packing "
                        "for $140.00, but Colette only wanted the full packing cancelled, "
                        "keeping the two mattress bags and leaving the move on the 22nd "
                        "unchanged.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The agent first offered to turn the $380.00 into a credit on her final "
                        "bill; she said no and asked for the money back on the card she paid "
                        "with.",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "After she agreed to the updated proposal, the full packing add-on "
                        "AD-5531 was cancelled and a $380.00 refund, RF-66240, was sent to her "
                        "Visa ending 2251, to post within 5-7 business days.",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "Colette hasn't been told yet that the cancellation and refund went "
                        "through.",
                        "ev_29",
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
                    "After she agreed to the updated proposal, the full packing add-on AD-5531 "
                    "was cancelled and the $380.00 was credited to her final bill.",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "credited to her final bill",
                "the bill-credit cancellation (act_19) was rejected by her correction (ev_20, "
                "ev_22); the executed one (act_24) refunds $380 to the Visa ending 2251, "
                "RF-66240 (ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "cancel_addon AD-5531 executed → cancelled; $380 refund RF-66240 to Amex "
                    "****8870, 5-7 business days. Not reported yet",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:other_target",
                "refund RF-66240 to Amex ****8870",
                "the refund goes to the Visa ending 2251 that paid for the packing (PAY-70114, "
                "ev_23, ev_29); the Amex ending 8870 paid the deposit (ev_12, ev_15)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it("Kitchen-only packing ($140) booked instead", "ev_15", "ev_16"),
                "false_status:no_such_action",
                "Kitchen-only packing ($140) booked instead",
                "the ledger holds no action for kitchen-only packing: the agent mentioned it "
                "(ev_15) and Colette said no, just cancel the full packing (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Drop AD-5532 (mattress bags) too; move stays 11/22", "ev_15", "ev_16"),
                "inverted_constraint",
                "Drop AD-5532 (mattress bags) too",
                "she said to keep the mattress bags (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "It was Colette who suggested taking the $380.00 as a credit on her final "
                    "bill.",
                    "ev_18",
                    "ev_20",
                ),
                "misattributed_decision",
                "It was Colette who suggested taking the $380.00 as a credit",
                "the bill credit was the agent's proposal (ev_18); Colette refused it and "
                "asked for the money back on her card (ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "Colette Marchetti called to cancel the full packing service on her "
                    "November 21 move, MV-31022, because her sisters are coming to help her "
                    "pack.",
                    "ev_2",
                    "ev_12",
                ),
                "wrong_date",
                "her November 21 move",
                "the move is on November 22 (ev_12, ev_15); November 21 was the packing day "
                "(ev_12)",
            ),
        ],
    },
    "movers-crew@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Wendell Park (MV-30988, 1BR, 88 Quarry Hill Rd Apt 2, Osterly Heights → "
                    "412 Wexley Ln, Cinder Falls) wanted his newly bought upright piano moved too",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Booking: Sat 11/29, arrival 9-10 am, 2 movers + 16 ft truck @ $139/h",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Upright piano handling $195, needs 3 movers → rate $179/h",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Both changes approved ('yep, both'); only change_crew → 3 called → "
                        "NO_CREW_AVAILABLE (no third mover 11/29), booking still 2 movers; "
                        "reported",
                        "ev_19",
                        "ev_22",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "add_piano_handling approved but never called (needs 3 movers); "
                        "Wendell then dropped it: he and a buddy move the piano with a dolly "
                        "the week after",
                        "ev_22",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "Net: MV-30988 unchanged: 11/29 9-10 am, 2 movers, 16 ft, $139/h, no "
                        "piano handling",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Move date stays 11/29 (his only day off)", "ev_29"),
                ],
                rejected=[
                    it(
                        "Sun 11/30 with 3 movers, same 9-10 am window: declined",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it("Nothing pending; piano stays off the crew's list", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Wendell Park wanted to add an upright piano to his move, booking MV-30988.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Piano handling costs $195.00 and needs 3 movers, which would raise the "
                        "rate from $139.00 to $179.00 an hour.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Wendell agreed to add a third mover and the piano handling.",
                        "ev_17",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "The third mover could not be added: no mover is available on Saturday, "
                        "November 29, so the booking still has 2 movers. The agent told Wendell.",
                        "ev_27",
                        "ev_28",
                    ),
                    it("Piano handling was not added, because it needs 3 movers.", "ev_28"),
                    it(
                        "The move stays on Saturday, November 29, 9-10 am, with 2 movers and the "
                        "16 ft truck at $139.00 an hour.",
                        "ev_29",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("The date cannot change: November 29 is his only day off.", "ev_29"),
                ],
                rejected=[
                    it(
                        "Moving to Sunday, November 30 with 3 movers was offered and turned down.",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "Wendell dropped the piano handling; he will move the piano himself "
                        "with a friend the week after.",
                        "ev_29",
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
                    "A third mover was added, so the booking now has 3 movers at $179.00 an "
                    "hour. The agent told Wendell.",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:failed_call",
                "A third mover was added",
                "change_crew act_20 is executed in the ledger (ev_26), but its result is "
                "NO_CREW_AVAILABLE: MV-30988 still has 2 movers (ev_27, ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "add_piano_handling executed: upright, load last / unload first, into the "
                    "garage ($195)",
                    "ev_19",
                    "ev_22",
                ),
                "false_status:pending",
                "add_piano_handling executed",
                "add_piano_handling act_21 is approved (ev_24) but was never called: the agent "
                "held it back after the crew change failed (ev_28), and Wendell dropped the "
                "piano (ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Piano handling costs $450.00 and needs 3 movers, which would raise the "
                    "rate from $139.00 to $179.00 an hour.",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "costs $450.00",
                "handling an upright piano is $195.00 (ev_14, ev_16); $450.00 is the price for "
                "a grand (ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Booking: Sat 11/30, arrival 9-10 am, 2 movers + 16 ft truck @ $139/h",
                    "ev_11",
                    "ev_16",
                ),
                "wrong_date",
                "Sat 11/30",
                "the move is on Saturday, November 29 (ev_11, ev_16); Sunday, November 30 is "
                "the date offered for 3 movers, which he declined (ev_28, ev_29)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The date is flexible; he could move to another day if a third mover is free.",
                    "ev_29",
                ),
                "inverted_constraint",
                "The date is flexible",
                "he said no, the 29th is the only day he gets off (ev_29)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[5]",
                it(
                    "Wendell suggested moving the date to Sunday, November 30.",
                    "ev_28",
                    "ev_29",
                ),
                "misattributed_decision",
                "Wendell suggested moving the date",
                "Sunday, November 30 was the agent's suggestion (ev_28), from the failed call's "
                "alternatives (ev_27); Wendell refused it (ev_29)",
            ),
        ],
    },
}
