"""Hand-written candidate summaries, part 5: insurance@m24 and switch@m23.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "pharmacy-insurance@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Priscilla Ndiaye (PT-8820463): new insurance since 10/1; money back for "
                    "October cash fills",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Profile updated: Larkspur Rx Benefits (member LRX-774022906, group "
                        "55812, eff. 2025-10-01) primary; Crestline CHP-22093317 removed",
                        "ev_15",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "Losartan RF-2192340 (10/31, $14.20 cash) rebilled to Larkspur: copay "
                        "$10.00 → $4.20 refund RFD-34102 to Visa ****7719 by 11/12",
                        "ev_27",
                        "ev_30",
                        "ev_35",
                    ),
                    it(
                        "Metformin ER RF-2186650 (10/15, $38.60 cash): reimbursement claim "
                        "RC-71348 submitted, pending_insurer_review, NOT approved; decision by "
                        "12/5; if approved, Larkspur mails a $28.60 check",
                        "ev_27",
                        "ev_30",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                rejected=[
                    it(
                        "Larkspur 90-day mail order ($20.00/90 days for metformin ER, agent's "
                        "offer): declined, keeps picking up here",
                        "ev_40",
                        "ev_41",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Priscilla Ndiaye changed jobs and her insurance changed on October 1; she "
                    "also wanted back the money she paid in full for her medications last month, "
                    "when her old card was rejected.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After Larkspur confirmed her coverage from October 1, and with her okay, "
                        "the agent replaced Crestline with Larkspur Rx Benefits (member "
                        "LRX-774022906, group 55812) as her primary plan.",
                        "ev_15",
                        "ev_15",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "Her October 31 losartan fill was rebilled to Larkspur with her approval; "
                        "her copay is $10.00, so $4.20 of the $14.20 she paid is being refunded "
                        "to her Visa ending 7719 by November 12.",
                        "ev_27",
                        "ev_30",
                        "ev_35",
                        "ev_40",
                    ),
                    it(
                        "For the October 15 metformin ER fill, which was too old to rebill, a "
                        "reimbursement claim (RC-71348) for $38.60 was submitted to Larkspur. It "
                        "is still pending Larkspur's review, with a decision due by December 5; "
                        "if approved, Larkspur will mail her a check for $28.60.",
                        "ev_27",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested Larkspur's 90-day mail-order program, which would "
                        "bring her metformin ER to $20.00 for 90 days, but she prefers to keep "
                        "picking up at the pharmacy.",
                        "ev_40",
                        "ev_41",
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
                    "For the October 15 metformin ER fill, which was too old to rebill, a "
                    "reimbursement claim (RC-71348) for $38.60 was approved by Larkspur, and a "
                    "check for $28.60 is on its way to her.",
                    "ev_27",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:wrong_effect",
                "was approved by Larkspur",
                "submit_reimbursement_claim act_29 only submitted the claim: "
                "pending_insurer_review, decision by 2025-12-05 (ev_38); the agent said it is not "
                "approved yet (ev_40)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Metformin ER moved to Larkspur 90-day mail order ($20.00/90 days)",
                    "ev_40",
                    "ev_41",
                ),
                "false_status:no_such_action",
                "moved to Larkspur 90-day mail order",
                "the ledger holds no mail-order action: the agent only offered it (ev_40) and "
                "Priscilla declined, she'd rather keep picking up here (ev_41)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Her metformin ER fill was rebilled to Larkspur with her approval; her copay "
                    "is $10.00, so $4.20 of what she paid is being refunded to her Visa ending "
                    "7719 by November 12.",
                    "ev_27",
                    "ev_30",
                    "ev_35",
                    "ev_40",
                ),
                "false_status:other_target",
                "Her metformin ER fill was rebilled",
                "rebill_fill act_28 rebilled the October 31 losartan fill RF-2192340 (ev_28, "
                "ev_35); the metformin ER fill RF-2186650 was too old to rebill and went to "
                "Larkspur as reimbursement claim RC-71348 (ev_27, ev_38)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Metformin ER RF-2186650 (10/15, $38.60 cash): reimbursement claim RC-71348 "
                    "submitted, pending_insurer_review, NOT approved; decision by 12/5; if "
                    "approved, Larkspur mails a $38.60 check",
                    "ev_27",
                    "ev_30",
                    "ev_38",
                    "ev_40",
                ),
                "wrong_amount",
                "$38.60 check",
                "if approved, Larkspur reimburses $28.60: the $38.60 paid less her $10.00 copay "
                "(ev_38, ev_40)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Profile updated: Larkspur Rx Benefits (member LRX-744022906, group 55812, "
                    "eff. 2025-10-01) primary; Crestline CHP-22093317 removed",
                    "ev_15",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_id",
                "LRX-744022906",
                "her Larkspur member ID is LRX-774022906 (ev_12, ev_15, ev_22)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "For the October 15 metformin ER fill, which was too old to rebill, a "
                    "reimbursement claim (RC-71348) for $38.60 was submitted to Larkspur. It is "
                    "still pending Larkspur's review, with a decision due by December 12; if "
                    "approved, Larkspur will mail her a check for $28.60.",
                    "ev_27",
                    "ev_38",
                    "ev_40",
                ),
                "wrong_date",
                "December 12",
                "Larkspur decides by 2025-12-05, December 5 (ev_38, ev_40); November 12 is the "
                "date of the losartan refund",
            ),
        ],
    },
    "pharmacy-switch@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Yusuf Harrowby's doctor switched him to metformin ER, so he wants the old "
                    "metformin refill stopped and the new one filled.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "With his okay, refill RF-2203318 of metformin 500 mg (Rx 6087731) was "
                        "cancelled with nothing charged, and auto-refill was turned off for that "
                        "prescription.",
                        "ev_12",
                        "ev_15",
                        "ev_21",
                        "ev_24",
                    ),
                    it(
                        "The new metformin ER 750 mg (Rx 6119204) from Dr. Samir Okonjo was "
                        "filled as RF-2203402, 60 tablets, ready at Calder Ave on Wednesday, "
                        "November 5 after 11 am, with a $5.00 copay.",
                        "ev_10",
                        "ev_28",
                        "ev_31",
                        "ev_36",
                        "ev_41",
                    ),
                    it(
                        "Rx 6119204 is now on auto-refill, with the next refill around December 2.",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("His glipizide stays on auto-refill as it is.", "ev_15"),
                ],
                rejected=[
                    it(
                        "He declined med sync for the glipizide and the metformin ER.",
                        "ev_25",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "yusuf harrowby PT-2207764 - switched to metformin ER, cancel old metformin",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "old metformin 500mg refill RF-2203318 cancelled, $0 charged",
                        "ev_21",
                        "ev_25",
                    ),
                    it("rx 6087731 auto refill off", "ev_24"),
                    it(
                        "metformin ER 750mg rx 6119204 filled -> RF-2203402, ready wed 11/5 after "
                        "11am, copay $5.00",
                        "ev_36",
                        "ev_41",
                    ),
                    it("rx 6119204 auto refill on, next ~12/2", "ev_40"),
                ],
                constraints=[
                    it(
                        "glipizide (rx 6087740) stays on auto refill, next ~12/12",
                        "ev_15",
                        "ev_16",
                        "ev_25",
                    ),
                ],
                rejected=[it("med sync - no", "ev_25", "ev_26")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Cancelling refill RF-2203318 of metformin 500 mg (Rx 6087731) was declined "
                    "because it was already in process; only auto-refill was turned off for that "
                    "prescription.",
                    "ev_12",
                    "ev_15",
                    "ev_21",
                    "ev_24",
                ),
                "false_status:other_status",
                "was declined because it was already in process",
                "cancel_refill act_13 executed: RF-2203318 is cancelled, nothing charged (ev_21), "
                "as the agent told him (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it("glipizide rx 6087740 auto refill off", "ev_24"),
                "false_status:other_target",
                "glipizide rx 6087740 auto refill off",
                "update_auto_refill act_14 turned auto-refill off for Rx 6087731, the old "
                "metformin (ev_14, ev_24); the glipizide stays on auto-refill (ev_15, ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Med sync was set up so the glipizide and the metformin ER are refilled on "
                    "the same day.",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:no_such_action",
                "Med sync was set up",
                "the ledger holds no med sync action: the agent only offered it (ev_25) and "
                "Yusuf said no med sync (ev_26, ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "metformin ER 750mg rx 6119204 filled -> RF-2203402, ready thu 11/6 after "
                    "11am, copay $5.00",
                    "ev_36",
                    "ev_41",
                ),
                "wrong_date",
                "thu 11/6",
                "RF-2203402 is ready 2025-11-05T11:00 (ev_36): Wednesday, November 5 (ev_41)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("His glipizide is to be taken off auto-refill as well.", "ev_15"),
                "inverted_constraint",
                "taken off auto-refill as well",
                "Yusuf said leave the glipizide on auto refill, that one didn't change (ev_15, "
                "ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it("rx 6119240 auto refill on, next ~12/2", "ev_40"),
                "wrong_id",
                "6119240",
                "the metformin ER prescription is Rx 6119204 (ev_10, ev_40)",
            ),
        ],
    },
}
