"""Hand-written candidate summaries, part 1: redirect@m20, redirect@m26, customs@m16, customs@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "parcel-redirect@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Lucia Ferreira (CU-318806) wants parcel 2 of 2 of shipment SH-5520917 "
                    "(KP2207441870, Halvorsen Home Goods, signature required) kept off Thursday's "
                    "home delivery; she won't be home",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Parcel 1 of 2 (KP2207441863) already delivered Tue 10/15 13:52, left at "
                        "front door; nothing to do there",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "redirect_parcel executed after her yes → RDR-880314: KP2207441870 to "
                        "Logan Hardware (PP-3318), 721 Danforth Ave; ready Fri 2024-10-18, kept "
                        "until 2024-10-25; $3.50 on Visa ending 2290",
                        "ev_25",
                        "ev_28",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "Can't use a locker's one-time text code (phone screen smashed, in repair "
                        "till next week); will show photo ID at a counter instead",
                        "ev_23",
                    ),
                    it("Pickup point on her way home along the Danforth", "ev_16"),
                ],
                rejected=[
                    it(
                        "Redirect to Pape Station parcel locker PP-3307 (agent's suggestion, "
                        "act_22): rejected by her correction",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "Report RDR-880314 to Lucia (not told yet): Logan Hardware from Fri Oct "
                        "18, bring photo ID",
                        "ev_25",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "lucia ferreira - 2nd box of halvorsen order needs signature, wont be home "
                    "thu, move it to a pickup pt",
                    "ev_2",
                    "ev_15",
                    "ev_16",
                ),
                decisions=[
                    it("box 1 of 2 already delivered tue (front door)", "ev_12"),
                    it(
                        "box 2 KP2207441870 redirected to logan hardware 721 danforth, ready fri "
                        "10/18 til 10/25, RDR-880314",
                        "ev_28",
                        "ev_32",
                    ),
                    it("fee 3.50 on visa 2290", "ev_32"),
                ],
                constraints=[
                    it("no locker - phone broken so she cant get the code", "ev_23"),
                    it("she can show ID at the counter", "ev_23"),
                ],
                rejected=[
                    it("pape stn locker PP-3307", "ev_21", "ev_23"),
                ],
                next_steps=[
                    it("tell lucia its done + bring ID", "ev_25", "ev_32"),
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
                    "box 2 KP2207441870 redirected to pape station locker, ready fri 10/18, "
                    "RDR-880314",
                    "ev_21",
                    "ev_32",
                ),
                "false_status:ledger_rejected",
                "redirected to pape station locker",
                "the redirect to the Pape Station locker (act_22) was rejected by her correction "
                "(ev_23, ev_24); the executed redirect act_27 goes to Logan Hardware, PP-3318 "
                "(ev_30, ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "redirect_parcel executed after her yes → RDR-880314: KP2207441863 (parcel 1 "
                    "of 2) to Logan Hardware (PP-3318), 721 Danforth Ave; ready Fri 2024-10-18, "
                    "kept until 2024-10-25; $3.50 on Visa ending 2290",
                    "ev_25",
                    "ev_28",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:other_target",
                "KP2207441863 (parcel 1 of 2)",
                "the redirect was made for parcel 2 of 2, KP2207441870 (ev_30, ev_32); parcel 1 "
                "of 2, KP2207441863, was already delivered on Oct 15 (ev_12)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "box 2 KP2207441870 redirected to logan hardware 721 danforth, ready thu "
                    "10/17 til 10/25, RDR-880314",
                    "ev_28",
                    "ev_32",
                ),
                "wrong_date",
                "ready thu 10/17",
                "the parcel is ready at Logan Hardware from Friday, October 18 (ev_25, ev_32); "
                "Thursday, October 17 was the original home delivery date (ev_12)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "redirect_parcel executed after her yes → RDR-880314: KP2207441870 to Logan "
                    "Hardware (PP-3318), 1 Pape Ave; ready Fri 2024-10-18, kept until 2024-10-25; "
                    "$3.50 on Visa ending 2290",
                    "ev_25",
                    "ev_28",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_value:address",
                "1 Pape Ave",
                "Logan Hardware is at 721 Danforth Ave (ev_18, ev_25); 1 Pape Ave is the "
                "address of the Pape Station locker she turned down (ev_18, ev_21)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it("fee 5.30 on visa 2290", "ev_32"),
                "wrong_amount",
                "fee 5.30",
                "the redirect fee charged is $3.50 (ev_19, ev_32)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Fine with a locker's one-time text code; would rather not have to show ID "
                    "at a counter",
                    "ev_23",
                ),
                "inverted_constraint",
                "Fine with a locker's one-time text code",
                "she said the opposite: the code goes to her phone, whose screen is smashed, so "
                "not the locker; she can show her ID at the hardware store (ev_23)",
            ),
        ],
    },
    "parcel-redirect@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Lucia Ferreira contacted Ketterly because the second box of her Halvorsen "
                    "Home Goods delivery needed a signature on a day she would be out, and then "
                    "asked for the redirect fee back.",
                    "ev_2",
                    "ev_36",
                ),
                decisions=[
                    it(
                        "Parcel 2 of 2 (KP2207441870) was redirected to Logan Hardware at 721 "
                        "Danforth Ave under RDR-880314, and she was told she can collect it with "
                        "photo ID from Friday, October 18 until October 25; parcel 1 had already "
                        "been delivered on October 15.",
                        "ev_12",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "The tracking history showed that parcel 2 missed its linehaul out of the "
                        "Montreal Hub on October 11, which is why it fell two days behind the "
                        "first box.",
                        "ev_38",
                        "ev_40",
                    ),
                    it(
                        "The agent offered to refund the $3.50 redirect fee to her Visa ending "
                        "2290 as a goodwill gesture for the carrier delay, and she said yes; the "
                        "refund itself has not been issued yet.",
                        "ev_40",
                        "ev_42",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it(
                        "She could not use the Pape Station locker, because its one-time code is "
                        "sent to her phone and her phone is being repaired.",
                        "ev_23",
                    ),
                    it("She declined the email delay alerts the agent offered.", "ev_40", "ev_42"),
                ],
                rejected=[
                    it(
                        "The first redirect, to the Pape Station parcel locker, was dropped when "
                        "she corrected it.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "Issue the $3.50 refund to the Visa ending 2290 and confirm it to Lucia; "
                        "it should show within 3-5 business days.",
                        "ev_40",
                        "ev_44",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Lucia Ferreira: parcel 2/2 KP2207441870 redirected; redirect fee refund",
                    "ev_2",
                    "ev_36",
                ),
                decisions=[
                    it(
                        "RDR-880314: Logan Hardware, 721 Danforth, Fri 10/18 to 10/25, photo ID; "
                        "reported",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "Cause of the split: missed Montreal linehaul 10/11 (carrier delay)",
                        "ev_38",
                    ),
                    it(
                        "refund_fee $3.50 → Visa x2290 approved by her yes; not yet called",
                        "ev_40",
                        "ev_41",
                        "ev_42",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it("No email alerts", "ev_42"),
                    it("No locker (phone in repair)", "ev_23"),
                ],
                rejected=[
                    it("Pape Station locker PP-3307", "ev_21", "ev_23"),
                ],
                next_steps=[
                    it("Call refund_fee; tell her 3-5 business days", "ev_40", "ev_44"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[2]",
                it("$3.50 refunded to Visa x2290 (carrier delay)", "ev_40", "ev_42"),
                "false_status:pending",
                "$3.50 refunded",
                "refund_fee act_41 is approved by her yes (ev_44) but no call was made; nothing "
                "has been refunded yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The agent refunded the $3.50 redirect fee to her Visa ending 2290 after she "
                    "agreed, as a goodwill gesture for the carrier delay.",
                    "ev_40",
                    "ev_42",
                    "ev_44",
                ),
                "false_status:pending",
                "The agent refunded the $3.50 redirect fee",
                "the refund act_41 was only approved by her yes (ev_44); refund_fee was never "
                "called, so no refund has been made",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Email alerts about future delays were also switched on for "
                    "lucia.ferreira@example.net.",
                    "ev_40",
                ),
                "false_status:no_such_action",
                "were also switched on",
                "the agent only offered the alerts (ev_40) and she declined them (ev_42); the "
                "ledger holds no action for alerts",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "RDR-883014: Logan Hardware, 721 Danforth, Fri 10/18 to 10/25, photo ID; "
                    "reported",
                    "ev_32",
                    "ev_35",
                ),
                "wrong_id",
                "RDR-883014",
                "the redirect is RDR-880314 (ev_32, ev_35)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Lucia pointed out that parcel 2 had missed its linehaul out of the Montreal "
                    "Hub on October 11, which is why it fell two days behind the first box.",
                    "ev_36",
                    "ev_38",
                ),
                "misattributed_decision",
                "Lucia pointed out",
                "Lucia only complained that the boxes were split up (ev_36); the missed "
                "linehaul came from the tracking history (ev_38) and the agent told her (ev_40)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "refund_fee $7.00 → Visa x2290 approved by her yes; not yet called",
                    "ev_40",
                    "ev_41",
                    "ev_42",
                    "ev_44",
                ),
                "wrong_amount",
                "$7.00",
                "the refund is the one $3.50 redirect fee (ev_40, ev_41)",
            ),
        ],
    },
    "parcel-customs@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Nadia Kowalczyk's parcel KP5580331902 from Birchwood Yarns in Leeds is being "
                    "held until import duties and taxes are paid; she had asked whether the "
                    "notice was legitimate.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The charges were confirmed as legitimate: $18.33 duty, $35.48 HST and a "
                        "$9.95 Ketterly clearance fee, $63.76 in total, on a value for duty of "
                        "$254.60 (£142.00).",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Payment of the $63.76 on her Visa ending 4471 was confirmed by her, but "
                        "it was declined by the card issuer: nothing was charged and the parcel is "
                        "still held. This has not been passed on to her yet.",
                        "ev_18",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The charges must be paid by November 8, or the parcel is returned to the "
                        "sender.",
                        "ev_11",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "The duty was felt to be high by Nadia, but she chose to pay; a CBSA "
                        "review can only be asked for after payment, as the agent explained.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "The decline should be explained to her, and the Mastercard ending 9025 "
                        "on file could be offered instead.",
                        "ev_14",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Nadia Kowalczyk (CU-402271): pay duties to release KP5580331902 (Birchwood "
                    "Yarns, UK)",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Total due $63.76 = duty $18.33 + HST $35.48 + clearance fee $9.95; pay "
                        "by 2024-11-08 or it goes back to the sender",
                        "ev_11",
                    ),
                    it(
                        "pay_duties on Visa x4471 executed → CARD_DECLINED, nothing charged, "
                        "parcel still held; not yet told to her",
                        "ev_18",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Pay with the Visa (her choice)", "ev_17"),
                ],
                open_threads=[
                    it(
                        "Finds the duty high; CBSA review possible after payment (agent)",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Tell her about the decline; offer the Mastercard x9025", "ev_14", "ev_25"),
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
                    "pay_duties on Visa x4471 executed → $63.76 paid, parcel released for "
                    "next-business-day delivery",
                    "ev_18",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:failed_call",
                "$63.76 paid, parcel released",
                "the pay_duties call returned CARD_DECLINED (ev_25): nothing was charged and the "
                "parcel stays held, although the ledger says executed (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Payment of the $63.76 was confirmed by her and charged to the Visa ending "
                    "4471, so the parcel has been released for delivery.",
                    "ev_18",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:failed_call",
                "charged to the Visa ending 4471",
                "the issuer declined the Visa ending 4471 (ev_25); nothing was charged and the "
                "parcel is still held",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Total due $53.81 = duty $18.33 + HST $35.48; pay by 2024-11-08 or it goes "
                    "back to the sender",
                    "ev_11",
                ),
                "wrong_amount",
                "Total due $53.81",
                "the total due is $63.76, which includes the $9.95 clearance fee (ev_11, ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "A CBSA review of the duty is to be requested by Nadia, who thinks it is too "
                    "high.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "is to be requested by Nadia",
                "the CBSA review was only the agent's explanation of what is possible (ev_16); "
                "Nadia said the duty seems high 'but whatever' and chose to pay (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "pay_duties on Visa x4417 executed → CARD_DECLINED, nothing charged, parcel "
                    "still held; not yet told to her",
                    "ev_18",
                    "ev_24",
                    "ev_25",
                ),
                "wrong_value:card",
                "Visa x4417",
                "the declined card is the Visa ending 4471 (ev_14, ev_18, ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The charges were confirmed as legitimate: $18.33 duty, $35.48 HST and a "
                    "$9.95 Ketterly clearance fee, $63.76 in total, on a value for duty of "
                    "$254.60 (£142.00).",
                    "ev_3",
                    "ev_6",
                ),
                "unsupported_ref",
                "$18.33 duty, $35.48 HST and a $9.95 Ketterly clearance fee",
                "ev_3 (the verification request) and ev_6 (the verification result) say nothing "
                "of the charges; they are in ev_11 and ev_16",
            ),
        ],
    },
    "parcel-customs@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Nadia Kowalczyk seems to be trying to release her parcel KP5580331902 from "
                    "Birchwood Yarns, held for import charges, and now to have it kept at the "
                    "depot rather than delivered.",
                    "ev_2",
                    "ev_11",
                    "ev_38",
                ),
                decisions=[
                    it(
                        "The $63.76 in duties and taxes was first tried on her Visa ending 4471, "
                        "which appears to have been declined by her bank; nothing was charged, "
                        "and she was told.",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "It was then paid on her Mastercard ending 9025 (payment DTY-2231907), "
                        "which released the parcel, and she was informed.",
                        "ev_34",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "A hold at the Toronto West Depot, 61 Carrier Dr, from Monday, November 4 "
                        "until Thursday, November 7, has been proposed, but she has not agreed "
                        "to it yet.",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "She apparently does not want it delivered on Friday, November 1, since "
                        "she is away until Sunday, and would rather pick it up on Monday.",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked whether there is parking at the depot, as she will come by "
                        "car; this has not been answered.",
                        "ev_42",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer the parking question and, if she confirms, set the hold.",
                        "ev_41",
                        "ev_42",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Nadia Kowalczyk (CU-402271): release KP5580331902 (Birchwood Yarns, Leeds; "
                    "held for duties) and keep it at the depot instead of Friday delivery",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                    "ev_38",
                ),
                decisions=[
                    it(
                        "pay_duties #1 (Visa x4471, $63.76) executed → CARD_DECLINED, nothing "
                        "charged; reported to her",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "pay_duties #2 (Mastercard x9025, $63.76: duty 18.33 + HST 35.48 + "
                        "clearance 9.95) executed → DTY-2231907, parcel released; reported",
                        "ev_11",
                        "ev_34",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "hold_at_depot proposed (act_41), pending: Toronto West Depot, 61 Carrier "
                        "Dr; ready Mon 11/4, free until Thu 11/7; Mon-Fri 8am-8pm, photo ID",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it("No delivery Fri 11/1: away until Sun 11/3; picks it up Mon", "ev_38"),
                ],
                open_threads=[
                    it("Asked about parking at the depot (coming by car): unanswered", "ev_42"),
                    it(
                        "CBSA duty review possible after payment (agent); she only said the duty "
                        "seems high",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Answer parking; get her yes, then call hold_at_depot", "ev_41", "ev_42"),
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
                    "hold_at_depot set: Toronto West Depot, 61 Carrier Dr; ready Mon 11/4, free "
                    "until Thu 11/7; Mon-Fri 8am-8pm, photo ID",
                    "ev_40",
                    "ev_41",
                ),
                "false_status:pending",
                "hold_at_depot set",
                "the hold act_41 is only proposed and pending (ev_41); she answered with a "
                "question about parking (ev_42), not a yes, and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "A hold at the Toronto West Depot, 61 Carrier Dr, from Monday, November 4 "
                    "until Friday, November 8, has been proposed, but she has not agreed to it "
                    "yet.",
                    "ev_40",
                    "ev_41",
                ),
                "wrong_date",
                "until Friday, November 8",
                "the proposed hold keeps the parcel until Thursday, November 7 (ev_40, ev_41); "
                "November 8 was the deadline to pay the duties (ev_11)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She apparently wants it delivered as soon as possible, on Friday, November "
                    "1, before she goes away.",
                    "ev_37",
                    "ev_38",
                ),
                "inverted_constraint",
                "wants it delivered as soon as possible, on Friday, November 1",
                "she said tomorrow (Friday) is no good and not to deliver it Friday, as she is "
                "away until Sunday; she will pick it up Monday (ev_38)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "pay_duties #2 (Mastercard x9025, $63.76: duty 35.48 + HST 18.33 + clearance "
                    "9.95) executed → DTY-2231907, parcel released; reported",
                    "ev_11",
                    "ev_34",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_amount",
                "duty 35.48 + HST 18.33",
                "the duty is $18.33 and the HST $35.48 (ev_11, ev_16); the variant swaps them",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "It was then paid on her Mastercard ending 9025 (payment DTY-2231097), which "
                    "released the parcel, and she was informed.",
                    "ev_34",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_id",
                "DTY-2231097",
                "the payment is DTY-2231907 (ev_35, ev_37)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "A CBSA review of the duty also appears to have been requested on her behalf, "
                    "since she felt it was high.",
                    "ev_16",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "appears to have been requested on her behalf",
                "the agent only said she could ask CBSA for a review after paying (ev_16); "
                "nobody requested one, and the ledger holds no such action",
            ),
        ],
    },
}
