"""Hand-written candidate summaries, part 3: withholding@m23, equipment@m19, leave@m19, overtime@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "payroll-withholding@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Imogen Castellanos (E-60314): address change + more federal withholding "
                    "(owed ~$1,100 in April)",
                    "ev_2",
                    "ev_6",
                    "ev_23",
                ),
                decisions=[
                    it(
                        "Address updated: 5710 Beacon St, Pittsburgh, PA 15217, eff. 9/27; still "
                        "City of Pittsburgh → local tax unchanged",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                    ),
                    it(
                        "W-4 W4-2025-60314-02: single, +$50.00/paycheck extra federal, from the "
                        "Oct 10 paycheck; state (PA) unchanged",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "≈ $1,300/yr extra (26 checks); $300 over the 6 checks left in 2025",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("Stay single on the W-4 (accountant: both spouses work)", "ev_26"),
                    it("Federal only, don't touch state", "ev_26"),
                ],
                rejected=[
                    it(
                        "W-4 as married filing jointly + $50 (act_25): she said no",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it("Optional: IRS Tax Withholding Estimator (agent's tip)", "ev_37"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Imogen Castellanos called to update her home address after moving and to "
                    "have more tax withheld, since she owed about $1,100 in April.",
                    "ev_2",
                    "ev_23",
                ),
                decisions=[
                    it(
                        "Her address was changed from 2217 Larkin Ave, Apt 3 to 5710 Beacon St, "
                        "Pittsburgh, PA 15217, effective September 27, after she confirmed; "
                        "because she is still in the City of Pittsburgh, her local tax did not "
                        "change.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                    ),
                    it(
                        "The agent first proposed switching her W-4 to married filing jointly "
                        "with an extra $50 per paycheck, but she stopped it: her accountant had "
                        "told her to stay single because she and her husband both work.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "A revised W-4 was then filed as W4-2025-60314-02: single, with $50.00 of "
                        "extra federal withholding per paycheck beginning with the October 10 "
                        "paycheck, and her Pennsylvania withholding left as it was.",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "The agent pointed out that this adds about $1,300 over a full year, or "
                        "$300 across the six remaining paychecks of 2025, and mentioned the IRS "
                        "Tax Withholding Estimator for fine-tuning.",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "She wants only her federal withholding changed, not the state.",
                        "ev_26",
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
                    "W-4 W4-2025-60314-02: married filing jointly, +$50.00/paycheck extra "
                    "federal, from the Oct 10 paycheck; state (PA) unchanged",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:ledger_rejected",
                "married filing jointly",
                "the W-4 as married filing jointly (act_25) was rejected by her correction "
                "(ev_26, ev_28); the executed W-4 act_30 keeps her single (ev_33, ev_35)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her address change to 5710 Beacon St, Pittsburgh, PA 15217 could not be "
                    "saved after she confirmed, so the record still shows 2217 Larkin Ave, Apt 3.",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:other_status",
                "could not be saved",
                "update_address act_16 executed and returned status updated (ev_20, ev_21); the "
                "agent reported it as updated (ev_22)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A revised W-4 was then filed as W4-2025-60314-02: single, with $50.00 of "
                    "extra Pennsylvania state withholding per paycheck beginning with the "
                    "October 10 paycheck, and her federal withholding left as it was.",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:other_target",
                "extra Pennsylvania state withholding",
                "the executed change act_30 is to the federal withholding (jurisdiction "
                "federal, ev_33, ev_35); the state withholding is unchanged (ev_35, ev_37)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Address updated: 5170 Beacon St, Pittsburgh, PA 15217, eff. 9/27; still "
                    "City of Pittsburgh → local tax unchanged",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                ),
                "wrong_value:address",
                "5170 Beacon St",
                "the new address is 5710 Beacon St, Pittsburgh, PA 15217 (ev_13, ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("Extra $50 on state withholding too", "ev_26"),
                "inverted_constraint",
                "on state withholding too",
                "Imogen said only federal, don't touch the state (ev_26)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The agent pointed out that this adds about $1,200 over a full year, or $300 "
                    "across the six remaining paychecks of 2025, and mentioned the IRS Tax "
                    "Withholding Estimator for fine-tuning.",
                    "ev_37",
                ),
                "wrong_amount",
                "about $1,200 over a full year",
                "26 biweekly paychecks × $50.00 is $1,300 a year (ev_10, ev_37)",
            ),
        ],
    },
    "payroll-equipment@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Wendell Price seems to want a second monitor for his home office and some "
                    "help for his back, possibly a standing desk.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "He picked the Aster 27-inch QHD monitor (MON-27Q, $289.00) over the "
                        "24-inch model.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After he corrected the shipping address, the request appears to have "
                        "been submitted as EQ-20931, going to his home at 12 Pisgah View Dr, "
                        "Asheville, NC 28806.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "It is still waiting for approval from his manager, Lena Vossberg, and "
                        "should ship within about 5 business days after she approves.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "He does not want it shipped to the Charlotte office, which he has not "
                        "been to since March.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version of the request would have shipped the "
                        "monitor to the Charlotte office at 615 S Tryon St; he said no.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "The sit-stand desk converter ($349.00) needs an ergonomic assessment "
                        "with EHS first; Wendell plans to book it himself later this week, and "
                        "nothing seems to have been booked yet.",
                        "ev_14",
                        "ev_15",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Wendell Price (E-44571): 2nd monitor for home office + standing desk",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        'EQ-20931 submitted: 1 × Aster 27" QHD (MON-27Q), $289.00, ship to 12 '
                        "Pisgah View Dr, Asheville, NC 28806; awaiting Lena Vossberg's approval, "
                        "ships ≤5 business days after",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Desk converter ERG-SD2 ($349) needs an EHS ergonomic assessment first; "
                        "he'll book it himself (ehs-ergo@example.net)",
                        "ev_14",
                        "ev_15",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Ship to home, not the Charlotte office", "ev_19"),
                ],
                rejected=[
                    it(
                        "act_18: same monitor to the Charlotte office (615 S Tryon St); rejected",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it("Tracking number by email once it ships", "ev_30"),
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
                    'EQ-20931 submitted: 1 × Aster 27" QHD (MON-27Q), $289.00, ship to the '
                    "Charlotte office, 615 S Tryon St, Suite 900; awaiting Lena Vossberg's "
                    "approval, ships ≤5 business days after",
                    "ev_17",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "ship to the Charlotte office",
                "the request shipping to the Charlotte office (act_18) was rejected by his "
                "correction (ev_19, ev_21); the executed request act_23 ships to his home in "
                "Asheville (ev_26, ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Lena Vossberg has already approved it, and it should ship within about 5 "
                    "business days.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "Lena Vossberg has already approved it",
                "the call submitted the request for approval: its status is "
                "awaiting_manager_approval (ev_28) and the agent said it is waiting for Lena "
                "(ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "EHS ergonomic assessment booked for the desk converter ERG-SD2 ($349)",
                    "ev_14",
                    "ev_15",
                    "ev_30",
                ),
                "false_status:no_such_action",
                "EHS ergonomic assessment booked",
                "the ledger holds no booking; Wendell will book the assessment himself (ev_15) "
                "and the agent said it booked nothing (ev_30)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After he corrected the shipping address, the request appears to have been "
                    "submitted as EQ-20931 for the 24-inch monitor, going to his home at 12 "
                    "Pisgah View Dr, Asheville, NC 28806.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "for the 24-inch monitor",
                "the executed request act_23 is for MON-27Q, the 27-inch monitor he chose "
                "(ev_15, ev_26, ev_28); the 24-inch MON-24F was not requested",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "He picked the Aster 27-inch QHD monitor (MON-27Q, $349.00) over the 24-inch "
                    "model.",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_amount",
                "$349.00",
                "the 27-inch monitor costs $289.00 (ev_11, ev_14); $349.00 is the desk converter",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After he corrected the shipping address, the request appears to have been "
                    "submitted as EQ-29031, going to his home at 12 Pisgah View Dr, Asheville, "
                    "NC 28806.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_id",
                "EQ-29031",
                "the request is EQ-20931 (ev_28, ev_29, ev_30)",
            ),
        ],
    },
    "payroll-leave@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Aurelia Benítez (E-39006) setting up paid parental leave; due 2026-01-14",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Eligible: 12 wks paid parental at 100% base pay; ≤2 blocks, ≥2 wks "
                        "each, within 12 mo of birth; benefits continue",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Block 1 scheduled after her yes → LV-60744: Mon 2026-01-12 – Fri "
                        "2026-03-06 (8 wks), back Mon 3/9; 4 wks remaining; case manager "
                        "Bettina Osei (412-555-0186)",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Agent's suggestion to start earlier (Mon 1/5) declined: she starts 1/12",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "Start Mon 1/12, not earlier (works up to the Friday before)",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "Split: 8 wks first, remaining 4 in June when her partner goes back to "
                        "work",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "Block 2 proposed, awaiting her yes: Mon 6/1 – Fri 6/26/2026 (4 wks), "
                        "back Mon 6/29",
                        "ev_26",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "If the baby comes early she calls; the leave start then moves to the "
                        "birth date",
                        "ev_15",
                        "ev_16",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Paid parental leave is being arranged for Aurelia Benítez, who is due on "
                    "January 14.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "She was found eligible for 12 weeks of parental leave at full base pay, "
                        "which can be split into up to two blocks within 12 months of the birth.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "The first block was scheduled under LV-60744 after she agreed: January "
                        "12 through March 6, 2026, with her return set for March 9.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Bettina Osei was assigned as her case manager and will send the "
                        "paperwork.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The leave is not to start before Monday, January 12; she wants to work "
                        "up to the Friday before.",
                        "ev_13",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "An earlier start on January 5 was suggested by the agent in case the "
                        "baby comes early, but it was declined.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "A second block of 4 weeks, June 1 to June 26, 2026, has been proposed "
                        "and is awaiting her confirmation.",
                        "ev_26",
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
                "open_threads[0]",
                it(
                    "A second block of 4 weeks, June 1 to June 26, 2026, has also been "
                    "scheduled, with her return set for June 29.",
                    "ev_26",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:pending",
                "has also been scheduled",
                "block 2 (act_28) is only proposed (ev_27, ev_28); Aurelia has not said yes and "
                "no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Block 1 request LV-60744 (Mon 2026-01-12 – Fri 2026-03-06, 8 wks) still "
                    "awaiting approval from her manager; 4 wks remaining; case manager Bettina "
                    "Osei (412-555-0186)",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "still awaiting approval from her manager",
                "schedule_parental_leave act_18 executed and returned status scheduled (ev_22, "
                "ev_23); the agent reported it as scheduled (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The idea of starting on January 5, in case the baby arrives early, was "
                    "raised by Aurelia.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "was raised by Aurelia",
                "the January 5 start was the agent's suggestion (ev_15); Aurelia turned it down "
                "(ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Start by Mon 1/12 at the latest; earlier is fine if needed", "ev_13", "ev_16"),
                "inverted_constraint",
                "earlier is fine if needed",
                "Aurelia said start Monday the 12th, not earlier, and declined the January 5 "
                "start (ev_13, ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The first block was scheduled under LV-60744 after she agreed: January 12 "
                    "through March 6, 2026, with her return set for March 2.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "March 2",
                "she returns on Monday, March 9, after the block ends on March 6 (ev_17, ev_23, "
                "ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Block 1 scheduled after her yes → LV-60474: Mon 2026-01-12 – Fri 2026-03-06 "
                    "(8 wks), back Mon 3/9; 4 wks remaining; case manager Bettina Osei "
                    "(412-555-0186)",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "LV-60474",
                "the leave id is LV-60744 (ev_23, ev_24, ev_25)",
            ),
        ],
    },
    "payroll-overtime@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Joaquim Ferreira (E-12077, supervisor, Erie): missing OT for Lucia Romano + "
                    "Dmitri Havel, Thu 9/18 changeover",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Lucia (E-55120): week 9/14-9/20 43h worked, 40 paid at straight time → "
                        "3h OT unpaid; OT rate $33.60 (1.5 × $22.40) → $100.80 gross",
                        "ev_13",
                        "ev_18",
                    ),
                    it(
                        "Dmitri (E-55184): 2.5h OT already paid on the 9/26 check ($86.63) → "
                        "nothing to do",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "submit_overtime_correction for Lucia called after his yes → ERROR "
                        "PERIOD_CLOSED (Sep 7-20 closed); nothing changed; reported",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Only Lucia; leave Dmitri's alone", "ev_19"),
                    it("On her regular Oct 10 check, no separate payment", "ev_28"),
                ],
                open_threads=[
                    it(
                        "Prior-period adjustment proposed (3.0h OT, $100.80, on the Oct 10 "
                        "paycheck, attested by Joaquim); awaiting his yes",
                        "ev_28",
                        "ev_29",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Joaquim Ferreira, a shift supervisor at the Erie plant, reported that two "
                    "of his team members may not have been paid overtime for staying late on "
                    "September 18.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Lucia Romano worked 43 hours in the week of September 14-20 but was paid "
                        "for only 40, so her 3 overtime hours were never paid.",
                        "ev_13",
                        "ev_18",
                    ),
                    it(
                        "Dmitri Havel's 2.5 overtime hours were already paid on his September 26 "
                        "check.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The overtime correction for Lucia failed after Joaquim confirmed it, "
                        "because the September 7-20 pay period is closed; nothing was changed.",
                        "ev_22",
                        "ev_26",
                        "ev_27",
                    ),
                    it("Joaquim attested that Lucia worked the hours.", "ev_28"),
                ],
                constraints=[
                    it(
                        "Joaquim asked that only Lucia's overtime be fixed and that Dmitri's be "
                        "left alone.",
                        "ev_19",
                    ),
                    it(
                        "The money should go on Lucia's regular October 10 paycheck, not as a "
                        "separate payment.",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "A prior-period adjustment for 3 overtime hours at $33.60, $100.80 "
                        "gross, has been proposed and is waiting for Joaquim's confirmation.",
                        "ev_29",
                        "ev_30",
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
                    "The overtime correction for Lucia went through after Joaquim confirmed it, "
                    "adding the 3 overtime hours to her timecard.",
                    "ev_22",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:failed_call",
                "went through after Joaquim confirmed it",
                "submit_overtime_correction act_21 (executed) returned PERIOD_CLOSED (ev_26): "
                "the timecard was not changed, as the agent reported (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Fix both Lucia's and Dmitri's", "ev_19"),
                "inverted_constraint",
                "Fix both",
                "after seeing Dmitri's overtime was paid, Joaquim said just Lucia, leave "
                "Dmitri's alone (ev_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "A prior-period adjustment for 3 overtime hours, $67.20 gross, has been "
                    "proposed and is waiting for Joaquim's confirmation.",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_amount",
                "$67.20 gross",
                "3 overtime hours at $33.60 are $100.80 gross (ev_18, ev_29); $67.20 is 3 hours "
                "at her straight-time rate",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Lucia (E-55184): week 9/14-9/20 43h worked, 40 paid at straight time → 3h "
                    "OT unpaid; OT rate $33.60 (1.5 × $22.40) → $100.80 gross",
                    "ev_13",
                    "ev_18",
                ),
                "wrong_id",
                "E-55184",
                "Lucia Romano is E-55120 (ev_6, ev_13); E-55184 is Dmitri Havel",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[2]",
                it(
                    "Joaquim suggested a prior-period adjustment once the correction failed.",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "Joaquim suggested a prior-period adjustment",
                "the prior-period adjustment was the agent's proposal after the failure (ev_27); "
                "Joaquim only agreed (ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Prior-period adjustment proposed (2.5h OT, $100.80, on the Oct 10 paycheck, "
                    "attested by Joaquim); awaiting his yes",
                    "ev_28",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_value:hours",
                "2.5h OT",
                "the adjustment is for Lucia's 3.0 overtime hours (ev_29, act_30); 2.5 hours "
                "are Dmitri's, already paid",
            ),
        ],
    },
}
