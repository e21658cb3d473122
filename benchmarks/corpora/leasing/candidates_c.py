"""Hand-written candidate summaries, part 3: returns@m18, returns@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "leasing-returns@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Aurelie Brannagh (KL-52790): contest the $145 damage charge on a returned "
                    "printer",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Depot inspection 3/9 (SCH-52790-02): PM4-20931 A $0, PM4-20944 B $0, "
                        "PM4-20937 C $145 (cracked tray, missing cover), INV-52790-0311 due 4/10",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Dispute DMG-1186 submitted for PM4-20937 after her yes. Pending "
                        "reinspection by the Orrick Bay depot inspector, by 3/20; $145 on hold, "
                        "not waived",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Only PM4-20937 disputed; the other two printers are fine", "ev_17"),
                    it("Pays nothing now", "ev_17"),
                ],
                rejected=[
                    it(
                        "Paying now to avoid the $15 late fee (agent's option): declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("She sends the tray cover, ref DMG-1186", "ev_15", "ev_27"),
                    it("Pickup of the 2 Lumeo 24 monitors: just asked, no slot yet", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Aurelie Brannagh of Gossamer Lane Recruitment called about a damage "
                    "charge on one of the printers the company returned.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The depot inspector charged $145.00 for printer PM4-20937 because of a "
                        "cracked paper tray and a missing tray cover; the other two printers "
                        "had no charge.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Aurelie says the tray was already cracked when the printer was "
                        "delivered in 2023 and that the driver was told.",
                        "ev_15",
                    ),
                    it(
                        "With her confirmation, damage dispute DMG-1186 was submitted. The "
                        "$145.00 is on hold while the depot inspector reassesses it, with a "
                        "decision expected by March 20. The charge has not been waived.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Aurelie wants only that one printer disputed and does not want to pay "
                        "anything now.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to let her pay now to avoid a late fee, and she "
                        "declined.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked for the two Lumeo 24 monitors to be picked up.",
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
                    "With her confirmation, damage dispute DMG-1186 was submitted and the "
                    "$145.00 charge was waived, so nothing is owed for the printer.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "the $145.00 charge was waived",
                "the dispute only puts the charge on hold pending the depot inspector's "
                "reassessment (ev_25: pending_reinspection; ev_27: not waived yet)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Dispute DMG-1186 submitted for PM4-20944 after her yes. Pending "
                    "reinspection by the Orrick Bay depot inspector, by 3/20; $145 on hold, not "
                    "waived",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "submitted for PM4-20944",
                "the dispute is on PM4-20937 (ev_19, ev_27); PM4-20944 had no charge and was "
                "not disputed (ev_12, ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Aurelie says the tray was already cracked when the printer was delivered "
                    "in 2023, and she pointed out that only the depot inspector, not the desk, "
                    "can change the charge.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "she pointed out that only the depot inspector",
                "the agent said the desk can't change an inspection charge (ev_16); Aurelie "
                "only disputed it (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Depot inspection 3/9 (SCH-52790-02): PM4-20931 A $0, PM4-20944 B $0, "
                    "PM4-20937 C $154 (cracked tray, missing cover), INV-52790-0311 due 4/10",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$154",
                "the charge on PM4-20937 is $145.00 (ev_12, ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it("She sends the tray cover, ref DMG-1168", "ev_15", "ev_27"),
                "wrong_id",
                "DMG-1168",
                "the dispute reference is DMG-1186 (ev_25, ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The agent offered to let her pay now to avoid a late fee, and she declined.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "offered to let her pay now",
                "ev_2 and ev_4 are her first message and her email; the offer and her refusal "
                "are in ev_16 and ev_17",
            ),
        ],
    },
    "leasing-returns@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Aurelie Brannagh seems to be closing out the returns from schedule "
                    "SCH-52790-02: a disputed printer charge and two monitors still to be "
                    "collected.",
                    "ev_2",
                    "ev_12",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Dispute DMG-1186 on printer PM4-20937 was submitted; the $145.00 "
                        "appears to be on hold until the depot inspector reassesses it, "
                        "expected by March 20.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "A free pickup of the two Lumeo 24 monitors on Monday, March 16, "
                        "9 am-12 pm (PU-5527) has been proposed, but it does not look "
                        "confirmed yet: she replied with a question about boxes.",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "The pickup should not be on a Friday, since the office is closed on "
                        "Fridays; she asked for Monday morning.",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "Friday, March 13 was mentioned as the soonest slot, but she turned "
                        "it down.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked whether they need to box the monitors themselves, as the "
                        "original boxes were thrown away; this is probably still to be "
                        "answered.",
                        "ev_37",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Aurelie Brannagh (Gossamer Lane Recruitment, KL-52790): printer damage "
                    "dispute and pickup of 2 monitors from SCH-52790-02",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "DMG-1186 submitted for PM4-20937: $145 on hold, depot inspector to "
                        "reassess by 3/20",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Pickup PU-5527 (Mon 3/16, 9-12, no charge, 9 Lockkeeper St Hobbeswick) "
                        "proposed; pending, no yes yet",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[it("No Friday pickup: office shut Fridays", "ev_33")],
                rejected=[
                    it("PU-5520 (Fri 3/13, soonest): declined", "ev_32", "ev_33"),
                ],
                open_threads=[
                    it(
                        "Her question: do they box the monitors themselves (boxes thrown "
                        "away)? Slot data says the driver brings boxes; not told yet",
                        "ev_30",
                        "ev_37",
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
                    "Pickup PU-5527 booked (Mon 3/16, 9-12, no charge, 9 Lockkeeper St Hobbeswick)",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:pending",
                "Pickup PU-5527 booked",
                "the pickup (act_36) is pending: she answered the confirmation with a question "
                "(ev_37), no yes and no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Dispute DMG-1186 on printer PM4-20937 appears to have been declined, so "
                    "the $145.00 charge stands.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_status",
                "appears to have been declined",
                "the dispute was submitted and is pending reinspection, the charge on hold "
                "(ev_25, ev_27); nothing was declined",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The pickup should be on a Friday, when the office is quiet; Monday "
                    "mornings don't suit her.",
                    "ev_33",
                ),
                "inverted_constraint",
                "should be on a Friday",
                "she said not Friday, the office is shut on Fridays, and asked for Monday "
                "morning (ev_33)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Pickup PU-5527 (Mon 3/16, 1-5 pm, no charge, 9 Lockkeeper St Hobbeswick) "
                    "proposed; pending, no yes yet",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_value:time",
                "1-5 pm",
                "PU-5527 is 9 am-12 pm (ev_30, ev_35); 1-5 pm is PU-5533 on the 18th",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "She first asked for Friday, March 13, the soonest slot, then changed her "
                    "mind.",
                    "ev_32",
                    "ev_33",
                ),
                "misattributed_decision",
                "She first asked for Friday, March 13",
                "the agent pointed to Friday as the soonest (ev_32); she declined it at once "
                "(ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it("PU-5527 (Fri 3/13, soonest): declined", "ev_32", "ev_33"),
                "wrong_id",
                "PU-5527 (Fri 3/13",
                "the Friday slot is PU-5520 (ev_30, ev_32); PU-5527 is the Monday slot proposed",
            ),
        ],
    },
}
