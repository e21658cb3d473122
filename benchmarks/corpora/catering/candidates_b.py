"""Hand-written candidate summaries, part 2: tasting@m26, substitution@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "catering-tasting@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "eulalie velloway - wedding job-7302 (jun 20 2026, thornhaugh barn): tasting "
                    "+ deposit",
                    "ev_2",
                    "ev_11",
                    "ev_39",
                ),
                decisions=[
                    it(
                        "tasting tst-2291 booked sat apr 25 2pm, 4 ppl, extra 2 = $90 paid on "
                        "the day",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "deposit $2500 on visa ending 6630 - she said yes, not charged yet",
                        "ev_41",
                        "ev_43",
                    ),
                    it(
                        "mains for tasting: short rib, lemon chicken, risotto. no halibut",
                        "ev_34",
                    ),
                ],
                constraints=[it("deposit on the visa, not the amex", "ev_39")],
                rejected=[
                    it("walk-through at the barn w/ head chef - no, been twice", "ev_33", "ev_34")
                ],
                next_steps=[it("charge the $2500 deposit to visa 6630", "ev_41", "ev_43")],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Eulalie Velloway is booking the tasting for her June 20, 2026 wedding "
                    "(JOB-7302) and paying the deposit.",
                    "ev_2",
                    "ev_11",
                    "ev_39",
                ),
                decisions=[
                    it(
                        "A tasting for four people, TST-2291, is booked for Saturday, April 25 "
                        "at 2:00 pm. The two extra guests cost $90, paid at the tasting.",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "The agent explained that the deposit does not have to be paid before "
                        "the tasting; it is $2,500 and due by April 30 to keep the date held.",
                        "ev_38",
                    ),
                    it(
                        "Eulalie decided to pay the deposit now and approved a $2,500 charge to "
                        "her Visa ending 6630. The charge has not been made yet.",
                        "ev_39",
                        "ev_41",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("The deposit goes on the Visa, not the Amex.", "ev_39"),
                    it(
                        "No fish at the tasting: Rudo hates fish, so the halibut was left out.",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "A tasting for only two people was replaced by the four-person booking.",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent should process the $2,500 deposit on the Visa.", "ev_41", "ev_43"
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
                    "deposit $2500 charged to visa ending 6630, date now secured",
                    "ev_41",
                    "ev_43",
                ),
                "false_status:pending",
                "charged to visa ending 6630",
                "the deposit (act_42) is approved by her yes (ev_43, ev_44) but not called yet: "
                "nothing has been charged",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("deposit on the amex, not the visa", "ev_39"),
                "inverted_constraint",
                "on the amex, not the visa",
                "she asked for the Visa, not the Amex (ev_39)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "tasting tst-2219 booked sat apr 25 2pm, 4 ppl, extra 2 = $90 paid on the day",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_id",
                "tst-2219",
                "the tasting is TST-2291 (ev_31, ev_33)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The $90 for the extra tasting guests was also charged to the Visa.",
                    "ev_33",
                    "ev_41",
                ),
                "false_status:no_such_action",
                "was also charged to the Visa",
                "the $90 is paid at the tasting (ev_25, ev_33); no action charges it",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Eulalie decided to pay the deposit now and approved a $1,500 charge to her "
                    "Visa ending 6630. The charge has not been made yet.",
                    "ev_39",
                    "ev_41",
                    "ev_43",
                ),
                "wrong_amount",
                "$1,500 charge",
                "the deposit is $2,500.00 (ev_11, ev_38, ev_41)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Eulalie pointed out that the deposit does not have to be paid before the "
                    "tasting; it is $2,500 and due by April 30 to keep the date held.",
                    "ev_38",
                ),
                "misattributed_decision",
                "Eulalie pointed out",
                "the agent said so (ev_38), answering her question (ev_37)",
            ),
        ],
    },
    "catering-substitution@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Margit Ellisander (Marlwood Loom Textiles, ACC-41126) changing the mains "
                    "of the 25th anniversary buffet JOB-7188 (May 8, 60 guests) to vegetarian "
                    "only",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "SUB-0934 sent to head chef Undine Grane after her yes: salmon → "
                        "Moroccan chickpea tagine, chicken → wild mushroom & leek pie, $49/head "
                        "(from $52) if approved. Pending chef review, decision by Apr 17; menu "
                        "unchanged until then",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Tagine + pie: the head chef's usual vegetarian pairing, put forward by "
                        "the agent; Margit accepted",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Only vegetarian mains: no fish, no meat (CEO went vegetarian)", "ev_14"),
                    it("June 12 breakfast JOB-7240 stays as is", "ev_13", "ev_14", "ev_30"),
                ],
                rejected=[
                    it(
                        "Keeping the salmon as a 3rd dish (agent's suggestion): declined",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it("Her question: does the vegan count (6) still matter?", "ev_13", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A vegetarian-only main course was requested by Margit Ellisander for "
                    "Marlwood Loom Textiles' anniversary buffet on May 8, 2026.",
                    "ev_2",
                    "ev_11",
                    "ev_13",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "The salmon and the chicken were proposed to be replaced by a Moroccan "
                        "chickpea tagine and a wild mushroom and leek pie, at $49.00 a head "
                        "instead of $52.00.",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "The substitution was submitted as SUB-0934 once Margit agreed; it is "
                        "awaiting review by the head chef, Undine Grane, and has not been "
                        "approved.",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "A decision is expected by Friday, April 17, and the current menu is "
                        "kept until then.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "No fish and no meat are to be served as mains; only vegetarian mains "
                        "are wanted.",
                        "ev_14",
                        "ev_20",
                    ),
                    it(
                        "The June 12 breakfast, JOB-7240, is to be left unchanged.",
                        "ev_13",
                        "ev_14",
                    ),
                ],
                rejected=[
                    it(
                        "Keeping the salmon as a third option, as suggested by the agent, was "
                        "declined.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Whether the 6 vegan guests still need to be counted was asked and has "
                        "not been answered.",
                        "ev_31",
                    ),
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
                    "SUB-0934 approved by head chef Undine Grane after her yes: salmon → "
                    "Moroccan chickpea tagine, chicken → wild mushroom & leek pie, now $49/head "
                    "(from $52); menu updated",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "approved by head chef Undine Grane",
                "the call only submitted the change for the head chef's review "
                "(pending_chef_review, ev_28); the agent said it isn't approved yet (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Vegetarian mains for the CEO, but the fish can stay for everyone else",
                    "ev_14",
                ),
                "inverted_constraint",
                "the fish can stay for everyone else",
                "she asked for only vegetarian mains, no fish and no meat (ev_14, ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "SUB-0934 sent to head chef Undine Grane after her yes: salmon → Moroccan "
                    "chickpea tagine, chicken → wild mushroom & leek pie, $49/head (from $52) if "
                    "approved. Pending chef review, decision by Apr 24; menu unchanged until then",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "decision by Apr 24",
                "the head chef decides by April 17, 2026 (ev_28, ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The substitution was submitted as SUB-0934 for the June 12 breakfast, "
                    "JOB-7240, once Margit agreed; it is awaiting review by the head chef, "
                    "Undine Grane, and has not been approved.",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "for the June 12 breakfast, JOB-7240",
                "SUB-0934 is for the anniversary buffet JOB-7188 (act_23, ev_26); the June "
                "breakfast stays as it is (ev_14, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The salmon and the chicken were proposed to be replaced by a Moroccan "
                    "chickpea tagine and a wild mushroom and leek pie, at $45.00 a head instead "
                    "of $52.00.",
                    "ev_19",
                    "ev_22",
                ),
                "wrong_amount",
                "$45.00 a head",
                "with the tagine and the pie the buffet is $49.00 a head (ev_17, ev_19, ev_22)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Keeping the salmon as a third option was suggested by Margit but then "
                    "dropped.",
                    "ev_19",
                    "ev_20",
                ),
                "misattributed_decision",
                "was suggested by Margit",
                "the agent suggested keeping the salmon (ev_19); Margit refused it (ev_20)",
            ),
        ],
    },
}
