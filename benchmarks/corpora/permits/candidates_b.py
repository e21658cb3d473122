"""Hand-written candidate summaries, part 2: deck@m16, electrical@m12.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "permits-deck@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Bram Steadley (Steadley Build Co, CR-20417), authorized by owner Lionel "
                    "Fairweather, getting deck permit BP-26-00398 at 1190 Orchard Vale Rd "
                    "through plan review",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Examiner Ruth Abernethy returned PR-26-0318 on 3/6 with 2 corrections "
                        "(S-2 ledger flashing and lag spacing, S-3 stair guard)",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Revised sheets DOC-7731 + DOC-7732 resubmitted after his yes: "
                        "RS-26-0144, standard re-review, decision due 3/25; no surcharge. In "
                        "review, not approved",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Desk sign-off he asked for: refused, only the examiner approves plans",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("No expedite: the owner won't pay another $185", "ev_16"),
                ],
                rejected=[
                    it(
                        "Expedited re-review (3 business days, $185.00 surcharge), suggested by "
                        "the agent: declined",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "He asks whether they can start digging footings before the decision; "
                        "unanswered",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A resubmission of corrected plans was requested by contractor Bram "
                    "Steadley for the deck permit BP-26-00398 at 1190 Orchard Vale Road, on "
                    "behalf of the owner, Lionel Fairweather.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Two corrections were required by plan examiner Ruth Abernethy on March "
                        "6: the ledger board flashing on sheet S-2 and the stair guard on sheet "
                        "S-3.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "The revised sheets DOC-7731 and DOC-7732 were resubmitted for standard "
                        "re-review as RS-26-0144 once he confirmed; a decision is expected by "
                        "March 25, and the plans have not been approved.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "The deck lighting permit EP-26-01190 was left as it is, since it has "
                        "already been issued.",
                        "ev_13",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "His request for the desk to sign off on the plans was refused, as only "
                        "the examiner can approve them.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The $185.00 expedite surcharge for a 3-business-day re-review was "
                        "declined, because the owner is not willing to pay it.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked whether the footings can be dug before the decision; no "
                        "answer has been given yet.",
                        "ev_27",
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
                    "The revised sheets DOC-7731 and DOC-7732 were resubmitted as RS-26-0144 "
                    "once he confirmed, and the plans were approved by the examiner on "
                    "re-review.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "the plans were approved by the examiner on re-review",
                "resubmit_corrections act_19 only sent the sheets back to the examiner: "
                "RS-26-0144 is in review, decision by March 25, not approved (ev_24, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Revised sheets DOC-7731 + DOC-7732 resubmitted under EP-26-01190 after his "
                    "yes: RS-26-0144, standard re-review, decision due 3/25; no surcharge. In "
                    "review, not approved",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "resubmitted under EP-26-01190",
                "the resubmission act_19 is on the deck permit BP-26-00398 (ev_19, ev_22); "
                "EP-26-01190 is the issued deck lighting permit, not affected (ev_18)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Footing excavation cleared to start ahead of the examiner's decision",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "cleared to start",
                "he only asked whether they can dig the footings (ev_27); nothing was answered "
                "or done, and the ledger holds no such action",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Expedited re-review (3 business days, $185.00 surcharge), which he asked "
                    "about first: declined",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "which he asked about first",
                "the agent raised and recommended the expedite (ev_15); he only declined it "
                "(ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[1]",
                it(
                    "The $370.00 expedite surcharge for a 3-business-day re-review was "
                    "declined, because the owner is not willing to pay it.",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_amount",
                "$370.00 expedite surcharge",
                "the expedite surcharge is $185.00 (ev_13, ev_15); $370.00 is the plan review "
                "fee already paid (ev_13)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Two corrections were required by plan examiner Ruth Abernethy on March "
                    "10: the ledger board flashing on sheet S-2 and the stair guard on sheet "
                    "S-3.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_date",
                "on March 10",
                "the examiner's decision is dated March 6 (ev_13, ev_15); March 10 is when the "
                "revised sheets were uploaded",
            ),
        ],
    },
    "permits-electrical@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Ines Calloway (Brightline Electric, CR-31562) booking the rough-in for "
                    "EP-26-01187, 56 Wexcombe Ln (owner Harold Pembry)",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "Wed 3/18 AM (8-12) rough-in confirmed; booking call failed, window "
                        "filled, nothing booked. Not yet told to her",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it("Service change already passed 3/4 (INS-26-03920)", "ev_13", "ev_15"),
                ],
                constraints=[
                    it("Before the drywall, Mon 3/23", "ev_2"),
                    it("Mornings only", "ev_2"),
                ],
                open_threads=[
                    it("Other AM slots before 3/23: Thu 3/19, Fri 3/20", "ev_13", "ev_15"),
                ],
                next_steps=[
                    it("Tell her 3/18 failed; offer 3/19 or 3/20 AM", "ev_15", "ev_23"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ines Calloway of Brightline Electric wants to book the electrical rough-in "
                    "inspection for permit EP-26-01187 at 56 Wexcombe Lane.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "The agent confirmed that Brightline Electric is authorized on the "
                        "permit by the owner, Harold Pembry.",
                        "ev_5",
                        "ev_15",
                    ),
                    it(
                        "The agent recommended the Wednesday, March 18 morning slot so that a "
                        "re-inspection could still fit before the drywall, and Ines agreed.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "After she said yes, the agent tried to book the March 18 morning "
                        "inspection, but the system returned an error: the window had filled "
                        "and no inspection was booked.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "The inspection must happen before the drywall crew arrives on Monday, "
                        "March 23.",
                        "ev_2",
                    ),
                    it(
                        "Ines can only do mornings, because she is on another job in the "
                        "afternoons.",
                        "ev_2",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Ines know the booking failed and offer the remaining morning slots "
                        "on March 19 and March 20.",
                        "ev_15",
                        "ev_23",
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
                    "After she said yes, the rough-in inspection was booked for Wednesday, "
                    "March 18, in the morning window.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "was booked for Wednesday, March 18",
                "schedule_inspection act_18 executed but its result is an error: the window "
                "filled, no inspection was booked (ev_23, is_error)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "Ines can only do afternoons, because she is on another job in the mornings.",
                    "ev_2",
                ),
                "inverted_constraint",
                "can only do afternoons",
                "she asked for mornings only, because she is on another job in the afternoons "
                "(ev_2)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Ines asked for the earliest morning slot, March 18, to leave room for a "
                    "re-inspection before the drywall.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Ines asked for the earliest morning slot",
                "the agent recommended March 18 to leave room for a re-inspection (ev_15); she "
                'only answered "18th is good" (ev_16)',
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Before the drywall, Mon 3/30", "ev_2"),
                "wrong_date",
                "Mon 3/30",
                "the drywall crew comes on Monday, March 23 (ev_2, ev_3)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it("Service change already passed 3/4 (INS-26-03290)", "ev_13", "ev_15"),
                "wrong_id",
                "INS-26-03290",
                "the service change inspection is INS-26-03920 (ev_13, ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it("Other AM slots before 3/23: Thu 3/19, Fri 3/20", "ev_2", "ev_3"),
                "unsupported_ref",
                "Thu 3/19, Fri 3/20",
                "ev_2 and ev_3 are her request and its fact; the open slots are in ev_13 and ev_15",
            ),
        ],
    },
}
