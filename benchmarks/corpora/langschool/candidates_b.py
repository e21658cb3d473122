"""Hand-written candidate summaries, part 2: placement@m20, sponsor@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "langschool-placement@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Wren Takahara-Doyle (KLS-62041) wants Korean B1 from January; a year of "
                    "study in Korea, no certificate",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Placement review PLR-3318 requested for test PT-K-20931 (58/100, B1 "
                        "from 60): under review with the academic coordinator, Dr. Imelda "
                        "Qureshi-Vance; decision by Nov 19. Not approved yet",
                        "ev_10",
                        "ev_18",
                        "ev_21",
                        "ev_26",
                        "ev_32",
                    ),
                    it(
                        "Seat hold HLD-7204 in KOR-B1-E1 (online, Tue/Thu 18:30-20:30, starts "
                        "Jan 13, 2026), free, until Nov 22; becomes an enrolment only on her "
                        "confirmation",
                        "ev_18",
                        "ev_21",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("No A2 enrolment", "ev_16"),
                    it(
                        "B1 group must start before Jan 15 (she's away the last week of March), "
                        "so KOR-B1-E2 (starts Jan 21) is out",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's suggestion to enrol in A2 (KOR-A2-E1, from Jan 12) to be safe: "
                        "declined",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Her question: if the coordinator says A2, does she lose the seat? Not "
                        "answered",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A place in a Korean B1 group starting in January is being sought by Wren "
                    "Takahara-Doyle, based on a year of study in Korea and an online placement "
                    "test.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "A score of 58 out of 100 was recorded on her placement test on November "
                        "10, 2025, just under the B1 threshold of 60, so her level is to be set "
                        "by the academic coordinator.",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "A placement review (PLR-3318) was requested after her yes and is now "
                        "under review by Dr. Imelda Qureshi-Vance; a decision is expected by "
                        "November 19, and nothing has been approved yet.",
                        "ev_21",
                        "ev_26",
                        "ev_32",
                    ),
                    it(
                        "A seat in the online B1 group KOR-B1-E1, which starts on January 13, "
                        "2026, has been held free of charge until November 22 under hold "
                        "HLD-7204.",
                        "ev_21",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "It was stressed by Wren that the B1 group must start before January "
                        "15, since she is away the last week of March.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "Enrolment in the A2 group KOR-A2-E1, suggested by the agent as a safer "
                        "option, was declined by Wren.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The in-person group KOR-B1-E2 was left out because it starts on "
                        "January 21.",
                        "ev_14",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "It has been asked by Wren whether she would lose the held seat if the "
                        "coordinator places her in A2.",
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
                "decisions[1]",
                it(
                    "A placement review (PLR-3318) was requested after her yes, and Wren has "
                    "been placed in B1 by Dr. Imelda Qureshi-Vance.",
                    "ev_21",
                    "ev_26",
                    "ev_32",
                ),
                "false_status:wrong_effect",
                "Wren has been placed in B1 by Dr. Imelda Qureshi-Vance",
                "the review call only submitted the request: PLR-3318 is under review, decided "
                "by the coordinator by November 19 (ev_26, ev_32); nothing is approved",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Seat hold HLD-7204 in KOR-B1-E2 (in person, Wed 18:00-21:00, starts Jan 21, "
                    "2026), free, until Nov 22; becomes an enrolment only on her confirmation",
                    "ev_14",
                    "ev_21",
                    "ev_30",
                ),
                "false_status:other_target",
                "KOR-B1-E2",
                "the hold HLD-7204 is in KOR-B1-E1 (act_20, ev_30); KOR-B1-E2 was left out "
                "because it starts January 21 (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A score of 56 out of 100 was recorded on her placement test on November 10, "
                    "2025, just under the B1 threshold of 60, so her level is to be set by the "
                    "academic coordinator.",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_value:score",
                "56 out of 100",
                "her placement test PT-K-20931 scored 58 out of 100 (ev_10, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Placement review PLR-3318 requested for test PT-K-20931 (58/100, B1 from "
                    "60): under review with the academic coordinator, Dr. Imelda Qureshi-Vance; "
                    "decision by Nov 22. Not approved yet",
                    "ev_10",
                    "ev_18",
                    "ev_21",
                    "ev_26",
                    "ev_32",
                ),
                "wrong_date",
                "decision by Nov 22",
                "the decision is due by November 19 (ev_26, ev_32); November 22 is when the seat "
                "hold lapses (ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "B1 group must not start before Jan 15 (she's away the last week of March)",
                    "ev_16",
                    "ev_18",
                ),
                "inverted_constraint",
                "must not start before Jan 15",
                "she said the group has to start before the 15th (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Enrolment in the A2 group KOR-A2-E1 was proposed by Wren as a fallback and "
                    "then dropped.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "was proposed by Wren as a fallback",
                "the agent suggested the A2 group (ev_15); Wren refused it (ev_16)",
            ),
        ],
    },
    "langschool-sponsor@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Leontine Sarrazin wants to enrol in business German B2 for the winter "
                    "term, paid for by her employer, Brackwater Optics, and wants her HR "
                    "contact to be able to handle the invoices.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Ruairi Tennant, HR at Brackwater Optics, was added as an authorized "
                        "contact on her account (AC-2251), for billing and enrolment only.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The course is GER-B2-BZ, Mondays and Wednesdays 6:00-8:00 pm at "
                        "Ashwillow from January 12 to March 25, 2026, for $935.00 in total "
                        "($880.00 tuition plus $55.00 materials).",
                        "ev_10",
                        "ev_16",
                    ),
                    it(
                        "Leontine said yes to the corrected plan: enrolment in GER-B2-BZ with "
                        "the $150.00 deposit paid by her, and an invoice of $785.00 to "
                        "Brackwater Optics. Neither has been carried out yet.",
                        "ev_34",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Leontine will pay the $150.00 deposit herself by bank transfer, not "
                        "through the sponsor, so she doesn't lose the seat while Brackwater's "
                        "approval is pending.",
                        "ev_30",
                        "ev_34",
                    ),
                    it("Ruairi must not see her grades or attendance.", "ev_17", "ev_25"),
                ],
                rejected=[
                    it(
                        "The agent's first plan, one invoice of $935.00 to Brackwater that "
                        "included the deposit, was turned down by Leontine.",
                        "ev_27",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it(
                        "Enrol her in GER-B2-BZ, send the $785.00 invoice to Brackwater for "
                        "approval, and give her the bank transfer reference for the deposit, "
                        "due by November 19.",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Leontine Sarrazin (KLS-55319): German B2 business, winter; sponsor "
                    "Brackwater Optics (SPN-0419)",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "AC-2251: Ruairi Tennant (HR, Brackwater) authorized, billing + "
                        "enrolment only",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Approved, not yet executed: enrol GER-B2-BZ ($935) w/ $150 deposit by "
                        "her bank transfer; sponsor invoice $785 to SPN-0419",
                        "ev_34",
                        "ev_37",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("Deposit: hers, by bank transfer, not the sponsor", "ev_30"),
                    it("Ruairi: no grades/attendance", "ev_17"),
                ],
                rejected=[
                    it(
                        "Single $935 invoice to Brackwater incl. deposit: rejected by her",
                        "ev_27",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "Run the enrolment + sponsor invoice; give her the deposit transfer ref "
                        "(due 11/19)",
                        "ev_34",
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
                    "Enrolled in GER-B2-BZ ($935) w/ $150 deposit by her bank transfer; sponsor "
                    "invoice $785 sent to SPN-0419",
                    "ev_34",
                    "ev_37",
                ),
                "false_status:pending",
                "Enrolled in GER-B2-BZ",
                "her yes approved the enrolment and the invoice (act_35, act_36), but no call "
                "has been made: neither is executed",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "An invoice for the full $935.00, including the deposit, was sent to "
                    "Brackwater Optics for approval.",
                    "ev_27",
                ),
                "false_status:ledger_rejected",
                "was sent to Brackwater Optics for approval",
                "the $935.00 invoice (act_29) was rejected by her correction (ev_30, ev_33) and "
                "never sent",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Approved, not yet executed: enrol GER-B2-BZ ($935) w/ $150 deposit by her "
                    "bank transfer; sponsor invoice $835 to SPN-0419",
                    "ev_34",
                    "ev_37",
                    "ev_38",
                    "ev_39",
                ),
                "wrong_amount",
                "$835",
                "the sponsor invoice is the $785.00 balance ($935.00 less the $150.00 deposit, "
                "ev_34)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Leontine wants the $150.00 deposit to go through the sponsor, not paid by "
                    "her by bank transfer.",
                    "ev_30",
                    "ev_34",
                ),
                "inverted_constraint",
                "to go through the sponsor, not paid by her by bank transfer",
                "she pays the deposit herself by bank transfer, not the sponsor (ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Leontine's first plan, one invoice of $935.00 to Brackwater that included "
                    "the deposit, was dropped after she changed her mind.",
                    "ev_27",
                    "ev_30",
                ),
                "misattributed_decision",
                "Leontine's first plan",
                "the single $935.00 invoice was the agent's plan (ev_27); Leontine rejected it "
                "(ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "AC-2251: Ruairi Tennant (HR, Brackwater) authorized, billing + enrolment only",
                    "ev_10",
                    "ev_14",
                ),
                "unsupported_ref",
                "AC-2251",
                "cites the group and sponsor lookups only (ev_10, ev_14); the authorization is "
                "in ev_19-ev_25",
            ),
        ],
    },
}
