"""Hand-written candidate summaries, part 6: delivery@m15, estimate@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "movers-delivery@m15": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ines Caldwell-Ruiz (CU-16251): deliver her stored goods to her new "
                    "apartment, 905 Larkspur Ave, Apt 4D, Osterly Heights, on Wed 12/3",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "In storage since 10/3 at the Osterly Heights warehouse (4410 Dunmore "
                        "Way): V-3318 furniture, 1,900 lb; V-3319 24 boxes (books, holiday "
                        "decorations), 800 lb; $95/mo each, paid through 11/30",
                        "ev_11",
                        "ev_16",
                    ),
                    it("Window 9-11 am chosen", "ev_16", "ev_17"),
                    it(
                        "Both-vault delivery ($465) proposed by the agent; rejected by Ines",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "Proposed now: V-3318 only, Wed 12/3, 9-11 am, $310 on Mastercard "
                        "****9034 at delivery; V-3319 stays at $95/mo. Awaiting her yes",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("No move-in before 9 am (building rule)", "ev_17"),
                    it(
                        "Only the furniture vault; books/holiday boxes stay in storage "
                        "(apartment too small)",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it("Unpacking/setup ($150): declined", "ev_16", "ev_17"),
                ],
                next_steps=[
                    it("On her yes, schedule_delivery for V-3318 and confirm", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ines Caldwell-Ruiz would like the belongings she has had in storage since "
                    "her October move delivered to her new apartment on December 3.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Her things appear to be in two vaults: V-3318 with the furniture and "
                        "V-3319 with 24 boxes of books and holiday decorations.",
                        "ev_11",
                        "ev_16",
                    ),
                    it("She picked the 9-11 am window.", "ev_16", "ev_17"),
                    it(
                        "The agent has now proposed delivering only V-3318 on Wednesday, "
                        "December 3 between 9 and 11 am for $310.00, and seems to be waiting "
                        "for her confirmation.",
                        "ev_26",
                    ),
                    it(
                        "V-3319 would apparently stay in storage at $95.00 a month.",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Deliveries probably can't start before 9 am, since her building "
                        "doesn't allow moving in earlier.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "She turned down the first proposal, which would have delivered both "
                        "vaults for $465.00.",
                        "ev_20",
                        "ev_22",
                    ),
                    it("She also declined the $150.00 unpacking service.", "ev_16", "ev_17"),
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
                    "The delivery of V-3318 has been scheduled for Wednesday, December 3 "
                    "between 9 and 11 am, for $310.00.",
                    "ev_26",
                ),
                "false_status:pending",
                "has been scheduled",
                "schedule_delivery act_27 is only proposed (ev_26, ev_27): Ines has not said "
                "yes and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Both-vault delivery ($465) scheduled for 12/3, 9-11 am",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:ledger_rejected",
                "Both-vault delivery ($465) scheduled",
                "the both-vault delivery (act_21) was rejected by her correction (ev_22, "
                "ev_25); the V-3318-only delivery (act_27) is pending",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "An unpacking and setup service for $150.00 seems to have been added as well.",
                    "ev_16",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "seems to have been added as well",
                "the ledger holds no action for unpacking: the agent offered it (ev_16) and "
                "Ines said no unpacking (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Deliveries probably need to be done before 9 am, since her building "
                    "doesn't allow moving in later.",
                    "ev_17",
                ),
                "inverted_constraint",
                "need to be done before 9 am",
                "the building doesn't allow moving in before 9, so she chose 9-11 am (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it("Window 7-9 am chosen", "ev_16", "ev_17"),
                "wrong_value:window",
                "Window 7-9 am",
                "she chose the 9 to 11 window (ev_17, ev_26); 7-9 am is before the building "
                "allows moving in",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Ines first asked for both vaults delivered ($465), then changed her mind",
                    "ev_20",
                    "ev_22",
                ),
                "misattributed_decision",
                "Ines first asked for both vaults delivered",
                "delivering both vaults was the agent's proposal (ev_20); Ines rejected it and "
                "asked for the furniture vault only (ev_22)",
            ),
        ],
    },
    "movers-estimate@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Rafferty Nkemelu: price match on binding estimate EST-8817 ($6,480) vs "
                    "Bluefinch Van Lines' $5,900",
                    "ev_2",
                    "ev_11",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "EST-8817: binding, 7,200 lb, Brambleford → Tallis Creek, OR; pickup "
                        "Sat 12/6, delivery 12/8-12/10; valid to 11/21; not reserved",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Policy: match down to 10% below ours (floor $5,832); $5,900 qualifies; "
                        "sales manager approves",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "submit_price_match executed → PMR-3306, pending manager review, "
                        "decision by Wed 11/5. Not approved; estimate still $6,480",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it("If approved: EST-8817 → $5,900, deposit $590", "ev_19"),
                ],
                constraints=[
                    it("No deposit/payment until the match decision", "ev_28"),
                ],
                rejected=[
                    it("Reserve 12/6 now with the $648 deposit: declined", "ev_27", "ev_28"),
                ],
                next_steps=[
                    it(
                        "Decision on PMR-3306 to be emailed to rafferty.nkemelu@example.net",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A price match was requested by Rafferty Nkemelu on his binding estimate "
                    "EST-8817.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "His estimate of $6,480.00 was compared with a $5,900.00 binding quote "
                        "from Bluefinch Van Lines, which is within the 10% limit.",
                        "ev_16",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "The Bluefinch quote was emailed by Rafferty to the quotes address.",
                        "ev_17",
                    ),
                    it(
                        "Price-match request PMR-3306 was submitted and is pending the sales "
                        "manager's review; a decision is expected by November 5.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The estimate stays at $6,480.00 until the request is decided.",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "No payment is to be taken before the price-match decision is known.",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "Reserving the December 6 pickup now with a $648.00 deposit was offered "
                        "and declined.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it("The decision is to be sent to Rafferty by email.", "ev_28", "ev_30"),
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
                    "Price-match request PMR-3306 was submitted and approved by the sales "
                    "manager, so the estimate was lowered to $5,900.00.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "approved by the sales manager",
                "submit_price_match act_20 only submitted the request: its status is "
                "pending_manager_review (ev_25), and the agent said it isn't approved yet and "
                "EST-8817 stays at $6,480.00 (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it("$648 deposit taken; 12/6 pickup reserved", "ev_27", "ev_28"),
                "false_status:no_such_action",
                "$648 deposit taken; 12/6 pickup reserved",
                "the ledger holds no deposit action: the agent offered to reserve (ev_27), "
                "Rafferty refused to pay anything before the decision (ev_28), and the agent "
                "said nothing is charged (ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it("If approved: EST-8817 → $5,832, deposit $590", "ev_19"),
                "wrong_amount",
                "EST-8817 → $5,832",
                "if approved, EST-8817 is revised to $5,900.00 (ev_19); $5,832.00 is the "
                "lowest the policy could match (ev_14, ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Price-match request PMR-3306 was submitted and is pending the sales "
                    "manager's review; a decision is expected by November 21.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "expected by November 21",
                "the decision is expected by November 5 (ev_25, ev_27); November 21 is when "
                "the estimate expires (ev_11, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The deposit is to be paid now, so that the date is held while the price "
                    "match is decided.",
                    "ev_28",
                ),
                "inverted_constraint",
                "The deposit is to be paid now",
                "he said he is not paying anything until he hears back about the match (ev_28)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Reserving the date now and adjusting the deposit later was suggested by "
                    "Rafferty.",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "was suggested by Rafferty",
                "reserving now and adjusting later was the agent's suggestion (ev_27); "
                "Rafferty refused it (ev_28)",
            ),
        ],
    },
}
