"""Hand-written candidate summaries, part 6: transient@m16, transient@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "marina-transient@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Saoirse Penwarden (MH-50731) needs a transient slip for Kittiwake (32 ft) "
                    "over Easter weekend, sailing up from Saltby",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "TR-61588 booked after her yes: F-2 (fuel dock face), Fri 4/17 → Mon "
                        "4/20, 3 nights with power, $100/night = $300; $100 deposit on Visa "
                        "****1846, $200 on arrival. Confirmed to her",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Booking Puffin (Tam's 26 ft) on his behalf refused: only the owner or "
                        "someone he authorized can book; she'll have him call",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Cheaper slip first (F-2 at $88/night); T-9 only if it's gone",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "She now wants one night less: has to be back in Saltby Monday morning",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it("Changes are free up to 7 days before arrival", "ev_12", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Saoirse Penwarden is sailing her 32-foot sloop Kittiwake up from Saltby "
                    "for Easter weekend and asked for a transient slip for three nights.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent offered T-9 on T dock at $104.00 a night or F-2 on the fuel "
                        "dock face at $88.00 a night, and Saoirse asked for the cheaper one "
                        "first, with shore power.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After she said yes, slip F-2 was booked from Friday, April 17 to "
                        "Monday, April 20 as reservation TR-61588, for $300.00 including power; "
                        "a $100.00 deposit went on her Visa and $200.00 is due on arrival.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "She also asked the agent to book her friend Tam's boat Puffin next to "
                        "her, but the agent explained that only the boat's owner or someone he "
                        "has authorized can book, so Tam will have to call himself.",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Saoirse has just realised she must be back in Saltby on Monday "
                        "morning and asked whether she can stay one night less.",
                        "ev_26",
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
                    "After she said yes, slip T-9 on T dock was booked from Friday, April 17 to "
                    "Monday, April 20 as reservation TR-61588, for $300.00 including power; a "
                    "$100.00 deposit went on her Visa and $200.00 is due on arrival.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_target",
                "slip T-9 on T dock was booked",
                "the slip booked is F-2 (act_18, ev_23, ev_25); T-9 was only her fallback (ev_15)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("Puffin (Tam, 26 ft) booked in next to her", "ev_15", "ev_19"),
                "false_status:no_such_action",
                "Puffin (Tam, 26 ft) booked in",
                "the agent refused to book Puffin (ev_17) and she said she'd make Tam call "
                "(ev_19); the ledger holds no booking for Puffin",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("T-9 first; the cheaper F-2 only if T-9 is gone", "ev_14", "ev_15"),
                "inverted_constraint",
                "T-9 first; the cheaper F-2 only if T-9 is gone",
                "she asked for the cheaper one first, and T-9 only if that's gone (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After she said yes, slip F-2 was booked from Friday, April 17 to Monday, "
                    "April 20 as reservation TR-61588, for $300.00 including power; an $88.00 "
                    "deposit went on her Visa and $200.00 is due on arrival.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "an $88.00 deposit",
                "the deposit charged is the first night with power, $100.00 (ev_23, ev_25); "
                "$88.00 is the slip alone",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After she said yes, slip F-2 was booked from Thursday, April 16 to "
                    "Monday, April 20 as reservation TR-61588, for $300.00 including power; a "
                    "$100.00 deposit went on her Visa and $200.00 is due on arrival.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "Thursday, April 16",
                "the booking arrives on Friday, April 17 (ev_23, ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "TR-61858 booked after her yes: F-2 (fuel dock face), Fri 4/17 → Mon 4/20, "
                    "3 nights with power, $100/night = $300; $100 deposit on Visa ****1846, "
                    "$200 on arrival. Confirmed to her",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "TR-61858",
                "the reservation id is TR-61588 (ev_23, ev_25)",
            ),
        ],
    },
    "marina-transient@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Saoirse Penwarden's Easter transient stay for Kittiwake is being "
                    "shortened by one night, since she has to be back in Saltby on Monday "
                    "morning.",
                    "ev_2",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "Slip F-2 was booked earlier under TR-61588 for April 17 to April 20, "
                        "with power, for $300.00, and a $100.00 deposit was charged.",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "A change to arrive on Friday, April 17 and leave on Sunday, April 19 "
                        "(2 nights, $200.00, with $100.00 due on arrival) was agreed to by "
                        "Saoirse, but it has not been made yet.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "The first change proposed by the agent, arriving Saturday, April 18, "
                        "was turned down: it was the last night she wanted to drop, not the "
                        "first.",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Her request to book Puffin for her friend Tam was refused; he has to "
                        "book it himself.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "TR-61588 is to be changed to April 17-19 and the change confirmed to her.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Saoirse Penwarden (MH-50731): Kittiwake's Easter stay, now one night shorter",
                    "ev_6",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "TR-61588: F-2, 4/17-4/20, $300, $100 deposit paid",
                        "ev_23",
                    ),
                    it(
                        "Change to 4/17-4/19 (2 nights, $200; $100 due on arrival): she said "
                        "yes. Not applied yet",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("Drop the LAST night: still arrives Fri 4/17", "ev_29"),
                ],
                rejected=[
                    it("Agent's 4/18-4/20 version: wrong night, rejected", "ev_27", "ev_29"),
                    it("Booking Tam's Puffin for him: refused", "ev_17"),
                ],
                next_steps=[
                    it("Apply the change to TR-61588; confirm", "ev_33", "ev_34"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "TR-61588 was changed to arrive on Friday, April 17 and leave on Sunday, "
                    "April 19 (2 nights, $200.00, with $100.00 due on arrival) after Saoirse "
                    "agreed.",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:pending",
                "was changed",
                "modify_transient_reservation act_33 is approved by her yes (ev_34, ev_35) but "
                "no call has been made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Changed to 4/18-4/20 (2 nights, $200; $100 due on arrival)",
                    "ev_27",
                    "ev_34",
                ),
                "false_status:ledger_rejected",
                "Changed to 4/18-4/20",
                "the April 18-20 change (act_28) was rejected by her correction (ev_29, "
                "ev_31); the change she approved, April 17-19 (act_33), is not made yet",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Saoirse first asked to arrive a day later, on Saturday, April 18, then "
                    "corrected herself: it was the last night she wanted to drop.",
                    "ev_27",
                    "ev_29",
                ),
                "misattributed_decision",
                "Saoirse first asked to arrive a day later",
                "the agent proposed the Saturday April 18 arrival (ev_27); Saoirse only "
                "asked for one night less (ev_26) and corrected the agent (ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Change to 4/17-4/19 (1 night, $200; $100 due on arrival): she said yes. "
                    "Not applied yet",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_value:nights",
                "1 night",
                "April 17 to April 19 is 2 nights (ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A change to arrive on Friday, April 17 and leave on Sunday, April 19 (2 "
                    "nights, $200.00, with $200.00 due on arrival) was agreed to by Saoirse, "
                    "but it has not been made yet.",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_amount",
                "$200.00 due on arrival",
                "after the change $100.00 is due on arrival, the $100.00 deposit staying "
                "(ev_32); $200.00 was the balance of the original booking (ev_23)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("Drop the LAST night: still arrives Fri 4/17, leaves Sat 4/18", "ev_29"),
                "wrong_date",
                "leaves Sat 4/18",
                "she leaves on Sunday, April 19 (ev_29, ev_32)",
            ),
        ],
    },
}
