"""Session scripts, part 2: mail, access and billing.

Each script plays one invented session at the member desk of Tallowgate Workrooms (companies,
members, ids, parcels, invoices, amounts and dates are made up). `s.boundary(note)` marks where
a point is frozen.
"""

from __future__ import annotations

from records import account, member
from sessions_a import greet


def session_mail(s):
    """A registered business address; only the parcel, not the county letter, forwarded."""
    greet(s)
    s.user(
        "hello, I want to use you as my company's registered address. and there's 2 parcels "
        "waiting for me I think. barnaby cuthill, TG 38830"
    )
    s.say("Happy to help, Barnaby. To verify you, what are the last four digits of your phone?")
    s.user("ends 0162")
    s.call(
        "verify_member",
        {"member_id": "TG-38830", "name": "Barnaby Cuthill", "phone_last4": "0162"},
        member("TG-38830"),
        facts={
            "member_id": "TG-38830",
            "member": "Barnaby Cuthill",
            "company": "Cuthill Bindery",
            "site": "Canal Street",
            "payment_method": "Visa ****9127",
        },
    )
    s.call(
        "get_mail_options",
        {"member_id": "TG-38830", "site": "Canal Street"},
        {
            "registered_address": {
                "monthly": 29.0,
                "address": "Cuthill Bindery, c/o Tallowgate Workrooms, 27 Canal Street, "
                "Wendleby, OR 97352",
                "mail_scanning": "letters scanned and emailed the day they arrive",
                "billing": "on the monthly invoice, from the next one",
            },
            "parcels": {
                "holding": "14 days free at the front desk",
                "forwarding_fee": 9.0,
                "postage": "charged at cost",
                "signed_items": "collected in person with photo ID",
            },
        },
        facts={"mail_options": {"registered_address_monthly": 29.0, "forwarding_fee": 9.0}},
    )
    s.call(
        "get_parcels",
        {"member_id": "TG-38830"},
        {
            "parcels": [
                {
                    "parcel_id": "PCL-8841",
                    "type": "box",
                    "weight_kg": 6.2,
                    "sender": "Harebell Paper Mill",
                    "arrived": "2026-02-27",
                    "held_until": "2026-03-13",
                },
                {
                    "parcel_id": "PCL-8842",
                    "type": "letter, signed for",
                    "sender": "Wendleby County Clerk",
                    "arrived": "2026-03-03",
                    "held_until": "2026-03-17",
                },
            ],
            "home_address_on_file": "61 Alder Row, Wendleby, OR 97354",
        },
        facts={
            "parcels": {
                "PCL-8841": {"type": "box", "sender": "Harebell Paper Mill"},
                "PCL-8842": {"type": "signed letter", "sender": "Wendleby County Clerk"},
            }
        },
    )
    s.say(
        "You're verified. The registered business address is $29.00 a month on your invoice: "
        "your company's address becomes 'Cuthill Bindery, c/o Tallowgate Workrooms, 27 Canal "
        "Street, Wendleby, OR 97352', and letters are scanned and emailed the day they "
        "arrive. Two items are waiting for you at the front desk:\n"
        "- PCL-8841, a 6.2 kg box from Harebell Paper Mill, held until March 13\n"
        "- PCL-8842, a signed-for letter from the Wendleby County Clerk, held until March 17\n"
        "Forwarding is $9.00 a parcel plus postage. Since you're only in twice a week, I'd "
        "suggest forwarding both to your home address at 61 Alder Row."
    )
    s.user("yes set up the address thing please. and forwarding sounds good")
    s.confirm(
        "Here's what I'll do:\n"
        "1. Registered business address for Cuthill Bindery at 27 Canal Street, $29.00 a month "
        "from your April 1 invoice\n"
        "2. Forward PCL-8841 and PCL-8842 to 61 Alder Row, Wendleby, OR 97354: $9.00 each "
        "plus postage, on your next invoice\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("add_mail_plan", {"member_id": "TG-38830", "plan": "registered_address"}),
            (
                "forward_parcels",
                {
                    "member_id": "TG-38830",
                    "parcels": ["PCL-8841", "PCL-8842"],
                    "to": "61 Alder Row, Wendleby, OR 97354",
                },
            ),
        ],
    )
    s.no(
        "no wait, only the box. the county letter stays with you, I'll pick it up thursday. "
        "don't post anything official",
        facts={"mail_request": {"forward": ["PCL-8841"], "hold": ["PCL-8842"]}},
    )
    s.confirm(
        "Got it, nothing's been done yet. The corrected plan:\n"
        "1. Registered business address for Cuthill Bindery at 27 Canal Street, $29.00 a month "
        "from your April 1 invoice\n"
        "2. Forward only PCL-8841 (the box) to 61 Alder Row: $9.00 plus postage, on your next "
        "invoice\n"
        "PCL-8842 stays at the front desk for you to collect with photo ID.\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("add_mail_plan", {"member_id": "TG-38830", "plan": "registered_address"}),
            (
                "forward_parcels",
                {
                    "member_id": "TG-38830",
                    "parcels": ["PCL-8841"],
                    "to": "61 Alder Row, Wendleby, OR 97354",
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "add_mail_plan",
        {"member_id": "TG-38830", "plan": "registered_address"},
        {
            "mail_plan_id": "MH-6620",
            "status": "active",
            "address": "Cuthill Bindery, c/o Tallowgate Workrooms, 27 Canal Street, Wendleby, "
            "OR 97352",
            "monthly": 29.0,
            "first_invoice": "2026-04-01",
        },
        facts={"mail_plan_id": "MH-6620"},
    )
    s.call(
        "forward_parcels",
        {
            "member_id": "TG-38830",
            "parcels": ["PCL-8841"],
            "to": "61 Alder Row, Wendleby, OR 97354",
        },
        {
            "forwarding_id": "FWD-5107",
            "parcels": ["PCL-8841"],
            "ships": "2026-03-05",
            "fee": 9.0,
            "postage": 11.4,
            "total": 20.4,
            "billed": "next invoice",
        },
        facts={"forwarding_id": "FWD-5107"},
    )
    s.say(
        "Both done. Your registered address MH-6620 is active: Cuthill Bindery, c/o Tallowgate "
        "Workrooms, 27 Canal Street, Wendleby, OR 97352, at $29.00 a month from the April 1 "
        "invoice. The box PCL-8841 ships to 61 Alder Row tomorrow (FWD-5107): $9.00 plus "
        "$11.40 postage, $20.40 on your next invoice. The county letter PCL-8842 stays at the "
        "front desk until March 17; bring photo ID."
    )
    s.user("great. does the county letter mean they already have my new address?")
    s.boundary(
        "forwarding both parcels rejected by his correction; the registered address MH-6620 "
        "($29/mo) and the forwarding of PCL-8841 only (FWD-5107, $20.40) executed and "
        "reported; the signed letter PCL-8842 held for pickup; his question open"
    )


def session_access(s):
    """After-hours cards requested from building security for two engineers, not the intern."""
    greet(s)
    s.user(
        "hi, two of my engineers need to get in after hours, they're doing overnight test "
        "runs. heronsgate robotics, I'm bettany ruthven, account 8054"
    )
    s.say("Sure, Bettany. What's the email address on the account?")
    s.user("b.ruthven@example.com")
    s.call(
        "verify_account",
        {"account_id": "ACC-8054", "name": "Bettany Ruthven", "email": "b.ruthven@example.com"},
        account("ACC-8054"),
        facts={
            "account_id": "ACC-8054",
            "company": "Heronsgate Robotics",
            "member": "Bettany Ruthven",
            "member_id": "TG-41201",
            "site": "Canal Street",
            "team": {
                "TG-41207": "Dragomir Zeller (fixed desk D-131)",
                "TG-41208": "Ambrosine Ferrers (fixed desk D-132)",
                "TG-41215": "Kit Mabry (hot desk)",
            },
        },
    )
    s.call(
        "get_access_policy",
        {"site": "Canal Street"},
        {
            "staffed_hours": "Mon-Fri 08:00-19:00",
            "after_hours": (
                "after-hours access cards are issued by the building's security (Canal Street "
                "Estates security office), not by Tallowgate; the member desk submits the "
                "request"
            ),
            "eligible": "fixed desk and private office members",
            "process": "security checks each person's photo ID, then issues the card; 3-5 "
            "business days",
            "card_fee": 20.0,
            "card_fee_paid_to": "building security, at pickup",
            "valid_months": 12,
        },
        facts={
            "access_policy": {
                "issued_by": "building security",
                "card_fee": 20.0,
                "business_days": "3-5",
                "eligible": "fixed desk and private office members",
            }
        },
    )
    s.say(
        "You're verified. After-hours access at Canal Street works like this: the desk sends "
        "the request, and the building's security office checks each person's photo ID and "
        "issues the cards, usually in 3 to 5 business days. The card fee is $20.00 per card, "
        "paid to security at pickup, and cards are valid for 12 months. Only fixed desk and "
        "private office members are eligible. Who needs a card?"
    )
    s.user(
        "dragomir zeller and ambrosine ferrers. NOT kit mabry, he's our intern and only here "
        "till march 20. nights and weekends both",
        facts={
            "access_request": {
                "members": ["TG-41207", "TG-41208"],
                "exclude": ["TG-41215"],
                "hours": "nights and weekends",
            }
        },
    )
    s.confirm(
        "Here's the request I'll send to building security:\n"
        "- After-hours access at Canal Street, nights and weekends (24/7)\n"
        "- For Dragomir Zeller (TG-41207, D-131) and Ambrosine Ferrers (TG-41208, D-132)\n"
        "- $20.00 card fee each, paid to security at pickup\n"
        "- Security will email them to check photo ID\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "request_after_hours_access",
                {
                    "account_id": "ACC-8054",
                    "site": "Canal Street",
                    "members": ["TG-41207", "TG-41208"],
                    "hours": "24/7",
                },
            )
        ],
    )
    s.yes("yes submit it")
    s.call(
        "request_after_hours_access",
        {
            "account_id": "ACC-8054",
            "site": "Canal Street",
            "members": ["TG-41207", "TG-41208"],
            "hours": "24/7",
        },
        {
            "request_id": "SEC-2291",
            "status": "submitted_to_security",
            "issued_by": "Canal Street Estates building security",
            "next": "security emails each person to check photo ID, then issues the card",
            "members": ["TG-41207", "TG-41208"],
            "card_fee_each": 20.0,
            "expected_by": "2026-03-11",
            "cards_issued": 0,
        },
        facts={"access_request_id": "SEC-2291"},
    )
    s.say(
        "Submitted: request SEC-2291 is with building security. The cards aren't issued yet: "
        "security will email Dragomir and Ambrosine to check their photo ID, and the cards "
        "should be ready by Wednesday, March 11. They pay the $20.00 fee each at pickup. If "
        "they're bringing gear for the test runs, I can add a locker for each of them at "
        "$14.00 a month."
    )
    s.user("no lockers. can they at least get in tonight? the first run is tonight")
    s.say(
        "I'm sorry, I can't give after-hours access myself, and I can't issue a temporary "
        "card: only building security issues cards. Until theirs are ready, they'll need to "
        "leave by 7:00 pm, when the site closes."
    )
    s.user("ugh. ok, we'll push the run to next week")
    s.boundary(
        "SEC-2291 for Dragomir and Ambrosine (not Kit) executed and reported, with building "
        "security (not issued; ready by Mar 11); lockers declined; access tonight asked for and "
        "refused"
    )


