"""Hand-written candidate summaries, part 1: packs@m18, packs@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "driving-packs@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Rosalind Quaintance (PA-3107) buying lessons for her two, Bryony "
                    "(LN-58204) and Corin (LN-58211)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Bryony's 10h automatic block PK-77051 bought after her yes: £460.00 "
                        "less 5% = £437.00 on Mastercard ****6021, valid to 2027-09-03",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "10-hour blocks, not the 20-hour blocks the agent recommended as the "
                        "best rate",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("Bryony: automatic only, not manual", "ev_15"),
                    it("Bryony's pick-up from school, not home; weekdays after 3:30 pm", "ev_33"),
                ],
                rejected=[
                    it(
                        "First order for both (Bryony £437 + Corin's 10h manual £399 = £836) "
                        "rejected: Corin away on placement till October, only Bryony's for now",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Bryony's first lessons with Solveig Marrack (automatic, Brindlecote): "
                        "weekdays after school requested, nothing proposed yet",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "Check Solveig's weekday slots after 3:30 and propose Bryony's first "
                        "lessons",
                        "ev_32",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Rosalind Quaintance contacted Tolvane Driving School to buy driving "
                    "lessons for her two teenagers, Bryony and Corin.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After verifying the account, the agent explained the prices: £42 an "
                        "hour for manual, £46 for automatic, with 5% off a 10-hour block and "
                        "10% off a 20-hour block.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Rosalind chose 10-hour blocks rather than the 20-hour blocks the agent "
                        "recommended, and insisted that Bryony learn in an automatic only.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Once she confirmed, Bryony's 10-hour automatic block was bought as "
                        "PK-77051 for £437.00, charged to her Mastercard ending 6021 and valid "
                        "until September 3, 2027.",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first order, a block for each child totalling £836.00, was "
                        "dropped when Rosalind explained that Corin is away on a placement "
                        "until October, so nothing was bought for him.",
                        "ev_17",
                        "ev_20",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "Rosalind now wants Bryony's first lessons on weekdays after school "
                        "finishes at 3:30, with pick-up at school rather than at home; no "
                        "lessons have been proposed yet.",
                        "ev_33",
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
                    "Once she confirmed, blocks were bought for both children: Bryony's "
                    "automatic block PK-77051 for £437.00 and Corin's manual block for £399.00.",
                    "ev_17",
                    "ev_26",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "Corin's manual block for £399.00",
                "Corin's block (act_19) was proposed at ev_17 and rejected by her correction "
                "(ev_20, ev_23); only Bryony's block (act_25) was bought (ev_30, ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Bryony's 10h automatic block PK-77015 bought after her yes: £460.00 less "
                    "5% = £437.00 on Mastercard ****6021, valid to 2027-09-03",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_id",
                "PK-77015",
                "the block bought is PK-77051 (ev_30, ev_31, ev_32)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Once she confirmed, Bryony's 10-hour automatic block was bought as "
                    "PK-77051 for £460.00, charged to her Mastercard ending 6021 and valid until "
                    "September 3, 2027.",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_amount",
                "£460.00",
                "£460.00 is the list price before the 5% block discount; the block was bought "
                "for £437.00 (ev_30, ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("Bryony's pick-up from home, not school; weekdays after 3:30 pm", "ev_33"),
                "inverted_constraint",
                "from home, not school",
                'Rosalind said "pick her up from school, not from home" (ev_33)',
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Rosalind asked for 20-hour blocks for the best rate per hour, and "
                    "insisted that Bryony learn in an automatic only.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Rosalind asked for 20-hour blocks for the best rate per hour",
                "the 20-hour blocks were the agent's recommendation (ev_14); Rosalind chose 10 "
                'hours: "10 hrs each is enough for now, not 20" (ev_15)',
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Bryony's first lessons booked with Solveig Marrack (automatic, "
                    "Brindlecote), weekdays after school",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:no_such_action",
                "first lessons booked",
                "no lesson has been proposed or booked at this point: she has only asked for "
                "them (ev_33); the ledger holds no book_lesson action",
            ),
        ],
    },
    "driving-packs@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "rosalind quaintance (PA-3107) booking lessons for bryony + corin",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it("bryony 10h automatic block PK-77051 bought, £437", "ev_30", "ev_32"),
                    it(
                        "2 lessons w/ solveig marrack mon 9/7 + wed 9/9 4-6pm, pickup at "
                        "school, from PK-77051 (6h left after both) -> rosalind said yes, not "
                        "booked yet",
                        "ev_38",
                        "ev_41",
                    ),
                    it("nothing for corin (away on placement till oct)", "ev_20", "ev_32"),
                ],
                constraints=[
                    it("bryony automatic only", "ev_15"),
                    it("pickup from school not home", "ev_33"),
                    it("no saturdays, bryony works", "ev_41"),
                ],
                next_steps=[
                    it("book 9/7 + 9/9 lessons, confirm to rosalind", "ev_41"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rosalind Quaintance appears to be setting up driving lessons for her "
                    "daughter Bryony, having held off on her son Corin for now.",
                    "ev_2",
                    "ev_20",
                ),
                decisions=[
                    it(
                        "It seems Bryony's 10-hour automatic block, PK-77051, was bought for "
                        "£437.00 after Rosalind's yes.",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Rosalind said yes to two lessons with Solveig Marrack, on Monday, "
                        "September 7 and Wednesday, September 9, both 4:00-6:00 pm with pick-up "
                        "at Bryony's school; as far as the conversation shows, they have not "
                        "actually been booked yet.",
                        "ev_38",
                        "ev_41",
                    ),
                    it(
                        "Corin's manual block was taken off the order at Rosalind's request, "
                        "since he is away on a placement until October.",
                        "ev_20",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "Bryony should apparently only learn in an automatic, not a manual.",
                        "ev_15",
                    ),
                    it(
                        "Bryony is at school until 3:30 and works on Saturdays, so lessons "
                        "should likely be weekday afternoons.",
                        "ev_33",
                        "ev_41",
                    ),
                ],
                rejected=[
                    it(
                        "A Saturday, September 12 slot was offered as an option, but Rosalind "
                        "turned it down.",
                        "ev_38",
                        "ev_41",
                    ),
                ],
                next_steps=[
                    it("Both lessons probably still need to be booked and confirmed.", "ev_41"),
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
                    "2 lessons w/ solveig marrack mon 9/7 + wed 9/9 4-6pm booked, pickup at "
                    "school, from PK-77051 (6h left after both)",
                    "ev_38",
                    "ev_41",
                ),
                "false_status:pending",
                "4-6pm booked",
                "both book_lesson actions (act_39, act_40) are approved by her yes (ev_41-ev_43) "
                "but no call was made: nothing is booked yet",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Rosalind said yes to two lessons for Corin with Solveig Marrack, on "
                    "Monday, September 7 and Wednesday, September 9, both 4:00-6:00 pm; as far "
                    "as the conversation shows, they have not actually been booked yet.",
                    "ev_38",
                    "ev_41",
                ),
                "false_status:other_target",
                "two lessons for Corin",
                "the approved lessons (act_39, act_40) are Bryony's (LN-58204, ev_38); nothing "
                "was proposed for Corin",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it("pickup from home not school", "ev_33"),
                "inverted_constraint",
                "from home not school",
                'Rosalind: "pick her up from school, not from home" (ev_33)',
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Rosalind said yes to two lessons with Solveig Marrack, on Monday, "
                    "September 7 and Thursday, September 10, both 4:00-6:00 pm with pick-up at "
                    "Bryony's school; as far as the conversation shows, they have not actually "
                    "been booked yet.",
                    "ev_38",
                    "ev_41",
                ),
                "wrong_date",
                "Thursday, September 10",
                "the second lesson is on Wednesday, September 9 (ev_36, ev_38, act_40)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "2 lessons w/ solveig marrack mon 9/7 + wed 9/9 4-6pm, pickup at school, "
                    "from PK-77051 (8h left after both) -> rosalind said yes, not booked yet",
                    "ev_38",
                    "ev_41",
                ),
                "wrong_value:hours_left",
                "8h left after both",
                "two 2-hour lessons from the 10-hour PK-77051 leave 6 hours (ev_38)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "Rosalind asked for Bryony's lessons to be with Solveig Marrack, and "
                    "Bryony is at school until 3:30.",
                    "ev_32",
                    "ev_33",
                ),
                "misattributed_decision",
                "Rosalind asked for Bryony's lessons to be with Solveig Marrack",
                "Solveig Marrack was the agent's choice (ev_32, ev_35); Rosalind only asked for "
                "weekdays after school and pick-up at school (ev_33)",
            ),
        ],
    },
}
