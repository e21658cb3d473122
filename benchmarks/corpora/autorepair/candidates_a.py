"""Hand-written candidate summaries, part 1: brakes@m17, brakes@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "autorepair-brakes@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Delphine Arceneaux (C-10482), 2017 Accord HKT-4821 in on RO-24817 for a "
                    "grinding noise when braking; reviewing the estimate and authorizing work",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Estimate EST-24817 (Dario Nkemelu): L1 front pads + rotors $427.60 "
                        "(pads 2 mm, rotors scored), L2 rear pads $220.90 (4 mm), L3 fluid flush "
                        "$132.10 (3% moisture), L4 cabin filter $60.40",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "authorize_work executed after her yes → RO-24817 L1 + L3 authorized, "
                        "$572.52 incl. $12.82 parts tax; L2 deferred, L4 declined",
                        "ev_17",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "Cabin filter add-on ($60.40) suggested by the agent; she declined, "
                        "has one at home and will do it herself",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it(
                        "NOT the rear pads now: 4mm is still fine, she'll do them in the spring",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it(
                        "Car promised Thu 2025-10-16 by 5:00 pm (shop open till 6); rear pads "
                        "flagged for a spring reminder",
                        "ev_25",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Delphine Arceneaux is calling about the brake estimate for her 2017 Honda "
                    "Accord, which is in the shop under repair order RO-24817.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "She appears to have chosen the front brake pads and rotors ($427.60) "
                        "and the brake fluid flush ($132.10), which the agent put at $572.52 "
                        "including tax.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "That work seems to have been authorized on RO-24817 after she said yes, "
                        "and the agent has told her so.",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The rear brake pads ($220.90) were apparently left for the spring and "
                        "are noted on her record as deferred.",
                        "ev_14",
                        "ev_15",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "She was clear that the rear brakes should not be done now, since she "
                        "considers the 4 mm pads still fine.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested also replacing the cabin air filter for $60.40, but "
                        "she declined because she has a filter at home and will do it herself.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "The car should be ready on Thursday, October 16, by 5:00 pm, according "
                        "to the agent.",
                        "ev_27",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The cabin air filter also seems to have been replaced while the car was on "
                    "the lift, for $60.40.",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "The cabin air filter also seems to have been replaced",
                "the ledger holds no action for the cabin filter: the agent only suggested it "
                "(ev_17) and she declined (ev_18); the authorization act_20 covers L1 and L3, "
                "and the result lists L4 as declined (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "authorize_work executed after her yes → RO-24817 L2 rear pads + L3 flush "
                    "authorized, $572.52 incl. $12.82 parts tax; L1 deferred, L4 declined",
                    "ev_17",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_target",
                "L2 rear pads + L3 flush authorized",
                "act_20 authorized L1 (front pads and rotors) and L3; L2, the rear pads, is the "
                "line she refused and the result lists it as deferred (ev_15, ev_20, ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She was clear that the rear brakes should be done now as well, rather than "
                    "waiting for the spring.",
                    "ev_15",
                ),
                "inverted_constraint",
                "the rear brakes should be done now as well",
                "she said 'NOT the rear, 4mm is still fine and I'll do them in the spring' (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "authorize_work executed after her yes → RO-24817 L1 + L3 authorized, "
                    "$559.70 total incl. tax; L2 deferred, L4 declined",
                    "ev_17",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                ),
                "wrong_amount",
                "$559.70 total incl. tax",
                "$559.70 is L1 + L3 before tax; the authorized total with the $12.82 tax is "
                "$572.52 (ev_17, ev_25)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "She asked to have the car ready by Thursday, October 16 at 5:00 pm.",
                    "ev_25",
                    "ev_27",
                ),
                "misattributed_decision",
                "She asked to have the car ready by Thursday",
                "the promised time is the shop's (ev_25) and the agent's statement (ev_27); she "
                "asked for no time",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Car promised Fri 2025-10-17 by 5:00 pm (shop open till 6); rear pads "
                    "flagged for a spring reminder",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "Fri 2025-10-17",
                "the car is promised for Thursday 2025-10-16 at 17:00 (ev_25, ev_27)",
            ),
        ],
    },
    "autorepair-brakes@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "delphine arceneaux - accord HKT-4821 brakes on RO-24817 + pickup time",
                    "ev_2",
                    "ev_6",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "front pads/rotors + brake flush authorized, $572.52 w/ tax",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "rear pads deferred to spring, cabin filter declined",
                        "ev_15",
                        "ev_18",
                        "ev_25",
                    ),
                    it(
                        "pickup booked fri 10/17 7:30am, PU-6610, $572.52 due at pickup",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("not thursday - husband has the other car", "ev_32"),
                ],
                rejected=[
                    it("thu 10/16 5:45pm pickup - she said no", "ev_30", "ev_32"),
                ],
                next_steps=[
                    it("tell delphine the pickup is set (PU-6610)", "ev_41"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Delphine Arceneaux is having the brakes on her 2017 Honda Accord repaired "
                    "under RO-24817 and is arranging when to pick the car up.",
                    "ev_2",
                    "ev_6",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "She authorized the front brake pads and rotors and a brake fluid flush "
                        "for $572.52 including tax.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "The agent said the car would be ready on Thursday, October 16, by "
                        "5:00 pm.",
                        "ev_27",
                    ),
                    it(
                        "Her pickup was scheduled for Friday, October 17 at 7:30 am after she "
                        "confirmed, with $572.52 due at pickup.",
                        "ev_35",
                        "ev_37",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want the rear brake pads done now; she plans to do them in "
                        "the spring.",
                        "ev_15",
                    ),
                    it(
                        "She cannot pick the car up on Thursday because her husband has their "
                        "other car.",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "A pickup on Thursday, October 16 at 5:45 pm was proposed, but she "
                        "turned it down and asked for Friday morning instead.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it("Let her know the Friday pickup (PU-6610) is confirmed.", "ev_41"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it("pickup booked thu 10/16 5:45pm after work, $572.52 due at pickup", "ev_30"),
                "false_status:ledger_rejected",
                "pickup booked thu 10/16 5:45pm",
                "the Thursday 5:45 pm pickup (act_31) was rejected by her correction (ev_32, "
                "ev_34); the pickup scheduled is Friday 10/17 07:30, PU-6610 (ev_40, ev_41)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "pickup booked fri 10/17 7:30am, PU-6601, $572.52 due at pickup",
                    "ev_40",
                    "ev_41",
                ),
                "wrong_id",
                "PU-6601",
                "the pickup id is PU-6610 (ev_41)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "She asked for the car to be kept parked inside overnight at no charge.",
                    "ev_35",
                ),
                "misattributed_decision",
                "She asked for the car to be kept parked inside overnight",
                "keeping the car inside overnight is what the agent said in its proposal (ev_35); "
                "she asked only for Friday morning around 7:30 (ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "pickup booked fri 10/17 7:30am, PU-6610, $427.60 due at pickup",
                    "ev_40",
                    "ev_41",
                ),
                "wrong_amount",
                "$427.60 due at pickup",
                "$427.60 is the front-brake line alone; the amount due is $572.52 (ev_41)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The Friday, October 17 pickup at 7:30 am could not be scheduled, so no "
                    "pickup time is set yet.",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:other_status",
                "could not be scheduled",
                "schedule_pickup act_36 executed and returned status scheduled, PU-6610 (ev_40, "
                "ev_41)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Her pickup was scheduled for Friday, October 17 at 7:00 am after she "
                    "confirmed, with $572.52 due at pickup.",
                    "ev_35",
                    "ev_37",
                    "ev_41",
                ),
                "wrong_value:time",
                "7:00 am",
                "7:00 is when the shop opens (ev_35); the pickup is at 07:30 (ev_36, ev_41)",
            ),
        ],
    },
}
