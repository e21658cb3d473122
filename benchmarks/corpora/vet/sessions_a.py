"""Session scripts, part 1: dental, refill and boarding.

Each script plays one invented session at the front desk of Fernbrook Veterinary Group
(clients, client ids, pets, patient ids, estimates, amounts and dates are made up). The
sessions take place on Wednesday, April 8, 2026. `s.boundary(note)` marks where a point is
frozen.
"""

from __future__ import annotations

from records import client_facts, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Fernbrook Veterinary Group front desk. I can help with "
        "appointments, surgery estimates and deposits, prescription refills, boarding, "
        "wellness plans and insurance claim forms. How can I help you and your pet today?"
    )


def session_dental(s):
    """A dog's dental: the estimate approved up to $900, not the high end; drop-off by 7:00."""
    greet(s)
    s.user(
        "hi, biscuit is due for his dental, dr hale said he probably needs a couple of teeth "
        "out. can I get the estimate and book it? this is Corinne Ashby"
    )
    s.say(
        "Of course, Corinne. To pull up your account, please give me your client number and "
        "the phone number on file."
    )
    s.user("FV 30418, 541 555 0142")
    s.call(
        "verify_client",
        {"client_id": "FV-30418", "name": "Corinne Ashby", "phone": "+1 541-555-0142"},
        verified("FV-30418"),
        facts=client_facts("FV-30418"),
    )
    s.call(
        "get_estimate",
        {"client_id": "FV-30418", "patient_id": "PAT-55120", "procedure": "dental"},
        {
            "estimate_id": "EST-7741",
            "patient_id": "PAT-55120",
            "patient": "Biscuit",
            "procedure": "dental cleaning under general anesthesia, with extractions as needed",
            "veterinarian": "Dr. Sunniva Hale",
            "low": 640.0,
            "high": 1180.0,
            "range_note": "the high end covers up to 3 surgical extractions and dental x-rays",
            "deposit": {"amount": 320.0, "rule": "50% of the low estimate, held on a card"},
            "optional": [
                {
                    "item": "pre-anesthetic bloodwork panel",
                    "price": 96.0,
                    "note": "recommended for dogs over 8 years, not included in the estimate",
                }
            ],
            "valid_until": "2026-05-08",
        },
        facts={
            "estimate": {
                "estimate_id": "EST-7741",
                "patient_id": "PAT-55120",
                "low": 640.0,
                "high": 1180.0,
                "deposit": 320.0,
            }
        },
    )
    s.call(
        "get_surgery_slots",
        {"hospital": "Alder Cross", "procedure": "dental", "veterinarian": "Dr. Sunniva Hale"},
        {
            "hospital": "Alder Cross",
            "veterinarian": "Dr. Sunniva Hale",
            "dates": ["2026-04-14", "2026-04-16", "2026-04-21"],
            "drop_off_window": "07:00-08:30",
            "pick_up": "after 15:00",
            "fasting": "no food after 22:00 the night before; water until drop-off",
        },
        facts={
            "surgery_slots": {
                "dates": ["2026-04-14", "2026-04-16", "2026-04-21"],
                "drop_off_window": "07:00-08:30",
            }
        },
    )
    s.say(
        "Thanks, Corinne, you're verified. Dr. Hale's estimate EST-7741 for Biscuit's dental "
        "is $640.00 to $1,180.00: the high end covers up to 3 surgical extractions and dental "
        "x-rays. A deposit of $320.00 (half the low estimate) is held on your card. At 9, "
        "Dr. Hale recommends a pre-anesthetic bloodwork panel ($96.00, not in the estimate). "
        "She can do the dental on Tuesday, April 14, Thursday, April 16 or Tuesday, April 21 at "
        "Alder Cross; drop-off is between 7:00 and 8:30 am and pick-up after 3:00 pm. No food "
        "after 10:00 pm the night before; water is fine until drop-off. Which day suits you?"
    )
    s.user(
        "the 14th works. skip the bloodwork, he had a full panel done in february",
        facts={"surgery_request": {"patient_id": "PAT-55120", "date": "2026-04-14"}},
    )
    s.confirm(
        "Here's what I'll set up:\n"
        "- Estimate EST-7741 approved up to the high end, $1,180.00\n"
        "- Biscuit's dental with Dr. Hale on Tuesday, April 14, 2026, drop-off 7:30 am at "
        "Alder Cross, no pre-anesthetic bloodwork\n"
        "- A $320.00 deposit held on your Visa ****6203\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("approve_estimate", {"estimate_id": "EST-7741", "approved_up_to": 1180.0}),
            (
                "schedule_surgery",
                {
                    "patient_id": "PAT-55120",
                    "estimate_id": "EST-7741",
                    "date": "2026-04-14",
                    "drop_off": "07:30",
                    "bloodwork": False,
                },
            ),
            (
                "hold_deposit",
                {
                    "client_id": "FV-30418",
                    "estimate_id": "EST-7741",
                    "amount": 320.0,
                    "card": "Visa ****6203",
                },
            ),
        ],
    )
    s.no(
        "wait, not the full 1180. approve it up to 900 and call me before you go over that. "
        "and I have to drop him off before work, 7 at the latest, I start at 7:30",
        facts={
            "estimate_approval": {
                "estimate_id": "EST-7741",
                "limit": 900.0,
                "above_limit": "call the owner first",
            },
            "surgery_request": {
                "patient_id": "PAT-55120",
                "date": "2026-04-14",
                "drop_off": "07:00",
            },
        },
    )
    s.confirm(
        "Understood, nothing has been set up yet. Here's the corrected plan:\n"
        "- Estimate EST-7741 approved up to $900.00; Dr. Hale's team calls you at "
        "+1 541-555-0142 before any work that would take the bill past $900.00\n"
        "- Biscuit's dental with Dr. Hale on Tuesday, April 14, 2026, drop-off 7:00 am at "
        "Alder Cross, no pre-anesthetic bloodwork\n"
        "- A $320.00 deposit held on your Visa ****6203\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("approve_estimate", {"estimate_id": "EST-7741", "approved_up_to": 900.0}),
            (
                "schedule_surgery",
                {
                    "patient_id": "PAT-55120",
                    "estimate_id": "EST-7741",
                    "date": "2026-04-14",
                    "drop_off": "07:00",
                    "bloodwork": False,
                },
            ),
            (
                "hold_deposit",
                {
                    "client_id": "FV-30418",
                    "estimate_id": "EST-7741",
                    "amount": 320.0,
                    "card": "Visa ****6203",
                },
            ),
        ],
    )
    s.yes("yes that's right")
    s.call(
        "approve_estimate",
        {"estimate_id": "EST-7741", "approved_up_to": 900.0},
        {
            "estimate_id": "EST-7741",
            "status": "approved",
            "approved_up_to": 900.0,
            "above_limit": "call the owner at +1 541-555-0142 before proceeding",
        },
    )
    s.call(
        "schedule_surgery",
        {
            "patient_id": "PAT-55120",
            "estimate_id": "EST-7741",
            "date": "2026-04-14",
            "drop_off": "07:00",
            "bloodwork": False,
        },
        {
            "surgery_id": "SRG-20854",
            "status": "booked",
            "patient": "Biscuit",
            "procedure": "dental cleaning, extractions as needed",
            "veterinarian": "Dr. Sunniva Hale",
            "hospital": "Alder Cross",
            "date": "2026-04-14",
            "drop_off": "07:00",
            "pick_up": "after 15:00",
            "fasting": "no food after 22:00 on 2026-04-13; water until drop-off",
        },
        facts={"surgery_id": "SRG-20854"},
    )
    s.call(
        "hold_deposit",
        {
            "client_id": "FV-30418",
            "estimate_id": "EST-7741",
            "amount": 320.0,
            "card": "Visa ****6203",
        },
        {
            "deposit_id": "DEP-60912",
            "status": "held",
            "amount": 320.0,
            "card": "Visa ****6203",
            "terms": "captured against the final invoice at discharge; released if the surgery "
            "is cancelled 48 hours or more before drop-off",
        },
        facts={"deposit_id": "DEP-60912"},
    )
    s.say(
        "All set. Estimate EST-7741 is approved up to $900.00, and Dr. Hale's team will call "
        "you before going past that. Biscuit's dental is booked as SRG-20854 on Tuesday, April "
        "14: drop him off at 7:00 am at Alder Cross, pick-up after 3:00 pm. A $320.00 hold "
        "(DEP-60912) is on your Visa ****6203; it isn't charged now, it's applied to the final "
        "bill at discharge and released if you cancel 48 hours or more ahead. Please give him "
        "no food after 10:00 pm on Monday, April 13; water is fine. I've noted no bloodwork, "
        "with his February panel."
    )
    s.user("great. oh he gets his famotidine every morning, can he still have it that morning?")
    s.boundary(
        "the first plan (approve up to $1,180, drop-off 7:30) rejected by her correction; the "
        "approval up to $900 with a call first, SRG-20854 on Apr 14 at 7:00 and the $320 hold "
        "DEP-60912 executed and reported; the bloodwork recommended and declined; her famotidine "
        "question just asked"
    )
    s.say(
        "Yes: Dr. Hale's standing instructions for Biscuit say he may have his morning "
        "famotidine with a small sip of water on the day of an anesthetic, and I've added that "
        "to the surgery notes for SRG-20854."
    )
    s.user(
        "perfect. and while he's in, can juniper come along and get her nails trimmed? she's "
        "a nightmare at home"
    )
    s.call(
        "get_service",
        {"patient_id": "PAT-55137", "service": "nail trim", "date": "2026-04-14"},
        {
            "service": "nail trim (cat)",
            "patient": "Juniper",
            "price": 22.0,
            "same_day": "can be done at the dog's drop-off, no fasting needed",
            "if_she_resists": "light sedation $58.00 only with the owner's consent, and it "
            "requires fasting",
        },
        facts={
            "add_on_request": {
                "patient_id": "PAT-55137",
                "service": "nail trim",
                "price": 22.0,
            }
        },
    )
    s.confirm(
        "Juniper can come along. Here's the add-on:\n"
        "- Nail trim for Juniper (PAT-55137), Tuesday, April 14 at the 7:00 am drop-off\n"
        "- $22.00, no sedation\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_service",
                {
                    "patient_id": "PAT-55137",
                    "service": "nail trim",
                    "date": "2026-04-14",
                    "time": "07:00",
                    "price": 22.0,
                    "sedation": False,
                },
            )
        ],
    )
    s.user(
        "hmm, does she have to skip breakfast too? and if she freaks out do you sedate her "
        "without asking me?"
    )
    s.boundary(
        "Juniper's $22 nail trim on Apr 14 proposed, pending: Corinne answered with questions "
        "(fasting, sedation without asking); Biscuit's SRG-20854, approval up to $900 and "
        "DEP-60912 done"
    )


