"""Session scripts, part 1: school field trip, wedding shuttle, multi-day tour.

Each script plays one invented session at the booking desk of Pellmoor Charter Coaches
(customers, accounts, trips, rates, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import account, rates


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Pellmoor Charter Coaches booking desk. I can quote and book "
        "group trips, take deposits and final payments, change itineraries and pickups, and "
        "pass requests on to dispatch and our operations manager. How can I help?"
    )


def session_school(s):
    """A field trip on one 56-seat coach: the 7:00 front-entrance pickup corrected to 7:15."""
    greet(s)
    s.user(
        "hi, I need to book a bus for our 7th grade field trip to the Corriston Science Hall in "
        "Verdmouth, thursday april 22. 52 kids + 4 chaperones. our account is cu40218",
        facts={
            "trip_request": {
                "destination": "Corriston Science Hall, Verdmouth",
                "date": "2027-04-22",
                "passengers": 56,
            }
        },
    )
    s.say(
        "Happy to help with the field trip. To verify the account, please give me the name of "
        "the group leader and the phone number on file."
    )
    s.user("Ysolde Marchbank, 541 555 0134")
    s.call(
        "lookup_account",
        {"account_id": "CU-40218", "name": "Ysolde Marchbank", "phone": "+1 541-555-0134"},
        account("CU-40218"),
        facts={
            "account_id": "CU-40218",
            "customer": "Ysolde Marchbank",
            "organization": "Quillfield Middle School",
            "caller_role": "group leader",
            "card_on_file": "Visa ****6620",
        },
    )
    s.call(
        "get_fleet_rates",
        {"passengers": 56, "date": "2027-04-22"},
        rates("MB-28", "CO-56"),
        facts={
            "fleet_options": {
                "CO-56": {"seats": 56, "hourly": 165.0, "min_hours": 5},
                "MB-28 x2": {"seats": 56, "hourly": 158.0, "min_hours": 4},
            }
        },
    )
    s.say(
        "Thanks, Ysolde, you're verified for Quillfield Middle School. For 56 people there are "
        "two ways to go:\n"
        "- one 56-seat coach at $165.00 an hour, 5-hour minimum, restroom on board;\n"
        "- two 28-seat minibuses at $79.00 an hour each ($158.00 an hour together), 4-hour "
        "minimum.\n"
        "A 9% fuel surcharge is added to the fare either way. Two minibuses come out a little "
        "cheaper and fit the museum's drop-off lane easily, so a lot of schools go that way. "
        "What times do you need?"
    )
    s.user(
        "only the big coach, not two minibuses. I'm not splitting the kids and chaperones up. "
        "no pickup before 7 please, and we have to be back before the school closes at 3:30",
        facts={
            "trip_request": {
                "destination": "Corriston Science Hall, Verdmouth",
                "date": "2027-04-22",
                "passengers": 56,
                "vehicle": "CO-56",
                "earliest_pickup": "07:00",
                "back_before": "15:30",
            }
        },
    )
    s.call(
        "quote_trip",
        {
            "vehicle": "CO-56",
            "date": "2027-04-22",
            "pickup_time": "07:00",
            "return_time": "15:15",
            "basis": "hourly",
        },
        {
            "quote_id": "Q-7731",
            "vehicle": "CO-56",
            "hours": 8.25,
            "hourly": 165.0,
            "base": 1361.25,
            "fuel_surcharge": 122.51,
            "total": 1483.76,
        },
        facts={"quote": {"quote_id": "Q-7731", "hours": 8.25, "total": 1483.76}},
    )
    s.confirm(
        "Here's the trip I'll book:\n"
        "- Thursday, April 22, 2027, one 56-seat coach for 56 passengers\n"
        "- Pickup 7:00 am at Quillfield Middle School, main entrance, 14 Tamsin Road, Ostlebury\n"
        "- To Corriston Science Hall, 300 Wexley Quay, Verdmouth; back at the school by 3:15 pm\n"
        "- 8.25 hours at $165.00 = $1,361.25, plus $122.51 fuel surcharge: $1,483.76 (quote "
        "Q-7731)\n"
        "- A 25% deposit is due to hold the booking; I'll take that separately\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_trip",
                {
                    "account_id": "CU-40218",
                    "quote_id": "Q-7731",
                    "vehicle": "CO-56",
                    "date": "2027-04-22",
                    "pickup_time": "07:00",
                    "pickup_address": "14 Tamsin Road, Ostlebury (main entrance)",
                    "return_time": "15:15",
                    "passengers": 56,
                },
            )
        ],
    )
    s.no(
        "oh wait, not the front on Tamsin Rd, the bus loop is round the back on Orchard Lane. "
        "and make it 7:15, half the kids aren't in before 7:05",
        facts={
            "trip_request": {
                "destination": "Corriston Science Hall, Verdmouth",
                "date": "2027-04-22",
                "passengers": 56,
                "vehicle": "CO-56",
                "earliest_pickup": "07:00",
                "pickup_time": "07:15",
                "pickup_address": "Orchard Lane bus loop",
                "back_before": "15:30",
            }
        },
    )
    s.call(
        "quote_trip",
        {
            "vehicle": "CO-56",
            "date": "2027-04-22",
            "pickup_time": "07:15",
            "return_time": "15:15",
            "basis": "hourly",
        },
        {
            "quote_id": "Q-7732",
            "vehicle": "CO-56",
            "hours": 8.0,
            "hourly": 165.0,
            "base": 1320.0,
            "fuel_surcharge": 118.8,
            "total": 1438.8,
        },
        facts={"quote": {"quote_id": "Q-7732", "hours": 8.0, "total": 1438.8}},
    )
    s.confirm(
        "No problem, nothing is booked yet. Here's the corrected trip:\n"
        "- Thursday, April 22, 2027, one 56-seat coach for 56 passengers\n"
        "- Pickup 7:15 am at the Orchard Lane bus loop behind Quillfield Middle School\n"
        "- To Corriston Science Hall, Verdmouth; back at the bus loop by 3:15 pm\n"
        "- 8 hours at $165.00 = $1,320.00, plus $118.80 fuel surcharge: $1,438.80 (quote "
        "Q-7732)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_trip",
                {
                    "account_id": "CU-40218",
                    "quote_id": "Q-7732",
                    "vehicle": "CO-56",
                    "date": "2027-04-22",
                    "pickup_time": "07:15",
                    "pickup_address": "Orchard Lane bus loop, Quillfield Middle School",
                    "return_time": "15:15",
                    "passengers": 56,
                },
            )
        ],
    )
    s.yes("yes that's right, book it")
    s.call(
        "book_trip",
        {
            "account_id": "CU-40218",
            "quote_id": "Q-7732",
            "vehicle": "CO-56",
            "date": "2027-04-22",
            "pickup_time": "07:15",
            "pickup_address": "Orchard Lane bus loop, Quillfield Middle School",
            "return_time": "15:15",
            "passengers": 56,
        },
        {
            "booking_id": "CH-40871",
            "status": "booked",
            "date": "2027-04-22",
            "vehicle_class": "CO-56",
            "total": 1438.8,
            "deposit_due": 359.7,
            "deposit_due_by": "2027-03-15",
            "balance": 1079.1,
            "balance_due_by": "2027-04-08",
            "vehicle_assignment": "by dispatch, about 7 days before departure",
        },
        facts={
            "booking_id": "CH-40871",
            "deposit": {"amount": 359.7, "due_by": "2027-03-15"},
        },
    )
    s.say(
        "Booked: trip CH-40871 on Thursday, April 22, one 56-seat coach, pickup 7:15 am at the "
        "Orchard Lane bus loop, back by 3:15 pm, $1,438.80 in total. To hold it, the 25% "
        "deposit of $359.70 is due by Monday, March 15; the balance of $1,079.10 is due by "
        "April 8. Dispatch assigns the coach and driver about a week before the trip."
    )
    s.user("great. can we get Hollis again? the driver from last year's trip, the kids loved him")
    s.boundary(
        "the 7:00 front-entrance booking rejected by her correction; CH-40871 (7:15, Orchard "
        "Lane, $1,438.80) executed and reported; two minibuses suggested and declined; her "
        "request for last year's driver just asked"
    )
    s.confirm(
        "I'm sorry, I can't promise a driver: dispatch assigns coaches and drivers about a week "
        "before departure, and the booking desk can't choose one. Now the deposit:\n"
        "- Trip CH-40871, 25% deposit of $359.70\n"
        "- Charged now to the Visa ****6620 on file\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "charge_deposit",
                {"booking_id": "CH-40871", "amount": 359.7, "card": "Visa ****6620"},
            )
        ],
    )
    s.yes(
        "ok fair enough. yes charge the deposit to the visa. but the balance in april goes on "
        "the district purchase order, NOT the card",
        facts={
            "deposit": {
                "amount": 359.7,
                "due_by": "2027-03-15",
                "card": "Visa ****6620",
                "balance_payment": "district purchase order, not the card",
            }
        },
    )
    s.boundary(
        "the $359.70 deposit on Visa ****6620 approved by her yes, no call yet; the balance to "
        "go on the district purchase order, not the card; the driver request refused (dispatch "
        "assigns)"
    )


def session_wedding(s):
    """A wedding shuttle: the coordinator adds the lift, declines the restroom, asks for a COI."""
    greet(s)
    s.user(
        "Hi, this is Tobiah Renwick from Fairlight Events, I'm coordinating the Ashgrove wedding "
        "shuttle. account CU 51733, trip ch41902. two things: the venue needs an insurance "
        "certificate from you, and we have a guest who uses a wheelchair"
    )
    s.say(
        "Thanks, Tobiah. As you're not the account holder, I need to check that you're an "
        "authorized contact: please give me your phone number and email address."
    )
    s.user("541-555-0162, tobiah@fairlight.example.com")
    s.call(
        "lookup_account",
        {
            "account_id": "CU-51733",
            "caller_name": "Tobiah Renwick",
            "phone": "+1 541-555-0162",
            "email": "tobiah@fairlight.example.com",
        },
        account("CU-51733", caller="Tobiah Renwick (authorized contact)"),
        facts={
            "account_id": "CU-51733",
            "customer": "Delphine Ashgrove",
            "organization": "Ashgrove-Ferreira wedding",
            "caller_role": "Tobiah Renwick (Fairlight Events), authorized by Delphine Ashgrove "
            "on 2027-01-18 for changes to CH-41902, no payments",
            "card_on_file": "Amex ****3008",
        },
    )
    s.call(
        "get_trip",
        {"booking_id": "CH-41902"},
        {
            "booking_id": "CH-41902",
            "date": "2027-06-12",
            "service": "shuttle loops",
            "stops": [
                "Kestrelford Inn, 9 Mill Race Row, Ostlebury",
                "Bramblecote Orchard, 2 Lyle Hollow Lane, Quenlow Falls",
            ],
            "first_run": "16:30",
            "last_run": "23:30",
            "vehicle_class": "MC-35",
            "hours": 7,
            "base": 945.0,
            "fuel_surcharge": 85.05,
            "total": 1030.05,
            "deposit_paid": 257.51,
            "balance": 772.54,
            "balance_due_by": "2027-05-29",
            "options": {"restroom": False, "wheelchair_lift": False},
            "certificate_of_insurance": "none on file",
        },
        facts={
            "trips": {
                "CH-41902": {
                    "date": "2027-06-12",
                    "vehicle": "MC-35",
                    "first_run": "16:30",
                    "last_run": "23:30",
                    "total": 1030.05,
                    "balance": 772.54,
                    "balance_due_by": "2027-05-29",
                }
            }
        },
    )
    s.say(
        "You're on the list, Tobiah: Delphine Ashgrove authorized you on January 18 for changes "
        "to CH-41902 (not payments). The shuttle runs Saturday, June 12, on a 35-seat "
        "midicoach, looping between the Kestrelford Inn in Ostlebury and Bramblecote Orchard "
        "from 4:30 pm, last run 11:30 pm; $1,030.05 in total, $257.51 paid.\n"
        "- For the guest who uses a wheelchair: the lift-equipped midicoach (33 seats plus 2 "
        "wheelchair positions) costs nothing extra.\n"
        "- A restroom on board is optional, +$75.00.\n"
        "What exactly does the venue need on the certificate?"
    )
    s.user(
        "yes to the lift coach please. no restroom, it's a 15 minute ride. the venue wants the "
        "certificate to name 'Bramblecote Orchard LLC' as additional insured, exactly like that, "
        "not the Ashgrove family. they need it by may 1st. send to events@bramblecote.example.com",
        facts={
            "requirements": {"wheelchair_lift": True, "restroom": False},
            "coi_request": {
                "additional_insured": "Bramblecote Orchard LLC",
                "needed_by": "2027-05-01",
                "send_to": "events@bramblecote.example.com",
            },
        },
    )
    s.say(
        "Got it. One thing to know: certificates of insurance are issued by our operations "
        "manager, who reviews each venue's wording; I can submit the request but can't issue "
        "the certificate myself. Also, many couples add a final run at midnight for late guests: "
        "one more hour, $135.00 plus fuel. Would you like that?"
    )
    s.user(
        "no, last run stays 11:30. the venue has a noise curfew at 11:45",
        facts={
            "requirements": {"wheelchair_lift": True, "restroom": False, "last_run": "23:30"},
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "1. Trip CH-41902: lift-equipped midicoach, no restroom; last run stays 11:30 pm; total "
        "unchanged at $1,030.05\n"
        "2. Request a certificate of insurance naming Bramblecote Orchard LLC as additional "
        "insured, needed by May 1, 2027, to go to events@bramblecote.example.com, for the "
        "operations manager's review\n\n"
        "Shall I make both? (yes/no)",
        [
            (
                "update_trip_requirements",
                {"booking_id": "CH-41902", "wheelchair_lift": True, "restroom": False},
            ),
            (
                "request_coi_review",
                {
                    "booking_id": "CH-41902",
                    "additional_insured": "Bramblecote Orchard LLC",
                    "needed_by": "2027-05-01",
                    "send_to": "events@bramblecote.example.com",
                },
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "update_trip_requirements",
        {"booking_id": "CH-41902", "wheelchair_lift": True, "restroom": False},
        {
            "booking_id": "CH-41902",
            "status": "updated",
            "wheelchair_lift": True,
            "restroom": False,
            "vehicle_class": "MC-35 (lift unit)",
            "assignment": "dispatch will assign a lift-equipped midicoach",
            "total": 1030.05,
        },
    )
    s.call(
        "request_coi_review",
        {
            "booking_id": "CH-41902",
            "additional_insured": "Bramblecote Orchard LLC",
            "needed_by": "2027-05-01",
            "send_to": "events@bramblecote.example.com",
        },
        {
            "review_id": "COI-2290",
            "status": "under_review",
            "reviewer": "operations manager",
            "decision_expected_by": "2027-03-12",
            "note": "the certificate is issued only once the operations manager approves the "
            "wording; they may ask for a corrected request",
        },
        facts={"coi_review_id": "COI-2290"},
    )
    s.say(
        "Done with the trip: CH-41902 now calls for a lift-equipped midicoach, no restroom, and "
        "the price is unchanged at $1,030.05; dispatch will assign a lift unit. The certificate "
        "request is in as COI-2290: it's under review by our operations manager, with an answer "
        "expected by Friday, March 12. It isn't issued yet; if the wording is approved, it goes "
        "to events@bramblecote.example.com, and the manager may come back asking for a "
        "corrected request."
    )
    s.user("ok. and the balance, can I pay that now? delphine gave me her card number to use")
    s.say(
        "I'm sorry, I can't take a payment from you: Delphine's authorization covers changes to "
        "CH-41902 but not payments. She can pay the $772.54 balance herself (due by May 29), or "
        "add payments to your authorization."
    )
    s.user("fair enough, I'll tell her")
    s.boundary(
        "the lift unit and no restroom (update) executed and reported; COI-2290 for Bramblecote "
        "Orchard LLC submitted, under the operations manager's review, reported; the midnight "
        "run suggested and declined; the coordinator's payment refused (no payments in his "
        "authorization)"
    )


def session_tour(s):
    """A 3-day tour: the added Saturday stop fails on driver hours; a second driver requested."""
    greet(s)
    s.user(
        "Hello. Aurelio Fenwright, Quenlow Falls Garden Society, acct 36094. We have the 3 day "
        "coach tour in May and I'd like to add a garden on the saturday"
    )
    s.say("Of course. To verify, what's the phone number or email address on the account?")
    s.user("a.fenwright@example.net")
    s.call(
        "lookup_account",
        {"account_id": "CU-36094", "email": "a.fenwright@example.net"},
        account("CU-36094"),
        facts={
            "account_id": "CU-36094",
            "customer": "Aurelio Fenwright",
            "organization": "Quenlow Falls Garden Society",
            "caller_role": "group leader",
            "card_on_file": "Mastercard ****5174",
        },
    )
    s.call(
        "get_trip",
        {"booking_id": "CH-39550"},
        {
            "booking_id": "CH-39550",
            "dates": ["2027-05-14", "2027-05-16"],
            "vehicle_class": "CO-56",
            "passengers": 38,
            "itinerary": {
                "2027-05-14": "08:00 Ostlebury to Harnell Priory Gardens; overnight Harnell",
                "2027-05-15": "09:00-17:00 Harnell to Tessingham Arboretum and back",
                "2027-05-16": "10:00-15:00 Harnell to Ostlebury",
            },
            "driving_hours": {"2027-05-14": 6.5, "2027-05-15": 8.0, "2027-05-16": 5.0},
            "driver_lodging": {"nights": 2, "per_night": 145.0, "total": 290.0},
            "total": 5486.4,
            "deposit_paid": 1371.6,
            "balance": 4114.8,
            "balance_due_by": "2027-04-30",
        },
        facts={
            "trips": {
                "CH-39550": {
                    "dates": "2027-05-14 to 2027-05-16",
                    "vehicle": "CO-56",
                    "passengers": 38,
                    "total": 5486.4,
                    "balance": 4114.8,
                    "balance_due_by": "2027-04-30",
                }
            }
        },
    )
    s.say(
        "Thanks, Aurelio. Your tour CH-39550 runs Friday, May 14 to Sunday, May 16 on a 56-seat "
        "coach for 38 people. Saturday, May 15 is currently 9:00 am to 5:00 pm, Harnell to "
        "Tessingham Arboretum and back (8 hours of driving time). The total is $5,486.40, "
        "including $290.00 for the driver's two nights of lodging; $4,114.80 is due by April "
        "30. Which garden would you like to add, and for how long?"
    )
    s.user(
        "Pennick Water Gardens, near Saltree. we'd want 2 hours there. after the arboretum, and "
        "back at the hotel by 8:30pm at the latest. don't touch the sunday schedule",
        facts={
            "itinerary_change": {
                "date": "2027-05-15",
                "add_stop": "Pennick Water Gardens",
                "stop_minutes": 120,
                "after": "Tessingham Arboretum",
                "back_by": "20:30",
                "sunday": "unchanged",
            }
        },
    )
    s.call(
        "get_driver_rules",
        {},
        {
            "max_driving_hours_per_day": 10,
            "max_on_duty_hours_per_day": 15,
            "second_driver": "required when a day would exceed either limit; dispatch decides "
            "and assigns",
            "second_driver_hourly": 38.0,
            "driver_lodging_per_night": 145.0,
        },
        facts={"driver_rules": {"max_driving_hours": 10, "max_on_duty_hours": 15}},
    )
    s.call(
        "quote_trip",
        {
            "booking_id": "CH-39550",
            "date": "2027-05-15",
            "add_stop": "Pennick Water Gardens",
            "stop_minutes": 120,
            "return_by": "20:30",
        },
        {
            "date": "2027-05-15",
            "estimated_driving_hours": 9.5,
            "on_duty_hours": 11.5,
            "added_hours": 3.5,
            "added_base": 577.5,
            "added_fuel_surcharge": 51.98,
            "added_total": 629.48,
            "new_total": 6115.88,
        },
        facts={"quote": {"added_total": 629.48, "new_total": 6115.88, "driving_hours": 9.5}},
    )
    s.confirm(
        "The stop fits: the estimate puts Saturday at 9.5 hours of driving, under the 10-hour "
        "limit. Here's the change:\n"
        "- Trip CH-39550, Saturday, May 15, 2027: add Pennick Water Gardens (2 hours) after "
        "Tessingham Arboretum, back at the hotel in Harnell by 8:30 pm\n"
        "- 3.5 more hours at $165.00 = $577.50, plus $51.98 fuel surcharge: +$629.48\n"
        "- New total $6,115.88; Friday and Sunday unchanged\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "change_itinerary",
                {
                    "booking_id": "CH-39550",
                    "date": "2027-05-15",
                    "add_stop": "Pennick Water Gardens",
                    "stop_minutes": 120,
                    "return_by": "20:30",
                },
            )
        ],
    )
    s.yes("yes, do it")
    s.call(
        "change_itinerary",
        {
            "booking_id": "CH-39550",
            "date": "2027-05-15",
            "add_stop": "Pennick Water Gardens",
            "stop_minutes": 120,
            "return_by": "20:30",
        },
        {
            "error": "DRIVER_HOURS_EXCEEDED",
            "message": "Routed driving time for 2027-05-15 would be 10.75 h (limit 10 h): the "
            "Saltree ferry is closed in May, so Pennick Water Gardens is reached by road. "
            "Itinerary not changed. A second driver would be required; dispatch decides.",
        },
        error=True,
    )
    s.boundary(
        "the confirmed Saturday stop failed (10.75 h of driving over the 10 h limit), "
        "itinerary unchanged, not reported yet; Sunday to stay as is"
    )
    s.say(
        "I'm sorry, Aurelio, the change didn't go through. With the Saltree ferry closed in May, "
        "the routed driving time for Saturday would be 10.75 hours, over the 10-hour limit, so "
        "the itinerary is unchanged and nothing was charged. Two ways forward:\n"
        "- I can ask dispatch for a second driver on Saturday. Dispatch decides whether one is "
        "required and available; the desk can't assign one. A second driver costs $38.00 an "
        "hour, 12 hours that day ($456.00), plus one night of lodging ($145.00): $601.00, on "
        "top of the $629.48 for the stop.\n"
        "- Or fit Pennick in by dropping the Tessingham Arboretum; that keeps Saturday under the "
        "limit with one driver and costs less. That's what I'd suggest."
    )
    s.user(
        "no, the arboretum stays, it's the whole point of saturday. put in the request for a "
        "second driver, but only for saturday, not the whole tour. and don't change anything "
        "else until dispatch answers",
        facts={
            "itinerary_change": {
                "date": "2027-05-15",
                "add_stop": "Pennick Water Gardens",
                "stop_minutes": 120,
                "after": "Tessingham Arboretum",
                "back_by": "20:30",
                "sunday": "unchanged",
                "second_driver": "2027-05-15 only",
                "other_changes": "none until dispatch answers",
            }
        },
    )
    s.confirm(
        "Here's the request for dispatch:\n"
        "- Trip CH-39550: a second driver on Saturday, May 15, 2027 only, so Pennick Water "
        "Gardens can be added after the arboretum, back by 8:30 pm\n"
        "- If dispatch approves: +$601.00 for the second driver and +$629.48 for the stop\n"
        "- Nothing on the trip changes until dispatch decides\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_second_driver",
                {
                    "booking_id": "CH-39550",
                    "date": "2027-05-15",
                    "add_stop": "Pennick Water Gardens",
                    "return_by": "20:30",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "request_second_driver",
        {
            "booking_id": "CH-39550",
            "date": "2027-05-15",
            "add_stop": "Pennick Water Gardens",
            "return_by": "20:30",
        },
        {
            "request_id": "DSP-5087",
            "status": "pending_dispatch",
            "decision_expected_by": "2027-03-15",
            "note": "dispatch decides whether a second driver is required and available; the "
            "itinerary change is applied only after approval",
        },
        facts={"second_driver_request_id": "DSP-5087"},
    )
    s.say(
        "Sent: request DSP-5087 is with dispatch, pending their decision, expected by Monday, "
        "March 15. It isn't approved yet, so the tour is unchanged for now: Saturday is still "
        "9:00 am to 5:00 pm with the arboretum only, and the total is still $5,486.40, with "
        "$4,114.80 due by April 30."
    )
    s.user("and if they say no?")
    s.boundary(
        "the failure reported; dropping the arboretum suggested and declined; DSP-5087 (second "
        "driver, Saturday only) executed, pending dispatch, reported; his question open"
    )


SCRIPTS = {"school": session_school, "wedding": session_wedding, "tour": session_tour}
