"""Session scripts, part 1: deploys, a rollback, licenses, access, a contractor account.

Each script plays one invented helpdesk session; `s.boundary(note)` marks where a point is
frozen. The dialogue, the ids and the results were written for this corpus.
"""

from __future__ import annotations

from directory import employee, ticket

GREETING = "Hi, this is the IT ops helpdesk assistant. What can I do for you?"


def deploy_billing(s):
    """Deploy billing-api to staging only, keep the old build; then restart billing-worker."""
    s.say(GREETING)
    s.user(
        "Hey, Priya Raman here, EMP-20417. Can you push billing-api build 1187 out to staging? "
        "Ticket is TCK-88213. Not production, QA hasn't signed off yet.",
        facts={
            "employee_id": "EMP-20417",
            "ticket_id": "TCK-88213",
            "service": "billing-api",
            "environment": "staging",
        },
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-20417"},
        employee("EMP-20417"),
        facts={"employee_name": "Priya Raman"},
    )
    s.call(
        "get_ticket",
        {"ticket_id": "TCK-88213"},
        ticket(
            "TCK-88213",
            "EMP-20417",
            "deploy",
            "billing-api 4.18.2 to staging for QA regression",
            created="2024-06-11T09:42:00Z",
        ),
    )
    s.call(
        "list_services",
        {"group": "billing"},
        [
            {
                "name": "billing-api",
                "owner": "Billing Platform",
                "staging": {"build": 1179, "version": "4.18.0"},
                "production": {"build": 1172, "version": "4.17.3"},
            },
            {
                "name": "billing-worker",
                "owner": "Billing Platform",
                "staging": {"build": 1176, "version": "4.17.9"},
                "production": {"build": 1172, "version": "4.17.3"},
            },
        ],
    )
    s.call(
        "get_deploy_history",
        {"service": "billing-api", "environment": "staging", "limit": 3},
        [
            {
                "build": 1187,
                "version": "4.18.2",
                "built_at": "2024-06-11T08:15:00Z",
                "ci": "passed",
                "deployed": False,
            },
            {
                "build": 1183,
                "version": "4.18.1",
                "built_at": "2024-06-07T16:40:00Z",
                "ci": "failed",
                "deployed": False,
            },
            {
                "build": 1179,
                "version": "4.18.0",
                "built_at": "2024-06-04T09:02:00Z",
                "ci": "passed",
                "deployed": True,
                "deployed_at": "2024-06-04T11:30:00Z",
                "live": True,
            },
        ],
        facts={"build": 1187, "previous_build": 1179},
    )
    s.say(
        "Thanks, Priya. billing-api is on build 1179 (v4.18.0) in staging, deployed June 4; "
        "production is on 1172 (v4.17.3). Build 1187 (v4.18.2) passed CI this morning at 08:15 "
        "UTC. 1183 failed CI, so it's skipped.\n\n"
        "billing-worker is in the same group (staging on 1176). Do you want that touched too?"
    )
    s.user(
        "No, just billing-api. And keep the old build around, I want to be able to flip "
        "staging back to 1179 if QA finds something."
    )
    args = {
        "service": "billing-api",
        "environment": "staging",
        "build": 1187,
        "keep_previous": True,
        "ticket_id": "TCK-88213",
    }
    s.confirm(
        "Here's the deploy I'll run:\n"
        "- Service: billing-api\n"
        "- Environment: staging (production untouched, stays on 1172)\n"
        "- Build: #1187 (v4.18.2), replacing #1179\n"
        "- Keep previous build: yes, 1179 stays available for a quick rollback\n"
        "- Ticket: TCK-88213\n"
        "This restarts the staging pods (about 3 minutes of staging downtime). Shall I go "
        "ahead? (yes/no)",
        [("deploy_service", args)],
    )
    s.yes("yes go ahead")
    s.call(
        "deploy_service",
        args,
        {
            "deploy_id": "DEP-60318",
            "service": "billing-api",
            "environment": "staging",
            "build": 1187,
            "version": "4.18.2",
            "previous_build": 1179,
            "previous_retained": True,
            "status": "succeeded",
            "started_at": "2024-06-11T10:02:11Z",
            "finished_at": "2024-06-11T10:05:02Z",
            "healthy_pods": "3/3",
        },
        facts={"deploy_id": "DEP-60318"},
    )
    s.boundary(
        "right after the staging deploy of billing-api #1187 executed (DEP-60318, 1179 kept); "
        "not reported yet; production and billing-worker untouched"
    )
    s.say(
        "Done: billing-api build 1187 (v4.18.2) is live in staging as DEP-60318, 3/3 pods "
        "healthy, finished 10:05 UTC. Build 1179 is retained for a rollback, and production is "
        "still on 1172. Anything else?"
    )
    s.user(
        "Great. Actually billing-worker in staging has been flaky since this morning, can you "
        "restart it? Just a restart, no new build. And don't page anyone, it's only staging."
    )
    s.call(
        "get_service_status",
        {"service": "billing-worker", "environment": "staging"},
        {
            "service": "billing-worker",
            "environment": "staging",
            "status": "degraded",
            "build": 1176,
            "restarts_24h": 4,
            "last_restart": "2024-06-11T07:48:00Z",
        },
    )
    s.confirm(
        "billing-worker in staging is degraded (build 1176, 4 restarts in the last 24 h, the "
        "last at 07:48 UTC). I'll do a rolling restart:\n"
        "- Service: billing-worker\n"
        "- Environment: staging\n"
        "- Build: stays 1176\n"
        "- Paging: none\n"
        "Confirm? (yes/no)",
        [
            (
                "restart_service",
                {
                    "service": "billing-worker",
                    "environment": "staging",
                    "mode": "rolling",
                    "page": False,
                },
            )
        ],
    )
    s.boundary(
        "billing-api #1187 deployed to staging and reported; the restart of billing-worker "
        "(staging, no paging) is proposed and pending"
    )


