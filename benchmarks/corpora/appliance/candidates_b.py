"""Hand-written candidate summaries, part 2: lettings@m25, noshow@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "appliance-lettings@m25": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "perpetua ashdown, gannaway lettings CA-52980 - book repairs at 3 rented "
                    "properties, landlords billed",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "kestle court dishwasher JB-260431 thu 12/3 8-12, sallow row flat 2 "
                        "washer JB-260432 thu 12/3 12-4",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "orme lane oven JB-260433 booked tue 17/3 12:00-16:00, invoice to "
                        "ansel quarrie",
                        "ev_36",
                        "ev_38",
                        "ev_42",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it("no mondays at orme lane - tenant at hospital monday mornings", "ev_33"),
                    it("bill the landlords direct, not the agency account", "ev_10"),
                ],
                rejected=[
                    it(
                        "orme lane mon 16/3 8-12 (agent's pick, earliest) - she said no, "
                        "tenant's monday appointments",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "she asks if invoices go straight to landlords or via the agency - "
                        "not answered",
                        "ev_45",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Perpetua Ashdown from Gannaway Lettings is booking appliance repairs at "
                    "three rented properties the agency manages.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The dishwasher at 9 Kestle Court (JB-260431) and the washing machine at "
                        "Flat 2, 14 Sallow Row (JB-260432) are booked for Thursday 12 March, in "
                        "the morning and afternoon windows.",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "The oven at 31 Orme Lane is booked as job JB-260433 for Tuesday 17 "
                        "March between 12:00 and 16:00, after Perpetua said yes.",
                        "ev_36",
                        "ev_38",
                        "ev_42",
                        "ev_44",
                    ),
                    it(
                        "All three jobs are invoiced to the landlords, as Perpetua asked, not "
                        "to the agency.",
                        "ev_10",
                        "ev_17",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "The Orme Lane visit cannot be on a Monday, because the tenant has "
                        "hospital appointments on Monday mornings.",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The agent first offered Monday 16 March, 08:00-12:00 for Orme Lane; "
                        "Perpetua turned it down and chose the Tuesday afternoon.",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "Perpetua wants to know whether the invoices will go straight to the "
                        "landlords or through the agency.",
                        "ev_45",
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
                    "The oven at 31 Orme Lane is booked as job JB-260433 for Monday 16 March "
                    "between 08:00 and 12:00, after Perpetua said yes.",
                    "ev_31",
                    "ev_38",
                    "ev_42",
                    "ev_44",
                ),
                "false_status:ledger_rejected",
                "Monday 16 March between 08:00 and 12:00",
                "the Monday 16 March proposal act_32 was rejected by her correction (ev_33, "
                "ev_35); the visit booked as JB-260433 is Tuesday 17 March, 12:00-16:00 (act_37, "
                "ev_42)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "orme lane oven JB-260434 booked tue 17/3 12:00-16:00, invoice to ansel "
                    "quarrie",
                    "ev_36",
                    "ev_38",
                    "ev_42",
                    "ev_44",
                ),
                "wrong_id",
                "JB-260434",
                "the Orme Lane job is JB-260433 (ev_42, ev_44)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "kestle court dishwasher JB-260431 thu 12/3 12-4, sallow row flat 2 washer "
                    "JB-260432 thu 12/3 8-12",
                    "ev_25",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_value:time_window",
                "JB-260431 thu 12/3 12-4",
                "Kestle Court (JB-260431) is the 08:00-12:00 window and Sallow Row (JB-260432) "
                "the 12:00-16:00 one (ev_25, ev_29, ev_31)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The Orme Lane visit should be on a Monday, because the tenant is only home "
                    "on Monday mornings.",
                    "ev_33",
                ),
                "inverted_constraint",
                "should be on a Monday",
                "she said not a Monday: the tenant has hospital appointments every Monday "
                "morning (ev_33)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "orme lane mon 16/3 8-12 (perpetua's pick) - then she changed her mind, "
                    "tenant's monday appointments",
                    "ev_31",
                    "ev_33",
                ),
                "misattributed_decision",
                "(perpetua's pick)",
                "the Monday slot was the agent's proposal, the earliest opening (ev_31); "
                "Perpetua turned it down (ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "All three jobs are invoiced to the landlords, as Perpetua asked, not to the "
                    "agency.",
                    "ev_4",
                    "ev_12",
                ),
                "unsupported_ref",
                "invoiced to the landlords",
                "ev_4 is her email and phone and ev_12 the slot lookup; the billing is in "
                "ev_10, ev_17 and ev_36",
            ),
        ],
    },
    "appliance-noshow@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Rosalind Ebbrell (CA-38841): missed visit JB-260307 (Tue 10 Mar, 8-12) — "
                    "wants £55 call-out back + rebooking",
                    "ev_2",
                    "ev_12",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "Refund request RR-5521 (£55.00) submitted → service manager Odile "
                        "Brannock. Pending; decision by 16 Mar; not approved",
                        "ev_26",
                        "ev_29",
                        "ev_34",
                        "ev_40",
                    ),
                    it(
                        "Rebooked: JB-260455, Thu 12 Mar 10:00-12:00, no call-out; note not to "
                        "arrive before 10",
                        "ev_26",
                        "ev_29",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("Not before 10:00 — baby naps till then", "ev_22"),
                ],
                rejected=[
                    it(
                        "First proposal (refund request + Thu 08:00-10:00 slot) rejected by her: "
                        "too early",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "Compensation for her lost morning: asked, refused — nothing beyond "
                        "the call-out fee",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it("Asks what happens if the manager says no — unanswered", "ev_41"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rosalind Ebbrell seems to want her £55 call-out fee refunded after a "
                    "technician failed to turn up for job JB-260307 on 10 March, and to have "
                    "the washing machine visit rebooked.",
                    "ev_2",
                    "ev_12",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "A refund request (RR-5521) for the £55.00 appears to have been sent to "
                        "the service manager, Odile Brannock, who is expected to decide by "
                        "Monday 16 March; it has not been approved yet.",
                        "ev_34",
                        "ev_40",
                    ),
                    it(
                        "The visit has apparently been rebooked as JB-260455 for Thursday 12 "
                        "March, 10:00-12:00, with no call-out charge.",
                        "ev_38",
                        "ev_40",
                    ),
                    it(
                        "If the refund is approved, it would likely go back to her Mastercard "
                        "ending 6203.",
                        "ev_34",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "The technician should probably not arrive before 10:00, since her "
                        "baby naps until then.",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first plan, with a rebooking at 08:00-10:00, seems to have "
                        "been turned down by Rosalind as too early.",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "Her request for something extra for the wasted morning was apparently "
                        "declined by the agent.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "She has asked what would happen if the service manager refuses the "
                        "refund, which has not been answered yet.",
                        "ev_41",
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
                    "Rebooked: JB-260455, Thu 12 Mar 08:00-10:00, no call-out; first priority slot",
                    "ev_19",
                    "ev_29",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:ledger_rejected",
                "Thu 12 Mar 08:00-10:00",
                "the 08:00-10:00 rebooking act_21 was rejected by her (ev_22, ev_25); the visit "
                "booked as JB-260455 is 10:00-12:00 (act_28, ev_38)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A refund of the £55.00 (RR-5521) appears to have been approved by the "
                    "service manager, Odile Brannock, and is on its way back to her.",
                    "ev_34",
                    "ev_40",
                ),
                "false_status:wrong_effect",
                "appears to have been approved",
                "request_noshow_refund act_27 only submitted the request: the status is "
                "pending_service_manager, decision by March 16 (ev_34), not approved (ev_40)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("£20 goodwill credit added for the wasted morning", "ev_18", "ev_19"),
                "false_status:no_such_action",
                "£20 goodwill credit added",
                "she asked for something for her wasted morning (ev_18) and the agent refused "
                "(ev_19); the ledger holds no such action",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A refund request (RR-5521) for the £65.00 appears to have been sent to the "
                    "service manager, Odile Brannock, who is expected to decide by Monday 16 "
                    "March; it has not been approved yet.",
                    "ev_34",
                    "ev_40",
                ),
                "wrong_amount",
                "£65.00",
                "the refund request is for the £55.00 call-out (ev_34, ev_40)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The technician should probably arrive before 10:00, since her baby naps "
                    "after that.",
                    "ev_22",
                ),
                "inverted_constraint",
                "arrive before 10:00",
                "she said NOT before 10, the baby naps till then (ev_22)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "Compensation for her lost morning: she decided not to ask for anything "
                    "beyond the call-out fee",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "she decided not to ask for anything",
                "she asked for something off for her wasted morning (ev_18); the agent refused "
                "it (ev_19)",
            ),
        ],
    },
}
