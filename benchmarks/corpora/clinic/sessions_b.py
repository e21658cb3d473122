"""Session scripts, part 2: referral, labs, insurance, cancel and sports.

Each script plays one invented patient-services session of Larkspur Health Partners (patients,
ids, providers, amounts and dates are made up; no medical advice is given). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from directory import FEES, appointment, patient, provider
from sessions_a import ask_verification, greet, verify


def session_referral(s):
    """An HMO referral to orthopedics (not Quintero: Sato); the booking fails, PA pending."""
    greet(s)
    s.user(
        "Hi, my nurse practitioner said I need to see orthopedics for my knee, and my insurance "
        "is an HMO so I think I need a referral? Also my MRI approval, is that through yet?"
    )
    ask_verification(s)
    s.user("Keisha Warren, 8/9/91, NSH-55310982")
    verify(s, "00850413", "Keisha Warren", "1991-08-09", "NSH-55310982")
    s.call(
        "get_patient",
        {"mrn": "00850413"},
        patient("00850413"),
        facts={"plan_name": "Northshore HMO Select", "pcp": "PRV-1034"},
    )
    s.call(
        "list_referrals",
        {"mrn": "00850413", "status": "active"},
        {
            "active": [],
            "pending_orders": [
                {
                    "order": "referral to orthopedics",
                    "reason": "right knee pain",
                    "from_visit": "2024-10-07",
                    "ordered_by": "PRV-1034",
                    "suggested_provider_id": "PRV-2062",
                }
            ],
        },
    )
    s.call(
        "get_prior_auth",
        {"mrn": "00850413", "service": "MRI knee"},
        {
            "prior_auth_id": "PA-240991",
            "service": "MRI right knee without contrast",
            "submitted": "2024-10-08",
            "status": "pending",
            "payer_status": "clinical review",
            "decision_expected_by": "2024-10-22",
            "ordering_provider_id": "PRV-1034",
        },
        facts={
            "prior_auth": {
                "id": "PA-240991",
                "status": "pending",
                "decision_expected_by": "2024-10-22",
            }
        },
    )
    s.call(
        "find_providers",
        {"specialty": "orthopedics", "network": "NSH-SELECT"},
        [
            {**provider("PRV-2062"), "in_network": True},
            {**provider("PRV-2068"), "in_network": True},
        ],
    )
    s.say(
        "Thanks, Keisha, you're verified. Your plan, Northshore HMO Select, needs a referral "
        "from your PCP (Jordan Blake, NP) before you see a specialist, and you don't have an "
        "active orthopedics referral yet.\n\n"
        "On the MRI: prior authorization PA-240991 for an MRI of the right knee was submitted "
        "Oct 8 and is still pending clinical review at Northshore. A decision is expected by "
        "Oct 22.\n\n"
        "Two orthopedists are in network: Dr. Rafael Quintero at Northgate Specialty Center "
        "and Dr. Emi Sato (sports medicine) at Riverside Medical Offices."
    )
    first = {
        "mrn": "00850413",
        "from_provider_id": "PRV-1034",
        "to_provider_id": "PRV-2062",
        "reason": "right knee pain",
        "visits": 3,
        "days": 90,
    }
    s.confirm(
        "Jordan Blake's order from your Oct 7 visit suggests Dr. Quintero, so I'll create the "
        "referral:\n"
        "- From: Jordan Blake, NP (your PCP)\n"
        "- To: Dr. Rafael Quintero, orthopedic surgery, Northgate Specialty Center\n"
        "- Reason: right knee pain\n"
        "- 3 visits over 90 days\n"
        "Create it? (yes/no)",
        [("create_referral", first)],
    )
    s.no(
        "Not Quintero, please. My sister saw him and it didn't go well. Can it be Dr. Sato "
        "instead? Riverside is on my bus line anyway."
    )
    second = {**first, "to_provider_id": "PRV-2068"}
    s.confirm(
        "Of course. Revised referral:\n"
        "- From: Jordan Blake, NP\n"
        "- To: Dr. Emi Sato, orthopedics (sports medicine), Riverside Medical Offices\n"
        "- Reason: right knee pain\n"
        "- 3 visits over 90 days\n"
        "Create it? (yes/no)",
        [("create_referral", second)],
        facts={"provider_id": "PRV-2068"},
    )
    s.yes("yes")
    s.call(
        "create_referral",
        second,
        {
            "referral_id": "REF-918305",
            "status": "submitted",
            "to_provider_id": "PRV-2068",
            "valid_from": "2024-10-14",
            "valid_through": "2025-01-12",
            "visits": 3,
            "payer_status": "submitted",
        },
        facts={"referral_id": "REF-918305"},
    )
    s.say(
        "Done: referral REF-918305 to Dr. Emi Sato has been submitted to Northshore, good for 3 "
        "visits through Jan 12, 2025. Northshore usually activates referrals within 1-2 "
        "business days. Would you like me to look for an appointment with Dr. Sato?"
    )
    s.boundary(
        "the referral to Quintero rejected by the patient's correction; the one to Sato "
        "executed (REF-918305, submitted) and reported; the MRI prior auth PA-240991 pending at "
        "the payer"
    )
    s.user("Yes. But afternoons only, I work the early shift and I'm not free until noon.")
    s.call(
        "find_slots",
        {
            "provider_id": "PRV-2068",
            "visit_type": "new patient",
            "from": "2024-10-15",
            "to": "2024-11-01",
        },
        {
            "provider_id": "PRV-2068",
            "slots": [
                {"start": "2024-10-16T08:40", "location_id": "LOC-RVS"},
                {"start": "2024-10-17T13:20", "location_id": "LOC-RVS"},
                {"start": "2024-10-23T15:00", "location_id": "LOC-RVS"},
                {"start": "2024-10-28T16:00", "location_id": "LOC-RVS"},
            ],
        },
    )
    s.say(
        "Dr. Sato's afternoon openings at Riverside are Thu Oct 17 at 1:20 PM, Wed Oct 23 at "
        "3:00 PM and Mon Oct 28 at 4:00 PM. (There's also Wed Oct 16 at 8:40 AM, which doesn't "
        "work for you.) A specialist visit is a $40 copay on your plan."
    )
    s.user("The 23rd at 3.", facts={"new_start": "2024-10-23T15:00"})
    book = {
        "mrn": "00850413",
        "provider_id": "PRV-2068",
        "location_id": "LOC-RVS",
        "start": "2024-10-23T15:00",
        "visit_type": "new patient",
        "referral_id": "REF-918305",
    }
    s.confirm(
        "Booking:\n"
        "- New patient visit with Dr. Emi Sato, orthopedics\n"
        "- Wed Oct 23, 3:00 PM, Riverside Medical Offices, 88 Mill Race Rd\n"
        "- Referral REF-918305; copay $40\n"
        "Book it? (yes/no)",
        [("book_appointment", book)],
        facts={"copay": 40.0},
    )
    s.yes("Yes book it")
    s.call(
        "book_appointment",
        book,
        "Error: referral REF-918305 is not active at payer NSH (status: submitted); specialist "
        "booking blocked until the referral is active",
        error=True,
    )
    s.say(
        "I'm sorry, the booking didn't go through: Northshore hasn't activated referral "
        "REF-918305 yet, and specialist visits on your plan can't be booked until it's active. "
        "The Oct 23 3:00 PM slot is not held. Activation usually takes 1-2 business days, so "
        "please call back once it's active and we'll book the first afternoon slot with Dr. "
        "Sato. Your MRI authorization PA-240991 is also still pending."
    )
    s.user("Ugh. OK, I'll call back Wednesday.")
    s.say("Sounds good, Keisha. Is there anything else I can help with today?")
    s.boundary(
        "the booking with Sato on 2024-10-23 15:00 returned an error (referral not yet active at "
        "the payer) while the ledger says executed; reported; the slot not held, PA pending"
    )


def session_labs(s):
    """Release the metabolic panel (lipid held); a video visit after 4; link by email, not SMS."""
    greet(s)
    s.user(
        "Hi, I had blood work done on the 2nd and I can only see one result in the portal. "
        "Where are the rest?"
    )
    ask_verification(s)
    s.user("Samuel Oduya, Feb 14 1979, BCP512006734")
    verify(s, "00667120", "Samuel Oduya", "1979-02-14", "BCP512006734")
    s.call(
        "list_lab_results",
        {"mrn": "00667120", "since": "2024-10-01"},
        {
            "order_id": "LAB-3381250",
            "drawn": "2024-10-02",
            "location_id": "LOC-ELM",
            "ordered_by": "PRV-2083",
            "tests": [
                {"test": "hemoglobin A1c", "status": "final", "released": "2024-10-04"},
                {
                    "test": "comprehensive metabolic panel",
                    "status": "final",
                    "released": None,
                    "release_policy": "auto-release 2024-10-16; patient may request early release",
                },
                {
                    "test": "lipid panel",
                    "status": "final",
                    "released": None,
                    "release_policy": "held for provider review (PRV-2083)",
                },
            ],
        },
        facts={
            "lab_order_id": "LAB-3381250",
            "lab_results": {
                "hemoglobin A1c": "released 2024-10-04",
                "comprehensive metabolic panel": "final, not released",
                "lipid panel": "held for provider review",
            },
        },
    )
    s.say(
        "Thanks, Samuel. From your Oct 2 draw (order LAB-3381250, ordered by Dr. Miriam "
        "Adeyemi):\n"
        "- Hemoglobin A1c: final, released to your portal on Oct 4\n"
        "- Comprehensive metabolic panel: final. It would release automatically tomorrow, "
        "Oct 16, but I can release it to you now\n"
        "- Lipid panel: final, but Dr. Adeyemi has it on hold to review before it's released, "
        "so I can't release that one\n"
        "Would you like me to release the metabolic panel now?"
    )
    s.user(
        "Yes, release that one. And I'd like to go over all of it with Dr. Adeyemi. Can I do a "
        "video visit? It has to be after 4, I'm at work until then."
    )
    release = {
        "order_id": "LAB-3381250",
        "tests": ["comprehensive metabolic panel"],
        "to": "patient_portal",
    }
    s.confirm(
        "Releasing to your portal now:\n"
        "- Comprehensive metabolic panel, order LAB-3381250 (Oct 2)\n"
        "- The lipid panel stays on hold for Dr. Adeyemi\n"
        "Go ahead? (yes/no)",
        [("release_lab_results", release)],
    )
    s.yes("Yes.")
    s.call(
        "release_lab_results",
        release,
        {
            "status": "released",
            "order_id": "LAB-3381250",
            "released": ["comprehensive metabolic panel"],
            "held": ["lipid panel"],
            "released_at": "2024-10-15T10:12",
        },
    )
    s.call(
        "find_slots",
        {
            "provider_id": "PRV-2083",
            "visit_type": "telehealth follow-up",
            "from": "2024-10-16",
            "to": "2024-10-31",
            "after": "16:00",
        },
        {
            "provider_id": "PRV-2083",
            "slots": [
                {"start": "2024-10-17T16:30", "location_id": "TELEHEALTH"},
                {"start": "2024-10-21T16:15", "location_id": "TELEHEALTH"},
                {"start": "2024-10-24T17:00", "location_id": "TELEHEALTH"},
            ],
        },
    )
    s.say(
        "Done, the metabolic panel is in your portal now. For a video visit with Dr. Adeyemi "
        "after 4 PM: Thu Oct 17 at 4:30 PM, Mon Oct 21 at 4:15 PM, or Thu Oct 24 at 5:00 PM. "
        "Telehealth visits are a $15 copay on Bluecrest PPO Silver."
    )
    s.user("Thursday the 17th, 4:30.", facts={"new_start": "2024-10-17T16:30"})
    book = {
        "mrn": "00667120",
        "provider_id": "PRV-2083",
        "location_id": "TELEHEALTH",
        "start": "2024-10-17T16:30",
        "visit_type": "telehealth follow-up",
    }
    s.confirm(
        "Booking:\n"
        "- Telehealth follow-up with Dr. Miriam Adeyemi (endocrinology)\n"
        "- Thu Oct 17, 4:30 PM, by video\n"
        "- Copay $15\n"
        "Book it? (yes/no)",
        [("book_appointment", book)],
        facts={"copay": 15.0},
    )
    s.yes("Yes")
    s.call(
        "book_appointment",
        book,
        {
            "appointment_id": "APT-5590633",
            "status": "booked",
            "start": "2024-10-17T16:30",
            "provider_id": "PRV-2083",
            "location_id": "TELEHEALTH",
            "copay": 15.0,
        },
        facts={"appointment_id": "APT-5590633"},
    )
    sms = {"appointment_id": "APT-5590633", "channel": "sms", "to": "555-0162"}
    s.confirm(
        "Booked: APT-5590633, Thu Oct 17 at 4:30 PM with Dr. Adeyemi. I'll text the video link "
        "to the number on file, 555-0162. OK? (yes/no)",
        [("send_telehealth_link", sms)],
    )
    s.no(
        "No, not by text. That number is actually my wife's phone, we share the plan. Email it "
        "to me instead, sam.oduya@example.org.",
        facts={"link_channel": "email", "email": "sam.oduya@example.org"},
    )
    email = {"appointment_id": "APT-5590633", "channel": "email", "to": "sam.oduya@example.org"}
    s.confirm(
        "Got it, by email instead:\n"
        "- Visit: APT-5590633, Thu Oct 17, 4:30 PM\n"
        "- Link to: sam.oduya@example.org (that's also the email on your record)\n"
        "Send it? (yes/no)",
        [("send_telehealth_link", email)],
    )
    s.yes("yes")
    s.call(
        "send_telehealth_link",
        email,
        {
            "status": "sent",
            "appointment_id": "APT-5590633",
            "channel": "email",
            "to": "sam.oduya@example.org",
            "link_opens": "2024-10-17T16:15",
        },
    )
    s.say(
        "Sent to sam.oduya@example.org. The link opens 15 minutes before the visit, at 4:15 PM "
        "on the 17th. Nothing was texted to 555-0162. Anything else?"
    )
    s.boundary(
        "the metabolic panel released (the lipid panel held by the doctor); the video visit "
        "APT-5590633 booked; the link by SMS rejected by a no, by email executed; all reported"
    )


def session_insurance(s):
    """New insurance from Oct 1; the member id corrected; the son's coverage left alone."""
    greet(s)
    s.user(
        "Hi, I changed jobs and I have new insurance as of October 1st. I need you to update it "
        "so my visits don't get billed to the old one."
    )
    ask_verification(s)
    s.user("Priscilla Nguyen, June 28 1983. The old card number was BCP227409118.")
    verify(s, "00708834", "Priscilla Nguyen", "1983-06-28", "BCP227409118")
    s.call(
        "get_insurance",
        {"mrn": "00708834"},
        {
            "primary": {
                "plan_id": "BCP-SILVER",
                "plan": "Bluecrest PPO Silver",
                "member_id": "BCP227409118",
                "status": "terminated",
                "term_date": "2024-09-30",
            },
            "household": [
                {
                    "mrn": "00708851",
                    "name": "Leo Nguyen",
                    "plan": "Bluecrest PPO Silver",
                    "member_id": "BCP227409126",
                    "status": "active",
                }
            ],
        },
    )
    s.call(
        "list_claims",
        {"mrn": "00708834", "since": "2024-09-01"},
        [
            {
                "claim_id": "CLM-5120774",
                "date_of_service": "2024-10-03",
                "provider_id": "PRV-1021",
                "billed_to": "Bluecrest PPO Silver",
                "amount": 185.0,
                "status": "denied",
                "denial": "coverage terminated 2024-09-30",
            }
        ],
        facts={"claims": {"CLM-5120774": {"date": "2024-10-03", "status": "denied"}}},
    )
    s.say(
        "Thanks, Priscilla, you're verified. On file you have Bluecrest PPO Silver "
        "(BCP227409118), which shows as terminated on Sep 30. Your son Leo is in your household "
        "on Bluecrest as well (BCP227409126, active).\n\n"
        "And you're right to call: your Oct 3 visit with Dr. Mehta (claim CLM-5120774, $185.00) "
        "went to Bluecrest and was denied because that coverage ended.\n\n"
        "What are the new plan's details? I need the plan name, member ID, group number and the "
        "effective date."
    )
    s.user(
        "It's Meridian Advantage PPO. Member ID MAP 7045 1281, group 88-2215, effective 10/1. "
        "Leo stays on Bluecrest, he's on his dad's plan now, so don't change his.",
        facts={
            "new_member_id": "MAP-70451281",
            "group_number": "88-2215",
            "effective_date": "2024-10-01",
        },
    )
    first = {
        "mrn": "00708834",
        "payer": "Meridian Advantage PPO",
        "plan_id": "MAP-PPO",
        "member_id": "MAP-70451281",
        "group": "88-2215",
        "effective": "2024-10-01",
    }
    s.confirm(
        "I'll update your insurance:\n"
        "- New primary: Meridian Advantage PPO\n"
        "- Member ID: MAP-70451281\n"
        "- Group: 88-2215\n"
        "- Effective: Oct 1, 2024 (Bluecrest BCP227409118 ended Sep 30)\n"
        "- Leo's coverage is not changed\n"
        "Update it? (yes/no)",
        [("update_insurance", first)],
    )
    s.no(
        "Wait, the last digit is wrong, sorry, I misread the card. It ends in 7, not 1: 70451287.",
        facts={"new_member_id": "MAP-70451287"},
    )
    second = {**first, "member_id": "MAP-70451287"}
    s.confirm(
        "No problem. Corrected:\n"
        "- New primary: Meridian Advantage PPO\n"
        "- Member ID: MAP-70451287\n"
        "- Group: 88-2215\n"
        "- Effective: Oct 1, 2024\n"
        "- Leo stays on Bluecrest\n"
        "Once it's updated, billing can resubmit the Oct 3 claim to Meridian. Update it? "
        "(yes/no)",
        [("update_insurance", second)],
    )
    s.yes("Yes, that's right now.")
    s.call(
        "update_insurance",
        second,
        {
            "status": "updated",
            "coverage_id": "COV-448810",
            "payer": "Meridian Advantage PPO",
            "member_id": "MAP-70451287",
            "group": "88-2215",
            "effective": "2024-10-01",
            "eligibility": "active",
            "copays": {"primary": 30.0, "specialist": 60.0},
            "previous": {"member_id": "BCP227409118", "term_date": "2024-09-30"},
        },
        facts={"coverage_id": "COV-448810"},
    )
    s.boundary(
        "the update with the misread member id rejected by her correction; the corrected update "
        "(MAP-70451287) executed, not reported yet; the Oct 3 claim not resubmitted; the son's "
        "coverage untouched"
    )
    s.say(
        "Updated: Meridian Advantage PPO, member MAP-70451287, group 88-2215, effective Oct 1 "
        "(COV-448810), and eligibility checks out as active. Leo's Bluecrest coverage is "
        "unchanged. Shall I ask billing to resubmit the Oct 3 claim to Meridian?"
    )


