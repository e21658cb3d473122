"""Hand-written candidate summaries, part 2: award@m18, withdraw@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "grants-award@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tobias Engwall (MV-51760) accepting project grant PG-26-0389 (Salt Marsh "
                    "Chorus), approved at the Feb 25 panel",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Award is $7,500: 50% of the $16,400 eligible budget = $8,200, capped "
                        "at $7,500",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Acceptance ACC-7305 recorded after his yes: $7,500, no matching; "
                        "instalment 1 $4,500 by direct deposit to Harbourline ****6480 on "
                        "4/1/2026; instalment 2 $3,000 after the final report. Not told to "
                        "Tobias yet",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "Matching (up to $1,500 against funds raised by 9/30/2026) recommended "
                        "by the agent, declined by Tobias",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it(
                        "No payment before April 1: his fellowship runs to March 31 and bars "
                        "other grant income",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "His ask for the uncapped $8,200 refused: the cap applies to every "
                        "project grant",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "PD-26-0201 (dramaturgy intensive, $1,800 requested) is separate, with "
                        "the panel on 4/8; not affected",
                        "ev_10",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it("Confirm ACC-7305 to him; final report due 2027-01-31", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Tobias Engwall's approved project grant, PG-26-0389, was to be accepted.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The award was set at $7,500, since half of his $16,400 eligible budget "
                        "($8,200) is above the $7,500 cap for project grants.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "The matching option, which had been recommended by the agent, was "
                        "declined by Tobias because he cannot commit to raising $1,500 by "
                        "September.",
                        "ev_15",
                        "ev_18",
                    ),
                    it(
                        "The acceptance was confirmed by Tobias and recorded as ACC-7305, "
                        "without matching, with the first instalment of $4,500 scheduled by "
                        "direct deposit for April 1, 2026.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "The second instalment of $3,000 is to be paid once the final report, "
                        "due January 31, 2027, has been accepted.",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "No payment is to be made before April 1, because his playwriting "
                        "fellowship, which runs to March 31, does not allow other grant income.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "His request for the full $8,200 was refused by the agent because of "
                        "the cap.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The acceptance has not yet been reported to Tobias, and his "
                        "professional-development application PD-26-0201 is still with the "
                        "panel for its April 8 meeting.",
                        "ev_10",
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
                    "The acceptance was confirmed by Tobias and recorded as ACC-7305, without "
                    "matching, and the first instalment of $4,500 was paid by direct deposit.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "the first instalment of $4,500 was paid",
                "accept_award only scheduled instalment 1 for April 1, 2026 (ev_26); nothing "
                "has been paid, and he asked for no payment before April 1 (ev_18)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "PD-26-0201 (dramaturgy intensive, $1,800) accepted in the same step",
                    "ev_10",
                    "ev_26",
                ),
                "false_status:other_target",
                "PD-26-0201 (dramaturgy intensive, $1,800) accepted",
                "the acceptance (act_21, ev_26) is of PG-26-0389 only; PD-26-0201 is still with "
                "the panel (ev_10) and the agent said it is not affected (ev_20)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "A matching agreement was sent to Tobias for signature, so that up to "
                    "$1,500 can still be added.",
                    "ev_15",
                    "ev_18",
                ),
                "false_status:no_such_action",
                "A matching agreement was sent to Tobias for signature",
                "he declined the match (ev_18); the ledger holds no action sending a matching "
                "agreement",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Pay as soon as possible, before his fellowship ends on March 31",
                    "ev_18",
                ),
                "inverted_constraint",
                "Pay as soon as possible, before his fellowship ends on March 31",
                "he asked for no payment before April 1, since the fellowship running to March "
                "31 bars other grant income (ev_18)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The second instalment of $3,000 is to be paid once the final report, due "
                    "September 30, 2026, has been accepted.",
                    "ev_26",
                ),
                "wrong_date",
                "due September 30, 2026",
                "the final report is due January 31, 2027 (ev_26); September 30, 2026 is the "
                "matching deadline he declined (ev_13, ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Acceptance ACC-7305 recorded after his yes: $7,500, no matching; "
                    "instalment 1 $4,920 by direct deposit to Harbourline ****6480 on "
                    "4/1/2026; instalment 2 $3,000 after the final report. Not told to Tobias "
                    "yet",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_amount",
                "instalment 1 $4,920",
                "instalment 1 is $4,500 (60% of $7,500, ev_20, ev_26); $4,920 would be 60% of "
                "the uncapped $8,200",
            ),
        ],
    },
    "grants-withdraw@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Wren Adeyemi-Holt wants to withdraw her travel micro-grant application "
                    "because the Halvard Dance Festival was cancelled.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Wren turned down the agent's suggestion to move the travel grant to "
                        "another festival before March 25 and chose to withdraw it; she plans "
                        "to apply in the fall round instead.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After she confirmed, travel micro-grant TG-26-0117 ($950) was withdrawn "
                        "under reference WD-3318, effective March 11, 2026.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Her project grant application PG-26-0452 (Tidewrack) stays in at "
                        "$5,800 and goes to the panel on April 8.",
                        "ev_17",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Only the travel grant is to be withdrawn, not the project grant.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Her request to add the $950 to the duet application was refused, "
                        "because requested amounts cannot be raised after the February 16 "
                        "deadline.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Wren asked when the fall deadline is; this has not been answered yet.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Wren Adeyemi-Holt (MV-39022): withdraw travel app, festival cancelled",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "TG-26-0117 ($950, Halvard) withdrawn — WD-3318, reported",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it("PG-26-0452 ($5,800) kept; panel 4/8", "ev_15", "ev_25"),
                ],
                constraints=[it("Travel only; NOT the project grant", "ev_15")],
                rejected=[
                    it(
                        "Moving TG-26-0117 to another event (agent's idea): declined",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "$950 onto PG-26-0452: refused, no increases after 2/16",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                open_threads=[it("Fall round deadline? Unanswered", "ev_26")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed, project grant application PG-26-0452 ($5,800) was "
                    "withdrawn under reference WD-3318, effective March 11, 2026.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_target",
                "project grant application PG-26-0452 ($5,800) was withdrawn",
                "the withdrawal (act_18, WD-3318) is of TG-26-0117 (ev_23); PG-26-0452 stays in "
                "(ev_25), as she insisted (ev_15)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she confirmed, the withdrawal of travel micro-grant TG-26-0117 ($950) "
                    "was requested, but it has not gone through yet.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "it has not gone through yet",
                "the withdrawal (act_18) was executed: status withdrawn, WD-3318 (ev_22, ev_23), "
                "and reported as done (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it("$950 moved onto PG-26-0452 as well", "ev_15", "ev_17"),
                "false_status:no_such_action",
                "$950 moved onto PG-26-0452",
                "the agent refused this (ev_17); no action on PG-26-0452's amount was ever "
                "proposed, and it stays at $5,800 (ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The project grant is to be withdrawn along with the travel grant.",
                    "ev_15",
                ),
                "inverted_constraint",
                "The project grant is to be withdrawn along with the travel grant",
                "she said only the travel one, NOT the project grant, which stays in (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "TG-26-0117 ($950, Halvard) withdrawn — WD-3381, reported",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "WD-3381",
                "the withdrawal reference is WD-3318 (ev_23, ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Wren first thought of moving the travel grant to another festival before "
                    "March 25, then chose to withdraw it; she plans to apply in the fall round "
                    "instead.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Wren first thought of moving the travel grant to another festival",
                "moving TG-26-0117 to another event was the agent's suggestion (ev_14); Wren "
                "declined it at once (ev_15)",
            ),
        ],
    },
}
