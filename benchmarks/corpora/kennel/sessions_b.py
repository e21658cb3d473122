"""Session scripts, part 2: groom, daycare and taxi.

Each script plays one invented session at the front desk of Ravelstoke Pet Lodge (owners, pets,
account and pet ids, bookings, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen.
"""

from __future__ import annotations

from records import found, pets_fact
from sessions_a import greet


def session_groom(s):
    """Two dogs, one grooming appointment cancelled and the small dog's one asked about."""
    greet(s)
    s.user(
        "hiya, cadoc merrilees here, cmerrilees@example.com. I need to cancel admiral's "
        "groom, he got done at the vet's last week. and book the little one in instead. only "
        "the small dog gets groomed, not the big one"
    )
    s.call(
        "find_account",
        {"name": "Cadoc Merrilees", "email": "cmerrilees@example.com"},
        found("RPL-29815"),
        facts={
            "account_id": "RPL-29815",
            "owner": "Cadoc Merrilees",
            "pets": pets_fact("RPL-29815"),
            "grooming_request": {"groom": "Winkle only", "not": "Admiral"},
        },
    )
    s.call(
        "get_grooming_appointments",
        {"account_id": "RPL-29815"},
        {
            "appointments": [
                {
                    "appointment_id": "GRM-6620",
                    "pet": "Admiral",
                    "pet_id": "PET-1741",
                    "service": "full groom, large",
                    "start": "2025-12-16T10:00",
                    "groomer": "Pernille Gaskarth",
                    "price": 120.00,
                },
            ],
            "cancellation": "free until 48 hours before the appointment",
        },
        facts={
            "grooming_appointments": {
                "GRM-6620": {"pet": "Admiral", "start": "2025-12-16T10:00", "price": 120.00}
            }
        },
    )
    s.confirm(
        "Thanks, Cadoc, I found you. Admiral has one grooming appointment:\n"
        "- GRM-6620: full groom (large), Tuesday, December 16, 2025 at 10:00 am with Pernille "
        "Gaskarth, $120.00\n"
        "- Cancelling now is free (more than 48 hours ahead)\n\n"
        "Shall I cancel GRM-6620? (yes/no)",
        [
            (
                "cancel_grooming",
                {"account_id": "RPL-29815", "appointment_id": "GRM-6620"},
            )
        ],
    )
    s.yes("yes cancel it")
    s.call(
        "cancel_grooming",
        {"account_id": "RPL-29815", "appointment_id": "GRM-6620"},
        {
            "appointment_id": "GRM-6620",
            "status": "cancelled",
            "pet": "Admiral",
            "fee": 0.00,
        },
    )
    s.call(
        "get_grooming_slots",
        {"service": "full groom, small", "from": "2025-12-09", "to": "2025-12-19"},
        {
            "service": "full groom, small",
            "price": 75.00,
            "slots": [
                {"start": "2025-12-16T10:00", "groomer": "Pernille Gaskarth"},
                {"start": "2025-12-17T14:30", "groomer": "Pernille Gaskarth"},
                {"start": "2025-12-19T09:00", "groomer": "Pernille Gaskarth"},
            ],
            "add_ons": {"nail trim": 18.00, "hand dry": 0.00},
        },
        facts={
            "grooming_slots": {
                "price": 75.00,
                "slots": ["2025-12-16T10:00", "2025-12-17T14:30", "2025-12-19T09:00"],
            }
        },
    )
    s.say(
        "GRM-6620 is cancelled, no fee. For Winkle, a full groom (small) is $75.00, and "
        "Pernille has Tuesday, December 16 at 10:00 am (Admiral's old slot), Wednesday, "
        "December 17 at 2:30 pm, or Friday, December 19 at 9:00 am. While you're here, "
        "Admiral could still have a quick nail trim for $18.00 if his nails are due."
    )
    s.user(
        "no, nothing for admiral. the 17th afternoon works for winkle. not the 19th, we're "
        "away that weekend",
        facts={"grooming_choice": {"pet": "Winkle", "start": "2025-12-17T14:30", "not": "19th"}},
    )
    s.confirm(
        "Here's Winkle's appointment:\n"
        "- Winkle, full groom (small), $75.00\n"
        "- Wednesday, December 17, 2025 at 2:30 pm with Pernille Gaskarth\n"
        "- Nothing booked for Admiral\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_grooming",
                {
                    "account_id": "RPL-29815",
                    "pet_id": "PET-1740",
                    "service": "full groom, small",
                    "start": "2025-12-17T14:30",
                    "price": 75.00,
                },
            )
        ],
    )
    s.user(
        "does that include the hand dry? she panics in the cage dryer, if it's the cage I'd "
        "rather not"
    )
    s.boundary(
        "Admiral's appointment GRM-6620 cancelled (no fee) and reported; Winkle's full groom "
        "on Dec 17 at 2:30 pm ($75.00) proposed, pending: he answered with a question about "
        "the hand dry; the nail trim for Admiral offered and declined; not the 19th"
    )


