"""Session scripts, part 2: parking, heat, pet, roommate and deposit.

Each script plays one invented session at the resident services desk of Tallgrass Residential
(residents, units, lease ids, work-order ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import lease, verified, work_order
from sessions_a import greet


def session_parking(s):
    """Swap the Civic's permit for the Tacoma's (the cheaper surface lot); the Mazda stays."""
    greet(s)
    s.user(
        "Hi, I sold my Civic and bought a truck, so I need to switch my parking permit over. "
        "My partner's Mazda stays like it is. Jordan Pike, Wrenfield C107."
    )
    s.say(
        "Congrats on the truck! To verify, please give me the last four digits of the phone on "
        "your lease and your date of birth."
    )
    s.user("0119, 11/5/1990")
    s.call(
        "verify_resident",
        {
            "property": "Wrenfield Commons",
            "unit": "C-107",
            "name": "Jordan Pike",
            "phone_last4": "0119",
            "dob": "1990-11-05",
        },
        verified("RES-49931"),
        facts={
            "resident_id": "RES-49931",
            "resident": "Jordan Pike",
            "unit": "C-107",
            "lease_id": "LS-766530",
        },
    )
    s.call(
        "get_parking",
        {"resident_id": "RES-49931"},
        {
            "permits": [
                {
                    "permit_id": "PK-1183",
                    "vehicle": "2015 Honda Civic",
                    "plate": "CA 7LRM402",
                    "lot": "surface",
                    "monthly": 35.0,
                    "holder": "Jordan Pike",
                },
                {
                    "permit_id": "PK-1184",
                    "vehicle": "2020 Mazda3",
                    "plate": "CA 8TKV119",
                    "lot": "surface",
                    "monthly": 35.0,
                    "holder": "Sam Reyes",
                },
            ],
            "available": [
                {"lot": "surface", "monthly": 35.0},
                {"lot": "covered_carport", "monthly": 55.0, "spot": "CP-12"},
            ],
            "billing": "monthly with rent; October already billed",
        },
        facts={
            "vehicles": {
                "PK-1183": {"vehicle": "2015 Honda Civic", "plate": "CA 7LRM402"},
                "PK-1184": {"vehicle": "2020 Mazda3", "plate": "CA 8TKV119", "holder": "Sam Reyes"},
            }
        },
    )
    s.say(
        "Thanks, Jordan. C-107 has two permits: PK-1183 for your 2015 Honda Civic (CA 7LRM402) "
        "and PK-1184 for Sam's 2020 Mazda3 (CA 8TKV119), both in the surface lot at $35/month. "
        "For the new truck there's room in the surface lot at $35/month, or a covered carport "
        "spot, CP-12, at $55/month. What's the truck's year, make, model and plate?"
    )
    s.user(
        "2023 Toyota Tacoma, gray, plate 9BXT552. Just give me the cheaper one, surface is fine.",
        facts={
            "vehicle": {"vehicle": "2023 Toyota Tacoma", "color": "gray", "plate": "CA 9BXT552"}
        },
    )
    s.confirm(
        "Here's the swap:\n"
        "- Remove permit PK-1183 (2015 Honda Civic, CA 7LRM402), effective today, October 7\n"
        "- Add a surface-lot permit for the 2023 Toyota Tacoma (gray, CA 9BXT552), $35.00/month, "
        "starting today\n"
        "- October is already billed for the Civic's permit, so there's no extra charge this "
        "month; the Tacoma's $35.00 starts with November rent\n"
        "- PK-1184 (Sam's Mazda3) is not changed\n\n"
        "Shall I make the change? (yes/no)",
        [
            ("remove_parking_permit", {"permit_id": "PK-1183", "effective": "2024-10-07"}),
            (
                "add_parking_permit",
                {
                    "resident_id": "RES-49931",
                    "vehicle": "2023 Toyota Tacoma",
                    "plate": "CA 9BXT552",
                    "lot": "surface",
                    "monthly": 35.0,
                    "start": "2024-10-07",
                },
            ),
        ],
    )
    s.yes("yes do it")
    s.call(
        "remove_parking_permit",
        {"permit_id": "PK-1183", "effective": "2024-10-07"},
        {"status": "removed", "permit_id": "PK-1183", "effective": "2024-10-07"},
    )
    s.call(
        "add_parking_permit",
        {
            "resident_id": "RES-49931",
            "vehicle": "2023 Toyota Tacoma",
            "plate": "CA 9BXT552",
            "lot": "surface",
            "monthly": 35.0,
            "start": "2024-10-07",
        },
        {
            "status": "active",
            "permit_id": "PK-1260",
            "plate": "CA 9BXT552",
            "lot": "surface",
            "monthly": 35.0,
            "first_charge": "2024-11-01",
            "sticker": "pick up at the leasing office",
            "temporary_pass": "TP-1260, valid through 2024-10-14",
        },
        facts={"permit_id": "PK-1260"},
    )
    s.say(
        "All done. The Civic's permit PK-1183 is cancelled, and the Tacoma has permit PK-1260 "
        "in the surface lot at $35.00/month, first billed with November rent. Pick up the "
        "sticker at the leasing office (Tue-Sat, 9-6). Until then, put temporary pass TP-1260 on "
        "the dashboard; it's valid through October 14. Sam's Mazda keeps PK-1184."
    )
    s.user("perfect, thanks")
    s.boundary(
        "the Civic's permit PK-1183 removed and the Tacoma's surface permit PK-1260 added, "
        "reported; the Mazda's PK-1184 untouched"
    )


def session_heat(s):
    """No heat with an infant: the urgent next-morning visit rejected; emergency dispatched."""
    greet(s)
    s.user(
        "Our heat is out. The thermostat screen is blank and it's 58 in here, I have a 4 month "
        "old. Elena Vasquez, Kestrel Point 5A. My dad in 5D has no heat either.",
        facts={"issue": {"what": "no heat, thermostat blank", "indoor_temp_f": 58, "infant": True}},
    )
    s.say(
        "I'm sorry, let's get someone out. To verify, please give me the phone number on your "
        "lease."
    )
    s.user("916-555-0188")
    s.call(
        "verify_resident",
        {
            "property": "Kestrel Point Apartments",
            "unit": "5A",
            "name": "Elena Vasquez",
            "phone": "+1 916-555-0188",
        },
        verified("RES-51064"),
        facts={
            "resident_id": "RES-51064",
            "resident": "Elena Vasquez",
            "unit": "5A",
            "lease_id": "LS-780247",
        },
    )
    s.call(
        "get_unit_work_orders",
        {"property": "Kestrel Point Apartments", "units": ["5A", "5D"], "status": "open"},
        {"work_orders": [work_order("WO-61031")]},
        facts={
            "work_orders": {"WO-61031": {"unit": "5D", "what": "no heat", "status": "dispatched"}}
        },
    )
    s.say(
        "Thanks, Elena. For 5D there's already an open no-heat request from this morning, "
        "WO-61031, and a technician is assigned to it, so your dad is covered. There's nothing "
        "open for 5A yet.\n\n"
        "On a Saturday evening the on-call tech handles emergencies only. I can put 5A first in "
        "line tomorrow morning as an urgent request."
    )
    s.confirm(
        "Here's the request:\n"
        "- Unit 5A, Kestrel Point: no heat, thermostat blank, 58°F inside\n"
        "- Priority: urgent\n"
        "- Visit: Sunday, November 17, 8 am-12 pm\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "create_work_order",
                {
                    "unit": "5A",
                    "property": "Kestrel Point Apartments",
                    "category": "heating",
                    "description": "no heat, thermostat blank, 58F inside",
                    "priority": "urgent",
                    "date": "2024-11-17",
                    "window": "08:00-12:00",
                },
            )
        ],
    )
    s.no(
        "No, tomorrow morning is not ok. It's 58 degrees and I have a baby, I can't wait all "
        "night. That's an emergency, I need somebody tonight."
    )
    s.say(
        "You're right: no heat below 60°F with an infant in the home meets our emergency "
        "criteria, so the on-call technician will come tonight. Can he go in if you're not "
        "home?",
        facts={"priority": "emergency"},
    )
    s.user(
        "He can go in if I'm not here, I might take the baby to my mom's. But please have him "
        "call me first.",
        facts={"entry": {"permission_to_enter": True, "call_first": True}},
    )
    s.confirm(
        "Updated request:\n"
        "- Unit 5A: no heat, thermostat blank, 58°F inside, infant in the home\n"
        "- Priority: emergency, on-call technician tonight\n"
        "- Entry: allowed if you're out, but he calls you first\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "create_work_order",
                {
                    "unit": "5A",
                    "property": "Kestrel Point Apartments",
                    "category": "heating",
                    "description": "no heat, thermostat blank, 58F inside, infant in home",
                    "priority": "emergency",
                    "dispatch": "on_call_tonight",
                    "permission_to_enter": True,
                    "notes": "call resident before entering",
                },
            )
        ],
    )
    s.yes("Yes submit it.")
    s.call(
        "create_work_order",
        {
            "unit": "5A",
            "property": "Kestrel Point Apartments",
            "category": "heating",
            "description": "no heat, thermostat blank, 58F inside, infant in home",
            "priority": "emergency",
            "dispatch": "on_call_tonight",
            "permission_to_enter": True,
            "notes": "call resident before entering",
        },
        {
            "status": "dispatched",
            "work_order_id": "WO-61042",
            "priority": "emergency",
            "technician": "Andre Coleman",
            "technician_phone": "+1 916-555-0163",
            "eta": "by 19:30",
            "permission_to_enter": True,
        },
        facts={"work_order_id": "WO-61042"},
    )
    s.say(
        "Done: emergency work order WO-61042. Andre Coleman, the on-call technician, is on his "
        "way and should be there by 7:30 pm; his number is (916) 555-0163. I've added that he "
        "must call you before going in. If he can't get the heat back tonight, we'll bring you "
        "a space heater from the maintenance shop."
    )
    s.user("ok thank you")
    s.boundary(
        "the urgent Sunday-morning request rejected by her; the emergency WO-61042 for 5A "
        "dispatched (by 7:30 pm) and reported; 5D has its own WO-61031, not acted on"
    )


def session_pet(s):
    """A dog registered, fee on the account not the card; one of two locker codes reissued."""
    greet(s)
    s.user(
        "Hi! I'm adopting a dog this Saturday and need to register her. Keisha Odom, Juniper "
        "Row 1114."
    )
    s.say(
        "How exciting! To verify, please tell me your date of birth and the last four of the "
        "phone on your lease."
    )
    s.user("June 3rd 1995, 0123")
    s.call(
        "verify_resident",
        {
            "property": "Juniper Row Lofts",
            "unit": "1114",
            "name": "Keisha Odom",
            "dob": "1995-06-03",
            "phone_last4": "0123",
        },
        verified("RES-46612"),
        facts={
            "resident_id": "RES-46612",
            "resident": "Keisha Odom",
            "unit": "1114",
            "lease_id": "LS-772095",
        },
    )
    s.call(
        "get_pet_policy",
        {"property": "Juniper Row Lofts", "unit": "1114"},
        {
            "max_pets": 2,
            "dog_weight_limit_lb": 60,
            "restricted_breeds": ["wolf hybrid"],
            "pet_fee": 350.0,
            "pet_fee_refundable": False,
            "pet_rent": 40.0,
            "documents": ["rabies certificate", "current photo"],
            "documents_due_days": 7,
            "pets_on_file": 0,
        },
    )
    s.say(
        "Thanks, Keisha. Juniper Row allows up to two pets; dogs up to 60 lb. Registering a pet "
        "costs a one-time, non-refundable $350.00 pet fee plus $40.00/month pet rent. We need "
        "her rabies certificate and a photo within 7 days of her arrival. Tell me about her: "
        "name, breed, age and weight?"
    )
    s.user(
        "Her name is Pepper, beagle mix, 2 years old, about 24 pounds. Can the $350 go on my "
        "account instead of my card? I'd rather pay it with November rent. And we might get a "
        "cat later but just the dog for now.",
        facts={
            "pet": {
                "name": "Pepper",
                "species": "dog",
                "breed": "beagle mix",
                "age": 2,
                "weight_lb": 24,
            },
        },
    )
    s.confirm(
        "Sure. Here's the registration:\n"
        "- Pepper, dog, beagle mix, 2 years, 24 lb, arriving Saturday, October 19\n"
        "- Pet fee: $350.00, billed to your resident account (not your card), due with "
        "November rent\n"
        "- Pet rent: $40.00/month starting November 1\n"
        "- Rabies certificate and photo due by October 26\n\n"
        "Shall I register her? (yes/no)",
        [
            (
                "register_pet",
                {
                    "resident_id": "RES-46612",
                    "name": "Pepper",
                    "species": "dog",
                    "breed": "beagle mix",
                    "weight_lb": 24,
                    "arrival": "2024-10-19",
                    "pet_fee": 350.0,
                    "fee_billing": "resident_account",
                    "pet_rent": 40.0,
                    "pet_rent_start": "2024-11-01",
                },
            )
        ],
        facts={"pet_fee": {"amount": 350.0, "billing": "resident_account", "due": "2024-11-01"}},
    )
    s.yes("Yes register her")
    s.call(
        "register_pet",
        {
            "resident_id": "RES-46612",
            "name": "Pepper",
            "species": "dog",
            "breed": "beagle mix",
            "weight_lb": 24,
            "arrival": "2024-10-19",
            "pet_fee": 350.0,
            "fee_billing": "resident_account",
            "pet_rent": 40.0,
            "pet_rent_start": "2024-11-01",
        },
        {
            "status": "registered",
            "pet_id": "PET-8821",
            "fee_charge_id": "CHG-41277",
            "fee_amount": 350.0,
            "fee_due": "2024-11-01",
            "pet_rent_start": "2024-11-01",
            "documents_due": "2024-10-26",
        },
        facts={"pet_id": "PET-8821"},
    )
    s.say(
        "Pepper is registered (PET-8821). The $350.00 fee is on your account as charge "
        "CHG-41277, due with November rent, and $40.00 pet rent starts November 1. Upload her "
        "rabies certificate and a photo in the portal by October 26. Only Pepper is on file; "
        "when the cat comes, just let us know. Anything else?"
    )
    s.user(
        "Yes actually, my package locker code isn't working. The text said locker 14 but the "
        "code doesn't open it"
    )
    s.call(
        "get_packages",
        {"resident_id": "RES-46612"},
        {
            "packages": [
                {
                    "locker": "14",
                    "carrier": "UPS",
                    "delivered": "2024-10-10",
                    "code_status": "expired",
                    "code_expired": "2024-10-14",
                    "return_to_carrier": "2024-10-17",
                },
                {
                    "locker": "31",
                    "carrier": "USPS",
                    "delivered": "2024-10-15",
                    "code_status": "active",
                    "code_expires": "2024-10-18",
                },
            ]
        },
        facts={
            "packages": {
                "14": {"carrier": "UPS", "code": "expired", "return_to_carrier": "2024-10-17"},
                "31": {"carrier": "USPS", "code": "active"},
            }
        },
    )
    s.confirm(
        "You have two packages: a UPS package in locker 14, delivered October 10, whose code "
        "expired yesterday (it goes back to UPS on October 17 if not picked up), and a USPS "
        "package in locker 31 from today, whose code still works. I can issue a new code for "
        "locker 14, valid 3 days and texted to 916-555-0123. Shall I? (yes/no)",
        [("reissue_locker_code", {"resident_id": "RES-46612", "locker": "14", "valid_days": 3})],
    )
    s.yes("yes please")
    s.call(
        "reissue_locker_code",
        {"resident_id": "RES-46612", "locker": "14", "valid_days": 3},
        {
            "status": "reissued",
            "locker": "14",
            "code": "730615",
            "valid_through": "2024-10-18",
            "sent_to": "+1 916-555-0123",
        },
    )
    s.say(
        "New code for locker 14: 730615, good through October 18, and texted to you. Locker "
        "31's code is unchanged."
    )
    s.boundary(
        "Pepper registered (fee $350 on the account, not the card) and reported; locker 14's "
        "code reissued and reported; locker 31 untouched; no cat registered"
    )


def session_roommate(s):
    """A co-leaseholder invitation (fee paid by him); the bigger storage unit proposed."""
    greet(s)
    s.user(
        "Hi, I want to add my boyfriend to my lease. Like actually on the lease, not just "
        "living here. Hannah Cho, Wrenfield A302"
    )
    s.say("Sure thing, Hannah. To verify, please give me your date of birth and your lease email.")
    s.user("7/19/1996 and hannah.cho@example.net")
    s.call(
        "verify_resident",
        {
            "property": "Wrenfield Commons",
            "unit": "A-302",
            "name": "Hannah Cho",
            "dob": "1996-07-19",
            "email": "hannah.cho@example.net",
        },
        verified("RES-45572"),
        facts={
            "resident_id": "RES-45572",
            "resident": "Hannah Cho",
            "unit": "A-302",
            "lease_id": "LS-755014",
        },
    )
    s.call("get_lease", {"lease_id": "LS-755014"}, lease("LS-755014"))
    s.say(
        "Thanks. Your lease LS-755014 runs to June 30, 2025 at $1,760/month, with you as the "
        "only leaseholder. There are two ways to add someone:\n"
        "- as an occupant: he lives there, but isn't responsible for the lease;\n"
        "- as a co-leaseholder: he applies and is screened, there's a $50.00 application fee, "
        "and once approved you both sign an amendment and are jointly responsible for the rent.\n"
        "What's his name and email?"
    )
    s.user(
        "Co-leaseholder. Felix Brandt, felix.brandt@example.net. The fee is his, don't put it on "
        "my account, he'll pay it when he applies",
        facts={
            "roommate": {
                "name": "Felix Brandt",
                "email": "felix.brandt@example.net",
                "role": "co-leaseholder",
                "fee_paid_by": "applicant",
            }
        },
    )
    s.confirm(
        "Here's the invitation:\n"
        "- Lease LS-755014, Wrenfield Commons A-302\n"
        "- Add Felix Brandt as co-leaseholder\n"
        "- Application link sent to felix.brandt@example.net\n"
        "- $50.00 application fee paid by Felix when he applies, nothing on your account\n"
        "- Rent stays $1,760/month\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "invite_co_applicant",
                {
                    "lease_id": "LS-755014",
                    "name": "Felix Brandt",
                    "email": "felix.brandt@example.net",
                    "role": "co-leaseholder",
                    "application_fee": 50.0,
                    "fee_payer": "applicant",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "invite_co_applicant",
        {
            "lease_id": "LS-755014",
            "name": "Felix Brandt",
            "email": "felix.brandt@example.net",
            "role": "co-leaseholder",
            "application_fee": 50.0,
            "fee_payer": "applicant",
        },
        {
            "status": "invitation_sent",
            "application_id": "APP-67310",
            "sent_to": "felix.brandt@example.net",
            "expires": "2024-11-25",
            "fee_payer": "applicant",
        },
        facts={"application_id": "APP-67310"},
    )
    s.say(
        "Sent! Felix's application is APP-67310. The link in his email expires November 25. "
        "Screening usually takes 2-3 business days after he submits. Once he's approved, you'll "
        "both get the lease amendment to sign."
    )
    s.user(
        "Cool. Also he has a bunch of stuff, do you have storage units? We'd want one starting "
        "December 1st"
    )
    s.call(
        "get_storage_availability",
        {"property": "Wrenfield Commons", "from": "2024-12-01"},
        {
            "units": [
                {"storage_id": "S-12", "size": "4x6 ft", "monthly": 40.0, "building": "A"},
                {"storage_id": "S-27", "size": "5x10 ft", "monthly": 65.0, "building": "C"},
            ]
        },
        facts={
            "storage": {
                "S-12": {"size": "4x6", "monthly": 40.0},
                "S-27": {"size": "5x10", "monthly": 65.0},
            }
        },
    )
    s.say(
        "Two are free from December 1:\n"
        "- S-12, 4x6 ft, in building A (your building), $40/month\n"
        "- S-27, 5x10 ft, in building C, $65/month\n\n"
        "S-12 is closer if you'd rather not walk over to C."
    )
    s.user("The bigger one. He has a bike and boxes", facts={"storage_choice": "S-27"})
    s.confirm(
        "To confirm:\n"
        "- Storage unit S-27 (5x10 ft, building C), $65.00/month added to your rent\n"
        "- Starting December 1, 2024, month to month\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_storage_unit",
                {
                    "lease_id": "LS-755014",
                    "storage_id": "S-27",
                    "monthly": 65.0,
                    "start": "2024-12-01",
                },
            )
        ],
    )
    s.boundary(
        "the co-leaseholder invitation (APP-67310, fee paid by Felix) sent and reported; "
        "storage S-27 (the bigger one) proposed and pending; S-12 only suggested by the agent"
    )


def session_deposit(s):
    """A deposit statement: refund switched to direct deposit; the wall charge disputed."""
    greet(s)
    s.user(
        "Hi, I moved out of Kestrel Point 4B at the end of August and got my deposit statement. "
        "I have a problem with one of the charges. Ben Adeyemi."
    )
    s.say(
        "Hi Ben. To verify, please give me your date of birth and the phone number you had on "
        "the lease."
    )
    s.user("2/14/87, 916.555.0192")
    s.call(
        "verify_resident",
        {
            "property": "Kestrel Point Apartments",
            "unit": "4B",
            "name": "Ben Adeyemi",
            "dob": "1987-02-14",
            "phone": "+1 916-555-0192",
        },
        verified("RES-38820"),
        facts={
            "resident_id": "RES-38820",
            "resident": "Ben Adeyemi",
            "unit": "4B",
            "lease_id": "LS-731876",
        },
    )
    s.call(
        "get_deposit_statement",
        {"resident_id": "RES-38820"},
        {
            "statement_id": "DEP-7714",
            "move_out": "2024-08-31",
            "issued": "2024-09-20",
            "deposit": 1500.0,
            "deductions": [
                {"line": 1, "what": "carpet cleaning, bedroom", "amount": 180.0},
                {"line": 2, "what": "drywall repair, living room", "amount": 95.0},
                {"line": 3, "what": "water/sewer, August 2024", "amount": 42.18},
            ],
            "total_deductions": 317.18,
            "refund": 1182.82,
            "refund_status": "scheduled",
            "refund_method": "check",
            "refund_date": "2024-10-01",
            "mail_to": "88 Larkin Way, Davis, CA 95616",
        },
        facts={
            "deposit": {
                "statement_id": "DEP-7714",
                "deposit": 1500.0,
                "carpet": 180.0,
                "drywall": 95.0,
                "water_sewer": 42.18,
                "refund": 1182.82,
                "refund_date": "2024-10-01",
            }
        },
    )
    s.say(
        "Thanks, Ben. Statement DEP-7714 for 4B: your $1,500.00 deposit, less:\n"
        "1. Carpet cleaning, bedroom: $180.00\n"
        "2. Drywall repair, living room: $95.00\n"
        "3. Water/sewer for August: $42.18\n\n"
        "That leaves a refund of $1,182.82, scheduled to go out tomorrow, October 1, as a check "
        "to 88 Larkin Way, Davis. Which charge is the problem?"
    )
    s.user(
        "The drywall one. That hole was there when I moved in, it's in my move-in photos. The "
        "carpet is fair, I'm not fighting that. And can I get the refund by direct deposit "
        "instead of a check? Checking account at Golden State Bank, routing 321177589, account "
        "ending 6604.",
        facts={
            "refund_method": {
                "method": "direct_deposit",
                "bank": "Golden State Bank",
                "account_last4": "6604",
            }
        },
    )
    s.confirm(
        "I can do both:\n"
        "- Switch refund DEP-7714 to direct deposit, Golden State Bank checking ending 6604\n"
        "- Open a dispute on line 2, drywall repair, $95.00: pre-existing damage documented in "
        "your move-in photos\n\n"
        "The undisputed part isn't held up by the dispute: the $1,182.82 goes out on schedule. "
        "If the dispute is decided in your favor, the $95.00 is paid separately. Shall I go "
        "ahead with both? (yes/no)",
        [
            (
                "update_refund_method",
                {
                    "statement_id": "DEP-7714",
                    "method": "direct_deposit",
                    "routing": "321177589",
                    "account_last4": "6604",
                },
            ),
            (
                "open_deposit_dispute",
                {
                    "statement_id": "DEP-7714",
                    "line": 2,
                    "amount": 95.0,
                    "reason": "pre-existing damage, documented in move-in photos",
                },
            ),
        ],
    )
    s.yes("Yes, both")
    s.call(
        "update_refund_method",
        {
            "statement_id": "DEP-7714",
            "method": "direct_deposit",
            "routing": "321177589",
            "account_last4": "6604",
        },
        {
            "status": "updated",
            "statement_id": "DEP-7714",
            "method": "direct_deposit",
            "account_last4": "6604",
            "amount": 1182.82,
            "expected_by": "2024-10-03",
        },
    )
    s.call(
        "open_deposit_dispute",
        {
            "statement_id": "DEP-7714",
            "line": 2,
            "amount": 95.0,
            "reason": "pre-existing damage, documented in move-in photos",
        },
        {
            "status": "open",
            "dispute_id": "DSP-2290",
            "line": 2,
            "amount": 95.0,
            "decision_by": "2024-10-14",
            "upload_link_sent_to": "ben.adeyemi@example.net",
        },
        facts={"dispute": {"dispute_id": "DSP-2290", "amount": 95.0, "decision_by": "2024-10-14"}},
    )
    s.say(
        "Both done. Your $1,182.82 refund will go by direct deposit to Golden State Bank ending "
        "6604, expected by October 3; no check will be mailed. Dispute DSP-2290 is open for the "
        "$95.00 drywall charge. We've emailed ben.adeyemi@example.net a link to upload your "
        "move-in photos, and you'll get a decision by October 14."
    )
    s.user("Thanks, I'll upload them tonight.")
    s.boundary(
        "the refund switched to direct deposit ($1,182.82, by Oct 3) and the drywall dispute "
        "DSP-2290 ($95) opened, both reported; the carpet charge not disputed"
    )


SCRIPTS = {
    "parking": session_parking,
    "heat": session_heat,
    "pet": session_pet,
    "roommate": session_roommate,
    "deposit": session_deposit,
}
