"""Hand-written candidate summaries, part 6: resize@m18, airport@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "charter-resize@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Bigger vehicle for the outbound leg of Hallbeck Instruments' retreat "
                    "(Corwin Ashdale, CU-39914): headcount now 49",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "VC-1178 sent to dispatch after his yes: CH-42804 (out, Mon 4/19) MC-35 "
                        "-> 56-seat coach, 49 pax. pending_dispatch, decision by 3/12. Not "
                        "approved; outbound still on the midicoach at $735.75",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it("If approved: $899.25 (+$163.50)", "ev_21", "ev_27"),
                    it(
                        "One 56-seat coach, not midicoach + minibus (agent's suggestion declined)",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Outbound only; return CH-42805 (Wed 4/21, midicoach, $588.60) unchanged",
                        "ev_13",
                        "ev_19",
                    ),
                    it("Call him before changing anything if dispatch can't do it", "ev_30"),
                ],
                next_steps=[
                    it("Await dispatch on VC-1178; call Corwin if declined", "ev_27", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Corwin Ashdale of Hallbeck Instruments asked for a bigger bus for the "
                    "outbound trip of his company's April retreat, because the headcount has "
                    "grown to 49.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent offered two options, a 56-seat coach for $899.25 or adding a "
                        "28-seat minibus for $344.44 more, and recommended the minibus; Corwin "
                        "insisted on the single large coach so that everyone is on one bus for "
                        "the welcome talk.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "With his approval, a vehicle change request for CH-42804 on April 19 "
                        "was sent to dispatch as VC-1178. Dispatch has not decided yet; a "
                        "decision is expected by March 12, and until then the outbound stays on "
                        "the 35-seat midicoach.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "The return trip on April 21, CH-42805, was left as it is because many "
                        "people drive home early.",
                        "ev_19",
                        "ev_21",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Corwin asked to be called before anything is changed if dispatch "
                        "cannot provide the coach.",
                        "ev_30",
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
                    "With his approval, a vehicle change request for CH-42804 on April 19 was "
                    "sent to dispatch as VC-1178 and approved; the outbound is now on a 56-seat "
                    "coach.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:wrong_effect",
                "approved; the outbound is now on a 56-seat coach",
                "request_vehicle_change (act_22) only submitted the request: VC-1178 is "
                "pending_dispatch and CH-42804 stays on the MC-35 until dispatch approves "
                "(ev_27, ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "VC-1178 sent to dispatch after his yes: CH-42805 (return, Wed 4/21) MC-35 "
                    "-> 56-seat coach, 49 pax. pending_dispatch, decision by 3/12. Not "
                    "approved; still on the midicoach",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_target",
                "CH-42805 (return, Wed 4/21)",
                "the request (act_22) is for the outbound CH-42804 (ev_22, ev_25); he asked to "
                "leave the return CH-42805 as it is (ev_19)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "VC-1178 was withdrawn at his request; nothing pending with dispatch",
                    "ev_27",
                    "ev_30",
                ),
                "false_status:other_status",
                "VC-1178 was withdrawn at his request",
                "request_vehicle_change (act_22) was executed and VC-1178 is pending dispatch "
                "(ev_27); he only asked to be called before any change if dispatch can't do it "
                "(ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Corwin noted that adding a minibus is often easier for dispatch to cover "
                    "at short notice, but he still insisted on the single large coach so that "
                    "everyone is on one bus for the welcome talk.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Corwin noted that adding a minibus is often easier for dispatch",
                "the agent said this and recommended the minibus (ev_18); Corwin refused it "
                "(ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Outbound only; return CH-42805 (4/23, midicoach, $588.60) unchanged",
                    "ev_13",
                    "ev_19",
                ),
                "wrong_date",
                "4/23",
                "the return CH-42805 is on Wednesday, April 21, 2027 (ev_13, ev_18)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "With his approval, a vehicle change request for CH-42804 on April 19 was "
                    "sent to dispatch as VC-1187. Dispatch has not decided yet; a decision is "
                    "expected by March 12, and until then the outbound stays on the 35-seat "
                    "midicoach.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_id",
                "VC-1187",
                "the request id is VC-1178 (ev_27, ev_29)",
            ),
        ],
    },
    "charter-airport@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Mireille Dunstan (team manager, authorized by Osric Penhallow on account "
                    "CU-50267) booking the Verdmouth Harriers U16 airport pickup, Sun 4/11/2027",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "Midicoach (35 seats, luggage bay) for 27 (24 players + 3 staff): pickup "
                        "8:15pm Ostlebury Regional arrivals door 2 -> 6 Weir St, Verdmouth; 4h "
                        "minimum, $540 + $48.60 fuel = $588.60 (Q-8154)",
                        "ev_13",
                        "ev_19",
                        "ev_24",
                    ),
                    it(
                        "Booking + 25% deposit $147.15 on club Visa ****8812 approved by her "
                        "yes; neither called yet",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "Minibus + luggage trailer ($344.44 + $60) suggested by the agent, "
                        "declined: bags go under the bus",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("Pickup 8:15pm, not before (flight lands 7:40pm, bags)", "ev_13"),
                    it("Deposit on the club card, not her personal card", "ev_22"),
                ],
                next_steps=[
                    it(
                        "Call book_trip, then charge_deposit; balance $441.45 due 3/28",
                        "ev_24",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Mireille Dunstan, who appears to be authorized on Osric Penhallow's "
                    "account, is booking a coach to bring the Verdmouth Harriers under-16 team "
                    "home from Ostlebury Regional Airport on April 11.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "She seems to have settled on the 35-seat midicoach with a luggage bay "
                        "at $588.60, declining the agent's suggestion of a minibus with a "
                        "luggage trailer.",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "She said yes to both the booking and the $147.15 deposit on the club's "
                        "Visa ending 8812, but neither appears to have been carried out yet.",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "The pickup should be at 8:15 pm and not earlier, since the flight "
                        "lands at 7:40 pm and the players need to collect their bags.",
                        "ev_13",
                    ),
                    it(
                        "The deposit is to go on the club card rather than her personal one.",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "The booking and the deposit charge will likely be processed next, "
                        "leaving a balance of $441.45 due by March 28.",
                        "ev_24",
                        "ev_27",
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
                    "She said yes, and the booking was made and the $147.15 deposit was charged "
                    "to the club's Visa ending 8812.",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:pending",
                "the booking was made and the $147.15 deposit was charged",
                "book_trip (act_25) and charge_deposit (act_26) are approved by her yes (ev_27, "
                "ev_28, ev_29) but neither call was made",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Wait time past the 4-hour minimum pre-paid on the club card ($135/h)",
                    "ev_24",
                ),
                "false_status:no_such_action",
                "pre-paid on the club card",
                "no such action exists: the agent only said time beyond the 4 hours would be "
                "billed at $135.00 an hour if the flight is late (ev_24)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Midicoach (35 seats, luggage bay) for 28 (24 players + 4 staff): pickup "
                    "8:15pm Ostlebury Regional arrivals door 2 -> 6 Weir St, Verdmouth; 4h "
                    "minimum, $540 + $48.60 fuel = $588.60 (Q-8154)",
                    "ev_13",
                    "ev_19",
                    "ev_24",
                ),
                "wrong_value:passengers",
                "for 28 (24 players + 4 staff)",
                "27 are travelling: 24 players and 3 staff (ev_13, ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The pickup should be at 8:45 pm and not earlier, since the flight lands "
                    "at 7:40 pm and the players need to collect their bags.",
                    "ev_13",
                ),
                "wrong_value:time",
                "8:45 pm",
                "she asked for pickup at 8:15 pm (ev_13, ev_24)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "The booking and the deposit charge will likely be processed next, "
                    "leaving a balance of $441.45 due by March 25.",
                    "ev_24",
                    "ev_27",
                ),
                "wrong_date",
                "March 25",
                "the balance would be due by March 28, 2027 (ev_24)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("Deposit on the club card, not her personal card", "ev_19"),
                "unsupported_ref",
                "not her personal card",
                "the item cites only the quote (ev_19), which says nothing about the card; "
                "she said it in ev_22",
            ),
        ],
    },
}
