"""Hand-written candidate summaries, part 3: deposit@m16, rebate@m17, meter@m19, autopay@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "utility-deposit@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Maribel Soto (8045-1172-09, 51 Cordova Ln) wants her deposit refunded "
                    "after more than a year",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Electric deposit DP-40122: $150.00 (paid 8/2024) + $2.87 interest = "
                        "$152.87, eligible (12 consecutive on-time payments)",
                        "ev_11",
                        "ev_14",
                    ),
                    it(
                        "Gas deposit DP-47508 ($90.00, paid 2/20/2025): NOT eligible before "
                        "2026-02-20 (held ≥12 months); stays on the account",
                        "ev_11",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "refund_deposit executed after her yes → DR-90733, status issued: "
                        "$152.87 check to PO Box 2217, Halden, OR 97401, mailed by 10/24. Not "
                        "yet reported to her",
                        "ev_19",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Check, NOT a bill credit; she pays her bill ($96.40, due 10/27) herself",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "PO box for this check only; account mailing address stays 51 Cordova Ln",
                        "ev_15",
                        "ev_18",
                        "ev_19",
                        "ev_25",
                    ),
                ],
                next_steps=[
                    it("Confirm DR-90733 and the 10/24 mailing date to Maribel", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A refund of her deposit was requested by Maribel Soto, who believes it has "
                    "been held for over a year.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Her electric deposit of $150.00 was found eligible for a refund, which "
                        "comes to $152.87 with $2.87 of interest.",
                        "ev_11",
                        "ev_14",
                    ),
                    it(
                        "The $90.00 gas deposit was not refunded, because it was paid in "
                        "February 2025 and cannot be released before February 20, 2026.",
                        "ev_11",
                        "ev_14",
                    ),
                    it(
                        "A refund of $152.87 was issued by check under DR-90733 after she "
                        "confirmed it, to be mailed to PO Box 2217 by October 24.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The refund was to be sent as a check rather than credited to her bill.",
                        "ev_15",
                    ),
                    it(
                        "The account's mailing address was not to be changed; only this check "
                        "goes to the PO box.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("The refund has not yet been confirmed to Maribel.", "ev_25"),
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
                    "refund_deposit executed after her yes → DR-90733, status issued: gas "
                    "deposit DP-47508 refunded as a $152.87 check to PO Box 2217, Halden, OR "
                    "97401, mailed by 10/24. Not yet reported to her",
                    "ev_19",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_target",
                "gas deposit DP-47508 refunded",
                "DR-90733 (act_20) refunds the electric deposit DP-40122 (ev_25); the gas "
                "deposit DP-47508 is not eligible before 2026-02-20 and stays on the account "
                "(ev_11, ev_19)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A refund of $152.87 was credited to her bill under DR-90733 after she "
                    "confirmed it, covering the $96.40 due October 27.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "credited to her bill",
                "the executed refund is a check mailed to PO Box 2217 (act_20, ev_25); the bill "
                "credit was the default she turned down (ev_14, ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Bill credit is fine; apply it to the $96.40 due 10/27", "ev_14", "ev_15"),
                "inverted_constraint",
                "Bill credit is fine",
                "Maribel asked for a check: don't put it on the bill, she pays her bill herself "
                "(ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her electric deposit of $150.00 was found eligible for a refund, which "
                    "comes to $153.83 with interest.",
                    "ev_11",
                    "ev_14",
                ),
                "wrong_amount",
                "$153.83",
                "$150.00 plus $2.87 interest is $152.87 (ev_11, ev_14, act_20); $153.83 also adds "
                "the gas deposit's $0.96",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The $90.00 gas deposit was not refunded, because it was paid in February "
                    "2025 and cannot be released before February 20, 2027.",
                    "ev_11",
                    "ev_14",
                ),
                "wrong_date",
                "February 20, 2027",
                "the gas deposit is eligible from February 20, 2026, 12 months after it was paid "
                "(ev_11, ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Electric deposit DP-40122: $150.00 (paid 8/2024) + $2.87 interest = "
                    "$152.87, eligible (12 consecutive on-time payments)",
                    "ev_2",
                    "ev_6",
                ),
                "unsupported_ref",
                "$2.87 interest = $152.87",
                "ev_2 (her request) and ev_6 (the verification) hold neither the deposit, its "
                "interest nor its eligibility; those are ev_11 and ev_14",
            ),
        ],
    },
    "utility-rebate@m17": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "lucinda farrow 9153-3086-42 - smart thermostat rebate, asked about "
                    "insulation too",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "lumo t5 bought 9/14 at harlan hardware $189.99, qualifies (within 90 "
                        "days)",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "she has 2 thermostats but rebate is 1 per home -> claiming only one, $75",
                        "ev_14",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "application RBT-250933 submitted, status under review - NOT approved "
                        "yet, 4-6 wks",
                        "ev_24",
                        "ev_26",
                    ),
                    it("if approved $75 goes as a bill credit", "ev_17", "ev_24"),
                ],
                rejected=[
                    it(
                        "free home energy assessment (needed for insulation rebate up to $400) - "
                        "not now, maybe spring",
                        "ev_13",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "she uploads receipt via link emailed to l.farrow@example.net by 10/24",
                        "ev_24",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Lucinda Farrow got in touch to claim the rebate for the smart thermostat "
                    "she installed, and she was also curious about insulation.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She told the agent she bought two Lumo T5 thermostats at Harlan "
                        "Hardware on September 14 for $189.99 each, and the agent confirmed the "
                        "model qualifies.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Because the rebate is limited to one per home, only one thermostat "
                        "could be claimed, and Lucinda agreed to claim just the one, paid as a "
                        "credit on her bill.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After she said yes, the agent submitted application RBT-250933 for $75; "
                        "it is now under review and has not been approved, with a decision "
                        "expected in 4 to 6 weeks.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to book a free home energy assessment, which is "
                        "required before the attic insulation rebate of up to $400, but Lucinda "
                        "said not for now, maybe in the spring.",
                        "ev_13",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Lucinda needs to upload her receipt using the link sent to "
                        "l.farrow@example.net by October 24, or the application can't be "
                        "approved.",
                        "ev_24",
                        "ev_26",
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
                    "After she said yes, the agent submitted application RBT-250933, and the $75 "
                    "rebate was approved and credited to her bill.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "was approved and credited to her bill",
                "submit_rebate_application act_19 only submitted the application: status "
                "under_review, a decision in 4-6 weeks, nothing credited (ev_24, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "application RBT-250933 not submitted yet - needs the receipt first",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_status",
                "not submitted yet",
                "submit_rebate_application act_19 executed after her yes (ev_20, ev_23); "
                "RBT-250933 is under review (ev_24, ev_26), and the receipt is due by October 24",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it("if approved $150 goes as a bill credit (2 x $75)", "ev_17", "ev_24"),
                "wrong_amount",
                "$150",
                "only one thermostat can be claimed: the application asks for $75 (ev_16, ev_18, "
                "ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Lucinda suggested a free home energy assessment for the insulation but "
                    "decided to wait until the spring.",
                    "ev_13",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Lucinda suggested a free home energy assessment",
                "the assessment was the agent's offer (ev_16); Lucinda only said not for now "
                "(ev_17)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[0]",
                it("She wants the rebate sent as a check, not as a bill credit.", "ev_17"),
                "inverted_constraint",
                "sent as a check, not as a bill credit",
                "she said a credit on the bill is fine (ev_17); the application asks for a bill "
                "credit (act_19, ev_24)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "application RBT-250393 submitted, status under review - NOT approved yet, "
                    "4-6 wks",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "RBT-250393",
                "the application is RBT-250933 (ev_24, ev_25, ev_26)",
            ),
        ],
    },
    "utility-meter@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Corinne Adeyemi (7702-4415-88, 310 Millrace Way): book the meter exchange "
                    "from the letter, FO-55781",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "FO-55781: replace end-of-life meter EM-61337208 (no remote reads); "
                        "meter in the garage, someone home; ~45 min, power off ~15 min; no "
                        "medical equipment",
                        "ev_11",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Booking Thu 10/16 8-12 (SL-1016-AM) called after her yes → "
                        "SLOT_UNAVAILABLE (taken by another order); nothing booked; reported",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Not Wednesday (at work all day); Thu morning first choice, Fri morning "
                        "backup",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Fri 10/17 8-12 (SL-1017-AM), her backup, proposed; awaiting her yes. "
                        "Thu 12-4 also still open",
                        "ev_26",
                        "ev_27",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Corinne Adeyemi received a letter about replacing her electric meter and "
                    "seems to want to book the visit.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The order appears to be FO-55781: meter EM-61337208 is at the end of "
                        "its life and sits in her garage, so someone must be home, and the visit "
                        "should take about 45 minutes with the power off for about 15.",
                        "ev_11",
                        "ev_15",
                    ),
                    it(
                        "Her first choice, Thursday, October 16 from 8 am to 12 pm, could not be "
                        "booked because the slot was taken by another order just before the "
                        "request; no appointment exists yet, and she has been told.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "She cannot do Wednesday, October 15, as she is at work all day.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Friday morning was given as her backup if Thursday morning did not work.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has proposed Friday, October 17, 8 am to 12 pm, and seems to "
                        "be waiting for her to confirm.",
                        "ev_27",
                        "ev_28",
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
                    "Her first choice, Thursday, October 16 from 8 am to 12 pm, appears to have "
                    "been booked after she agreed.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:failed_call",
                "appears to have been booked",
                "schedule_field_appointment act_19 executed but returned SLOT_UNAVAILABLE: no "
                "appointment was made (ev_24), as the agent told her (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Fri 10/17 8-12 (SL-1017-AM), her backup, booked. Thu 12-4 also still open",
                    "ev_26",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:pending",
                "her backup, booked",
                "the Friday booking act_28 is only proposed (ev_27, ev_28): no yes, no call",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("Wednesday, October 15 works for her as well.", "ev_15", "ev_16"),
                "inverted_constraint",
                "works for her as well",
                "Corinne said not Wednesday, she is at work all day (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "objective",
                it(
                    "Corinne Adeyemi (7702-4415-88, 310 Millrace Way): book the meter exchange "
                    "from the letter, FO-55718",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                "wrong_id",
                "FO-55718",
                "the field order is FO-55781 (ev_11, ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The agent has proposed Friday, October 18, 8 am to 12 pm, and seems to be "
                    "waiting for her to confirm.",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_date",
                "Friday, October 18",
                "the proposed Friday is October 17 (ev_15, ev_26, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "FO-55781: replace end-of-life meter EM-61337208 (no remote reads); meter in "
                    "the garage, someone home; ~45 min, power off ~45 min; no medical equipment",
                    "ev_11",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_value:duration",
                "power off ~45 min",
                "the power is off about 15 minutes of the 45-minute visit (ev_11, ev_15)",
            ),
        ],
    },
    "utility-autopay@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Gideon Marsh: move autopay to his new Bellweather CU checking ****7714",
                    "ev_2",
                    "ev_12",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Autopay on 2 accounts, both Visa ****3390: house 1196-2750-33 (12 "
                        "Sedgewick Pl, $138.90 on 10/22), mom's condo 1196-2750-41 (8 Linden "
                        "Terrace #4, $61.12 on 10/27)",
                        "ev_12",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "update_autopay for the house only, after his yes → updated: Bellweather "
                        "checking ****7714 from the 10/22 draft ($138.90); Visa kept on file. "
                        "Not yet told to Gideon",
                        "ev_24",
                        "ev_26",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Condo 1196-2750-41 stays on the Visa; don't touch it (mom pays him back)",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "Switching both accounts to the checking: he said no, just the house",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it("Confirm the house change to Gideon", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A change of autopay to a new checking account was requested by Gideon Marsh.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Autopay was found on two accounts, both paid from his Visa ending 3390: "
                        "his house (1196-2750-33) and his mother's condo (1196-2750-41).",
                        "ev_12",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "The switch of both accounts to the Bellweather Credit Union checking "
                        "was proposed but rejected by Gideon.",
                        "ev_17",
                        "ev_20",
                    ),
                    it(
                        "Autopay on the house account 1196-2750-33 was then moved to the "
                        "Bellweather checking ending 7714 after his confirmation, starting with "
                        "the $138.90 draft on October 22.",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("His mother's condo account is to be left on the Visa.", "ev_20"),
                ],
                next_steps=[
                    it("The completed change has not yet been confirmed to Gideon.", "ev_30"),
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
                    "Autopay on both accounts was then moved to the Bellweather checking ending "
                    "7714 after his confirmation, starting with the October 22 and October 27 "
                    "drafts.",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "Autopay on both accounts was then moved",
                "the switch of both accounts (act_18, act_19) was rejected by his correction "
                "(ev_20, ev_22, ev_23); only the house account (act_25) was updated (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "update_autopay for the condo 1196-2750-41, after his yes → updated: "
                    "Bellweather checking ****7714 from the 10/27 draft ($61.12); Visa kept on "
                    "file. Not yet told to Gideon",
                    "ev_24",
                    "ev_26",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:other_target",
                "for the condo 1196-2750-41",
                "the executed update_autopay act_25 is for the house account 1196-2750-33 "
                "(ev_30); the condo stays on the Visa (ev_20, ev_24)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Autopay on the house account 1196-2750-33 was then moved to the Bellweather "
                    "checking ending 7714 after his confirmation, starting with the $61.12 draft "
                    "on October 22.",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "wrong_amount",
                "$61.12",
                "the house's October 22 draft is $138.90 (ev_12, ev_24, ev_30); $61.12 is the "
                "condo's",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "update_autopay for the house only, after his yes → updated: Bellweather "
                    "checking ****7714 from the 10/27 draft ($138.90); Visa kept on file. Not "
                    "yet told to Gideon",
                    "ev_24",
                    "ev_26",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_date",
                "from the 10/27 draft",
                "the first draft from the checking is the house's, on October 22 (ev_24, ev_30); "
                "October 27 is the condo's draft date",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Autopay on the house account 1196-2750-33 was then moved to the Bellweather "
                    "checking ending 3390 after his confirmation, starting with the $138.90 "
                    "draft on October 22.",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                ),
                "wrong_value:account",
                "checking ending 3390",
                "the Bellweather checking ends 7714 (ev_12, ev_30); 3390 is the Visa",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Condo 1196-2750-41 stays on the Visa; don't touch it (mom pays him back)",
                    "ev_12",
                    "ev_15",
                ),
                "unsupported_ref",
                "don't touch it (mom pays him back)",
                "ev_12 and ev_15 (the autopay enrollments) show the condo on the Visa but hold "
                "neither his instruction nor the reason; that is ev_20",
            ),
        ],
    },
}
