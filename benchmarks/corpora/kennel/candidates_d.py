"""Hand-written candidate summaries, part 4: taxi@m22, taxi@m33.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "kennel-taxi@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Lamorna Brackenridge (RPL-33096): Juno and Chorizo (BKG-57706, 12/26 → "
                    "1/3) taken home by pet taxi on Jan 3; she flies back at 2 pm",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Linus Trelawny (+1 541-555-0165) added as authorized person AUTH-2047: "
                        "drop off and collect only; photo ID at the desk",
                        "ev_14",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_27",
                    ),
                    it(
                        "Taxi request FUR-3318 sent to Furlong Pet Taxi after her yes: Sat "
                        "1/3/2026, 9:00-10:00, to 27 Wherry Lane, Linus receiving, fare $34. "
                        "Not confirmed by Furlong (confirm by 12/10); not yet reported to her",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Collected before noon (checkout 12:00, then $25/dog late fee)",
                        "ev_11",
                        "ev_28",
                    ),
                    it("Linus: no booking changes, nothing on her card", "ev_14"),
                ],
                rejected=[
                    it("Agent's 11:30-12:30 slot: declined, must be before noon", "ev_27", "ev_28"),
                ],
                next_steps=[
                    it("Tell her FUR-3318 is requested and awaits Furlong", "ev_36"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Lamorna Brackenridge got in touch because she and her family fly back at "
                    "two on January 3 and cannot collect their dogs, Juno and Chorizo, from "
                    "their New Year stay, so she wants them brought home before noon.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The agent suggested adding their dog walker, Linus Trelawny, as an "
                        "authorized person; Lamorna agreed, and he was added as AUTH-2047, "
                        "allowed to drop off and collect the dogs.",
                        "ev_13",
                        "ev_14",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "The agent recommended the 11:30 taxi slot so the dogs could have "
                        "their walk and breakfast first, but Lamorna insisted on the 9:00 to "
                        "10:00 slot so they leave before noon.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "With her go-ahead, the request FUR-3318 was sent to the partner "
                        "company, Furlong Pet Taxi, for January 3 from 9:00 to 10:00 am at a "
                        "fare of $34.00. Furlong has not confirmed the slot yet, and the agent "
                        "has not told Lamorna about the request so far.",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Lamorna made clear that Linus may not change bookings or use her card.",
                        "ev_14",
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
                    "With her go-ahead, Furlong Pet Taxi confirmed the pick-up FUR-3318 for "
                    "January 3 from 9:00 to 10:00 am at a fare of $34.00, although the agent "
                    "has not told Lamorna about it so far.",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:wrong_effect",
                "Furlong Pet Taxi confirmed the pick-up",
                "the executed call only sent the request (act_31): FUR-3318 is 'requested', "
                "confirmed false, Furlong to confirm by December 10 (ev_36)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("$34 fare charged to her Visa ****2418", "ev_6", "ev_36"),
                "false_status:no_such_action",
                "$34 fare charged to her Visa",
                "no charge was proposed or made; the fare is paid to Furlong after the ride "
                "(ev_25, ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Lamorna asked for their dog walker, Linus Trelawny, to be added as an "
                    "authorized person, and he was added as AUTH-2047, allowed to drop off and "
                    "collect the dogs.",
                    "ev_13",
                    "ev_14",
                    "ev_18",
                    "ev_22",
                ),
                "misattributed_decision",
                "Lamorna asked for their dog walker",
                "the agent suggested adding Linus as an authorized person (ev_13); Lamorna "
                "agreed (ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("Linus may also change bookings and use her card if needed", "ev_14"),
                "inverted_constraint",
                "may also change bookings and use her card",
                "she said no changes to bookings and nothing on her card (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Taxi request FUR-3318 sent to Furlong Pet Taxi after her yes: Sat 1/3/2026, "
                    "11:30-12:30, to 27 Wherry Lane, Linus receiving, fare $34. Not confirmed by "
                    "Furlong (confirm by 12/10); not yet reported to her",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                ),
                "wrong_value:slot",
                "11:30-12:30",
                "the requested slot is 9:00-10:00 (ev_30, ev_36); 11:30 was the agent's "
                "suggestion she declined (ev_28)",
                rule="grounding",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Linus Trelawny (+1 541-555-0165) added as authorized person AUTH-2074: drop "
                    "off and collect only; photo ID at the desk",
                    "ev_14",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_27",
                ),
                "wrong_id",
                "AUTH-2074",
                "the authorization id is AUTH-2047 (ev_22, ev_27)",
            ),
        ],
    },
    "kennel-taxi@m33": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "lamorna brackenridge - dogs home by furlong taxi on jan 3, before noon",
                    "ev_2",
                    "ev_28",
                ),
                decisions=[
                    it("linus trelawny authorized AUTH-2047 (drop off + collect)", "ev_22"),
                    it(
                        "taxi FUR-3318 requested, jan 3 9-10am, $34; furlong hasn't confirmed, "
                        "due by dec 10",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "chorizo feeding now 1/2 cup 2x/day (CI-9021); juno unchanged",
                        "ev_41",
                        "ev_52",
                        "ev_54",
                    ),
                ],
                constraints=[
                    it("pick-up before noon, no late fees", "ev_28"),
                ],
                rejected=[
                    it(
                        "waive late fee in advance - agent said no ($25/dog after noon)",
                        "ev_39",
                        "ev_40",
                    ),
                    it("11:30 slot - she said no", "ev_27", "ev_28"),
                ],
                next_steps=[
                    it("tell her when furlong confirms or offers another slot", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Lamorna Brackenridge is arranging for her dogs Juno and Chorizo to be "
                    "brought home by pet taxi on January 3, since she flies back at two.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Her dog walker Linus Trelawny was added as an authorized person "
                        "(AUTH-2047).",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "The taxi request FUR-3318 for January 3, 9:00 to 10:00 am, was sent to "
                        "Furlong Pet Taxi. It is not confirmed yet; Furlong will confirm or "
                        "offer another slot by December 10.",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "Chorizo's feeding for BKG-57706 was changed from 1 cup to 1/2 cup twice "
                        "a day (CI-9021). Juno's feeding stays at 1 1/2 cups.",
                        "ev_44",
                        "ev_48",
                        "ev_52",
                        "ev_54",
                    ),
                ],
                rejected=[
                    it(
                        "She asked to have the late pick-up fee waived in advance. The agent "
                        "refused: it is $25.00 per dog after noon.",
                        "ev_39",
                        "ev_40",
                    ),
                ],
                next_steps=[
                    it("Let Lamorna know when Furlong answers.", "ev_38"),
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
                    "Juno's feeding for BKG-57706 was changed to 1/2 cup twice a day (CI-9021); "
                    "Chorizo's stays as it was.",
                    "ev_44",
                    "ev_48",
                    "ev_52",
                    "ev_54",
                ),
                "false_status:other_target",
                "Juno's feeding for BKG-57706 was changed",
                "CI-9021 changed Chorizo's feeding (act_47, ev_52); Juno's is unchanged (ev_41, "
                "ev_54)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "chorizo feeding change to 1/2 cup - not done, still 1 cup",
                    "ev_41",
                    "ev_52",
                    "ev_54",
                ),
                "false_status:other_status",
                "not done, still 1 cup",
                "the update (act_47) executed: CI-9021 sets Chorizo to 1/2 cup twice a day "
                "(ev_52, ev_54)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Chorizo's feeding for BKG-57706 was changed from 1 1/2 cups to 1 cup twice "
                    "a day (CI-9021). Juno's feeding stays the same.",
                    "ev_44",
                    "ev_48",
                    "ev_52",
                    "ev_54",
                ),
                "wrong_value:feeding",
                "from 1 1/2 cups to 1 cup twice a day",
                "Chorizo went from 1 cup to 1/2 cup twice a day (ev_44, ev_52); 1 1/2 cups is "
                "Juno's",
                rule="grounding",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "taxi FUR-3318 requested, jan 3 9-10am, $34; furlong hasn't confirmed, due "
                    "by dec 30",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_date",
                "due by dec 30",
                "Furlong confirms by December 10 (ev_36, ev_38)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "She asked to have the late pick-up fee waived in advance. The agent "
                    "refused: it is $35.00 per dog after noon.",
                    "ev_39",
                    "ev_40",
                ),
                "wrong_amount",
                "$35.00 per dog",
                "the late pick-up fee is $25.00 per dog (ev_11, ev_40)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it("linus trelawny authorized AUTH-2047 (drop off + collect)", "ev_41"),
                "unsupported_ref",
                "AUTH-2047",
                "the item cites only ev_41 (Chorizo's food), which says nothing of Linus or "
                "AUTH-2047 (ev_22)",
            ),
        ],
    },
}
