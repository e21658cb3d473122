"""Hand-written candidate summaries, part 2: points@m14, upgrade@m19, extend@m12, extend@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "hotel-points@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Gareth Llewellyn wants the Corvane Circle points for two stays that never "
                    "posted: Duluth in August and Chicago in September.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The Duluth stay (CV-33910288, August 14 to 16) had $412.00 of room "
                        "revenue that earns points, but it was not credited because his member "
                        "number was missing from the reservation.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "After Gareth said yes, 4,532 points were posted for the Duluth stay "
                        "(4,120 base plus the 412 Silver bonus) under MSC-30418, and his balance "
                        "went from 18,640 to 23,172.",
                        "ev_6",
                        "ev_15",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "The Chicago Loop stay on September 3 (CV-34588120) was not credited, "
                        "because it was booked through TripNest at a third-party prepaid rate, "
                        "which does not earn points.",
                        "ev_11",
                        "ev_13",
                    ),
                ],
                constraints=[
                    it("Gareth asked for the Duluth stay to be checked first.", "ev_2"),
                ],
                rejected=[
                    it(
                        "The agent offered to email him the Circle earning terms, but Gareth "
                        "said there was no need.",
                        "ev_22",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "For future stays, the agent suggested that his company's travel desk "
                        "book Corvane directly or at a Corvane corporate rate so the points post "
                        "on their own.",
                        "ev_22",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Gareth Llewellyn (CC-730155286, Silver) — missing points for 2 stays: "
                    "Duluth Aug, Chicago Sept",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Duluth Harbor CV-33910288 (8/14–8/16, 2 nts, folio F-DLH-220417): "
                        "$412.00 eligible revenue, not credited (member # missing) → "
                        "post_missing_stay executed on his yes: MSC-30418, 4,532 pts (4,120 + "
                        "412 Silver 10%); balance 18,640 → 23,172; reported",
                        "ev_6",
                        "ev_11",
                        "ev_15",
                        "ev_18",
                        "ev_19",
                        "ev_22",
                    ),
                    it(
                        "Chicago Loop CV-34588120 (9/3, 1 nt): booked via TripNest third-party "
                        "prepaid → not eligible, nothing posted",
                        "ev_11",
                        "ev_13",
                    ),
                ],
                constraints=[
                    it("Order: Duluth checked first (his ask)", "ev_2"),
                ],
                rejected=[
                    it(
                        "Agent's offer to email the Circle earning terms → declined",
                        "ev_22",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it(
                        "Future stays: travel desk to book direct or at a Corvane corporate rate "
                        "(agent's tip; Gareth didn't commit to it)",
                        "ev_22",
                        "ev_23",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After Gareth said yes, 4,532 points were posted for the Chicago stay "
                    "(4,120 base plus the 412 Silver bonus) under MSC-30418, and his balance "
                    "went from 18,640 to 23,172.",
                    "ev_6",
                    "ev_15",
                    "ev_19",
                    "ev_22",
                ),
                "false_status:other_target",
                "posted for the Chicago stay",
                "post_missing_stay act_14 credited the Duluth stay CV-33910288 (ev_14, ev_19); "
                "the Chicago stay CV-34588120 is not eligible and nothing was posted for it "
                "(ev_11, ev_13)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Duluth Harbor CV-33910288 (8/14–8/16, 2 nts, folio F-DLH-220417): $412.00 "
                    "eligible revenue, not credited (member # missing) → credit request "
                    "MSC-30418 for 4,532 pts (4,120 + 412 Silver 10%) sent for review, not "
                    "posted yet",
                    "ev_6",
                    "ev_11",
                    "ev_15",
                    "ev_18",
                    "ev_19",
                    "ev_22",
                ),
                "false_status:other_status",
                "sent for review, not posted yet",
                "post_missing_stay act_14 executed and its result is status posted, balance "
                "23,172 (ev_18, ev_19); the agent reported it done (ev_22)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After Gareth said yes, 4,120 points were posted for the Duluth stay under "
                    "MSC-30418, and his balance went from 18,640 to 23,172.",
                    "ev_6",
                    "ev_15",
                    "ev_19",
                    "ev_22",
                ),
                "wrong_amount",
                "4,120 points were posted",
                "4,532 points were posted: 4,120 base plus the 412 Silver bonus (ev_19, ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "objective",
                it(
                    "Gareth Llewellyn (CC-730155268, Silver) — missing points for 2 stays: "
                    "Duluth Aug, Chicago Sept",
                    "ev_2",
                    "ev_6",
                ),
                "wrong_id",
                "CC-730155268",
                "his member number is CC-730155286 (ev_2, ev_6)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Gareth said he will have his company's travel desk book Corvane directly or "
                    "at a corporate rate from now on.",
                    "ev_22",
                    "ev_23",
                ),
                "misattributed_decision",
                "Gareth said he will have his company's travel desk book",
                "booking direct or at a corporate rate was the agent's suggestion (ev_22); "
                "Gareth only declined the email and said thanks (ev_23), after saying his "
                "company's tool books through TripNest (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Circle earning terms emailed to gllewellyn@example.net for his travel desk",
                    "ev_6",
                    "ev_22",
                ),
                "false_status:no_such_action",
                "Circle earning terms emailed",
                "the ledger holds no email action; the agent only offered it (ev_22) and Gareth "
                "said no need (ev_23)",
            ),
        ],
    },
    "hotel-upgrade@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Sofia Marchand is celebrating her 10th anniversary at Corvane Portland Old "
                    "Port this weekend and asked about a room upgrade and a late checkout on "
                    "Sunday.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent offered a Harbor View King at $45 a night more or a Junior "
                        "Suite at $110 a night more, and Sofia chose the Harbor View King rather "
                        "than the suite.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After she said yes, the upgrade was booked as UPG-66102 for October "
                        "17-19, bringing the stay to $564.62 with the $98.10 added for the "
                        "upgrade.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Her request for a high floor away from the elevator, because her "
                        "husband is a light sleeper, was added as a note, though rooms are "
                        "assigned at check-in.",
                        "ev_17",
                        "ev_20",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "For Sunday she picked the 2 pm late checkout for $35 over the free 1 pm "
                        "option, and the agent has asked her to confirm it at $38.15 with tax; "
                        "she hasn't answered yet.",
                        "ev_16",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "The Junior Suite, which would have brought the stay to $706.32, was "
                        "passed over.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Once Sofia says yes, the 2 pm checkout on Sunday, October 19 can be "
                        "confirmed.",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "sofia marchand cv-70452261 portland, anniversary - wants upgrade + late "
                    "checkout sun",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "upgraded to harbor view king 10/17-10/19, upg-66102, +$90 + $8.10 tax, "
                        "total now $564.62 (was $466.52)",
                        "ev_11",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "note on res: high floor, away from elevator (request only)",
                        "ev_17",
                        "ev_26",
                    ),
                    it(
                        "late checkout 2pm sun 10/19 $35 + $3.15 tax proposed - waiting for her "
                        "yes, not confirmed",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "junior suite +$110/nt - she said not the suite",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "free 1pm checkout (only confirmed on the morning) - she went with 2pm",
                        "ev_16",
                        "ev_29",
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
                    "late checkout 2pm sun 10/19 confirmed, $35 + $3.15 tax on her bill",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:pending",
                "late checkout 2pm sun 10/19 confirmed",
                "request_late_checkout act_32 is pending: the agent proposed it (ev_31, ev_32) "
                "and Sofia has not said yes",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she said yes, the upgrade to the Junior Suite was booked as UPG-66102 "
                    "for October 17-19, bringing the stay to $706.32.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_target",
                "the upgrade to the Junior Suite was booked",
                "upgrade_room act_21 booked the Harbor View King (ev_21, ev_26); Sofia said not "
                "the suite (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "upgraded to harbor view king 10/17-10/19, upg-66102, complimentary for the "
                    "anniversary - total still $466.52",
                    "ev_11",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "complimentary for the anniversary",
                "the executed upgrade (act_21) adds $90.00 + $8.10 tax, bringing the stay to "
                "$564.62 (ev_20, ev_26); it is not free",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "note on res: high floor, close to the elevator (request only)",
                    "ev_17",
                    "ev_26",
                ),
                "inverted_constraint",
                "close to the elevator",
                "Sofia asked for a high floor away from the elevator; her husband is a light "
                "sleeper (ev_17, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she said yes, the upgrade was booked as UPG-66102 for October 17-19, "
                    "bringing the stay to $556.52 with the $90.00 added for the upgrade.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "$556.52",
                "$90.00 is the supplement before its $8.10 tax; the stay comes to $564.62 "
                "(ev_20, ev_26, ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "For Sunday she picked the 1 pm late checkout for $35 over the free option, "
                    "and the agent has asked her to confirm it at $38.15 with tax; she hasn't "
                    "answered yet.",
                    "ev_16",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_value:time",
                "1 pm late checkout for $35",
                "the $35 late checkout is at 2 pm (ev_29, ev_31); 1 pm is the free option she "
                "passed over (ev_16)",
            ),
        ],
    },
    "hotel-extend@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Daniel Achebe, in-house rm 614 Corvane Denver Larimer (CV-40733519): one "
                    "more night, check out Tue 10/14 instead of Mon 10/13",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Quote: Mon 10/13 King Deluxe, corporate rate $185 + $29.14 tax = "
                        "$214.14; last King that night; could keep rm 614",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "extend_stay (rm 614, on the Visa ****7740 folio) approved by his yes → "
                        "executed → FAILED: ROOM_TYPE_SOLD_OUT, last King taken, 614 assigned "
                        "to an arriving guest. NOT extended; check-out still 10/13",
                        "ev_15",
                        "ev_17",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Daniel the extension failed; look for another room type for Mon "
                        "night",
                        "ev_21",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Daniel Achebe, currently staying in room 614 at Corvane Denver Larimer, "
                    "seems to want one more night, leaving Tuesday morning instead of Monday.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent quoted Monday night in his King Deluxe at the corporate rate, "
                        "$185.00 plus $29.14 tax, or $214.14, and noted it was the last King "
                        "Deluxe available.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Daniel said yes, but the extension appears to have failed: the tool "
                        "reported the King Deluxe sold out and room 614 assigned to an arriving "
                        "guest, so the stay was not extended.",
                        "ev_17",
                        "ev_21",
                    ),
                    it(
                        "His check-out therefore still seems to be Monday, October 13.",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it(
                        "Daniel has not yet been told that the extension did not go through.",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent will likely need to look for another room or room type for "
                        "Monday night."
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "extend_stay (rm 614, on the Visa ****7740 folio) approved by his yes → "
                    "executed → stay extended, check-out now Tue 10/14",
                    "ev_15",
                    "ev_17",
                    "ev_20",
                    "ev_21",
                ),
                "false_status:failed_call",
                "stay extended, check-out now Tue 10/14",
                "act_16 is executed, but the call failed: ROOM_TYPE_SOLD_OUT, the stay was not "
                "extended and check-out remains 2025-10-13 (ev_21)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Daniel said yes, and the extension appears to have gone through, so he "
                    "should be able to keep room 614 through Tuesday morning.",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:failed_call",
                "the extension appears to have gone through",
                "the extend_stay call (act_16) returned ROOM_TYPE_SOLD_OUT: no King Deluxe left "
                "and room 614 assigned to an arriving guest; the stay was not extended (ev_21)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent quoted Monday night in his King Deluxe at the corporate rate, "
                    "$185.00 including tax, and noted it was the last King Deluxe available.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$185.00 including tax",
                "$185.00 is the rate before the $29.14 tax; with tax the night is $214.14 "
                "(ev_13, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "objective",
                it(
                    "Daniel Achebe, in-house rm 614 Corvane Denver Larimer (CV-40733519): one "
                    "more night, check out Tue 10/15 instead of Mon 10/13",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                "wrong_date",
                "Tue 10/15",
                "the new check-out would be Tuesday, October 14, 2025-10-14 (ev_15, ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "objective",
                it(
                    "Daniel Achebe, currently staying in room 641 at Corvane Denver Larimer, "
                    "seems to want one more night, leaving Tuesday morning instead of Monday.",
                    "ev_2",
                    "ev_6",
                ),
                "wrong_value:room",
                "room 641",
                "he is in room 614 (ev_2, ev_6)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "constraints[0]",
                it(
                    "Daniel asked for the extra night to go on the Visa ****7740 folio",
                    "ev_15",
                    "ev_17",
                ),
                "misattributed_decision",
                "Daniel asked for the extra night to go on the Visa",
                "the agent proposed the same folio on Visa ****7740 (ev_15); Daniel only said "
                "yes (ev_17) and never asked for a card",
            ),
        ],
    },
    "hotel-extend@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "An extra night was requested by Daniel Achebe, who is staying in room 614 "
                    "at Corvane Denver Larimer and wants to leave on Tuesday instead of Monday.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "An extension in his King Deluxe, room 614, was confirmed by Daniel, but "
                        "it failed because the last King Deluxe had been booked and room 614 was "
                        "assigned to an arriving guest.",
                        "ev_17",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "A Queen Deluxe in room 322 was offered instead, with a room move on "
                        "Monday.",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "The extension was then booked through Tuesday, October 14, with Monday "
                        "night in room 322 at $195.62 charged to his Amex ending 3321 on a "
                        "separate folio, F-DEN-118377.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "The nights of October 10 to 13 are being kept on the company Visa "
                        "ending 7740, folio F-DEN-118204.",
                        "ev_36",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "The extra night was to be charged to his Amex, not the company Visa, "
                        "because the company only pays through Monday morning.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "The first Queen Deluxe offer, which would have put Monday night on the "
                        "Visa, was turned down by Daniel.",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "On Monday his bags are to be moved from 614 to 322 by housekeeping, "
                        "after he packs up by 11 am and calls the front desk.",
                        "ev_36",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Daniel Achebe (CV-40733519, rm 614, Corvane Denver Larimer): extend one "
                    "night to Tue 10/14",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "1st try (King Deluxe, rm 614, $214.14) → ROOM_TYPE_SOLD_OUT; not "
                        "extended. Reported",
                        "ev_15",
                        "ev_20",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Queen Deluxe rm 322 on the Visa proposed → rejected: he wants the Amex",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "extend_stay executed: Mon 10/13 in rm 322 Queen Deluxe, $169.00 + "
                        "$26.62 = $195.62 on Amex ****3321, folio F-DEN-118377; check-out Tue "
                        "10/14. Reported",
                        "ev_32",
                        "ev_35",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "10/10–10/13 stays on Visa ****7740 (folio F-DEN-118204)",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Extra night on Amex ****3321, NOT the company Visa (company pays "
                        "through Mon morning only)",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it(
                        "Mon: pack by 11 am, call front desk; housekeeping moves bags 614 → 322; "
                        "new keys at desk",
                        "ev_38",
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
                    "The extension was then booked through Tuesday, October 14, with Monday "
                    "night in room 322 at $195.62 charged to the company Visa ending 7740 on the "
                    "same folio.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:ledger_rejected",
                "charged to the company Visa ending 7740 on the same folio",
                "the Visa proposal act_26 was rejected by his correction (ev_27, ev_29); the "
                "executed extension act_31 charges Amex ****3321 on folio F-DEN-118377 (ev_36)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "1st try (King Deluxe, rm 614, $214.14) → booked; he keeps 614 through Tue",
                    "ev_15",
                    "ev_20",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:failed_call",
                "booked; he keeps 614 through Tue",
                "act_16 is executed but its call failed: ROOM_TYPE_SOLD_OUT, not extended "
                "(ev_21, ev_25); Monday night is in room 322 (ev_36)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Extra night on the company Visa ****7740, NOT the Amex (company pays for "
                    "the whole stay)",
                    "ev_27",
                ),
                "inverted_constraint",
                "on the company Visa ****7740, NOT the Amex",
                "Daniel said put the extra night on the Amex ending 3321, not the Visa; the "
                "company only pays through Monday morning (ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The extension was then booked through Tuesday, October 14, with Monday "
                    "night in room 322 at $195.62 charged to his Amex ending 3321 on a separate "
                    "folio, F-DEN-118204.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_id",
                "F-DEN-118204",
                "the new night's folio is F-DEN-118377 (ev_36, ev_38); F-DEN-118204 is the "
                "Visa folio for October 10-13",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "extend_stay executed: Mon 10/13 in rm 322 Queen Deluxe, $214.14 on Amex "
                    "****3321, folio F-DEN-118377; check-out Tue 10/14. Reported",
                    "ev_32",
                    "ev_35",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_amount",
                "$214.14 on Amex",
                "$214.14 was the sold-out King Deluxe quote (ev_13); the Queen night is $169.00 "
                "+ $26.62 = $195.62 (ev_36, ev_38)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Daniel asked to switch to a Queen Deluxe in room 322, with a room move on "
                    "Monday.",
                    "ev_23",
                    "ev_25",
                    "ev_27",
                ),
                "misattributed_decision",
                "Daniel asked to switch to a Queen Deluxe",
                "the Queen Deluxe in room 322 was the agent's offer after the failure (ev_25); "
                "Daniel only accepted it: a queen is fine (ev_27)",
            ),
        ],
    },
}
