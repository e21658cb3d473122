"""Session scripts, part 1: brakes, warranty, parts.

Each script plays one invented session at the service desk of Corbett & Vale Auto Service
(customers, plates, VINs, repair orders, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import estimate, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Thanks for contacting Corbett & Vale Auto Service. I can help with repair orders, "
        "estimates, parts, loaners, appointments and payments. What can I do for you?"
    )


def session_brakes(s):
    """Front brakes and the flush authorized, rear pads deferred; the pickup moved to Friday."""
    greet(s)
    s.user(
        "hi, my accord is in with you for the brakes, the guy said he'd have an estimate by "
        "now. Delphine Arceneaux, plate HKT 4821"
    )
    s.say("Hi Delphine. To verify, what are the last four digits of the phone on your account?")
    s.user("0127")
    s.call(
        "verify_customer",
        {"name": "Delphine Arceneaux", "plate": "HKT-4821", "phone_last4": "0127"},
        verified("C-10482", open_ro="RO-24817"),
        facts={
            "customer_id": "C-10482",
            "customer": "Delphine Arceneaux",
            "vehicle": "2017 Honda Accord EX, HKT-4821",
            "repair_order": "RO-24817",
        },
    )
    s.call(
        "get_estimate",
        {"ro": "RO-24817"},
        estimate("RO-24817"),
        facts={
            "estimate": {
                "L1 front pads and rotors": 427.6,
                "L2 rear pads": 220.9,
                "L3 brake fluid flush": 132.1,
                "L4 cabin air filter": 60.4,
            }
        },
    )
    s.say(
        "Thanks, Delphine. Dario Nkemelu inspected the Accord (RO-24817). Here's his estimate:\n"
        "- L1 Front brake pads and rotors: $427.60. Required: the front pads are down to 2 mm "
        "and the rotors are scored; that's your grinding noise.\n"
        "- L2 Rear brake pads: $220.90. Rear pads are at 4 mm, so they'll be due soon.\n"
        "- L3 Brake fluid flush: $132.10. Recommended, the fluid tests at 3% moisture.\n"
        "- L4 Cabin air filter: $60.40. Optional, it's dirty.\n"
        "Prices include parts and labor; sales tax is 5.5% on parts. Which would you like us "
        "to do?"
    )
    s.user(
        "ok do the front brakes. NOT the rear, 4mm is still fine and I'll do them in the "
        "spring. flush is fine too i guess. what's that come to?",
        facts={"work_request": {"do": ["L1", "L3"], "not": ["L2 (spring)"]}},
    )
    s.say(
        "Front brakes ($427.60) and the flush ($132.10) come to $559.70, plus $12.82 tax on "
        "the parts: $572.52. Since the car is already up on the lift, we could also swap the "
        "cabin air filter for $60.40 while it's here. Want me to add it?"
    )
    s.user("No, I can do the filter myself, I have one at home.")
    s.confirm(
        "Here's what I'll authorize on RO-24817:\n"
        "- L1 Front brake pads and rotors: $427.60\n"
        "- L3 Brake fluid flush: $132.10\n"
        "- Total with tax: $572.52\n"
        "- Not doing: L2 rear pads (deferred to spring) and L4 cabin air filter\n\n"
        "Shall I authorize the work? (yes/no)",
        [
            (
                "authorize_work",
                {"ro": "RO-24817", "lines": ["L1", "L3"], "total": 572.52},
            )
        ],
    )
    s.yes("Yes, go ahead.")
    s.call(
        "authorize_work",
        {"ro": "RO-24817", "lines": ["L1", "L3"], "total": 572.52},
        {
            "ro": "RO-24817",
            "status": "authorized",
            "authorized_lines": ["L1", "L3"],
            "deferred_lines": ["L2"],
            "declined_lines": ["L4"],
            "authorized_total": 572.52,
            "promised": "2025-10-16T17:00",
        },
        facts={
            "authorization": {"lines": ["L1", "L3"], "total": 572.52, "ready": "2025-10-16 17:00"}
        },
    )
    s.say(
        "Done. The front pads and rotors and the brake fluid flush are authorized, $572.52 "
        "with tax. The rear pads are noted on your record as deferred, so we'll remind you in "
        "the spring. Dario will have the car ready tomorrow, Thursday, October 16, by 5:00 pm. "
        "We're open until 6."
    )
    s.boundary(
        "front pads and rotors + flush (L1, L3, $572.52) authorized and reported; rear pads "
        "(L2) deferred by her 'NOT the rear'; the cabin filter suggested by the agent, declined"
    )
    s.user(
        "tomorrow's tight, I get off at 5:30. can I grab it after work?",
        facts={"pickup_request": "after 5:30 pm"},
    )
    s.confirm(
        "We close at 6:00, so that works. I'll set your pickup:\n"
        "- RO-24817, Thursday, October 16 at 5:45 pm\n"
        "- $572.52 due at pickup\n\n"
        "Shall I schedule it? (yes/no)",
        [("schedule_pickup", {"ro": "RO-24817", "date": "2025-10-16", "time": "17:45"})],
    )
    s.no(
        "hm wait no, thursday my husband has the other car and I can't get across town. make "
        "it friday morning, like 7:30ish before work",
        facts={"pickup_request": "Friday morning ~7:30, not Thursday"},
    )
    s.confirm(
        "No problem. Updated:\n"
        "- RO-24817, Friday, October 17 at 7:30 am (we open at 7:00)\n"
        "- The car stays parked inside overnight at no charge\n"
        "- $572.52 due at pickup\n\n"
        "Shall I schedule it? (yes/no)",
        [("schedule_pickup", {"ro": "RO-24817", "date": "2025-10-17", "time": "07:30"})],
    )
    s.yes("yes")
    s.call(
        "schedule_pickup",
        {"ro": "RO-24817", "date": "2025-10-17", "time": "07:30"},
        {
            "pickup_id": "PU-6610",
            "ro": "RO-24817",
            "status": "scheduled",
            "pickup": "2025-10-17T07:30",
            "amount_due": 572.52,
        },
        facts={"pickup": {"pickup_id": "PU-6610", "at": "2025-10-17 07:30", "due": 572.52}},
    )
    s.boundary(
        "the Thursday 5:45 pm pickup rejected by her correction; Friday Oct 17 7:30 am pickup "
        "(PU-6610, $572.52 due) scheduled, not reported yet"
    )


def session_warranty(s):
    """A failed rebuilt alternator: the parts-warranty claim filed; the loaner fails (insurance)."""
    greet(s)
    s.user(
        "My truck died on me Saturday and it's at your shop now. You put an alternator in it "
        "back in March so I'm hoping that's covered. Marcus Oyelaran."
    )
    s.say("Sorry to hear that, Marcus. What's the plate, and the last four of your phone?")
    s.user("MXO6093, phone ends 0163")
    s.call(
        "verify_customer",
        {"name": "Marcus Oyelaran", "plate": "MXO-6093", "phone_last4": "0163"},
        verified("C-11907", open_ro="RO-24902"),
        facts={
            "customer_id": "C-11907",
            "customer": "Marcus Oyelaran",
            "vehicle": "2019 Ford F-150 XLT, MXO-6093",
            "repair_order": "RO-24902",
        },
    )
    s.call(
        "get_repair_order",
        {"ro": "RO-24902"},
        {
            "ro": "RO-24902",
            "opened": "2025-10-20",
            "vehicle": "2019 Ford F-150 XLT, MXO-6093",
            "mileage": 68950,
            "concern": "battery light on, truck stalled",
            "technician": "Dario Nkemelu",
            "findings": [
                "alternator output 11.8 V at 2,000 rpm (spec 13.8-14.6 V); diode failure",
                "battery tested good after charging",
            ],
            "status": "diagnosed",
        },
    )
    s.call(
        "get_warranty_coverage",
        {"vin": "1FTEW1EP5KFA38812", "component": "alternator"},
        {
            "original_ro": "RO-22340",
            "installed": "2025-03-14",
            "mileage_at_install": 61204,
            "part": "Volter Remanufacturing VR-11872 (remanufactured alternator)",
            "part_price": 389.0,
            "parts_warranty": {
                "by": "Volter Remanufacturing",
                "terms": "12 months / 12,000 miles",
                "claim_decision": "by Volter, usually 2-3 business days",
            },
            "labor_warranty": {"by": "Corbett & Vale", "terms": "12 months", "labor": 255.6},
        },
        facts={
            "warranty": {
                "original_ro": "RO-22340",
                "installed": "2025-03-14",
                "part": "VR-11872",
                "part_price": 389.0,
                "labor": 255.6,
            }
        },
    )
    s.say(
        "Thanks, Marcus. Dario found the alternator we installed on March 14 (RO-22340) "
        "putting out only 11.8 volts; a diode failed. Your battery tested fine. Here's the "
        "coverage:\n"
        "- The part, a Volter Remanufacturing VR-11872, has Volter's 12-month / 12,000-mile "
        "warranty. You've driven 7,746 miles on it, so it qualifies, but Volter decides the "
        "claim, usually within 2-3 business days.\n"
        "- Our labor, $255.60, is covered by our own 12-month warranty no matter what Volter "
        "decides.\n"
        "If Volter denies the claim, the part would be $389.00 plus tax. Would you like me to "
        "file the claim?"
    )
    s.user(
        "yeah file it. but if they say no, call me before you buy anything, I'm not paying 389 "
        "again without talking about it",
        facts={"warranty_request": "file the claim; if denied, call before buying a part"},
    )
    s.confirm(
        "Here's the claim:\n"
        "- Parts-warranty claim to Volter Remanufacturing for alternator VR-11872\n"
        "- Installed March 14, 2025 on RO-22340; failed at 68,950 miles (diode failure, 11.8 V)\n"
        "- New repair order: RO-24902\n"
        "- If Volter denies it, we call you before ordering anything\n\n"
        "Shall I submit the claim? (yes/no)",
        [
            (
                "submit_warranty_claim",
                {
                    "ro": "RO-24902",
                    "original_ro": "RO-22340",
                    "part": "VR-11872",
                    "failure": "diode failure, output 11.8 V",
                    "mileage": 68950,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_warranty_claim",
        {
            "ro": "RO-24902",
            "original_ro": "RO-22340",
            "part": "VR-11872",
            "failure": "diode failure, output 11.8 V",
            "mileage": 68950,
        },
        {
            "claim_id": "VWC-40917",
            "status": "submitted",
            "decision": "pending",
            "decided_by": "Volter Remanufacturing",
            "expected_by": "2025-10-23",
        },
        facts={"warranty_claim": {"claim_id": "VWC-40917", "status": "pending Volter's decision"}},
    )
    s.say(
        "Submitted: claim VWC-40917. It's now with Volter Remanufacturing; nothing is approved "
        "until they decide, which they expect to do by Thursday, October 23. If they deny it, "
        "I'll call you at 555-0163 before we order anything. The labor is on us either way."
    )
    s.user("ok. I need wheels in the meantime though, I drive for work. you guys have loaners?")
    s.call(
        "get_loaner_availability",
        {"from": "2025-10-20"},
        {
            "available": [
                {"loaner": "LN-03", "vehicle": "2020 Ford Escape", "type": "small SUV"},
                {"loaner": "LN-07", "vehicle": "2022 Nissan Sentra", "type": "sedan"},
            ],
            "policy": "no charge on warranty repairs; current insurance must be on file",
        },
        facts={"loaner_options": {"LN-03": "2020 Ford Escape", "LN-07": "2022 Nissan Sentra"}},
    )
    s.say(
        "We have two free right now: LN-03, a 2020 Ford Escape, and LN-07, a 2022 Nissan "
        "Sentra. On a warranty repair the loaner is at no charge. Which one would you like?"
    )
    s.user("the escape, I need the cargo room for my tool bags", facts={"loaner_request": "LN-03"})
    s.confirm(
        "Here's the loaner:\n"
        "- LN-03, 2020 Ford Escape, from today, October 20, until your truck is ready\n"
        "- No charge (warranty repair on RO-24902)\n"
        "- We check that current insurance is on file when we reserve it\n\n"
        "Shall I reserve it? (yes/no)",
        [
            (
                "reserve_loaner",
                {
                    "customer_id": "C-11907",
                    "loaner": "LN-03",
                    "ro": "RO-24902",
                    "start": "2025-10-20",
                    "charge": 0.0,
                },
            )
        ],
    )
    s.boundary(
        "the Volter parts-warranty claim VWC-40917 submitted and reported, awaiting Volter's "
        "decision (expected Oct 23); loaner LN-03 (Escape, no charge) proposed and pending"
    )
    s.yes("yes please")
    s.call(
        "reserve_loaner",
        {
            "customer_id": "C-11907",
            "loaner": "LN-03",
            "ro": "RO-24902",
            "start": "2025-10-20",
            "charge": 0.0,
        },
        {
            "error": "INSURANCE_NOT_VERIFIED",
            "message": (
                "The policy on file (Granite Mutual GM-5520918) expired 2025-09-30. LN-03 was "
                "not reserved."
            ),
        },
        error=True,
    )
    s.say(
        "I'm sorry, Marcus, the reservation didn't go through: the insurance we have on file, "
        "Granite Mutual, expired September 30, and we can't release a loaner without current "
        "coverage. LN-03 is not reserved. If you email your current insurance card to "
        "service@corbettvale.example.com, I can try again. The Sentra is also free if that "
        "helps."
    )
    s.user(
        "ugh, I switched to Brightwater in September. I'll email the card in ten minutes. "
        "it's the Escape or nothing, the Sentra won't fit my stuff.",
        facts={"loaner_request": "LN-03 only, not the Sentra; new insurer Brightwater"},
    )
    s.say(
        "Understood. As soon as your Brightwater card arrives I'll try to reserve the Escape "
        "again. I can't hold it until then, but I'll check it first thing when your email "
        "comes in."
    )
    s.boundary(
        "the confirmed LN-03 reservation failed (insurance expired; ledger: executed) and was "
        "reported; he will email the Brightwater card; the Sentra offered and declined; "
        "VWC-40917 still awaiting Volter"
    )


def session_parts(s):
    """A water pump: the aftermarket pump chosen over the agent's OEM advice; the order fails."""
    greet(s)
    s.user(
        "Hi, it's Hana Whitcombe, you have my Sienna. The tech left me a voicemail about a "
        "water pump?"
    )
    s.say("Hi Hana. Can you give me the plate and the last four of the phone on file?")
    s.user("wht5530 and 0148")
    s.call(
        "verify_customer",
        {"name": "Hana Whitcombe", "plate": "WHT-5530", "phone_last4": "0148"},
        verified("C-12266", open_ro="RO-24911"),
        facts={
            "customer_id": "C-12266",
            "customer": "Hana Whitcombe",
            "vehicle": "2014 Toyota Sienna LE, WHT-5530",
            "repair_order": "RO-24911",
        },
    )
    s.call(
        "get_estimate",
        {"ro": "RO-24911"},
        estimate("RO-24911"),
        facts={
            "parts_options": {
                "OEM": "Aisin WPT-190, $312.40, Halvorsen Toyota, 2025-10-23",
                "aftermarket": "GoldLine GL-WP4417, $168.75, Keystone, 2025-10-22",
            }
        },
    )
    s.say(
        "Thanks, Hana. Dario found the water pump weeping coolant and the serpentine belt "
        "cracked (RO-24911). The labor for the pump is 2.6 hours, $369.20, plus $42.80 of "
        "coolant. There are two pumps to choose from:\n"
        "- OEM Aisin WPT-190 from Halvorsen Toyota: $312.40, arrives Thursday, October 23, "
        "24-month warranty\n"
        "- Aftermarket GoldLine GL-WP4417 from Keystone Parts Supply: $168.75, arrives "
        "tomorrow morning, October 22, 12-month warranty\n"
        "The belt is $103.70 installed. I'd recommend the OEM pump on a van with this many "
        "miles: it's the factory part and the warranty is twice as long."
    )
    s.user(
        "I need the van back by friday, my daughter has a tournament saturday. which one is "
        "that with everything?",
        facts={"deadline": "van back by Friday 2025-10-24"},
    )
    s.say(
        "Both pumps get here in time for Friday. With the belt and tax:\n"
        "- OEM pump: $850.22\n"
        "- Aftermarket pump: $698.66"
    )
    s.user(
        "the cheaper one, Keystone. and do the belt. just don't go over 800 all in without "
        "calling me first.",
        facts={"work_request": {"pump": "aftermarket (Keystone)", "belt": True, "cap": 800.0}},
    )
    s.confirm(
        "Here's the plan for RO-24911:\n"
        "- Order from Keystone Parts Supply: GoldLine water pump GL-WP4417 ($168.75) and "
        "serpentine belt 6PK2275 ($46.90)\n"
        "- Authorize L1 water pump replacement with coolant and L2 serpentine belt: $698.66 "
        "with tax, under your $800 limit\n"
        "- Ready Thursday, October 23 by 4:00 pm\n\n"
        "Shall I order the parts and authorize the work? (yes/no)",
        [
            (
                "authorize_work",
                {"ro": "RO-24911", "lines": ["L1 (aftermarket pump)", "L2"], "total": 698.66},
            ),
            (
                "order_parts",
                {
                    "ro": "RO-24911",
                    "supplier": "Keystone Parts Supply",
                    "items": [
                        {"part": "GL-WP4417", "price": 168.75},
                        {"part": "6PK2275", "price": 46.9},
                    ],
                },
            ),
        ],
    )
    s.yes("yes do it")
    s.boundary(
        "she said yes to authorizing $698.66 and ordering the aftermarket pump and belt from "
        "Keystone (both approved, no call yet); the OEM pump the agent recommended not chosen"
    )
    s.call(
        "authorize_work",
        {"ro": "RO-24911", "lines": ["L1 (aftermarket pump)", "L2"], "total": 698.66},
        {
            "ro": "RO-24911",
            "status": "authorized",
            "authorized_total": 698.66,
            "promised": "2025-10-23T16:00",
        },
        facts={"authorization": {"total": 698.66, "ready": "2025-10-23 16:00"}},
    )
    s.call(
        "order_parts",
        {
            "ro": "RO-24911",
            "supplier": "Keystone Parts Supply",
            "items": [
                {"part": "GL-WP4417", "price": 168.75},
                {"part": "6PK2275", "price": 46.9},
            ],
        },
        {
            "error": "OUT_OF_STOCK",
            "message": (
                "Keystone Parts Supply: GL-WP4417 is out of stock at the Ridgefield warehouse; "
                "next availability 2025-10-28. The order was not placed (no items ordered)."
            ),
        },
        error=True,
    )
    s.boundary(
        "the work authorized ($698.66, executed); the Keystone parts order failed "
        "(GL-WP4417 out of stock until Oct 28; ledger: executed); neither reported yet"
    )


SCRIPTS = {
    "brakes": session_brakes,
    "warranty": session_warranty,
    "parts": session_parts,
}