def session_refill(s):
    """Two cats' refills: brand only for one (sent to the vet), the other's prescription expired."""
    greet(s)
    s.user("need refills for both my cats please. Tobias Wren, account FV21907")
    s.say(
        "Happy to help, Tobias. To verify the account, please give me the phone number or "
        "email address on file."
    )
    s.user("twren@example.net")
    s.call(
        "verify_client",
        {"client_id": "FV-21907", "name": "Tobias Wren", "email": "twren@example.net"},
        verified("FV-21907"),
        facts=client_facts("FV-21907"),
    )
    s.call(
        "get_prescriptions",
        {"client_id": "FV-21907"},
        {
            "prescriptions": [
                {
                    "rx_id": "RX-31182",
                    "patient_id": "PAT-40211",
                    "patient": "Pickle",
                    "drug": "Felimazole (methimazole) 2.5 mg tablets",
                    "directions": "1 tablet by mouth twice daily",
                    "quantity": 60,
                    "refills_left": 2,
                    "prescriber": "Dr. Marcus Oduya",
                    "last_exam": "2025-11-20",
                    "status": "active",
                    "price": 31.75,
                    "generic": {"drug": "methimazole 2.5 mg tablets", "price": 18.4},
                },
                {
                    "rx_id": "RX-31240",
                    "patient_id": "PAT-40228",
                    "patient": "Saffron",
                    "drug": "gabapentin 100 mg capsules",
                    "directions": "1 capsule by mouth every 12 hours",
                    "quantity": 60,
                    "refills_left": 0,
                    "prescriber": "Dr. Marcus Oduya",
                    "last_exam": "2025-02-27",
                    "status": "expired",
                    "price": 24.9,
                },
            ],
            "policy": "every refill is authorized by a veterinarian, usually within 1 business "
            "day; a prescription needs an exam within the last 12 months",
        },
        facts={
            "prescriptions": {
                "RX-31182": {
                    "patient": "Pickle",
                    "drug": "Felimazole 2.5 mg",
                    "quantity": 60,
                    "refills_left": 2,
                    "price": 31.75,
                },
                "RX-31240": {
                    "patient": "Saffron",
                    "drug": "gabapentin 100 mg",
                    "refills_left": 0,
                    "last_exam": "2025-02-27",
                    "status": "expired",
                },
            }
        },
    )
    s.say(
        "Thanks, Tobias. Pickle's prescription RX-31182 is Felimazole 2.5 mg, 60 tablets "
        "($31.75), with 2 refills left; a generic methimazole 2.5 mg is $18.40 if you'd like "
        "to save. Saffron's gabapentin 100 mg (RX-31240) has no refills left, and her last exam "
        "was on February 27, 2025, more than 12 months ago, so Dr. Oduya will probably need to "
        "see her before renewing it. I can still send both requests to Dr. Oduya: a vet "
        "authorizes every refill, usually within one business day. Would you pick them up at "
        "Mossgate?"
    )
    s.user(
        "no generic for pickle, she won't touch the generic ones, it has to be the felimazole. "
        "send both anyway, maybe he'll ok saffron's. I'll pick up at mossgate",
        facts={
            "refill_request": {
                "RX-31182": {"substitution": False, "pickup": "Mossgate"},
                "RX-31240": {"pickup": "Mossgate"},
            }
        },
    )
    s.confirm(
        "Here are the two requests I'll send to Dr. Oduya:\n"
        "- Pickle, RX-31182: Felimazole 2.5 mg, 60 tablets, brand only (no generic "
        "substitution), $31.75, pick-up at Mossgate\n"
        "- Saffron, RX-31240: gabapentin 100 mg, 60 capsules, $24.90, pick-up at Mossgate\n\n"
        "Dr. Oduya decides on each. Shall I send both? (yes/no)",
        [
            (
                "request_refill",
                {
                    "rx_id": "RX-31182",
                    "patient_id": "PAT-40211",
                    "quantity": 60,
                    "substitution": False,
                    "pickup": "Mossgate",
                },
            ),
            (
                "request_refill",
                {
                    "rx_id": "RX-31240",
                    "patient_id": "PAT-40228",
                    "quantity": 60,
                    "substitution": True,
                    "pickup": "Mossgate",
                },
            ),
        ],
    )
    s.yes("yes please")
    s.call(
        "request_refill",
        {
            "rx_id": "RX-31182",
            "patient_id": "PAT-40211",
            "quantity": 60,
            "substitution": False,
            "pickup": "Mossgate",
        },
        {
            "refill_id": "RFL-50417",
            "status": "pending_vet_authorization",
            "rx_id": "RX-31182",
            "product": "Felimazole 2.5 mg tablets",
            "quantity": 60,
            "substitution": "not allowed (brand only)",
            "price": 31.75,
            "assigned_to": "Dr. Marcus Oduya",
            "expected_by": "2026-04-09",
            "pickup": "Mossgate",
        },
        facts={"refill_id": "RFL-50417"},
    )
    s.call(
        "request_refill",
        {
            "rx_id": "RX-31240",
            "patient_id": "PAT-40228",
            "quantity": 60,
            "substitution": True,
            "pickup": "Mossgate",
        },
        {
            "error": "prescription_expired",
            "message": "RX-31240 cannot be refilled: no refills left and no exam within 12 "
            "months (last exam 2025-02-27). A recheck exam is required before the "
            "veterinarian can renew it. No request was sent.",
        },
        error=True,
    )
    s.boundary(
        "Pickle's brand-only refill RFL-50417 submitted, pending Dr. Oduya's authorization "
        "(expected Apr 9); Saffron's refill failed (RX-31240 expired, exam needed); neither "
        "reported yet; the generic offered and refused"
    )
    s.call(
        "get_vet_availability",
        {"veterinarian": "Dr. Marcus Oduya", "hospital": "Mossgate", "from": "2026-04-09"},
        {
            "veterinarian": "Dr. Marcus Oduya",
            "hospital": "Mossgate",
            "slots": ["2026-04-10T10:40", "2026-04-13T17:30", "2026-04-14T08:20"],
            "exam_fee": 68.0,
        },
        facts={
            "exam_slots": {
                "slots": ["2026-04-10T10:40", "2026-04-13T17:30", "2026-04-14T08:20"],
                "exam_fee": 68.0,
            }
        },
    )
    s.say(
        "Pickle's refill request RFL-50417 is with Dr. Oduya now: Felimazole 2.5 mg, 60 "
        "tablets, brand only, $31.75. It isn't authorized yet; he should decide by tomorrow, "
        "Thursday, April 9, and we'll let you know when it's ready at Mossgate. Saffron's "
        "request couldn't be sent: RX-31240 has expired, and Dr. Oduya has to examine her "
        "before renewing it. He has Friday, April 10 at 10:40 am, Monday, April 13 at 5:30 pm "
        "or Tuesday, April 14 at 8:20 am; the exam is $68.00. Since Pickle is 14 and on "
        "methimazole, I could also add a thyroid (T4) check for her at the same visit ($74.00)."
    )
    s.user(
        "only after 5, I work days. so the monday one. just saffron, pickle had her bloods in "
        "november",
        facts={
            "exam_request": {
                "patient_id": "PAT-40228",
                "start": "2026-04-13T17:30",
                "after": "17:00",
            }
        },
    )
    s.confirm(
        "Here's the appointment:\n"
        "- Saffron (PAT-40228): recheck exam with Dr. Oduya to renew her gabapentin\n"
        "- Monday, April 13, 2026 at 5:30 pm, Mossgate\n"
        "- Exam fee $68.00\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "PAT-40228",
                    "veterinarian": "Dr. Marcus Oduya",
                    "hospital": "Mossgate",
                    "start": "2026-04-13T17:30",
                    "reason": "recheck exam, gabapentin renewal",
                },
            )
        ],
    )
    s.yes("yep book it")
    s.boundary(
        "Saffron's recheck on Apr 13 at 5:30 pm approved by his yes, no call yet; RFL-50417 "
        "reported as pending Dr. Oduya's authorization and Saffron's failure reported; the "
        "T4 check for Pickle suggested and declined; the Apr 10 10:40 slot passed over (only "
        "after 5)"
    )


