"""Hand-written candidate summaries, part 3: headcount@m20, headcount@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "catering-headcount@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Maudie Quaye lowering the headcount for her wedding JOB-7115 (plated "
                    "dinner, Ravelston Glasshouse, Sat 5/16/2026; was 120 adults @ $68) after "
                    "RSVPs came back no",
                    "ev_2",
                    "ev_11",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "Headcount updated after her yes: 108 adults @ $68 = $7,344 + 4 kids on "
                        "the kids' menu @ $28 = $112; 8 veg, 3 GF. Est. $7,456 + 20% svc "
                        "($1,491.20) = $8,947.20; ~$5,947.20 left after the $3,000 deposit. "
                        "Reported to her",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "Spare vendor plates (agent's suggestion) declined: photographer and "
                        "band bring their own food",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Kids get the kids' menu, not the plated dinner", "ev_22"),
                    it(
                        "Final headcount cut-off Fri 4/24 (up or down until then); min 100 adult "
                        "plated dinners",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "First update (112 adults, 0 kids, 9 veg; est. $9,139.20) rejected by "
                        "her correction: the 112 included 4 kids",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "She wants 2 more servers for the dancing (8 included now); not priced "
                        "or proposed yet",
                        "ev_11",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Maudie Quaye contacted the events desk to reduce the guest numbers for her "
                    "May 16 wedding, JOB-7115, because a number of RSVPs came back as no.",
                    "ev_2",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "The agent explained that the numbers can go up or down until the final "
                        "headcount cut-off on Friday, April 24, with a minimum of 100 adult "
                        "plated dinners.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "After her correction, Maudie approved a new count of 108 adults and 4 "
                        "children on the kids' menu, with 8 vegetarian and 3 gluten-free meals, "
                        "and the agent updated the booking.",
                        "ev_22",
                        "ev_27",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "The new estimate is $8,947.20, leaving about $5,947.20 after her $3,000 "
                        "deposit.",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "She declined the agent's suggestion to keep a few spare adult plates "
                        "for the vendors, since the photographer and the band bring their own "
                        "food.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version, 112 adults and no children, was turned down "
                        "because the 112 already included four children.",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "Maudie has now asked for two more servers for the dancing part of the "
                        "evening.",
                        "ev_33",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Headcount updated after her yes: 112 adults @ $68 = $7,616, 9 veg, 3 GF; "
                    "est. $9,139.20 incl. 20% svc. Reported to her",
                    "ev_20",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:ledger_rejected",
                "112 adults @ $68 = $7,616",
                "the 112-adult update (act_21) was rejected by her correction (ev_22, ev_24); "
                "the update that ran is 108 adults and 4 children (act_26, ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Headcount updated after her yes: 108 adults @ $68 = $7,344 + 4 kids on the "
                    "kids' menu @ $28 = $112; 8 veg, 3 GF. Est. $7,456 + 20% svc ($1,491.20) = "
                    "$8,974.20; ~$5,947.20 left after the $3,000 deposit. Reported to her",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_amount",
                "$8,974.20",
                "the new estimate is $8,947.20 (ev_25, ev_31, ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Kids get the plated dinner, not the kids' menu", "ev_22"),
                "inverted_constraint",
                "Kids get the plated dinner, not the kids' menu",
                "she said the kids get the kids' menu, not the plated dinner (ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After her correction, Maudie gave a new count of 108 adults and 4 children "
                    "on the kids' menu, with 8 vegetarian and 3 gluten-free meals, but the "
                    "update was refused and the booking still shows 120 adults.",
                    "ev_22",
                    "ev_27",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:other_status",
                "the update was refused",
                "the update (act_26) was executed (ev_30) and its result says updated (ev_31); "
                "the agent reported it (ev_32)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After her correction, Maudie approved a new count of 108 adults and 4 "
                    "children on the kids' menu, with 9 vegetarian and 3 gluten-free meals, and "
                    "the agent updated the booking.",
                    "ev_22",
                    "ev_27",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_value:dietary_count",
                "9 vegetarian",
                "the vegetarian count is now 8, not 9 (ev_22, ev_31, ev_32)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Maudie has now asked for two more servers for the dancing part of the "
                    "evening.",
                    "ev_17",
                ),
                "unsupported_ref",
                "two more servers for the dancing",
                "ev_17 is the agent's summary of the booking and says nothing about servers; "
                "her request is in ev_33",
            ),
        ],
    },
    "catering-headcount@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Maudie Quaye seems to be finalising the numbers and the staffing for her "
                    "wedding, JOB-7115, on Saturday, May 16.",
                    "ev_2",
                    "ev_17",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "The headcount appears to have been updated earlier to 108 adults plus "
                        "4 children on the kids' menu (8 vegetarian, 3 gluten-free), for an "
                        "estimate of about $8,947.20.",
                        "ev_27",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "She apparently declined spare plates for the vendors, as the "
                        "photographer and the band bring their own food.",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "For the dancing, the agent has proposed adding 2 extra servers from "
                        "8:00 pm to midnight at $38.00 an hour, which would come to $304.00; it "
                        "looks like this has not been approved yet.",
                        "ev_37",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "Changes are reportedly possible until the final headcount cut-off on "
                        "April 24, with at least 100 adult plated dinners.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The children are to get the kids' menu rather than the plated dinner.",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "Maudie has asked whether the $304 is for both servers or for each; the "
                        "agent hasn't answered yet.",
                        "ev_40",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "maudie quaye, wedding job-7115 may 16 - numbers + extra servers",
                    "ev_2",
                    "ev_17",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "headcount done: 108 adults + 4 kids (kids menu), 8 veg, 3 gf, est "
                        "$8947.20",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "2 more servers 8pm-12am proposed, 2x4h x $38 = $304 - pending, she "
                        "asked a question",
                        "ev_37",
                        "ev_40",
                    ),
                ],
                constraints=[it("cutoff apr 24, min 100 adults", "ev_15")],
                rejected=[
                    it("spare vendor plates - no", "ev_32", "ev_33"),
                    it("first update 112 adults - wrong, 112 incl kids", "ev_20", "ev_22"),
                ],
                open_threads=[it("is $304 for both servers or each?", "ev_40")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "For the dancing, 2 extra servers have been added from 8:00 pm to midnight "
                    "at $38.00 an hour, $304.00 in total.",
                    "ev_37",
                    "ev_40",
                ),
                "false_status:pending",
                "2 extra servers have been added",
                "adding the servers (act_39) is only proposed: she answered with a question "
                "(ev_40), not a yes, and there was no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Changes are reportedly possible until the final headcount cut-off on May "
                    "1, with at least 100 adult plated dinners.",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_date",
                "May 1",
                "the final headcount is due by April 24, 2026 (ev_15, ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "For the dancing, Maudie apparently chose 2 extra servers from 8:00 pm to "
                    "midnight at $38.00 an hour, which would come to $304.00; it looks like "
                    "this has not been approved yet.",
                    "ev_37",
                    "ev_40",
                ),
                "misattributed_decision",
                "Maudie apparently chose 2 extra servers from 8:00 pm to midnight",
                "she asked for 2 more servers for the dancing (ev_33); the 8 pm to midnight "
                "shift and the $304.00 are the agent's proposal (ev_37)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it("2 spare vendor plates added for photographer + band", "ev_32", "ev_33"),
                "false_status:no_such_action",
                "2 spare vendor plates added",
                "she declined the spare plates (ev_33); no action adds them",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "2 more servers 8pm-12am proposed, 2x5h x $38 = $304 - pending, she asked a "
                    "question",
                    "ev_37",
                    "ev_40",
                ),
                "wrong_value:hours",
                "2x5h",
                "8 pm to midnight is 4 hours per server: 2 x 4 h x $38.00 = $304.00 (ev_37)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "headcount done: 108 adults + 4 kids (on the adult plated, not kids menu), "
                    "8 veg, 3 gf, est $8947.20",
                    "ev_31",
                    "ev_32",
                ),
                "inverted_constraint",
                "on the adult plated, not kids menu",
                "she said the kids get the kids' menu, not the plated dinner (ev_22)",
            ),
        ],
    },
}
