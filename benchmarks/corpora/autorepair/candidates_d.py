"""Hand-written candidate summaries, part 4: payment@m23, refund@m23.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "autorepair-payment@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Lorraine Petrakis seems to want to pay off the Subaru Outback's repair so "
                    "she can pick it up on her lunch break.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The Outback's invoice, INV-24790 on RO-24790, appears to total "
                        "$1,364.61 for the front struts, rear sway bar links and a four-wheel "
                        "alignment.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Following her split, $500.00 seems to have been charged to her Visa "
                        "****4417 first and the remaining $864.61 to her Mastercard debit "
                        "****0921; both payments were approved.",
                        "ev_16",
                        "ev_23",
                        "ev_26",
                        "ev_31",
                        "ev_34",
                    ),
                    it(
                        "INV-24790 now looks paid in full, and the receipt was sent to "
                        "lpetrakis@example.net.",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "She wanted $500 on the Visa first and the rest on the debit card.", "ev_16"
                    ),
                    it(
                        "She does not want to pay anything toward the Civic; her son is paying "
                        "for it himself.",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to prepay the Civic's authorized $466.30, which she "
                        "declined.",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "The Outback should be waiting at the front desk; the Civic (RO-24802) "
                        "is still waiting on parts due October 21.",
                        "ev_10",
                        "ev_15",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Lorraine Petrakis (C-09831): pay the Outback LPK-2716 invoice, pick it up "
                    "at lunch",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "INV-24790 (RO-24790) $1,364.61 paid in full: PMT-77120 $500 Visa "
                        "****4417, then PMT-77121 $864.61 debit ****0921, both approved",
                        "ev_13",
                        "ev_29",
                        "ev_31",
                        "ev_32",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "Civic LPK-1290 (RO-24802): nothing paid; son's car, he pays. Agent's "
                        "$466.30 prepay offer declined",
                        "ev_10",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("Split: $500 on Visa first, rest on debit", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Outback ready at front desk (open till 6); Civic parts ETA 10/21",
                        "ev_10",
                        "ev_36",
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
                    "The Civic's repair order, RO-24802, now looks paid in full, and the receipt "
                    "was sent to lpetrakis@example.net.",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:other_target",
                "The Civic's repair order, RO-24802, now looks paid in full",
                "both payments (act_24, act_25) were on INV-24790, the Outback's RO-24790 (ev_23, "
                "ev_34); the Civic's RO-24802 stays open with nothing charged (ev_36)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Civic LPK-1290 (RO-24802): authorized $466.30 prepaid as well",
                    "ev_10",
                    "ev_20",
                ),
                "false_status:no_such_action",
                "authorized $466.30 prepaid as well",
                "the ledger holds no payment for the Civic: the agent offered the prepayment "
                "(ev_20) and she declined (ev_21)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She wanted the debit card charged first, with $500 going on the Visa last.",
                    "ev_16",
                ),
                "inverted_constraint",
                "the debit card charged first",
                "she said '$500 on my visa first, then the rest on the debit card' (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "INV-24790 (RO-24790) $1,364.61 paid in full: PMT-77120 $864.61 Visa "
                    "****4417, then PMT-77121 $500 debit ****0921, both approved",
                    "ev_13",
                    "ev_29",
                    "ev_31",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_amount",
                "PMT-77120 $864.61 Visa ****4417",
                "PMT-77120 is $500.00 on the Visa and PMT-77121 $864.61 on the debit card (ev_29, "
                "ev_31, ev_32, ev_34)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[2]",
                it("She asked for the receipt to be emailed to lpetrakis@example.net.", "ev_36"),
                "misattributed_decision",
                "She asked for the receipt to be emailed",
                "the emailed receipt is the agent's statement (ev_36); she asked for no receipt",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Outback ready at front desk (open till 6); Civic parts ETA 10/21",
                    "ev_16",
                    "ev_19",
                ),
                "unsupported_ref",
                "Civic parts ETA 10/21",
                "ev_16 (her split) and ev_19 (the cards on file) say nothing of the pickup or "
                "the Civic's parts; those are ev_10, ev_15 and ev_36",
            ),
        ],
    },
    "autorepair-refund@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A refund is being sought by Samir Haddadin for a tire rotation that he was "
                    "charged for on his 2020 Hyundai Elantra but had declined.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The $29.95 rotation was found on invoice INV-24721 from October 9, and "
                        "the repair order confirmed that it had been declined and not performed.",
                        "ev_11",
                        "ev_14",
                    ),
                    it(
                        "A refund of $29.95, RF-3318, was issued to his Visa ****6630 after he "
                        "agreed; it should post in 3-5 business days.",
                        "ev_17",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "A goodwill request for a free oil change on his next visit was sent to "
                        "the service manager, Priya Hollander, as GW-0782; it has not been "
                        "decided yet.",
                        "ev_28",
                        "ev_30",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "A free oil change was asked for specifically, not a credit toward a "
                        "repair.",
                        "ev_26",
                    ),
                ],
                rejected=[
                    it(
                        "The $50 credit toward a next repair that was mentioned by the agent was "
                        "turned down by Samir in favor of a free oil change.",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Priya's answer is to be texted to 555-0182 by Monday, October 20.", "ev_36"
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Samir Haddadin contacted the shop because his October 9 invoice charged him "
                    "for a tire rotation he had declined, and he also wanted something for "
                    "having to come back after the oil cap was left off.",
                    "ev_2",
                    "ev_11",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "The agent confirmed from the repair order that the rotation was declined "
                        "and never done, and once Samir agreed, refund RF-3318 for $29.95 went "
                        "back to his Visa ending 6630, which should post within 3-5 business "
                        "days.",
                        "ev_14",
                        "ev_17",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "For the oil cap problem, which brought him back on October 10 under "
                        "RO-24733, the agent explained that only the service manager, Priya "
                        "Hollander, can grant credits, and after Samir agreed a goodwill "
                        "request, GW-0782, was sent to her asking for a free oil change on his "
                        "next visit.",
                        "ev_14",
                        "ev_25",
                        "ev_28",
                        "ev_30",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "Samir was firm that he wants an actual free oil change, not a credit on "
                        "some repair he doesn't need.",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "Priya has not decided yet; Samir should hear back by text by Monday, "
                        "October 20.",
                        "ev_34",
                        "ev_36",
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
                    "A free oil change on his next visit was granted by the service manager, "
                    "Priya Hollander, under GW-0782.",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:wrong_effect",
                "was granted by the service manager",
                "the call only submitted the request for Priya's decision: status "
                "awaiting_manager_decision (ev_34); the agent said nothing is granted until she "
                "decides (ev_36)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("A $50 credit toward his next repair was also put on his account.", "ev_25"),
                "false_status:no_such_action",
                "A $50 credit toward his next repair was also put on his account",
                "the ledger holds no credit: the $50 credit was the agent's example (ev_25), "
                "Samir refused it (ev_26) and only the goodwill request act_29 was submitted",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A refund of $29.95 to his Visa ****6630 was requested after he agreed, but "
                    "it was declined.",
                    "ev_17",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:other_status",
                "it was declined",
                "issue_refund act_16 executed and returned status processed, RF-3318 (ev_20, "
                "ev_21); the agent reported it done (ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Samir said a credit toward a future repair would be fine in place of a free "
                    "oil change.",
                    "ev_26",
                ),
                "inverted_constraint",
                "a credit toward a future repair would be fine",
                "he said 'Not a credit on some repair I don't need, an actual free oil change' "
                "(ev_26)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent confirmed from the repair order that the rotation was declined and "
                    "never done, and once Samir agreed, refund RF-3318 for $29.95 went back to "
                    "his Visa ending 6603, which should post within 3-5 business days.",
                    "ev_14",
                    "ev_17",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_value:card",
                "Visa ending 6603",
                "the refund went to Visa ****6630, the card he paid with (ev_11, ev_21, ev_23)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it("Priya's answer is to be texted to 555-0182 by Monday, October 27.", "ev_36"),
                "wrong_date",
                "Monday, October 27",
                "the answer is due by Monday, October 20 (ev_34, ev_36)",
            ),
        ],
    },
}
