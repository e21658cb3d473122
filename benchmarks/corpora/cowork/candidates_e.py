"""Hand-written candidate summaries, part 5: rooms@m26, daypass@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cowork-rooms@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Mirabel Okwuosa, a hot desk member at Canal Street, needed a meeting room "
                    "with a window for a five-person client workshop on Thursday, March 5.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "She bought a top-up of 10 room credits for $45 (CR-2284) because she "
                        "only had 3 credits left.",
                        "ev_17",
                        "ev_26",
                    ),
                    it(
                        "Her first booking, the Lapwing Room from 1 to 4 pm, did not go through "
                        "because the room is closed until 2 pm for a fire-safety inspection, "
                        "and the agent told her so.",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "In the end the Lapwing Room was booked from 2:00 to 4:30 pm as "
                        "RB-70914, using 5 credits and leaving her with 8.",
                        "ev_38",
                        "ev_40",
                        "ev_44",
                        "ev_47",
                    ),
                ],
                constraints=[
                    it(
                        "She refused the Dunlin Room because it has no window.",
                        "ev_2",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's 2 to 5 pm booking was dropped when Mirabel said her guests "
                        "have a train at 5 and she did not want to spend 6 credits.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether a projector can be put in the room.",
                        "ev_48",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "mirabel okwuosa TG-37705 - window meeting room thu mar 5 for client workshop",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it("bought 10 credits 45 dollars, CR-2284", "ev_26"),
                    it(
                        "1-4pm lapwing booking failed (inspection till 2pm), told her",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "booked lapwing 2:00-4:30pm RB-70914, 5 credits, 8 left",
                        "ev_40",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it("no room without window - not dunlin", "ev_2", "ev_32"),
                    it("must end by 4:30, clients have a train at 5", "ev_35"),
                ],
                rejected=[
                    it("2-5pm slot - she said no, too long", "ev_33", "ev_35"),
                    it("25 credit pack - she took the small one", "ev_16", "ev_17"),
                ],
                open_threads=[
                    it("projector for the room?", "ev_48"),
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
                    "In the end the Lapwing Room was booked from 2:00 to 5:00 pm as RB-70914, "
                    "using 6 credits and leaving her with 7.",
                    "ev_33",
                    "ev_40",
                    "ev_44",
                    "ev_47",
                ),
                "false_status:ledger_rejected",
                "booked from 2:00 to 5:00 pm",
                "the 2-5 pm booking (act_34) was rejected by her correction (ev_35, ev_37); "
                "RB-70914 is 2:00-4:30 pm (ev_44)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("projector added to the lapwing room for the workshop", "ev_48"),
                "false_status:no_such_action",
                "projector added",
                "she only asked about a projector (ev_48); the ledger holds no such action",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("fine with dunlin if lapwing is gone", "ev_2", "ev_32"),
                "inverted_constraint",
                "fine with dunlin",
                "she said no rooms without a window (ev_2) and 'not dunlin' (ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Her first booking, the Lapwing Room from 1 to 4 pm, was confirmed, and "
                    "she later added the later slot.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:failed_call",
                "was confirmed",
                "the 1-4 pm book_room call returned an error (ev_30); nothing was booked",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it("booked lapwing 2:00-4:30pm RB-70914, 6 credits, 7 left", "ev_40", "ev_44"),
                "wrong_value:credits",
                "6 credits, 7 left",
                "RB-70914 used 5 credits and left 8 (ev_44, ev_47)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "In the end the Lapwing Room was booked from 2:00 to 4:30 pm as RB-79014, "
                    "using 5 credits and leaving her with 8.",
                    "ev_38",
                    "ev_40",
                    "ev_44",
                    "ev_47",
                ),
                "wrong_id",
                "RB-79014",
                "the booking is RB-70914 (ev_44, ev_47)",
            ),
        ],
    },
    "cowork-daypass@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "wilfrid quilliam TG-39952 - day passes for 2 visitors from partner studio",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "thu mar 5: DP-31570 isaura brindlecombe (free guest day, 0), DP-31571 "
                        "yannick drystone 32 on amex 7710 - done, told him",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "fri mar 6 pass for yannick: plus pass (48) rejected by him, plain day "
                        "pass 32 issued DP-31588 - not told yet",
                        "ev_27",
                        "ev_29",
                        "ev_34",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it("cheaper pass first, room credits his own if needed", "ev_29"),
                ],
                rejected=[
                    it("10 pass bundle 270 - no", "ev_14", "ev_15"),
                ],
                next_steps=[
                    it("tell wilfrid DP-31588 is issued for friday", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Wilfrid Quilliam wanted day passes at Canal Street for two people from a "
                    "partner studio who are visiting this week.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "After hearing the options, he chose the standard $32 day pass over the "
                        "$48 day pass plus, and turned down the agent's idea of a $270 10-pass "
                        "bundle.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "For Thursday, March 5, Isaura Brindlecombe got DP-31570 on his free "
                        "guest day and Yannick Drystone got DP-31571 for $32 on his Amex, which "
                        "used up his free guest day for March.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Wilfrid then asked for a day pass plus for Yannick on Friday, but "
                        "changed his mind before it was issued.",
                        "ev_26",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "A standard $32 pass for Yannick on Friday, March 6 was issued after "
                        "his yes (DP-31588); the agent has not told him yet.",
                        "ev_32",
                        "ev_34",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "Wilfrid wants the cheaper pass first and would use his own room "
                        "credits if the visitors need a room.",
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
                    "Wilfrid then asked for a day pass plus for Yannick on Friday, and the $48 "
                    "pass was issued on his Amex.",
                    "ev_26",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "the $48 pass was issued",
                "the day pass plus (act_28) was rejected by his correction (ev_29, ev_31); only "
                "the $32 pass was issued (ev_38)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "fri mar 6 pass for yannick: plus pass (48) rejected by him, plain day pass "
                    "27 issued DP-31588 - not told yet",
                    "ev_27",
                    "ev_29",
                    "ev_34",
                    "ev_38",
                ),
                "wrong_amount",
                "plain day pass 27 issued",
                "the Friday day pass costs $32 (ev_32, ev_38); $27 a day is the bundle's rate",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Wilfrid wants the pass with the meeting room first and would rather not "
                    "use his own room credits.",
                    "ev_29",
                ),
                "inverted_constraint",
                "wants the pass with the meeting room first",
                "he said the cheaper one first, and he would use his own credits for a room "
                "(ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "For Thursday, March 5, Isaura Brindlecombe got DP-31570 on his free guest "
                    "day and Yannick Drystone got DP-31571 for $32 on his Amex, and he still "
                    "has one free guest day left for March.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_value:guest_days",
                "he still has one free guest day left for March",
                "his one free guest day was used for Isaura; guest_days_left is 0 (ev_23)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "rejected[0]",
                it("wilfrid suggested the 10 pass bundle 270 then dropped it", "ev_14", "ev_15"),
                "misattributed_decision",
                "wilfrid suggested the 10 pass bundle",
                "the agent suggested the bundle (ev_14); Wilfrid said no bundle (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it("room credits booked for yannick friday in case they need a room", "ev_29"),
                "false_status:no_such_action",
                "room credits booked for yannick friday",
                "Wilfrid said he would use his own credits if needed (ev_29); no room or "
                "credit action exists",
            ),
        ],
    },
}
