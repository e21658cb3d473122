"""Hand-written candidate summaries, part 1: survey@m18, quote@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "solar-survey@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Wilhelmina (Mina) Ashcombe, QM-208417, 14 Tarrow Lane, Hesketh Falls: "
                    "wants solar on her house; first step is the free site survey",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Survey SV-8124 booked after her yes: house roof ST-1, Thu 2/18/2027, "
                        "1:00–4:00 pm (SVS-2220), surveyor Casimir Oyelaran, no charge; he "
                        "calls ~30 min ahead",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "House only: agent's suggestion to survey the barn roof in the same "
                        "visit (free, ~1 h extra) declined, barn can wait till next year",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("Afternoons only: she's at work until noon", "ev_19"),
                ],
                rejected=[
                    it(
                        "Tue 2/16 morning window 8–11 am (SVS-2216) proposed, rejected by her "
                        "correction",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Her question: does she need to clear the snow off the roof before "
                        "the visit? Unanswered",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Wilhelmina Ashcombe, who goes by Mina, contacted Quillmoor Solar to get "
                    "solar panels on her house and needed the roof surveyed first.",
                    "ev_1",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent explained that the survey is free and takes about two "
                        "hours, and suggested also surveying her barn roof during the same "
                        "visit; Mina declined, saying the barn can wait until next year.",
                        "ev_12",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After she confirmed, the survey of her house roof was booked as "
                        "SV-8124 for Thursday, February 18, 2027, in the afternoon window from "
                        "1:00 to 4:00 pm, with Casimir Oyelaran as the surveyor.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Mina can only do afternoons, because she is at work until noon.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first proposal, a morning visit on Tuesday, February 16, "
                        "was dropped when Mina pointed out that she works mornings.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Mina has just asked whether she needs to clear the snow off her roof "
                        "before the surveyor comes.",
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
                "decisions[0]",
                it(
                    "Survey SV-8124 booked after her yes: house roof ST-1, Tue 2/16/2027, "
                    "8:00–11:00 am (SVS-2216), surveyor Casimir Oyelaran, no charge; he calls "
                    "~30 min ahead",
                    "ev_17",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "Tue 2/16/2027, 8:00–11:00 am (SVS-2216)",
                "the Tuesday morning visit SVS-2216 (act_18) was rejected by her correction "
                "(ev_19, ev_21); the booking that ran, SV-8124 (act_23), is Thursday February "
                "18, 1:00-4:00 pm, SVS-2220 (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Survey SV-8124 booked after her yes: barn roof ST-2, Thu 2/18/2027, "
                    "1:00–4:00 pm (SVS-2220), surveyor Casimir Oyelaran, no charge; he calls "
                    "~30 min ahead",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "barn roof ST-2",
                "the booked survey is of the house roof ST-1 (ev_27, ev_28); she declined the "
                "barn roof (ev_15) and nothing was booked for ST-2",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Mornings only: she's at work in the afternoons", "ev_19"),
                "inverted_constraint",
                "Mornings only",
                "she said she is at work until noon, afternoons only (ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "In the end Mina declined the Thursday afternoon visit as well, so no "
                    "survey has been booked for her house yet.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:other_status",
                "declined the Thursday afternoon visit",
                "she said yes to the Thursday visit (ev_24) and book_site_survey act_23 "
                "executed: SV-8124 is booked (ev_27, ev_28, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that the survey is free and takes about three hours, "
                    "and suggested also surveying her barn roof during the same visit; Mina "
                    "declined, saying the barn can wait until next year.",
                    "ev_12",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_value:duration",
                "about three hours",
                "the survey takes about 2 hours (ev_12, ev_14); the barn would add about an "
                "hour, but she declined it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed, the survey of her house roof was booked as SV-8124 "
                    "for Thursday, February 19, 2027, in the afternoon window from 1:00 to "
                    "4:00 pm, with Casimir Oyelaran as the surveyor.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "February 19, 2027",
                "SV-8124 is on Thursday, February 18, 2027 (ev_28, ev_30)",
            ),
        ],
    },
    "solar-quote@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Corwin Halloran (QM-311562, 9 Brierly Rd, Pennard) going ahead with solar "
                    "on his house roof after survey SV-8031",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Quote QT-3306 accepted on his yes: 12 × QM-410 All-Black, south face, "
                        "4.92 kW; $14,700 + $385 permit = $15,085",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Contract CT-7719 (job J-51290) created; $1,500 deposit due by "
                        "2/24/2027. Not yet told to Corwin",
                        "ev_27",
                    ),
                    it(
                        "12 panels, not the 14 (5.74 kW) the agent suggested; battery later, "
                        "not now",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("No panels on the street side (west face)", "ev_16"),
                    it("Black frames only, not silver", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Tell Corwin the contract is created and settle how the $1,500 "
                        "deposit is paid",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Solar panels are to be installed on Corwin Halloran's house roof, which "
                    "was surveyed the week before (SV-8031).",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "A 14-panel system with a battery was suggested by the agent, based on "
                        "his usage of about 7,900 kWh a year.",
                        "ev_15",
                    ),
                    it(
                        "A smaller system of 12 panels was chosen by Corwin, with the battery "
                        "left for later.",
                        "ev_16",
                    ),
                    it(
                        "Quote QT-3306 was prepared for 12 all-black panels on the south face, "
                        "4.92 kW, at $1,225 per panel plus the $385 permit fee, for a total of "
                        "$15,085.",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "The quote was accepted after his confirmation, and contract CT-7719 "
                        "was created, with a deposit of $1,500 due by February 24, 2027.",
                        "ev_23",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Nothing is to be placed on the west face, which faces the street, and "
                        "only black frames are to be used.",
                        "ev_16",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Battery added to the contract so it goes in with the panels",
                    "ev_15",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "Battery added to the contract",
                "the agent only suggested a battery (ev_15); Corwin wants it later (ev_16) and "
                "the ledger holds no action adding one; the accepted quote has no battery "
                "(ev_21)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it("Silver frames only, not black", "ev_16"),
                "inverted_constraint",
                "Silver frames only, not black",
                "he said only the black ones, not silver (ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Quote QT-3306 accepted on his yes: 12 × QM-410 All-Black, south face, "
                    "4.92 kW; $14,280 + $385 permit = $14,665",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_amount",
                "$14,280 + $385 permit = $14,665",
                "12 all-black panels at $1,225 are $14,700, $15,085 with the permit (ev_19, "
                "ev_21); $14,280 would be the silver price",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The quote was accepted after his confirmation, contract CT-7719 was "
                    "created, and the $1,500 deposit was charged to his card.",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "the $1,500 deposit was charged to his card",
                "accept_quote act_22 only created the contract; the result says the deposit "
                "is due by 2027-02-24 (ev_27), and no deposit charge is in the ledger",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A 14-panel system with a battery was first asked for by Corwin, based on "
                    "his usage of about 7,900 kWh a year.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "first asked for by Corwin",
                "the agent suggested 14 panels and a battery (ev_15); Corwin asked for 12 and "
                "the battery later (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Quote QT-3306 was prepared for 14 all-black panels on the south face, "
                    "4.92 kW, at $1,225 per panel plus the $385 permit fee, for a total of "
                    "$15,085.",
                    "ev_19",
                    "ev_21",
                ),
                "wrong_value:panel_count",
                "14 all-black panels",
                "QT-3306 is for 12 panels (ev_19, ev_21); 14 is what the agent suggested (ev_15)",
            ),
        ],
    },
}
