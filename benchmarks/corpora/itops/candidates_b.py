"""Hand-written candidate summaries, part 2: license, access, contractor account, window (4 points).

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "itops-license-vectorly@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Dana Whitfield (EMP-18842, Brand Design): Vectorly Pro licenses for 4 new "
                    "designers (EMP-52310, EMP-52311, EMP-52314, EMP-52319; start 2024-06-17), "
                    "TCK-88402",
                    "ev_2",
                    "ev_7",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Pool had 1 free seat (24 assigned) → 5-seat pack ($1,450/yr) chosen "
                        "over the 10-seat pack ($2,600/yr)",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "LIC-30981 executed: 5 seats, $1,450/yr on CC-4410, 4 assigned; 2 seats "
                        "left free; invites 17 Jun; renewal 2025-01-31",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Smaller seat pack only", "ev_16"),
                    it("Charge new-hire seats to CC-4410, not CC-4401", "ev_22"),
                ],
                rejected=[
                    it(
                        "First order on CC-4401 (Dana's home cost centre): rejected, new hires "
                        "go on the brand campaign budget CC-4410",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "Nothing outstanding on TCK-88402; invites go out 2024-06-17",
                        "ev_2",
                        "ev_31",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Vectorly Pro licenses were requested by Dana for four designers who are "
                    "about to start.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Since only one seat was free in the pool, the smaller 5-seat pack was "
                        "chosen, at $1,450 per year.",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The order was first proposed against cost centre CC-4401, but this was "
                        "corrected by Dana to CC-4410, the brand campaign budget.",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "After her confirmation, order LIC-30981 was placed: five seats were "
                        "added and four were assigned to the new designers, leaving two seats "
                        "free.",
                        "ev_27",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it("The 10-seat pack ($2,600 per year) was not chosen.", "ev_15", "ev_16"),
                ],
                next_steps=[
                    it(
                        "The invites will be sent on the designers' start date, June 17.",
                        "ev_31",
                        "ev_34",
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
                    "The order was first placed against cost centre CC-4401 and was then moved "
                    "to CC-4410, the brand campaign budget, at Dana's request.",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:ledger_rejected",
                "first placed against cost centre CC-4401",
                "the CC-4401 proposal act_21 was rejected by Dana's correction (ev_24); only "
                "the CC-4410 order act_26 was placed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Larger seat pack, to leave room for growth", "ev_16"),
                "inverted_constraint",
                "Larger seat pack",
                "Dana asked for the smaller seat pack: they are not growing that fast (ev_16)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Since only one seat was free in the pool, the smaller 5-seat pack was "
                    "chosen, at $2,600 per year.",
                    "ev_13",
                    "ev_16",
                    "ev_18",
                ),
                "wrong_amount",
                "$2,600 per year",
                "the 5-seat pack costs $1,450/yr (ev_13, ev_18); $2,600 is the 10-seat pack",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "LIC-30981 executed: 5 seats, $1,450/yr on CC-4410, 4 assigned; 6 seats "
                    "left free; invites 17 Jun; renewal 2025-01-31",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_value:seat_count",
                "6 seats left free",
                "2 seats are free after the order (ev_31): 1 + 5 - 4",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Dana asked for the new seats to be co-terminous with the January 31, 2025 "
                    "renewal.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Dana asked for the new seats to be co-terminous",
                "the agent said both packs are co-terminous with the renewal (ev_15); Dana "
                "only picked the smaller pack",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "The invites will be sent on the designers' start date, July 17.",
                    "ev_31",
                    "ev_34",
                ),
                "wrong_date",
                "July 17",
                "the invites go out on 2024-06-17 (ev_31, ev_34)",
            ),
        ],
    },
    "itops-access-ordersdb@m12": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Tomás needs read access to the orders database for his Q2 churn analysis "
                    "(ticket TCK-88455).",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His manager, Noor Haddad, approved the ticket on June 13.",
                        "ev_9",
                        "ev_12",
                    ),
                    it(
                        "The production read replica, orders-db-replica, was chosen rather than "
                        "the primary, on the agent's suggestion.",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "He said yes to a read-only grant on orders-db-replica that expires on "
                        "June 21 at 23:59 UTC, but the grant has not been made yet.",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("He does not want write access on anything.", "ev_13"),
                ],
                next_steps=[
                    it(
                        "Run grant_access for EMP-27730 on orders-db-replica (read, until "
                        "2024-06-21) and confirm to Tomás.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "EMP-27730 (Tomás Bergqvist): orders-db read for Q2 churn, TCK-88455",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Manager approval: Noor Haddad (EMP-11870), 2024-06-13",
                        "ev_9",
                    ),
                    it(
                        "Target: orders-db-replica, read, expires 2024-06-21 23:59 UTC; user "
                        "said yes, grant not yet called",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Read-only; no write anywhere", "ev_13"),
                    it("Max grant 30 days", "ev_11"),
                ],
                next_steps=[
                    it("Run grant_access (act_18), then report", "ev_18", "ev_20"),
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
                    "He said yes, and read-only access to orders-db-replica was granted until "
                    "June 21 at 23:59 UTC.",
                    "ev_17",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:pending",
                "was granted",
                "act_18 is approved (ev_20) but grant_access has not been called",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Target: orders-db-prod, read, expires 2024-06-21 23:59 UTC; user said "
                    "yes, grant not yet called",
                    "ev_17",
                    "ev_19",
                    "ev_20",
                ),
                "wrong_value:system",
                "orders-db-prod",
                "the grant is on orders-db-replica (ev_13, ev_17); orders-db-prod is the primary",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "He also needs write access on the replica to load the churn tables.",
                    "ev_13",
                ),
                "inverted_constraint",
                "also needs write access",
                "Tomás said read-only, no write on anything (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Target: orders-db-replica, read, expires 2024-06-14 23:59 UTC; user said "
                    "yes, grant not yet called",
                    "ev_17",
                    "ev_19",
                    "ev_20",
                ),
                "wrong_date",
                "2024-06-14",
                "the grant expires 2024-06-21 (Friday the 21st, ev_13, ev_17)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it("Tomás said the grant can run for at most 30 days.", "ev_11", "ev_13"),
                "misattributed_decision",
                "Tomás said",
                "the 30-day limit comes from the system record and the agent (ev_11, ev_12); "
                "Tomás did not say it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("Manager approval: Noor Haddad (EMP-11870), 2024-06-13", "ev_11"),
                "unsupported_ref",
                "Manager approval: Noor Haddad (EMP-11870), 2024-06-13",
                "cites only get_system (ev_11), which holds no approval; it is in the ticket "
                "(ev_9)",
            ),
        ],
    },
    "itops-extend-contractor@m15": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Helen Kowalczyk (EMP-11052): extend contractor Ravi Menon's account "
                    "CTR-0419 from 2024-06-30 to Sept 30 (contract renewed), TCK-88519",
                    "ev_2",
                    "ev_6",
                    "ev_9",
                ),
                decisions=[
                    it(
                        "CTR-0419 extended to 2024-09-30 under PO-77120 (Kestrel Consulting, "
                        "$48,600 total, CC-3100) after Helen's yes; status active",
                        "ev_16",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "CTR-0422 (Lena Fischer) not extended: contract not renewed, lapses "
                        "2024-06-30",
                        "ev_9",
                        "ev_12",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Only Ravi's account; Lena's to lapse on the 30th", "ev_12"),
                ],
                next_steps=[
                    it("Nothing pending on TCK-88519", "ev_2", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Helen, an engineering manager, wanted one of her two contractors' accounts "
                    "extended because his contract was renewed.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Ravi Menon's account (CTR-0419) appears to have been extended to "
                        "September 30, 2024, using purchase order PO-77120.",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Lena Fischer's account (CTR-0422) was left unchanged and should "
                        "deactivate on June 30 as planned, since her contract was not renewed.",
                        "ev_12",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Helen only wanted Ravi's account extended.", "ev_12"),
                ],
                next_steps=[
                    it(
                        "It may be worth checking whether Helen needs anything else on TCK-88519.",
                        "ev_2",
                        "ev_26",
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
                    "Lena Fischer's account (CTR-0422) seems to have been extended as well, to "
                    "the same date.",
                    "ev_12",
                    "ev_26",
                ),
                "false_status:other_target",
                "extended as well",
                "only CTR-0419 was extended (act_20); CTR-0422 is unchanged (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "CTR-0419 extended to 2024-09-30 under PO-77120 (Kestrel Consulting, "
                    "$16,200 total, CC-3100) after Helen's yes; status active",
                    "ev_16",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_amount",
                "$16,200 total",
                "the PO totals $48,600 (ev_16, ev_19); $16,200 is the monthly rate",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Ravi's account first; Lena's to be extended once her PO arrives",
                    "ev_12",
                ),
                "inverted_constraint",
                "Lena's to be extended once her PO arrives",
                "Helen said Lena's contract isn't renewed: let her account lapse (ev_12)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Helen said the PO is worth $48,600 and is billed to cost centre CC-3100.",
                    "ev_12",
                    "ev_16",
                ),
                "misattributed_decision",
                "Helen said",
                "Helen only gave the PO number (ev_12); the amount and cost centre come from "
                "the PO lookup (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "CTR-0419 extension to 2024-09-30 under PO-77120 (Kestrel Consulting, "
                    "$48,600 total, CC-3100) proposed; awaiting Helen's confirmation",
                    "ev_16",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:other_status",
                "proposed; awaiting Helen's confirmation",
                "act_20 was approved (ev_22) and executed (ev_24, ev_25)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Ravi Menon's account (CTR-0422) appears to have been extended to "
                    "September 30, 2024, using purchase order PO-77120.",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_id",
                "(CTR-0422)",
                "Ravi's account is CTR-0419 (ev_9, ev_25); CTR-0422 is Lena's",
            ),
        ],
    },
    "itops-maint-paymentsdb@m9": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Grace Achterberg (EMP-40961, DBA): 2 h maintenance window on payments-db "
                    "(production) for an index rebuild, TCK-88601",
                    "ev_2",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "Slot agreed: Thu 2024-06-20, 19:00–21:00 Europe/London",
                        "ev_12",
                        "ev_13",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Only after 18:00: settlement batch runs 14:00–18:00",
                        "ev_2",
                        "ev_11",
                    ),
                    it("No team notification (auto-announce off)", "ev_13"),
                    it(
                        "Clear of MW-2207 (payments-api, 22:00–23:30 the same evening)",
                        "ev_11",
                        "ev_12",
                    ),
                ],
                open_threads=[
                    it(
                        "schedule_maintenance proposed with notify off; awaiting Grace's yes",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("On yes, book the window and give Grace its id", "ev_18"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Grace needs a two-hour maintenance window on the production payments-db "
                    "next Thursday to rebuild indexes.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "A window from 7 pm to 9 pm on June 20 was suggested and she agreed to it.",
                        "ev_12",
                        "ev_13",
                    ),
                ],
                constraints=[
                    it(
                        "The window has to start after 6 pm because finance runs settlements "
                        "until then.",
                        "ev_2",
                    ),
                    it(
                        "The payments team should not be notified; Grace will tell them herself.",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "The booking has been proposed, but she has not confirmed it yet.",
                        "ev_17",
                        "ev_18",
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
                    "The window has been booked and is now on the change calendar.",
                    "ev_17",
                    "ev_18",
                ),
                "false_status:pending",
                "has been booked",
                "act_18 is pending (ev_18); Grace has not answered the proposal",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it("Announce the window to the payments team channel", "ev_13"),
                "inverted_constraint",
                "Announce the window to the payments team channel",
                "Grace said do not notify the team (ev_13)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[1]",
                it("The payments team has been told about the window.", "ev_12", "ev_13"),
                "false_status:no_such_action",
                "has been told about the window",
                "no notification action exists; Grace said she will tell them herself (ev_13)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A window from 7 pm to 9 pm on June 27 was suggested and she agreed to it.",
                    "ev_12",
                    "ev_13",
                ),
                "wrong_date",
                "June 27",
                "the window is on Thursday 2024-06-20 (ev_11, ev_12, ev_17)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[1]",
                it(
                    "Grace picked 19:00–21:00 to stay clear of payments-api's MW-2207",
                    "ev_12",
                    "ev_13",
                ),
                "misattributed_decision",
                "Grace picked 19:00–21:00",
                "the agent proposed 19:00-21:00 to avoid the batch and MW-2207 (ev_12); Grace "
                "only said 7 to 9 works",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Slot agreed: Thu 2024-06-20, 21:00–23:00 Europe/London",
                    "ev_12",
                    "ev_13",
                    "ev_17",
                ),
                "wrong_value:time",
                "21:00–23:00",
                "the agreed slot is 19:00 to 21:00 (7 to 9, ev_13, ev_17)",
            ),
        ],
    },
}
