"""Hand-written candidate summaries, part 4: card@m10, card@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "fooddelivery-card@m10": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it("kasimir lowe CU-33480 wants to delete an old card", "ev_2", "ev_4"),
                decisions=[
                    it(
                        "2 cards: visa ****4409 (expired 10/2025) + mastercard ****0938 "
                        "(default, exp 03/2028)",
                        "ev_8",
                        "ev_11",
                    ),
                    it(
                        "removal of visa 4409 proposed - NOT confirmed yet, he asked a question "
                        "first",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("keep mastercard 0938 + keep it default", "ev_11", "ev_12"),
                ],
                open_threads=[
                    it(
                        "will friday order FD-4474015 (kettle & crumb, 11/14 12pm, $27.85) "
                        "still go thru? its on the visa now",
                        "ev_8",
                        "ev_11",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("answer him, then get a yes before removing", "ev_15", "ev_17"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Kasimir Lowe wants to remove an old card from his Larkbite account.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "He chose to remove the expired Visa ending 4409 and keep the Mastercard "
                        "ending 0938 as his default.",
                        "ev_11",
                        "ev_12",
                    ),
                    it(
                        "The agent asked him to confirm removing the Visa; he has not said yes "
                        "yet.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "The Mastercard ending 0938 must stay on the account as the default card.",
                        "ev_11",
                        "ev_12",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether his scheduled Kettle & Crumb order FD-4474015 for "
                        "Friday, November 14 at 12:00 PM ($27.85) will still go through; it is "
                        "currently set to the Visa.",
                        "ev_11",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer his question about the Friday order and ask again for a yes "
                        "before removing the card.",
                        "ev_15",
                        "ev_17",
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
                it("The expired Visa ending 4409 was removed from his account.", "ev_15", "ev_17"),
                "false_status:pending",
                "was removed from his account",
                "remove_saved_card (act_16) is pending: the agent asked for a yes (ev_15) and "
                "Kasimir asked a question instead (ev_17); nothing was removed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "removal of mastercard 0938 proposed - NOT confirmed yet, he asked a "
                    "question first",
                    "ev_15",
                    "ev_17",
                ),
                "false_status:other_target",
                "removal of mastercard 0938 proposed",
                "the pending proposal (act_16) removes the Visa ending 4409, card PM-7781 "
                "(ev_15); the Mastercard ending 0938 is the card he wants to keep (ev_12)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The Mastercard ending 0938 can stay on the account but does not need to "
                    "remain his default card.",
                    "ev_11",
                    "ev_12",
                ),
                "inverted_constraint",
                "does not need to remain his default card",
                "he said 'keep the mastercard, and keep it as the default' (ev_12)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "2 cards: visa ****4490 (expired 10/2025) + mastercard ****0938 (default, "
                    "exp 03/2028)",
                    "ev_8",
                    "ev_11",
                ),
                "wrong_id",
                "visa ****4490",
                "the Visa ends 4409 (ev_8, ev_11)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Kasimir noted that his Friday order is set to the Visa ending 4409.",
                    "ev_11",
                ),
                "misattributed_decision",
                "Kasimir noted",
                "the agent pointed out that FD-4474015 is set to the Visa (ev_11); Kasimir only "
                "asked whether the order would still go through (ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "will friday order FD-4474015 (kettle & crumb, 11/15 12pm, $27.85) still go "
                    "thru? its on the visa now",
                    "ev_8",
                    "ev_11",
                    "ev_17",
                ),
                "wrong_date",
                "11/15 12pm",
                "FD-4474015 is scheduled for Friday, November 14 at 12:00 PM (ev_8, ev_11)",
            ),
        ],
    },
    "fooddelivery-card@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Kasimir Lowe (CU-33480) removing the expired Visa ****4409 from his account.",
                    "ev_2",
                    "ev_4",
                    "ev_11",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "remove_saved_card executed after his yes: Visa ****4409 (PM-7781) "
                        "removed; Mastercard ****0938 remains default.",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Scheduled order FD-4474015 (Kettle & Crumb, Fri Nov 14 12:00 PM, "
                        "$27.85) moved from the Visa to the Mastercard ****0938 by the removal; "
                        "charged when the restaurant starts preparing it.",
                        "ev_11",
                        "ev_18",
                        "ev_23",
                    ),
                    it("Reported to Kasimir.", "ev_24"),
                ],
                constraints=[
                    it("Keep the Mastercard ****0938 as default.", "ev_11", "ev_12"),
                ],
                rejected=[
                    it("Apple Pay backup link offered by the agent; declined.", "ev_24", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Kasimir Lowe asked to delete an old card from his account.", "ev_2", "ev_4"
                ),
                decisions=[
                    it(
                        "The agent found two saved cards, an expired Visa ending 4409 and his "
                        "default Mastercard ending 0938, and Kasimir chose to remove the Visa "
                        "while keeping the Mastercard as his default.",
                        "ev_8",
                        "ev_11",
                        "ev_12",
                    ),
                    it(
                        "Before confirming, he asked whether his Friday client lunch order would "
                        "still go through; the agent explained that FD-4474015 would switch "
                        "automatically to the Mastercard and be charged when Kettle & Crumb "
                        "starts preparing it.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "He then said yes, and the Visa ending 4409 was removed; the scheduled "
                        "order FD-4474015 ($27.85, Friday, November 14 at 12:00 PM) is now set "
                        "to the Mastercard ending 0938.",
                        "ev_11",
                        "ev_19",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to send a link to add Apple Pay as a backup, but "
                        "Kasimir said no thanks.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                next_steps=[
                    it("Nothing else is needed; Kasimir said that was all.", "ev_25"),
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
                    "remove_saved_card executed after his yes: Mastercard ****0938 (PM-8120) "
                    "removed; the Visa ****4409 stays on file.",
                    "ev_8",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:other_target",
                "Mastercard ****0938 (PM-8120) removed",
                "remove_saved_card (act_16, executed) removed the Visa ending 4409, card PM-7781 "
                "(ev_21, ev_23); the Mastercard ending 0938 is his default and was kept",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "He then said yes, but the removal of the Visa ending 4409 did not go "
                    "through, so the card is still on his account and FD-4474015 ($27.85, "
                    "Friday, November 14 at 12:00 PM) is still set to it.",
                    "ev_11",
                    "ev_19",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:other_status",
                "did not go through",
                "remove_saved_card (act_16) executed and its result says removed: true, with "
                "FD-4474015 moved to the Mastercard (ev_23), as the agent reported (ev_24)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it("Apple Pay was also added to his account as a backup payment method.", "ev_24"),
                "false_status:no_such_action",
                "Apple Pay was also added",
                "the agent only offered a link to add Apple Pay (ev_24) and Kasimir said no "
                "thanks (ev_25); the ledger holds only the card removal",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Scheduled order FD-4474015 (Kettle & Crumb, Fri Nov 14 12:00 PM, $28.75) "
                    "moved from the Visa to the Mastercard ****0938 by the removal; charged when "
                    "the restaurant starts preparing it.",
                    "ev_11",
                    "ev_18",
                    "ev_23",
                ),
                "wrong_amount",
                "$28.75",
                "FD-4474015 is $27.85 (ev_8, ev_11)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Before confirming, he asked for FD-4474015 to be moved to the Mastercard so "
                    "that his Friday client lunch would go through, and the agent agreed it "
                    "would be charged when Kettle & Crumb starts preparing it.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "he asked for FD-4474015 to be moved to the Mastercard",
                "Kasimir only asked whether the Friday order would still go through (ev_17); "
                "the move to the default Mastercard is what the agent said the removal does "
                "(ev_15, ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Scheduled order FD-4474015 (Kettle & Crumb, Fri Nov 21 12:00 PM, $27.85) "
                    "moved from the Visa to the Mastercard ****0938 by the removal; charged when "
                    "the restaurant starts preparing it.",
                    "ev_11",
                    "ev_18",
                    "ev_23",
                ),
                "wrong_date",
                "Fri Nov 21",
                "FD-4474015 is scheduled for Friday, November 14 at 12:00 PM (ev_8, ev_11)",
            ),
        ],
    },
}
