"""Session scripts, part 2: an expedited application, a variance and a surcharge refund.

Each script plays one invented session at the permit desk of the City of Quillan Harbor
(owners, parcels, permits, amounts and dates are made up; Wednesday, March 11, 2026).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import property_record
from sessions_a import greet


def session_expedite(s):
    """A sunroom application with the expedite surcharge, on the Amex, not the debit card."""
    greet(s)
    s.user(
        "Hi, I want to apply for a building permit for a sunroom on the back of my house. "
        "Anjali Destrehan, 8 marlow terrace. account is APL31502"
    )
    s.call(
        "lookup_property",
        {"address": "8 Marlow Terrace", "applicant_account": "APL-31502"},
        property_record("0409-310-008"),
        facts={
            "owner": "Anjali Destrehan",
            "property": "8 Marlow Terrace",
            "parcel": "0409-310-008",
            "payment_methods": ["Amex ****1006", "Visa debit ****7240"],
        },
    )
    s.say(
        "Thanks, Ms. Destrehan, I have your account APL-31502 for 8 Marlow Terrace (parcel "
        "0409-310-008). What's the size of the sunroom and the construction value on your "
        "contractor's bid?"
    )
    s.user(
        "its 220 sq ft, the bid is 42k. my contractor wants to start april 6 so it needs to "
        "be quick",
        facts={
            "application_request": {
                "scope": "sunroom addition, 220 sq ft",
                "valuation": 42000.0,
                "contractor_start": "2026-04-06",
            }
        },
    )
    s.call(
        "get_fee_estimate",
        {"permit_type": "residential addition", "valuation": 42000.0},
        {
            "permit_type": "residential addition",
            "valuation": 42000.0,
            "permit_fee": 612.0,
            "technology_fee": 24.48,
            "plan_review_fee": 397.8,
            "expedite_surcharge": 198.9,
            "due_at_submission": "plan review fee, plus the expedite surcharge if chosen",
            "due_at_issuance": 636.48,
            "standard_review_business_days": 15,
            "expedite_review_business_days": 5,
        },
        facts={
            "fee_estimate": {
                "plan_review_fee": 397.8,
                "expedite_surcharge": 198.9,
                "due_at_issuance": 636.48,
            }
        },
    )
    s.say(
        "For a $42,000.00 addition the fees are:\n"
        "- Plan review fee $397.80, due now with the application\n"
        "- Permit fee $612.00 plus a $24.48 technology fee, $636.48, due when the permit is "
        "issued\n\n"
        "Standard plan review takes up to 15 business days, which would be April 1. With a "
        "start on April 6 that's tight, so I'd suggest the expedited review: 5 business days "
        "(by March 18) for a $198.90 surcharge, paid now with the review fee. Your electrician "
        "will also need an electrical permit for the sunroom circuits; I could open that "
        "application today as well."
    )
    s.user(
        "ok do the expedite then. the electrician pulls his own permit, leave that. put it on "
        "the amex, not the debit card. can you guarantee it's approved by friday?",
        facts={
            "application_request": {
                "scope": "sunroom addition, 220 sq ft",
                "valuation": 42000.0,
                "review_speed": "expedited",
                "payment": "Amex ****1006",
                "not": "Visa debit ****7240",
            }
        },
    )
    s.confirm(
        "I can't guarantee an approval: the plan examiner decides, and the expedite only "
        "shortens the review to 5 business days, with a decision due by Wednesday, March 18. "
        "Here's the application:\n"
        "- Building permit application, sunroom addition, 220 sq ft, 8 Marlow Terrace\n"
        "- Valuation $42,000.00; expedited plan review\n"
        "- Charged now: $397.80 review fee + $198.90 expedite surcharge = $596.70 on Amex "
        "****1006\n"
        "- Due at issuance: $636.48\n"
        "- No electrical application\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_building_application",
                {
                    "parcel": "0409-310-008",
                    "scope": "sunroom addition, 220 sq ft",
                    "valuation": 42000.0,
                    "review_speed": "expedited",
                    "charge_now": 596.7,
                    "payment": "Amex ****1006",
                },
            )
        ],
    )
    s.yes("yes submit")
    s.call(
        "submit_building_application",
        {
            "parcel": "0409-310-008",
            "scope": "sunroom addition, 220 sq ft",
            "valuation": 42000.0,
            "review_speed": "expedited",
            "charge_now": 596.7,
            "payment": "Amex ****1006",
        },
        {
            "application_id": "BP-26-00431",
            "status": "submitted",
            "plan_review": "queued for a plan examiner, expedited",
            "target_decision": "2026-03-18",
            "charged": 596.7,
            "card": "Amex ****1006",
            "receipt": "RC-884377",
            "due_at_issuance": 636.48,
        },
        facts={"application_id": "BP-26-00431", "receipt": "RC-884377"},
    )
    s.boundary(
        "application BP-26-00431 submitted with expedited review ($596.70 on the Amex, not the "
        "debit card), executed, not reported yet; the examiner decides by March 18, not "
        "guaranteed; the electrical application offered and declined"
    )


def session_variance(s):
    """A garage's side-setback variance for the zoning board's April 22 hearing, not April 8."""
    greet(s)
    s.user(
        "hello, my garage permit is stuck, they said I need a variance. Gideon Marsh, 73 "
        "sorrel bank rd, ph 458-555-0113"
    )
    s.call(
        "lookup_property",
        {"address": "73 Sorrel Bank Rd", "owner_phone": "+1 458-555-0113"},
        property_record("0421-073-073"),
        facts={
            "owner": "Gideon Marsh",
            "property": "73 Sorrel Bank Rd",
            "parcel": "0421-073-073",
            "payment_methods": ["Mastercard ****9034"],
        },
    )
    s.call(
        "get_variance_rules",
        {"parcel": "0421-073-073", "permit_id": "BP-26-00409"},
        {
            "permit_id": "BP-26-00409",
            "hold_reason": "side setback 3 ft shown; R-1 requires 5 ft",
            "required_setback_ft": 5,
            "proposed_setback_ft": 3,
            "decided_by": "Zoning Board of Adjustment, at a public hearing",
            "filing_fee": 350.0,
            "hearings": [
                {"date": "2026-04-08", "filing_deadline": "2026-03-13"},
                {"date": "2026-04-22", "filing_deadline": "2026-03-27"},
            ],
            "neighbor_notice": "mailed by the city to owners within 300 ft",
            "attachments": "letters of support from neighbors are optional",
        },
        facts={
            "variance_rules": {
                "required_setback_ft": 5,
                "proposed_setback_ft": 3,
                "filing_fee": 350.0,
                "hearings": ["2026-04-08", "2026-04-22"],
            }
        },
    )
    s.say(
        "Thanks, Mr. Marsh. Your garage permit BP-26-00409 is on hold because the plans put "
        "the garage 3 ft from the side lot line, and R-1 requires 5 ft. You have two ways "
        "forward: move or narrow the garage to keep 5 ft, which needs no variance, or ask the "
        "Zoning Board of Adjustment for a variance. The board decides at a public hearing; "
        "the filing fee is $350.00. The next hearings are Wednesday, April 8 (file by this "
        "Friday, March 13) and Wednesday, April 22 (file by March 27)."
    )
    s.user(
        "I can't shrink it, then my truck won't fit. can't you just approve it? my neighbor "
        "on that side is totally fine with it. and not the 8th, I'm away that week, do the "
        "22nd",
        facts={"variance_request": {"setback_ft": 3, "hearing": "2026-04-22", "not": "2026-04-08"}},
    )
    s.confirm(
        "I'm sorry, I can't approve a variance; only the board can, at the hearing. A letter "
        "of support from your neighbor can help, though, and you can attach one any time "
        "before the hearing. Here's the request:\n"
        "- Variance for BP-26-00409, 73 Sorrel Bank Rd: side setback of 3 ft where 5 ft is "
        "required\n"
        "- Zoning Board of Adjustment hearing on Wednesday, April 22, 2026\n"
        "- Filing fee $350.00, charged to Mastercard ****9034\n"
        "- The city mails notice to owners within 300 ft\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_variance_request",
                {
                    "permit_id": "BP-26-00409",
                    "parcel": "0421-073-073",
                    "request": "side setback 3 ft where 5 ft is required",
                    "hearing_date": "2026-04-22",
                    "filing_fee": 350.0,
                    "payment": "Mastercard ****9034",
                },
            )
        ],
    )
    s.user("before I say yes, does the neighbor's letter have to be notarized?")
    s.boundary(
        "the variance request for the April 22 hearing ($350.00) proposed, pending: he answered "
        "with a question about notarizing the neighbor's letter; the desk's approval asked for "
        "and refused; shrinking the garage offered and declined; not the April 8 hearing"
    )
    s.say(
        "No, it doesn't need to be notarized: a signed letter with the neighbor's name and "
        "address is enough. You can bring it in or email it to the desk and we'll attach it "
        "to the file. Shall I file the variance request as listed? (yes/no)"
    )
    s.yes("ok then yes, file it")
    s.call(
        "file_variance_request",
        {
            "permit_id": "BP-26-00409",
            "parcel": "0421-073-073",
            "request": "side setback 3 ft where 5 ft is required",
            "hearing_date": "2026-04-22",
            "filing_fee": 350.0,
            "payment": "Mastercard ****9034",
        },
        {
            "variance_id": "VAR-26-009",
            "status": "filed, set for hearing",
            "decided_by": "Zoning Board of Adjustment",
            "hearing_date": "2026-04-22",
            "hearing_time": "6:30 pm",
            "fee_paid": 350.0,
            "receipt": "RC-884402",
            "card": "Mastercard ****9034",
            "neighbor_notices_mailed_by": "2026-04-08",
            "permit_status": "BP-26-00409 on hold until the board decides",
        },
        facts={"variance_id": "VAR-26-009", "receipt": "RC-884402"},
    )
    s.say(
        "Filed: variance request VAR-26-009 is set for the Zoning Board of Adjustment's "
        "hearing on Wednesday, April 22 at 6:30 pm. The $350.00 fee was charged to your "
        "Mastercard ****9034 (receipt RC-884402). The city mails notices to owners within "
        "300 ft by April 8. The board hasn't decided anything yet, and your garage permit "
        "BP-26-00409 stays on hold until it does; you or someone for you should attend the "
        "hearing."
    )
    s.user("do I need a lawyer for the hearing or can I just show up?")
    s.boundary(
        "VAR-26-009 filed for the April 22 hearing ($350.00), executed and reported, the board "
        "decides, not granted; BP-26-00409 on hold; his question about a lawyer open"
    )


def session_refund(s):
    """The expedite surcharge refunded to the card; the withdrawal and the credit rejected."""
    greet(s)
    s.user(
        "hi I paid extra for a rush review on my basement permit and now my contractor pushed "
        "everything to june. I want my money back. Rosalind Kerr, 19 gannet row, permit "
        "BP-26-352"
    )
    s.say(
        "I'm sorry to hear about the delay. To confirm it's you, please give me the phone "
        "number or the email address on your applicant account."
    )
    s.user("rkerr@example.net")
    s.call(
        "lookup_property",
        {"address": "19 Gannet Row", "owner_email": "rkerr@example.net"},
        property_record("0403-152-019"),
        facts={
            "owner": "Rosalind Kerr",
            "property": "19 Gannet Row",
            "parcel": "0403-152-019",
            "payment_methods": ["Mastercard ****5521"],
        },
    )
    s.call(
        "get_refund_policy",
        {"permit_id": "BP-26-00352"},
        {
            "permit_id": "BP-26-00352",
            "submitted": "2026-03-02",
            "review_speed": "expedited",
            "review_started": False,
            "fees_paid": [
                {"fee": "plan review fee", "amount": 241.8, "card": "Mastercard ****5521"},
                {"fee": "expedite surcharge", "amount": 120.9, "card": "Mastercard ****5521"},
            ],
            "policy": {
                "expedite_surcharge": (
                    "refunded in full if the applicant switches to standard review before "
                    "the review starts"
                ),
                "plan_review_fee": "80% refunded only if the application is withdrawn",
                "refund_to": "the original card, or as a credit on the applicant account",
            },
            "standard_target_if_switched": "2026-04-01",
        },
        facts={
            "refund_policy": {
                "plan_review_fee": 241.8,
                "expedite_surcharge": 120.9,
                "review_started": False,
            }
        },
    )
    s.confirm(
        "Thanks, Ms. Kerr. BP-26-00352 was submitted on March 2 with expedited review, and the "
        "review hasn't started. You paid two fees on Mastercard ****5521: the $241.80 plan "
        "review fee and the $120.90 expedite surcharge. If you withdraw the application, 80% "
        "of the review fee comes back ($193.44), and the surcharge is refunded in full. "
        "Here's what I'd do:\n"
        "- Withdraw application BP-26-00352\n"
        "- Refund $193.44 + $120.90 = $314.34 as a credit on your applicant account APL-30087, "
        "ready for when you reapply in June\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("withdraw_application", {"permit_id": "BP-26-00352"}),
            (
                "refund_fee",
                {
                    "permit_id": "BP-26-00352",
                    "fees": ["plan review fee (80%)", "expedite surcharge"],
                    "amount": 314.34,
                    "refund_to": "account credit APL-30087",
                },
            ),
        ],
    )
    s.no(
        "no no, don't withdraw it! I still want the permit, just not rushed, normal review is "
        "fine. only the rush fee back. and to my card, not as a credit",
        facts={
            "refund_request": {
                "fee": "expedite surcharge",
                "amount": 120.9,
                "refund_to": "Mastercard ****5521",
                "keep": "the application, in standard review",
            }
        },
    )
    s.confirm(
        "Understood, nothing has been withdrawn or refunded. Here's the corrected refund:\n"
        "- BP-26-00352 stays active and switches to standard review (decision by Wednesday, "
        "April 1)\n"
        "- The $120.90 expedite surcharge refunded to Mastercard ****5521, not as a credit\n"
        "- The $241.80 plan review fee stays paid\n\n"
        "Shall I process it? (yes/no)",
        [
            (
                "refund_fee",
                {
                    "permit_id": "BP-26-00352",
                    "fees": ["expedite surcharge"],
                    "amount": 120.9,
                    "refund_to": "Mastercard ****5521",
                    "review_speed_after": "standard",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "refund_fee",
        {
            "permit_id": "BP-26-00352",
            "fees": ["expedite surcharge"],
            "amount": 120.9,
            "refund_to": "Mastercard ****5521",
            "review_speed_after": "standard",
        },
        {
            "refund_id": "RF-26-0057",
            "status": "issued",
            "amount": 120.9,
            "refund_to": "Mastercard ****5521",
            "posts_within_business_days": "5-7",
            "permit_id": "BP-26-00352",
            "review_speed": "standard",
            "target_decision": "2026-04-01",
        },
        facts={"refund_id": "RF-26-0057"},
    )
    s.say(
        "Done: refund RF-26-0057 of $120.90 is issued to your Mastercard ****5521 and should "
        "post within 5 to 7 business days. BP-26-00352 is now in standard review, with a "
        "decision due by April 1, and your $241.80 review fee stays on it."
    )
    s.user("ok good. and the permit won't expire before june right?")
    s.boundary(
        "the withdrawal and the $314.34 credit rejected by her correction; the $120.90 "
        "surcharge refund RF-26-0057 to Mastercard ****5521 executed and reported; BP-26-00352 "
        "kept, now standard review (April 1); the $241.80 fee stays; her question about expiry "
        "open"
    )


SCRIPTS = {"expedite": session_expedite, "variance": session_variance, "refund": session_refund}
