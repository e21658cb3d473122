"""Hand-written candidate summaries, part 1: dental@m24, dental@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "vet-dental@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Corinne Ashby (FV-30418) booking Biscuit's (PAT-55120) dental with Dr. Hale "
                    "at Alder Cross; a couple of extractions likely",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "EST-7741 ($640-$1,180) approved up to $900 only; Dr. Hale's team calls "
                        "her at 541-555-0142 before going past it",
                        "ev_13",
                        "ev_25",
                        "ev_41",
                    ),
                    it(
                        "SRG-20854 booked after her yes: Tue 4/14/2026, drop-off 7:00 am, "
                        "pick-up after 3 pm, no pre-anesthetic bloodwork",
                        "ev_35",
                        "ev_44",
                        "ev_50",
                    ),
                    it(
                        "$320 deposit DEP-60912 held on Visa ****6203, not charged: applied at "
                        "discharge, released if cancelled 48h+ before drop-off",
                        "ev_48",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it("Drop-off 7:00 am at the latest (she starts work at 7:30)", "ev_25"),
                    it("Nothing past $900 without calling her first", "ev_25"),
                    it(
                        "Fasting: no food after 10 pm Mon 4/13; water OK until drop-off",
                        "ev_44",
                        "ev_50",
                    ),
                ],
                rejected=[
                    it(
                        "First plan (approval up to the full $1,180, 7:30 drop-off) rejected by "
                        "her correction",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Pre-anesthetic bloodwork ($96, Dr. Hale's recommendation at his age) "
                        "declined: full panel done in February",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Can Biscuit have his usual morning famotidine on surgery day? Just "
                        "asked, not answered",
                        "ev_51",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Corinne Ashby called to get an estimate for her beagle Biscuit's dental "
                    "cleaning, which Dr. Hale expects to involve a couple of extractions, and to "
                    "book the procedure.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The agent first proposed approving the estimate up to its high end of "
                        "$1,180 with a 7:30 am drop-off, but Corinne corrected this: she approved "
                        "the estimate only up to $900 and asked to be called before that amount "
                        "is exceeded.",
                        "ev_21",
                        "ev_25",
                        "ev_41",
                    ),
                    it(
                        "Biscuit's dental was then booked as SRG-20854 for Tuesday, April 14, "
                        "2026, with drop-off at 7:00 am and pick-up after 3:00 pm at Alder Cross.",
                        "ev_44",
                        "ev_50",
                    ),
                    it(
                        "A $320 deposit (DEP-60912) was placed as a hold on her Visa ending 6203 "
                        "rather than charged; it will be applied to the final bill at discharge.",
                        "ev_48",
                        "ev_50",
                    ),
                    it(
                        "Corinne chose to skip the $96 pre-anesthetic bloodwork that the agent "
                        "passed on as Dr. Hale's recommendation, explaining that Biscuit had a "
                        "full panel in February.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Biscuit must not eat after 10:00 pm on Monday, April 13, although water "
                        "is fine until he is dropped off.",
                        "ev_44",
                        "ev_50",
                    ),
                ],
                open_threads=[
                    it(
                        "Corinne has just asked whether Biscuit can still have his morning "
                        "famotidine on the day of the surgery.",
                        "ev_51",
                    ),
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
                    "Corinne accepted the agent's proposal as offered: the estimate was approved "
                    "up to its high end of $1,180, with a 7:30 am drop-off.",
                    "ev_21",
                    "ev_25",
                    "ev_41",
                ),
                "false_status:ledger_rejected",
                "the estimate was approved up to its high end of $1,180",
                "the approval up to $1,180 (act_22) was rejected by her correction (ev_25, "
                "ev_28); the approval that ran is act_32, up to $900 (ev_40, ev_41)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "$640 deposit DEP-60912 held on Visa ****6203, not charged: applied at "
                    "discharge, released if cancelled 48h+ before drop-off",
                    "ev_48",
                    "ev_50",
                ),
                "wrong_amount",
                "$640 deposit",
                "the deposit held is $320.00 (ev_48, ev_50), half the $640 low estimate (ev_13)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Dr. Hale may go past $900 if the extractions need it; Corinne is told at "
                    "pick-up",
                    "ev_25",
                ),
                "inverted_constraint",
                "may go past $900 if the extractions need it",
                "she asked to be called before anything past $900 (ev_25), and the approval "
                "says to call her first (ev_41)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Corinne asked about adding the $96 pre-anesthetic bloodwork, then decided "
                    "to skip it because Biscuit had a full panel in February.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Corinne asked about adding the $96 pre-anesthetic bloodwork",
                "the agent raised the bloodwork as Dr. Hale's recommendation (ev_18); Corinne "
                "only declined it (ev_19)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Biscuit's dental was then booked as SRG-20854 for Thursday, April 16, 2026, "
                    "with drop-off at 7:00 am and pick-up after 3:00 pm at Alder Cross.",
                    "ev_44",
                    "ev_50",
                ),
                "wrong_date",
                "Thursday, April 16, 2026",
                "SRG-20854 is on Tuesday, April 14, 2026 (ev_44, ev_50); April 16 was only one "
                "of the offered dates (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Pre-anesthetic panel ($96) added to the 4/14 visit, drawn at drop-off",
                    "ev_18",
                    "ev_50",
                ),
                "false_status:no_such_action",
                "Pre-anesthetic panel ($96) added to the 4/14 visit",
                "she declined the bloodwork (ev_19) and the surgery was booked with bloodwork "
                "false (ev_42); the ledger holds no bloodwork action",
            ),
        ],
    },
    "vet-dental@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "corinne ashby FV-30418 - biscuit's dental, now also juniper's nail trim "
                    "same morning",
                    "ev_2",
                    "ev_6",
                    "ev_53",
                ),
                decisions=[
                    it(
                        "biscuit dental SRG-20854 booked tue apr 14, drop off 7am alder cross, "
                        "dr hale",
                        "ev_44",
                        "ev_50",
                    ),
                    it(
                        "estimate EST-7741 ok'd up to $900 only, call her before going over",
                        "ev_25",
                        "ev_41",
                    ),
                    it("deposit DEP-60912 $320 held on visa 6203 (not charged)", "ev_48", "ev_50"),
                    it(
                        "famotidine ok the morning of surgery w/ small sip of water, added to "
                        "notes",
                        "ev_51",
                        "ev_52",
                    ),
                ],
                constraints=[
                    it("drop off 7:00 at the latest, she starts work 7:30", "ev_25"),
                ],
                open_threads=[
                    it(
                        "juniper (cat) nail trim 4/14 at 7:00, $22, no sedation - proposed, "
                        "waiting on her answer; she asked if juniper has to fast and if we'd "
                        "sedate without asking",
                        "ev_57",
                        "ev_59",
                    ),
                ],
                next_steps=[
                    it(
                        "answer her: no fasting for the trim, sedation ($58) only with her "
                        "consent. then get yes/no on the trim",
                        "ev_55",
                        "ev_59",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Corinne Ashby seems to be arranging Biscuit's dental procedure and would "
                    "now also like her cat Juniper's nails trimmed during the same visit.",
                    "ev_2",
                    "ev_53",
                ),
                decisions=[
                    it(
                        "Biscuit's dental appears to be booked as SRG-20854 for Tuesday, April "
                        "14 at Alder Cross, with a 7:00 am drop-off.",
                        "ev_44",
                        "ev_50",
                    ),
                    it(
                        "The estimate EST-7741 was approved only up to $900, and Dr. Hale's team "
                        "is apparently expected to call her before going beyond that.",
                        "ev_25",
                        "ev_41",
                    ),
                    it(
                        "A $320 hold (DEP-60912) seems to have been placed on her Visa ****6203; "
                        "it should only be applied to the final bill at discharge.",
                        "ev_48",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it(
                        "Per the surgery booking, Biscuit should have no food after 10 pm the "
                        "night before, though water is allowed.",
                        "ev_44",
                    ),
                ],
                open_threads=[
                    it(
                        "A $22 nail trim for Juniper (PAT-55137) at the April 14 drop-off, "
                        "without sedation, has been proposed but not yet confirmed; Corinne "
                        "replied with questions about whether Juniper must fast and whether she "
                        "would be sedated without being asked.",
                        "ev_57",
                        "ev_59",
                    ),
                ],
                rejected=[
                    it(
                        "She apparently declined the $96 pre-anesthetic bloodwork, as Biscuit "
                        "had a full panel in February.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "A $22 nail trim for Juniper (PAT-55137) at the April 14 drop-off, without "
                    "sedation, appears to have been added to the visit; Corinne still had "
                    "questions about fasting and sedation.",
                    "ev_57",
                    "ev_59",
                ),
                "false_status:pending",
                "appears to have been added to the visit",
                "add_service act_58 is pending: she answered the confirmation with questions "
                "(ev_59), no yes and no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "juniper's dental SRG-20854 booked tue apr 14, drop off 7am alder cross, dr "
                    "hale",
                    "ev_44",
                    "ev_50",
                ),
                "false_status:other_target",
                "juniper's dental SRG-20854 booked",
                "SRG-20854 is Biscuit's dental (PAT-55120, ev_42, ev_44); Juniper only has a "
                "nail trim proposed (ev_57)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it("deposit DEP-60921 $320 held on visa 6203 (not charged)", "ev_48", "ev_50"),
                "wrong_id",
                "DEP-60921",
                "the hold is DEP-60912 (ev_48, ev_50)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Biscuit's dental appears to be booked as SRG-20854 for Tuesday, April 14 "
                    "at Alder Cross, with a 7:30 am drop-off.",
                    "ev_44",
                    "ev_50",
                ),
                "wrong_value:time",
                "7:30 am drop-off",
                "the booked drop-off is 7:00 am (ev_44, ev_50); 7:30 was in the rejected first "
                "plan (ev_21) and is when she starts work (ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "juniper (cat) nail trim 4/14 at 7:00, $58, no sedation - proposed, waiting "
                    "on her answer; she asked if juniper has to fast and if we'd sedate without "
                    "asking",
                    "ev_57",
                    "ev_59",
                ),
                "wrong_amount",
                "$58",
                "the nail trim is $22.00 (ev_55, ev_57); $58.00 is the light sedation, only with "
                "her consent (ev_55)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Per the surgery booking, Biscuit should have no food after 10 pm the night "
                    "before, though water is allowed.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "no food after 10 pm",
                "ev_2 and ev_4 are her request and her client number and phone; the fasting "
                "rule is in ev_44 and ev_50",
            ),
        ],
    },
}
