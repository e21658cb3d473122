"""Hand-written candidate summaries, part 5: extension@m16, extension@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "grants-extension@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Rafferty Nkemelu (MV-37754) extending two reports by the full 30 days: "
                    "PG-25-0244 final (Undertow) and PD-26-0033 activity (editing mentorship); "
                    "the festival moved his premiere",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Both approved by his yes ('yes both'): PG-25-0244 3/31 → 4/30/2026, "
                        "PD-26-0033 4/15 → 5/15/2026; PG-25-0244 run first, as he asked",
                        "ev_13",
                        "ev_15",
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "PG-25-0244 call FAILED: extension_limit_reached — already extended "
                        "once (EXT-0967, 2/27 → 3/31); a second one needs the program officer. "
                        "No change, still due 3/31",
                        "ev_23",
                    ),
                    it("PD-26-0033 granted: EXT-1181, activity report now due 2026-05-15", "ev_26"),
                ],
                constraints=[
                    it("Film report (PG-25-0244) is the priority: do it first", "ev_13", "ev_15"),
                ],
                next_steps=[
                    it(
                        "Tell Rafferty: PD-26-0033 extended, PG-25-0244 not; its last "
                        "instalment ($2,800) still waits on the final report",
                        "ev_10",
                        "ev_12",
                        "ev_23",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Extensions of two report deadlines were requested by Rafferty Nkemelu after "
                    "his film's festival premiere was moved.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Two reports were found: the final report for project grant PG-25-0244, "
                        "due March 31, and the activity report for professional-development "
                        "award PD-26-0033, due April 15.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Extensions to April 30 and May 15, 2026 were laid out by the agent and "
                        "approved by Rafferty, with the film report to be handled first.",
                        "ev_13",
                        "ev_15",
                        "ev_18",
                    ),
                    it(
                        "The PD-26-0033 extension was granted as EXT-1181, moving that report to "
                        "May 15, 2026.",
                        "ev_26",
                    ),
                    it(
                        "The PG-25-0244 extension was refused by the system, because that report "
                        "had already been extended once (EXT-0967); a second extension has to be "
                        "requested from the program officer, and the report is still due March "
                        "31.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Each report can be extended at the desk only once, by up to 30 days.",
                        "ev_10",
                        "ev_12",
                    ),
                ],
                open_threads=[
                    it("Neither outcome has been reported to Rafferty yet.", "ev_23", "ev_26"),
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
                    "The PG-25-0244 extension was granted as well, so the final report is now "
                    "due April 30, 2026.",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:failed_call",
                "was granted as well",
                "the PG-25-0244 extension (act_16) is executed in the ledger, but its result is "
                "an error, extension_limit_reached, no change made (ev_23)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("PG-25-0244 granted: EXT-1181, final report now due 2026-05-15", "ev_26"),
                "false_status:other_target",
                "PG-25-0244 granted: EXT-1181",
                "EXT-1181 (act_17) extends PD-26-0033's activity report (ev_26); PG-25-0244's "
                "extension failed (ev_23)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The PD-26-0033 extension was granted as EXT-1181, moving that report to May "
                    "14, 2026.",
                    "ev_26",
                ),
                "wrong_date",
                "May 14, 2026",
                "EXT-1181 moves the report to May 15, 2026 (ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "PG-25-0244 call FAILED: extension_limit_reached — already extended once "
                    "(EXT-0967, 2/27 → 3/31); a second one needs the program officer. No change, "
                    "still due 3/31",
                    "ev_12",
                ),
                "unsupported_ref",
                "already extended once (EXT-0967, 2/27 → 3/31)",
                "cites only the agent's listing of the reports (ev_12), before any call; the "
                "failure and EXT-0967 are in the call's result (ev_23)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "It was pointed out by Rafferty that PG-25-0244's last instalment ($2,800) "
                    "is only paid after the final report is accepted.",
                    "ev_10",
                    "ev_12",
                ),
                "misattributed_decision",
                "It was pointed out by Rafferty",
                "the agent said this (ev_12, from ev_10); Rafferty never mentioned the instalment",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Mentorship report (PD-26-0033) first; the film one can wait", "ev_13", "ev_15"),
                "inverted_constraint",
                "Mentorship report (PD-26-0033) first",
                "he said the film one (PG-25-0244) is the priority and to do it first (ev_13)",
            ),
        ],
    },
    "grants-extension@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Rafferty Nkemelu (MV-37754): more time on the PG-25-0244 final report and "
                    "the PD-26-0033 activity report after the festival moved his premiere",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "PD-26-0033 extended: EXT-1181, due 5/15/2026 (told to him)",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "PG-25-0244 desk extension failed: already extended once (EXT-0967, "
                        "2/27 → 3/31); still due 3/31",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "Request to Imran Kessler for a second extension to 4/30/2026 (reason: "
                        "premiere moved to 4/18) approved by his yes; not sent yet",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "No partial report: he won't submit by 3/31 with the premiere section as "
                        "a later addendum",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "Send the request to Imran Kessler; he decides, and until then the "
                        "report stays due 3/31. Last instalment ($2,800) paid after the final "
                        "report is accepted",
                        "ev_12",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rafferty Nkemelu seems to need more time for two reports because the "
                    "festival moved his film's premiere.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "His professional-development report for PD-26-0033 appears to have been "
                        "extended to May 15, 2026 (EXT-1181).",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "The extension of his PG-25-0244 final report apparently failed, since "
                        "that report had already been extended once, from February 27 to March "
                        "31 (EXT-0967); it is presumably still due March 31.",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "He seems to have agreed to a request asking his program officer, Imran "
                        "Kessler, for a second extension to April 30, citing the premiere's move "
                        "to April 18; the request does not appear to have been sent yet.",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's alternative of submitting the report by March 31 and adding "
                        "the premiere section later was apparently turned down; he does not want "
                        "to send a half report.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "Whether Imran Kessler grants the extension is still open; the last "
                        "PG-25-0244 instalment of $2,800 likely depends on the final report being "
                        "accepted.",
                        "ev_12",
                        "ev_31",
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
                    "A request asking his program officer, Imran Kessler, for a second "
                    "extension to April 30 seems to have been sent, citing the premiere's move "
                    "to April 18.",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:pending",
                "seems to have been sent",
                "the request (act_32) is approved by his yes (ev_33, ev_34) but no call has been "
                "made",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "PG-25-0244 report submitted for 3/31, premiere section to follow as an "
                    "addendum",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "PG-25-0244 report submitted for 3/31",
                "the addendum route was only the agent's alternative (ev_28), refused by him "
                "(ev_29); the ledger holds no such action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it("PD-26-0033 extended: EXT-1118, due 5/15/2026 (told to him)", "ev_26", "ev_28"),
                "wrong_id",
                "EXT-1118",
                "the extension id is EXT-1181 (ev_26, ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Request to Imran Kessler for a second extension to 5/15/2026 (reason: "
                    "premiere moved to 4/18) approved by his yes; not sent yet",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "to 5/15/2026",
                "the request asks for April 30, 2026 (ev_29, ev_31); May 15 is PD-26-0033's new "
                "date",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Rafferty's own idea of submitting the report by March 31 and adding the "
                    "premiere section later was apparently dropped; he does not want to send a "
                    "half report.",
                    "ev_28",
                    "ev_29",
                ),
                "misattributed_decision",
                "Rafferty's own idea",
                "the addendum route was the agent's alternative (ev_28); Rafferty refused it "
                "(ev_29)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Send the request to Imran Kessler; he decides, and until then the report "
                    "stays due 3/31. Last instalment ($2,080) paid after the final report is "
                    "accepted",
                    "ev_12",
                    "ev_31",
                ),
                "wrong_amount",
                "($2,080)",
                "the last PG-25-0244 instalment is $2,800 (ev_10, ev_12)",
            ),
        ],
    },
}