def session_boarding(s):
    """Boarding for two dogs: the Lab booked, the puppy too young; his own food, no chicken."""
    greet(s)
    s.user(
        "hi I want to board my two dogs from the 17th to the 20th, rufus and clementine. "
        "Amara Quist"
    )
    s.say(
        "I'd be glad to help, Amara. Please give me your client number, or the phone number "
        "on file."
    )
    s.user("541-555-0176, I don't know my number sorry")
    s.call(
        "verify_client",
        {"name": "Amara Quist", "phone": "+1 541-555-0176"},
        verified("FV-46620"),
        facts=client_facts("FV-46620"),
    )
    s.call(
        "get_boarding_availability",
        {"hospital": "Wenlow Bridge", "check_in": "2026-04-17", "check_out": "2026-04-20"},
        {
            "hospital": "Wenlow Bridge",
            "check_in": "2026-04-17",
            "check_out": "2026-04-20",
            "nights": 3,
            "runs": [
                {"type": "standard", "nightly": 54.0, "available": 4},
                {"type": "suite", "nightly": 72.0, "available": 1},
            ],
            "check_in_window": "08:00-11:00",
            "check_out_by": "12:00",
            "requirements": "rabies, DHPP and Bordetella current; at least 16 weeks old",
            "add_ons": [{"item": "daily playtime", "price_per_day": 12.0}],
            "food": "house diet included; owners may bring their own food at no charge",
        },
        facts={
            "boarding_options": {
                "nights": 3,
                "standard_nightly": 54.0,
                "suite_nightly": 72.0,
                "playtime_per_day": 12.0,
                "check_out_by": "12:00",
            }
        },
    )
    s.call(
        "get_vaccination_records",
        {"patient_ids": ["PAT-61802", "PAT-61819"]},
        {
            "PAT-61802": {
                "name": "Rufus",
                "rabies": "valid until 2027-06-02",
                "DHPP": "valid until 2026-11-15",
                "Bordetella": "valid until 2026-09-30",
                "boarding_eligible": True,
            },
            "PAT-61819": {
                "name": "Clementine",
                "age": "14 weeks",
                "DHPP": "2 of 3 puppy doses; the third is due 2026-04-15",
                "rabies": "not yet given (due at 16 weeks)",
                "Bordetella": "not given",
                "boarding_eligible": False,
                "reason": "under 16 weeks and puppy series incomplete",
            },
        },
        facts={
            "vaccinations": {
                "PAT-61802": {"boarding_eligible": True},
                "PAT-61819": {
                    "boarding_eligible": False,
                    "third_DHPP_due": "2026-04-15",
                },
            }
        },
    )
    s.say(
        "Thanks, Amara. Rufus is all set: his rabies, DHPP and Bordetella are current. "
        "Clementine can't board this time, I'm afraid: boarding needs dogs of at least 16 "
        "weeks with a complete vaccine series, and at 14 weeks she's had 2 of her 3 puppy "
        "DHPP doses (the third is due April 15) and no rabies or Bordetella yet. For Rufus, a "
        "standard run is $54.00 a night, so $162.00 for the 3 nights from Friday, April 17 "
        "(check-in 8:00 to 11:00 am) to Monday, April 20 (check-out by noon); a suite is "
        "$72.00 a night. Most Labs love our daily playtime add-on, $12.00 a day."
    )
    s.user(
        "ugh ok. just rufus then, my sister can take clem. standard run, no playtime, he gets "
        "too wound up. he eats his own food, NO chicken, he's allergic. I'll get him monday "
        "before noon",
        facts={
            "boarding_request": {
                "patient_id": "PAT-61802",
                "run": "standard",
                "check_in": "2026-04-17",
                "check_out": "2026-04-20",
                "food": "his own food, no chicken (allergy)",
                "playtime": False,
            }
        },
    )
    s.confirm(
        "Here's the reservation:\n"
        "- Rufus (PAT-61802), standard run at Wenlow Bridge\n"
        "- Check-in Friday, April 17, 2026 (8:00-11:00 am); check-out Monday, April 20 by "
        "12:00 pm\n"
        "- 3 nights at $54.00 = $162.00, paid at check-out; no playtime add-on\n"
        "- His own food only; chicken allergy flagged\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_boarding",
                {
                    "patient_id": "PAT-61802",
                    "hospital": "Wenlow Bridge",
                    "check_in": "2026-04-17",
                    "check_out": "2026-04-20",
                    "run": "standard",
                    "nightly": 54.0,
                    "add_ons": [],
                    "diet": "owner's food; no chicken (allergy)",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_boarding",
        {
            "patient_id": "PAT-61802",
            "hospital": "Wenlow Bridge",
            "check_in": "2026-04-17",
            "check_out": "2026-04-20",
            "run": "standard",
            "nightly": 54.0,
            "add_ons": [],
            "diet": "owner's food; no chicken (allergy)",
        },
        {
            "boarding_id": "BRD-3318",
            "status": "confirmed",
            "patient": "Rufus",
            "nights": 3,
            "total": 162.0,
            "due": "at check-out",
            "check_in": "2026-04-17 08:00-11:00",
            "check_out": "2026-04-20 by 12:00",
            "alerts": ["allergy: chicken", "owner's food only"],
        },
        facts={"boarding_id": "BRD-3318"},
    )
    s.say(
        "Rufus is booked: reservation BRD-3318, standard run, Friday, April 17 to Monday, "
        "April 20, $162.00 paid at check-out. His chicken allergy is flagged and he'll eat only "
        "the food you bring. For Clementine, her third DHPP is due April 15; I can book that "
        "whenever you're ready."
    )
    s.user("not now, I'll call about clem next week. thanks!")
    s.boundary(
        "Rufus's boarding BRD-3318 (Apr 17-20, standard run, $162) executed and reported; "
        "Clementine not eligible (14 weeks), not booked; playtime suggested and declined; his "
        "own food, no chicken; Clementine's DHPP booking offered and put off"
    )


SCRIPTS = {"dental": session_dental, "refill": session_refill, "boarding": session_boarding}
