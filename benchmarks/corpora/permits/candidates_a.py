"""Hand-written candidate summaries, part 1: fence@m18, fence@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "permits-fence@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marguerite Tolland (owner, 27 Tamsin Ct, parcel 0412-118-027) getting a "
                    "fence permit; fence only, the deck comes later",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Fence permit FP-26-00233 issued after her yes: wood, 120 ft @ 6 ft + 60 "
                        "ft @ 4 ft along Heron Way; valuation $6,400; $118.00 + $4.72 tech fee "
                        "= $122.72 on Visa ****3318 (RC-884210); valid to 9/7/2026",
                        "ev_17",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Corner lot: max 4 ft along the street side (Heron Way), 6 ft only on "
                        "the rear and interior side lines",
                        "ev_11",
                        "ev_19",
                    ),
                    it(
                        "Fence final: after the 24th (installers done then), not on a Friday",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal, 6 ft all round (180 ft), rejected by her correction: "
                        "the Heron Way side (~60 ft) is a street side and must be 4 ft",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Opening the deck application today (agent's suggestion, ~10 business "
                        "days of plan review): declined, deck later this summer",
                        "ev_12",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "She asks when the fence final can be booked; no slots looked up yet",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Marguerite Tolland contacted the permit desk to get a permit for a new "
                    "wood fence at her home at 27 Tamsin Court.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "After confirming her as the owner, the agent explained that on her "
                        "corner lot the fence may be 6 feet high along the rear and interior "
                        "side lines but only 4 feet along the street side.",
                        "ev_6",
                        "ev_11",
                    ),
                    it(
                        "The fee for the $6,400 fence came to $122.72, including a $4.72 "
                        "technology fee.",
                        "ev_15",
                    ),
                    it(
                        "Once she confirmed the corrected layout, the permit was issued as "
                        "FP-26-00233, with 120 feet of 6-foot fence and 60 feet of 4-foot fence "
                        "along Heron Way, and the $122.72 was charged to her Visa card ending "
                        "3318.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first proposal, a 6-foot fence all the way around, was "
                        "dropped when Marguerite pointed out that the Heron Way side is a "
                        "street side and has to be 4 feet.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "She also turned down the agent's suggestion to open the deck "
                        "application at the same time, saying the deck will come later.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Marguerite now wants to book the final inspection after her installers "
                        "finish on the 24th, but not on a Friday.",
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
                "decisions[2]",
                it(
                    "Once she confirmed, the permit was issued as FP-26-00233 for a 6-foot "
                    "fence along the whole 180 feet, and the $122.72 was charged to her Visa "
                    "card ending 3318.",
                    "ev_17",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:ledger_rejected",
                "a 6-foot fence along the whole 180 feet",
                "the 6 ft all-round permit (act_18) was rejected by her correction (ev_19, "
                "ev_21); the permit she approved and that was issued (act_23, ev_28) is 120 ft "
                "at 6 ft and 60 ft at 4 ft along Heron Way",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Fence permit (120 ft @ 6 ft + 60 ft @ 4 ft along Heron Way) not issued: "
                    "she declined at the $122.72 fee quote; nothing charged to Visa ****3318",
                    "ev_17",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:other_status",
                "not issued: she declined",
                "she said yes to the corrected permit (ev_24) and issue_fence_permit act_23 "
                "executed: FP-26-00233 is issued and $122.72 charged (ev_27, ev_28, ev_31)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[1]",
                it(
                    "Deck permit application opened alongside the fence, now in plan review "
                    "(~10 business days)",
                    "ev_12",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "Deck permit application opened",
                "the ledger holds no deck application; the agent only suggested it (ev_17) and "
                "she declined, the deck comes later (ev_12, ev_19)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Fence final: after the 24th (installers done then), on a Friday, when "
                    "she's at the office",
                    "ev_32",
                ),
                "inverted_constraint",
                "on a Friday, when she's at the office",
                "she asked for the inspection not on a Friday, because she is at the office "
                "on Fridays (ev_32)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After she was confirmed as the owner, Marguerite told the agent that fence "
                    "permits are issued over the counter with no plan review, and that her "
                    "corner lot allows 6 feet at the rear but only 4 feet on the street side.",
                    "ev_6",
                    "ev_11",
                ),
                "misattributed_decision",
                "Marguerite told the agent",
                "the agent stated the over-the-counter review and the 6 ft / 4 ft heights from "
                "the property record (ev_6, ev_11); she only applied the street-side rule to "
                "Heron Way later (ev_19)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The fee for the $6,400 fence came to $118.00 in all, including a $4.72 "
                    "technology fee.",
                    "ev_15",
                ),
                "wrong_amount",
                "$118.00 in all",
                "$118.00 is the permit fee alone; with the $4.72 technology fee the total is "
                "$122.72 (ev_15)",
            ),
        ],
    },
    "permits-fence@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "marguerite tolland, 27 tamsin ct - fence permit + book the fence final",
                    "ev_2",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "fence permit FP-26-00233 issued: 120 ft at 6 ft, 60 ft at 4 ft on heron "
                        "way, $122.72 on visa 3318",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_31",
                    ),
                    it(
                        "6 ft all round (180 ft) rejected, heron way side is street side",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "she ok'd the fence final thu 3/26 afternoon (12-4) - not booked yet",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "no inspection on fridays, and after the 24th when the fence guys finish",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "agent's pick wed 3/25 morning - she wants thursday afternoon",
                        "ev_37",
                        "ev_38",
                    ),
                    it("deck application - not now, later", "ev_12", "ev_19"),
                ],
                open_threads=[
                    it("she asked for a text the day before - not answered yet", "ev_41"),
                ],
                next_steps=[
                    it(
                        "book fence final for FP-26-00233, 2026-03-26 PM, then answer about the "
                        "text",
                        "ev_39",
                        "ev_41",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marguerite Tolland appears to be arranging a permit and a final "
                    "inspection for a new wood fence at 27 Tamsin Court.",
                    "ev_2",
                    "ev_12",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "Fence permit FP-26-00233 seems to have been issued, covering 120 feet "
                        "at 6 feet and 60 feet at 4 feet along Heron Way, for a total fee of "
                        "$122.72.",
                        "ev_28",
                        "ev_31",
                    ),
                    it(
                        "She has agreed to a fence final inspection on Thursday, March 26, in "
                        "the afternoon window (12:00 to 4:00 pm), although it does not appear "
                        "to have been booked yet.",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "She apparently preferred Thursday afternoon over the Wednesday, March "
                        "25 morning slot the agent recommended.",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "The inspection should likely not fall on a Friday, since she is at the "
                        "office on Fridays.",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "She also asked for a text reminder the day before, which has not been "
                        "addressed yet.",
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
                "decisions[1]",
                it(
                    "Her fence final inspection appears to have been booked for Thursday, "
                    "March 26, in the afternoon window (12:00 to 4:00 pm).",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:pending",
                "appears to have been booked",
                "schedule_inspection act_40 is approved by her yes (ev_41, ev_42) but no call "
                "has been made yet",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("text reminder set up for the day before, 3/25", "ev_41"),
                "false_status:no_such_action",
                "text reminder set up",
                "she asked for a text (ev_41) and the agent has not answered; the ledger holds "
                "no reminder",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The inspection should probably fall on a Friday, since she is at the "
                    "office on the other days.",
                    "ev_32",
                ),
                "inverted_constraint",
                "should probably fall on a Friday",
                "she asked for the inspection not on a Friday: she is at the office on Fridays "
                "(ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "her first pick wed 3/25 morning - dropped for thursday afternoon",
                    "ev_37",
                    "ev_38",
                ),
                "misattributed_decision",
                "her first pick wed 3/25 morning",
                "Wednesday March 25 morning was the agent's recommendation (ev_37); she chose "
                "Thursday afternoon (ev_38)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she ok'd the fence final thu 3/27 afternoon (12-4) - not booked yet",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_date",
                "thu 3/27",
                "the inspection she approved is Thursday, March 26 (ev_39, act_40); March 27 is "
                "a Friday, which she ruled out (ev_32)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She has agreed to a fence final inspection on Thursday, March 26, in the "
                    "morning window (8:00 to 12:00), although it does not appear to have been "
                    "booked yet.",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_value:window",
                "in the morning window (8:00 to 12:00)",
                "the March 26 slot is the afternoon window, 12:00-4:00 pm (ev_35, ev_39)",
            ),
        ],
    },
}
