"""Hand-written candidate summaries, part 3: transcript@m18 and transcript@m34.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "registrar-transcript@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Rosalind Achebe-Kim (A00275504): official paper transcript to a grad "
                    "school's admissions office, deadline 11/1",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Blocker: hold H-7731, library fine $42.00 (placed 8/30), blocks "
                        "transcripts; lifts automatically once paid",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "Paper $12.00 (mailed within 2 business days); electronic $10.00",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "take_payment $42.00 on Visa ****5521 (PM-1) after her yes → "
                        "CARD_DECLINED, card expired 09/25; nothing taken, H-7731 still on. Not "
                        "told yet",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell her about the decline; offer Mastercard ****0086 (PM-2, exp 04/28)",
                        "ev_18",
                        "ev_26",
                    ),
                    it(
                        "Then get the admissions office address and order the paper transcript",
                        "ev_16",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rosalind Achebe-Kim seems to need an official transcript sent for a "
                    "graduate school application due November 1.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "A library fine hold (H-7731, $42.00) appears to be blocking transcripts, "
                        "and it should come off automatically once the fine is paid.",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "The program apparently wants a paper transcript mailed to its admissions "
                        "office; paper transcripts cost $12.00.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "She agreed to pay the $42.00 fine with her Visa ending 5521, but the "
                        "payment appears to have been declined because the card expired (09/25), "
                        "so nothing was charged.",
                        "ev_16",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "She has not been told about the decline yet, and the hold is presumably "
                        "still in place.",
                        "ev_26",
                    ),
                    it(
                        "The admissions office's mailing address has not been collected yet.",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "It may make sense to suggest her Mastercard ending 0086, which is also "
                        "on file.",
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
                    "She agreed to pay the $42.00 fine with her Visa ending 5521, and the payment "
                    "appears to have gone through, so the hold should now be lifted.",
                    "ev_16",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:failed_call",
                "the payment appears to have gone through",
                "take_payment act_21 executed but its result is CARD_DECLINED, card expired, no "
                "payment taken (ev_26, is_error)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("Paper transcript ordered to the admissions office, $12.00", "ev_15", "ev_16"),
                "false_status:no_such_action",
                "Paper transcript ordered",
                "the ledger holds no transcript order; the hold still blocks transcripts and no "
                "address has been given (ev_15, ev_16, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Blocker: hold H-7731, library fine $12.00 (placed 8/30), blocks transcripts; "
                    "lifts automatically once paid",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_amount",
                "library fine $12.00",
                "the fine is $42.00 (ev_10, ev_15); $12.00 is the paper transcript fee (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A library fine hold (H-7713, $42.00) appears to be blocking transcripts, and "
                    "it should come off automatically once the fine is paid.",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_id",
                "H-7713",
                "the hold is H-7731 (ev_10, ev_15, ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The program apparently wants the paper transcript mailed to Rosalind "
                    "herself, not to its admissions office; paper transcripts cost $12.00.",
                    "ev_15",
                    "ev_16",
                ),
                "inverted_constraint",
                "mailed to Rosalind herself, not to its admissions office",
                "she said they want paper, mailed to the admissions office (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "objective",
                it(
                    "Rosalind Achebe-Kim (A00275504): official paper transcript to a grad "
                    "school's admissions office, deadline 11/11",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                "wrong_date",
                "deadline 11/11",
                "the application deadline is November 1 (ev_2)",
            ),
        ],
    },
    "registrar-transcript@m34": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Rosalind Achebe-Kim needed an official transcript mailed to a graduate "
                    "program ahead of its November 1 deadline, but a library fine hold was in "
                    "the way.",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Her first attempt to pay the $42.00 fine, on a Visa ending 5521, was "
                        "declined because the card had expired, and nothing was charged.",
                        "ev_20",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "She then paid with her Mastercard ending 0086; the payment posted as "
                        "PAY-310558 and hold H-7731 was released.",
                        "ev_28",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "She first gave the address as Suite 140, then caught her mistake and "
                        "corrected it to Suite 410 before any order was placed.",
                        "ev_38",
                        "ev_40",
                        "ev_42",
                        "ev_44",
                    ),
                    it(
                        "After she confirmed the corrected details, order TR-552190 was placed: "
                        "one official paper transcript to the Office of Graduate Admissions, "
                        "Brennock University, 1140 Harrow St, Suite 410, Dunmore Bay, OH 43612, "
                        "to be mailed by October 15, with the $12.00 fee charged to the "
                        "Mastercard.",
                        "ev_44",
                        "ev_46",
                        "ev_50",
                        "ev_52",
                    ),
                ],
                constraints=[
                    it(
                        "She insisted that the transcript go out now and not wait for her fall "
                        "grades, because of the November 1 deadline.",
                        "ev_38",
                    ),
                ],
                rejected=[
                    it(
                        "When the agent asked whether an electronic copy should go anywhere else, "
                        "she said this was the only one for now.",
                        "ev_52",
                        "ev_53",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "rosalind achebe-kim A00275504 - paper transcript to grad school by 11/1",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "visa 5521 declined (expired), then $42 fine paid on mastercard 0086 "
                        "PAY-310558, hold H-7731 released",
                        "ev_26",
                        "ev_27",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "order to suite 140 not placed - she corrected it to suite 410",
                        "ev_40",
                        "ev_42",
                        "ev_44",
                    ),
                    it(
                        "TR-552190 ordered: 1 paper, brennock grad admissions, 1140 Harrow St "
                        "Suite 410 Dunmore Bay OH 43612, mails by 10/15, $12 on mastercard",
                        "ev_50",
                        "ev_52",
                    ),
                ],
                constraints=[
                    it("send now, dont wait for fall grades", "ev_38"),
                ],
                rejected=[
                    it("no electronic copy for now", "ev_52", "ev_53"),
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
                    "first order went out to suite 140, then she corrected it to suite 410",
                    "ev_40",
                    "ev_42",
                    "ev_44",
                ),
                "false_status:ledger_rejected",
                "first order went out to suite 140",
                "order_transcript act_41 (Suite 140) was rejected by her correction (ev_42, "
                "ev_43); only act_45 (Suite 410) was called",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "An electronic copy was also sent, at the agent's suggestion.",
                    "ev_52",
                    "ev_53",
                ),
                "false_status:no_such_action",
                "An electronic copy was also sent",
                "the ledger holds no electronic order: the agent asked (ev_52) and she said this "
                "was the only one for now (ev_53)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "$42 fine paid on visa 5521 (PAY-310558), hold H-7731 released",
                    "ev_26",
                    "ev_27",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:failed_call",
                "paid on visa 5521",
                "take_payment act_21 on the Visa ****5521 failed, CARD_DECLINED (ev_26); "
                "PAY-310558 is the Mastercard ****0086 payment (act_30, ev_35)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "TR-552910 ordered: 1 paper, brennock grad admissions, 1140 Harrow St Suite "
                    "410 Dunmore Bay OH 43612, mails by 10/15, $12 on mastercard",
                    "ev_50",
                    "ev_52",
                ),
                "wrong_id",
                "TR-552910",
                "the order is TR-552190 (ev_50, ev_51, ev_52)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She wanted the transcript held until her fall grades post, ahead of the "
                    "November 1 deadline.",
                    "ev_38",
                ),
                "inverted_constraint",
                "held until her fall grades post",
                "she said send it now, do NOT wait for fall grades (ev_38)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "After she confirmed the corrected details, order TR-552190 was placed: one "
                    "official paper transcript to the Office of Graduate Admissions, Brennock "
                    "University, 1140 Harrow St, Suite 410, Dunmore Bay, OH 43612, to be mailed "
                    "by October 25, with the $12.00 fee charged to the Mastercard.",
                    "ev_44",
                    "ev_46",
                    "ev_50",
                    "ev_52",
                ),
                "wrong_date",
                "by October 25",
                "the transcript is to be mailed by October 15 (ev_50, ev_52)",
            ),
        ],
    },
}
