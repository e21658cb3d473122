"""Hand-written candidate summaries, part 1: seasonal@m18, seasonal@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "marina-seasonal@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Delia Framlingham (MH-20417) renewing slip B-11 for Wren (34 ft) for the "
                    "2026 season, same slip as last year",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Renewed after her yes: SS-2026-0458, B-11, 5/1-10/31/2026, 50A power; "
                        "$4,012 slip ($118/ft) + $465 = $4,477 total, less $500 deposit → "
                        "$3,977 balance on Visa ****6630 on 4/1",
                        "ev_14",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "No liveaboard surcharge ($1,200): she's aboard weekends only, not "
                        "living on the boat",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Shore power must be 50A, not 30A: a 50A inlet went in over the "
                        "winter for the new heater",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "First renewal at last season's 30A ($4,322, balance $3,822) rejected "
                        "by her correction; nothing had been renewed",
                        "ev_17",
                        "ev_19",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "She just asked whether there are racks for her dinghy (it sat on the "
                        "dock last summer). Not answered yet",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Delia Framlingham called the harbour office to renew the seasonal slip "
                    "for her boat Wren, keeping the same slip she had last year.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that B-11 was held for Wren for the May 1 to "
                        "October 31 season at $118.00 a foot, or $4,012.00, with her $500.00 "
                        "January deposit to come off the total.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "When the agent mentioned the $1,200.00 liveaboard surcharge, Delia "
                        "said she only stays aboard on some weekends and does not want it.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After she said yes, the slip was renewed with 50-amp shore power under "
                        "contract SS-2026-0458 for $4,477.00, and the remaining $3,977.00 will "
                        "be charged to her Visa on April 1.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first renewal, with the 30-amp power she had last season, "
                        "was dropped because Delia explained that a 50-amp inlet was fitted "
                        "over the winter for her new heater.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Delia has now asked whether the marina has racks for her dinghy, which "
                        "sat on the dock last summer and annoyed the dockhands.",
                        "ev_31",
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
                    "After she said yes, the slip was renewed with 30-amp shore power for "
                    "$4,322.00, and the remaining $3,822.00 will be charged to her Visa on "
                    "April 1.",
                    "ev_17",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:ledger_rejected",
                "renewed with 30-amp shore power for $4,322.00",
                "the 30A renewal (act_18) was rejected by her correction (ev_19, ev_21); the "
                "renewal she approved and that ran is 50A, $4,477.00 (act_23, ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Renewed after her yes: SS-2026-0458, B-11, 5/1-10/31/2026, 50A power; "
                    "$4,012 slip ($118/ft) + $465 = $4,477 total, less $500 deposit → $3,822 "
                    "balance on Visa ****6630 on 4/1",
                    "ev_14",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$3,822 balance",
                "the balance of the 50A renewal is $3,977.00 (ev_28, ev_30); $3,822.00 was the "
                "rejected 30A proposal's (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "When the agent mentioned the $1,200.00 liveaboard surcharge, Delia said "
                    "she will be staying aboard most of the week and wants it included.",
                    "ev_14",
                    "ev_15",
                ),
                "inverted_constraint",
                "wants it included",
                "she said weekends only, not every weekend, she is not living aboard, so no "
                "liveaboard surcharge (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Delia's first idea, to keep the 30-amp power she had last season, was "
                    "dropped once she remembered that a 50-amp inlet was fitted over the "
                    "winter for her new heater.",
                    "ev_17",
                    "ev_19",
                ),
                "misattributed_decision",
                "Delia's first idea, to keep the 30-amp power",
                "the 30A renewal was the agent's proposal from last season's contract (ev_14, "
                "ev_17); Delia only corrected it (ev_19)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it("Dinghy rack booked for the season so it's off the dock", "ev_31"),
                "false_status:no_such_action",
                "Dinghy rack booked",
                "she has only asked about racks (ev_31); the ledger holds no rack rental at this "
                "boundary",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Renewed after her yes: SS-2026-0458, B-11, 5/1-10/31/2026, 50A power; "
                    "$4,012 slip ($118/ft) + $465 = $4,477 total, less $500 deposit → $3,977 "
                    "balance on Visa ****6630 on 5/1",
                    "ev_14",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "on 5/1",
                "the balance is charged on April 1, 2026 (ev_28, ev_30); May 1 is the start of "
                "the season",
            ),
        ],
    },
    "marina-seasonal@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "delia framlingham MH-20417 - renew wren's slip B-11 for 2026 + a rack "
                    "for the dinghy",
                    "ev_2",
                    "ev_6",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "B-11 renewed, SS-2026-0458, 50A, $4477 total, $3977 balance on "
                        "visa 6630 apr 1",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "30A version rejected - boat has a 50A inlet now",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "she said yes to rack R-23 (B dock ramp, lower tier) for the season, "
                        "$240 on the apr 1 charge - not rented yet",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "only the dinghy rack, no winter storage - she sails wren to saltby for "
                        "the winter",
                        "ev_36",
                    ),
                ],
                rejected=[
                    it(
                        "winter storage for wren 2026-27 ($1428) - declined",
                        "ev_35",
                        "ev_36",
                    ),
                    it("liveaboard surcharge - declined, weekends only", "ev_14", "ev_15"),
                ],
                next_steps=[
                    it("rent R-23 for 2026 and confirm to delia", "ev_38", "ev_40"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Delia Framlingham appears to be setting Wren up for the 2026 season: "
                    "renewing slip B-11 and finding a rack for her dinghy.",
                    "ev_2",
                    "ev_6",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "Slip B-11 seems to have been renewed under SS-2026-0458 with 50A "
                        "power, for $4,477.00, with a $3,977.00 balance due on April 1 after "
                        "her deposit.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "She has agreed to rent dinghy rack R-23 at the B dock ramp for "
                        "$240.00, though the rental does not appear to have been processed "
                        "yet.",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "She apparently wants only the rack and not winter storage, since she "
                        "takes Wren to Saltby for the winter.",
                        "ev_36",
                    ),
                    it(
                        "The renewal had to be 50-amp rather than 30-amp because of a new "
                        "inlet fitted over the winter.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion to book Wren's 2026-27 winter storage "
                        "($1,428.00) seems to have been turned down.",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                next_steps=[
                    it(
                        "The R-23 rental presumably still needs to be put through and "
                        "confirmed to her.",
                        "ev_38",
                        "ev_40",
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
                    "Dinghy rack R-23 at the B dock ramp appears to have been rented for "
                    "$240.00 after she agreed.",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:pending",
                "appears to have been rented",
                "rent_dinghy_rack act_39 is approved by her yes (ev_40, ev_41) but no call "
                "has been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "B-11 renewal declined by delia, not renewed",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_status",
                "declined by delia, not renewed",
                "she said yes to the 50A renewal (ev_24) and renew_seasonal_slip act_23 "
                "executed: SS-2026-0458 (ev_27, ev_28); only the 30A proposal was rejected",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Wren's winter storage for 2026-27 also seems to have been booked, at "
                    "$1,428.00 from November 1.",
                    "ev_35",
                ),
                "false_status:no_such_action",
                "also seems to have been booked",
                "the agent only offered winter storage (ev_35) and she declined it (ev_36); the "
                "ledger holds no storage action",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "rack plus winter storage - she wants wren kept here over the winter",
                    "ev_36",
                ),
                "inverted_constraint",
                "rack plus winter storage",
                "she said ONLY the dinghy rack, not the storage: Wren goes to Saltby for the "
                "winter (ev_36)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she said yes to rack R-31 (B dock ramp, lower tier) for the season, $240 "
                    "on the apr 1 charge - not rented yet",
                    "ev_38",
                    "ev_40",
                ),
                "wrong_id",
                "rack R-31",
                "she chose and the agent proposed R-23 (ev_36, ev_38); R-31 is the upper-tier "
                "rack by the boatyard fence (ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She has agreed to rent dinghy rack R-23 at the B dock ramp for $1,428.00, "
                    "though the rental does not appear to have been processed yet.",
                    "ev_38",
                    "ev_40",
                ),
                "wrong_amount",
                "$1,428.00",
                "the rack is $240.00 for the season (ev_33, ev_38); $1,428.00 is the declined "
                "winter storage (ev_35)",
            ),
        ],
    },
}
