"""Hand-written candidate summaries, part 2: reschedule@m18, reschedule@m23.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "movers-reschedule@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Desmond Oyelaran: push MV-30417 back a week (house closing delayed)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "MV-30417 was Sat 11/8, 7:30-8:30 am; 3 movers, 26 ft, $209/h; $200 "
                        "deposit paid",
                        "ev_11",
                        "ev_13",
                    ),
                    it("Reschedule free (7+ days before the move)", "ev_11", "ev_13"),
                    it(
                        "reschedule_move executed: Sat 11/15, arrival 12:30-1:30 pm, fee $0, "
                        "deposit carried over → RS-5512. Not reported yet",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("Nothing before noon on 11/15: sellers hand over keys at noon", "ev_20"),
                ],
                rejected=[
                    it("11/15 with 7:30-8:30 am arrival: declined (keys)", "ev_18", "ev_20"),
                ],
                next_steps=[
                    it("Tell him: RS-5512, 11/15, 12:30-1:30 pm", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Desmond Oyelaran wants to move his booking MV-30417 back a week because "
                    "the closing on his new house was delayed.",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "His move was on Saturday, November 8, with 3 movers and a 26 ft truck, "
                        "and he has paid a $200.00 deposit.",
                        "ev_11",
                        "ev_13",
                    ),
                    it("He asked for Saturday, November 15 instead.", "ev_14"),
                    it(
                        "The move was rescheduled to Saturday, November 15, with the crew "
                        "arriving between 12:30 and 1:30 pm. There was no fee, and the $200.00 "
                        "deposit carries over. The confirmation number is RS-5512.",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "The crew cannot come in the morning on the 15th, because he only gets "
                        "the keys at noon.",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "The first proposal, November 15 with a 7:30-8:30 am arrival, was "
                        "turned down.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Desmond know that the change went through and give him RS-5512.",
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
                    "reschedule_move executed: Sat 11/15, arrival 7:30-8:30 am, fee $0, deposit "
                    "carried over → RS-5512. Not reported yet",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "arrival 7:30-8:30 am",
                "the 7:30-8:30 am reschedule (act_19) was rejected by his correction (ev_20, "
                "ev_22); the executed one is act_24, arrival 12:30-13:30 (ev_29)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A reschedule to Saturday, November 15, with the crew arriving between "
                    "12:30 and 1:30 pm, has been offered and is waiting for Desmond to confirm "
                    "it.",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "is waiting for Desmond to confirm it",
                "he said yes (ev_25) and reschedule_move act_24 executed (ev_28): the move is "
                "rescheduled, RS-5512 (ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The move was rescheduled to Saturday, November 15, with the crew arriving "
                    "between 12:30 and 1:30 pm. There was a $75.00 fee, and the $200.00 deposit "
                    "carries over. The confirmation number is RS-5512.",
                    "ev_25",
                    "ev_29",
                ),
                "wrong_amount",
                "There was a $75.00 fee",
                "the reschedule fee is 0 (ev_29): it is free 7 or more days before the move "
                "(ev_11, ev_13); $75 applies only within 7 days",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "reschedule_move executed: Sat 11/15, arrival 12:30-1:30 pm, fee $0, deposit "
                    "carried over → RS-5521. Not reported yet",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "wrong_id",
                "RS-5521",
                "the confirmation is RS-5512 (ev_29, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The crew has to come in the morning on the 15th, before he gets the keys "
                    "at noon.",
                    "ev_20",
                ),
                "inverted_constraint",
                "has to come in the morning on the 15th, before he gets the keys",
                "he said not the morning: the sellers don't hand over the keys until noon, so "
                "he asked for something later (ev_20)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it("Reschedule free (7+ days before the move)", "ev_4", "ev_14"),
                "unsupported_ref",
                "Reschedule free (7+ days before the move)",
                "ev_4 (his name and phone) and ev_14 (the new date) say nothing about the fee; "
                "the free-reschedule policy is in ev_11 and ev_13",
            ),
        ],
    },
    "movers-reschedule@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Desmond Oyelaran (MV-30417): move pushed back a week; now downsizing the "
                    "truck",
                    "ev_2",
                    "ev_6",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "Rescheduled (RS-5512): Sat 11/15, arrival 12:30-1:30 pm, no fee, $200 "
                        "deposit carried over; reported to him",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "Smaller truck requested (sectional and dining set sold). Agent "
                        "proposed the 20 ft truck with 3 movers at $189/h (now 26 ft, $209/h); "
                        "pending his yes",
                        "ev_32",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("No morning arrival on 11/15: keys handed over at noon", "ev_20"),
                    it("Keep 3 movers (stairs at the new place)", "ev_32"),
                ],
                rejected=[
                    it("11/15 with a 7:30-8:30 am arrival", "ev_18", "ev_20"),
                ],
                open_threads=[
                    it("Agent's estimate: ~7 h instead of 8 with less furniture", "ev_37"),
                ],
                next_steps=[
                    it("On his yes, call change_truck (20 ft, crew 3)", "ev_37"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Desmond Oyelaran called to push his move, booking MV-30417, back a week "
                    "after the closing on his new house was delayed.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "After he turned down a morning arrival because the sellers only hand "
                        "over the keys at noon, the move was rescheduled to Saturday, November "
                        "15, with the crew arriving between 12:30 and 1:30 pm; there was no fee, "
                        "his $200.00 deposit carried over, and the confirmation number is "
                        "RS-5512.",
                        "ev_20",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "He then said they had sold the sectional and the dining set and asked "
                        "for a smaller truck, while keeping the three movers because of the "
                        "stairs at the new place.",
                        "ev_32",
                    ),
                    it(
                        "The agent has proposed switching to the 20 ft truck with 3 movers, "
                        "which would lower the rate from $209.00 to $189.00 an hour, and is "
                        "waiting for Desmond to agree.",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent thinks the move should take about 7 hours instead of 8 with "
                        "less furniture.",
                        "ev_37",
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
                    "The truck was then switched to the 20 ft truck with 3 movers, which lowers "
                    "the rate from $209.00 to $189.00 an hour.",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:pending",
                "The truck was then switched",
                "change_truck act_38 is only proposed (ev_37, ev_38): Desmond has not said yes "
                "and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it("OK to drop to 2 movers with the smaller truck", "ev_32"),
                "inverted_constraint",
                "OK to drop to 2 movers",
                "he asked to keep the 3 movers because the stairs at the new place are brutal "
                "(ev_32)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("Desmond expects ~7 h instead of 8 with less furniture", "ev_32", "ev_37"),
                "misattributed_decision",
                "Desmond expects ~7 h",
                "the 7-hour guess is the agent's (ev_37); Desmond only said they have less "
                "stuff now (ev_32)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The agent has proposed switching to the 20 ft truck with 3 movers, which "
                    "would lower the rate from $209.00 to $139.00 an hour, and is waiting for "
                    "Desmond to agree.",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_amount",
                "to $139.00 an hour",
                "3 movers with the 20 ft truck are $189.00 an hour (ev_35, ev_37); $139.00 is "
                "the 2 movers and 16 ft truck option",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Smaller truck requested (sectional and dining set sold). Agent proposed "
                    "the 16 ft truck with 3 movers at $189/h (now 26 ft, $209/h); pending his "
                    "yes",
                    "ev_32",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_value:truck",
                "the 16 ft truck with 3 movers",
                "the proposal is the 20 ft truck with 3 movers (ev_37, act_38); the 16 ft truck "
                "comes with 2 movers (ev_35)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After he turned down a morning arrival because the sellers only hand over "
                    "the keys at noon, the move was rescheduled to Saturday, November 8, with "
                    "the crew arriving between 12:30 and 1:30 pm; there was no fee, his $200.00 "
                    "deposit carried over, and the confirmation number is RS-5512.",
                    "ev_20",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "rescheduled to Saturday, November 8",
                "November 8 is the old date; the move was rescheduled to Saturday, November 15 "
                "(ev_29, ev_31)",
            ),
        ],
    },
}
