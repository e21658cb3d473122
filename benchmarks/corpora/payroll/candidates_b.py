"""Hand-written candidate summaries, part 2: payslip@m19, payslip@m22, expense@m19, benefits@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "payroll-payslip@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Gustavo Reyes says his last paycheck was short by about a day and wants it "
                    "fixed.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His September 26 paycheck (period September 7-20) paid 72 regular hours "
                        "at $24.80, or $1,785.60 gross, while his timecard shows 80 hours.",
                        "ev_11",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "The missing 8 hours are from Monday, September 15: a missed punch-out "
                        "that Renée Calloway signed off on September 24, after the payroll "
                        "cutoff.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "A correction for 8 hours at $24.80 ($198.40 gross) on payslip "
                        "PS-2025-19-18842 was submitted after he agreed, and it was accepted as "
                        "COR-55917.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "He chose to be paid by a separate off-cycle deposit this Friday, "
                        "October 3, rather than with the October 10 paycheck.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Only the September 26 paycheck is affected; the September 12 paycheck "
                        "was correct.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "An off-cycle payment of $198.40 gross to his High Desert FCU checking "
                        "ending 2290 on October 3 has been proposed, and the agent is waiting "
                        "for his yes.",
                        "ev_30",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "gustavo reyes (E-18842) - sep 26 check short 8 hrs",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "missing day = mon 9/15, missed punch out, ok'd by renee after cutoff",
                        "ev_14",
                        "ev_16",
                    ),
                    it("correction COR-55917 done - 8h x 24.80 = 198.40 gross", "ev_25", "ev_30"),
                    it("sep 12 check was fine", "ev_16", "ev_17"),
                ],
                constraints=[
                    it(
                        "wants it this fri 10/3 as separate payment, not on the 10/10 check - "
                        "rent due",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "off-cycle deposit 198.40 gross to checking ****2290 on 10/3 - asked, "
                        "waiting for yes",
                        "ev_30",
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
                "open_threads[0]",
                it(
                    "The off-cycle payment of $198.40 gross was sent to his High Desert FCU "
                    "checking ending 2290 for October 3.",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:pending",
                "was sent",
                "issue_off_cycle_payment act_31 is only proposed (ev_30, ev_31); Gustavo has "
                "not said yes and no call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "correction COR-55917 done on the sep 12 check - 8h x 24.80 = 198.40 gross",
                    "ev_25",
                    "ev_30",
                ),
                "false_status:other_target",
                "on the sep 12 check",
                "the correction act_20 is on PS-2025-19-18842, the September 26 payslip (ev_19, "
                "ev_25); the September 12 paycheck paid the full 80 hours and is fine (ev_16, "
                "ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "A correction for 8 hours at $24.80 ($189.40 gross) on payslip "
                    "PS-2025-19-18842 was submitted after he agreed, and it was accepted as "
                    "COR-55917.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_30",
                ),
                "wrong_amount",
                "$189.40 gross",
                "8 × $24.80 is $198.40 gross (ev_16, ev_19, ev_25)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it("correction COR-55971 done - 8h x 24.80 = 198.40 gross", "ev_25", "ev_30"),
                "wrong_id",
                "COR-55971",
                "the correction is COR-55917 (ev_25, ev_26, ev_30)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Gustavo asked for the usual tax withholding to be taken out of the "
                    "off-cycle payment.",
                    "ev_17",
                    "ev_30",
                ),
                "misattributed_decision",
                "Gustavo asked for the usual tax withholding",
                "the withholding is the agent's statement in the payment proposal (ev_30); "
                "Gustavo only asked for a separate payment this Friday (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "missing day = mon 9/15, missed punch out, ok'd by renee after cutoff",
                    "ev_11",
                    "ev_12",
                ),
                "unsupported_ref",
                "missing day = mon 9/15",
                "ev_11 and ev_12 (the two payslips) show 72 paid hours but hold neither the "
                "date, the missed punch nor Renée's sign-off; those are ev_14 and ev_16",
            ),
        ],
    },
    "payroll-payslip@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Gustavo Reyes (E-18842): 8 unpaid hours on the Sep 26 paycheck",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Cause: missed punch-out Mon 9/15, attested by Renée Calloway 9/24, after "
                        "the cutoff; Sep 12 paycheck correct",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Correction COR-55917 accepted: +8.0h × $24.80 = $198.40 gross on "
                        "PS-2025-19-18842",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Off-cycle payment OCP-30218 scheduled Fri 10/3 to High Desert FCU "
                        "checking ****2290: $198.40 gross, $151.07 net (fed $32.15, SS $12.30, "
                        "Medicare $2.88)",
                        "ev_32",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Separate payment this Friday, not with the Oct 10 paycheck (rent due)",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Gustavo the off-cycle deposit is scheduled, $151.07 net (not told "
                        "yet)",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Gustavo Reyes called because his September 26 paycheck seemed to be "
                    "missing a day of pay.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "It looks like 8 hours from Monday, September 15 were not paid because "
                        "of a missed punch-out that his supervisor only approved after the "
                        "cutoff.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "A correction for those 8 hours ($198.40 gross) appears to have been "
                        "accepted as COR-55917.",
                        "ev_25",
                    ),
                    it(
                        "He preferred a separate off-cycle payment this Friday rather than "
                        "waiting for the October 10 paycheck.",
                        "ev_17",
                    ),
                    it(
                        "The off-cycle payment seems to have been scheduled as OCP-30218 for "
                        "Friday, October 3, by direct deposit to his checking ending 2290, "
                        "coming to $151.07 after taxes.",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has not yet told Gustavo that the payment was scheduled.",
                        "ev_36",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The off-cycle payment seems to have been issued as OCP-30218, a paper check "
                    "mailed to him for Friday, October 3, coming to $151.07 after taxes.",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:wrong_effect",
                "a paper check mailed to him",
                "the executed payment act_31 is a direct deposit to High Desert FCU checking "
                "****2290 (ev_34, ev_36); no check was mailed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Tell Gustavo the off-cycle deposit is scheduled, $198.40 net (not told yet)",
                    "ev_36",
                ),
                "wrong_amount",
                "$198.40 net",
                "$198.40 is the gross; the net after taxes is $151.07 (ev_36)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Off-cycle payment OCP-30128 scheduled Fri 10/3 to High Desert FCU checking "
                    "****2290: $198.40 gross, $151.07 net (fed $32.15, SS $12.30, Medicare "
                    "$2.88)",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_id",
                "OCP-30128",
                "the payment id is OCP-30218 (ev_36, ev_37)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The off-cycle payment seems to have been scheduled as OCP-30218 for Friday, "
                    "October 10, by direct deposit to his checking ending 2290, coming to $151.07 "
                    "after taxes.",
                    "ev_32",
                    "ev_36",
                ),
                "wrong_date",
                "Friday, October 10",
                "the off-cycle deposit is on Friday, October 3 (ev_30, ev_36); October 10 is "
                "the regular paycheck he did not want to wait for (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Off-cycle payment OCP-30218 scheduled Fri 10/3 to High Desert FCU checking "
                    "****2209: $198.40 gross, $151.07 net (fed $32.15, SS $12.30, Medicare "
                    "$2.88)",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_value:account",
                "****2209",
                "the deposit goes to High Desert FCU checking ****2290 (ev_28, ev_36)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A correction for those 8 hours ($198.40 gross) appears to have been "
                    "accepted as COR-55917.",
                    "ev_16",
                    "ev_17",
                ),
                "unsupported_ref",
                "accepted as COR-55917",
                "ev_16 (the agent's offer) and ev_17 (his choice of payment) hold neither the "
                "submitted correction nor its id; that is ev_25",
            ),
        ],
    },
    "payroll-expense@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Hyun-woo Park reached out about two expenses: a client dinner from Tuesday "
                    "that he needed to file, and a conference claim from last month that had "
                    "been sent back.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found that the conference claim, EXP-30417 (FieldSense Expo in "
                        "Denver, $1,342.85), was returned on September 22 because the hotel "
                        "receipt was missing and the $289 nightly rate was over the $225 limit, "
                        "so $192 of it would not be reimbursed without a VP exception.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Hyun-woo turned down the exception request, saying he would absorb the "
                        "$192 himself, and said he would upload the hotel folio from the app on "
                        "his own that night.",
                        "ev_14",
                    ),
                    it(
                        "For the dinner at Harbor & Vine on October 7, $212.40 for four people "
                        "worked out to $53.10 per person, which is under the $75 per-person "
                        "limit for client meals.",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "After he gave the guests (Dana Whitcomb, Raj Menon and Colleen Asher of "
                        "Delmont Medical) and the purpose, a Q4 contract renewal, and confirmed, "
                        "the claim was submitted as EXP-30562 and routed to Sunita Rao.",
                        "ev_20",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "Sunita Rao cannot approve EXP-30562 until the receipt photo is attached "
                        "through the upload link that was emailed to hpark@example.net.",
                        "ev_27",
                        "ev_29",
                    ),
                    it("EXP-30417 remains returned until the hotel folio is uploaded.", "ev_29"),
                ],
                next_steps=[
                    it(
                        "Once approved, the $212.40 will be reimbursed with his next regular "
                        "paycheck.",
                        "ev_17",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Hyun-woo Park (E-52660): file client dinner (Tue 10/7) + returned "
                    "conference claim EXP-30417",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "EXP-30417 (FieldSense Expo Denver, $1,342.85) returned 9/22: hotel "
                        "receipt missing; hotel $289/night vs $225 limit × 3 nights → $192.00 "
                        "not reimbursable w/o VP exception",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "submit_expense_claim executed after his yes → EXP-30562: client meal, "
                        "Harbor & Vine, 2025-10-07, $212.40, 4 people ($53.10/pp, under the "
                        "$75/pp limit), guests Dana Whitcomb / Raj Menon / Colleen Asher "
                        "(Delmont Medical), purpose Q4 contract renewal",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "EXP-30562 status submitted, approver Sunita Rao; receipt awaiting upload "
                        "(link sent to hpark@example.net)",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("No exception request for the hotel overage: he absorbs the $192", "ev_14"),
                ],
                open_threads=[
                    it(
                        "Hotel folio: he uploads it himself tonight from the app; EXP-30417 "
                        "stays returned until then",
                        "ev_14",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "Reimbursed with the next regular paycheck once Sunita approves",
                        "ev_17",
                        "ev_21",
                        "ev_29",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "The agent also filed a VP exception request so that the $192 hotel overage "
                    "on EXP-30417 could still be reimbursed.",
                    "ev_13",
                    "ev_14",
                ),
                "false_status:no_such_action",
                "The agent also filed a VP exception request",
                "the ledger holds no exception request; the agent only offered it (ev_13), "
                "Hyun-woo declined (ev_14) and the agent said none was filed (ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "After he gave the guests (Dana Whitcomb, Raj Menon and Colleen Asher of "
                    "Delmont Medical) and the purpose, a Q4 contract renewal, and confirmed, the "
                    "dinner was added to EXP-30417 and the claim was resubmitted to Sunita Rao.",
                    "ev_20",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_target",
                "the dinner was added to EXP-30417 and the claim was resubmitted",
                "the dinner was filed as a new claim, EXP-30562 (act_22, ev_27); EXP-30417 was "
                "not touched and stays returned (ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "EXP-30562 bounced back (no receipt attached), same as EXP-30417; approver "
                    "Sunita Rao",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_status",
                "EXP-30562 bounced back",
                "submit_expense_claim act_22 executed and the claim's status is submitted, with "
                "the receipt awaiting upload (ev_27, ev_29); it was not returned",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "submit_expense_claim executed after his yes → EXP-30562: client meal, Harbor "
                    "& Vine, 2025-10-07, $212.40, 4 people ($70.80/pp, under the $75/pp limit), "
                    "guests Dana Whitcomb / Raj Menon / Colleen Asher (Delmont Medical), purpose "
                    "Q4 contract renewal",
                    "ev_19",
                    "ev_20",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_amount",
                "$70.80/pp",
                "$212.40 for 4 people, him included, is $53.10 per person (ev_19, ev_21); "
                "$70.80 divides by the 3 guests only",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Wants a VP exception requested for the hotel overage rather than absorbing "
                    "the $192",
                    "ev_14",
                ),
                "inverted_constraint",
                "Wants a VP exception requested",
                "Hyun-woo said don't bother with the exception, he will eat the $192 (ev_14)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Hyun-woo chose to have a receipt upload link emailed to him rather than "
                    "attaching the photo right away.",
                    "ev_14",
                    "ev_21",
                ),
                "misattributed_decision",
                "Hyun-woo chose to have a receipt upload link emailed to him",
                "the upload link is how the agent set up the claim (ev_21); Hyun-woo only said "
                "he has a photo of the receipt (ev_14) and said yes (ev_23)",
            ),
        ],
    },
    "payroll-benefits@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Naledi Fourie's new husband and his son are to be added to her health "
                    "coverage after her marriage on September 20.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The marriage was treated as a qualifying life event, with changes "
                        "allowed until October 20 and coverage starting October 1.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Andile Mokoena (spouse, born April 9, 1990) and Sipho Mokoena "
                        "(stepchild, born February 27, 2014) were added to her medical and "
                        "dental plans under enrollment change ENR-71446 after she agreed; vision "
                        "was left as employee only.",
                        "ev_16",
                        "ev_20",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "Her per-paycheck cost is raised to $312.75 for medical (from $48.20) and "
                        "$21.40 for dental (from $6.10); vision stays at $2.35.",
                        "ev_18",
                        "ev_24",
                    ),
                    it(
                        "Deductions at the new amounts begin with the October 24 paycheck, when "
                        "a one-time catch-up of $279.85 is also taken for October 10.",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Vision is not to include them, because Andile's own vision plan covers "
                        "both him and Sipho.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "The change is pending documentation: a marriage certificate must be "
                        "uploaded in the benefits portal by November 5, or the change is "
                        "reversed.",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "Updating her life insurance beneficiary (still her mother, Thandiwe "
                        "Fourie) was suggested; it will be done by Naledi in the portal later, "
                        "and nothing was changed.",
                        "ev_27",
                        "ev_28",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "naledi fourie E-27735 - add husband + stepson to insurance after marriage "
                    "9/20",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "done: ENR-71446, andile mokoena + sipho mokoena on medical + dental from "
                        "10/1",
                        "ev_24",
                        "ev_27",
                    ),
                    it("vision stays just her", "ev_16", "ev_24"),
                    it(
                        "new cost/paycheck: med 312.75, dental 21.40, vision 2.35; starts 10/24 + "
                        "279.85 catch-up",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("NOT vision - andile has his own thru work", "ev_16"),
                ],
                open_threads=[
                    it("marriage cert due 11/5 or change reversed", "ev_24", "ev_27"),
                    it(
                        "life ins beneficiary still her mom - she'll change it herself later",
                        "ev_27",
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
                "decisions[1]",
                it(
                    "Andile Mokoena (spouse, born April 9, 1990) and Sipho Mokoena (stepchild, "
                    "born February 27, 2014) were added to her medical, dental and vision plans "
                    "under enrollment change ENR-71446 after she agreed.",
                    "ev_16",
                    "ev_20",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "medical, dental and vision plans",
                "the executed change act_19 left vision as employee only (ev_22, ev_24); the "
                "dependents were added to medical and dental only (ev_27)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("life ins beneficiary changed to andile", "ev_27", "ev_28"),
                "false_status:no_such_action",
                "beneficiary changed to andile",
                "the ledger holds no beneficiary change; the agent only mentioned it (ev_27) and "
                "Naledi will do it herself later (ev_28); nothing changed (ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Her per-paycheck cost is raised to $214.90 for medical (from $48.20) and "
                    "$21.40 for dental (from $6.10); vision stays at $2.35.",
                    "ev_18",
                    "ev_24",
                ),
                "wrong_amount",
                "$214.90 for medical",
                "medical for employee + family is $312.75 per paycheck (ev_18, ev_24); $214.90 "
                "is the employee + spouse rate (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "new cost/paycheck: med 312.75, dental 21.40, vision 2.35; starts 10/24 + "
                    "264.55 catch-up",
                    "ev_24",
                    "ev_27",
                ),
                "wrong_amount",
                "264.55 catch-up",
                "the one-time catch-up is $279.85 (ev_18, ev_24, ev_27); $264.55 is the "
                "medical difference alone",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it("marriage cert due 10/20 or change reversed", "ev_24", "ev_27"),
                "wrong_date",
                "due 10/20",
                "the marriage certificate is due November 5 (ev_24, ev_27); October 20 was the "
                "deadline to make the change (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "October 1 was requested by Naledi as the start date of the new coverage.",
                    "ev_13",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "requested by Naledi",
                "the October 1 start is the plan's life-event rule (ev_13) as the agent stated "
                "it (ev_15); Naledi chose the plans and gave the names (ev_16)",
            ),
        ],
    },
}
