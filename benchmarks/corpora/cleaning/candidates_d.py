"""Hand-written candidate summaries, part 4: vase@m16, missed@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cleaning-vase@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Aurelio Bythesea (CL-61904) wants the vase Tobias Grennan broke on the 3/2 "
                    "visit paid for",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Damage claim DC-2093 filed (his yes) for BK-57390: blue Murano glass "
                        "vase, claimed $480.00; with insurer Gatesby Mutual, under review, not "
                        "approved; decision expected by 3/18",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Keeps Tobias for the next visit (BK-57391, Mon 3/9 10:00): 'it was an "
                        "accident'",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Tobias to leave the hall console alone from now on", "ev_27"),
                ],
                rejected=[
                    it(
                        "$25.00 goodwill credit: declined, he wants the vase paid for",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Aurelio uploads the 2019 valuation letter by 3/11",
                        "ev_16",
                        "ev_24",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Aurelio Bythesea got in touch because his cleaner broke a vase at his house "
                    "during Monday's visit, and he wants it paid for.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The agent filed damage claim DC-2093 for visit BK-57390 on March 2, for "
                        "a blue Murano glass vase valued at $480.00.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "The claim is now with the insurer, Gatesby Mutual, which decides "
                        "whether and how much to pay. It is not approved yet, and a decision is "
                        "expected by March 18.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Aurelio wants to keep Tobias Grennan as his cleaner, since it was an "
                        "accident.",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Tobias should leave the hall console alone from now on.", "ev_27"),
                ],
                rejected=[
                    it(
                        "Aurelio turned down a $25.00 goodwill credit on his next visit; he "
                        "wants the vase paid for instead.",
                        "ev_15",
                        "ev_16",
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
                    "Gatesby Mutual has approved the claim and will pay the $480.00, with the "
                    "payment expected by March 18.",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "has approved the claim",
                "file_damage_claim only submitted the claim: DC-2093 is submitted_to_insurer, "
                "under Gatesby Mutual's review, not approved (ev_24, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Damage claim for BK-57390 (blue Murano glass vase, $480.00) not filed: he "
                    "decided against it after hearing the insurer decides",
                    "ev_15",
                    "ev_16",
                ),
                "false_status:other_status",
                "not filed",
                "he said 'yes file it' (ev_20) and file_damage_claim (act_19) was executed: "
                "DC-2093 was filed (ev_24)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent filed damage claim DC-2093 for visit BK-57390 on March 2, for a "
                    "blue Murano glass vase valued at $840.00.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "$840.00",
                "the vase was valued at $480 and the claim is for $480.00 (ev_16, ev_24)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Aurelio uploads the 2019 valuation letter by 3/18",
                    "ev_16",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_date",
                "by 3/18",
                "the letter is due by March 11 (ev_24, ev_26); March 18 is the insurer's "
                "expected decision date",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("Tobias should dust the hall console carefully from now on.", "ev_27"),
                "inverted_constraint",
                "should dust the hall console carefully",
                "he asked for Tobias to leave the hall console alone from now on (ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Damage claim DC-2093 filed (his yes) for BK-57391, the 3/9 visit: blue "
                    "Murano glass vase, claimed $480.00; with insurer Gatesby Mutual, under "
                    "review, not approved; decision expected by 3/18",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "for BK-57391, the 3/9 visit",
                "the claim was filed on BK-57390, the March 2 visit where the vase broke (ev_22, "
                "ev_24); BK-57391 is his next visit (ev_26)",
            ),
        ],
    },
    "cleaning-missed@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Leocadia Hartigan (CL-50318, 40 Sorrel Bank): nobody came for her 3/3 visit; "
                    "wants it made good",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "BK-57355 (Tue 3/3 9:00 am, Ysolde Marchbank) logged missed: Ysolde's car "
                        "broke down, office never called her; not charged ($132.00)",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Rebook Fri 3/6 9:00 am with Ysolde approved (her yes) and called → "
                        "FAILED: cleaner_unavailable, no free slot 3/6; next free 3/9 09:00. Not "
                        "told to her yet",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "Only Ysolde (knows the house and Pepper the dog); mornings",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell her the Friday rebooking didn't go through; offer alternatives",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Leocadia Hartigan got in touch because no cleaner turned up for her visit "
                    "yesterday, even though she waited in all morning.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent confirmed that the March 3 visit, BK-57355 with Ysolde "
                        "Marchbank, was logged as missed because Ysolde's car broke down and the "
                        "office failed to call her, and that she has not been charged the "
                        "$132.00 for it.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Leocadia agreed to a replacement visit on Friday, March 6 at 9:00 am "
                        "with Ysolde, but when the agent tried to book it, the system returned "
                        "an error: Ysolde has no free slot that day. Nothing was booked, and "
                        "Leocadia has not been told yet.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "She only wants Ysolde, who knows the house and her dog Pepper, and she "
                        "would like a morning visit.",
                        "ev_16",
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
                    "Leocadia agreed to a replacement visit on Friday, March 6 at 9:00 am with "
                    "Ysolde, and the agent booked it.",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:failed_call",
                "the agent booked it",
                "rebook_visit (act_19) ran but its result is an error, cleaner_unavailable: "
                "nothing was booked (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "BK-57355 (Tue 3/3 9:00 am, Ysolde Marchbank) logged missed: Ysolde's car "
                    "broke down, office never called her; not charged ($120.00)",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$120.00",
                "the missed visit's price is $132.00 (ev_13, ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Leocadia explained that the March 3 visit, BK-57355 with Ysolde Marchbank, "
                    "was missed because Ysolde's car broke down and the office failed to call "
                    "her, and the agent said she has not been charged the $132.00 for it.",
                    "ev_13",
                    "ev_15",
                ),
                "misattributed_decision",
                "Leocadia explained",
                "the reason was logged in the visit record and stated by the agent (ev_13, "
                "ev_15); Leocadia only said nobody turned up (ev_2)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "BK-57355 (Mon 3/2 9:00 am, Ysolde Marchbank) logged missed: Ysolde's car "
                    "broke down, office never called her; not charged ($132.00)",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_date",
                "Mon 3/2",
                "the missed visit was Tuesday, March 3 (ev_13, ev_15)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She doesn't mind which cleaner comes, as long as it is a morning visit.",
                    "ev_16",
                ),
                "inverted_constraint",
                "doesn't mind which cleaner comes",
                "she said only Ysolde, who knows the house and the dog (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "BK-57356 (Tue 3/3 9:00 am, Ysolde Marchbank) logged missed: Ysolde's car "
                    "broke down, office never called her; not charged ($132.00)",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_id",
                "BK-57356",
                "the missed visit is BK-57355 (ev_13); BK-57356 is her next visit, on March 10",
            ),
        ],
    },
}
