"""Hand-written candidate summaries, part 6: keys@m16, cleaner@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cleaning-keys@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Clementine Achterberg (CL-28451): away 3/8-3/19; skip one visit, have the "
                    "other done while she's away",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it("BK-57460 (Tue 3/10) skipped, no charge", "ev_22", "ev_25", "ev_30"),
                    it(
                        "Key pick-up for BK-57461 (Tue 3/17 10:00, Hedda Morvaunt): approved by "
                        "her, not yet arranged. Hedda to collect from Petra Vosburgh, 20 "
                        "Heronsgate Rise, Mon 3/16 4-6 pm, return after; $15.00",
                        "ev_22",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Use her hoover (under the stairs) + floor cleaner; Hedda brings cloths",
                        "ev_20",
                        "ev_22",
                    ),
                    it("Biscuit (cat) not to go in the garden", "ev_20"),
                ],
                rejected=[
                    it("Key safe ($40.00): declined, Petra's fine", "ev_19", "ev_20"),
                    it(
                        "Plant watering: refused, not covered by insurance",
                        "ev_20",
                        "ev_22",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Clementine Achterberg is away from March 8 to 19 and wanted to skip one of "
                    "her two cleaning visits and have the other one done while she's gone.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "She chose to skip the Tuesday, March 10 visit (BK-57460) and keep the "
                        "one on March 17 so the house is nice when she gets back; the skip has "
                        "now gone through at no charge.",
                        "ev_15",
                        "ev_16",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "She agreed to a key pick-up for the March 17 visit: Hedda Morvaunt will "
                        "collect the key from her neighbour Petra Vosburgh at 20 Heronsgate Rise "
                        "on Monday, March 16, between 4 and 6 pm, for a $15.00 fee. This has "
                        "been approved, but the agent has not arranged it yet.",
                        "ev_22",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The alarm code will be kept on the visit record, visible only to the "
                        "cleaner on the day.",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested fitting a key safe for $40.00, but Clementine "
                        "preferred to rely on Petra.",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "Her request for the cleaner to water the plants was turned down, as it "
                        "isn't covered by the insurance.",
                        "ev_20",
                        "ev_22",
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
                    "She agreed to a key pick-up for the March 17 visit: Hedda Morvaunt will "
                    "collect the key from her neighbour Petra Vosburgh at 20 Heronsgate Rise on "
                    "Monday, March 16, between 4 and 6 pm, for a $15.00 fee, and the pick-up has "
                    "been arranged.",
                    "ev_22",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:pending",
                "the pick-up has been arranged",
                "arrange_key_pickup (act_24) is approved by her yes (ev_25, ev_27) but not called "
                "yet; only skip_visit has run (ev_28, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it("BK-57461 (Tue 3/17) skipped, no charge", "ev_15", "ev_30"),
                "false_status:other_target",
                "BK-57461 (Tue 3/17) skipped",
                "the skipped visit is BK-57460 on March 10 (ev_28, ev_30); she keeps BK-57461 on "
                "the 17th (ev_16)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The alarm code will be kept on the visit record, visible only to the "
                    "cleaner on the day.",
                    "ev_4",
                ),
                "unsupported_ref",
                "kept on the visit record",
                "ev_4 is her phone and account number; the alarm code and where it is kept are "
                "in ev_16 and ev_19",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("Biscuit (cat) to be let out into the garden", "ev_20"),
                "inverted_constraint",
                "to be let out into the garden",
                "she said not to let Biscuit into the garden (ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She agreed to a key pick-up for the March 17 visit: Hedda Morvaunt will "
                    "collect the key from her cat sitter on Monday, March 16, between 4 and 6 pm, "
                    "for a $15.00 fee. This has been approved, but the agent has not arranged it "
                    "yet.",
                    "ev_22",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_value:key_holder",
                "from her cat sitter",
                "the key is with her neighbour Petra Vosburgh at 20 Heronsgate Rise (ev_16, "
                "ev_22); the sitter only comes in the mornings (ev_20)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it("BK-57640 (Tue 3/10) skipped, no charge", "ev_22", "ev_25", "ev_30"),
                "wrong_id",
                "BK-57640",
                "the skipped visit is BK-57460 (ev_13, ev_30)",
            ),
        ],
    },
    "cleaning-cleaner@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Rosalind Teversham (CL-65097): switch from Kasimir Oduya to Dagny Holmqvist",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "BK-57521 moved from Wed 3/25 to Thu 3/26 9:00 am with Dagny ($120.00, "
                        "unchanged); done and reported",
                        "ev_19",
                        "ev_22",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "BK-57520 (Wed 3/11) stays with Kasimir: her mum is staying that week",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Plan RP-3307 change to Dagny, Thursdays 9:00 from 4/9: FAILED (slot "
                        "taken by another client today); plan unchanged, Wednesdays 9:00 with "
                        "Kasimir, next 4/8",
                        "ev_28",
                        "ev_30",
                        "ev_31",
                    ),
                    it("Plan left with Kasimir for now (her call)", "ev_33", "ev_34"),
                ],
                rejected=[
                    it(
                        "Dagny every other Thursday 1:00 pm: declined, she works from home after "
                        "lunch and needs quiet",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "Moving the other client off Dagny's slot: refused by the agent",
                        "ev_32",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rosalind Teversham would like to switch her regular cleaner from Kasimir "
                    "Oduya to Dagny Holmqvist, who covered for him before.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Her March 25 visit (BK-57521) appears to have been moved to Thursday, "
                        "March 26 at 9:00 am with Dagny, and the agent has confirmed this to "
                        "her.",
                        "ev_19",
                        "ev_22",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "The March 11 visit (BK-57520) seems to stay as it is, with Kasimir, "
                        "since her mother is staying that week.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Changing plan RP-3307 to Dagny on Thursdays at 9:00 am from April 9 "
                        "apparently failed, because that slot was taken by another client; the "
                        "plan likely remains every other Wednesday at 9:00 am with Kasimir.",
                        "ev_28",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "Dagny's every-other-Thursday 1:00 pm slot was offered, but Rosalind "
                        "turned it down because she works from home after lunch.",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked for the plan to be left with Kasimir for now; a place on "
                        "Dagny's list in case the 9:00 am slot frees up was mentioned but not "
                        "taken up.",
                        "ev_33",
                        "ev_34",
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
                    "Plan RP-3307 appears to have been switched to Dagny on Thursdays at 9:00 am "
                    "from April 9.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:failed_call",
                "appears to have been switched to Dagny",
                "change_recurring_cleaner (act_21) ran but returned an error, cleaner_capacity "
                "(ev_30); the plan is unchanged (ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "BK-57520 moved from Wed 3/11 to Thu 3/12 9:00 am with Dagny ($120.00, "
                    "unchanged); done and reported",
                    "ev_19",
                    "ev_22",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:other_target",
                "BK-57520 moved from Wed 3/11 to Thu 3/12",
                "the moved visit is BK-57521, March 25 to March 26 (ev_25, ev_27); BK-57520 on "
                "March 11 stays with Kasimir at her request (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Dagny's every-other-Thursday 1:00 pm slot was offered, but Rosalind turned "
                    "it down because her mother is staying then.",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_value:reason",
                "because her mother is staying then",
                "she declined afternoons because she works from home after lunch and needs "
                "quiet (ev_32); her mother's stay is why she kept March 11 (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "BK-57520 (Wed 3/11) stays with Kasimir: her mum is staying that week",
                    "ev_4",
                ),
                "unsupported_ref",
                "BK-57520 (Wed 3/11) stays with Kasimir",
                "ev_4 is her email address; the choice to keep March 11 is in ev_17 and ev_19",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her March 25 visit (BK-57521) appears to have been moved to Thursday, March "
                    "26 at 9:00 am with Kasimir, and the agent has confirmed this to her.",
                    "ev_19",
                    "ev_22",
                    "ev_27",
                    "ev_31",
                ),
                "wrong_value:cleaner",
                "with Kasimir",
                "the moved visit is with Dagny Holmqvist (ev_27, ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Plan RP-3307 change to Dagny, Thursdays 9:00 from 4/9: FAILED (slot taken "
                    "by another client today); plan unchanged, Fridays 9:00 with Kasimir, next "
                    "4/8",
                    "ev_28",
                    "ev_30",
                    "ev_31",
                ),
                "wrong_value:weekday",
                "Fridays 9:00 with Kasimir",
                "the unchanged plan is every other Wednesday at 9:00 with Kasimir (ev_13, ev_31)",
            ),
        ],
    },
}
