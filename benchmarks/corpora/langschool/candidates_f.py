"""Hand-written candidate summaries, part 6: siblings@m12, hr@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "langschool-siblings@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Mireille Achterberg (KLS-58804) enrolling her brother Joost (KLS-58812, "
                    "linked sibling) in Arabic for beginners",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Group: ARA-A1-E, online, Tue 19:00-21:00, Jan 13-Mar 31, 2026 (24 h)",
                        "ev_13",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Price: $432.00 tuition − $64.80 (15% sibling discount) + $40.00 "
                        "materials = $407.20, on Mireille's Visa ****4471",
                        "ev_15",
                        "ev_19",
                    ),
                    it(
                        "She said yes; the enrolment is approved but not made yet (no call)",
                        "ev_19",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Alumni discount for Joost: refused (discounts don't stack; only for a "
                        "former learner's own enrolments)",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("Not Saturdays: Joost works Saturdays", "ev_17"),
                    it("Charge her card, not his", "ev_17"),
                    it("Her own A2 enrolment ENR-52240 unchanged", "ev_11", "ev_19"),
                ],
                rejected=[
                    it(
                        "Agent's pick, the Saturday intensive ARA-A1-SAT (in person, Jan 17-Feb "
                        "21): declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Enrol Joost in ARA-A1-E and charge $407.20", "ev_19", "ev_22"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "An enrolment in Arabic for beginners is being arranged by Mireille "
                    "Achterberg for her brother Joost, who is linked to her account.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The online Tuesday group ARA-A1-E (7:00-9:00 pm, January 13 to March "
                        "31, 2026) was chosen by Mireille, since Joost works on Saturdays.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "A total of $407.20 was quoted: $432.00 in tuition, less a 15% sibling "
                        "discount of $64.80, plus $40.00 for materials.",
                        "ev_16",
                        "ev_19",
                    ),
                    it(
                        "The enrolment, to be charged to Mireille's Visa ending 4471, was "
                        "approved by her, but it has not been carried out yet.",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "An alumni discount for Joost was requested by Mireille and refused, as "
                        "discounts do not stack.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "It was made clear by Mireille that her card is to be charged, not "
                        "Joost's.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The in-person Saturday intensive ARA-A1-SAT, suggested by the agent, "
                        "was not taken.",
                        "ev_16",
                        "ev_17",
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
                    "The enrolment was completed and $407.20 was charged to Mireille's Visa "
                    "ending 4471.",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:pending",
                "The enrolment was completed",
                "her yes approved the enrolment (act_20), but no call has been made: it is "
                "approved, not executed, and nothing is charged",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The enrolment of Mireille herself (KLS-58804) in ARA-A1-E, to be charged to "
                    "her Visa ending 4471, was approved by her, but it has not been carried out "
                    "yet.",
                    "ev_6",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:other_target",
                "The enrolment of Mireille herself (KLS-58804)",
                "the approved enrolment (act_20) is Joost's, KLS-58812 (ev_19); her own "
                "ENR-52240 is not changed",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Price: $432.00 tuition − $64.80 (10% sibling discount) + $40.00 materials = "
                    "$407.20, on Mireille's Visa ****4471",
                    "ev_15",
                    "ev_19",
                ),
                "wrong_value:discount_rate",
                "10% sibling discount",
                "the sibling discount is 15% of tuition (ev_13, ev_16, ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "It was made clear by Mireille that Joost's card is to be charged, not hers.",
                    "ev_17",
                ),
                "inverted_constraint",
                "Joost's card is to be charged, not hers",
                "she asked for her card, not his (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Group: ARA-A1-E, online, Tue 19:00-21:00, Jan 17-Mar 31, 2026 (24 h)",
                    "ev_13",
                    "ev_17",
                    "ev_19",
                ),
                "wrong_date",
                "Jan 17-Mar 31, 2026",
                "ARA-A1-E starts on January 13, 2026 (ev_13, ev_19); January 17 is the Saturday "
                "group's start",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The in-person Saturday intensive ARA-A1-SAT was first suggested by Mireille "
                    "and then dropped.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "was first suggested by Mireille",
                "the agent suggested the Saturday intensive (ev_16); Mireille declined it (ev_17)",
            ),
        ],
    },
    "langschool-hr@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marguerite Lyall-Obi (HR, Fenwycke Turbines; authorized contact on Casimir "
                    "Dunleavy's account KLS-44190, billing + enrolment) putting a new PO on his "
                    "invoices",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "INV-2025-1284 ($868.00, Norwegian B1 winter, issued 11/3/2025): PO "
                        "changed PO-FT-7702 → PO-FT-8813 and re-sent to "
                        "ap.fenwycke@example.net; still awaiting Fenwycke's approval, due 30 "
                        "days after it",
                        "ev_12",
                        "ev_21",
                        "ev_30",
                        "ev_33",
                        "ev_34",
                    ),
                    it(
                        "INV-2025-0988 ($812.00, Norwegian A2 autumn, paid 9/30): PO change "
                        "FAILED, invoice_locked (a paid invoice can't be changed); still on "
                        "PO-FT-7702. Reported",
                        "ev_12",
                        "ev_27",
                        "ev_34",
                    ),
                    it(
                        "Hallvard Quist's attendance: refused; she isn't authorized on his "
                        "account, only he can add her",
                        "ev_2",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "Fenwycke finance to request a credit note + re-issue for INV-2025-0988 "
                        "(she'll ask them)",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "She asks again when the winter invoice was issued (11/3/2025); unanswered",
                        "ev_12",
                        "ev_14",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marguerite Lyall-Obi, the HR contact at Fenwycke Turbines authorized on "
                    "Casimir Dunleavy's account, apparently wants the new purchase order number "
                    "PO-FT-8813 put on both of his invoices.",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The winter invoice INV-2025-1284 ($868.00) now seems to carry "
                        "PO-FT-8813 and was re-sent to ap.fenwycke@example.net; it is still "
                        "awaiting Fenwycke's approval.",
                        "ev_12",
                        "ev_30",
                        "ev_33",
                        "ev_34",
                    ),
                    it(
                        "The change on the autumn invoice INV-2025-0988 ($812.00) did not go "
                        "through, because the invoice has already been paid and is locked.",
                        "ev_12",
                        "ev_27",
                        "ev_34",
                    ),
                    it(
                        "The agent declined to share anything about Hallvard Quist, since "
                        "Marguerite is not an authorized contact on his account.",
                        "ev_14",
                    ),
                ],
                constraints=[
                    it(
                        "Her access is likely limited to billing and enrolment on Casimir's "
                        "account.",
                        "ev_6",
                    ),
                ],
                next_steps=[
                    it(
                        "Marguerite plans to have Fenwycke's finance team request a credit note "
                        "and a re-issue for INV-2025-0988.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "She has asked again when the winter invoice was issued; it appears to "
                        "have been November 3, 2025.",
                        "ev_12",
                        "ev_35",
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
                    "The autumn invoice INV-2025-0988 ($812.00) was also updated to PO-FT-8813.",
                    "ev_12",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:failed_call",
                "was also updated to PO-FT-8813",
                "the PO change on INV-2025-0988 (act_18, executed) failed: invoice_locked "
                "(ev_27, is_error)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("Hallvard Quist's attendance summary sent to her", "ev_2", "ev_14"),
                "false_status:no_such_action",
                "attendance summary sent to her",
                "the agent refused to share anything about Hallvard Quist (ev_14); the ledger "
                "holds no action for it",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The winter invoice INV-2025-1284 ($868.00) now seems to carry PO-FT-8813, "
                    "and re-sending it to ap.fenwycke@example.net got it approved by Fenwycke.",
                    "ev_12",
                    "ev_30",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "got it approved by Fenwycke",
                "the re-send only sent the invoice; it is still awaiting the sponsor's approval "
                "(ev_33, ev_34)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "INV-2025-1284 ($868.00, Norwegian B1 winter, issued 11/3/2025): PO changed "
                    "PO-FT-7702 → PO-FT-8831 and re-sent to ap.fenwycke@example.net; still "
                    "awaiting Fenwycke's approval, due 30 days after it",
                    "ev_12",
                    "ev_21",
                    "ev_30",
                    "ev_33",
                    "ev_34",
                ),
                "wrong_id",
                "PO-FT-8831",
                "the new purchase order is PO-FT-8813 (ev_15, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Marguerite plans to have Fenwycke's finance team request a credit note and "
                    "a re-issue for INV-2025-0988.",
                    "ev_6",
                    "ev_12",
                ),
                "unsupported_ref",
                "credit note and a re-issue",
                "cites the verification and the invoice list only (ev_6, ev_12); the credit "
                "note is in ev_27 and ev_34, her plan in ev_35",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "She asks again when the winter invoice was issued (10/3/2025); unanswered",
                    "ev_12",
                    "ev_14",
                    "ev_35",
                ),
                "wrong_date",
                "10/3/2025",
                "INV-2025-1284 was issued on November 3, 2025 (ev_12, ev_14)",
            ),
        ],
    },
}
