"""Session scripts, part 2: a maintenance window, MFA and a laptop, an offboarding, a restart.

Each script plays one invented helpdesk session; `s.boundary(note)` marks where a point is
frozen. The dialogue, the ids and the results were written for this corpus.
"""

from __future__ import annotations

from directory import employee
from sessions_a import GREETING


def maint_paymentsdb(s):
    """A window on payments-db after 6 pm, no team notification: pending, then executed."""
    s.say(GREETING)
    s.user(
        "Grace Achterberg, DBA, EMP-40961. I need a maintenance window on payments-db in "
        "production next Thursday for the index rebuild, two hours. Only after 6 pm, finance "
        "runs settlements until then. TCK-88601.",
        facts={
            "employee_id": "EMP-40961",
            "ticket_id": "TCK-88601",
            "service": "payments-db",
            "environment": "production",
        },
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-40961"},
        employee("EMP-40961"),
        facts={"employee_name": "Grace Achterberg"},
    )
    s.call(
        "get_change_calendar",
        {"service": "payments-db", "environment": "production", "date": "2024-06-20"},
        {
            "date": "2024-06-20",
            "timezone": "Europe/London",
            "freeze": None,
            "blackouts": [{"what": "finance settlement batch", "start": "14:00", "end": "18:00"}],
            "windows": [
                {
                    "window_id": "MW-2207",
                    "service": "payments-api",
                    "start": "2024-06-20T22:00",
                    "end": "2024-06-20T23:30",
                }
            ],
        },
    )
    s.say(
        "On Thursday June 20 the settlement batch runs 14:00 to 18:00, and payments-api "
        "already has MW-2207 from 22:00 to 23:30 that evening (times Europe/London). A "
        "two-hour window from 19:00 to 21:00 would avoid both. Does that work? And should I "
        "announce it to the payments team channel?"
    )
    s.user(
        "7 to 9 works. Do not notify the team, I'll tell them myself. The auto-announce spams "
        "everyone.",
        facts={
            "window_start": "2024-06-20T19:00",
            "window_end": "2024-06-20T21:00",
            "notify": False,
        },
    )
    args = {
        "service": "payments-db",
        "environment": "production",
        "start": "2024-06-20T19:00",
        "end": "2024-06-20T21:00",
        "timezone": "Europe/London",
        "reason": "index rebuild",
        "notify": False,
        "ticket_id": "TCK-88601",
    }
    s.confirm(
        "I'll schedule:\n"
        "- Service: payments-db (production)\n"
        "- Window: Thu 2024-06-20, 19:00 to 21:00 Europe/London\n"
        "- Reason: index rebuild\n"
        "- Notifications: off\n"
        "- Ticket: TCK-88601\n"
        "Shall I book it? (yes/no)",
        [("schedule_maintenance", args)],
    )
    s.boundary(
        "the maintenance window (payments-db production, 2024-06-20 19:00-21:00, no "
        "notification) is proposed; the user has not answered"
    )
    s.yes("Yes, book it.")
    s.call(
        "schedule_maintenance",
        args,
        {
            "window_id": "MW-2231",
            "service": "payments-db",
            "environment": "production",
            "start": "2024-06-20T19:00",
            "end": "2024-06-20T21:00",
            "timezone": "Europe/London",
            "status": "scheduled",
            "notify": False,
            "announced": False,
        },
        facts={"window_id": "MW-2231"},
    )
    s.say(
        "Booked: MW-2231, payments-db production, Thursday 20 June 7 to 9 pm London time. No "
        "announcement was sent."
    )
    s.boundary("the window MW-2231 executed and was reported")


