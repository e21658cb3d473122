"""Hand-written candidate summaries, part 3: parts@m14, parts@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "autorepair-parts@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Hana Whitcombe is getting a leaking water pump and a cracked serpentine "
                    "belt replaced on her 2014 Toyota Sienna (RO-24911).",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "She chose the aftermarket GoldLine pump from Keystone Parts Supply "
                        "($168.75) over the OEM Aisin pump ($312.40) that the agent recommended.",
                        "ev_14",
                        "ev_18",
                    ),
                    it("She also wants the serpentine belt replaced.", "ev_18"),
                    it(
                        "She said yes to authorizing the work for $698.66 with tax and to "
                        "ordering the pump and belt from Keystone; neither has been done yet.",
                        "ev_20",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "The van has to be back by Friday, October 24, for her daughter's "
                        "tournament on Saturday.",
                        "ev_15",
                        "ev_16",
                    ),
                    it("Anything over $800 in total needs a call to her first.", "ev_18"),
                ],
                next_steps=[
                    it(
                        "Authorize the work on RO-24911 and place the Keystone order; the van "
                        "is promised for Thursday, October 23 by 4:00 pm.",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Hana Whitcombe (C-12266), '14 Sienna WHT-5530, RO-24911: water pump "
                    "weeping + serpentine belt cracked",
                    "ev_6",
                    "ev_12",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Pump options: OEM Aisin WPT-190 (Halvorsen Toyota) $312.40, arr. Thu "
                        "10/23, 24-mo wty; aftermarket GoldLine GL-WP4417 (Keystone) $168.75, "
                        "arr. Wed 10/22 AM, 12-mo wty. Agent recommended OEM",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "All-in w/ belt + tax: OEM $850.22 vs aftermarket $698.66; she picked "
                        "aftermarket + belt",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "authorize_work ($698.66: L1 pump w/ coolant, L2 belt) + order_parts "
                        "(Keystone: GL-WP4417 $168.75, 6PK2275 $46.90) approved on her yes; "
                        "neither call made yet",
                        "ev_20",
                        "ev_23",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Van back by Fri 10/24 (daughter's tournament Sat)", "ev_15", "ev_16"),
                    it("Call her before exceeding $800 all-in", "ev_18"),
                ],
                next_steps=[
                    it("Run authorize_work + order_parts; promised Thu 10/23 4:00 pm", "ev_20"),
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
                    "She said yes, and the work was authorized for $698.66 with tax and the "
                    "pump and belt were ordered from Keystone.",
                    "ev_20",
                    "ev_23",
                ),
                "false_status:pending",
                "the pump and belt were ordered from Keystone",
                "act_21 and act_22 are approved (ev_24, ev_25) but no authorize_work or "
                "order_parts call has been made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "authorize_work ($698.66: L1 pump w/ coolant, L2 belt) + order_parts "
                    "(Halvorsen Toyota: Aisin WPT-190 $312.40, 6PK2275 $46.90) approved on her "
                    "yes; neither call made yet",
                    "ev_20",
                    "ev_23",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_target",
                "Halvorsen Toyota: Aisin WPT-190 $312.40",
                "the approved order act_22 is for the aftermarket GL-WP4417 from Keystone Parts "
                "Supply (ev_20, ev_22); the OEM Aisin pump was the option she did not choose "
                "(ev_18)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it("She asked for the van to be ready Thursday, October 23 by 4:00 pm.", "ev_20"),
                "misattributed_decision",
                "She asked for the van to be ready Thursday",
                "Thursday by 4:00 pm is the agent's promise in its confirmation (ev_20); she "
                "asked for the van back by Friday (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it("OK to go past $800 all-in, no need to call", "ev_18"),
                "inverted_constraint",
                "OK to go past $800 all-in, no need to call",
                "she said 'just don't go over 800 all in without calling me first' (ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "She chose the aftermarket GoldLine pump from Keystone Parts Supply "
                    "($186.75) over the OEM Aisin pump ($312.40) that the agent recommended.",
                    "ev_14",
                    "ev_18",
                ),
                "wrong_amount",
                "$186.75",
                "the aftermarket GoldLine pump is $168.75 (ev_12, ev_14, ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("Van back by Sat 10/25 (daughter's tournament)", "ev_15", "ev_16"),
                "wrong_date",
                "Sat 10/25",
                "she needs the van by Friday (2025-10-24); Saturday is the tournament (ev_15, "
                "ev_16)",
            ),
        ],
    },
    "autorepair-parts@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Hana Whitcombe (C-12266): replace the leaking water pump and cracked belt "
                    "on her '14 Sienna, RO-24911",
                    "ev_6",
                    "ev_12",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Aftermarket GoldLine GL-WP4417 from Keystone chosen over the OEM Aisin "
                        "the agent recommended; belt too",
                        "ev_14",
                        "ev_18",
                    ),
                    it(
                        "authorize_work executed: $698.66 authorized on RO-24911, promised Thu "
                        "10/23 4:00 pm",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "order_parts to Keystone failed: OUT_OF_STOCK, GL-WP4417 not available "
                        "until 10/28; nothing ordered",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Van back by Fri 10/24 (tournament Sat)", "ev_15", "ev_16"),
                    it("Call before going over $800 all-in", "ev_18"),
                ],
                open_threads=[
                    it(
                        "No pump on order: Keystone's 10/28 misses her Friday deadline, and the "
                        "OEM route ($850.22 all-in) is over her $800 limit",
                        "ev_15",
                        "ev_17",
                        "ev_18",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Hana the order failed; call her before anything that goes over $800",
                        "ev_18",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "hana whitcombe sienna WHT-5530 - water pump + belt, RO-24911",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "went w/ aftermarket pump from keystone ($168.75), not the oem one",
                        "ev_14",
                        "ev_18",
                    ),
                    it("work authorized $698.66, ready thu 10/23 4pm", "ev_28"),
                    it(
                        "keystone parts order FAILED - pump out of stock til 10/28, nothing "
                        "ordered",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("needs van back by friday", "ev_15"),
                    it("dont go over $800 w/o calling", "ev_18"),
                ],
                next_steps=[
                    it("tell hana about the parts order, figure out another pump", "ev_32"),
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
                    "order_parts to Keystone placed: GL-WP4417 + 6PK2275, pump due Wed 10/22 AM",
                    "ev_14",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:failed_call",
                "order_parts to Keystone placed",
                "the order returned OUT_OF_STOCK and was not placed (ev_32); the ledger says "
                "executed (ev_31)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it("keystone order went thru, pump + belt coming tmrw am", "ev_30", "ev_31"),
                "false_status:failed_call",
                "keystone order went thru",
                "order_parts returned OUT_OF_STOCK, no items ordered (ev_32), though act_22 is "
                "executed (ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it("work authorization didnt go thru either", "ev_28"),
                "false_status:other_status",
                "didnt go thru",
                "authorize_work act_21 executed and returned status authorized, $698.66 (ev_27, "
                "ev_28); only the parts order failed",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "order_parts to Keystone failed: OUT_OF_STOCK, GL-WP4417 not available "
                    "until 10/28; nothing ordered",
                    "ev_14",
                    "ev_20",
                ),
                "unsupported_ref",
                "not available until 10/28",
                "ev_14 (the pump options) and ev_20 (the confirmation) hold neither the failed "
                "order nor the 10/28 date; those are ev_31 and ev_32",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "authorize_work executed: $850.22 authorized on RO-24911, promised Thu "
                    "10/23 4:00 pm",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_amount",
                "$850.22 authorized",
                "$850.22 is the OEM route she did not choose; $698.66 was authorized (ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "keystone parts order FAILED - pump out of stock til 10/23, nothing ordered",
                    "ev_32",
                ),
                "wrong_date",
                "til 10/23",
                "Keystone's next availability is 2025-10-28 (ev_32); 10/23 is the OEM pump's "
                "delivery date (ev_14)",
            ),
        ],
    },
}
