"""Hand-written candidate summaries, part 5: storage@m20, storage@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "customs-storage@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Anselm Dravecky (Crowhurst Coffee Roasters, IMP-29930): settle storage "
                    "and get two released coffee containers out of Saltmarrow, the one accruing "
                    "storage first",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "CRWU5501276 storage $285.00 (3 days × $95, 3/9-3/11) paid from "
                        "DEP-29930: TC-66208, balance $765.00",
                        "ev_12",
                        "ev_28",
                        "ev_37",
                    ),
                    it(
                        "Pickup of CRWU5501276 Fri 3/12 07:00-11:00 approved and called → "
                        "FAILED: window_full; not booked. Open: Fri 12:00-16:00, Mon 3/15 "
                        "07:00-11:00",
                        "ev_22",
                        "ev_32",
                        "ev_37",
                    ),
                    it(
                        "Waiver SW-4107 ($190, gate closure 3/9-3/10) submitted to Saltmarrow "
                        "terminal billing: pending, decision by 3/16; if granted, credited to "
                        "DEP-29930",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "The container already costing storage (CRWU5501276) goes first; "
                        "CRWU5501281 (free until 3/16) can wait till Monday",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "He picked Friday afternoon instead (nothing proposed yet) and asks if "
                        "the waiver could return the whole $285",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Anselm Dravecky of Crowhurst Coffee Roasters wanted to know what is owed "
                    "on two coffee containers at Saltmarrow and how to get them out.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found that CRWU5501276 had run past its free time on March 8 "
                        "and owed $285.00 for three days at $95.00 a day, while CRWU5501281 is "
                        "free until March 16.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Because the terminal's gate was closed on March 9 and 10, the agent "
                        "suggested asking for a waiver of those two days, and Anselm agreed to "
                        "try it.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After his yes, the $285.00 was paid from the deposit account "
                        "(TC-66208) and waiver request SW-4107 for $190.00 went to terminal "
                        "billing, which has not decided yet and expects to by March 16.",
                        "ev_22",
                        "ev_28",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "The Friday morning pickup he asked for could not be booked because the "
                        "window was full, and the agent told him so.",
                        "ev_32",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Anselm wants the container that is already costing money collected "
                        "first; the other one can wait until Monday.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "He has now chosen Friday afternoon and is asking whether the waiver "
                        "might return the full $285.00.",
                        "ev_38",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The Friday morning pickup he asked for was booked for 07:00-11:00, and the "
                    "agent told him so.",
                    "ev_32",
                    "ev_37",
                ),
                "false_status:failed_call",
                "was booked for 07:00-11:00",
                "schedule_pickup act_20 is executed in the ledger but its result is an error: "
                "window_full (ev_32), and the agent said the pickup did not go through (ev_37)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Waiver SW-4107 ($190, gate closure 3/9-3/10) granted by Saltmarrow terminal "
                    "billing; $190 credited back to DEP-29930",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:wrong_effect",
                "granted by Saltmarrow terminal billing",
                "request_storage_waiver act_21 only submitted the request: SW-4107 is pending "
                "terminal review, decision expected March 16 (ev_35, ev_37)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After his yes, the $285.00 was paid from the deposit account (TC-66208) and "
                    "waiver request SW-4107 for $285.00 went to terminal billing, which has not "
                    "decided yet and expects to by March 16.",
                    "ev_22",
                    "ev_28",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_amount",
                "SW-4107 for $285.00",
                "the waiver asks for $190.00, the two gate-closure days (ev_35, ev_37)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "CRWU5501281 (still in free time) goes first; the one accruing storage can "
                    "wait till Monday",
                    "ev_12",
                    "ev_15",
                ),
                "inverted_constraint",
                "CRWU5501281 (still in free time) goes first",
                "he wants the container already costing storage, CRWU5501276, first and the "
                "other to wait till Monday (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Because the terminal's gate was closed on March 9 and 10, Anselm suggested "
                    "asking for a waiver of those two days, and the agent agreed to try it.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Anselm suggested asking for a waiver",
                "the agent suggested the waiver (ev_14); Anselm agreed to try it (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Waiver SW-4107 ($190, gate closure 3/9-3/10) submitted to Saltmarrow "
                    "terminal billing: pending, decision by 3/19; if granted, credited to "
                    "DEP-29930",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_date",
                "decision by 3/19",
                "terminal billing expects to decide by March 16 (ev_35, ev_37)",
            ),
        ],
    },
    "customs-storage@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "anselm dravecky / crowhurst coffee IMP-29930 - pay storage + get "
                    "CRWU5501276 out of saltmarrow first, other box later",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "storage 285.00 (3 days x 95) on CRWU5501276 paid from DEP-29930, "
                        "TC-66208, bal 765.00",
                        "ev_12",
                        "ev_26",
                        "ev_28",
                    ),
                    it("fri 3/12 morning pickup failed - window full", "ev_32", "ev_37"),
                    it(
                        "new pickup fri 3/12 12:00-16:00 booked, PU-30617 - not told to anselm yet",
                        "ev_41",
                        "ev_45",
                    ),
                    it(
                        "waiver SW-4107 190.00 pending w/ terminal billing, decision by 3/16, "
                        "max 190 not 285",
                        "ev_35",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("CRWU5501281 waits till monday - free until 3/16", "ev_12", "ev_15"),
                ],
                next_steps=[
                    it(
                        "tell anselm PU-30617 is booked, 95.00 storage for 3/12 billed at gate out",
                        "ev_39",
                        "ev_45",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Anselm Dravecky of Crowhurst Coffee Roasters is paying the storage on his "
                    "containers at Saltmarrow and getting them picked up, starting with the one "
                    "that is already accruing charges.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The $285.00 in storage on CRWU5501276 was paid from deposit account "
                        "DEP-29930 (TC-66208).",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "The first pickup, for Friday morning, failed because the window was full.",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "A new pickup for CRWU5501276 on Friday, March 12, 2027 from 12:00 to "
                        "16:00 was approved by Anselm and booked as PU-30617; he has not been "
                        "told yet.",
                        "ev_39",
                        "ev_41",
                        "ev_45",
                    ),
                    it(
                        "The storage waiver SW-4107 is still pending with terminal billing and "
                        "can cover at most $190.00, the two days the gate was closed.",
                        "ev_35",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "The second container, CRWU5501281, is to wait until Monday; it is free "
                        "until March 16.",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Storage for March 12, $95.00, will be billed when the container leaves "
                        "the terminal.",
                        "ev_39",
                        "ev_45",
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
                    "A new pickup for CRWU5501281 on Friday, March 12, 2027 from 12:00 to 16:00 "
                    "was approved by Anselm and booked as PU-30617; he has not been told yet.",
                    "ev_39",
                    "ev_41",
                    "ev_45",
                ),
                "false_status:other_target",
                "A new pickup for CRWU5501281",
                "PU-30617 (schedule_pickup act_40, ev_45) is for CRWU5501276; CRWU5501281 waits "
                "till Monday and nothing was done for it (ev_15)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it("fri 3/12 morning pickup booked ok", "ev_32", "ev_37"),
                "false_status:failed_call",
                "morning pickup booked ok",
                "schedule_pickup act_20 is executed in the ledger but its result is an error: "
                "window_full (ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "new pickup fri 3/12 07:00-11:00 booked, PU-30617 - not told to anselm yet",
                    "ev_41",
                    "ev_45",
                ),
                "wrong_value:window",
                "fri 3/12 07:00-11:00",
                "PU-30617 is in the afternoon window, 12:00-16:00 (ev_45); the morning window "
                "was full (ev_32)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The second container, CRWU5501281, is to wait until Monday; it is free "
                    "until March 18.",
                    "ev_12",
                    "ev_15",
                ),
                "wrong_date",
                "free until March 18",
                "CRWU5501281's free time runs until March 16 (ev_12)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "waiver SW-4107 190.00 pending w/ terminal billing, decision by 3/16, max "
                    "190 not 285",
                    "ev_28",
                    "ev_32",
                ),
                "unsupported_ref",
                "SW-4107",
                "ev_28 and ev_32 are the storage payment and the failed pickup; the waiver is "
                "in ev_35 and its cap in ev_39",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "storage 285.00 (2 days x 95) on CRWU5501276 paid from DEP-29930, TC-66208, "
                    "bal 765.00",
                    "ev_12",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_value:storage_days",
                "2 days x 95",
                "the $285.00 is 3 days at $95.00, March 9-11 (ev_12)",
            ),
        ],
    },
}
