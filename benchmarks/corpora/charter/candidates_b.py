"""Hand-written candidate summaries, part 2: wedding@m22, tour@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "charter-wedding@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tobiah Renwick (Fairlight Events), authorized coordinator on Delphine "
                    "Ashgrove's account CU-51733: wheelchair access and a venue insurance "
                    "certificate for wedding shuttle CH-41902 (Sat 6/12/2027)",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "CH-41902 updated after his yes: lift-equipped midicoach, no restroom; "
                        "total unchanged at $1,030.05; dispatch assigns the lift unit",
                        "ev_16",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "COI request COI-2290 submitted (Bramblecote Orchard LLC as additional "
                        "insured, needed by 5/1): under review by the operations manager, "
                        "answer expected 3/12; not issued",
                        "ev_22",
                        "ev_25",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Last run stays 11:30pm; the agent's midnight run (+$135 + fuel) "
                        "declined (venue curfew 11:45)",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "Certificate must name 'Bramblecote Orchard LLC' exactly, not the "
                        "Ashgrove family; send to events@bramblecote.example.com",
                        "ev_16",
                    ),
                    it(
                        "Tobiah's authorization (from Delphine, 1/18): changes to CH-41902 "
                        "only, no payments",
                        "ev_6",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Tobiah paying the $772.54 balance with Delphine's card: refused, "
                        "payments are outside his authorization",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                next_steps=[
                    it(
                        "Delphine to pay the $772.54 balance by 5/29, or add payments to his "
                        "authorization",
                        "ev_37",
                        "ev_38",
                    ),
                    it("Wait for the operations manager's decision on COI-2290", "ev_33"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Wheelchair access and a certificate of insurance were requested for the "
                    "Ashgrove wedding shuttle, CH-41902, by Tobiah Renwick, the trip "
                    "coordinator authorized on the account.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The shuttle was switched to a lift-equipped 35-seat midicoach with no "
                        "restroom, and the $1,030.05 price was left unchanged.",
                        "ev_15",
                        "ev_25",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "A certificate request naming Bramblecote Orchard LLC as additional "
                        "insured was submitted as COI-2290 and is being reviewed by the "
                        "operations manager; no certificate has been issued yet.",
                        "ev_31",
                        "ev_32",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "The last shuttle run is to be kept at 11:30 pm because of the venue's "
                        "11:45 noise curfew.",
                        "ev_20",
                    ),
                    it(
                        "The certificate is needed by May 1, 2027 and is to be sent to "
                        "events@bramblecote.example.com.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "A midnight run for late guests was suggested by the agent and was "
                        "declined by Tobiah.",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "A restroom on board (+$75.00) was offered and was declined, since the "
                        "ride takes 15 minutes.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "A payment of the balance by Tobiah was refused, as his authorization "
                        "does not cover payments.",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it(
                        "A decision on COI-2290 is expected from the operations manager by "
                        "March 12; a corrected request may be asked for.",
                        "ev_33",
                        "ev_35",
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
                    "COI-2290 (Bramblecote Orchard LLC as additional insured, needed by 5/1) "
                    "approved by the operations manager and issued to "
                    "events@bramblecote.example.com",
                    "ev_22",
                    "ev_25",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "approved by the operations manager and issued",
                "request_coi_review (act_24) only submitted the request: COI-2290 is "
                "under_review with the operations manager (ev_33) and the agent said it isn't "
                "issued yet (ev_35)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "A midnight run for late guests was proposed by Tobiah but was dropped "
                    "because of the venue's curfew.",
                    "ev_19",
                    "ev_20",
                ),
                "misattributed_decision",
                "proposed by Tobiah",
                "the agent suggested the midnight run (ev_19); Tobiah declined it (ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Tobiah paying the $727.54 balance with Delphine's card: refused, payments "
                    "are outside his authorization",
                    "ev_36",
                    "ev_37",
                ),
                "wrong_amount",
                "$727.54",
                "the balance is $772.54 (ev_13, ev_37)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Certificate to name the Ashgrove family as additional insured, not the "
                    "venue's LLC; send to events@bramblecote.example.com",
                    "ev_16",
                ),
                "inverted_constraint",
                "name the Ashgrove family as additional insured, not the venue's LLC",
                "the venue wants 'Bramblecote Orchard LLC' named exactly, 'not the Ashgrove "
                "family' (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "The certificate is needed by June 1, 2027 and is to be sent to "
                    "events@bramblecote.example.com.",
                    "ev_16",
                ),
                "wrong_date",
                "June 1, 2027",
                "the venue needs the certificate by May 1 (ev_16, ev_22)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "The $772.54 balance was paid by Tobiah with Delphine's card.",
                    "ev_36",
                    "ev_37",
                ),
                "false_status:no_such_action",
                "was paid by Tobiah",
                "no payment action exists in the ledger: the agent refused Tobiah's payment, "
                "which his authorization does not cover (ev_37)",
            ),
        ],
    },
    "charter-tour@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Aurelio Fenwright of the Quenlow Falls Garden Society wants to add a visit "
                    "to Pennick Water Gardens to the Saturday of his group's three-day coach "
                    "tour, CH-39550.",
                    "ev_2",
                    "ev_13",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The tour runs May 14 to 16, 2027 on a 56-seat coach for 38 people and "
                        "currently costs $5,486.40, with $4,114.80 due by April 30.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Aurelio approved adding a two-hour stop at Pennick Water Gardens after "
                        "Tessingham Arboretum on Saturday, May 15, returning to the hotel by "
                        "8:30 pm, for an extra $629.48.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "The change call failed: the routed driving time for Saturday would be "
                        "10.75 hours, over the 10-hour limit, so the itinerary was not changed.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "The group must be back at the hotel by 8:30 pm at the latest, and the "
                        "Sunday schedule must not be touched.",
                        "ev_16",
                    ),
                    it(
                        "A driver may drive at most 10 hours a day; a longer day needs a second "
                        "driver, which dispatch decides.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it("The failure has not been explained to Aurelio yet.", "ev_30"),
                ],
                next_steps=[
                    it(
                        "Tell Aurelio the stop could not be added and explain his options, "
                        "including a second driver through dispatch.",
                        "ev_19",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Add Pennick Water Gardens to Sat 5/15 of tour CH-39550 (Aurelio Fenwright, "
                    "CU-36094)",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "change_itinerary approved & called: +2h stop after arboretum, back by "
                        "20:30, +$629.48 (new total $6,115.88 quoted)",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Call failed: DRIVER_HOURS_EXCEEDED, 10.75h routed vs 10h limit "
                        "(Saltree ferry closed). Itinerary unchanged; total still $5,486.40",
                        "ev_13",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Back at hotel by 8:30pm latest", "ev_16"),
                    it("Sunday 5/16 untouched", "ev_16"),
                    it(
                        "Max 10h driving/day; beyond that a second driver, dispatch's call", "ev_19"
                    ),
                ],
                open_threads=[it("Failure not yet reported to Aurelio", "ev_30")],
                next_steps=[
                    it(
                        "Report the failure; a second driver would need a dispatch request", "ev_30"
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The change went through: Pennick Water Gardens was added to Saturday's "
                    "itinerary and the new total is $6,115.88.",
                    "ev_22",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:failed_call",
                "The change went through",
                "change_itinerary (act_25) is executed in the ledger but its result is the "
                "error DRIVER_HOURS_EXCEEDED: 'Itinerary not changed' (ev_30)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Call failed: DRIVER_HOURS_EXCEEDED, 10.5h routed vs 10h limit (Saltree "
                    "ferry closed). Itinerary unchanged; total still $5,486.40",
                    "ev_13",
                    "ev_30",
                ),
                "wrong_value:hours",
                "10.5h routed",
                "the routed driving time would be 10.75 hours (ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[1]",
                it("Sunday 5/16 can be reshuffled as needed", "ev_16"),
                "inverted_constraint",
                "can be reshuffled as needed",
                "he said 'don't touch the sunday schedule' (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The tour runs May 14 to 16, 2027 on a 56-seat coach for 38 people and "
                    "currently costs $5,486.40, with $4,141.80 due by April 30.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$4,141.80",
                "the balance is $4,114.80 (ev_13, ev_15)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Aurelio said the stop would fit, estimating Saturday at 9.5 hours of "
                    "driving, under the limit.",
                    "ev_22",
                    "ev_24",
                ),
                "misattributed_decision",
                "Aurelio said the stop would fit",
                "the agent said the stop fits, from the quote's 9.5-hour estimate (ev_22, "
                "ev_24); Aurelio only said yes (ev_26)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it("Second driver for Sat 5/15 requested from dispatch", "ev_19", "ev_30"),
                "false_status:no_such_action",
                "requested from dispatch",
                "at this boundary the ledger holds no second-driver request; the rules and the "
                "error only say one would be required (ev_19, ev_30)",
            ),
        ],
    },
}
