"""Hand-written candidate summaries, part 1: renew@m16, renew@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "library-renew@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Perrine Lathbury (HU-4418207, graduate) renewing Coastal Landforms and "
                    "Processes, due Thu 4/9",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "HK302117 (2nd ed., 2009) renewed after her yes: due 4/9 → 6/2/2026, "
                        "renewal 2 of 3, 1 left",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Atlas HK440071 not renewed: agent's suggestion to line up the due dates "
                        "declined; stays due 4/23",
                        "ev_14",
                        "ev_17",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it(
                        "Only the 2nd edition, not the 3rd: she's returning HK388450 today and "
                        "her supervisor wants the 2009 edition cited",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal to renew both editions (HK302117 + HK388450 → 6/2) "
                        "rejected by her correction",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "HK215964 Sediment Budgets of Estuaries recalled 3/30: due moved 5/12 → "
                        "Mon 4/13, not renewable, $2.00/day if late. She needs it for her "
                        "seminar on the 14th and asked to renew it anyway; not answered yet",
                        "ev_29",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Perrine Lathbury contacted the library to renew her copy of Coastal "
                    "Landforms and Processes, which was due on Thursday.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "After verifying her account, the agent found that she had two editions "
                        "of the book checked out, the 2nd edition from 2009 and the 3rd edition "
                        "from 2019, both due on April 9.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Perrine chose to renew only the 2nd edition, since she is returning the "
                        "3rd today and her supervisor wants her to cite the 2009 edition.",
                        "ev_17",
                    ),
                    it(
                        "Once she confirmed, the 2nd edition (HK302117) was renewed and is now "
                        "due on June 2, 2026, with one renewal remaining.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "She also turned down the agent's suggestion to renew her Atlas of Tidal "
                        "Marshes, which remains due on April 23.",
                        "ev_14",
                        "ev_17",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first proposal, renewing both editions until June 2, was "
                        "dropped when Perrine corrected it.",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent then told her that Sediment Budgets of Estuaries had been "
                        "recalled by another patron, is now due on Monday, April 13 and cannot "
                        "be renewed; Perrine says she needs it for her seminar on the 14th and "
                        "has asked whether it can be renewed anyway.",
                        "ev_29",
                        "ev_30",
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
                    "Once she confirmed, both editions (HK302117 and HK388450) were renewed and "
                    "are now due on June 2, 2026.",
                    "ev_14",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "both editions (HK302117 and HK388450) were renewed",
                "the renewal of the 3rd edition HK388450 (act_16) was rejected by her correction "
                "(ev_17, ev_20); only act_22, on HK302117, was approved and executed (ev_24, "
                "ev_26, ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "HK302117 (2nd ed., 2009) renewed after her yes: due 4/9 → 6/9/2026, "
                    "renewal 2 of 3, 1 left",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_date",
                "6/9/2026",
                "the new due date is June 2, 2026, 56 days from April 7 (ev_21, ev_27, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Renew the newer 3rd edition rather than the 2009 one, which she's "
                    "returning today",
                    "ev_17",
                ),
                "inverted_constraint",
                "Renew the newer 3rd edition rather than the 2009 one",
                "she asked for the 2nd edition only, not the 3rd, which she is bringing back "
                "today; her supervisor wants the 2009 edition cited (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "HK215964 Sediment Budgets of Estuaries recalled 3/30: due moved 5/12 → Mon "
                    "4/13, not renewable, $0.50/day if late. She needs it for her seminar on "
                    "the 14th and asked to renew it anyway; not answered yet",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_amount",
                "$0.50/day",
                "a recalled book that is late is fined $2.00 a day (ev_29, ev_12)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "The agent also renewed Sediment Budgets of Estuaries so that she can keep "
                    "it for her seminar on the 14th.",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:no_such_action",
                "also renewed Sediment Budgets of Estuaries",
                "the ledger holds no action on HK215964; it was recalled and cannot be renewed "
                "(ev_29), and her request to renew it (ev_30) is not answered yet",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Once she confirmed, the 2nd edition (HK302117) was renewed and is now due "
                    "on June 2, 2026, with two renewals remaining.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_value:renewals_left",
                "two renewals remaining",
                "this was renewal 2 of 3: one renewal is left (ev_21, ev_27, ev_29)",
            ),
        ],
    },
    "library-renew@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "perrine lathbury HU-4418207 - renew coastal landforms (2nd ed), keep "
                    "access to sediment budgets for her seminar on the 14th",
                    "ev_2",
                    "ev_6",
                    "ev_17",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "HK302117 2nd ed renewed, now due jun 2 2026, 1 renewal left. 3rd ed "
                        "HK388450 not renewed, she returns it today",
                        "ev_17",
                        "ev_21",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "recalled book HK215964 cant be renewed - back by mon apr 13 or $2/day",
                        "ev_29",
                        "ev_34",
                    ),
                    it(
                        "she said yes to a hold on HK215964 (pickup hawkridge) + standard scan "
                        "ch 6 pp 141-178 from ref copy HK215988, $3.50, by fri apr 10 - neither "
                        "done yet",
                        "ev_38",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "scan: cheaper option first, express only if standard cant arrive "
                        "before the 14th",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "place hold on HK215964 + order standard scan of HK215988 pp 141-178, "
                        "then confirm to perrine",
                        "ev_38",
                        "ev_41",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Perrine Lathbury seems to need her sources for a seminar on the 14th: she "
                    "renewed one book and is trying to keep access to a recalled one.",
                    "ev_2",
                    "ev_29",
                    "ev_30",
                    "ev_35",
                ),
                decisions=[
                    it(
                        "The 2nd edition of Coastal Landforms and Processes (HK302117) appears "
                        "to have been renewed until June 2, 2026, after she asked for that "
                        "edition only, not the 3rd.",
                        "ev_17",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Since the recalled Sediment Budgets of Estuaries (HK215964) apparently "
                        "cannot be renewed, she plans to return it on Monday, April 13.",
                        "ev_34",
                        "ev_35",
                    ),
                    it(
                        "She has agreed to a hold on HK215964 and a standard scan of chapter 6 "
                        "from the Sedgeworth reference copy for $3.50, though neither appears "
                        "to have been placed or ordered yet.",
                        "ev_34",
                        "ev_38",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "She would like the cheaper scan option first, with express only if "
                        "standard could not arrive before the 14th.",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "According to the agent, the standard scan should arrive by Friday, "
                        "April 10, which would be before her seminar.",
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
                    "She has agreed to a hold on HK215964 and a standard scan of chapter 6 from "
                    "the Sedgeworth reference copy for $3.50, and both seem to have been placed "
                    "and ordered.",
                    "ev_34",
                    "ev_38",
                    "ev_41",
                ),
                "false_status:pending",
                "both seem to have been placed and ordered",
                "place_hold act_39 and order_scan act_40 are approved by her yes (ev_41, ev_42, "
                "ev_43) but no call has been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she said yes to a hold on HK215964 (pickup hawkridge) + standard scan ch 6 "
                    "pp 141-178 from ref copy HK215988, $8, by fri apr 10 - neither done yet",
                    "ev_38",
                    "ev_41",
                ),
                "wrong_amount",
                "HK215988, $8,",
                "the standard scan is $3.50 (ev_34, ev_38); $8.00 is the express price",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "scan: fastest option first, price doesnt matter as long as its there "
                    "before the 14th",
                    "ev_35",
                ),
                "inverted_constraint",
                "fastest option first, price doesnt matter",
                "she asked for the cheaper option first, express only if standard could not "
                "arrive before the 14th (ev_35)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Since the recalled Sediment Budgets of Estuaries (HK215964) apparently "
                    "cannot be renewed, she plans to return it on Tuesday, April 14.",
                    "ev_34",
                    "ev_35",
                ),
                "wrong_date",
                "Tuesday, April 14",
                "the recalled book is due Monday, April 13 and she will bring it back Monday "
                "(ev_34, ev_35); the 14th is her seminar",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Perrine worked out that the standard scan should arrive by Friday, April "
                    "10, before her seminar, so express is not needed.",
                    "ev_35",
                    "ev_38",
                ),
                "misattributed_decision",
                "Perrine worked out",
                "the agent stated that the standard scan arrives by April 10, before the "
                "seminar (ev_38); she only asked for the cheaper option first (ev_35)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "HK302117 2nd ed renewed, now due jun 2 2026, 1 renewal left. 3rd ed "
                    "HK388450 not renewed, she returns it today",
                    "ev_1",
                    "ev_3",
                ),
                "unsupported_ref",
                "HK302117",
                "ev_1 and ev_3 are the greeting and the request for her name and email; the "
                "renewal and its due date are in ev_17, ev_27 and ev_29",
            ),
        ],
    },
}
