"""Hand-written candidate summaries, part 2: crown@m16, crown@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "dental-crown@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Cornelius Wexhall (HD-187702): crown on tooth 30 per Dr. Harkness's plan "
                    "TP-4387, and what his insurance covers",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Quote: zirconia crown $1,240 (Larkspur est. $620 / him $620) + core "
                        "buildup $215 ($107.50 / $107.50); his share est. $727.50 of $1,455",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "Pre-auth PA-880213 ($1,455) submitted to Larkspur after his yes; "
                        "decision expected by 3/25; not approved yet",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Prep visit not booked: agent suggested booking it now, he declined "
                        "until Larkspur decides",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("No drilling/prep appointment until Larkspur approves", "ev_17"),
                    it("Deposit by bank transfer, not card (Mastercard nearly maxed)", "ev_28"),
                ],
                open_threads=[
                    it("He asks to pay the deposit now; amount and details not given yet", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A crown on Cornelius Wexhall's lower right molar (tooth 30) was "
                    "recommended by Dr. Harkness, and he wanted to know what happens next and "
                    "what his insurance pays.",
                    "ev_2",
                    "ev_13",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The treatment plan TP-4387 was explained: the crown and core buildup "
                        "come to $1,455.00, of which $727.50 is estimated to be his share.",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "A pre-authorization (PA-880213) was submitted to Larkspur Mutual Dental "
                        "once he agreed; a decision is expected by March 25, 2026, and it has "
                        "not been approved.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "Booking the preparation visit while the pre-authorization is pending "
                        "was suggested by the agent, but this was declined by Cornelius until "
                        "Larkspur has decided.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("The deposit is to be paid by bank transfer rather than by card.", "ev_28"),
                ],
                open_threads=[
                    it(
                        "Paying the deposit now was asked about by Cornelius, and this has not "
                        "yet been answered.",
                        "ev_28",
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
                    "A pre-authorization (PA-880213) was submitted to Larkspur Mutual Dental "
                    "once he agreed and has been approved, so the crown is covered.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "has been approved",
                "submit_preauthorization act_20 only submitted the request: the result says "
                "submitted, the insurer decides by March 25 (ev_25), and the agent said it is "
                "not approved yet (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Pre-auth PA-880213 ($1,240) submitted to Larkspur after his yes; decision "
                    "expected by 3/25; not approved yet",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "($1,240)",
                "the pre-authorization is for $1,455.00, the crown and the core buildup "
                "(ev_25, ev_27); $1,240.00 is the crown alone (ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A pre-authorization (PA-880213) was submitted to Larkspur Mutual Dental "
                    "once he agreed; a decision is expected by March 27, 2026, and it has not "
                    "been approved.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "March 27, 2026",
                "Larkspur's decision is expected by March 25, 2026 (ev_25, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Prep visit: booking it now, while the pre-auth is pending, was his idea; "
                    "then he chose to wait for Larkspur",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "was his idea",
                "the agent suggested booking the preparation visit now (ev_16); he declined "
                "until Larkspur decides (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[2]",
                it("A deposit was also taken by bank transfer, as Cornelius asked.", "ev_28"),
                "false_status:no_such_action",
                "A deposit was also taken",
                "he has only asked about paying a deposit (ev_28); the ledger holds no deposit "
                "action at this boundary",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("Deposit by card, not bank transfer (Mastercard nearly maxed)", "ev_28"),
                "inverted_constraint",
                "by card, not bank transfer",
                "he wants to pay by bank transfer, not the card (ev_28)",
            ),
        ],
    },
    "dental-crown@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Cornelius Wexhall is getting a crown on tooth 30 under Dr. Harkness's "
                    "treatment plan TP-4387 and wants to sort out the insurance and the "
                    "deposit.",
                    "ev_2",
                    "ev_13",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "The pre-authorization PA-880213 for $1,455.00 was sent to Larkspur "
                        "Mutual Dental. Larkspur has not decided yet and expects to by March "
                        "25.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "He agreed to a $200.00 deposit toward TP-4387 by bank transfer, "
                        "reference DEP-HD187702, but the deposit has not been recorded yet.",
                        "ev_30",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "He did not want to book the preparation visit until Larkspur decides.",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "The deposit must be paid by bank transfer, not with his Mastercard "
                        "****3390.",
                        "ev_28",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "Record the deposit request, then call him once Larkspur answers so the "
                        "preparation visit can be booked.",
                        "ev_27",
                        "ev_32",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Wexhall, crown tooth 30 (TP-4387): pre-auth + deposit",
                    "ev_2",
                    "ev_13",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "PA-880213 sent to Larkspur, $1,455; pending their decision (by 3/25)",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Deposit $200 by bank transfer (ref DEP-HD187702) approved by him; not "
                        "yet recorded",
                        "ev_30",
                        "ev_32",
                        "ev_34",
                    ),
                    it(
                        "Refundable in full if Larkspur declines and treatment doesn't go ahead; "
                        "clears in 2-3 business days",
                        "ev_30",
                        "ev_32",
                    ),
                    it("Prep visit: not booked, his call, waiting on Larkspur", "ev_16", "ev_17"),
                ],
                constraints=[
                    it("Not by card (Mastercard nearly maxed)", "ev_28"),
                ],
                next_steps=[
                    it(
                        "Record the deposit; book the fitting once Orrinford Ceramics confirms "
                        "the delivery date after the prep visit",
                        "ev_32",
                        "ev_34",
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
                    "He paid a $200.00 deposit toward TP-4387 by bank transfer, reference "
                    "DEP-HD187702, and it has been recorded.",
                    "ev_30",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:pending",
                "it has been recorded",
                "take_deposit act_33 is approved by his yes (ev_34, ev_35) but no call has "
                "been made yet",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Deposit $250 by bank transfer (ref DEP-HD187702) approved by him; not yet "
                    "recorded",
                    "ev_30",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_amount",
                "Deposit $250",
                "the deposit for TP-4387 is $200.00 (ev_30, ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The pre-authorization PA-880231 for $1,455.00 was sent to Larkspur Mutual "
                    "Dental. Larkspur has not decided yet and expects to by March 25.",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "PA-880231",
                "the pre-authorization is PA-880213 (ev_25, ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it("PA-880213 not sent: he backed out of the pre-auth", "ev_25", "ev_27"),
                "false_status:other_status",
                "not sent: he backed out",
                "he said yes (ev_21) and submit_preauthorization act_20 executed: PA-880213 "
                "was submitted to Larkspur (ev_25, ev_27)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The pre-authorization PA-880213 for $1,455.00 was sent to Larkspur Mutual "
                    "Dental, and Larkspur has already paid its $727.50 share to the practice.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Larkspur has already paid its $727.50 share",
                "the call only submitted a pre-authorization request (ev_25): Larkspur has "
                "neither decided nor paid anything (ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Refundable in full if Larkspur declines and treatment doesn't go ahead; "
                    "clears in 1 business day",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_value:duration",
                "clears in 1 business day",
                "a bank transfer usually clears in 2-3 business days (ev_30, ev_32)",
            ),
        ],
    },
}
