"""Hand-written candidate summaries, part 3: cancel@m19, reissue@m19, overage@m16, overage@m21.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "saas-cancel@m19": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "keisha brandt, brightmoor studios - cancel the sandbox workspace sub "
                    "(pilot over)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "sandbox = SUB-80452, team, 5 seats, $120/mo; studio = SUB-80417 "
                        "(business, 22 seats)",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "agent first proposed cancel now w/ $48 credit - she said no, period end "
                        "not now (people still exporting)",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "cancel at period end done: CX-41207, sandbox usable thru 11/30, no "
                        "credit, off the 12/1 invoice, data kept till 12/30",
                        "ev_23",
                        "ev_26",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it("dont touch studio", "ev_2"),
                    it("period end, not now", "ev_18"),
                ],
                rejected=[
                    it(
                        "export zip by email - she said no thanks, team exports own boards",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it("nothing pending, agent asked if anything else", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Keisha Brandt from Brightmoor Studios reached out to cancel the Sandbox "
                    "workspace subscription now that the company's pilot is over.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent identified the Sandbox workspace as SUB-80452, a Team "
                        "subscription with 5 seats at $120.00 a month, and checked the "
                        "cancellation terms.",
                        "ev_11",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "It first proposed cancelling immediately with a $48.00 credit, but "
                        "Keisha turned that down and asked for the cancellation to happen at the "
                        "end of the period instead, because some people still needed to export "
                        "their boards.",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "Once she agreed to the revised plan, the cancellation was scheduled as "
                        "CX-41207: Sandbox stays usable through November 30, no credit is given, "
                        "it drops off the December 1 invoice, and its data is kept until "
                        "December 30.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Keisha asked that the main Studio subscription (SUB-80417) be left "
                        "untouched.",
                        "ev_2",
                        "ev_11",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to email a zip export of the Sandbox boards, which "
                        "Keisha declined, saying the team will export their own.",
                        "ev_29",
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
                    "Once she agreed, the Sandbox subscription was cancelled immediately as "
                    "CX-41207, with a $48.00 credit on the December 1 invoice.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "cancelled immediately as CX-41207, with a $48.00 credit",
                "the immediate cancellation with the $48.00 credit (act_17) was rejected by her "
                "correction (ev_18, ev_20); the executed one (act_22) is at period end, "
                "November 30, with no credit (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "cancel at period end still needs her ok - sandbox usable thru 11/30, no "
                    "credit, data kept till 12/30",
                    "ev_21",
                    "ev_27",
                ),
                "false_status:other_status",
                "still needs her ok",
                "Keisha said yes (ev_23) and cancel_subscription act_22 executed: CX-41207 is "
                "scheduled (ev_27, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "sandbox = SUB-80452, team, 5 seats, $836/mo; studio = SUB-80417 (business, "
                    "22 seats)",
                    "ev_11",
                    "ev_16",
                ),
                "wrong_amount",
                "$836/mo",
                "Sandbox costs $120.00 a month (ev_11, ev_16); $836.00 is the Studio "
                "subscription's monthly total",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Once she agreed to the revised plan, the cancellation was scheduled as "
                    "CX-41207: Sandbox stays usable through November 30, no credit is given, it "
                    "drops off the December 1 invoice, and its data is kept until December 19.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_date",
                "kept until December 19",
                "with the cancellation at period end the data is kept until 2025-12-30 (ev_27, "
                "ev_29); December 19 belonged to the rejected immediate cancellation (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("cancel now, not at period end", "ev_18"),
                "inverted_constraint",
                "cancel now, not at period end",
                "Keisha said cancel at period end, not now: people still need to export their "
                "boards (ev_18)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Keisha asked for the Sandbox data to be kept for 30 days in case the team "
                    "wants to reactivate it.",
                    "ev_14",
                    "ev_21",
                ),
                "misattributed_decision",
                "Keisha asked for the Sandbox data to be kept for 30 days",
                "the 30-day retention is in the cancellation terms (ev_14), stated by the agent "
                "(ev_16, ev_21); Keisha asked for nothing of the kind",
            ),
        ],
    },
    "saas-reissue@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Alan Whitcroft (billing admin, Pemberton Aerostructures, ORG-33480): "
                    "reissue the Nov invoice with a PO number (AP bounced it for the missing PO)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Invoices: INV-106511 (10/1, $6,840.00, PO 4500-7187, paid 10/24); "
                        "INV-109902 (11/1, $6,840.00, no PO, open, due 12/1)",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Reissue w/ PO 4500-7187 proposed → rejected by Alan (PO used up per "
                        "procurement)",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "reissue_invoice executed w/ PO 4500-8124 after his yes → INV-109902 "
                        "voided, replaced by INV-110377: $6,840.00, due 2025-12-01, emailed to "
                        "a.whitcroft@example.com; reported",
                        "ev_23",
                        "ev_26",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "update_billing_contact proposed: invoices → ap-invoices@example.com, "
                        "Alan on cc, resend INV-110377 to AP; PENDING his yes",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Only the November invoice; leave INV-106511 (paid) alone", "ev_14"),
                    it("Keep Alan on cc", "ev_30"),
                ],
                rejected=[
                    it(
                        "Default PO on future invoices (agent's offer): no, procurement issues "
                        "a new PO every quarter",
                        "ev_29",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Alan Whitcroft of Pemberton Aerostructures needs the November invoice "
                    "reissued with a PO number because their AP department rejected it.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The November invoice, INV-109902 for $6,840.00, was voided and reissued "
                        "as INV-110377 with PO 4500-8124; it is still due December 1.",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "The first reissue, with last month's PO 4500-7187, was called off "
                        "because Alan learned that PO was used up.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Future invoices will not carry a default PO number, because procurement "
                        "issues a new PO every quarter.",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "The October invoice, INV-106511, is already paid and must not be changed.",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has proposed sending invoices to ap-invoices@example.com with "
                        "Alan on cc, and resending INV-110377 there; Alan has not confirmed yet.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "If Alan says yes, update the billing contact and resend INV-110377 to "
                        "the AP inbox.",
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
                "decisions[1]",
                it(
                    "The invoice was first reissued with last month's PO 4500-7187, and then "
                    "reissued again once Alan learned that PO was used up.",
                    "ev_16",
                    "ev_18",
                ),
                "false_status:ledger_rejected",
                "first reissued with last month's PO 4500-7187",
                "the reissue with PO 4500-7187 (act_17) was rejected by his correction (ev_18, "
                "ev_20); the only executed reissue (act_22) carries PO 4500-8124 (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "update_billing_contact done: invoices → ap-invoices@example.com, Alan on "
                    "cc, INV-110377 resent to AP",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:pending",
                "update_billing_contact done",
                "update_billing_contact act_33 is only proposed (ev_32, ev_33): Alan has not "
                "answered, nothing was changed or resent",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The November invoice, INV-109902 for $6,840.00, was voided and reissued as "
                    "INV-110737 with PO 4500-8124; it is still due December 1.",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_id",
                "INV-110737",
                "the replacement invoice is INV-110377 (ev_27, ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "reissue_invoice executed w/ PO 4500-8142 after his yes → INV-109902 "
                    "voided, replaced by INV-110377: $6,840.00, due 2025-12-01, emailed to "
                    "a.whitcroft@example.com; reported",
                    "ev_23",
                    "ev_26",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_value:po_number",
                "PO 4500-8142",
                "the new PO Alan gave is 4500-8124 (ev_18), and INV-110377 carries it (ev_27)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Alan asked for the reissued invoice to keep the same amount and due date.",
                    "ev_13",
                    "ev_27",
                ),
                "misattributed_decision",
                "Alan asked for the reissued invoice to keep the same amount and due date",
                "that a reissue keeps the amount and due date is how the agent described it "
                "(ev_13); Alan asked only for the PO number (ev_2, ev_14, ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Reissue w/ PO 4500-7187 proposed → rejected by Alan (PO used up per "
                    "procurement)",
                    "ev_11",
                    "ev_13",
                ),
                "unsupported_ref",
                "rejected by Alan",
                "ev_11 and ev_13 show 4500-7187 only as October's PO; the proposal and Alan's "
                "correction are ev_16, ev_18 and ev_20",
            ),
        ],
    },
    "saas-overage@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Sam Okoro of Ferro Lane Coffee Roasters appears to be questioning a $370 "
                    "automation overage charge on the November invoice and wants to keep it "
                    "from happening again.",
                    "ev_2",
                    "ev_20",
                ),
                decisions=[
                    it(
                        "The org seems to have used 86,420 automation runs in October against "
                        "50,000 included, with Staging accounting for 64,310 of them.",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "Most of that apparently came from one Staging automation, 'Roast "
                        "schedule sync', which was stuck in a retry loop from October 17 to 19 "
                        "and ran 51,900 times.",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "The 36,420 extra runs were billed as 37 blocks at $10.00, i.e. $370.00 "
                        "on INV-108871, which is still unpaid and due December 1.",
                        "ev_11",
                        "ev_19",
                    ),
                    it(
                        "Sam agreed to a one-time courtesy credit of $370.00 on INV-108871, "
                        "which should bring it down to $2,090.00; the credit does not appear to "
                        "have been applied yet.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "Sam wants the credit applied to the November invoice, since it hasn't "
                        "been paid yet.",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Sam also wants to make sure this can't happen again; prevention has not "
                        "been discussed yet.",
                        "ev_20",
                        "ev_21",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Sam Okoro (Ferro Lane Coffee Roasters, ORG-70215): $370 automation overage "
                    "on Nov invoice",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Oct usage 86,420 runs vs 50,000 included → 36,420 over = 37 × $10 "
                        "blocks = $370.00 on INV-108871 ($2,460.00, due 12/1, unpaid)",
                        "ev_11",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "Cause: Staging WS-7702 'Roast schedule sync' retry loop 10/17–10/19, "
                        "51,900 runs; Production WS-7701 only 22,110",
                        "ev_14",
                    ),
                    it(
                        "Eligible for the one-time courtesy credit (once per 12 months, none used)",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "apply_account_credit $370.00 → INV-108871 approved (Sam's yes); NOT yet "
                        "called; due would drop to $2,090.00",
                        "ev_21",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it(
                        "Apply the credit, confirm to Sam, then discuss prevention",
                        "ev_20",
                        "ev_21",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Sam agreed, and the $370.00 courtesy credit has been applied to INV-108871, "
                    "which now shows $2,090.00.",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:pending",
                "has been applied to INV-108871",
                "apply_account_credit act_22 is approved by his yes (ev_23, ev_24) but not "
                "executed: no call has been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Most of that apparently came from one Production automation, 'Roast "
                    "schedule sync', which was stuck in a retry loop from October 17 to 19 and "
                    "ran 51,900 times.",
                    "ev_14",
                    "ev_19",
                ),
                "wrong_value:workspace",
                "one Production automation",
                "the looping 'Roast schedule sync' is in Staging, WS-7702 (ev_14, ev_19); "
                "Production ran 22,110 runs in all",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Oct usage 86,420 runs vs 50,000 included → 36,420 over at $0.01/run = "
                    "$364.20 on INV-108871 ($2,460.00, due 12/1, unpaid)",
                    "ev_11",
                    "ev_14",
                    "ev_19",
                ),
                "wrong_amount",
                "$364.20",
                "the overage is billed in blocks: 37 blocks of 1,000 at $10.00 = $370.00 (ev_11, "
                "ev_14, ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Cause: Staging WS-7702 'Roast schedule sync' retry loop 10/7–10/9, 51,900 "
                    "runs; Production WS-7701 only 22,110",
                    "ev_14",
                ),
                "wrong_date",
                "10/7–10/9",
                "the retry loop ran from 2025-10-17 to 2025-10-19 (ev_14, ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Sam wants the credit applied to his next invoice rather than the November "
                    "one.",
                    "ev_20",
                ),
                "inverted_constraint",
                "applied to his next invoice rather than the November one",
                "Sam said to apply it to the November invoice, which isn't paid yet (ev_20)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[4]",
                it("Sam requested a one-time courtesy credit for the overage", "ev_19", "ev_20"),
                "misattributed_decision",
                "Sam requested a one-time courtesy credit",
                "the courtesy credit was the agent's offer under the policy (ev_17, ev_19); Sam "
                "asked what happened (ev_2) and then chose where to apply it (ev_20)",
            ),
        ],
    },
    "saas-overage@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "An explanation of a $370 automation overage on the November invoice was "
                    "requested by Sam Okoro of Ferro Lane Coffee Roasters, along with a way to "
                    "keep it from happening again.",
                    "ev_2",
                    "ev_20",
                ),
                decisions=[
                    it(
                        "The overage was traced to a Staging automation, 'Roast schedule sync', "
                        "that was caught in a retry loop from October 17 to 19 and pushed "
                        "October usage to 86,420 runs against 50,000 included.",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "A one-time courtesy credit of $370.00 was applied to INV-108871 as "
                        "credit note CN-20617 after Sam agreed, so $2,090.00 is now due on "
                        "December 1.",
                        "ev_23",
                        "ev_26",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "A monthly cap of 10,000 runs on the Staging workspace (WS-7702) has "
                        "been proposed, with automations paused and Sam emailed when it is "
                        "reached; his answer is still awaited.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "The Production workspace is not to be capped, because the wholesale "
                        "order sync runs there.",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "The Automation Plus pack ($99.00 a month for 250,000 runs) was offered "
                        "but was declined by Sam.",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it("The cap is to be set on Staging once Sam confirms.", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Sam Okoro (Ferro Lane Coffee Roasters, ORG-70215): dispute of a $370 "
                    "automation overage on INV-108871, and preventing a repeat",
                    "ev_2",
                    "ev_6",
                    "ev_20",
                ),
                decisions=[
                    it(
                        "Cause: Staging WS-7702 'Roast schedule sync' retry loop 10/17–10/19 "
                        "(51,900 runs); Oct total 86,420 vs 50,000 included → 37 blocks × $10 = "
                        "$370.00",
                        "ev_11",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "apply_account_credit executed → CN-20617, $370.00 courtesy credit on "
                        "INV-108871; now $2,090.00 due 12/1; next courtesy credit not before "
                        "2026-11-21",
                        "ev_23",
                        "ev_26",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "set_usage_cap proposed: Staging WS-7702, 10,000 runs/mo, pause "
                        "automations at cap, email sam.okoro@example.net; awaiting his yes",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "Cap Staging only; do NOT cap Production WS-7701 (wholesale order sync)",
                        "ev_30",
                    ),
                    it("No Automation Plus pack ($99/mo)", "ev_29", "ev_30"),
                ],
                open_threads=[
                    it(
                        "Staging at 3,240 runs so far in November (Production 16,480)",
                        "ev_14",
                        "ev_29",
                    ),
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
                    "A monthly cap of 10,000 runs was set on the Staging workspace (WS-7702), "
                    "with automations paused and Sam emailed when it is reached.",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:pending",
                "was set on the Staging workspace",
                "set_usage_cap act_33 is only proposed (ev_32, ev_33): Sam has not answered and "
                "no call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Cap Production WS-7701 as well as Staging (wholesale order sync included)",
                    "ev_30",
                ),
                "inverted_constraint",
                "Cap Production WS-7701 as well as Staging",
                "Sam said cap Staging only and do NOT cap Production, where the wholesale order "
                "sync runs (ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "apply_account_credit executed → CN-20671, $370.00 courtesy credit on "
                    "INV-108871; now $2,090.00 due 12/1; next courtesy credit not before "
                    "2026-11-21",
                    "ev_23",
                    "ev_26",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_id",
                "CN-20671",
                "the credit note is CN-20617 (ev_27, ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A one-time courtesy credit of $370.00 was applied to INV-108871 as credit "
                    "note CN-20617 after Sam agreed, so $2,460.00 is now due on December 1.",
                    "ev_23",
                    "ev_26",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_amount",
                "$2,460.00 is now due",
                "after the credit INV-108871 shows $2,090.00 due (ev_27, ev_29); $2,460.00 was "
                "the amount before it",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The overage was traced to a Staging automation, 'Roast schedule sync', "
                    "that was caught in a retry loop from October 17 to 19 and pushed October "
                    "usage to 86,420 runs against 50,000 included.",
                    "ev_2",
                    "ev_20",
                ),
                "unsupported_ref",
                "Roast schedule sync",
                "ev_2 and ev_20 are Sam's messages: they hold the $370 charge but not its cause, "
                "dates or usage, which are ev_14 and ev_19",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "set_usage_cap proposed: Staging WS-7702, 1,000 runs/mo, pause automations "
                    "at cap, email sam.okoro@example.net; awaiting his yes",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_value:cap",
                "1,000 runs/mo",
                "Sam asked for about 10k runs a month (ev_30) and the proposed cap is 10,000 "
                "(ev_32, act_33)",
            ),
        ],
    },
}
