"""Hand-written candidate summaries, part 2: address@m16, address@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "fooddelivery-address@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Amara Nwosu (CU-47352) wants her Pico Verde Taqueria order FD-4473590 "
                    "redirected from home to her office.",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "FD-4473590 ($31.60) already picked up, heading to Home: 88 Tamsin St, "
                        "Apt 3R, ETA 12:41 PM.",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "Change to 1450 Harrow Blvd, Suite 300 confirmed ($2.99 reroute fee, "
                        "ETA ~12:58 PM) and called; it failed: COURIER_NEAR_DROPOFF (courier "
                        "<400 m from the original drop-off), no fee charged.",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Suite 300, not 30; bring it up, don't leave it at the front desk.",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Amara the change failed: the order still goes to 88 Tamsin St, "
                        "Apt 3R, and she wasn't charged.",
                        "ev_13",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Amara Nwosu wants her lunch order delivered to her office instead of her "
                    "apartment.",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "The order is FD-4473590 from Pico Verde Taqueria, $31.60, and the "
                        "courier has already picked it up.",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "She chose her saved Work address, 1450 Harrow Blvd, Suite 300, "
                        "Wrenfield 40108.",
                        "ev_13",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "She approved the change with a $2.99 reroute fee to her Mastercard "
                        "ending 5514 and a new arrival time of about 12:58 PM.",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "The address change failed with COURIER_NEAR_DROPOFF because the courier "
                        "was less than 400 m from the original drop-off. No fee was charged.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The courier should bring the food up to Suite 300 and not leave it at "
                        "the front desk.",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Amara know the address could not be changed and the order will "
                        "arrive at 88 Tamsin St, Apt 3R.",
                        "ev_13",
                        "ev_25",
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
                    "The address was changed to her office, and the courier is now heading to "
                    "Suite 300 with a new arrival time of about 12:58 PM.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:failed_call",
                "The address was changed to her office",
                "change_delivery_address (act_20) is executed in the ledger, but its result is "
                "the error COURIER_NEAR_DROPOFF: the address can no longer be changed and no "
                "fee was charged (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose her saved Work address, 1540 Harrow Blvd, Suite 300, Wrenfield "
                    "40108.",
                    "ev_13",
                    "ev_14",
                    "ev_19",
                ),
                "wrong_value:address",
                "1540 Harrow Blvd",
                "her saved Work address is 1450 Harrow Blvd, Suite 300 (ev_10, ev_13, ev_19); "
                "1540 has two digits swapped",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Change to 1450 Harrow Blvd, Suite 300 confirmed ($3.99 reroute fee, ETA "
                    "~12:58 PM) and called; it failed: COURIER_NEAR_DROPOFF (courier <400 m from "
                    "the original drop-off), no fee charged.",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "$3.99 reroute fee",
                "the quoted reroute fee is $2.99 (ev_17, ev_19)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Amara pointed out that the office is only 2.8 km from her apartment.",
                    "ev_17",
                    "ev_19",
                ),
                "misattributed_decision",
                "Amara pointed out",
                "the 2.8 km is the quote tool's distance (ev_17), which the agent gave as the "
                "reason for the fee (ev_19); Amara said nothing about the distance",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Suite 300, not 30; leave it at the front desk, don't bring it up.",
                    "ev_14",
                ),
                "inverted_constraint",
                "leave it at the front desk, don't bring it up",
                "she said 'please don't let them leave it at the front desk, bring it up to 300' "
                "(ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "FD-4473590 ($31.60) already picked up, heading to Home: 88 Tamsin St, Apt "
                    "3R, ETA 12:41 PM.",
                    "ev_4",
                    "ev_6",
                ),
                "unsupported_ref",
                "FD-4473590 ($31.60) already picked up",
                "the item cites her email (ev_4) and the verification result (ev_6), neither of "
                "which holds the order, its status, its address or its ETA (ev_10, ev_13)",
            ),
        ],
    },
    "fooddelivery-address@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Amara Nwosu wanted her Pico Verde Taqueria order FD-4473590 sent to her "
                    "office because she is stuck at work.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "She approved redirecting it to 1450 Harrow Blvd, Suite 300 for a $2.99 "
                        "fee, but the change failed with COURIER_NEAR_DROPOFF because the courier "
                        "was already less than 400 m from her apartment; she was not charged.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "The agent explained that the order will arrive at 88 Tamsin St, Apt 3R, "
                        "and offered to cancel it, noting that cancelling would not refund the "
                        "$31.60 since it was already picked up; Amara said not to cancel.",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "She asked for a note telling the courier to hand the order to her "
                        "roommate Felix and to ring the doorbell twice because the buzzer is "
                        "broken, and she said yes to adding it; the note has not been added yet.",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("The order is not to be cancelled.", "ev_27"),
                ],
                next_steps=[
                    it(
                        "Add the handoff note to FD-4473590 and confirm it to Amara.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "amara nwosu - order FD-4473590 (pico verde) going to her apt, she's at the "
                    "office",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "address change to work (1450 harrow blvd suite 300, +$2.99) FAILED - "
                        "COURIER_NEAR_DROPOFF, courier <400m from apt, no fee charged. told her",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                        "ev_26",
                    ),
                    it("order still goes to 88 tamsin st apt 3R", "ev_26"),
                    it(
                        "courier note approved: hand to felix, ring doorbell twice (buzzer "
                        "broken) - not sent yet",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "cancel offered by agent (wouldnt refund the $31.60, already picked up) - "
                        "she said no",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it("add the courier note + tell her its on", "ev_29", "ev_31"),
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
                    "courier note added: hand to felix, ring doorbell twice (buzzer broken)",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:pending",
                "courier note added",
                "update_delivery_instructions (act_30) is approved by her yes (ev_31, ev_32) but "
                "not called yet: nothing was added",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "order cancelled - no refund of the $31.60 since it was already picked up",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "order cancelled",
                "the agent only offered to cancel (ev_26) and Amara said 'no don't cancel it' "
                "(ev_27); the ledger holds no cancellation",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "She approved redirecting it to 1450 Harrow Blvd, Suite 300 for a $2.99 fee, "
                    "and the order was rerouted to her office.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:failed_call",
                "the order was rerouted to her office",
                "change_delivery_address (act_20, executed) failed with COURIER_NEAR_DROPOFF "
                "(ev_25); the order still goes to 88 Tamsin St, Apt 3R (ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She would rather cancel the order than have it left at the apartment.",
                    "ev_27",
                ),
                "inverted_constraint",
                "She would rather cancel the order",
                "she said 'no don't cancel it' and asked for it to be handed to her roommate "
                "(ev_27)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "courier note approved: hand to felipe, ring doorbell twice (buzzer broken) "
                    "- not sent yet",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_value:name",
                "hand to felipe",
                "her roommate is Felix (ev_27, ev_29)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Amara proposed cancelling the order if nobody could take it in, but then "
                    "decided against it.",
                    "ev_26",
                    "ev_27",
                ),
                "misattributed_decision",
                "Amara proposed cancelling the order",
                "cancelling was the agent's offer (ev_26); Amara only refused it (ev_27)",
            ),
        ],
    },
}