def session_cancel(s):
    """A daughter for her hospitalised father: cancel tomorrow's cardiology, waive the fee."""
    greet(s)
    s.user(
        "Hello, this is Linda Moreau. I'm calling about my father, Henri Moreau. He was "
        "admitted to the hospital last night, so he won't make his heart appointment tomorrow.",
        facts={"caller_name": "Linda Moreau", "caller_relation": "daughter"},
    )
    s.say(
        "I'm sorry to hear that, Linda. I need to verify your father's identity and check that "
        "you can act for him: his date of birth and his member ID, please."
    )
    s.user("12/5/1941. Member SSA 11872603.")
    verify(s, "00184470", "Henri Moreau", "1941-12-05", "SSA-11872603")
    s.call(
        "check_representative",
        {"mrn": "00184470", "name": "Linda Moreau"},
        {
            "authorized": True,
            "name": "Linda Moreau",
            "relation": "daughter",
            "form": "healthcare POA",
            "on_file": "2022-04-08",
            "scope": ["all"],
        },
    )
    s.call(
        "list_appointments",
        {"mrn": "00184470", "status": "upcoming"},
        [
            appointment(
                "APT-5561120",
                "PRV-2075",
                "LOC-RVS",
                "2024-10-11T10:15",
                "cardiology follow-up",
                copay=35.0,
            ),
            appointment(
                "APT-5561304", "PRV-2091", "LOC-ELM", "2024-10-29T14:00", "eye exam", copay=35.0
            ),
        ],
        facts={
            "appointments": {
                "APT-5561120": {"start": "2024-10-11T10:15", "provider_id": "PRV-2075"},
                "APT-5561304": {"start": "2024-10-29T14:00", "provider_id": "PRV-2091"},
            }
        },
    )
    s.say(
        "Thank you, Linda. You're on file with a healthcare power of attorney for your father. "
        "He has two upcoming visits:\n"
        "- Cardiology follow-up with Dr. Tomasz Wierzbicki, tomorrow, Fri Oct 11 at 10:15 AM, "
        "Riverside (APT-5561120)\n"
        "- Eye exam with Dr. Paul Lindqvist, Tue Oct 29 at 2:00 PM, Elm Street Clinic "
        "(APT-5561304)\n"
        "Which should I cancel?"
    )
    s.user("Cancel the heart one. Leave the eye exam, he should be home well before the 29th.")
    s.call(
        "check_cancellation",
        {"appointment_id": "APT-5561120"},
        {
            "appointment_id": "APT-5561120",
            "hours_until": 22.5,
            "late": True,
            "fee": FEES["late_cancellation"]["amount"],
            "waivable": True,
        },
    )
    cancel = {"appointment_id": "APT-5561120", "reason": "patient hospitalized"}
    s.confirm(
        "Cancelling:\n"
        "- APT-5561120, cardiology follow-up with Dr. Wierzbicki, Fri Oct 11, 10:15 AM, "
        "Riverside\n"
        "- It's less than 24 hours away, so a $50.00 late cancellation fee applies. A hospital "
        "admission is a reason I can waive it for, as a separate step\n"
        "- The eye exam on Oct 29 stays\n"
        "Cancel it? (yes/no)",
        [("cancel_appointment", cancel)],
        facts={"appointment_id": "APT-5561120"},
    )
    s.yes("Yes, cancel it.")
    s.call(
        "cancel_appointment",
        cancel,
        {
            "appointment_id": "APT-5561120",
            "status": "cancelled",
            "late": True,
            "fee_charge_id": "FEE-70231",
            "fee": 50.0,
            "account_id": "GA-184470",
        },
        facts={"account_id": "GA-184470", "charge_id": "FEE-70231", "fee_amount": 50.0},
    )
    waive = {
        "account_id": "GA-184470",
        "charge_id": "FEE-70231",
        "amount": 50.0,
        "reason": "hospital admission",
    }
    s.confirm(
        "The cardiology visit is cancelled, and the system added the $50.00 late fee "
        "(FEE-70231). I'll waive it:\n"
        "- Fee: FEE-70231, $50.00\n"
        "- Reason: hospital admission\n"
        "Waive it? (yes/no)",
        [("waive_fee", waive)],
    )
    s.yes("Yes please, thank you.")
    s.call(
        "waive_fee",
        waive,
        {
            "waiver_id": "WV-20488",
            "charge_id": "FEE-70231",
            "amount": 50.0,
            "status": "waived",
            "new_balance": 0.0,
        },
        facts={"waiver_id": "WV-20488", "balance": 0.0},
    )
    s.say(
        "The fee is waived (WV-20488), and your father's balance is $0.00. The cardiology visit "
        "is cancelled; his eye exam with Dr. Lindqvist on Tue Oct 29 at 2:00 PM is still on. "
        "When he's discharged, call us and we'll find a new time with Dr. Wierzbicki."
    )
    s.user("Will do. Thank you so much.")
    s.say("You're welcome, Linda. I hope he feels better soon.")
    s.boundary(
        "the late cancellation of the cardiology visit (fee FEE-70231) and the fee waiver "
        "(WV-20488) executed and reported; the eye exam on Oct 29 kept"
    )


