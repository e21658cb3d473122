"""Hand-written candidate summaries, part 1: plan@m20, roam@m17, roam@m21, dispute@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.

Longer than the usual 600 lines because it is data: the candidates of 4 points (2 faithful
summaries and 6 variants each), kept next to each other per point.
"""

from cand_kit import faithful, it, var

POINTS = {
    "telecom-plan@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Dana Whitfield (ACC-5521093) wants a cheaper plan for +1 415-555-0134, not "
                    "an unlimited one; currently UNL-MAX at $95.00/mo",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "Usage last 3 cycles 6.8 / 8.1 / 7.3 GB (avg 7.4 GB); she picked FLEX-15 "
                        "(15 GB, $55.00/mo) over FLEX-8 and BASIC-3",
                        "ev_14",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "change_plan UNL-MAX → FLEX-15 effective 2024-07-14 executed after her "
                        "yes; result: scheduled, order PC-204417",
                        "ev_25",
                        "ev_28",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("No unlimited plan", "ev_2"),
                    it(
                        "Change only from the next cycle; she keeps Unlimited Max through Jul 13",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "Immediate switch (Jun 20, $32.00 prorated credit): rejected by Dana's "
                        "correction",
                        "ev_21",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Dana the change is scheduled for July 14 (PC-204417); she stays on "
                        "UNL-MAX until then",
                        "ev_25",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The customer, Dana, wants to lower her monthly bill by moving her line to a "
                    "cheaper plan that is not unlimited.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "Her line is currently on Unlimited Max at $95.00 per month, and she has "
                        "been using about 7.4 GB of data per cycle.",
                        "ev_11",
                        "ev_14",
                        "ev_18",
                    ),
                    it(
                        "She chose the Flex 15 plan, which includes 15 GB for $55.00 per month.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "After she confirmed, the plan change was scheduled to take effect at the "
                        "start of her next billing cycle on July 14, 2024.",
                        "ev_25",
                        "ev_28",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "She only wants the new plan to start from the next cycle, because she "
                        "has already paid for this month of unlimited.",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "An immediate switch with a prorated credit of $32.00 was proposed "
                        "first, but she turned it down.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "Let her know the change has been scheduled and that she keeps Unlimited "
                        "Max until July 13.",
                        "ev_25",
                        "ev_32",
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
                    "After she confirmed, her line was switched to Flex 15 right away, and a "
                    "prorated credit of $32.00 will appear on her next bill.",
                    "ev_21",
                    "ev_28",
                    "ev_32",
                ),
                "false_status:ledger_rejected",
                "switched to Flex 15 right away",
                "the immediate change (act_22) was rejected by her correction (ev_23, ev_24); the "
                "executed change act_27 takes effect 2024-07-14 (ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Switch right away, not at the next cycle; she doesn't want to wait",
                    "ev_23",
                    "ev_25",
                ),
                "inverted_constraint",
                "Switch right away, not at the next cycle",
                "Dana asked for the change only from the next cycle (ev_23)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "change_plan UNL-MAX → FLEX-15 effective 2024-07-13 executed after her yes; "
                    "result: scheduled, order PC-204417",
                    "ev_25",
                    "ev_28",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_date",
                "2024-07-13",
                "the change takes effect 2024-07-14 (ev_25, ev_32); July 13 is her last day on "
                "UNL-MAX",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose the Flex 15 plan, which includes 15 GB for $45.00 per month.",
                    "ev_18",
                    "ev_19",
                ),
                "wrong_amount",
                "$45.00 per month",
                "Flex 15 is $55.00 a month (ev_17, ev_18); $45.00 is Flex 8",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "She ruled out Basic 3 herself because 3 GB would be too small for her.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "She ruled out Basic 3 herself",
                "that Basic 3 is probably too small is the agent's remark (ev_18); Dana only "
                "picked Flex 15 (ev_19)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Usage last 3 cycles 6.8 / 8.1 / 7.3 GB (avg 7.4 GB); she picked FLEX-8 "
                    "(8 GB, $45.00/mo) over FLEX-15 and BASIC-3",
                    "ev_14",
                    "ev_18",
                    "ev_19",
                ),
                "wrong_value:plan",
                "she picked FLEX-8 (8 GB, $45.00/mo)",
                "she picked Flex 15 (ev_19); the executed change is to FLEX-15 (ev_32)",
            ),
        ],
    },
    "telecom-roam@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Marco Ferreira is traveling to Portugal from August 3 to August 17 and "
                    "wanted roaming set up on his own line, +1 312-555-0187.",
                    "ev_2",
                    "ev_8",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The agent laid out three Europe passes for the 15-day trip, and Marco "
                        "asked for whichever one was cheapest for the whole trip.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "The Europe Travel 30 pass (TRV30-EU, $75.00, 12 GB) was then proposed as "
                        "the cheapest option, and Marco said yes.",
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "The pass was added to his line from August 3 through September 1 under "
                        "confirmation RP-661904, and the $75.00 will be billed on his next bill.",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Only Marco's line should be changed; his wife Lucia's line, +1 "
                        "312-555-0142, was to be left alone.",
                        "ev_2",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("See whether Marco needs anything else.", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Roaming for Portugal trip Aug 3-17 on +1 312-555-0187 (ACC-7730418)",
                    "ev_2",
                    "ev_8",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Cheapest pass covering the trip: TRV30-EU, $75.00, 12 GB, 30 days",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "TRV30-EU added after yes: 2024-08-03 to 2024-09-01, conf RP-661904, $75 "
                        "on next bill",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Cheapest pass for the whole trip", "ev_17"),
                    it("Don't touch wife's line +1 312-555-0142", "ev_2", "ev_18"),
                ],
                rejected=[
                    it(
                        "Day Pass (up to $180.00) and 3× Travel 7 ($135.00): dearer",
                        "ev_16",
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
                    "TRV30-EU added to both lines after yes: 2024-08-03 to 2024-09-01, conf "
                    "RP-661904, $75 on next bill",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:other_target",
                "added to both lines",
                "the pass was added to +1 312-555-0187 only (ev_20, ev_25); Lucia's line is "
                "unchanged (ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("Most data for the trip, price secondary", "ev_17"),
                "inverted_constraint",
                "Most data for the trip, price secondary",
                "Marco asked for whichever pass is cheapest for the whole trip (ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The pass was added to his line from August 3 through September 1 under "
                    "confirmation RP-661904, and the $135.00 will be billed on his next bill.",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_amount",
                "$135.00",
                "the pass costs $75.00 (ev_25, ev_26); $135.00 was three Travel 7 passes (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "TRV30-EU added after yes: 2024-08-03 to 2024-08-31, conf RP-661904, $75 on "
                    "next bill",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_date",
                "2024-08-31",
                "the pass runs to 2024-09-01 (ev_25, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Marco asked for the $75.00 to be put on his next bill rather than paid now.",
                    "ev_18",
                    "ev_21",
                ),
                "misattributed_decision",
                "Marco asked for the $75.00 to be put on his next bill",
                "billing on the next bill is the agent's statement (ev_18); Marco only said yes "
                "(ev_21)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The agent laid out three Europe passes for the 14-day trip, and Marco asked "
                    "for whichever one was cheapest for the whole trip.",
                    "ev_16",
                    "ev_17",
                ),
                "wrong_value:duration",
                "14-day trip",
                "Aug 3 to Aug 17 is 15 days (ev_15, ev_16)",
            ),
        ],
    },
    "telecom-roam@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marco Ferreira (ACC-7730418): roaming for Portugal Aug 3-17 on +1 "
                    "312-555-0187 only, then drop the Data Boost 5 GB add-on from his line",
                    "ev_2",
                    "ev_8",
                    "ev_16",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "TRV30-EU (Europe Travel 30, $75.00, 12 GB) added to +1 312-555-0187 for "
                        "2024-08-03 to 2024-09-01, conf RP-661904; picked as the cheapest pass "
                        "covering the 15 days",
                        "ev_16",
                        "ev_17",
                        "ev_18",
                        "ev_25",
                    ),
                    it(
                        "Removal of DATA-BOOST-5 ($15.00/mo) from +1 312-555-0187, effective Jul "
                        "20 (end of cycle), proposed; awaiting his yes",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "Only Marco's line; Lucia's +1 312-555-0142 (also has DATA-BOOST-5) "
                        "stays untouched",
                        "ev_2",
                        "ev_12",
                        "ev_27",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it("Data Boost removal not confirmed yet", "ev_33"),
                ],
                next_steps=[
                    it("On yes, remove the add-on from +1 312-555-0187 only", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "marco wants roaming for portugal aug 3-17 and data boost off his line",
                    "ev_2",
                    "ev_6",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "europe travel 30 added to 312-555-0187, $75, conf RP-661904",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "removing data boost 5gb ($15/mo) from his line at end of cycle jul 20 - "
                        "asked, no answer yet",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("dont touch wife's line (lucia, 0142)", "ev_2", "ev_18"),
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
                    "DATA-BOOST-5 ($15.00/mo) removed from +1 312-555-0187, effective Jul 20 "
                    "(end of cycle)",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:pending",
                "removed from +1 312-555-0187",
                "the removal act_33 is pending; Marco has not answered ev_31",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "removing data boost 5gb ($15/mo) from lucia's line 0142 at end of cycle jul "
                    "20 - asked, no answer yet",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:other_target",
                "from lucia's line 0142",
                "the proposed removal act_33 is for +1 312-555-0187 (ev_31, ev_33); Lucia's "
                "Data Boost stays",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "removing data boost 5gb ($5/mo) from his line at end of cycle jul 20 - "
                    "asked, no answer yet",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$5/mo",
                "Data Boost 5 GB costs $15.00 a month (ev_29, ev_31)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Removal of DATA-BOOST-5 ($15.00/mo) from +1 312-555-0187, effective Jul 31 "
                    "(end of cycle), proposed; awaiting his yes",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "Jul 31",
                "the cycle ends 2024-07-20 and the removal is proposed for then (ev_29, ev_31)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Both lines: drop DATA-BOOST-5 from Marco's +1 312-555-0187 and Lucia's +1 "
                    "312-555-0142",
                    "ev_2",
                    "ev_12",
                    "ev_27",
                    "ev_31",
                ),
                "inverted_constraint",
                "Both lines",
                "Marco asked for his line only, twice (ev_2, ev_27)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "marco wants the boost kept until end of cycle (jul 20), not removed now",
                    "ev_27",
                    "ev_31",
                ),
                "misattributed_decision",
                "marco wants the boost kept until end of cycle",
                "the end-of-cycle date is the agent's (ev_31); Marco said to take it off (ev_27)",
            ),
        ],
    },
    "telecom-dispute@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Priya Raman (ACC-6038815): unrecognized premium SMS charge on June bill "
                    "BL-240605-6038815; also raised the late fee",
                    "ev_2",
                    "ev_7",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "CHG-771203 StarQuiz weekly $12.99 (May 12): no opt-in on record; credit "
                        "applied, CR-509311, on next bill",
                        "ev_16",
                        "ev_20",
                        "ev_25",
                        "ev_29",
                    ),
                    it(
                        "Waiver of late fee FEE-30917 ($8.00) confirmed by Priya but refused by "
                        "the system: courtesy waiver already used 2024-02-11, limit 1 per 12 "
                        "months",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("Keep CHG-771288 MetroTransit $7.49: hers", "ev_16", "ev_17"),
                ],
                next_steps=[
                    it("Tell Priya the waiver failed and the $8.00 fee stays", "ev_30", "ev_36"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "The customer, Priya, called about a premium text subscription charge on her "
                    "June bill that she says she never signed up for, and she also mentioned a "
                    "late fee.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "She identified the StarQuiz weekly charge of $12.99 as the one she did "
                        "not recognize, and since no opt-in record was found, a credit for that "
                        "amount appears to have been applied (CR-509311).",
                        "ev_16",
                        "ev_17",
                        "ev_20",
                        "ev_29",
                    ),
                    it(
                        "The agent then offered a one-time courtesy waiver of the $8.00 late "
                        "fee, which she accepted.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "The MetroTransit charge of $7.49 is hers and should be left as it is.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The waiver seems to have been refused by the system, since a courtesy "
                        "waiver was already used on February 11, 2024; she has not been told "
                        "yet.",
                        "ev_36",
                    ),
                ],
                next_steps=[
                    it(
                        "Explain to Priya that the late fee could not be waived and will likely "
                        "remain on her bill.",
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
                "decisions[1]",
                it(
                    "Late fee FEE-30917 ($8.00) waived after Priya's yes",
                    "ev_30",
                    "ev_32",
                    "ev_35",
                ),
                "false_status:failed_call",
                "waived after Priya's yes",
                "the waive_fee call returned an error (ev_36) although the ledger says executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "CHG-771288 MetroTransit $7.49 credited, CR-509311, on next bill",
                    "ev_16",
                    "ev_20",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:other_target",
                "CHG-771288 MetroTransit $7.49 credited",
                "the credit act_24 is for CHG-771203 StarQuiz, $12.99 (ev_24, ev_29); the "
                "MetroTransit charge stays",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She identified the StarQuiz weekly charge of $7.49 as the one she did not "
                    "recognize, and since no opt-in record was found, a credit for that amount "
                    "appears to have been applied (CR-509311).",
                    "ev_16",
                    "ev_17",
                    "ev_20",
                    "ev_29",
                ),
                "wrong_amount",
                "$7.49",
                "StarQuiz is $12.99 and so is the credit (ev_10, ev_29); $7.49 is MetroTransit",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The $8.00 late fee seems to have been waived as well; she has not been told "
                    "yet.",
                    "ev_30",
                    "ev_32",
                    "ev_35",
                ),
                "false_status:failed_call",
                "seems to have been waived as well",
                "the waive_fee call returned an error (ev_36) although the ledger says executed",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it("Priya chose 'unauthorized premium SMS' as the credit reason", "ev_21", "ev_25"),
                "misattributed_decision",
                "Priya chose 'unauthorized premium SMS'",
                "the reason is the agent's (ev_21); Priya only said yes (ev_25)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She wants the MetroTransit charge of $7.49 credited as well.",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "credited as well",
                "Priya said the MetroTransit charge is hers: leave that one alone (ev_17)",
            ),
        ],
    },
}
