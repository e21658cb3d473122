"""Hand-written candidate summaries, part 3: refund@m25, withdraw@m21, subro@m22, inspect@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "claims-refund@m25": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Eleanor Vasquez (PA-36620481): take the sold 2015 Altima off the policy, "
                    "refund the unused premium to her card",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Altima (VIN 1N4AL3AP5FC217764) removed effective 2024-07-27, the sale "
                        "date; END-7719833",
                        "ev_20",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "Refund $288.89 issued to Visa x8812 (RF-240802-1187), 5-10 business days",
                        "ev_34",
                        "ev_36",
                        "ev_40",
                    ),
                    it(
                        "Telluride (OR 205 LWQ) stays covered, unchanged", "ev_13", "ev_31", "ev_42"
                    ),
                ],
                constraints=[
                    it("Refund to the card, not a check", "ev_2"),
                ],
                rejected=[
                    it(
                        "Removal effective 7/29 ($282.93 refund): she corrected the sale date to "
                        "the 27th; the 29th is when she mailed the title to the DMV",
                        "ev_18",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Eleanor sold her Altima and wants it taken off her policy, with the unused "
                    "premium refunded to her card.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She first gave the sale date as the 29th, then corrected it to Saturday, "
                        "July 27.",
                        "ev_14",
                        "ev_20",
                    ),
                    it(
                        "The Altima was removed from policy PA-36620481 as of July 27, 2024, "
                        "under endorsement END-7719833.",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "A refund of $288.89 was issued to her Visa ending in 8812 and should "
                        "show up within 5-10 business days.",
                        "ev_36",
                        "ev_40",
                        "ev_42",
                    ),
                    it("Her 2020 Kia Telluride remains fully covered.", "ev_31", "ev_42"),
                ],
                constraints=[
                    it("She wants the refund on her card, not as a check.", "ev_2"),
                ],
                next_steps=[
                    it(
                        "Nothing else is pending; her new ID cards are in the Larkspur app.",
                        "ev_42",
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
                    "Altima (VIN 1N4AL3AP5FC217764) removed effective 2024-07-29 after her yes; "
                    "END-7719833",
                    "ev_18",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:ledger_rejected",
                "removed effective 2024-07-29",
                "the removal as of 2024-07-29 (act_19) was rejected by her correction (ev_20, "
                "ev_22); the executed removal act_26 is effective 2024-07-27 (ev_31)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The Telluride was removed from policy PA-36620481 as of July 27, 2024, under "
                    "endorsement END-7719833.",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:other_target",
                "The Telluride was removed",
                "the Altima was removed (ev_29, ev_31); the Telluride stays covered (ev_31 "
                "remaining_vehicles, ev_42)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A refund of $282.93 was issued to her Visa ending in 8812 and should show up "
                    "within 5-10 business days.",
                    "ev_36",
                    "ev_40",
                    "ev_42",
                ),
                "wrong_amount",
                "$282.93",
                "the refund is $288.89 (ev_40, ev_42); $282.93 was the quote for the rejected "
                "July 29 date (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Refund $288.89 issued as a check mailed to 905 Marigold Ln S "
                    "(RF-240802-1187), 5-10 business days",
                    "ev_34",
                    "ev_36",
                    "ev_40",
                ),
                "false_status:wrong_effect",
                "issued as a check mailed to 905 Marigold Ln S",
                "the refund went back to the Visa ending 8812 (ev_38, ev_40: method card)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("She would rather get the refund as a mailed check than on her card.", "ev_2"),
                "inverted_constraint",
                "rather get the refund as a mailed check",
                "Eleanor asked for the refund on her card, not a check (ev_2)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Refund $288.89 issued to Visa x8821 (RF-240802-1187), 5-10 business days",
                    "ev_34",
                    "ev_36",
                    "ev_40",
                ),
                "wrong_value:card",
                "Visa x8821",
                "the card ends in 8812 (ev_10, ev_34, ev_40)",
            ),
        ],
    },
    "claims-withdraw@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "The withdrawal of Farah Haddad's hail damage claim was requested, while her "
                    "windshield claim was to be kept open.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Her hail claim, CLM-6601822 (July 26, comprehensive, $250 deductible, "
                        "photo estimate $1,180.00), was reviewed, and it was explained that about "
                        "$930 would be paid if it stayed open.",
                        "ev_13",
                        "ev_17",
                    ),
                    it(
                        "After she confirmed, the hail claim was withdrawn and closed without "
                        "payment, and the August 9 inspection (INS-41377) was cancelled.",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "It was noted that the withdrawn claim will still appear in her claims "
                        "history as closed without payment, and that it can be reopened until "
                        "August 6, 2025.",
                        "ev_17",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "The windshield claim, CLM-6598410, was left open; the replacement by "
                        "SafeView Auto Glass is still set for Thursday, August 8, 8-10 am, with "
                        "no deductible.",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("The windshield claim is not to be withdrawn.", "ev_2"),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Withdraw hail claim, keep windshield claim (PA-29904417)", "ev_2", "ev_6"
                ),
                decisions=[
                    it(
                        "CLM-6601822 (hail 7/26) withdrawn after her yes: closed w/o payment, "
                        "INS-41377 (8/9) cancelled; reopenable until 2025-08-06",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Reason: paying for repairs herself; ~$930 payout not worth it to her",
                        "ev_17",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "CLM-6598410 (glass) untouched: SafeView, Thu 8/8 8-10am, $0 ded",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Don't withdraw the windshield claim", "ev_2"),
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
                    "CLM-6598410 (glass) closed as well; SafeView visit Thu 8/8 cancelled",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:other_target",
                "closed as well",
                "only the hail claim CLM-6601822 was withdrawn (ev_23, ev_25); the glass claim "
                "is open and SafeView still comes on Aug 8 (ev_29, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "It was noted that, once withdrawn, the claim is removed from her claims "
                    "history entirely, and that it can be reopened until August 6, 2025.",
                    "ev_17",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "removed from her claims history entirely",
                "the withdrawal is recorded in her claims history as closed without payment "
                "(ev_17, ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CLM-6601822 (hail 7/26) withdrawal requested, not processed yet; INS-41377 "
                    "(8/9) still on",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_status",
                "withdrawal requested, not processed yet",
                "the withdrawal (act_20) was approved (ev_22) and executed (ev_24); the result "
                "says withdrawn and the inspection cancelled (ev_25)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Farah asked to keep the option of reopening the claim within 12 months.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Farah asked to keep the option of reopening",
                "the 12-month reopening is the agent's explanation (ev_17); Farah only "
                "confirmed the withdrawal (ev_18, ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed, the hail claim (CLM-6598410) was withdrawn and closed "
                    "without payment, and the August 9 inspection (INS-41377) was cancelled.",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_id",
                "CLM-6598410",
                "the hail claim is CLM-6601822 (ev_10, ev_25); CLM-6598410 is the windshield claim",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "CLM-6598410 (glass) untouched: SafeView, Fri 8/9 8-10am, $0 ded",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_date",
                "Fri 8/9",
                "SafeView comes Thursday 2024-08-08 (ev_29, ev_30); Aug 9 was the cancelled "
                "hail inspection",
            ),
        ],
    },
    "claims-subro@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Kwame Boateng (PA-33051876), claim CLM-6412290 (rear-ended 2024-05-14; "
                    "Crestview Mutual's driver at fault): does the subrogation letter mean his "
                    "$500 deductible comes back",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "SUB-24-07731 vs Crestview Mutual: demand $6,812.33 sent 2024-06-03 "
                        "(repairs $5,812.33 + rental $500.00 + his $500.00 ded); liability "
                        "accepted 100% 2024-07-22; payment expected by 2024-08-30",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "update_payout_method executed after his yes: deductible recovery ($500) "
                        "→ direct deposit, Scioto Valley Bank checking x6630 (BA-4402), instead "
                        "of a mailed check",
                        "ev_21",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "No recorded statement to Crestview needed; he'll refer them to "
                        "Larkspur's subrogation unit, (800) 555-0143",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Direct deposit, not a mailed check ('checks take forever')", "ev_17"),
                    it(
                        "Agent's advice: don't sign anything from Crestview or take a payment "
                        "from them directly",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it(
                        "$500 not paid yet: due a few business days after Crestview pays Larkspur",
                        "ev_14",
                        "ev_21",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Kwame wanted to understand a subrogation letter about his May claim and "
                    "whether he would get his deductible back.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It appears Larkspur sent Crestview Mutual a demand for $6,812.33 on June "
                        "3 that includes his $500 deductible, and Crestview accepted full "
                        "liability on July 22.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Kwame preferred direct deposit to a mailed check, and after he "
                        "confirmed, the deductible refund was switched to his Scioto Valley Bank "
                        "checking account ending in 6630.",
                        "ev_17",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "The agent advised that he does not have to give Crestview a recorded "
                        "statement, and he said he would refer them to Larkspur.",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "The $500 has not been paid yet; it should come a few business days "
                        "after Crestview pays, which is expected by August 30.",
                        "ev_14",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "Nothing else seems to be needed unless Crestview contacts him again.",
                        "ev_31",
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
                "decisions[0]",
                it(
                    "It appears Larkspur sent Crestview Mutual a demand for $6,312.33 on June 3 "
                    "that includes his $500 deductible, and Crestview accepted full liability on "
                    "July 22.",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "$6,312.33",
                "the demand is $6,812.33 (ev_14, ev_16); $6,312.33 is what Larkspur paid, "
                "without his deductible",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Deductible refund of $500.00 issued to him (Crestview accepted liability)",
                    "ev_14",
                    "ev_16",
                ),
                "false_status:no_such_action",
                "Deductible refund of $500.00 issued",
                "no payment action exists in the ledger; the $500 comes only after Crestview "
                "pays, expected by 2024-08-30 (ev_14, ev_16, ev_21)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Kwame said he would not sign anything from Crestview or accept a payment "
                    "from them directly.",
                    "ev_31",
                    "ev_32",
                ),
                "misattributed_decision",
                "Kwame said he would not sign anything",
                "not signing or accepting a payment is the agent's recommendation (ev_31); "
                "Kwame only said he would send Crestview to Larkspur (ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Mailed check, not direct deposit", "ev_17"),
                "inverted_constraint",
                "Mailed check, not direct deposit",
                "Kwame asked for direct deposit instead of a check (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "SUB-24-07371 vs Crestview Mutual: demand $6,812.33 sent 2024-06-03 (repairs "
                    "$5,812.33 + rental $500.00 + his $500.00 ded); liability accepted 100% "
                    "2024-07-22; payment expected by 2024-08-30",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_id",
                "SUB-24-07371",
                "the subrogation file is SUB-24-07731 (ev_14, ev_16, ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "update_payout_method after his yes declined: deductible recovery ($500) "
                    "stays a mailed check; x6630 (BA-4402) not applied",
                    "ev_21",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:other_status",
                "declined",
                "the change (act_23) executed and the result says updated to direct deposit, "
                "account ending 6630 (ev_27, ev_28, ev_29)",
            ),
        ],
    },
    "claims-inspect@m19": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "henrik solberg - move storm claim inspection (CLM-6587730) off tue aug 6 "
                    "morning",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "tue 8/13 1-3pm tried, failed - slot taken, nothing changed",
                        "ev_22",
                        "ev_24",
                        "ev_25",
                    ),
                    it("aug 6 9-11am visit still on for now", "ev_24", "ev_25"),
                    it(
                        "$385 tarp claimable under dwelling, $1000 ded applies to whole claim",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("afternoons only, not wed", "ev_2"),
                ],
                open_threads=[
                    it("move to thu 8/15 3-5pm proposed, waiting for ok", "ev_28", "ev_29"),
                ],
                next_steps=[
                    it("henrik to upload tarp receipt in app", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Henrik Solberg (PH-41195530; CLM-6587730, wind damage 2024-07-28): move "
                    "inspection INS-40912 with Carla Mendes from Tue 2024-08-06 09:00-11:00 to an "
                    "afternoon next week, not Wednesday",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "reschedule_inspection → 2024-08-13 13:00-15:00: approved by his yes, "
                        "executed, returned SLOT_UNAVAILABLE (booked on another claim); "
                        "INS-40912 unchanged; reported to him",
                        "ev_17",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "He accepted Thu Aug 15 15:00-17:00 as the fallback (the only "
                        "non-Wednesday afternoon left)",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Tarp: he paid $385 for an emergency roof tarp the day after the storm; "
                        "per agent, covered under dwelling and can go into the claim; the $1,000 "
                        "deductible applies to the claim as a whole",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("Afternoons only, not Wednesday", "ev_2"),
                ],
                open_threads=[
                    it(
                        "Move of INS-40912 to 2024-08-15 15:00-17:00 proposed (act_29), awaiting "
                        "his yes; the Aug 6 9-11am visit stands until then",
                        "ev_25",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "Henrik to upload the roofer's receipt in the app; Carla reviews it with "
                        "the claim",
                        "ev_28",
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
                it("tue 8/13 1-3pm booked w/ carla", "ev_22", "ev_24"),
                "false_status:failed_call",
                "tue 8/13 1-3pm booked",
                "the move to Aug 13 (act_19) executed but returned SLOT_UNAVAILABLE with "
                "is_error (ev_24); nothing changed (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "INS-40912 moved to 2024-08-15 15:00-17:00 (act_29); the Aug 6 9-11am visit "
                    "released",
                    "ev_25",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:pending",
                "INS-40912 moved to 2024-08-15",
                "the move to Aug 15 (act_29) is only proposed (ev_29); Henrik has not answered "
                "and no call was made",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it("aug 6 9-11am visit cancelled", "ev_18", "ev_25"),
                "false_status:no_such_action",
                "aug 6 9-11am visit cancelled",
                "no cancellation exists in the ledger; the failed move left INS-40912 on Aug 6, "
                "9-11 am (ev_24, ev_25)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Tarp: he paid $385 for an emergency roof tarp the day after the storm; per "
                    "agent, covered under dwelling and can go into the claim; the $500 "
                    "deductible applies to the claim as a whole",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "the $500 deductible",
                "the claim's deductible is $1,000 (ev_11, ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it("move to thu 8/15 2-4pm proposed, waiting for ok", "ev_28", "ev_29"),
                "wrong_value:time",
                "2-4pm",
                "the proposed window is 15:00-17:00 (ev_28, ev_29); 14:00-16:00 is the "
                "Wednesday slot (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He accepted Thu Aug 15 15:00-17:00 as the fallback (the only non-Wednesday "
                    "afternoon left)",
                    "ev_11",
                    "ev_13",
                ),
                "unsupported_ref",
                "He accepted Thu Aug 15 15:00-17:00",
                "ev_11 (the claim) and ev_13 (the inspection fact) hold the Aug 6 appointment "
                "only; the Thursday offer and his answer are ev_25 and ev_26",
            ),
        ],
    },
}
