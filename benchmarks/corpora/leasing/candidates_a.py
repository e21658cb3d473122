"""Hand-written candidate summaries, part 1: branch@m24, branch@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "leasing-branch@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Bronwen Tremayne (office mgr, Tresillian Tax Partners, KL-20417) adding 5 "
                    "laptops to the Pennock Mill branch schedule SCH-20417-02",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "LO-58213 placed after her yes: 5 × Norvane Slate 14, new, on "
                        "SCH-20417-02, 24 mo at $46.80/unit/mo = $234.00/mo + $95 delivery fee; "
                        "units reserved at Orrick Bay; first on the 4/1 invoice",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "Damage waiver ($3.20/laptop/mo, $16/mo for the 5) offered by the agent, "
                        "declined: no damage charge in 6 yrs",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "Slate 14 only, not the 16 (too heavy for the auditors); new units, no "
                        "refurbished",
                        "ev_15",
                    ),
                    it(
                        "Delivery before 3/20: 2 new starters at Pennock Mill that day",
                        "ev_39",
                    ),
                ],
                rejected=[
                    it(
                        "36-mo term at $39.90/unit ($199.50/mo), proposed after the agent "
                        "pointed to the lower rate: rejected by her correction, it runs into "
                        "2029 and the branch office lease ends late 2028",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Delivery slot for LO-58213 before the 20th: not looked up yet",
                        "ev_36",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Bronwen Tremayne, the office manager of Tresillian Tax Partners, contacted "
                    "the desk to lease five more laptops for the firm's Pennock Mill branch.",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "She asked for the same 14-inch Norvane Slate 14 the branch already "
                        "uses, new rather than refurbished, and the vendor's Orrick Bay "
                        "warehouse showed seven new units in stock.",
                        "ev_14",
                        "ev_15",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "After she confirmed, order LO-58213 was placed on the branch schedule "
                        "SCH-20417-02: five laptops on a 24-month term at $46.80 per unit, "
                        "$234 a month, plus a one-off $95 delivery fee.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                    it(
                        "The agent offered the damage waiver at $3.20 per laptop per month, "
                        "but Bronwen turned it down, saying the firm has not had a damage "
                        "charge in six years.",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "Bronwen wants only the 14-inch model, not the 16-inch, which she finds "
                        "too heavy for the auditors.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "A first version of the order on a 36-month term was dropped when "
                        "Bronwen pointed out that it would run into 2029, beyond the branch's "
                        "office lease.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Bronwen now needs the laptops delivered before March 20, when two new "
                        "starters join the Pennock Mill branch; no delivery slot has been "
                        "found yet.",
                        "ev_39",
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
                    "After she confirmed, order LO-58213 was placed on the branch schedule "
                    "SCH-20417-02: five laptops on a 36-month term at $39.90 per unit, $199.50 "
                    "a month, plus a one-off $95 delivery fee.",
                    "ev_25",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:ledger_rejected",
                "on a 36-month term at $39.90 per unit",
                "the 36-month addition (act_26) was rejected by her correction (ev_27, ev_29); "
                "the addition she approved and that ran, LO-58213 (act_31), is on 24 months at "
                "$46.80 (ev_36)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "LO-58213 placed after her yes: 5 × Norvane Slate 14, new, on SCH-20417-01 "
                    "(head office, Stallbridge), 24 mo at $46.80/unit/mo = $234.00/mo + $95 "
                    "delivery fee; units reserved at Orrick Bay; first on the 4/1 invoice",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:other_target",
                "on SCH-20417-01 (head office, Stallbridge)",
                "the units were added to the Pennock Mill branch schedule SCH-20417-02 "
                "(ev_30, ev_36); the head office schedule SCH-20417-01 was not touched",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The delivery of LO-58213 was booked for before March 20 so the laptops "
                    "are ready for the new starters.",
                    "ev_38",
                    "ev_39",
                ),
                "false_status:no_such_action",
                "was booked for before March 20",
                "the ledger holds no delivery action at this boundary; she has only just "
                "asked for delivery before the 20th (ev_39) and no slot was looked up",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "36-mo term at $39.90/unit ($234.00/mo), proposed after the agent pointed "
                    "to the lower rate: rejected by her correction, it runs into 2029 and the "
                    "branch office lease ends late 2028",
                    "ev_23",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "($234.00/mo)",
                "the 36-month proposal was $199.50 a month (ev_23, ev_25); $234.00 is the "
                "24-month total (ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Bronwen is fine with either the 14-inch or the 16-inch model, as long as "
                    "the units are refurbished to keep costs down.",
                    "ev_15",
                ),
                "inverted_constraint",
                "as long as the units are refurbished",
                "she asked for only the 14-inch, not the 16, and no refurbished units (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("Delivery before 3/23: 2 new starters at Pennock Mill that day", "ev_39"),
                "wrong_date",
                "before 3/23",
                "she needs the laptops before the 20th (ev_39)",
            ),
        ],
    },
    "leasing-branch@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "bronwen tremayne KL-20417 - 5 more laptops for pennock mill branch, "
                    "delivered before 3/20",
                    "ev_2",
                    "ev_6",
                    "ev_39",
                ),
                decisions=[
                    it(
                        "order LO-58213 placed: 5x slate 14 new, SCH-20417-02, 24 mo, 46.80/unit "
                        "= 234.00/mo, delivery fee 95",
                        "ev_32",
                        "ev_36",
                    ),
                    it("damage waiver declined", "ev_38", "ev_39"),
                    it(
                        "delivery thu 3/19 1-5pm (DS-3174) - she said yes, not booked yet",
                        "ev_48",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it("14 inch only not 16, no refurb", "ev_15"),
                    it("before the 20th - 2 new starters that day", "ev_39"),
                ],
                rejected=[
                    it(
                        "36 mo term - rejected, runs past the branch office lease (end 2028)",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "tue 3/17 9-12 (agent suggested) - nobody in, branch opens at 1 on "
                        "tuesdays",
                        "ev_45",
                        "ev_46",
                    ),
                ],
                next_steps=[it("book DS-3174 for LO-58213", "ev_48", "ev_50")],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Bronwen Tremayne appears to be adding five new laptops to Tresillian Tax "
                    "Partners' Pennock Mill branch and needs them there before March 20.",
                    "ev_2",
                    "ev_6",
                    "ev_39",
                ),
                decisions=[
                    it(
                        "Order LO-58213 seems to be in place: five new Norvane Slate 14 "
                        "laptops on the branch schedule SCH-20417-02, on a 24-month term at "
                        "$46.80 per unit ($234.00 a month), with a $95.00 delivery fee.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                    it(
                        "She chose Thursday, March 19, 1-5 pm (slot DS-3174) for the delivery "
                        "and said yes to it; as far as I can tell the booking has not been "
                        "made yet.",
                        "ev_46",
                        "ev_48",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it(
                        "The laptops should arrive before the 20th, when two new starters "
                        "begin at the branch.",
                        "ev_39",
                    ),
                    it("She wants only the 14-inch model, not the 16-inch.", "ev_15"),
                ],
                rejected=[
                    it(
                        "The agent suggested Tuesday, March 17 to leave a buffer, but she "
                        "declined because nobody is in the branch before 1 pm on Tuesdays.",
                        "ev_45",
                        "ev_46",
                    ),
                    it(
                        "The damage waiver was offered and she seems to have declined it.",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                next_steps=[
                    it(
                        "The delivery DS-3174 for LO-58213 presumably still needs to be booked.",
                        "ev_48",
                        "ev_50",
                    )
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
                    "delivery booked thu 3/19 1-5pm (DS-3174), confirmed",
                    "ev_48",
                    "ev_50",
                ),
                "false_status:pending",
                "delivery booked",
                "the delivery (act_49) was approved by her yes (ev_50, ev_51) but no "
                "book_delivery call has been made: it is approved, not executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Order LO-58213 seems to be in place: five new Norvane Slate 14 laptops on "
                    "the branch schedule SCH-20417-02, on a 36-month term at $39.90 per unit "
                    "($199.50 a month), with a $95.00 delivery fee.",
                    "ev_25",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:ledger_rejected",
                "on a 36-month term at $39.90 per unit",
                "the 36-month addition (act_26) was rejected by her correction (ev_27); "
                "LO-58213 (act_31) runs 24 months at $46.80 (ev_36)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Bronwen first suggested Tuesday, March 17 to leave a buffer, but dropped "
                    "it because nobody is in the branch before 1 pm on Tuesdays.",
                    "ev_45",
                    "ev_46",
                ),
                "misattributed_decision",
                "Bronwen first suggested Tuesday, March 17",
                "the agent suggested the 17th for a buffer (ev_45); Bronwen declined it (ev_46)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "delivery thu 3/19 1-5pm (DS-3170) - she said yes, not booked yet",
                    "ev_48",
                    "ev_50",
                ),
                "wrong_id",
                "DS-3170",
                "the March 19 slot she chose is DS-3174 (ev_43, ev_48); DS-3170 is the "
                "Tuesday 17th slot she declined",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose Thursday, March 19, 9 am-12 pm (slot DS-3174) for the delivery "
                    "and said yes to it; as far as I can tell the booking has not been made "
                    "yet.",
                    "ev_46",
                    "ev_48",
                    "ev_50",
                ),
                "wrong_value:time",
                "9 am-12 pm",
                "DS-3174 on March 19 is 1-5 pm (ev_43, ev_48); she asked for the afternoon (ev_46)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("no rush, after the 20th is fine - new starters come later", "ev_39"),
                "inverted_constraint",
                "after the 20th is fine",
                "she needs the laptops before the 20th, when 2 new starters begin (ev_39)",
            ),
        ],
    },
}