def mfa_laptop(s):
    """MFA reset executed; the new hire's laptop rejected (start date may move)."""
    s.say(GREETING)
    s.user(
        "Hi, Owen Delacroix, EMP-52203. I got a new phone and my authenticator is gone, I "
        "can't log in to anything. Also my new team member needs a laptop. TCK-88633.",
        facts={"employee_id": "EMP-52203", "ticket_id": "TCK-88633"},
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-52203"},
        employee("EMP-52203"),
        facts={"employee_name": "Owen Delacroix", "cost_centre": "CC-6120"},
    )
    s.call(
        "send_verification_code",
        {"employee_id": "EMP-52203", "channel": "personal_email"},
        {"sent_to": "o•••••@gmail.com", "expires_in_min": 10},
    )
    s.say(
        "Before I touch MFA I need to verify you. I've sent a 6-digit code to your personal "
        "email on file (o•••••@gmail.com). What is it?"
    )
    s.user("418 207")
    s.call(
        "check_verification_code",
        {"employee_id": "EMP-52203", "code": "418207"},
        {"valid": True},
    )
    mfa = {"employee_id": "EMP-52203", "remove_method": "totp", "enrolment_link_hours": 24}
    s.confirm(
        "Verified, thanks. I'll reset your MFA:\n"
        "- Employee: EMP-52203\n"
        "- Remove: the TOTP authenticator on the old iPhone 12 (enrolled 2022-03-01)\n"
        "- You get an enrolment link, valid 24 hours, to set up the new phone\n"
        "Proceed? (yes/no)",
        [("reset_mfa", mfa)],
    )
    s.yes("yes")
    s.call(
        "reset_mfa",
        mfa,
        {
            "employee_id": "EMP-52203",
            "status": "reset",
            "removed": "totp",
            "enrolment_link_expires": "2024-06-14T11:20:00Z",
            "sent_to": "personal_email",
        },
    )
    s.say(
        "Your MFA is reset. An enrolment link went to your personal email; it's valid until "
        "11:20 UTC tomorrow (June 14). Now the laptop: who is it for, and when do they start?"
    )
    s.user(
        "Sofia Lindqvist, EMP-52877, she starts July 8th.",
        facts={"target_employee_id": "EMP-52877", "start_date": "2024-07-08"},
    )
    s.call("get_employee", {"employee_id": "EMP-52877"}, employee("EMP-52877"))
    s.call(
        "get_laptop_catalog",
        {"role": "Sales Operations Analyst", "location": "Dublin"},
        {
            "standard": "LT-T14G5",
            "models": [
                {"sku": "LT-T14G5", "model": "ThinkPad T14 Gen 5", "cost_usd": 1389.0},
                {"sku": "LT-MBP14", "model": "MacBook Pro 14 M3", "cost_usd": 2199.0},
            ],
            "lead_time_days": 8,
        },
    )
    laptop = {
        "employee_id": "EMP-52877",
        "sku": "LT-T14G5",
        "cost_usd": 1389.0,
        "cost_centre": "CC-6120",
        "deliver_to": "Dublin office",
        "deliver_by": "2024-07-05",
        "ticket_id": "TCK-88633",
    }
    s.confirm(
        "For Sofia (EMP-52877, Sales Operations Analyst) the standard laptop is the ThinkPad "
        "T14 Gen 5 at $1,389. Here's the order:\n"
        "- SKU: LT-T14G5\n"
        "- Charged to: CC-6120\n"
        "- Deliver to: Dublin office, by 2024-07-05 (before her start on the 8th)\n"
        "Order it? (yes/no)",
        [("provision_laptop", laptop)],
        facts={"laptop_sku": "LT-T14G5", "laptop_cost_usd": 1389.0},
    )
    s.no("Hold off on that. Her start date might move to August, I'll come back once it's firm.")
    s.say("Understood, no laptop ordered for now. Anything else?")
    s.boundary(
        "MFA reset executed and reported; the laptop order for EMP-52877 rejected by the user "
        "(start date may move)"
    )


def offboard_kenji(s):
    """Revoke github-org and aws-prod of a leaver: github done, aws-prod fails; Drive kept."""
    s.say(GREETING)
    s.user(
        "Amara Nwosu, security, EMP-16634. Kenji Watanabe (EMP-29015) left on Friday the 24th. "
        "Please revoke his GitHub and AWS production access today. Leave his Google Drive "
        "access until the handover on 5/31, his manager is still moving files. TCK-88690.",
        facts={
            "employee_id": "EMP-16634",
            "ticket_id": "TCK-88690",
            "target_employee_id": "EMP-29015",
        },
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-16634"},
        employee("EMP-16634"),
        facts={"employee_name": "Amara Nwosu"},
    )
    s.call("get_employee", {"employee_id": "EMP-29015"}, employee("EMP-29015"))
    grants = [
        {"grant_id": "ACC-7781", "system": "github-org", "level": "member"},
        {"grant_id": "ACC-7790", "system": "aws-prod", "level": "PowerUser"},
        {"grant_id": "ACC-7702", "system": "google-drive", "level": "editor"},
        {"grant_id": "ACC-7715", "system": "jira", "level": "user"},
    ]
    s.call(
        "list_access",
        {"employee_id": "EMP-29015"},
        grants,
        facts={"grants": {g["grant_id"]: g["system"] for g in grants}},
    )
    s.say(
        "Kenji (EMP-29015) is marked terminated, last day 2024-05-24. He still has 4 grants: "
        "github-org (member), aws-prod (PowerUser), google-drive (editor) and jira (user). As "
        "you asked, I'll revoke github-org and aws-prod only; Drive stays until 31 May. Jira "
        "wasn't mentioned: leave it for now?"
    )
    s.user("Leave jira for now, I'll check with his manager.")
    gh = {"employee_id": "EMP-29015", "grant_id": "ACC-7781", "system": "github-org"}
    aws = {"employee_id": "EMP-29015", "grant_id": "ACC-7790", "system": "aws-prod"}
    s.confirm(
        "Revocations for EMP-29015 (Kenji Watanabe):\n"
        "1. github-org (member, ACC-7781)\n"
        "2. aws-prod (PowerUser, ACC-7790)\n"
        "Not touched: google-drive (until the 5/31 handover) and jira.\n"
        "Proceed with both? (yes/no)",
        [("revoke_access", gh), ("revoke_access", aws)],
    )
    s.yes("Yes, both.")
    s.call(
        "revoke_access",
        gh,
        {
            "grant_id": "ACC-7781",
            "system": "github-org",
            "status": "revoked",
            "revoked_at": "2024-05-27T09:14:03Z",
        },
    )
    s.call(
        "revoke_access",
        aws,
        "Error: IAM Identity Center sync failed for aws-prod (SCIM 503 Service Unavailable); "
        "grant ACC-7790 unchanged",
        error=True,
    )
    s.say(
        "GitHub access is revoked (ACC-7781, 09:14 UTC). The aws-prod revoke failed: the "
        "Identity Center sync returned a 503, and grant ACC-7790 is unchanged, so Kenji still "
        "has PowerUser on aws-prod. I'll need to retry it. Drive and Jira are untouched."
    )
    s.boundary(
        "github-org revoked (executed); the aws-prod revoke executed with an error result, "
        "reported; google-drive and jira untouched"
    )


