"""Hand-written candidate summaries, part 4: variance@m10, variance@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "permits-variance@m10": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Gideon Marsh seems to want his stalled garage permit BP-26-00409 at 73 "
                    "Sorrel Bank Road moving again, which appears to require a setback "
                    "variance.",
                    "ev_2",
                    "ev_10",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The permit appears to be on hold because the garage would sit 3 feet "
                        "from the side lot line, where R-1 zoning requires 5 feet.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "A variance request for the Zoning Board of Adjustment's April 22 "
                        "hearing, with a $350.00 filing fee on his Mastercard ending 9034, has "
                        "been proposed but does not seem to have been confirmed yet.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "He apparently cannot attend the April 8 hearing, as he is away that "
                        "week, and wants the April 22 one instead.",
                        "ev_13",
                    ),
                ],
                rejected=[
                    it(
                        "Narrowing or moving the garage to keep 5 feet was offered as an "
                        "alternative, but he seems to have ruled it out because his truck "
                        "would no longer fit.",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "His request that the desk simply approve the variance was declined, "
                        "since only the board can decide it.",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Before confirming, he asked whether his neighbor's letter of support "
                        "needs to be notarized; this has not been answered yet.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Gideon Marsh, 73 Sorrel Bank Rd: variance to unblock garage permit "
                    "BP-26-00409",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it("Hold reason: side setback 3 ft vs 5 ft required (R-1)", "ev_10", "ev_12"),
                    it(
                        "Variance request proposed: ZBA hearing 4/22/2026, $350 fee on MC "
                        "****9034. Pending; he replied with a question, no yes",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("Not the 4/8 hearing (away that week); 4/22", "ev_13"),
                ],
                rejected=[
                    it("Narrowing the garage: no, truck won't fit", "ev_12", "ev_13"),
                    it(
                        "Desk approval: refused, the board decides at the hearing", "ev_13", "ev_15"
                    ),
                ],
                open_threads=[
                    it("Does the neighbor's support letter need notarizing?", "ev_17"),
                ],
                next_steps=[
                    it(
                        "Answer the notary question, then ask again for a yes on the filing",
                        "ev_15",
                        "ev_17",
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
                    "Variance request filed: ZBA hearing 4/22/2026, $350 fee charged to MC "
                    "****9034",
                    "ev_15",
                    "ev_17",
                ),
                "false_status:pending",
                "Variance request filed",
                "file_variance_request act_16 is still pending: he answered the confirmation "
                "with a question (ev_17), no yes, no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "He apparently wants the April 8 hearing only, as he is away around the 22nd.",
                    "ev_13",
                ),
                "inverted_constraint",
                "wants the April 8 hearing only",
                "he said not the 8th, he is away that week, and asked for the 22nd (ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "rejected[0]",
                it("Narrowing the garage (his own idea): no, truck won't fit", "ev_12", "ev_13"),
                "misattributed_decision",
                "his own idea",
                "the agent offered narrowing or moving the garage as the no-variance option "
                "(ev_12); he ruled it out (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Variance request proposed: ZBA hearing 4/22/2026, $530 fee on MC "
                    "****9034. Pending; he replied with a question, no yes",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_amount",
                "$530 fee",
                "the filing fee is $350.00 (ev_10, ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A variance request for the Zoning Board of Adjustment's March 27 hearing, "
                    "with a $350.00 filing fee on his Mastercard ending 9034, has been "
                    "proposed but does not seem to have been confirmed yet.",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_date",
                "March 27 hearing",
                "the hearing proposed is April 22 (ev_15, act_16); March 27 is its filing "
                "deadline (ev_10, ev_12)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The permit appears to be on hold because the garage would sit 3 feet from "
                    "the side lot line, where R-1 zoning requires 6 feet.",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_value:setback",
                "requires 6 feet",
                "R-1 requires a 5 ft side setback (ev_10, ev_12)",
            ),
        ],
    },
    "permits-variance@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Gideon Marsh (73 Sorrel Bank Rd, parcel 0421-073-073) seeking a "
                    "side-setback variance so garage permit BP-26-00409 can proceed",
                    "ev_2",
                    "ev_4",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "VAR-26-009 filed after his yes: 3 ft side setback where 5 ft required; "
                        "ZBA hearing Wed 4/22/2026, 6:30 pm; $350.00 on MC ****9034 "
                        "(RC-884402). Board decides, not granted; BP-26-00409 on hold until "
                        "then",
                        "ev_15",
                        "ev_19",
                        "ev_23",
                        "ev_26",
                    ),
                    it(
                        "Notices to owners within 300 ft mailed by the city by 4/8",
                        "ev_23",
                        "ev_26",
                    ),
                    it(
                        "Neighbor's support letter: no notarization needed; signed, with name + "
                        "address, brought in or emailed",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("Not the 4/8 hearing (away that week)", "ev_13"),
                ],
                rejected=[
                    it(
                        "Narrowing or moving the garage to keep 5 ft (agent's alternative): no, "
                        "the truck won't fit",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "Desk approval of the variance: refused, only the board can",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it("Asks whether he needs a lawyer at the hearing", "ev_27"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Gideon Marsh needs a variance so that his garage permit BP-26-00409 at 73 "
                    "Sorrel Bank Road can move forward.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The permit is on hold because the garage is shown 3 feet from the side "
                        "lot line, and R-1 zoning requires 5 feet.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "After Gideon confirmed, the agent filed variance request VAR-26-009 "
                        "for the Zoning Board of Adjustment hearing on April 22 at 6:30 pm.",
                        "ev_19",
                        "ev_23",
                        "ev_26",
                    ),
                    it(
                        "The $350.00 filing fee was charged to his Mastercard ending 9034, "
                        "receipt RC-884402.",
                        "ev_23",
                        "ev_26",
                    ),
                    it(
                        "The board will decide the variance at the hearing, and the garage "
                        "permit stays on hold until then.",
                        "ev_23",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Gideon cannot make the April 8 hearing because he is away that week.",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "Gideon asked whether he needs a lawyer for the hearing or can attend "
                        "on his own.",
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
                "decisions[3]",
                it(
                    "The variance was granted when VAR-26-009 was filed, so the garage permit "
                    "can now go ahead.",
                    "ev_23",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "The variance was granted",
                "file_variance_request act_16 only filed the request for the board's April 22 "
                "hearing; the board hasn't decided and BP-26-00409 stays on hold (ev_23, "
                "ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Variance filing declined by him after the notary answer; nothing charged "
                    "to MC ****9034; BP-26-00409 still on hold",
                    "ev_18",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:other_status",
                "declined by him after the notary answer",
                "he said yes after the notary answer (ev_19) and file_variance_request act_16 "
                "executed: VAR-26-009 is filed and $350.00 charged (ev_22, ev_23, ev_26)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After Gideon confirmed, the agent filed variance request VAR-26-009 for "
                    "the Zoning Board of Adjustment hearing on April 8 at 6:30 pm.",
                    "ev_19",
                    "ev_23",
                    "ev_26",
                ),
                "wrong_date",
                "April 8 at 6:30 pm",
                "VAR-26-009 is set for the April 22 hearing (ev_23, ev_26); he ruled out April "
                "8 (ev_13), the date the notices go out by",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "VAR-26-090 filed after his yes: 3 ft side setback where 5 ft required; ZBA "
                    "hearing Wed 4/22/2026, 6:30 pm; $350.00 on MC ****9034 (RC-884402). Board "
                    "decides, not granted; BP-26-00409 on hold until then",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                    "ev_26",
                ),
                "wrong_id",
                "VAR-26-090",
                "the variance request is VAR-26-009 (ev_23, ev_26)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The $385.00 filing fee was charged to his Mastercard ending 9034, receipt "
                    "RC-884402.",
                    "ev_23",
                    "ev_26",
                ),
                "wrong_amount",
                "$385.00 filing fee",
                "the filing fee charged is $350.00 (ev_23, ev_26)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it("Notices to owners within 300 ft mailed by the city by 4/8", "ev_2", "ev_17"),
                "unsupported_ref",
                "mailed by the city by 4/8",
                "ev_2 and ev_17 are his opening request and his notary question; the notices "
                "and their date are in ev_23 and ev_26",
            ),
        ],
    },
}
