"""Session scripts, part 1: revision, award and withdraw.

Each script plays one invented session at the applicant help desk of the Merrow Vale Arts
Council's small-grants program (applicants, artist numbers, applications, awards, amounts and
dates are made up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the Merrow Vale Arts Council small-grants help desk. I can help with "
        "applications and budget revisions, award acceptance, payments and instalments, "
        "reimbursement claims, report deadlines, fiscal sponsors and withdrawals. How can I "
        "help?"
    )


def session_revision(s):
    """A budget revision corrected before it goes to the officer; then a report extension."""
    greet(s)
    s.user(
        "hi, I have a project grant for my kiln project and some of my budget changed, can I "
        "move money between lines? my artist no is MV48213"
    )
    s.say("Certainly. To verify you, please give me your full name and the phone number on file.")
    s.user("Odile Marchbanks, 608 555 0142")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-48213", "name": "Odile Marchbanks", "phone": "+1 608-555-0142"},
        verified("MV-48213"),
        facts={"artist_id": "MV-48213", "applicant": "Odile Marchbanks"},
    )
    s.call(
        "get_awards",
        {"artist_id": "MV-48213"},
        {
            "artist_id": "MV-48213",
            "awards": [
                {
                    "award_id": "PG-26-0417",
                    "program": "project grant",
                    "title": "Salt Glaze Commons (community kiln firings)",
                    "amount": 6000.0,
                    "budget": {"artist_fees": 2400.0, "materials": 2100.0, "kiln_rental": 1500.0},
                    "instalments": [
                        {
                            "no": 1,
                            "amount": 3600.0,
                            "status": "paid",
                            "paid": "2026-02-02",
                            "method": "direct deposit, Orrin Falls Credit Union ****2057",
                        },
                        {
                            "no": 2,
                            "amount": 2400.0,
                            "status": "held",
                            "condition": "after the interim report is accepted",
                        },
                    ],
                    "program_officer": "Dana Whitlow",
                }
            ],
        },
        facts={
            "award": {
                "award_id": "PG-26-0417",
                "amount": 6000.0,
                "budget": {"artist_fees": 2400.0, "materials": 2100.0, "kiln_rental": 1500.0},
                "instalment_2": 2400.0,
            },
            "program_officer": "Dana Whitlow",
        },
    )
    s.call(
        "get_revision_rules",
        {"award_id": "PG-26-0417"},
        {
            "award_id": "PG-26-0417",
            "submitted_by": "the help desk, for the grantee",
            "decided_by": "the program officer (Dana Whitlow)",
            "decision_within": "10 business days",
            "total": "must stay 6000.00",
            "panel_review": "only when more than 25% of the award (1500.00) moves",
            "until_decided": "the approved budget stands",
        },
    )
    s.say(
        "Thanks, Odile, you're verified. Your project grant PG-26-0417 (Salt Glaze Commons) is "
        "$6,000.00: artist fees $2,400.00, materials $2,100.00 and kiln rental $1,500.00. I "
        "can submit a budget revision for you, but it's decided by your program officer, Dana "
        "Whitlow, within 10 business days. The total has to stay $6,000.00, and a move of "
        "more than $1,500.00 would go back to the panel. What changed?"
    )
    s.user(
        "the community centre is donating kiln time now so kiln rental only needs like 600. "
        "move the 900 into artist fees, I'm paying two assistants",
        facts={"revision_request": {"kiln_rental": 600.0, "artist_fees": 3300.0}},
    )
    s.confirm(
        "Here's the revision I'll submit to Dana Whitlow:\n"
        "- Award PG-26-0417\n"
        "- Kiln rental: $1,500.00 → $600.00\n"
        "- Artist fees: $2,400.00 → $3,300.00\n"
        "- Materials: unchanged at $2,100.00\n"
        "- Total stays $6,000.00\n"
        "- Reason: donated kiln time at the community centre; two studio assistants\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_budget_revision",
                {
                    "award_id": "PG-26-0417",
                    "lines": {"artist_fees": 3300.0, "materials": 2100.0, "kiln_rental": 600.0},
                    "reason": "donated kiln time; two studio assistants",
                },
            )
        ],
    )
    s.no(
        "hang on, not all of it to fees. 600 to fees and 300 to materials, the clay price went "
        "up in january",
        facts={
            "revision_request": {
                "kiln_rental": 600.0,
                "artist_fees": 3000.0,
                "materials": 2400.0,
            }
        },
    )
    s.confirm(
        "Got it, nothing was submitted. Here's the corrected revision:\n"
        "- Award PG-26-0417\n"
        "- Kiln rental: $1,500.00 → $600.00\n"
        "- Artist fees: $2,400.00 → $3,000.00\n"
        "- Materials: $2,100.00 → $2,400.00\n"
        "- Total stays $6,000.00\n"
        "- Reason: donated kiln time; two studio assistants; higher clay prices\n\n"
        "Shall I submit this one? (yes/no)",
        [
            (
                "submit_budget_revision",
                {
                    "award_id": "PG-26-0417",
                    "lines": {"artist_fees": 3000.0, "materials": 2400.0, "kiln_rental": 600.0},
                    "reason": "donated kiln time; two studio assistants; higher clay prices",
                },
            )
        ],
    )
    s.yes("yes submit that one")
    s.call(
        "submit_budget_revision",
        {
            "award_id": "PG-26-0417",
            "lines": {"artist_fees": 3000.0, "materials": 2400.0, "kiln_rental": 600.0},
            "reason": "donated kiln time; two studio assistants; higher clay prices",
        },
        {
            "revision_id": "BR-2291",
            "award_id": "PG-26-0417",
            "status": "pending_officer_review",
            "program_officer": "Dana Whitlow",
            "submitted": "2026-03-11",
            "decision_by": "2026-03-25",
            "lines": {"artist_fees": 3000.0, "materials": 2400.0, "kiln_rental": 600.0},
            "until_decided": "the approved budget stands",
        },
        facts={"revision_id": "BR-2291"},
    )
    s.say(
        "Submitted: budget revision BR-2291 is with Dana Whitlow for review. It isn't approved "
        "yet. She'll decide by Wednesday, March 25, 2026, and until then your approved budget "
        "stands (artist fees $2,400.00, materials $2,100.00, kiln rental $1,500.00). Her "
        "decision will come by email to odile.marchbanks@example.com."
    )
    s.user(
        "ok thanks. other thing, my interim report is due end of march but the big firing got "
        "pushed to april 9 so I can't report on it by then. can I get more time?"
    )
    s.boundary(
        "the $900-to-fees revision rejected by her correction; the corrected revision BR-2291 "
        "($600 fees, $300 materials) submitted and reported, pending Dana Whitlow's decision by "
        "Mar 25; her question about the interim report deadline just asked"
    )
    s.call(
        "get_report_deadlines",
        {"award_id": "PG-26-0417"},
        {
            "award_id": "PG-26-0417",
            "interim_report": {"due": "2026-03-31", "extensions_used": 0},
            "final_report": {"due": "2026-09-30"},
            "desk_extension": "once per report, up to 30 days, granted at the desk",
            "second_instalment": {
                "amount": 2400.0,
                "released": "within 10 business days after the interim report is accepted",
            },
        },
        facts={"deadlines": {"interim_report": "2026-03-31", "final_report": "2026-09-30"}},
    )
    s.say(
        "Yes. The desk can extend the interim report once, by up to 30 days, so to April 30 at "
        "the latest. I'd suggest taking the full 30 days, since firings can slip. Keep in mind "
        "that your second instalment of $2,400.00 is released within 10 business days after "
        "the interim report is accepted, so a later report means a later payment."
    )
    s.user(
        "no, april 20 is enough. I want the second payment before my may workshops so the "
        "report has to go in well before that",
        facts={"extension_request": {"report": "interim", "new_due": "2026-04-20"}},
    )
    s.confirm(
        "Here's the extension:\n"
        "- Award PG-26-0417, interim report\n"
        "- Due date moved from Tuesday, March 31, 2026 to Monday, April 20, 2026\n"
        "- This uses your one desk extension for the interim report\n"
        "- The second instalment ($2,400.00) is still released after the report is accepted\n\n"
        "Shall I grant it? (yes/no)",
        [
            (
                "extend_report_deadline",
                {"award_id": "PG-26-0417", "report": "interim", "new_due": "2026-04-20"},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "extend_report_deadline",
        {"award_id": "PG-26-0417", "report": "interim", "new_due": "2026-04-20"},
        {
            "extension_id": "EXT-1164",
            "award_id": "PG-26-0417",
            "report": "interim",
            "old_due": "2026-03-31",
            "new_due": "2026-04-20",
            "status": "granted",
        },
        facts={"extension_id": "EXT-1164"},
    )
    s.say(
        "Done: extension EXT-1164 moves your interim report to Monday, April 20, 2026. Budget "
        "revision BR-2291 is still with Dana Whitlow, with a decision by March 25. Anything "
        "else?"
    )
    s.user("no that's everything, thank you!")
    s.boundary(
        "the interim-report extension EXT-1164 to Apr 20 executed and reported (the agent "
        "suggested the full 30 days to Apr 30; she chose Apr 20); BR-2291 still pending with "
        "Dana Whitlow"
    )


def session_award(s):
    """Accepting a capped award without the match, first payment not before April 1."""
    greet(s)
    s.user(
        "Hello, I got an email that my project grant was approved and I need to accept it. MV 51760"
    )
    s.say("Congratulations! Please confirm your full name and the email address on file.")
    s.user("Tobias Engwall, t.engwall@example.net")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-51760", "name": "Tobias Engwall", "email": "t.engwall@example.net"},
        verified("MV-51760"),
        facts={"artist_id": "MV-51760", "applicant": "Tobias Engwall"},
    )
    s.call(
        "get_applications",
        {"artist_id": "MV-51760"},
        {
            "artist_id": "MV-51760",
            "applications": [
                {
                    "application_id": "PG-26-0389",
                    "program": "project grant",
                    "title": "Salt Marsh Chorus (new play, workshop and reading)",
                    "status": "approved",
                    "panel_meeting": "2026-02-25",
                    "accept_by": "2026-03-27",
                },
                {
                    "application_id": "PD-26-0201",
                    "program": "professional-development award",
                    "title": "dramaturgy intensive",
                    "requested": 1800.0,
                    "status": "with the panel",
                    "panel_meeting": "2026-04-08",
                },
            ],
        },
        facts={
            "applications": {
                "PG-26-0389": "approved 2026-02-25",
                "PD-26-0201": "with the panel, 2026-04-08, 1800.00 requested",
            }
        },
    )
    s.call(
        "get_award_offer",
        {"application_id": "PG-26-0389"},
        {
            "application_id": "PG-26-0389",
            "eligible_budget": 16400.0,
            "share": 0.5,
            "computed": 8200.0,
            "cap": 7500.0,
            "award": 7500.0,
            "matching": {
                "available": True,
                "max": 1500.0,
                "basis": "dollar for dollar against funds raised from other sources by 2026-09-30",
                "requires": "a signed matching agreement and a fundraising statement with "
                "the final report",
            },
            "instalments": [
                {"no": 1, "share": 0.6, "amount": 4500.0, "earliest": "on acceptance"},
                {"no": 2, "share": 0.4, "amount": 3000.0, "condition": "final report accepted"},
            ],
            "payment_methods": ["direct deposit", "cheque"],
            "account_on_file": "Harbourline Bank ****6480",
            "accept_by": "2026-03-27",
        },
        facts={
            "award_offer": {
                "application_id": "PG-26-0389",
                "computed": 8200.0,
                "cap": 7500.0,
                "award": 7500.0,
                "matching_max": 1500.0,
                "instalments": [4500.0, 3000.0],
            }
        },
    )
    s.say(
        "Thank you, Tobias, you're verified. The panel approved PG-26-0389 (Salt Marsh Chorus) "
        "at its February 25 meeting. The award is 50% of your eligible budget of $16,400.00, "
        "which comes to $8,200.00, but project grants are capped at $7,500.00, so your award is "
        "$7,500.00. You can also opt into matching: the council adds up to $1,500.00, dollar "
        "for dollar, against money you raise from other sources by September 30, 2026. It "
        "needs a signed matching agreement and a fundraising statement with your final report. "
        "Most playwrights who take it raise the match with a benefit reading, so I'd recommend "
        "it. The award is paid in two instalments: $4,500.00 on acceptance and $3,000.00 after "
        "your final report is accepted. Please accept by March 27. Your professional-"
        "development application PD-26-0201 is separate and goes to the panel on April 8."
    )
    s.user("8,200 would be nice.. can't you do the 8200 since that's what half comes to?")
    s.say(
        "I'm sorry, I can't: the $7,500.00 cap applies to every project grant, and the desk "
        "can't award above it. The matching option is the only way to add to the award."
    )
    s.user(
        "ok. no match then, I can't promise to raise 1,500 by september, leave the match out. "
        "just the 7,500. and no payment before april 1st please, my playwriting fellowship runs "
        "to march 31 and doesn't allow other grant income during it. direct deposit is fine",
        facts={
            "acceptance_request": {
                "award": 7500.0,
                "matching": False,
                "not_paid_before": "2026-04-01",
                "method": "direct deposit",
            }
        },
    )
    s.confirm(
        "Here's your acceptance:\n"
        "- Award PG-26-0389: $7,500.00, without the matching option\n"
        "- Instalment 1: $4,500.00 by direct deposit to Harbourline Bank ****6480 on "
        "Wednesday, April 1, 2026 (not before)\n"
        "- Instalment 2: $3,000.00 after your final report is accepted\n"
        "- PD-26-0201 is not affected\n\n"
        "Shall I record your acceptance? (yes/no)",
        [
            (
                "accept_award",
                {
                    "application_id": "PG-26-0389",
                    "amount": 7500.0,
                    "matching": False,
                    "payment_method": "direct deposit",
                    "first_instalment_date": "2026-04-01",
                },
            )
        ],
    )
    s.yes("yes, accept it")
    s.call(
        "accept_award",
        {
            "application_id": "PG-26-0389",
            "amount": 7500.0,
            "matching": False,
            "payment_method": "direct deposit",
            "first_instalment_date": "2026-04-01",
        },
        {
            "acceptance_id": "ACC-7305",
            "application_id": "PG-26-0389",
            "status": "accepted",
            "amount": 7500.0,
            "matching": False,
            "instalments": [
                {
                    "no": 1,
                    "amount": 4500.0,
                    "method": "direct deposit",
                    "account": "Harbourline Bank ****6480",
                    "scheduled": "2026-04-01",
                },
                {"no": 2, "amount": 3000.0, "condition": "after the final report is accepted"},
            ],
            "final_report_due": "2027-01-31",
        },
        facts={"acceptance_id": "ACC-7305"},
    )
    s.boundary(
        "the acceptance ACC-7305 of PG-26-0389 ($7,500, no match, $4,500 by direct deposit on "
        "Apr 1) executed, not reported yet; the $8,200 refused (cap); the match recommended "
        "and declined; PD-26-0201 untouched, with the panel Apr 8"
    )


def session_withdraw(s):
    """Withdrawing only the travel micro-grant application; the project grant stays in."""
    greet(s)
    s.user(
        "hi, I need to withdraw my travel grant application, the Halvard festival got "
        "cancelled :( artist number 39022"
    )
    s.say("I'm sorry to hear that. Please confirm your full name and the phone number on file.")
    s.user("Wren Adeyemi-Holt, 608-555-0186")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-39022", "name": "Wren Adeyemi-Holt", "phone": "+1 608-555-0186"},
        verified("MV-39022"),
        facts={"artist_id": "MV-39022", "applicant": "Wren Adeyemi-Holt"},
    )
    s.call(
        "get_applications",
        {"artist_id": "MV-39022"},
        {
            "artist_id": "MV-39022",
            "applications": [
                {
                    "application_id": "PG-26-0452",
                    "program": "project grant",
                    "title": "Tidewrack (a duet for two dancers and a cellist)",
                    "requested": 5800.0,
                    "status": "with the panel",
                    "panel_meeting": "2026-04-08",
                },
                {
                    "application_id": "TG-26-0117",
                    "program": "travel micro-grant",
                    "title": "Halvard Dance Festival, May 14-17, 2026",
                    "requested": 950.0,
                    "status": "with the panel",
                    "panel_meeting": "2026-04-08",
                },
            ],
        },
        facts={
            "applications": {
                "PG-26-0452": {"requested": 5800.0, "panel_meeting": "2026-04-08"},
                "TG-26-0117": {"requested": 950.0, "event": "Halvard Dance Festival"},
            }
        },
    )
    s.call(
        "get_withdrawal_rules",
        {"artist_id": "MV-39022"},
        {
            "withdrawal": "any time before the panel decides; final",
            "later_rounds": "a withdrawal does not count against a later application",
            "amend_before_panel": "a travel micro-grant can be moved to another event of "
            "similar dates and costs until 2026-03-25",
            "requested_amounts": "cannot be raised after the application deadline "
            "(2026-02-16); reductions allowed",
        },
    )
    s.say(
        "Thanks, Wren, you're verified. You have two applications going to the panel on April "
        "8: project grant PG-26-0452 (Tidewrack, $5,800.00 requested) and travel micro-grant "
        "TG-26-0117 ($950.00, for the Halvard Dance Festival). A withdrawal is final. Before you "
        "decide: a travel micro-grant can be moved to another event with similar dates and "
        "costs until March 25, so if there's another festival this spring you could keep "
        "TG-26-0117 instead of withdrawing it."
    )
    s.user(
        "no, withdraw it. I'll apply in the fall round for something else. only the travel "
        "one though, NOT the project grant, that one stays in. oh and can the 950 go onto the "
        "duet application instead? the duet could really use it",
        facts={"withdraw_request": {"withdraw": "TG-26-0117", "keep": "PG-26-0452"}},
    )
    s.confirm(
        "I can't add the $950.00 to PG-26-0452, I'm afraid: requested amounts can't be raised "
        "after the February 16 deadline, only reduced, so it stays at $5,800.00. Here's the "
        "withdrawal:\n"
        "- Withdraw travel micro-grant TG-26-0117 (Halvard Dance Festival, $950.00); this is "
        "final\n"
        "- Project grant PG-26-0452 is not affected and still goes to the panel on April 8\n\n"
        "Shall I withdraw TG-26-0117? (yes/no)",
        [
            (
                "withdraw_application",
                {"application_id": "TG-26-0117", "reason": "event cancelled"},
            )
        ],
    )
    s.yes("ok fine. yes withdraw it")
    s.call(
        "withdraw_application",
        {"application_id": "TG-26-0117", "reason": "event cancelled"},
        {
            "withdrawal_id": "WD-3318",
            "application_id": "TG-26-0117",
            "status": "withdrawn",
            "effective": "2026-03-11",
        },
        facts={"withdrawal_id": "WD-3318"},
    )
    s.say(
        "Done: TG-26-0117 is withdrawn (reference WD-3318). Your project grant PG-26-0452 is "
        "unchanged at $5,800.00 and goes to the panel on Wednesday, April 8; you'll hear within "
        "10 business days after the meeting. A withdrawal doesn't count against you in a later "
        "round."
    )
    s.user("great, thanks. when's the fall deadline?")
    s.boundary(
        "TG-26-0117 withdrawn (WD-3318), executed and reported; PG-26-0452 kept ($5,800, panel "
        "Apr 8); moving the $950 to the duet refused; the agent's suggestion to move the travel "
        "grant to another event declined; her question about the fall deadline open"
    )


SCRIPTS = {
    "revision": session_revision,
    "award": session_award,
    "withdraw": session_withdraw,
}
