"""Hand-written candidate summaries, part 2: vendor@m22, invoice@m16, invoice@m27, receipt@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "procurement-vendor@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Leona Brightwater is onboarding a new print vendor, Sable Creek Print Co., "
                    "and ordering 5,000 trade show brochures from them.",
                    "ev_2",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Sable Creek Print Co. was submitted as a new vendor, V-31508, instead of "
                        "reactivating the old Sable Creek Printing LLC record (V-27741); it is "
                        "pending AP review of the bank details, with activation expected "
                        "October 23.",
                        "ev_14",
                        "ev_15",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Leona said yes to a requisition for 5,000 tri-fold brochures for the "
                        "Columbus coatings expo: $4,850.00 including delivery (quote SC-1027), "
                        "cost center CC-3300, need-by November 12, 2025, held until V-31508 is "
                        "active.",
                        "ev_28",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "The vendor must be set up before any PO: nothing is to go to Sable "
                        "Creek before V-31508 is active.",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "Submit the approved requisition; Carmen Delacroix, the CC-3300 budget "
                        "owner, will need to approve it.",
                        "ev_31",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "leona brightwater OV-18830 - new vendor sable creek print co + brochure PO",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "vendor V-31508 created, pending AP review (bank callback), active ~10/23. "
                        "old V-27741 not reactivated",
                        "ev_14",
                        "ev_15",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "brochure req: 5000 tri-fold, $4850 incl delivery, quote SC-1027, "
                        "CC-3300, need by 11/12",
                        "ev_28",
                        "ev_31",
                    ),
                    it("she said yes to submitting the req, not submitted yet", "ev_33"),
                ],
                constraints=[
                    it(
                        "vendor first, PO after - nothing to sable creek until active "
                        "(accounting bounced her last PO)",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "call submit_requisition, PO only after V-31508 is active",
                        "ev_31",
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
                    "Leona's requisition for 5,000 tri-fold brochures for the Columbus coatings "
                    "expo ($4,850.00 including delivery, quote SC-1027, CC-3300, need-by "
                    "November 12, 2025) was submitted and sent to Carmen Delacroix for "
                    "approval.",
                    "ev_28",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:pending",
                "was submitted and sent to Carmen Delacroix for approval",
                "submit_requisition (act_32) is approved by her yes (ev_33, ev_34) but not "
                "executed: no call has been made, so nothing was submitted or sent to Carmen",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("PO can go out before the vendor is active, no need to wait", "ev_28"),
                "inverted_constraint",
                "PO can go out before the vendor is active",
                "Leona said vendor first, PO after: nothing goes to them before they're active "
                "(ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Leona said yes to a requisition for 5,000 tri-fold brochures for the "
                    "Columbus coatings expo: $4,580.00 including delivery (quote SC-1027), cost "
                    "center CC-3300, need-by November 12, 2025, held until V-31508 is active.",
                    "ev_28",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$4,580.00",
                "quote SC-1027 is $4,850.00 including delivery (ev_28, ev_31)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "brochure req: 5000 tri-fold, $4850 incl delivery, quote SC-1027, CC-3300, "
                    "need by 11/14",
                    "ev_28",
                    "ev_31",
                ),
                "wrong_date",
                "need by 11/14",
                "Leona said nov 12th (ev_28); the need-by is Wednesday, November 12, 2025 (ev_31)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it(
                    "Leona asked AP to verify the bank details by calling the vendor before "
                    "activation.",
                    "ev_25",
                    "ev_27",
                ),
                "misattributed_decision",
                "Leona asked AP to verify the bank details",
                "the phone verification is AP's review step, from the setup result (ev_25) and "
                "the agent's report (ev_27); Leona asked for nothing of the kind",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "brochure req: 5000 tri-fold, $4850 incl delivery, quote SC-1072, CC-3300, "
                    "need by 11/12",
                    "ev_28",
                    "ev_31",
                ),
                "wrong_id",
                "SC-1072",
                "the print quote is SC-1027 (ev_28, ev_29, ev_31)",
            ),
        ],
    },
    "procurement-invoice@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Fernando Ruiz (AP, OV-22914): clear Marlow Chemical (V-30877) invoices on "
                    "hold; vendor chasing payment",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "3 on hold: INV-90317 (MCD-55120, 10/3, $12,789.00, PO-580966) price "
                        "variance $4.35 vs $4.20/kg × 2,940 kg = +$441.00 (3.6% > 2% tol.); "
                        "INV-90342 (MCD-55198, $3,118.50, PO-581045) qty not received, 1,890 vs "
                        "1,260 kg; INV-90355 ($12,789.00) suspected duplicate of MCD-55120",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "release_invoice_hold executed on INV-90317 only (variance accepted per "
                        "buyer Nadia Petrakis's email) → released, Oct 24 payment run, ACH, due "
                        "11/2",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "Agent offered to amend PO-580966 to $4.35/kg; Fernando declined (price "
                        "drops back in January)",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Release only INV-90317; INV-90342 stays on hold until the rest of the "
                        "delivery arrives",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it("INV-90355 (suspected duplicate): no decision yet", "ev_12"),
                ],
                next_steps=[
                    it("Confirm the release to Fernando (not reported yet)", "ev_22"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Fernando Ruiz from AP seems to want Marlow Chemical's held invoices sorted "
                    "out, since the vendor is chasing payment.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "He chose to release the hold on INV-90317 ($12,789.00), apparently "
                        "because the buyer, Nadia Petrakis, approved the higher price of "
                        "$4.35/kg by email.",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "The release appears to have gone through: INV-90317 now shows as "
                        "released for the October 24 payment run by ACH, due November 2, though "
                        "Fernando has not been told yet.",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it(
                        "INV-90342 ($3,118.50) should stay on hold, since the rest of that "
                        "delivery has not arrived.",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "PO-580966 should not be amended, as the price is expected to go back "
                        "down in January.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's suggestion to amend PO-580966 to $4.35/kg was turned down.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "INV-90355, a likely duplicate of the same Marlow invoice (MCD-55120), "
                        "has not been dealt with yet.",
                        "ev_10",
                        "ev_12",
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
                    "The release appears to have gone through: INV-90317 and INV-90342 now show "
                    "as released for the October 24 payment run by ACH, though Fernando has not "
                    "been told yet.",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:other_target",
                "INV-90317 and INV-90342 now show as released",
                "release_invoice_hold (act_17) released INV-90317 only (ev_22); the ledger holds "
                "no action on INV-90342, which Fernando said to leave on hold (ev_13)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("PO-580966 amended to $4.35/kg so future receipts match", "ev_14"),
                "false_status:no_such_action",
                "PO-580966 amended to $4.35/kg",
                "the ledger holds no action on PO-580966: the agent only offered the amendment "
                "(ev_14) and Fernando declined (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "He chose to release the hold on INV-90317 ($12,348.00), apparently because "
                    "the buyer, Nadia Petrakis, approved the higher price of $4.35/kg by email.",
                    "ev_13",
                    "ev_16",
                ),
                "wrong_amount",
                "$12,348.00",
                "INV-90317 is for $12,789.00 (ev_10, ev_16, ev_22); $12,348.00 is 2,940 kg at "
                "the PO price of $4.20",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "release_invoice_hold executed on INV-90317 only (variance accepted per buyer "
                    "Nadia Petrakis's email) → released, Oct 31 payment run, ACH, due 11/2",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_date",
                "Oct 31 payment run",
                "the release result puts INV-90317 in the 2025-10-24 payment run (ev_22, ev_23)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[2]",
                it(
                    "Fernando asked for INV-90317 to be paid in the October 24 run by ACH.",
                    "ev_22",
                ),
                "misattributed_decision",
                "Fernando asked for INV-90317 to be paid in the October 24 run",
                "the run and the method come from the release result (ev_22); Fernando asked "
                "only for the hold to be released (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Release INV-90317 and INV-90342; keep only the duplicate on hold", "ev_13"),
                "inverted_constraint",
                "Release INV-90317 and INV-90342",
                "Fernando said to release only the first one, 90317, and to leave 90342 on hold "
                "(ev_13)",
            ),
        ],
    },
    "procurement-invoice@m27": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Fernando Ruiz in AP worked through three Marlow Chemical Distributors "
                    "invoices that were on hold while the vendor chased payment.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "He released INV-90317 ($12,789.00) after the buyer, Nadia Petrakis, "
                        "approved the $4.35/kg price by email; it is scheduled for the Friday, "
                        "October 24 payment run by ACH.",
                        "ev_13",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "Because it was the same invoice, MCD-55120, emailed a second time, "
                        "INV-90355 was rejected as a duplicate of INV-90317, and Marlow was "
                        "notified at ar@marlowchem.example.net.",
                        "ev_25",
                        "ev_28",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "INV-90342 ($3,118.50) was left on hold because only 1,260 of the 1,890 "
                        "kg have been received.",
                        "ev_10",
                        "ev_13",
                        "ev_24",
                    ),
                ],
                rejected=[
                    it(
                        "He declined the agent's offer to amend PO-580966 to the new price, "
                        "because the price goes back down in January.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "If the remaining 630 kg arrive and the hold clears by Wednesday, "
                        "October 29 at 5 pm, INV-90342 would be paid in the October 31 run; "
                        "otherwise the next run is November 7, and it is due November 8.",
                        "ev_36",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Fernando Ruiz (AP): Marlow Chemical (V-30877) invoices on hold",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "INV-90317 released (price variance OK'd by buyer Nadia Petrakis) → "
                        "10/24 run, ACH, $12,789.00",
                        "ev_13",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "INV-90355 rejected as duplicate of INV-90317 (same MCD-55120); Marlow "
                        "notified",
                        "ev_25",
                        "ev_28",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "INV-90342 ($3,118.50, PO-581045) stays on hold: 1,260 of 1,890 kg "
                        "received",
                        "ev_10",
                        "ev_13",
                    ),
                ],
                constraints=[
                    it("PO-580966 not to be amended (price drops in January)", "ev_15"),
                ],
                open_threads=[
                    it(
                        "INV-90342: Oct 31 run if received + cleared by Wed 10/29 5pm cutoff; "
                        "else Nov 7 run (cutoff 11/5); due 11/8",
                        "ev_36",
                        "ev_38",
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
                    "INV-90342 rejected as duplicate of INV-90317 (same MCD-55120); Marlow "
                    "notified",
                    "ev_25",
                    "ev_28",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:other_target",
                "INV-90342 rejected",
                "the executed reject_invoice (act_27) is for INV-90355 (ev_32); INV-90342 is "
                "still on hold and no action touched it",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Because it was the same invoice, MCD-55120, emailed a second time, "
                    "INV-90355 is to be rejected as a duplicate of INV-90317, but the rejection "
                    "is still waiting on Fernando's final go-ahead.",
                    "ev_25",
                    "ev_28",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:other_status",
                "still waiting on Fernando's final go-ahead",
                "Fernando said yes (ev_28) and reject_invoice executed (act_27): INV-90355 is "
                "rejected and Marlow notified (ev_32, ev_33)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "INV-90342: Oct 31 run if received + cleared by Thu 10/30 5pm cutoff; else "
                    "Nov 7 run (cutoff 11/5); due 11/8",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_date",
                "Thu 10/30 5pm cutoff",
                "the October 31 run's cutoff is Wednesday, October 29 at 5 pm (ev_36, ev_38)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "INV-90342 ($2,079.00) was left on hold because only 1,260 of the 1,890 kg "
                    "have been received.",
                    "ev_10",
                    "ev_13",
                    "ev_24",
                ),
                "wrong_amount",
                "$2,079.00",
                "INV-90342 is for $3,118.50 (ev_10, ev_12); $2,079.00 is the value of the 1,260 "
                "kg received",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Because it was the same invoice, MCD-55198, emailed a second time, "
                    "INV-90355 was rejected as a duplicate of INV-90317, and Marlow was notified "
                    "at ar@marlowchem.example.net.",
                    "ev_25",
                    "ev_28",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_id",
                "MCD-55198",
                "the duplicated Marlow invoice is MCD-55120 (ev_10, ev_12, ev_26); MCD-55198 is "
                "INV-90342",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "INV-90317 released (price variance OK'd by buyer Nadia Petrakis) → 10/24 "
                    "run, ACH, $12,789.00",
                    "ev_32",
                    "ev_33",
                ),
                "unsupported_ref",
                "INV-90317 released",
                "ev_32 and ev_33 are the rejection of INV-90355; they hold neither the release "
                "of INV-90317, nor its run, method or amount (ev_13, ev_22, ev_24)",
            ),
        ],
    },
    "procurement-receipt@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Keiko Ashdown (OV-27405, Toledo receiving): receive a Ferrand Resins "
                    "delivery on PO-581090",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Delivered: 8 drums AC-220 resin (slip FS-20418), no HD-10 hardener "
                        "pails; 1 drum dented and leaking",
                        "ev_13",
                    ),
                    it(
                        "Proposed GR of 8 drums rejected by Keiko (won't receive the leaker)",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "post_goods_receipt executed → GR-77104: 7 drums received on line 1 "
                        "($8,288.00), 1 refused, 5 open; line 2 untouched",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Damaged drum not to be received or paid for", "ev_16"),
                    it("Return for a replacement, not a credit (needs all 12)", "ev_28"),
                ],
                open_threads=[
                    it(
                        "Return request to Ferrand (1 drum, replacement, pickup at Toledo dock) "
                        "proposed; awaiting her yes",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A partial Ferrand Resins delivery against PO-581090 is being received by "
                    "Keiko Ashdown at the Toledo plant.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Eight drums of AC-220 resin were delivered on packing slip FS-20418, "
                        "one of them dented and leaking, and no hardener pails were delivered.",
                        "ev_13",
                    ),
                    it(
                        "A receipt of all 8 drums was proposed by the agent but was turned down "
                        "by Keiko, since the leaking drum is being refused.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Goods receipt GR-77104 was posted after her confirmation: 7 drums "
                        "received on line 1 ($8,288.00), 1 refused, and 5 drums left open.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("A replacement drum is wanted from Ferrand, not a credit.", "ev_28"),
                ],
                open_threads=[
                    it(
                        "A return request for the refused drum (replacement, pickup from the "
                        "Toledo plant dock) has been proposed and is waiting for Keiko's answer.",
                        "ev_30",
                    ),
                    it(
                        "Nothing has been received on line 2 (HD-10 hardener, 20 pails).",
                        "ev_10",
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
                "decisions[2]",
                it(
                    "Goods receipt GR-77104 was posted for all 8 drums on line 1 ($9,472.00), "
                    "with 4 drums left open.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:ledger_rejected",
                "posted for all 8 drums",
                "the receipt of 8 drums (act_15) was rejected by Keiko's correction (ev_16, "
                "ev_18); the executed receipt (act_20) is 7 drums, 1 refused, 5 open (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Return request sent to Ferrand (1 drum, replacement, pickup at Toledo dock)",
                    "ev_30",
                ),
                "false_status:pending",
                "Return request sent to Ferrand",
                "request_return (act_31) is only proposed (ev_30, ev_31): Keiko has not answered "
                "and nothing was sent",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "A credit from Ferrand is wanted for the drum rather than a replacement.",
                    "ev_28",
                ),
                "inverted_constraint",
                "A credit from Ferrand is wanted",
                "Keiko asked for a replacement drum, not a credit, because they need all 12 "
                "(ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "post_goods_receipt executed → GR-77104: 7 drums received on line 1 "
                    "($8,288.00), 1 refused, 4 open; line 2 untouched",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_value:quantity",
                "4 open",
                "with 7 of 12 drums received, 5 stay open on line 1 (ev_19, ev_25, ev_27); 4 was "
                "the open quantity of the rejected 8-drum receipt (ev_14)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "open_threads[2]",
                it("The corrected receipt of 7 drums is still waiting to be posted.", "ev_19"),
                "false_status:other_status",
                "still waiting to be posted",
                "Keiko said yes (ev_21) and post_goods_receipt executed (act_20): GR-77104 is "
                "posted (ev_25, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "constraints[2]",
                it(
                    "Keiko asked for the drum to be picked up from the Toledo plant dock",
                    "ev_30",
                ),
                "misattributed_decision",
                "Keiko asked for the drum to be picked up",
                "the dock pickup is a detail of the agent's return proposal (ev_30); Keiko only "
                "asked for a replacement, not a credit (ev_28), and has not answered the proposal",
            ),
        ],
    },
}
