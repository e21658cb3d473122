"""Hand-written candidate summaries, part 2: warranty@m23, warranty@m29.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "autorepair-warranty@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Marcus Oyelaran (C-11907): '19 F-150 MXO-6093 died; alternator we put in "
                    "3/14 (RO-22340) failed. Wants it covered + a loaner",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                    "ev_28",
                ),
                decisions=[
                    it("Dx on RO-24902: alt output 11.8 V, diode failure; battery OK", "ev_12"),
                    it(
                        "Warranty claim VWC-40917 to Volter (VR-11872) filed after his yes; "
                        "pending Volter's decision, expected by 10/23",
                        "ev_19",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Labor $255.60: shop's own 12-mo warranty, covered regardless",
                        "ev_14",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "If Volter denies → call him before buying any part; won't pay $389 "
                        "again w/o talking",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Loaner LN-03 ('20 Escape, no charge) proposed; waiting on his yes",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A warranty repair is being arranged for Marcus Oyelaran's 2019 Ford F-150, "
                    "whose alternator, installed by the shop in March, has failed.",
                    "ev_2",
                    "ev_12",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "The failure was diagnosed on RO-24902 as a failed diode, with the "
                        "alternator putting out only 11.8 volts; the battery was found to be "
                        "good.",
                        "ev_12",
                    ),
                    it(
                        "A parts-warranty claim, VWC-40917, was submitted to Volter "
                        "Remanufacturing after Marcus agreed; it is still awaiting Volter's "
                        "decision, which is expected by October 23.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The Ford Escape (LN-03) was picked by Marcus as his loaner, for the "
                        "cargo room.",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "If the claim is denied, the part would cost $389.00 plus tax; the labor "
                        "($255.60) is covered by the shop either way.",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "No replacement part is to be bought without calling Marcus first if "
                        "the claim is denied.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "A no-charge reservation of LN-03 from October 20 has been proposed and "
                        "is waiting for his confirmation.",
                        "ev_35",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "open_threads[0]",
                it("Loaner LN-03 ('20 Escape) reserved from 10/20, no charge", "ev_35"),
                "false_status:pending",
                "reserved from 10/20",
                "reserve_loaner act_36 was only proposed (ev_35, ev_36); Marcus has not said yes "
                "and no call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A parts-warranty claim, VWC-40917, was submitted to Volter Remanufacturing "
                    "after Marcus agreed, and Volter has approved it.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Volter has approved it",
                "the call submitted the claim for Volter's decision: status submitted, decision "
                "pending, expected by 2025-10-23 (ev_25); the agent said nothing is approved "
                "until they decide (ev_27)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "If Volter denies → go ahead and buy the part, no need to call him first",
                    "ev_17",
                ),
                "inverted_constraint",
                "go ahead and buy the part, no need to call him first",
                "he said 'if they say no, call me before you buy anything' (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Marcus asked that the labor be covered under the shop's own warranty.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Marcus asked that the labor be covered",
                "the labor coverage is the agent's statement of the shop's warranty (ev_14, "
                "ev_16); Marcus asked only for the claim and a call before any purchase (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Warranty claim VWC-49017 to Volter (VR-11872) filed after his yes; pending "
                    "Volter's decision, expected by 10/23",
                    "ev_19",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "VWC-49017",
                "the claim id is VWC-40917 (ev_25, ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "If the claim is denied, the part would cost $255.60 plus tax; the labor "
                    "($389.00) is covered by the shop either way.",
                    "ev_16",
                ),
                "wrong_amount",
                "the part would cost $255.60 plus tax",
                "the amounts are swapped: the part is $389.00 and the labor $255.60 (ev_14, ev_16)",
            ),
        ],
    },
    "autorepair-warranty@m29": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Marcus Oyelaran's F-150 is back at the shop with a failed alternator that "
                    "the shop installed in March, and he is trying to get the repair covered "
                    "under warranty and to get a loaner while he waits.",
                    "ev_2",
                    "ev_12",
                    "ev_14",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "After the technician found the alternator putting out only 11.8 volts "
                        "from a failed diode, Marcus agreed to file a warranty claim, and claim "
                        "VWC-40917 went to Volter Remanufacturing, where it is still waiting for "
                        "their decision, expected by October 23.",
                        "ev_12",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "He then picked the Ford Escape (LN-03) as a loaner, but when the "
                        "reservation was attempted it failed because the Granite Mutual "
                        "insurance on file had expired on September 30, so the Escape was not "
                        "reserved.",
                        "ev_33",
                        "ev_41",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it(
                        "He wants a call before anything is ordered if Volter turns the claim "
                        "down.",
                        "ev_17",
                    ),
                    it("He will only take the Escape; the Sentra won't fit his stuff.", "ev_43"),
                ],
                rejected=[
                    it(
                        "The agent offered the Nissan Sentra instead, and he turned it down.",
                        "ev_32",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it(
                        "Marcus is emailing his new Brightwater insurance card to "
                        "service@corbettvale.example.com, after which the agent will try to "
                        "reserve the Escape again.",
                        "ev_42",
                        "ev_43",
                        "ev_45",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Marcus Oyelaran (C-11907), F-150 MXO-6093: failed alternator (RO-24902), "
                    "parts-warranty claim with Volter; needs a loaner meanwhile",
                    "ev_6",
                    "ev_12",
                    "ev_25",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Claim VWC-40917 submitted to Volter for VR-11872 (installed 3/14 on "
                        "RO-22340); decision pending, expected 10/23. Labor $255.60 on the shop "
                        "regardless",
                        "ev_14",
                        "ev_16",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "reserve_loaner LN-03 (Escape) after his yes → failed: "
                        "INSURANCE_NOT_VERIFIED (Granite Mutual GM-5520918 expired 9/30); not "
                        "reserved",
                        "ev_37",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "Claim denied → call him before buying a part (won't pay $389 again "
                        "without talking)",
                        "ev_17",
                    ),
                    it("Escape only, not the Sentra", "ev_43"),
                ],
                open_threads=[
                    it(
                        "Insurance: he switched to Brightwater in Sept; emailing the card now",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it(
                        "When the card arrives, retry the LN-03 reservation (not held meanwhile)",
                        "ev_45",
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
                    "reserve_loaner LN-03 (Escape) after his yes → reserved from 10/20, no charge",
                    "ev_37",
                    "ev_40",
                    "ev_41",
                ),
                "false_status:failed_call",
                "reserved from 10/20",
                "the reservation returned INSURANCE_NOT_VERIFIED and LN-03 was not reserved "
                "(ev_41, ev_42); the ledger says executed (ev_40)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "A replacement alternator has been ordered so the truck can be fixed while "
                    "Volter reviews the claim.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "A replacement alternator has been ordered",
                "the ledger holds no parts order; the claim is pending Volter's decision (ev_25) "
                "and the agent will only call before ordering if it is denied (ev_27)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it("He is fine with either loaner, the Escape or the Sentra.", "ev_43"),
                "inverted_constraint",
                "fine with either loaner",
                "he said 'it's the Escape or nothing, the Sentra won't fit my stuff' (ev_43)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Claim VWC-40917 submitted to Volter for VR-11872 (installed 3/14 on "
                    "RO-22340); decision pending, expected 10/20. Labor $255.60 on the shop "
                    "regardless",
                    "ev_14",
                    "ev_16",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "expected 10/20",
                "Volter's decision is expected by 2025-10-23 (ev_25, ev_27); October 20 is the "
                "day of the call",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Marcus decided to take the Nissan Sentra while the insurance gets sorted out.",
                    "ev_32",
                    "ev_42",
                ),
                "misattributed_decision",
                "Marcus decided to take the Nissan Sentra",
                "the Sentra was the agent's suggestion (ev_42); Marcus refused it (ev_43)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "reserve_loaner LN-03 (Escape) after his yes → failed: "
                    "INSURANCE_NOT_VERIFIED (Brightwater policy expired 9/30); not reserved",
                    "ev_37",
                    "ev_40",
                    "ev_41",
                ),
                "wrong_value:insurer",
                "Brightwater policy expired 9/30",
                "the expired policy on file is Granite Mutual GM-5520918 (ev_41, ev_42); "
                "Brightwater is his new insurer (ev_43)",
            ),
        ],
    },
}