def rollback_checkout(s):
    """Roll checkout-web back to 2288 (not 2290): the call fails; then a SEV2 incident."""
    s.say(GREETING)
    s.user(
        "Marcus Oyelaran, EMP-31188, I'm on call. checkout-web in prod is throwing 502s since "
        "the 14:10 deploy. I need it rolled back to the previous build right now. Ticket "
        "TCK-88307.",
        facts={
            "employee_id": "EMP-31188",
            "ticket_id": "TCK-88307",
            "service": "checkout-web",
            "environment": "production",
        },
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-31188"},
        employee("EMP-31188"),
        facts={"employee_name": "Marcus Oyelaran"},
    )
    s.call(
        "get_service_status",
        {"service": "checkout-web", "environment": "production"},
        {
            "service": "checkout-web",
            "environment": "production",
            "status": "degraded",
            "build": 2291,
            "error_rate": "23.4%",
            "since": "2024-06-12T14:12:00Z",
        },
    )
    s.call(
        "get_deploy_history",
        {"service": "checkout-web", "environment": "production", "limit": 3},
        [
            {
                "build": 2291,
                "version": "7.3.0",
                "deployed_at": "2024-06-12T14:10:00Z",
                "by": "pipeline PL-77412",
                "live": True,
            },
            {
                "build": 2290,
                "version": "7.2.9",
                "deployed_at": "2024-06-10T16:30:00Z",
                "by": "pipeline PL-77260",
                "live": False,
            },
            {
                "build": 2288,
                "version": "7.2.7",
                "deployed_at": "2024-06-06T11:05:00Z",
                "by": "pipeline PL-77011",
                "live": False,
            },
        ],
        facts={"build": 2291},
    )
    s.say(
        "checkout-web in production is degraded: 23.4% errors since 14:12 UTC, on build 2291 "
        "(v7.3.0, deployed 14:10 today by pipeline PL-77412). The previous build is 2290 "
        "(v7.2.9, June 10); before that, 2288 (v7.2.7, June 6). Roll back to 2290?"
    )
    s.user(
        "Not 2290, that one has the session-cache bug. Go to 2288.",
        facts={"target_build": 2288},
    )
    args = {
        "service": "checkout-web",
        "environment": "production",
        "to_build": 2288,
        "ticket_id": "TCK-88307",
    }
    s.confirm(
        "Rolling back checkout-web in production:\n"
        "- from build 2291 (v7.3.0) to build 2288 (v7.2.7), skipping 2290\n"
        "- ticket TCK-88307\n"
        "Traffic shifts over about 5 minutes. Do I have your go-ahead? (yes/no)",
        [("rollback_deploy", args)],
    )
    s.yes("Yes, do it.")
    s.call(
        "rollback_deploy",
        args,
        "Error: deploy lock held by pipeline run PL-77412 (checkout-web/production, acquired "
        "2024-06-12T14:08:55Z); rollback not started",
        error=True,
    )
    s.boundary(
        "the approved rollback of checkout-web to 2288 returned an error (deploy lock held by "
        "PL-77412) while the ledger says executed; not reported yet"
    )
    s.say(
        "The rollback didn't start: the deploy lock for checkout-web/production is still held "
        "by pipeline run PL-77412 (taken at 14:08 UTC), so production is still on 2291. I can't "
        "break that lock myself; release engineering can. Do you want me to open an incident?"
    )
    s.user(
        "Yes, open a SEV2 for the checkout 502s. Assign it to me, and do not notify the whole "
        "SRE channel, just page me and release-eng.",
        facts={"severity": "SEV2"},
    )
    inc = {
        "severity": "SEV2",
        "title": "checkout-web 502s in production after build 2291",
        "service": "checkout-web",
        "environment": "production",
        "owner": "EMP-31188",
        "page": ["EMP-31188", "release-eng"],
        "broadcast": False,
        "ticket_id": "TCK-88307",
    }
    s.confirm(
        "I'll open this incident:\n"
        "- Severity: SEV2\n"
        "- Title: checkout-web 502s in production after build 2291\n"
        "- Owner: EMP-31188 (Marcus Oyelaran)\n"
        "- Page: you and the release-eng rotation only, no broadcast to #sre\n"
        "- Linked ticket: TCK-88307\n"
        "Open it? (yes/no)",
        [("open_incident", inc)],
    )
    s.yes("yes")
    s.call(
        "open_incident",
        inc,
        {
            "incident_id": "INC-4471",
            "severity": "SEV2",
            "status": "open",
            "owner": "EMP-31188",
            "opened_at": "2024-06-12T14:31:40Z",
            "paged": ["EMP-31188", "release-eng"],
            "broadcast": False,
        },
        facts={"incident_id": "INC-4471"},
    )
    s.say(
        "INC-4471 is open (SEV2, 14:31 UTC), owned by you; you and release-eng were paged and "
        "#sre was not notified. Once release-eng frees the lock held by PL-77412 I can retry "
        "the rollback to 2288."
    )
    s.boundary(
        "the rollback failed (error, ledger executed) and was reported; the SEV2 incident "
        "INC-4471 executed and reported; no retry yet"
    )


