"""Hand-written candidate summaries, part 3: resume@m18, resume@m23, addon@m25, credit@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.

Longer than the usual 600 lines because it is data: the candidates of 4 points (2 faithful
summaries and 6 variants each), kept next to each other per point.
"""

from cand_kit import faithful, it, var

POINTS = {
    "telecom-resume@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Helen Park is back from overseas and wants her own line, 718-555-0163, "
                    "turned back on.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "After she confirmed, her line +1 718-555-0163 was resumed on June 21 "
                        "and is back on Flex 15.",
                        "ev_13",
                        "ev_15",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "The resume added a $10.00 reactivation fee (FEE-44120), which she asked "
                        "to have waived.",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "She said yes to a one-time courtesy waiver of the $10.00 fee, but the "
                        "waiver has not been carried out yet.",
                        "ev_26",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Her son Daniel's line, +1 718-555-0148, must not be resumed; it stays "
                        "suspended until September 1.",
                        "ev_2",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it(
                        "Waive FEE-44120 so it does not appear on the July 9 bill.",
                        "ev_26",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Helen Park (ACC-2264905): resume +1 718-555-0163 after seasonal "
                    "suspension (since Apr 2)",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "+1 718-555-0163 resumed 2024-06-21 on FLEX-15 ($55.00/mo); reactivation "
                        "fee FEE-44120 $10.00",
                        "ev_13",
                        "ev_19",
                    ),
                    it(
                        "Courtesy waiver of FEE-44120 ($10.00): eligible, approved by Helen, not "
                        "yet called",
                        "ev_25",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Don't resume son Daniel's +1 718-555-0148; scheduled resume 2024-09-01",
                        "ev_2",
                        "ev_11",
                    ),
                ],
                next_steps=[
                    it("Call waive_fee for FEE-44120", "ev_26", "ev_29"),
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
                    "Reactivation fee FEE-44120 ($10.00) waived at Helen's request; off the Jul "
                    "9 bill",
                    "ev_25",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:pending",
                "waived at Helen's request",
                "the waiver act_27 is approved (ev_29) but not executed: no waive_fee call yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "After she confirmed, both lines on the account, hers and Daniel's +1 "
                    "718-555-0148, were resumed on June 21.",
                    "ev_13",
                    "ev_15",
                    "ev_19",
                    "ev_22",
                ),
                "false_status:other_target",
                "both lines on the account",
                "only +1 718-555-0163 was resumed (act_14, ev_19); Daniel's line stays suspended",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "+1 718-555-0163 resumed 2024-06-21 on FLEX-15 ($45.00/mo); reactivation "
                    "fee FEE-44120 $10.00",
                    "ev_13",
                    "ev_19",
                ),
                "wrong_amount",
                "$45.00/mo",
                "Flex 15 is $55.00 a month (ev_13); $45.00 is Flex 8",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Don't resume son Daniel's +1 718-555-0148; scheduled resume 2024-09-09",
                    "ev_2",
                    "ev_11",
                ),
                "wrong_date",
                "2024-09-09",
                "Daniel's line is scheduled to resume 2024-09-01 (ev_11, ev_13)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Her son Daniel's line, +1 718-555-0148, should be resumed along with hers.",
                    "ev_2",
                    "ev_13",
                ),
                "inverted_constraint",
                "should be resumed along with hers",
                "Helen said her son's line stays off: don't resume his (ev_2)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "After she confirmed, her line +1 718-555-0163 was resumed on June 21 and "
                    "is back on Flex 15.",
                    "ev_13",
                ),
                "unsupported_ref",
                "resumed on June 21",
                "cites only the agent's proposal (ev_13), which holds no date and no outcome",
            ),
        ],
    },
    "telecom-resume@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Helen Park (ACC-2264905): resume her +1 718-555-0163 after a seasonal "
                    "suspension; son Daniel's +1 718-555-0148 stays off",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "+1 718-555-0163 resumed 2024-06-21, back on FLEX-15",
                        "ev_15",
                        "ev_19",
                    ),
                    it(
                        "Reactivation fee FEE-44120 ($10.00) waived on Helen's request, credit "
                        "CR-511870; not on the Jul 9 bill",
                        "ev_23",
                        "ev_28",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "Daniel's +1 718-555-0148 resumes automatically 2024-09-01 on FLEX-8 "
                        "($45.00/mo)",
                        "ev_11",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it("Don't resume Daniel's line now", "ev_2", "ev_13"),
                ],
                next_steps=[
                    it("Nothing pending; ask if she needs anything else", "ev_35"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("resume helen's line 718-555-0163, not her son's", "ev_2", "ev_5"),
                decisions=[
                    it("line 0163 active again since jun 21", "ev_19", "ev_22"),
                    it("$10 reactivation fee waived (CR-511870)", "ev_32", "ev_33"),
                    it("son's line 0148 comes back by itself sept 1, flex 8", "ev_35"),
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
                    "$10 reactivation fee waiver refused, fee stays on jul 9 bill", "ev_32", "ev_33"
                ),
                "false_status:other_status",
                "waiver refused",
                "the waiver act_27 executed and the fee is waived (ev_31, ev_32, ev_33)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Reactivation fee FEE-44120 ($10.00) refunded to Helen's card on file, "
                    "credit CR-511870",
                    "ev_23",
                    "ev_28",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "refunded to Helen's card on file",
                "the waiver takes the fee off the July 9 bill (ev_32, ev_33); nothing goes back "
                "to a card",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it("son's line 0148 comes back by itself sept 1, flex 8 at $55/mo", "ev_35"),
                "wrong_amount",
                "$55/mo",
                "Flex 8 is $45.00 a month (ev_35)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it("+1 718-555-0163 resumed 2024-04-02, back on FLEX-15", "ev_15", "ev_19"),
                "wrong_date",
                "resumed 2024-04-02",
                "the line resumed 2024-06-21 (ev_19); 2024-04-02 is when it was suspended (ev_11)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Helen asked for the waiver to go through as account credit CR-511870",
                    "ev_28",
                    "ev_32",
                ),
                "misattributed_decision",
                "Helen asked for the waiver to go through as account credit",
                "she only asked to waive the fee (ev_23); the credit is how the tool applied it "
                "(ev_32)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Daniel's +1 718-555-0148 resumes automatically 2024-09-01 on FLEX-15 "
                    "($45.00/mo)",
                    "ev_11",
                    "ev_35",
                ),
                "wrong_id",
                "FLEX-15",
                "Daniel's line is on FLEX-8 (ev_11, ev_35); FLEX-15 is Helen's plan",
            ),
        ],
    },
    "telecom-addon@m25": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Luis Ortega was nearly out of data on his line, 305 555 0110, with the "
                    "cycle not resetting until July 9, and wanted more data.",
                    "ev_2",
                    "ev_7",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "He had used 13.6 GB of the 15 GB on his Flex 15 plan, and he chose the "
                        "5 GB add-on for this month only.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Once he agreed, the one-time DATA-5 add-on was added for $20.00, which "
                        "raised his allowance to 20 GB until July 9, leaving roughly 6.4 GB.",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "He then asked to drop a backup add-on he never uses, and Cloud Backup "
                        "200 GB ($2.99 a month) was scheduled to be removed on July 9, so it "
                        "will not be billed again.",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                        "ev_37",
                        "ev_38",
                    ),
                    it(
                        "Files in the backup will be kept until August 8.",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it("The extra data should not renew every month.", "ev_17"),
                    it("Visual Voicemail Plus stays on the line.", "ev_33", "ev_38"),
                ],
                next_steps=[
                    it("Ask whether Luis needs anything else.", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Luis Ortega (ACC-8850316), +1 305-555-0110: more data before the Jul 9 "
                    "reset; drop an unused backup add-on",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "DATA-5 (5 GB, one-time, $20.00) added: allowance 20 GB through 2024-07-09",
                        "ev_18",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "CLOUD-200 ($2.99/mo) removal scheduled for 2024-07-09; VVM-PLUS "
                        "($1.99/mo) kept",
                        "ev_29",
                        "ev_33",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("Extra data this cycle only, not monthly", "ev_17", "ev_18"),
                    it("Keep the voicemail add-on", "ev_33"),
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
                    "VVM-PLUS ($1.99/mo) removal scheduled for 2024-07-09; CLOUD-200 ($2.99/mo) "
                    "kept",
                    "ev_29",
                    "ev_33",
                    "ev_37",
                ),
                "false_status:other_target",
                "VVM-PLUS ($1.99/mo) removal scheduled",
                "the removal act_32 is of CLOUD-200 (ev_32, ev_37); the voicemail add-on is kept",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("The extra data should renew every month.", "ev_17"),
                "inverted_constraint",
                "should renew every month",
                "Luis wants it for this month only, not every month (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "DATA-5 (5 GB, one-time, $10.00) added: allowance 20 GB through 2024-07-09",
                    "ev_18",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_amount",
                "$10.00",
                "DATA-5 costs $20.00 (ev_18, ev_25); $10.00 is DATA-2",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Once he agreed, the one-time DATA-5 add-on was added for $20.00, which "
                    "raised his allowance to 25 GB until July 9, leaving roughly 6.4 GB.",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_value:data_gb",
                "25 GB",
                "the new allowance is 20 GB (ev_25, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Luis was also credited $2.99 for the backup months he never used.",
                    "ev_29",
                    "ev_38",
                ),
                "false_status:no_such_action",
                "credited $2.99",
                "no credit action exists; the backup is only removed from July 9 (ev_37, ev_38)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Luis chose to have the backup removed at the end of the cycle rather than "
                    "right away",
                    "ev_27",
                    "ev_31",
                    "ev_33",
                ),
                "misattributed_decision",
                "Luis chose to have the backup removed at the end of the cycle",
                "the end-of-cycle date is the agent's (ev_31); he asked to drop it (ev_27)",
            ),
        ],
    },
    "telecom-credit@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Grace Mensah (ACC-1175820) contests CHG-902114, $34.50 pay-per-use roaming "
                    "data in Canada on 2024-05-28; says she wasn't using her phone",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Usage log: 690 MB in two sessions in Vancouver, BC on May 28 at "
                        "$5.00/100 MB",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Dispute DSP-240620-0412 opened after her yes: $34.50 on hold, review by "
                        "2024-07-01; she owes $78.35 of the $112.85 bill by Jul 6",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "CHG-902187 ($6.00 roaming calls, May 30) left out of the dispute",
                        "ev_17",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("Full $34.50 or a proper review; 50% not acceptable", "ev_21"),
                ],
                rejected=[
                    it(
                        "50% courtesy credit of $17.25 on CHG-902114: refused by Grace",
                        "ev_17",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "Await the review outcome by Jul 1; if upheld the charge is removed",
                        "ev_30",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Grace wants a $34.50 roaming charge from May 28 removed from her bill, "
                    "saying she was not using her phone in Canada.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The usage records show 690 MB of roaming data in Vancouver on that day, "
                        "billed at $5.00 per 100 MB.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "She turned down a 50% courtesy credit of $17.25 and asked for the full "
                        "amount or a proper investigation.",
                        "ev_17",
                        "ev_21",
                    ),
                    it(
                        "A formal dispute, DSP-240620-0412, was opened for the full $34.50 after "
                        "she agreed, and that amount is on hold during the review.",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "She now needs to pay $78.35 of the $112.85 bill by July 6, and the "
                        "review should be finished by July 1.",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it("Follow up on the outcome of the dispute.", "ev_30"),
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
                    "A 50% courtesy credit of $17.25 was applied to the charge, and she also "
                    "asked for a proper investigation.",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:ledger_rejected",
                "A 50% courtesy credit of $17.25 was applied",
                "the credit act_20 was rejected by her no (ev_21, ev_22); only the dispute "
                "executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Dispute DSP-240620-0412 opened on CHG-902187 after her yes: $34.50 on "
                    "hold, review by 2024-07-01; she owes $78.35 of the $112.85 bill by Jul 6",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_id",
                "on CHG-902187",
                "the dispute is on CHG-902114 (ev_25, ev_30); CHG-902187 is the $6.00 call charge",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A formal dispute, DSP-240620-0412, was opened for the full $34.50 after she "
                    "agreed, and $78.35 is on hold during the review.",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_amount",
                "$78.35 is on hold",
                "$34.50 is on hold (ev_30, ev_32); $78.35 is what she still has to pay",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "She now needs to pay $78.35 of the $112.85 bill by July 6, and the review "
                    "should be finished by July 6.",
                    "ev_32",
                ),
                "wrong_date",
                "finished by July 6",
                "the review is due by 2024-07-01 (ev_30, ev_32); July 6 is the bill's due date",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Grace accepted that background app updates probably caused the usage",
                    "ev_17",
                    "ev_21",
                ),
                "misattributed_decision",
                "Grace accepted that background app updates probably caused the usage",
                "that is the agent's suggestion (ev_17); Grace denies using her phone (ev_21)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Usage log: 690 MB in two sessions in Toronto, ON on May 28 at $5.00/100 MB",
                    "ev_16",
                    "ev_17",
                ),
                "wrong_value:location",
                "Toronto, ON",
                "the sessions were in Vancouver, BC (ev_16, ev_17)",
            ),
        ],
    },
}
