"""Session scripts, part 1: moveout, recurring and office.

Each script plays one invented session at the booking desk of Brisklow Cleaning Co. (clients,
client ids, addresses, cleaners, amounts and dates are made up). The sessions take place on
Wednesday, March 4, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Brisklow Cleaning Co. booking desk. I can help with one-off "
        "and move-out cleans, regular visits, office cleaning, add-ons, keys and access, and "
        "anything about a past visit. How can I help today?"
    )


def session_moveout(s):
    """A move-out clean before the landlord's inspection; the date corrected; carpets requested."""
    greet(s)
    s.user(
        "hi i'm moving out of my flat and need an end of tenancy clean, landlord inspects on "
        "the 12th. account is cl40712"
    )
    s.say(
        "I can sort that out. To verify the account, please give me your full name and the "
        "zip code of the flat."
    )
    s.user(
        "Ottilie Brannagh, 97263. it's 2 bed 1 bath plus the kitchen and the lounge",
        facts={"booking_request": {"rooms": "2 bedrooms, 1 bathroom, kitchen, lounge"}},
    )
    s.call(
        "verify_client",
        {"client_id": "CL-40712", "name": "Ottilie Brannagh", "zip": "97263"},
        verified("CL-40712"),
        facts={
            "client_id": "CL-40712",
            "client": "Ottilie Brannagh",
            "address": "Apt 3, 14 Pellow Row, Ebbmoor, OR 97263",
            "payment_method": "Visa ****3375",
        },
    )
    s.call(
        "get_quote",
        {
            "client_id": "CL-40712",
            "address_id": "AD-40712-1",
            "service": "move_out",
            "rooms": {"bedroom": 2, "bathroom": 1, "kitchen": 1, "living": 1},
        },
        {
            "service": "move_out",
            "hours": 6.5,
            "rate_per_hour": 46.00,
            "labor": 299.00,
            "call_out_minimum": 120.00,
            "eco_products": 0.00,
            "total": 299.00,
            "crew": 2,
            "guarantee": "free re-clean within 72 hours of the visit for anything the "
            "landlord's inspection flags",
            "open_dates": ["2026-03-09", "2026-03-10", "2026-03-11"],
        },
        facts={
            "quote": {
                "service": "move_out",
                "hours": 6.5,
                "rate_per_hour": 46.00,
                "total": 299.00,
            }
        },
    )
    s.say(
        "Thanks, Ottilie, you're verified. A move-out clean of Apt 3, 14 Pellow Row (2 "
        "bedrooms, 1 bathroom, kitchen and lounge) is 6.5 hours at $46.00 an hour, so "
        "$299.00, done by a crew of 2. It comes with our inspection guarantee: a free re-clean "
        "within 72 hours if the landlord's inspection flags anything. Before the 12th I have "
        "Monday March 9, Tuesday March 10 or Wednesday March 11. I'd suggest the 11th, so the "
        "flat is at its freshest for the inspection. Which day suits you?"
    )
    s.user(
        "the 11th then. and invoice the landlord, not me, it's in my lease that he pays for "
        "the end clean. Halvard Scrope, halvard.scrope@example.net",
        facts={
            "booking_request": {
                "date": "2026-03-11",
                "invoice_to": "landlord",
            },
            "invoice_to": "Halvard Scrope (landlord), halvard.scrope@example.net",
        },
    )
    s.confirm(
        "Here's the booking:\n"
        "- Move-out clean, Apt 3, 14 Pellow Row, Ebbmoor\n"
        "- Wednesday, March 11, 2026 at 9:00 am, crew of 2, 6.5 hours of work\n"
        "- $299.00, invoiced to your landlord Halvard Scrope (halvard.scrope@example.net), "
        "not to you\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_clean",
                {
                    "client_id": "CL-40712",
                    "address_id": "AD-40712-1",
                    "service": "move_out",
                    "date": "2026-03-11",
                    "start": "09:00",
                    "hours": 6.5,
                    "invoice_to": "halvard.scrope@example.net",
                },
            )
        ],
    )
    s.no(
        "hang on no, I give the keys back on the 11th at 9 in the morning, so it has to be "
        "the 10th. same time is fine",
        facts={"booking_request": {"date": "2026-03-10", "invoice_to": "landlord"}},
    )
    s.confirm(
        "Understood, nothing is booked yet. Here's the corrected booking:\n"
        "- Move-out clean, Apt 3, 14 Pellow Row, Ebbmoor\n"
        "- Tuesday, March 10, 2026 at 9:00 am, crew of 2, 6.5 hours of work\n"
        "- $299.00, invoiced to Halvard Scrope (halvard.scrope@example.net), not to you\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_clean",
                {
                    "client_id": "CL-40712",
                    "address_id": "AD-40712-1",
                    "service": "move_out",
                    "date": "2026-03-10",
                    "start": "09:00",
                    "hours": 6.5,
                    "invoice_to": "halvard.scrope@example.net",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "book_clean",
        {
            "client_id": "CL-40712",
            "address_id": "AD-40712-1",
            "service": "move_out",
            "date": "2026-03-10",
            "start": "09:00",
            "hours": 6.5,
            "invoice_to": "halvard.scrope@example.net",
        },
        {
            "booking_id": "BK-58163",
            "status": "confirmed",
            "service": "move_out",
            "address": "Apt 3, 14 Pellow Row, Ebbmoor, OR 97263",
            "date": "2026-03-10",
            "start": "09:00",
            "crew": 2,
            "total": 299.00,
            "invoice_to": "Halvard Scrope <halvard.scrope@example.net>",
            "guarantee_until": "2026-03-13T09:00",
        },
        facts={"booking_id": "BK-58163"},
    )
    s.say(
        "Booked: move-out clean BK-58163 on Tuesday, March 10 at 9:00 am, $299.00, invoiced to "
        "Halvard Scrope. The re-clean guarantee runs until 9:00 am on March 13. Your address "
        "notes say the lounge and both bedrooms are carpeted; many leases ask for a "
        "professional carpet clean at move-out, and our partner crew, Vardell Carpet Care, "
        "can add one."
    )
    s.user(
        "yeah the lease says professional carpet clean too. how much? has to be before the 12th as well"
    )
    s.boundary(
        "the Mar 11 booking rejected by her correction (keys back on the 11th at 9); the Mar 10 "
        "move-out clean BK-58163 ($299.00, invoiced to the landlord) executed and reported; the "
        "agent's Mar 11 suggestion; her carpet question just asked, before the 12th"
    )
    s.call(
        "get_addon_options",
        {"booking_id": "BK-58163", "addon": "carpet"},
        {
            "booking_id": "BK-58163",
            "partner": "Vardell Carpet Care",
            "price_per_room": 42.00,
            "rooms": ["lounge", "bedroom 1", "bedroom 2"],
            "total": 126.00,
            "requestable_slots": ["2026-03-10T14:00", "2026-03-11T08:00"],
            "window_addon": {"partner": "Skellan Windows", "price": 55.00, "scope": "inside only"},
            "confirmation": "the partner crew confirms the date, or offers another, within 24 hours",
        },
        facts={
            "addon_options": {
                "partner": "Vardell Carpet Care",
                "rooms": 3,
                "total": 126.00,
                "slots": ["2026-03-10T14:00", "2026-03-11T08:00"],
            }
        },
    )
    s.confirm(
        "Vardell Carpet Care charges $42.00 a room, so $126.00 for the lounge and both bedrooms. "
        "Since you hand the keys back at 9 on the 11th, the slot that works is Tuesday, March "
        "10 at 2:00 pm, after our crew finishes. I'd request:\n"
        "- Carpet steam clean by Vardell Carpet Care, lounge + 2 bedrooms\n"
        "- Tuesday, March 10, 2026 at 2:00 pm, linked to BK-58163\n"
        "- $126.00, invoiced to Halvard Scrope like the clean\n"
        "Vardell confirms the date themselves, within 24 hours. Shall I send the request? "
        "(yes/no) I can also add an inside window clean by Skellan Windows for $55.00.",
        [
            (
                "request_partner_addon",
                {
                    "booking_id": "BK-58163",
                    "partner": "Vardell Carpet Care",
                    "addon": "carpet",
                    "rooms": 3,
                    "slot": "2026-03-10T14:00",
                    "invoice_to": "halvard.scrope@example.net",
                },
            )
        ],
    )
    s.yes(
        "yes send the carpet one. no windows thanks, the landlord never mentioned them",
    )
    s.call(
        "request_partner_addon",
        {
            "booking_id": "BK-58163",
            "partner": "Vardell Carpet Care",
            "addon": "carpet",
            "rooms": 3,
            "slot": "2026-03-10T14:00",
            "invoice_to": "halvard.scrope@example.net",
        },
        {
            "request_id": "PA-7730",
            "status": "awaiting_partner_confirmation",
            "partner": "Vardell Carpet Care",
            "requested_slot": "2026-03-10T14:00",
            "total": 126.00,
            "decided_by": "Vardell Carpet Care",
            "answer_by": "2026-03-05T17:00",
        },
        facts={"addon_request_id": "PA-7730"},
    )
    s.say(
        "The request PA-7730 is with Vardell Carpet Care for Tuesday, March 10 at 2:00 pm "
        "($126.00, invoiced to Mr Scrope). It isn't confirmed yet: Vardell will confirm that "
        "slot or offer another by 5:00 pm tomorrow, March 5, and we'll text you either way. "
        "No window clean added."
    )
    s.user("ok but if they can't do it before the 12th I need to know straight away")
    s.boundary(
        "the carpet add-on PA-7730 ($126.00, Tue Mar 10 2 pm) requested and reported, awaiting "
        "Vardell Carpet Care's confirmation by Mar 5 5 pm; windows ($55.00) offered and declined; "
        "BK-58163 booked for Mar 10"
    )


def session_recurring(s):
    """Fortnightly visits: kitchen and bathrooms only, fragrance-free; weekly suggested, declined."""
    greet(s)
    s.user(
        "Hi! looking for someone every 2 weeks. 7 Cobbold Lane, Tollbridge Green. I think I'm "
        "already a customer, phone 503 555 0147"
    )
    s.say("Thanks! To verify the account, please give me your full name and the email on file.")
    s.user("Perpetua Lindgard, perpetua.lindgard@example.com")
    s.call(
        "verify_client",
        {
            "phone": "+1 503-555-0147",
            "name": "Perpetua Lindgard",
            "email": "perpetua.lindgard@example.com",
        },
        verified("CL-31586"),
        facts={
            "client_id": "CL-31586",
            "client": "Perpetua Lindgard",
            "address": "7 Cobbold Lane, Tollbridge Green, OR 97267",
            "payment_method": "Mastercard ****9012",
        },
    )
    s.say(
        "You're verified, Perpetua: account CL-31586, 7 Cobbold Lane. Which rooms would you "
        "like done, and is there anything the cleaner should know about products or the house?"
    )
    s.user(
        "only the kitchen and the 2 bathrooms, not the bedrooms, the kids do their own rooms "
        "lol. and NO bleach, fragrance free only, my son Rafe has asthma",
        facts={
            "recurring_request": {
                "rooms": ["kitchen", "bathroom", "bathroom"],
                "not": ["bedrooms"],
            },
            "product_rules": "no bleach, fragrance-free only (her son Rafe has asthma)",
        },
    )
    s.call(
        "get_quote",
        {
            "client_id": "CL-31586",
            "address_id": "AD-31586-1",
            "service": "recurring",
            "rooms": {"kitchen": 1, "bathroom": 2},
            "products": "eco_fragrance_free",
        },
        {
            "service": "recurring",
            "hours": 3.5,
            "options": [
                {
                    "frequency": "weekly",
                    "rate_per_hour": 34.00,
                    "labor": 119.00,
                    "call_out_minimum": 120.00,
                    "eco_products": 12.00,
                    "per_visit": 132.00,
                },
                {
                    "frequency": "fortnightly",
                    "rate_per_hour": 36.00,
                    "labor": 126.00,
                    "call_out_minimum": 120.00,
                    "eco_products": 12.00,
                    "per_visit": 138.00,
                },
            ],
            "eco_products": "fragrance-free, bleach-free kit brought by the cleaner",
            "cleaner": {"name": "Wendeline Stroud", "free": ["Friday 10:00", "Monday 13:00"]},
            "first_visit_addon": {"oven_clean": 65.00},
        },
        facts={
            "quote": {
                "hours": 3.5,
                "weekly_per_visit": 132.00,
                "fortnightly_per_visit": 138.00,
                "eco_products": 12.00,
            }
        },
    )
    s.say(
        "Kitchen and 2 bathrooms is about 3.5 hours a visit. With our eco kit (fragrance-free "
        "and bleach-free, brought by the cleaner) there's a $12.00 surcharge per visit:\n"
        "- Weekly: $34.00 an hour, $119.00 of work, raised to our $120.00 call-out minimum, "
        "plus $12.00, so $132.00 a visit\n"
        "- Fortnightly: $36.00 an hour, $126.00 plus $12.00, so $138.00 a visit\n"
        "Weekly is the better value per visit and keeps bathrooms easier to stay on top of; "
        "most families with children go weekly. Wendeline Stroud covers Cobbold Lane and is free "
        "Fridays at 10:00 or Mondays at 1:00 pm. I can also add an oven clean on the first "
        "visit for $65.00."
    )
    s.user(
        "every 2 weeks is plenty, weekly's too much for us. fridays at 10, start the 13th. "
        "skip the oven thing",
        facts={
            "recurring_request": {
                "rooms": ["kitchen", "bathroom", "bathroom"],
                "not": ["bedrooms"],
                "frequency": "fortnightly",
                "day": "Friday",
                "time": "10:00",
                "start": "2026-03-13",
            }
        },
    )
    s.confirm(
        "Here's the plan I'll set up:\n"
        "- Every other Friday at 10:00 am from Friday, March 13, 2026, with Wendeline Stroud\n"
        "- Kitchen and 2 bathrooms only, bedrooms not included (about 3.5 hours)\n"
        "- Fragrance-free, bleach-free products only (noted for Rafe's asthma)\n"
        "- $138.00 a visit ($126.00 + $12.00 eco surcharge), charged to Mastercard ****9012 "
        "after each visit\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "set_recurring_plan",
                {
                    "client_id": "CL-31586",
                    "address_id": "AD-31586-1",
                    "frequency": "fortnightly",
                    "day": "Friday",
                    "start": "2026-03-13",
                    "time": "10:00",
                    "rooms": {"kitchen": 1, "bathroom": 2},
                    "products": "eco_fragrance_free_no_bleach",
                    "cleaner": "Wendeline Stroud",
                    "per_visit": 138.00,
                },
            )
        ],
    )
    s.yes("yes that's perfect, set it up")
    s.boundary(
        "she said yes to the fortnightly plan (Fridays 10:00 from Mar 13, kitchen + 2 "
        "bathrooms, fragrance-free, $138.00 a visit), no call yet; weekly ($132.00) suggested "
        "and declined; the $65.00 oven clean offered and declined"
    )


