"""Hand-written candidate summaries, part 2: withdraw@m21 and withdraw@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "registrar-withdraw@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Daniel Oyelaran (A00392815) withdrawing from Fall 2025 after knee surgery; "
                    "at home for 6+ weeks",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Quote: 25% refund period (ends 10/14) → $1,495.00 of $5,980.00 tuition "
                        "back; $305.00 activity/tech fees kept; W grades, no GPA effect",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Withdrawal WD-20519 processed after his yes (medical, effective 10/8): "
                        "W in HIST 102-01, ECON 201-03, PSYC 100-02, STAT 110-04; refund "
                        "RF-66012 $1,495.00 to Copley FCU ****3318 by ~10/22; reported",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "Medical withdrawal petition proposed: Academic Standards Committee, "
                        "DOC-88231 (Wellsmere Orthopedic letter, 10/7), asks for the remaining "
                        "$4,485.00; awaiting his yes",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Refund to his bank account, not a paper check", "ev_17"),
                    it("Returning in spring: nothing that affects spring", "ev_17"),
                ],
                open_threads=[
                    it(
                        "If submitted: committee meets Wed 10/22, decisions emailed by 10/29",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Daniel Oyelaran reached out because knee surgery has left him stuck at home "
                    "for at least six weeks, and he needs to withdraw from the fall semester.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that a withdrawal now falls in the 25% refund "
                        "period, so only $1,495.00 of his $5,980.00 tuition would come back, and "
                        "that the $305.00 in activity and technology fees is not refundable.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Daniel was unhappy about the 25% but asked to go ahead, and once he "
                        "confirmed, the withdrawal was processed as WD-20519, with a W in all "
                        "four courses.",
                        "ev_17",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "The $1,495.00 refund (RF-66012) is going to his Copley Federal Credit "
                        "Union account ending 3318 and is expected by about October 22.",
                        "ev_16",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "The agent then found his doctor's letter on the portal (DOC-88231) and "
                        "laid out a medical withdrawal petition to the Academic Standards "
                        "Committee asking for the remaining $4,485.00; Daniel has not answered "
                        "yet.",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "He wants the refund deposited in his bank account rather than sent as a "
                        "paper check.",
                        "ev_17",
                    ),
                    it(
                        "He plans to return in the spring and does not want anything that would "
                        "interfere with that.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Whether Daniel wants the petition submitted; the committee would meet on "
                        "October 22.",
                        "ev_33",
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
                    "The agent then found his doctor's letter on the portal (DOC-88231) and "
                    "submitted a medical withdrawal petition to the Academic Standards Committee "
                    "asking for the remaining $4,485.00.",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:pending",
                "submitted a medical withdrawal petition",
                "submit_petition act_34 is only proposed (ev_33, ev_34); Daniel has not answered "
                "and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Withdrawal request WD-20519 (medical, effective 10/8) still awaiting "
                    "processing; once it posts: W in all 4 courses, refund RF-66012 $1,495.00 "
                    "to Copley FCU ****3318",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_28",
                ),
                "false_status:other_status",
                "still awaiting processing",
                "withdraw_from_term act_20 executed (ev_24) and the result says processed "
                "(ev_25); the agent reported it (ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Quote: 25% refund period (ends 10/14) → $1,945.00 of $5,980.00 tuition back; "
                    "$305.00 activity/tech fees kept; W grades, no GPA effect",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "$1,945.00",
                "25% of $5,980.00 is $1,495.00 (ev_14, ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Whether Daniel wants the petition submitted; the committee would meet on "
                    "October 29.",
                    "ev_33",
                ),
                "wrong_date",
                "October 29",
                "the committee meets Wednesday, October 22; October 29 is when decisions are "
                "emailed (ev_33)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He wants the refund sent as a paper check rather than deposited in his bank "
                    "account.",
                    "ev_17",
                ),
                "inverted_constraint",
                "sent as a paper check rather than deposited in his bank account",
                "he said the refund has to go to his bank account, not a paper check (ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Withdrawal WD-20519 processed after his yes (medical, effective 10/8): W in "
                    "HIST 102-01, ECON 201-03, PSYC 100-02, STAT 110-04; refund RF-66012 "
                    "$1,495.00 to Copley FCU ****3318 by ~10/22; reported",
                    "ev_14",
                    "ev_16",
                ),
                "unsupported_ref",
                "WD-20519",
                "ev_14 and ev_16 are the quote, before any withdrawal: they hold neither "
                "WD-20519 nor RF-66012; those are ev_25 and ev_28",
            ),
        ],
    },
    "registrar-withdraw@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A withdrawal from the Fall 2025 term was requested by Daniel Oyelaran "
                    "following knee surgery.",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "The withdrawal was processed as WD-20519, effective October 8, 2025, "
                        "and W grades were recorded in all four courses.",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "A 25% tuition refund of $1,495.00 (RF-66012) is being sent to his direct "
                        "deposit account, Copley FCU ****3318, and is expected by about October "
                        "22.",
                        "ev_19",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "A medical withdrawal petition (PET-4471) was submitted to the Academic "
                        "Standards Committee with his doctor's letter, DOC-88231, after he said "
                        "yes.",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "The refund is to be paid into his bank account, not by paper check.",
                        "ev_17",
                    ),
                    it("Nothing is to be done that would affect his return in spring.", "ev_17"),
                ],
                rejected=[
                    it(
                        "An intent-to-return note on his record was offered by the agent but "
                        "declined; he will contact his advisor himself in November.",
                        "ev_41",
                        "ev_42",
                    ),
                ],
                open_threads=[
                    it(
                        "The petition is under review and has not been approved; the committee "
                        "meets on October 22 and its decision is to be emailed by October 29. If "
                        "it is approved, up to $4,485.00 more would be refunded.",
                        "ev_39",
                        "ev_41",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Daniel Oyelaran, A00392815: medical withdrawal, Fall 2025",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "WD-20519 done: W ×4, 25% credit $1,495 → RF-66012, direct deposit "
                        "****3318, ~10/22",
                        "ev_19",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "Petition PET-4471 filed w/ DOC-88231 → Academic Standards Committee, "
                        "under_review, NOT decided. Asks remaining $4,485",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("Refund by direct deposit, no paper check; keep spring intact", "ev_17"),
                ],
                rejected=[
                    it(
                        "Intent-to-return note (agent offer): declined, he'll reach his advisor "
                        "in Nov",
                        "ev_41",
                        "ev_42",
                    ),
                ],
                next_steps=[
                    it("Committee meets 10/22; decision by email by 10/29", "ev_39", "ev_41"),
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
                    "A medical withdrawal petition (PET-4471) was submitted with his doctor's "
                    "letter, DOC-88231, and approved by the Academic Standards Committee.",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:wrong_effect",
                "approved by the Academic Standards Committee",
                "submit_petition act_34 only submitted the petition: the result is under_review "
                "(ev_39), and the agent said it is not approved yet; the committee meets "
                "October 22 (ev_41)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Intent-to-return note added to his record; advisor to reach out in Nov",
                    "ev_41",
                    "ev_42",
                ),
                "false_status:no_such_action",
                "Intent-to-return note added to his record",
                "the ledger holds no action for the note: the agent only offered it (ev_41) and "
                "Daniel declined (ev_42)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "At Daniel's own suggestion, a medical withdrawal petition (PET-4471) was "
                    "submitted to the Academic Standards Committee with his doctor's letter, "
                    "DOC-88231.",
                    "ev_16",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                ),
                "misattributed_decision",
                "At Daniel's own suggestion",
                "the petition was the agent's suggestion (ev_16, ev_28); Daniel agreed to it "
                "(ev_35)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Petition PET-4417 filed w/ DOC-88231 → Academic Standards Committee, "
                    "under_review, NOT decided. Asks remaining $4,485",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_id",
                "PET-4417",
                "the petition is PET-4471 (ev_39, ev_40, ev_41)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "next_steps[0]",
                it("Committee meets 10/22; decision by email by 10/22", "ev_39", "ev_41"),
                "wrong_date",
                "decision by email by 10/22",
                "the decision is to be emailed by October 29 (ev_39, ev_41); October 22 is the "
                "meeting",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "The petition is under review and has not been approved; the committee meets "
                    "on October 22 and its decision is to be emailed by October 29. If it is "
                    "approved, up to $5,980.00 more would be refunded.",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_amount",
                "$5,980.00",
                "up to $4,485.00 more, the remaining 75% (ev_39, ev_41); $5,980.00 is the whole "
                "tuition (ev_14)",
            ),
        ],
    },
}
