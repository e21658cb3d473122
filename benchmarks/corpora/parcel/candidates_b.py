"""Hand-written candidate summaries, part 2: address@m15, address@m24, damage@m17, lost@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "parcel-address@m15": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Owen Tremblay wants the unit number on his incoming monitor parcel corrected "
                    "from 1108 to 1801 before it is delivered.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The parcel, KP6613229047 from Circuitline Electronics, weighs 11.2 kg, "
                        "is declared at $649.00 and needs a signature.",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "After he confirmed, the address was changed to 250 Wellington St W, Unit "
                        "1801, under correction ADC-117402, at no charge, and he was told.",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                    ),
                    it("Delivery is still expected on Tuesday, November 12.", "ev_25", "ev_28"),
                ],
                constraints=[
                    it(
                        "He does not want the parcel left with his building's concierge, who lost "
                        "a package of his last month; he will sign for it himself.",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Nothing else is pending; the driver will ask for his signature at the "
                        "door.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "owen tremblay - fix unit # on monitor delivery (1108 -> 1801)", "ev_2"
                ),
                decisions=[
                    it("address corrected to unit 1801, ADC-117402, free", "ev_25", "ev_28"),
                    it("still due tue 11/12, signature needed", "ev_12", "ev_28"),
                ],
                constraints=[
                    it("NOT the concierge - they lost a pkg, he signs himself", "ev_16"),
                ],
                next_steps=[
                    it("nothing pending, owen told", "ev_28"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "constraints[0]",
                it("ok to leave w/ concierge if hes out", "ev_16"),
                "inverted_constraint",
                "ok to leave w/ concierge",
                "Owen said no to the concierge, who lost a package of his, and wants to sign "
                "himself (ev_16); the concierge was the agent's suggestion (ev_15)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After he confirmed, the address was changed to 250 Wellington St W, Unit "
                    "1081, under correction ADC-117402, at no charge, and he was told.",
                    "ev_21",
                    "ev_25",
                    "ev_28",
                ),
                "wrong_value:address",
                "Unit 1081",
                "the corrected address is Unit 1801 (ev_2, ev_25, ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "address correction couldnt be done (ADC-117402), still going to unit 1108",
                    "ev_25",
                    "ev_28",
                ),
                "false_status:other_status",
                "couldnt be done",
                "correct_address act_20 was executed (ev_24) and the result says updated to Unit "
                "1801 (ev_25); the agent reported it done (ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it("Delivery is still expected on Wednesday, November 13.", "ev_25", "ev_28"),
                "wrong_date",
                "Wednesday, November 13",
                "delivery is still expected on Tuesday, November 12 (ev_12, ev_25, ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The parcel, KP6613229047 from Circuitline Electronics, weighs 11.2 kg, is "
                    "declared at $469.00 and needs a signature.",
                    "ev_12",
                    "ev_15",
                ),
                "wrong_amount",
                "$469.00",
                "the parcel is declared at $649.00 (ev_12, ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("address corrected to unit 1801, ADC-114702, free", "ev_25", "ev_28"),
                "wrong_id",
                "ADC-114702",
                "the correction is ADC-117402 (ev_25, ev_28)",
            ),
        ],
    },
    "parcel-address@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Owen Tremblay: KP6613229047 (monitor) address fix + delivery date",
                    "ev_2",
                    "ev_29",
                ),
                decisions=[
                    it("Unit 1108→1801 corrected (ADC-117402), free; reported", "ev_25", "ev_28"),
                    it(
                        "schedule_delivery_date Thu 11/14 ($4.95, Visa x8120) executed → "
                        "DATE_UNAVAILABLE (route full for >10 kg); nothing charged; reported",
                        "ev_33",
                        "ev_38",
                        "ev_39",
                        "ev_41",
                    ),
                    it("Still set for Tue 11/12 as of now", "ev_41"),
                    it(
                        "He picked Fri 11/15 (open date); not yet proposed or booked",
                        "ev_40",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it("Away Tue-Wed (Montreal); no delivery before Thu", "ev_29", "ev_42"),
                    it("No concierge; he signs", "ev_16"),
                ],
                next_steps=[
                    it("Propose Deliver-on-a-date for Fri 11/15, get his yes, book", "ev_42"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Owen Tremblay called to correct the unit number on his monitor delivery from "
                    "Circuitline Electronics, and then to move the delivery to a day when he "
                    "would be home.",
                    "ev_2",
                    "ev_12",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "The address was corrected to Unit 1801 at 250 Wellington St W "
                        "(ADC-117402) at no charge.",
                        "ev_25",
                        "ev_28",
                    ),
                    it(
                        "He then asked for delivery on Thursday, November 14, and agreed to the "
                        "$4.95 Deliver-on-a-date fee on his Visa ending 8120, but the booking "
                        "failed because his route had no room that day for parcels over 10 kg; "
                        "nothing was charged, and the agent told him so.",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "Of the two dates still open, Wednesday the 13th and Friday the 15th, he "
                        "chose Friday, November 15, saying any time that day is fine as he is "
                        "working from home.",
                        "ev_40",
                        "ev_41",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it(
                        "He is in Montreal for work on Tuesday and Wednesday, so the parcel must "
                        "not come before Thursday.",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "Set up the Friday, November 15 delivery for the $4.95 fee and confirm it "
                        "with him; until then the parcel is still due on Tuesday, November 12.",
                        "ev_32",
                        "ev_41",
                        "ev_42",
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
                    "schedule_delivery_date Thu 11/14 ($4.95, Visa x8120) executed → booked, fee "
                    "charged; reported",
                    "ev_33",
                    "ev_38",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:failed_call",
                "→ booked, fee charged",
                "the call returned DATE_UNAVAILABLE (ev_39): nothing was booked or charged, "
                "although the ledger says executed (ev_38); the agent reported the failure (ev_41)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He then asked for delivery on Thursday, November 14, and the booking went "
                    "through, with the $4.95 Deliver-on-a-date fee charged to his Visa ending "
                    "8120.",
                    "ev_33",
                    "ev_35",
                    "ev_39",
                ),
                "false_status:failed_call",
                "the booking went through",
                "the Thursday booking failed with DATE_UNAVAILABLE and nothing was charged "
                "(ev_39, ev_41)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Rebooked for Fri 11/15 (any time, he's WFH); $4.95 on Visa x8120",
                    "ev_40",
                    "ev_42",
                ),
                "false_status:no_such_action",
                "Rebooked for Fri 11/15",
                "Owen only chose Friday (ev_42); no action for Friday was proposed or called, "
                "and the only schedule_delivery_date in the ledger is the failed Thursday one",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Set up the Friday, November 15 delivery for the $5.95 fee and confirm it "
                    "with him; until then the parcel is still due on Tuesday, November 12.",
                    "ev_32",
                    "ev_41",
                    "ev_42",
                ),
                "wrong_amount",
                "$5.95 fee",
                "the Deliver-on-a-date fee is $4.95 (ev_32, ev_33)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He wants the parcel delivered no later than Thursday, as he is in Montreal "
                    "for work on Tuesday and Wednesday.",
                    "ev_29",
                ),
                "inverted_constraint",
                "no later than Thursday",
                "Owen asked for Thursday the 14th 'not before', since nobody is home before "
                "then (ev_29)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "schedule_delivery_date Thu 11/14 ($4.95, Visa x8120) executed → "
                    "DATE_UNAVAILABLE (route full for >10 kg; his parcel is 12.1 kg); nothing "
                    "charged; reported",
                    "ev_33",
                    "ev_38",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_value:weight",
                "12.1 kg",
                "the parcel weighs 11.2 kg (ev_12, ev_15)",
            ),
        ],
    },
    "parcel-damage@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Mei Tanaka (Mei Tanaka Ceramics, KB-290514): damage claim on a parcel she "
                    "shipped Nov 5",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Damaged: KP7720518834 to Ruth Abernathy, Guelph (serving platter in 3 "
                        "pieces, box crushed at a corner); the Kingston parcel KP7720518841 "
                        "(mugs) arrived fine",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "file_damage_claim executed → DC-448120, $258.45 claimed (declared "
                        "$240.00 + shipping $18.45); decision by 11/26; reported",
                        "ev_21",
                        "ev_27",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Payout if approved: bank transfer to Escarpment CU chequing x3306 "
                        "(within 5 business days), not account credit",
                        "ev_16",
                        "ev_18",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Claim contact is Mei only, not the recipient", "ev_18"),
                    it("Ruth must keep platter + box 30 days (possible inspection)", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Mei emails the photos to ketterly.claims@example.net, subject DC-448120",
                        "ev_24",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Mei Tanaka appears to be filing a claim for a serving platter she shipped to "
                    "a customer in Guelph that arrived broken.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The parcel concerned is KP7720518834, delivered to Ruth Abernathy in "
                        "Guelph on November 7 with the platter in three pieces and the box crushed "
                        "on one corner.",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "A claim for $258.45, the $240.00 declared value plus the $18.45 shipping "
                        "charge, seems to have been filed as DC-448120, with a decision expected "
                        "by November 26.",
                        "ev_21",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "She chose a bank transfer to her chequing account ending 3306 for any "
                        "payout, rather than the faster account credit the agent mentioned.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it(
                        "She asked that Ketterly contact her, and not Ruth, about the claim.",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Ketterly may still ask to inspect the platter; if so, it would be "
                        "arranged with Mei.",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it(
                        "Mei is expected to email the recipient's photos with DC-448120 in the "
                        "subject.",
                        "ev_24",
                        "ev_30",
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
                    "file_damage_claim executed → DC-448120 on KP7720518841 (Kingston), $258.45 "
                    "claimed (declared $240.00 + shipping $18.45); decision by 11/26; reported",
                    "ev_21",
                    "ev_27",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "on KP7720518841 (Kingston)",
                "the claim was filed on KP7720518834, the Guelph parcel (ev_26, ev_28); the "
                "Kingston parcel KP7720518841 arrived fine (ev_13)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Any payout will be made as credit on her Ketterly business account "
                    "KB-290514, within 2 business days of approval.",
                    "ev_16",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "credit on her Ketterly business account",
                "the claim was filed with a bank transfer to the chequing ending 3306 as payout "
                "(ev_26, ev_30); Mei said bank transfer, not credit (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She was fine with Ketterly contacting Ruth directly about the claim.",
                    "ev_18",
                ),
                "inverted_constraint",
                "fine with Ketterly contacting Ruth directly",
                "Mei asked Ketterly to contact her about the claim, not Ruth (ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "file_damage_claim executed → DC-448120, $254.10 claimed (declared $240.00 + "
                    "shipping $14.10); decision by 11/26; reported",
                    "ev_21",
                    "ev_27",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$254.10 claimed",
                "the claim is for $258.45, the $240.00 declared value plus the Guelph parcel's "
                "$18.45 shipping (ev_21, ev_28); $14.10 is the Kingston parcel's shipping (ev_10)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it("Inspection of the platter booked via Mei", "ev_30"),
                "false_status:no_such_action",
                "Inspection of the platter booked",
                "the agent only said Ketterly may ask for an inspection (ev_30); nothing was "
                "booked and the ledger holds no inspection action",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("Mei asked that Ruth keep platter + box 30 days", "ev_16", "ev_18"),
                "misattributed_decision",
                "Mei asked",
                "keeping the platter and box for 30 days is the agent's requirement (ev_16); Mei "
                "asked for a bank transfer and to be the only contact (ev_18)",
            ),
        ],
    },
    "parcel-lost@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Gustavo Reyes's headphones (KP3391077256, from SoundHaus Audio) were marked "
                    "delivered on Tuesday, October 22, but were never received; the delivery "
                    "photo shows a blue door, not his white one.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The Octavo Books parcel (KP3391066148) delivered that morning was "
                        "confirmed as received by him.",
                        "ev_11",
                        "ev_15",
                    ),
                    it(
                        "The headphones were scanned 64 m from his address at 3:14 pm, which was "
                        "taken to suggest delivery to another house.",
                        "ev_11",
                        "ev_14",
                    ),
                    it(
                        "A trace was opened after his yes (TRC-55180, Ottawa South Depot), with "
                        "an answer due by Wednesday, October 30, and he was informed.",
                        "ev_21",
                        "ev_25",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "He is to be called at 613-555-0139 before anyone comes by, and not "
                        "before 2 pm, as he works nights.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "If the trace fails, a lost-parcel claim for the declared $389.99 would "
                        "have to be filed by SoundHaus Audio, not by him.",
                        "ev_28",
                    ),
                    it(
                        "Telling SoundHaus now was suggested by the agent, but at his choice it "
                        "will wait until the trace is answered.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it("The trace result is to be followed up by October 30.", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Gustavo Reyes (CU-455902, K1S 2Y9): headphones KP3391077256 (SoundHaus "
                    "Audio, declared $389.99) shown delivered Tue 10/22 15:14 'side door' but "
                    "not received",
                    "ev_4",
                    "ev_6",
                    "ev_11",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Book parcel KP3391066148 (Octavo Books, 10:05, front porch) received OK; "
                        "not in scope",
                        "ev_11",
                        "ev_15",
                    ),
                    it(
                        "Misdelivery signs: scan 64 m from his address; photo shows a blue door "
                        "(his is white)",
                        "ev_2",
                        "ev_11",
                    ),
                    it(
                        "open_trace executed after his yes → TRC-55180 (Ottawa South Depot), "
                        "answer by 2024-10-30; reported",
                        "ev_19",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Call +1 613-555-0139 before any visit; not before 14:00 (works nights)",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Lost claim only if the trace fails, and it's filed by the sender "
                        "(SoundHaus), not from here",
                        "ev_28",
                    ),
                    it(
                        "Agent suggested telling SoundHaus now; he'll wait for the trace",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it("Follow TRC-55180 up to 10/30", "ev_25"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it("Lost-parcel claim for $389.99 filed as well", "ev_28"),
                "false_status:no_such_action",
                "Lost-parcel claim for $389.99 filed",
                "the agent only said the sender, SoundHaus, would file a lost claim if the trace "
                "fails (ev_28); no claim was filed and the ledger holds only the trace",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "If the trace fails, a lost-parcel claim for the declared $398.99 would have "
                    "to be filed by SoundHaus Audio, not by him.",
                    "ev_28",
                ),
                "wrong_amount",
                "$398.99",
                "the headphones are declared at $389.99 (ev_11, ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Call +1 613-555-0139 before any visit; not before 12:00 (works nights)",
                    "ev_17",
                ),
                "wrong_value:time",
                "not before 12:00",
                "Gustavo said not before 2 pm (ev_17, ev_19)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "A return visit by the driver today, to knock on the neighbours' doors, was "
                    "requested by Gustavo.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "was requested by Gustavo",
                "the driver's return visit was the agent's suggestion (ev_16); Gustavo asked for "
                "the trace and to be called first, not before 2 pm (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "open_trace executed after his yes → TRC-55180 (Ottawa South Depot), answer "
                    "by 2024-10-29; reported",
                    "ev_19",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                    "ev_28",
                ),
                "wrong_date",
                "2024-10-29",
                "the trace answer is due by 2024-10-30 (ev_25, ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The headphones were scanned 64 m from his address at 3:14 pm, which was "
                    "taken to suggest delivery to another house.",
                    "ev_4",
                    "ev_6",
                ),
                "unsupported_ref",
                "scanned 64 m from his address at 3:14 pm",
                "ev_4 (his name and postal code) and ev_6 (the verification) say nothing of the "
                "scan; it is in ev_11 and ev_14",
            ),
        ],
    },
}
