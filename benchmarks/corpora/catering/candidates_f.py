"""Hand-written candidate summaries, part 6: hours@m18, wake@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "catering-hours@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "The staff hours billed for the wake of Honora Ollerenshaw's father on "
                    "April 9 (JOB-6951) were disputed by her.",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Four servers were billed for 5 hours each at $38.00 an hour, $760.00, "
                        "on the final invoice INV-30540 ($2,211.60 after the $800.00 deposit, "
                        "due April 23).",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "It was said by Honora that the servers were packing up by 5:45 and "
                        "gone by 6:00, so 4 hours each should be billed, not 5.",
                        "ev_16",
                    ),
                    it(
                        "An adjustment of $152.00 (20 billed hours down to 16) was submitted as "
                        "ADJ-1173 after her yes; it is under review by the events manager, with "
                        "a decision due by April 22, and has not been decided.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "The invoice is kept at $2,211.60 while the adjustment is reviewed.",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                rejected=[
                    it(
                        "Querying the $45.00 breakage charge was offered by the agent but "
                        "declined: the glasses were knocked over by her nephew.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Honora Ollerenshaw: disputing server hours on INV-30540, her father's wake "
                    "4/9 (JOB-6951)",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Billed 4 servers x 5h x $38 = $760; timesheet 1:30–6:30pm incl. 30 min "
                        "setup + 30 min breakdown",
                        "ev_13",
                        "ev_15",
                    ),
                    it("She says 4h each: packing up by 5:45, gone by 6", "ev_16"),
                    it(
                        "ADJ-1173 submitted: 20h → 16h, $152. Under review w/ events manager, "
                        "decision by 4/22. Not decided",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[it("Won't pay for an hour nobody worked", "ev_16")],
                rejected=[
                    it(
                        "Breakage ($45, 3 glasses) query: declined, her nephew's doing",
                        "ev_10",
                        "ev_18",
                        "ev_20",
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
                    "An adjustment of $152.00 (20 billed hours down to 16) was approved as "
                    "ADJ-1173 after her yes, and the amount was credited to her invoice.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "was approved as ADJ-1173",
                "the call only submitted the adjustment: it is under review with the events "
                "manager (ev_24) and INV-30540 is unchanged (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Four servers were billed for 5 hours each at $38.00 an hour, $670.00, on "
                    "the final invoice INV-30540 ($2,211.60 after the $800.00 deposit, due "
                    "April 23).",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_amount",
                "$670.00",
                "4 x 5 h x $38.00 is $760.00 (ev_10, ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Querying the $45.00 breakage charge was raised by Honora but then dropped: "
                    "the glasses were knocked over by her nephew.",
                    "ev_18",
                    "ev_20",
                ),
                "misattributed_decision",
                "was raised by Honora",
                "the agent offered to query the breakage line (ev_18); she declined (ev_20)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "ADJ-1173 submitted on deposit invoice INV-30492: 20h → 16h, $152. Under "
                    "review w/ events manager, decision by 4/22. Not decided",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "on deposit invoice INV-30492",
                "the adjustment (act_19) is on the final invoice INV-30540 (ev_22, ev_24); the "
                "deposit INV-30492 is paid and untouched (ev_10)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it("She says 3h each: packing up by 5:45, gone by 6", "ev_16"),
                "wrong_value:hours",
                "3h each",
                "she says 4 hours each, not 5 (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Billed 4 servers x 5h x $38 = $760; timesheet 1:30–6:30pm incl. 30 min "
                    "setup + 30 min breakdown",
                    "ev_6",
                ),
                "unsupported_ref",
                "Billed 4 servers x 5h x $38 = $760",
                "ev_6 is the verification result, which holds no invoice or timesheet; these "
                "are in ev_10, ev_13 and ev_15",
            ),
        ],
    },
    "catering-wake@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Cosimo Tregarthen appears to be arranging food for the reception after his "
                    "mother's funeral at St Brannoc's Hall, for about 50 people.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "He seems to have chosen the Tea & Sandwich Buffet at $22.00 a head, "
                        "the cheaper menu, over the hot Comfort Buffet at $34.00 that the agent "
                        "recommended.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "The reception was booked as JOB-7419 for Friday, April 17, 12:30 to "
                        "4:30 pm, at $1,602.00 including 2 servers and the 18% service charge, "
                        "apparently to be paid in full by Thursday, April 16.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "A second tea and coffee station for $60.00 was offered, but he said one "
                        "is plenty.",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "He approved adding a bartender for $180.00, but the call appears to "
                        "have failed because no bartender is free that afternoon; he hasn't "
                        "been told yet.",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Drinks should be wine and soft drinks only, no spirits.", "ev_25"),
                    it("He wants little fuss, as his mother hated fuss.", "ev_14"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Cosimo Tregarthen is booking a staffed reception for about 50 guests "
                    "after his mother's funeral this Friday.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The reception is booked as JOB-7419: Tea & Sandwich Buffet for 50, "
                        "Friday, April 17, 12:30 to 4:30 pm at St Brannoc's Hall, Wendlebury "
                        "Cross. The total is $1,602.00, due by April 16.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "He asked for a bartender pouring wine and soft drinks, no spirits, and "
                        "approved $180.00 for 4 hours. The call failed: no bartender is free on "
                        "April 17, so nothing was added.",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested the hot Comfort Buffet at $34.00 a head; he chose "
                        "the cheaper menu.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "He declined a second tea and coffee station for $60.00.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                next_steps=[it("Tell Cosimo that the bartender could not be added.", "ev_33")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "He approved adding a bartender for $180.00, and one appears to have been "
                    "added to the booking for the afternoon.",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                ),
                "false_status:failed_call",
                "one appears to have been added to the booking",
                "the bartender call (act_28, executed) returned an error: no bartender free, "
                "nothing added to JOB-7419 (ev_33)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The reception was booked as JOB-7419 for Saturday, April 18, 12:30 to 4:30 "
                    "pm, at $1,602.00 including 2 servers and the 18% service charge, "
                    "apparently to be paid in full by Thursday, April 16.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_date",
                "Saturday, April 18",
                "the reception is on Friday, April 17, 2026 (ev_16, ev_22, ev_24)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The reception was booked as JOB-7419 for Friday, April 17, 1:00 to 5:00 "
                    "pm, at $1,602.00 including 2 servers and the 18% service charge, "
                    "apparently to be paid in full by Thursday, April 16.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_value:time",
                "1:00 to 5:00 pm",
                "the reception runs 12:30 to 4:30 pm (ev_14, ev_22, ev_24)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it("The $1,602.00 was charged to his Visa ending 7214.", "ev_6", "ev_22"),
                "false_status:no_such_action",
                "was charged to his Visa ending 7214",
                "no payment action exists: the total is only due by April 16 (ev_22, ev_24)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The reception is booked as JOB-7149: Tea & Sandwich Buffet for 50, Friday, "
                    "April 17, 12:30 to 4:30 pm at St Brannoc's Hall, Wendlebury Cross. The "
                    "total is $1,602.00, due by April 16.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_id",
                "JOB-7149",
                "the booking is JOB-7419 (ev_22, ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The reception is booked as JOB-7419: Tea & Sandwich Buffet for 50, Friday, "
                    "April 17, 12:30 to 4:30 pm at St Brannoc's Hall, Wendlebury Cross. The "
                    "total is $1,602.00, due by April 17.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_date",
                "due by April 17",
                "payment in full is due by Thursday, April 16 (ev_11, ev_16, ev_22), the day "
                "before the reception",
            ),
        ],
    },
}
