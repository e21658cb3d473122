"""Hand-written candidate summaries, part 5: irrigation@m14, scope@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "garden-irrigation@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Winifred Stobart asked Gorsebridge to install a drip watering system at "
                    "her home at 6 Sedgecombe Rise, Ostley Marsh.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent quoted $631.00 for the four raised vegetable beds: six hours "
                        "of labour at $62 an hour ($372.00), $214.00 in parts including a basic "
                        "battery timer, and the $45.00 call-out.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Winifred kept the basic timer, turning down the agent's "
                        "recommendation of a smart Wi-Fi controller for $129.00 more, and "
                        "picked the earlier installation date, Thursday, April 2.",
                        "ev_17",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "She then said yes to the booking, which comes with a 25% deposit of "
                        "$157.75 on her Amex ending 1875, but the job has not actually been "
                        "booked yet.",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it(
                        "Only the vegetable beds are to be watered by the system, not the front "
                        "borders, which she likes to water by hand.",
                        "ev_12",
                    ),
                ],
                next_steps=[
                    it("The agent is expected to book the job and take the deposit.", "ev_21"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "winifred stobart CL-39514 - drip irrigation at 6 sedgecombe rise",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "veg beds only (4 raised beds), front borders not included",
                        "ev_12",
                        "ev_15",
                    ),
                    it("basic timer, smart wifi controller (+$129) declined", "ev_17", "ev_18"),
                    it(
                        "booking approved by her: thu 2 apr 2026, total 631, deposit 157.75 on "
                        "amex ****1875. not booked yet, nothing charged yet",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                rejected=[it("wed 8 apr - she took the earlier date", "ev_17", "ev_18")],
                next_steps=[it("book job + charge deposit", "ev_21")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "She then said yes, and the job was booked, with the 25% deposit of $157.75 "
                    "charged to her Amex ending 1875.",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:pending",
                "the job was booked",
                "book_job act_20 is approved by her yes (ev_21, ev_22) but no call has been "
                "made: nothing is booked or charged",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it("basic timer, smart wifi controller (+$129) declined", "ev_2", "ev_4"),
                "unsupported_ref",
                "smart wifi controller (+$129) declined",
                "the item cites only her opening request and phone number (ev_2, ev_4); the "
                "controller and its price are in ev_15 and ev_17, her answer in ev_18",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Only the front borders are to be watered by the system, not the vegetable "
                    "beds, which she likes to water by hand.",
                    "ev_12",
                ),
                "inverted_constraint",
                "Only the front borders are to be watered by the system",
                "she said only the vegetable beds, not the front borders, which she waters by "
                "hand (ev_12)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "booking approved by her: wed 8 apr 2026, total 631, deposit 157.75 on amex "
                    "****1875. not booked yet, nothing charged yet",
                    "ev_19",
                    "ev_21",
                ),
                "wrong_date",
                "wed 8 apr 2026",
                "she took the earlier date, Thursday, April 2 (ev_18, ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The agent quoted $631.00 for the four raised vegetable beds: six hours of "
                    "labour at $62 an hour ($372.00), $241.00 in parts including a basic "
                    "battery timer, and the $45.00 call-out.",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_amount",
                "$241.00 in parts",
                "the parts are $214.00 (ev_15, ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("veg beds only (6 raised beds), front borders not included", "ev_12", "ev_15"),
                "wrong_value:bed_count",
                "6 raised beds",
                "the quote is for 4 raised vegetable beds (ev_15, ev_17)",
                rule="grounding",
            ),
        ],
    },
    "garden-scope@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Auberon Twelvetrees (CL-40788) adding removal of a dead shrub to today's "
                    "hedge job at 18 Ferrule Court (PR-8233)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Scope change SC-4471 sent to crew lead Faramond Frane after his yes: "
                        "remove the dead ceanothus by the garage, roots included, no "
                        "replacement; est. $127 (1 h $62 + 1 load green waste $65), cap $150. "
                        "Status pending_crew_lead_approval, not approved",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Hebe replacement ($38 planted, agent's offer) declined: he'll plant "
                        "the bed himself",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Extra ≤$150; the crew lead won't go over it without asking him",
                        "ev_15",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether the laurel will be cut lower than 1.8 m (privacy); "
                        "unanswered. Job JB-26-1139: 22 m laurel to 1.8 m, $385",
                        "ev_12",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Auberon Twelvetrees appears to want a dead shrub removed while the crew "
                    "is already at his house trimming the hedge.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that extra work on site has to be approved by the "
                        "crew lead, Faramond Frane, once he has looked at it.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "A request to remove the dead ceanothus by the garage (SC-4471) seems "
                        "to have been sent to the crew lead; it is likely still waiting for his "
                        "approval, with an estimate of about $127.00.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("He apparently wants the extra cost kept under $150.", "ev_15"),
                    it(
                        "He does not want a replacement plant; the bed is to be left empty.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "He seems concerned that the laurel might be cut lower than 1.8 m, "
                        "which he wants for privacy; this has not been answered yet.",
                        "ev_26",
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
                    "A request to remove the dead ceanothus by the garage (SC-4471) seems to "
                    "have been approved by the crew lead, with an estimate of about $127.00.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "seems to have been approved by the crew lead",
                "request_scope_change act_18 only submitted the request: its status is "
                "pending_crew_lead_approval (ev_23) and the agent said it isn't approved yet "
                "(ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Hebe replacement ($38 planted): his own idea, dropped; he'll plant the bed "
                    "himself",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "his own idea",
                "the hebe from Quillfern was the agent's offer (ev_14); he said no "
                "replacement (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "He wants a replacement plant put in the bed once the shrub is out.",
                    "ev_15",
                ),
                "inverted_constraint",
                "He wants a replacement plant put in the bed",
                "he said no replacement, leave the bed empty, he'll plant it himself (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Scope change SC-4417 sent to crew lead Faramond Frane after his yes: remove "
                    "the dead ceanothus by the garage, roots included, no replacement; est. "
                    "$127 (1 h $62 + 1 load green waste $65), cap $150. Status "
                    "pending_crew_lead_approval, not approved",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "SC-4417",
                "the request id is SC-4471 (ev_23, ev_25)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("He apparently wants the extra cost kept under $300.", "ev_15"),
                "wrong_amount",
                "under $300",
                "he said keep the extra under 150 (ev_15); 300 is the job he doesn't want to "
                "pay for",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "He asked whether the laurel will be cut lower than 1.5 m (privacy); "
                    "unanswered. Job JB-26-1139: 22 m laurel to 1.5 m, $385",
                    "ev_12",
                    "ev_26",
                ),
                "wrong_value:hedge_height",
                "1.5 m",
                "the laurel is trimmed to 1.8 m (ev_12, ev_14) and he asked about 1.8 (ev_26)",
                rule="grounding",
            ),
        ],
    },
}
