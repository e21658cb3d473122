"""Hand-written candidate summaries, part 1: freeze@m18, freeze@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "gym-freeze@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marisol Teague (IV-2207415, Prime, Harlow Street) freezing her membership "
                    "while away for work over the winter",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Freeze FRZ-40917 scheduled after her yes: 12/1/2025 → 1/31/2026 (2 mo); "
                        "$9.99 fee drafted 12/1 and 1/1 instead of $69.99 dues; full dues resume "
                        "2/1; club access through 11/30",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        '2 months, not the 3 the agent suggested (her words: "don\'t do 3")',
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "Freeze starts 12/1, not before: she keeps using the club until she leaves",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal 11/15 → 1/14 rejected by her correction: she flies out "
                        "on the 29th and wants to keep training until then",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "PT-58210 (Jonah Reyes, 6 sessions left) expires 12/20, inside the "
                        "freeze; she's upset about losing sessions she paid for. Not answered "
                        "yet",
                        "ev_6",
                        "ev_31",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Marisol Teague contacted Ironvale Fitness to freeze her membership because "
                    "she will be away for work for most of the winter.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After verifying her, the agent explained that her Prime membership can "
                        "be frozen for one to three months for a $9.99 monthly fee instead of "
                        "the usual $69.99 dues.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Marisol chose a two-month freeze, turning down the agent's suggestion "
                        "to take the full three months.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Once she confirmed, the freeze was scheduled as FRZ-40917, running from "
                        "December 1, 2025 through January 31, 2026, and her regular dues will "
                        "resume on February 1.",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first proposal, a freeze starting November 15, was dropped "
                        "after Marisol explained that she actually flies out on the 29th and "
                        "wants to keep coming to the gym until then.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent then pointed out that her personal training package "
                        "PT-58210, with six sessions left, expires on December 20, during the "
                        "freeze, and Marisol is worried she will lose sessions she paid for.",
                        "ev_31",
                        "ev_32",
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
                    "Once she confirmed, the agent scheduled the freeze from November 15, 2025 "
                    "through January 14, 2026 (FRZ-40917), and her regular dues will resume on "
                    "February 1.",
                    "ev_18",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "from November 15, 2025 through January 14, 2026",
                "the November 15 to January 14 freeze (act_19) was rejected by her correction "
                "(ev_20, ev_22); the freeze she approved and that ran, FRZ-40917 (act_24), is "
                "December 1 to January 31 (ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Freeze FRZ-40917 scheduled after her yes: 12/1/2025 → 1/31/2026 (2 mo); "
                    "$9.99 fee drafted 12/1 and 1/1 instead of $69.99 dues; full dues resume "
                    "2/1; club access through 11/29",
                    "ev_23",
                    "ev_25",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "club access through 11/29",
                "she keeps full access through November 30 (ev_23, ev_31); the 29th is the "
                "day she flies out (ev_20)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After verifying her, the agent explained that her Prime membership can be "
                    "frozen for one to three months for a $9.99 monthly fee instead of the "
                    "usual $59.99 dues.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$59.99 dues",
                "her Prime dues are $69.99 (ev_6, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Freeze ASAP: she won't be using the club before her trip", "ev_20"),
                "inverted_constraint",
                "she won't be using the club before her trip",
                "she asked to start on December 1 because she wants to keep coming until she "
                "leaves (ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Marisol pointed out that her personal training package PT-58210, with six "
                    "sessions left, expires on December 20, during the freeze, and she is "
                    "worried she will lose sessions she paid for.",
                    "ev_31",
                    "ev_32",
                ),
                "misattributed_decision",
                "Marisol pointed out",
                "the agent raised the December 20 expiry of PT-58210 (ev_31); Marisol only "
                "reacted to it (ev_32)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "PT-58210 (6 sessions, Jonah Reyes) extended past the freeze so she doesn't "
                    "lose sessions",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:no_such_action",
                "extended past the freeze",
                "the ledger holds no action on PT-58210 at this boundary; the agent only "
                "mentioned its expiry (ev_31) and she has just complained (ev_32)",
            ),
        ],
    },
    "gym-freeze@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "marisol teague IV-2207415 - freeze membership over winter, keep her pt "
                    "sessions",
                    "ev_2",
                    "ev_6",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "freeze FRZ-40917 set: dec 1 2025 to jan 31 2026, $9.99/mo instead of "
                        "69.99, dues back feb 1",
                        "ev_23",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "first try nov 15 - jan 14 rejected, she leaves on the 29th",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "she said yes to extending pt package PT-58210 to feb 20 2026 (6 "
                        "sessions left, jonah reyes, no charge) - not done yet",
                        "ev_34",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                rejected=[
                    it(
                        "booking sessions with jonah before she leaves - she said no, too busy",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                next_steps=[
                    it(
                        "extend PT-58210, new expiry 2026-02-20, then confirm to marisol",
                        "ev_36",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marisol Teague appears to want to pause her Prime membership while she "
                    "travels for work this winter, without losing the personal training "
                    "sessions she has already paid for.",
                    "ev_2",
                    "ev_6",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "Her membership freeze (FRZ-40917) seems to be scheduled from December "
                        "1, 2025 to January 31, 2026, with a $9.99 fee on December 1 and "
                        "January 1 instead of her $69.99 dues.",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "An earlier proposal starting November 15 was apparently turned down by "
                        "Marisol, since she now flies out on the 29th.",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "She has agreed to extend her training package PT-58210 to February "
                        "20, 2026, although the extension does not appear to have been "
                        "processed yet.",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "She chose two months rather than the three the agent suggested.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "The freeze should probably not start before December 1, as she wants "
                        "to keep using the club until she leaves.",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Until the extension goes through, the package still shows 6 sessions "
                        "left with Jonah Reyes and an expiry of December 20.",
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
                    "Her training package PT-58210 seems to have been extended to February 20, "
                    "2026, after she agreed.",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:pending",
                "seems to have been extended",
                "extend_pt_package act_37 is approved by her yes (ev_38, ev_39) but no call "
                "has been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she said yes to extending pt package PT-58210 to feb 1 2026 (6 sessions "
                    "left, jonah reyes, no charge) - not done yet",
                    "ev_34",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_date",
                "PT-58210 to feb 1 2026",
                "the new expiry proposed and approved is February 20, 2026 (ev_36, act_37); "
                "February 1 is when her dues resume (ev_29)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it("booked a couple of sessions with jonah before she leaves", "ev_36", "ev_38"),
                "false_status:no_such_action",
                "booked a couple of sessions with jonah",
                "the agent only mentioned Jonah's openings (ev_36) and she said she won't book "
                "anything now (ev_38); the ledger holds no booking",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Until the extension goes through, the package still shows 10 sessions "
                    "left with Jonah Reyes and an expiry of December 20.",
                    "ev_34",
                ),
                "wrong_value:session_count",
                "10 sessions left",
                "PT-58210 has 6 sessions left of 10 (ev_34)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "freeze dec 1 2025 to jan 31 2026 declined by marisol, not scheduled",
                    "ev_23",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:other_status",
                "declined by marisol, not scheduled",
                "she said yes to the December 1 freeze (ev_25) and freeze_membership act_24 "
                "executed: FRZ-40917 is scheduled (ev_28, ev_29, ev_31); only the November 15 "
                "proposal was rejected",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her membership freeze (FRZ-40917) seems to be scheduled from December 1, "
                    "2025 to January 31, 2026, with a $9.99 fee on December 1 and January 1 "
                    "instead of her $69.99 dues.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "FRZ-40917",
                "ev_2 and ev_4 are her request and her name and phone; the freeze id, dates and "
                "fees are in ev_29 and ev_31",
            ),
        ],
    },
}
