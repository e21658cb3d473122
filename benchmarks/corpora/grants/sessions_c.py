"""Session scripts, part 3: return, extension and panel.

Each script plays one invented session at the applicant help desk of the Merrow Vale Arts
Council's small-grants program (applicants, co-applicants, awards, returns, amounts and dates
are made up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_return(s):
    """A cancelled residency's award returned by transfer, not deducted from the next instalment."""
    greet(s)
    s.user(
        "hello. my residency got cancelled so I guess I have to give back the PD money? MV-42609"
    )
    s.say("I'm sorry to hear that. Please give me your full name and the phone number on file.")
    s.user("Sunniva Lachance 6085550133")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-42609", "name": "Sunniva Lachance", "phone": "+1 608-555-0133"},
        verified("MV-42609"),
        facts={"artist_id": "MV-42609", "applicant": "Sunniva Lachance"},
    )
    s.call(
        "get_awards",
        {"artist_id": "MV-42609"},
        {
            "artist_id": "MV-42609",
            "awards": [
                {
                    "award_id": "PD-25-0190",
                    "program": "professional-development award",
                    "title": "Loom & Light weaving residency, March 2-27, 2026",
                    "amount": 1500.0,
                    "paid": "2026-02-27",
                    "method": "direct deposit, Harbourline Bank ****1176",
                    "status": "activity cancelled by the host",
                },
                {
                    "award_id": "PG-25-0271",
                    "program": "project grant",
                    "title": "Drift Lines (woven wall works)",
                    "amount": 6500.0,
                    "instalments": [
                        {"no": 1, "amount": 3900.0, "status": "paid", "paid": "2025-11-03"},
                        {
                            "no": 2,
                            "amount": 2600.0,
                            "status": "scheduled",
                            "date": "2026-04-10",
                            "method": "direct deposit, Harbourline Bank ****1176",
                        },
                    ],
                },
            ],
        },
        facts={
            "awards": {
                "PD-25-0190": {"amount": 1500.0, "paid": "2026-02-27", "status": "cancelled"},
                "PG-25-0271": {"instalment_2": 2600.0, "date": "2026-04-10"},
            }
        },
    )
    s.call(
        "get_return_options",
        {"award_id": "PD-25-0190"},
        {
            "award_id": "PD-25-0190",
            "amount_due": 1500.0,
            "due_by": "2026-04-10",
            "options": [
                {
                    "method": "bank transfer",
                    "to": "Merrow Vale Arts Council, Harbourline Bank ****0450",
                    "reference": "the return id",
                },
                {
                    "method": "deduction",
                    "from": "PG-25-0271 instalment 2 (2600.00, 2026-04-10)",
                    "result": "that instalment would pay 1100.00",
                },
            ],
            "carry_over": "not allowed: another activity or year needs a new application",
            "next_pd_deadline": "2026-05-04",
        },
        facts={"return_options": {"amount_due": 1500.0, "due_by": "2026-04-10"}},
    )
    s.say(
        "Thanks, Sunniva. Yes: since the residency was cancelled, the $1,500.00 of "
        "professional-development award PD-25-0190 (paid February 27) has to be returned by "
        "April 10, 2026. The simplest way is to deduct it from the next instalment of your "
        "project grant PG-25-0271: that $2,600.00 instalment on April 10 would then pay "
        "$1,100.00, and you wouldn't need to send anything. You can also return it by bank "
        "transfer."
    )
    s.user("can't I just keep it for the residency next year? they said they'd reschedule")
    s.say(
        "I'm sorry, no: an award can't be carried over to another activity or year, so a "
        "rescheduled residency needs a new application. The next professional-development "
        "deadline is Monday, May 4, 2026."
    )
    s.user("ok. fine.")
    s.confirm(
        "Then here's the deduction:\n"
        "- $1,500.00 for PD-25-0190 deducted from PG-25-0271 instalment 2\n"
        "- The April 10 instalment pays $1,100.00 instead of $2,600.00\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "offset_return",
                {"award_id": "PD-25-0190", "amount": 1500.0, "from": "PG-25-0271/2"},
            )
        ],
    )
    s.no(
        "no!! return the money by transfer, not deducted from the next instalment. the "
        "project money is already promised to my framer",
        facts={"return_request": {"method": "bank transfer", "deduct_from_pg": False}},
    )
    s.confirm(
        "Sorry, nothing was deducted. Here's the return:\n"
        "- PD-25-0190: $1,500.00 returned by bank transfer to Merrow Vale Arts Council, "
        "Harbourline Bank ****0450\n"
        "- By Friday, April 10, 2026, with the return id as the reference\n"
        "- PG-25-0271 instalment 2 stays $2,600.00 on April 10\n\n"
        "Shall I set up the return? (yes/no)",
        [
            (
                "arrange_fund_return",
                {
                    "award_id": "PD-25-0190",
                    "amount": 1500.0,
                    "method": "bank transfer",
                    "due_by": "2026-04-10",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "arrange_fund_return",
        {
            "award_id": "PD-25-0190",
            "amount": 1500.0,
            "method": "bank transfer",
            "due_by": "2026-04-10",
        },
        {
            "return_id": "RET-5520",
            "award_id": "PD-25-0190",
            "status": "awaiting_payment",
            "amount": 1500.0,
            "method": "bank transfer",
            "pay_to": "Merrow Vale Arts Council, Harbourline Bank ****0450",
            "reference": "RET-5520",
            "due_by": "2026-04-10",
        },
        facts={"return_id": "RET-5520"},
    )
    s.say(
        "Done: return RET-5520 is set up. Please transfer $1,500.00 to Merrow Vale Arts "
        "Council, Harbourline Bank account ****0450, with RET-5520 as the reference, by "
        "Friday, April 10, 2026. Once it arrives, PD-25-0190 is closed. Your project grant "
        "PG-25-0271 isn't touched: its $2,600.00 instalment still goes out on April 10."
    )
    s.user("ok. will I get a receipt for the transfer?")
    s.boundary(
        "the deduction from PG-25-0271 rejected by her ('by transfer, not deducted'); the "
        "return RET-5520 ($1,500 by bank transfer by Apr 10) executed and reported; keeping the "
        "money for next year refused; her question about a receipt open"
    )


def session_extension(s):
    """Two report extensions: one granted, one fails (already extended); the officer request."""
    greet(s)
    s.user("Hi. I need more time on two reports. Rafferty Nkemelu, artist MV 37754.")
    s.say("Sure, Rafferty. Please confirm the email address or phone number on file.")
    s.user("rafferty.n@example.net")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-37754", "name": "Rafferty Nkemelu", "email": "rafferty.n@example.net"},
        verified("MV-37754"),
        facts={"artist_id": "MV-37754", "applicant": "Rafferty Nkemelu"},
    )
    s.call(
        "get_report_deadlines",
        {"artist_id": "MV-37754"},
        {
            "artist_id": "MV-37754",
            "reports": [
                {
                    "award_id": "PG-25-0244",
                    "program": "project grant",
                    "title": "Undertow (documentary)",
                    "report": "final",
                    "due": "2026-03-31",
                    "held_payment": {"instalment": 2, "amount": 2800.0},
                },
                {
                    "award_id": "PD-26-0033",
                    "program": "professional-development award",
                    "title": "editing mentorship",
                    "report": "activity",
                    "due": "2026-04-15",
                },
            ],
            "desk_extension": "once per report, up to 30 days",
        },
        facts={
            "reports": {
                "PG-25-0244": {"report": "final", "due": "2026-03-31", "held": 2800.0},
                "PD-26-0033": {"report": "activity", "due": "2026-04-15"},
            }
        },
    )
    s.say(
        "Thanks, Rafferty. You have two reports due: the final report for project grant "
        "PG-25-0244 (Undertow) on Tuesday, March 31, and the activity report for "
        "professional-development award PD-26-0033 on Wednesday, April 15. The desk can extend "
        "each report once, by up to 30 days. Your last PG-25-0244 instalment of $2,800.00 is "
        "paid after the final report is accepted."
    )
    s.user(
        "the festival moved the premiere so I need the full 30 on both. april 30 for the film "
        "one and may 15 for the mentorship one. film one is the priority, do that one first",
        facts={
            "extension_request": {
                "PG-25-0244": "2026-04-30",
                "PD-26-0033": "2026-05-15",
                "first": "PG-25-0244",
            }
        },
    )
    s.confirm(
        "Here are the extensions, PG-25-0244 first:\n"
        "- PG-25-0244 final report: Tuesday, March 31 → Thursday, April 30, 2026\n"
        "- PD-26-0033 activity report: Wednesday, April 15 → Friday, May 15, 2026\n\n"
        "Shall I extend both? (yes/no)",
        [
            (
                "extend_report_deadline",
                {"award_id": "PG-25-0244", "report": "final", "new_due": "2026-04-30"},
            ),
            (
                "extend_report_deadline",
                {"award_id": "PD-26-0033", "report": "activity", "new_due": "2026-05-15"},
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "extend_report_deadline",
        {"award_id": "PG-25-0244", "report": "final", "new_due": "2026-04-30"},
        {
            "error": "extension_limit_reached",
            "message": "The final report of PG-25-0244 was already extended once (EXT-0967, "
            "from 2026-02-27 to 2026-03-31). A second extension must be requested from the "
            "program officer. No change was made.",
        },
        error=True,
    )
    s.call(
        "extend_report_deadline",
        {"award_id": "PD-26-0033", "report": "activity", "new_due": "2026-05-15"},
        {
            "extension_id": "EXT-1181",
            "award_id": "PD-26-0033",
            "report": "activity",
            "old_due": "2026-04-15",
            "new_due": "2026-05-15",
            "status": "granted",
        },
        facts={"extension_id": "EXT-1181"},
    )
    s.boundary(
        "both extensions approved; PG-25-0244's (to Apr 30) failed, already extended once "
        "(EXT-0967), PD-26-0033's executed as EXT-1181 (to May 15); neither reported yet"
    )
    s.say(
        "The PD-26-0033 extension went through: EXT-1181 moves that report to Friday, May 15, "
        "2026. The PG-25-0244 one did not: that final report was already extended once, from "
        "February 27 to March 31 (EXT-0967), so a second extension has to be requested from "
        "your program officer, Imran Kessler, and it is still due Tuesday, March 31. I can send "
        "him a request for April 30 now; he decides on it. Or you could submit the report by "
        "March 31 and send the premiere section later as an addendum."
    )
    s.user(
        "send him the request. april 30. say it's because the festival moved the premiere to "
        "april 18. I'm not sending a half report",
        facts={
            "officer_request": {
                "award_id": "PG-25-0244",
                "new_due": "2026-04-30",
                "reason": "festival moved the premiere to April 18",
            }
        },
    )
    s.confirm(
        "Here's the request for Imran Kessler:\n"
        "- PG-25-0244 final report, second extension\n"
        "- From Tuesday, March 31 to Thursday, April 30, 2026\n"
        "- Reason: the festival moved the premiere to April 18\n"
        "- He decides; until he does, the report is still due March 31\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_officer_extension",
                {
                    "award_id": "PG-25-0244",
                    "report": "final",
                    "new_due": "2026-04-30",
                    "reason": "the festival moved the premiere to April 18",
                },
            )
        ],
    )
    s.yes("yes")
    s.boundary(
        "the failure and EXT-1181 reported; the addendum suggestion declined; the request to "
        "Imran Kessler for a second PG-25-0244 extension to Apr 30 approved by his yes, no "
        "call yet"
    )


def session_panel(s):
    """A co-applicant lowers the collective's request before the panel; his own stays alone."""
    greet(s)
    s.user(
        "hi, I'm the co-applicant on the Lantern Quay Puppet Collective application, Ines is "
        "the lead. we got other funding so we want to lower our ask before the panel. I'm "
        "Dmitri Halloran MV-45512"
    )
    s.say("Thanks, Dmitri. Please confirm the phone number on file.")
    s.user("608 555 0190")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-45512", "name": "Dmitri Halloran", "phone": "+1 608-555-0190"},
        verified("MV-45512"),
        facts={"artist_id": "MV-45512", "applicant": "Dmitri Halloran"},
    )
    s.call(
        "get_applications",
        {"artist_id": "MV-45512"},
        {
            "artist_id": "MV-45512",
            "applications": [
                {
                    "application_id": "PG-26-0471",
                    "program": "project grant",
                    "title": "The Lantern Quay Winter Tour",
                    "role": "co-applicant",
                    "lead": {"artist_id": "MV-40395", "name": "Ines Valcourt"},
                    "co_applicant_authority": "may amend the application (signed by the lead "
                    "2026-01-30)",
                    "requested": 7500.0,
                    "budget": {"touring": 4200.0, "workshops": 2300.0, "puppets_materials": 1000.0},
                    "status": "with the panel",
                    "panel_meeting": "2026-04-08",
                },
                {
                    "application_id": "TG-26-0140",
                    "program": "travel micro-grant",
                    "title": "Puppetry summit, Brackwater, June 2026",
                    "role": "applicant",
                    "requested": 680.0,
                    "status": "with the panel",
                    "panel_meeting": "2026-04-08",
                },
            ],
        },
        facts={
            "applications": {
                "PG-26-0471": {
                    "lead": "Ines Valcourt",
                    "requested": 7500.0,
                    "budget": {"touring": 4200.0, "workshops": 2300.0, "puppets_materials": 1000.0},
                },
                "TG-26-0140": {"requested": 680.0},
            }
        },
    )
    s.call(
        "get_amendment_rules",
        {"application_id": "PG-26-0471"},
        {
            "amendments_until": "2026-03-25",
            "allowed": "reductions of the requested amount, with the matching budget changes",
            "decided_by": "the panel, at its 2026-04-08 meeting",
            "lead_notified": True,
        },
    )
    s.say(
        "Thanks, Dmitri, you're verified. You're a co-applicant on PG-26-0471 (The Lantern Quay "
        "Winter Tour; lead applicant Ines Valcourt), with Ines's signed authority to amend it. "
        "It requests $7,500.00: touring $4,200.00, workshops $2,300.00, puppets and materials "
        "$1,000.00. Reductions can be made until March 25; the panel reviews the amended "
        "request and decides at its April 8 meeting. You also have your own travel micro-grant "
        "application, TG-26-0140 ($680.00). How much lower would you like to go?"
    )
    s.user(
        "the Hollin Foundation gave us 2000 for the workshops. so take 2000 off, but out of "
        "the workshop line. don't touch touring, touring is the whole point. and leave my own "
        "travel one alone, this is just the collective's",
        facts={
            "amendment_request": {
                "reduce_by": 2000.0,
                "from": "workshops",
                "touring": "unchanged",
                "TG-26-0140": "unchanged",
            }
        },
    )
    s.say(
        "Will do. One thought first: panels often look hardest at the largest line, so some "
        "collectives take part of a reduction from touring to show the whole budget was "
        "revisited. Would you like to split it, say $500.00 from touring and $1,500.00 from "
        "workshops?"
    )
    s.user("no. all 2000 from workshops")
    s.confirm(
        "Here's the amendment:\n"
        "- PG-26-0471 requested amount: $7,500.00 → $5,500.00\n"
        "- Workshops: $2,300.00 → $300.00; the Hollin Foundation's $2,000.00 listed as other "
        "funding\n"
        "- Touring stays $4,200.00; puppets and materials stay $1,000.00\n"
        "- TG-26-0140 is not affected\n"
        "- The panel reviews the amended request on April 8\n\n"
        "Shall I submit the amendment? (yes/no)",
        [
            (
                "amend_application",
                {
                    "application_id": "PG-26-0471",
                    "requested": 5500.0,
                    "lines": {"touring": 4200.0, "workshops": 300.0, "puppets_materials": 1000.0},
                    "other_funding": {"Hollin Foundation": 2000.0},
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "amend_application",
        {
            "application_id": "PG-26-0471",
            "requested": 5500.0,
            "lines": {"touring": 4200.0, "workshops": 300.0, "puppets_materials": 1000.0},
            "other_funding": {"Hollin Foundation": 2000.0},
        },
        {
            "amendment_id": "AM-2047",
            "application_id": "PG-26-0471",
            "status": "queued_for_panel",
            "requested": 5500.0,
            "panel_meeting": "2026-04-08",
            "lead_notified": "ines@lanternquay.example.com",
        },
        facts={"amendment_id": "AM-2047"},
    )
    s.say(
        "Submitted: amendment AM-2047 lowers PG-26-0471's request to $5,500.00. It's queued "
        "for the panel, which decides at its April 8 meeting, so this doesn't mean the grant "
        "is approved. Ines has been notified by email. Your own TG-26-0140 is unchanged at "
        "$680.00."
    )
    s.user("do you think the lower ask makes it more likely we get it?")
    s.boundary(
        "AM-2047 (PG-26-0471 lowered to $5,500, all $2,000 from workshops, touring untouched) "
        "executed and reported, queued for the panel's Apr 8 decision; the agent's split "
        "suggestion declined; TG-26-0140 untouched; his question open"
    )


SCRIPTS = {
    "return": session_return,
    "extension": session_extension,
    "panel": session_panel,
}