def license_vectorly(s):
    """Four Vectorly Pro seats: the smaller pack; the cost centre corrected, then executed."""
    s.say(GREETING)
    s.user(
        "Hi, Dana Whitfield (EMP-18842). We've got four new designers starting and they each "
        "need a Vectorly Pro license. Can you sort that? It's TCK-88402.",
        facts={"employee_id": "EMP-18842", "ticket_id": "TCK-88402", "product": "Vectorly Pro"},
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-18842"},
        employee("EMP-18842"),
        facts={"employee_name": "Dana Whitfield"},
    )
    hires = ["EMP-52310", "EMP-52311", "EMP-52314", "EMP-52319"]
    s.call(
        "get_ticket",
        {"ticket_id": "TCK-88402"},
        ticket(
            "TCK-88402",
            "EMP-18842",
            "license",
            "Vectorly Pro for 4 new designers",
            employees=hires,
            start_date="2024-06-17",
        ),
        facts={"assignees": hires},
    )
    s.call(
        "check_license_pool",
        {"product": "Vectorly Pro"},
        {
            "product": "Vectorly Pro",
            "assigned": 24,
            "free_seats": 1,
            "packs": [
                {"seats": 5, "annual_cost_usd": 1450.0},
                {"seats": 10, "annual_cost_usd": 2600.0},
            ],
            "renewal": "2025-01-31",
        },
        facts={"free_seats": 1},
    )
    s.say(
        "Thanks, Dana. The Vectorly Pro pool has 1 free seat (24 assigned), so the four new "
        "designers need a seat pack. Two options: a 5-seat pack at $1,450/yr or a 10-seat pack "
        "at $2,600/yr, both co-terminous with the Jan 31, 2025 renewal. Which one would you "
        "like?"
    )
    s.user("The smaller seat pack. We're not growing that fast.", facts={"seat_pack": 5})
    first = {
        "product": "Vectorly Pro",
        "seat_pack": 5,
        "annual_cost_usd": 1450.0,
        "cost_centre": "CC-4401",
        "assign_to": hires,
        "ticket_id": "TCK-88402",
    }
    s.confirm(
        "Here's the license order:\n"
        "- Product: Vectorly Pro, 5-seat pack\n"
        "- Cost: $1,450.00 per year, charged to CC-4401 (your home cost centre)\n"
        "- Assign to: EMP-52310, EMP-52311, EMP-52314, EMP-52319\n"
        "Shall I place it? (yes/no)",
        [("issue_license", first)],
        facts={"annual_cost_usd": 1450.0, "cost_centre": "CC-4401"},
    )
    s.no(
        "No, not CC-4401, new hires go on the brand campaign budget. CC-4410.",
        facts={"cost_centre": "CC-4410"},
    )
    second = {**first, "cost_centre": "CC-4410"}
    s.confirm(
        "Corrected:\n"
        "- Product: Vectorly Pro, 5-seat pack\n"
        "- Cost: $1,450/yr to CC-4410 (brand campaign)\n"
        "- Assign to the same four: EMP-52310, EMP-52311, EMP-52314, EMP-52319\n"
        "Go ahead? (yes/no)",
        [("issue_license", second)],
    )
    s.yes("Yes, that's right.")
    s.call(
        "issue_license",
        second,
        {
            "order_id": "LIC-30981",
            "product": "Vectorly Pro",
            "seats_added": 5,
            "annual_cost_usd": 1450.0,
            "cost_centre": "CC-4410",
            "assigned": hires,
            "free_seats_after": 2,
            "invites_on": "2024-06-17",
            "renewal": "2025-01-31",
        },
        facts={"license_order_id": "LIC-30981", "free_seats": 2},
    )
    s.say(
        "Done: order LIC-30981 added 5 Vectorly Pro seats ($1,450/yr on CC-4410) and assigned "
        "four of them to the new designers. The pool now has 2 free seats. Their invites go out "
        "on their start date, 17 June."
    )
    s.boundary(
        "the first license order (CC-4401) was rejected by the user's correction; the "
        "corrected one (CC-4410, 5-seat pack) executed and was reported"
    )


