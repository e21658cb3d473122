"""Hand-written candidate summaries, part 4: oneway@m14, oneway@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "carrental-oneway@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Grace Whitfield (CU-45203): one-way return of CV-30522871 to Quillon "
                    "instead of Bellmoor",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "CV-30522871: Full-size, Bellmoor Downtown Fri Oct 24 09:00 → Mon Oct 27 "
                        "09:00, 3 × $49.00 = $147.00, pay at counter (Visa ****6642)",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "Quillon options: Station (2 Rail Plaza, open 7am-9pm) drop fee $125; "
                        "Airport (300 Airfield Rd, 24h) $150 + 11% concession fee",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "She chose Quillon Station; return stays Oct 27 09:00. Change proposed "
                        "($147 + $125 = $272 before taxes) and she said yes; "
                        "change_return_location not called yet",
                        "ev_18",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("Drop fee OK only if under $150", "ev_18"),
                    it("Return date/time unchanged: the 27th, same time", "ev_18"),
                ],
                next_steps=[
                    it(
                        "Call change_return_location (QLN-STN, 2025-10-27T09:00) and confirm to "
                        "her",
                        "ev_15",
                        "ev_21",
                        "ev_22",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Grace Whitfield called about reservation CV-30522871 because she needs to "
                    "drop the car off in Quillon instead of bringing it back to Bellmoor.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent found that she has a Full-size car booked at Bellmoor "
                        "Downtown from Friday, October 24 at 9:00 am to Monday, October 27 at "
                        "9:00 am, for $147.00 before taxes.",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "The agent explained that Quillon has two branches: Quillon Station, "
                        "with a $125.00 drop fee, and Quillon Airport, with a $150.00 drop fee "
                        "plus an 11% airport concession fee.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Grace picked Quillon Station, and the agent laid out the change: the "
                        "same return time on October 27 at 9:00 am, and $272.00 before taxes "
                        "with the drop fee.",
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "She said yes to the change, but it has not been made yet.",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "She is fine with the drop fee as long as it stays under $150.",
                        "ev_18",
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
                    "She said yes, and the return location was changed to Quillon Station.",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:pending",
                "the return location was changed to Quillon Station",
                "change_return_location act_22 is approved (ev_24) but not called yet: nothing "
                "has changed",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("$125 drop fee charged to Visa ****6642", "ev_12", "ev_21"),
                "false_status:no_such_action",
                "$125 drop fee charged to Visa ****6642",
                "the reservation is paid at the counter (ev_12); no charge was proposed or made, "
                "and the ledger holds only change_return_location, approved",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "She chose Quillon Station; return stays Oct 27 09:00. Change proposed ($147 "
                    "+ $125 = $282 before taxes) and she said yes; change_return_location not "
                    "called yet",
                    "ev_18",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_amount",
                "$282 before taxes",
                "$147.00 + $125.00 = $272.00 before taxes (ev_21)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent found that she has a Full-size car booked at Bellmoor Downtown "
                    "from Friday, October 24 at 9:00 am to Sunday, October 26 at 9:00 am, for "
                    "$147.00 before taxes.",
                    "ev_12",
                    "ev_17",
                ),
                "wrong_date",
                "Sunday, October 26",
                "the return is 2025-10-27T09:00, Monday, October 27 (ev_12, ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("She does not mind the drop fee going over $150.", "ev_18"),
                "inverted_constraint",
                "going over $150",
                "she said the fee is ok as long as it's under 150 (ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Quillon options: Station (2 Rail Plaza, open 24h) drop fee $125; Airport "
                    "(300 Airfield Rd, 24h) $150 + 11% concession fee",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_value:hours",
                "Station (2 Rail Plaza, open 24h)",
                "Quillon Station is open 07:00-21:00 (ev_15, ev_17); only the airport is open 24 "
                "hours",
            ),
        ],
    },
    "carrental-oneway@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Grace Whitfield wanted to return reservation CV-30522871 in Quillon and "
                    "then to pick the car up later on October 24.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "She chose Quillon Station over Quillon Airport, and after her yes the "
                        "return was changed to Quillon Station on Monday, October 27 at 9:00 am.",
                        "ev_18",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "The one-way drop fee is $125.00, and the estimated total with taxes is "
                        "now $315.52, paid at the counter.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Bellmoor Downtown has pickup slots on October 24 from 2:00 pm to 4:00 pm.",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "The agent suggested 2:30 pm and asked her to confirm moving the pickup; "
                        "she has not answered yet.",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("Her drop fee had to be under $150.", "ev_18"),
                    it(
                        "Her train arrives at 1:40, so the pickup can't be before 2:00 pm.",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Grace Whitfield, CV-30522871: one-way to Quillon + later pickup",
                    "ev_6",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "Return → Quillon Station, Mon 10/27 09:00 (unchanged time); executed "
                        "after her yes, reported. Drop fee $125; est. $315.52 w/ taxes, pay at "
                        "counter",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Pickup change proposed: Fri 10/24 14:30, Bellmoor Downtown (agent's "
                        "pick, slots from 14:00); still 3 days, $315.52. Awaiting her yes",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("Pickup not before 2 pm (train in 1:40)", "ev_29"),
                    it("Drop fee < $150", "ev_18"),
                ],
                rejected=[
                    it("Quillon Airport ($150 + 11% concession): not chosen", "ev_17", "ev_18"),
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
                    "Pickup moved to Fri 10/24 14:30, Bellmoor Downtown (agent's pick, slots "
                    "from 14:00); still 3 days, $315.52",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:pending",
                "Pickup moved to Fri 10/24 14:30",
                "change_pickup_time act_35 is pending: the agent asked for her yes (ev_34) and "
                "she has not answered",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "She chose Quillon Station over Quillon Airport; the change of the return "
                    "to Monday, October 27 at 9:00 am is still waiting on her confirmation.",
                    "ev_18",
                    "ev_21",
                ),
                "false_status:other_status",
                "still waiting on her confirmation",
                "she said yes (ev_23) and change_return_location act_22 executed (ev_26); the "
                "agent reported it done (ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "She asked for 2:30 pm, and the agent asked her to confirm moving the "
                    "pickup; she has not answered yet.",
                    "ev_34",
                ),
                "misattributed_decision",
                "She asked for 2:30 pm",
                "2:30 pm is the agent's suggestion (ev_34); Grace only said not before 2 (ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Pickup no later than 2 pm (train in 1:40)", "ev_29"),
                "inverted_constraint",
                "no later than 2 pm",
                "she said not before 2 for sure, her train gets in at 1:40 (ev_29)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The one-way drop fee is $125.00, and the estimated total with taxes is now "
                    "$272.00, paid at the counter.",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_amount",
                "$272.00",
                "the estimated total with taxes is $315.52 (ev_27, ev_28); $272.00 was the total "
                "before taxes (ev_21)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Pickup change proposed: Sat 10/25 14:30, Bellmoor Downtown (agent's pick, "
                    "slots from 14:00); still 3 days, $315.52. Awaiting her yes",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_date",
                "Sat 10/25",
                "the proposed pickup is Friday, October 24 at 2:30 pm (ev_34); she asked about "
                "the 24th (ev_29)",
            ),
        ],
    },
}