def session_daycare(s):
    """A daycare pack for a reactive dog: no group play, a budget of $450 all in."""
    greet(s)
    s.user(
        "hi, I want to get a daycare pack for rollo for january when I'm back in the office. "
        "ngaio pemberthy, 541-555-0183"
    )
    s.call(
        "find_account",
        {"name": "Ngaio Pemberthy", "phone": "+1 541-555-0183"},
        found("RPL-47730"),
        facts={
            "account_id": "RPL-47730",
            "owner": "Ngaio Pemberthy",
            "pets": pets_fact("RPL-47730"),
            "cards": {"Mastercard ****8140": "Ngaio Pemberthy"},
        },
    )
    s.say(
        "Hi Ngaio, I've found your account and Rollo. Before I look at packs: does Rollo "
        "usually join group play, and do you have a budget in mind?"
    )
    s.user(
        "no group play, he is reactive with other dogs. and no more than $450 all in",
        facts={"daycare_request": {"group_play": "no (reactive)", "budget_max": 450.00}},
    )
    s.call(
        "get_daycare_packs",
        {"account_id": "RPL-47730", "pet_id": "PET-3366"},
        {
            "single_day": 36.00,
            "packs": [
                {"days": 10, "price": 320.00, "valid_months": 6},
                {"days": 20, "price": 600.00, "valid_months": 6},
            ],
            "solo_play": {"per_day": 9.00, "what": "one-to-one yard time instead of group play"},
            "new_dogs": "a free 45-minute temperament assessment before the first day",
        },
        facts={
            "daycare_packs": {
                "10-day": 320.00,
                "20-day": 600.00,
                "solo_play_per_day": 9.00,
            }
        },
    )
    s.say(
        "Our packs are 10 days for $320.00 or 20 days for $600.00, both valid for 6 months. "
        "Since he shouldn't be in group play, he'd have solo play instead: one-to-one yard "
        "time at $9.00 a day. The 20-day pack is the best value at $30.00 a day, so I'd "
        "suggest that one if he'll come most weekdays."
    )
    s.user(
        "20 days with the solo thing would be way over. 10 days, with the solo play",
        facts={"daycare_request": {"pack": "10-day", "solo_play": True, "budget_max": 450.00}},
    )
    s.confirm(
        "Here's the pack:\n"
        "- Rollo, 10-day daycare pack $320.00, valid 6 months\n"
        "- Solo play on all 10 days (no group play): 10 x $9.00 = $90.00\n"
        "- Total $410.00, charged to Mastercard ****8140\n\n"
        "Shall I buy the pack? (yes/no) Also, as a new daycare dog Rollo needs a free "
        "temperament assessment before his first day; I can book it for Wednesday, December "
        "10 at 10:00 am if you like.",
        [
            (
                "buy_daycare_pack",
                {
                    "account_id": "RPL-47730",
                    "pet_id": "PET-3366",
                    "days": 10,
                    "solo_play": True,
                    "total": 410.00,
                    "card": "Mastercard ****8140",
                },
            )
        ],
    )
    s.yes("yes buy the pack. not the assessment this week, I'll ring after christmas for that")
    s.call(
        "buy_daycare_pack",
        {
            "account_id": "RPL-47730",
            "pet_id": "PET-3366",
            "days": 10,
            "solo_play": True,
            "total": 410.00,
            "card": "Mastercard ****8140",
        },
        {
            "pack_id": "DPK-7315",
            "status": "active",
            "pet": "Rollo",
            "days": 10,
            "solo_play": True,
            "charged": 410.00,
            "card": "Mastercard ****8140",
            "valid_until": "2026-06-08",
            "note": "a temperament assessment is required before the first day",
        },
        facts={"pack_id": "DPK-7315"},
    )
    s.boundary(
        "the 10-day pack DPK-7315 with solo play ($410.00, under her $450 cap) bought, not "
        "reported yet; the agent's 20-day suggestion declined; no group play; the temperament "
        "assessment offered and put off"
    )


