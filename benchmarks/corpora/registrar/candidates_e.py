"""Hand-written candidate summaries, part 5: hold@m14 and refund@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "registrar-hold@m14": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "lena marchetti A00367742 - clear holds before spring reg opens mon 11/3 7am",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "2 holds: H-ADV-5120 advising (registrar can release) + H-IMM-0873 "
                        "immunization (only student health, needs MMR record)",
                        "ev_10",
                        "ev_15",
                    ),
                    it("advising appt w/ dr halvard quist 10/28 completed", "ev_13"),
                    it(
                        "she said yes -> H-ADV-5120 released 10/30 14:06, only H-IMM-0873 left. "
                        "not told yet",
                        "ev_17",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("dont register her for anything, she picks her own classes monday", "ev_17"),
                ],
                next_steps=[
                    it(
                        "tell lena advising hold is off; immunization hold stays til health "
                        "services gets MMR - she uploads tonight",
                        "ev_15",
                        "ev_17",
                        "ev_22",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Lena Marchetti got in touch because holds were showing on her account just "
                    "before spring registration opens for her on Monday, November 3 at 7:00 am.",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The agent found two holds: an advising hold from the College of Arts "
                        "and Sciences (H-ADV-5120) and an immunization hold from Student Health "
                        "Services (H-IMM-0873).",
                        "ev_10",
                        "ev_15",
                    ),
                    it(
                        "Because her October 28 appointment with Dr. Halvard Quist was on record "
                        "as completed, the agent offered to release the advising hold, and Lena "
                        "said yes; the release has gone through.",
                        "ev_13",
                        "ev_15",
                        "ev_17",
                        "ev_22",
                    ),
                    it(
                        "The immunization hold is still in place, since only Student Health "
                        "Services can lift it once they receive her MMR record; Lena said she "
                        "will upload it tonight.",
                        "ev_15",
                        "ev_17",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want to be registered for anything; she will choose her "
                        "own classes on Monday.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("Lena has not yet been told that the advising hold was released.", "ev_22"),
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
                    "The immunization hold H-IMM-0873 was also released, so nothing stands in the "
                    "way of Monday's registration.",
                    "ev_15",
                    "ev_17",
                    "ev_22",
                ),
                "false_status:other_target",
                "The immunization hold H-IMM-0873 was also released",
                "release_hold act_16 released H-ADV-5120 only; H-IMM-0873 remains (ev_22) and "
                "only Student Health Services can release it (ev_10, ev_15)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she said yes -> H-ADV-5120 release requested, still pending. not told yet",
                    "ev_17",
                    "ev_22",
                ),
                "false_status:other_status",
                "still pending",
                "release_hold act_16 executed (ev_21) and the result says released at "
                "2025-10-30T14:06 (ev_22)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She would like the agent to register her for her classes on Monday.",
                    "ev_17",
                ),
                "inverted_constraint",
                "She would like the agent to register her",
                "she said don't register me for anything, she wants to pick her own classes on "
                "Monday (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The immunization hold is still in place, since only Student Health Services "
                    "can lift it once they receive her MMR record; Lena said they usually clear "
                    "it within 1 business day, and she will upload the record tonight.",
                    "ev_15",
                    "ev_17",
                    "ev_22",
                ),
                "misattributed_decision",
                "Lena said they usually clear it within 1 business day",
                "the 1 business day was the agent's statement (ev_15); Lena only said she'll "
                "upload the MMR record tonight (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "objective",
                it(
                    "lena marchetti A00367742 - clear holds before spring reg opens tue 11/4 7am",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_date",
                "tue 11/4",
                "spring registration opens for her Monday, November 3 at 7:00 am (ev_10, ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "2 holds: H-ADV-5210 advising (registrar can release) + H-IMM-0873 "
                    "immunization (only student health, needs MMR record)",
                    "ev_10",
                    "ev_15",
                ),
                "wrong_id",
                "H-ADV-5210",
                "the advising hold is H-ADV-5120 (ev_10, ev_15, ev_22)",
            ),
        ],
    },
    "registrar-refund@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Nadia Farouk (A00441068): refund of the $95.00 BIOL 110L lab fee; lab "
                    "dropped 9/3",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Eligible: dropped 9/3, before the 9/9 deadline. Fall paid in full 8/12 "
                        "on Visa ****7042",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "refund_fee $95.00 → Visa ****7042 executed: RF-71835, expected by 9/25; "
                        "reported",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "ART 140 studio fee $120.00: not refundable, she's still enrolled",
                        "ev_10",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Refund to her card, not a credit on the account", "ev_14"),
                ],
                rejected=[
                    it(
                        "Account credit toward spring (agent's suggestion; spring bills out "
                        "11/14): she said no, wants it on her card",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Fee appeal to the Fee Appeals Committee for the ART 140 fee (agent "
                        "offered): declined, she's using the supplies",
                        "ev_27",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A refund was requested by Nadia Farouk for a $95.00 lab fee charged after "
                    "she dropped her biology lab.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The BIOL 110L lab fee was found to be refundable, since the lab was "
                        "dropped on September 3, before the September 9 deadline.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "A refund as a credit on her student account was suggested by the agent "
                        "but turned down; she wants the money back on her card.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "The $95.00 was refunded to her Visa ending 7042 under RF-71835 and is "
                        "expected by September 25.",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "The $120.00 ART 140 studio fee was not refunded, as she is still "
                        "enrolled in the course.",
                        "ev_10",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "A fee appeal to the Fee Appeals Committee was offered for the studio "
                        "fee, but it was declined.",
                        "ev_27",
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
                    "The refund was put through as a credit on her student account, as the agent "
                    "suggested, to be applied to the spring bill.",
                    "ev_12",
                    "ev_14",
                ),
                "false_status:ledger_rejected",
                "was put through as a credit on her student account",
                "refund_fee act_13 (account credit) was rejected by her no (ev_14, ev_16); only "
                "act_18, to the Visa ****7042, was called",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Fee appeal for the ART 140 fee submitted to the Fee Appeals Committee",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "Fee appeal for the ART 140 fee submitted",
                "the ledger holds no appeal: the agent only offered one (ev_27) and Nadia "
                "declined (ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[3]",
                it("The $120.00 ART 140 studio fee was refunded as well.", "ev_10", "ev_27"),
                "false_status:other_target",
                "The $120.00 ART 140 studio fee was refunded as well",
                "refund_fee act_18 refunded the BIOL 110L lab fee only (ev_23); the ART 140 fee "
                "is not refundable while she is enrolled (ev_10, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "refund_fee $120.00 → Visa ****7042 executed: RF-71835, expected by 9/25; "
                    "reported",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "refund_fee $120.00",
                "RF-71835 is $95.00 (ev_23, ev_25); $120.00 is the ART 140 studio fee (ev_10)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The $120.00 ART 140 studio fee was not refunded; Nadia noted that it covers "
                    "the course materials and is not refundable while she is enrolled.",
                    "ev_10",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "Nadia noted that it covers the course materials",
                "that the fee covers the materials and isn't refundable while enrolled is the "
                "agent's statement (ev_27); Nadia only said she's using the supplies (ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Refund as a credit on the account, not to her card", "ev_14"),
                "inverted_constraint",
                "Refund as a credit on the account",
                "she said put it back on her card, she doesn't want it sitting on her account "
                "(ev_14)",
            ),
        ],
    },
}
