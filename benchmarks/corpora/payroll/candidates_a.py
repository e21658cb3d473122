"""Hand-written candidate summaries, part 1: pto@m17, pto@m24, deposit@m16, deposit@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "payroll-pto@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marisol Quintero (E-40218) booking vacation Mon 2025-12-22 – Wed 12-24; "
                    "she also has a question about one of her existing requests",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Balance as of 10/8: 58.5h vacation, 12h already booked (PTO-7731 Fri "
                        "10/17 8h, PTO-7788 Fri 10/31 pm 4h, both approved) → 46.5h free; 31h "
                        "sick; 1 floating holiday, expires 12/31",
                        "ev_11",
                        "ev_14",
                    ),
                    it(
                        "submit_pto_request executed after her yes → PTO-8102: vacation "
                        "12/22-12/24, 24h, status pending_approval with Tobias Wren; 22.5h "
                        "vacation free after it",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Floating holiday for Fri 12/26 offered by the agent; she declined "
                        "(saving it, maybe for November)",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("Vacation hours only, NOT sick time (keeping that for the kids)", "ev_15"),
                ],
                open_threads=[
                    it(
                        "Her question about an existing request: agent just asked what it is",
                        "ev_2",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it(
                        "Tobias's approval outstanding; she gets an email at "
                        "m.quintero@example.net when he approves",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marisol Quintero appears to be booking vacation over the holidays, and she "
                    "also wants to ask about one of her existing time-off requests.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She asked for Monday, December 22 through Wednesday, December 24, taken "
                        "from her vacation balance, which comes to 3 days or 24 hours.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The request seems to have been submitted as PTO-8102 after she agreed, "
                        "but it is still waiting on her manager, Tobias Wren, and is not "
                        "approved yet.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Her free vacation balance should drop from 46.5 to 22.5 hours with this "
                        "request.",
                        "ev_14",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want any of it charged to her sick time, which she is "
                        "keeping in case her kids get sick.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested using her floating holiday for Friday, December 26, "
                        "but she declined and is holding on to it, possibly for something in "
                        "November.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "It is not yet clear which existing request her question is about; the "
                        "agent has just asked.",
                        "ev_27",
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
                    "The request seems to have been submitted as PTO-8102 after she agreed, and "
                    "Tobias Wren has already approved it.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Tobias Wren has already approved it",
                "the call submitted the request for approval: its status is pending_approval "
                "(ev_25) and the agent said it isn't approved until Tobias signs off (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Floating holiday booked for Fri 12/26 too, so she's out 12/22-12/26",
                    "ev_17",
                    "ev_18",
                ),
                "false_status:no_such_action",
                "Floating holiday booked for Fri 12/26",
                "the ledger holds no action for the floating holiday; the agent only offered it "
                "(ev_17) and she declined (ev_18); only PTO-8102 for Dec 22-24 was submitted "
                "(act_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Sick time OK to use if vacation runs short", "ev_15"),
                "inverted_constraint",
                "Sick time OK to use",
                "Marisol said to take it from vacation, NOT her sick time, which she keeps for "
                "when the kids get sick (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "She asked for the approval notice to be emailed to m.quintero@example.net.",
                    "ev_27",
                ),
                "misattributed_decision",
                "She asked for the approval notice to be emailed",
                "the email on approval is the agent's statement of what happens (ev_27); "
                "Marisol asked for nothing of the kind",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Her free vacation balance should drop from 58.5 to 34.5 hours with this "
                    "request.",
                    "ev_14",
                    "ev_25",
                ),
                "wrong_value:hours",
                "from 58.5 to 34.5 hours",
                "58.5 hours is the whole balance, 12 of which are already booked; the free hours "
                "go from 46.5 to 22.5 (ev_14, ev_17, ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "submit_pto_request executed after her yes → PTO-8012: vacation "
                    "12/22-12/24, 24h, status pending_approval with Tobias Wren; 22.5h vacation "
                    "free after it",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "PTO-8012",
                "the new request is PTO-8102 (ev_25, ev_26, ev_27)",
            ),
        ],
    },
    "payroll-pto@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "marisol quintero E-40218 - xmas vacation + cancel an october day off",
                    "ev_2",
                    "ev_6",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "dec 22-24 vacation submitted, PTO-8102, 24h, waiting on tobias wren to "
                        "approve",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "cancelled PTO-7788 = fri 10/31 afternoon half day (4h), 4h back, 26.5h "
                        "vacation avail",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                    it("PTO-7731 fri 10/17 stays - long weekend at her moms", "ev_31", "ev_33"),
                ],
                constraints=[
                    it("vacation hrs not sick time", "ev_15"),
                ],
                rejected=[
                    it("cancel PTO-7731 (oct 17) - wrong one, she said no", "ev_29", "ev_31"),
                ],
                next_steps=[
                    it("tell marisol the 10/31 cancel went through", "ev_39"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Marisol Quintero wants vacation over the holidays and needs to cancel a day "
                    "off in October that she no longer needs.",
                    "ev_2",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Her vacation request for December 22 to 24 (24 hours) was submitted as "
                        "PTO-8102 and is waiting for Tobias Wren's approval.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "She turned down using her floating holiday for December 26.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "The half day on Friday, October 31 (PTO-7788, 4 hours) was cancelled "
                        "after she confirmed, returning 4 hours to her vacation balance.",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "Her October 17 day off (PTO-7731) must stay, because that is a long "
                        "weekend at her mother's.",
                        "ev_31",
                    ),
                    it("The December days come out of vacation, not sick time.", "ev_15"),
                ],
                rejected=[
                    it(
                        "The agent first proposed cancelling PTO-7731 on October 17, but she "
                        "said no.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm the cancellation to Marisol; her available vacation is now "
                        "26.5 hours.",
                        "ev_39",
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
                it("cancelled PTO-7731 = fri 10/17 full day (8h), 8h back", "ev_29", "ev_39"),
                "false_status:ledger_rejected",
                "cancelled PTO-7731 = fri 10/17",
                "the cancellation of PTO-7731 (act_30) was rejected by her correction (ev_31, "
                "ev_32); the executed cancellation act_34 is PTO-7788 on October 31 (ev_37, "
                "ev_39)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The half day on Friday, October 24 (PTO-7788, 4 hours) was cancelled after "
                    "she confirmed, returning 4 hours to her vacation balance.",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                ),
                "wrong_date",
                "Friday, October 24",
                "PTO-7788 is the afternoon of Friday, October 31 (ev_11, ev_31, ev_33)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "cancelled PTO-7788 = fri 10/31 afternoon half day (4h), 4h back, 30.5h "
                    "vacation avail",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_value:hours",
                "30.5h vacation avail",
                "after the 4 hours came back, 26.5 vacation hours are available (ev_39)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She no longer needs her October 17 day off (PTO-7731), which was for a "
                    "long weekend at her mother's.",
                    "ev_31",
                ),
                "inverted_constraint",
                "She no longer needs her October 17 day off",
                "Marisol said to keep the 17th, the long weekend at her mom's (ev_31); the day "
                "she no longer needs is the October 31 half day",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Marisol asked to cancel the full day on October 17 first, then switched to "
                    "the half day on the 31st.",
                    "ev_28",
                    "ev_29",
                    "ev_31",
                ),
                "misattributed_decision",
                "Marisol asked to cancel the full day on October 17 first",
                "she asked to cancel 'my friday off in october' (ev_28); picking October 17 was "
                "the agent's choice (ev_29), which she rejected (ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "dec 22-24 vacation submitted, PTO-8102, 24h, waiting on tobias wren to "
                    "approve",
                    "ev_11",
                    "ev_14",
                ),
                "unsupported_ref",
                "PTO-8102",
                "ev_11 and ev_14 (the balance and the two October requests) hold neither the "
                "December request nor PTO-8102; those are ev_25 and ev_27",
            ),
        ],
    },
    "payroll-deposit@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Theo Marchetti (E-31907): move pay to Tidewater CU + auto-save",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Plan: $400/paycheck → Tidewater savings ****5172; remainder → Tidewater "
                        "checking ****8841; Northbank ****3306 dropped",
                        "ev_14",
                        "ev_18",
                    ),
                    it(
                        "Oct 10 check past cutoff (10/7 5pm) → stays 100% Northbank; new split "
                        "from Oct 24",
                        "ev_12",
                        "ev_16",
                    ),
                    it(
                        "update_direct_deposit called after his yes → ERROR PRENOTE_REJECTED "
                        "(R03, checking ****8841 not found); nothing changed, still 100% "
                        "Northbank",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "Keep Northbank open until the Oct 10 deposit lands (he closes it end of "
                        "month)",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Tell Theo the change failed (not told yet)", "ev_24"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Theo Marchetti's paycheck is to be moved to his new bank, Tidewater Credit "
                    "Union, with part of it saved automatically.",
                    "ev_2",
                    "ev_13",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "A split was requested by Theo: $400 of every paycheck to the Tidewater "
                        "savings account ending 5172 and the rest to the Tidewater checking "
                        "account ending 8841, with nothing going to Northbank.",
                        "ev_14",
                    ),
                    it(
                        "He was told that the October 10 paycheck had already passed the cutoff "
                        "and would still be deposited in full to Northbank, so the new split "
                        "would begin with the October 24 paycheck.",
                        "ev_16",
                    ),
                    it(
                        "The change was confirmed by Theo and submitted, but it was returned "
                        "with an error: the prenote to checking ending 8841 came back R03 "
                        "(account not found), and no change was made.",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "The Northbank account is to be closed, though not before the end of "
                        "the month.",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The failure has not yet been reported to Theo; his pay is still going "
                        "100% to Northbank checking ending 3306.",
                        "ev_24",
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
                    "The change was confirmed by Theo and submitted; from October 24, $400 goes "
                    "to the savings ending 5172 and the rest to checking ending 8841.",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:failed_call",
                "from October 24, $400 goes to the savings ending 5172 and the rest to checking",
                "update_direct_deposit (act_19, executed) returned PRENOTE_REJECTED (ev_24): no "
                "change was made and 100% still goes to Northbank ****3306",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He was told that the October 10 paycheck had already passed the cutoff and "
                    "would still be deposited in full to Northbank, so the new split would begin "
                    "with the October 17 paycheck.",
                    "ev_16",
                ),
                "wrong_date",
                "October 17 paycheck",
                "pay is biweekly: the paycheck after October 10 is October 24 (ev_10, ev_12, "
                "ev_16, ev_18)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Plan: $400/paycheck → Tidewater savings ****8841; remainder → Tidewater "
                    "checking ****5172; Northbank ****3306 dropped",
                    "ev_14",
                    "ev_18",
                ),
                "wrong_value:account",
                "savings ****8841",
                "the Tidewater savings is ****5172 and the checking ****8841 (ev_10, ev_13, "
                "ev_18); the accounts are swapped",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A split was requested by Theo: $40 of every paycheck to the Tidewater "
                    "savings account ending 5172 and the rest to the Tidewater checking account "
                    "ending 8841, with nothing going to Northbank.",
                    "ev_14",
                ),
                "wrong_amount",
                "$40 of every paycheck",
                "Theo asked for $400 per paycheck to savings (ev_14, ev_18)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Theo asked for a $0.00 test deposit (prenote) to each new account first",
                    "ev_18",
                    "ev_20",
                ),
                "misattributed_decision",
                "Theo asked for a $0.00 test deposit",
                "the prenote is the agent's stated procedure in the confirmation (ev_18); Theo "
                "only said yes (ev_20)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Wants Northbank kept in the split, not closing it", "ev_14", "ev_17"),
                "inverted_constraint",
                "Wants Northbank kept in the split",
                "Theo said Northbank gets nothing and he is closing it, at the end of the month "
                "(ev_14, ev_17)",
            ),
        ],
    },
    "payroll-deposit@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Theo Marchetti contacted People Services because he switched banks and "
                    "wanted his paycheck sent to Tidewater Credit Union, with part of each "
                    "check going into savings.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "His original plan was $400 per paycheck to the Tidewater savings ending "
                        "5172 and the rest to the Tidewater checking ending 8841, dropping "
                        "Northbank. He confirmed it, but the change failed: Tidewater returned "
                        "the test deposit to the checking account as 'no account / unable to "
                        "locate account', so nothing was changed.",
                        "ev_14",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "The agent explained the failure and offered to set up the savings part "
                        "on its own; Theo said he would call Tidewater about the checking "
                        "account.",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "He then agreed to a revised setup: $400 per paycheck to the Tidewater "
                        "savings ending 5172, with the rest of his pay staying at Northbank "
                        "checking ending 3306, starting with the October 24 paycheck. He has "
                        "said yes, but the change has not been submitted yet.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Northbank is not to be removed until the Tidewater checking account is "
                        "sorted out.",
                        "ev_26",
                    ),
                    it(
                        "The October 10 paycheck was already past the cutoff and goes entirely "
                        "to Northbank.",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Submit the revised direct deposit change and tell Theo how it went.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Theo Marchetti (E-31907): new Tidewater accounts for direct deposit + "
                    "$400/paycheck to savings",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "First change (act_19: $400 → savings ****5172, rest → checking ****8841, "
                        "Northbank removed) failed: prenote R03 on ****8841, nothing changed; "
                        "reported to Theo",
                        "ev_22",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "Revised change approved by his yes, not yet called: $400 → Tidewater "
                        "savings ****5172, remainder stays at Northbank ****3306, from the Oct "
                        "24 paycheck",
                        "ev_28",
                        "ev_29",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Don't remove Northbank until the checking is sorted", "ev_26"),
                    it("Oct 10 paycheck past cutoff → 100% Northbank", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Tidewater checking ****8841: Theo to call Tidewater; can be re-entered "
                        "in the secure bank form",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Call update_direct_deposit for the revised split, confirm to Theo",
                        "ev_29",
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
                "decisions[1]",
                it(
                    "Revised change in place: $400 → Tidewater savings ****5172, remainder stays "
                    "at Northbank ****3306, from the Oct 24 paycheck",
                    "ev_28",
                    "ev_29",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:pending",
                "Revised change in place",
                "the revised change act_29 is approved by his yes (ev_30, ev_31) but no call was "
                "made; nothing is in place yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "His original plan was $400 per paycheck to the Tidewater savings ending "
                    "5172 and the rest to the Tidewater checking ending 8841, dropping Northbank. "
                    "He confirmed it, and the checking account ending 8841 was set up; only the "
                    "savings part is still to be done.",
                    "ev_14",
                    "ev_20",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:failed_call",
                "the checking account ending 8841 was set up",
                "update_direct_deposit act_19 (executed) returned PRENOTE_REJECTED for checking "
                "****8841 (ev_24) and the agent reported that nothing was changed (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("Remove Northbank once the savings split is in", "ev_26"),
                "inverted_constraint",
                "Remove Northbank",
                "Theo said don't remove Northbank; the rest of his pay keeps going there until "
                "he sorts out the checking (ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "He then agreed to a revised setup: $400 per paycheck to the Tidewater "
                    "savings ending 5172, with the rest of his pay staying at Northbank checking "
                    "ending 3306, starting with the October 10 paycheck. He has said yes, but the "
                    "change has not been submitted yet.",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "starting with the October 10 paycheck",
                "the revised split starts with the October 24 paycheck (ev_28, act_29); the "
                "October 10 one is past the cutoff (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "First change (act_19: $400 → savings ****5172, rest → checking ****8841, "
                    "Northbank removed) failed: prenote R03 on ****8841, nothing changed; "
                    "reported to Theo",
                    "ev_13",
                    "ev_16",
                ),
                "unsupported_ref",
                "failed: prenote R03 on ****8841",
                "ev_13 (the accounts on file) and ev_16 (the cutoff) say nothing of the change "
                "or its failure; that is ev_22, ev_24 and ev_25",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "He then agreed to a revised setup: $450 per paycheck to the Tidewater "
                    "savings ending 5172, with the rest of his pay staying at Northbank checking "
                    "ending 3306, starting with the October 24 paycheck. He has said yes, but the "
                    "change has not been submitted yet.",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$450 per paycheck",
                "the savings allocation is $400.00 per paycheck (ev_26, ev_28)",
            ),
        ],
    },
}
