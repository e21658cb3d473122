"""Hand-written candidate summaries, part 2: fines@m20, ill@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "library-fines@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Cyprian Dunleavy (HU-6093152) clearing a $107.50 bill after finding the "
                    "lost book HK527719",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "HK527719 checked in: $68.00 replacement on F-20931 reversed; $15.00 "
                        "processing + $20.00 capped overdue remain",
                        "ev_22",
                        "ev_26",
                        "ev_32",
                    ),
                    it(
                        "F-20987 ($4.50, Parliaments in Transition) waived with this year's "
                        "courtesy waiver",
                        "ev_15",
                        "ev_22",
                        "ev_26",
                        "ev_35",
                    ),
                    it(
                        "$35.00 charge to debit ****6610 failed: card declined, nothing charged, "
                        "balance still $35.00. Not yet told to Cyprian",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "Pay the rest now, nothing left on his account (graduating in June; a "
                        "balance blocks the transcript)",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "Waiving the $20.00 overdue as well: refused, a courtesy waiver covers "
                        "at most $10.00",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell him the card was declined and ask how he wants to pay the $35.00",
                        "ev_19",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Cyprian Dunleavy's lost-book bill of $107.50 was to be cleared now that "
                    "the book has been found.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The Politics of Small States (HK527719) was checked in at the Hawkridge "
                        "desk and the $68.00 replacement charge was reversed.",
                        "ev_2",
                        "ev_22",
                        "ev_32",
                    ),
                    it(
                        "The $4.50 overdue fine for Parliaments in Transition (F-20987) was "
                        "waived using his courtesy waiver for the year.",
                        "ev_15",
                        "ev_22",
                        "ev_35",
                    ),
                    it(
                        "A payment of $35.00 was attempted on his debit card ending 6610, but it "
                        "was declined by the card issuer and nothing was charged.",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "It was requested by Cyprian that the remaining balance be paid right "
                        "away and not left on his account, since he graduates in June.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "A waiver of the $20.00 overdue fine was asked for but was refused, as "
                        "courtesy waivers are limited to $10.00.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "The $35.00 ($15.00 processing fee and $20.00 capped overdue fine on "
                        "F-20931) is still owed, and the declined payment has not yet been "
                        "reported to him.",
                        "ev_22",
                        "ev_38",
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
                    "A payment of $35.00 was taken from his debit card ending 6610, which "
                    "cleared his balance.",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:failed_call",
                "was taken from his debit card ending 6610, which cleared his balance",
                "pay_fines act_25 executed (ev_37) but its result is an error: the card was "
                "declined and nothing was charged; the balance is still $35.00 (ev_38)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "HK527719 checked in: $83.00 replacement on F-20931 reversed; $15.00 "
                    "processing + $20.00 capped overdue remain",
                    "ev_22",
                    "ev_26",
                    "ev_32",
                ),
                "wrong_amount",
                "$83.00 replacement",
                "the replacement charge reversed is $68.00 (ev_15, ev_32); $83.00 would add the "
                "$15.00 processing fee, which stays",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The $4.50 overdue fine for Parliaments in Transition (F-20987) could not be "
                    "waived, as his courtesy waiver for the year was already used.",
                    "ev_15",
                    "ev_22",
                    "ev_35",
                ),
                "false_status:other_status",
                "could not be waived",
                "waive_fine act_24 on F-20987 was approved and executed: the $4.50 was waived "
                "(ev_34, ev_35); only the waiver of the $20.00 was refused (ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Leave the rest on his account for now; he'll settle it after graduating "
                    "in June",
                    "ev_19",
                ),
                "inverted_constraint",
                "Leave the rest on his account for now",
                "he wants to pay the rest right now and not leave it on his account, because a "
                "balance blocks his transcript when he graduates in June (ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "F-20931 ($4.50, Parliaments in Transition) waived with this year's courtesy "
                    "waiver",
                    "ev_15",
                    "ev_22",
                    "ev_26",
                    "ev_35",
                ),
                "wrong_id",
                "F-20931 ($4.50",
                "the $4.50 fine on Parliaments in Transition is F-20987 (ev_15, ev_35); F-20931 "
                "is the lost book's fine",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The $20.00 overdue fine on F-20931 was also waived at Cyprian's request.",
                    "ev_16",
                    "ev_18",
                ),
                "false_status:no_such_action",
                "was also waived",
                "waiving the $20.00 was refused (ev_18) and never proposed; the only waiver in "
                "the ledger is act_24, on F-20987's $4.50",
            ),
        ],
    },
    "library-ill@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Benedikta Sowerby wants to borrow the 1971 Castagnoli edition of the "
                    "Boeotian fragments through interlibrary loan, not the 2004 revision the "
                    "library owns, and she also needs a journal article.",
                    "ev_2",
                    "ev_6",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "Her earlier request, IL-55803, was not cancelled by the library: the "
                        "lender, Ivesdon Public Research Library, refused it on March 20 "
                        "because its copy does not circulate.",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "A new loan request, IL-56219, was submitted for the whole 1971 volume. "
                        "It went to Marrowgate College Library first and will pass to Tullibrae "
                        "Institute Library only if Marrowgate refuses.",
                        "ev_20",
                        "ev_23",
                        "ev_28",
                        "ev_33",
                    ),
                    it(
                        "A second request, IL-56220, was submitted for a PDF scan of Farquhar's "
                        "article in Antiquarian Philology Review 38 (1988), pages 211-236, and "
                        "sent to Ivesdon Public Research Library.",
                        "ev_20",
                        "ev_23",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "Neither request has been filled yet; each lending library decides "
                        "whether to fill it.",
                        "ev_28",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want to pay Tullibrae's $12.00 lender fee unless "
                        "Marrowgate refuses.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "She wants the whole book, not a scan, but the article as a scan rather "
                        "than the print volume.",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked whether she will be charged the $12.00 automatically if "
                        "Marrowgate says no.",
                        "ev_17",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "ILL for Fragmenta Lyricorum Boeotorum, Castagnoli 1971 ed. (not the 2004 "
                    "rev. held here) + one article; Benedikta Sowerby, HU-3862740",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "IL-55803 refused 3/20 by Ivesdon (non-circulating, special "
                        "collections), not cancelled by us",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "IL-56219 submitted: 1971 ed., whole volume, Marrowgate (no fee) → "
                        "Tullibrae ($12 if filled) only on refusal. Awaiting Marrowgate's "
                        "decision",
                        "ev_20",
                        "ev_28",
                        "ev_33",
                    ),
                    it(
                        "IL-56220 submitted: Farquhar, Antiq. Philol. Rev. 38 (1988) 211-36, PDF "
                        "scan, sent to Ivesdon. Awaiting lender",
                        "ev_20",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "Tullibrae first (faster; agent's suggestion): declined, she won't pay "
                        "$12 unless needed",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "Scan of the book instead of a loan (agent's suggestion): declined, "
                        "she needs the apparatus throughout",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Is the $12 charged automatically if Marrowgate refuses? Unanswered",
                        "ev_17",
                        "ev_34",
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
                    "A new loan request, IL-56219, for the whole 1971 volume was accepted by "
                    "Marrowgate College Library, which is sending the book.",
                    "ev_20",
                    "ev_23",
                    "ev_28",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "was accepted by Marrowgate College Library, which is sending the book",
                "submit_ill_request act_21 only submitted IL-56219: it awaits Marrowgate's "
                "decision and is not filled (ev_28, ev_33); the lending library decides",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "She wants a scan of the book rather than the whole volume, but the article "
                    "in print.",
                    "ev_18",
                ),
                "inverted_constraint",
                "a scan of the book rather than the whole volume",
                "she wants the whole book, not a scan, and the article as a scan, not the "
                "print volume (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "IL-56219 submitted: 1971 ed., whole volume, Marrowgate (no fee) → "
                    "Tullibrae ($15 if filled) only on refusal. Awaiting Marrowgate's decision",
                    "ev_20",
                    "ev_28",
                    "ev_33",
                ),
                "wrong_amount",
                "$15 if filled",
                "Tullibrae's lender fee is $12.00, charged only if filled (ev_15, ev_17, ev_20)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "IL-56202 submitted: Farquhar, Antiq. Philol. Rev. 38 (1988) 211-36, PDF "
                    "scan, sent to Ivesdon. Awaiting lender",
                    "ev_20",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_id",
                "IL-56202",
                "the article request is IL-56220 (ev_32, ev_33)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "IL-56219 submitted: 2004 rev. ed., whole volume, Marrowgate (no fee) → "
                    "Tullibrae ($12 if filled) only on refusal. Awaiting Marrowgate's decision",
                    "ev_20",
                    "ev_28",
                    "ev_33",
                ),
                "false_status:other_target",
                "2004 rev. ed.",
                "IL-56219 (act_21) asks for the 1971 edition (ev_20, ev_21); the 2004 revision "
                "is the one the library holds and she does not want (ev_2, ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Benedikta explained that her earlier request, IL-55803, was refused by the "
                    "lender, Ivesdon Public Research Library, on March 20 because its copy does "
                    "not circulate.",
                    "ev_12",
                    "ev_17",
                ),
                "misattributed_decision",
                "Benedikta explained",
                "she thought IL-55803 had been cancelled (ev_2); the agent found and explained "
                "the lender's refusal (ev_12, ev_17)",
            ),
        ],
    },
}
