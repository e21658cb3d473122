"""Hand-written candidate summaries, part 2: exam@m20, bond@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "customs-exam@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Perpetua Ashdown-Vell (Ravelin Textiles, IMP-51893) wants both Stellan Bay "
                    "containers out; the yarn is needed at the mill Monday",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "RVLU3318204 (wool yarn, ENT-0416102) is on exam hold HLD-22871 ordered "
                        "by the customs authority; packing list PL-RV-0309 and mill cert "
                        "MC-4471 sent (EXD-5190): received, hold stays, exam not scheduled",
                        "ev_12",
                        "ev_16",
                        "ev_23",
                        "ev_31",
                    ),
                    it(
                        "RVLU3318210 (cotton twill, released 3/10): pickup PU-30552 booked Fri "
                        "3/12 12:00-16:00, within free time",
                        "ev_12",
                        "ev_35",
                    ),
                    it(
                        "Saturday 07:00-11:00 window offered by the agent; she declined",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("No weekend deliveries: her warehouse is shut Sat and Sun", "ev_21"),
                ],
                open_threads=[
                    it(
                        "Her request to release the yarn was refused: only the customs "
                        "authority can lift HLD-22871, after the exam; exam fees est. $420, "
                        "billed to her",
                        "ev_15",
                        "ev_16",
                        "ev_20",
                    ),
                    it(
                        "Free storage ends 3/12, then $95.00/day per container",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("Report EXD-5190 and PU-30552 to her (not told yet)", "ev_31", "ev_35"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Help was requested by Perpetua Ashdown-Vell of Ravelin Textiles to get two "
                    "containers from the Stellan Bay released.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It was explained that container RVLU3318204 is held under HLD-22871 for "
                        "an intensive examination ordered by the customs authority, and that it "
                        "cannot be released by the desk.",
                        "ev_12",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "The packing list PL-RV-0309 and the mill certificate MC-4471 were "
                        "submitted to the customs authority (submission EXD-5190); the hold "
                        "remains in place and no exam date has been set.",
                        "ev_16",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "A pickup of the released container RVLU3318210 was booked for Friday, "
                        "March 12, 2027 between 12:00 and 16:00 (PU-30552), with no storage due.",
                        "ev_21",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Deliveries are not to be made on a weekend, since her warehouse is "
                        "closed on Saturdays and Sundays.",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "A Saturday morning window offered by the agent was turned down.",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it(
                        "Exam fees, estimated at $420.00, are to be billed to Ravelin Textiles, "
                        "and free storage ends on March 12.",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it(
                        "The results of both calls are still to be reported to Perpetua.",
                        "ev_31",
                        "ev_35",
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
                    "The packing list PL-RV-0309 and the mill certificate MC-4471 were submitted "
                    "to the customs authority (submission EXD-5190), and the hold on "
                    "RVLU3318204 was lifted.",
                    "ev_16",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "the hold on RVLU3318204 was lifted",
                "submit_exam_documents act_24 only delivered the documents: the hold remains "
                "until the customs authority completes the exam, which is not scheduled (ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "RVLU3318204 (wool yarn): pickup PU-30552 booked Fri 3/12 12:00-16:00, "
                    "within free time",
                    "ev_12",
                    "ev_35",
                ),
                "false_status:other_target",
                "RVLU3318204 (wool yarn): pickup PU-30552 booked",
                "the pickup (schedule_pickup act_25, ev_35) is for the released RVLU3318210; "
                "the yarn container is on hold HLD-22871 (ev_12)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "A weekend delivery is acceptable, since her warehouse is open on Saturdays.",
                    "ev_21",
                ),
                "inverted_constraint",
                "A weekend delivery is acceptable",
                "she ruled out weekend deliveries: the warehouse is shut Saturday and Sunday "
                "(ev_21)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[1]",
                it("Free storage ends 3/12, then $190.00/day per container", "ev_12", "ev_15"),
                "wrong_amount",
                "$190.00/day per container",
                "storage after free time is $95.00 a day per container (ev_12, ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Perpetua floated the Saturday 07:00-11:00 window, then settled on Friday "
                    "afternoon",
                    "ev_20",
                    "ev_21",
                ),
                "misattributed_decision",
                "Perpetua floated the Saturday 07:00-11:00 window",
                "the agent offered the Saturday window (ev_20); Perpetua refused weekend "
                "deliveries (ev_21)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A pickup of the released container RVLU3318210 was booked for Monday, March "
                    "15, 2027 between 12:00 and 16:00 (PU-30552), with no storage due.",
                    "ev_21",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_date",
                "Monday, March 15, 2027",
                "PU-30552 is on Friday, March 12, 2027 (ev_33, ev_35)",
            ),
        ],
    },
    "customs-bond@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Idris Fallowmere of Tolland Cycle Parts, a first-time importer, needs a "
                    "customs bond for a truck of bicycle parts arriving at Kestle Gap tomorrow.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The truck is PRO KG-60318, carrying drivetrain components with a "
                        "declared value of $38,250.00, due on March 12; the estimated duty is "
                        "$1,989.00 at 5.2%.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Idris chose a single-entry bond for this truck only, because they "
                        "import about twice a year, and did not take the continuous bond the "
                        "agent suggested.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "He approved buying the $41,000.00 single-entry bond from Gannet Mutual "
                        "Surety for a $164.00 premium on his Mastercard ending 2217, but the "
                        "purchase failed: the surety declined because there is no power of "
                        "attorney on file, and nothing was charged.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Only this shipment is to be bonded; no continuous bond.", "ev_18"),
                ],
                open_threads=[
                    it(
                        "He has not been told yet that the bond was declined, and a signed power "
                        "of attorney is needed before the surety will issue one.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Idris Fallowmere (Tolland Cycle Parts, IMP-62047, new importer): bond for "
                    "truck PRO KG-60318 at Kestle Gap, ETA 3/12",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Single-entry bond chosen: $41k coverage (value + est. duty, rounded "
                        "up), $164 premium, Mastercard ****2217",
                        "ev_15",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "purchase_single_entry_bond approved and called → FAILED: "
                        "surety_declined, no POA on file for IMP-62047; no premium charged; no "
                        "bond in place",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                rejected=[
                    it(
                        "Continuous bond ($50k, $520/yr) suggested by the agent; he declined: "
                        "imports ~2x/year",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell him the bond failed; a signed POA is needed first, then retry "
                        "before the truck arrives 3/12",
                        "ev_12",
                        "ev_26",
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
                    "purchase_single_entry_bond approved and called → bond issued by Gannet "
                    "Mutual, $164 charged to the Mastercard",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:failed_call",
                "bond issued by Gannet Mutual",
                "purchase_single_entry_bond act_21 is executed in the ledger but its result is "
                "an error: the surety declined, no premium charged (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "He approved buying the $41,000.00 single-entry bond from Gannet Mutual "
                    "Surety for a $146.00 premium on his Mastercard ending 2217, but the "
                    "purchase failed: the surety declined because there is no power of attorney "
                    "on file, and nothing was charged.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_amount",
                "$146.00 premium",
                "the single-entry premium is $164.00 (ev_15, ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Future shipments are to be covered too; he prefers a continuous bond.",
                    "ev_18",
                ),
                "inverted_constraint",
                "he prefers a continuous bond",
                "he asked for a single-entry bond, just this truck (ev_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Continuous bond ($50k, $520/yr) raised by Idris himself; dropped since "
                    "they import ~2x/year",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "raised by Idris himself",
                "the agent suggested the continuous bond (ev_17); Idris declined it (ev_18)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Single-entry bond chosen: $50k coverage (value + est. duty, rounded up), "
                    "$164 premium, Mastercard ****2217",
                    "ev_15",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_value:bond_amount",
                "$50k coverage",
                "the single-entry bond amount is $41,000 (ev_15, ev_20); $50,000 is the "
                "continuous bond's",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The truck is PRO KG-63018, carrying drivetrain components with a declared "
                    "value of $38,250.00, due on March 12; the estimated duty is $1,989.00 at "
                    "5.2%.",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_id",
                "PRO KG-63018",
                "the truck is PRO KG-60318 (ev_12, ev_17)",
            ),
        ],
    },
}
