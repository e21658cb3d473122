"""Hand-written candidate summaries, part 3: groom@m16, daycare@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "kennel-groom@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Cadoc Merrilees (RPL-29815): cancel Admiral's groom, book Winkle instead",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "GRM-6620 (Admiral, full groom large, Tue 12/16 10:00, $120) cancelled "
                        "after his yes; no fee",
                        "ev_12",
                        "ev_14",
                        "ev_18",
                        "ev_22",
                    ),
                    it("Nail trim for Admiral ($18, agent's offer) declined", "ev_22", "ev_23"),
                ],
                constraints=[
                    it("Only Winkle (small) is groomed, not Admiral", "ev_2", "ev_23"),
                    it("Not the 19th: away that weekend", "ev_23"),
                ],
                open_threads=[
                    it(
                        "Winkle's full groom Wed 12/17 2:30 pm with Pernille Gaskarth, $75, "
                        "proposed; not confirmed: he asked whether it includes the hand dry "
                        "(she panics in the cage dryer)",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer the hand-dry question (hand dry listed at $0 as an add-on), "
                        "then get his yes",
                        "ev_20",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Cadoc Merrilees wants to cancel his large dog Admiral's grooming "
                    "appointment and have his small dog Winkle groomed instead.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Admiral's appointment GRM-6620 on December 16 was cancelled at his "
                        "request, with no fee.",
                        "ev_14",
                        "ev_18",
                    ),
                    it(
                        "Cadoc picked the Wednesday, December 17 afternoon slot for Winkle.",
                        "ev_22",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Only the small dog is to be groomed, not the big one; nothing for "
                        "Admiral.",
                        "ev_2",
                        "ev_23",
                    ),
                    it("The 19th does not work because they are away that weekend.", "ev_23"),
                ],
                rejected=[
                    it(
                        "The agent offered a nail trim for Admiral for $18.00, and Cadoc declined.",
                        "ev_22",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent proposed Winkle's full groom on December 17 at 2:30 pm for "
                        "$75.00, but Cadoc has not said yes yet. He asked whether it includes "
                        "a hand dry, because Winkle panics in the cage dryer.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Winkle's full groom was booked for December 17 at 2:30 pm for $75.00; "
                    "Cadoc also asked whether it includes a hand dry, because Winkle panics in "
                    "the cage dryer.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:pending",
                "Winkle's full groom was booked",
                "the groom (act_26) is still pending: Cadoc answered the confirmation with a "
                "question (ev_27), no yes and no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "GRM-6620 (Winkle, Tue 12/16 10:00, $120) cancelled after his yes; no fee",
                    "ev_12",
                    "ev_14",
                    "ev_18",
                ),
                "false_status:other_target",
                "GRM-6620 (Winkle",
                "GRM-6620 was Admiral's appointment (ev_10, ev_18); Winkle had none",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("Admiral's $18 nail trim booked for 12/17 alongside Winkle", "ev_22", "ev_23"),
                "false_status:no_such_action",
                "Admiral's $18 nail trim booked",
                "the nail trim was only offered (ev_22) and declined (ev_23); the ledger holds "
                "no action for it",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Only the big dog is to be groomed from now on, not the small one.",
                    "ev_2",
                    "ev_23",
                ),
                "inverted_constraint",
                "Only the big dog is to be groomed",
                "he said only the small dog gets groomed, not the big one (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Winkle's full groom Fri 12/19 2:30 pm with Pernille Gaskarth, $75, "
                    "proposed; not confirmed: he asked whether it includes the hand dry (she "
                    "panics in the cage dryer)",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "Fri 12/19",
                "the proposed slot is Wednesday, December 17 (ev_25); he ruled out the 19th "
                "(ev_23)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Cadoc asked about a nail trim for Admiral for $18.00, then decided against "
                    "it.",
                    "ev_22",
                    "ev_23",
                ),
                "misattributed_decision",
                "Cadoc asked about a nail trim",
                "the agent offered the nail trim (ev_22); Cadoc only declined it (ev_23)",
            ),
        ],
    },
    "kennel-daycare@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ngaio Pemberthy (RPL-47730) buying a daycare pack for Rollo for January, "
                    "when she's back in the office",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "DPK-7315 bought after her yes: 10 days ($320) + solo play 10 × $9 = "
                        "$90 → $410.00 on Mastercard ****8140, valid until 2026-06-08. Not "
                        "reported to her yet",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "20-day pack ($600, agent's 'best value' pick) declined: way over her "
                        "budget with solo play",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("No group play: Rollo is reactive with other dogs", "ev_10"),
                    it("Budget ≤ $450 all in", "ev_10"),
                ],
                open_threads=[
                    it(
                        "Temperament assessment required before his first day; the Wed 12/10 "
                        "10:00 slot offered, she'll ring after Christmas",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A daycare pack for Rollo was requested by Ngaio Pemberthy for January.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Group play was ruled out because Rollo is reactive, so solo play at "
                        "$9.00 a day was chosen instead.",
                        "ev_10",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The 20-day pack suggested by the agent was turned down, and the 10-day "
                        "pack with solo play was chosen.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "After her yes, pack DPK-7315 was bought for $410.00 and charged to "
                        "Mastercard ****8140; this has not been reported to her yet.",
                        "ev_20",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("A limit of $450 all in was set by Ngaio.", "ev_10"),
                ],
                open_threads=[
                    it(
                        "A temperament assessment is required before Rollo's first day; it was "
                        "not booked, as she will call after Christmas.",
                        "ev_20",
                        "ev_24",
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
                    "Pack DPK-7315 for $410.00 was declined on Mastercard ****8140 and has not "
                    "been bought; this has not been reported to her yet.",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:other_status",
                "was declined on Mastercard ****8140 and has not been bought",
                "the purchase (act_19) executed: DPK-7315 is active and $410.00 was charged "
                "(ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Temperament assessment booked for Wed 12/10 10:00, before his first day",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:no_such_action",
                "Temperament assessment booked",
                "the assessment was only offered (ev_18) and put off by her (ev_20); the ledger "
                "holds no action for it",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Group play was kept for Rollo, as he is reactive and needs to get used to "
                    "other dogs, so solo play was not added.",
                    "ev_10",
                    "ev_16",
                ),
                "inverted_constraint",
                "Group play was kept for Rollo",
                "she said no group play, he is reactive (ev_10), and chose solo play (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "DPK-7315 bought after her yes: 10 days ($320) + solo play 10 × $9 = $90 → "
                    "$450.00 on Mastercard ****8140, valid until 2026-06-08. Not reported to "
                    "her yet",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "$450.00",
                "the pack cost $410.00 (ev_18, ev_24); $450 is her cap (ev_10)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Solo play at $9.00 a day was suggested by Ngaio, because Rollo is "
                    "reactive and group play was ruled out.",
                    "ev_10",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "suggested by Ngaio",
                "the agent proposed solo play (ev_15); Ngaio only ruled out group play (ev_10) "
                "and took it (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "DPK-7351 bought after her yes: 10 days ($320) + solo play 10 × $9 = $90 → "
                    "$410.00 on Mastercard ****8140, valid until 2026-06-08. Not reported to "
                    "her yet",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_id",
                "DPK-7351",
                "the pack id is DPK-7315 (ev_24)",
            ),
        ],
    },
}
