"""Hand-written candidate summaries, part 4: insurance@m22, fuel@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "marina-insurance@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Priya Castellan, who keeps Moonraker in slip D-9, contacted the harbour "
                    "office because her insurance on file had expired and she needs the boat "
                    "launched in time for a survey.",
                    "ev_2",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "The agent confirmed that her Saltby Mutual certificate (SM-448120) "
                        "expired on February 28 and explained that the marina needs at least "
                        "$300,000 of liability with the marina named as additional insured, "
                        "reviewed by the marina manager, Colm Ashby.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "With Priya's agreement, her new Harbourline Insurance certificate, "
                        "policy HL-7730214 with $500,000 of liability from March 1, 2026 to "
                        "February 28, 2027, was submitted as INS-2614. It is under review and "
                        "has not been accepted; a decision is expected by Monday, March 16.",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Moonraker has to be in the water before the surveyor comes on March "
                        "27, because he is doing a sea trial.",
                        "ev_26",
                    ),
                    it(
                        "No launch can happen until a current certificate is accepted.",
                        "ev_12",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent proposed a launch on Wednesday, March 25 in the 09:40-12:05 "
                        "window for $504.00, but instead of confirming, Priya asked whether she "
                        "would lose the slot if the certificate is not accepted by then.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested Tuesday, March 24 to leave a spare day before the "
                        "survey, but Priya is at work that day.",
                        "ev_30",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Priya Castellan (MH-40522): new insurance on file for Moonraker, then "
                    "launch before her 3/27 survey",
                    "ev_2",
                    "ev_6",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "INS-2614 submitted after her yes: Harbourline HL-7730214, $500k "
                        "liability, 3/1/2026-2/28/2027. Under review with the manager, decision "
                        "by 3/16; NOT accepted",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Launch before the survey date (3/27): sea trial", "ev_26"),
                    it("No launch until a certificate is accepted", "ev_12"),
                ],
                open_threads=[
                    it(
                        "Launch Wed 3/25 09:40-12:05, $504, to D-9: proposed, no yes. She asked "
                        "what happens if the certificate isn't accepted by the 25th",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it("Tue 3/24 launch: she's at work", "ev_30", "ev_31"),
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
                    "With Priya's agreement, her new Harbourline Insurance certificate, policy "
                    "HL-7730214 with $500,000 of liability from March 1, 2026 to February 28, "
                    "2027, was submitted as INS-2614 and accepted by the marina manager.",
                    "ev_15",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "accepted by the marina manager",
                "submit_insurance_certificate act_18 only submitted it: INS-2614 is "
                "under_review (ev_23) and the agent said it isn't accepted yet (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[1]",
                it("Launch booked Wed 3/25 09:40-12:05, $504, to D-9", "ev_33", "ev_35"),
                "false_status:pending",
                "Launch booked",
                "book_launch act_34 is pending: Priya answered the confirmation with a question "
                "(ev_35), no yes and no call",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Moonraker should only go in the water after the surveyor's visit on March 27.",
                    "ev_26",
                ),
                "inverted_constraint",
                "only go in the water after the surveyor's visit",
                "she said the boat has to be in the water before the survey date, for the sea "
                "trial (ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Priya first suggested Tuesday, March 24 to leave a spare day before the "
                    "survey, but then remembered she is at work that day.",
                    "ev_30",
                    "ev_31",
                ),
                "misattributed_decision",
                "Priya first suggested Tuesday, March 24",
                "the agent suggested Tuesday to leave a spare day (ev_30); Priya turned it "
                "down (ev_31)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "INS-2614 submitted after her yes: Harbourline HL-7730214, $300k liability, "
                    "3/1/2026-2/28/2027. Under review with the manager, decision by 3/16; NOT "
                    "accepted",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_value:liability",
                "$300k liability",
                "her certificate shows $500,000 of liability (ev_15, ev_17); $300,000 is the "
                "marina's minimum (ev_12)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Launch Wed 3/25 09:40-12:05, $504, to D-9: proposed, no yes. She asked "
                    "what happens if the certificate isn't accepted by the 25th",
                    "ev_12",
                    "ev_14",
                ),
                "unsupported_ref",
                "Launch Wed 3/25 09:40-12:05, $504",
                "ev_12 and ev_14 are the insurance status and requirements; the launch proposal "
                "and her question are in ev_33 and ev_35",
            ),
        ],
    },
    "marina-fuel@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Corin Balfour seems to want a monthly fuel cap on Tern, which his son has "
                    "been filling up, and to pay off his fuel dock account.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Tern's monthly fuel limit on account FA-2290 appears to have been "
                        "lowered from $400.00 to $150.00, starting today, while Skua's limit "
                        "stays at $600.00.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "The $612.40 payment on his Mastercard ending 5517 apparently failed "
                        "because the card expired, so nothing was charged.",
                        "ev_26",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "He was clear that Skua, his own boat, should be left alone.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "He seems to have declined the emailed payment link and says he will "
                        "pay by check at the fuel dock office on Saturday.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "The $612.40 balance is still due by March 15, with a 1.5% late fee "
                        "after that, and he is asking whether the office is open on Saturday "
                        "morning.",
                        "ev_12",
                        "ev_32",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "corin balfour MH-22978 - cap tern's fuel, pay off fuel acct FA-2290",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "tern limit now $150/mo (was 400), done. skua stays 600",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "payment 612.40 on mc 5517 - failed, card expired 02/26. nothing "
                        "charged, told him",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("leave skua alone", "ev_15"),
                ],
                rejected=[
                    it("payment link by email - no, he'll pay by check sat", "ev_32", "ev_33"),
                ],
                open_threads=[
                    it(
                        "balance 612.40 still due mar 15. is the office open saturday morning?",
                        "ev_32",
                        "ev_33",
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
                it("payment 612.40 on mc 5517 - paid, balance cleared", "ev_31", "ev_32"),
                "false_status:failed_call",
                "paid, balance cleared",
                "pay_fuel_account act_25 executed with an error result, card_declined (ev_31); "
                "the balance is still due (ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Skua's monthly fuel limit on account FA-2290 appears to have been lowered "
                    "from $600.00 to $150.00, starting today.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:other_target",
                "Skua's monthly fuel limit",
                "the limit changed is Tern's (act_18, ev_23); he asked to leave Skua alone (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it("payment link sent to his email", "ev_32", "ev_33"),
                "false_status:no_such_action",
                "payment link sent",
                "the agent only offered the link (ev_32) and he said no (ev_33); the ledger "
                "holds no such action",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The request to lower Tern's monthly limit on account FA-2290 to $150.00 "
                    "appears to have been refused, so it stays at $400.00.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:other_status",
                "appears to have been refused",
                "set_fuel_account_limit act_18 executed: Tern's limit is $150.00 (ev_23, ev_24)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "The $621.40 balance is still due by March 15, with a 1.5% late fee after "
                    "that, and he is asking whether the office is open on Saturday morning.",
                    "ev_12",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_amount",
                "$621.40",
                "the balance is $612.40 (ev_12, ev_32)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("tern limit now $50/mo (was 400), done. skua stays 600", "ev_23", "ev_24"),
                "wrong_value:monthly_limit",
                "$50/mo",
                "Tern's new monthly limit is $150.00 (ev_23, ev_24)",
            ),
        ],
    },
}
