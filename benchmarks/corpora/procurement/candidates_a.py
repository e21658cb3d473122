"""Hand-written candidate summaries, part 1: req@m19, req@m24, changeorder@m16, vendor@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "procurement-req@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Dana Okafor (OV-20577, Ann Arbor R&D lab) requisitioning an HX-24 benchtop "
                    "centrifuge + spare rotor",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Budgets: CC-4410 R&D Capital frozen (Q4 freeze until 2026-01-05); "
                        "CC-4420 Lab Ops $18,240.55 available; both owned by Marcus Lindqvist",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Halvorsen Scientific Supply (V-30215, contract CTR-1988): HAL-HX24 "
                        "$6,480.00 + HAL-R24-6 6x50 mL fixed-angle rotor $1,215.00 = $7,695.00; "
                        "swing-bucket rotor ($1,640) not chosen",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "submit_requisition executed after her yes → REQ-73318, status "
                        "pending_budget_approval with Marcus Lindqvist; no PO until he approves; "
                        "CC-4420 $10,545.55 available after",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Rush shipping ($145, ~5 days) offered by the agent; Dana declined → "
                        "standard shipping, need-by Fri 2025-11-14",
                        "ev_17",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Charge CC-4420, NOT CC-4410 (frozen; Marcus would object)", "ev_13"),
                ],
                next_steps=[
                    it(
                        "Await Marcus's approval; REQ-73318 converts to a PO to Halvorsen "
                        "automatically once approved",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Dana Okafor appears to be ordering a new benchtop centrifuge for her lab "
                    "through a purchase requisition.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She chose the Halvorsen HX-24 centrifuge with the 6 x 50 mL fixed-angle "
                        "rotor, for a total of $7,695.00, with standard shipping and a need-by "
                        "date of November 14, 2025.",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "The requisition seems to have been submitted as REQ-73318 after she "
                        "confirmed, but it is still waiting for Marcus Lindqvist's approval as "
                        "budget owner and no PO has been issued yet.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "With this requisition committed, CC-4420 apparently shows $10,545.55 "
                        "available.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "She wants it charged to CC-4420 (R&D Lab Operations), not CC-4410, "
                        "which appears to be frozen until January 5, 2026.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered rush shipping for $145.00, but she declined since she "
                        "doesn't need the centrifuge until mid-November.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "It isn't clear yet whether she needs anything else; the agent has just "
                        "asked.",
                        "ev_28",
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
                    "The requisition seems to have been submitted as REQ-73318 after she "
                    "confirmed, and Marcus Lindqvist has approved it, so a PO is going to "
                    "Halvorsen.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "Marcus Lindqvist has approved it",
                "submit_requisition (act_21, executed) only submitted the requisition: its status "
                "is pending_budget_approval with po_created false (ev_26), and the agent said no "
                "PO goes to Halvorsen until Marcus approves (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it("Rush shipping added to REQ-73318 (+$145, ~5-day delivery)", "ev_17", "ev_26"),
                "false_status:no_such_action",
                "Rush shipping added to REQ-73318",
                "the ledger holds no action for rush shipping at this boundary: the agent offered "
                "it (ev_17) and Dana declined (ev_18); REQ-73318 was submitted with standard "
                "shipping (act_21)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Charge CC-4410, NOT CC-4420 (4420 frozen; Marcus would object)", "ev_13"),
                "inverted_constraint",
                "Charge CC-4410, NOT CC-4420",
                "Dana said to put it on 4420, NOT 4410, which is the frozen one (ev_13); the "
                "requisition is on CC-4420 (ev_20, ev_26)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She chose the Halvorsen HX-24 centrifuge with the 6 x 50 mL fixed-angle "
                    "rotor, for a total of $8,120.00, with standard shipping and a need-by date "
                    "of November 14, 2025.",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_amount",
                "$8,120.00",
                "$8,120.00 is the centrifuge with the swing-bucket rotor ($1,640.00); with the "
                "fixed-angle rotor ($1,215.00) she chose, the total is $7,695.00 (ev_20, ev_26)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Dana asked that no PO be sent to Halvorsen until Marcus approves the "
                    "requisition.",
                    "ev_28",
                ),
                "misattributed_decision",
                "Dana asked that no PO be sent to Halvorsen",
                "that no PO goes out before approval is the agent's account of the workflow "
                "(ev_28); Dana asked for nothing of the kind",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Rush shipping ($145, ~5 days) offered by the agent; Dana declined → "
                    "standard shipping, need-by Fri 2025-11-07",
                    "ev_17",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_date",
                "2025-11-07",
                "Dana said the 14th of November (ev_18); the need-by is Friday, November 14, "
                "2025 (ev_20)",
            ),
        ],
    },
    "procurement-req@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "dana okafor OV-20577 - centrifuge req, now wants it faster",
                    "ev_2",
                    "ev_6",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "REQ-73318 submitted: hx-24 + fixed-angle rotor, $7,695, CC-4420, "
                        "waiting on marcus lindqvist (budget owner)",
                        "ev_20",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "tried to change REQ-73318 to need-by 10/31 + rush $145 (total 7840) - "
                        "FAILED, REQ_IN_APPROVAL, cant edit while awaiting approval",
                        "ev_31",
                        "ev_33",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("CC-4420 not 4410 (4410 frozen)", "ev_13"),
                ],
                open_threads=[
                    it("old centrifuge died this morning, she needs the new one by 10/31", "ev_29"),
                ],
                next_steps=[
                    it(
                        "tell dana the rush change didnt go through - per the error: recall to "
                        "draft + resubmit, or ask marcus to return it",
                        "ev_37",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Dana Okafor is buying a new benchtop centrifuge and now needs it sooner "
                    "because the lab's old one died.",
                    "ev_2",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "Requisition REQ-73318 for the HX-24 centrifuge and fixed-angle rotor "
                        "($7,695.00 on CC-4420, need-by November 14, standard shipping) was "
                        "submitted and is waiting for Marcus Lindqvist's approval.",
                        "ev_20",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Dana approved changing REQ-73318 to a need-by date of October 31 with "
                        "rush shipping ($145.00, new total $7,840.00).",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "The change failed: the system returned REQ_IN_APPROVAL because the "
                        "requisition is awaiting budget owner approval and cannot be edited.",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("The requisition is charged to CC-4420, not CC-4410.", "ev_13", "ev_20"),
                ],
                next_steps=[
                    it(
                        "Tell Dana the change did not go through, and offer to recall REQ-73318 "
                        "to draft and resubmit it, or to ask Marcus to return it.",
                        "ev_37",
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
                    "The change went through: REQ-73318 now has a need-by date of October 31 "
                    "with rush shipping.",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:failed_call",
                "The change went through",
                "update_requisition (act_32, executed) returned REQ_IN_APPROVAL with is_error "
                "(ev_37): REQ-73318 is unchanged (need-by November 14, standard shipping)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "REQ-73381 submitted: hx-24 + fixed-angle rotor, $7,695, CC-4420, waiting "
                    "on marcus lindqvist (budget owner)",
                    "ev_20",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_id",
                "REQ-73381",
                "the requisition is REQ-73318 (ev_26, ev_27, ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Dana approved changing REQ-73318 to a need-by date of October 31 with rush "
                    "shipping ($145.00, new total $7,985.00).",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$7,985.00",
                "$7,695.00 plus the $145.00 rush fee is $7,840.00 (ev_31)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "next_steps[1]",
                it(
                    "marcus to approve the rush version now (7840, need-by 10/31)", "ev_31", "ev_37"
                ),
                "false_status:failed_call",
                "marcus to approve the rush version now",
                "the rush change (act_32) failed with REQ_IN_APPROVAL (ev_37); what waits for "
                "Marcus is the requisition as submitted, $7,695.00 with need-by November 14 "
                "(ev_26, ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "tried to change REQ-73318 to need-by 10/31 + rush $145 (total 7840) - "
                    "FAILED, REQ_IN_APPROVAL, cant edit while awaiting approval",
                    "ev_17",
                    "ev_28",
                ),
                "unsupported_ref",
                "FAILED, REQ_IN_APPROVAL",
                "ev_17 (the rush offer) and ev_28 (the submission report) hold neither the "
                "October 31 change nor its failure; those are ev_31, ev_33 and ev_37",
            ),
            var(
                "c6",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Dana would rather recall REQ-73318 to draft and resubmit it than wait for "
                    "Marcus.",
                    "ev_37",
                ),
                "misattributed_decision",
                "Dana would rather recall REQ-73318",
                "recalling and resubmitting is the tool error's suggestion (ev_37); Dana has not "
                "even been told of the failure, let alone chosen a way out",
            ),
        ],
    },
    "procurement-changeorder@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Tomasz Wierzbicki (OV-31146): change order on Keswick PO-581204 (HX-90 "
                    "filters)",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "First CO (40→60 @ $36.75 = $2,205.00) rejected: he corrected to 64 (+4 "
                        "spares, paint booth)",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "change_po executed → PCO-1192, PO-581204 rev 2: 64 × $36.75 = "
                        "$2,352.00 (was 40 × $38.50 = $1,540.00), issued to Keswick; delivery "
                        "still 10/30",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Price per Keswick quote KQ-4471 ($36.75 at 60+)", "ev_13"),
                    it("Belt PO-581377 (12 × B68, $262.80) untouched", "ev_12", "ev_13"),
                ],
                next_steps=[
                    it("Report PCO-1192 to Tomasz (not told yet)", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Tomasz Wierzbicki from Toledo maintenance wanted to increase the filter "
                    "order on Keswick PO-581204 for the shutdown, when both dust collectors are "
                    "being serviced.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The agent found two open Keswick POs on CC-6120: PO-581204 for 40 HX-90 "
                        "filter cartridges at $38.50 ($1,540.00) and PO-581377 for 12 B68 "
                        "V-belts ($262.80).",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Tomasz asked for 60 cartridges at Keswick's volume price of $36.75 "
                        "(quote KQ-4471), but before confirming he raised it to 64 to cover 4 "
                        "spares for the paint booth unit, so the 60-unit change was dropped.",
                        "ev_13",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "After he said yes, change order PCO-1192 was issued to Keswick as "
                        "revision 2 of PO-581204: 64 cartridges at $36.75, a new total of "
                        "$2,352.00, still due October 30.",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("He asked that the belt order, PO-581377, not be touched.", "ev_13"),
                ],
                open_threads=[
                    it("The agent has not yet told Tomasz that PCO-1192 went out.", "ev_26"),
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
                    "After he said yes, change order PCO-1192 was issued to Keswick as revision "
                    "2 of PO-581204: 60 cartridges at $36.75, a new total of $2,205.00, still "
                    "due October 30.",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:ledger_rejected",
                "60 cartridges at $36.75, a new total of $2,205.00",
                "the 60-unit change order (act_16) was rejected by his correction (ev_17, "
                "ev_19); the executed one (act_21) is 64 × $36.75 = $2,352.00 (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("Belt PO-581377 revised too (rev 2 sent to Keswick)", "ev_12", "ev_26"),
                "false_status:other_target",
                "Belt PO-581377 revised too",
                "only PO-581204 was changed (act_21, ev_26); the ledger holds no action on "
                "PO-581377, which Tomasz said not to touch (ev_13)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "next_steps[0]",
                it("Issue PCO-1192 once Tomasz confirms the 64", "ev_22", "ev_26"),
                "false_status:other_status",
                "Issue PCO-1192 once Tomasz confirms",
                "Tomasz already confirmed (ev_22) and change_po executed (act_21): PCO-1192 is "
                "issued_to_vendor (ev_26)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He asked that the belt order, PO-581377, be updated in the same change.",
                    "ev_13",
                ),
                "inverted_constraint",
                "be updated in the same change",
                "Tomasz said \"Don't touch the belt PO, that one's fine\" (ev_13)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "change_po executed → PCO-1192, PO-581204 rev 2: 64 × $36.75 = $2,464.00 "
                    "(was 40 × $38.50 = $1,540.00), issued to Keswick; delivery still 10/30",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$2,464.00",
                "64 × $36.75 is $2,352.00 (ev_20, ev_26); $2,464.00 is 64 at the old $38.50",
            ),
            var(
                "c6",
                "f2",
                "add",
                "constraints[1]",
                it("Tomasz asked to keep the October 30 delivery date.", "ev_15", "ev_20"),
                "misattributed_decision",
                "Tomasz asked to keep the October 30 delivery date",
                "that the delivery date stays October 30 is the agent's statement in its "
                "confirmations (ev_15, ev_20); Tomasz said nothing about delivery",
            ),
        ],
    },
    "procurement-vendor@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A new print vendor, Sable Creek Print Co., is to be set up for Leona "
                    "Brightwater in marketing, after which a PO for trade show brochures is "
                    "wanted.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "An inactive vendor record, Sable Creek Printing LLC (V-27741, tax ID "
                        "ending 8812), was found, but it was confirmed by Leona to be a "
                        "different company with new owners.",
                        "ev_12",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "The setup was submitted from form VRF-2291 after her yes: tax ID ending "
                        "7215, W-9 signed October 14, 2025, remit to 1460 W 5th Ave, Grandview "
                        "Heights, OH 43212, Scioto Valley Bank account ****8826 by ACH, Net 30.",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "Vendor V-31508 was created with status pending_ap_review; the bank "
                        "details are to be verified by AP by phone before activation, which is "
                        "expected by October 23.",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("The old V-27741 record is not to be reactivated.", "ev_15"),
                ],
                open_threads=[
                    it(
                        "No PO can be issued to V-31508 until it is active; the brochure details "
                        "have just been asked for.",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Leona Brightwater (OV-18830): onboard Sable Creek Print Co., then a PO for "
                    "trade-show brochures",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "New vendor, not a reactivation of inactive V-27741 (Sable Creek "
                        "Printing LLC; new owner, new EIN)",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "create_vendor executed from VRF-2291 → V-31508, pending_ap_review; AP "
                        "phone-verifies bank ****8826 before activating, expected Thu 10/23; no "
                        "POs until then",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Setup: TIN …7215, S corp, W-9 signed 2025-10-14, remit 1460 W 5th Ave, "
                        "Grandview Heights OH 43212, ACH, Net 30 (company standard)",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it("Brochure requisition/PO: agent asked for the details", "ev_27"),
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
                    "Vendor V-31508 was created and activated, so POs can now be issued to it.",
                    "ev_24",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "created and activated",
                "create_vendor (act_20, executed) left V-31508 pending_ap_review with "
                "po_allowed false (ev_25); the agent said no PO can be issued until AP activates "
                "it (ev_27)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Inactive V-27741 (Sable Creek Printing LLC) reactivated for the new owner",
                    "ev_12",
                    "ev_15",
                ),
                "false_status:other_target",
                "Inactive V-27741 (Sable Creek Printing LLC) reactivated",
                "no action touched V-27741, which Leona said not to reactivate (ev_15); the "
                "executed create_vendor (act_20) set up a new vendor, V-31508 (ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The setup was submitted from form VRF-2291 after her yes: tax ID ending "
                    "7215, W-9 signed October 14, 2025, remit to 1460 W 5th Ave, Grandview "
                    "Heights, OH 43212, Scioto Valley Bank account ****8862 by ACH, Net 30.",
                    "ev_17",
                    "ev_19",
                    "ev_21",
                ),
                "wrong_value:account",
                "****8862",
                "the vendor's bank account is ****8826 (ev_17, ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Setup: TIN …8812, S corp, W-9 signed 2025-10-14, remit 1460 W 5th Ave, "
                    "Grandview Heights OH 43212, ACH, Net 30 (company standard)",
                    "ev_17",
                    "ev_19",
                ),
                "wrong_id",
                "TIN …8812",
                "8812 is the old V-27741's tax ID (ev_12); the new vendor's ends 7215 (ev_15, "
                "ev_17)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it("Net 30 payment terms were requested by Leona.", "ev_19"),
                "misattributed_decision",
                "requested by Leona",
                "Net 30 is the company standard the agent set because the form requested no "
                "terms (ev_17, ev_19); Leona asked for no terms",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Setup: TIN …7215, S corp, W-9 signed 2025-10-14, remit 1460 W 5th Ave, "
                    "Grandview Heights OH 43212, ACH, Net 15",
                    "ev_17",
                    "ev_19",
                ),
                "wrong_value:terms",
                "Net 15",
                "the setup's terms are Net 30, the company standard (ev_19, act_20)",
            ),
        ],
    },
}
