"""Hand-written candidate summaries, part 3: hold@m14, move@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "venue-hold@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Ruth Calloway (CL-41102): hold a room for a retirement party, Fri 5/8/2026, "
                    "6-10 pm, ~55 guests",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Hold placed on Cordwainers' Hall after her yes: EVT-51344, Fri 5/8 "
                        "18:00-22:00, 55 guests; expires 3/18 5 pm; $550 deposit confirms it",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "Quince Garden ($2,000) suggested by the agent, declined",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("Smaller hall first if free, else the big one; indoors only", "ev_2"),
                ],
                rejected=[
                    it(
                        "2-week hold: refused, holds are 7 days (one 7-day extension if asked "
                        "before expiry)",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[it("Tell her the hold is placed (EVT-51344)", "ev_22")],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ruth Calloway seems to be arranging a venue for a retirement party on "
                    "Friday, May 8, for about 55 people.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Since the smaller Cordwainers' Hall was free, as she preferred, a hold "
                        "appears to have been placed on it after her yes (EVT-51344), running "
                        "until Wednesday, March 18 at 5 pm.",
                        "ev_2",
                        "ev_12",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "She apparently declined the agent's suggestion of the Quince Garden, "
                        "wanting to stay indoors.",
                        "ev_2",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "She asked for the smaller hall first if it is free, and only otherwise "
                        "the larger Assay Hall.",
                        "ev_2",
                        "ev_14",
                    ),
                ],
                rejected=[
                    it(
                        "Her request to hold the room for two weeks could not be granted, since "
                        "holds last 7 days, although one 7-day extension may be possible.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Her committee still has to sign off on the budget; a $550 deposit would "
                        "confirm the booking.",
                        "ev_15",
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
                "decisions[0]",
                it(
                    "Since the smaller Cordwainers' Hall was free, the agent offered a hold on "
                    "it, but it appears Ruth declined it until her committee signs off on the "
                    "budget.",
                    "ev_15",
                    "ev_16",
                ),
                "false_status:other_status",
                "Ruth declined it",
                "she said yes (ev_18) and the hold (act_17) was executed: EVT-51344, a hold "
                "until March 18 (ev_22)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Hold placed on Assay Hall after her yes: EVT-51344, Fri 5/8 18:00-22:00, 55 "
                    "guests; expires 3/18 5 pm; $550 deposit confirms it",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:other_target",
                "Hold placed on Assay Hall",
                "the hold that ran (act_17) is on Cordwainers' Hall (ev_22); Assay Hall was only "
                "listed as free (ev_14)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[2]",
                it("$550 deposit paid on Mastercard ****4470; booking confirmed", "ev_7", "ev_16"),
                "false_status:no_such_action",
                "$550 deposit paid",
                "the ledger holds no deposit action; the $550 deposit is only what would confirm "
                "the hold (ev_16, ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Since the smaller Cordwainers' Hall was free, as she preferred, a hold "
                    "appears to have been placed on it after her yes (EVT-51344), running until "
                    "Friday, March 20 at 5 pm.",
                    "ev_2",
                    "ev_12",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_date",
                "Friday, March 20",
                "the hold expires on Wednesday, March 18, 2026 at 5:00 pm (ev_16, ev_22)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Big hall first; the smaller one only if Assay Hall isn't free; indoors only",
                    "ev_2",
                ),
                "inverted_constraint",
                "Big hall first",
                "she asked for the smaller hall first if it's free, otherwise the big one (ev_2)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "She decided against a two-week hold and chose the standard 7 days, keeping "
                    "the one 7-day extension in reserve.",
                    "ev_15",
                    "ev_16",
                    "ev_18",
                ),
                "misattributed_decision",
                "She decided against a two-week hold",
                "she asked for 2 weeks (ev_15); the agent refused it (ev_16), and she only "
                "accepted 7 days (ev_18)",
            ),
        ],
    },
    "venue-move@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A date change was requested by Teodor Brannigan for the class of 2006 "
                    "reunion, because graduation at the college falls on the same weekend and "
                    "no hotel rooms are left.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The reunion (EVT-50612) was moved from Saturday, May 16 to Saturday, May "
                        "30, 2026 in Assay Hall, 7-11 pm, after his approval (change CHG-20417).",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "A $250 date change fee was charged to his Visa ending 8841, and the "
                        "balance is now due by May 9.",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "The committee thank-you lunch (EVT-50613) on June 7 was left unchanged, "
                        "as he asked.",
                        "ev_27",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The move to May 23 that was first proposed was called off by him, since "
                        "it is Memorial Day weekend and much of the class will be at the lake.",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "Sunday, May 24, which was offered by the agent at $2,400, was turned "
                        "down because people work on Monday.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "A question about renting a projector for a yearbook slideshow has just "
                        "been asked.",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "teodor brannigan CL-38890 - move class reunion off graduation weekend",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "reunion EVT-50612 moved 5/16 -> sat 5/30/2026, assay hall 7-11pm, chg "
                        "CHG-20417",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "$250 change fee on visa 8841 (PAY-738250). balance now due 5/9",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("not a sunday (people work monday)", "ev_20"),
                    it("lunch EVT-50613 6/7 stays as is", "ev_13", "ev_27"),
                ],
                rejected=[it("5/23 rejected by him - memorial day wknd", "ev_18", "ev_20")],
                next_steps=[it("answer projector q for the slideshow", "ev_34")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "reunion EVT-50612 moved 5/16 -> sat 5/23/2026, assay hall 7-11pm, chg "
                    "CHG-20417",
                    "ev_18",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:ledger_rejected",
                "sat 5/23/2026",
                "the move to May 23 (act_19) was rejected by his correction (ev_20, ev_22); the "
                "move that ran (act_26) is to May 30 (ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The committee thank-you lunch (EVT-50613) was moved along with the reunion, "
                    "and the $250 change fee covered both.",
                    "ev_27",
                    "ev_33",
                ),
                "false_status:other_target",
                "was moved along with the reunion",
                "only the reunion EVT-50612 was moved (act_26, ev_31); he said the lunch stays "
                "where it is (ev_27), and it stays on June 7 (ev_33)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A date change fee of $800 was charged to his Visa ending 8841, and the "
                    "balance is now due by May 9.",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$800",
                "the change fee is $250.00 (ev_31, ev_33); $800 is what Sunday, May 24 would "
                "have saved (ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "$250 change fee on visa 8841 (PAY-738520). balance now due 5/9",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_id",
                "PAY-738520",
                "the change fee's payment is PAY-738250 (ev_31, ev_33)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("a sunday is fine if it saves money", "ev_20"),
                "inverted_constraint",
                "a sunday is fine",
                'he said "not a sunday either, people work monday" (ev_20)',
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "Sunday, May 24 at $2,400 was suggested by Teodor to save money, but it was "
                    "then dropped because people work on Monday.",
                    "ev_18",
                    "ev_20",
                ),
                "misattributed_decision",
                "suggested by Teodor",
                "the agent offered Sunday, May 24 (ev_18); Teodor turned it down (ev_20)",
            ),
        ],
    },
}
