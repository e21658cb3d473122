"""Session scripts, part 1: fnol, rental, payout and endorse.

Each script plays one invented session at the claims desk of Larkspur Mutual Home & Auto
(policyholders, policy numbers, claim ids, VINs, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from catalog import claim, policy, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Larkspur Mutual claims desk. I can help with a new claim, an "
        "existing claim or your policy. What can I do for you?"
    )


def session_fnol(s):
    """A hit-and-run on the CR-V (not the truck): no rental; inspection moved to her office."""
    greet(s)
    s.user(
        "Hi. Somebody backed into my car in the Safeway parking lot on Saturday and just drove "
        "off. I need to report it. My policy number is PA 2041 7733."
    )
    s.say(
        "I'm sorry that happened. Before we start I need to verify you: please give me the "
        "policyholder's full name and date of birth."
    )
    s.user("Renata Okafor, 3/14/1986.")
    s.call(
        "verify_policyholder",
        {"policy_id": "PA-20417733", "name": "Renata Okafor", "dob": "1986-03-14"},
        verified("PA-20417733"),
        facts={"policy_id": "PA-20417733", "policyholder": "Renata Okafor"},
    )
    pol = policy("PA-20417733")
    s.call(
        "get_policy",
        {"policy_id": "PA-20417733"},
        pol,
        facts={
            "vehicles": {
                "VEH-1": {
                    "vehicle": "2019 Honda CR-V EX",
                    "vin": "5J6RW2H89KL003417",
                    "collision_deductible": 500.0,
                    "comprehensive_deductible": 250.0,
                    "rental_daily_limit": 40.0,
                },
                "VEH-2": {
                    "vehicle": "2016 Ford F-150 XLT",
                    "vin": "1FTEW1EF4GFA55219",
                    "collision_deductible": 1000.0,
                    "comprehensive_deductible": 500.0,
                    "rental_daily_limit": None,
                },
            }
        },
    )
    s.say(
        "Thank you, Renata. Two vehicles are on policy PA-20417733: the 2019 Honda CR-V "
        "(plate OR 482 KMT) and the 2016 Ford F-150 (plate OR 319 BRX). Which one was hit? And "
        "please tell me when and where it happened, what the damage is, and whether you made a "
        "police report."
    )
    s.user(
        "The CR-V. Saturday the 3rd around 2 in the afternoon, at the Safeway on SE Hawthorne. "
        "The rear bumper is pushed in and the tailgate doesn't close right anymore. I did file a "
        "police report, it's 24-118302.",
        facts={
            "vehicle_id": "VEH-1",
            "loss": {
                "date": "2024-08-03",
                "time": "14:00",
                "location": "Safeway, SE Hawthorne Blvd, Portland, OR",
                "description": "rear bumper pushed in, tailgate does not close",
                "police_report": "24-118302",
            },
        },
    )
    s.say(
        "Thanks. Since the other driver left and isn't identified, this goes under the CR-V's "
        "collision coverage, which has a $500 deductible. If the police find the driver, we'll "
        "try to recover your deductible from their insurer. The CR-V also has rental "
        "reimbursement: up to $40 a day, $1,200 at most, while it's being repaired. Would you "
        "like a rental car set up as part of the claim?",
        facts={"coverage": "collision", "deductible": 500.0},
    )
    s.user(
        "No rental needed, I can drive my husband's truck for now. Just open the claim please.",
        facts={"rental": {"requested": False}},
    )
    s.confirm(
        "Here is the claim I'll file:\n"
        "- Policy: PA-20417733, 2019 Honda CR-V (VIN 5J6RW2H89KL003417)\n"
        "- Loss: August 3, 2024, about 2:00 pm, Safeway, SE Hawthorne Blvd, Portland\n"
        "- What happened: hit while parked, other driver left (police report 24-118302)\n"
        "- Damage: rear bumper and tailgate\n"
        "- Coverage: collision, $500 deductible\n"
        "- Rental: none requested\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_claim",
                {
                    "policy_id": "PA-20417733",
                    "vehicle_vin": "5J6RW2H89KL003417",
                    "loss_date": "2024-08-03",
                    "loss_type": "collision_hit_and_run",
                    "location": "Safeway, SE Hawthorne Blvd, Portland, OR",
                    "police_report": "24-118302",
                    "rental_requested": False,
                },
            )
        ],
    )
    s.yes("Yes, file it.")
    s.call(
        "file_claim",
        {
            "policy_id": "PA-20417733",
            "vehicle_vin": "5J6RW2H89KL003417",
            "loss_date": "2024-08-03",
            "loss_type": "collision_hit_and_run",
            "location": "Safeway, SE Hawthorne Blvd, Portland, OR",
            "police_report": "24-118302",
            "rental_requested": False,
        },
        {
            "status": "open",
            "claim_id": "CLM-6604418",
            "policy_id": "PA-20417733",
            "coverage": "collision",
            "deductible": 500.0,
            "adjuster": {"name": "Dev Malhotra", "phone": "+1 503-555-0170"},
            "next_step": "vehicle inspection",
        },
        facts={"claim_id": "CLM-6604418", "adjuster": "Dev Malhotra"},
    )
    s.say(
        "Your claim is open: CLM-6604418. Your adjuster is Dev Malhotra, (503) 555-0170. The "
        "collision deductible of $500 applies, and no rental is attached. The next step is an "
        "inspection of the CR-V so Dev can write the estimate. Would you like to book it now?"
    )
    s.boundary(
        "the claim on the CR-V filed and reported; she declined a rental (she drives her "
        "husband's truck); the F-150 is not involved"
    )
    s.user("Sure. What's available? I work until 4 most days.")
    s.call(
        "get_adjuster_slots",
        {"claim_id": "CLM-6604418", "zip": "97214", "from": "2024-08-06", "to": "2024-08-09"},
        {
            "adjuster": "Dev Malhotra",
            "slots": [
                {"date": "2024-08-06", "window": "09:00-11:00", "type": "field"},
                {"date": "2024-08-07", "window": "16:30-18:00", "type": "field"},
                {"date": "2024-08-08", "window": "10:00-12:00", "type": "field"},
                {
                    "date": "2024-08-09",
                    "window": "17:00-19:00",
                    "type": "drive_in",
                    "location": "Larkspur Drive-In Center, 1120 SE Grand Ave, Portland",
                },
            ],
        },
    )
    s.say(
        "Dev has these openings:\n"
        "- Tue Aug 6, 9:00-11:00 am (he comes to the car)\n"
        "- Wed Aug 7, 4:30-6:00 pm (he comes to the car)\n"
        "- Thu Aug 8, 10:00 am-12:00 pm (he comes to the car)\n"
        "- Fri Aug 9, 5:00-7:00 pm at our Drive-In Center, 1120 SE Grand Ave\n\n"
        "Given your hours, Wednesday at 4:30 would probably suit you best."
    )
    s.user(
        "Wednesday the 7th, 4:30 works.",
        facts={"inspection": {"date": "2024-08-07", "time": "16:30"}},
    )
    s.confirm(
        "To confirm the inspection:\n"
        "- Claim CLM-6604418, 2019 Honda CR-V\n"
        "- Wednesday, August 7, 4:30-6:00 pm\n"
        "- Where: your address on file, 1837 SE Alder St, Portland, OR 97214\n"
        "- Dev will call about 30 minutes before he arrives\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_inspection",
                {
                    "claim_id": "CLM-6604418",
                    "date": "2024-08-07",
                    "window": "16:30-18:00",
                    "type": "field",
                    "address": "1837 SE Alder St, Portland, OR 97214",
                },
            )
        ],
    )
    s.no(
        "Oh, no, not at home, I won't be there. Can he come to my work? 915 SW Morrison St, "
        "Portland. The car's in the garage under the building, level P2."
    )
    s.confirm(
        "Of course. Updated:\n"
        "- Claim CLM-6604418, 2019 Honda CR-V\n"
        "- Wednesday, August 7, 4:30-6:00 pm\n"
        "- Where: 915 SW Morrison St, Portland, OR 97205, parking garage level P2\n"
        "- Dev will call about 30 minutes before he arrives\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_inspection",
                {
                    "claim_id": "CLM-6604418",
                    "date": "2024-08-07",
                    "window": "16:30-18:00",
                    "type": "field",
                    "address": "915 SW Morrison St, Portland, OR 97205 (garage level P2)",
                },
            )
        ],
        facts={
            "inspection": {
                "date": "2024-08-07",
                "window": "16:30-18:00",
                "address": "915 SW Morrison St, Portland, OR 97205 (garage level P2)",
            }
        },
    )
    s.yes("Yes, that's right.")
    s.call(
        "schedule_inspection",
        {
            "claim_id": "CLM-6604418",
            "date": "2024-08-07",
            "window": "16:30-18:00",
            "type": "field",
            "address": "915 SW Morrison St, Portland, OR 97205 (garage level P2)",
        },
        {
            "status": "booked",
            "inspection_id": "INS-41502",
            "claim_id": "CLM-6604418",
            "adjuster": "Dev Malhotra",
            "date": "2024-08-07",
            "window": "16:30-18:00",
            "address": "915 SW Morrison St, Portland, OR 97205 (garage level P2)",
        },
        facts={"inspection_id": "INS-41502"},
    )
    s.boundary(
        "the inspection at her home rejected by her correction; the inspection at her office "
        "(Aug 7, 16:30-18:00) executed, not reported yet"
    )
    s.say(
        "Booked: inspection INS-41502 on Wednesday, August 7, 4:30-6:00 pm at 915 SW Morrison "
        "St, garage level P2. Dev will call before he comes."
    )


def session_rental(s):
    """A rental fully covered, nothing out of pocket; then a shop, not Flatirons."""
    greet(s)
    s.user(
        "Hi, my claim number is CLM 6591207. The adjuster looked at my Outback on Friday and "
        "says it's not drivable. I need a rental, and I need to know where to take the car."
    )
    s.say("I can help with both. To verify, please give me your full name and home zip code.")
    s.user("Maya Lindqvist, 80303.")
    s.call(
        "verify_policyholder",
        {"claim_id": "CLM-6591207", "name": "Maya Lindqvist", "zip": "80303"},
        verified("PA-31180562"),
        facts={
            "policy_id": "PA-31180562",
            "policyholder": "Maya Lindqvist",
            "claim_id": "CLM-6591207",
        },
    )
    s.call(
        "get_claim",
        {"claim_id": "CLM-6591207"},
        claim("CLM-6591207"),
        facts={"deductible": 500.0, "estimate": 4318.6},
    )
    s.call(
        "get_rental_options",
        {"claim_id": "CLM-6591207", "zip": "80303", "start_date": "2024-08-06"},
        {
            "coverage": {"daily_limit": 30.0, "max_total": 900.0},
            "vendor": "Nimbus Car Rental",
            "branch": "1905 28th St, Boulder, CO 80301",
            "billing": "direct_bill",
            "options": [
                {"class": "economy", "example": "Nissan Versa", "daily_rate": 29.0},
                {"class": "compact", "example": "Toyota Corolla", "daily_rate": 34.0},
                {"class": "midsize_suv", "example": "Toyota RAV4", "daily_rate": 52.0},
            ],
        },
    )
    s.say(
        "Thanks, Maya. Your claim CLM-6591207 (the Outback, July 30 guardrail collision) has "
        "an estimate of $4,318.60 and a $500 deductible. Your policy's rental reimbursement "
        "pays up to $30 a day, $900 in total. Nimbus Car Rental at 1905 28th St bills us "
        "directly. Their classes:\n"
        "- Economy (Nissan Versa or similar): $29/day, fully covered\n"
        "- Compact (Toyota Corolla or similar): $34/day, you'd pay $4/day\n"
        "- Midsize SUV (Toyota RAV4 or similar): $52/day, you'd pay $22/day\n\n"
        "Which would you like?"
    )
    s.user(
        "I don't want to pay anything out of pocket, so whatever's fully covered. I can pick it "
        "up tomorrow morning."
    )
    s.confirm(
        "Here's the rental authorization:\n"
        "- Claim CLM-6591207\n"
        "- Nimbus Car Rental, 1905 28th St, Boulder: economy class, $29.00/day, billed to "
        "Larkspur directly\n"
        "- Pick-up: tomorrow, August 6, from 8:00 am\n"
        "- Authorized for up to 30 days or until the repair is done, whichever comes first "
        "($870 at most, within your $900 limit)\n\n"
        "Shall I authorize it? (yes/no)",
        [
            (
                "authorize_rental",
                {
                    "claim_id": "CLM-6591207",
                    "vendor": "Nimbus Car Rental",
                    "branch": "1905 28th St, Boulder, CO 80301",
                    "class": "economy",
                    "daily_rate": 29.0,
                    "start_date": "2024-08-06",
                    "max_days": 30,
                },
            )
        ],
        facts={"rental": {"class": "economy", "daily_rate": 29.0, "start_date": "2024-08-06"}},
    )
    s.yes("Yes please.")
    s.call(
        "authorize_rental",
        {
            "claim_id": "CLM-6591207",
            "vendor": "Nimbus Car Rental",
            "branch": "1905 28th St, Boulder, CO 80301",
            "class": "economy",
            "daily_rate": 29.0,
            "start_date": "2024-08-06",
            "max_days": 30,
        },
        {
            "status": "authorized",
            "authorization_id": "RA-558120",
            "reservation": "NB-77310Q",
            "class": "economy",
            "daily_rate": 29.0,
            "pickup": "2024-08-06T08:00",
            "max_days": 30,
            "billing": "direct_bill",
        },
        facts={
            "rental": {
                "class": "economy",
                "daily_rate": 29.0,
                "start_date": "2024-08-06",
                "authorization_id": "RA-558120",
                "reservation": "NB-77310Q",
            }
        },
    )
    s.say(
        "Done. Your rental is authorized (RA-558120), reservation NB-77310Q at Nimbus, 1905 "
        "28th St. Pick it up from 8 am tomorrow, August 6; bring your license. Nimbus bills us "
        "at $29/day, so you won't pay anything unless you upgrade or go past 30 days.\n\n"
        "Now, the repair shop: do you have a preference?"
    )
    s.boundary("the economy rental (nothing out of pocket) authorized and reported")
    s.user(
        "Something near work would be easiest, I'm downtown off Pearl Street. But NOT Flatirons "
        "Collision, I had a bad experience with them last year."
    )
    s.call(
        "list_repair_shops",
        {"zip": "80302", "network": "preferred", "make": "Subaru"},
        {
            "shops": [
                {
                    "shop_id": "SHP-2207",
                    "name": "Pearl Street Auto Body",
                    "address": "1650 Pearl St, Boulder, CO 80302",
                    "distance_mi": 0.4,
                    "first_opening": "2024-08-08",
                    "warranty": "lifetime on workmanship",
                },
                {
                    "shop_id": "SHP-2231",
                    "name": "Flatirons Collision Center",
                    "address": "3240 Walnut St, Boulder, CO 80301",
                    "distance_mi": 1.6,
                    "first_opening": "2024-08-07",
                    "warranty": "lifetime on workmanship",
                },
                {
                    "shop_id": "SHP-2264",
                    "name": "Boulder Valley Paint & Body",
                    "address": "5505 Arapahoe Ave, Boulder, CO 80303",
                    "distance_mi": 3.1,
                    "first_opening": "2024-08-12",
                    "warranty": "lifetime on workmanship",
                },
            ]
        },
    )
    s.say(
        "Leaving Flatirons Collision out, the preferred shops near Pearl Street are:\n"
        "- Pearl Street Auto Body (SHP-2207), 1650 Pearl St, 0.4 mi, can start Thursday, Aug 8\n"
        "- Boulder Valley Paint & Body (SHP-2264), 5505 Arapahoe Ave, 3.1 mi, can start Mon, "
        "Aug 12\n\n"
        "Both guarantee their work for life, and we pay a preferred shop directly, minus your "
        "$500 deductible, which you pay the shop."
    )
    s.user(
        "Pearl Street, obviously, I can walk there. Can you get the car towed there? It's "
        "sitting in front of my house.",
        facts={"shop_id": "SHP-2207"},
    )
    s.confirm(
        "Here's the assignment:\n"
        "- Claim CLM-6591207, 2022 Subaru Outback\n"
        "- Shop: Pearl Street Auto Body (SHP-2207), 1650 Pearl St, Boulder; work can start "
        "August 8\n"
        "- Tow: from 4471 Baseline Rd to the shop, covered under the claim\n"
        "- Estimate on file: $4,318.60; you pay the shop your $500 deductible\n\n"
        "Shall I assign the shop and order the tow? (yes/no)",
        [
            (
                "assign_repair_shop",
                {
                    "claim_id": "CLM-6591207",
                    "shop_id": "SHP-2207",
                    "tow": True,
                    "tow_from": "4471 Baseline Rd, Boulder, CO 80303",
                },
            )
        ],
    )
    s.boundary(
        "the rental executed; the assignment to Pearl Street Auto Body with a tow is proposed "
        "and pending; Flatirons Collision excluded by her"
    )


def session_payout(s):
    """A settlement paid by direct deposit: the bank returns it; a check to the same address."""
    greet(s)
    s.user(
        "Hi! I accepted the settlement on my water damage claim yesterday. When do I get paid? "
        "I'd like it direct deposited if that's possible. Claim is 6550934."
    )
    s.say("Happy to check. To verify, please tell me your full name and your date of birth.")
    s.user("Anita Desai-Moreno, November 2nd 1974.")
    s.call(
        "verify_policyholder",
        {"claim_id": "CLM-6550934", "name": "Anita Desai-Moreno", "dob": "1974-11-02"},
        verified("PH-50372218"),
        facts={
            "policy_id": "PH-50372218",
            "policyholder": "Anita Desai-Moreno",
            "claim_id": "CLM-6550934",
        },
    )
    s.call(
        "get_claim",
        {"claim_id": "CLM-6550934"},
        claim("CLM-6550934"),
        facts={
            "settlement": {
                "dwelling": 7615.0,
                "personal_property": 1625.0,
                "deductible": 1000.0,
                "net_payable": 8240.0,
            },
            "deductible": 1000.0,
        },
    )
    s.call(
        "get_payment_options",
        {"policy_id": "PH-50372218"},
        {
            "direct_deposit": [
                {
                    "bank_account_id": "BA-7781",
                    "bank": "Cascade Federal Credit Union",
                    "type": "checking",
                    "last4": "4410",
                    "added": "2022-03-15",
                }
            ],
            "check": {"payee": "Anita Desai-Moreno", "mail_to": "2290 Larch Way, Bend, OR 97701"},
        },
        facts={
            "payout_methods": {
                "BA-7781": "Cascade Federal Credit Union checking ending 4410",
                "check": "mailed to 2290 Larch Way, Bend, OR 97701",
            }
        },
    )
    s.say(
        "Thanks, Anita. The settlement you accepted on August 4 for claim CLM-6550934 (burst "
        "supply line, July 12) is:\n"
        "- Dwelling: $7,615.00\n"
        "- Personal property: $1,625.00\n"
        "- Less your $1,000.00 deductible (applied once)\n"
        "- Net payable: $8,240.00\n\n"
        "There's no mortgage company on the policy, so it's paid to you alone. For direct "
        "deposit I have your Cascade Federal Credit Union checking ending in 4410 on file. "
        "Should it go there?"
    )
    s.user("Yes, that account.", facts={"payout_method": "BA-7781"})
    s.confirm(
        "To confirm the payment:\n"
        "- Claim CLM-6550934\n"
        "- Amount: $8,240.00 to Anita Desai-Moreno\n"
        "- Method: direct deposit to Cascade Federal Credit Union checking ending 4410\n"
        "- Funds usually arrive within 1-2 business days\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "issue_payment",
                {
                    "claim_id": "CLM-6550934",
                    "amount": 8240.0,
                    "payee": "Anita Desai-Moreno",
                    "method": "direct_deposit",
                    "bank_account_id": "BA-7781",
                },
            )
        ],
    )
    s.yes("Yes, send it.")
    s.call(
        "issue_payment",
        {
            "claim_id": "CLM-6550934",
            "amount": 8240.0,
            "payee": "Anita Desai-Moreno",
            "method": "direct_deposit",
            "bank_account_id": "BA-7781",
        },
        {
            "error": "ACH_ACCOUNT_CLOSED",
            "message": (
                "Payment not sent: the pre-note to Cascade Federal Credit Union account ending "
                "4410 was returned R02 (account closed). No funds left Larkspur."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed direct deposit of $8,240.00 returned an error (account closed; ledger: "
        "executed); the agent has not reported it yet"
    )
    s.say(
        "I'm sorry, the direct deposit didn't go through: Cascade Federal returned it because "
        "the account ending in 4410 is closed. No money was sent, so nothing is lost. I can mail "
        "you a check to 2290 Larch Way, or you can add a new bank account in the Larkspur app "
        "and we try the deposit again."
    )
    s.user(
        "Oh no, I closed that account in June, I totally forgot. Just mail me a check then. "
        "Same address, I haven't moved.",
        facts={"payout_method": "check"},
    )
    s.confirm(
        "To confirm the payment:\n"
        "- Claim CLM-6550934\n"
        "- Amount: $8,240.00, check payable to Anita Desai-Moreno\n"
        "- Mailed by standard mail to 2290 Larch Way, Bend, OR 97701\n"
        "- A check usually arrives in 5-7 business days\n\n"
        "Shall I issue the check? (yes/no)",
        [
            (
                "issue_payment",
                {
                    "claim_id": "CLM-6550934",
                    "amount": 8240.0,
                    "payee": "Anita Desai-Moreno",
                    "method": "check",
                    "mail_to": "2290 Larch Way, Bend, OR 97701",
                },
            )
        ],
    )
    s.yes("Yes, go ahead.")
    s.boundary(
        "the direct deposit failed and was reported; the user said yes to the check, no call yet"
    )


def session_endorse(s):
    """Add the daughter from Sep 1 (executed); the Corolla turned down, not bought yet."""
    greet(s)
    s.user(
        "Hi, my daughter just got her driver's license and I need to add her to our car "
        "insurance. We're probably also buying her a used Corolla. Policy PA-27719054."
    )
    s.say("Congratulations to her! To verify, please give me your name and the garaging zip code.")
    s.user("Patrick Nwosu, 97211.")
    s.call(
        "verify_policyholder",
        {"policy_id": "PA-27719054", "name": "Patrick Nwosu", "zip": "97211"},
        verified("PA-27719054"),
        facts={"policy_id": "PA-27719054", "policyholder": "Patrick Nwosu"},
    )
    s.call("get_policy", {"policy_id": "PA-27719054"}, policy("PA-27719054"))
    s.say(
        "Thanks, Patrick. Your policy runs June 15 to December 15, 2024, with you and Adaeze "
        "as drivers and the 2018 Mazda CX-5. What's your daughter's full name, date of birth "
        "and license number? And when should she be covered from?"
    )
    s.user(
        "Grace Nwosu, born May 2nd 2008, Oregon license 8841207. She won't drive on her own "
        "until school starts, so start her September 1st, not today. No point paying for "
        "August.",
        facts={
            "driver": {"name": "Grace Nwosu", "dob": "2008-05-02", "license": "OR 8841207"},
            "effective_date": "2024-09-01",
        },
    )
    s.call(
        "quote_endorsement",
        {
            "policy_id": "PA-27719054",
            "change": "add_driver",
            "driver_name": "Grace Nwosu",
            "dob": "2008-05-02",
            "effective_date": "2024-09-01",
        },
        {
            "change": "add_driver",
            "effective_date": "2024-09-01",
            "premium_change": 318.4,
            "through": "2024-12-15",
            "discounts_available": [
                {"code": "GOOD_STUDENT", "percent": 10, "proof": "report card"}
            ],
        },
    )
    s.say(
        "Adding Grace from September 1 through the end of the term (December 15) adds $318.40. "
        "If she has a B average or better, I'd suggest the good-student discount: 10% off her "
        "share, which brings it to $286.56. We'd need a copy of her latest report card within "
        "30 days."
    )
    s.user("She has a 3.7, so yes. I'll send the report card.")
    s.confirm(
        "To confirm the change to policy PA-27719054:\n"
        "- Add driver: Grace Nwosu, born 2008-05-02, Oregon license 8841207\n"
        "- Effective: September 1, 2024\n"
        "- Good-student discount: applied, report card due within 30 days\n"
        "- Premium change: +$286.56 through December 15\n\n"
        "Shall I add her? (yes/no)",
        [
            (
                "add_driver",
                {
                    "policy_id": "PA-27719054",
                    "driver_name": "Grace Nwosu",
                    "dob": "2008-05-02",
                    "license": "OR 8841207",
                    "effective_date": "2024-09-01",
                    "good_student": True,
                },
            )
        ],
        facts={"premium_change": 286.56},
    )
    s.yes("Yes, add her.")
    s.call(
        "add_driver",
        {
            "policy_id": "PA-27719054",
            "driver_name": "Grace Nwosu",
            "dob": "2008-05-02",
            "license": "OR 8841207",
            "effective_date": "2024-09-01",
            "good_student": True,
        },
        {
            "status": "endorsed",
            "endorsement_id": "END-7720419",
            "effective_date": "2024-09-01",
            "premium_change": 286.56,
            "billed": "next installment, 2024-09-15",
            "pending_proof": {"GOOD_STUDENT": "report card due 2024-09-11"},
        },
        facts={"endorsement_id": "END-7720419"},
    )
    s.say(
        "Done: Grace is on the policy from September 1 (endorsement END-7720419). The $286.56 "
        "will be added to your next installment on September 15. Please send her report card "
        "by September 11 to keep the good-student discount.\n\n"
        "About the Corolla: do you have its VIN? I can quote it now."
    )
    s.user(
        "Yeah, the dealer gave us the VIN: JTDEPMAE1MJ172409. It's a 2021 Corolla LE. I want "
        "the higher deductible, whatever keeps the premium down.",
        facts={"vehicle": {"vin": "JTDEPMAE1MJ172409", "vehicle": "2021 Toyota Corolla LE"}},
    )
    s.call(
        "quote_endorsement",
        {
            "policy_id": "PA-27719054",
            "change": "add_vehicle",
            "vin": "JTDEPMAE1MJ172409",
            "effective_date": "2024-08-12",
        },
        {
            "change": "add_vehicle",
            "vehicle": "2021 Toyota Corolla LE",
            "effective_date": "2024-08-12",
            "options": [
                {
                    "collision_deductible": 500.0,
                    "comprehensive_deductible": 250.0,
                    "premium_change": 341.1,
                },
                {
                    "collision_deductible": 1000.0,
                    "comprehensive_deductible": 250.0,
                    "premium_change": 287.9,
                },
            ],
            "through": "2024-12-15",
        },
    )
    s.confirm(
        "The Corolla with the $1,000 collision deductible (the higher one) costs $287.90 through "
        "December 15, $53.20 less than with $500. To confirm:\n"
        "- Add vehicle: 2021 Toyota Corolla LE, VIN JTDEPMAE1MJ172409\n"
        "- Collision deductible $1,000, comprehensive $250\n"
        "- Effective today, August 12, 2024\n"
        "- Premium change: +$287.90\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_vehicle",
                {
                    "policy_id": "PA-27719054",
                    "vin": "JTDEPMAE1MJ172409",
                    "collision_deductible": 1000.0,
                    "comprehensive_deductible": 250.0,
                    "effective_date": "2024-08-12",
                },
            )
        ],
    )
    s.no(
        "Hmm, no, hold off on that. We haven't signed for it yet, the dealer is still fixing "
        "the brakes. I'll call back when we pick it up."
    )
    s.say(
        "No problem, nothing was added for the Corolla. When you pick it up, call us or add it "
        "in the app; the quote may change by then. Grace's change stays as done."
    )
    s.boundary(
        "Grace added from Sep 1 (executed, reported); the Corolla proposal rejected by his no; "
        "report card due Sep 11"
    )


SCRIPTS = {
    "fnol": session_fnol,
    "rental": session_rental,
    "payout": session_payout,
    "endorse": session_endorse,
}
