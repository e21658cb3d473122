"""Hand-written candidate summaries, part 1: revision@m20, revision@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "grants-revision@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Odile Marchbanks (MV-48213) revising the budget of project grant "
                    "PG-26-0417 ($6,000, Salt Glaze Commons): kiln rental down to ~$600 after "
                    "the community centre donated kiln time",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Revision BR-2291 submitted after her yes: kiln rental $1,500 → $600, "
                        "artist fees $2,400 → $3,000, materials $2,100 → $2,400; total stays "
                        "$6,000",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                    it(
                        "BR-2291 status pending_officer_review with Dana Whitlow, decision by "
                        "2026-03-25; approved budget stands until then. Reported to her as not "
                        "approved yet",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Total must stay $6,000; moving >$1,500 (25% of the award) would send "
                        "the revision back to the panel",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Not all of the $900 to fees: $600 to fees, $300 to materials (clay "
                        "price up since January)",
                        "ev_16",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal (all $900 to artist fees → $3,300, materials unchanged) "
                        "rejected by her correction before anything was submitted",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "Interim report due end of March, but the big firing moved to April 9; "
                        "she's asking for more time. Not answered yet",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Odile Marchbanks got in touch about moving money between the budget lines "
                    "of her project grant for a community kiln project.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After verifying her, the agent explained that her $6,000 grant "
                        "PG-26-0417 is split into $2,400 for artist fees, $2,100 for materials "
                        "and $1,500 for kiln rental, and that any revision is decided by her "
                        "program officer, Dana Whitlow, within 10 business days.",
                        "ev_10",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Because the community centre is now donating kiln time, Odile asked to "
                        "bring kiln rental down to about $600.",
                        "ev_16",
                    ),
                    it(
                        "Once she confirmed, the corrected revision was submitted as BR-2291, "
                        "with $600 of the savings going to artist fees and $300 to materials, "
                        "for new lines of $3,000 and $2,400.",
                        "ev_20",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                    it(
                        "The agent told her that BR-2291 is not approved yet: Dana Whitlow will "
                        "decide by March 25, 2026, and her approved budget stands until then.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version, which put the whole $900 into artist fees, "
                        "was never submitted: Odile stopped it because clay prices went up in "
                        "January and materials needed $300 of it.",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Odile has now asked for more time on her interim report, which is due "
                        "at the end of March, because the big firing was pushed to April 9.",
                        "ev_32",
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
                    "Revision BR-2291 submitted after her yes: kiln rental $1,500 → $600, the "
                    "full $900 to artist fees ($2,400 → $3,300), materials unchanged at $2,100",
                    "ev_16",
                    "ev_18",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "the full $900 to artist fees ($2,400 → $3,300)",
                "the all-to-fees revision (act_19) was rejected by her correction (ev_20, "
                "ev_22); BR-2291 is the corrected one (act_24): fees $3,000, materials $2,400 "
                "(ev_29)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The agent told her that Dana Whitlow has approved BR-2291, so the new "
                    "budget lines apply from now on.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "Dana Whitlow has approved BR-2291",
                "submit_budget_revision only put BR-2291 in the officer's queue "
                "(pending_officer_review, ev_29); the agent said it isn't approved and the "
                "approved budget stands (ev_31)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Revision BR-2291 submitted after her yes: kiln rental $1,500 → $600, "
                    "artist fees $2,400 → $3,000, materials $2,100 → $2,500; total stays $6,000",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                ),
                "wrong_amount",
                "materials $2,100 → $2,500",
                "materials go to $2,400 ($2,100 + $300, ev_20, ev_23, ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The agent told her that BR-2291 is not approved yet: Dana Whitlow will "
                    "decide by March 18, 2026, and her approved budget stands until then.",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "by March 18, 2026",
                "the decision is due by March 25, 2026 (ev_29, ev_31)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[0]",
                it(
                    "As Odile pointed out, the total has to stay at $6,000, and a move of more "
                    "than $1,500 would send the revision back to the panel.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "As Odile pointed out",
                "the agent stated these revision rules (ev_15, from the rules at ev_14); Odile "
                "never mentioned them",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Interim report deadline extended to cover the April 9 firing",
                    "ev_32",
                ),
                "false_status:no_such_action",
                "Interim report deadline extended",
                "at this boundary she has only asked for more time (ev_32); no extension was "
                "proposed, approved or made",
            ),
        ],
    },
    "grants-revision@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "odile marchbanks MV-48213 - budget revision on kiln grant PG-26-0417, then "
                    "more time for interim report",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "revision BR-2291 submitted: fees 3000, materials 2400, kiln 600 (total "
                        "6000). with dana whitlow, decision by mar 25 - not approved yet",
                        "ev_29",
                        "ev_31",
                        "ev_47",
                    ),
                    it(
                        "first version (all 900 to fees) dropped, she wanted 300 to materials",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "interim report extended to apr 20 2026, EXT-1164 (was due mar 31)",
                        "ev_39",
                        "ev_41",
                        "ev_45",
                        "ev_47",
                    ),
                    it(
                        "she picked apr 20, agent had suggested the full 30 days (apr 30)",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "report must go in well before her may workshops - she wants the 2nd "
                        "payment ($2400) before them",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                next_steps=[
                    it(
                        "wait for dana whitlow's decision on BR-2291 (by mar 25). nothing else, "
                        "she's done",
                        "ev_31",
                        "ev_47",
                        "ev_48",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Odile Marchbanks appears to have wanted to rework the budget of her project "
                    "grant PG-26-0417 and to get more time for her interim report.",
                    "ev_2",
                    "ev_10",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "A budget revision, BR-2291, seems to have been submitted to her program "
                        "officer, Dana Whitlow, lowering kiln rental to $600 and raising artist "
                        "fees to $3,000 and materials to $2,400; it is apparently still awaiting "
                        "a decision, expected by March 25.",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "Her interim report deadline appears to have been extended from March 31 "
                        "to April 20, 2026 (extension EXT-1164).",
                        "ev_45",
                        "ev_47",
                    ),
                    it(
                        "She seems to have preferred April 20 over the full 30 days the agent "
                        "suggested, which would have run to April 30.",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "She wants the report in well before her May workshops, since the "
                        "second instalment of $2,400 is only released after the report is "
                        "accepted, within 10 business days.",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it(
                        "Until Dana Whitlow decides, the approved budget presumably still stands.",
                        "ev_31",
                        "ev_47",
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
                    "Her request to move the interim report to April 20 appears to have been "
                    "declined, so the report is presumably still due March 31.",
                    "ev_45",
                    "ev_47",
                ),
                "false_status:other_status",
                "appears to have been declined",
                "the extension (act_40) was executed and granted as EXT-1164 (ev_44, ev_45) and "
                "reported (ev_47)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "the full 30 days (apr 30) was her idea first, then she settled on apr 20",
                    "ev_36",
                    "ev_37",
                ),
                "misattributed_decision",
                "the full 30 days (apr 30) was her idea first",
                "the agent suggested the full 30 days to April 30 (ev_36); she asked for April "
                "20 (ev_37)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "report can wait until after her may workshops - the 2nd payment ($2400) "
                    "isn't needed before them",
                    "ev_36",
                    "ev_37",
                ),
                "inverted_constraint",
                "report can wait until after her may workshops",
                "she wants the report in well before the May workshops so the second payment "
                "arrives before them (ev_37)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Her interim report deadline appears to have been extended from March 31 "
                    "to April 30, 2026 (extension EXT-1164).",
                    "ev_45",
                    "ev_47",
                ),
                "wrong_date",
                "to April 30, 2026",
                "EXT-1164 moves the report to April 20, 2026 (ev_45, ev_47); April 30 was the "
                "agent's suggested maximum (ev_36)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "interim report extended to apr 20 2026, EXT-1146 (was due mar 31)",
                    "ev_39",
                    "ev_41",
                    "ev_45",
                    "ev_47",
                ),
                "wrong_id",
                "EXT-1146",
                "the extension id is EXT-1164 (ev_45, ev_47)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She wants the report in well before her May workshops, since the second "
                    "instalment of $2,400 is only released after the report is accepted, "
                    "within 5 business days.",
                    "ev_36",
                    "ev_37",
                ),
                "wrong_value:business_days",
                "within 5 business days",
                "the second instalment is released within 10 business days after the report is "
                "accepted (ev_34, ev_36)",
            ),
        ],
    },
}
