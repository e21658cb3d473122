"""Session scripts, part 1: resched, refill, bill and records.

Each script plays one invented patient-services session of Larkspur Health Partners (patients,
ids, providers, pharmacies, amounts and dates are made up; no medical advice is given).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from directory import appointment, coverage, pharmacy, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Larkspur Health Partners patient services desk. How can I "
        "help you today?"
    )


def ask_verification(s, who: str = "your") -> None:
    """The agent asks for the identity check."""
    s.say(
        f"I can help with that. First I need to verify {who} identity: the full name, date of "
        "birth and the member ID on the insurance card, please."
    )


def verify(s, mrn: str, name: str, dob: str, member_id: str) -> None:
    """The identity check and its facts."""
    s.call(
        "verify_patient",
        {"name": name, "dob": dob, "member_id": member_id},
        verified(mrn),
        facts={"patient_name": name, "date_of_birth": dob, "member_id": member_id, "mrn": mrn},
    )


def session_resched(s):
    """Move the physical to an afternoon at Riverside (not Elm St); then a morning lab draw."""
    greet(s)
    s.user(
        "Hi, I need to move my physical. It's Monday the 14th at 9:30 with Dr. Mehta and I "
        "can't do mornings anymore, I just started a new job. Afternoons only please.",
        facts={"original_start": "2024-10-14T09:30"},
    )
    ask_verification(s)
    s.user("Maya Castellanos, 3/22/86, member id BCP 448120391")
    verify(s, "00731852", "Maya Castellanos", "1986-03-22", "BCP448120391")
    physical = appointment(
        "APT-5540218", "PRV-1021", "LOC-ELM", "2024-10-14T09:30", "annual physical", copay=0.0
    )
    derm = appointment(
        "APT-5540377",
        "PRV-2047",
        "LOC-NGT",
        "2024-10-25T11:00",
        "dermatology follow-up",
        copay=50.0,
    )
    s.call(
        "list_appointments",
        {"mrn": "00731852", "status": "upcoming"},
        [physical, derm],
        facts={
            "appointments": {
                "APT-5540218": {"start": "2024-10-14T09:30", "provider_id": "PRV-1021"},
                "APT-5540377": {"start": "2024-10-25T11:00", "provider_id": "PRV-2047"},
            }
        },
    )
    s.say(
        "Thanks, Maya, you're verified. I see two upcoming visits:\n"
        "- Annual physical with Dr. Anjali Mehta at the Elm Street Clinic, Mon Oct 14 at "
        "9:30 AM (APT-5540218)\n"
        "- Dermatology follow-up with Dr. Helen Osei at Northgate Specialty Center, Fri Oct 25 "
        "at 11:00 AM (APT-5540377)\n"
        "Is it the physical you'd like to move, and do you have a preferred location?"
    )
    s.user(
        "Just the physical, the derm one is fine where it is. And if possible not Elm St, the "
        "parking there is a nightmare. Riverside is closer to work anyway."
    )
    s.call(
        "find_slots",
        {
            "provider_id": "PRV-1021",
            "visit_type": "annual physical",
            "location_ids": ["LOC-RVS"],
            "from": "2024-10-09",
            "to": "2024-10-25",
        },
        {
            "provider_id": "PRV-1021",
            "slots": [
                {"start": "2024-10-10T08:50", "location_id": "LOC-RVS"},
                {"start": "2024-10-17T14:40", "location_id": "LOC-RVS"},
                {"start": "2024-10-22T15:15", "location_id": "LOC-RVS"},
                {"start": "2024-10-24T10:20", "location_id": "LOC-RVS"},
            ],
        },
    )
    s.say(
        "Dr. Mehta sees patients at Riverside Medical Offices on Tuesdays and Thursdays. The "
        "afternoon openings there before the end of the month are:\n"
        "- Thu Oct 17 at 2:40 PM\n"
        "- Tue Oct 22 at 3:15 PM\n"
        "(There are also morning slots on Oct 10 and Oct 24, which I've left out.) Which works "
        "better?"
    )
    s.user(
        "The 17th I have a work offsite. The 22nd at 3:15 is perfect.",
        facts={"new_start": "2024-10-22T15:15", "location_id": "LOC-RVS"},
    )
    args = {
        "appointment_id": "APT-5540218",
        "provider_id": "PRV-1021",
        "new_start": "2024-10-22T15:15",
        "location_id": "LOC-RVS",
    }
    s.confirm(
        "Here's the change:\n"
        "- Visit: annual physical with Dr. Anjali Mehta (APT-5540218)\n"
        "- From: Mon Oct 14, 9:30 AM, Elm Street Clinic\n"
        "- To: Tue Oct 22, 3:15 PM, Riverside Medical Offices, 88 Mill Race Rd\n"
        "- Your dermatology follow-up on Oct 25 stays as it is\n"
        "The physical is preventive, so your copay stays $0. Shall I reschedule it? (yes/no)",
        [("reschedule_appointment", args)],
        facts={"appointment_id": "APT-5540218", "provider_id": "PRV-1021"},
    )
    s.yes("yes please")
    s.call(
        "reschedule_appointment",
        args,
        {
            "appointment_id": "APT-5540218",
            "status": "rescheduled",
            "provider_id": "PRV-1021",
            "old_start": "2024-10-14T09:30",
            "old_location_id": "LOC-ELM",
            "start": "2024-10-22T15:15",
            "location_id": "LOC-RVS",
            "confirmation": "CNF-77310",
            "fee": 0.0,
        },
    )
    s.boundary(
        "right after the physical was rescheduled to 2024-10-22 15:15 at Riverside (CNF-77310); "
        "not reported yet; the dermatology follow-up untouched"
    )
    s.say(
        "All set. Your physical is now Tue Oct 22 at 3:15 PM with Dr. Mehta at Riverside "
        "Medical Offices (confirmation CNF-77310). There's no fee, since you moved it more than "
        "24 hours ahead. Anything else?"
    )
    s.user(
        "Yes, actually. Last year they made me come in for fasting bloodwork before the "
        "physical. Do I need that again?"
    )
    s.call(
        "list_lab_orders",
        {"mrn": "00731852", "status": "open"},
        [
            {
                "order_id": "LAB-3390417",
                "tests": ["lipid panel", "comprehensive metabolic panel"],
                "ordered_by": "PRV-1021",
                "fasting": True,
                "complete_before": "2024-10-22",
                "status": "ordered, not drawn",
            }
        ],
        facts={"lab_order_id": "LAB-3390417"},
    )
    s.say(
        "Yes: Dr. Mehta placed a lab order for you (LAB-3390417: a lipid panel and a "
        "comprehensive metabolic panel). It's marked fasting and should be drawn before the "
        "physical on the 22nd. Fasting draws are booked in the morning, 7:00 to 10:00. Would "
        "that be OK, given you can't do mornings?"
    )
    s.user(
        "For a blood draw that's fine, it's ten minutes. It's only the doctor visit that has to "
        "be in the afternoon. Riverside again, and as early as possible, like 7 before work."
    )
    s.call(
        "find_slots",
        {
            "visit_type": "lab draw",
            "location_ids": ["LOC-RVS"],
            "from": "2024-10-09",
            "to": "2024-10-21",
            "before": "10:00",
        },
        {
            "slots": [
                {"start": "2024-10-15T07:00", "location_id": "LOC-RVS"},
                {"start": "2024-10-16T07:15", "location_id": "LOC-RVS"},
                {"start": "2024-10-18T07:00", "location_id": "LOC-RVS"},
            ]
        },
    )
    s.say(
        "The earliest draws at the Riverside lab are Tue Oct 15 at 7:00 AM, Wed Oct 16 at "
        "7:15 AM and Fri Oct 18 at 7:00 AM. Which one?"
    )
    s.user("Friday the 18th at 7.")
    lab = {
        "mrn": "00731852",
        "visit_type": "lab draw",
        "order_id": "LAB-3390417",
        "start": "2024-10-18T07:00",
        "location_id": "LOC-RVS",
    }
    s.confirm(
        "Booking this lab draw:\n"
        "- Order: LAB-3390417 (lipid panel, comprehensive metabolic panel), fasting\n"
        "- When: Fri Oct 18, 7:00 AM\n"
        "- Where: Riverside lab draw station, 88 Mill Race Rd\n"
        "- Billed to Bluecrest with the lab order; no visit copay\n"
        "Book it? (yes/no)",
        [("book_appointment", lab)],
    )
    s.boundary(
        "the physical rescheduled and reported; the fasting lab draw on 2024-10-18 07:00 at "
        "Riverside (mornings fine for the draw) is proposed and pending"
    )


def session_refill(s):
    """A son for his mother: metformin to MedPlus (90 days corrected to 30); renewal fails."""
    greet(s)
    s.user(
        "Hi, I'm calling for my mom, Grace Okafor. I'm her son, Daniel. She needs her metformin "
        "and her cholesterol pill refilled, and she's moved in with me so the old pharmacy is no "
        "good anymore.",
        facts={"caller_name": "Daniel Okafor", "caller_relation": "son"},
    )
    s.say(
        "Thanks, Daniel. Before I can discuss your mother's record, I need to verify her "
        "identity and check that you're authorized on it. Please give me her date of birth and "
        "her member ID."
    )
    s.user("July 2nd 1949. Member ID is SSA-20931177.")
    verify(s, "00418806", "Grace Okafor", "1949-07-02", "SSA-20931177")
    s.call(
        "check_representative",
        {"mrn": "00418806", "name": "Daniel Okafor"},
        {
            "authorized": True,
            "name": "Daniel Okafor",
            "relation": "son",
            "form": "HIPAA-AR",
            "on_file": "2023-11-14",
            "scope": ["appointments", "prescriptions", "billing"],
        },
    )
    rx = [
        {
            "rx_id": "RX-7720154",
            "drug": "metformin 500 mg tablet",
            "sig": "1 tablet twice daily with meals",
            "prescriber_id": "PRV-1021",
            "last_fill": "2024-09-12",
            "days_supply": 30,
            "refills_remaining": 2,
            "pharmacy_id": "PH-0312",
        },
        {
            "rx_id": "RX-7720161",
            "drug": "atorvastatin 20 mg tablet",
            "sig": "1 tablet at bedtime",
            "prescriber_id": "PRV-1021",
            "last_fill": "2024-09-10",
            "days_supply": 30,
            "refills_remaining": 0,
            "pharmacy_id": "PH-0312",
        },
        {
            "rx_id": "RX-7720188",
            "drug": "lisinopril 10 mg tablet",
            "sig": "1 tablet daily",
            "prescriber_id": "PRV-1021",
            "last_fill": "2024-10-01",
            "days_supply": 30,
            "refills_remaining": 4,
            "pharmacy_id": "PH-0312",
        },
    ]
    s.call(
        "list_prescriptions",
        {"mrn": "00418806", "status": "active"},
        rx,
        facts={
            "prescriptions": {
                r["rx_id"]: {"drug": r["drug"], "refills_remaining": r["refills_remaining"]}
                for r in rx
            }
        },
    )
    s.say(
        "Thanks, Daniel. You're on file as Grace's authorized representative (since Nov 14, "
        "2023). Her active prescriptions:\n"
        "- Metformin 500 mg (RX-7720154): 2 refills left, last filled Sep 12 (30 days)\n"
        "- Atorvastatin 20 mg (RX-7720161): no refills left, so it needs a renewal from "
        "Dr. Mehta\n"
        "- Lisinopril 10 mg (RX-7720188): filled Oct 1, 4 refills left\n"
        "All three go to Elm Street Pharmacy. Where should they go now?"
    )
    s.user(
        "The MedPlus on Harbor Ave. Not the Elm Street one, she can't get there anymore. Just the "
        "metformin and the atorvastatin, she still has plenty of the lisinopril."
    )
    s.call(
        "find_pharmacy",
        {"query": "MedPlus Harbor Ave"},
        [{**pharmacy("PH-0214"), "in_network": True}],
        facts={"pharmacy_id": "PH-0214"},
    )
    first = {
        "rx_id": "RX-7720154",
        "pharmacy_id": "PH-0214",
        "days_supply": 90,
        "quantity": 180,
        "set_preferred": True,
    }
    s.confirm(
        "I'll send the metformin refill to MedPlus:\n"
        "- Rx: metformin 500 mg, RX-7720154\n"
        "- Quantity: 180 tablets, a 90-day supply\n"
        "- Pharmacy: MedPlus Pharmacy #214, 1907 Harbor Ave (555-0146)\n"
        "- MedPlus also becomes her preferred pharmacy\n"
        "Shall I send it? (yes/no)",
        [("request_refill", first)],
    )
    s.no(
        "No, not 90 days. Her plan only pays for 30 days at a regular pharmacy, we got stuck "
        "with the bill for a 90-day fill last spring. Make it 30.",
        facts={"days_supply": 30},
    )
    s.call(
        "get_coverage",
        {"plan_id": "SSA-GOLD"},
        coverage("SSA-GOLD"),
        facts={"plan_name": "Silverline Senior Advantage Gold"},
    )
    second = {
        "rx_id": "RX-7720154",
        "pharmacy_id": "PH-0214",
        "days_supply": 30,
        "quantity": 60,
        "set_preferred": True,
    }
    s.confirm(
        "You're right, her Silverline plan covers up to 30 days at a retail pharmacy. Revised:\n"
        "- Rx: metformin 500 mg, RX-7720154\n"
        "- Quantity: 60 tablets, a 30-day supply\n"
        "- Pharmacy: MedPlus Pharmacy #214, Harbor Ave, set as her preferred pharmacy\n"
        "Send it? (yes/no)",
        [("request_refill", second)],
    )
    s.yes("Yes, that's right.")
    s.call(
        "request_refill",
        second,
        {
            "refill_id": "RF-4410932",
            "rx_id": "RX-7720154",
            "status": "sent",
            "pharmacy_id": "PH-0214",
            "days_supply": 30,
            "quantity": 60,
            "refills_remaining": 1,
            "ready_estimate": "2024-10-10T14:00",
            "preferred_pharmacy": "PH-0214",
        },
        facts={"refill_id": "RF-4410932"},
    )
    s.say(
        "Done: the metformin refill went to MedPlus Pharmacy #214 (RF-4410932), 60 tablets, a "
        "30-day supply. They estimate it'll be ready tomorrow, Oct 10, after 2 PM. One refill "
        "remains after this one, and MedPlus is now her preferred pharmacy.\n\n"
        "Now the atorvastatin: it has no refills left, so I can send Dr. Mehta a renewal "
        "request; if she approves it, it goes to MedPlus. Would you like me to do that?"
    )
    s.boundary(
        "the 90-day metformin refill rejected by the son's correction; the 30-day refill to "
        "MedPlus executed (RF-4410932) and reported; the atorvastatin renewal offered"
    )
    s.user("Yes please, she's got about five pills left.")
    renewal = {
        "rx_id": "RX-7720161",
        "provider_id": "PRV-1021",
        "pharmacy_id": "PH-0214",
        "days_supply": 30,
        "note": "about 5 tablets left",
    }
    s.confirm(
        "Renewal request:\n"
        "- Rx: atorvastatin 20 mg, RX-7720161, 30-day supply\n"
        "- To: Dr. Anjali Mehta for approval\n"
        "- If approved, sent to MedPlus Pharmacy #214\n"
        "- Note: patient has about 5 tablets left\n"
        "Renewals usually take 2 business days. Send the request? (yes/no)",
        [("request_renewal", renewal)],
    )
    s.yes("yep, go ahead")
    s.call(
        "request_renewal",
        renewal,
        "Error: renewal queue for PRV-1021 is paused (provider out of office until 2024-10-21); "
        "request not created",
        error=True,
    )
    s.boundary(
        "the approved atorvastatin renewal returned an error (Dr. Mehta's queue paused until "
        "2024-10-21) while the ledger says executed; not reported yet"
    )


def session_bill(s):
    """A $1,200 statement: the late fee waived; a 6-month plan on the Visa (not the HSA card)."""
    greet(s)
    s.user(
        "Hi, I got a statement for $1,200 and I need to talk about it. Some of it I don't think "
        "I should owe."
    )
    ask_verification(s)
    s.user("Ruth Lindgren, born November 30, 1972. Member number MAP-66120845.")
    verify(s, "00562290", "Ruth Lindgren", "1972-11-30", "MAP-66120845")
    charges = [
        {
            "charge_id": "CHG-881402",
            "date": "2024-08-29",
            "description": "MRI lumbar spine without contrast, Northgate Specialty Center",
            "billed": 2450.0,
            "insurance_paid": 1360.0,
            "patient_owes": 1090.0,
            "reason": "deductible",
        },
        {
            "charge_id": "CHG-881977",
            "date": "2024-09-05",
            "description": "specialist office visit, Dr. Rafael Quintero",
            "patient_owes": 60.0,
            "reason": "copay",
        },
        {
            "charge_id": "CHG-882514",
            "date": "2024-09-19",
            "description": "late cancellation fee, follow-up with Dr. Rafael Quintero",
            "patient_owes": 50.0,
            "reason": "late cancellation",
        },
    ]
    s.call(
        "get_account_balance",
        {"mrn": "00562290"},
        {
            "account_id": "GA-562290",
            "statement_id": "STM-1001-562290",
            "statement_date": "2024-10-01",
            "due_date": "2024-10-20",
            "balance": 1200.0,
            "charges": charges,
        },
        facts={
            "account_id": "GA-562290",
            "balance": 1200.0,
            "charges": {c["charge_id"]: c["patient_owes"] for c in charges},
        },
    )
    s.say(
        "Thanks, Ruth. Your statement from Oct 1 (due Oct 20) shows $1,200.00:\n"
        "- $1,090.00: MRI of the lumbar spine on Aug 29 at Northgate (billed $2,450.00; "
        "Meridian paid $1,360.00 and the rest went to your deductible)\n"
        "- $60.00: specialist copay for your Sep 5 visit with Dr. Quintero\n"
        "- $50.00: late cancellation fee for the Sep 19 follow-up with Dr. Quintero\n"
        "Which part do you think is wrong?"
    )
    s.user(
        "The $50. I cancelled that morning because I was in the emergency room at Fairhaven "
        "General the night before with my back. I have the discharge papers if you need them."
    )
    s.call(
        "check_fee_waiver",
        {"account_id": "GA-562290", "charge_id": "CHG-882514", "reason": "medical emergency"},
        {
            "eligible": True,
            "rule": "first late cancellation in 12 months, or a documented emergency",
            "late_cancellations_12m": 1,
            "documentation": "not required for a first waiver",
        },
    )
    waive = {
        "account_id": "GA-562290",
        "charge_id": "CHG-882514",
        "amount": 50.0,
        "reason": "medical emergency",
    }
    s.confirm(
        "That qualifies: it's your first late cancellation in 12 months and an emergency is a "
        "listed reason, so no papers are needed. I'll waive it:\n"
        "- Charge: CHG-882514, late cancellation fee, $50.00 (Sep 19)\n"
        "- Reason: medical emergency (ER visit the night before)\n"
        "Your balance would go from $1,200.00 to $1,150.00. Shall I waive it? (yes/no)",
        [("waive_fee", waive)],
        facts={"charge_id": "CHG-882514", "fee_amount": 50.0},
    )
    s.yes("Yes please.")
    s.call(
        "waive_fee",
        waive,
        {
            "waiver_id": "WV-20417",
            "charge_id": "CHG-882514",
            "amount": 50.0,
            "status": "waived",
            "new_balance": 1150.0,
        },
        facts={"waiver_id": "WV-20417", "balance": 1150.0},
    )
    s.say("Done: the $50.00 fee is waived (WV-20417). Your balance is now $1,150.00.")
    s.user("OK, good. The MRI I can't pay all at once. Do you do payment plans?")
    s.call(
        "get_payment_plan_options",
        {"account_id": "GA-562290", "charge_id": "CHG-881402", "amount": 1090.0},
        {
            "eligible": True,
            "amount": 1090.0,
            "interest": 0.0,
            "options": [
                {"months": 6, "monthly": 181.67},
                {"months": 10, "monthly": 109.0},
                {"months": 12, "monthly": 90.84},
            ],
            "first_payment_earliest": "2024-11-01",
        },
    )
    s.say(
        "Yes, with no interest. For the $1,090.00 MRI charge:\n"
        "- 6 months: $181.67 a month\n"
        "- 10 months: $109.00 a month\n"
        "- 12 months: $90.84 a month\n"
        "Payments can start Nov 1 at the earliest. Which would you like?"
    )
    s.user("I'd rather get it over with quickly, but it has to stay under 200 a month.")
    s.say(
        "Then the 6-month plan fits: $181.67 a month, under $200, and paid off by April. How "
        "would you like to pay? I can set up automatic payments on a card on file."
    )
    s.user("Use my Visa ending 4417. Not the HSA card, there isn't enough left on it this year.")
    s.call(
        "list_payment_methods",
        {"account_id": "GA-562290"},
        [
            {"payment_method_id": "PM-7781", "type": "visa", "last4": "4417"},
            {"payment_method_id": "PM-7790", "type": "hsa_card", "last4": "0932"},
        ],
        facts={"payment_method_id": "PM-7781"},
    )
    plan = {
        "account_id": "GA-562290",
        "charge_id": "CHG-881402",
        "amount": 1090.0,
        "months": 6,
        "monthly": 181.67,
        "first_payment": "2024-11-01",
        "payment_method_id": "PM-7781",
    }
    s.confirm(
        "Here's the plan:\n"
        "- Amount: $1,090.00 (the MRI, CHG-881402)\n"
        "- 6 monthly payments of $181.67, no interest\n"
        "- Autopay on the 1st of each month, Nov 1, 2024 through Apr 1, 2025\n"
        "- Card: Visa ending 4417 (not the HSA card ending 0932)\n"
        "Set it up? (yes/no)",
        [("set_up_payment_plan", plan)],
        facts={"plan_months": 6, "monthly_payment": 181.67},
    )
    s.yes("yes, set it up")
    s.call(
        "set_up_payment_plan",
        plan,
        {
            "payment_plan_id": "PP-33085",
            "status": "active",
            "months": 6,
            "monthly": 181.67,
            "final_payment": 181.65,
            "first_payment": "2024-11-01",
            "last_payment_date": "2025-04-01",
            "payment_method_id": "PM-7781",
        },
        facts={"payment_plan_id": "PP-33085"},
    )
    s.say(
        "Your payment plan PP-33085 is active: $181.67 on the 1st of each month from Nov 1 (the "
        "last one, on Apr 1, 2025, is $181.65), charged to the Visa ending 4417. That leaves the "
        "$60.00 copay from Sep 5, due Oct 20. Would you like to pay that now?"
    )
    s.user("No, I'll pay the copay myself through the portal next week.")
    s.say("No problem, it's due Oct 20. Is there anything else I can help with?")
    s.boundary(
        "the late fee waived (WV-20417) and the 6-month plan on the Visa set up (PP-33085), both "
        "reported; the $60 copay left for the patient to pay in the portal"
    )


def session_records(s):
    """Cancel the cardiology follow-up (keep the physical); release records, no counseling."""
    greet(s)
    s.user(
        "Hello. I'm switching my heart doctor to someone outside your group, and her office "
        "needs my records. Can you send them? And I have a cardiology appointment coming up "
        "that I won't need anymore."
    )
    ask_verification(s)
    s.user("Arturo Benítez, May 17, 1958. The insurance number is BCP 301877264.")
    verify(s, "00295517", "Arturo Benítez", "1958-05-17", "BCP301877264")
    s.call(
        "list_appointments",
        {"mrn": "00295517", "status": "upcoming"},
        [
            appointment(
                "APT-5572140",
                "PRV-2075",
                "LOC-RVS",
                "2024-11-05T09:00",
                "cardiology follow-up",
                copay=50.0,
            ),
            appointment(
                "APT-5580012", "PRV-1021", "LOC-ELM", "2024-12-02T13:30", "annual physical"
            ),
        ],
        facts={
            "appointments": {
                "APT-5572140": {"start": "2024-11-05T09:00", "provider_id": "PRV-2075"},
                "APT-5580012": {"start": "2024-12-02T13:30", "provider_id": "PRV-1021"},
            }
        },
    )
    s.say(
        "Thanks, Arturo, you're verified. You have two upcoming visits:\n"
        "- Cardiology follow-up with Dr. Tomasz Wierzbicki, Tue Nov 5 at 9:00 AM, Riverside "
        "(APT-5572140)\n"
        "- Annual physical with Dr. Anjali Mehta, Mon Dec 2 at 1:30 PM, Elm Street Clinic "
        "(APT-5580012)\n"
        "Which one should I cancel?"
    )
    s.user(
        "The cardiology one in November, I'll be seeing Dr. Fischbach instead. Keep my physical "
        "with Dr. Mehta."
    )
    cancel = {"appointment_id": "APT-5572140", "reason": "patient changing cardiologist"}
    s.confirm(
        "To confirm, I'll cancel:\n"
        "- APT-5572140, cardiology follow-up with Dr. Wierzbicki, Tue Nov 5, 9:00 AM, Riverside\n"
        "- It's more than 24 hours away, so there's no fee\n"
        "- Your physical on Dec 2 stays booked\n"
        "Cancel it? (yes/no)",
        [("cancel_appointment", cancel)],
        facts={"appointment_id": "APT-5572140"},
    )
    s.yes("Yes, cancel it.")
    s.call(
        "cancel_appointment",
        cancel,
        {"appointment_id": "APT-5572140", "status": "cancelled", "late": False, "fee": 0.0},
    )
    s.call(
        "list_authorizations",
        {"mrn": "00295517"},
        [
            {
                "authorization_id": "AUTH-60912",
                "recipient": "Dr. Lena Fischbach, Summit Heart Associates",
                "signed": "2024-10-01",
                "expires": "2025-10-01",
                "covers": ["cardiology", "imaging", "medications", "labs"],
                "excludes": ["behavioral health", "substance use"],
            }
        ],
        facts={"authorization_id": "AUTH-60912"},
    )
    s.call(
        "list_records",
        {"mrn": "00295517", "since": "2024-01-01", "departments": ["cardiology"]},
        [
            {"doc_id": "DOC-118220", "type": "visit note", "date": "2024-02-06"},
            {"doc_id": "DOC-120455", "type": "visit note", "date": "2024-06-18"},
            {"doc_id": "DOC-120461", "type": "echocardiogram report", "date": "2024-06-18"},
            {"doc_id": "DOC-123007", "type": "visit note", "date": "2024-09-10"},
        ],
    )
    s.say(
        "The November cardiology visit is cancelled, no fee, and your Dec 2 physical is still "
        "on.\n\n"
        "For the records: you signed an authorization on Oct 1 (AUTH-60912) for Dr. Lena "
        "Fischbach at Summit Heart Associates. It covers cardiology, imaging, medications and "
        "labs, and excludes behavioral health. From cardiology this year I have Dr. "
        "Wierzbicki's visit notes from Feb 6, Jun 18 and Sep 10 and the echocardiogram report "
        "from Jun 18. What should I include, and how does her office want them?"
    )
    s.user(
        "All of those, plus my medication list. Not my counseling notes from last year, those "
        "stay here. They said fax is best, 555-0147.",
        facts={
            "records_scope": [
                "DOC-118220",
                "DOC-120455",
                "DOC-120461",
                "DOC-123007",
                "medication_list",
            ],
            "recipient": {"name": "Dr. Lena Fischbach", "fax": "555-0147"},
        },
    )
    s.call(
        "lookup_external_provider",
        {"name": "Lena Fischbach"},
        {
            "name": "Dr. Lena Fischbach",
            "practice": "Summit Heart Associates",
            "fax": "555-0147",
            "phone": "555-0148",
            "npi": "1252760189",
        },
    )
    release = {
        "mrn": "00295517",
        "authorization_id": "AUTH-60912",
        "documents": ["DOC-118220", "DOC-120455", "DOC-120461", "DOC-123007", "medication_list"],
        "exclude": ["behavioral health"],
        "recipient": "Summit Heart Associates",
        "delivery": "fax",
        "fax": "555-0147",
    }
    s.confirm(
        "Here's the release:\n"
        "- To: Dr. Lena Fischbach, Summit Heart Associates, by secure fax to 555-0147 (it "
        "matches the fax in their directory listing)\n"
        "- Records: cardiology visit notes of Feb 6, Jun 18 and Sep 10, 2024; the "
        "echocardiogram report of Jun 18, 2024; your current medication list\n"
        "- Excluded: behavioral health and counseling notes\n"
        "- Under authorization AUTH-60912; no charge for a release to another provider\n"
        "Shall I send it? (yes/no)",
        [("release_records", release)],
    )
    s.yes("Yes, send it.")
    s.boundary(
        "the cardiology visit cancelled and reported, the physical kept; the patient said yes "
        "to the records release by fax (no counseling notes), no call yet"
    )


SCRIPTS = {
    "resched": session_resched,
    "refill": session_refill,
    "bill": session_bill,
    "records": session_records,
}
