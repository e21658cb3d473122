"""Hand-written candidate summaries, part 4: claim@m18, claim@m27.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "movers-claim@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Anil Varghese (MV-29856, moved Sat 10/11): damage claim for his walnut "
                    "dresser",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Coverage: full value protection, $0 deductible; claims open until 12/10",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Claim for the walnut dresser only (leg snapped off, gouge across the "
                        "top): $640 per the Penwick Furniture Repair estimate",
                        "ev_14",
                        "ev_17",
                        "ev_20",
                    ),
                    it(
                        "file_damage_claim executed → DC-40771, awaiting the adjuster, decision "
                        "expected by Fri 10/31; not approved. Reported, photo upload link given",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("Adjuster contact by email only, no daytime calls (works nights)", "ev_18"),
                ],
                rejected=[
                    it("Glass side table chip: not claimed ('forget the table')", "ev_14"),
                    it(
                        "Repair partner fixing the leg this week: declined, he waits for the "
                        "adjuster",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "New complaint: crew showed up almost 2 h late on move day; not yet "
                        "addressed",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Anil Varghese seems to want compensation for a walnut dresser that was "
                    "damaged during his move on October 11.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "His move appears to have been covered by full value protection with a "
                        "$0 deductible.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "A claim was filed for the dresser only, requesting $640.00 based on a "
                        "repair estimate from Penwick Furniture Repair; it is DC-40771.",
                        "ev_14",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "The claim is apparently with the adjuster now and has not been "
                        "approved; a decision is expected by October 31.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The adjuster should probably contact him only by email, since he works "
                        "nights.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it("He chose not to claim the small chip on the glass side table.", "ev_14"),
                    it(
                        "He also seems to have declined having the repair partner fix the leg "
                        "before the adjuster sees it.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "He has just mentioned that the crew arrived almost two hours late, "
                        "which has not been dealt with yet.",
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
                "decisions[2]",
                it(
                    "The claim appears to have been approved by the adjuster for the full $640.00.",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "approved by the adjuster",
                "file_damage_claim act_21 only filed the claim: its status is awaiting_adjuster "
                "(ev_26), and the agent said nothing is approved yet, with a decision expected "
                "by October 31 (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("Side table chip added to DC-40771 as a second item", "ev_14", "ev_26"),
                "false_status:no_such_action",
                "Side table chip added to DC-40771",
                "the ledger holds no action for the side table: Anil said to forget the table "
                "(ev_14) and the claim covers the walnut dresser only (ev_17, act_21, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "constraints[1]",
                it("Anil wants the adjuster's decision by Fri 10/31", "ev_26", "ev_28"),
                "misattributed_decision",
                "Anil wants the adjuster's decision by Fri 10/31",
                "October 31 is when the claim system expects the decision (ev_26), as the agent "
                "said (ev_28); Anil set no deadline",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A claim was filed for the dresser only, requesting $460.00 based on a "
                    "repair estimate from Penwick Furniture Repair; it is DC-40771.",
                    "ev_14",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_amount",
                "requesting $460.00",
                "the Penwick estimate and the amount requested are $640 (ev_14, ev_20, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "file_damage_claim executed → DC-40771, awaiting the adjuster, decision "
                    "expected by 12/10; not approved. Reported, photo upload link given",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "decision expected by 12/10",
                "the decision is expected by October 31 (ev_26, ev_28); December 10 is the "
                "deadline for filing claims (ev_11, ev_13)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The adjuster should probably phone him rather than email, since he works "
                    "nights.",
                    "ev_18",
                    "ev_20",
                ),
                "inverted_constraint",
                "phone him rather than email",
                "he asked for email only and no phone calls during the day (ev_18); the claim "
                "says the adjuster contacts him by email only (ev_20)",
            ),
        ],
    },
    "movers-claim@m27": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "anil varghese MV-29856 - dresser damage claim + late crew on 10/11",
                    "ev_2",
                    "ev_11",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "claim DC-40771 filed for walnut dresser, $640 (penwick estimate), "
                        "waiting on adjuster, decision by 10/31 - not approved",
                        "ev_14",
                        "ev_26",
                        "ev_28",
                        "ev_43",
                    ),
                    it("glass side table not claimed", "ev_14", "ev_17"),
                    it(
                        "crew came 10:42 vs 8-9 window = 102 min late, on-time guarantee applies",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "$100 refund RF-66012 issued to amex 1009, 5-7 business days",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("email only from adjuster, no calls (works nights)", "ev_18"),
                ],
                rejected=[
                    it(
                        "repair partner fixing leg now - declined, waiting for adjuster",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it("anil to upload photos + penwick estimate to the claim", "ev_28", "ev_43"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A damage claim and a late-arrival complaint were raised by Anil Varghese "
                    "about his October 11 move (MV-29856).",
                    "ev_2",
                    "ev_11",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "Claim DC-40771 was filed for the walnut dresser, with $640.00 "
                        "requested; it is awaiting the adjuster's decision, which is expected "
                        "by October 31.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it("The side table was left out of the claim at Anil's request.", "ev_14"),
                    it(
                        "The crew was found to have arrived at 10:42, 102 minutes after the 8-9 "
                        "am window.",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "A $100.00 on-time guarantee refund (RF-66012) was issued to the Amex "
                        "ending 1009 and should post within 5-7 business days.",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("He is to be contacted by email only.", "ev_18", "ev_28"),
                ],
                rejected=[
                    it(
                        "An immediate repair by the furniture repair partner was declined.",
                        "ev_28",
                        "ev_29",
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
                    "claim DC-40771 for walnut dresser approved by adjuster, $640 (penwick "
                    "estimate)",
                    "ev_14",
                    "ev_26",
                    "ev_28",
                    "ev_43",
                ),
                "false_status:wrong_effect",
                "approved by adjuster",
                "the claim is awaiting the adjuster (ev_26); the agent said it is still with "
                "the adjuster, who decides by October 31 (ev_41, ev_43)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "A $100.00 payment on claim DC-40771 was issued to the Amex ending 1009 and "
                    "should post within 5-7 business days.",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:other_target",
                "payment on claim DC-40771",
                "the $100 refund RF-66012 is the on-time guarantee on the booking (act_34, "
                "ev_33, ev_39); the agent said it doesn't affect claim DC-40771, which is still "
                "with the adjuster (ev_33, ev_41)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The crew was found to have arrived at 10:42, 42 minutes after the 8-9 am "
                    "window.",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_value:duration",
                "42 minutes after",
                "the window ended at 09:00 and the crew arrived at 10:42: 102 minutes late "
                "(ev_31, ev_33)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "$100 refund RF-66021 issued to amex 1009, 5-7 business days",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_id",
                "RF-66021",
                "the refund is RF-66012 (ev_39, ev_40, ev_41)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "The refund was requested by Anil to go to his Amex ending 1009.",
                    "ev_33",
                    "ev_35",
                ),
                "misattributed_decision",
                "requested by Anil to go to his Amex",
                "the Amex ending 1009 is the original payment, named by the policy (ev_31) and "
                "the agent's proposal (ev_33); Anil only said yes (ev_35)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("He is to be contacted by email only.", "ev_4"),
                "unsupported_ref",
                "He is to be contacted by email only.",
                "ev_4 only gives his email address for verification; the email-only request is "
                "ev_18 (and the claim's contact, ev_20, ev_28)",
            ),
        ],
    },
}