def access_ordersdb(s):
    """Read-only access to the orders-db replica until the 21st: approved, no call yet."""
    s.say(GREETING)
    s.user(
        "Hola, Tomás Bergqvist, EMP-27730. I need read access to the orders database for the "
        "Q2 churn analysis, ticket TCK-88455.",
        facts={"employee_id": "EMP-27730", "ticket_id": "TCK-88455"},
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-27730"},
        employee("EMP-27730"),
        facts={"employee_name": "Tomás Bergqvist"},
    )
    s.call(
        "get_ticket",
        {"ticket_id": "TCK-88455"},
        ticket(
            "TCK-88455",
            "EMP-27730",
            "access",
            "orders-db read for Q2 churn analysis",
            approved_by="EMP-11870",
            approver_name="Noor Haddad",
            approved_at="2024-06-13",
        ),
    )
    s.call(
        "get_system",
        {"system": "orders-db"},
        {
            "system": "orders-db",
            "instances": [
                {
                    "name": "orders-db-prod",
                    "role": "production primary",
                    "levels": ["read", "write"],
                },
                {
                    "name": "orders-db-replica",
                    "role": "production read replica",
                    "levels": ["read"],
                },
                {"name": "orders-db-staging", "role": "staging", "levels": ["read", "write"]},
            ],
            "max_grant_days": 30,
        },
    )
    s.say(
        "Your manager, Noor Haddad (EMP-11870), approved the ticket on 06/13. orders-db has a "
        "production primary (orders-db-prod), a production read replica (orders-db-replica) "
        "and a staging copy. For analysis I'd suggest the replica. How long do you need the "
        "access? Grants can run up to 30 days."
    )
    s.user(
        "The replica is fine. Read-only, I do not want write on anything. Until the end of next "
        "week is enough, say Friday the 21st.",
        facts={"system": "orders-db-replica", "access_level": "read", "expires": "2024-06-21"},
    )
    args = {
        "employee_id": "EMP-27730",
        "system": "orders-db-replica",
        "level": "read",
        "expires": "2024-06-21T23:59:00Z",
        "ticket_id": "TCK-88455",
    }
    s.confirm(
        "I'll grant:\n"
        "- Employee: EMP-27730 (Tomás Bergqvist)\n"
        "- System: orders-db-replica\n"
        "- Level: read (no write)\n"
        "- Expires: 2024-06-21 23:59 UTC\n"
        "- Ticket: TCK-88455\n"
        "OK to proceed? (yes/no)",
        [("grant_access", args)],
    )
    s.yes("Yes please.")
    s.boundary(
        "the user said yes to the read-only grant on orders-db-replica until 2024-06-21; no "
        "call yet (approved, not executed)"
    )
    s.call(
        "grant_access",
        args,
        {
            "grant_id": "ACC-8120",
            "employee_id": "EMP-27730",
            "system": "orders-db-replica",
            "level": "read",
            "expires": "2024-06-21T23:59:00Z",
            "status": "active",
        },
    )


