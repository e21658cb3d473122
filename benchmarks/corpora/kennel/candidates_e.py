"""Hand-written candidate summaries, part 5: waitlist@m22, cancel@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "kennel-waitlist@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A large run for Bosun over Christmas week, December 20 to 27, was "
                    "requested by Marit Crake.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The booking of the last large run was confirmed by Marit, but the call "
                        "failed because the run had just been taken; she was told that Bosun "
                        "is not booked.",
                        "ev_16",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "Bosun was added to the holiday waitlist as HWL-0872, at position 2. A "
                        "place can only be released by the manager, Vesna Fothergill, so he is "
                        "not booked yet.",
                        "ev_28",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("A medium run was ruled out, as Bosun (104 lbs) would not fit.", "ev_12"),
                    it(
                        "Split stays and other kennels were ruled out by Marit; Bosun gets "
                        "upset being moved around.",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "The 4-night stay in a large run from December 23 to 27 was offered by "
                        "the agent and declined.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                next_steps=[
                    it(
                        "Marit is to be texted at 541-555-0119 if a place opens; the $75.00 "
                        "deposit would then be due within 48 hours.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("bosun (large dog), christmas week dec 20-27, marit crake", "ev_2"),
                decisions=[
                    it(
                        "large run booking FAILED - run_unavailable, last one taken. told her",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "on holiday waitlist HWL-0872, pos 2. manager vesna fothergill "
                        "releases places. not booked, no deposit yet",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("no medium run", "ev_12"),
                    it("no split stay, no other kennel", "ev_25"),
                ],
                rejected=[
                    it("dec 23-27 partial stay - no", "ev_24", "ev_25"),
                ],
                next_steps=[
                    it("text her if a place opens (541 555 0119)", "ev_35"),
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
                    "The booking of the last large run was confirmed by Marit and went "
                    "through, so Bosun has his run for the week.",
                    "ev_16",
                    "ev_20",
                ),
                "false_status:failed_call",
                "went through, so Bosun has his run for the week",
                "the booking call (act_15) returned run_unavailable with is_error (ev_20), and "
                "the agent told her Bosun is not booked (ev_24)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "waitlist HWL-0872 came through - manager vesna fothergill released a "
                    "place, bosun booked for the week",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:wrong_effect",
                "released a place, bosun booked",
                "the executed call only put Bosun on the waitlist (act_27): status waitlisted, "
                "booked false, position 2 (ev_32, ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Bosun was added to the holiday waitlist as HWL-0872, at position 3. A place "
                    "can only be released by the manager, Vesna Fothergill, so he is not booked "
                    "yet.",
                    "ev_28",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_value:position",
                "at position 3",
                "Bosun is number 2 on the waitlist (ev_32, ev_34)",
                rule="grounding",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it("split stay ok if it gets him in", "ev_25"),
                "inverted_constraint",
                "split stay ok",
                "she said no split stays, he gets upset being moved (ev_25)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "on holiday waitlist HWL-0827, pos 2. manager vesna fothergill releases "
                    "places. not booked, no deposit yet",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_id",
                "HWL-0827",
                "the waitlist entry is HWL-0872 (ev_32)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "The 2-night stay in a large run from December 23 to 27 was offered by the "
                    "agent and declined.",
                    "ev_24",
                    "ev_25",
                ),
                "wrong_value:nights",
                "2-night stay",
                "December 23 to 27 is 4 nights (ev_24)",
                rule="grounding",
            ),
        ],
    },
    "kennel-cancel@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Sigrun Pardew (RPL-25571): cancel Figgy's Christmas stay; keep Marmaduke's",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "BKG-56121 (Figgy, 12/20–12/24) cancelled, no fee; $75 deposit → "
                        "credit CR-4410, valid to 12/8/2026. Reported",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "BKG-56120 (Marmaduke, $272) unchanged",
                        "ev_12",
                        "ev_21",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("Don't touch Marmaduke's booking", "ev_2"),
                ],
                rejected=[
                    it(
                        "Deposit refund: refused — past the 12/6 cut-off",
                        "ev_15",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Bath for Marmaduke with the credit ($70, agent's idea): no",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it("Her question: Marmaduke's usual 4 o'clock walk", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Sigrun Pardew called to cancel her pug Figgy's Christmas booking, because "
                    "Figgy is going to her mother's, while leaving Marmaduke's booking alone.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent found both bookings for December 20 to 24 and explained "
                        "that, since the refund cut-off of December 6 had passed, Figgy's $75 "
                        "deposit could only be kept as credit.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Sigrun asked for the $75 to be refunded anyway, and the agent declined, "
                        "citing the deposit policy.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "She then confirmed, and Figgy's booking BKG-56121 was cancelled with no "
                        "fee, the deposit becoming credit CR-4410, valid until December 8, 2026.",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Marmaduke's booking, BKG-56120, was to stay exactly as it is, and it "
                        "does, still at $272.00.",
                        "ev_2",
                        "ev_17",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested using the credit for a bath for Marmaduke, but "
                        "Sigrun preferred to keep it for Easter.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether Marmaduke will still get his walk at four "
                        "as usual.",
                        "ev_30",
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
                    "BKG-56120 (Marmaduke, 12/20–12/24) cancelled, no fee; $75 deposit → credit "
                    "CR-4410, valid to 12/8/2026. Reported",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_target",
                "BKG-56120 (Marmaduke",
                "the cancelled booking is Figgy's BKG-56121 (act_22, ev_27); Marmaduke's "
                "BKG-56120 is unchanged (ev_29)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She then confirmed, but the cancellation of Figgy's booking BKG-56121 was "
                    "refused, so the booking still stands.",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_status",
                "was refused, so the booking still stands",
                "the cancellation (act_22) executed: BKG-56121 is cancelled (ev_27, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("$75 deposit refunded to her Visa as a goodwill gesture", "ev_18", "ev_19"),
                "false_status:no_such_action",
                "$75 deposit refunded",
                "the refund was refused (ev_19); the ledger holds no refund action and the "
                "deposit became credit CR-4410 (ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Sigrun thought of using the credit for a bath for Marmaduke, but then "
                    "preferred to keep it for Easter.",
                    "ev_19",
                    "ev_20",
                ),
                "misattributed_decision",
                "Sigrun thought of using the credit for a bath",
                "the agent suggested the bath (ev_19); Sigrun declined it (ev_20)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it("BKG-56120 (Marmaduke, $220.80) unchanged", "ev_12", "ev_21", "ev_29"),
                "wrong_amount",
                "$220.80",
                "Marmaduke's booking is $272.00 (ev_12, ev_17); $220.80 was Figgy's",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She then confirmed, and Figgy's booking BKG-56121 was cancelled with no "
                    "fee, the deposit becoming credit CR-4410, valid until June 8, 2026.",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_date",
                "June 8, 2026",
                "the credit is valid until December 8, 2026 (ev_27, ev_29)",
            ),
        ],
    },
}
