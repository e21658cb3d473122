"""Hand-written candidate summaries, part 3: contract@m19, card@m17, split@m21, rush@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "procurement-contract@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Harriet Oyelaran wants to stop the janitorial contract with Brightline "
                    "Facility Services from auto-renewing.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "She owns two Brightline contracts: CTR-2207 (janitorial, $86,400.00 a "
                        "year, ends December 31, 2025, 60 days' notice, so notice is due by "
                        "November 1) and CTR-2231 (window cleaning, $9,600.00 a year, ends March "
                        "31, 2026).",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "She confirmed a non-renewal notice for CTR-2207, but the email to "
                        "contracts@brightlinefs.example.net bounced, so the notice was not "
                        "delivered and CTR-2207 is still set to auto-renew on January 1, 2026.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "She declined opening a sourcing request for a new janitorial vendor "
                        "until she has talked to her director.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("The window cleaning contract, CTR-2231, stays as it is.", "ev_13"),
                    it("Nothing is to be sent to Legal yet.", "ev_24"),
                ],
                next_steps=[
                    it(
                        "Harriet will get the correct notice address from the account rep, "
                        "Devon Pryce, and come back; if the notice goes by certified mail "
                        "through Legal instead, October 27 is the last safe day to switch.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Harriet Oyelaran (OV-15520, Facilities, Columbus HQ): non-renewal of "
                    "Brightline janitorial contract CTR-2207",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "send_nonrenewal_notice on CTR-2207 executed after her yes → ERROR "
                        "DELIVERY_FAILED: email to contracts@brightlinefs.example.net bounced "
                        "(550); still auto-renews 2026-01-01; reported to her",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "RFQ for a new janitorial vendor offered; she declined for now (talking "
                        "to her director first)",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Certified mail via Legal (contract §14.2, ~3 business days) offered; "
                        "she said don't send anything to Legal yet",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "CTR-2231 (window cleaning, $9,600/yr, notice by 2026-03-01) kept as is",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "Notice must reach Brightline by Sat 2025-11-01 (60 days before the "
                        "12/31 term end)",
                        "ev_10",
                        "ev_12",
                    ),
                ],
                next_steps=[
                    it(
                        "Harriet gets a current notice address from rep Devon Pryce and comes "
                        "back; last safe day to switch to certified mail is Mon 10/27",
                        "ev_24",
                        "ev_25",
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
                    "She confirmed a non-renewal notice for CTR-2207, and it was emailed to "
                    "contracts@brightlinefs.example.net, so the contract will end on December "
                    "31, 2025.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_23",
                ),
                "false_status:failed_call",
                "so the contract will end on December 31, 2025",
                "send_nonrenewal_notice (act_17, executed) returned DELIVERY_FAILED with is_error "
                "(ev_22): the email bounced and CTR-2207 still auto-renews on January 1, 2026 "
                "(ev_23)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("Non-renewal also sent for CTR-2231 (window cleaning)", "ev_13", "ev_20"),
                "false_status:other_target",
                "Non-renewal also sent for CTR-2231",
                "the only notice (act_17) was for CTR-2207 (ev_20), and it failed (ev_22); "
                "Harriet said to keep CTR-2231 as is (ev_13)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "A request was opened with Legal to send the notice by certified mail.",
                    "ev_23",
                ),
                "false_status:no_such_action",
                "A request was opened with Legal",
                "the ledger holds no Legal request: the agent only offered one (ev_23) and "
                "Harriet said not to send anything to Legal yet (ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "Notice must reach Brightline by Fri 2025-10-31 (60 days before the 12/31 "
                    "term end)",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_date",
                "Fri 2025-10-31",
                "the notice deadline is 2025-11-01, a Saturday (ev_10, ev_11, ev_12)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("Legal is to send the notice by certified mail right away.", "ev_24"),
                "inverted_constraint",
                "Legal is to send the notice by certified mail right away",
                'Harriet said "Don\'t send anything to Legal yet" (ev_24)',
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Harriet set Mon 10/27 as her own cut-off to switch to certified mail; she "
                    "gets a current notice address from rep Devon Pryce first",
                    "ev_24",
                    "ev_25",
                ),
                "misattributed_decision",
                "Harriet set Mon 10/27 as her own cut-off",
                "October 27 is the agent's reckoning of the last safe day (ev_25); Harriet set "
                "no date, she only said she would come back after talking to Devon Pryce (ev_24)",
            ),
        ],
    },
    "procurement-card@m17": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "silas drummond OV-28861 - temp card limit increase for coattech west vegas "
                    "nov 17-20",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "card ****4417 now: $5000/mo, $2500 single txn, $1326.40 spent this "
                        "cycle (closes 11/5)",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "CLR-5510 submitted: 12k/mo + 6k single txn, nov 1-30, then back to "
                        "5k/2.5k. pending gwen castellanos approval then card program review. "
                        "limits NOT changed yet",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("temporary only - no permanent higher limit", "ev_13"),
                    it(
                        "flights + hotel already booked via travelwise portal, not on card",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "wait for gwen + card program; emails go to s.drummond@example.net", "ev_25"
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Silas Drummond asked for a higher limit on his corporate card to cover "
                    "booth furniture rental and a team dinner at the CoatTech West show in Las "
                    "Vegas, November 17-20.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "His Visa ending 4417 currently has a $5,000 monthly limit and a $2,500 "
                        "single-transaction limit, with $1,326.40 already spent in the cycle "
                        "that closes November 5.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "After he agreed, a request (CLR-5510) was submitted to raise the limits "
                        "to $12,000 a month and $6,000 per transaction from November 1 through "
                        "November 30, reverting on December 1.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "The request now waits for his manager, Gwen Castellanos, and then the "
                        "card program team; his limits have not changed yet.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "He wants the increase only for the show, not a permanent higher limit.",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent pointed out that flights and hotel go through the Travelwise "
                        "portal; Silas said they are already booked there.",
                        "ev_15",
                        "ev_16",
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
                    "CLR-5510 approved: limits raised to 12k/mo + 6k single txn for nov 1-30, "
                    "then back to 5k/2.5k",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "CLR-5510 approved: limits raised",
                "request_card_limit_change (act_18, executed) only submitted the request: status "
                "pending_manager_approval with Gwen Castellanos (ev_23), and the agent said the "
                "limits haven't changed yet (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He would like the higher limit to stay in place permanently after the show.",
                    "ev_13",
                ),
                "inverted_constraint",
                "stay in place permanently after the show",
                "Silas said just for the show, put it back to normal after: he does not want a "
                "permanent higher limit (ev_13)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "CLR-5510 submitted: 12k/mo + 5k single txn, nov 1-30, then back to 5k/2.5k. "
                    "pending gwen castellanos approval then card program review. limits NOT "
                    "changed yet",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "5k single txn",
                "the requested single-transaction limit is $6,000 (ev_13, ev_17, act_18)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After he agreed, a request (CLR-5510) was submitted to raise the limits to "
                    "$12,000 a month and $6,000 per transaction from November 1 through November "
                    "20, reverting after the show on November 21.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_date",
                "through November 20, reverting after the show on November 21",
                "the increase runs November 1-30 and reverts on December 1 (ev_17, ev_23, ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "silas wants flights + hotel billed centrally via travelwise, not on card",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "silas wants flights + hotel billed centrally",
                "central billing through Travelwise is the agent's statement of policy (ev_15); "
                "Silas only said they were already booked there (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After he agreed, a request (CLR-5150) was submitted to raise the limits to "
                    "$12,000 a month and $6,000 per transaction from November 1 through November "
                    "30, reverting on December 1.",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_id",
                "CLR-5150",
                "the request id is CLR-5510 (ev_23, ev_24, ev_25)",
            ),
        ],
    },
    "procurement-split@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Ines Carvalho (OV-24093): Pinecrest forklift refresher training req, cost "
                    "shared HR/EHS",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Pinecrest Safety Training V-30644, quote PST-3381: 4 on-site sessions @ "
                        "$1,150 = $4,600, Toledo plant, 11/18-19",
                        "ev_10",
                        "ev_13",
                        "ev_22",
                    ),
                    it(
                        "50/50 split ($2,300 each) proposed by agent → rejected by Ines",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "REQ-73561 submitted: CC-2210 $2,760 (60%) / CC-3105 $1,840 (40%); "
                        "pending Alana Whitcombe + Brendan Kuo",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Catering add-on ($15/operator) offered, declined (plant cafeteria "
                        "doing lunch)",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("60/40, HR (CC-2210) pays 60 - agreed by Alana + Brendan", "ev_19"),
                ],
                next_steps=[
                    it("Email to Ines once both approvals are in and the PO goes out", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ines Carvalho appears to be arranging forklift safety refresher training "
                    "from Pinecrest, with the cost shared between HR and EHS.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The training seems to be 4 on-site sessions at the Toledo plant on "
                        "November 18 and 19, at $1,150.00 each, for $4,600.00 under quote "
                        "PST-3381.",
                        "ev_12",
                        "ev_13",
                        "ev_22",
                    ),
                    it(
                        "Requisition REQ-73561 was submitted after she agreed, split $2,760.00 "
                        "to CC-2210 and $1,840.00 to CC-3105, and it likely won't become a PO "
                        "until both Alana Whitcombe and Brendan Kuo approve.",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "She wants a 60/40 split, with HR paying the larger 60% share, which she "
                        "says Alana and Brendan agreed to.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "An even 50/50 split proposed by the agent was turned down.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "She also declined Pinecrest's on-site catering, since the plant "
                        "cafeteria is handling lunch.",
                        "ev_30",
                        "ev_31",
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
                    "REQ-73561 submitted 50/50: CC-2210 $2,300 / CC-3105 $2,300; pending Alana "
                    "Whitcombe + Brendan Kuo",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "submitted 50/50",
                "the 50/50 requisition (act_18) was rejected by her correction (ev_19, ev_21); "
                "the executed one (act_23) is split $2,760.00 / $1,840.00 (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Requisition REQ-73561 was submitted after she agreed, split $2,760.00 to "
                    "CC-2210 and $1,840.00 to CC-3105, and it appears both Alana Whitcombe and "
                    "Brendan Kuo have approved it.",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "both Alana Whitcombe and Brendan Kuo have approved it",
                "submit_requisition (act_23, executed) routed REQ-73561 for approval: both "
                "approvals are pending (ev_28), and the agent said it needs both before it "
                "becomes a PO (ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it("Catering add-on ($15/operator) added to REQ-73561", "ev_30", "ev_31"),
                "false_status:no_such_action",
                "added to REQ-73561",
                "the ledger holds no catering action: the agent offered it (ev_30) and Ines "
                "declined (ev_31, ev_32)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She wants a 60/40 split, with EHS paying the larger 60% share, which she "
                    "says Alana and Brendan agreed to.",
                    "ev_19",
                ),
                "inverted_constraint",
                "EHS paying the larger 60% share",
                "Ines said HR pays the 60 (ev_19); CC-2210 (HR) carries $2,760.00 and CC-3105 "
                "(EHS) $1,840.00 (ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "REQ-73561 submitted: CC-2210 $2,760 (60%) / CC-3105 $1,940 (40%); pending "
                    "Alana Whitcombe + Brendan Kuo",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$1,940",
                "40% of $4,600.00 is $1,840.00 (ev_22, ev_28, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Ines first asked for an even 50/50 split, then changed it to 60/40.",
                    "ev_13",
                    "ev_17",
                    "ev_19",
                ),
                "misattributed_decision",
                "Ines first asked for an even 50/50 split",
                "Ines only said to split it between 2210 and 3105 (ev_13); 50/50 was the agent's "
                "reading in its proposal (ev_17), which she rejected (ev_19)",
            ),
        ],
    },
    "procurement-rush@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Arjun Sethi (OV-33017, Line 2 supervisor, Toledo): Line 2 down on a blown "
                    "transfer pump seal; rush seal kit today",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "submit_rush_order executed → emergency PO-581603 to Dunmore (V-29133): "
                        "1 × DPS-SK40 $612 + same-day courier $420 = $1,032, CC-6180; issued; "
                        "courier DC-448120 due today 10/21 by 6 pm; Owen Halloran notified",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                    it("Next-day air ($185, Wed 10/22 noon) not chosen", "ev_15", "ev_16"),
                ],
                constraints=[
                    it(
                        "Cancel the old seal-kit order after the rush order; impeller PO-581460 "
                        "stays open",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Cancel PO-581522 (2 × DPS-SK40, $1,224, due 11/5) proposed; waiting "
                        "for Arjun's yes",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A replacement seal kit was needed urgently by Arjun Sethi because Line 2 "
                    "at the Toledo plant is down after the transfer pump seal blew.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Same-day courier was chosen by Arjun over next-day air, for 1 kit only.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Emergency PO-581603 was issued to Dunmore Pump & Seal after his yes: 1 "
                        "DPS-SK40 seal kit ($612.00) plus the $420.00 courier, $1,032.00 on "
                        "CC-6180, due at the Toledo plant today by 6 pm (tracking DC-448120).",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Owen Halloran, the CC-6180 budget owner, was notified of the emergency "
                        "PO.",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("The impeller order, PO-581460, is to be left open.", "ev_16"),
                ],
                open_threads=[
                    it(
                        "The cancellation of the old seal-kit order, PO-581522 (2 kits, "
                        "$1,224.00), has been proposed but not yet confirmed by Arjun.",
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
                "open_threads[0]",
                it(
                    "The old seal-kit order, PO-581522 (2 kits, $1,224.00), was cancelled.",
                    "ev_27",
                ),
                "false_status:pending",
                "was cancelled",
                "cancel_po for PO-581522 (act_28) is only proposed (ev_27, ev_28); Arjun has not "
                "answered and no call was made",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("Impeller PO-581460 cancelled (replaced by the emergency PO)", "ev_16", "ev_27"),
                "false_status:other_target",
                "Impeller PO-581460 cancelled",
                "no action touches PO-581460, which Arjun wants kept (ev_16); the only "
                "cancellation, of PO-581522 (act_28), is still pending",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Emergency PO-581603 was raised after his yes but is waiting for Owen "
                    "Halloran's approval before it is issued to Dunmore Pump & Seal: 1 DPS-SK40 "
                    "seal kit ($612.00) plus the $420.00 courier, $1,032.00 on CC-6180.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_status",
                "waiting for Owen Halloran's approval before it is issued",
                "submit_rush_order (act_19, executed) issued PO-581603 at once (status issued, "
                "ev_24); Owen Halloran was only notified (ev_24, ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "submit_rush_order executed → emergency PO-581603 to Dunmore (V-29133): 1 × "
                    "DPS-SK40 + same-day courier, $797 total, CC-6180; issued; courier DC-448120 "
                    "due today 10/21 by 6 pm; Owen Halloran notified",
                    "ev_18",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$797 total",
                "$612.00 + the $420.00 courier is $1,032.00 (ev_18, ev_24); $797 would be with "
                "next-day air's $185.00",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("The impeller order, PO-581460, is to be cancelled as well.", "ev_16"),
                "inverted_constraint",
                "is to be cancelled as well",
                "Arjun said not the impeller PO, they need those (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Emergency PO-581603 was issued to Dunmore Pump & Seal after his yes: 1 "
                    "DPS-SK40 seal kit ($612.00) plus the $420.00 courier, $1,032.00 on CC-6180, "
                    "due at the Toledo plant Wednesday, October 22 by noon (tracking DC-448120).",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_date",
                "Wednesday, October 22 by noon",
                "the same-day courier delivers today, October 21, by 6 pm (ev_24, ev_26); October "
                "22 by noon is the next-day air option he did not choose",
            ),
        ],
    },
}
