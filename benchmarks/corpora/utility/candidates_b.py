"""Hand-written candidate summaries, part 2: move@m19, move@m24, budget@m19, outage@m17.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "utility-move@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Priya Raman (6120-4478-02) moving: stop electric at 14 Larch Ct, Apt 2B "
                    "(PR-220931), start electric + gas at 233 Fennimore Ave, Ashby Crossing "
                    "(PR-318846); landlord needs proof of the stop",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "Dates: keys to the house Thu 10/30; out of the apartment Sat 11/1 "
                        "(sleeps there the night of 10/31)",
                        "ev_11",
                    ),
                    it(
                        "Gas turn-on needs a technician visit, adult present; window 10/30 "
                        "8-12 chosen; electric on remotely",
                        "ev_14",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Both orders approved by her yes; stop_service executed first as she "
                        "asked → SO-448120, electric at Larch Ct ends Sat 11/1, remote final "
                        "read 11/1, final bill to 233 Fennimore Ave; reported (the number for "
                        "her landlord)",
                        "ev_26",
                        "ev_29",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "start_service (PR-318846, Thu 10/30, electric + gas, gas visit 8-12) "
                        "approved, NOT executed yet: no call made",
                        "ev_26",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "Stop the old one first: landlord wants the confirmation number today",
                        "ev_29",
                    ),
                    it("Gas visit in the morning, not the afternoon (rental truck)", "ev_17"),
                ],
                rejected=[
                    it(
                        "Stop on Fri 10/31 (with the same start): she said no, stop Nov 1, not "
                        "the 31st",
                        "ev_19",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "Call start_service for 233 Fennimore Ave and report the order number",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Priya Raman is moving from her apartment at 14 Larch Ct to a house at 233 "
                    "Fennimore Ave and needs her service moved.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The stop at 14 Larch Ct, Apt 2B was scheduled for Saturday, November 1 "
                        "as order SO-448120, with a final read that day. Priya was given the "
                        "number for her landlord.",
                        "ev_29",
                        "ev_34",
                        "ev_36",
                    ),
                    it("Her final bill will go to 233 Fennimore Ave.", "ev_34", "ev_36"),
                    it(
                        "Priya also approved starting electric and gas at 233 Fennimore Ave on "
                        "Thursday, October 30, but the start has not been placed yet.",
                        "ev_26",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "The old service should stop on November 1, not October 31, because "
                        "she is still sleeping there on the 31st.",
                        "ev_22",
                    ),
                    it(
                        "The gas turn-on visit should be in the morning, 8 am to 12 pm, not the "
                        "afternoon.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The first proposal, with the stop on October 31, was turned down.",
                        "ev_19",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it("Place the start order for the new house.", "ev_36"),
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
                    "Electric and gas at 233 Fennimore Ave were also set up to start on "
                    "Thursday, October 30.",
                    "ev_26",
                    "ev_29",
                ),
                "false_status:pending",
                "were also set up to start",
                "start_service act_28 is approved by her yes (ev_29, ev_31) but no call has "
                "been made; only the stop act_27 executed (ev_33, ev_34)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Both orders approved by her yes; stop_service executed first as she asked "
                    "→ SO-448120, electric at Larch Ct ends Fri 10/31, remote final read 10/31, "
                    "final bill to 233 Fennimore Ave; reported (the number for her landlord)",
                    "ev_26",
                    "ev_29",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:ledger_rejected",
                "ends Fri 10/31",
                "the October 31 stop (act_20) was rejected by her correction (ev_22, ev_24); "
                "SO-448120 is act_27, the stop on November 1 (ev_34, ev_36)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Set up the start first, then the stop; landlord wants the confirmation "
                    "number today",
                    "ev_29",
                ),
                "inverted_constraint",
                "Set up the start first, then the stop",
                "she asked to do the stop first, for her landlord's confirmation number (ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The stop at 14 Larch Ct, Apt 2B was scheduled for Saturday, November 1 as "
                    "order SO-441820, with a final read that day. Priya was given the number for "
                    "her landlord.",
                    "ev_29",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_id",
                "SO-441820",
                "the stop order is SO-448120 (ev_34, ev_35, ev_36)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "constraints[2]",
                it(
                    "Priya asked for the final bill to be mailed to her new address.",
                    "ev_26",
                    "ev_36",
                ),
                "misattributed_decision",
                "Priya asked for the final bill to be mailed",
                "sending the final bill to the new address is the agent's statement in the "
                "proposals (ev_19, ev_26) and the stop's result (ev_34); Priya never asked for "
                "it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Priya also approved starting electric and gas at 233 Fennimore Ave on "
                    "Saturday, November 1, but the start has not been placed yet.",
                    "ev_26",
                    "ev_29",
                ),
                "wrong_date",
                "on Saturday, November 1",
                "the start is on Thursday, October 30, when she gets the keys (ev_11, ev_26, "
                "act_28); November 1 is the stop date",
            ),
        ],
    },
    "utility-move@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "priya raman moving 14 larch ct apt 2b -> 233 fennimore ave, ashby crossing",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "stop at larch ct sat 11/1 (not 10/31), SO-448120, final bill to new "
                        "address",
                        "ev_22",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "start at 233 fennimore thu 10/30 done: SV-771903, new acct "
                        "6120-9935-17, electric remote, no deposit",
                        "ev_39",
                        "ev_43",
                    ),
                    it(
                        "gas turn-on FA-30558 10/30 8am-12pm, adult 18+ must be there",
                        "ev_39",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("gas visit mornings only - afternoon she returns the rental truck", "ev_17"),
                ],
                next_steps=[
                    it("nothing left, call wrapping up", "ev_45"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Priya Raman seems to be moving from 14 Larch Ct, Apt 2B to a house at 233 "
                    "Fennimore Ave in Ashby Crossing and needed her service moved.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Electric service at the apartment should end on Saturday, November 1 "
                        "under stop order SO-448120; she asked for that date instead of October "
                        "31, since she is still sleeping there on the 31st.",
                        "ev_22",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "Electric and gas at the new house appear to be scheduled to start on "
                        "Thursday, October 30 under order SV-771903, with a new account number, "
                        "6120-9935-17.",
                        "ev_39",
                        "ev_43",
                    ),
                    it(
                        "The gas turn-on visit (FA-30558) looks set for October 30 between 8 am "
                        "and 12 pm, and someone 18 or older needs to be home.",
                        "ev_39",
                        "ev_43",
                    ),
                    it("No deposit seems to be required for the new account.", "ev_39", "ev_43"),
                ],
                rejected=[
                    it(
                        "The agent offered paperless billing and autopay for the new account, "
                        "but Priya would rather set those up online after she moves in.",
                        "ev_43",
                        "ev_44",
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
                it(
                    "paperless billing + autopay turned on for new acct 6120-9935-17",
                    "ev_43",
                    "ev_44",
                ),
                "false_status:no_such_action",
                "paperless billing + autopay turned on",
                "the ledger holds no action for paperless billing or autopay; the agent offered "
                "them (ev_43), Priya said not now (ev_44) and the agent said nothing changed "
                "(ev_45)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Electric and gas at the new house still appear to be waiting on a "
                    "confirmation before the start order for October 30 can be placed.",
                    "ev_39",
                    "ev_43",
                ),
                "false_status:other_status",
                "still appear to be waiting on a confirmation",
                "start_service act_28 executed and returned status scheduled, order SV-771903 "
                "(ev_38, ev_39), as the agent reported (ev_43)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "start at 233 fennimore thu 10/30 done: SV-771903, new acct 6120-4478-02, "
                    "electric remote, no deposit",
                    "ev_39",
                    "ev_43",
                ),
                "wrong_id",
                "new acct 6120-4478-02",
                "the new account is 6120-9935-17 (ev_39, ev_41, ev_43); 6120-4478-02 is her old "
                "account (ev_6)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The gas turn-on visit (FA-30558) looks set for October 30 between 12 and 4 "
                    "pm, and someone 18 or older needs to be home.",
                    "ev_39",
                    "ev_43",
                ),
                "wrong_value:window",
                "between 12 and 4 pm",
                "the visit is 8 am-12 pm (ev_39, ev_42, ev_43); she turned down the afternoon "
                "(ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("gas visit afternoon only - morning she returns the rental truck", "ev_17"),
                "inverted_constraint",
                "gas visit afternoon only",
                "she asked for the morning, not the afternoon, when she returns the rental truck "
                "(ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Priya asked about paperless billing and autopay for the new account but "
                    "decided to set them up online after she moves in.",
                    "ev_43",
                    "ev_44",
                ),
                "misattributed_decision",
                "Priya asked about paperless billing and autopay",
                "paperless billing and autopay were the agent's offer (ev_43); Priya only "
                "declined for now (ev_44)",
            ),
        ],
    },
    "utility-budget@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tomasz Wilk (3307-5519-60): even out his monthly bills with budget "
                    "billing, and move his due date off the 28th",
                    "ev_2",
                    "ev_6",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "Quote: $164/mo, from 12 bills totalling $1,961.40 ($88.43 Jun – $287.16 "
                        "Jan); reviewed every 3 months; settle-up Oct 2026",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Enrolled after his yes: BB-60418, $164/mo from the Nov 2025 bill; "
                        "reported",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Autopay untouched: Mastercard ****2958, on the due date",
                        "ev_15",
                        "ev_17",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Don't touch autopay", "ev_15"),
                    it("Due date: not the 15th (mortgage); wants the 5th", "ev_26"),
                ],
                open_threads=[
                    it(
                        "Due-date change 28th → 5th proposed (Nov bill still due 11/28; first "
                        "due on the 5th = Fri 12/5; one change per 12 months); awaiting his yes",
                        "ev_29",
                        "ev_31",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Tomasz Wilk called because his winter bills are hard on him every year, and "
                    "he wanted his monthly bills to be the same.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent quoted budget billing at $164.00 a month, based on his last "
                        "12 bills, which ranged from $88.43 in June to $287.16 in January.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Tomasz accepted, and he was enrolled under BB-60418 starting with the "
                        "November bill, with the settle-up on the October 2026 bill.",
                        "ev_15",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "He then asked to move his due date from the 28th, which falls right "
                        "before payday, to the 5th.",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "He made it clear that his autopay on the Mastercard ending 2958 must "
                        "not be touched, and it was left unchanged.",
                        "ev_15",
                        "ev_23",
                    ),
                    it(
                        "The due date can be anything but the 15th, when his mortgage comes out.",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent has proposed moving the due date to the 5th, starting with "
                        "the December bill due December 5, and is waiting for Tomasz to confirm.",
                        "ev_31",
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
                "open_threads[0]",
                it(
                    "His due date has been moved to the 5th, starting with the December bill due "
                    "December 5.",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:pending",
                "His due date has been moved to the 5th",
                "change_due_date act_32 is only proposed (ev_31, ev_32): Tomasz has not said yes "
                "and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Budget billing at $164/mo from the Nov 2025 bill still awaiting his yes",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "still awaiting his yes",
                "enroll_budget_billing act_18 was approved by his yes (ev_19, ev_20) and "
                "executed: BB-60418 enrolled (ev_22, ev_23), as reported (ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it("Due date: wants the 15th, when the mortgage comes out", "ev_26"),
                "inverted_constraint",
                "wants the 15th",
                "he said anything but the 15th, his mortgage comes out then; the 5th would be "
                "great (ev_26)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent quoted budget billing at $163.45 a month, based on his last 12 "
                    "bills, which ranged from $88.43 in June to $287.16 in January.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$163.45 a month",
                "the quoted amount is $164.00 a month (ev_12, ev_14, act_18); $163.45 is "
                "$1,961.40 divided by 12",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Tomasz asked for the budget amount to be reviewed every three months.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Tomasz asked for the budget amount to be reviewed every three months",
                "the 3-monthly review is the program's rule (ev_12) as the agent explained it "
                "(ev_14); Tomasz only accepted the $164 (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Due-date change 28th → 5th proposed (first due on the 5th = 11/5; one "
                    "change per 12 months); awaiting his yes",
                    "ev_29",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_date",
                "first due on the 5th = 11/5",
                "the November bill is still due November 28; the first bill due on the 5th is "
                "the December bill, due December 5 (ev_29, ev_31)",
            ),
        ],
    },
    "utility-outage@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Hollis Grant wants a credit for the long power outage at his home after "
                    "the September 27 storm.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "His house at 4150 Quarry Rd (account 2281-6604-17) was without power "
                        "for 52.5 hours, from September 27 at 6:40 pm to September 29 at 11:10 "
                        "pm.",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "A $75.00 outage credit was applied to the house account after he said "
                        "yes. It was posted as CR-118402 and will show on the October 17 "
                        "statement.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The shop account 2281-6604-25 was out for 19 hours 15 minutes, under the "
                        "24-hour minimum, so it gets no credit.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Food spoilage claims are filed online only, within 30 days, up to $250.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Hollis will file the food spoilage claim for his chest freezer online "
                        "at northmere.example.net/claims by October 27.",
                        "ev_17",
                        "ev_18",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Hollis Grant (2281-6604-17 house + 2281-6604-25 shop): outage credit for "
                    "the 9/27 windstorm (OUT-2509-114)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "House: out 52.5h (9/27 18:40 → 9/29 23:10) → $25 first 24h + $25 × 2 "
                        "full 12h blocks = $75",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "apply_outage_credit $75 on 2281-6604-17 executed after his yes → "
                        "CR-118402, posted; on the 10/17 statement; reported",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Shop: 19.25h (restored 9/28 13:55, different line) → below 24h, no "
                        "credit; he said forget it",
                        "ev_12",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Food spoilage (chest freezer): he'll file online himself at "
                        "northmere.example.net/claims, by 10/27, up to $250, receipts/photos; "
                        "can't be filed by phone",
                        "ev_17",
                        "ev_18",
                        "ev_27",
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
                    "A $75.00 outage credit was applied to the shop account 2281-6604-25 after "
                    "he said yes. It was posted as CR-118402 and will show on the October 17 "
                    "statement.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "applied to the shop account 2281-6604-25",
                "CR-118402 (act_20) was posted to the house account 2281-6604-17 (ev_25, ev_27); "
                "the shop account gets no credit (ev_17, ev_19)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "The agent filed the food spoilage claim for his chest freezer; the claims "
                    "team will review it.",
                    "ev_18",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "The agent filed the food spoilage claim",
                "the ledger holds no action for a food claim; it can't be filed by phone "
                "(ev_15, ev_17) and Hollis will file it online himself (ev_18, ev_27)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "House: out 52.5h (9/27 18:40 → 9/29 23:10) → $25 first 24h + $25 per "
                    "further 12h, capped = $100",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_amount",
                "capped = $100",
                "52.5 hours give $25 for the first 24 and $25 for each of 2 further full 12-hour "
                "blocks: $75 (ev_17, act_20); $100 is only the cap per event (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The shop account 2281-6604-25 was out for about 13 hours, well under the "
                    "24-hour minimum, so it gets no credit.",
                    "ev_12",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_value:duration",
                "about 13 hours",
                "the shop was out 19.25 hours, from 18:40 on September 27 to 13:55 on September "
                "28 (ev_12, ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Food spoilage (chest freezer): he'll file online himself at "
                    "northmere.example.net/claims, by 10/29, up to $250, receipts/photos; can't "
                    "be filed by phone",
                    "ev_17",
                    "ev_18",
                    "ev_27",
                ),
                "wrong_date",
                "by 10/29",
                "the claim is due within 30 days of the outage, by October 27 (ev_17, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "constraints[1]",
                it(
                    "Hollis pointed out that the shop is on a different line and got its power "
                    "back sooner.",
                    "ev_12",
                    "ev_17",
                ),
                "misattributed_decision",
                "Hollis pointed out",
                "the shop's different line and earlier restoration come from the outage record "
                "(ev_12) as the agent told him (ev_17); Hollis only said to forget the shop "
                "(ev_18)",
            ),
        ],
    },
}
