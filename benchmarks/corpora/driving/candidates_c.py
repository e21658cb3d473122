"""Hand-written candidate summaries, part 3: latecancel@m18, swap@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "driving-latecancel@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Kasimir Dunleavy (LN-47316) cancelling Fri 9/4 lesson, COVID",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "LS-310482 (Fri 9/4 09:00-11:00, Tamsin Ockwell) cancelled; late fee £84 "
                        "charged to Visa ****3318; 2h back in PK-69013 (now 10h)",
                        "ev_16",
                        "ev_22",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "Waiver WV-5127 sent to manager Margery Pendleford: under review, "
                        "decision by 9/8; £84 refunded only if waived",
                        "ev_22",
                        "ev_30",
                        "ev_32",
                    ),
                    it("Cancel, not move: agent's offer to reschedule declined", "ev_16", "ev_17"),
                ],
                constraints=[
                    it("Keep Mon 9/7 lesson LS-310519", "ev_16", "ev_17"),
                ],
                open_threads=[
                    it("He asks if the waiver is certain; unanswered", "ev_33"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Kasimir Dunleavy seems to have contacted the school to cancel tomorrow's "
                    "lesson after testing positive for COVID.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Friday's lesson LS-310482 (September 4, 9:00-11:00 am) appears to have "
                        "been cancelled, with the 2 hours returned to his pack PK-69013.",
                        "ev_16",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "Because it was within 48 hours, an £84.00 late fee was apparently "
                        "charged to his Visa ending 3318.",
                        "ev_16",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "A request to waive the fee (WV-5127) was sent to the manager, Margery "
                        "Pendleford, and is under review; she should decide by September 8.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "He wants to keep Monday's lesson, LS-310519 on September 7, and did "
                        "not want Friday's moved.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether the waiver is guaranteed, which has not been answered "
                        "yet; it is up to the manager.",
                        "ev_30",
                        "ev_33",
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
                    "Waiver WV-5127 approved by Margery Pendleford; £84 refunded to Visa ****3318",
                    "ev_22",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:wrong_effect",
                "approved by Margery Pendleford",
                "request_fee_waiver (act_21) only sent the request: it is under review with the "
                "manager, decision by 2026-09-08 (ev_30, ev_32); nothing is refunded yet",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Friday's lesson also seems to have been moved to a later date at no charge.",
                    "ev_16",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "moved to a later date",
                "moving the lesson was the agent's offer (ev_16), declined by Kasimir: \"I "
                "don't want to move it\" (ev_17); the ledger holds no move",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "LS-310519 (Mon 9/7 17:00-19:00, Tamsin Ockwell) cancelled; late fee £84 "
                    "charged to Visa ****3318; 2h back in PK-69013 (now 10h)",
                    "ev_16",
                    "ev_22",
                    "ev_27",
                    "ev_32",
                ),
                "false_status:other_target",
                "LS-310519 (Mon 9/7 17:00-19:00, Tamsin Ockwell) cancelled",
                "cancel_lesson (act_20) cancelled LS-310482, Friday 9/4 (ev_27); Monday's "
                "LS-310519 is kept (ev_17, ev_32)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Because it was within 48 hours, a £42.00 late fee was apparently charged "
                    "to his Visa ending 3318.",
                    "ev_16",
                    "ev_27",
                    "ev_32",
                ),
                "wrong_amount",
                "£42.00",
                "the late fee is the 2-hour lesson's price, £84.00 (ev_16, ev_27, ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it("Cancel, not move: agent's offer to reschedule declined", "ev_27", "ev_30"),
                "unsupported_ref",
                "agent's offer to reschedule declined",
                "the cited tool results (ev_27, ev_30) hold neither the offer to move the "
                "lesson (ev_16) nor his refusal (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He wants to keep Monday's lesson, LS-310519 on September 7, and would "
                    "rather have Friday's moved than cancelled.",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "would rather have Friday's moved than cancelled",
                'Kasimir: "no just cancel it, I don\'t want to move it" (ev_17)',
            ),
        ],
    },
}

POINTS["driving-swap@m16"] = {
    "faithful": [
        faithful(
            "f1",
            "gpt4o-passive",
            objective=it(
                "An extra lesson this Saturday was requested by Yusra Pennicott, along with "
                "moving next Tuesday's lesson to Thursday.",
                "ev_2",
                "ev_6",
            ),
            decisions=[
                it(
                    "A 1-hour lesson with Benedek Harrowby on Saturday, September 5, 11:00 "
                    "am-12:00 pm, with pick-up at home, was confirmed by Yusra and the booking "
                    "call was made.",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                ),
                it(
                    "The booking failed: the slot had already been taken by another learner, so "
                    "nothing was booked and no hours were taken from PK-71866, which still has 5 "
                    "hours.",
                    "ev_14",
                    "ev_27",
                ),
                it(
                    "The 2-hour lesson suggested by the agent was turned down; only 1 hour was "
                    "wanted, to save hours for before the test.",
                    "ev_18",
                    "ev_19",
                ),
            ],
            constraints=[
                it("No motorway driving yet, as she doesn't feel ready.", "ev_19"),
            ],
            open_threads=[
                it(
                    "The failure has not yet been reported to Yusra, and the move of Tuesday's "
                    "lesson LS-311204 (September 8, 6:00 pm) to Thursday has not been proposed "
                    "yet; it needs Benedek's acceptance.",
                    "ev_2",
                    "ev_18",
                    "ev_27",
                ),
            ],
        ),
        faithful(
            "f2",
            "small-model-terse",
            objective=it(
                "yusra pennicott LN-52908: extra sat lesson + move tue lesson to thu",
                "ev_2",
                "ev_6",
            ),
            decisions=[
                it(
                    "sat 9/5 11:00-12:00 w/ benedek harrowby, 1h from PK-71866, pickup home -> "
                    "yusra said yes, call made",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                ),
                it(
                    "booking FAILED: slot_unavailable, taken by another learner. nothing "
                    "booked, PK-71866 still 5h",
                    "ev_14",
                    "ev_27",
                ),
            ],
            constraints=[
                it("no motorway yet", "ev_19"),
                it("only 1h sat, not the 2h agent suggested", "ev_18", "ev_19"),
            ],
            open_threads=[
                it("tell yusra about failure", "ev_27"),
                it(
                    "tue 9/8 LS-311204 -> thu move not proposed yet, needs benedek ok",
                    "ev_2",
                    "ev_18",
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
                "The lesson was booked successfully, with 1 hour taken from PK-71866, which now "
                "has 4 hours.",
                "ev_21",
                "ev_27",
            ),
            "false_status:failed_call",
            "booked successfully",
            "book_lesson (act_22) is executed in the ledger but its result is an error, "
            "slot_unavailable (ev_27): nothing was booked and no hours were taken",
        ),
        var(
            "c2",
            "f2",
            "replace",
            "open_threads[1]",
            it("tue 9/8 LS-311204 moved to thu, benedek ok'd it", "ev_2", "ev_18"),
            "false_status:no_such_action",
            "moved to thu",
            "the move was only asked for (ev_2) and mentioned by the agent (ev_18); no swap "
            "was proposed yet and the ledger holds no action for it",
        ),
        var(
            "c3",
            "f1",
            "replace",
            "decisions[0]",
            it(
                "A 1-hour lesson with Benedek Harrowby on Saturday, September 12, 11:00 am-12:00 "
                "pm, with pick-up at home, was confirmed by Yusra and the booking call was made.",
                "ev_21",
                "ev_23",
                "ev_25",
            ),
            "wrong_date",
            "Saturday, September 12",
            "the lesson was for Saturday, September 5, 2026 (ev_21, ev_25)",
        ),
        var(
            "c4",
            "f2",
            "replace",
            "decisions[0]",
            it(
                "sat 9/5 10:00-11:00 w/ benedek harrowby, 1h from PK-71866, pickup home -> "
                "yusra said yes, call made",
                "ev_21",
                "ev_23",
                "ev_25",
            ),
            "wrong_value:time",
            "10:00-11:00",
            "the Saturday lesson was 11:00 am-12:00 pm (ev_19, ev_21, ev_25)",
        ),
        var(
            "c5",
            "f1",
            "replace",
            "decisions[2]",
            it(
                "Yusra asked for the full 2 hours on Saturday, to make the most of her pack "
                "before the test.",
                "ev_18",
                "ev_19",
            ),
            "misattributed_decision",
            "Yusra asked for the full 2 hours",
            'the 2 hours were the agent\'s suggestion (ev_18); Yusra wanted "just 1 hour" (ev_19)',
        ),
        var(
            "c6",
            "f2",
            "replace",
            "constraints[0]",
            it("motorway ok, wants first motorway drive sat", "ev_19"),
            "inverted_constraint",
            "motorway ok",
            'Yusra: "no motorway yet, I\'m not ready for that" (ev_19)',
        ),
    ],
}
