"""Hand-written candidate summaries, part 3: labs, insurance, cancel and sports (4 points).

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "clinic-labs@m29": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Samuel Oduya (MRN 00667120): missing results from his 10/2 draw "
                    "(LAB-3381250, Dr. Miriam Adeyemi) + a video visit to go over them",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "CMP released to portal early at his request (would auto-release 10/16); "
                        "A1c already out since 10/4",
                        "ev_12",
                        "ev_16",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "Telehealth f/u APT-5590633 booked: Dr. Adeyemi, Thu 10/17 16:30, $15 "
                        "copay",
                        "ev_29",
                        "ev_32",
                        "ev_35",
                        "ev_36",
                    ),
                    it(
                        "Video link emailed to sam.oduya@example.org (opens 16:15); nothing sent "
                        "by SMS",
                        "ev_46",
                        "ev_49",
                        "ev_50",
                        "ev_51",
                    ),
                ],
                constraints=[
                    it("Visits after 4 PM only (at work until then)", "ev_16"),
                    it("No texts to 555-0162: it's his wife's phone", "ev_38", "ev_40"),
                ],
                rejected=[
                    it("Link by SMS to 555-0162: Samuel said no", "ev_38", "ev_40", "ev_43"),
                ],
                open_threads=[
                    it(
                        "Lipid panel final but held for Dr. Adeyemi's review; desk can't release "
                        "it",
                        "ev_12",
                        "ev_15",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "pt samuel oduya wants rest of 10/2 lab results + video visit w/ dr adeyemi",
                    "ev_2",
                    "ev_12",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "cmp released to portal. a1c was already out. lipid still on hold for dr "
                        "review",
                        "ev_15",
                        "ev_23",
                    ),
                    it(
                        "video visit thu 10/17 4:30pm booked, APT-5590633, copay $15",
                        "ev_26",
                        "ev_36",
                    ),
                    it("link emailed to sam.oduya@example.org", "ev_50"),
                ],
                constraints=[
                    it("after 4pm only", "ev_16"),
                    it("no sms, email only", "ev_40"),
                ],
                next_steps=[
                    it(
                        "lipid panel: wait for dr adeyemi to release, go over it at the 10/17 "
                        "visit",
                        "ev_15",
                        "ev_16",
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
                "decisions[2]",
                it(
                    "Video link texted to 555-0162 (opens 16:15)",
                    "ev_38",
                    "ev_49",
                    "ev_50",
                ),
                "false_status:ledger_rejected",
                "texted to 555-0162",
                "the SMS link act_39 was rejected by Samuel's no (ev_40, ev_43); the link "
                "executed went by email (ev_49, ev_50)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it("cmp + lipid panel released to portal. a1c was already out", "ev_15", "ev_23"),
                "false_status:other_target",
                "cmp + lipid panel released",
                "release_lab_results act_18 released the metabolic panel only; the lipid panel "
                "stays held for the doctor (ev_23)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "video visit thu 10/24 4:30pm booked, APT-5590633, copay $15",
                    "ev_26",
                    "ev_36",
                ),
                "wrong_date",
                "thu 10/24",
                "the visit is Thu 2024-10-17 16:30 (ev_27, ev_36); Oct 24 at 5:00 PM was "
                "another slot",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Telehealth f/u APT-5590633 booked: Dr. Adeyemi, Thu 10/17 16:30, $25 copay",
                    "ev_29",
                    "ev_32",
                    "ev_35",
                    "ev_36",
                ),
                "wrong_amount",
                "$25 copay",
                "the telehealth copay is $15 (ev_26, ev_29, ev_36)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("before 4pm only", "ev_16"),
                "inverted_constraint",
                "before 4pm only",
                "Samuel is at work until 4, so the visit has to be after 4 (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Samuel first asked for the link by text, then switched to email",
                    "ev_38",
                    "ev_40",
                ),
                "misattributed_decision",
                "Samuel first asked for the link by text",
                "texting the link was the agent's proposal (ev_38); Samuel refused it (ev_40)",
            ),
        ],
    },
    "clinic-insurance@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Priscilla Nguyen seems to want her new insurance, effective October 1, put "
                    "on file so her visits are no longer billed to her old Bluecrest plan.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Her coverage appears to have been updated to Meridian Advantage PPO, "
                        "member ID MAP-70451287, group 88-2215, effective October 1, 2024 "
                        "(coverage record COV-448810).",
                        "ev_28",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "The first attempt used MAP-70451281, which she had misread from her "
                        "card; it was corrected before anything was saved.",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Her son Leo should probably stay on Bluecrest (BCP227409126), since he "
                        "is now on his father's plan.",
                        "ev_12",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Her October 3 visit with Dr. Mehta (claim CLM-5120774, $185.00) was "
                        "billed to Bluecrest and denied; it likely still needs to be resubmitted "
                        "to Meridian.",
                        "ev_14",
                        "ev_16",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm the update to Priscilla and perhaps offer to have billing "
                        "resubmit the October 3 claim.",
                        "ev_26",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Priscilla Nguyen (MRN 00708834): replace terminated Bluecrest PPO Silver "
                    "(BCP227409118, ended 9/30) with her new plan",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Meridian Advantage PPO on file: MAP-70451287, group 88-2215, eff "
                        "10/1/24, COV-448810, eligibility active",
                        "ev_30",
                        "ev_31",
                        "ev_32",
                    ),
                    it("Meridian copays: $30 primary, $60 specialist", "ev_32"),
                ],
                constraints=[
                    it("Leo (MRN 00708851) stays on Bluecrest, no change", "ev_12", "ev_17"),
                ],
                rejected=[
                    it(
                        "Update with MAP-70451281: misread last digit, corrected by Priscilla",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "CLM-5120774 (10/3, Dr. Mehta, $185.00) denied by Bluecrest; not yet "
                        "resubmitted to Meridian",
                        "ev_14",
                        "ev_16",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it("Report update to Priscilla; offer claim resubmission", "ev_26", "ev_32"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Meridian Advantage PPO on file: MAP-70451281, group 88-2215, eff 10/1/24, "
                    "COV-448810, eligibility active",
                    "ev_30",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_id",
                "MAP-70451281",
                "the member id on file is MAP-70451287 (ev_24, ev_32); 1281 was the misread "
                "one she corrected",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Her October 3 visit with Dr. Mehta (claim CLM-5120774, $185.00) was denied "
                    "by Bluecrest and appears to have been resubmitted to Meridian.",
                    "ev_14",
                    "ev_16",
                    "ev_26",
                ),
                "false_status:no_such_action",
                "resubmitted to Meridian",
                "no resubmission was made; the agent only said billing can resubmit once the "
                "update is done (ev_26), and the ledger holds no claim action",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("Leo (MRN 00708851) moved to Meridian with her", "ev_12", "ev_17"),
                "false_status:other_target",
                "moved to Meridian with her",
                "update_insurance act_27 changed Priscilla's record only (mrn 00708834, ev_30); "
                "she asked not to change Leo's (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it("Meridian copays: $30 primary, $50 specialist", "ev_32"),
                "wrong_amount",
                "$50 specialist",
                "Meridian's specialist copay is $60 (ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Confirm the update to Priscilla and have billing resubmit the October 3 "
                    "claim, as she requested.",
                    "ev_26",
                    "ev_32",
                ),
                "misattributed_decision",
                "as she requested",
                "resubmitting the claim was the agent's suggestion (ev_26); Priscilla only asked "
                "for the insurance update (ev_2)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Her October 3 visit with Dr. Mehta (claim CLM-5120774, $158.00) was billed "
                    "to Bluecrest and denied; it likely still needs to be resubmitted to "
                    "Meridian.",
                    "ev_14",
                    "ev_16",
                    "ev_26",
                ),
                "wrong_amount",
                "$158.00",
                "the claim is $185.00 (ev_14, ev_16)",
            ),
        ],
    },
    "clinic-cancel@m25": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Linda Moreau called on behalf of her father, Henri Moreau, who was admitted "
                    "to the hospital last night and cannot make his cardiology appointment "
                    "tomorrow.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Henri's identity was verified, and Linda was confirmed as his "
                        "representative under a healthcare power of attorney.",
                        "ev_8",
                        "ev_14",
                    ),
                    it(
                        "His cardiology follow-up with Dr. Tomasz Wierzbicki, set for Friday, "
                        "October 11 at 10:15 AM at Riverside, was cancelled after Linda "
                        "confirmed. Because it was less than 24 hours away, a $50.00 late fee "
                        "(FEE-70231) was added.",
                        "ev_22",
                        "ev_25",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "That fee was then waived because of the hospital admission (WV-20488), "
                        "leaving a balance of $0.00.",
                        "ev_33",
                        "ev_35",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "His eye exam with Dr. Paul Lindqvist on Tuesday, October 29 at 2:00 PM "
                        "is to stay as booked.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Linda will call back after Henri is discharged to find a new time with "
                        "Dr. Wierzbicki.",
                        "ev_42",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Linda Moreau (daughter, healthcare POA) for Henri Moreau (MRN 00184470): "
                    "cancel tomorrow's cardiology visit, he's in hospital",
                    "ev_2",
                    "ev_8",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "APT-5561120 (Wierzbicki, Fri Oct 11 10:15, Riverside) cancelled; late "
                        "(22.5 h out), $50 fee FEE-70231 charged",
                        "ev_16",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "FEE-70231 waived, WV-20488 (hospital admission); account GA-184470 at $0",
                        "ev_30",
                        "ev_33",
                        "ev_35",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "Keep APT-5561304, eye exam w/ Dr. Lindqvist, Oct 29 2:00 PM, Elm St",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it("Rebook cardiology when Linda calls after discharge", "ev_42", "ev_43"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "His eye exam with Dr. Paul Lindqvist on Tuesday, October 29 at 2:00 PM was "
                    "cancelled as well.",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:other_target",
                "was cancelled as well",
                "cancel_appointment act_24 cancelled APT-5561120 only (ev_27, ev_29); Linda "
                "asked to leave the eye exam (ev_19)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Waiver of FEE-70231 declined (hospital admission not accepted); $50 stays "
                    "on GA-184470",
                    "ev_30",
                    "ev_33",
                    "ev_35",
                    "ev_38",
                    "ev_39",
                ),
                "false_status:other_status",
                "declined",
                "the waiver act_34 was approved and executed: WV-20488, balance $0.00 (ev_38, "
                "ev_39)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "His cardiology follow-up with Dr. Tomasz Wierzbicki, set for Friday, "
                    "October 11 at 10:15 AM at Riverside, was cancelled after Linda confirmed. "
                    "Because it was less than 24 hours away, a $75.00 late fee (FEE-70231) was "
                    "added.",
                    "ev_22",
                    "ev_25",
                    "ev_28",
                    "ev_29",
                ),
                "wrong_amount",
                "$75.00",
                "the late cancellation fee is $50.00 (ev_21, ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "At Linda's request, that fee was then waived because of the hospital "
                    "admission (WV-20488), leaving a balance of $0.00.",
                    "ev_33",
                    "ev_35",
                    "ev_38",
                    "ev_39",
                ),
                "misattributed_decision",
                "At Linda's request",
                "the agent offered and proposed the waiver (ev_22, ev_33); Linda only said yes "
                "(ev_35)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "APT-5561120 (Lindqvist, Fri Oct 11 10:15, Riverside) cancelled; late "
                    "(22.5 h out), $50 fee FEE-70231 charged",
                    "ev_16",
                    "ev_21",
                    "ev_25",
                    "ev_28",
                    "ev_29",
                ),
                "wrong_value:provider",
                "Lindqvist",
                "APT-5561120 is with Dr. Tomasz Wierzbicki (ev_16, ev_18); Dr. Lindqvist has the "
                "eye exam",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "APT-5561120 (Wierzbicki, Fri Oct 11 10:15, Riverside) cancelled; no late "
                    "fee charged (hospital admission)",
                    "ev_16",
                    "ev_21",
                    "ev_25",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:wrong_effect",
                "no late fee charged",
                "the cancellation act_24 charged the $50.00 late fee FEE-70231 (ev_29); it was "
                "waived afterwards by a separate action (ev_39)",
            ),
        ],
    },
    "clinic-sports@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Tanya Brooks wants to book a sports physical for her son, Marcus Brooks, "
                    "before his basketball tryouts on the 28th.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Marcus was verified, and Tanya is listed as his mother.",
                        "ev_8",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "She picked Saturday, October 19 at 9:00 AM with Jordan Blake, NP at the "
                        "Northgate Specialty Center.",
                        "ev_21",
                        "ev_22",
                        "ev_28",
                    ),
                    it(
                        "Northshore does not cover sports physicals, so the visit is a $45.00 "
                        "self-pay fee, paid at check-in.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "No weekday appointments before 3:30 PM, because Marcus can't miss "
                        "school; Saturdays are fine.",
                        "ev_20",
                    ),
                    it(
                        "Nothing is to be booked for his sister Amaya today; Tanya will book her "
                        "flu shot another time.",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "The booking has been proposed and is waiting for Tanya's yes.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it(
                        "Book the visit once Tanya confirms and remind her to bring the school "
                        "form.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "sports physical for marcus brooks, mom tanya calling, tryouts on the 28th",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it("pt verified, pcp jordan blake np", "ev_8", "ev_14", "ev_19"),
                    it("picked sat 10/19 9am northgate", "ev_21", "ev_22"),
                ],
                constraints=[
                    it("weekdays only after 3:30, sat ok", "ev_20"),
                    it("no flu shot for sister amaya today", "ev_22"),
                ],
                open_threads=[
                    it(
                        "booking sat 10/19 9am w/ blake proposed, $45 self pay (not covered), "
                        "waiting for yes",
                        "ev_26",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                next_steps=[it("book after yes, tell mom to bring school form", "ev_28")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "The visit has been booked, and Tanya just needs to bring the school form.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:pending",
                "has been booked",
                "the booking act_30 is only proposed (ev_30); Tanya has not said yes and no "
                "book_appointment call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("weekdays before 3:30 only, no sat", "ev_20"),
                "inverted_constraint",
                "before 3:30 only, no sat",
                "Tanya said nothing before 3:30 on a weekday, and a Saturday is fine (ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Northshore does not cover sports physicals, so the visit is a $54.00 "
                    "self-pay fee, paid at check-in.",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "$54.00",
                "the self-pay fee is $45.00 (ev_26, ev_28)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it("amaya flu shot booked same visit", "ev_22"),
                "false_status:no_such_action",
                "amaya flu shot booked",
                "nothing was booked for Amaya: Tanya will book her flu shot another time "
                "(ev_22, ev_28); the ledger has no action for her",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "She picked Saturday, October 19 at 9:00 AM with Jordan Blake, NP at the "
                    "Elm Street Clinic.",
                    "ev_21",
                    "ev_22",
                    "ev_28",
                ),
                "wrong_value:location",
                "Elm Street Clinic",
                "the Saturday slot is at Northgate Specialty Center (ev_18, ev_21, ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it("picked sat 10/19 9am northgate", "ev_2", "ev_20"),
                "unsupported_ref",
                "sat 10/19 9am northgate",
                "cites only the opening request and the weekday constraint; the pick is in "
                "ev_21 and ev_22",
            ),
        ],
    },
}
