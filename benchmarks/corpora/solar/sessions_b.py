"""Session scripts, part 2: finance, coowner and interconnect.

Each script plays one invented session at the customer desk of Quillmoor Solar Co.
(homeowners, account ids, sites, jobs, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_finance(s):
    """A 12-year loan application sent to the credit union, which decides; the spouse left
    off the application."""
    greet(s)
    s.user(
        "hi, we signed the contract last week and I'd rather finance the rest through you "
        "guys than pay cash. elias marchbank, 402255"
    )
    s.say("Sure, Elias. To verify the account, please confirm the email address on file.")
    s.user("e.marchbank@example.com")
    s.call(
        "lookup_customer",
        {"account_id": "QM-402255", "name": "Elias Marchbank", "email": "e.marchbank@example.com"},
        verified("QM-402255"),
        facts={
            "account_id": "QM-402255",
            "customer": "Elias Marchbank",
            "service_address": "61 Sallow Ct, Lowick Bay, VT 05877",
            "co_owners": ["Renata Marchbank"],
            "jobs": {
                "J-51177": {
                    "contract_id": "CT-7688",
                    "contract_total": 19985.0,
                    "deposit_paid": 1500.0,
                    "install_date": "2027-03-10",
                }
            },
        },
    )
    s.call(
        "get_financing_options",
        {"account_id": "QM-402255", "contract_id": "CT-7688"},
        {
            "lender": "Greyhollow Community Credit Union",
            "amount": 18485.0,
            "terms": [
                {"years": 12, "apr": 6.49, "est_monthly": 185.11},
                {"years": 20, "apr": 6.99, "est_monthly": 143.2},
            ],
            "co_applicant": "a co-owner may be added as co-applicant",
            "credit_check": "soft pull at application; hard pull only if approved and accepted",
            "decided_by": "the lender",
            "typical_decision": "2-3 business days",
            "install_note": "the install date holds if the loan is approved by 2027-03-03",
        },
        facts={
            "financing_options": {
                "lender": "Greyhollow Community Credit Union",
                "amount": 18485.0,
                "12y": {"apr": 6.49, "monthly": 185.11},
                "20y": {"apr": 6.99, "monthly": 143.2},
            }
        },
    )
    s.say(
        "Thanks, Elias. Your contract CT-7688 is $19,985.00 and the $1,500.00 deposit is "
        "paid, so $18,485.00 would be financed through our lending partner, Greyhollow "
        "Community Credit Union. Two terms are offered:\n"
        "- 12 years at 6.49% APR, about $185.11 a month\n"
        "- 20 years at 6.99% APR, about $143.20 a month\n\n"
        "Applying is only a soft credit pull. The credit union makes the decision, usually in "
        "2-3 business days. I'd suggest the 20-year term for the lower payment, and since "
        "Renata is a co-owner, adding her as co-applicant can help the terms."
    )
    s.user(
        "12 years, not 20. I don't want to still be paying this at 70. and just me on the "
        "application, leave renata off it",
        facts={
            "financing_request": {
                "term_years": 12,
                "applicants": ["Elias Marchbank"],
                "not": "Renata Marchbank",
            }
        },
    )
    s.confirm(
        "Here's the application I'll send:\n"
        "- Lender: Greyhollow Community Credit Union\n"
        "- Amount: $18,485.00 for contract CT-7688\n"
        "- 12 years at 6.49% APR, about $185.11 a month\n"
        "- Applicant: Elias Marchbank only\n"
        "- Soft credit pull; the credit union decides, not Quillmoor\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_financing_application",
                {
                    "account_id": "QM-402255",
                    "contract_id": "CT-7688",
                    "lender": "Greyhollow Community Credit Union",
                    "amount": 18485.0,
                    "term_years": 12,
                    "applicants": ["Elias Marchbank"],
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "submit_financing_application",
        {
            "account_id": "QM-402255",
            "contract_id": "CT-7688",
            "lender": "Greyhollow Community Credit Union",
            "amount": 18485.0,
            "term_years": 12,
            "applicants": ["Elias Marchbank"],
        },
        {
            "application_id": "LN-20571",
            "status": "under_review",
            "lender": "Greyhollow Community Credit Union",
            "amount": 18485.0,
            "term_years": 12,
            "submitted": "2027-02-10",
            "decision_expected_by": "2027-02-15",
        },
        facts={"financing_id": "LN-20571"},
    )
    s.say(
        "Submitted: application LN-20571 for $18,485.00 over 12 years is now under review at "
        "Greyhollow Community Credit Union. It isn't approved yet: the credit union decides, "
        "and they expect to by Monday, February 15. They'll email you the decision, and we'll "
        "see it too. Your install on Wednesday, March 10 holds as long as the loan is approved "
        "by March 3."
    )
    s.user("ok. can you call them and hurry it up? I'd like to know before the weekend")
    s.boundary(
        "financing application LN-20571 ($18,485, 12 years) submitted and reported, under "
        "review with the credit union (decision by Feb 15), not approved; the 20-year term and "
        "Renata as co-applicant suggested and declined; his request to hurry them open"
    )


def session_coowner(s):
    """A co-owner added as authorized contact, scheduling and questions only; the property
    manager left as he is."""
    greet(s)
    s.user(
        "Hello. My brother Lucan co-owns the house with me and I'm abroad until April. I want "
        "him to be able to deal with you about the install while I'm gone. account QM-515038, "
        "his number is 802 555 0186"
    )
    s.say("Of course. To verify the account, please give me your full name and the phone on file.")
    s.user("Hortensia Vail. the US number, 802-555-0129")
    s.call(
        "lookup_customer",
        {"account_id": "QM-515038", "name": "Hortensia Vail", "phone": "+1 802-555-0129"},
        verified("QM-515038"),
        facts={
            "account_id": "QM-515038",
            "customer": "Hortensia Vail",
            "service_address": "3 Kettleby Row, Pennard, VT 05762",
            "co_owners": ["Lucan Vail"],
            "jobs": {"J-50931": {"contract_id": "CT-7633", "install_date": "2027-03-04"}},
        },
    )
    s.call(
        "get_authorization_levels",
        {"account_id": "QM-515038"},
        {
            "levels": {
                "scheduling": "book, move or cancel visits and installs",
                "account_info": "discuss the account, quotes, permits and status",
                "payments": "make payments with the cards on file",
                "contract_changes": "approve change orders and add-ons",
            },
            "granted_by": "the account holder, level by level",
            "current_contacts": [
                {
                    "contact_id": "AC-1042",
                    "name": "Ambrose Kettridge",
                    "role": "property manager",
                    "permissions": ["scheduling"],
                }
            ],
        },
        facts={
            "authorization_levels": {
                "levels": ["scheduling", "account_info", "payments", "contract_changes"],
                "AC-1042": {"name": "Ambrose Kettridge", "permissions": ["scheduling"]},
            }
        },
    )
    s.say(
        "Thanks, Hortensia. Lucan is listed as a co-owner, so you can give him any of four "
        "levels: scheduling (book or move visits and the install), account info (discuss the "
        "account, permits and status), payments (pay with the cards on file) and contract "
        "changes (approve change orders and add-ons). Ambrose Kettridge, your property manager "
        "(AC-1042), currently has scheduling. Since you'll be away through the install on "
        "March 4, I'd suggest giving Lucan all four, so nothing waits on you."
    )
    s.user(
        "scheduling and questions, yes. NOT payments, and he can't sign anything. and leave "
        "Ambrose as he is",
        facts={
            "contact_request": {
                "name": "Lucan Vail",
                "permissions": ["scheduling", "account_info"],
                "not": ["payments", "contract_changes"],
                "keep": "AC-1042",
            }
        },
    )
    s.confirm(
        "Here's the change:\n"
        "- Add Lucan Vail (co-owner), +1 802-555-0186, as an authorized contact\n"
        "- Permissions: scheduling and account info only; no payments, no contract changes\n"
        "- Ambrose Kettridge (AC-1042) stays as he is\n\n"
        "Shall I add him? (yes/no)",
        [
            (
                "add_authorized_contact",
                {
                    "account_id": "QM-515038",
                    "name": "Lucan Vail",
                    "relation": "co-owner",
                    "phone": "+1 802-555-0186",
                    "permissions": ["scheduling", "account_info"],
                },
            )
        ],
    )
    s.user(
        "before I say yes - if the crew finds something on install day that costs extra, can "
        "Lucan ok it or do they have to wait for me?"
    )
    s.boundary(
        "adding Lucan Vail (scheduling and account info) proposed, pending: she answered with "
        "a question about change orders; all four levels suggested and declined (not "
        "payments, not contract changes); Ambrose AC-1042 unchanged"
    )
    s.say(
        "With scheduling and account info only, Lucan can't approve a change order: the crew "
        "would need your OK by email or phone before any extra work. You can still reach us "
        "from abroad at any time. Would you like me to add him with scheduling and account "
        "info only, as listed above?"
    )
    s.yes("yes, add him like that. I'll answer emails")
    s.call(
        "add_authorized_contact",
        {
            "account_id": "QM-515038",
            "name": "Lucan Vail",
            "relation": "co-owner",
            "phone": "+1 802-555-0186",
            "permissions": ["scheduling", "account_info"],
        },
        {
            "contact_id": "AC-1077",
            "status": "active",
            "name": "Lucan Vail",
            "permissions": ["scheduling", "account_info"],
            "other_contacts": [
                {
                    "contact_id": "AC-1042",
                    "name": "Ambrose Kettridge",
                    "permissions": ["scheduling"],
                }
            ],
        },
        facts={"contact_id": "AC-1077"},
    )
    s.say(
        "Done: Lucan Vail is now an authorized contact on your account (AC-1077), with "
        "scheduling and account info. He can't make payments or approve changes; those still "
        "need you. Ambrose Kettridge's access is unchanged. Your install is still set for "
        "Thursday, March 4."
    )
    s.user("thank you. can you email me a copy of that?")
    s.boundary(
        "Lucan added as AC-1077 (scheduling, account info) after her yes, executed and "
        "reported; change orders still need her; Ambrose AC-1042 unchanged; her request for an "
        "email copy open"
    )


def session_interconnect(s):
    """The utility interconnection and the town permit filed for the house, not the garage;
    both decided by others."""
    greet(s)
    s.user(
        "hi, the survey and contract are done for the house. what happens now with the "
        "utility and the town? I want this moving so we're done before the end of march. "
        "acct 220914, philippa grennan"
    )
    s.say("Thanks, Philippa. To verify the account, please confirm the email address on file.")
    s.user("pgrennan@example.net")
    s.call(
        "lookup_customer",
        {"account_id": "QM-220914", "name": "Philippa Grennan", "email": "pgrennan@example.net"},
        verified("QM-220914"),
        facts={
            "account_id": "QM-220914",
            "customer": "Philippa Grennan",
            "service_address": "77 Weir St, Lowick Bay, VT 05877",
            "jobs": {
                "J-50512": {
                    "site": "house roof",
                    "status": "contract signed",
                    "contract_id": "CT-7590",
                    "system_kw": 6.15,
                },
                "J-50513": {
                    "site": "garage roof",
                    "status": "quoted, not signed",
                    "quote_id": "QT-3251",
                },
            },
        },
    )
    s.call(
        "get_permit_requirements",
        {"account_id": "QM-220914", "job_id": "J-50512"},
        {
            "job_id": "J-50512",
            "system_kw": 6.15,
            "interconnection": {
                "utility": "Marren Valley Power",
                "decided_by": "the utility",
                "typical": "10-15 business days",
                "fee": 0.0,
            },
            "electrical_permit": {
                "authority": "Town of Lowick Bay building department",
                "decided_by": "the town",
                "fee": 385.0,
                "fee_in_contract": True,
                "typical": "5-8 business days",
            },
            "install": "can be scheduled once the permit is issued and the utility approves",
            "documents_ready": True,
        },
        facts={
            "permit_requirements": {
                "interconnection": "Marren Valley Power, 10-15 business days",
                "electrical_permit": "Town of Lowick Bay, $385 in contract, 5-8 business days",
            }
        },
    )
    s.say(
        "Thanks, Philippa. For the house system (job J-50512, 6.15 kW) two approvals are "
        "needed, and neither is ours to give:\n"
        "- interconnection with Marren Valley Power: the utility decides, usually in 10-15 "
        "business days, no fee\n"
        "- the electrical permit from the Town of Lowick Bay building department: the town "
        "decides, usually in 5-8 business days; the $385 fee is already in your contract\n\n"
        "Your documents are ready, so I can file both today. The install can be scheduled once "
        "both come back. I could also file for the garage system (QT-3251) at the same time, "
        "so it's ready if you go ahead with it."
    )
    s.user(
        "just the house. the garage one I haven't even signed, leave it alone",
        facts={"filing_request": {"job_id": "J-50512", "not": "J-50513 (garage)"}},
    )
    s.confirm(
        "Here's what I'll file for the house system only (J-50512, 6.15 kW):\n"
        "1. Interconnection application to Marren Valley Power\n"
        "2. Electrical permit application to the Town of Lowick Bay building department, $385 "
        "fee paid from your contract\n"
        "Nothing is filed for the garage.\n\n"
        "Shall I file both? (yes/no)",
        [
            (
                "submit_interconnection",
                {
                    "account_id": "QM-220914",
                    "job_id": "J-50512",
                    "utility": "Marren Valley Power",
                    "system_kw": 6.15,
                },
            ),
            (
                "file_electrical_permit",
                {
                    "account_id": "QM-220914",
                    "job_id": "J-50512",
                    "authority": "Town of Lowick Bay",
                    "fee": 385.0,
                },
            ),
        ],
    )
    s.yes("yes file both")
    s.call(
        "submit_interconnection",
        {
            "account_id": "QM-220914",
            "job_id": "J-50512",
            "utility": "Marren Valley Power",
            "system_kw": 6.15,
        },
        {
            "interconnection_id": "IX-44812",
            "status": "pending_utility_review",
            "utility": "Marren Valley Power",
            "job_id": "J-50512",
            "submitted": "2027-02-10",
            "expected_decision": "2027-03-03",
        },
        facts={"interconnection_id": "IX-44812"},
    )
    s.call(
        "file_electrical_permit",
        {
            "account_id": "QM-220914",
            "job_id": "J-50512",
            "authority": "Town of Lowick Bay",
            "fee": 385.0,
        },
        {
            "permit_application_id": "EP-27-0193",
            "status": "under_review",
            "authority": "Town of Lowick Bay building department",
            "job_id": "J-50512",
            "fee": 385.0,
            "fee_paid_by": "Quillmoor Solar (in contract)",
            "expected_decision": "2027-02-19",
        },
        facts={"permit_application_id": "EP-27-0193"},
    )
    s.say(
        "Both are filed for the house:\n"
        "- interconnection IX-44812 is pending review at Marren Valley Power; they expect to "
        "decide by Wednesday, March 3\n"
        "- permit application EP-27-0193 is under review at the Lowick Bay building "
        "department, expected by Friday, February 19; the $385 fee was paid from your "
        "contract\n\n"
        "Neither is approved yet. Once both come back, we can schedule the install; if the "
        "utility decides by March 3, an install before the end of March is likely, but I "
        "can't promise it. Nothing was filed for the garage."
    )
    s.user("ugh ok. will you let me know when they come back or do I have to chase them?")
    s.boundary(
        "interconnection IX-44812 (utility) and permit EP-27-0193 (town) filed for the house "
        "J-50512 and reported, both awaiting others' decisions; the garage filing suggested "
        "and declined; done before end of March wished, not promised; her question open"
    )


SCRIPTS = {
    "finance": session_finance,
    "coowner": session_coowner,
    "interconnect": session_interconnect,
}
