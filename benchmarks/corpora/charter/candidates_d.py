"""Hand-written candidate summaries, part 4: change@m14, payment@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "charter-change@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Lisandro Pettigrew (Brackwater Logistics, CU-47730) moving the pickup of "
                    "CH-43015 (Fri 4/30/2027 dinner cruise, Harnell Quay) later",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Pickup 6:15pm at 220 Foundry St: the agent's suggestion (boarding "
                        "closes 7:15, ~50 min drive) over 6:30; he accepted it",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Change proposed: pickup 5:30 -> 6:15pm, return from the quay stays "
                        "10:30pm; 4.25h = $625.39 ($110.36 less than $735.75); balance would "
                        "be $441.45 due 4/16. Pending: no yes yet",
                        "ev_21",
                        "ev_22",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("Pickup not earlier than 6:15 (warehouse shift ends at 6)", "ev_16"),
                    it("Return from Harnell Quay stays at 10:30pm", "ev_16"),
                ],
                open_threads=[
                    it(
                        "He asks, before saying yes, whether the driver waits past 10:30 if the "
                        "cruise docks late, and what it would cost",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer the waiting question, then get his yes before calling "
                        "change_pickup",
                        "ev_21",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Lisandro Pettigrew of Brackwater Logistics wants the pickup for the April "
                    "30 dinner cruise trip, CH-43015, moved later because people can't get out "
                    "before 6.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The agent suggested a 6:15 pm pickup instead of 6:30 because boarding "
                        "at Harnell Quay closes at 7:15 pm, and Lisandro agreed to 6:15.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The agent proposed moving the pickup from 5:30 pm to 6:15 pm with the "
                        "return still at 10:30 pm, which brings the total from $735.75 down to "
                        "$625.39. Lisandro has not confirmed it yet.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "The pickup must not be earlier than 6:15 pm because part of the "
                        "warehouse shift ends at 6.",
                        "ev_16",
                    ),
                    it("The return from the quay stays at 10:30 pm.", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Lisandro asked whether the driver will wait past 10:30 pm if the "
                        "cruise docks late and what that would cost.",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer his question and ask again for his yes before making the change.",
                        "ev_23",
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
                    "Pickup changed after his yes: 5:30 -> 6:15pm, return from the quay stays "
                    "10:30pm; 4.25h = $625.39 ($110.36 less than $735.75); balance now $441.45 "
                    "due 4/16",
                    "ev_21",
                    "ev_22",
                    "ev_23",
                ),
                "false_status:pending",
                "Pickup changed after his yes",
                "change_pickup (act_22) is still pending: he answered the confirmation with a "
                "question (ev_23), not a yes, and no call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Lisandro suggested a 6:15 pm pickup instead of 6:30 because boarding at "
                    "Harnell Quay closes at 7:15 pm, and the agent agreed.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Lisandro suggested a 6:15 pm pickup",
                "the agent suggested 6:15 pm because of the 7:15 boarding (ev_15); Lisandro "
                "accepted it (ev_16)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The pickup must not be later than 6:15 pm because part of the warehouse "
                    "shift ends at 6.",
                    "ev_16",
                ),
                "inverted_constraint",
                "must not be later than 6:15 pm",
                "he said '6:15 then, but NOT earlier' (ev_16): 6:15 pm is the earliest pickup",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Change proposed: pickup 5:30 -> 6:15pm, return from the quay stays "
                    "10:30pm; 4.25h = $625.39 ($110.36 less than $735.75); balance would be "
                    "$414.45 due 4/16. Pending: no yes yet",
                    "ev_21",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_amount",
                "$414.45",
                "the balance would be $441.45 ($625.39 less the $183.94 paid; ev_21)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[1]",
                it("The return from the quay stays at 10:00 pm.", "ev_16"),
                "wrong_value:time",
                "10:00 pm",
                "the return from Harnell Quay stays at 10:30 pm (ev_13, ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "He asks, before saying yes, whether the driver waits past 10:30 if the "
                    "cruise docks late, and what it would cost",
                    "ev_13",
                ),
                "unsupported_ref",
                "whether the driver waits past 10:30",
                "the item cites only the trip lookup (ev_13); his question is ev_23",
            ),
        ],
    },
    "charter-payment@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Sunniva Draycott (CU-33581, Ostlebury Youth Rowing Club) paying off one "
                    "trip balance: the regatta CH-40388 (3/27/2027), $842.40 due 3/13",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Regatta first; camp CH-41120 ($1,516.00, due 6/5) next month when the "
                        "fees come in: her choice over the agent's offer to settle both",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "$842.40 on Visa ****2047 approved and called; DECLINED (card expired "
                        "02/27), nothing charged; reported to her",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[it("Cheaper balance first (regatta), camp later", "ev_16")],
                rejected=[
                    it(
                        "Extension of the regatta due date to the 20th (treasurer away): "
                        "refused, only the operations manager grants extensions; still due Sat "
                        "3/13",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "She just asked to use her Mastercard ending 7719; nothing proposed yet",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm the $842.40 charge on Mastercard ****7719 with her before calling",
                        "ev_25",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Sunniva Draycott called to pay off the balance on one of the Ostlebury "
                    "Youth Rowing Club's two trips.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent found two balances, $842.40 for the March 27 regatta trip "
                        "(CH-40388) and $1,516.00 for the June 19 summer camp (CH-41120), and "
                        "asked whether she wanted to settle both; Sunniva chose to pay the "
                        "cheaper regatta balance first and leave the camp one for next month.",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "She approved charging the $842.40 to the Visa ending 2047 on file, but "
                        "the issuer declined it because the card had expired, so nothing was "
                        "charged, as the agent explained.",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "When she asked for the payment deadline to be moved to the 20th "
                        "because the club's treasurer is away, the agent explained that only "
                        "the operations manager can grant extensions, so the balance is still "
                        "due by March 13.",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Sunniva has just said she will use her Mastercard ending in 7719 "
                        "instead, and no new charge has been set up yet.",
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
                "decisions[1]",
                it(
                    "She approved charging the $842.40 to the Visa ending 2047 on file, and "
                    "the payment went through.",
                    "ev_20",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:failed_call",
                "the payment went through",
                "charge_final_payment (act_19) is executed in the ledger but its result is the "
                "error CARD_DECLINED, 'No charge was made' (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "$1,516.00 camp balance (CH-41120) on Visa ****2047 approved and called; "
                    "DECLINED (card expired 02/27), nothing charged; reported to her",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_target",
                "$1,516.00 camp balance (CH-41120)",
                "the charge (act_19) was the regatta's $842.40 on CH-40388 (ev_19, ev_22); the "
                "camp balance was left for next month (ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Extension of the regatta due date to the 20th (treasurer away): refused, "
                    "only the operations manager grants extensions; still due 3/15",
                    "ev_26",
                    "ev_27",
                ),
                "wrong_date",
                "still due 3/15",
                "the regatta balance is due by Saturday, March 13, 2027 (ev_13, ev_27)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "The payment deadline for the regatta was moved to the 20th because the "
                    "club's treasurer is away.",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "was moved to the 20th",
                "no extension action exists: the agent refused, the desk can't move a final "
                "payment date (ev_27)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Sunniva has just said she will use her Mastercard ending in 7791 instead, "
                    "and no new charge has been set up yet.",
                    "ev_28",
                ),
                "wrong_value:card",
                "7791",
                "she named a Mastercard ending 7719 (ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Bigger balance first (camp), regatta later", "ev_16"),
                "inverted_constraint",
                "Bigger balance first (camp), regatta later",
                "she said 'the cheaper one first, the regatta', the camp one next month (ev_16)",
            ),
        ],
    },
}
