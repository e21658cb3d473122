"""Hand-written candidate summaries, part 3: weather@m16, quote@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "garden-weather@m16": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ingram haverstock CL-41093, 9 cobbler's walk - move tomorrow's lawn visit, "
                    "heavy rain forecast",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "VS-55120 mowing+edging moved 19 mar -> wed 25 mar, no fee, $52 "
                        "unchanged. done, not told to him yet",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it("hedge trim VS-55134 stays tue 24 mar", "ev_11", "ev_19"),
                ],
                constraints=[
                    it(
                        "hedges first, lawn after. not same day as hedges, not thu 26 (people "
                        "round)",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it("fri 20 mar slot - he said no", "ev_13", "ev_14"),
                    it("mowing crew on the 24th with the hedge crew - no", "ev_16", "ev_17"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ingram Haverstock got in touch because heavy rain is forecast for "
                    "tomorrow and he wanted his lawn visit moved.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The agent found two upcoming visits on his plan SP-26-0377: mowing and "
                        "edging on Thursday, March 19 for $52.00 and a hedge trim on Tuesday, "
                        "March 24 for $140.00.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Ingram wanted the hedges done first and the lawn afterwards, so he "
                        "turned down Friday, March 20, and also declined having the mowing crew "
                        "come on the 24th right after the hedge crew.",
                        "ev_13",
                        "ev_14",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After he agreed, the mowing visit VS-55120 was moved to Wednesday, "
                        "March 25, with no reschedule fee; the agent has not yet told him that "
                        "it went through.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "He cannot have the visit on Thursday, March 26, because he has people "
                        "round.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[it("The agent should confirm the new date to Ingram.", "ev_25")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he agreed, the hedge trim VS-55134 was moved to Wednesday, March 25, "
                    "with no reschedule fee; the agent has not yet told him that it went "
                    "through.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_target",
                "the hedge trim VS-55134 was moved",
                "reschedule_visit act_20 moved the mowing visit VS-55120 (ev_23, ev_25); the "
                "hedge trim VS-55134 stays on March 24 (ev_19)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "VS-55120 move to wed 25 mar not done - reschedule declined, visit still "
                    "thu 19 mar",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_status",
                "not done - reschedule declined",
                "reschedule_visit act_20 was executed and the result says rescheduled to "
                "2026-03-25 (ev_24, ev_25)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "hedge trim VS-55134 brought forward to fri 20 mar to get the hedges "
                    "done early",
                    "ev_13",
                    "ev_14",
                ),
                "false_status:no_such_action",
                "brought forward to fri 20 mar",
                "the ledger holds no action on the hedge visit, which stays on March 24 (ev_19); "
                "Friday the 20th was offered for the mowing and declined (ev_13, ev_14)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Ingram wanted the hedges done first and the lawn afterwards, so he turned "
                    "down Friday, March 20, and suggested having the mowing crew come on the "
                    "24th right after the hedge crew.",
                    "ev_13",
                    "ev_14",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "suggested having the mowing crew come on the 24th",
                "sending the mowing crew on the 24th was the agent's offer (ev_16); Ingram "
                "refused it, not the same day (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "lawn first, hedges after. not same day as hedges, not thu 26 (people round)",
                    "ev_14",
                    "ev_17",
                ),
                "inverted_constraint",
                "lawn first, hedges after",
                "he said do the hedges first, the lawn later (ev_14)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent found two upcoming visits on his plan SP-26-0377: mowing and "
                    "edging on Thursday, March 19 for $52.00 and a hedge trim on Tuesday, March "
                    "24 for $104.00.",
                    "ev_11",
                    "ev_13",
                ),
                "wrong_amount",
                "$104.00",
                "the hedge trim VS-55134 is $140.00 (ev_11, ev_13)",
            ),
        ],
    },
    "garden-quote@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Clemency Pennecott (CL-42306): new turf at 31 Sluice St, Wrayburn (PR-9112)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Front lawn only: 24 m² × $18 = $432 + 1 load old turf $65 + $45 "
                        "call-out = $542",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "JB-26-1150 booked for Fri 3/27, held until the deposit is paid (48 h max)",
                        "ev_20",
                        "ev_23",
                        "ev_28",
                    ),
                ],
                constraints=[it("Front only, not the back; ≤$600 all in", "ev_15")],
                rejected=[
                    it(
                        "Front + back (62 m², $1,356): agent's suggestion, declined",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Deposit $135.50 on Mastercard ****6641 declined, nothing charged; "
                        "she hasn't been told yet",
                        "ev_30",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Clemency Pennecott seems to want new turf laid at her home on Sluice Street "
                    "after builders left the lawns in a mess.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She apparently chose to returf only the front lawn, 24 m², for $542.00 "
                        "in total, which stays under her $600 limit.",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "The job appears to be booked as JB-26-1150 for Friday, March 27, "
                        "though it is only held until the deposit is paid.",
                        "ev_20",
                        "ev_23",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion to do the front and back together for "
                        "$1,356.00 was declined.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "The $135.50 deposit seems to have failed: the Mastercard ending 6641 "
                        "was declined and nothing was charged. She has not been told yet.",
                        "ev_30",
                        "ev_32",
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
                    "Deposit $135.50 charged to Mastercard ****6641; job secured, she just "
                    "needs telling",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:failed_call",
                "Deposit $135.50 charged to Mastercard ****6641",
                "charge_deposit act_22 is executed in the ledger but its result is an error: "
                "the card was declined and nothing was charged (ev_32)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The $135.50 deposit seems to have gone through on the Mastercard ending "
                    "6641, so the booking should now be secured.",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:failed_call",
                "seems to have gone through",
                "the deposit call failed (is_error, card_declined, ev_32); the job stays held "
                "until a deposit is paid (ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "JB-26-1150 booked for Thu 3/26, held until the deposit is paid (48 h max)",
                    "ev_20",
                    "ev_23",
                    "ev_28",
                ),
                "wrong_date",
                "Thu 3/26",
                "the job is on Friday, March 27 (ev_20, ev_28)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Her idea of doing the front and back together for $1,356.00 was dropped "
                    "once she saw the price.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Her idea of doing the front and back together",
                "doing both lawns in one go was the agent's suggestion (ev_14); she said only "
                "the front (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Back only, not the front; ≤$600 all in", "ev_15"),
                "inverted_constraint",
                "Back only, not the front",
                "she said only the front garden, not the back (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She apparently chose to returf only the front lawn, 24 m², for $524.00 in "
                    "total, which stays under her $600 limit.",
                    "ev_15",
                    "ev_20",
                ),
                "wrong_amount",
                "$524.00",
                "the front alone is $542.00 all in (ev_20, ev_28)",
            ),
        ],
    },
}