def session_taxi(s):
    """Home by the partner's pet taxi before noon; the dog walker authorized; food halved."""
    greet(s)
    s.user(
        "hi. our two are booked with you over new year (booking 57706). we fly back at two on "
        "the 3rd so we can't collect them ourselves. can they be collected before noon and "
        "brought home? our dog walker linus will be at the house"
    )
    s.say(
        "I can help with that. To verify the account, please give me your full name and the "
        "phone number on file."
    )
    s.user("lamorna brackenridge, 541 555 0134")
    s.call(
        "find_account",
        {"name": "Lamorna Brackenridge", "phone": "+1 541-555-0134"},
        found("RPL-33096"),
        facts={
            "account_id": "RPL-33096",
            "owner": "Lamorna Brackenridge",
            "pets": pets_fact("RPL-33096"),
        },
    )
    s.call(
        "get_bookings",
        {"account_id": "RPL-33096"},
        {
            "bookings": [
                {
                    "booking_id": "BKG-57706",
                    "pets": ["Juno", "Chorizo"],
                    "check_in": "2025-12-26",
                    "check_out": "2026-01-03",
                    "checkout_by": "12:00",
                    "status": "confirmed",
                    "deposit_paid": 150.00,
                },
            ],
            "late_pickup_fee": {"per_pet": 25.00, "after": "12:00"},
            "authorized_people": [],
        },
        facts={
            "bookings": {
                "BKG-57706": {
                    "pets": ["Juno", "Chorizo"],
                    "check_in": "2025-12-26",
                    "check_out": "2026-01-03",
                    "checkout_by": "12:00",
                }
            }
        },
    )
    s.say(
        "Thanks, Lamorna. BKG-57706 has Juno and Chorizo from December 26 to Saturday, "
        "January 3, with checkout by 12:00 noon; after noon there's a late pick-up fee of "
        "$25.00 per dog. The pet taxi is run by our partner, Furlong Pet Taxi, and they "
        "confirm the slots themselves. Also, only you can collect the dogs at the moment: "
        "shall I add Linus as an authorized person, so he can drop off or collect them at the "
        "desk if the taxi falls through?"
    )
    s.user(
        "yes add him. Linus Trelawny, 541 555 0165. he can drop off and collect, but no "
        "changes to bookings and nothing on my card",
        facts={
            "authorization_request": {
                "name": "Linus Trelawny",
                "phone": "+1 541-555-0165",
                "may": ["drop off", "collect"],
                "may_not": ["change bookings", "charge her card"],
            }
        },
    )
    s.confirm(
        "Here's the authorization:\n"
        "- Linus Trelawny, +1 541-555-0165, dog walker\n"
        "- May drop off and collect Juno and Chorizo\n"
        "- May not change bookings or use your card\n\n"
        "Shall I add him? (yes/no)",
        [
            (
                "add_authorized_person",
                {
                    "account_id": "RPL-33096",
                    "name": "Linus Trelawny",
                    "phone": "+1 541-555-0165",
                    "permissions": ["drop_off", "collect"],
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "add_authorized_person",
        {
            "account_id": "RPL-33096",
            "name": "Linus Trelawny",
            "phone": "+1 541-555-0165",
            "permissions": ["drop_off", "collect"],
        },
        {
            "authorization_id": "AUTH-2047",
            "status": "active",
            "name": "Linus Trelawny",
            "permissions": ["drop_off", "collect"],
            "photo_id_required": True,
        },
        facts={"authorization_id": "AUTH-2047"},
    )
    s.call(
        "get_taxi_slots",
        {
            "partner": "Furlong Pet Taxi",
            "date": "2026-01-03",
            "from": "Ravelstoke Pet Lodge",
            "to": "27 Wherry Lane, Upper Cawdry, OR 97488",
            "pets": 2,
        },
        {
            "partner": "Furlong Pet Taxi",
            "date": "2026-01-03",
            "slots": ["09:00-10:00", "11:30-12:30", "14:00-15:00"],
            "fare": 34.00,
            "distance_miles": 8.2,
            "confirmation": "Furlong confirms or offers another slot within 48 hours of the "
            "request; the kennel only passes the request on",
            "payment": "the fare is paid to Furlong after the ride",
        },
        facts={
            "taxi_slots": {
                "slots": ["09:00-10:00", "11:30-12:30", "14:00-15:00"],
                "fare": 34.00,
            }
        },
    )
    s.say(
        "Linus is added (AUTH-2047); he'll need photo ID at the desk. For Saturday, January 3, "
        "Furlong has three slots from us to 27 Wherry Lane: 9:00-10:00, 11:30-12:30 and "
        "2:00-3:00 pm, $34.00 for both dogs, paid to Furlong after the ride. I'd suggest the "
        "11:30 one, so the dogs get their morning walk and breakfast here first."
    )
    s.user(
        "no, the 9 to 10 one. it has to be before noon, I'm not paying late fees on top",
        facts={"taxi_request": {"slot": "09:00-10:00", "before": "12:00"}},
    )
    s.confirm(
        "Here's the taxi request:\n"
        "- Furlong Pet Taxi, Saturday, January 3, 2026, 9:00-10:00 am\n"
        "- Juno and Chorizo (BKG-57706), from Ravelstoke Pet Lodge to 27 Wherry Lane, Upper "
        "Cawdry; Linus Trelawny receives them\n"
        "- Fare $34.00, paid to Furlong after the ride\n"
        "- Furlong confirms the slot (or offers another) within 48 hours\n\n"
        "Shall I send the request? (yes/no)",
        [
            (
                "request_pet_taxi",
                {
                    "account_id": "RPL-33096",
                    "booking_id": "BKG-57706",
                    "date": "2026-01-03",
                    "slot": "09:00-10:00",
                    "to": "27 Wherry Lane, Upper Cawdry, OR 97488",
                    "receiver": "Linus Trelawny",
                },
            )
        ],
    )
    s.yes("yes do it")
    s.call(
        "request_pet_taxi",
        {
            "account_id": "RPL-33096",
            "booking_id": "BKG-57706",
            "date": "2026-01-03",
            "slot": "09:00-10:00",
            "to": "27 Wherry Lane, Upper Cawdry, OR 97488",
            "receiver": "Linus Trelawny",
        },
        {
            "request_id": "FUR-3318",
            "status": "requested",
            "partner": "Furlong Pet Taxi",
            "slot": "2026-01-03 09:00-10:00",
            "confirmed": False,
            "confirm_by": "2025-12-10",
            "fare": 34.00,
        },
        facts={"taxi_request_id": "FUR-3318"},
    )
    s.boundary(
        "Linus Trelawny authorized (AUTH-2047, drop off and collect only) and reported; the "
        "taxi request FUR-3318 (Jan 3, 9:00-10:00, $34.00) sent to Furlong, not confirmed by "
        "them, not reported yet; the 11:30 slot suggested and declined (before noon)"
    )
    s.say(
        "The request is in: FUR-3318 for Saturday, January 3, 9:00-10:00 am. It isn't confirmed "
        "yet: Furlong will confirm the slot or offer another one by December 10, and I'll let "
        "you know either way."
    )
    s.user("great. and if they're late, can you just waive the late fee now, in case?")
    s.say(
        "I'm sorry, I can't waive the late pick-up fee in advance: it's $25.00 per dog after "
        "noon. With the 9:00 slot there's plenty of margin, and if Furlong's driver is ever "
        "delayed, the manager can look at the fee afterwards."
    )
    s.user(
        "fine. also chorizo's food: half a cup twice a day now, not a full cup, he's on a "
        "diet. juno stays the same",
        facts={"care_change": {"Chorizo": "1/2 cup twice a day", "Juno": "unchanged"}},
    )
    s.call(
        "get_care_instructions",
        {"account_id": "RPL-33096", "booking_id": "BKG-57706"},
        {
            "booking_id": "BKG-57706",
            "instructions": [
                {"pet": "Juno", "pet_id": "PET-2610", "feeding": "1 1/2 cups twice a day"},
                {"pet": "Chorizo", "pet_id": "PET-2611", "feeding": "1 cup twice a day"},
            ],
        },
        facts={
            "care_instructions": {
                "Juno": "1 1/2 cups twice a day",
                "Chorizo": "1 cup twice a day",
            }
        },
    )
    s.confirm(
        "Here's the change:\n"
        "- Chorizo: from 1 cup to 1/2 cup of his dry food twice a day, for BKG-57706\n"
        "- Juno stays at 1 1/2 cups twice a day\n\n"
        "Shall I update Chorizo's feeding instructions? (yes/no)",
        [
            (
                "update_care_instructions",
                {
                    "account_id": "RPL-33096",
                    "booking_id": "BKG-57706",
                    "pet_id": "PET-2611",
                    "feeding": "1/2 cup twice a day",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "update_care_instructions",
        {
            "account_id": "RPL-33096",
            "booking_id": "BKG-57706",
            "pet_id": "PET-2611",
            "feeding": "1/2 cup twice a day",
        },
        {
            "instruction_id": "CI-9021",
            "pet": "Chorizo",
            "feeding": "1/2 cup dry food twice a day (7:00 and 17:00)",
            "applies_to": "BKG-57706",
        },
        facts={"instruction_id": "CI-9021"},
    )
    s.say(
        "Updated: CI-9021, Chorizo gets 1/2 cup of dry food twice a day (7:00 am and 5:00 pm) "
        "during BKG-57706. Juno's feeding is unchanged."
    )
    s.boundary(
        "FUR-3318 reported as requested, awaiting Furlong's confirmation by Dec 10; waiving the "
        "late fee in advance asked and refused; Chorizo's feeding changed to 1/2 cup (CI-9021), "
        "executed and reported, Juno's unchanged"
    )


SCRIPTS = {"groom": session_groom, "daycare": session_daycare, "taxi": session_taxi}
