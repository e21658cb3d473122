"""Hand-written candidate summaries, part 5: banners@m30, credit@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "printshop-banners@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "lowell ardagh, quarrender opticians - new shop front banner put up by the "
                    "crew + window banner, cards later",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "banners run RUN-61507 placed, $327 on amex 3007, ready thu apr 8",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "fri apr 9 8am install failed (slot taken), nothing charged",
                        "ev_38",
                        "ev_39",
                    ),
                    it(
                        "install INS-4031 booked mon apr 12 7:30am for the fascia banner, $95 "
                        "on amex",
                        "ev_44",
                        "ev_48",
                        "ev_50",
                    ),
                    it(
                        "window banner: he picks it up at varrowdene counter from thu apr 8, "
                        "hangs it himself",
                        "ev_16",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it("banners first, cards later", "ev_2", "ev_16"),
                    it("no weekend surcharge", "ev_40"),
                ],
                rejected=[
                    it(
                        "cards for the 2 optometrists - he said later, next month",
                        "ev_50",
                        "ev_51",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Lowell Ardagh of Quarrender Opticians appears to be rebranding and needed "
                    "a new shop-front banner put up by the crew, plus a window banner, with new "
                    "business cards to follow later.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Both banners seem to have been ordered as RUN-61507 for $327.00, "
                        "charged to his Amex ****3007.",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "After the Friday 8:00 am slot was lost to another job, the fascia "
                        "banner installation appears to be booked as INS-4031 for Monday, "
                        "April 12 at 7:30 am, for $95.00.",
                        "ev_38",
                        "ev_39",
                        "ev_48",
                        "ev_50",
                    ),
                    it(
                        "The window banner is apparently not being installed; Lowell will "
                        "collect it from the Varrowdene counter from Thursday, April 8.",
                        "ev_16",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it(
                        "He seems to want the banners done first and the cards only later.",
                        "ev_2",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "He declined the Saturday slot, probably because of the $40.00 weekend "
                        "surcharge.",
                        "ev_29",
                        "ev_39",
                        "ev_40",
                    ),
                    it(
                        "The agent's offer to set up the cards now was put off until next month.",
                        "ev_50",
                        "ev_51",
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
                it(
                    "The Friday 8:00 am installation on April 9 seems to have gone through, "
                    "and the fascia banner will be put up then.",
                    "ev_34",
                    "ev_38",
                ),
                "false_status:failed_call",
                "seems to have gone through",
                "schedule_install act_33 for Friday executed but its result is an error: the "
                "slot was taken (ev_38); the install booked is INS-4031 on Monday (ev_48)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "install INS-4031 booked mon apr 12 7:30am for the window banner, $95 on amex",
                    "ev_44",
                    "ev_48",
                    "ev_50",
                ),
                "false_status:other_target",
                "for the window banner",
                "INS-4031 is for the fascia banner (act_43, ev_48); the window banner is "
                "collected and hung by Lowell himself (ev_16, ev_50)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "cards for the 2 new optometrists ordered too, to print next month",
                    "ev_50",
                    "ev_51",
                ),
                "false_status:no_such_action",
                "ordered too",
                "he put the cards off to next month (ev_51); the ledger holds no card order",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After the Friday 8:00 am slot was lost to another job, the fascia banner "
                    "installation appears to be booked as INS-4013 for Monday, April 12 at "
                    "7:30 am, for $95.00.",
                    "ev_38",
                    "ev_39",
                    "ev_48",
                    "ev_50",
                ),
                "wrong_id",
                "INS-4013",
                "the installation is INS-4031 (ev_48, ev_50)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "install INS-4031 booked tue apr 13 7:30am for the fascia banner, $95 on amex",
                    "ev_44",
                    "ev_48",
                    "ev_50",
                ),
                "wrong_date",
                "tue apr 13",
                "the install is on Monday, April 12 (ev_48, ev_50)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He seems to want the cards done first and the banners only later.",
                    "ev_2",
                    "ev_16",
                ),
                "inverted_constraint",
                "the cards done first and the banners only later",
                'he said "banners first, the cards later" (ev_2, ev_16)',
            ),
        ],
    },
    "printshop-credit@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Wilma Maclaverty (Fernhollow Garden Centre, BA-6235): move to net 30 "
                    "account terms + 3,000 plant care leaflets for the spring fair on the 17th",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Credit application CRA-1186 submitted after her yes: net 30, $2,500 "
                        "limit requested; under review with the accounts team, decision by Fri "
                        "4/9. NOT approved yet",
                        "ev_23",
                        "ev_28",
                        "ev_35",
                    ),
                    it(
                        "RUN-61512 placed: 3,000 A4 leaflets, 100gsm uncoated, $261.00 ($216 + "
                        "$45 setup) charged now to Visa ****9152; proof PRF-3334 sent to "
                        "wilma@fernhollow.example.com; ready Mon 4/12 if approved by 10am 4/7",
                        "ev_20",
                        "ev_32",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Uncoated only, no shiny paper: leaflets get folded into seed bags",
                        "ev_17",
                    ),
                    it(
                        "Until accounts approves terms, orders are paid by the card on file",
                        "ev_12",
                        "ev_16",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "Holding the order until the credit decision (agent's offer): declined, "
                        "she needs them for the fair",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Putting this order on net 30 anyway: refused, terms not approved yet",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Asks whether future orders go on account automatically once approved",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Net 30 account terms and 3,000 plant care leaflets for the spring fair "
                    "were requested by Wilma Maclaverty of Fernhollow Garden Centre.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "An application for net 30 terms, CRA-1186, was submitted to the "
                        "accounts team with a proposed limit of $2,500.00; it is under review, "
                        "a decision is expected by Friday, April 9, and it has not been "
                        "approved.",
                        "ev_28",
                        "ev_35",
                    ),
                    it(
                        "The leaflet run RUN-61512 (3,000 on 100gsm uncoated) was placed and "
                        "$261.00 was charged to her Visa ending 9152.",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "A proof, PRF-3334, was emailed to her; the leaflets are to be ready on "
                        "Monday, April 12 if it is approved by 10 am on April 7.",
                        "ev_32",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Uncoated paper is to be used, as the leaflets are folded into seed bags.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Her request to put this order on 30-day terms was refused, since the "
                        "terms have not been approved yet.",
                        "ev_17",
                        "ev_20",
                    ),
                    it(
                        "Holding the order until the credit decision was offered by the agent "
                        "and declined.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked whether future orders will go on account automatically "
                        "once the terms are approved.",
                        "ev_36",
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
                    "An application for net 30 terms, CRA-1186, was submitted to the accounts "
                    "team with a proposed limit of $2,500.00 and approved, so the account is "
                    "now on net 30.",
                    "ev_28",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "and approved, so the account is now on net 30",
                "apply_credit_terms act_21 only submitted the application: it is under review "
                "with the accounts team, decision by April 9 (ev_28, ev_35)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "3,000 A4 leaflets, 100gsm uncoated, $261.00 ($216 + $45 setup): held, not "
                    "run or charged until the credit decision on Fri 4/9",
                    "ev_20",
                    "ev_32",
                    "ev_35",
                ),
                "false_status:other_status",
                "held, not run or charged until the credit decision",
                "place_run_order act_22 executed: RUN-61512 is placed and $261.00 charged to "
                "the Visa (ev_31, ev_32, ev_35); she declined holding it (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The leaflet run RUN-61512 (3,000 on 100gsm uncoated) was placed and "
                    "$288.00 was charged to her Visa ending 9152.",
                    "ev_32",
                    "ev_35",
                ),
                "wrong_amount",
                "$288.00",
                "the uncoated run is $261.00 (ev_32, ev_35); $288.00 is the 130gsm silk price "
                "(ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Credit application CRA-1186 submitted after her yes: net 30, $5,000 limit "
                    "requested; under review with the accounts team, decision by Fri 4/9. NOT "
                    "approved yet",
                    "ev_23",
                    "ev_28",
                    "ev_35",
                ),
                "wrong_value:credit_limit",
                "$5,000 limit",
                "the limit requested is $2,500.00 (ev_20, ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Shiny coated stock, not uncoated: leaflets get folded into seed bags",
                    "ev_17",
                ),
                "inverted_constraint",
                "Shiny coated stock, not uncoated",
                'she asked for uncoated, "no shiny paper" (ev_17)',
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[1]",
                it(
                    "Holding the order until the credit decision was suggested by Wilma and "
                    "then dropped.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "suggested by Wilma",
                "the agent offered to hold the order (ev_16); Wilma declined (ev_17)",
            ),
        ],
    },
}
