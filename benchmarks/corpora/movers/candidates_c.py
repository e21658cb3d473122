"""Hand-written candidate summaries, part 3: storage@m12, storage@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "movers-storage@m12": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "greta halvorsen CU-11094 - close small storage unit SU-1142 end of month, "
                    "keep SU-2075",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "2 units at cinder falls: SU-1142 5x10 $89/mo ($50 dep), SU-2075 10x15 "
                        "$219/mo ($100 dep), both paid thru 11/30",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "she said yes to closing SU-1142 on sun 11/30 - approved, close not "
                        "called yet",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "no december rent on SU-1142, $50 deposit back to visa 3308 after "
                        "move-out inspection",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("do NOT touch SU-2075 (the big one)", "ev_15", "ev_17"),
                    it("unit empty + lock off by 5pm 11/30", "ev_12", "ev_15"),
                ],
                rejected=[
                    it(
                        "crew moving SU-1142 stuff into SU-2075 for $65 - no, she empties it "
                        "herself this weekend",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it("run close_storage_unit SU-1142 for 11/30 and tell her", "ev_15", "ev_17"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Greta Halvorsen wants to close the smaller of her two storage units at "
                    "Cinder Falls at the end of the month.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "She has SU-1142 (5x10, $89.00 a month) and SU-2075 (10x15, $219.00 a "
                        "month), both paid through November 30.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Greta approved closing SU-1142 on Sunday, November 30. The closing has "
                        "not been scheduled in the system yet.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "SU-1142 must be empty with her lock removed by 5 pm on November 30. Its "
                        "$50.00 deposit will be refunded to her Visa ending 3308 after the "
                        "move-out inspection.",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("SU-2075, the larger unit, must not be touched.", "ev_15", "ev_17"),
                ],
                rejected=[
                    it(
                        "She declined the offer to have the crew move SU-1142's contents into "
                        "SU-2075 for $65.00; she will empty it herself this weekend.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it(
                        "Schedule the closing of SU-1142 and confirm it to Greta.", "ev_15", "ev_17"
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
                    "Greta approved closing SU-1142 on Sunday, November 30, and the closing has "
                    "been scheduled.",
                    "ev_15",
                    "ev_17",
                ),
                "false_status:pending",
                "the closing has been scheduled",
                "close_storage_unit act_16 is approved by her yes (ev_17, ev_19), but no call "
                "has been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "she said yes to closing SU-1124 on sun 11/30 - approved, close not called yet",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_id",
                "SU-1124",
                "the small unit she is closing is SU-1142 (ev_10, ev_15, act_16)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Greta approved closing SU-2075 on Sunday, November 30. The closing has not "
                    "been scheduled in the system yet.",
                    "ev_15",
                    "ev_17",
                ),
                "false_status:other_target",
                "approved closing SU-2075",
                "the closing she approved is of SU-1142 (act_16, ev_15, ev_17); SU-2075 is the "
                "big unit she said not to touch (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("do NOT touch SU-1142 (the small one)", "ev_15", "ev_17"),
                "inverted_constraint",
                "do NOT touch SU-1142",
                "she said not to touch the big one, SU-2075 (ev_17); SU-1142 is the small unit "
                "she is closing (ev_13)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "SU-1142 must be empty with her lock removed by 5 pm on November 30. Its "
                    "$100.00 deposit will be refunded to her Visa ending 3308 after the move-out "
                    "inspection.",
                    "ev_12",
                    "ev_15",
                ),
                "wrong_amount",
                "Its $100.00 deposit",
                "SU-1142's deposit is $50.00 (ev_10, ev_12, ev_15); $100.00 is SU-2075's",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it("she wants the $50 deposit refunded to her visa 3308", "ev_15", "ev_17"),
                "misattributed_decision",
                "she wants the $50 deposit refunded to her visa 3308",
                "refunding the deposit to the Visa ending 3308 is the agent's statement in the "
                "proposal (ev_15); Greta never asked for it",
            ),
        ],
    },
    "movers-storage@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Greta Halvorsen (CU-11094), 2 units at Cinder Falls self storage (2290 "
                    "Millbrook Rd): close SU-1142 (5x10), keep SU-2075 (10x15); then a new "
                    "code for SU-2075",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_13",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "close_storage_unit SU-1142 executed after her yes → CL-20844, closing "
                        "Sun 11/30; empty + lock off by 17:00; inspection 12/1, then the $50 "
                        "deposit back to Visa ****3308; no Dec rent. Reported",
                        "ev_15",
                        "ev_17",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "reset_access_code SU-2075 executed after her yes → old code disabled, "
                        "new code texted to +1 360-555-0148, effective immediately. Not "
                        "reported yet",
                        "ev_27",
                        "ev_29",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "Otherwise don't touch SU-2075 ('my whole life is in there')",
                        "ev_17",
                        "ev_24",
                    ),
                    it("New code by text, not email", "ev_25"),
                ],
                rejected=[
                    it(
                        "Crew moving SU-1142 into SU-2075 ($65): declined, she empties it "
                        "herself this weekend (garden stuff)",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it("Confirm the reset to her: old code dead, new one texted", "ev_33"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Greta Halvorsen called to close the smaller of her two storage units at "
                    "the end of the month.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After she turned down having the crew move its contents for $65.00 and "
                        "said she would empty it herself, the closing of SU-1142 was scheduled "
                        "for Sunday, November 30 as CL-20844; it has to be empty with her lock "
                        "off by 5 pm, and the $50.00 deposit goes back to her Visa ending 3308 "
                        "after the December 1 inspection.",
                        "ev_12",
                        "ev_13",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "She insisted that the big unit, SU-2075, not be touched, and the agent "
                        "confirmed that it stays as it is.",
                        "ev_17",
                        "ev_24",
                    ),
                    it(
                        "Because she had given the gate code to the man who bought her kayak, "
                        "she then asked for a new code on SU-2075, and after her yes the code "
                        "was reset: the old one is disabled and the new one was texted to +1 "
                        "360-555-0148.",
                        "ev_25",
                        "ev_29",
                        "ev_33",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has not yet told Greta that the code reset went through.",
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
                "decisions[1]",
                it(
                    "reset_access_code SU-1142 executed after her yes → old code disabled, new "
                    "code texted to +1 360-555-0148, effective immediately. Not reported yet",
                    "ev_27",
                    "ev_29",
                    "ev_33",
                ),
                "false_status:other_target",
                "reset_access_code SU-1142",
                "the code was reset on SU-2075, the unit she keeps (act_28, ev_27, ev_33); "
                "SU-1142 is the unit being closed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Because she had given the gate code to the man who bought her kayak, she "
                    "then asked for a new code on SU-2075, but the reset has not been carried "
                    "out yet.",
                    "ev_25",
                    "ev_29",
                    "ev_33",
                ),
                "false_status:other_status",
                "the reset has not been carried out yet",
                "reset_access_code act_28 executed after her yes (ev_29, ev_32): the old code "
                "is disabled and the new one texted (ev_33); only the report to her is missing",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After she turned down having the crew move its contents for $65.00 and "
                    "said she would empty it herself, the closing of SU-1142 was scheduled for "
                    "Monday, December 1 as CL-20844; it has to be empty with her lock off by 5 "
                    "pm, and the $50.00 deposit goes back to her Visa ending 3308 after the "
                    "inspection.",
                    "ev_12",
                    "ev_13",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_date",
                "scheduled for Monday, December 1",
                "the closing date is Sunday, November 30 (ev_22, ev_24); December 1 is the "
                "move-out inspection",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("New code by email, not text", "ev_25"),
                "inverted_constraint",
                "New code by email, not text",
                "she asked for the new code by text, not email (ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "close_storage_unit SU-1142 executed after her yes → CL-20484, closing Sun "
                    "11/30; empty + lock off by 17:00; inspection 12/1, then the $50 deposit "
                    "back to Visa ****3308; no Dec rent. Reported",
                    "ev_15",
                    "ev_17",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_id",
                "CL-20484",
                "the closing is CL-20844 (ev_22, ev_23, ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After she turned down having the crew move its contents for $65.00 and "
                    "said she would empty it herself, the closing of SU-1142 was scheduled for "
                    "Sunday, November 30 as CL-20844, and the $50.00 deposit was refunded to her "
                    "Visa ending 3308.",
                    "ev_12",
                    "ev_13",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "the $50.00 deposit was refunded",
                "close_storage_unit act_16 only scheduled the closing; the deposit is refunded "
                "after the move-out inspection on December 1 (ev_22, ev_24)",
            ),
        ],
    },
}
