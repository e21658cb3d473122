"""Hand-written candidate summaries, part 3: manager@m18, manager@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cleaning-manager@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Imogen Faulkbridge, Hesper Lettings (CL-22870): changes to tomorrow's "
                    "visits at 31 Garnet Terrace",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "BK-57409 (Flat 2A, Thu 3/5 1 pm, $144) cancelled: executed, not yet "
                        "confirmed to her",
                        "ev_14",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "$30 late fee (<48h notice) on Hesper Lettings' March invoice",
                        "ev_18",
                        "ev_20",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "2B (BK-57410) stays, tenant still in; 1A/1B untouched",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Fee waiver: she asked, agent refused (only billing can adjust)",
                        "ev_22",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it("Confirm the cancellation to Imogen", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Imogen from Hesper Lettings seems to be adjusting tomorrow's cleans at the "
                    "four flats at 31 Garnet Terrace.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "The Flat 2A visit, BK-57409 on Thursday March 5, appears to have been "
                        "cancelled after she agreed, because the tenant left early and the flat "
                        "is empty; the agent hasn't told her yet.",
                        "ev_15",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "A late-cancellation fee of $30.00 should apply, since the notice was "
                        "under 48 hours, and it will likely appear on Hesper Lettings' March "
                        "invoice.",
                        "ev_18",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Flat 2B (BK-57410) is to stay booked because its tenant is still there, "
                        "and Flats 1A (BK-57406) and 1B (BK-57407) should not be touched.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "She asked for the fee to be waived, but the agent said this can't be "
                        "done from the desk; only the billing team could adjust it.",
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
                "decisions[0]",
                it(
                    "BK-57410 (Flat 2B, Thu 3/5 3 pm, $144) cancelled: executed, not yet "
                    "confirmed to her",
                    "ev_14",
                    "ev_24",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_target",
                "BK-57410 (Flat 2B",
                "the cancelled visit is BK-57409, Flat 2A (ev_26, ev_28); 2B's BK-57410 stays, "
                "its tenant is still there (ev_15)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Imogen seems to have decided against cancelling the Flat 2A visit, "
                    "BK-57409 on Thursday March 5, once she heard about the fee, so it probably "
                    "still goes ahead.",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:other_status",
                "decided against cancelling",
                "she said 'fine, yes cancel it' (ev_24) and cancel_visit (act_21) was executed: "
                "BK-57409 is cancelled (ev_27, ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "$25 late fee (<48h notice) on Hesper Lettings' March invoice",
                    "ev_18",
                    "ev_20",
                    "ev_28",
                ),
                "wrong_amount",
                "$25 late fee",
                "the late-cancellation fee is $30.00 (ev_18, ev_20, ev_28)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Imogen herself pointed out that a late-cancellation fee of $30.00 applies "
                    "for notice under 48 hours, and it will likely appear on Hesper Lettings' "
                    "March invoice.",
                    "ev_18",
                    "ev_20",
                    "ev_28",
                ),
                "misattributed_decision",
                "Imogen herself pointed out",
                "the agent stated the $30.00 fee and the 48-hour rule (ev_20); Imogen only "
                "objected to it (ev_22)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "2B (BK-57401) stays, tenant still in; 1A/1B untouched",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_id",
                "BK-57401",
                "Flat 2B's booking is BK-57410 (ev_12, ev_14)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "The $30.00 fee also seems to have been waived, given her four years with "
                    "the service.",
                    "ev_22",
                    "ev_23",
                ),
                "false_status:no_such_action",
                "seems to have been waived",
                "the waiver was asked for (ev_22) and refused (ev_23); the ledger holds no "
                "waiver, and the cancel result bills the $30.00 (ev_28)",
            ),
        ],
    },
    "cleaning-manager@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Changes to Hesper Lettings' visits at 31 Garnet Terrace were requested by "
                    "Imogen Faulkbridge, together with an end-of-tenancy clean for the empty "
                    "Flat 2A.",
                    "ev_2",
                    "ev_6",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "The Flat 2A visit on March 5, BK-57409, was cancelled, and a $30.00 "
                        "late-cancellation fee is to be added to the March invoice; her request "
                        "to waive it was refused.",
                        "ev_22",
                        "ev_23",
                        "ev_28",
                        "ev_30",
                    ),
                    it("Flats 1A, 1B and 2B were left as booked.", "ev_15", "ev_30"),
                ],
                constraints=[
                    it(
                        "The end-of-tenancy clean is to be invoiced to Flat 2A's owner, Osric "
                        "Penhallow, not to Hesper Lettings and not to the tenant.",
                        "ev_31",
                    ),
                    it(
                        "The clean must be done before the new tenant moves in on the 16th.",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it(
                        "An end-of-tenancy clean of Flat 2A on Monday, March 9 at 9:00 am "
                        "($322.00, 7 hours) was proposed by the agent, but it has not been "
                        "confirmed: Imogen asked whether the oven is included.",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "imogen / hesper lettings CL-22870 - garnet terrace flats, 2A empty",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "2A visit BK-57409 (thu mar 5) cancelled, $30 late fee on march invoice, "
                        "waiver refused",
                        "ev_23",
                        "ev_28",
                        "ev_30",
                    ),
                    it("1A, 1B, 2B unchanged", "ev_30"),
                ],
                constraints=[
                    it(
                        "2A end clean billed to the owner osric penhallow, not hesper, not the "
                        "tenant",
                        "ev_31",
                    ),
                    it("before the new tenant moves in on the 16th", "ev_31"),
                ],
                open_threads=[
                    it(
                        "2A end-of-tenancy clean proposed mon mar 9 9am, 7h, $322 - NOT booked, "
                        "she asked if the oven is included (quote says oven is a $65 add-on)",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "An end-of-tenancy clean of Flat 2A was booked for Monday, March 9 at 9:00 "
                    "am ($322.00, 7 hours); Imogen has also asked whether the oven is included.",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:pending",
                "was booked for Monday, March 9",
                "book_clean for Flat 2A (act_38) is only proposed: she answered the "
                "confirmation with a question (ev_39), so it is pending, not booked",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("2A end clean billed to hesper, not the owner", "ev_31"),
                "inverted_constraint",
                "billed to hesper, not the owner",
                "she said the owner of 2A, Osric Penhallow, pays, not Hesper Lettings and not "
                "the tenant (ev_31)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "The clean must be done before the new tenant moves in on the 13th.",
                    "ev_31",
                ),
                "wrong_date",
                "on the 13th",
                "the new tenant moves in on the 16th (ev_31, ev_33)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "2A end-of-tenancy clean proposed mon mar 9 9am, 7h, $332 - NOT booked, she "
                    "asked if the oven is included (quote says oven is a $65 add-on)",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_amount",
                "$332",
                "7 hours at $46.00 is $322.00 (ev_35, ev_37)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Imogen asked for the end-of-tenancy clean of Flat 2A on Monday, March 9 at "
                    "9:00 am ($322.00, 7 hours), the earliest date; it has not been confirmed, "
                    "as she then asked whether the oven is included.",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "misattributed_decision",
                "Imogen asked for the end-of-tenancy clean of Flat 2A on Monday, March 9",
                "the agent picked March 9, the earliest date (ev_37); Imogen only said before "
                "the 16th (ev_31)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "2B end-of-tenancy clean proposed mon mar 9 9am, 7h, $322 - NOT booked, she "
                    "asked if the oven is included (quote says oven is a $65 add-on)",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_value:flat",
                "2B end-of-tenancy clean",
                "the end-of-tenancy clean is for the empty Flat 2A (AD-22870-2A, ev_31, ev_37); "
                "2B's tenant is still there (ev_15)",
            ),
        ],
    },
}
