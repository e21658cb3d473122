"""Hand-written candidate summaries, part 3: autopay@m19, autopay@m25, travel@m17, billpay@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "bank-autopay@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Keiko Arceneaux, Visa x3051: move due date, set up autopay",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Due date 3rd → 18th: executed (DDC-7720418), reported. Oct 3 still "
                        "due; first on the new date 11/18. Uses her one change per 12 mo",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "Autopay: fixed $500/mo from checking x2290 on each due date; proposed, "
                        "no yes yet",
                        "ev_27",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Autopay from checking, not savings x2315 (car fund)", "ev_27"),
                    it("Paid on the 15th, hence the 18th", "ev_13"),
                ],
                open_threads=[
                    it(
                        "Agent recommended full statement balance (no interest); she went with "
                        "fixed $500",
                        "ev_26",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Keiko Arceneaux wanted to move the due date on her Visa ending 3051 and to "
                    "set up autopay so that she would stop forgetting payments.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Her last statement balance of $1,247.60 had already been paid on "
                        "September 2, and the next payment is due October 3.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "She picked the 18th as her new due date because she gets paid on the "
                        "15th; once she agreed, the change went through under confirmation "
                        "DDC-7720418, with November 18 as the first payment on the new date.",
                        "ev_13",
                        "ev_17",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "For autopay she settled on a fixed $500 a month from her Everyday "
                        "Checking ending 2290, and the agent laid out the setup for her approval.",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want autopay drawn from her Goal Savings, which is her car "
                        "fund.",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "The $500 autopay is still waiting on her yes; the agent had recommended "
                        "paying the full statement balance instead.",
                        "ev_26",
                        "ev_29",
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
                    "Autopay: fixed $500/mo from checking x2290 on each due date; set up, first "
                    "draw 10/3",
                    "ev_27",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:pending",
                "set up, first draw 10/3",
                "the autopay (act_30) is only proposed; she has not said yes and no "
                "set_up_autopay call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She asked for the 18th as her new due date because she gets paid on the "
                    "15th, but the change was declined, so her due date stays on the 3rd.",
                    "ev_13",
                    "ev_17",
                    "ev_21",
                    "ev_26",
                ),
                "false_status:other_status",
                "the change was declined, so her due date stays on the 3rd",
                "the due date change (act_16) is executed: the due day is now the 18th, "
                "confirmation DDC-7720418 (ev_21, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Due date 3rd → 18th: executed (DDC-7720418), reported. Oct 3 still due; "
                    "first on the new date 10/18. Uses her one change per 12 mo",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                    "ev_26",
                ),
                "wrong_date",
                "first on the new date 10/18",
                "the first payment due on the new date is 2024-11-18 (ev_15, ev_21, ev_26)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Keiko said she never wants to pay interest, which is why the full statement "
                    "balance option came up.",
                    "ev_26",
                ),
                "misattributed_decision",
                "Keiko said she never wants to pay interest",
                "the full statement balance and 'so you never pay interest' are the agent's "
                "recommendation (ev_26); Keiko chose a fixed $500 (ev_27)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Autopay from savings x2315, not checking", "ev_27"),
                "inverted_constraint",
                "Autopay from savings x2315, not checking",
                "she said from checking, not savings, which is her car fund (ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She picked the 18th as her new due date because she gets paid on the 15th; "
                    "once she agreed, the change went through under confirmation DDC-7702418, "
                    "with November 18 as the first payment on the new date.",
                    "ev_13",
                    "ev_17",
                    "ev_21",
                    "ev_26",
                ),
                "wrong_id",
                "DDC-7702418",
                "the confirmation is DDC-7720418 (ev_21, ev_26)",
            ),
        ],
    },
    "bank-autopay@m25": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Keiko Arceneaux: due date change and autopay on Visa x3051",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Due date moved 3rd → 18th (DDC-7720418); Oct 3 still due, the 18th "
                        "applies from Nov 18",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "Autopay active, AP-6603152: full statement balance from checking x2290 "
                        "on each due date, first 10/3; reported",
                        "ev_36",
                        "ev_40",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it("Pay from checking x2290, never savings x2315", "ev_27"),
                ],
                rejected=[
                    it(
                        "Fixed $500/mo autopay: she backed out, interest would build on the rest",
                        "ev_29",
                        "ev_31",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Keiko wants her Visa ending 3051 due on the 18th and paid automatically.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Her due date was changed from the 3rd to the 18th. The October 3 "
                        "payment is still due, and the first payment on the new date is "
                        "November 18.",
                        "ev_17",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "She first chose a fixed $500 a month for autopay, then changed her mind "
                        "because she would pay interest on the rest of a larger balance.",
                        "ev_27",
                        "ev_31",
                        "ev_34",
                    ),
                    it(
                        "Autopay was set up for the full statement balance from her Everyday "
                        "Checking ending 2290, starting October 3 (AP-6603152). The agent told "
                        "her it only pays what is left if she pays part of the bill herself.",
                        "ev_36",
                        "ev_40",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it(
                        "Autopay must come from checking, not from her Goal Savings car fund.",
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
                "decisions[1]",
                it(
                    "Autopay active, AP-6603152: fixed $500/mo from checking x2290 on each due "
                    "date, first 10/3; reported",
                    "ev_36",
                    "ev_40",
                    "ev_42",
                ),
                "false_status:ledger_rejected",
                "fixed $500/mo",
                "the fixed $500 autopay (act_30) was rejected by her no (ev_31, ev_33); the "
                "autopay carried out (act_35) pays the full statement balance (ev_40)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her due date was changed from the 3rd to the 18th, which also pushed the "
                    "October payment back to October 18.",
                    "ev_17",
                    "ev_21",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "also pushed the October payment back to October 18",
                "the executed change (act_16) leaves the October 3 due date in place; the 18th "
                "applies from November 18 (ev_21, ev_26)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She first chose a fixed $250 a month for autopay, then changed her mind "
                    "because she would pay interest on the rest of a larger balance.",
                    "ev_27",
                    "ev_31",
                    "ev_34",
                ),
                "wrong_amount",
                "$250 a month",
                "the fixed amount she first chose was $500 a month (ev_27, ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Autopay was set up for the full statement balance from her Everyday Checking "
                    "ending 2920, starting October 3 (AP-6603152). The agent told her it only "
                    "pays what is left if she pays part of the bill herself.",
                    "ev_36",
                    "ev_40",
                    "ev_42",
                ),
                "wrong_value:account",
                "ending 2920",
                "the checking account ends in 2290 (ev_24, ev_42)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Due date moved 3rd → 18th (DDC-7720418); Oct 3 still due, the 18th applies "
                    "from Nov 18",
                    "ev_10",
                    "ev_12",
                ),
                "unsupported_ref",
                "Due date moved 3rd → 18th (DDC-7720418)",
                "ev_10 and ev_12 show the card before the change (due on the 3rd); the change, "
                "its confirmation and Nov 18 are in ev_15, ev_21 and ev_26",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Keiko asked that autopay only cover whatever is left after any payment she "
                    "makes herself",
                    "ev_42",
                ),
                "misattributed_decision",
                "Keiko asked that autopay only cover whatever is left",
                "that autopay pays only what's left is the agent's statement of how it works "
                "(ev_42); Keiko asked nothing of the kind",
            ),
        ],
    },
    "bank-travel@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Anneliese Mbeki apparently wanted a travel notice on her card for a trip "
                    "to Portugal and Spain next month.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "She seems to have wanted the notice on her Visa Voyager ending 4467 "
                        "only, since she is leaving her debit card ending 1184 at home.",
                        "ev_10",
                        "ev_13",
                    ),
                    it(
                        "According to the agent, the Visa has no foreign transaction fee, while "
                        "the debit card would charge 3%.",
                        "ev_10",
                        "ev_16",
                    ),
                    it(
                        "After she said yes, travel notice TN-4418027 appears to have been added "
                        "to the Visa for Portugal and Spain, October 4 to October 19, 2024, and "
                        "the agent confirmed it.",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "No notice on the debit card: she turned down the agent's offer to add "
                        "it, as that card is staying in her drawer.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Travel notice for PT + ES trip, Oct 4–19, Visa x4467 only",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "TN-4418027 active on Visa Voyager x4467: Portugal, Spain, 2024-10-04 → "
                        "2024-10-19; contact 802-555-0109; reported",
                        "ev_18",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Debit x1184: no notice; she declined the agent's offer",
                        "ev_16",
                        "ev_17",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Debit card stays home", "ev_13", "ev_17"),
                ],
                next_steps=[
                    it(
                        "Abroad: pay in euros, not dollars, when a terminal asks (agent's tip)",
                        "ev_26",
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
                    "After she said yes, travel notice TN-4418027 appears to have been added to "
                    "her debit card ending 1184 for Portugal and Spain, October 4 to October 19, "
                    "2024, and the agent confirmed it.",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "added to her debit card ending 1184",
                "the travel notice (act_19, executed) is on the Visa CRD-C-4467 (ev_24); the "
                "debit card has no notice (ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Visa x4467 notice (PT, ES, 10/4–10/19) could not be added; she'll need to "
                    "call back",
                    "ev_18",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_status",
                "could not be added",
                "the notice (act_19) is executed and active as TN-4418027 (ev_24, ev_26)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "objective",
                it("Travel notice for PT + ES trip, Oct 4–9, Visa x4467 only", "ev_2", "ev_13"),
                "wrong_date",
                "Oct 4–9",
                "the trip and the notice run October 4 to 19 (ev_13, ev_24)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The notice should also cover the debit card, which she may bring along as a "
                    "backup.",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "should also cover the debit card",
                "she said only the Visa; the debit card stays in her drawer (ev_13, ev_17)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "next_steps[0]",
                it(
                    "Anneliese plans to pay in euros rather than dollars at card terminals abroad.",
                    "ev_26",
                ),
                "misattributed_decision",
                "Anneliese plans to pay in euros",
                "paying in euros is the agent's tip (ev_26); Anneliese said nothing about it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "TN-4418072 active on Visa Voyager x4467: Portugal, Spain, 2024-10-04 → "
                    "2024-10-19; contact 802-555-0109; reported",
                    "ev_18",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "TN-4418072",
                "the travel notice id is TN-4418027 (ev_24, ev_26)",
            ),
        ],
    },
    "bank-billpay@m18": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "corentin abara - pay electric bill on the 17th, move money over from "
                    "savings first bc checking is low",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it("checking 6671 has $184.50, savings 6688 has $2975", "ev_10", "ev_15"),
                    it(
                        "transfer $500 savings 6688 -> checking 6671 on mon 9/16, scheduled "
                        "TRF-1187734",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "granite state electric (EL-550219-04) $212.47 from checking on tue "
                        "9/17, scheduled BP-9920561, delivered by 9/19",
                        "ev_23",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("transfer has to go first, then the bill", "ev_16"),
                    it("only electric, gas is on autopay already", "ev_16"),
                ],
                next_steps=[
                    it("tell corentin both are scheduled", "ev_28", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Corentin Abara (CUS-42297106): cover the Granite State Electric bill going "
                    "out 9/17 with a savings→checking top-up first; checking x6671 at $184.50",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Payees: Granite State Electric (PAY-3301, EL-550219-04, last paid "
                        "$188.12 on 8/16) and Granite State Gas (PAY-3302, on autopay); only "
                        "Electric to be paid",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Both approved by his yes. schedule_transfer executed → TRF-1187734: "
                        "$500.00 from SAV x6688 into CHK x6671 on Mon 2024-09-16",
                        "ev_20",
                        "ev_23",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "schedule_bill_payment $212.47 to Granite State Electric from CHK "
                        "x6671, send 2024-09-17, deliver by 2024-09-19: executed → BP-9920561",
                        "ev_20",
                        "ev_23",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Transfer before the bill (16th, then 17th)", "ev_16", "ev_20"),
                ],
                open_threads=[
                    it("Neither confirmation reported to Corentin yet", "ev_28", "ev_32"),
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
                    "granite state gas (GS-771804) $212.47 from checking on tue 9/17, scheduled "
                    "BP-9920561, delivered by 9/19",
                    "ev_23",
                    "ev_32",
                ),
                "false_status:other_target",
                "granite state gas (GS-771804)",
                "the scheduled payment (act_22, executed) is to Granite State Electric, "
                "PAY-3301 (ev_32); the gas bill is on autopay and he said only the electric "
                "(ev_16)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Both approved by his yes. schedule_transfer executed → TRF-1187734: $500.00 "
                    "from CHK x6671 into SAV x6688 on Mon 2024-09-16",
                    "ev_20",
                    "ev_23",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "from CHK x6671 into SAV x6688",
                "the executed transfer (act_21) moves $500.00 from savings SAV-15506688 into "
                "checking CHK-15506671 (ev_28), the other way round",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "granite state electric (EL-550219-04) $188.12 from checking on tue 9/17, "
                    "scheduled BP-9920561, delivered by 9/19",
                    "ev_23",
                    "ev_32",
                ),
                "wrong_amount",
                "$188.12",
                "the scheduled payment is $212.47 (ev_16, ev_32); $188.12 is the last electric "
                "payment, of August 16 (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "schedule_bill_payment $212.47 to Granite State Electric from CHK x6671, send "
                    "2024-09-17, deliver by 2024-09-19: executed → TRF-1187734",
                    "ev_20",
                    "ev_23",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_id",
                "executed → TRF-1187734",
                "the bill payment id is BP-9920561 (ev_32); TRF-1187734 is the transfer (ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("bill goes out first, then the transfer", "ev_16"),
                "inverted_constraint",
                "bill goes out first, then the transfer",
                "he said the transfer has to go first, on the 16th, before the bill on the 17th "
                "(ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Payees: Granite State Electric (PAY-3301, EL-550219-04, last paid $188.12 on "
                    "8/16) and Granite State Gas (PAY-3302, on autopay); only Electric to be paid",
                    "ev_6",
                    "ev_10",
                ),
                "unsupported_ref",
                "last paid $188.12 on 8/16",
                "ev_6 (the verification) and ev_10 (the accounts) hold no payee; the payees "
                "are in ev_13 and ev_15, his choice in ev_16",
            ),
        ],
    },
}
