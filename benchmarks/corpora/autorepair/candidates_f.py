"""Hand-written candidate summaries, part 6: delay@m19, fleet@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "autorepair-delay@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Ingrid Solberg called because her Tiguan has been in the shop since last "
                    "week, her loaner was due back the next day, and no one had updated her.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found that the OEM turbo coolant return line from Lindgren "
                        "Volkswagen, first due October 14, is backordered until October 21, "
                        "which puts the Tiguan's completion at Wednesday, October 22 by 5:00 pm.",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "Ingrid agreed to extend her loaner, LN-05, a 2021 Toyota Camry, and the "
                        "extension went through: it is now due Thursday, October 23 at 6:00 pm, "
                        "at no charge because the repair is waiting on parts.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "She wants only the dealer (VW) part on her car, no aftermarket parts, "
                        "after her brother-in-law's aftermarket hose split on the highway.",
                        "ev_18",
                    ),
                    it(
                        "She wants a phone call at 555-0134 when the part arrives, not a text.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered an aftermarket line from Keystone Parts Supply for "
                        "$74.20 that could have had her car back Thursday, but she turned it "
                        "down.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "If she keeps the loaner past October 23 at 6:00 pm, it will cost $39.00 "
                        "per day.",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Ingrid Solberg (C-10977), '18 Tiguan ISG-1804, RO-24741: repair status + "
                    "loaner due 10/15",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "OEM turbo coolant line (Lindgren VW, $96.80) backordered: ETA 10/14 → "
                        "10/21; car ready Wed 10/22 by 5 pm",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "extend_loaner executed on her yes: LN-05 ('21 Camry) due 10/23 18:00, $0",
                        "ev_20",
                        "ev_22",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("OEM only, no aftermarket (brother-in-law's hose split)", "ev_18"),
                    it("Call 555-0134 when the part's in; no texts", "ev_29", "ev_31"),
                ],
                rejected=[
                    it("Keystone aftermarket line $74.20 (arr. 10/15)", "ev_12", "ev_17", "ev_18"),
                ],
                next_steps=[
                    it("Past 10/23 18:00: $39/day", "ev_20"),
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
                    "extend_loaner declined: LN-05 ('21 Camry) still due back 10/15",
                    "ev_20",
                    "ev_22",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:other_status",
                "extend_loaner declined",
                "extend_loaner act_21 executed and returned status extended, due 2025-10-23 "
                "18:00 (ev_25, ev_26); the agent reported it done (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "To save time, the aftermarket line was also ordered from Keystone as a "
                    "backup.",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "the aftermarket line was also ordered from Keystone",
                "the ledger holds no parts order: the agent only mentioned the Keystone line "
                "(ev_17) and she refused any aftermarket part (ev_18)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She is open to an aftermarket part on her car if it gets the Tiguan back "
                    "sooner.",
                    "ev_18",
                ),
                "inverted_constraint",
                "open to an aftermarket part",
                "she said 'No aftermarket on this car. Dealer parts only' (ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "OEM turbo coolant line (Lindgren VW, $96.80) backordered: ETA 10/14 → "
                    "10/21; car ready Tue 10/21 by 5 pm",
                    "ev_12",
                    "ev_17",
                ),
                "wrong_date",
                "car ready Tue 10/21",
                "October 21 is the part's new ETA; the car would be ready Wednesday, October 22 "
                "by 5:00 pm (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "She asked to keep the loaner until a day after the car is ready",
                    "ev_20",
                    "ev_22",
                ),
                "misattributed_decision",
                "She asked to keep the loaner until a day after the car is ready",
                "the October 23 due date, a day after the Tiguan should be ready, is the "
                "agent's proposal (ev_20); she only said yes (ev_22)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "The agent offered an aftermarket line from Keystone Parts Supply for $96.80 "
                    "that could have had her car back Thursday, but she turned it down.",
                    "ev_17",
                    "ev_18",
                ),
                "wrong_amount",
                "$96.80",
                "$96.80 is the VW part; the Keystone aftermarket line is $74.20 (ev_12, ev_17)",
            ),
        ],
    },
    "autorepair-fleet@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Curtis Mbeki of Birchline Landscaping appears to be deciding what work to "
                    "approve on two fleet vans, Unit 4 and Unit 7, that are in for inspection.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "He seems to have approved both lines on Unit 7 (BLS-4007, RO-24689): "
                        "the front brake pads and rotors ($523.60) and the left front brake "
                        "hose ($109.60), $651.63 with tax.",
                        "ev_15",
                        "ev_16",
                        "ev_21",
                    ),
                    it(
                        "The authorization appears to have gone through on PO 7781, billed to "
                        "account FA-2207 at net 30, with nothing charged to the card on file.",
                        "ev_23",
                        "ev_26",
                        "ev_27",
                        "ev_29",
                    ),
                    it("Unit 7 should be ready Friday, October 10 by 3:00 pm.", "ev_27", "ev_29"),
                ],
                constraints=[
                    it(
                        "He does not want the card on file charged; the work goes on the account "
                        "under PO 7781.",
                        "ev_16",
                    ),
                    it("Unit 4 is to wait, since it is parked until November anyway.", "ev_16"),
                ],
                rejected=[
                    it(
                        "The agent suggested doing Unit 4's rear brakes ($467.00) now to save a "
                        "second drop-off, but he declined because this month's budget is done.",
                        "ev_15",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Unit 4 (RO-24688) can apparently be picked up any time today, and its "
                        "estimate is good until November 8.",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Repairs are being approved by Curtis Mbeki for two of Birchline "
                    "Landscaping's 2019 Ford Transit vans.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Unit 7's front pads and rotors and left front brake hose were authorized "
                        "on RO-24689 for $651.63, under PO 7781 and billed to account FA-2207 on "
                        "net 30 terms.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "The hose was treated as a safety item, which is why both lines on Unit "
                        "7 were approved.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "No work was authorized on Unit 4 (BLS-4004, RO-24688); its rear brakes "
                        "($481.75 with tax) were put off.",
                        "ev_15",
                        "ev_16",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("The card on file is not to be charged.", "ev_16"),
                ],
                rejected=[
                    it(
                        "Doing Unit 4's rear brakes now, as suggested by the agent, was declined "
                        "by Curtis for budget reasons.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Unit 7 is to be ready by 3:00 pm on Friday, October 10; Unit 4 can be "
                        "picked up today.",
                        "ev_29",
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
                    "The authorization appears to have gone through for Unit 4 (RO-24688) on PO "
                    "7781, billed to account FA-2207 at net 30, with nothing charged to the card "
                    "on file.",
                    "ev_23",
                    "ev_26",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:other_target",
                "gone through for Unit 4 (RO-24688)",
                "authorize_work act_22 was for Unit 7's RO-24689 (ev_22, ev_27); Unit 4 was "
                "inspection only, with no work (ev_21, ev_29)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Unit 7's front pads and rotors and left front brake hose were authorized "
                    "on RO-24689 for $651.63 under PO 7781, and the amount was charged to the "
                    "card on file.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "the amount was charged to the card on file",
                "the authorization bills account FA-2207 at net 30 (ev_27); nothing was put on "
                "the card (ev_29), as he asked (ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Unit 4 should not wait either; he wants it done before it is parked for "
                    "November.",
                    "ev_16",
                ),
                "inverted_constraint",
                "Unit 4 should not wait either",
                "he said 'unit 4 can wait, it's parked till november anyway' (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Unit 7's front pads and rotors and left front brake hose were authorized "
                    "on RO-24689 for $651.63, under PO 7718 and billed to account FA-2207 on "
                    "net 30 terms.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_id",
                "PO 7718",
                "the purchase order is 7781 (ev_16, ev_27)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "He asked for Unit 4's estimate to be held for 30 days, until November 8.",
                    "ev_29",
                ),
                "misattributed_decision",
                "He asked for Unit 4's estimate to be held",
                "the 30-day validity is the agent's statement (ev_29); Curtis asked only that "
                "Unit 4 wait (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Unit 7 is to be ready by 3:00 pm on Friday, October 10; Unit 4 can be "
                    "picked up today.",
                    "ev_10",
                    "ev_13",
                ),
                "unsupported_ref",
                "ready by 3:00 pm on Friday, October 10",
                "ev_10 and ev_13 (the two estimates) hold neither the ready time nor the pickup; "
                "those are ev_27 and ev_29",
            ),
        ],
    },
}
