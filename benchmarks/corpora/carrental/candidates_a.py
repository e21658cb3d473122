"""Hand-written candidate summaries, part 1: extend@m18, extend@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "carrental-extend@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ines Calloway (CU-40718) extending open rental RA-58213076 (Midsize SUV, "
                    "8MRT-305) by 2 days",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "extend_rental executed after her yes: return now Tue 10/14 10:00 at "
                        "Bellmoor Airport (was Sun 10/12 10:00); 2 × $54.99 = $109.98 + $19.00 "
                        "tax/fees = $128.98; est. total $322.45 (was $193.47)",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                        "ev_24",
                    ),
                    it(
                        "Extra hold HLD-7730415, $128.98 on Visa ****2231; reported to her",
                        "ev_24",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Drop-off must stay Bellmoor Airport (she flies out from there Tue)",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "LDW offered by agent for the remaining 4 days ($29.99/day, $119.96): "
                        "declined, her credit card covers collision",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "She wants her husband added as a driver (needs to drive tomorrow); "
                        "nothing proposed yet",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ines Calloway contacted Corvane because she needed to keep her current "
                    "rental car two more days.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After verifying her with the card ending 2231, the agent found that her "
                        "Midsize SUV was due back at Bellmoor Airport on Sunday, October 12 at "
                        "10:00 am.",
                        "ev_4",
                        "ev_6",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "The agent quoted two extra days at $54.99 a day, $128.98 with taxes and "
                        "fees, and once Ines said yes the rental was extended to Tuesday, October "
                        "14 at 10:00 am, with the return still at Bellmoor Airport.",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                        "ev_24",
                    ),
                    it(
                        "The new estimated total is $322.45, and an additional hold of $128.98 "
                        "was placed on her Visa ending 2231.",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "The agent also offered the Loss Damage Waiver for the rest of the "
                        "rental at $29.99 a day, but Ines declined because her credit card "
                        "covers collision.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Ines needs to drop the car off at the airport, since she is flying out "
                        "from there on Tuesday.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether her husband can be added as a driver, since "
                        "he needs to drive tomorrow.",
                        "ev_30",
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
                    "The agent also offered the Loss Damage Waiver for the rest of the rental, "
                    "and it was added at $29.99 a day, $119.96 for the 4 remaining days.",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "it was added at $29.99 a day",
                "the ledger holds no action for the LDW: the agent only offered it (ev_27) and "
                "Ines declined, her credit card covers collision (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("Husband added as 2nd driver so he can drive tomorrow", "ev_30"),
                "false_status:no_such_action",
                "Husband added as 2nd driver",
                "she has only just asked whether her husband can be added (ev_30); nothing was "
                "proposed and the ledger holds no add_driver action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Extra hold HLD-7730415, $109.98 on Visa ****2231; reported to her",
                    "ev_24",
                    "ev_27",
                ),
                "wrong_amount",
                "$109.98",
                "the additional hold is $128.98 (ev_24, ev_27); $109.98 is the extension charge "
                "before the $19.00 taxes and fees (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agent quoted two extra days at $54.99 a day, $128.98 with taxes and "
                    "fees, and once Ines said yes the rental was extended to October 15 at 10:00 "
                    "am, with the return still at Bellmoor Airport.",
                    "ev_15",
                    "ev_17",
                    "ev_19",
                    "ev_24",
                ),
                "wrong_date",
                "October 15",
                "the rental was extended to 2025-10-14T10:00, Tuesday, October 14 (ev_17, ev_24)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Ines asked not to return the car to the airport, since she is flying out "
                    "on Tuesday.",
                    "ev_19",
                ),
                "inverted_constraint",
                "asked not to return the car to the airport",
                "she said it has to stay the airport for drop off, because she flies out from "
                "there (ev_19)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "LDW: she asked about adding it for the remaining 4 days ($29.99/day, "
                    "$119.96), then declined, her credit card covers collision",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "she asked about adding it",
                "the agent brought up the LDW on its own (ev_27); Ines never asked about it, she "
                "only declined (ev_28)",
            ),
        ],
    },
    "carrental-extend@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ines calloway, rental RA-58213076: keep car 2 more days + add husband as "
                    "driver",
                    "ev_2",
                    "ev_6",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "extended to 2025-10-14 10:00, bellmoor airport. $128.98 extra, new est "
                        "total $322.45, hold HLD-7730415",
                        "ev_19",
                        "ev_24",
                    ),
                    it("ldw offered, declined (card covers collision)", "ev_27", "ev_28"),
                    it(
                        "add driver rupert calloway (spouse, $0, lic WDL-448-2097-R WA) - she "
                        "said yes, call FAILED: LICENSE_VERIFICATION_FAILED, not added",
                        "ev_32",
                        "ev_34",
                        "ev_36",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("return stays at airport, she flies out tue", "ev_19"),
                ],
                next_steps=[
                    it(
                        "tell ines the license check failed, recheck license number / dob with her",
                        "ev_32",
                        "ev_40",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ines Calloway wanted to extend her rental RA-58213076 by two days and add "
                    "her husband as a driver.",
                    "ev_2",
                    "ev_6",
                    "ev_30",
                ),
                decisions=[
                    it(
                        "The rental was extended after her yes; it is now due back on Tuesday, "
                        "October 14 at 10:00 am at Bellmoor Airport, for $128.98 more ($322.45 "
                        "estimated total).",
                        "ev_17",
                        "ev_19",
                        "ev_24",
                    ),
                    it(
                        "An extra hold of $128.98 (HLD-7730415) was placed on her Visa ending "
                        "2231.",
                        "ev_24",
                    ),
                    it("She declined the Loss Damage Waiver the agent offered.", "ev_27", "ev_28"),
                    it(
                        "The agent tried to add her husband, Rupert Calloway, as an additional "
                        "driver at no charge after she said yes, but the call failed: his license "
                        "number could not be matched to his name and date of birth, so he was "
                        "not added.",
                        "ev_34",
                        "ev_36",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("The car must be returned to Bellmoor Airport.", "ev_19"),
                ],
                open_threads=[
                    it("The failed driver add has not been explained to Ines yet.", "ev_40"),
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
                    "After she said yes, her husband Rupert Calloway was added as an additional "
                    "driver at no charge, so he can drive tomorrow.",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:failed_call",
                "was added as an additional driver",
                "add_driver act_35 executed in the ledger, but its result is the error "
                "LICENSE_VERIFICATION_FAILED: the driver was not added (ev_40)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "extension to 2025-10-14 10:00 bellmoor airport proposed ($128.98), not "
                    "confirmed yet",
                    "ev_17",
                    "ev_24",
                ),
                "false_status:other_status",
                "not confirmed yet",
                "she said yes (ev_19) and extend_rental act_18 executed (ev_23): the rental is "
                "extended to 2025-10-14T10:00 (ev_24)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "add driver rupert calloway (spouse, $0, lic WDL-448-2079-R WA) - she said "
                    "yes, call FAILED: LICENSE_VERIFICATION_FAILED, not added",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                    "ev_40",
                ),
                "wrong_id",
                "WDL-448-2079-R",
                "the license number she gave and the agent sent is WDL-448-2097-R (ev_32, ev_34)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "add driver rupert calloway (spouse, $0, lic WDL-448-2097-R OR) - she said "
                    "yes, call FAILED: LICENSE_VERIFICATION_FAILED, not added",
                    "ev_32",
                    "ev_34",
                    "ev_36",
                    "ev_40",
                ),
                "wrong_value:license_state",
                "WDL-448-2097-R OR",
                "the license was issued in Washington (ev_32), sent as WA (ev_34)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The rental was extended after her yes; it is now due back on Tuesday, "
                    "October 14 at 10:00 am at Bellmoor Airport, for $128.98 more ($193.47 "
                    "estimated total).",
                    "ev_17",
                    "ev_19",
                    "ev_24",
                ),
                "wrong_amount",
                "$193.47 estimated total",
                "$193.47 was the estimated total before the extension; it is now $322.45 "
                "(ev_17, ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("The car must be returned to Bellmoor Airport.", "ev_31"),
                "unsupported_ref",
                "The car must be returned to Bellmoor Airport.",
                "ev_31 is the agent's note on adding a spouse at no charge; her requirement to "
                "drop off at the airport is ev_19",
            ),
        ],
    },
}
