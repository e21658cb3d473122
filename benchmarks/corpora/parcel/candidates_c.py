"""Hand-written candidate summaries, part 3: redeliver@m19, safeplace@m19, returns@m17, refund@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "parcel-redeliver@m19": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "theo vandermeer - missed wine delivery (KP8804412395), rebook it",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "redelivery booked tue 11/19 5-9pm, RDL-602915, free",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it("adult 19+ has to sign w/ ID, cant be left at door", "ev_18", "ev_28"),
                    it(
                        "last attempt - if missed it goes back to niagara bench cellars",
                        "ev_11",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("evenings only, not monday (hockey), not sat (swim meets)", "ev_16"),
                ],
                rejected=[
                    it("sat 11/16 morning slot the agent suggested", "ev_15", "ev_16"),
                ],
                next_steps=[
                    it("none, theo told. partner home tue too", "ev_19", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Theo Vandermeer missed a delivery of wine from Niagara Bench Cellars and "
                    "wanted it redelivered.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The redelivery was booked for Tuesday, November 19, between 5 and 9 pm, "
                        "under RDL-602915, at no charge, and Theo was told.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "The agent explained that the adult signature cannot be waived for "
                        "alcohol, so the parcel cannot be left at the door; anyone 19 or older at "
                        "the address can sign with ID.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "This is the last delivery attempt; if it is missed, the parcel goes back "
                        "to the winery.",
                        "ev_11",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Theo can only take deliveries in the evening and not on Monday, when he "
                        "has hockey.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it("His partner will also be home on Tuesday and can sign.", "ev_19"),
                ],
                next_steps=[
                    it(
                        "He will get a text about 30 minutes before the driver arrives.",
                        "ev_20",
                        "ev_28",
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
                    "redelivery booked tue 11/19 9am-1pm, RDL-602915, free",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_value:time",
                "9am-1pm",
                "the redelivery window is 17:00-21:00 (ev_26, ev_28); 9 am-1 pm is the Saturday "
                "slot he turned down (ev_14, ev_16)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Theo asked to get a text about 30 minutes before the driver arrives.",
                    "ev_20",
                    "ev_22",
                ),
                "misattributed_decision",
                "Theo asked to get a text",
                "the 30-minute text is the agent's statement in the confirmation (ev_20); Theo "
                "only said yes (ev_22)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "signature waived on the redelivery, driver can leave it at the door",
                    "ev_16",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "signature waived on the redelivery",
                "the booked redelivery keeps the adult 19+ signature (ev_24, ev_26); the agent "
                "refused to waive it for alcohol (ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Theo can only take deliveries in the evening, ideally on Monday.", "ev_16"),
                "inverted_constraint",
                "ideally on Monday",
                "Theo said evenings only and not Monday, when he has hockey (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The redelivery was booked for Tuesday, November 18, between 5 and 9 pm, "
                    "under RDL-602915, at no charge, and Theo was told.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "Tuesday, November 18",
                "the redelivery is on Tuesday, November 19 (ev_26, ev_28); November 18 is the "
                "Monday he ruled out",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "redelivery booked tue 11/19 5-9pm, RDL-609215, free", "ev_22", "ev_26", "ev_28"
                ),
                "wrong_id",
                "RDL-609215",
                "the redelivery is RDL-602915 (ev_26, ev_28)",
            ),
        ],
    },
    "parcel-safeplace@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Samira Haddad: two incoming parcels, at work all day",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Safe place set on KP4475019930 (Trailhead Shoes, due Wed 11/20): back "
                        "porch behind the green bin, no signature; SPI-73051; reported",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "KP4475203318 (Maple Leaf Pharmacy, Thu 11/21): prescription, adult "
                        "signature with ID, no safe place; stays on Thursday's delivery, husband "
                        "signs",
                        "ev_12",
                        "ev_27",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Not the front step (thefts)", "ev_15"),
                ],
                rejected=[
                    it(
                        "Depot hold of the pharmacy parcel at Toronto West (agent's suggestion): "
                        "her no",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it("None open", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Samira Haddad wanted her two parcels this week left on her back porch, as "
                    "she is at work during the day.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Only the Trailhead Shoes parcel (KP4475019930), due Wednesday, November "
                        "20, could take a safe place, and it was set after she agreed: behind the "
                        "green bin on the back porch, instruction SPI-73051.",
                        "ev_10",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "It seems she accepted that the driver's photo replaces a signature and "
                        "that Ketterly is no longer responsible once the parcel is left there.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "The Maple Leaf Pharmacy parcel (KP4475203318), due Thursday, November "
                        "21, needs an adult's signature with ID because it is a prescription, so "
                        "it will be delivered as planned and her husband, who is home Thursday, "
                        "can sign.",
                        "ev_12",
                        "ev_27",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want parcels left on the front step, where things get "
                        "stolen.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion to hold the pharmacy parcel at the Toronto West "
                        "Depot until she could pick it up was declined.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it("Nothing else appears to be outstanding.", "ev_30"),
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
                    "KP4475203318 (Maple Leaf Pharmacy): held at Toronto West Depot, ready Thu "
                    "11/21, kept to 11/28",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:ledger_rejected",
                "held at Toronto West Depot",
                "the hold act_26 was rejected by her no (ev_27, ev_29); the pharmacy parcel "
                "stays on Thursday's delivery (ev_30)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The safe place was set on the Maple Leaf Pharmacy parcel (KP4475203318) "
                    "after she agreed: behind the green bin on the back porch, instruction "
                    "SPI-73051.",
                    "ev_12",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_target",
                "on the Maple Leaf Pharmacy parcel (KP4475203318)",
                "the safe place was set on the Trailhead Shoes parcel KP4475019930 (ev_21, "
                "ev_23); the pharmacy parcel cannot take one (ev_12, ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Front step OK as a fallback", "ev_15"),
                "inverted_constraint",
                "Front step OK",
                "Samira said NOT the front step, where things get stolen (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Samira's idea of holding the pharmacy parcel at the Toronto West Depot was "
                    "dropped in the end, since her husband can sign on Thursday.",
                    "ev_25",
                    "ev_27",
                ),
                "misattributed_decision",
                "Samira's idea of holding",
                "the depot hold was the agent's suggestion (ev_25); Samira said no to it (ev_27)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Safe place set on KP4475019930 (Trailhead Shoes, due Wed 11/20): back porch "
                    "behind the green bin, no signature; SPI-73015; reported",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "SPI-73015",
                "the instruction is SPI-73051 (ev_23, ev_25)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She does not want parcels left on the front step, where things get stolen.",
                    "ev_6",
                    "ev_10",
                ),
                "unsupported_ref",
                "does not want parcels left on the front step",
                "ev_6 (the verification) and ev_10 (the Trailhead parcel's record) say nothing "
                "of the front step; she said it in ev_15",
            ),
        ],
    },
    "parcel-returns@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Graham Ostrowski needed a return label from Ketterly to send part of his "
                    "Northfield Outfitters order NO-884213 back.",
                    "ev_2",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "The order, delivered on October 31, held a Ridgeline insulated jacket in "
                        "size L ($229.00) and Talus hiking boots in size 10 ($189.00); he decided "
                        "to return only the jacket and keep the boots, which fit well.",
                        "ev_10",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "He chose to drop the parcel off rather than pay $6.00 for a pickup from "
                        "home, and since he has no printer, the label comes as a QR code.",
                        "ev_12",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "The jacket-only label was created and reported as RL-5067731 (return "
                        "tracking KP9130512206), paid by Northfield, with the QR code emailed to "
                        "graham.ostrowski@example.net.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The return has to be dropped off at a Ketterly Point by November 30.",
                        "ev_10",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "A first label covering both the jacket and the boots was dropped when he "
                        "said only the jacket was going back.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Graham drops the jacket off with the QR code; Northfield issues the "
                        "refund after it arrives, usually within 10 business days.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Graham Ostrowski (CU-339047): return label, Northfield Outfitters order "
                    "NO-884213",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "create_return_label executed for the jacket only (NFO-J-2291-L) → "
                        "RL-5067731, return tracking KP9130512206; reported",
                        "ev_20",
                        "ev_22",
                        "ev_25",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Drop-off at any Ketterly Point by 2024-11-30; QR code emailed to "
                        "graham.ostrowski@example.net; label paid by Northfield",
                        "ev_26",
                        "ev_28",
                    ),
                    it("Boots (NFO-B-0730-10, $189.00) kept", "ev_10", "ev_17"),
                ],
                constraints=[
                    it("Drop-off, not home pickup ($6.00); no printer", "ev_12", "ev_13"),
                ],
                rejected=[
                    it("Label for jacket + boots (act_16)", "ev_15", "ev_17"),
                ],
                open_threads=[
                    it("Refund is Northfield's, ~10 business days after receipt", "ev_28"),
                ],
                next_steps=[
                    it("Graham drops off the jacket by 11/30", "ev_28"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "create_return_label executed for jacket + boots → RL-5067731, return "
                    "tracking KP9130512206; reported",
                    "ev_15",
                    "ev_22",
                    "ev_25",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:ledger_rejected",
                "for jacket + boots",
                "the label for both items (act_16) was rejected by his correction (ev_17, ev_19); "
                "the executed label act_21 is for the jacket only (ev_24, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A home pickup was arranged for the return, and since he has no printer, the "
                    "label comes as a QR code.",
                    "ev_12",
                    "ev_13",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "A home pickup was arranged",
                "the label was created for drop-off at a Ketterly Point (ev_24, ev_26, ev_28); "
                "Graham chose drop-off over the $6.00 pickup (ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Graham says Northfield refunds ~10 business days after receipt",
                    "ev_28",
                ),
                "misattributed_decision",
                "Graham says",
                "the refund timing is the agent's statement (ev_28); Graham said nothing about "
                "the refund",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The order, delivered on October 31, held a Ridgeline insulated jacket in "
                    "size L ($189.00) and Talus hiking boots in size 10 ($229.00); he decided to "
                    "return only the jacket and keep the boots, which fit well.",
                    "ev_10",
                    "ev_12",
                    "ev_17",
                ),
                "wrong_amount",
                "jacket in size L ($189.00)",
                "the jacket costs $229.00 and the boots $189.00 (ev_10, ev_12); the prices are "
                "swapped",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Drop-off at any Ketterly Point by 2024-11-20; QR code emailed to "
                    "graham.ostrowski@example.net; label paid by Northfield",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "2024-11-20",
                "the drop-off deadline is 2024-11-30 (ev_10, ev_26, ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He chose to drop the parcel off rather than pay $6.00 for a pickup from "
                    "home, and will print the label at home before dropping it off.",
                    "ev_12",
                    "ev_13",
                    "ev_15",
                ),
                "inverted_constraint",
                "will print the label at home",
                "Graham said he has no printer (ev_13); the label is a QR code the counter "
                "prints (ev_15, ev_28)",
            ),
        ],
    },
    "parcel-refund@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Deborah Quansah of Quansah Spice Co. wanted a refund because part of her "
                    "Express Next Day shipment SH-6604188 to a client in Ottawa arrived two days "
                    "late.",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Parcel 1 of 2 (KP2840915563) was delivered on time on November 19, so "
                        "its $31.40 charge stands; parcel 2 of 2 (KP2840915570) arrived on "
                        "November 21, two days after the guarantee.",
                        "ev_11",
                        "ev_17",
                        "ev_28",
                    ),
                    it(
                        "After she confirmed, the agent refunded the $31.40 Express charge for "
                        "parcel 2 under the money-back guarantee as credit on her business "
                        "account KB-500318 (refund GR-390177), and told her.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Her request for compensation for a $150 order her client nearly "
                        "cancelled was declined, since the guarantee covers the shipping charge "
                        "only.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "She wanted the refund as account credit, not back on her card, because "
                        "she ships every week.",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("The credit will apply to her next shipments.", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A refund was requested by Deborah Quansah (account KB-500318) for a late "
                    "parcel in Express Next Day shipment SH-6604188 to Rideau Pantry in Ottawa.",
                    "ev_2",
                    "ev_4",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Only parcel 2 of 2, KP2840915570, was found to be late (delivered "
                        "November 21 at 2:05 pm against a 5 pm November 19 guarantee); parcel 1 "
                        "was delivered on time.",
                        "ev_11",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "A refund of $31.40, the Express charge for parcel 2, was credited to "
                        "account KB-500318 as GR-390177 after her confirmation, and she was told.",
                        "ev_21",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Compensation for the $150 order was refused, as knock-on losses are not "
                        "covered.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "Account credit was preferred by her over a refund to the Mastercard "
                        "ending 6618, which the agent had suggested.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("Nothing further was left open.", "ev_28"),
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
                    "A refund of $31.40, the Express charge for parcel 1, KP2840915563, was "
                    "credited to account KB-500318 as GR-390177 after her confirmation, and she "
                    "was told.",
                    "ev_21",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_target",
                "parcel 1, KP2840915563",
                "the refund was for parcel 2 of 2, KP2840915570, the late one (ev_24, ev_26); "
                "parcel 1 arrived on time and its charge stands (ev_17, ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed, the agent refunded the $31.40 Express charge for parcel "
                    "2 under the money-back guarantee back to her Mastercard ending 6618 (refund "
                    "GR-390177), and told her.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "back to her Mastercard ending 6618",
                "the executed refund went to account credit on KB-500318 (ev_24, ev_26, ev_28); "
                "she asked for credit, not the card (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A refund of $31.04, the Express charge for parcel 2, was credited to account "
                    "KB-500318 as GR-390177 after her confirmation, and she was told.",
                    "ev_21",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "$31.04",
                "the refund is $31.40 (ev_15, ev_26, ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The guarantee refund of the $31.40 Express charge for parcel 2 was turned "
                    "down after she confirmed, so nothing was credited.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_status",
                "was turned down",
                "refund_shipping_charge act_21 was executed (ev_25) and credited $31.40 as "
                "GR-390177 (ev_26), as the agent reported (ev_28)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The compensation request for the $150 order was withdrawn by her once the "
                    "guarantee terms were explained.",
                    "ev_18",
                    "ev_20",
                ),
                "misattributed_decision",
                "was withdrawn by her",
                "the agent refused the compensation (ev_20); Deborah never withdrew the request, "
                "she only said yes to the refund (ev_22)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed, the agent refunded the $31.40 Express charge for parcel "
                    "2 under the money-back guarantee as credit on her business account "
                    "KB-500318 (refund GR-390717), and told her.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_id",
                "GR-390717",
                "the refund is GR-390177 (ev_26, ev_28)",
            ),
        ],
    },
}