def restart_notify(s):
    """Two notification services: restart the dispatcher, leave the scheduler, no paging."""
    s.say(GREETING)
    s.user(
        "Hi, Lucia Ferraro, EMP-33509, support engineering. Customers are complaining that "
        "email notifications are arriving really late, like 15 minutes. TCK-88742.",
        facts={"employee_id": "EMP-33509", "ticket_id": "TCK-88742"},
    )
    s.call(
        "get_employee",
        {"employee_id": "EMP-33509"},
        employee("EMP-33509"),
        facts={"employee_name": "Lucia Ferraro"},
    )
    s.call(
        "list_services",
        {"group": "notifications", "environment": "production"},
        [
            {"name": "notify-dispatcher", "build": 812, "status": "degraded"},
            {"name": "notify-scheduler", "build": 809, "status": "healthy"},
        ],
        facts={"environment": "production"},
    )
    s.call(
        "get_service_status",
        {"service": "notify-dispatcher", "environment": "production"},
        {
            "service": "notify-dispatcher",
            "status": "degraded",
            "build": 812,
            "queue_lag_min": 14,
            "memory": "93%",
            "last_restart": "2024-06-02T03:10:00Z",
        },
    )
    s.call(
        "get_service_status",
        {"service": "notify-scheduler", "environment": "production"},
        {
            "service": "notify-scheduler",
            "status": "healthy",
            "build": 809,
            "running_job": "digest batch",
            "job_ends": "14:45",
        },
    )
    s.say(
        "There are two notification services in production. notify-dispatcher (build 812) is "
        "degraded: the queue lag is 14 min and memory is at 93%, last restarted on 2 June. "
        "notify-scheduler (build 809) is healthy and running the digest batch until 14:45. A "
        "restart of notify-dispatcher should clear the lag. Want me to restart it?"
    )
    s.user(
        "Yes restart the dispatcher. But don't touch the scheduler, the digest batch can't be "
        "interrupted. And no page to the on-call, they're swamped already.",
        facts={"service": "notify-dispatcher"},
    )
    args = {
        "service": "notify-dispatcher",
        "environment": "production",
        "mode": "rolling",
        "page": False,
    }
    s.confirm(
        "Restart plan:\n"
        "- Service: notify-dispatcher, production, rolling restart, build stays 812\n"
        "- notify-scheduler: not touched\n"
        "- Paging: none\n"
        "Confirm with a yes.",
        [("restart_service", args)],
    )
    s.yes("yes")
    s.call(
        "restart_service",
        args,
        {
            "service": "notify-dispatcher",
            "environment": "production",
            "status": "completed",
            "pods_restarted": 4,
            "build": 812,
            "queue_lag_min_after": 1,
            "finished_at": "2024-06-14T14:22:37Z",
            "paged": [],
        },
    )
    s.say(
        "notify-dispatcher is restarted (4 pods, done at 14:22 UTC) and the queue lag is down "
        "to about a minute. The scheduler was left alone and nobody was paged."
    )
    s.boundary(
        "the rolling restart of notify-dispatcher executed and was reported; notify-scheduler "
        "untouched"
    )


SCRIPTS = {
    "maint-paymentsdb": maint_paymentsdb,
    "mfa-laptop": mfa_laptop,
    "offboard-kenji": offboard_kenji,
    "restart-notify": restart_notify,
}
