"""Hand-written candidate summaries, part 2: moveout@m16, moveout@m24, renewal@m18, parking@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "tenant-moveout@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Tomás Herrera (RES-47105, Juniper Row 604, lease LS-760388) giving notice to "
                    "vacate at lease end; moving to Portland for a job",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Lease ends Sat 2024-11-30; 60 days' notice required, so notice today "
                        "(Oct 1) is on time; keys due by noon on move-out day",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "submit_move_out_notice executed after his yes → MO-31185 received: keys "
                        "returned Fri 2024-11-29, lease end 2024-11-30, notice date 2024-10-01; "
                        "not yet reported to him",
                        "ev_21",
                        "ev_24",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Forwarding address: 4417 NE Going St, Apt 3, Portland, OR 97218",
                        "ev_15",
                        "ev_28",
                    ),
                    it(
                        "Nov rent owed in full; no proration for the early key return (agent)",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("Movers come Fri 11/29 in the morning; he drives up that night", "ev_19"),
                ],
                rejected=[
                    it(
                        "Notice with move-out Sat 11/30 (act_18): he's gone on the 29th",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell him MO-31185 is in; $1,500 deposit refund by mailed check within 21 "
                        "days of move-out, less any charges",
                        "ev_14",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "tomas herrera apt 604 juniper row - move out notice, end of nov",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "notice submitted + went thru: MO-31185, keys back fri 11/29, lease still "
                        "ends 11/30",
                        "ev_27",
                        "ev_28",
                    ),
                    it("fwd addr 4417 NE Going St apt 3 portland OR 97218", "ev_15"),
                    it("deposit 1500, refund by check to fwd addr w/in 21 days", "ev_14"),
                ],
                constraints=[
                    it("keys due by noon on move out day", "ev_14"),
                ],
                rejected=[
                    it("move out 11/30 version - no, movers come fri the 29th", "ev_17", "ev_19"),
                ],
                next_steps=[
                    it("tell tomas the notice is in (not told yet)", "ev_28"),
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
                    "notice submitted + went thru: MO-31185, move out sat 11/30 at lease end",
                    "ev_17",
                    "ev_28",
                ),
                "false_status:ledger_rejected",
                "move out sat 11/30",
                "the notice with move-out 2024-11-30 (act_18) was rejected by his correction "
                "(ev_19, ev_20); the executed notice act_23 has move-out 2024-11-29 (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("deposit refund 1500 sent to the portland address", "ev_14", "ev_28"),
                "false_status:no_such_action",
                "deposit refund 1500 sent",
                "no refund action exists; the refund is mailed within 21 days after move-out "
                "(ev_14, ev_28), which is November 29",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "notice submitted + went thru: MO-31185, keys back fri 11/22, lease still ends "
                    "11/30",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_date",
                "fri 11/22",
                "the keys go back on Friday, November 29 (ev_19, ev_28)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it("deposit 1525, refund by check to fwd addr w/in 21 days", "ev_14"),
                "wrong_amount",
                "deposit 1525",
                "the security deposit is $1,500.00 (ev_12, ev_14); $1,525 is the monthly rent "
                "(ev_12)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Tomás asked for the deposit refund as a mailed check to the Portland address",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Tomás asked for the deposit refund as a mailed check",
                "the mailed check is how the deposit is refunded, as the agent stated (ev_14); "
                "Tomás only gave his forwarding address (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Forwarding address: 4471 NE Going St, Apt 3, Portland, OR 97218",
                    "ev_15",
                    "ev_28",
                ),
                "wrong_value:address",
                "4471 NE Going St",
                "the forwarding address is 4417 NE Going St, Apt 3 (ev_15, ev_28)",
            ),
        ],
    },
    "tenant-moveout@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Tomás Herrera called to give notice on apartment 604 at Juniper Row Lofts, "
                    "since he is moving to Portland for a new job, and then to arrange the moving "
                    "elevator.",
                    "ev_2",
                    "ev_6",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "The corrected notice was submitted and confirmed to him as MO-31185: he "
                        "hands in his keys on Friday, November 29, and the lease ends November 30.",
                        "ev_27",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "The agent explained that November rent is still owed in full, because an "
                        "early key return is not prorated.",
                        "ev_21",
                    ),
                    it(
                        "For the move he picked the elevator's morning slot on November 29, 8 am "
                        "to noon, and said yes to the reservation, which carries a $200 refundable "
                        "deposit on his account; the booking itself has not been made yet.",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("His movers arrive at 8 in the morning on the 29th.", "ev_31"),
                ],
                rejected=[
                    it(
                        "The first draft of the notice, with a November 30 move-out date, was "
                        "turned down because he will already be gone by then.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent suggested a pre-move-out walkthrough about a week ahead; Tomás "
                        "did not take it up.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "Place the elevator reservation for Friday, November 29, 8:00-12:00 and "
                        "confirm it to him.",
                        "ev_37",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Tomás Herrera (Juniper Row 604): move-out notice + moving elevator",
                    "ev_2",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "Notice MO-31185 filed and reported: keys Fri 11/29, lease end 11/30, "
                        "refund check to 4417 NE Going St, Apt 3, Portland",
                        "ev_28",
                        "ev_30",
                    ),
                    it("Nov rent due in full (no proration for early keys)", "ev_21"),
                    it(
                        "book_amenity approved by his yes, not yet called: moving elevator Fri "
                        "11/29 08:00-12:00, $200 refundable deposit to his account",
                        "ev_37",
                        "ev_38",
                        "ev_39",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("Morning slot; movers arrive 8am", "ev_31", "ev_35"),
                ],
                rejected=[
                    it("Notice with move-out 11/30: he's out on the 29th", "ev_17", "ev_19"),
                ],
                open_threads=[
                    it("Pre-move-out walkthrough suggested by agent; unanswered", "ev_34"),
                ],
                next_steps=[
                    it("Call book_amenity, confirm the reservation", "ev_38", "ev_40"),
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
                    "Moving elevator booked: Fri 11/29 08:00-12:00, $200 refundable deposit on his "
                    "account",
                    "ev_37",
                    "ev_38",
                    "ev_39",
                ),
                "false_status:pending",
                "Moving elevator booked",
                "book_amenity act_38 is approved by his yes (ev_40) but no call was made; nothing "
                "is booked yet",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "A pre-move-out walkthrough was also scheduled for about a week before he "
                    "leaves.",
                    "ev_34",
                ),
                "false_status:no_such_action",
                "was also scheduled",
                "the walkthrough was only suggested by the agent (ev_34); the ledger holds no "
                "action for it",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "For the move he picked the elevator's morning slot on November 29, 8 am to "
                    "noon, and said yes to the reservation, which carries a $150 refundable "
                    "deposit on his account; the booking itself has not been made yet.",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_amount",
                "$150 refundable deposit",
                "the refundable deposit is $200.00 (ev_33, ev_34, ev_37)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Notice LS-760388 filed and reported: keys Fri 11/29, lease end 11/30, refund "
                    "check to 4417 NE Going St, Apt 3, Portland",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_id",
                "Notice LS-760388",
                "the notice id is MO-31185 (ev_28, ev_30); LS-760388 is the lease (ev_12)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("Afternoon slot; movers not there before noon", "ev_31", "ev_35"),
                "inverted_constraint",
                "Afternoon slot",
                "he asked for the morning: movers arrive at 8, the 8-12 slot (ev_31, ev_35)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "He asked for the $200 elevator deposit to be billed to his resident account.",
                    "ev_34",
                    "ev_35",
                ),
                "misattributed_decision",
                "He asked for the $200 elevator deposit to be billed",
                "billing the deposit to his account is the building's rule, stated by the tool "
                "and the agent (ev_33, ev_34); Tomás only chose the morning slot (ev_35)",
            ),
        ],
    },
    "tenant-renewal@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Dana Whitfield seems to want to renew her lease for Kestrel Point 2F at the "
                    "lowest monthly rent on offer.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Of the options (12 months at $1,940, 15 months at $1,895, month-to-month "
                        "at $2,310), she went with the 15-month term, which appears to be the "
                        "cheaper monthly rent.",
                        "ev_14",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After her yes, the renewal was accepted on her behalf as RN-22094, running "
                        "November 1, 2024 to January 31, 2026 at $1,895.00 per month; the "
                        "agreement was apparently emailed to dana.whitfield@example.net for "
                        "e-signature.",
                        "ev_22",
                        "ev_25",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "It is probably not final yet: she still needs to e-sign it by September "
                        "19.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want autopay and would rather pay the rent herself.",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Dana said she would sign the agreement tonight.", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Dana Whitfield (LS-749921, Kestrel Point 2F): renew at the cheaper rent.",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "15-month term chosen: $1,895/mo, 2024-11-01 to 2026-01-31 ($45/mo under "
                        "the 12-month's $1,940).",
                        "ev_14",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "accept_renewal executed → RN-22094, status sent_for_signature to "
                        "dana.whitfield@example.net; sign by 2024-09-19.",
                        "ev_25",
                        "ev_26",
                    ),
                    it("Rent fixed for the whole term.", "ev_16"),
                ],
                constraints=[
                    it("No autopay; she pays manually.", "ev_17", "ev_20"),
                ],
                rejected=[
                    it("Autopay (agent's suggestion): declined.", "ev_16", "ev_17"),
                ],
                next_steps=[
                    it("Dana e-signs tonight; renewal not final until signed.", "ev_28", "ev_29"),
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
                    "The renewal appears to be fully signed and final, so nothing more is needed "
                    "from her.",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "fully signed and final",
                "accept_renewal's result is sent_for_signature, sign by 2024-09-19 (ev_26); the "
                "agent said it isn't final until she signs (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("Autopay enrolled with the renewal.", "ev_16", "ev_20"),
                "false_status:no_such_action",
                "Autopay enrolled",
                "no autopay action exists; the agent suggested it (ev_16) and Dana declined "
                "(ev_17); payments stay manual (ev_20, ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "15-month term chosen: $1,940/mo, 2024-11-01 to 2026-01-31.",
                    "ev_14",
                    "ev_16",
                    "ev_17",
                ),
                "wrong_amount",
                "$1,940/mo",
                "the 15-month rent is $1,895/month (ev_14, ev_26); $1,940 is the 12-month rent",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After her yes, the renewal was accepted on her behalf as RN-22094, running "
                    "November 1, 2024 to October 31, 2025 at $1,895.00 per month; the agreement "
                    "was apparently emailed to dana.whitfield@example.net for e-signature.",
                    "ev_22",
                    "ev_25",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "to October 31, 2025",
                "the 15-month renewal ends January 31, 2026 (ev_26, ev_28); October 31, 2025 is "
                "the end of the 12-month option (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She would like autopay set up so the rent is paid automatically.",
                    "ev_17",
                ),
                "inverted_constraint",
                "She would like autopay set up",
                "Dana said no autopay, she likes to pay it herself (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "accept_renewal executed → RN-22094, status sent_for_signature to "
                    "dana.whitfield@example.net; sign by 2024-09-19.",
                    "ev_12",
                    "ev_14",
                ),
                "unsupported_ref",
                "RN-22094, status sent_for_signature",
                "ev_12 and ev_14 are the renewal offer; the acceptance, RN-22094 and the "
                "sign-by date are in ev_25 and ev_26",
            ),
        ],
    },
    "tenant-parking@m18": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "jordan pike wrenfield c-107 - swap parking permit from sold civic to new "
                    "tacoma, mazda stays",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it("civic permit PK-1183 removed eff 10/7", "ev_17", "ev_24", "ev_25"),
                    it(
                        "tacoma (2023, gray, CA 9BXT552) got PK-1260, surface lot $35/mo, 1st "
                        "charge nov 1",
                        "ev_15",
                        "ev_27",
                        "ev_28",
                    ),
                    it("no extra charge for oct, civic permit already billed", "ev_17"),
                    it(
                        "temp pass TP-1260 good thru 10/14, sticker at leasing office",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("cheaper option - surface not carport", "ev_15"),
                    it("dont touch sams mazda PK-1184", "ev_2", "ev_17"),
                ],
                next_steps=[
                    it("jordan picks up sticker tue-sat 9-6", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Jordan Pike needed to move a parking permit from the Honda Civic they sold to "
                    "their new truck.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Permit PK-1183 for the 2015 Honda Civic (CA 7LRM402) was removed as of "
                        "October 7.",
                        "ev_17",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "A surface-lot permit, PK-1260, was added for the 2023 Toyota Tacoma with "
                        "plate CA 9BXT552 at $35.00 a month, first billed with November rent.",
                        "ev_26",
                        "ev_27",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Sam's 2020 Mazda3 keeps its permit, PK-1184, unchanged.",
                        "ev_14",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Jordan wanted the cheaper option, so the surface lot was used instead of "
                        "the $55 covered carport.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it(
                        "Jordan needs to pick up the sticker at the leasing office and use "
                        "temporary pass TP-1260 until October 14.",
                        "ev_28",
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
                "decisions[2]",
                it(
                    "The permit for Sam's 2020 Mazda3, PK-1184, was cancelled as part of the swap.",
                    "ev_14",
                    "ev_24",
                ),
                "false_status:other_target",
                "PK-1184, was cancelled",
                "the permit removed is PK-1183, the Civic's (act_18, ev_24, ev_25); PK-1184 was "
                "not changed (ev_17, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "tacoma (2023, gray, CA 9BXT552) permit not approved yet - waitlisted for "
                    "surface lot",
                    "ev_15",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:other_status",
                "not approved yet - waitlisted",
                "add_parking_permit act_19 was executed (ev_27); the result is PK-1260, active "
                "(ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A surface-lot permit, PK-1206, was added for the 2023 Toyota Tacoma with plate "
                    "CA 9BXT552 at $35.00 a month, first billed with November rent.",
                    "ev_26",
                    "ev_27",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_id",
                "PK-1206",
                "the Tacoma's permit is PK-1260 (ev_28, ev_30)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "tacoma (2023, gray, CA 9BXT552) got PK-1260, surface lot $55/mo, 1st charge "
                    "nov 1",
                    "ev_15",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_amount",
                "$55/mo",
                "the surface permit is $35.00/month (ev_28); $55 is the covered carport (ev_14)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Jordan wanted the covered carport rather than the cheaper surface lot.",
                    "ev_14",
                    "ev_15",
                ),
                "inverted_constraint",
                "wanted the covered carport rather than the cheaper surface lot",
                "Jordan asked for the cheaper one, surface (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[4]",
                it("jordan asked for no oct charge since civic already paid", "ev_15", "ev_17"),
                "misattributed_decision",
                "jordan asked for no oct charge",
                "the no-extra-charge October was the agent's statement (ev_17); Jordan only gave "
                "the truck's details and chose the surface lot (ev_15)",
            ),
        ],
    },
}
