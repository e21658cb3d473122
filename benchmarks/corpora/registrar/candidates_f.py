"""Hand-written candidate summaries, part 6: appeal@m22 and section@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "registrar-appeal@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Samuel Achterberg appears to want his non-resident classification "
                    "overturned, since he says he has lived in the state since June 2024.",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "He seems to have been classified as a non-resident on August 20 because "
                        "his Ohio driver's license was only issued on July 2, 2025, so 12 months "
                        "of residence before the term were not shown.",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "The difference between the non-resident and resident rates, $8,160.00 "
                        "for 12 credits, is his open balance and is due October 15.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "He uploaded his 2024 Ohio tax return (DOC-91344), and a residency "
                        "appeal with the lease, the driver's license and the tax return was "
                        "submitted to the Residency Appeals Committee as RA-2025-0719 after he "
                        "agreed.",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "He does not want to set up a payment plan for the out-of-state tuition "
                        "and would rather wait for the committee's decision.",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it(
                        "The appeal is apparently under review and has not been decided; a "
                        "decision is expected by November 7, and late fees on the $8,160.00 are "
                        "suspended until then.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Samuel Achterberg (A00470326): appeal of his non-resident tuition "
                    "classification for Fall 2025",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_22",
                ),
                decisions=[
                    it(
                        "Non-resident since 8/20: license issued 7/2/2025, 12 months not shown; "
                        "lease DOC-91207 from 6/1/2024 on file",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "Non-resident $1,140.00/credit vs resident $460.00 × 12 cr → $8,160.00 "
                        "difference = open balance, due 10/15",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Appeal RA-2025-0719 submitted after his yes: DOC-91207, DOC-91208, "
                        "DOC-91344 (2024 OH IT-1040) → Residency Appeals Committee, "
                        "under_review, decision by 11/7; late fees on $8,160.00 suspended",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "Precautionary payment plan (agent's offer): refused, won't pay "
                        "out-of-state rates; waits for the decision",
                        "ev_30",
                        "ev_31",
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
                    "Appeal RA-2025-0719 approved by the Residency Appeals Committee: "
                    "reclassified as resident, $8,160.00 difference removed",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "approved by the Residency Appeals Committee",
                "submit_appeal act_23 only submitted the appeal: the result is under_review, "
                "decision by 2025-11-07 (ev_28), and the agent said it hasn't been decided "
                "(ev_30)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Payment plan set up as a precaution in case the appeal is denied",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:no_such_action",
                "Payment plan set up",
                "the ledger holds no payment plan: the agent only offered one (ev_30) and Samuel "
                "refused (ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Non-resident $1,140.00/credit vs resident $460.00 × 12 cr → $8,610.00 "
                    "difference = open balance, due 10/15",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$8,610.00",
                "the difference is $8,160.00, 12 × ($1,140.00 − $460.00) (ev_13, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "The appeal is apparently under review and has not been decided; a decision "
                    "is expected by November 17, and late fees on the $8,160.00 are suspended "
                    "until then.",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "November 17",
                "the decision is expected by Friday, November 7 (ev_28, ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "He is willing to set up a payment plan for the out-of-state tuition while he "
                    "waits for the committee's decision.",
                    "ev_31",
                ),
                "inverted_constraint",
                "He is willing to set up a payment plan",
                "he said he's not setting up a plan to pay out-of-state tuition and will wait "
                "for the decision (ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "He uploaded his 2024 Ohio tax return (DOC-91344), and a residency appeal "
                    "with the lease, the driver's license and the tax return was submitted to the "
                    "Residency Appeals Committee as RA-2025-0719 after he agreed.",
                    "ev_10",
                    "ev_13",
                ),
                "unsupported_ref",
                "RA-2025-0719",
                "ev_10 and ev_13 (the residency status and the account) hold neither DOC-91344 "
                "nor the appeal; those are ev_20, ev_22, ev_28 and ev_30",
            ),
        ],
    },
    "registrar-section@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Eli Hargrove needs to add STAT 210 this fall because it is required for his "
                    "major.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Three STAT 210 sections had seats: 01 (Mon/Wed 9:00-10:15 am), 02 "
                        "(Tue/Thu 11:00 am-12:15 pm) and 03 (Friday 1:00-3:50 pm).",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "He agreed to add section 01 (CRN 44102), but the add failed because "
                        "the last seat was taken at 9:41, and he was not enrolled. The agent "
                        "told him.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Adding the course takes him from 12 to 15 credits and adds $1,380.00 of "
                        "tuition.",
                        "ev_19",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "He wants a morning section, an afternoon one only if nothing else is "
                        "available, and nothing on Friday because he works Fridays.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has proposed adding section 02 (CRN 44117) and is waiting for "
                        "his yes.",
                        "ev_26",
                    ),
                    it(
                        "The agent also mentioned the section 01 waitlist, which Eli has not "
                        "answered.",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "If he agrees, add STAT 210-02 before the add deadline on Tuesday, "
                        "September 9.",
                        "ev_16",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Eli Hargrove (A00433917): add STAT 210 (major requirement) this fall",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "add_section CRN 44102 (STAT 210-01, MW 9:00-10:15) approved → "
                        "SECTION_FULL, last seat gone 9:41; not enrolled; told",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Now proposed: STAT 210-02, CRN 44117, TTh 11:00-12:15, 3 cr, +$1,380.00 "
                        "tuition; awaiting yes",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Morning first; afternoon only as fallback; never Friday (works Fridays)",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "01 waitlist floated by agent, unlikely to open before the 9/9 deadline; "
                        "no answer",
                        "ev_16",
                        "ev_26",
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
                    "He agreed to add section 01 (CRN 44102) and got the last seat, so he is now "
                    "enrolled in STAT 210.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:failed_call",
                "got the last seat, so he is now enrolled",
                "add_section act_20 executed but its result is SECTION_FULL, not enrolled (ev_25, "
                "is_error), as the agent reported (ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Added STAT 210-02, CRN 44117, TTh 11:00-12:15, 3 cr, +$1,380.00 tuition",
                    "ev_26",
                ),
                "false_status:pending",
                "Added STAT 210-02",
                "add_section act_27 (CRN 44117) is only proposed (ev_26, ev_27); Eli has not "
                "answered and no call was made",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "He wants a morning section, an afternoon one only if nothing else is "
                    "available, and a Friday section would suit him.",
                    "ev_17",
                ),
                "inverted_constraint",
                "a Friday section would suit him",
                "he said not Friday at all, he works Fridays (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "01 waitlist: Eli asked to be put on it as a backup; unlikely to open before "
                    "the 9/9 deadline",
                    "ev_16",
                    "ev_26",
                ),
                "misattributed_decision",
                "Eli asked to be put on it",
                "the waitlist was the agent's idea (ev_26); Eli has said nothing about it",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Now proposed: STAT 210-02, CRN 44117, MW 11:00-12:15, 3 cr, +$1,380.00 "
                    "tuition; awaiting yes",
                    "ev_26",
                ),
                "wrong_value:days",
                "MW 11:00-12:15",
                "section 02 meets Tuesday and Thursday (ev_14, ev_16, ev_26)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Adding the course takes him from 12 to 15 credits and adds $1,840.00 of "
                    "tuition.",
                    "ev_19",
                    "ev_26",
                ),
                "wrong_amount",
                "$1,840.00",
                "3 credits × $460.00 is $1,380.00 (ev_19, ev_26)",
            ),
        ],
    },
}
