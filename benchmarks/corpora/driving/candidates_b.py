"""Hand-written candidate summaries, part 2: testbook@m18, testbook@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "driving-testbook@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ffion Darrowby (LN-61730) booking her practical test before she starts uni "
                    "on Sept 14",
                    "ev_2",
                    "ev_3",
                    "ev_7",
                ),
                decisions=[
                    it("Theory certificate TC-8842067 valid until 2028-05-19", "ev_13"),
                    it(
                        "Mock test MK-20593 booked: Mon 9/7 10:00 am with Idris Vantongeren, "
                        "90 min, £58",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "Practical test request TR-448120 sent for Brindlecote, Thu 9/10 8:50 "
                        "am: waitlisted by the NRSA (position 3), not confirmed; decision by 9/8",
                        "ev_24",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Test before Sept 14 (uni starts)", "ev_2"),
                    it("Brindlecote, not Wexmoor; mock first, real test after", "ev_19"),
                ],
                open_threads=[
                    it("Neither result reported to Ffion yet", "ev_29", "ev_33"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A practical driving test was requested for Ffion Darrowby, who needs to "
                    "take it before starting university on the 14th.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Her theory certificate, TC-8842067, was checked and found valid until "
                        "May 19, 2028.",
                        "ev_13",
                        "ev_18",
                    ),
                    it(
                        "The Wexmoor slot suggested by the agent was declined in favour of "
                        "Brindlecote, as she has never driven around Wexmoor.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "A 90-minute mock test with Idris Vantongeren was booked for September "
                        "7 at 10:00 am (MK-20593), at a cost of £58.00.",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "A practical test request for Brindlecote on September 10 at 8:50 am "
                        "was sent as TR-448120; it has been waitlisted by the NRSA at position "
                        "3 and is not confirmed, with a decision expected by September 8.",
                        "ev_24",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it("These outcomes have not yet been communicated to Ffion.", "ev_33"),
                ],
                next_steps=[
                    it(
                        "Ffion should be told that the mock is booked and that the test is only "
                        "waitlisted.",
                        "ev_29",
                        "ev_33",
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
                    "Practical test TR-448120 confirmed by the NRSA for Brindlecote, Thu 9/10 "
                    "8:50 am",
                    "ev_24",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "confirmed by the NRSA",
                "request_practical_test (act_23) only sent the request: the NRSA waitlisted it "
                "(status waitlisted, position 3, decision by 2026-09-08, ev_33)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A 90-minute mock test with Idris Vantongeren on September 7 at 10:00 am "
                    "(£58.00) was offered but was not booked.",
                    "ev_24",
                    "ev_29",
                ),
                "false_status:other_status",
                "was not booked",
                "book_mock_test (act_22) was approved and executed: MK-20593 is booked "
                "(ev_28, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Mock test MK-20593 booked: Tue 9/8 10:00 am with Idris Vantongeren, 90 "
                    "min, £58",
                    "ev_24",
                    "ev_29",
                ),
                "wrong_date",
                "Tue 9/8",
                "the mock is on Monday, September 7, 2026 (ev_21, ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A 90-minute mock test with Idris Vantongeren was booked for September 7 "
                    "at 10:00 am (MK-20593), at a cost of £85.00.",
                    "ev_24",
                    "ev_29",
                ),
                "wrong_amount",
                "£85.00",
                "the mock test costs £58.00 (ev_16, ev_29)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("Brindlecote, not Wexmoor; real test first, mock after", "ev_19"),
                "inverted_constraint",
                "real test first, mock after",
                'Ffion: "the mock first please, the real one after" (ev_19)',
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "A practical test request for Brindlecote on September 10 at 8:50 am was "
                    "sent as TR-441820; it has been waitlisted by the NRSA at position 3 and is "
                    "not confirmed, with a decision expected by September 8.",
                    "ev_24",
                    "ev_33",
                ),
                "wrong_id",
                "TR-441820",
                "the request id is TR-448120 (ev_33, ev_34)",
            ),
        ],
    },
    "driving-testbook@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Ffion Darrowby wants to take her practical driving test before she starts "
                    "university on September 14.",
                    "ev_2",
                    "ev_3",
                ),
                decisions=[
                    it(
                        "Her mock test MK-20593 is booked for Monday, September 7 at 10:00 am "
                        "with Idris, for £58.00.",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "The practical test request TR-448120 for Brindlecote on Thursday, "
                        "September 10 at 8:50 am was sent to the NRSA, which put it on its "
                        "waitlist at position 3; it is not confirmed yet.",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Ffion chose Brindlecote over Wexmoor, which the agent had suggested "
                        "because it usually confirms faster.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "She declined a backup request for the Wexmoor slot on September 11.",
                        "ev_35",
                        "ev_36",
                    ),
                    it(
                        "She does not want the test-day car (£95.00) booked until the NRSA "
                        "confirms.",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                open_threads=[
                    it(
                        "The NRSA will confirm or release the slot by Tuesday, September 8; the "
                        "school will call her on 555-0163.",
                        "ev_33",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Ffion Darrowby (LN-61730): practical test before uni, 9/14",
                    "ev_2",
                    "ev_3",
                    "ev_7",
                ),
                decisions=[
                    it("MK-20593 mock booked, Mon 9/7 10:00, Idris, £58", "ev_29", "ev_35"),
                    it(
                        "TR-448120 Brindlecote Thu 9/10 08:50: waitlisted by NRSA, pos 3; not "
                        "confirmed",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it("Brindlecote only, no Wexmoor backup", "ev_19", "ev_36"),
                    it("Test car (£95) only after NRSA confirms", "ev_36", "ev_38"),
                ],
                open_threads=[
                    it(
                        "NRSA decision due by 9/8; call Ffion on 555-0163 when it comes",
                        "ev_33",
                        "ev_38",
                    ),
                ],
                next_steps=[
                    it("Book test-day car once TR-448120 confirmed", "ev_38"),
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
                    "The practical test request TR-448120 was confirmed by the NRSA: Ffion's "
                    "test is booked at Brindlecote on Thursday, September 10 at 8:50 am.",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "was confirmed by the NRSA",
                "the request (act_23) was only waitlisted by the NRSA at position 3 (ev_33); "
                "the agent said it isn't confirmed (ev_35)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("Test-day car hired for 9/10, £95", "ev_35", "ev_36"),
                "false_status:no_such_action",
                "Test-day car hired",
                "the car hire was offered (ev_35) and declined until the NRSA confirms (ev_36, "
                "ev_38); the ledger holds no car hire action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Ffion said Wexmoor usually confirms faster, but she chose Brindlecote anyway.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Ffion said Wexmoor usually confirms faster",
                "that Wexmoor usually confirms faster was the agent's statement and suggestion "
                "(ev_18); Ffion only said she has never driven round there (ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "TR-448120 Wexmoor Fri 9/11 11:24: waitlisted by NRSA, pos 3; not confirmed",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:other_target",
                "Wexmoor Fri 9/11 11:24",
                "the request sent (act_23) is for Brindlecote on 2026-09-10 at 08:50 (ev_33); "
                "the Wexmoor slot was declined twice (ev_19, ev_36)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The practical test request TR-448120 for Brindlecote on Thursday, "
                    "September 10 at 8:50 am was sent to the NRSA, which put it on its waitlist "
                    "at position 2; it is not confirmed yet.",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_value:position",
                "position 2",
                "the NRSA waitlisted it at position 3 (ev_33, ev_35)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "NRSA decision due by 9/10; call Ffion on 555-0163 when it comes",
                    "ev_33",
                    "ev_38",
                ),
                "wrong_date",
                "9/10",
                "the NRSA decides by 2026-09-08, Tuesday, September 8 (ev_33, ev_35); "
                "September 10 is the test date itself",
            ),
        ],
    },
}
