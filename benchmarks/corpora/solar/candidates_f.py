"""Hand-written candidate summaries, part 6: install@m18, install@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "solar-install@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Thaddeus (Thad) Brackwell (QM-466103): panel upgrade J-60217, then solar "
                    "J-60218, installed before April 1 (net metering rate change)",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Panel upgrade J-60217 booked: IN-9052, Tue 3/9/2027, 8:00 am–4:00 pm",
                        "ev_20",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "Solar J-60218 on 3/22–23 (SI-0322) confirmed but FAILED: slot taken by "
                        "another job, nothing booked; he's been told",
                        "ev_17",
                        "ev_20",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "He now picks 3/25–26 (SI-0325); not yet proposed or booked",
                        "ev_12",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Panel upgrade first, then solar (at least 7 days apart)",
                        "ev_2",
                        "ev_14",
                    ),
                    it("Done before April 1: not April 6–7", "ev_30", "ev_31"),
                ],
                next_steps=[
                    it("Confirm SI-0325 (3/25–26) with him, book after his yes", "ev_12", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "thad brackwell QM-466103 - get panel upgrade + solar installed before end "
                    "of march, permit EP-27-0141 issued",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it("panel upgrade booked IN-9052 tue mar 9, 8am-4pm", "ev_25", "ev_30"),
                    it(
                        "solar mar 22-23 failed - slot taken by another job, nothing booked",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "agent suggested earliest dates (mar 9 + mar 22-23), he took them",
                        "ev_14",
                        "ev_15",
                    ),
                    it("he wants mar 25-26 now, april 6-7 no", "ev_30", "ev_31"),
                ],
                constraints=[
                    it(
                        "panel upgrade first then solar; before apr 1 (net metering rate change)",
                        "ev_2",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it(
                        "propose solar install mar 25-26 (SI-0325), book after his yes",
                        "ev_12",
                        "ev_31",
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
                    "Solar J-60218 booked 3/22–23 (SI-0322) after his yes, crew B",
                    "ev_17",
                    "ev_20",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:failed_call",
                "Solar J-60218 booked 3/22–23",
                "book_install act_19 executed (ev_28) but its result is an error: the slot was "
                "taken and nothing was booked for J-60218 (ev_29, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Solar first, then the panel upgrade (at least 7 days apart)", "ev_2", "ev_14"),
                "inverted_constraint",
                "Solar first, then the panel upgrade",
                "he said the panel upgrade has to go first (ev_2, ev_15); the rule is the "
                "solar at least 7 days after the upgrade (ev_12, ev_14)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Panel upgrade J-60217 booked: IN-9052, Tue 3/9/2027, 8:00 am–12:00 pm",
                    "ev_20",
                    "ev_25",
                    "ev_30",
                ),
                "wrong_value:time",
                "8:00 am–12:00 pm",
                "the booking's window is 8:00 am-4:00 pm (ev_25, ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it("solar install booked IN-9052 tue mar 9, 8am-4pm", "ev_25", "ev_30"),
                "false_status:other_target",
                "solar install booked IN-9052",
                "IN-9052 is the panel upgrade J-60217 (ev_24, ev_25); nothing is booked for the "
                "solar job J-60218 (ev_29, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it("solar rebooked for mar 25-26 (SI-0325), april 6-7 no", "ev_30", "ev_31"),
                "false_status:no_such_action",
                "solar rebooked for mar 25-26",
                "he has only just picked March 25-26 (ev_31); nothing was proposed or booked "
                "for it and the ledger holds no such action",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("panel upgrade booked IN-9052 tue mar 16, 8am-4pm", "ev_25", "ev_30"),
                "wrong_date",
                "tue mar 16",
                "IN-9052 is on Tuesday, March 9 (ev_25, ev_30); March 16 was the other opening "
                "(ev_14)",
            ),
        ],
    },
    "solar-install@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Thad Brackwell wants his panel upgrade done first and his solar system "
                    "installed before April 1, when the net metering rate changes.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The panel upgrade J-60217 is booked as IN-9052 for Tuesday, March 9.",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "The first solar booking, for March 22-23, failed because another job "
                        "took the slot; nothing was booked then.",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "After his yes, the solar install J-60218 was booked as IN-9067 for "
                        "March 25-26 with crew B.",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "He agreed to add the critter guard the agent recommended, $540.00 "
                        "billed with the final milestone, but it has not been added yet.",
                        "ev_41",
                        "ev_44",
                        "ev_46",
                    ),
                ],
                constraints=[
                    it(
                        "The solar install has to be before April 1; he turned down April 6-7.",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it(
                        "Add the critter guard to contract CT-7812 and confirm it to Thad.",
                        "ev_44",
                        "ev_46",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A panel upgrade and an 11-panel solar system are being scheduled for "
                    "Thaddeus Brackwell, to be installed before the end of March.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The panel upgrade was booked for March 9, 2027 (IN-9052), to be done "
                        "before the solar work.",
                        "ev_25",
                        "ev_30",
                        "ev_41",
                    ),
                    it(
                        "A first solar booking for March 22-23 was attempted but failed, as "
                        "the slot had been taken by another job.",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "The solar install was then booked for Thursday and Friday, March "
                        "25-26 (IN-9067), after his confirmation.",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "A critter guard for $540 was recommended by the agent because of the "
                        "oaks behind the house; it was accepted by Thad and approved, but the "
                        "change order has not been carried out yet.",
                        "ev_41",
                        "ev_42",
                        "ev_46",
                    ),
                ],
                constraints=[
                    it(
                        "April dates were ruled out by Thad, since the work has to be done "
                        "before April 1.",
                        "ev_31",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "He agreed to the critter guard the agent recommended, and it has been "
                    "added to contract CT-7812 for $540.00, billed with the final milestone.",
                    "ev_41",
                    "ev_44",
                    "ev_46",
                ),
                "false_status:pending",
                "it has been added to contract CT-7812",
                "add_addon act_45 is approved by his yes (ev_46, ev_47) but no call has been "
                "made: the critter guard is not added yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "He agreed to add the critter guard the agent recommended, $640.00 billed "
                    "with the final milestone, but it has not been added yet.",
                    "ev_41",
                    "ev_44",
                    "ev_46",
                ),
                "wrong_amount",
                "$640.00",
                "the critter guard is $540.00 (ev_41, ev_44)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "After his yes, the solar install J-60218 was booked as IN-9067 for March "
                    "25-26 with crew D.",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_value:crew",
                "with crew D",
                "IN-9067 is with crew B (ev_39); crew D had the April 6-7 slot (ev_12)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The solar install was first booked for March 22-23 (SI-0322) after his "
                    "confirmation.",
                    "ev_20",
                    "ev_29",
                ),
                "false_status:failed_call",
                "first booked for March 22-23",
                "book_install act_19 executed (ev_28) but its result is an error: the slot "
                "was taken and nothing was booked (ev_29, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "A critter guard for $540 was requested by Thad because of the oaks behind "
                    "the house, and approved, but the change order has not been carried out "
                    "yet.",
                    "ev_41",
                    "ev_42",
                    "ev_46",
                ),
                "misattributed_decision",
                "was requested by Thad",
                "the agent recommended the critter guard, mentioning the oaks (ev_41); Thad "
                "agreed to it (ev_42, ev_46)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The panel upgrade was booked for March 19, 2027 (IN-9052), to be done "
                    "before the solar work.",
                    "ev_25",
                    "ev_30",
                    "ev_41",
                ),
                "wrong_date",
                "March 19, 2027",
                "IN-9052 is on March 9, 2027 (ev_25, ev_30)",
            ),
        ],
    },
}