def session_sports(s):
    """A mother books her son's sports physical: weekdays after 3:30 or a Saturday."""
    greet(s)
    s.user(
        "Hi, I need to book a sports physical for my son Marcus. He has basketball tryouts on "
        "the 28th and the form has to be signed before that."
    )
    s.say(
        "I can help with that. I'll need Marcus's full name, date of birth and member ID, and "
        "your name as his parent or guardian."
    )
    s.user(
        "Marcus Brooks, April 3rd 2009, member NSH-55400216. I'm his mom, Tanya Brooks.",
        facts={"caller_name": "Tanya Brooks", "caller_relation": "mother"},
    )
    verify(s, "00912275", "Marcus Brooks", "2009-04-03", "NSH-55400216")
    s.call(
        "get_patient",
        {"mrn": "00912275"},
        patient("00912275"),
        facts={"plan_name": "Northshore HMO Select", "pcp": "PRV-1034"},
    )
    s.call(
        "find_slots",
        {
            "provider_id": "PRV-1034",
            "visit_type": "sports physical",
            "from": "2024-10-12",
            "to": "2024-10-26",
        },
        {
            "provider_id": "PRV-1034",
            "slots": [
                {"start": "2024-10-15T10:00", "location_id": "LOC-NGT"},
                {"start": "2024-10-16T11:30", "location_id": "LOC-ELM"},
                {"start": "2024-10-19T09:00", "location_id": "LOC-NGT"},
                {"start": "2024-10-22T16:10", "location_id": "LOC-NGT"},
                {"start": "2024-10-24T15:50", "location_id": "LOC-ELM"},
            ],
        },
    )
    s.say(
        "Thanks, Tanya, I've verified Marcus and you're listed as his mother. His PCP is Jordan "
        "Blake, NP. Before the 28th, Jordan has:\n"
        "- Tue Oct 15, 10:00 AM, Northgate\n"
        "- Wed Oct 16, 11:30 AM, Elm Street\n"
        "- Sat Oct 19, 9:00 AM, Northgate\n"
        "- Tue Oct 22, 4:10 PM, Northgate\n"
        "- Thu Oct 24, 3:50 PM, Elm Street\n"
        "Any preference?"
    )
    s.user("He can't miss school, so nothing before 3:30 on a weekday. A Saturday is fine.")
    s.say(
        "Then the options are Sat Oct 19 at 9:00 AM (Northgate), Tue Oct 22 at 4:10 PM "
        "(Northgate) or Thu Oct 24 at 3:50 PM (Elm Street)."
    )
    s.user(
        "Saturday the 19th. Is that covered by our insurance? And his sister Amaya needs a flu "
        "shot too, but not today, she has a cold. I'll book hers another time.",
        facts={"new_start": "2024-10-19T09:00", "location_id": "LOC-NGT"},
    )
    s.call(
        "get_coverage",
        {"plan_id": "NSH-SELECT", "service": "sports physical"},
        {
            "plan_id": "NSH-SELECT",
            "service": "sports physical",
            "covered": False,
            "note": "sports physicals are not a covered preventive service",
            "self_pay": FEES["sports_physical"]["amount"],
        },
        facts={"fee_amount": 45.0},
    )
    book = {
        "mrn": "00912275",
        "provider_id": "PRV-1034",
        "location_id": "LOC-NGT",
        "start": "2024-10-19T09:00",
        "visit_type": "sports physical",
        "self_pay": 45.0,
    }
    s.confirm(
        "Northshore doesn't cover sports physicals, so it's our $45.00 self-pay flat fee, paid "
        "at check-in. Here's the booking for Marcus:\n"
        "- Sports physical with Jordan Blake, NP\n"
        "- Sat Oct 19, 9:00 AM, Northgate Specialty Center, 2300 Northgate Blvd\n"
        "- $45.00 self-pay\n"
        "- Bring the school's form\n"
        "Nothing is booked for Amaya. Shall I book Marcus's visit? (yes/no)",
        [("book_appointment", book)],
        facts={"visit_type": "sports physical"},
    )
    s.boundary(
        "the sports physical on Sat 2024-10-19 09:00 at Northgate ($45 self-pay) is proposed "
        "and pending; no flu shot booked for the sister"
    )


SCRIPTS = {
    "referral": session_referral,
    "labs": session_labs,
    "insurance": session_insurance,
    "cancel": session_cancel,
    "sports": session_sports,
}
