"""Hand-written candidate summaries, part 5: early@m18, protect@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "carrental-early@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Oliver Brandt (CU-39952): refund for early return of prepaid RA-60388145 "
                    "(7 days prepaid, $288.61)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Picked up Sun 10/5 10:00, Harrowby Springs; returned Thu 10/9 16:10 "
                        "(due 10/12) = 4d 6h → 5 rental days after the 59-min grace; 2 unused",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Options: card refund $57.46 (2 × $35 = $70 + $12.46 tax = $82.46, − $25 "
                        "early-return fee) or $82.46 travel credit, no fee, valid to 10/9/2026",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "issue_refund executed after his yes → RF-4408126, $57.46 to Mastercard "
                        "****8810, 5-7 business days; reported",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Refund to his card, not a travel credit (doesn't rent much)",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it("Travel credit ($82.46): declined", "ev_17", "ev_18"),
                    it(
                        "Corvane Club sign-up (free; members don't pay the early-return fee): "
                        "declined",
                        "ev_28",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A refund was requested by Oliver Brandt for rental RA-60388145, which he "
                    "had prepaid for a week and returned early.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The car was returned on Thursday, October 9 at 4:10 pm, about 4 days "
                        "and 6 hours after pickup, which was counted as 5 rental days, leaving 2 "
                        "of the 7 prepaid days unused.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The 5 days were questioned by him, since he felt he had the car 4 days, "
                        "but he went ahead.",
                        "ev_18",
                    ),
                    it(
                        "A refund of $57.46 to his card was chosen over a travel credit of "
                        "$82.46: the $82.46 unused value less the $25.00 early-return fee.",
                        "ev_17",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "The refund, RF-4408126, was issued to his Mastercard ending 8810 after "
                        "his yes and is expected in 5-7 business days.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("The money is to go to his card, not to a travel credit.", "ev_18"),
                ],
                rejected=[
                    it(
                        "Corvane Club membership was offered, since members don't pay the "
                        "early-return fee, but it was declined.",
                        "ev_28",
                        "ev_29",
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
                    "The refund, RF-4408126, was issued as a Corvane travel credit after his yes "
                    "and is expected in 5-7 business days.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "issued as a Corvane travel credit",
                "issue_refund act_21 sent $57.46 to his Mastercard ****8810 (ev_26); he refused "
                "the travel credit (ev_18)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Signed him up for Corvane Club (free; members don't pay the early-return fee)",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:no_such_action",
                "Signed him up for Corvane Club",
                "the agent only offered Corvane Club (ev_28) and he said no thanks (ev_29); the "
                "ledger holds no such action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "issue_refund executed after his yes → RF-4408126, $82.46 to Mastercard "
                    "****8810, 5-7 business days; reported",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "$82.46 to Mastercard",
                "the refund is $57.46 (ev_20, ev_26); $82.46 is the unused value before the "
                "$25.00 fee, the amount of the travel credit he refused",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The car was returned on Thursday, October 9 at 4:10 pm, about 4 days and 6 "
                    "hours after pickup, which was counted as 5 rental days, leaving 3 of the 7 "
                    "prepaid days unused.",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_value:days",
                "leaving 3 of the 7",
                "5 rental days were counted, so 2 days are unused (ev_15, ev_17); 3 is his own "
                "count of 4 days",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Refund as travel credit, not to his card (doesn't rent much)", "ev_18"),
                "inverted_constraint",
                "travel credit, not to his card",
                "he said to his card please, not a credit (ev_18)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The car was returned on Sunday, October 12 at 4:10 pm, about 4 days and 6 "
                    "hours after pickup, which was counted as 5 rental days, leaving 2 of the 7 "
                    "prepaid days unused.",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_date",
                "Sunday, October 12",
                "he returned the car on 2025-10-09 at 16:10, Thursday, October 9 (ev_12, ev_17); "
                "October 12 was the due date",
            ),
        ],
    },
    "carrental-protect@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "naomi feld, res CV-30601794 (bellmoor airport, fri 10/17 - mon 10/20): add "
                    "insurance, not collision",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "options: SLI $14.95/day (liability to $1,000,000), PAI $6.95, roadside "
                        "plus $5.99, LDW $29.99 (skipped)",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "agent proposed SLI + roadside, she said no roadside (amex has it) -> "
                        "both rejected",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "SLI only added after her yes, $44.85 for 3 days, est now $212.82 before "
                        "tax. told her",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "gps removal ($29.97 off, est $182.85): she said yes, not done yet",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("no LDW / collision: amex covers", "ev_2"),
                    it("no roadside either", "ev_22"),
                ],
                next_steps=[
                    it("call remove_addon GPS, confirm", "ev_35", "ev_37"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Naomi Feld wanted to add insurance to her reservation CV-30601794 before "
                    "picking up the car on Friday, but not the collision coverage, which her "
                    "Amex provides.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent walked her through the options and pointed out that card "
                        "coverage usually doesn't include liability to others, so renters who "
                        "skip the LDW often add Supplemental Liability Insurance.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "She first agreed to liability and Roadside Plus, but when the agent "
                        "listed both she changed her mind about roadside, because her Amex covers "
                        "that too, so neither was added at that point.",
                        "ev_18",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "The agent then offered liability alone, she said yes, and Supplemental "
                        "Liability Insurance was added for $44.85 over the 3 days, bringing the "
                        "estimate to $212.82 before taxes.",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "Finally she asked to drop the GPS since she will use her phone, and she "
                        "has approved the removal, which would save $29.97; it has not been "
                        "carried out yet.",
                        "ev_34",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want the Loss Damage Waiver or Roadside Plus.",
                        "ev_2",
                        "ev_22",
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
                it("gps removed, $29.97 off, est now $182.85", "ev_35", "ev_37"),
                "false_status:pending",
                "gps removed",
                "remove_addon act_36 is approved (ev_38) but not called yet: the GPS is still on "
                "the reservation",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She first agreed to liability and Roadside Plus, and Roadside Plus was "
                    "added at $17.97 for the 3 days, even though she mentioned her Amex covers "
                    "roadside too.",
                    "ev_18",
                    "ev_19",
                    "ev_22",
                ),
                "false_status:ledger_rejected",
                "Roadside Plus was added at $17.97",
                "the Roadside Plus proposal act_21 was rejected by her correction (ev_22, "
                "ev_25); only SLI was added (ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "SLI only added after her yes, $17.97 for 3 days, est now $212.82 before "
                    "tax. told her",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_amount",
                "$17.97 for 3 days",
                "SLI is $44.85 for the 3 days (ev_26, ev_32); $17.97 is Roadside Plus for 3 days "
                "(ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("She wants the Loss Damage Waiver but not Roadside Plus.", "ev_2", "ev_22"),
                "inverted_constraint",
                "She wants the Loss Damage Waiver",
                "she said not the collision one, her Amex covers that (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Naomi said her card coverage doesn't include liability to others, so she "
                    "wanted Supplemental Liability Insurance.",
                    "ev_15",
                    "ev_17",
                ),
                "misattributed_decision",
                "Naomi said her card coverage doesn't include liability",
                "that card coverage usually doesn't include liability is the agent's remark "
                '(ev_17); Naomi only said "ok liability yes" (ev_18)',
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("no roadside either", "ev_19"),
                "unsupported_ref",
                "no roadside either",
                "ev_19 is the agent's proposal listing Roadside Plus; her refusal of roadside is "
                "ev_22",
            ),
        ],
    },
}
