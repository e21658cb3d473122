"""Hand-written candidate summaries, part 1: bill@m20, bill@m22, arrange@m16, arrange@m29.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "utility-bill@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Dana Okafor (4410-2287-31, 18 Wren Hollow Rd) disputing a $282.48 bill "
                    "(normally ~$180): ST-20251002-2287, due 10/21",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Cause: electric read 9/29 estimated at 52,060 (gate locked) → billed "
                        "1,846 kWh vs 1,188 last month; electric $267.71, gas $14.77 from an "
                        "actual read",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "Her photo read 51,318 (9/30) submitted after her yes → accepted, "
                        "RD-5590217; usage now 1,104 kWh",
                        "ev_16",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "request_rebill executed → RB-77104, status under_review with billing "
                        "review, decision expected by Mon 10/13; NOT approved yet. If approved: "
                        "electric $167.54, statement ~$182.31",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "Free meter accuracy test (agent's offer): she declined, the meter's "
                        "fine, the estimate was the problem",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Autopay (checking ****6620) would draft $282 on 10/21; she doesn't want "
                        "that. Agent hasn't answered yet",
                        "ev_6",
                        "ev_12",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Dana Okafor called because her latest bill came to $282, well above the "
                    "roughly $180 she usually pays, and she wanted to know why.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found that the electric reading for the October 2 statement "
                        "had been estimated at 52,060 because the meter reader could not get "
                        "past a locked gate, which billed her for 1,846 kWh.",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "Dana had a photo of the meter from September 30 showing 51,318, and "
                        "after she said yes the agent submitted it; it was accepted as "
                        "RD-5590217, bringing September's usage down to 1,104 kWh.",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "She then agreed to a rebill request, which was filed as RB-77104 and is "
                        "now with the billing review team; a decision is expected by Monday, "
                        "October 13, and it has not been approved yet.",
                        "ev_26",
                        "ev_28",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "If the rebill is approved, the statement should come down from $282.48 "
                        "to about $182.31, with the $14.77 gas charge unchanged.",
                        "ev_26",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered a free meter accuracy test, but Dana said the meter "
                        "is fine and the estimate was the problem.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Dana is worried that autopay will take the full $282 on October 21 and "
                        "does not want that to happen; this has not been addressed yet.",
                        "ev_35",
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
                    "She then agreed to a rebill request, which was filed as RB-77104 and "
                    "approved by the billing review team, so her statement has been corrected.",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:wrong_effect",
                "approved by the billing review team",
                "request_rebill act_27 only submitted the request: its result is status "
                "under_review (ev_32), and the agent said it isn't approved yet, with a decision "
                "expected by October 13 (ev_34)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "request_rebill executed → RB-77104, status under_review with billing "
                    "review, decision expected by Mon 10/13; NOT approved yet. If approved: "
                    "statement ~$167.54 (from $282.48)",
                    "ev_26",
                    "ev_28",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_amount",
                "statement ~$167.54",
                "$167.54 is the corrected electric charge; with the $14.77 gas the statement "
                "would be about $182.31 (ev_26, ev_32)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "A free meter accuracy test was also scheduled to make sure the meter itself "
                    "is reading correctly.",
                    "ev_34",
                    "ev_35",
                ),
                "false_status:no_such_action",
                "A free meter accuracy test was also scheduled",
                "the ledger holds no action for a meter test; the agent only mentioned it "
                "(ev_34) and Dana declined it (ev_35)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Her photo read 51,138 (9/30) submitted after her yes → accepted, "
                    "RD-5590217; usage now 1,104 kWh",
                    "ev_16",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_value:reading",
                "51,138",
                "her photo shows 51318 (ev_16), and 51318 was submitted and accepted (act_19, "
                "ev_24)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "It was Dana who proposed sending the statement to the billing review team "
                    "for a rebill.",
                    "ev_26",
                    "ev_28",
                ),
                "misattributed_decision",
                "It was Dana who proposed",
                "the rebill request was the agent's proposal (ev_26); Dana only agreed to it "
                "(ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "objective",
                it(
                    "Dana Okafor (4410-2287-31, 18 Wren Hollow Rd) disputing a $282.48 bill "
                    "(normally ~$180): ST-20251002-2287, due 10/13",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                "wrong_date",
                "due 10/13",
                "the statement is due October 21 (ev_12, ev_15); October 13 is when the rebill "
                "decision is expected (ev_32)",
            ),
        ],
    },
    "utility-bill@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "dana okafor 4410-2287-31 - high bill $282.48, electric read was estimated",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "her photo read 51318 from 9/30 submitted + accepted RD-5590217, 1104 "
                        "kwh not 1846",
                        "ev_16",
                        "ev_24",
                    ),
                    it(
                        "rebill RB-77104 submitted, under review, decision by 10/13, not "
                        "approved yet",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "she said yes to skipping the 10/21 autopay draft for this statement "
                        "only - not done yet, no call made",
                        "ev_36",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("autopay stays ON for later bills, do not turn it off", "ev_38"),
                ],
                next_steps=[
                    it(
                        "skip the 10/21 draft ($282.48) on ST-20251002-2287 and confirm to dana",
                        "ev_36",
                        "ev_40",
                    ),
                    it(
                        "she pays this bill herself by 10/21 - about $182.31 if rebill approved, "
                        "else $282.48",
                        "ev_34",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Dana Okafor wants her $282.48 bill corrected because the electric reading "
                    "was estimated.",
                    "ev_2",
                    "ev_12",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Her own meter reading of 51,318 from September 30 was submitted and "
                        "accepted (RD-5590217).",
                        "ev_16",
                        "ev_24",
                    ),
                    it(
                        "A rebill request, RB-77104, was submitted for statement "
                        "ST-20251002-2287. It is under review and has not been approved yet.",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "Dana agreed to skip the autopay draft of October 21 for this statement "
                        "only. The skip has not been carried out yet.",
                        "ev_36",
                        "ev_38",
                        "ev_40",
                    ),
                    it("She declined the free meter accuracy test.", "ev_34", "ev_35"),
                ],
                constraints=[
                    it("Autopay must stay on for all later bills.", "ev_38"),
                ],
                open_threads=[
                    it(
                        "The billing review team's decision on RB-77104 is expected by October 13.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                next_steps=[
                    it(
                        "Skip the October 21 draft and tell Dana she must pay this statement "
                        "herself by October 21.",
                        "ev_36",
                        "ev_38",
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
                    "Dana agreed to skip the autopay draft of October 21 for this statement "
                    "only, and the October 21 draft has been skipped.",
                    "ev_36",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:pending",
                "the October 21 draft has been skipped",
                "skip_autopay_draft act_37 is approved by her yes (ev_38, ev_40) but no call "
                "has been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "her photo read 51318 from 9/30 submitted but rejected - estimate 52060 "
                    "still stands",
                    "ev_16",
                    "ev_24",
                ),
                "false_status:other_status",
                "submitted but rejected",
                "submit_meter_read act_19 executed and the read was accepted as RD-5590217 "
                "(ev_23, ev_24, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("she wants autopay turned off after this bill", "ev_38"),
                "inverted_constraint",
                "autopay turned off",
                "she said do NOT turn autopay off, she wants it for everything after (ev_38)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "next_steps[1]",
                it(
                    "she pays this bill herself by 10/21 - $100.17 if rebill approved, else "
                    "$282.48",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_amount",
                "$100.17 if rebill approved",
                "if approved the statement would be about $182.31 (ev_26, ev_32, ev_34); $100.17 "
                "is the estimated reduction",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A rebill request, RB-71704, was submitted for statement ST-20251002-2287. "
                    "It is under review and has not been approved yet.",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_id",
                "RB-71704",
                "the rebill request is RB-77104 (ev_32, ev_33, ev_34)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A rebill request, RB-77104, was submitted for statement ST-20251002-2287. "
                    "It is under review and has not been approved yet.",
                    "ev_12",
                    "ev_15",
                ),
                "unsupported_ref",
                "RB-77104",
                "ev_12 and ev_15 (the statement and its explanation) hold neither the rebill "
                "request nor its id; those are ev_32 and ev_34",
            ),
        ],
    },
    "utility-arrange@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Ruben Castellano (5582-0913-44): disconnection notice DN-33107; can't pay "
                    "it all, wants an arrangement",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Balance $846.20 = $612.45 past due (Aug + Sep bills) + $233.75 current, "
                        "due 10/24; DN-33107: shut-off on/after Thu 10/16 unless $612.45 paid or "
                        "on an arrangement",
                        "ev_11",
                        "ev_18",
                    ),
                    it(
                        "Eligible: min down $153.11, rest of past-due in ≤6 monthly "
                        "installments; notice held while kept",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "take_payment $200 from Visa ****4471 (PM-1) after his yes → "
                        "CARD_DECLINED; nothing taken, balance still $846.20",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "Budget billing (agent's suggestion): declined, usage too uneven",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Ruben the card was declined; offer the Harbor State Bank checking "
                        "****0932 (PM-2) or another card",
                        "ev_11",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ruben Castellano received a shut-off notice and appears to need a way to "
                    "pay his overdue balance over time.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "His balance seems to be $846.20, of which $612.45 is past due; the "
                        "notice (DN-33107) allows a shut-off on or after October 16 unless that "
                        "amount is paid or an arrangement is in place.",
                        "ev_11",
                        "ev_18",
                    ),
                    it(
                        "He offered to pay $200 today with his Visa and agreed when the agent "
                        "confirmed the payment.",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "The $200 card payment appears to have been declined by the card "
                        "issuer, so no payment was taken and the balance is unchanged; he has "
                        "not been told yet.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "He does not want budget billing, since his usage varies a lot.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "A payment arrangement for the past-due amount (up to 6 monthly "
                        "installments after a down payment of at least $153.11) has not been "
                        "set up yet.",
                        "ev_16",
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
                    "The $200 card payment appears to have gone through, bringing his balance "
                    "down to $646.20.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:failed_call",
                "appears to have gone through",
                "take_payment act_22 executed but returned CARD_DECLINED (ev_27): no payment "
                "was taken and the balance is still $846.20",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "A payment arrangement for the remaining $412.45 over 6 monthly "
                    "installments has been set up, which holds the notice.",
                    "ev_16",
                    "ev_18",
                    "ev_21",
                ),
                "false_status:no_such_action",
                "has been set up",
                "the ledger holds no arrangement action yet; the agent only described the "
                "option (ev_18) and the $412.45 that would remain after the payment (ev_21)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Eligible: min down $200.00, rest of past-due in ≤6 monthly installments; "
                    "notice held while kept",
                    "ev_16",
                    "ev_18",
                ),
                "wrong_amount",
                "min down $200.00",
                "the minimum down payment is $153.11 (ev_16, ev_18); $200 is what Ruben offered "
                "to pay (ev_19)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Ruben proposed putting the rest of the past-due balance into 6 monthly "
                    "installments.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Ruben proposed",
                "the up-to-6-installment arrangement is the agent's description of his options "
                "(ev_18); Ruben only offered $200 today (ev_19)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He would like budget billing so that his bills are the same every month.",
                    "ev_19",
                ),
                "inverted_constraint",
                "He would like budget billing",
                "he said he'd rather not do budget billing, his usage is all over the place "
                "(ev_19)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Balance $846.20 = $612.45 past due (Aug + Sep bills) + $233.75 current, "
                    "due 10/24; DN-33107: shut-off on/after 10/24 unless $612.45 paid or on an "
                    "arrangement",
                    "ev_11",
                    "ev_18",
                ),
                "wrong_date",
                "shut-off on/after 10/24",
                "the notice allows a shut-off on or after October 16 (ev_11, ev_18); October 24 "
                "is the due date of the current charges",
            ),
        ],
    },
    "utility-arrange@m29": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A payment arrangement was requested by Ruben Castellano after a "
                    "disconnection notice (DN-33107) was received for his overdue balance.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "A $200 payment on his Visa ending 4471 was declined by the issuer; "
                        "nothing was charged, and this was reported to him.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "The $200 was then taken from his Harbor State Bank checking ending 0932 "
                        "and posted as PMT-6620418, leaving a balance of $646.20 with $412.45 "
                        "past due.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "Payment arrangement PA-20931 was set up for the $412.45: $103.11 on the "
                        "November, December and January bills and $103.12 on the February "
                        "bill.",
                        "ev_43",
                        "ev_45",
                        "ev_49",
                        "ev_52",
                    ),
                    it("Notice DN-33107 has been put on hold.", "ev_49", "ev_52"),
                ],
                constraints=[
                    it(
                        "Four monthly installments were asked for, not six, so that the balance "
                        "is cleared before tax season.",
                        "ev_40",
                    ),
                ],
                rejected=[
                    it(
                        "A six-month arrangement ($68.74 a month) was proposed first and turned "
                        "down by Ruben.",
                        "ev_38",
                        "ev_40",
                    ),
                    it(
                        "Budget billing was suggested but declined because his usage varies.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "The current charges of $233.75 must be paid by October 24, and each "
                        "later bill by its due date, or the notice can come back.",
                        "ev_43",
                        "ev_52",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Ruben Castellano (5582-0913-44): avoid the shut-off under DN-33107 on a "
                    "$612.45 past-due balance",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Card payment (Visa ****4471, $200) declined by issuer, no charge; "
                        "reported",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "$200 from Harbor State Bank checking ****0932 posted: PMT-6620418; "
                        "balance $646.20, past due $412.45",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "Arrangement PA-20931 active: $412.45 over 4 bills (Nov–Jan $103.11, Feb "
                        "$103.12); DN-33107 on hold",
                        "ev_44",
                        "ev_45",
                        "ev_49",
                        "ev_52",
                    ),
                ],
                constraints=[
                    it("4 installments, not 6 (wants it done before tax season)", "ev_40"),
                    it("No budget billing", "ev_19"),
                ],
                next_steps=[
                    it(
                        "Ruben pays the current $233.75 by 10/24 and each new bill on time to "
                        "keep the hold",
                        "ev_52",
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
                    "Payment arrangement PA-20931 was set up for the $412.45 over six months: "
                    "$68.74 a month, with $68.75 in the last month.",
                    "ev_43",
                    "ev_45",
                    "ev_49",
                    "ev_52",
                ),
                "false_status:ledger_rejected",
                "over six months: $68.74 a month",
                "the 6-installment arrangement act_39 was rejected by Ruben's correction (ev_40, "
                "ev_42); PA-20931 is act_44, 4 installments of $103.11 and $103.12 (ev_49)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it("Visa ****4471 charged $200 after his yes", "ev_23", "ev_27"),
                "false_status:failed_call",
                "Visa ****4471 charged $200",
                "take_payment act_22 (executed) returned CARD_DECLINED: nothing was charged "
                "(ev_27, ev_28); the $200 that posted is PMT-6620418 from checking (act_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("6 installments, not 4 (wants the lowest monthly amount)", "ev_40"),
                "inverted_constraint",
                "6 installments, not 4",
                "Ruben said 6 is too long: not 6, do 4 months, to be done before tax season "
                "(ev_40)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The $200 was then taken from his Harbor State Bank checking ending 0932 and "
                    "posted as PMT-6620418, leaving a balance of $412.45.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_amount",
                "leaving a balance of $412.45",
                "the balance after the payment is $646.20 (ev_36, ev_38); $412.45 is the "
                "past-due part",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Arrangement PA-29031 active: $412.45 over 4 bills (Nov–Jan $103.11, Feb "
                    "$103.12); DN-33107 on hold",
                    "ev_44",
                    "ev_45",
                    "ev_49",
                    "ev_52",
                ),
                "wrong_id",
                "PA-29031",
                "the arrangement is PA-20931 (ev_49, ev_50, ev_52)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "$200 from Harbor State Bank checking ****4471 posted: PMT-6620418; balance "
                    "$646.20, past due $412.45",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_value:account",
                "checking ****4471",
                "the checking account ends 0932 (ev_11, ev_36); 4471 is the declined Visa",
            ),
        ],
    },
}
