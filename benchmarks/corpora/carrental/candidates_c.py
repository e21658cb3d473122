"""Hand-written candidate summaries, part 3: toll@m20, upgrade@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "carrental-toll@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Rafael Quintero (CU-38806), RA-59774310: toll billed after he returned the "
                    "car (returned 10/3 12:20, Bellmoor Airport)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "3 tolls billed 10/9 to Amex ****1009, $41.85 total incl. $5.95 admin "
                        "fee each: TL-88102 Harbor Bridge 9/30 $6.50; TL-88117 Quillon Expwy 10/2 "
                        "$8.75; TL-88140 Quillon Expwy 10/5 $8.75",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "refund_toll_charge TL-88140 (10/5, after return) executed after his yes "
                        "→ RF-4401975, $14.70 ($8.75 + $5.95) to Amex ****1009, posts in 3-5 "
                        "business days",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                    ),
                    it(
                        "TL-88102 + TL-88117 stay (during rental): $27.15 with fees",
                        "ev_25",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal (refund TL-88117, 10/2): rejected; he corrected himself, "
                        "he still had the car on the 2nd",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "TollEase pass ($11.99/rental day, no admin fees) offered: declined, "
                        "bringing his own transponder",
                        "ev_33",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Rafael Quintero asked about a toll charge on rental RA-59774310 from after "
                    "he returned the car.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "He returned the car at Bellmoor Airport on October 3 at 12:20 pm, and "
                        "three tolls were billed to his Amex ending 1009 for $41.85 in total.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "He first pointed to the October 2 Quillon Expressway toll, then "
                        "corrected himself because he still had the car that day, so that refund "
                        "was not made.",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "The October 5 toll, TL-88140, was refunded after his yes: $8.75 plus "
                        "the $5.95 admin fee, $14.70 in all, under refund RF-4401975.",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "The refund should post to his Amex in 3 to 5 business days.",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                rejected=[
                    it(
                        "He declined the TollEase pass for future rentals and will bring his own "
                        "transponder.",
                        "ev_33",
                        "ev_34",
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
                    "The October 2 Quillon Expressway toll he first pointed to was also "
                    "refunded, $14.70 with its admin fee.",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                ),
                "false_status:ledger_rejected",
                "was also refunded",
                "the refund of TL-88117 (act_21) was rejected by his correction (ev_22, ev_24): "
                "he still had the car on October 2; only TL-88140 was refunded (ev_31)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The $14.70 was put on his Corvane profile as a credit for his next rental.",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "put on his Corvane profile as a credit",
                "refund_toll_charge act_26 refunded $14.70 to his Amex ****1009, posting in 3-5 "
                "business days (ev_31, ev_33); no credit was made",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "TollEase pass added to his profile for future rentals ($11.99/rental day, "
                    "no admin fees)",
                    "ev_33",
                    "ev_34",
                ),
                "false_status:no_such_action",
                "TollEase pass added to his profile",
                "the agent only offered TollEase (ev_33) and he declined, he'll bring his own "
                "transponder (ev_34); the ledger holds no such action",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "TL-88102 + TL-88117 stay (during rental): $15.25 with fees",
                    "ev_25",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$15.25 with fees",
                "the two remaining tolls are $27.15 with their admin fees (ev_31, ev_33); $15.25 "
                "is the tolls alone ($6.50 + $8.75)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "He returned the car at Bellmoor Airport on October 5 at 12:20 pm, and three "
                    "tolls were billed to his Amex ending 1009 for $41.85 in total.",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_date",
                "October 5",
                "he returned the car on 2025-10-03 at 12:20 (ev_12, ev_17); October 5 is the "
                "date of the toll he disputed",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "refund_toll_charge TL-88140 (10/5, after return) executed after his yes → "
                    "RF-4401957, $14.70 ($8.75 + $5.95) to Amex ****1009, posts in 3-5 business "
                    "days",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                ),
                "wrong_id",
                "RF-4401957",
                "the refund id is RF-4401975 (ev_31, ev_33)",
            ),
        ],
    },
    "carrental-upgrade@m16": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "lena marchetti (club CC-4471902) wants dec reservation upgraded to suv for "
                    "ski trip",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "2 upcoming res: CV-30418862 compact dunmere nov 14-17 ($41.50/day), "
                        "CV-30419507 compact bellmoor airport dec 19-27 ($38/day, $304)",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "options dec: midsize suv $57/day (+$152, awd not guaranteed), standard "
                        "suv awd $66/day (+$224, awd guaranteed). agent suggested the awd",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "she picked standard suv awd. CV-30419507 changed after her yes: $66/day "
                        "x 8 = $528, est $619.24 w/ taxes",
                        "ev_17",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "nov res CV-30418862 stays compact, work trip, dont touch",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "ski rack: cant reserve, ask at airport counter ($12/day if available)",
                        "ev_20",
                    ),
                    it("confirm upgrade to lena (not told yet)", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Lena Marchetti seems to want her December reservation upgraded to an SUV "
                    "for a ski trip.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Of her two upcoming Compact bookings, only the December one, "
                        "CV-30419507 at Bellmoor Airport from December 19 to 27, appears to be "
                        "the one she wants changed.",
                        "ev_11",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "The agent recommended the Standard SUV AWD for mountain roads, and she "
                        "chose it over the Midsize SUV, which does not guarantee all-wheel drive.",
                        "ev_14",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After her yes, the reservation was changed to a Standard SUV AWD at "
                        "$66.00 a day, which should come to $528.00 before taxes, or roughly "
                        "$619.24 with taxes.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "She asked that the November reservation, CV-30418862, be left as a "
                        "Compact, since it is a work trip and work only pays for a Compact.",
                        "ev_11",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "A ski rack probably cannot be reserved ahead; she would need to ask at "
                        "the Bellmoor Airport counter, where it is $12 a day if one is available.",
                        "ev_20",
                    ),
                    it("The agent has not yet told her the upgrade went through.", "ev_26"),
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
                    "After her yes, reservation CV-30418862 was changed to a Standard SUV AWD at "
                    "$66.00 a day, which should come to $528.00 before taxes, or roughly $619.24 "
                    "with taxes.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:other_target",
                "CV-30418862 was changed",
                "change_vehicle_class act_21 changed CV-30419507, the December booking (ev_26); "
                "CV-30418862 is the November work trip she asked to leave alone (ev_17)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("ski rack added to dec res, $12/day", "ev_17", "ev_20"),
                "false_status:no_such_action",
                "ski rack added",
                "ski racks can't be reserved ahead, only rented at the counter if available "
                "(ev_20); the ledger holds no such action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "she picked standard suv awd. change to CV-30419507 proposed ($66/day x 8 = "
                    "$528), waiting for her yes",
                    "ev_17",
                    "ev_20",
                ),
                "false_status:other_status",
                "waiting for her yes",
                "she said yes (ev_22) and change_vehicle_class act_21 executed (ev_25): the "
                "result is status updated (ev_26)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After her yes, the reservation was changed to a Midsize SUV at $66.00 a "
                    "day, which should come to $528.00 before taxes, or roughly $619.24 with "
                    "taxes.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_value:vehicle_class",
                "Midsize SUV",
                "the reservation was changed to a Standard SUV AWD (ev_20, ev_26); the Midsize "
                "SUV ($57.00/day) was the option she did not take",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("nov res CV-30418862 change to suv too, work trip", "ev_17", "ev_20"),
                "inverted_constraint",
                "change to suv too",
                "she said only December, leave the November one alone, work only pays for a "
                "compact (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Lena said she needs the Standard SUV AWD for mountain roads and chose it "
                    "over the Midsize SUV, which does not guarantee all-wheel drive.",
                    "ev_14",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Lena said she needs the Standard SUV AWD for mountain roads",
                "the recommendation for mountain roads was the agent's (ev_16); Lena only said "
                '"ok the awd one" (ev_17)',
            ),
        ],
    },
}
