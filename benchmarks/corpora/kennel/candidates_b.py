"""Hand-written candidate summaries, part 2: insulin@m20, waitlist@m12.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "kennel-insulin@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Bartosz Ludgrove wants to board his two dogs, Obadiah and Salix, from "
                    "December 14 to December 18; Salix is diabetic and on insulin.",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Obadiah was booked in large run L7 from December 14 to 18 under "
                        "BKG-58302, for $256.00 with no deposit.",
                        "ev_19",
                        "ev_22",
                        "ev_27",
                        "ev_33",
                    ),
                    it(
                        "A review request for Salix, VR-1194, was sent to the visiting vet, Dr. "
                        "Ingeborg Sandiford. It is under review and she will decide by "
                        "December 11. Salix is not booked and nothing is held for her.",
                        "ev_22",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "Bartosz chose to book Obadiah anyway; his sister can take Salix if the "
                        "vet says no.",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Salix gets 6 units of insulin at 7 am and 7 pm, always with food, "
                        "never on an empty stomach.",
                        "ev_17",
                    ),
                    it("He wants a phone call when the vet decides, not an email.", "ev_34"),
                ],
                next_steps=[
                    it(
                        "Call Bartosz with Dr. Sandiford's decision. If she approves, book "
                        "Salix's medium run at $50.40 a night plus $8.00 a day for the "
                        "injections.",
                        "ev_16",
                        "ev_31",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Board Obadiah + Salix (insulin) 12/14–12/18 — Bartosz Ludgrove, RPL-51207",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it("Obadiah booked: BKG-58302, run L7, $256", "ev_22", "ev_27"),
                    it(
                        "Salix: vet review VR-1194 submitted to Dr. Sandiford, under review, "
                        "decision by 12/11. Not booked",
                        "ev_22",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Injection stays need the visiting vet's approval, not the desk's", "ev_11"),
                    it("Insulin 6u at 7:00/19:00, with food only", "ev_17"),
                    it("Contact by phone, not email", "ev_34"),
                ],
                open_threads=[
                    it(
                        "Dr. Sandiford's decision on Salix (agent: stable diabetics usually "
                        "approved)",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "If approved: book Salix, $201.60 + $32 injection fee",
                        "ev_14",
                        "ev_16",
                    ),
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
                    "Salix's stay was approved by the visiting vet, Dr. Ingeborg Sandiford, "
                    "under VR-1194, so she can board from December 14 to 18 as well.",
                    "ev_22",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "was approved by the visiting vet",
                "the executed call only submitted the review (act_21): VR-1194 is under review, "
                "decision by December 11, Salix not booked (ev_31, ev_33)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it("Salix booked: BKG-58302, run L7, $256", "ev_22", "ev_27"),
                "false_status:other_target",
                "Salix booked",
                "BKG-58302 is Obadiah's booking (act_20, ev_27); Salix is only under vet "
                "review (ev_31)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it("He wants an email when the vet decides rather than a call.", "ev_34"),
                "inverted_constraint",
                "an email when the vet decides rather than a call",
                "he asked for a call and said not to email (ev_34)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Dr. Sandiford's decision on Salix (Bartosz: stable diabetics usually "
                    "approved)",
                    "ev_31",
                    "ev_33",
                ),
                "misattributed_decision",
                "Bartosz: stable diabetics usually approved",
                "the agent said stable diabetic dogs are usually approved (ev_33); Bartosz "
                "said nothing of the kind",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Obadiah was booked in large run L7 from December 14 to 18 under BKG-58302, "
                    "for $288.00 with no deposit.",
                    "ev_19",
                    "ev_22",
                    "ev_27",
                    "ev_33",
                ),
                "wrong_amount",
                "$288.00",
                "Obadiah's 4 nights at $64.00 come to $256.00 (ev_27, ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Salix: vet review VR-1194 submitted to Dr. Sandiford, under review, "
                    "decision by 12/14. Not booked",
                    "ev_22",
                    "ev_31",
                ),
                "wrong_date",
                "decision by 12/14",
                "Dr. Sandiford decides by December 11 (ev_31); December 14 is the check-in",
            ),
        ],
    },
    "kennel-waitlist@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Marit Crake (RPL-36642): large run for Bosun, Christmas week 12/20–12/27",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Large run booking confirmed by her ($532: $448 + $84 surcharge) — "
                        "call FAILED: run_unavailable, last large run taken 10:41. Bosun not "
                        "booked. Not told yet",
                        "ev_14",
                        "ev_16",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Large run only — no medium, he's 104 lb", "ev_12"),
                ],
                rejected=[
                    it("Medium run as backup (agent's offer)", "ev_11", "ev_12"),
                ],
                next_steps=[
                    it(
                        "Tell her the booking failed; look at other options for the week",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marit Crake seems to be looking for a large run for her dog Bosun over "
                    "Christmas week, from December 20 to December 27.",
                    "ev_2",
                    "ev_9",
                ),
                decisions=[
                    it(
                        "She agreed to book the last large run for 7 nights at $532.00, with a "
                        "$75.00 deposit due by December 10.",
                        "ev_11",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "However, the booking call appears to have failed: the system says the "
                        "last large run was taken at 10:41, so Bosun is probably not booked, "
                        "and she has not been told yet.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want a medium run, since Bosun is 104 lbs and would not fit.",
                        "ev_12",
                    ),
                ],
                open_threads=[
                    it(
                        "It is not yet clear what will be offered instead; a partial large-run "
                        "stay from December 23 and the holiday waitlist might be options.",
                        "ev_9",
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
                    "The booking call appears to have gone through, so Bosun is probably "
                    "booked in the last large run, though she has not been told yet.",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:failed_call",
                "Bosun is probably booked in the last large run",
                "the booking call (act_15, executed) returned run_unavailable with is_error "
                "(ev_20); Bosun is not booked",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[1]",
                it("$75 holiday deposit taken on her card", "ev_14", "ev_16"),
                "false_status:no_such_action",
                "$75 holiday deposit taken",
                "the ledger holds no deposit action; the deposit was only mentioned as due by "
                "December 10 (ev_14)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She would be fine with a medium run if no large run is free.",
                    "ev_12",
                ),
                "inverted_constraint",
                "fine with a medium run",
                "she said not a medium run, he won't fit (ev_12)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it("Medium run as backup (her idea, then dropped)", "ev_11", "ev_12"),
                "misattributed_decision",
                "her idea",
                "the agent offered a medium run as a backup (ev_11); Marit refused it (ev_12)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She agreed to book the last large run for 7 nights at $448.00, with a "
                    "$75.00 deposit due by December 10.",
                    "ev_11",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "$448.00",
                "the 7 nights cost $532.00 with the holiday surcharge (ev_11, ev_14); $448.00 "
                "is the nightly rate part only",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "objective",
                it(
                    "Marit Crake (RPL-36642): large run for Bosun, Christmas week 12/20–12/28",
                    "ev_2",
                    "ev_4",
                ),
                "wrong_date",
                "12/20–12/28",
                "the stay she asked for ends on December 27 (ev_2, ev_14)",
            ),
        ],
    },
}
