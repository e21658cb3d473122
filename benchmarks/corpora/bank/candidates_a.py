"""Hand-written candidate summaries, part 1: lost@m17, lost@m28, dispute@m20, fees@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "bank-lost@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marisol Etxeberria (CUS-40917730) lost her debit card, last had it at the "
                    "farmers market Sat 9/7; wants it locked before anyone can use it",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Last debit activity 2024-09-07: $23.50 Riverside Farmers Market + $6.75 "
                        "Bean Counter Coffee, both hers; nothing pending",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "freeze_card on debit Mastercard x7731 (CRD-D-7731, reason: lost) "
                        "approved and executed → FRZ-2290614, frozen 10:42 on 9/9; she's been "
                        "told",
                        "ev_18",
                        "ev_20",
                        "ev_23",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Visa Signature x2608 NOT frozen: agent offered to freeze both, she "
                        "declined; card remains active",
                        "ev_15",
                        "ev_16",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Hands off the Visa x2608: she has it with her and needs it", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Replacement with a new number recommended by the agent (rather than "
                        "unfreezing later if the card turns up); no answer from her yet",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Marisol wants her lost debit card locked so that nobody can use it.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She confirmed that the two latest debit card purchases, $23.50 at "
                        "Riverside Farmers Market and $6.75 at Bean Counter Coffee on September "
                        "7, were hers.",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "After she said yes, the debit Mastercard ending in 7731 was frozen "
                        "under reference FRZ-2290614, and the agent let her know.",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Her Visa credit card ending in 2608 was left active, as she asked.",
                        "ev_16",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Only the debit card should be frozen. She has the Visa with her and "
                        "needs to keep using it.",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Ask whether she wants a replacement debit card with a new number, which "
                        "the agent recommended.",
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
                "decisions[2]",
                it(
                    "Her Visa credit card ending in 2608 was frozen as well, as the agent "
                    "suggested, to be on the safe side.",
                    "ev_15",
                    "ev_26",
                ),
                "false_status:other_target",
                "Visa credit card ending in 2608 was frozen as well",
                "the only freeze in the ledger (act_19, executed) is of the debit card "
                "CRD-D-7731; she refused the offer to freeze both (ev_16) and the Visa is still "
                "active (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Replacement debit card with a new number ordered to her address on file",
                    "ev_26",
                ),
                "false_status:no_such_action",
                "Replacement debit card with a new number ordered",
                "no replacement action exists in the ledger at this point; the agent only "
                "recommended one and asked (ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("The Visa x2608 can be frozen as well; she doesn't need it", "ev_16"),
                "inverted_constraint",
                "can be frozen as well; she doesn't need it",
                "she said the Visa is in her hand, not to touch it, she needs it (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Order the replacement debit card with a new number that Marisol asked for.",
                    "ev_26",
                ),
                "misattributed_decision",
                "that Marisol asked for",
                "the replacement with a new number is the agent's recommendation (ev_26); "
                "Marisol has not answered it",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "freeze_card on debit Mastercard x7731 (CRD-D-7731, reason: lost) approved "
                    "and executed → FRZ-2290641, frozen 10:42 on 9/9; she's been told",
                    "ev_18",
                    "ev_20",
                    "ev_23",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "FRZ-2290641",
                "the freeze reference is FRZ-2290614 (ev_24, ev_26)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She confirmed that the two latest debit card purchases, $32.50 at Riverside "
                    "Farmers Market and $6.75 at Bean Counter Coffee on September 7, were hers.",
                    "ev_13",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_amount",
                "$32.50",
                "the farmers market purchase was $23.50 (ev_13, ev_15)",
            ),
        ],
    },
    "bank-lost@m28": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "marisol etxeberria - lost debit card x7731, freeze it and get a new one",
                    "ev_2",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "debit x7731 frozen, ref FRZ-2290614. visa 2608 left alone (she needs it)",
                        "ev_16",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "replacement ordered, standard mail, free, to 418 linden row apt 2 "
                        "asheville. RPL-8841207, new card ends 5096, eta 9/18",
                        "ev_40",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it("no expedited shipping", "ev_35"),
                    it("out of town from sat 9/14, will use her visa while away", "ev_27", "ev_35"),
                ],
                rejected=[
                    it("expedited ($25, by 9/11) - she said no to the fee", "ev_33", "ev_35"),
                ],
                next_steps=[
                    it("tell her its ordered, card 5096 by 9/18", "ev_44"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marisol Etxeberria appears to have lost her debit card and wanted it frozen "
                    "and replaced.",
                    "ev_2",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "Her debit Mastercard ending 7731 seems to have been frozen earlier in the "
                        "conversation (FRZ-2290614), while the Visa ending 2608 was kept active "
                        "at her request.",
                        "ev_16",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "She initially went along with expedited shipping, but she turned it "
                        "down once the $25.00 fee was spelled out.",
                        "ev_32",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "A replacement was then ordered with free standard shipping to 418 Linden "
                        "Row, Apt 2, Asheville. It should arrive by September 18 and apparently "
                        "carries a new number ending in 5096.",
                        "ev_38",
                        "ev_40",
                        "ev_44",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want to pay for expedited shipping and plans to rely on her "
                        "Visa while she is away.",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "The replacement order (RPL-8841207) does not appear to have been "
                        "confirmed to her yet.",
                        "ev_44",
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
                    "replacement ordered, expedited 2 day, $25 on checking 0447. RPL-8841207, new "
                    "card ends 5096, eta 9/11 before her trip",
                    "ev_33",
                    "ev_40",
                    "ev_44",
                ),
                "false_status:ledger_rejected",
                "expedited 2 day, $25 on checking 0447",
                "the expedited order (act_34) was rejected by her no (ev_35, ev_37); the order "
                "carried out (act_39) is standard, free, by 9/18 (ev_44)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She seems to have declined the standard-shipping replacement as well, so no "
                    "new card has been ordered yet.",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:other_status",
                "declined the standard-shipping replacement as well",
                "she said yes to the standard replacement (ev_40) and act_39 is executed: "
                "RPL-8841207 is ordered (ev_44)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("wants expedited shipping so card comes before trip", "ev_35"),
                "inverted_constraint",
                "wants expedited shipping",
                "she said forget expedited, standard is fine (ev_35)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A replacement was then ordered with free standard shipping to 418 Linden Row, "
                    "Apt 2, Asheville. It should arrive by September 14 and apparently carries a "
                    "new number ending in 5096.",
                    "ev_38",
                    "ev_40",
                    "ev_44",
                ),
                "wrong_date",
                "September 14",
                "the estimated delivery is 2024-09-18 (ev_44); the 14th is when she leaves town "
                "(ev_27)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "replacement ordered, standard mail, free, to 418 linden row apt 2 asheville. "
                    "RPL-8841207, new card ends 7731, eta 9/18",
                    "ev_40",
                    "ev_44",
                ),
                "wrong_value:card",
                "new card ends 7731",
                "the new card ends in 5096 (ev_44); 7731 is the lost, frozen card",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She initially went along with expedited shipping, but she turned it down "
                    "once the $35.00 fee was spelled out.",
                    "ev_32",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_amount",
                "$35.00 fee",
                "the expedited fee was $25.00 (ev_29, ev_33)",
            ),
        ],
    },
    "bank-dispute@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Ravi Castellanos got in touch to dispute a Larkmoor Outfitters charge on "
                    "his credit card for an order he had cancelled and was never refunded for.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Two Larkmoor charges turned up on his Visa Platinum ending 5582: $86.40 "
                        "in store on August 14 and $214.73 online on August 19. Ravi pointed to "
                        "the $214.73 online charge as the cancelled order; the $86.40 one was a "
                        "rain jacket he kept.",
                        "ev_10",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "He had cancelled that order on August 21 (cancellation number LO-55821) "
                        "and last chased Larkmoor on August 30, when they told him to wait 5 to "
                        "7 days.",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "Once he agreed, the agent filed the dispute, which is now open as "
                        "DSP-24-0611853, and a provisional credit of $214.73 was posted to his "
                        "card on September 4.",
                        "ev_20",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "The agent explained that Larkmoor has until October 4 to respond and "
                        "that the bank will decide by December 3 at the latest.",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("The $86.40 charge from August 14 is not to be disputed.", "ev_13"),
                    it(
                        "He does not want a new card number, and the agent confirmed none is "
                        "needed since this is a merchant dispute rather than fraud.",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it(
                        "Ravi should keep the cancellation email and tell the bank if Larkmoor's "
                        "refund arrives, so that he is not credited twice.",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Dispute Larkmoor Outfitters online charge, $214.73 (cancelled order, no "
                    "refund), Visa x5582",
                    "ev_2",
                    "ev_13",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "Disputed: TXN-90588130, 8/19, $214.73 online; reason credit not "
                        "processed, merchant ref LO-55821",
                        "ev_13",
                        "ev_18",
                        "ev_24",
                    ),
                    it(
                        "DSP-24-0611853 open; provisional credit $214.73 posted 9/4",
                        "ev_24",
                        "ev_27",
                    ),
                    it("Not disputed: $86.40 in-store 8/14 (jacket, kept)", "ev_10", "ev_13"),
                    it(
                        "Card stays as is, no reissue (merchant dispute, not fraud)",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                open_threads=[
                    it("Larkmoor response due 10/4; decision by 12/3", "ev_24"),
                ],
                next_steps=[
                    it(
                        "Ravi to report any Larkmoor refund so the credit isn't doubled",
                        "ev_27",
                    ),
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
                    "Once he agreed, the agent filed the dispute (DSP-24-0611853), and the $214.73 "
                    "charge was permanently reversed on September 4, which settles the matter.",
                    "ev_20",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "permanently reversed on September 4, which settles the matter",
                "the filed dispute (act_19) put on a provisional credit while the bank "
                "investigates (ev_24, ev_27); Larkmoor can still respond and no decision is due "
                "before December 3",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[4]",
                it("Replacement card ordered for x5582", "ev_28", "ev_29"),
                "false_status:no_such_action",
                "Replacement card ordered",
                "no replacement action exists in the ledger; the agent said no new card is "
                "needed (ev_29) and Ravi does not want one (ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it("DSP-24-0611853 open; provisional credit $241.73 posted 9/4", "ev_24", "ev_27"),
                "wrong_amount",
                "$241.73",
                "the provisional credit is $214.73 (ev_24, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "The agent explained that Larkmoor has until October 14 to respond and that "
                    "the bank will decide by December 3 at the latest.",
                    "ev_24",
                    "ev_27",
                ),
                "wrong_date",
                "October 14",
                "Larkmoor's response is due October 4, 2024 (ev_24, ev_27)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Dispute LO-55821 open; provisional credit $214.73 posted 9/4", "ev_24", "ev_27"
                ),
                "wrong_id",
                "Dispute LO-55821",
                "the dispute id is DSP-24-0611853 (ev_24, ev_27); LO-55821 is Larkmoor's "
                "cancellation number (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Ravi asked that Larkmoor be given 30 days to respond before the bank makes a "
                    "decision.",
                    "ev_18",
                    "ev_24",
                ),
                "misattributed_decision",
                "Ravi asked that Larkmoor be given 30 days",
                "the 30-day merchant response window is the bank's process, stated by the agent "
                "(ev_18) and set by the filing (ev_24); Ravi only said yes (ev_20)",
            ),
        ],
    },
    "bank-fees@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Hannelore Baptiste (CUS-27740915) wants two fees removed: an overdraft fee "
                    "on checking x3390 and a late fee on Mastercard x9017",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Fees: $34.00 overdraft 9/6 (FEE-7730914; $61.18 Kroger purchase on a "
                        "$42.90 balance); $29.00 late fee 8/28 (FEE-7718260; $35.00 minimum due "
                        "8/27, received 8/28)",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "One courtesy reversal per 12 months (none used). Agent suggested the "
                        "overdraft fee, as the larger; she chose the late fee",
                        "ev_10",
                        "ev_12",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Late fee reversed after her yes: REV-3356190, $29.00 credited to x9017 "
                        "on 9/10, reported. Next courtesy reversal from 2025-09-10",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Keep the $34 overdraft fee; she says it was her fault", "ev_13", "ev_15"),
                ],
                open_threads=[
                    it("Low-balance alerts: suggested by the agent only", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "The removal of an overdraft fee and a credit card late fee was requested "
                    "by Hannelore.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It was explained that only one courtesy reversal can be granted in a "
                        "12-month period, so the two fees could not both be reversed.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "The late fee was chosen by Hannelore over the overdraft fee that had "
                        "been suggested by the agent.",
                        "ev_12",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Her payment was treated as received on August 28 because card payments "
                        "made after 8 pm Eastern are posted the next business day; she was also "
                        "told that a payment less than 30 days late is not reported to the "
                        "credit bureaus.",
                        "ev_14",
                    ),
                    it(
                        "The $29.00 late fee on the Mastercard ending in 9017 was reversed under "
                        "REV-3356190, and this was confirmed to her.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The $34.00 overdraft fee on the checking account is to be left in place.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Low-balance alerts in the app were suggested to her as a way to avoid "
                        "future overdrafts.",
                        "ev_25",
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
                    "The $34.00 overdraft fee on the checking account ending in 3390 was reversed "
                    "under REV-3356190, and this was confirmed to her.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_target",
                "$34.00 overdraft fee on the checking account ending in 3390 was reversed",
                "the reversal (act_18, executed) is of the late fee FEE-7718260, $29.00, on "
                "the Mastercard (ev_23); the overdraft fee stays (ev_15, ev_17)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("Low-balance alerts switched on in the app for x3390", "ev_25"),
                "false_status:no_such_action",
                "Low-balance alerts switched on",
                "no alert action exists in the ledger; the agent only suggested turning alerts "
                "on (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Hannelore first asked for the overdraft fee to be reversed because it was the "
                    "larger one, but the late fee was chosen in the end.",
                    "ev_12",
                    "ev_13",
                    "ev_15",
                ),
                "misattributed_decision",
                "Hannelore first asked for the overdraft fee to be reversed",
                "reversing the overdraft fee as the larger one was the agent's suggestion "
                "(ev_12); Hannelore asked for the late fee from the start (ev_13)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Keep the $29 late fee; it's the overdraft she wants gone",
                    "ev_13",
                    "ev_15",
                ),
                "inverted_constraint",
                "Keep the $29 late fee; it's the overdraft she wants gone",
                "she asked to leave the overdraft fee and reverse the late fee (ev_13, ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Her payment was treated as received on August 28 because card payments made "
                    "after 6 pm Eastern are posted the next business day; she was also told that "
                    "a payment less than 30 days late is not reported to the credit bureaus.",
                    "ev_14",
                ),
                "wrong_value:time",
                "after 6 pm Eastern",
                "the agent said payments after 8 pm Eastern post the next business day (ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Fees: $35.00 overdraft 9/6 (FEE-7730914; $61.18 Kroger purchase on a $42.90 "
                    "balance); $29.00 late fee 8/28 (FEE-7718260; $35.00 minimum due 8/27, "
                    "received 8/28)",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_amount",
                "$35.00 overdraft",
                "the overdraft fee is $34.00 (ev_10, ev_12); $35.00 is the card's minimum payment",
            ),
        ],
    },
}
