"""Session scripts, part 2: sponsor, claim and instalments.

Each script plays one invented session at the applicant help desk of the Merrow Vale Arts
Council's small-grants program (applicants, sponsors, awards, claims, amounts and dates are made
up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import sponsor, verified
from sessions_a import greet


def session_sponsor(s):
    """A fiscal sponsor's payee change fails for want of the artist's consent; the form is sent."""
    greet(s)
    s.user(
        "Good morning. I'm Marguerite Osei, finance coordinator at the Kelmarsh Bay Community "
        "Arts Trust. We're the fiscal sponsor for Jun Takahara-Bell's mural grant and I need "
        "to change where the next payment goes. Our sponsor number is FS 0212."
    )
    s.say(
        "Good morning, Marguerite. I'll need to verify the Trust and its authorization on "
        "Jun's grant: please give me the grant or artist number and the Trust's phone number "
        "on file."
    )
    s.user("grant is PG-26-0360, artist MV44871. our phone 608 555 0102")
    s.call(
        "verify_sponsor",
        {"sponsor_id": "FS-0212", "phone": "+1 608-555-0102"},
        {"verified": True, **sponsor("FS-0212")},
        facts={"sponsor_id": "FS-0212", "sponsor": "Kelmarsh Bay Community Arts Trust"},
    )
    s.call(
        "get_authorizations",
        {"award_id": "PG-26-0360", "sponsor_id": "FS-0212"},
        {
            "award_id": "PG-26-0360",
            "grantee": {"artist_id": "MV-44871", "name": "Jun Takahara-Bell"},
            "authorized": "Kelmarsh Bay Community Arts Trust (FS-0212)",
            "scope": ["reports", "correspondence", "payment details"],
            "signed": "2026-01-19",
        },
        facts={
            "artist_id": "MV-44871",
            "applicant": "Jun Takahara-Bell",
            "authorization": {
                "sponsor_id": "FS-0212",
                "scope": ["reports", "correspondence", "payment details"],
                "signed": "2026-01-19",
            },
        },
    )
    s.call(
        "get_payment_schedule",
        {"award_id": "PG-26-0360"},
        {
            "award_id": "PG-26-0360",
            "program": "project grant",
            "title": "Gull Lane Seawall Mural",
            "amount": 7200.0,
            "instalments": [
                {
                    "no": 1,
                    "amount": 4320.0,
                    "status": "paid",
                    "paid": "2026-02-16",
                    "method": "cheque",
                    "payee": "Jun Takahara-Bell",
                },
                {
                    "no": 2,
                    "amount": 2160.0,
                    "status": "scheduled",
                    "date": "2026-04-15",
                    "method": "cheque",
                    "payee": "Jun Takahara-Bell",
                },
                {
                    "no": 3,
                    "amount": 720.0,
                    "status": "held",
                    "condition": "holdback, after the final report is accepted",
                    "method": "cheque",
                    "payee": "Jun Takahara-Bell",
                },
            ],
        },
        facts={
            "instalments": {
                "1": {"amount": 4320.0, "status": "paid 2026-02-16"},
                "2": {"amount": 2160.0, "date": "2026-04-15", "payee": "Jun Takahara-Bell"},
                "3": {"amount": 720.0, "status": "holdback"},
            }
        },
    )
    s.say(
        "Thanks, Marguerite. The Trust is authorized on Jun's grant PG-26-0360 for reports, "
        "correspondence and payment details (signed January 19, 2026). The $7,200.00 award is "
        "paid in three instalments: $4,320.00 was paid to Jun by cheque on February 16; "
        "$2,160.00 is scheduled for April 15 by cheque to Jun; and the $720.00 holdback "
        "follows the final report. What would you like to change?"
    )
    s.user(
        "the april one should come to the Trust by direct deposit, our account ending 3382 at "
        "harbourline. Jun is paying the scaffold company through us. only that one though - "
        "leave the final 720 going to Jun, that's his fee",
        facts={
            "payee_request": {
                "instalment": 2,
                "payee": "FS-0212",
                "account": "Harbourline Bank ****3382",
                "instalment_3": "unchanged, to Jun",
            }
        },
    )
    s.confirm(
        "Here's the change:\n"
        "- Award PG-26-0360, instalment 2 ($2,160.00, April 15, 2026)\n"
        "- Payee: Jun Takahara-Bell → Kelmarsh Bay Community Arts Trust (FS-0212)\n"
        "- Method: cheque → direct deposit to Harbourline Bank ****3382\n"
        "- Instalment 3 (the $720.00 holdback) stays payable to Jun by cheque\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "change_payee",
                {
                    "award_id": "PG-26-0360",
                    "instalment": 2,
                    "payee": "FS-0212",
                    "method": "direct deposit",
                    "account": "Harbourline Bank ****3382",
                },
            )
        ],
    )
    s.yes("Yes, please.")
    s.call(
        "change_payee",
        {
            "award_id": "PG-26-0360",
            "instalment": 2,
            "payee": "FS-0212",
            "method": "direct deposit",
            "account": "Harbourline Bank ****3382",
        },
        {
            "error": "payee_consent_missing",
            "message": "A payee other than the grantee needs the grantee's signed Third-Party "
            "Payee Consent (form TP-2) on file for this award. No change was made.",
        },
        error=True,
    )
    s.boundary(
        "the confirmed payee change of instalment 2 ($2,160, Apr 15) to the Trust failed (no "
        "TP-2 consent from Jun), not reported yet; instalment 3 ($720) left to Jun by her "
        "choice; instalment 1 paid"
    )
    s.say(
        "I'm sorry, the change didn't go through. The payment system needs Jun's own signed "
        "Third-Party Payee Consent (form TP-2) on file before a payment can go to anyone but "
        "him; the Trust's authorization isn't enough for that. Nothing was changed: instalment "
        "2 is still $2,160.00 by cheque to Jun on April 15. I can email form TP-2 to Jun for "
        "e-signature now; once it's signed, the change can be made. I could also put "
        "instalment 2 on hold until the form is back, so it doesn't go out to Jun in the "
        "meantime."
    )
    s.user(
        "send him the form, yes. but don't hold the payment. if he hasn't signed by the 15th "
        "just pay Jun like normal, he needs the money either way",
        facts={"consent_request": {"form": "TP-2", "to": "jun.tb@example.net", "hold": False}},
    )
    s.confirm(
        "Here's what I'll send:\n"
        "- Form TP-2 (Third-Party Payee Consent) for PG-26-0360, naming the Trust (FS-0212) as "
        "payee\n"
        "- To Jun Takahara-Bell at jun.tb@example.net, for e-signature\n"
        "- Instalment 2 is not put on hold: if the form isn't signed in time, it goes to Jun "
        "by cheque on April 15 as scheduled\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "send_consent_request",
                {
                    "award_id": "PG-26-0360",
                    "form": "TP-2",
                    "to": "jun.tb@example.net",
                    "payee": "FS-0212",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "send_consent_request",
        {"award_id": "PG-26-0360", "form": "TP-2", "to": "jun.tb@example.net", "payee": "FS-0212"},
        {
            "request_id": "TP2-8814",
            "status": "awaiting_signature",
            "sent_to": "jun.tb@example.net",
            "expires": "2026-04-10",
            "next": "once signed, the desk can change the payee; this request changes no payment",
        },
        facts={"consent_request_id": "TP2-8814"},
    )
    s.say(
        "Sent: the TP-2 form (request TP2-8814) is with Jun for e-signature at "
        "jun.tb@example.net, and the link expires on April 10. The payee isn't changed yet: "
        "once Jun signs, contact us and we'll make the change for instalment 2. Until then it's "
        "still a cheque to Jun on April 15."
    )
    s.user("Will the Trust get a copy when he signs?")
    s.boundary(
        "the failure reported; the hold on instalment 2 offered and declined; the TP-2 consent "
        "request TP2-8814 sent to Jun, executed and reported, awaiting his signature; the payee "
        "unchanged; her question about a copy open"
    )


def session_claim(s):
    """A travel reimbursement claim: the train now, the hotel later; approved, not called yet."""
    greet(s)
    s.user("hi there! I'd like to claim some travel costs from my micro grant, artist # MV-50218")
    s.say("Happy to help. Please give me your full name and the last four digits of your phone.")
    s.user("alma ruiz-pennick. phone ends 0124")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-50218", "name": "Alma Ruiz-Pennick", "phone_last4": "0124"},
        verified("MV-50218"),
        facts={"artist_id": "MV-50218", "applicant": "Alma Ruiz-Pennick"},
    )
    s.call(
        "get_awards",
        {"artist_id": "MV-50218"},
        {
            "artist_id": "MV-50218",
            "awards": [
                {
                    "award_id": "TG-25-0311",
                    "program": "travel micro-grant",
                    "title": "Portside Photobook Fair, February 12-15, 2026",
                    "amount": 1100.0,
                    "basis": "reimbursement",
                    "claims": [
                        {
                            "claim_id": "RC-60688",
                            "item": "fair registration",
                            "amount": 175.0,
                            "status": "paid",
                            "paid": "2026-02-20",
                        }
                    ],
                    "remaining": 925.0,
                    "claims_due": "2026-04-15",
                }
            ],
        },
        facts={
            "award": {
                "award_id": "TG-25-0311",
                "amount": 1100.0,
                "claims": {"RC-60688": "175.00 paid 2026-02-20"},
                "remaining": 925.0,
                "claims_due": "2026-04-15",
            }
        },
    )
    s.call(
        "get_claim_rules",
        {"award_id": "TG-25-0311"},
        {
            "reviewed_by": "the program officer (Imran Kessler)",
            "decision_within": "10 business days",
            "receipts": "an itemized receipt per expense; a foreign-currency receipt with the "
            "card statement showing the amount charged in dollars",
            "payment": "direct deposit after approval, within 5 business days",
            "account": "Orrin Falls Credit Union ****9314",
        },
    )
    s.say(
        "Thanks, Alma. Your travel micro-grant TG-25-0311 (Portside Photobook Fair) is "
        "$1,100.00, paid as reimbursement. Claim RC-60688 for the fair registration ($175.00) "
        "was paid on February 20, so $925.00 remains, and claims are due by April 15. Each "
        "claim is reviewed by your program officer, Imran Kessler, within 10 business days, and "
        "paid by direct deposit within 5 business days of approval. Which expenses are you "
        "claiming?"
    )
    s.user(
        "the train there and back, 286.40, and the hotel, 3 nights, 512. but do the train "
        "first, the hotel invoice isn't itemized and it's in euros so I have to get a proper "
        "one from them. receipts are both in the portal, uploaded monday",
        facts={"claim_request": {"train": 286.4, "hotel": 512.0, "now": "train"}},
    )
    s.call(
        "get_uploaded_receipts",
        {"award_id": "TG-25-0311"},
        {
            "receipts": [
                {"file": "train_orrin-portside.pdf", "uploaded": "2026-03-09", "amount": 286.4},
                {
                    "file": "hotel_portside.jpg",
                    "uploaded": "2026-03-09",
                    "amount_eur": 468.0,
                    "note": "not itemized",
                },
            ]
        },
        facts={
            "receipts": {
                "train_orrin-portside.pdf": 286.4,
                "hotel_portside.jpg": "EUR 468.00, not itemized",
            }
        },
    )
    s.say(
        "I see both, uploaded Monday, March 9: the train receipt for $286.40, and the hotel "
        "receipt for €468.00, which isn't itemized. You could submit the hotel now too, with "
        "your card statement showing the dollar amount, and send the itemized invoice later; "
        "Imran Kessler sometimes accepts that. Or I do just the train today."
    )
    s.user(
        "no, just the train. I don't want it bounced. the hotel when I have the real invoice",
    )
    s.confirm(
        "Here's the claim:\n"
        "- Award TG-25-0311, reimbursement claim for the train (Orrin Falls to Portside and "
        "back): $286.40, receipt train_orrin-portside.pdf\n"
        "- The hotel ($512.00) is not included\n"
        "- Reviewed by Imran Kessler within 10 business days; if approved, paid by direct "
        "deposit to Orrin Falls Credit Union ****9314\n"
        "- After this claim, $638.60 of the award remains for the hotel\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_reimbursement_claim",
                {
                    "award_id": "TG-25-0311",
                    "items": [
                        {
                            "expense": "train",
                            "amount": 286.4,
                            "receipt": "train_orrin-portside.pdf",
                        }
                    ],
                    "total": 286.4,
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.boundary(
        "the train claim ($286.40) approved by her yes, no call yet; the hotel ($512, EUR 468, "
        "not itemized) left for later by her choice after the agent suggested submitting it "
        "with the card statement; RC-60688 ($175) paid Feb 20"
    )


def session_instalments(s):
    """Two payments moved to direct deposit, none before April 1; he answers with a question."""
    greet(s)
    s.user(
        "hey. I want my grant payments to go to my bank instead of cheques. Hamish Oduya, MV-46135"
    )
    s.say("Sure. To verify you, please give me the phone number or email address on file.")
    s.user("hamish.oduya@example.net")
    s.call(
        "verify_applicant",
        {"artist_id": "MV-46135", "name": "Hamish Oduya", "email": "hamish.oduya@example.net"},
        verified("MV-46135"),
        facts={"artist_id": "MV-46135", "applicant": "Hamish Oduya"},
    )
    s.call(
        "get_payment_schedule",
        {"artist_id": "MV-46135"},
        {
            "artist_id": "MV-46135",
            "payments": [
                {
                    "award_id": "PG-25-0288",
                    "program": "project grant",
                    "instalment": 2,
                    "amount": 1800.0,
                    "date": "2026-03-20",
                    "method": "cheque to 208 Millrace Rd, Ashby Ferrow",
                    "status": "released (interim report accepted 2026-03-02)",
                },
                {
                    "award_id": "PD-26-0074",
                    "program": "professional-development award",
                    "instalment": 1,
                    "amount": 2000.0,
                    "date": "2026-04-01",
                    "method": "cheque to 208 Millrace Rd, Ashby Ferrow",
                    "status": "scheduled (activity starts 2026-04-01)",
                },
            ],
        },
        facts={
            "payments": {
                "PG-25-0288/2": {"amount": 1800.0, "date": "2026-03-20", "method": "cheque"},
                "PD-26-0074": {"amount": 2000.0, "date": "2026-04-01", "method": "cheque"},
            }
        },
    )
    s.say(
        "Thanks, Hamish, you're verified. Two payments are coming to you by cheque at 208 "
        "Millrace Rd: $1,800.00, the second instalment of project grant PG-25-0288, on Friday, "
        "March 20, and $2,000.00 for professional-development award PD-26-0074 on Wednesday, "
        "April 1. I can switch either or both to direct deposit; I'll need the account details."
    )
    s.user(
        "both please. Ashby Ferrow Credit Union, transit 00417, acct 55207719. BUT no payment "
        "before the 1st - I'm moving banks and that account only opens april 1, so nothing "
        "can land before then",
        facts={
            "deposit_request": {
                "account": "Ashby Ferrow Credit Union ****7719",
                "not_before": "2026-04-01",
            }
        },
    )
    s.say(
        "Understood. One option: keep the $1,800.00 on its March 20 cheque to your address, "
        "since a cheque doesn't need the new account, and switch only the April 1 payment to "
        "direct deposit. That way you aren't waiting on the instalment."
    )
    s.user(
        "no, both by deposit. I'm fine waiting for the 1800, I'd rather not have a cheque "
        "floating around while I'm moving"
    )
    s.confirm(
        "Here are the changes:\n"
        "- PG-25-0288 instalment 2 ($1,800.00) and PD-26-0074 ($2,000.00): cheque → direct "
        "deposit to Ashby Ferrow Credit Union ****7719\n"
        "- PG-25-0288 instalment 2 moved from Friday, March 20 to Wednesday, April 1, 2026\n"
        "- PD-26-0074 stays on Wednesday, April 1, 2026\n"
        "- Nothing is paid before April 1\n\n"
        "Shall I make these changes? (yes/no)",
        [
            (
                "update_payment_method",
                {
                    "artist_id": "MV-46135",
                    "payments": ["PG-25-0288/2", "PD-26-0074"],
                    "method": "direct deposit",
                    "account": "Ashby Ferrow Credit Union ****7719",
                },
            ),
            (
                "reschedule_instalment",
                {"award_id": "PG-25-0288", "instalment": 2, "new_date": "2026-04-01"},
            ),
        ],
    )
    s.user(
        "wait, if the 1800 moves to april does it still count as last fiscal year's money? my "
        "accountant asked me to check"
    )
    s.boundary(
        "the switch of both payments to direct deposit (****7719) and the move of the $1,800 "
        "from Mar 20 to Apr 1 proposed, pending: he answered with a question about the fiscal "
        "year; the agent's suggestion to keep the March 20 cheque declined"
    )


SCRIPTS = {
    "sponsor": session_sponsor,
    "claim": session_claim,
    "instalments": session_instalments,
}
