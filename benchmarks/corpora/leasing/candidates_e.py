"""Hand-written candidate summaries, part 5: upgrade@m20, upgrade@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "leasing-upgrade@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ruairi Kisfaludy (Tamberlin Print Studio, KL-80251): faster laptops for "
                    "the design team (SCH-80251-01) for the new rendering software",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Upgrade UP-6051 placed after his yes: 5 × Norvane Slate 16 at $52.40 = "
                        "$262.00/mo, new 36-mo term from delivery (quote UQ-2290); old Slate "
                        "14s collected at delivery",
                        "ev_17",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Orrick Bay warehouse: 3 allocated, 2 backordered, confirmation "
                        "expected by 3/18, not yet confirmed",
                        "ev_30",
                        "ev_32",
                    ),
                    it("All 5 in one delivery, after the warehouse confirms", "ev_32", "ev_33"),
                ],
                constraints=[
                    it("Budget: max $280/mo", "ev_21"),
                    it("One delivery only, no second fee", "ev_33"),
                ],
                rejected=[
                    it(
                        "Slate 16 Pro ($61.90, $309.50/mo; agent's recommendation): proposed, "
                        "then rejected by his correction, over budget",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "Delivering 3 now and 2 later (two fees), offered: declined",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "Find a delivery slot for UP-6051 after the warehouse confirms",
                        "ev_30",
                        "ev_33",
                    )
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ruairi Kisfaludy of Tamberlin Print Studio wants to upgrade the design "
                    "team's five laptops, which are too slow for the new rendering software.",
                    "ev_2",
                    "ev_6",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "After Ruairi confirmed, upgrade UP-6051 was placed on schedule "
                        "SCH-80251-01: five Norvane Slate 16 laptops at $52.40 each, $262.00 a "
                        "month, on a new 36-month term.",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                    ),
                    it(
                        "The vendor's warehouse has allocated three units. The other two are "
                        "backordered, and the warehouse is expected to confirm them by March "
                        "18.",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "The front-office schedule SCH-80251-02 is not part of the upgrade.",
                        "ev_12",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Ruairi wants all five laptops in a single delivery and does not want "
                        "to pay two delivery fees.",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "The agent recommended the Slate 16 Pro at $309.50 a month. Ruairi "
                        "first agreed, then cancelled it before anything was placed because it "
                        "is over the $280 budget.",
                        "ev_17",
                        "ev_18",
                        "ev_19",
                        "ev_21",
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
                    "After Ruairi confirmed, upgrade UP-6051 was placed on schedule "
                    "SCH-80251-01: five Norvane Slate 16 Pro laptops at $61.90 each, $309.50 a "
                    "month, on a new 36-month term.",
                    "ev_19",
                    "ev_26",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "five Norvane Slate 16 Pro laptops at $61.90 each",
                "the 16 Pro upgrade (act_20) was rejected by his correction (ev_21, ev_23); "
                "UP-6051 (act_25) is 5 Slate 16 at $52.40 (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Orrick Bay warehouse: all 5 allocated and confirmed, ready to ship",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:wrong_effect",
                "all 5 allocated and confirmed",
                "the call allocated only 3; 2 are backordered pending the warehouse's "
                "confirmation by March 18 (ev_30, ev_32)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The front-office laptops on SCH-80251-02 were upgraded as well.",
                    "ev_12",
                    "ev_17",
                ),
                "false_status:other_target",
                "SCH-80251-02 were upgraded as well",
                "the upgrade covers only the design team's SCH-80251-01 (ev_24, ev_30); the "
                "agent said SCH-80251-02 stays as it is (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Upgrade UP-6051 placed after his yes: 5 × Norvane Slate 16 at $52.40 = "
                    "$309.50/mo, new 36-mo term from delivery (quote UQ-2290); old Slate 14s "
                    "collected at delivery",
                    "ev_17",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_amount",
                "$309.50/mo",
                "5 Slate 16 at $52.40 is $262.00 a month (ev_30); $309.50 is the rejected 16 "
                "Pro total",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Ruairi is happy to take the laptops in two deliveries, three now and two "
                    "later, even with a second fee.",
                    "ev_33",
                ),
                "inverted_constraint",
                "happy to take the laptops in two deliveries",
                "he wants all 5 together in one delivery, not two fees (ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The vendor's warehouse has allocated two units. The other three are "
                    "backordered, and the warehouse is expected to confirm them by March 18.",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_value:units",
                "allocated two units. The other three",
                "3 units are allocated and 2 backordered (ev_30, ev_32)",
            ),
        ],
    },
    "leasing-upgrade@m30": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "An upgrade of the design team's five laptops was requested by Ruairi "
                    "Kisfaludy of Tamberlin Print Studio.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Upgrade UP-6051 (five Norvane Slate 16, $262.00 a month) was placed; "
                        "three units were allocated and two are awaiting the warehouse's "
                        "confirmation, expected by March 18.",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "A delivery on Monday, March 23, 9 am-12 pm (DS-3202) was confirmed by "
                        "Ruairi, but the booking failed because two units are still awaiting "
                        "the warehouse; nothing was booked, and he was told so.",
                        "ev_41",
                        "ev_43",
                        "ev_47",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it(
                        "All five laptops are to come in one delivery; a split delivery is not "
                        "wanted.",
                        "ev_33",
                        "ev_49",
                    ),
                ],
                rejected=[
                    it(
                        "Delivering the three allocated laptops on the 23rd and the other two "
                        "later, for a second $95.00 fee, was offered again and was declined.",
                        "ev_48",
                        "ev_49",
                    ),
                    it(
                        "The Slate 16 Pro ($309.50 a month) was rejected earlier as over budget.",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "Ruairi is to be called on 503 555 0188 once the warehouse confirms, "
                        "and the delivery booked then.",
                        "ev_48",
                        "ev_49",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "ruairi KL-80251 - upgrade 5 design laptops, one delivery", "ev_2", "ev_33"
                ),
                decisions=[
                    it(
                        "UP-6051: 5x slate 16, 262/mo, 36 mo. 3 allocated, 2 waiting on "
                        "warehouse (by 3/18)",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "delivery mon 3/23 9-12 DS-3202 - he said yes but booking FAILED (units "
                        "not allocated). not booked, he knows",
                        "ev_41",
                        "ev_43",
                        "ev_47",
                        "ev_48",
                    ),
                ],
                constraints=[it("one delivery only, no 2nd fee", "ev_33", "ev_49")],
                rejected=[
                    it("split delivery 3 now + 2 later - declined again", "ev_48", "ev_49"),
                ],
                next_steps=[
                    it(
                        "call him back at +1 503-555-0188 when warehouse confirms, then book",
                        "ev_49",
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
                    "A delivery on Monday, March 23, 9 am-12 pm (DS-3202) was confirmed by "
                    "Ruairi and booked for all five laptops.",
                    "ev_41",
                    "ev_43",
                    "ev_47",
                    "ev_48",
                ),
                "false_status:failed_call",
                "booked for all five laptops",
                "the book_delivery call failed, units_not_allocated (ev_47, is_error), though "
                "the ledger says executed; the agent said nothing is booked (ev_48)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Ruairi suggested delivering the three allocated laptops on the 23rd and "
                    "the other two later, for a second $95.00 fee, but the idea was dropped.",
                    "ev_48",
                    "ev_49",
                ),
                "misattributed_decision",
                "Ruairi suggested delivering the three allocated laptops",
                "the split delivery was the agent's offer (ev_48); Ruairi refused it (ev_49)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "split delivery 3 now + 2 later (2nd fee 59) - declined again",
                    "ev_48",
                    "ev_49",
                ),
                "wrong_amount",
                "2nd fee 59",
                "the second delivery fee would be $95.00 (ev_48)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "UP-6051: 5x slate 16, 262/mo, 36 mo. 3 allocated, 2 waiting on warehouse "
                    "(by 3/23)",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_date",
                "(by 3/23)",
                "the warehouse is expected to confirm by March 18 (ev_30, ev_32); March 23 is "
                "the failed delivery date",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Upgrade UP-6015 (five Norvane Slate 16, $262.00 a month) was placed; three "
                    "units were allocated and two are awaiting the warehouse's confirmation, "
                    "expected by March 18.",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_id",
                "UP-6015",
                "the upgrade id is UP-6051 (ev_30, ev_32)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "call him back at +1 503-555-0188 when warehouse confirms, then book",
                    "ev_36",
                ),
                "unsupported_ref",
                "call him back at +1 503-555-0188",
                "ev_36 is the delivery slots result; the callback and his number are in ev_49",
            ),
        ],
    },
}
