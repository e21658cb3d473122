"""Session scripts, part 2: hold, refund, withdraw, subro and inspect.

Each script plays one invented session at the claims desk of Larkspur Mutual Home & Auto
(policyholders, policy numbers, claim ids, VINs, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from catalog import claim, policy, verified
from sessions_a import greet


def session_hold(s):
    """Of two held payments, release the gutters one (invoice in); the depreciation stays."""
    greet(s)
    s.user(
        "Hi, this is Howard Kessler. I sent in my roofer's invoice last week and my money is "
        "still on hold. What's going on? Claim CLM-6479015."
    )
    s.say(
        "Let me look, Howard. To verify, please give me the zip code of the insured property "
        "and the phone number on the policy."
    )
    s.user("80226, and the phone is 303 555 0119.")
    s.call(
        "verify_policyholder",
        {
            "claim_id": "CLM-6479015",
            "name": "Howard Kessler",
            "zip": "80226",
            "phone": "+1 303-555-0119",
        },
        verified("PH-48810379"),
        facts={
            "policy_id": "PH-48810379",
            "policyholder": "Howard Kessler",
            "claim_id": "CLM-6479015",
        },
    )
    s.call("get_claim", {"claim_id": "CLM-6479015"}, claim("CLM-6479015"))
    s.call(
        "get_payments",
        {"claim_id": "CLM-6479015"},
        {
            "claim_id": "CLM-6479015",
            "deductible": 1500.0,
            "payments": [
                {
                    "payment_id": "PMT-88213",
                    "for": "roof replacement, actual cash value",
                    "amount": 6940.0,
                    "status": "paid",
                    "date": "2024-07-02",
                    "method": "check",
                },
                {
                    "payment_id": "PMT-88247",
                    "for": "gutters and flashing",
                    "amount": 3175.4,
                    "status": "on_hold",
                    "hold_reason": "awaiting contractor invoice",
                },
                {
                    "payment_id": "PMT-88248",
                    "for": "recoverable depreciation, roof",
                    "amount": 2210.0,
                    "status": "on_hold",
                    "hold_reason": "released when work is complete (certificate of completion)",
                },
            ],
            "payout_method": {
                "method": "direct_deposit",
                "bank": "Front Range Credit Union",
                "last4": "2096",
            },
        },
        facts={
            "payments": {
                "PMT-88213": {"amount": 6940.0, "status": "paid"},
                "PMT-88247": {"amount": 3175.4, "status": "on_hold"},
                "PMT-88248": {"amount": 2210.0, "status": "on_hold"},
            },
            "deductible": 1500.0,
        },
    )
    s.call(
        "get_documents_status",
        {"claim_id": "CLM-6479015"},
        {
            "documents": [
                {
                    "type": "contractor_invoice",
                    "ref": "SR-4471",
                    "from": "Summit Ridge Roofing",
                    "amount": 3175.4,
                    "received": "2024-08-01",
                    "status": "accepted",
                },
                {"type": "certificate_of_completion", "status": "not_received"},
            ]
        },
        facts={"documents": {"SR-4471": "accepted 2024-08-01"}},
    )
    s.say(
        "Thanks, Howard. On claim CLM-6479015 (June 18 hail) there are two payments on hold:\n"
        "- PMT-88247, $3,175.40 for the gutters and flashing, held until we had the contractor's "
        "invoice. Summit Ridge Roofing's invoice SR-4471 came in on August 1 and was accepted, "
        "so this one can be released now.\n"
        "- PMT-88248, $2,210.00, the recoverable depreciation on the roof. That one is released "
        "once the work is finished and we get a certificate of completion.\n\n"
        "The first payment, PMT-88213 for $6,940.00, was paid by check on July 2."
    )
    s.user(
        "Right, just the gutter money then. I know the depreciation waits, the roof won't be "
        "done until the 20th. Don't touch that one yet.",
        facts={"payment_id": "PMT-88247"},
    )
    s.confirm(
        "To confirm:\n"
        "- Release the hold on PMT-88247, $3,175.40 (gutters and flashing), claim CLM-6479015\n"
        "- Paid by direct deposit to your Front Range Credit Union account ending 2096, "
        "usually within 1-2 business days\n"
        "- PMT-88248 ($2,210.00 depreciation) stays on hold\n\n"
        "Shall I release it? (yes/no)",
        [
            (
                "release_payment_hold",
                {
                    "claim_id": "CLM-6479015",
                    "payment_id": "PMT-88247",
                    "amount": 3175.4,
                    "method": "direct_deposit",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "release_payment_hold",
        {
            "claim_id": "CLM-6479015",
            "payment_id": "PMT-88247",
            "amount": 3175.4,
            "method": "direct_deposit",
        },
        {
            "status": "released",
            "payment_id": "PMT-88247",
            "amount": 3175.4,
            "method": "direct_deposit",
            "account_last4": "2096",
            "expected_by": "2024-08-09",
        },
    )
    s.say(
        "Released: PMT-88247, $3,175.40, is going to your account ending 2096 and should be "
        "there by August 9. The $2,210.00 depreciation payment stays on hold until the roof is "
        "done.\n\n"
        "Would you like me to email you the certificate of completion form, so Summit Ridge can "
        "sign it when they finish? Once we get it back, Dwayne Kowalczyk, your adjuster, may "
        "want a final inspection before releasing the depreciation."
    )
    s.user("Sure, email it to me.")
    s.confirm(
        "I'll send the certificate of completion form for claim CLM-6479015 to the email on "
        "file (h.kessler@example.net). Send it? (yes/no)",
        [
            (
                "request_documents",
                {
                    "claim_id": "CLM-6479015",
                    "documents": ["certificate_of_completion"],
                    "send_to": "h.kessler@example.net",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "request_documents",
        {
            "claim_id": "CLM-6479015",
            "documents": ["certificate_of_completion"],
            "send_to": "h.kessler@example.net",
        },
        {
            "status": "sent",
            "request_id": "DOC-33187",
            "documents": ["certificate_of_completion"],
            "sent_to": "h.kessler@example.net",
            "due": None,
        },
    )
    s.say(
        "The form is on its way to h.kessler@example.net (request DOC-33187). Have Summit Ridge "
        "sign it when the roof is finished and upload it in the app or reply to that email."
    )
    s.boundary(
        "the gutters payment released and reported; the depreciation holdback left on hold as "
        "he asked; the completion form sent; no final inspection booked"
    )


def session_refund(s):
    """A sold car off the policy (the sale date corrected), the refund to the card, not a check."""
    greet(s)
    s.user(
        "Hi, I sold my Altima and I need it off my insurance. And I want the refund for the "
        "unused months back on my card please, not a check. Phone on the account is "
        "503.555.0162."
    )
    s.say("Sure. To verify, please tell me your full name and your policy number.")
    s.user("Eleanor Vasquez, PA-36620481.")
    s.call(
        "verify_policyholder",
        {"policy_id": "PA-36620481", "name": "Eleanor Vasquez", "phone": "+1 503-555-0162"},
        verified("PA-36620481"),
        facts={"policy_id": "PA-36620481", "policyholder": "Eleanor Vasquez"},
    )
    s.call(
        "get_policy",
        {"policy_id": "PA-36620481"},
        policy("PA-36620481"),
        facts={
            "vehicles": {
                "VEH-1": {
                    "vehicle": "2015 Nissan Altima 2.5 S",
                    "vin": "1N4AL3AP5FC217764",
                    "term_premium": 548.0,
                },
                "VEH-2": {
                    "vehicle": "2020 Kia Telluride EX",
                    "vin": "5XYP3DHC9LG051128",
                    "term_premium": 914.0,
                },
            },
            "payout_methods": {"card": "Visa ending 8812 (paid the term premium)"},
        },
    )
    s.say(
        "Thanks, Eleanor. Your policy PA-36620481 (May 1 to November 1, 2024, paid in full "
        "with your Visa ending 8812) covers the 2015 Nissan Altima (OR 771 HDN) and the 2020 "
        "Kia Telluride (OR 205 LWQ). Coverage on the Altima ends on the date you sold it. What "
        "was the date of the sale?"
    )
    s.user("The 29th.", facts={"effective_date": "2024-07-29"})
    s.call(
        "quote_endorsement",
        {
            "policy_id": "PA-36620481",
            "change": "remove_vehicle",
            "vehicle_id": "VEH-1",
            "effective_date": "2024-07-29",
        },
        {"change": "remove_vehicle", "effective_date": "2024-07-29", "refund_due": 282.93},
    )
    s.confirm(
        "To confirm:\n"
        "- Remove the 2015 Nissan Altima (VIN 1N4AL3AP5FC217764) from policy PA-36620481\n"
        "- Effective July 29, 2024 (date of sale)\n"
        "- Refund for the unused part of the term: $282.93\n"
        "- The Telluride's coverage stays exactly as it is\n\n"
        "Shall I remove it? (yes/no)",
        [
            (
                "remove_vehicle",
                {
                    "policy_id": "PA-36620481",
                    "vehicle_id": "VEH-1",
                    "vin": "1N4AL3AP5FC217764",
                    "effective_date": "2024-07-29",
                    "reason": "sold",
                },
            )
        ],
    )
    s.no(
        "Wait, sorry, it was the 27th, the Saturday. The 29th is when I mailed the title "
        "stuff to the DMV.",
        facts={"effective_date": "2024-07-27"},
    )
    s.call(
        "quote_endorsement",
        {
            "policy_id": "PA-36620481",
            "change": "remove_vehicle",
            "vehicle_id": "VEH-1",
            "effective_date": "2024-07-27",
        },
        {"change": "remove_vehicle", "effective_date": "2024-07-27", "refund_due": 288.89},
    )
    s.confirm(
        "No problem. Corrected:\n"
        "- Remove the 2015 Nissan Altima (VIN 1N4AL3AP5FC217764) from policy PA-36620481\n"
        "- Effective July 27, 2024 (date of sale)\n"
        "- Refund for the unused part of the term: $288.89\n"
        "- The Telluride's coverage stays exactly as it is\n\n"
        "Shall I remove it? (yes/no)",
        [
            (
                "remove_vehicle",
                {
                    "policy_id": "PA-36620481",
                    "vehicle_id": "VEH-1",
                    "vin": "1N4AL3AP5FC217764",
                    "effective_date": "2024-07-27",
                    "reason": "sold",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "remove_vehicle",
        {
            "policy_id": "PA-36620481",
            "vehicle_id": "VEH-1",
            "vin": "1N4AL3AP5FC217764",
            "effective_date": "2024-07-27",
            "reason": "sold",
        },
        {
            "status": "endorsed",
            "endorsement_id": "END-7719833",
            "removed": "2015 Nissan Altima 2.5 S",
            "effective_date": "2024-07-27",
            "refund_due": 288.89,
            "remaining_vehicles": ["2020 Kia Telluride EX"],
        },
        facts={"endorsement_id": "END-7719833", "refund_amount": 288.89},
    )
    s.confirm(
        "The Altima is off the policy as of July 27 (endorsement END-7719833). Now the refund:\n"
        "- $288.89 back to the Visa ending 8812, the card that paid the premium\n"
        "- It usually shows on the card in 5-10 business days\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_premium_refund",
                {
                    "policy_id": "PA-36620481",
                    "endorsement_id": "END-7719833",
                    "amount": 288.89,
                    "method": "card",
                    "card_last4": "8812",
                },
            )
        ],
    )
    s.yes("Yes, put it on the Visa.")
    s.call(
        "issue_premium_refund",
        {
            "policy_id": "PA-36620481",
            "endorsement_id": "END-7719833",
            "amount": 288.89,
            "method": "card",
            "card_last4": "8812",
        },
        {
            "status": "issued",
            "refund_id": "RF-240802-1187",
            "amount": 288.89,
            "method": "card",
            "card_last4": "8812",
            "expected": "5-10 business days",
        },
        facts={"refund_id": "RF-240802-1187"},
    )
    s.say(
        "All set. The refund of $288.89 (RF-240802-1187) is on its way to your Visa ending "
        "8812; give it 5-10 business days. Your Telluride is still fully covered, and new ID "
        "cards showing only the Telluride are in the Larkspur app."
    )
    s.boundary(
        "the removal as of Jul 29 rejected by her correction; the removal as of Jul 27 and the "
        "refund to her Visa executed and reported; the Telluride untouched"
    )


def session_withdraw(s):
    """Withdraw the hail claim (she pays herself); keep the windshield claim going."""
    greet(s)
    s.user(
        "Hello. I want to cancel my hail damage claim, I've decided to just pay for it myself. "
        "But NOT the windshield claim, keep that one going, they're coming Thursday to replace "
        "it."
    )
    s.say(
        "I can help with that. To verify, please give me your name, policy number and date of "
        "birth."
    )
    s.user("Farah Haddad, PA-29904417, 9/30/1990.")
    s.call(
        "verify_policyholder",
        {"policy_id": "PA-29904417", "name": "Farah Haddad", "dob": "1990-09-30"},
        verified("PA-29904417"),
        facts={"policy_id": "PA-29904417", "policyholder": "Farah Haddad"},
    )
    s.call(
        "list_claims",
        {"policy_id": "PA-29904417", "status": "open"},
        {
            "claims": [
                {
                    "claim_id": "CLM-6598410",
                    "loss_date": "2024-07-21",
                    "loss_type": "glass",
                    "status": "open",
                },
                {
                    "claim_id": "CLM-6601822",
                    "loss_date": "2024-07-26",
                    "loss_type": "hail",
                    "status": "open",
                },
            ]
        },
        facts={
            "claims": {
                "CLM-6598410": {"loss_type": "glass", "loss_date": "2024-07-21"},
                "CLM-6601822": {"loss_type": "hail", "loss_date": "2024-07-26"},
            }
        },
    )
    s.call(
        "get_claim",
        {"claim_id": "CLM-6601822"},
        claim("CLM-6601822"),
        facts={"claim_id": "CLM-6601822", "deductible": 250.0, "estimate": 1180.0},
    )
    s.say(
        "Thanks, Farah. Your hail claim is CLM-6601822 (July 26, comprehensive, $250 deductible). "
        "The photo estimate is $1,180.00, so we would pay about $930 after the deductible. "
        "Luis Ortega's inspection, INS-41377, is set for Friday, August 9, 10 am to noon.\n\n"
        "If you withdraw it:\n"
        "- the claim closes without payment and the inspection is cancelled;\n"
        "- it still shows in your claims history, as closed without payment;\n"
        "- you can reopen it within 12 months if you find more damage.\n\n"
        "Your windshield claim, CLM-6598410, isn't affected. Do you still want to withdraw the "
        "hail claim?"
    )
    s.user("Yes. $930 isn't worth the hassle to me. Withdraw the hail one.")
    s.confirm(
        "To confirm:\n"
        "- Withdraw claim CLM-6601822 (hail, July 26), closed without payment\n"
        "- Reason: you will pay for the repairs yourself\n"
        "- The Aug 9 inspection INS-41377 is cancelled\n"
        "- The windshield claim CLM-6598410 stays open\n\n"
        "Shall I withdraw it? (yes/no)",
        [
            (
                "withdraw_claim",
                {
                    "claim_id": "CLM-6601822",
                    "reason": "policyholder will pay for repairs",
                    "cancel_inspection": "INS-41377",
                },
            )
        ],
    )
    s.yes("Yes, withdraw it.")
    s.call(
        "withdraw_claim",
        {
            "claim_id": "CLM-6601822",
            "reason": "policyholder will pay for repairs",
            "cancel_inspection": "INS-41377",
        },
        {
            "status": "withdrawn",
            "claim_id": "CLM-6601822",
            "closed_without_payment": True,
            "inspection_cancelled": "INS-41377",
            "reopen_until": "2025-08-06",
            "claims_history": "recorded as closed without payment",
        },
    )
    s.say(
        "Done: claim CLM-6601822 is withdrawn and closed without payment, and Friday's "
        "inspection is cancelled. You can reopen it until August 6, 2025 if needed."
    )
    s.user("Thanks. The glass people are still coming Thursday, right?")
    s.call(
        "get_claim",
        {"claim_id": "CLM-6598410"},
        claim("CLM-6598410"),
    )
    s.say(
        "Yes. Claim CLM-6598410 is open: SafeView Auto Glass will replace the windshield at "
        "your place on Thursday, August 8, between 8 and 10 am. Full glass coverage applies, so "
        "there's no deductible."
    )
    s.boundary(
        "the hail claim withdrawn (closed without payment, its inspection cancelled) and "
        "reported; the windshield claim still open"
    )


def session_subro(s):
    """Subrogation: the deductible comes back when Crestview pays; by direct deposit now."""
    greet(s)
    s.user(
        "Hi, I got a letter about 'subrogation' on my claim from May. Does that mean I get my "
        "deductible back? The claim is CLM-6412290."
    )
    s.say("Let me check. To verify, please give me your full name and home zip code.")
    s.user("Kwame Boateng, 43230.")
    s.call(
        "verify_policyholder",
        {"claim_id": "CLM-6412290", "name": "Kwame Boateng", "zip": "43230"},
        verified("PA-33051876"),
        facts={
            "policy_id": "PA-33051876",
            "policyholder": "Kwame Boateng",
            "claim_id": "CLM-6412290",
        },
    )
    s.call(
        "get_claim",
        {"claim_id": "CLM-6412290"},
        claim("CLM-6412290"),
        facts={"deductible": 500.0},
    )
    s.call(
        "get_subrogation_status",
        {"claim_id": "CLM-6412290"},
        {
            "subrogation_id": "SUB-24-07731",
            "against": "Crestview Mutual",
            "at_fault_driver": "D. Pruitt",
            "demand_date": "2024-06-03",
            "demand_amount": 6812.33,
            "includes": {"paid_by_larkspur": 6312.33, "insured_deductible": 500.0},
            "status": "liability_accepted",
            "liability": "100%",
            "accepted_on": "2024-07-22",
            "expected_payment_by": "2024-08-30",
            "deductible_refund": {
                "amount": 500.0,
                "method": "check",
                "mail_to": "2146 Elm Creek Dr, Columbus, OH 43230",
            },
        },
        facts={
            "subrogation": {
                "subrogation_id": "SUB-24-07731",
                "against": "Crestview Mutual",
                "demand_amount": 6812.33,
                "status": "liability_accepted",
                "expected_payment_by": "2024-08-30",
            }
        },
    )
    s.say(
        "Good news, Kwame. Subrogation means we're recovering what we paid from the at-fault "
        "driver's insurer, and your deductible is part of it. On June 3 we sent Crestview "
        "Mutual a demand for $6,812.33 under file SUB-24-07731: the $5,812.33 we paid Buckeye "
        "Collision, the $500.00 rental, and your $500.00 deductible. Crestview accepted full "
        "liability on July 22 and is expected to pay by August 30. Once they do, your $500 "
        "comes back to you in full. Right now it's set to be mailed as a check to 2146 Elm "
        "Creek Dr."
    )
    s.user(
        "Can it be direct deposit instead? Checks take forever. I have a checking account at "
        "Scioto Valley Bank, ends in 6630."
    )
    s.call(
        "get_payment_options",
        {"policy_id": "PA-33051876"},
        {
            "direct_deposit": [
                {
                    "bank_account_id": "BA-4402",
                    "bank": "Scioto Valley Bank",
                    "type": "checking",
                    "last4": "6630",
                    "added": "2023-12-19",
                }
            ],
            "check": {"payee": "Kwame Boateng", "mail_to": "2146 Elm Creek Dr, Columbus, OH 43230"},
        },
        facts={"payout_methods": {"BA-4402": "Scioto Valley Bank checking ending 6630"}},
    )
    s.confirm(
        "That account is already on file. To confirm:\n"
        "- Claim CLM-6412290: your deductible recovery ($500.00) will be paid by direct deposit "
        "to Scioto Valley Bank checking ending 6630 instead of a mailed check\n"
        "- It is paid within a few business days after Crestview pays us\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "update_payout_method",
                {
                    "claim_id": "CLM-6412290",
                    "payout": "deductible_recovery",
                    "method": "direct_deposit",
                    "bank_account_id": "BA-4402",
                },
            )
        ],
        facts={"payout_method": "BA-4402"},
    )
    s.yes("Yes please.")
    s.call(
        "update_payout_method",
        {
            "claim_id": "CLM-6412290",
            "payout": "deductible_recovery",
            "method": "direct_deposit",
            "bank_account_id": "BA-4402",
        },
        {
            "status": "updated",
            "claim_id": "CLM-6412290",
            "payout": "deductible_recovery",
            "method": "direct_deposit",
            "account_last4": "6630",
        },
    )
    s.say(
        "Done: when Crestview pays, your $500 goes to your Scioto Valley account ending 6630. "
        "Anything else?"
    )
    s.user(
        "One more thing. Somebody from Crestview called me last week and wants me to give a "
        "recorded statement. Do I have to?"
    )
    s.say(
        "No, you don't have to. Crestview has already accepted liability, and we're handling "
        "the recovery under SUB-24-07731. If they call again, please refer them to our "
        "subrogation unit at (800) 555-0143. I'd also recommend not signing anything from "
        "them or accepting a payment from them directly, since that could affect our recovery "
        "and your deductible."
    )
    s.user("Got it, I'll send them to you. Thanks for the help.")
    s.boundary(
        "the deductible recovery switched to direct deposit (executed, reported); Crestview "
        "has not paid yet; the agent's advice on the recorded statement"
    )


def session_inspect(s):
    """Move an inspection to an afternoon, not Wednesday: the slot is gone; Thursday pending."""
    greet(s)
    s.user(
        "Hi, I have an adjuster coming tomorrow morning for my storm damage claim and "
        "something came up at work, I need to move it. Any afternoon next week is fine, just "
        "not Wednesday."
    )
    s.say("Sure. To verify, what's your name and the zip code of the insured home?")
    s.user("Henrik Solberg, 55803. The claim is CLM-6587730.")
    s.call(
        "verify_policyholder",
        {"claim_id": "CLM-6587730", "name": "Henrik Solberg", "zip": "55803"},
        verified("PH-41195530"),
        facts={
            "policy_id": "PH-41195530",
            "policyholder": "Henrik Solberg",
            "claim_id": "CLM-6587730",
        },
    )
    s.call(
        "get_claim",
        {"claim_id": "CLM-6587730"},
        claim("CLM-6587730"),
        facts={
            "deductible": 1000.0,
            "inspection": {
                "inspection_id": "INS-40912",
                "date": "2024-08-06",
                "window": "09:00-11:00",
            },
        },
    )
    s.call(
        "get_adjuster_slots",
        {"claim_id": "CLM-6587730", "from": "2024-08-12", "to": "2024-08-16"},
        {
            "adjuster": "Carla Mendes",
            "slots": [
                {"date": "2024-08-12", "window": "09:00-11:00"},
                {"date": "2024-08-13", "window": "13:00-15:00"},
                {"date": "2024-08-14", "window": "14:00-16:00"},
                {"date": "2024-08-15", "window": "15:00-17:00"},
                {"date": "2024-08-16", "window": "10:00-12:00"},
            ],
        },
    )
    s.say(
        "Thanks, Henrik. Your inspection INS-40912 with Carla Mendes is tomorrow, Tuesday "
        "August 6, 9-11 am. Next week Carla has two afternoons that aren't Wednesday:\n"
        "- Tuesday, Aug 13, 1:00-3:00 pm\n"
        "- Thursday, Aug 15, 3:00-5:00 pm\n"
        "(She also has Wed Aug 14 in the afternoon, and Monday and Friday mornings.)"
    )
    s.user("Tuesday the 13th, 1 to 3.")
    s.confirm(
        "To confirm:\n"
        "- Move inspection INS-40912 (claim CLM-6587730) from Tue Aug 6, 9-11 am\n"
        "- to Tuesday, August 13, 1:00-3:00 pm, with Carla Mendes at 58 Tamarack Dr\n"
        "- Tomorrow's visit is released once the new time is booked\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "reschedule_inspection",
                {
                    "claim_id": "CLM-6587730",
                    "inspection_id": "INS-40912",
                    "date": "2024-08-13",
                    "window": "13:00-15:00",
                },
            )
        ],
    )
    s.yes("Yes, move it.")
    s.call(
        "reschedule_inspection",
        {
            "claim_id": "CLM-6587730",
            "inspection_id": "INS-40912",
            "date": "2024-08-13",
            "window": "13:00-15:00",
        },
        {
            "error": "SLOT_UNAVAILABLE",
            "message": (
                "Slot 2024-08-13 13:00-15:00 for adjuster Carla Mendes is no longer available "
                "(booked on another claim). Inspection INS-40912 is unchanged."
            ),
        },
        error=True,
    )
    s.say(
        "I'm sorry, that Tuesday slot was just booked by another appointment, so nothing was "
        "changed: your inspection is still tomorrow, August 6, 9-11 am, for now. The other "
        "afternoon that isn't Wednesday is Thursday, August 15, 3:00-5:00 pm. Would that work?"
    )
    s.user(
        "Ugh. OK, Thursday then. Also, while I have you: I paid a roofer $385 to put a tarp on "
        "the roof the day after the storm. Can I get that back?",
        facts={"tarp": {"amount": 385.0, "for": "emergency roof tarp, the day after the storm"}},
    )
    s.confirm(
        "About the tarp: yes, reasonable emergency repairs to prevent more damage are covered "
        "under your dwelling coverage. The $385 can be included in the claim, and your "
        "$1,000 deductible applies to the claim as a whole, not to the tarp alone. Please upload the "
        "roofer's receipt in the app, and Carla will review it with the rest.\n\n"
        "To confirm the new time:\n"
        "- Move inspection INS-40912 (claim CLM-6587730) from Tue Aug 6, 9-11 am\n"
        "- to Thursday, August 15, 3:00-5:00 pm, with Carla Mendes at 58 Tamarack Dr\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "reschedule_inspection",
                {
                    "claim_id": "CLM-6587730",
                    "inspection_id": "INS-40912",
                    "date": "2024-08-15",
                    "window": "15:00-17:00",
                },
            )
        ],
    )
    s.boundary(
        "the confirmed move to Aug 13 failed (slot gone; ledger: executed) and was reported; "
        "the move to Thursday Aug 15 is proposed and pending; the Aug 6 visit still stands"
    )


SCRIPTS = {
    "hold": session_hold,
    "refund": session_refund,
    "withdraw": session_withdraw,
    "subro": session_subro,
    "inspect": session_inspect,
}
