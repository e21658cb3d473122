"""Hand-written candidate summaries, part 5: revision@m22, rush@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "translate-revision@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Thessaly Brouwer (Gannet Row Outfitters, ACC-4804): post-delivery fixes to "
                    "the EN>FR fall catalog JOB-58650 (delivered 2/24): 3 typos + 14 reworded "
                    "taglines",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "REV-2046 scheduled after her yes: 3 typos corrected free (our errors, "
                        "30-day warranty); corrected catalog back by Thu 3/4",
                        "ev_16",
                        "ev_24",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "Waiver request WVR-319 for the 14 taglines (412 words) → "
                        "pending_ops_lead, Cosmin Albescu-Vane decides (answer by 3/4); NOT "
                        "granted. If refused: $85.00 paid revision ($37.08 at $0.09/word < $85 "
                        "minimum), only with her OK",
                        "ev_19",
                        "ev_24",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Paid tagline revision now ($85.00) offered; declined until the ops "
                        "lead answers",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "JOB-58688 (website product pages, delivered 2/26): no changes needed, "
                        "per Thessaly",
                        "ev_11",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Product names in the taglines stay in English (trademarks); don't "
                        "touch them",
                        "ev_17",
                    ),
                    it("No paying for the taglines before the ops lead's answer", "ev_20"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Thessaly Brouwer of Gannet Row Outfitters asked for corrections to the "
                    "French fall catalog delivered on February 24: three typos and new wording "
                    "for 14 taglines.",
                    "ev_2",
                    "ev_11",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The agent explained that the typos are the agency's errors and are "
                        "corrected free within 30 days, while rewording taglines after delivery "
                        "costs $0.09 per word with an $85.00 minimum unless the operations lead "
                        "waives it.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "After her yes, the typo fixes were logged as revision REV-2046 at no "
                        "charge, with the corrected catalog due back by Thursday, March 4.",
                        "ev_24",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "A waiver request, WVR-319, was sent to the operations lead, Cosmin "
                        "Albescu-Vane, for the 14 taglines (412 words). He has not decided yet "
                        "and should answer by March 4.",
                        "ev_24",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Thessaly did not want to pay $85.00 to start the taglines before the "
                        "operations lead answers.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "The product names in the taglines are trademarks and must stay in "
                        "English.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "She said the website pages, JOB-58688, are fine and need no changes.",
                        "ev_36",
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
                    "A waiver, WVR-319, was granted by the operations lead, Cosmin Albescu-Vane, "
                    "for the 14 taglines (412 words), so they will be reworded free.",
                    "ev_24",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "was granted by the operations lead",
                "request_revision_waiver only asked: WVR-319 is pending_ops_lead, not granted "
                "(ev_33, ev_35)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "REV-2046 scheduled after her yes: 3 typos in JOB-58688 (website pages) "
                    "corrected free (our errors, 30-day warranty); corrected pages back by Thu "
                    "3/4",
                    "ev_11",
                    "ev_24",
                    "ev_29",
                    "ev_35",
                ),
                "false_status:other_target",
                "3 typos in JOB-58688 (website pages)",
                "the revision act_22 is on JOB-58650, the fall catalog (ev_21, ev_29); she said "
                "the website pages JOB-58688 need no changes (ev_36)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The product names in the taglines should be translated into French too.",
                    "ev_17",
                ),
                "inverted_constraint",
                "should be translated into French too",
                "she said \"don't touch the product names in them, those are trademarks, they "
                'stay in english" (ev_17)',
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Waiver request WVR-391 for the 14 taglines (412 words) → pending_ops_lead, "
                    "Cosmin Albescu-Vane decides (answer by 3/4); NOT granted. If refused: $85.00 "
                    "paid revision ($37.08 at $0.09/word < $85 minimum), only with her OK",
                    "ev_19",
                    "ev_24",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_id",
                "WVR-391",
                "the waiver request is WVR-319 (ev_33, ev_35)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that the typos are the agency's errors and are "
                    "corrected free within 30 days, while rewording taglines after delivery "
                    "costs $0.09 per word with a $75.00 minimum unless the operations lead "
                    "waives it.",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "$75.00 minimum",
                "the minimum fee for a preferential revision is $85.00 (ev_14, ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Product names in the taglines stay in English (trademarks); don't touch them",
                    "ev_36",
                ),
                "unsupported_ref",
                "Product names in the taglines stay in English (trademarks); don't touch them",
                "ev_36 is about the website pages needing no changes; the constraint is in ev_17",
            ),
        ],
    },
    "translate-rush@m18": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "philippa vantongeren (brindlecombe tea, c-21190): chinese supplier "
                    "agreement to english by fri, signing mon",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "job-58871 opened: agreement only, zh>en 3400 words, rush, $816 + "
                        "$326.40 = $1142.40, due fri 3/5. not told to her yet",
                        "ev_19",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "spec sheet (2600 words, $624 standard) not ordered, next month",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("budget max $1300 all in", "ev_2"),
                    it("rush only the agreement now, spec later", "ev_20"),
                ],
                rejected=[
                    it(
                        "agent's offer to open the spec now on standard: no, over budget",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[it("confirm job-58871 to her", "ev_28")],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A Chinese-to-English translation of a supplier agreement was requested by "
                    "Philippa Vantongeren of Brindlecombe Tea Importers, needed by Friday for a "
                    "signing on Monday.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The agreement was counted at 3,400 words and the spec sheet at 2,600; "
                        "the rate was given as $0.24 per word.",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "The agreement was ordered on rush after her yes: job JOB-58871 was "
                        "opened for $1,142.40 ($816.00 plus a $326.40 rush surcharge), due "
                        "Friday, March 5.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "The spec sheet was left for next month; the agent's offer to open it "
                        "now at $624.00 on standard was declined as over budget.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("A budget of no more than $1,300 all in was set by Philippa.", "ev_2"),
                ],
                open_threads=[
                    it("The new job has not yet been reported to her.", "ev_28"),
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
                    "The spec sheet was ordered on rush after her yes: job JOB-58871 was opened "
                    "for $1,142.40 ($816.00 plus a $326.40 rush surcharge), due Friday, March 5.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:other_target",
                "The spec sheet was ordered on rush",
                "JOB-58871 (act_23) is for the agreement, Gongying_Xieyi.docx (ev_22, ev_28); "
                "the spec sheet was left for next month (ev_20)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "agreement rush job ($816 + $326.40 = $1142.40, fri 3/5) declined by her, "
                    "nothing opened",
                    "ev_19",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:other_status",
                "declined by her, nothing opened",
                "she said yes (ev_24) and the job act_23 executed: JOB-58871 is open (ev_27, "
                "ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agreement was ordered on rush after her yes: job JOB-58871 was opened "
                    "for $1,142.40 ($816.00 plus a $362.40 rush surcharge), due Friday, March 5.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "wrong_amount",
                "$362.40 rush surcharge",
                "the rush surcharge is $326.40, 40% of $816.00 (ev_17, ev_22)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("spec sheet first, the agreement can wait", "ev_20"),
                "inverted_constraint",
                "spec sheet first, the agreement can wait",
                'she said "just the agreement on rush now, the spec next month" (ev_20)',
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agreement was counted at 2,600 words and the spec sheet at 3,400; the "
                    "rate was given as $0.24 per word.",
                    "ev_14",
                    "ev_19",
                ),
                "wrong_value:word_count",
                "agreement was counted at 2,600 words",
                "the agreement is 3,400 words and the spec sheet 2,600 (ev_14, ev_19)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it("confirm job-58871 to her", "ev_12"),
                "unsupported_ref",
                "confirm job-58871 to her",
                "ev_12 is her upload message, before any job; JOB-58871 is in ev_28",
            ),
        ],
    },
}
