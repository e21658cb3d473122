"""Hand-written candidate summaries, part 3: priorauth@m19 and refund@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "pharmacy-priorauth@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Beatrix Holloway called because she had heard nothing about the new "
                    "inhaler prescription her lung doctor sent over on Monday.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found that the inhaler, fluticasone-salmeterol 250/50 (Rx "
                        "6121903, from Dr. Tobias Achterberg), was on hold because Crestline "
                        "rejected the claim and requires a prior authorization (reject code 75).",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "With her agreement, a prior authorization request, PA-60217, was sent to "
                        "Dr. Achterberg's office. It is now waiting on the doctor's office and "
                        "nothing has been approved; once they submit Crestline's form, Crestline "
                        "has up to 72 hours to decide.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "If Crestline turns the request down, the inhaler must not be filled at "
                        "the cash price without asking her first.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "A phone call is fine for updates; the pharmacy will call her at "
                        "603-555-0145.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "The agent mentioned she could buy the inhaler without insurance for "
                        "$318.40, or $96.75 with the Fernbrook savings card, but Beatrix declined "
                        "because she still has her old albuterol.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Wait for the doctor's office and Crestline, keep the inhaler on hold, "
                        "and call Beatrix when there is an answer.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Beatrix Holloway (PT-4418206): new inhaler Rx 6121903 on hold",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Crestline reject 75: PA required; cash $318.40 / savings card $96.75",
                        "ev_14",
                    ),
                    it(
                        "PA request PA-60217 sent to Dr. Achterberg (fax +1 603-555-0172) after "
                        "her yes: awaiting_prescriber, NOT approved. Crestline decides ≤72h after "
                        "the form",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("No cash fill if denied without asking her first", "ev_28"),
                    it("Contact by phone, 603-555-0145", "ev_27", "ev_28"),
                ],
                rejected=[
                    it(
                        "Cash / savings card price: declined, has old albuterol",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("Rx stays on hold pending prescriber + Crestline", "ev_25"),
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
                    "With her agreement, a prior authorization request, PA-60217, was sent to Dr. "
                    "Achterberg's office, and Crestline has approved the inhaler, so it can now "
                    "be filled.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Crestline has approved the inhaler",
                "request_prior_authorization act_20 only sent the request to the prescriber: "
                "awaiting_prescriber, Rx on hold (ev_25); the agent said nothing is approved yet "
                "(ev_27)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "1 inhaler filled at the savings card price ($96.75) to bridge until the PA",
                    "ev_16",
                    "ev_17",
                ),
                "false_status:no_such_action",
                "1 inhaler filled at the savings card price",
                "the ledger holds no fill: the cash and savings card prices were only offered "
                "(ev_16) and Beatrix declined them (ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "If Crestline turns the request down, the inhaler can be filled at the cash "
                    "price without asking her.",
                    "ev_28",
                    "ev_30",
                ),
                "inverted_constraint",
                "can be filled at the cash price without asking her",
                "Beatrix said don't fill it at the cash price without asking her first (ev_28, "
                "ev_29), and the agent agreed (ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Crestline reject 75: PA required; cash $318.40 / savings card $69.75",
                    "ev_14",
                ),
                "wrong_amount",
                "$69.75",
                "the savings card price is $96.75 (ev_14, ev_16)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[2]",
                it(
                    "Beatrix asked that the inhaler stay on hold until Crestline decides.",
                    "ev_19",
                    "ev_27",
                ),
                "misattributed_decision",
                "Beatrix asked that the inhaler stay on hold",
                "the hold until Crestline decides is the agent's statement (ev_19, ev_27); "
                "Beatrix asked only for the PA request and no cash fill without asking her "
                "(ev_17, ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "PA request PA-60217 sent to Dr. Achterberg (fax +1 603-555-0172) after her "
                    "yes: awaiting_prescriber, NOT approved. Crestline decides ≤7 days after the "
                    "form",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_value:duration",
                "≤7 days",
                "Crestline decides within 72 hours of receiving the prescriber's form (ev_14, "
                "ev_25, ev_27)",
            ),
        ],
    },
    "pharmacy-refund@m14": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "delphine marchetti PT-7702315 - charged twice for copay 10/28, $27.50 x2 on "
                    "mastercard",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "CHG-904411 (2:02pm) + CHG-904412 (2:03pm) both for montelukast refill "
                        "RF-2190034, 2nd is the duplicate",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "refund of CHG-904412 $27.50 to mastercard ending 8816 done -> RFD-33810 "
                        "issued, expected by 11/10",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it("CHG-904411 stays (real copay)", "ev_16"),
                    it("CHG-903987 $3.00 on 10/24 = vitamin d refill, fine", "ev_11", "ev_13"),
                ],
                constraints=[it("refund to card, NOT store credit", "ev_14")],
                next_steps=[
                    it(
                        "tell her RFD-33810 went through, 3-5 business days",
                        "ev_16",
                        "ev_22",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Delphine Marchetti was charged twice for the same copay and wants the "
                    "duplicate charge refunded.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "There were two $27.50 charges on her Mastercard ending 8816 on October "
                        "28, CHG-904411 and CHG-904412, both for the same montelukast refill; "
                        "CHG-904412 is the duplicate.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "She approved a refund of CHG-904412 to her Mastercard, and it was "
                        "issued as refund RFD-33810 for $27.50, expected by November 10.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "The original charge, CHG-904411, is her actual copay and stays in place.",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "She wants the money back on her card, not as store credit.",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has not yet told Delphine that the refund was issued.",
                        "ev_22",
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
                    "She approved a refund, and CHG-904411 was refunded to her Mastercard as "
                    "refund RFD-33810 for $27.50, expected by November 10.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:other_target",
                "CHG-904411 was refunded",
                "refund_charge act_17 refunded CHG-904412, the duplicate (ev_17, ev_22); "
                "CHG-904411 is the copay itself and stays (ev_16)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "refund of CHG-904412 $27.50 done as store credit -> RFD-33810 issued",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:wrong_effect",
                "as store credit",
                "the executed refund act_17 goes to the Mastercard ****8816 (ev_17, ev_22); store "
                "credit was the option she turned down (ev_13, ev_14)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She is fine with store credit instead of a refund to her card.",
                    "ev_14",
                ),
                "inverted_constraint",
                "fine with store credit",
                "Delphine said back on the card please, not store credit (ev_14, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "refund of CHG-904412 $27.50 to mastercard ending 8816 done -> RFD-33810 "
                    "issued, expected by 11/7",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_date",
                "11/7",
                "RFD-33810 is expected by 2025-11-10 (ev_22)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She approved a refund of CHG-904412 to her Mastercard, and it was issued as "
                    "refund RFD-33810 for $55.00, expected by November 10.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_amount",
                "$55.00",
                "RFD-33810 refunds the one duplicate charge, $27.50 (ev_17, ev_22); $55.00 is "
                "both charges together",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it("she wants CHG-904411 kept (real copay)", "ev_16"),
                "misattributed_decision",
                "she wants CHG-904411 kept",
                "keeping CHG-904411 is the agent's statement in the refund proposal (ev_16); "
                "Delphine said only that she was charged twice and wants it back on the card "
                "(ev_2, ev_14)",
            ),
        ],
    },
}
