"""Hand-written candidate summaries, part 4: accessible@m20 and delivery@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "ticketing-accessible@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Gloria Pemberton (CU-517730): wheelchair seating for her dad (post hip "
                    "surgery) at Tides vs Kestrel City Hawks, Sat 11/22 7pm, ORD-8830214",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Need: 1 wheelchair space + 2 companion seats, all 3 together; 11/22 only",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "Chose Sec 220 platform (200 level, Gate C elevator): WC-5 + 5A, 5B at "
                        "$64 ea = same price, no fee; Sec 110 ($88 ea, +$72) not taken",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "exchange_to_accessible executed after her yes → AX-4410962 completed, "
                        "$0 charged; Sec 218 Row 9 4-6 released; entry Gate C; mobile. Not yet "
                        "confirmed to her",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Leave ORD-8830597 (12/6 vs Alder Point Owls) alone; dad not going",
                        "ev_12",
                        "ev_13",
                    ),
                    it("Not down by the floor: dad likes the view from up high", "ev_19"),
                ],
                rejected=[
                    it(
                        "Lot B accessible parking $25: no, brother dropping them off",
                        "ev_21",
                        "ev_22",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Gloria Pemberton needs wheelchair-accessible seats for her father at the "
                    "Tides game on November 22.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Her order ORD-8830214 had three seats in Section 218, Row 9, Seats 4-6.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "She chose the Section 220 accessible platform: wheelchair space WC-5 "
                        "with companion seats 5A and 5B, at the same $64.00 price.",
                        "ev_18",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "After her yes, the exchange was made as AX-4410962 with nothing "
                        "charged, and the old Section 218 seats were released. Gloria has not "
                        "been told yet.",
                        "ev_25",
                        "ev_29",
                    ),
                    it(
                        "Entry for the new seats is through Gate C, which has the elevator.",
                        "ev_18",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("All three of them must sit together.", "ev_13"),
                    it(
                        "Her December 6 order, ORD-8830597, must not be changed.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                rejected=[
                    it(
                        "She declined the $25.00 accessible parking pass for Lot B because her "
                        "brother is dropping them off.",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it("Confirm the exchange to Gloria.", "ev_29"),
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
                    "exchange_to_accessible executed after her yes on the 12/6 order "
                    "(ORD-8830597) → AX-4410962 completed, $0 charged; Sec 218 Row 9 4-6 "
                    "released; entry Gate C; mobile. Not yet confirmed to her",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:other_target",
                "on the 12/6 order (ORD-8830597)",
                "exchange_to_accessible act_24 was on ORD-8830214, the November 22 game (ev_23, "
                "ev_29); Gloria said to leave the December order alone (ev_13)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After her yes, the exchange was made as AX-4410962 with $72.00 charged, and "
                    "the old Section 218 seats were released. Gloria has not been told yet.",
                    "ev_25",
                    "ev_29",
                ),
                "wrong_amount",
                "$72.00 charged",
                "nothing was charged (ev_23, ev_29: charged 0.0); $72.00 was the extra cost of "
                "the Section 110 platform she didn't take (ev_18)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Wants the lower level near the floor: dad likes being close to the court",
                    "ev_19",
                ),
                "inverted_constraint",
                "Wants the lower level near the floor",
                "Gloria said not down by the floor, her dad likes seeing the whole court from "
                "up high (ev_19)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[3]",
                it("Lot B accessible parking pass ($25) added to the order", "ev_21", "ev_22"),
                "false_status:no_such_action",
                "added to the order",
                "the ledger holds no parking action; the agent offered the pass (ev_21) and "
                "Gloria declined it (ev_22)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After her yes, the exchange was made as AX-4410692 with nothing charged, "
                    "and the old Section 218 seats were released. Gloria has not been told yet.",
                    "ev_25",
                    "ev_29",
                ),
                "wrong_id",
                "AX-4410692",
                "the exchange is AX-4410962 (ev_29, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Gloria ruled out Section 104 because it has only one companion seat next "
                    "to the wheelchair space.",
                    "ev_16",
                    "ev_18",
                ),
                "misattributed_decision",
                "Gloria ruled out Section 104",
                "the agent left Section 104 out (ev_18); Gloria only chose between the two "
                "platforms offered (ev_19)",
            ),
        ],
    },
    "ticketing-delivery@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Harold Nakamura: Sunday Nutcracker tickets (ORD-9017986) are for his "
                    "mother, who has no smartphone",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "ORD-9017986: Sun 12/21 2pm, Balcony A 3-4, mobile. Separate Sat 12/20 "
                        "order ORD-9017733 (Orch F 10-13)",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "Options: mail $7.50 (ships by 12/5, arrives by 12/12) or free will-call, "
                        "box office opens 12:30pm, ≤2 names w/ photo ID",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Will-call approved (his yes): names Aiko + Harold Nakamura, no fee; "
                        "mobile tickets get deactivated. change_delivery not called yet",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("No mail (things stolen from the mailbox)", "ev_16"),
                    it("Sat order ORD-9017733 stays on his phone", "ev_18", "ev_20"),
                ],
                next_steps=[
                    it(
                        "Call change_delivery for ORD-9017986 → will-call, then confirm",
                        "ev_18",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Help was requested by Harold Nakamura so that his mother, who has no "
                    "smartphone, can get into the Sunday performance of The Nutcracker.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Mailed paper tickets for $7.50 were suggested as the easiest option, "
                        "but mail was turned down because of thefts from his mailbox.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Will-call pickup at the Rosemont Theatre box office was chosen for "
                        "order ORD-9017986 (Sunday, December 21, 2:00 pm, Balcony Row A, Seats "
                        "3-4), with Aiko Nakamura and Harold Nakamura as the pickup names.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The change was approved by Harold, but it has not been made yet.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "The Saturday order, ORD-9017733, is to be left on mobile.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "The delivery of ORD-9017986 is to be changed to will-call; photo ID "
                        "will be needed at pickup, and the box office opens at 12:30 pm.",
                        "ev_13",
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
                "decisions[2]",
                it(
                    "The change was approved by Harold and has been made: the Sunday tickets "
                    "are now held at will-call.",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:pending",
                "has been made",
                "change_delivery act_19 is approved by Harold's yes (ev_20, ev_22) but no call "
                "has been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Will-call approved (his yes) for Sat order ORD-9017733: names Aiko + "
                    "Harold Nakamura, no fee; mobile tickets get deactivated. change_delivery "
                    "not called yet",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:other_target",
                "for Sat order ORD-9017733",
                "the approved change_delivery act_19 is for the Sunday order ORD-9017986 (ev_18, "
                "ev_19); the Saturday order stays on mobile (ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ORD-9017986: Sun 12/20 2pm, Balcony A 3-4, mobile. Separate Sat 12/20 "
                    "order ORD-9017733 (Orch F 10-13)",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_date",
                "Sun 12/20",
                "the Sunday performance is December 21 (ev_10, ev_15); December 20 is the "
                "Saturday order",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Mailed paper tickets for $7.50 were asked for, since mail is the easiest "
                    "option for his mother.",
                    "ev_15",
                    "ev_16",
                ),
                "inverted_constraint",
                "Mailed paper tickets for $7.50 were asked for",
                "Harold said not mail, things get stolen out of their mailbox (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Will-call pickup at the Rosemont Theatre box office was chosen for order "
                    "ORD-9017986 (Sunday, December 21, 2:00 pm, Balcony Row A, Seats 3-4), with "
                    "Aiko Nakamura and Hiro Nakamura as the pickup names.",
                    "ev_16",
                    "ev_18",
                ),
                "wrong_value:name",
                "Hiro Nakamura",
                "the pickup names are Aiko Nakamura and Harold Nakamura (ev_16, ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Will-call approved (his yes): names Aiko + Harold Nakamura, $7.50 fee; "
                    "mobile tickets get deactivated. change_delivery not called yet",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_amount",
                "$7.50 fee",
                "will-call has no fee (ev_13, ev_18); $7.50 is the mail option he turned down "
                "(ev_15, ev_16)",
            ),
        ],
    },
}
