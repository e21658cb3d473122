"""Session scripts, part 3: estimate, delay, fleet.

Each script plays one invented session at the service desk of Corbett & Vale Auto Service
(customers, plates, repair orders, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import estimate, verified
from sessions_a import greet


def session_estimate(s):
    """A check-engine light: the O2 sensor proposed, the converter held; the yes not given."""
    greet(s)
    s.user(
        "calling about my equinox, the check engine light. what did you find? Otis Brannigan, "
        "plate OTB 8150"
    )
    s.say("Hi Otis. And the last four digits of the phone on your account?")
    s.user("0191")
    s.call(
        "verify_customer",
        {"name": "Otis Brannigan", "plate": "OTB-8150", "phone_last4": "0191"},
        verified("C-12540", open_ro="RO-24935"),
        facts={
            "customer_id": "C-12540",
            "customer": "Otis Brannigan",
            "vehicle": "2015 Chevrolet Equinox LT, OTB-8150",
            "repair_order": "RO-24935",
        },
    )
    s.call(
        "get_estimate",
        {"ro": "RO-24935"},
        estimate("RO-24935"),
        facts={"diagnosis": {"codes": ["P0141", "P0420"], "diagnostic_fee": 149.0}},
    )
    s.say(
        "Renzo Albescu found two codes on the Equinox (RO-24935):\n"
        "- P0141: the downstream oxygen sensor's heater circuit is open, so the sensor has to "
        "be replaced: $276.70, plus $8.19 tax, $284.89.\n"
        "- P0420: catalytic converter efficiency below threshold. A failed downstream sensor "
        "can set this code by itself, so Renzo recommends replacing the sensor first, clearing "
        "the codes and retesting after a drive cycle. If P0420 comes back, the converter would "
        "be $1,824.40, plus $83.16 tax, $1,907.56."
    )
    s.user(
        "do the sensor. do NOT touch the converter until you call me, that's almost 2 grand.",
        facts={"work_request": {"do": "L1 O2 sensor", "converter": "not without a call"}},
    )
    s.confirm(
        "Here's what I'll authorize on RO-24935:\n"
        "- L1 Downstream O2 sensor (bank 1 sensor 2): $284.89 with tax\n"
        "- L2 Catalytic converter: not authorized; we call you after the retest\n\n"
        "Shall I authorize the sensor? (yes/no)",
        [("authorize_work", {"ro": "RO-24935", "lines": ["L1"], "total": 284.89})],
    )
    s.user("before I say yes, is the 149 for the diagnostic on top of that or included?")
    s.say(
        "It's on top: the $149.00 diagnostic you authorized at drop-off is separate, so today "
        "would come to $433.89 in all. The retest after the drive cycle is included at no "
        "charge. Would you like me to authorize the sensor?"
    )
    s.boundary(
        "the O2 sensor (L1, $284.89) proposed and still pending (his question answered, no "
        "yes yet); the converter held until a call; the $149 diagnostic separate ($433.89)"
    )


def session_delay(s):
    """A backordered OEM coolant line: the loaner extended at no charge; aftermarket refused."""
    greet(s)
    s.user(
        "Hi this is Ingrid Solberg, my Tiguan's been with you since last week. The loaner's "
        "due back tomorrow but nobody's told me anything."
    )
    s.say("Sorry about that, Ingrid. What's the plate, and the last four of your phone?")
    s.user("ISG-1804. 0134")
    s.call(
        "verify_customer",
        {"name": "Ingrid Solberg", "plate": "ISG-1804", "phone_last4": "0134"},
        verified("C-10977", open_ro="RO-24741"),
        facts={
            "customer_id": "C-10977",
            "customer": "Ingrid Solberg",
            "vehicle": "2018 Volkswagen Tiguan SE, ISG-1804",
            "repair_order": "RO-24741",
        },
    )
    s.call(
        "get_parts_status",
        {"ro": "RO-24741"},
        {
            "ro": "RO-24741",
            "part": "turbo coolant return line (OEM)",
            "supplier": "Lindgren Volkswagen",
            "price": 96.8,
            "status": "backordered",
            "original_eta": "2025-10-14",
            "eta": "2025-10-21",
            "install_hours": 0.8,
            "alternative": {
                "part": "aftermarket coolant return line",
                "supplier": "Keystone Parts Supply",
                "price": 74.2,
                "eta": "2025-10-15",
            },
        },
        facts={"parts_status": {"eta": "2025-10-21", "was": "2025-10-14", "status": "backordered"}},
    )
    s.call(
        "get_loaner",
        {"customer_id": "C-10977"},
        {
            "loaner": "LN-05",
            "vehicle": "2021 Toyota Camry",
            "out": "2025-10-08",
            "due": "2025-10-15T18:00",
            "policy": (
                "no charge while the repair waits on backordered parts; $39.00/day once the "
                "car is ready and not picked up within 1 business day"
            ),
        },
        facts={"loaner": {"loaner": "LN-05", "vehicle": "2021 Toyota Camry", "due": "2025-10-15"}},
    )
    s.say(
        "Here's where things stand. The turbo coolant return line from Lindgren Volkswagen was "
        "due today, October 14, but it's backordered until Tuesday, October 21. It installs in "
        "under an hour, so the Tiguan would be ready Wednesday, October 22 by 5:00 pm. Your "
        "loaner, LN-05 (a 2021 Camry), is due tomorrow, but there's no charge while we wait on "
        "parts, so I can extend it. Another option: Keystone Parts Supply has an aftermarket "
        "line for $74.20 (the VW part is $96.80) that could be here tomorrow, and your car "
        "would be back Thursday."
    )
    s.user(
        "No aftermarket on this car. Dealer parts only, my brother-in-law had an aftermarket "
        "hose split on the highway. I'll wait for the VW part.",
        facts={"parts_request": "OEM (Lindgren VW) only, no aftermarket; will wait"},
    )
    s.confirm(
        "Here's the loaner extension:\n"
        "- LN-05, 2021 Toyota Camry: due date moved from October 15 to Thursday, October 23 "
        "at 6:00 pm (a day after the Tiguan should be ready)\n"
        "- No charge, since the repair is waiting on parts\n"
        "- After October 23 at 6:00 pm, $39.00 per day\n\n"
        "Shall I extend it? (yes/no)",
        [
            (
                "extend_loaner",
                {
                    "loaner": "LN-05",
                    "ro": "RO-24741",
                    "new_due": "2025-10-23T18:00",
                    "charge": 0.0,
                },
            )
        ],
    )
    s.yes("Yes please.")
    s.call(
        "extend_loaner",
        {"loaner": "LN-05", "ro": "RO-24741", "new_due": "2025-10-23T18:00", "charge": 0.0},
        {"loaner": "LN-05", "status": "extended", "due": "2025-10-23T18:00", "charge": 0.0},
        facts={"loaner": {"loaner": "LN-05", "due": "2025-10-23 18:00", "charge": 0.0}},
    )
    s.say(
        "Done: LN-05 is yours until Thursday, October 23 at 6:00 pm, at no charge. I'll text "
        "you at 555-0134 when the line from Lindgren VW arrives."
    )
    s.user(
        "call, don't text. I never see texts at work.",
        facts={"contact": "call 555-0134, no texts"},
    )
    s.say("Noted: we'll call you at 555-0134 when the part is in, no texts.")
    s.boundary(
        "loaner LN-05 extended to Oct 23 18:00 at no charge, reported; the coolant line "
        "backordered to Oct 21 (OEM only, the $74.20 aftermarket line declined); call, not text"
    )


def session_fleet(s):
    """Two fleet vans: Unit 7's brakes authorized on a PO, billed to the account; Unit 4 waits."""
    greet(s)
    s.user(
        "Curtis from Birchline Landscaping, fleet account. you've got two of our vans in for "
        "inspection, units 4 and 7. what's the damage"
    )
    s.say("Hi Curtis. Can you give me the account number and the phone number on it?")
    s.user("FA 2207, 555-0103")
    s.call(
        "verify_customer",
        {"account": "FA-2207", "contact": "Curtis Mbeki", "phone_last4": "0103"},
        verified("FA-2207", open_ros={"Unit 4": "RO-24688", "Unit 7": "RO-24689"}),
        facts={"customer_id": "FA-2207", "customer": "Birchline Landscaping (Curtis Mbeki)"},
    )
    s.call(
        "get_estimate",
        {"ro": "RO-24689"},
        estimate("RO-24689"),
        facts={"estimate": {"Unit 7 L1 front pads and rotors": 523.6, "Unit 7 L2 hose": 109.6}},
    )
    s.call(
        "get_estimate",
        {"ro": "RO-24688"},
        estimate("RO-24688"),
        facts={"estimate": {"Unit 4 L1 rear pads and rotors": 467.0}},
    )
    s.say(
        "Renzo inspected both Transits:\n"
        "- Unit 7 (BLS-4007, RO-24689): L1 front brake pads and rotors, $523.60 (pads at 3 "
        "mm), and L2 left front brake hose, $109.60 (seeping at the crimp, a safety item). "
        "$651.63 with tax.\n"
        "- Unit 4 (BLS-4004, RO-24688): L1 rear brake pads and rotors, $467.00 (pads at 4 mm). "
        "$481.75 with tax."
    )
    s.user(
        "do unit 7, both lines, the hose is a safety thing. unit 4 can wait, it's parked till "
        "november anyway. put it on PO 7781 and bill the account like always, net 30. don't "
        "charge the card on file.",
        facts={
            "work_request": {"Unit 7": "L1 + L2", "Unit 4": "wait"},
            "billing": {"po": "7781", "terms": "account, net 30", "not": "card on file"},
        },
    )
    s.say(
        "Will do. Since Unit 4 is already here, doing its rear brakes now would save you a "
        "second drop-off. Want me to add it?"
    )
    s.user("No. Not this month, the budget's done.")
    s.confirm(
        "Here's the authorization:\n"
        "- Unit 7 (BLS-4007), RO-24689: L1 front pads and rotors and L2 left front brake hose, "
        "$651.63 with tax\n"
        "- PO 7781, billed to account FA-2207, net 30; nothing on the card on file\n"
        "- Unit 4 (RO-24688): no work\n\n"
        "Shall I authorize it? (yes/no)",
        [
            (
                "authorize_work",
                {
                    "ro": "RO-24689",
                    "lines": ["L1", "L2"],
                    "total": 651.63,
                    "po": "7781",
                    "billing": "account FA-2207, net 30",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "authorize_work",
        {
            "ro": "RO-24689",
            "lines": ["L1", "L2"],
            "total": 651.63,
            "po": "7781",
            "billing": "account FA-2207, net 30",
        },
        {
            "ro": "RO-24689",
            "status": "authorized",
            "authorized_total": 651.63,
            "po": "7781",
            "billing": "account FA-2207 (net 30)",
            "promised": "2025-10-10T15:00",
        },
        facts={"authorization": {"ro": "RO-24689", "total": 651.63, "ready": "2025-10-10 15:00"}},
    )
    s.say(
        "Authorized: Unit 7's front brakes and hose on RO-24689, $651.63 on PO 7781, billed to "
        "account FA-2207 at net 30, nothing on the card. It'll be ready tomorrow, Friday, "
        "October 10, by 3:00 pm. Unit 4 (RO-24688) was inspection only: you can pick it up any "
        "time today, and its estimate stays good for 30 days, until November 8."
    )
    s.boundary(
        "Unit 7's brakes and hose (RO-24689, $651.63, PO 7781, account net 30) authorized and "
        "reported; Unit 4 (RO-24688) not worked on, the agent's offer declined"
    )


SCRIPTS = {
    "estimate": session_estimate,
    "delay": session_delay,
    "fleet": session_fleet,
}
