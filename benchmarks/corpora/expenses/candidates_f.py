"""Hand-written candidate summaries, part 6: payout@m16, trips@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "expenses-payout@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Hollis Grant: ER-70391 paid to his bank, not via payroll",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Method set after his yes: bank transfer, Fenwick Savings ****7740, "
                        "$642.60, queued for the 3/20 run. Not paid yet (finance releases the "
                        "run)",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "ADV-0944 ($500.00) netted: $1,142.60 - $500.00 = $642.60; advance "
                        "settled, nothing owed",
                        "ev_9",
                        "ev_19",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Bank transfer, not payroll", "ev_2"),
                    it("Not ****3318 (closed); use ****7740", "ev_13"),
                ],
                rejected=[
                    it(
                        "Transfer to Halden CU ****3318: rejected by his correction, account "
                        "closed",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "His ask to be paid the full $1,142.60 without netting: refused, open "
                        "advances are always netted",
                        "ev_10",
                        "ev_11",
                    ),
                ],
                open_threads=[
                    it("Does he get an email when the money goes out? Unanswered", "ev_27"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Hollis Grant apparently wants his approved report ER-70391 reimbursed to "
                    "his bank account rather than through payroll, and was unsure about his "
                    "advance.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The reimbursement seems to have been switched to a bank transfer of "
                        "$642.60 to his Fenwick Savings account ending 7740, queued for the "
                        "March 20 payment run, though it has not actually been paid yet.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "His February advance, ADV-0944 for $500.00, appears to be settled by "
                        "netting it against the $1,142.60 report, so he should not owe anything "
                        "back.",
                        "ev_9",
                        "ev_26",
                    ),
                ],
                rejected=[
                    it(
                        "An earlier proposal to pay into Halden Credit Union ****3318 was "
                        "apparently rejected by Hollis, who said he had closed that account.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "He asked to be paid the whole amount and repay the advance separately, "
                        "but the agent said open advances are always netted.",
                        "ev_10",
                        "ev_11",
                    ),
                ],
                open_threads=[
                    it(
                        "He may want confirmation by email once the payment actually goes out.",
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
                "decisions[0]",
                it(
                    "Method set after his yes: bank transfer, Halden CU ****3318, $642.60, "
                    "queued for the 3/20 run. Not paid yet (finance releases the run)",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:ledger_rejected",
                "Halden CU ****3318",
                "the transfer to ****3318 (act_12) was rejected by his correction (ev_13, "
                "ev_15); the method set is to Fenwick Savings ****7740 (act_20, ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The reimbursement of $642.60 seems to have been paid into his Fenwick "
                    "Savings account ending 7740 by bank transfer.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "seems to have been paid into",
                "set_reimbursement_method act_20 only changed the method: the payment is "
                "queued for the March 20 run, not paid (ev_25, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "ADV-0944 ($500.00) netted: $1,142.60 - $500.00 = $652.60; advance settled, "
                    "nothing owed",
                    "ev_9",
                    "ev_19",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_amount",
                "= $652.60",
                "$1,142.60 less $500.00 is $642.60 (ev_9, ev_19, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Payroll, not bank transfer", "ev_2"),
                "inverted_constraint",
                "Payroll, not bank transfer",
                "he asked for his bank account, not payroll (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[1]",
                it(
                    "Hollis explained that open advances are always netted, so being paid the "
                    "whole amount and repaying the advance separately was not possible.",
                    "ev_10",
                    "ev_11",
                ),
                "misattributed_decision",
                "Hollis explained that open advances are always netted",
                "the agent stated the netting rule and refused (ev_11); Hollis had asked not "
                "to net it (ev_10)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The reimbursement seems to have been switched to a bank transfer of "
                    "$642.60 to his Fenwick Savings account ending 7740, queued for the March "
                    "27 payment run, though it has not actually been paid yet.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_date",
                "March 27 payment run",
                "the bank transfer is queued for the March 20 run (ev_25, ev_26); March 27 is "
                "the payroll date it replaced (ev_4, ev_9)",
            ),
        ],
    },
    "expenses-trips@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ingrid Maalouf (E-24406): withdraw the approved Ambervale trip, client "
                    "postponed; keep the April Port Halloran one",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "TR-11802 (Ambervale, 3/24-3/26) withdrawn after her yes; reported",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Travel desk to cancel its bookings, confirmation within 1 business "
                        "day: hotel BK-60216 ($318.00, to be refunded), flight BK-60215 (to "
                        "become a $289.00 credit in her name). Requested, not done yet",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it(
                        "TR-11810 (Port Halloran, 4/7-4/9) stays; nothing to be done with the "
                        "flight credit, she'll use it herself for the April trip",
                        "ev_2",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's suggestion to change TR-11802's dates instead: declined, no "
                        "new date",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it("Where can she see the credit? Unanswered", "ev_23"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "The cancellation of Ingrid Maalouf's travel approval for the postponed "
                    "Ambervale client visit was requested.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Travel request TR-11802 for Ambervale, March 24-26, was withdrawn "
                        "after her confirmation.",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                    ),
                    it(
                        "The cancellation of the Millrace Hotel booking and of the "
                        "non-refundable flight has been passed to the travel desk, which is "
                        "expected to confirm within one business day; the hotel is to be "
                        "refunded and the flight is to be turned into a $289.00 credit.",
                        "ev_12",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Her Port Halloran trip, TR-11810 on April 7-9, was left untouched, as "
                        "she asked.",
                        "ev_2",
                        "ev_15",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it(
                        "Changing the dates of TR-11802 was suggested by the agent, but this "
                        "was declined because there is no new date.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked by Ingrid whether the flight credit will show up "
                        "somewhere she can see it.",
                        "ev_23",
                    ),
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
                    "Travel request TR-11810 for Port Halloran, April 7-9, was withdrawn after "
                    "her confirmation.",
                    "ev_15",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:other_target",
                "TR-11810 for Port Halloran, April 7-9, was withdrawn",
                "withdraw_travel_request act_16 withdrew TR-11802, Ambervale (ev_19, ev_21); "
                "TR-11810 was kept at her request (ev_2, ev_22)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Travel desk cancelled both bookings: hotel BK-60216 refunded ($318.00), "
                    "flight BK-60215 turned into a $289.00 credit in her name",
                    "ev_21",
                    "ev_22",
                ),
                "false_status:wrong_effect",
                "Travel desk cancelled both bookings",
                "the withdrawal only requested the cancellations (cancellation_requested, "
                "confirmed within 1 business day): nothing is refunded or credited yet "
                "(ev_21, ev_22)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The $289.00 flight credit was applied to her April Port Halloran trip.",
                    "ev_13",
                    "ev_22",
                ),
                "false_status:no_such_action",
                "was applied to her April Port Halloran trip",
                "the ledger holds no such action; she asked that nothing be done with the "
                "credit and will use it herself (ev_13, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Travel desk to cancel its bookings, confirmation within 1 business day: "
                    "hotel BK-60216 ($318.00, to be refunded), flight BK-60215 (to become a "
                    "$318.00 credit in her name). Requested, not done yet",
                    "ev_21",
                    "ev_22",
                ),
                "wrong_amount",
                "a $318.00 credit",
                "the flight credit is $289.00 (ev_12, ev_21, ev_22); $318.00 is the hotel",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Withdraw TR-11810 (Port Halloran, 4/7-4/9) as well; nothing to be done "
                    "with the flight credit, she'll use it herself for the April trip",
                    "ev_2",
                    "ev_13",
                    "ev_15",
                ),
                "inverted_constraint",
                "Withdraw TR-11810 (Port Halloran, 4/7-4/9) as well",
                "she said NOT the Port Halloran one, that's still on (ev_2)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Changing the dates of TR-11802 was suggested by Ingrid, but this was "
                    "dropped because there is no new date.",
                    "ev_12",
                    "ev_13",
                ),
                "misattributed_decision",
                "suggested by Ingrid",
                "the agent suggested changing the dates (ev_12); Ingrid declined (ev_13)",
            ),
        ],
    },
}
