"""Hand-written candidate summaries, part 3: transfer@m14, transfer@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "gym-transfer@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Rafael Duarte (IV-2875530, Core, Harlow St): move home club to Dunmere "
                    "Riverside, he's moving to Dunmere",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Riverside chosen: Core $39.99/mo (now $34.99), limited openings, no "
                        "transfer fee",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "transfer_home_club Harlow St → Riverside eff. 12/1 approved (his yes) "
                        "and called → FAILED: club_at_capacity, no Core openings for 12/1, "
                        "transfer not made",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it("Home club still Harlow St, $34.99", "ev_13", "ev_24"),
                ],
                constraints=[
                    it(
                        "Not Northgate ($36.99): across town from his new place",
                        "ev_13",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell him the transfer failed; offer the Riverside transfer waitlist "
                        "(open per the error)",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rafael Duarte seems to be moving to Dunmere next month and would like to "
                    "switch his home gym to the Dunmere Riverside club.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "He picked Riverside, which costs $39.99 a month on Core, about $5 more "
                        "than he pays now, starting December 1.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The agent tried to make the transfer after he said yes, but the call "
                        "appears to have failed: Riverside reportedly has no Core openings for "
                        "December 1, so the transfer was not made.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "He is therefore likely still a Harlow Street member on his current plan.",
                        "ev_24",
                    ),
                ],
                rejected=[
                    it(
                        "Dunmere Northgate, at $36.99 a month, was apparently ruled out because "
                        "it is across town from his new place.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Rafael has not been told yet that the transfer failed; the transfer "
                        "waitlist might be an option.",
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
                "decisions[1]",
                it(
                    "After he said yes, the agent appears to have moved his home club to "
                    "Riverside, effective December 1.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:failed_call",
                "appears to have moved his home club to Riverside",
                "transfer_home_club act_19 executed but its result is an error, club_at_capacity: "
                "the transfer was not made (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Riverside chosen: Core $36.99/mo (now $34.99), limited openings, no "
                    "transfer fee",
                    "ev_13",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_amount",
                "Core $36.99/mo",
                "Riverside's Core dues are $39.99 (ev_13, ev_15, ev_18); $36.99 is Northgate's",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Northgate ($36.99) OK as a fallback if Riverside can't take him",
                    "ev_13",
                    "ev_16",
                ),
                "inverted_constraint",
                "OK as a fallback",
                "he said not Northgate, it's across town from his new place (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "He picked Riverside, which costs $39.99 a month on Core, about $5 more "
                    "than he pays now, starting December 15.",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_date",
                "starting December 15",
                "he asked for December 1 (ev_16), and the transfer was for December 1 (ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Home club moved Harlow St → Dunmere Northgate eff. 12/1 after his yes",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:other_target",
                "Dunmere Northgate",
                "the only transfer in the ledger (act_19) is to Dunmere Riverside, and it failed "
                "(ev_24); Northgate was ruled out (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agent tried to make the transfer after he said yes, but the call "
                    "appears to have failed: Riverside reportedly has no Core openings for "
                    "December 1, so the transfer was not made.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "no Core openings for December 1",
                "ev_2 and ev_4 are his request and his name and phone; the failed call is ev_22 "
                "and its error ev_24",
            ),
        ],
    },
    "gym-transfer@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A switch of Rafael Duarte's home club from Harlow Street to Dunmere "
                    "Riverside was requested, because he is moving to Dunmere.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The transfer for December 1 was attempted after his yes but was not "
                        "made: Riverside has no Core openings.",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "He was added to the Riverside transfer waitlist as TW-6604, in "
                        "position 3.",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "The transfer itself has not been approved; it is to be decided by "
                        "Riverside's club manager when a Core spot opens.",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "His home club is kept at Harlow Street at $34.99 a month until then.",
                        "ev_26",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "A transfer to Dunmere Northgate instead was declined by Rafael.",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "An upgrade to Flex at $49.99 a month, offered by the agent, was turned "
                        "down as too expensive.",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Rafael is to be emailed at rafa.duarte@example.com when a spot opens.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "rafael duarte IV-2875530 wants home club moved to dunmere riverside",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "transfer eff dec 1 failed - riverside full (club_at_capacity), nothing "
                        "changed",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "on riverside transfer waitlist TW-6604, #3, club manager decides, not "
                        "approved yet",
                        "ev_33",
                        "ev_35",
                    ),
                    it("stays harlow street $34.99/mo meanwhile", "ev_26", "ev_35"),
                ],
                constraints=[
                    it("no northgate. no flex, won't pay 50/mo", "ev_26"),
                ],
                rejected=[
                    it(
                        "northgate now / flex upgrade $49.99 - both declined",
                        "ev_25",
                        "ev_26",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Through the waitlist, the transfer to Riverside was approved by the club "
                    "manager.",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "the transfer to Riverside was approved",
                "join_transfer_waitlist act_28 only put him on the waitlist (status waitlisted, "
                "position 3, ev_33); the agent said the transfer isn't approved yet (ev_35)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it("transfer eff dec 1 done - home club now riverside", "ev_24", "ev_25"),
                "false_status:failed_call",
                "done - home club now riverside",
                "transfer_home_club act_19 executed with an error result, club_at_capacity "
                "(ev_24), and the agent reported that it didn't go through (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("no northgate. fine paying 50/mo for flex if needed", "ev_26"),
                "inverted_constraint",
                "fine paying 50/mo for flex",
                "he said I'm not paying 50 a month (ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He was added to the Riverside transfer waitlist as TW-6604, in position 2.",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_value:position",
                "in position 2",
                "TW-6604 is at position 3 (ev_33, ev_35)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "An upgrade to Flex at $49.99 a month was brought up by Rafael but dropped "
                    "as too expensive.",
                    "ev_25",
                    "ev_26",
                ),
                "misattributed_decision",
                "was brought up by Rafael",
                "the Flex upgrade was the agent's option (ev_25); Rafael refused it (ev_26)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it("stays harlow street $39.99/mo meanwhile", "ev_26", "ev_35"),
                "wrong_amount",
                "$39.99/mo",
                "at Harlow Street he stays at $34.99 a month (ev_25, ev_35); $39.99 is "
                "Riverside's Core dues",
            ),
        ],
    },
}
