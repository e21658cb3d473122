"""Hand-written candidate summaries, part 1: seats@m17, seats@m22, downgrade@m17, dispute@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "saas-seats@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Priya Natarajan (billing admin, Halberd Freight Co., ORG-40718): cut 8 "
                    "seats on the Operations workspace, then move Ops to annual billing",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Operations SUB-71842: Business, 40 seats @ $38/mo, monthly; 31 assigned "
                        "after the 8 contractors were deactivated 11/07 → 9 open",
                        "ev_12",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "update_seats executed after her yes → 40→32 seats (1 spare), effective "
                        "2025-11-12; credit note CN-20581 $192.53 (8 × $38 × 19/30 days)",
                        "ev_20",
                        "ev_22",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Dec 1 Operations invoice: $1,216.00 less CN-20581 = $1,023.47; reported "
                        "to Priya",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("Seats first, THEN annual (so annual isn't priced on 40 seats)", "ev_2"),
                    it(
                        "Do NOT touch Analytics (SUB-71843, 15 seats; separate budget)",
                        "ev_2",
                        "ev_12",
                    ),
                ],
                open_threads=[
                    it("Agent offered to quote Analytics for annual too; no answer yet", "ev_28"),
                ],
                next_steps=[
                    it("Pull the annual quote for Operations at 32 seats", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Priya Natarajan, the billing admin at Halberd Freight, contacted support to "
                    "reduce the seats on the company's Operations workspace and then move that "
                    "workspace to annual billing.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After checking the subscription, the agent found that Operations had 40 "
                        "Business seats, of which 31 were still assigned once the eight departing "
                        "contractors had been deactivated.",
                        "ev_12",
                        "ev_15",
                        "ev_20",
                    ),
                    it(
                        "Priya approved removing 8 seats, and the change was made: Operations now "
                        "has 32 seats as of November 12, and a prorated credit of $192.53 was "
                        "issued as credit note CN-20581.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "The agent explained that the credit will be taken off the December 1 "
                        "Operations invoice, which should come to $1,023.47 instead of $1,216.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "She asked that the Analytics workspace not be touched, since it runs on "
                        "a separate budget.",
                        "ev_2",
                    ),
                    it(
                        "She wanted the seat reduction done before the switch to annual billing, "
                        "so that the annual commitment would not be based on 40 seats.",
                        "ev_2",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent has offered to pull an annual quote for the 32 Operations "
                        "seats, and to quote Analytics as well.",
                        "ev_28",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[3]",
                it("Same cut applied to Analytics SUB-71843: 15→7 seats", "ev_12", "ev_26"),
                "false_status:other_target",
                "Same cut applied to Analytics SUB-71843",
                "update_seats (act_21) changed SUB-71842 (Operations) only (ev_26); the ledger "
                "holds no action on Analytics SUB-71843, which Priya said not to touch (ev_2)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Once the seats were removed, Operations was moved to annual billing as well.",
                    "ev_2",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "Operations was moved to annual billing as well",
                "the ledger holds no action for the annual switch at this boundary: Priya asked "
                "for it after the seats (ev_2), and the agent has only offered to pull a quote "
                "(ev_28)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Priya approved removing 8 seats, and the change was made: Operations now "
                    "has 32 seats as of November 12, and a prorated refund of $192.53 was sent "
                    "back to the company's card.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "a prorated refund of $192.53 was sent back to the company's card",
                "the executed update_seats (act_21) issued credit note CN-20581, applied to the "
                "December 1 invoice (ev_26, ev_28); the agent said it is not a refund (ev_20), "
                "and Operations is paid by invoice, not card (ev_12)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "update_seats executed after her yes → 40→32 seats (1 spare), effective "
                    "2025-11-12; credit note CN-20581 $202.67 (8 × $38 × 20/30 days)",
                    "ev_20",
                    "ev_22",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_amount",
                "$202.67",
                "19 of 30 days were left in the period, so the credit is 8 × $38 × 19/30 = "
                "$192.53 (ev_18, ev_26); $202.67 counts 20 days",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Annual switch first, THEN the seat cut", "ev_2"),
                "inverted_constraint",
                "Annual switch first, THEN the seat cut",
                "Priya said seats first, then the annual switch, so as not to be locked in on 40 "
                "seats for a year (ev_2)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "constraints[2]",
                it(
                    "Priya asked for an annual quote for the Analytics workspace too.",
                    "ev_28",
                ),
                "misattributed_decision",
                "Priya asked for an annual quote for the Analytics workspace",
                "quoting Analytics was the agent's offer (ev_28); Priya asked for nothing of the "
                "kind and said Analytics must not be touched (ev_2)",
            ),
        ],
    },
    "saas-seats@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "priya natarajan, halberd freight - fewer seats on operations then annual "
                    "billing for ops",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "ops SUB-71842 cut 40 -> 32 seats 11/12, credit note CN-20581 $192.53 "
                        "off the dec 1 invoice",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "annual quote Q-58107: 32 seats, 14592 list - 15% = 12403.20/yr, dec 1 "
                        "2025 - nov 30 2026",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "she said yes to the annual switch - not done yet, no call made",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it("seats first then annual", "ev_2"),
                    it("analytics stays monthly, dont touch it", "ev_2", "ev_29"),
                    it(
                        "once annual: can add seats (prorated), cant reduce till renewal",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "run the annual switch for ops (Q-58107) + confirm to priya; dec 1 "
                        "invoice 12210.67 after CN-20581",
                        "ev_31",
                        "ev_33",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Priya Natarajan of Halberd Freight wants to reduce the seats on the "
                    "Operations workspace and then move it to annual billing.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The Operations subscription (SUB-71842) was reduced from 40 to 32 seats "
                        "on November 12, with a $192.53 prorated credit (CN-20581).",
                        "ev_20",
                        "ev_26",
                    ),
                    it(
                        "The annual quote Q-58107 for 32 seats is $12,403.20 per year, which is "
                        "the $14,592.00 list price minus 15%.",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "Priya agreed to switch Operations to annual billing starting December 1, "
                        "2025; the switch has not been made yet.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "The Analytics workspace must not be changed and stays on monthly billing.",
                        "ev_2",
                        "ev_29",
                    ),
                    it(
                        "After the switch, seats can be added during the term but not removed "
                        "until the renewal.",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it(
                        "Make the annual switch and tell Priya that the December 1 invoice will "
                        "be $12,210.67 after the credit.",
                        "ev_31",
                        "ev_33",
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
                    "Priya agreed, and Operations has been switched to annual billing starting "
                    "December 1, 2025.",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:pending",
                "Operations has been switched to annual billing",
                "change_billing_interval act_34 is approved by her yes (ev_35, ev_36) but not "
                "executed: no call has been made yet",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("analytics SUB-71843 moved to annual too", "ev_29", "ev_35"),
                "false_status:other_target",
                "analytics SUB-71843 moved to annual too",
                "the only billing-interval action (act_34) is for Operations SUB-71842, and it "
                "is approved, not executed; no action touches Analytics, which Priya said stays "
                "monthly (ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The annual quote Q-58107 for 32 seats is $12,210.67 per year, which is the "
                    "$14,592.00 list price minus 15%.",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$12,210.67 per year",
                "15% off $14,592.00 is $12,403.20 a year (ev_31, ev_33); $12,210.67 is what is "
                "due on the December 1 invoice after CN-20581",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "annual quote Q-58107: 32 seats, 14592 list - 15% = 12403.20/yr, jan 1 2026 "
                    "- dec 31 2026",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "jan 1 2026 - dec 31 2026",
                "the annual term runs from December 1, 2025 through November 30, 2026 (ev_31, "
                "ev_33)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ops SUB-71842 cut 40 -> 31 seats 11/12, credit note CN-20581 $192.53 off "
                    "the dec 1 invoice",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_value:seats",
                "40 -> 31 seats",
                "Operations went from 40 to 32 seats, one spare (ev_20, ev_26); 31 is the number "
                "of assigned seats (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "constraints[2]",
                it(
                    "Priya asked that seat reductions be locked until the renewal once the "
                    "account is on annual billing.",
                    "ev_31",
                    "ev_33",
                ),
                "misattributed_decision",
                "Priya asked that seat reductions be locked until the renewal",
                "no seat reductions until the renewal is a term of quote Q-58107 (ev_31), stated "
                "by the agent (ev_33); Priya asked for nothing of the kind",
            ),
        ],
    },
    "saas-downgrade@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tomás Ibarra (Oakhurst Dental Group, ORG-52260) wants to downgrade from "
                    "Business to Team for 60 users",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "SUB-66015: Business, annual, 60 seats, $23,256.00 for 2025-04-01 to "
                        "2026-03-31, paid; renews 2026-04-01",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Mid-term downgrade of an annual contract isn't self-serve; needs "
                        "Corvane Finance approval (decision within 5 business days)",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "request_plan_change executed after his yes → PCR-3094, "
                        "pending_finance_review, decision due 2025-11-21; NOT approved yet; "
                        "stays on Business (with SSO) until then",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "If approved: Team from 2025-12-01, 60 seats; est. $2,856.00 account "
                        "credit toward the Apr 1, 2026 renewal (not a refund); SAML SSO off Dec 1",
                        "ev_14",
                        "ev_19",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Keep all 60 seats", "ev_17"),
                    it(
                        "No SSO & SCIM add-on ($3/seat/mo); back to email login + 2FA",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Wait for Finance's decision on PCR-3094 (email to t.ibarra@example.net "
                        "by Fri 11/21)",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Tomás Ibarra appears to want Oakhurst Dental Group moved from the Business "
                    "plan to the cheaper Team plan, since they mostly use basic boards and forms.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Because the subscription is an annual contract in mid-term (April 1, "
                        "2025 to March 31, 2026), the downgrade apparently can't be made directly "
                        "and has to be approved by Corvane's Finance team.",
                        "ev_11",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "A plan change request, PCR-3094, was submitted after he agreed; it seems "
                        "to still be waiting on Finance, with a decision expected by November 21.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "If Finance approves, the Team plan would likely start on December 1 "
                        "with the same 60 seats, and roughly $2,856 would be credited toward the "
                        "April 2026 renewal rather than refunded.",
                        "ev_14",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "The SSO & SCIM add-on ($3.00 per seat per month) was offered so they "
                        "could keep single sign-on on Team, but Tomás declined it; they plan to "
                        "use email login with 2FA.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "It is not yet known whether Finance will approve the downgrade; until "
                        "then the account should remain on Business with SSO.",
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
                    "A plan change request, PCR-3094, was submitted after he agreed, and Finance "
                    "appears to have approved it, so Oakhurst moves to Team on December 1.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Finance appears to have approved it",
                "request_plan_change (act_20, executed) only submitted the request: its status "
                "is pending_finance_review with a decision due 2025-11-21 (ev_25), and the agent "
                "said it isn't approved yet (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "SSO & SCIM add-on added so SSO survives on Team (60 × $3/mo)",
                    "ev_16",
                    "ev_25",
                ),
                "false_status:no_such_action",
                "SSO & SCIM add-on added",
                "the ledger holds no add-on action: Tomás declined the add-on (ev_17) and the "
                "request act_20 has no add-ons (ev_20, ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "If approved: Team from 2025-12-01, 60 seats; est. $8,568.00 account credit "
                    "toward the Apr 1, 2026 renewal (not a refund); SAML SSO off Dec 1",
                    "ev_14",
                    "ev_19",
                    "ev_25",
                ),
                "wrong_amount",
                "$8,568.00",
                "the estimated credit is $2,856.00, for the 4 months left of the term (ev_14, "
                "ev_25); $8,568.00 is a full year's price difference on 60 seats",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Wait for Finance's decision on PCR-3094 (email to t.ibarra@example.net by "
                    "Fri 11/28)",
                    "ev_27",
                ),
                "wrong_date",
                "Fri 11/28",
                "Finance's decision is due 2025-11-21, Friday, November 21 (ev_25, ev_27)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[0]",
                it(
                    "Tomás asked for the Team plan to start on December 1, 2025.",
                    "ev_14",
                    "ev_16",
                ),
                "misattributed_decision",
                "Tomás asked for the Team plan to start on December 1, 2025",
                "December 1 is the policy's effective date if Finance approves (ev_14), given by "
                "the agent (ev_16); Tomás only asked for the request to go in today rather than "
                "wait for the renewal (ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Keep SSO on Team via the SSO & SCIM add-on ($3/seat/mo)",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "Keep SSO on Team via the SSO & SCIM add-on",
                "Tomás said no SSO add-on: they go back to email login with 2FA (ev_17)",
            ),
        ],
    },
    "saas-dispute@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A refund was requested by Hannah Osei of Vireo Health Analytics for "
                    "Priority Support charges billed after the add-on was cancelled (case "
                    "CS-55120).",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Priority Support was found to have been removed at the end of October "
                        "under case CS-55120, which was opened on October 14.",
                        "ev_14",
                        "ev_19",
                    ),
                    it(
                        "The $250.00 line on the October invoice, INV-104382, was judged not "
                        "refundable, since the add-on was still active in October and was used "
                        "for two priority tickets before the cancellation request.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "The line on the November invoice, INV-107715, was confirmed as a "
                        "billing error, and a refund of $265.63 ($250.00 plus $15.63 tax) was "
                        "processed as RF-60219 after Hannah agreed.",
                        "ev_17",
                        "ev_24",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The refund was to be returned to the card rather than given as a credit.",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Hannah has not yet been told that RF-60219 went through; it should "
                        "reach the Visa ending 6604 by November 24.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Hannah Osei (Vireo Health Analytics, ORG-38821): refund of Priority "
                    "Support billed after cancellation",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "INV-104382 (10/1) Priority Support $250: not eligible; add-on active in "
                        "Oct, 2 priority tickets (10/6, 10/9) before CS-55120 (opened 10/14)",
                        "ev_14",
                        "ev_17",
                    ),
                    it(
                        "INV-107715 (11/1) line L2: billed after add-on ended 10/31 → "
                        "refund_invoice_line executed: RF-60219, $265.63 ($250 + $15.63 tax) to "
                        "Visa ****6604, by 11/24",
                        "ev_17",
                        "ev_24",
                        "ev_27",
                        "ev_28",
                    ),
                    it("Hannah accepted the October decision", "ev_20"),
                ],
                constraints=[
                    it("Refund to card, NOT account credit", "ev_20"),
                ],
                next_steps=[
                    it("Report RF-60219 to Hannah (not yet told)", "ev_28"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "The October Priority Support line on INV-104382 was refunded as well.",
                    "ev_11",
                    "ev_28",
                ),
                "false_status:other_target",
                "INV-104382 was refunded as well",
                "the only refund (act_23, RF-60219) is for INV-107715 (ev_28); the October line "
                "was not eligible (ev_17, ev_19) and Hannah accepted that (ev_20)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "INV-107715 (11/1) line L2: billed after add-on ended 10/31 → "
                    "refund_invoice_line executed: RF-60219, $265.63 ($250 + $15.63 tax) as "
                    "account credit on the 12/1 invoice",
                    "ev_17",
                    "ev_24",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "as account credit on the 12/1 invoice",
                "the executed refund (act_23, method original_payment_method) goes to the Visa "
                "****6604 (ev_28); the credit on the December 1 invoice was the option Hannah "
                "turned down (ev_20)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The line on the November invoice, INV-107715, was confirmed as a billing "
                    "error, and a refund of $265.63 ($250.00 plus $15.63 tax) was requested as "
                    "RF-60219, but it is still waiting to be approved.",
                    "ev_17",
                    "ev_24",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:other_status",
                "it is still waiting to be approved",
                "Hannah said yes (ev_24) and refund_invoice_line executed (act_23): RF-60219 is "
                "processed (ev_28)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "INV-107715 (11/1) line L2: billed after add-on ended 10/31 → "
                    "refund_invoice_line executed: RF-60219, $256.25 ($250 + 6.25% tax) to Visa "
                    "****6604, by 11/24",
                    "ev_17",
                    "ev_24",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_amount",
                "$256.25",
                "the refund is $265.63: $250.00 plus $15.63 tax (ev_17, ev_28); $256.25 adds "
                "$6.25, misreading the 6.25% rate as dollars",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Priority Support was found to have been removed at the end of October under "
                    "case CS-55120, which was opened on October 4.",
                    "ev_14",
                    "ev_19",
                ),
                "wrong_date",
                "October 4",
                "CS-55120 was opened on 2025-10-14 (ev_14, ev_19), after the two priority "
                "tickets of October 6 and 9",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("Account credit on the next invoice, NOT a refund to card", "ev_20"),
                "inverted_constraint",
                "Account credit on the next invoice, NOT a refund to card",
                "Hannah asked for the November refund back to the card, not as a credit (ev_20)",
            ),
        ],
    },
}
