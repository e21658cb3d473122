"""Hand-written candidate summaries, part 4: hearing@m16, medical@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "translate-hearing@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Dariusz Wendling-Ortiz (Wendling-Ortiz Law Office, ACC-6621) needs a "
                    "Portuguese court interpreter for case 27-CV-0418, Aldercombe County "
                    "Circuit Court, Tue 3/9 9:00 am.",
                    "ev_2",
                    "ev_7",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "INT-30917 requested after his yes: Benedita Sarrazola (state court "
                        "certified), 3/9 9:00 am; ~1.5 h expected, billed at the 2-hour minimum, "
                        "2 × $95 = $190, invoiced to the firm (net 30).",
                        "ev_12",
                        "ev_15",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Status: requested, pending the court clerk's confirmation (answer "
                        "expected by 3/5). Not confirmed; not reported to him yet.",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Court certified interpreter only, no exceptions.", "ev_2"),
                    it(
                        "Don't book the 3/16 hearing (27-CV-0433, 1:30 pm) yet: it may be "
                        "continued.",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's offer to hold Benedita for 3/16 (free cancellation up to 48 h "
                        "before): declined.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("Report INT-30917 and that the clerk still has to confirm.", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Dariusz Wendling-Ortiz appears to need a court-certified Portuguese "
                    "interpreter for a hearing in case 27-CV-0418 at Aldercombe County Circuit "
                    "Court on Tuesday, March 9 at 9:00 am.",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "The agent seems to have requested Benedita Sarrazola, a state court "
                        "certified interpreter, as booking INT-30917; it should be billed at the "
                        "2-hour minimum of $95.00 an hour, or $190.00, although the hearing may "
                        "only last about 90 minutes.",
                        "ev_14",
                        "ev_15",
                        "ev_19",
                        "ev_25",
                    ),
                    it(
                        "The booking apparently still needs the court clerk's confirmation, "
                        "expected by March 5, so it should not be treated as confirmed.",
                        "ev_25",
                    ),
                    it(
                        "He declined the agent's offer to hold Benedita for the March 16 "
                        "hearing as well.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("Only a court-certified interpreter is acceptable to him.", "ev_2"),
                    it(
                        "The second hearing, case 27-CV-0433 on March 16 at 1:30 pm, should not "
                        "be booked yet because it may be continued; he will call back.",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent will likely need to tell him the booking was requested and is "
                        "awaiting the clerk.",
                        "ev_25",
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
                    "The court clerk has apparently already confirmed Benedita for the March 9 "
                    "slot.",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "The court clerk has apparently already confirmed Benedita",
                "book_interpreter only sent the request: INT-30917 is requested, "
                "pending_court_clerk (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "INT-30917 requested after his yes: Benedita Sarrazola (state court "
                    "certified), case 27-CV-0433, 3/16 1:30 pm; ~1.5 h expected, billed at the "
                    "2-hour minimum, 2 × $95 = $190, invoiced to the firm (net 30).",
                    "ev_12",
                    "ev_15",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_target",
                "case 27-CV-0433, 3/16 1:30 pm",
                "INT-30917 (act_20) is for case 27-CV-0418 on March 9 at 9:00 am (ev_19, "
                "ev_25); the March 16 hearing was not booked, by his choice (ev_15, ev_18)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Court certified preferred, but a non-certified interpreter is acceptable.",
                    "ev_2",
                ),
                "inverted_constraint",
                "a non-certified interpreter is acceptable",
                'he said "court certified only, no exceptions" (ev_2)',
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent seems to have requested Benedita Sarrazola, a state court "
                    "certified interpreter, as booking INT-30917; it should be billed at the "
                    "2-hour minimum of $95.00 an hour, or $142.50, although the hearing may only "
                    "last about 90 minutes.",
                    "ev_14",
                    "ev_15",
                    "ev_19",
                    "ev_25",
                ),
                "wrong_amount",
                "$142.50",
                "at the 2-hour minimum the booking is 2 × $95.00 = $190.00 (ev_19, ev_25); "
                "$142.50 would be 1.5 hours",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "INT-30917 requested after his yes: Benedita Sarrazola (state court "
                    "certified), 3/9 9:00 am; ~2 h expected, billed at the 2-hour minimum, 2 × "
                    "$95 = $190, invoiced to the firm (net 30).",
                    "ev_12",
                    "ev_15",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_value:hours",
                "~2 h expected",
                'he expects about 90 minutes ("90 min maybe", ev_15; 1.5 hours, ev_19); 2 '
                "hours is the billed minimum",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "He asked to hold Benedita for the March 16 hearing as well, since "
                    "cancellation is free up to 48 hours before.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "He asked to hold Benedita for the March 16 hearing as well",
                "holding Benedita for the 16th was the agent's offer (ev_17); he refused it "
                "(ev_18)",
            ),
        ],
    },
    "translate-medical@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A Polish medical interpreter was requested by Rosalind Pekkarinen for her "
                    "father, Zbigniew Ostrowiak, at two appointments at Larkhaven General "
                    "Hospital.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Wiesława Drozdowska-Hart, a certified medical interpreter, was found to "
                        "be available for both appointments, at $70.00 an hour in person with a "
                        "2-hour minimum.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "The cardiology appointment on Monday, March 8 at 10:15 am was booked in "
                        "person as INT-30951 for $140.00 and was confirmed by the hospital's "
                        "language services.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "A second booking, for physiotherapy on Monday, March 15 at 2:00 pm, "
                        "also in person for $140.00, was proposed but has not been agreed to "
                        "yet.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "It was insisted that both appointments be in person, not by video, "
                        "because her father is hard of hearing.",
                        "ev_10",
                        "ev_16",
                    ),
                    it("The cardiology appointment was to be handled first.", "ev_10", "ev_16"),
                ],
                rejected=[
                    it(
                        "Video interpreting for the physio session ($55.00 instead of $140.00) "
                        "was suggested by the agent and was declined.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked by Rosalind whether the 2-hour minimum is charged even if "
                        "the physio only lasts one hour.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Rosalind Pekkarinen (C-21307): Polish interpreter for her father Zbigniew "
                    "Ostrowiak, Larkhaven General",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "INT-30951 booked + confirmed by hospital language services: cardiology "
                        "Mon 3/8 10:15, in person, Wiesława Drozdowska-Hart, $140 (2 h × $70). "
                        "Meet at cardiology reception, 2nd floor, 10:00",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Physio Mon 3/15 2:00 pm proposed (in person, $140); no yes yet",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("In person, not video (he's hard of hearing)", "ev_10", "ev_16"),
                    it("Cardiology first", "ev_10"),
                ],
                rejected=[
                    it("Video for physio ($55): agent's suggestion, declined", "ev_15", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Her question: is the 2-h minimum charged if physio lasts 1 h? Unanswered",
                        "ev_28",
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
                    "A second booking, for physiotherapy on Monday, March 15 at 2:00 pm, was "
                    "also made in person for $140.00.",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:pending",
                "was also made",
                "the physio booking act_27 is only proposed: she answered with a question "
                "(ev_28), no yes and no call",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "INT-30951 (cardiology Mon 3/8 10:15, in person, Wiesława "
                    "Drozdowska-Hart, $140): hospital language services declined the slot",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "hospital language services declined the slot",
                "the booking act_18 executed and INT-30951 is confirmed by the hospital's "
                "language services (ev_23, ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("Video is fine, in person not needed", "ev_10", "ev_16"),
                "inverted_constraint",
                "Video is fine, in person not needed",
                'she said "in person, not by video, he\'s hard of hearing" (ev_10) and "in '
                'person for both" (ev_16)',
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Video interpreting for the physio session ($55.00 instead of $140.00) was "
                    "suggested by Rosalind but was then dropped.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "was suggested by Rosalind",
                "video for the physio was the agent's suggestion (ev_15); Rosalind refused it "
                "(ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The cardiology appointment on Monday, March 8 at 10:15 am was booked in "
                    "person as INT-30951 for $105.00 and was confirmed by the hospital's "
                    "language services.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "$105.00",
                "INT-30951 is billed at the 2-hour minimum, 2 × $70.00 = $140.00 (ev_23, ev_25)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Physio Mon 3/16 2:00 pm proposed (in person, $140); no yes yet",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "3/16",
                "the physio appointment is Monday, March 15 at 2:00 pm (ev_10, ev_26)",
            ),
        ],
    },
}
