"""Hand-written candidate summaries, part 1: change@m20, cancel@m14, cancel@m20, deposit@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "hotel-change@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Naomi Fairbrother (Circle CC-512883704) moving Denver res CV-40718822 back "
                    "a day for a conference; Santa Fe CV-40719305 (Nov 6-8) not to be touched",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Original: Corvane Denver Larimer, Thu 10/23–Sat 10/25, King Deluxe @ "
                        "$189/nt Circle Member Flex = $437.54 incl. tax",
                        "ev_10",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "King Deluxe for Fri 10/24–Sun 10/26 ($239 + $219 → $530.14, +$92.60) "
                        "proposed → she said no, too expensive; that change was rejected",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "change_reservation executed after her yes: Queen Deluxe 10/24–10/26, "
                        "$209 + $189 = $398.00 + $62.69 tax = $460.69 (+$23.15), same conf #, "
                        "paid at hotel, guaranteed on Visa ****2231",
                        "ev_24",
                        "ev_26",
                        "ev_29",
                        "ev_30",
                    ),
                    it("Free cancellation until 4 pm MT Wed 10/22", "ev_30", "ev_32"),
                ],
                constraints=[
                    it("Do NOT touch Santa Fe CV-40719305", "ev_2", "ev_13", "ev_33"),
                ],
                rejected=[
                    it(
                        "Breakfast ($22/person/day) offered by the agent → declined",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked whether the Santa Fe booking still has her old card on it "
                        "(asking only, no change wanted); not answered yet",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Naomi Fairbrother appears to want her Denver reservation moved by a day "
                    "because her conference was pushed back.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It seems the King Deluxe for October 24-26 was offered first at $530.14 "
                        "in total, but Naomi turned it down because about $90 more was too much.",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "The reservation (CV-40718822) was then changed, after her yes, to a "
                        "Queen Deluxe from Friday, October 24 to Sunday, October 26, which "
                        "should come to $460.69 including tax.",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "This looks to be $23.15 more than her original total of $437.54.",
                        "ev_24",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "She was clear that her Santa Fe booking in November should not be "
                        "touched, and it appears it was not.",
                        "ev_2",
                        "ev_32",
                    ),
                    it(
                        "Free cancellation is apparently still possible until 4 pm Mountain time "
                        "on October 22.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "Breakfast at $22 per person per day was suggested by the agent, and she "
                        "seems to have declined it.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "She may still be waiting to hear whether the Santa Fe reservation has "
                        "her old card on it; she was only asking and does not want it changed.",
                        "ev_33",
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
                    "King Deluxe for Fri 10/24–Sun 10/26 ($239 + $219 → $530.14, +$92.60) "
                    "booked first; she then balked at the price and had it switched",
                    "ev_17",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:ledger_rejected",
                "booked first",
                "the King Deluxe change act_20 was never made: her correction rejected it "
                "(ev_21, ev_23); the only executed change is the Queen Deluxe, act_25 (ev_29, "
                "ev_30)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Breakfast for $22 per person per day also appears to have been added to "
                    "the stay.",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:no_such_action",
                "appears to have been added to the stay",
                "the ledger holds no breakfast action; the agent only offered it (ev_32) and "
                "Naomi said no breakfast (ev_33)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Santa Fe CV-40719305 to be updated too", "ev_2", "ev_13", "ev_33"),
                "inverted_constraint",
                "to be updated too",
                "Naomi said do NOT touch the Santa Fe booking (ev_2), and about its card: "
                "don't change it, I'm just asking (ev_33)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The reservation (CV-40718822) was then changed, after her yes, to a Queen "
                    "Deluxe from Friday, October 24 to Sunday, October 26, which should come to "
                    "$398.00 including tax.",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_amount",
                "$398.00 including tax",
                "$398.00 is the room total before tax; with the $62.69 tax the stay is $460.69 "
                "(ev_24, ev_30, ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[3]",
                it("Free cancellation until 4 pm MT Thu 10/23", "ev_30", "ev_32"),
                "wrong_date",
                "Thu 10/23",
                "free cancellation runs until 2025-10-22 16:00 MT (ev_30), Wednesday, October "
                "22 (ev_32); October 23 was the old arrival date",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Naomi asked about adding breakfast at $22 per person per day, then seems to "
                    "have decided against it.",
                    "ev_32",
                    "ev_33",
                ),
                "misattributed_decision",
                "Naomi asked about adding breakfast",
                "breakfast was the agent's offer (ev_32); Naomi never asked about it and only "
                "declined it (ev_33)",
            ),
        ],
    },
    "hotel-cancel@m14": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "anders holmgren - cancel thursday night at savannah (flight moved to fri "
                    "am), keep the friday res",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "cv-52201174 thu 10/9 1 night cancelled, cxl-7730915, penalty $204.06 "
                        "charged to mc 5517 (inside window)",
                        "ev_11",
                        "ev_24",
                    ),
                    it(
                        "fee waiver request ok'd by him (yes to both) but not sent yet - no call "
                        "made",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("do NOT cancel friday res cv-52201190 (10/10-10/12)", "ev_2", "ev_6"),
                    it("free cancel deadline was 10/7 4pm ET, missed", "ev_11", "ev_13"),
                ],
                next_steps=[
                    it(
                        "send waiver request to savannah front office mgr, then tell him cxl # "
                        "+ penalty",
                        "ev_16",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Anders Holmgren wants to cancel his Thursday night at Corvane Savannah "
                    "Riverfront because his flight was moved to Friday morning.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found two reservations: CV-52201174 for Thursday, October 9 "
                        "($204.06) and CV-52201190 for October 10 to 12 ($499.32).",
                        "ev_6",
                        "ev_13",
                    ),
                    it(
                        "Because the free cancellation deadline of 4 pm ET on October 7 had "
                        "passed, cancelling Thursday carries a penalty of $204.06, one night's "
                        "room and tax.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Anders confirmed both the cancellation and a fee waiver request, and "
                        "CV-52201174 was cancelled under CXL-7730915 with the $204.06 penalty "
                        "charged to his Mastercard ending 5517.",
                        "ev_16",
                        "ev_19",
                        "ev_24",
                    ),
                    it(
                        "Anders said yes to the fee waiver request for the front office manager, "
                        "but it has not been submitted yet.",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Anders does not want the Friday reservation CV-52201190 cancelled.",
                        "ev_2",
                        "ev_6",
                    ),
                ],
                next_steps=[
                    it(
                        "Submit the waiver request and tell Anders the cancellation number and "
                        "the penalty.",
                        "ev_16",
                        "ev_24",
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
                    "The fee waiver request was sent to the front office manager, who will "
                    "decide within 2 business days.",
                    "ev_11",
                    "ev_16",
                    "ev_19",
                ),
                "false_status:pending",
                "was sent to the front office manager",
                "submit_fee_waiver_request act_18 is approved by his yes (ev_19, ev_21) but not "
                "called yet: nothing has been sent at the boundary",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "cv-52201190 fri 10/10-10/12 cancelled, cxl-7730915, penalty $204.06 "
                    "charged to mc 5517 (inside window)",
                    "ev_11",
                    "ev_24",
                ),
                "false_status:other_target",
                "cv-52201190 fri 10/10-10/12 cancelled",
                "cancel_reservation act_17 cancelled CV-52201174, the Thursday night (ev_22, "
                "ev_24); the Friday reservation CV-52201190 is the one he said not to cancel "
                "(ev_2)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Because the free cancellation deadline of 4 pm ET on October 7 had passed, "
                    "cancelling Thursday carries a penalty of $179.00, one night's room and tax.",
                    "ev_11",
                    "ev_13",
                ),
                "wrong_amount",
                "$179.00",
                "$179.00 is the room alone; one night's room and tax is $204.06 (ev_11, ev_13, "
                "ev_24)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("free cancel deadline was 10/8 4pm ET, missed", "ev_11", "ev_13"),
                "wrong_date",
                "10/8 4pm",
                "the free cancellation deadline was 2025-10-07 16:00 ET (ev_11), yesterday, "
                "October 7 (ev_13); October 8 is the day of the chat",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "It was Anders who suggested asking the front office manager to waive the fee.",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "It was Anders who suggested",
                "the waiver request was the agent's suggestion (ev_13); Anders only agreed to "
                "it (ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "cv-52201174 thu 10/9 1 night cancelled, cxl-7730915, penalty $204.06 "
                    "charged to mc 5517 (inside window)",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "cxl-7730915",
                "the item cites only his request and his verification details (ev_2, ev_4), "
                "which hold neither the cancellation number nor the penalty; those are in the "
                "cancel result (ev_24)",
            ),
        ],
    },
    "hotel-cancel@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Anders Holmgren: cancel Thu 10/9 at Corvane Savannah Riverfront (flight "
                    "moved to Fri), keep Fri–Sun",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "CV-52201174 cancelled → CXL-7730915; $204.06 penalty (past the 10/7 "
                        "4 pm ET deadline) charged to Mastercard ****5517",
                        "ev_11",
                        "ev_24",
                        "ev_31",
                    ),
                    it(
                        "Fee waiver request FWR-2291 submitted to the front office manager: "
                        "under review, decision expected by Fri 10/10, notice to "
                        "anders.holmgren@example.net. Not approved yet; if approved, $204.06 "
                        "refunded to the same card",
                        "ev_29",
                        "ev_31",
                    ),
                    it("CV-52201190 (10/10–10/12) unchanged", "ev_31"),
                ],
                constraints=[
                    it("Do NOT cancel the Friday reservation", "ev_2"),
                ],
                rejected=[
                    it(
                        "Free early check-in request for Fri (not guaranteed; check-in is 4 pm) "
                        "offered; he declined and will leave his bags at the bell desk",
                        "ev_33",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Anders Holmgren contacted guest services because his flight had been moved "
                    "to Friday morning, so he needed to cancel his Thursday night in Savannah "
                    "while keeping his Friday reservation.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Since the free cancellation deadline had passed on October 7, the agent "
                        "explained that cancelling the Thursday night would cost one night's room "
                        "and tax, $204.06, and offered to ask the front office manager to waive "
                        "it.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Anders agreed to both, and the Thursday reservation CV-52201174 was "
                        "cancelled under number CXL-7730915, with the $204.06 penalty charged to "
                        "his Mastercard.",
                        "ev_14",
                        "ev_19",
                        "ev_24",
                        "ev_31",
                    ),
                    it(
                        "The waiver request went in as FWR-2291 and is now under review by the "
                        "front office manager, with a decision expected by Friday, October 10; "
                        "it has not been approved.",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "His Friday reservation, CV-52201190 for October 10 to 12, was left "
                        "unchanged.",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "When he asked about getting into the room early on Friday, the agent "
                        "offered a free early check-in request, but Anders declined and said he "
                        "would leave his bags at the bell desk.",
                        "ev_32",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                next_steps=[
                    it(
                        "Anders will hear the waiver decision at anders.holmgren@example.net.",
                        "ev_29",
                        "ev_31",
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
                    "The waiver request went in as FWR-2291 and the front office manager "
                    "approved it, so the $204.06 will be refunded to his Mastercard.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "the front office manager approved it",
                "submit_fee_waiver_request act_18 only submitted the request: its result is "
                "under_review (ev_29), and the agent said it hasn't been approved yet (ev_31)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Early check-in request added to CV-52201190 for Fri (not guaranteed)",
                    "ev_33",
                    "ev_34",
                ),
                "false_status:no_such_action",
                "Early check-in request added",
                "the ledger holds no early check-in action; the agent offered it (ev_33) and "
                "Anders said don't bother with the request (ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "CV-52201174 cancelled → CXL-7730951; $204.06 penalty (past the 10/7 4 pm "
                    "ET deadline) charged to Mastercard ****5517",
                    "ev_11",
                    "ev_24",
                    "ev_31",
                ),
                "wrong_id",
                "CXL-7730951",
                "the cancellation number is CXL-7730915 (ev_24, ev_31)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Fee waiver request FWR-2291 submitted to the front office manager: under "
                    "review, decision expected by Sun 10/12, notice to "
                    "anders.holmgren@example.net. Not approved yet; if approved, $204.06 "
                    "refunded to the same card",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "Sun 10/12",
                "the decision is expected by 2025-10-10 (ev_29), Friday, October 10 (ev_31); "
                "October 12 is the Friday reservation's check-out",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[0]",
                it(
                    "Anders wants an early check-in request on the Friday reservation.",
                    "ev_32",
                    "ev_34",
                ),
                "inverted_constraint",
                "wants an early check-in request",
                "Anders said don't bother with the request; he will leave his bags at the bell "
                "desk (ev_34)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Anders will hear the waiver decision at anders.holmgren@example.com.",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_value:email",
                "anders.holmgren@example.com",
                "the decision goes to anders.holmgren@example.net (ev_4, ev_29, ev_31)",
            ),
        ],
    },
    "hotel-deposit@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Marcus Adebanjo: $299.45 Asheville deposit charged twice on Amex ****1008; "
                    "CV-61830457",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Deposit = 1st night $265.00 + $34.45 tax = $299.45; charged 2x on 9/29: "
                        "TXN-88402117 (2:02 pm) + TXN-88402125 (2:03 pm)",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "refund_charge executed on his yes: TXN-88402125 → RFD-55120, $299.45 "
                        "to Amex ****1008, expected by 10/21. Not yet told to him",
                        "ev_17",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "TXN-88402117 kept as deposit; $299.45 balance due at hotel",
                        "ev_17",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Refund, not prepayment on the stay; reservation stays as is (don't "
                        "cancel)",
                        "ev_15",
                    ),
                    it("Pays the hotel balance with Visa ****6214", "ev_15", "ev_16"),
                ],
                next_steps=[
                    it("Confirm RFD-55120 and the 10/21 date to Marcus", "ev_23"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A refund was requested by Marcus Adebanjo, whose Asheville deposit of "
                    "$299.45 was charged twice to his Amex.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The two charges were found on September 29, and the second one, "
                        "TXN-88402125, was identified as the duplicate.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "The duplicate $299.45 was refunded to the Amex ending 1008 after he "
                        "agreed, under refund RFD-55120, and it is expected to arrive by "
                        "October 21.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "The first charge, TXN-88402117, is being kept as the deposit for the "
                        "October 31 to November 2 stay.",
                        "ev_14",
                        "ev_17",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("The reservation is not to be cancelled, as the trip is still on.", "ev_15"),
                ],
                rejected=[
                    it(
                        "Leaving the extra charge as prepayment for the second night was "
                        "offered, but it was turned down in favour of a refund.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("The refund has not yet been confirmed to Marcus.", "ev_23"),
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
                    "refund_charge executed on his yes: TXN-88402117 → RFD-55120, $299.45 to "
                    "Amex ****1008, expected by 10/21. Not yet told to him",
                    "ev_17",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                ),
                "false_status:other_target",
                "TXN-88402117 → RFD-55120",
                "refund_charge act_18 refunded TXN-88402125, the second charge (ev_18, ev_23); "
                "TXN-88402117 stays as the deposit (ev_17, ev_23)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The duplicate $299.45 was applied as prepayment for the second night after "
                    "he agreed, under RFD-55120, so nothing will be due at checkout.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:wrong_effect",
                "applied as prepayment for the second night",
                "act_18 refunded the charge to the Amex ending 1008 (ev_23), leaving $299.45 "
                "due at the hotel; prepayment was the option he turned down (ev_14, ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "A refund was offered, but it was turned down in favour of leaving the extra "
                    "charge as prepayment for the second night.",
                    "ev_14",
                    "ev_15",
                ),
                "inverted_constraint",
                "turned down in favour of leaving the extra charge as prepayment",
                "Marcus asked for the refund: refund it please, don't leave it on the stay (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "refund_charge executed on his yes: TXN-88402125 → RFD-55120, $299.45 to "
                    "Visa ****6214, expected by 10/21. Not yet told to him",
                    "ev_17",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_value:card",
                "Visa ****6214",
                "the refund goes to Amex ****1008, the card charged (ev_17, ev_23); the Visa is "
                "what he'll pay the hotel balance with (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The duplicate $299.45 was refunded to the Amex ending 1008 after he agreed, "
                    "under refund RFD-55120, and it is expected to arrive by October 17.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_date",
                "October 17",
                "the refund is expected by 2025-10-21 (ev_23)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it("TXN-88402117 kept as deposit; $299.45 balance due at hotel", "ev_2", "ev_4"),
                "unsupported_ref",
                "TXN-88402117 kept as deposit",
                "the item cites only his complaint and his verification details (ev_2, ev_4), "
                "which hold neither the transaction id nor the balance due; those are in ev_17 "
                "and ev_23",
            ),
        ],
    },
}