def extend_contractor(s):
    """Two contractor accounts expiring: extend Ravi's to Sept 30, let Lena's lapse."""
    s.say(GREETING)
    s.user(
        "Hi, it's Helen Kowalczyk, EMP-11052. Two of my contractors' accounts run out at the "
        "end of the month. Ravi Menon's needs extending to September 30th, his contract got "
        "renewed. TCK-88519.",
        facts={"employee_id": "EMP-11052", "ticket_id": "TCK-88519"},
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-11052"},
        employee("EMP-11052"),
        facts={"employee_name": "Helen Kowalczyk"},
    )
    accounts = [
        {
            "account_id": "CTR-0419",
            "name": "Ravi Menon",
            "vendor": "Kestrel Consulting",
            "expires": "2024-06-30",
            "systems": ["github-org", "jira", "vpn"],
        },
        {
            "account_id": "CTR-0422",
            "name": "Lena Fischer",
            "vendor": "Kestrel Consulting",
            "expires": "2024-06-30",
            "systems": ["jira", "vpn"],
        },
    ]
    s.call(
        "list_accounts",
        {"manager_id": "EMP-11052", "type": "contractor"},
        accounts,
        facts={
            "accounts": {
                "CTR-0419": {"name": "Ravi Menon", "expires": "2024-06-30"},
                "CTR-0422": {"name": "Lena Fischer", "expires": "2024-06-30"},
            }
        },
    )
    s.say(
        "I see two contractor accounts under you, both expiring 30 June 2024: CTR-0419 (Ravi "
        "Menon) and CTR-0422 (Lena Fischer), both from Kestrel Consulting. To extend Ravi to "
        "30 September I need the renewed purchase order number. Should Lena's account be "
        "extended too?"
    )
    s.user(
        "PO is PO-77120. Only Ravi. Lena's contract isn't renewed, let hers lapse on the 30th.",
        facts={"po_number": "PO-77120", "account_id": "CTR-0419"},
    )
    s.call(
        "get_purchase_order",
        {"po_number": "PO-77120"},
        {
            "po_number": "PO-77120",
            "vendor": "Kestrel Consulting",
            "contractor_account": "CTR-0419",
            "valid_from": "2024-07-01",
            "valid_until": "2024-09-30",
            "amount_usd": 48600.0,
            "monthly_rate_usd": 16200.0,
            "cost_centre": "CC-3100",
            "status": "approved",
        },
        facts={"new_end_date": "2024-09-30", "cost_centre": "CC-3100"},
    )
    args = {
        "account_id": "CTR-0419",
        "new_end_date": "2024-09-30",
        "po_number": "PO-77120",
        "ticket_id": "TCK-88519",
    }
    s.confirm(
        "Here's the extension:\n"
        "- Account: CTR-0419 (Ravi Menon, Kestrel Consulting)\n"
        "- New end date: 2024-09-30 (was 2024-06-30)\n"
        "- PO: PO-77120 ($48,600 total at $16,200/month, valid to 30 Sep, CC-3100)\n"
        "- CTR-0422 (Lena Fischer): not changed, it will expire on 2024-06-30\n"
        "Confirm? (yes/no)",
        [("extend_account", args)],
    )
    s.yes("Yep, confirmed.")
    s.call(
        "extend_account",
        args,
        {
            "account_id": "CTR-0419",
            "name": "Ravi Menon",
            "expires": "2024-09-30",
            "previous_expiry": "2024-06-30",
            "po_number": "PO-77120",
            "status": "active",
        },
    )
    s.say(
        "Ravi's account CTR-0419 now runs until Sept 30, 2024 under PO-77120. Lena's CTR-0422 "
        "is unchanged and will deactivate on June 30."
    )
    s.boundary(
        "the extension of CTR-0419 (Ravi) to 2024-09-30 executed and was reported; CTR-0422 "
        "(Lena) untouched, lapsing on 2024-06-30"
    )


SCRIPTS = {
    "deploy-billing": deploy_billing,
    "rollback-checkout": rollback_checkout,
    "license-vectorly": license_vectorly,
    "access-ordersdb": access_ordersdb,
    "extend-contractor": extend_contractor,
}