def session_billing(s):
    """A duplicate setup fee credited, the other setup fee kept; invoice billing still open."""
    greet(s)
    s.user(
        "our march invoice looks wrong, I think we got charged the setup fee twice. foxglove "
        "games, acct 5519, jago loxley"
    )
    s.say("Let me check that, Jago. What are the last four digits of the phone on the account?")
    s.user("0133")
    s.call(
        "verify_account",
        {"account_id": "ACC-5519", "name": "Jago Loxley", "phone_last4": "0133"},
        account("ACC-5519"),
        facts={
            "account_id": "ACC-5519",
            "company": "Foxglove Games",
            "member": "Jago Loxley",
            "member_id": "TG-39410",
            "payment_method": "Visa ****2047",
        },
    )
    s.call(
        "get_invoice",
        {"account_id": "ACC-5519", "month": "2026-03"},
        {
            "invoice_id": "INV-26-0388",
            "date": "2026-03-01",
            "due": "2026-03-15",
            "payment": "auto-charge to Visa ****2047 on the due date",
            "lines": [
                {"line": 1, "item": "Hot desk, MS-53310 (Jago Loxley)", "amount": 240.0},
                {"line": 2, "item": "Hot desk, MS-53311 (Gwilym Orrinwood)", "amount": 240.0},
                {"line": 3, "item": "Hot desk, MS-53312 (Clodagh Weatherell)", "amount": 240.0},
                {"line": 4, "item": "Setup fee, MS-53311", "amount": 60.0},
                {"line": 5, "item": "Setup fee, MS-53311", "amount": 60.0},
                {"line": 6, "item": "Setup fee, MS-53312", "amount": 60.0},
                {"line": 7, "item": "Room credits, 25 pack (Feb 20)", "amount": 100.0},
            ],
            "total": 1000.0,
        },
        facts={
            "invoice": {
                "invoice_id": "INV-26-0388",
                "total": 1000.0,
                "due": "2026-03-15",
                "duplicate_line": 5,
            }
        },
    )
    s.confirm(
        "You're right, Jago. INV-26-0388 (March, $1,000.00, due March 15) has Gwilym "
        "Orrinwood's $60.00 setup fee for MS-53311 twice, on lines 4 and 5. The $60.00 setup "
        "fee on line 6 is for Clodagh Weatherell's new desk MS-53312, which started March 2, "
        "and is correct. Here's the fix:\n"
        "- Credit note for $60.00 against INV-26-0388, line 5 (duplicate setup fee, MS-53311)\n"
        "- The invoice goes down to $940.00\n\n"
        "Shall I issue the credit note? (yes/no)",
        [
            (
                "issue_credit_note",
                {
                    "invoice_id": "INV-26-0388",
                    "line": 5,
                    "amount": 60.0,
                    "reason": "duplicate setup fee, MS-53311",
                },
            )
        ],
    )
    s.yes("yes. and leave clodagh's setup fee, that one's fine")
    s.call(
        "issue_credit_note",
        {
            "invoice_id": "INV-26-0388",
            "line": 5,
            "amount": 60.0,
            "reason": "duplicate setup fee, MS-53311",
        },
        {
            "credit_note_id": "CN-3305",
            "status": "issued",
            "invoice_id": "INV-26-0388",
            "amount": 60.0,
            "invoice_balance": 940.0,
            "due": "2026-03-15",
        },
        facts={"credit_note_id": "CN-3305"},
    )
    s.boundary(
        "credit note CN-3305 ($60, line 5 of INV-26-0388) executed, not reported yet; line 4 "
        "and Clodagh's line 6 setup fees kept; invoice now $940"
    )
    s.say(
        "Done: credit note CN-3305 for $60.00 is issued against INV-26-0388, so the March "
        "invoice is now $940.00, still due March 15. Clodagh's setup fee is untouched."
    )
    s.user(
        "thanks. also we want to stop paying by card, we'd rather get invoices and pay by bank "
        "transfer, our accountant hates the card thing",
        facts={"billing_request": {"method": "bank transfer", "not": "card"}},
    )
    s.call(
        "get_billing_options",
        {"account_id": "ACC-5519"},
        {
            "current": "auto-charge to Visa ****2047 on the due date",
            "options": {
                "card": "auto-charge on the due date",
                "bank_transfer": "invoice paid by bank transfer, net 14",
            },
            "change_effective": "from the next invoice (2026-04-01); an issued invoice keeps "
            "its payment method",
        },
        facts={"billing_options": {"bank_transfer": "net 14", "effective": "2026-04-01"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- ACC-5519 moves from auto-charge to Visa ****2047 to invoices paid by bank transfer, "
        "net 14\n"
        "- It takes effect from the April 1, 2026 invoice\n"
        "- The March invoice INV-26-0388 ($940.00) has already been issued, so it will still "
        "be charged to the Visa on March 15\n\n"
        "Shall I switch it? (yes/no)",
        [
            (
                "change_billing_method",
                {
                    "account_id": "ACC-5519",
                    "method": "bank_transfer",
                    "effective": "2026-04-01",
                },
            )
        ],
    )
    s.user("hm, can't march go by transfer too? I'd rather the card isn't charged at all anymore")
    s.boundary(
        "CN-3305 reported; the switch to bank transfer from Apr 1 proposed and still pending: "
        "he answered with a question about March; the card still charged Mar 15 for $940"
    )


SCRIPTS = {"mail": session_mail, "access": session_access, "billing": session_billing}
