"""Hand-written candidate summaries, part 1: swap@m19 and swap@m25.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "registrar-swap@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Maya Lindqvist (A00418273) swapping her CHEM 201 lecture: 02 (CRN 41207, "
                    "MWF 8:00-8:50) clashes with her MWF morning job",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Options: 04 CRN 41233 TTh 2:00-3:15 pm, 3 seats; 03 CRN 41219 MWF "
                        "12:00 full, waitlist 4; 05 CRN 41248 MW 6:30-7:45 pm (evening, ruled "
                        "out). Agent suggested 04, she took it",
                        "ev_14",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "Plan (agent's): add 04 first, then drop 02, so she's never without a "
                        "CHEM 201 seat; stays at 14 credits, tuition unchanged. Both approved "
                        "by her yes",
                        "ev_21",
                        "ev_24",
                    ),
                    it(
                        "add_section CRN 41233 executed → enrolled in CHEM 201-04; shows 17 "
                        "credits for now; reported to Maya",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Free only after 11 am on MWF; no evening classes", "ev_14"),
                ],
                rejected=[
                    it(
                        "03 waitlist as a backup (agent's offer): declined, she doesn't want to "
                        "end up in two sections",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Call drop_section for CHEM 201-02 (CRN 41207), approved but not done "
                        "yet; then confirm 14 credits. Add/drop deadline Tue 9/9",
                        "ev_13",
                        "ev_21",
                        "ev_24",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Maya Lindqvist wants to move out of her 8 am MWF Organic Chemistry lecture "
                    "because of a new morning job.",
                    "ev_2",
                    "ev_4",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Maya chose section 04 of CHEM 201 (CRN 41233), which meets Tuesday and "
                        "Thursday from 2:00 to 3:15 pm.",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "She agreed to add section 04 and drop section 02 (CRN 41207), with the "
                        "add done first.",
                        "ev_21",
                        "ev_24",
                    ),
                    it(
                        "She has been enrolled in CHEM 201-04, and the agent told her so. Her "
                        "schedule shows 17 credits until section 02 is dropped.",
                        "ev_29",
                        "ev_31",
                    ),
                    it("She declined to be put on the waitlist for section 03.", "ev_19", "ev_20"),
                ],
                constraints=[
                    it(
                        "She cannot take classes before 11 am on Monday, Wednesday and Friday, "
                        "and she does not want evening classes.",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "Drop CHEM 201-02 next, as she approved, and confirm that she is back "
                        "at 14 credits.",
                        "ev_21",
                        "ev_24",
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
                    "She has been enrolled in CHEM 201-04 and dropped from section 02, and the "
                    "agent told her so.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:pending",
                "dropped from section 02",
                "drop_section act_23 (CRN 41207) is approved by her yes (ev_24, ev_26) but not "
                "called yet; the agent said it is dropping it next (ev_31)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Also waitlisted for 03 (CRN 41219) as a backup, behind 4 others",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:no_such_action",
                "Also waitlisted for 03",
                "the ledger holds no waitlist action; the agent only offered it (ev_19) and Maya "
                "said no waitlist (ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Plan (Maya's): add 04 first, then drop 02, so she's never without a CHEM "
                    "201 seat; stays at 14 credits, tuition unchanged. Both approved by her yes",
                    "ev_21",
                    "ev_24",
                ),
                "misattributed_decision",
                "Plan (Maya's)",
                "the add-first order was the agent's plan (ev_21); Maya only said yes (ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She cannot take classes before 11 am on Monday, Wednesday and Friday, and "
                    "she prefers evening classes.",
                    "ev_14",
                ),
                "inverted_constraint",
                "she prefers evening classes",
                "she said anything after 11 is fine but not evenings, she can't do night classes "
                "(ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Options: 04 CRN 41323 TTh 2:00-3:15 pm, 3 seats; 03 CRN 41219 MWF 12:00 "
                    "full, waitlist 4; 05 CRN 41248 MW 6:30-7:45 pm (evening, ruled out). Agent "
                    "suggested 04, she took it",
                    "ev_14",
                    "ev_17",
                    "ev_19",
                    "ev_20",
                ),
                "wrong_id",
                "CRN 41323",
                "section 04 is CRN 41233 (ev_17, ev_19, ev_21)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Call drop_section for CHEM 201-02 (CRN 41207), approved but not done yet; "
                    "then confirm 14 credits. Add/drop deadline Tue 9/19",
                    "ev_13",
                    "ev_21",
                    "ev_24",
                    "ev_31",
                ),
                "wrong_date",
                "Tue 9/19",
                "the add/drop deadline is Tuesday, September 9 (ev_10, ev_13)",
            ),
        ],
    },
    "registrar-swap@m25": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "maya lindqvist A00418273 - move orgo lecture off MWF 8am (new job)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it("added CHEM 201-04 CRN 41233 tth 2-3:15pm", "ev_27", "ev_29"),
                    it(
                        "dropped CHEM 201-02 CRN 41207 after the add, before 9/9 so no "
                        "transcript record. back to 14 cr, tuition same",
                        "ev_32",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "ENGL 215-03 drop: she asked, agent warned 11 cr = part-time + loses "
                        "merit scholarship $2500, she said no -> NOT dropped",
                        "ev_37",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("no evening classes", "ev_14"),
                    it("stay full time for the scholarship, no more drops", "ev_40"),
                ],
                rejected=[
                    it("03 waitlist - she didnt want it", "ev_19", "ev_20"),
                ],
                next_steps=[
                    it(
                        "reply to maya - ENGL 215 stays, schedule final at 14 cr",
                        "ev_36",
                        "ev_40",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Maya Lindqvist appears to have needed her Organic Chemistry lecture moved "
                    "away from Monday, Wednesday and Friday mornings because of a new job.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "She seems to have been moved from CHEM 201-02 to CHEM 201-04 (Tuesday "
                        "and Thursday, 2:00-3:15 pm): the add went through first and the drop "
                        "of section 02 followed.",
                        "ev_29",
                        "ev_31",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "The drop happened before the September 9 deadline, so it should leave "
                        "no record on her transcript, and she is back at 14 credits with no "
                        "change in tuition.",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "When she asked about also dropping ENGL 215, the agent explained that "
                        "it would put her at 11 credits, part-time, and cost her the Aldercroft "
                        "Merit Scholarship ($2,500.00 this term), even though tuition would go "
                        "down by $1,380.00.",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "She apparently wants no more courses dropped and needs to stay full-time.",
                        "ev_40",
                    ),
                    it("Evening sections are out for her.", "ev_14"),
                ],
                rejected=[
                    it(
                        "She then decided against dropping ENGL 215-03, since she needs the "
                        "scholarship.",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                next_steps=[
                    it(
                        "It would probably make sense to confirm to her that ENGL 215-03 stays on "
                        "her schedule.",
                        "ev_38",
                        "ev_40",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "ENGL 215-03 appears to have been dropped as well, which brings her to 11 "
                    "credits.",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:ledger_rejected",
                "ENGL 215-03 appears to have been dropped as well",
                "drop_section act_39 (CRN 43561) was rejected by her no (ev_40, ev_42); no call "
                "was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "dropped CHEM 201-04 after the add, before 9/9 so no transcript record. back "
                    "to 14 cr, tuition same",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:other_target",
                "dropped CHEM 201-04",
                "the section dropped was CHEM 201-02, CRN 41207 (act_23, ev_34); 04 is the "
                "section she was added to (ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "When she asked about also dropping ENGL 215, the agent explained that it "
                    "would put her at 11 credits, part-time, and cost her the Aldercroft Merit "
                    "Scholarship ($2,500.00 this term), even though tuition would go down by "
                    "$1,840.00.",
                    "ev_37",
                    "ev_38",
                ),
                "wrong_amount",
                "$1,840.00",
                "tuition would go down by $1,380.00, 3 × $460.00 (ev_38)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("part-time is fine with her, scholarship not a concern", "ev_40"),
                "inverted_constraint",
                "part-time is fine with her",
                "she kept ENGL 215 because she needs the scholarship and said don't drop anything "
                "else (ev_40); the scholarship requires full-time (ev_38)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "ENGL 215-03 drop: she asked, then she realized 11 cr = part-time + loses "
                    "merit scholarship $2500 and said no -> NOT dropped",
                    "ev_37",
                    "ev_38",
                    "ev_40",
                ),
                "misattributed_decision",
                "she realized 11 cr = part-time + loses merit scholarship",
                "the consequences (11 credits, part-time, the scholarship lost) were the agent's "
                "warning (ev_38); Maya only reacted to it (ev_40)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "dropped CHEM 201-02 CRN 41207 after the add, before 9/9 so no transcript "
                    "record. back to 13 cr, tuition same",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_value:credits",
                "back to 13 cr",
                "she is back at 14 credits (ev_34, ev_36)",
            ),
        ],
    },
}
