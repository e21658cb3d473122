"""Hand-written candidate summaries, part 3: proxy@m18, proxy@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "library-proxy@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Prof. Radomir Quennell (HU-1157306, faculty) authorizing his RA Lowri "
                    "Rookwood to borrow on his account",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Proxy PX-3342 active: Lowri Rookwood (HU-7720481), 4/7 → 6/30/2026; "
                        "borrow, renew, holds, recalls; no fines access. Email sent to her",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it("Idwal Brenchley's PX-3307 unchanged, ends 5/31", "ev_16", "ev_17", "ev_27"),
                ],
                constraints=[
                    it("End of term only (6/30), not a full year", "ev_16", "ev_17"),
                    it(
                        "No fines: she may not see or pay them; loans, holds and recalls only",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Keeping the default fines access (agent's suggestion): declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Wants Wexley's Instruments of the Orrery Makers for a grant report; "
                        "the library's copy is out; asks if Lowri can collect it once back. "
                        "Not looked up yet",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Professor Radomir Quennell appears to want his research assistant, Lowri "
                    "Rookwood, to be able to borrow books on his account.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Lowri Rookwood seems to have been added as his proxy (PX-3342) through "
                        "June 30, 2026, with rights to borrow, renew, and place holds and "
                        "recalls.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "He apparently declined the agent's suggestion to let her see and pay "
                        "the fines on his account.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Idwal Brenchley's existing authorization (PX-3307) was left unchanged "
                        "and appears to still end on May 31.",
                        "ev_16",
                        "ev_17",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Books Lowri borrows for him would likely use his 120-day faculty loan "
                        "period, with any fines going on his account.",
                        "ev_16",
                    ),
                    it(
                        "Her authorization should probably run only to the end of the spring "
                        "term, not for a full year.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "He now seems to need Wexley's Instruments of the Orrery Makers for a "
                        "grant report and has asked whether Lowri could pick it up once it is "
                        "back; this has not been looked into yet.",
                        "ev_28",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "She may see and pay his fines as well as handle loans, holds and recalls",
                    "ev_17",
                ),
                "inverted_constraint",
                "She may see and pay his fines",
                "he said she should not pay or see fines: loans, holds and recalls only (ev_17)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Lowri Rookwood seems to have been added as his proxy (PX-3342) through May "
                    "31, 2026, with rights to borrow, renew, and place holds and recalls.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "through May 31, 2026",
                "PX-3342 runs through June 30, 2026 (ev_25, ev_27); May 31 is when Idwal "
                "Brenchley's PX-3307 ends",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Professor Quennell specified that books Lowri borrows for him use his "
                    "120-day faculty loan period, with any fines going on his account.",
                    "ev_16",
                ),
                "misattributed_decision",
                "Professor Quennell specified",
                "the agent stated the 120-day loan period and that fines go on his account "
                "(ev_16); the professor did not set these",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Proxy PX-3342 active: Idwal Brenchley (HU-7791046), 4/7 → 6/30/2026; "
                    "borrow, renew, holds, recalls; no fines access. Email sent to him",
                    "ev_12",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "Idwal Brenchley (HU-7791046)",
                "add_proxy act_20 added Lowri Rookwood, HU-7720481 (ev_20, ev_25); Idwal "
                "Brenchley's PX-3307 was left as it is (ev_27)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Lowri Rookwood seems to have been added as his proxy (PX-3324) through June "
                    "30, 2026, with rights to borrow, renew, and place holds and recalls.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "PX-3324",
                "Lowri's authorization is PX-3342 (ev_25, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Wexley's Orrery Makers recalled for him; Lowri to collect it when it's back",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "recalled for him",
                "at this boundary the ledger holds no recall: he has only just asked about the "
                "book (ev_28) and nothing was looked up or proposed",
            ),
        ],
    },
    "library-proxy@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Professor Radomir Quennell's research assistant was to be set up as his "
                    "proxy, and a book was needed for his grant report.",
                    "ev_2",
                    "ev_6",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Lowri Rookwood was added as his proxy (PX-3342) through June 30, 2026, "
                        "for loans, holds and recalls, without access to fines.",
                        "ev_17",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "A recall was placed on copy HK611093 of Instruments of the Orrery "
                        "Makers (RC-90417), and the borrower has been given a new due date of "
                        "April 21, 2026.",
                        "ev_35",
                        "ev_37",
                        "ev_41",
                    ),
                    it(
                        "Once it is returned, the book will be held at the Sedgeworth Science "
                        "Library for 7 days, where it can be collected by him or by Lowri.",
                        "ev_35",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "The book is to be held at Sedgeworth, not Hawkridge, since that is "
                        "where Lowri works.",
                        "ev_33",
                    ),
                    it("It is needed for a report due on the 28th.", "ev_33"),
                ],
                open_threads=[
                    it(
                        "The book is not available yet: it has to be returned by the current "
                        "borrower first. The recall has not yet been reported to the professor.",
                        "ev_41",
                    ),
                    it(
                        "The other copy, HK611128 at Sedgeworth, is in conservation until May "
                        "15 and cannot be requested.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "prof quennell HU-1157306 - RA lowri rookwood as proxy, get wexley's orrery "
                    "makers for grant report due the 28th",
                    "ev_2",
                    "ev_6",
                    "ev_28",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "proxy PX-3342 lowri HU-7720481 until 6/30/2026, loans holds recalls, no "
                        "fines",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "recall RC-90417 placed on HK611093, borrower new due apr 21, held at "
                        "sedgeworth 7 days once back - not told to him yet",
                        "ev_35",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "plain hold (wait till jul 21) not chosen, he wanted the recall",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("pickup sedgeworth not hawkridge (lowri works there)", "ev_33"),
                ],
                next_steps=[
                    it(
                        "tell him RC-90417 is placed, book due back from borrower apr 21, lowri "
                        "can pick up at sedgeworth",
                        "ev_32",
                        "ev_41",
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
                    "recall RC-90417 on HK611093 done, book already waiting at sedgeworth for "
                    "lowri - not told to him yet",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "false_status:wrong_effect",
                "book already waiting at sedgeworth",
                "place_recall act_36 only sent the recall: the borrower now has until April 21 "
                "and the book is not available until it is returned (ev_41)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("pickup hawkridge not sedgeworth", "ev_33"),
                "inverted_constraint",
                "pickup hawkridge not sedgeworth",
                "he asked for it to be held at Sedgeworth, not Hawkridge, where Lowri works "
                "(ev_33)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "recall RC-90417 placed on HK611093, borrower new due apr 28, held at "
                    "sedgeworth 7 days once back - not told to him yet",
                    "ev_35",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_date",
                "new due apr 28",
                "the borrower's new due date is April 21 (ev_35, ev_41); the 28th is when his "
                "report is due (ev_33)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A recall was placed on copy HK611128 of Instruments of the Orrery Makers "
                    "(RC-90417), and the borrower has been given a new due date of April 21, "
                    "2026.",
                    "ev_35",
                    "ev_37",
                    "ev_41",
                ),
                "false_status:other_target",
                "copy HK611128",
                "place_recall act_36 is on HK611093 (ev_36, ev_41); HK611128 is in "
                "conservation and cannot be requested (ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[1]",
                it(
                    "The professor pointed out that the other copy, HK611128 at Sedgeworth, is "
                    "in conservation until May 15 and cannot be requested.",
                    "ev_30",
                    "ev_32",
                ),
                "misattributed_decision",
                "The professor pointed out",
                "the agent found and told him that HK611128 is in conservation until May 15 "
                "(ev_30, ev_32); he only said his department's copy is out (ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Once it is returned, the book will be held at the Sedgeworth Science "
                    "Library for 14 days, where it can be collected by him or by Lowri.",
                    "ev_35",
                    "ev_41",
                ),
                "wrong_value:hold_days",
                "for 14 days",
                "a returned recall is held for 7 days (ev_32, ev_35, ev_41)",
            ),
        ],
    },
}
