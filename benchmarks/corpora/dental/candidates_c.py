"""Hand-written candidate summaries, part 3: latecancel@m18, filling@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "dental-latecancel@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it("Philippa Dorran (HD-215530): cancel tomorrow's appt", "ev_2", "ev_6"),
                decisions=[
                    it(
                        "APT-660412 (Thu 3/12 9:20am, filling tooth 3, Dr. Amsel) cancelled: "
                        "CXL-41906",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Late fee $45 (FEE-20318) charged to Visa ****2718 (<24h)",
                        "ev_14",
                        "ev_23",
                    ),
                    it(
                        "Waiver WV-7723 submitted; practice manager decides, by 3/16; under review",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "APT-660587 (4/8 clean, Marguerite Pell) kept, her call",
                        "ev_14",
                        "ev_15",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "Rebook filling Mon 3/16 2:30pm: declined, she'll rebook herself",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Waive fee on the spot: agent can't; only the practice manager",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Tell her WV-7723 is in (not reported yet)", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Philippa Dorran apparently needed to cancel her appointment for tomorrow "
                    "because something came up at work.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Her filling appointment APT-660412 on Thursday, March 12 at 9:20 am "
                        "seems to have been cancelled (CXL-41906), with the $45.00 "
                        "late-cancellation fee charged to her Visa ****2718.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "Her April 8 cleaning, APT-660587, appears to remain in place, as she "
                        "asked.",
                        "ev_14",
                        "ev_15",
                        "ev_23",
                    ),
                    it(
                        "A request to waive the fee (WV-7723) has apparently been sent to the "
                        "practice manager, who should decide by March 16; it is still under "
                        "review.",
                        "ev_27",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "She seems to have declined rebooking the filling for Monday, March 16, "
                        "preferring to rebook once she knows her shifts.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Only tomorrow's appointment is to be cancelled; the April cleaning "
                        "should be left alone.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it("The waiver request has not yet been confirmed to her.", "ev_31"),
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
                    "Her April 8 cleaning, APT-660587, appears to have been cancelled as well.",
                    "ev_14",
                    "ev_15",
                    "ev_23",
                ),
                "false_status:other_target",
                "APT-660587, appears to have been cancelled",
                "cancel_appointment act_18 cancelled APT-660412 only; APT-660587 is kept "
                "(ev_15, ev_23)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Waiver WV-7723 approved by the practice manager; the $45 goes back to her "
                    "Visa",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "approved by the practice manager",
                "submit_fee_waiver act_26 only submitted the request: WV-7723 is under review, "
                "decided by the practice manager by March 16 (ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her filling appointment APT-660412 on Thursday, March 12 at 9:20 am seems "
                    "to have been cancelled (CXL-41906), with the $54.00 late-cancellation fee "
                    "charged to her Visa ****2718.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_amount",
                "$54.00",
                "the late-cancellation fee is $45.00 (ev_23)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "APT-660412 (Thu 3/12 9:20am, filling tooth 3, Dr. Amsel) not cancelled: "
                    "she kept it to avoid the fee",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "not cancelled",
                "she said yes (ev_19) and cancel_appointment act_18 executed: APT-660412 is "
                "cancelled as CXL-41906 (ev_23, ev_25)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The filling appears to have been rebooked for Monday, March 16 at 2:30 pm "
                    "with Dr. Amsel.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "rebooked for Monday, March 16",
                "the agent only offered the March 16 slot (ev_25) and she declined (ev_27); "
                "the ledger holds no booking",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Waiver WV-7723 submitted; practice manager decides, by 3/18; under review",
                    "ev_27",
                    "ev_31",
                ),
                "wrong_date",
                "by 3/18",
                "the decision is expected by March 16 (ev_31)",
            ),
        ],
    },
    "dental-filling@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Fillings were recommended for Tobiah Grennard by Dr. Harkness (plan "
                    "TP-4410), and he wanted the tooth that hurts with cold drinks sorted out.",
                    "ev_2",
                    "ev_13",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "A composite filling on tooth 19 was booked as APT-772038 for Tuesday, "
                        "March 17, 2026 at 10:50 am with Dr. Harkness in Marrowby, after he "
                        "said yes.",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "His share was quoted at $37.00 of the $185.00 fee, with $148.00 to be "
                        "paid by Larkspur.",
                        "ev_16",
                        "ev_33",
                    ),
                    it(
                        "Tooth 14 ($150.00, his share $30.00) was left on the plan to be booked "
                        "after payday.",
                        "ev_16",
                        "ev_17",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "The first slot offered, 8:40 am on March 17, was turned down by Tobiah "
                        "because of the school run, and nothing was booked for it.",
                        "ev_22",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "Doing both teeth in one visit was suggested by the agent but was "
                        "declined.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("No amalgam is to be used, only composite, and no nitrous oxide.", "ev_17"),
                    it("Nothing is to be booked before 10 am.", "ev_24"),
                ],
                open_threads=[
                    it(
                        "Whether the $37.00 is paid on the day or now was asked and has not "
                        "been answered.",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "tobiah grennard HD-193361 - filling for the tooth that hurts w/ cold",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "booked APT-772038: tue mar 17 10:50am, dr harkness, tooth 19 "
                        "composite. 185, larkspur 148, he pays 37",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                    ),
                    it("8:40am slot rejected, he does the school run", "ev_22", "ev_24"),
                    it("tooth 14 not booked - later, after payday", "ev_17"),
                ],
                constraints=[
                    it("no amalgam, no gas", "ev_17"),
                    it("nothing before 10", "ev_24"),
                ],
                open_threads=[
                    it("asks: pay the 37 on the day or now?", "ev_36"),
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
                    "A composite filling on tooth 19 was booked as APT-772038 for Tuesday, "
                    "March 17, 2026 at 8:40 am with Dr. Harkness in Marrowby, after he said "
                    "yes.",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:ledger_rejected",
                "8:40 am",
                "the 8:40 am booking (act_23) was rejected by his correction (ev_24, ev_26); "
                "the booking he approved and that ran, APT-772038 (act_28), is at 10:50 am "
                "(ev_33, ev_35)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it("8:40am slot booked too (SL-6021), kept as a backup", "ev_22", "ev_24"),
                "false_status:ledger_rejected",
                "8:40am slot booked too",
                "book_appointment act_23 for SL-6021 at 8:40 am was rejected by his correction "
                "(ev_24, ev_26); only the 10:50 am booking ran",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "His share was quoted at $28.00 of the $185.00 fee, with $148.00 to be "
                    "paid by Larkspur.",
                    "ev_16",
                    "ev_33",
                ),
                "wrong_amount",
                "$28.00",
                "his share of the $185.00 composite filling is $37.00 (ev_16, ev_33); $28.00 "
                "is the amalgam's share, which he refused",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it("tooth 14 booked instead, 19 later after payday", "ev_17"),
                "false_status:other_target",
                "tooth 14 booked instead",
                "the booking APT-772038 (act_28) is for tooth 19 (D2392, ev_33); tooth 14 is "
                "left for after payday (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Amalgam is preferred over composite, as it is cheaper; no nitrous oxide.",
                    "ev_17",
                ),
                "inverted_constraint",
                "Amalgam is preferred over composite",
                "he said no amalgam, he doesn't want metal in his mouth (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "rejected[0]",
                it("both teeth in one visit - his idea, dropped", "ev_16", "ev_17"),
                "misattributed_decision",
                "his idea",
                "the agent suggested doing both teeth in one visit (ev_16); he wanted only "
                "tooth 19 now (ev_17)",
            ),
        ],
    },
}