def session_office(s):
    """A Saturday office deep clean: the booking provisional, the building manager decides access."""
    greet(s)
    s.user(
        "Hello, we need a deep clean of our office on a Saturday, the 14th if possible. "
        "Account CL 90233, I'm Benedikt Marwood, the office manager"
    )
    s.say("Thanks, Benedikt. Please confirm the phone number on the account.")
    s.user("503.555.0162")
    s.call(
        "verify_client",
        {"client_id": "CL-90233", "contact": "Benedikt Marwood", "phone": "+1 503-555-0162"},
        verified("CL-90233"),
        facts={
            "client_id": "CL-90233",
            "client": "Quarrender & Lusk Architects",
            "contact": "Benedikt Marwood",
            "payment_method": "invoice, net 14",
            "sites": {
                "AD-90233-410": "Suite 410, Halyard House",
                "AD-90233-412": "Suite 412, Halyard House",
            },
        },
    )
    s.say(
        "You're verified. Quarrender & Lusk Architects has two sites with us at Halyard House, "
        "22 Wharf Street: Suite 410 and Suite 412. Which should we clean, and what's in it?"
    )
    s.user(
        "Just 410, not 412 - we sublet 412 to another firm and they have their own people. "
        "410 is the open plan area, 2 meeting rooms, a kitchenette and 2 restrooms",
        facts={"booking_request": {"site": "AD-90233-410", "not": "AD-90233-412"}},
    )
    s.call(
        "get_office_quote",
        {"client_id": "CL-90233", "address_id": "AD-90233-410", "service": "deep"},
        {
            "address_id": "AD-90233-410",
            "cleaner_hours": 12,
            "options": [
                {
                    "when": "2026-03-14T08:00",
                    "crew": 3,
                    "rate_per_cleaner_hour": 52.00,
                    "total": 624.00,
                    "building_access": "weekend: needs the building manager's approval",
                },
                {
                    "when": "2026-03-13T18:00",
                    "crew": 3,
                    "rate_per_cleaner_hour": 46.00,
                    "total": 552.00,
                    "building_access": "weekday evening: no approval needed",
                },
            ],
            "building": {
                "name": "Halyard House",
                "manager": "Delphine Ortolan, Calloway Facilities",
                "weekend_rule": "weekend contractor access is approved by the building "
                "manager; request at least 5 working days ahead",
            },
        },
        facts={
            "quote": {
                "saturday_2026-03-14": 624.00,
                "friday_evening_2026-03-13": 552.00,
                "cleaner_hours": 12,
            },
            "access_rules": {
                "decided_by": "Delphine Ortolan, Calloway Facilities",
                "weekend": "building manager's approval",
            },
        },
    )
    s.say(
        "Suite 410 is about 12 cleaner-hours, so a crew of 3 for 4 hours. Two options:\n"
        "- Saturday, March 14 from 8:00 am: weekend rate $52.00 per cleaner-hour, $624.00. "
        "Halyard House only lets contractors in at weekends with the approval of the building "
        "manager, Delphine Ortolan of Calloway Facilities.\n"
        "- Friday, March 13 from 6:00 pm: $46.00 per cleaner-hour, $552.00, no approval needed.\n"
        "I'd suggest the Friday evening: it's cheaper and doesn't depend on the building."
    )
    s.user(
        "No, Saturday. People work late on Fridays. Just keep it under 700",
        facts={"booking_request": {"site": "AD-90233-410", "date": "2026-03-14", "cap": 700}},
    )
    s.confirm(
        "Here's what I'll do:\n"
        "1. Book a deep clean of Suite 410 only (not 412) on Saturday, March 14, 2026, "
        "8:00 am to 12:00 pm, crew of 3, $624.00 on your net-14 invoice. It stays provisional "
        "until the building approves access.\n"
        "2. Send a weekend access request to Delphine Ortolan (Calloway Facilities) for 3 "
        "cleaners, March 14, 7:45 am to 12:15 pm.\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "book_clean",
                {
                    "client_id": "CL-90233",
                    "address_id": "AD-90233-410",
                    "service": "office_deep",
                    "date": "2026-03-14",
                    "start": "08:00",
                    "crew": 3,
                    "total": 624.00,
                },
            ),
            (
                "request_building_access",
                {
                    "client_id": "CL-90233",
                    "building": "Halyard House",
                    "suite": "410",
                    "date": "2026-03-14",
                    "from": "07:45",
                    "to": "12:15",
                    "people": 3,
                },
            ),
        ],
    )
    s.yes("Yes, go ahead")
    s.call(
        "book_clean",
        {
            "client_id": "CL-90233",
            "address_id": "AD-90233-410",
            "service": "office_deep",
            "date": "2026-03-14",
            "start": "08:00",
            "crew": 3,
            "total": 624.00,
        },
        {
            "booking_id": "BK-58240",
            "status": "provisional",
            "address": "Suite 410, Halyard House, 22 Wharf Street, Wystan Cross, OR 97265",
            "date": "2026-03-14",
            "start": "08:00",
            "crew": 3,
            "total": 624.00,
            "note": "confirmed once the building approves weekend access",
        },
        facts={"booking_id": "BK-58240"},
    )
    s.call(
        "request_building_access",
        {
            "client_id": "CL-90233",
            "building": "Halyard House",
            "suite": "410",
            "date": "2026-03-14",
            "from": "07:45",
            "to": "12:15",
            "people": 3,
        },
        {
            "request_id": "BA-3318",
            "status": "pending_building_manager_approval",
            "decided_by": "Delphine Ortolan, Calloway Facilities",
            "date": "2026-03-14",
            "window": "07:45-12:15",
            "expected_answer_by": "2026-03-10",
        },
        facts={"access_request_id": "BA-3318"},
    )
    s.say(
        "Done on our side. The deep clean BK-58240 for Suite 410 on Saturday, March 14 at "
        "8:00 am ($624.00) is booked provisionally, and the access request BA-3318 is with "
        "Delphine Ortolan at Calloway Facilities. Weekend access is her decision, not ours, "
        "and it isn't approved yet; she usually answers by Tuesday, March 10. If she says no, "
        "I'll only move you to the Friday evening with your OK."
    )
    s.user("ok. and if she says no, who do I chase, you or her?")
    s.boundary(
        "the provisional booking BK-58240 (Suite 410 only, Sat Mar 14, $624.00) and the access "
        "request BA-3318 both executed and reported; access up to the building manager, not "
        "approved; Friday evening ($552.00) suggested and declined; his question open"
    )


SCRIPTS = {
    "moveout": session_moveout,
    "recurring": session_recurring,
    "office": session_office,
}
