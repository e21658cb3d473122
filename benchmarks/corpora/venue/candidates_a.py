"""Hand-written candidate summaries, part 1: wedding@m18, wedding@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "venue-wedding@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Odette Ferreira (CL-40817) confirming her June wedding bookings before the "
                    "holds run out",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Reception EVT-51208 (Sat 6/20/2026, Quince Garden, 4-10 pm) booked: "
                        "$1,300.00 deposit charged to Visa ****2716 after her yes, receipt "
                        "PAY-738214; remaining $1,300 of the room fee + catering due 5/30",
                        "ev_13",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "No Assay Hall rain backup ($400 rain-plan fee, suggested by the agent): "
                        "she'll get a tent if it pours",
                        "ev_13",
                        "ev_14",
                    ),
                ],
                constraints=[
                    it(
                        "Rehearsal dinner EVT-51207 stays a hold, no deposit: it may move to his "
                        "parents' place, she'll know by Friday",
                        "ev_19",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "Charging both deposits ($550 + $1,300 on the Visa) rejected by her "
                        "correction: only the reception",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Hold EVT-51207 (rehearsal dinner, Fri 6/19, Cordwainers' Hall, $550 "
                        "deposit to confirm) expires Fri 3/13 at 5:00 pm",
                        "ev_11",
                        "ev_31",
                    ),
                    it(
                        "She asked whether the reception can run until 11:30 pm (the garden "
                        "ends at 10); not answered yet",
                        "ev_13",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Odette Ferreira reached out to secure her June wedding events before her "
                    "holds expired on Friday.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "After verifying her, the agent explained that she had two holds "
                        "expiring Friday, March 13: the rehearsal dinner on June 19 in "
                        "Cordwainers' Hall and the reception on June 20 in the Quince Garden.",
                        "ev_6",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Odette turned down the agent's suggestion to also hold Assay Hall as a "
                        "rain backup, saying they would get a tent if it rains.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "Once she confirmed, the $1,300 deposit for the reception was charged to "
                        "her Visa ending in 2716 (PAY-738214), and the reception is now booked.",
                        "ev_23",
                        "ev_25",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "The agent first proposed charging both deposits, but Odette corrected "
                        "this: only the reception should be paid for now, since the rehearsal "
                        "dinner might move to his parents' place.",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "The rehearsal dinner remains on hold and will be released if no deposit "
                        "is paid by Friday, March 13 at 5 pm.",
                        "ev_23",
                        "ev_31",
                    ),
                    it(
                        "Odette has just asked whether the reception can go until 11:30 pm.",
                        "ev_32",
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
                    "Once she confirmed, both deposits were charged to her Visa ending in 2716, "
                    "$550 for the rehearsal dinner and $1,300 for the reception, and both events "
                    "are now booked.",
                    "ev_16",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "both deposits were charged",
                "the two deposits proposed together (act_17, act_18) were rejected by her "
                "correction (ev_19, ev_21, ev_22); only the reception's $1,300 deposit (act_24) "
                "ran (ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Rehearsal dinner EVT-51207 (Fri 6/19/2026, Cordwainers' Hall, 6-10 pm) "
                    "booked: $550.00 deposit charged to Visa ****2716 after her yes, receipt "
                    "PAY-738214",
                    "ev_11",
                    "ev_25",
                    "ev_29",
                ),
                "false_status:other_target",
                "Rehearsal dinner EVT-51207 (Fri 6/19/2026, Cordwainers' Hall, 6-10 pm) booked",
                "the deposit that ran (act_24, ev_29) is the reception EVT-51208's; the rehearsal "
                "dinner EVT-51207 was left as a hold at her request (ev_19, ev_31)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "No Assay Hall rain backup ($250 rain-plan fee, suggested by the agent): "
                    "she'll get a tent if it pours",
                    "ev_13",
                    "ev_14",
                ),
                "wrong_amount",
                "$250 rain-plan fee",
                "the rain-plan fee the agent quoted is $400 (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The rehearsal dinner remains on hold and will be released if no deposit is "
                    "paid by Saturday, March 14 at 5 pm.",
                    "ev_23",
                    "ev_31",
                ),
                "wrong_date",
                "Saturday, March 14",
                "the hold expires on Friday, March 13 at 5:00 pm (ev_11, ev_23, ev_31)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Rehearsal dinner EVT-51207 must not be left as a hold: she wants it "
                    "confirmed together with the reception",
                    "ev_19",
                    "ev_23",
                ),
                "inverted_constraint",
                "must not be left as a hold",
                'she asked for the opposite: "only the reception ... leave that one as a '
                'hold" (ev_19)',
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Odette suggested holding Assay Hall as a rain backup for the reception, "
                    "then decided they would get a tent if it rains instead.",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "Odette suggested holding Assay Hall as a rain backup",
                "the agent suggested the Assay Hall rain backup (ev_13); Odette declined it "
                "(ev_14)",
            ),
        ],
    },
    "venue-wedding@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "odette ferreira CL-40817 - june wedding, reception booked, wants it to run "
                    "till 11:30pm",
                    "ev_6",
                    "ev_31",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "reception EVT-51208 6/20 quince garden booked, $1300 deposit paid on visa "
                        "2716 (PAY-738214)",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "late end req LER-3306 submitted: end 11:30pm not 10pm, $525 if approved "
                        "(3 x $175). pending w/ events mgr nadia strelbrook, answer by 3/18. NOT "
                        "approved yet",
                        "ev_36",
                        "ev_38",
                        "ev_43",
                        "ev_45",
                    ),
                    it(
                        "she said yes to extending rehearsal dinner hold EVT-51207 to fri 3/20 "
                        "5pm (only extension allowed). not done yet",
                        "ev_45",
                        "ev_47",
                    ),
                ],
                constraints=[
                    it("dj / amplified music till 11:30, no switching to acoustic", "ev_38"),
                ],
                next_steps=[
                    it("extend hold EVT-51207 to 3/20", "ev_45", "ev_47"),
                    it(
                        "if LER-3306 approved -> apply for city noise variance for music after "
                        "10pm",
                        "ev_34",
                        "ev_36",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Odette Ferreira appears to be finalizing the arrangements for her June 20 "
                    "wedding reception in the Quince Garden, including a later end time.",
                    "ev_31",
                    "ev_32",
                ),
                decisions=[
                    it(
                        "The reception (EVT-51208) seems to be booked, with the $1,300 deposit "
                        "charged earlier to her Visa ending 2716.",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "A request to extend the reception to 11:30 pm (LER-3306) was submitted "
                        "after her yes; it is still pending the events manager's approval, with "
                        "a decision expected by March 18, and a fee of $525 would apply only if "
                        "it is approved.",
                        "ev_38",
                        "ev_43",
                        "ev_45",
                    ),
                    it(
                        "She agreed to extend the rehearsal dinner hold (EVT-51207) by 7 days, to "
                        "March 20, although this does not appear to have been carried out yet.",
                        "ev_45",
                        "ev_47",
                    ),
                ],
                constraints=[
                    it(
                        "She was clear that the DJ should play until 11:30 and that she does not "
                        "want to switch to acoustic music.",
                        "ev_38",
                    ),
                ],
                open_threads=[
                    it(
                        "If the late end is approved, a city noise variance would likely still "
                        "be needed for amplified music after 10 pm.",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "Whether the rehearsal dinner stays at the venue apparently depends on "
                        "his mother, who hasn't made up her mind yet.",
                        "ev_19",
                        "ev_47",
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
                    "She agreed to extend the rehearsal dinner hold (EVT-51207) by 7 days, and "
                    "the hold has now been extended to March 20.",
                    "ev_45",
                    "ev_47",
                ),
                "false_status:pending",
                "the hold has now been extended to March 20",
                "the extension (act_46) is approved by her yes (ev_47, ev_49) but no "
                "extend_hold call has been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "late end LER-3306 approved: end 11:30pm not 10pm, $525 (3 x $175) added to "
                    "balance",
                    "ev_36",
                    "ev_38",
                    "ev_43",
                ),
                "false_status:wrong_effect",
                "LER-3306 approved",
                "request_late_end (act_37) only submitted the request: the result says "
                "pending_approval with the events manager (ev_43), and the agent says it isn't "
                "approved yet (ev_45)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A request to extend the reception to 11:30 pm (LER-3306) was submitted "
                    "after her yes; it is still pending the events manager's approval, with a "
                    "decision expected by March 18, and a fee of $350 would apply only if it is "
                    "approved.",
                    "ev_38",
                    "ev_43",
                    "ev_45",
                ),
                "wrong_amount",
                "a fee of $350",
                "the fee if approved is $525.00, 3 half-hours at $175 (ev_36, ev_43)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "next_steps[0]",
                it("extend hold EVT-51207 to 3/27", "ev_45", "ev_47"),
                "wrong_date",
                "3/27",
                "the extension she approved is to Friday, March 20, 2026 at 5:00 pm (ev_45, ev_48)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She was clear that the DJ should play until 11:00 and that she does not "
                    "want to switch to acoustic music.",
                    "ev_38",
                ),
                "wrong_value:time",
                "until 11:00",
                "she wants the DJ until 11:30 (ev_32, ev_38); the request is for 23:30 (ev_43)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "odette asked for a 7 day extension of rehearsal dinner hold EVT-51207, to "
                    "fri 3/20 5pm. yes given, not done yet",
                    "ev_45",
                    "ev_47",
                ),
                "misattributed_decision",
                "odette asked for a 7 day extension",
                "the agent offered the 7-day extension (ev_45); Odette only accepted it (ev_47)",
            ),
        ],
    },
}
