"""Hand-written candidate summaries, part 2: haulout@m14, haulout@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "marina-haulout@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Jory Vellanoweth, Gannet's skipper, booking the spring haul-out for owner "
                    "Hester Quill (MH-18840)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Jory verified as Hester's agent: haul-outs/launches allowed",
                        "ev_6",
                        "ev_14",
                    ),
                    it(
                        "Fri 3/20 07:10-09:40 haul-out approved, called: FAILED, "
                        "window_unavailable (taken by another booking). Nothing booked; not "
                        "told to Jory yet",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("No haul-out on a weekend (Hester's rule)", "ev_15"),
                    it("Mornings only: afternoon sea breeze into the lift bay", "ev_15"),
                ],
                rejected=[
                    it("Bottom wash ($124): no, they scrub her themselves", "ev_14", "ev_15"),
                ],
                next_steps=[
                    it(
                        "Tell Jory; next weekday morning window is Tue 3/24 08:35-11:00",
                        "ev_12",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Jory Vellanoweth, who skippers Gannet for Hester Quill, seems to be "
                    "trying to book the boat's haul-out for her spring paint.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Jory appears to be authorized on Hester's account for haul-out and "
                        "launch bookings.",
                        "ev_6",
                        "ev_14",
                    ),
                    it(
                        "A haul-out for Friday, March 20 in the 07:10-09:40 window, at $434.00 "
                        "on Hester's account, was confirmed, but the booking call apparently "
                        "failed because another boat had taken the window.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Hester seemingly does not want a haul-out on a weekend, and only "
                        "morning windows will do.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Jory may not yet know that the Friday booking did not go through.",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "The suggested bottom pressure wash ($4.00 a foot) was declined.",
                        "ev_14",
                        "ev_15",
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
                    "A haul-out for Friday, March 20 in the 07:10-09:40 window appears to have "
                    "been booked at $434.00 on Hester's account.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "appears to have been booked",
                "book_haul_out act_18 executed but its result is an error, window_unavailable "
                "(ev_23): nothing was booked",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it("Afternoons only: morning sea breeze into the lift bay", "ev_15"),
                "inverted_constraint",
                "Afternoons only",
                "Jory said mornings only, because of the afternoon sea breeze (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Jory seemingly pointed out that the lift needs at least 1.2 m of tide, "
                    "and Hester does not want a haul-out on a weekend.",
                    "ev_12",
                    "ev_15",
                ),
                "misattributed_decision",
                "Jory seemingly pointed out that the lift needs at least 1.2 m of tide",
                "the 1.2 m tide requirement is the tool's and the agent's (ev_12, ev_14); Jory "
                "only gave Hester's rules (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A haul-out for Friday, March 20 in the 07:10-09:40 window, at $403.00 on "
                    "Hester's account, was confirmed, but the booking call apparently failed "
                    "because another boat had taken the window.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_amount",
                "$403.00",
                "31 ft at $14.00 a foot is $434.00 (ev_14, ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Tell Jory; next weekday morning window is Tue 3/21 08:35-11:00",
                    "ev_12",
                    "ev_23",
                ),
                "wrong_date",
                "Tue 3/21",
                "the Tuesday morning window is March 24 (ev_12); March 21 is the Saturday",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it("Bottom wash ($124): no, they scrub her themselves", "ev_4", "ev_6"),
                "unsupported_ref",
                "Bottom wash ($124)",
                "ev_4 and ev_6 are the phone number and the verification; the wash offer and "
                "its decline are in ev_14 and ev_15",
            ),
        ],
    },
    "marina-haulout@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Jory Vellanoweth is booking a haul-out for Gannet, the boat he skippers "
                    "for Hester Quill, so it can be painted this spring.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The first booking, for Friday, March 20 at 07:10-09:40, failed because "
                        "another boat took the window, and the agent told Jory that nothing was "
                        "booked.",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "Jory chose Tuesday morning instead, and haul-out HO-3317 was booked "
                        "for Tuesday, March 24 in the 08:35-11:00 window.",
                        "ev_25",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "The $434.00 haul-out fee goes on Hester's account on the day, without "
                        "a bottom wash.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Hester wants no haul-out on a weekend and only morning windows.",
                        "ev_15",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "The Monday, March 23 afternoon window (13:40-16:05) was offered and "
                        "declined because afternoons are out.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "Jory asked whether Gannet can go on the blocks near the shed, since "
                        "Hester wants to be near power.",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Spring haul-out for Gannet (31 ft, C-4), booked by her skipper Jory "
                    "Vellanoweth on owner Hester Quill's account (MH-18840)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "HO-3317 booked: Tue 3/24, 08:35-11:00 window, at the lift dock by "
                        "08:20; $434 on Hester's account that day, no wash",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Fri 3/20 morning booking failed (window taken); reported to Jory",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("No weekends; mornings only", "ev_15", "ev_25"),
                ],
                rejected=[
                    it("Mon 3/23 afternoon window: declined, afternoons out", "ev_24", "ev_25"),
                    it("Bottom wash ($124): declined", "ev_14", "ev_15"),
                ],
                open_threads=[
                    it(
                        "Can Gannet go on the blocks by the shed (Hester wants power)? Unanswered",
                        "ev_36",
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
                    "The first booking, for Friday, March 20 at 07:10-09:40, went through, and "
                    "Jory then added the Tuesday slot as well.",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:failed_call",
                "went through",
                "book_haul_out act_18 executed with an error result, window_unavailable "
                "(ev_23), and the agent said nothing was booked (ev_24)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Gannet assigned to the blocks by the shed, near power, per Hester",
                    "ev_36",
                ),
                "false_status:no_such_action",
                "assigned to the blocks by the shed",
                "Jory has only asked about the blocks near the shed (ev_36); the ledger holds "
                "no such action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Jory suggested the Monday, March 23 afternoon window (13:40-16:05), then "
                    "decided against it because afternoons are out.",
                    "ev_24",
                    "ev_25",
                ),
                "misattributed_decision",
                "Jory suggested the Monday, March 23 afternoon window",
                "the agent offered the Monday afternoon window (ev_24); Jory declined it (ev_25)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "HO-3317 booked: Tue 3/24, 08:35-11:00 window, at the lift dock by 08:35; "
                    "$434 on Hester's account that day, no wash",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_value:time",
                "at the lift dock by 08:35",
                "Gannet must be at the lift dock by 08:20 (ev_33, ev_35); 08:35 is when the "
                "window opens",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "HO-3371 booked: Tue 3/24, 08:35-11:00 window, at the lift dock by 08:20; "
                    "$434 on Hester's account that day, no wash",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_id",
                "HO-3371",
                "the haul-out id is HO-3317 (ev_33, ev_35)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Jory chose Tuesday morning instead, and haul-out HO-3317 was booked for "
                    "Tuesday, March 25 in the 08:35-11:00 window.",
                    "ev_25",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_date",
                "Tuesday, March 25",
                "HO-3317 is on Tuesday, March 24 (ev_33, ev_35)",
            ),
        ],
    },
}
