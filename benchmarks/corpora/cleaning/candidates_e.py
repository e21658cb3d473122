"""Hand-written candidate summaries, part 5: missed@m24, oven@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cleaning-missed@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "leocadia hartigan CL-50318 - missed visit tue mar 3 (BK-57355), wants it "
                    "made up + credited",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_15",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "fri mar 6 rebook w/ ysolde FAILED (no free slot), told her, nothing "
                        "booked",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "credit request CR-4471 for $132 sent to ops supervisor ruairi delacombe "
                        "- pending his review, no credit applied yet, decision by fri mar 6",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it("only ysolde, no other cleaner", "ev_16", "ev_29"),
                ],
                rejected=[
                    it("kasimir oduya sat mar 7 9am - she said no", "ev_28", "ev_29"),
                ],
                open_threads=[
                    it(
                        "ysolde mon mar 9 9am offered, she'll let us know",
                        "ev_28",
                        "ev_29",
                        "ev_38",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Leocadia Hartigan wants her missed March 3 visit (BK-57355) made up and "
                    "credited.",
                    "ev_13",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "The replacement visit on Friday, March 6 with Ysolde Marchbank could "
                        "not be booked because Ysolde had no free slot; the agent told Leocadia "
                        "that nothing was booked.",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "A credit request, CR-4471, for $132.00 was sent to the operations "
                        "supervisor, Ruairi Delacombe. He decides it; no credit has been applied "
                        "yet, and a decision is expected by Friday, March 6.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                rejected=[
                    it(
                        "Leocadia declined a visit from Kasimir Oduya on Saturday, March 7, "
                        "because she only wants Ysolde.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "Ysolde's next free slot, Monday, March 9 at 9:00 am, was offered; "
                        "Leocadia will let the desk know.",
                        "ev_28",
                        "ev_29",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                next_steps=[
                    it("Her next regular visit is Tuesday, March 10 (BK-57356).", "ev_38"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it("fri mar 6 rebook w/ ysolde done, 9am", "ev_22", "ev_24"),
                "false_status:failed_call",
                "rebook w/ ysolde done",
                "rebook_visit (act_19) ran but returned an error, cleaner_unavailable (ev_24), "
                "and the agent told her nothing was booked (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A credit request, CR-4471, for $132.00 was sent to the operations "
                    "supervisor, Ruairi Delacombe, and the $132.00 credit has been applied to "
                    "her account.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:wrong_effect",
                "the $132.00 credit has been applied",
                "request_visit_credit only submitted the request: CR-4471 is "
                "pending_supervisor_review and no credit is applied (ev_36, ev_38)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("mon mar 9 9am w/ ysolde booked as the make-up visit", "ev_28", "ev_29"),
                "false_status:no_such_action",
                "booked as the make-up visit",
                "Monday the 9th was only offered (ev_28, ev_38); she'll let the desk know "
                "(ev_39); the ledger holds no booking for it",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "next_steps[0]",
                it("Her next regular visit is Tuesday, March 10 (BK-57356).", "ev_16"),
                "unsupported_ref",
                "Tuesday, March 10 (BK-57356)",
                "ev_16 is her message asking for Friday with Ysolde only; the next regular "
                "visit is stated in ev_13 and ev_38",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "credit request CR-4417 for $132 sent to ops supervisor ruairi delacombe - "
                    "pending his review, no credit applied yet, decision by fri mar 6",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_id",
                "CR-4417",
                "the credit request is CR-4471 (ev_36, ev_38)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Leocadia suggested Monday, March 9 at 9:00 am with Ysolde instead; she "
                    "will let the desk know.",
                    "ev_28",
                    "ev_29",
                    "ev_38",
                    "ev_39",
                ),
                "misattributed_decision",
                "Leocadia suggested Monday, March 9",
                "the agent offered Ysolde's next free slot, Monday the 9th (ev_28, ev_38); she "
                "only said she'd think about it (ev_29, ev_39)",
            ),
        ],
    },
    "cleaning-oven@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Thaddeus Wrenshaw (CL-73645, 3 Lantern Yard): one-off deep clean, kitchen "
                    "+ filthy oven + bathroom",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "BK-58311 booked after his yes: Tue 3/10/2026 8:30 am, 4.5 h @ $46 = "
                        "$207 + $65 oven = $272.00, Mastercard ****4487; cleaner Perrin "
                        "Oakhurst. Not yet confirmed to him",
                        "ev_12",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Oven first, windows later (next month); ≤ $320 all in", "ev_15"),
                    it(
                        "Mungo (cat) indoor only: keep the back door shut; key in the lockbox",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "Skellan Windows same-day bundle ($130.50, total $402.50): agent "
                        "recommended, he declined",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("Confirm BK-58311 to Thaddeus", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A deep clean of the kitchen, oven and bathroom at 3 Lantern Yard was "
                    "requested by Thaddeus Wrenshaw.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The deep clean was booked as BK-58311 for Tuesday, March 10, 2026 at "
                        "8:30 am, at $272.00 including the $65.00 oven clean; this has not yet "
                        "been reported to him.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "The Thursday, March 12 slot at 1:00 pm was offered but not chosen.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "The oven is to be done first and the windows later; no more than $320 "
                        "is to be spent in total.",
                        "ev_15",
                    ),
                    it(
                        "The cat, Mungo, is to be kept indoors, so the back door must be kept "
                        "shut.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "A same-day window clean by Skellan Windows for $130.50 was recommended "
                        "by the agent and was declined.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The deep clean for Tuesday, March 10, 2026 at 8:30 am was not booked: it "
                    "was put on hold by Thaddeus after the $272.00 price was given.",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:other_status",
                "was not booked",
                "he said 'yep go ahead' (ev_22) and book_clean (act_21) was executed: BK-58311 "
                "is confirmed (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Windows first, oven later (next month); ≤ $320 all in", "ev_15"),
                "inverted_constraint",
                "Windows first, oven later",
                "he said oven first, windows later (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The deep clean was booked as BK-58311 for Thursday, March 12, 2026 at 8:30 "
                    "am, at $272.00 including the $65.00 oven clean; this has not yet been "
                    "reported to him.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_date",
                "Thursday, March 12, 2026",
                "BK-58311 is on Tuesday, March 10 (ev_20, ev_26); he chose Tuesday (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Skellan Windows same-day bundle ($130.50, total $402.50): his own idea, "
                    "then dropped as over budget",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "his own idea",
                "the agent recommended the window bundle (ev_14); Thaddeus turned it down (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The deep clean was booked as BK-58311 for Tuesday, March 10, 2026 at 1:00 "
                    "pm, at $272.00 including the $65.00 oven clean; this has not yet been "
                    "reported to him.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_value:time",
                "1:00 pm",
                "BK-58311 starts at 8:30 am (ev_20, ev_26); 1:00 pm was the Thursday slot (ev_14)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[1]",
                it("Skellan Windows visit requested for next month", "ev_14", "ev_15"),
                "false_status:no_such_action",
                "Skellan Windows visit requested",
                "he put the windows off to later (ev_15) and the agent added none (ev_17, "
                "ev_20); the ledger holds no window action",
            ),
        ],
    },
}
