"""Hand-written candidate summaries, part 1: refill@m18 and refill@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "pharmacy-refill@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Nadia Brennan (PT-5520917) refilling lisinopril 10 mg (Rx 6104417) and "
                    "atorvastatin 20 mg (Rx 6104420)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Lisinopril refill executed after her yes → RF-2207715, 90 tabs, queued; "
                        "ready for pickup at Calder Ave by 3 pm Wed 11/5; copay $4.10 (Crestline)",
                        "ev_17",
                        "ev_20",
                        "ev_25",
                        "ev_31",
                    ),
                    it(
                        "Atorvastatin: 0 refills left → renewal request RN-88410 sent to Dr. "
                        "Imogen Farrelly (sent_to_prescriber). NOT approved yet; typical "
                        "response 1-3 business days",
                        "ev_12",
                        "ev_17",
                        "ev_20",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Pickup only, no delivery (nobody home during the day)", "ev_15"),
                ],
                rejected=[
                    it(
                        "Auto-refill for both (agent's offer): declined, she'd rather call in "
                        "herself",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "Husband Colm picks up tomorrow; she asked to prepay the $4.10 copay now. "
                        "Not answered yet",
                        "ev_31",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Nadia Brennan contacted the pharmacy to refill her blood pressure "
                    "medication and her cholesterol medication.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found that her lisinopril 10 mg had 2 refills left, while her "
                        "atorvastatin 20 mg had none, so it could not be filled until Dr. Imogen "
                        "Farrelly renews it.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "After she agreed, the lisinopril was refilled as RF-2207715, and it will "
                        "be ready for pickup at the Calder Ave store by 3 pm on Wednesday, "
                        "November 5, with a $4.10 copay.",
                        "ev_17",
                        "ev_20",
                        "ev_25",
                        "ev_31",
                    ),
                    it(
                        "A renewal request for the atorvastatin, RN-88410, was sent to Dr. "
                        "Farrelly's office; it has not been approved yet, and her office usually "
                        "answers within 1-3 business days.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Nadia wants to pick up her prescriptions rather than have them "
                        "delivered, since nobody is home during the day.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to put both prescriptions on auto-refill, but Nadia "
                        "declined because she prefers to call in herself.",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "Her husband Colm will pick up the refill tomorrow, and she asked whether "
                        "she can pay the copay now; the agent has not answered yet.",
                        "ev_32",
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
                    "A renewal request for the atorvastatin, RN-88410, was sent to Dr. Farrelly's "
                    "office, and she has approved it, so the atorvastatin can now be refilled.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "she has approved it",
                "request_prescriber_renewal act_19 only sent the request: its result is "
                "sent_to_prescriber, not approved until the prescriber responds (ev_29), and the "
                "agent said it isn't approved yet (ev_31)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The agent put both prescriptions on auto-refill so they are filled before "
                    "she runs out.",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:no_such_action",
                "put both prescriptions on auto-refill",
                "the ledger holds no auto-refill action: the agent only offered it (ev_31) and "
                "Nadia declined, she'd rather call in herself (ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Home delivery, not pickup (nobody home during the day)", "ev_15"),
                "inverted_constraint",
                "Home delivery, not pickup",
                "Nadia asked for pickup and said don't deliver: nobody is home during the day "
                "and she doesn't want it sitting on the step (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Lisinopril refill executed after her yes → RF-2207715, 90 tabs, queued; "
                    "ready for pickup at Calder Ave by 3 pm Thu 11/6; copay $4.10 (Crestline)",
                    "ev_17",
                    "ev_20",
                    "ev_25",
                    "ev_31",
                ),
                "wrong_date",
                "Thu 11/6",
                "RF-2207715 is ready by 2025-11-05T15:00 (ev_25): Wednesday, November 5 (ev_31)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Nadia explained that her lisinopril 10 mg had 2 refills left, while her "
                    "atorvastatin 20 mg had none, so it could not be filled until Dr. Imogen "
                    "Farrelly renews it.",
                    "ev_12",
                    "ev_14",
                ),
                "misattributed_decision",
                "Nadia explained",
                "the refill counts and the need for a renewal come from the prescription lookup "
                "(ev_12) and the agent's message (ev_14); Nadia only asked for the two refills "
                "(ev_2)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Atorvastatin: 0 refills left → renewal request RN-88140 sent to Dr. Imogen "
                    "Farrelly (sent_to_prescriber). NOT approved yet; typical response 1-3 "
                    "business days",
                    "ev_12",
                    "ev_17",
                    "ev_20",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_id",
                "RN-88140",
                "the renewal request is RN-88410 (ev_29, ev_30, ev_31)",
            ),
        ],
    },
    "pharmacy-refill@m20": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "nadia brennan PT-5520917 - refills lisinopril + atorvastatin, prepay copay "
                    "so husband can pick up",
                    "ev_2",
                    "ev_6",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "lisinopril RF-2207715 queued, ready wed 11/5 by 3pm at calder ave, "
                        "copay $4.10",
                        "ev_25",
                        "ev_31",
                    ),
                    it(
                        "atorvastatin renewal RN-88410 sent to dr farrelly - waiting on her, not "
                        "approved",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "she said yes to charging the $4.10 copay on visa ending 2291 + adding "
                        "colm brennan as pickup person - approved, no call yet",
                        "ev_33",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("pickup only, no delivery", "ev_15"),
                    it("text her when the doctor answers, dont call", "ev_36"),
                ],
                rejected=[it("auto refill - declined", "ev_31", "ev_32")],
                next_steps=[
                    it("run the copay charge + add colm, then confirm to her", "ev_33", "ev_36"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Nadia Brennan wants her lisinopril and atorvastatin refilled, and she wants "
                    "to pay the copay ahead of time so her husband Colm can pick up the "
                    "lisinopril.",
                    "ev_2",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "The lisinopril 10 mg refill (RF-2207715) is being prepared and will be "
                        "ready at the Calder Ave store by 3 pm on Wednesday, November 5.",
                        "ev_25",
                        "ev_31",
                    ),
                    it(
                        "The atorvastatin had no refills left, so a renewal request (RN-88410) "
                        "was sent to Dr. Imogen Farrelly. It has not been approved yet.",
                        "ev_12",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "Nadia agreed to have the $4.10 copay charged to her Visa ending in 2291 "
                        "and to have Colm Brennan added as an authorized pickup person. Neither "
                        "has been carried out yet.",
                        "ev_33",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "She should be contacted by text, not by phone, when the doctor responds "
                        "about the atorvastatin.",
                        "ev_36",
                    ),
                    it(
                        "She prefers pickup and does not want the prescriptions delivered.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it("She declined auto-refill for both prescriptions.", "ev_31", "ev_32"),
                ],
                next_steps=[
                    it(
                        "Charge the copay and add Colm to the profile, then let Nadia know.",
                        "ev_33",
                        "ev_36",
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
                    "Nadia agreed, and the $4.10 copay has been charged to her Visa ending in "
                    "2291 and Colm Brennan was added as an authorized pickup person.",
                    "ev_33",
                    "ev_36",
                ),
                "false_status:pending",
                "the $4.10 copay has been charged",
                "charge_copay act_34 and add_pickup_person act_35 are approved by her yes (ev_36, "
                "ev_38, ev_39) but neither has been called",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "colm brennan added as pickup person, he shows photo id at the counter. "
                    "copay $4.10 on visa ending 2291 approved, not run yet",
                    "ev_33",
                    "ev_36",
                ),
                "false_status:pending",
                "colm brennan added as pickup person",
                "add_pickup_person act_35 is approved (ev_39), not executed: no call has been "
                "made since her yes (ev_36)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She should be called, not texted, when the doctor responds about the "
                    "atorvastatin.",
                    "ev_36",
                ),
                "inverted_constraint",
                "called, not texted",
                "Nadia said text me, don't call, she's in meetings all day (ev_36, ev_37)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she said yes to charging the $4.10 copay on visa ending 2219 + adding colm "
                    "brennan as pickup person - approved, no call yet",
                    "ev_33",
                    "ev_36",
                ),
                "wrong_value:payment_method",
                "visa ending 2219",
                "the copay goes on the Visa ending 2291 (ev_10, ev_33, act_34)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A renewal request (RN-88410) was sent to Dr. Imogen Farrelly for the "
                    "lisinopril. It has not been approved yet.",
                    "ev_12",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:other_target",
                "for the lisinopril",
                "the renewal request act_19 / RN-88410 is for the atorvastatin, Rx 6104420 "
                "(ev_19, ev_29); the lisinopril, with 2 refills left, was refilled (RF-2207715)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "she said colm will bring a photo id to the counter",
                    "ev_33",
                    "ev_36",
                ),
                "misattributed_decision",
                "she said colm will bring a photo id",
                "the photo ID is the agent's condition for a pickup person (ev_33); Nadia said "
                "only yes and how to reach her (ev_36)",
            ),
        ],
    },
}
