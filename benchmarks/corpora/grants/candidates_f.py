"""Hand-written candidate summaries, part 6: return@m22, panel@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "grants-return@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "sunniva lachance MV-42609 - residency cancelled, return PD-25-0190 money",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "return RET-5520 set up: $1500 by bank transfer to the council "
                        "(harbourline ****0450), ref RET-5520, due apr 10 2026",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "deduction from PG-25-0271 instalment 2 - she said no",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "PG-25-0271 instalment 2 stays $2600 on apr 10",
                        "ev_24",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "by transfer, NOT deducted from next instalment - project money "
                        "promised to her framer",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "keeping it for next year's residency - not allowed, needs a new "
                        "application (next PD deadline may 4)",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[it("she asked if she gets a receipt for the transfer", "ev_33")],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Sunniva Lachance needs to return her professional-development award "
                    "because the weaving residency it paid for was cancelled.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The full $1,500 of PD-25-0190, paid on February 27, has to be returned "
                        "by April 10, 2026.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "The agent suggested deducting it from her project grant's next "
                        "instalment, but Sunniva rejected the deduction and asked to return the "
                        "money by bank transfer.",
                        "ev_15",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "After she confirmed, return RET-5520 was set up: she is to transfer "
                        "$1,500 to the council's Harbourline Bank account ending 0450 with "
                        "RET-5520 as the reference, by April 10.",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Her project grant PG-25-0271 is not affected; its $2,600 instalment "
                        "still goes out on April 10.",
                        "ev_24",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "The return must be made by transfer and not deducted from the next "
                        "instalment, because that money is already promised to her framer.",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "Keeping the money for a rescheduled residency next year was refused: "
                        "another activity or year needs a new application, and the next "
                        "deadline is May 4, 2026.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it("Sunniva asked whether she will get a receipt for the transfer.", "ev_33"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The $1,500 was deducted from PG-25-0271's instalment, which will now pay "
                    "$1,100 on April 10.",
                    "ev_19",
                    "ev_32",
                ),
                "false_status:ledger_rejected",
                "The $1,500 was deducted from PG-25-0271's instalment",
                "the deduction (act_20) was rejected by her (ev_21, ev_23); the instalment stays "
                "$2,600 (ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "return RET-5520 set up on PG-25-0271: $1500 by bank transfer to the "
                    "council (harbourline ****0450), ref RET-5520, due apr 10 2026",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:other_target",
                "set up on PG-25-0271",
                "RET-5520 (act_25) returns the PD-25-0190 award (ev_30); PG-25-0271 isn't "
                "touched (ev_32)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After she confirmed, the return by bank transfer is still waiting to be "
                    "set up, so no reference has been issued yet.",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:other_status",
                "still waiting to be set up",
                "arrange_fund_return (act_25) was executed: RET-5520 issued (ev_29, ev_30) and "
                "reported (ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "deduct it from the next instalment, NOT a transfer - project money "
                    "promised to her framer",
                    "ev_21",
                ),
                "inverted_constraint",
                "deduct it from the next instalment, NOT a transfer",
                "she said return it by transfer, not deducted from the next instalment (ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it("PG-25-0271 instalment 2 stays $1100 on apr 10", "ev_24", "ev_32"),
                "wrong_amount",
                "$1100",
                "the instalment stays $2,600 (ev_24, ev_32); $1,100 is what the rejected "
                "deduction would have left",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After she confirmed, return RET-5520 was set up: she is to transfer $1,500 "
                    "to the council's Harbourline Bank account ending 0450 with RET-5520 as the "
                    "reference, by May 4.",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_date",
                "by May 4",
                "the return is due by April 10, 2026 (ev_30, ev_32); May 4 is the next "
                "professional-development deadline (ev_17)",
            ),
        ],
    },
    "grants-panel@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Dmitri Halloran (MV-45512), co-applicant on PG-26-0471 (Lantern Quay Winter "
                    "Tour, lead Ines Valcourt): lower the ask before the panel",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "AM-2047 submitted: request $7,500 → $5,500; workshops $2,300 → $300, "
                        "Hollin Foundation $2,000 as other funding; touring $4,200, "
                        "puppets/materials $1,000 unchanged",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Queued for the panel (decides 4/8) — not approved; Ines notified",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Split ($500 touring / $1,500 workshops), the agent's suggestion: declined",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("Touring untouched; all $2,000 from workshops", "ev_15", "ev_18"),
                    it("His own TG-26-0140 ($680) left alone", "ev_15", "ev_27"),
                ],
                open_threads=[it("Asks if the lower ask improves their odds. Unanswered", "ev_28")],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Dmitri Halloran, a co-applicant on the Lantern Quay Puppet Collective's "
                    "project grant application, got in touch to lower the collective's request "
                    "before the panel meets, since they have received other funding.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The agent confirmed that he holds Ines Valcourt's signed authority to "
                        "amend application PG-26-0471, which asks for $7,500, and that "
                        "reductions are possible until March 25.",
                        "ev_10",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "Dmitri explained that the Hollin Foundation gave the collective $2,000 "
                        "for workshops, so he wants the whole reduction taken from the workshop "
                        "line.",
                        "ev_15",
                        "ev_18",
                    ),
                    it(
                        "When the agent floated splitting the cut, with $500 from touring, "
                        "Dmitri said no.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "After his yes, amendment AM-2047 was submitted, lowering the request to "
                        "$5,500 with workshops at $300; it is now queued for the panel's April 8 "
                        "meeting, where the decision will be made.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "The touring line must not be touched, and Dmitri's own travel "
                        "micro-grant application, TG-26-0140, is to be left as it is.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Dmitri has just asked whether the lower request makes it more likely "
                        "they will get the grant.",
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
                "decisions[3]",
                it(
                    "After his yes, amendment AM-2047 was submitted and the collective's grant "
                    "was approved at the reduced amount of $5,500.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "was approved at the reduced amount of $5,500",
                "amend_application only queued the amended request for the panel, which decides "
                "on April 8 (queued_for_panel, ev_25); the agent said it doesn't mean approval "
                "(ev_27)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("AM-2047 also applied to his own TG-26-0140", "ev_25", "ev_27"),
                "false_status:other_target",
                "also applied to his own TG-26-0140",
                "AM-2047 (act_20) amends PG-26-0471 only (ev_25); TG-26-0140 is unchanged "
                "(ev_27), as he asked (ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Workshops untouched; the $2,000 comes out of touring", "ev_15", "ev_18"),
                "inverted_constraint",
                "the $2,000 comes out of touring",
                "he said all of it from workshops and not to touch touring (ev_15, ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Dmitri floated splitting the cut, with $500 from touring, but then kept it "
                    "all in the workshop line.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Dmitri floated splitting the cut",
                "the split was the agent's suggestion (ev_17); Dmitri refused it (ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "AM-2047 submitted: request $7,500 → $5,000; workshops $2,300 → $300, "
                    "Hollin Foundation $2,000 as other funding; touring $4,200, "
                    "puppets/materials $1,000 unchanged",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "$7,500 → $5,000",
                "the request goes to $5,500 ($7,500 - $2,000, ev_25, ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent confirmed that he holds Ines Valcourt's signed authority to "
                    "amend application PG-26-0471, which asks for $7,500, and that reductions "
                    "are possible until March 25.",
                    "ev_2",
                ),
                "unsupported_ref",
                "signed authority to amend",
                "cites only Dmitri's opening message (ev_2), which gives none of these values; "
                "they come from ev_10, ev_13 and ev_14",
            ),
        ],
    },
}
