"""Hand-written candidate summaries, part 1: warranty@m18, lettings@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "appliance-warranty@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Imogen Trevaskis (CA-40712, 17 Wyvern Close, Hobbleford) — Kaltvik "
                    "fridge-freezer stopped cooling; wants it fixed under warranty",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Warranty claim WC-880214 (Kaltvik ref KV-C-3307718) submitted after "
                        "her yes for KFF-2750 s/n KV24-118305: not cooling, clicking, hot back "
                        "panel, suspected compressor. Status under_review with Kaltvik's UK "
                        "warranty team; decision expected 2026-03-18; NOT accepted yet",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Oven door (Sondholm SO-61) not booked: agent offered a paid visit the "
                        "same week (£55 call-out + £22/half hr + VAT), she declined for now",
                        "ev_11",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Fridge first, oven can wait; nothing to be booked for the oven yet "
                        "(she'll use the hob)",
                        "ev_17",
                    ),
                    it(
                        "Parts-and-labour warranty to 1 Nov 2026 (bought 2 Nov 2024); "
                        "Pellowe can't repair under warranty until Kaltvik accepts the claim",
                        "ev_14",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "She's upset about waiting up to a week — her mum's insulin is in the "
                        "fridge — and asks whether anything faster is possible; unanswered",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "If Kaltvik accepts: call her to book the repair at no charge; if "
                        "refused: ring her about a paid visit",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Imogen Trevaskis called because her Kaltvik fridge-freezer, bought in "
                    "November 2024, has stopped getting cold, and she also mentioned that her "
                    "oven door no longer shuts properly.",
                    "ev_2",
                    "ev_4",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The agent found that the fridge-freezer is covered by Kaltvik's "
                        "parts-and-labour warranty until 1 November 2026, and explained that "
                        "Kaltvik, not Pellowe, decides whether the repair is covered.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Imogen told the agent to deal with the fridge first and to leave the "
                        "oven for now, so the agent's offer to book a technician for the oven "
                        "door that same week was not taken up.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "With her agreement, the agent submitted warranty claim WC-880214 to "
                        "Kaltvik for a suspected compressor fault; the claim is now under "
                        "review, with a decision expected by Wednesday 18 March, and has not "
                        "been accepted yet.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "She said she can manage on the hob, so nothing should be booked for "
                        "the oven at this stage.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "In the meantime the agent advised keeping the door shut and moving "
                        "important items into the freezer section, but Imogen is worried "
                        "about her mother's insulin and wants to know if there is a quicker "
                        "option than waiting a week.",
                        "ev_27",
                        "ev_28",
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
                    "With her agreement, the agent submitted warranty claim WC-880214 to Kaltvik "
                    "for a suspected compressor fault, and Kaltvik has accepted it, so the "
                    "repair will be done at no charge.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Kaltvik has accepted it",
                "submit_warranty_claim act_20 executed but only submitted the claim: the result "
                "is under_review with Kaltvik's warranty team, decision expected March 18 "
                "(ev_25), and the agent said it hasn't been accepted yet (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Warranty claim WC-880214 (Kaltvik ref KV-C-3307718) submitted after her yes "
                    "for the Sondholm SO-61 oven s/n SH-77412: door won't shut. Status "
                    "under_review with Kaltvik's UK warranty team; decision expected "
                    "2026-03-18; NOT accepted yet",
                    "ev_11",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "the Sondholm SO-61 oven s/n SH-77412",
                "the claim act_20 was submitted for the fridge-freezer KV24-118305 (ev_20, "
                "ev_25); nothing was done for the oven SH-77412, which she left for later "
                "(ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Warranty claim WC-880241 (Kaltvik ref KV-C-3307718) submitted after her yes "
                    "for KFF-2750 s/n KV24-118305: not cooling, clicking, hot back panel, "
                    "suspected compressor. Status under_review with Kaltvik's UK warranty team; "
                    "decision expected 2026-03-18; NOT accepted yet",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "WC-880241",
                "the claim id is WC-880214 (ev_25, ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "With her agreement, the agent submitted warranty claim WC-880214 to Kaltvik "
                    "for a suspected compressor fault; the claim is now under review, with a "
                    "decision expected by Wednesday 25 March, and has not been accepted yet.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "Wednesday 25 March",
                "the decision is expected by 2026-03-18, Wednesday 18 March (ev_25, ev_27)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Oven first, the fridge can wait; book the oven door as soon as possible",
                    "ev_17",
                ),
                "inverted_constraint",
                "Oven first, the fridge can wait",
                "she said the fridge first, the oven can wait, and not to book anything for the "
                "oven yet (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "In the meantime Imogen decided to keep the door shut and move important "
                    "items into the freezer section, but she is worried about her mother's "
                    "insulin and wants to know if there is a quicker option than waiting a "
                    "week.",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "Imogen decided to keep the door shut",
                "keeping the door shut and moving items to the freezer was the agent's advice "
                "(ev_27); Imogen only asked for something faster (ev_28)",
            ),
        ],
    },
    "appliance-lettings@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Perpetua Ashdown (Gannaway Lettings, CA-52980) booking repairs at three "
                    "managed rentals: Sallow Row washer, Kestle Court dishwasher, Orme Lane "
                    "oven",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Kestle Court dishwasher booked as JB-260431: Thu 12 Mar, 08:00-12:00, "
                        "invoice to landlord Hesper Vanloo",
                        "ev_17",
                        "ev_20",
                        "ev_25",
                    ),
                    it(
                        "Sallow Row (Flat 2) washing machine booked as JB-260432: Thu 12 Mar, "
                        "12:00-16:00, invoice to landlord Cedric Oyelaran",
                        "ev_17",
                        "ev_20",
                        "ev_29",
                    ),
                    it(
                        "One technician for both Marlstow Green jobs — agent's plan, which she "
                        "accepted",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "Bill each landlord directly, not the agency account",
                        "ev_10",
                    ),
                    it(
                        "Each job: £55.00 call-out + £22.00/half hour + parts, plus VAT",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Bookings not yet confirmed to her; Orme Lane oven (Upper Thrane) not "
                        "booked — she'll come back to it. Openings: Mon 16 Mar 08:00-12:00, "
                        "Tue 17 Mar 12:00-16:00",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Repairs were requested by Perpetua Ashdown of Gannaway Lettings for "
                    "appliances at three of the agency's managed properties.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "It was suggested by the agent that one technician cover both Marlstow "
                        "Green properties on Thursday 12 March, and this was accepted by "
                        "Perpetua.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Two visits were booked after her yes: job JB-260431 for the leaking "
                        "dishwasher at 9 Kestle Court (8am-12pm) and job JB-260432 for the "
                        "washing machine at Flat 2, 14 Sallow Row (12pm-4pm), both on 12 March "
                        "2026.",
                        "ev_17",
                        "ev_20",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "It was asked that the landlords be billed directly rather than the "
                        "agency's account.",
                        "ev_10",
                    ),
                    it(
                        "A call-out of £55.00 is charged per job, with labour at £22.00 per "
                        "half hour and parts, plus VAT.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "The oven at 31 Orme Lane, Upper Thrane has not yet been booked; it "
                        "was said by Perpetua that she would come back to it.",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "The two job numbers are to be passed on to Perpetua, and the Orme "
                        "Lane visit is to be arranged.",
                        "ev_25",
                        "ev_29",
                        "ev_16",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Orme Lane oven booked as JB-260431: Thu 12 Mar, 08:00-12:00, invoice to "
                    "landlord Ansel Quarrie",
                    "ev_6",
                    "ev_10",
                    "ev_17",
                    "ev_20",
                    "ev_25",
                ),
                "false_status:other_target",
                "Orme Lane oven booked",
                "JB-260431 (act_18) is the Kestle Court dishwasher (ev_18, ev_25); the Orme Lane "
                "oven has not been booked, she will come back to it (ev_16)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The two visits proposed for 12 March were declined by Perpetua, and no "
                    "jobs were booked.",
                    "ev_17",
                    "ev_20",
                ),
                "false_status:other_status",
                "declined by Perpetua, and no jobs were booked",
                "she said yes to both (ev_20) and both book_visit calls executed: JB-260431 and "
                "JB-260432 (ev_24, ev_25, ev_28, ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "A call-out of £65.00 is charged per job, with labour at £22.00 per half "
                    "hour and parts, plus VAT.",
                    "ev_15",
                ),
                "wrong_amount",
                "£65.00",
                "the call-out is £55.00 per job (ev_13, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Sallow Row (Flat 2) washing machine booked as JB-260432: Fri 13 Mar, "
                    "12:00-16:00, invoice to landlord Cedric Oyelaran",
                    "ev_17",
                    "ev_20",
                    "ev_29",
                ),
                "wrong_date",
                "Fri 13 Mar",
                "JB-260432 is on Thursday 12 March, 12:00-16:00 (ev_17, ev_29)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "It was suggested by Perpetua that one technician cover both Marlstow "
                    "Green properties on Thursday 12 March, and this was agreed by the agent.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "suggested by Perpetua",
                "the one-technician plan was the agent's suggestion (ev_15); Perpetua accepted "
                "it (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Kestle Court dishwasher booked as JB-260413: Thu 12 Mar, 08:00-12:00, "
                    "invoice to landlord Hesper Vanloo",
                    "ev_17",
                    "ev_20",
                    "ev_25",
                ),
                "wrong_id",
                "JB-260413",
                "the Kestle Court job is JB-260431 (ev_25)",
            ),
        ],
    },
}
