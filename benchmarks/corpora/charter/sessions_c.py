"""Session scripts, part 3: a mileage quote held, a bigger coach asked of dispatch, an airport run.

Each script plays one invented session at the booking desk of Pellmoor Charter Coaches
(customers, accounts, trips, rates, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import account, rates
from sessions_a import greet


def session_quote(s):
    """A senior center outing: the cheaper mileage quote with a restroom held; no lift."""
    greet(s)
    s.user(
        "Good morning. I'd like a price for taking 30 of our seniors to Marwick Lavender Farm on "
        "Wednesday 5 May. Ottilie Haverkamp, Quenlow Senior Center, account 45502."
    )
    s.say("Good morning, Ottilie. To verify, what's the phone number on the account?")
    s.user("541 555 0115")
    s.call(
        "lookup_account",
        {"account_id": "CU-45502", "phone": "+1 541-555-0115"},
        account("CU-45502"),
        facts={
            "account_id": "CU-45502",
            "customer": "Ottilie Haverkamp",
            "organization": "Quenlow Senior Center",
            "caller_role": "group leader",
            "card_on_file": "Visa ****4436",
        },
    )
    s.call(
        "get_fleet_rates",
        {"passengers": 30, "date": "2027-05-05"},
        rates("MC-35"),
        facts={
            "fleet_options": {
                "MC-35": {
                    "hourly": 135.0,
                    "per_mile": 3.6,
                    "restroom": 75.0,
                    "wheelchair_lift": 0.0,
                }
            }
        },
    )
    s.say(
        "Thanks, you're verified. For 30 people it's our 35-seat midicoach: $135.00 an hour "
        "(4-hour minimum) or $3.60 a mile, plus a 9% fuel surcharge on the fare. A restroom on "
        "board is +$75.00, and the wheelchair-lift version is free. What times would you like?"
    )
    s.user(
        "morning departure, but no pickup before 8:30, our members need time. back by 4. it's "
        "about 106 miles each way I think",
        facts={
            "trip_request": {
                "date": "2027-05-05",
                "passengers": 30,
                "destination": "Marwick Lavender Farm",
                "earliest_pickup": "08:30",
                "back_by": "16:00",
            }
        },
    )
    s.call(
        "quote_trip",
        {
            "vehicle": "MC-35",
            "date": "2027-05-05",
            "pickup_time": "08:30",
            "pickup_address": "Quenlow Senior Center, 41 Abbot's Walk, Quenlow Falls",
            "destination": "Marwick Lavender Farm",
            "return_time": "16:00",
        },
        {
            "quote_id": "Q-8120",
            "hourly": {"hours": 7.5, "base": 1012.5, "fuel_surcharge": 91.13, "total": 1103.63},
            "mileage": {"miles": 212, "base": 763.2, "fuel_surcharge": 68.69, "total": 831.89},
            "options": {"restroom": 75.0, "wheelchair_lift": 0.0},
            "valid_until": "2027-03-17",
        },
        facts={
            "quote": {
                "quote_id": "Q-8120",
                "hourly_total": 1103.63,
                "mileage_total": 831.89,
                "valid_until": "2027-03-17",
            }
        },
    )
    s.say(
        "Here's quote Q-8120 for Wednesday, May 5, pickup 8:30 am at the Senior Center, back by "
        "4:00 pm:\n"
        "- by the hour: 7.5 hours, $1,012.50 plus $91.13 fuel surcharge = $1,103.63\n"
        "- by the mile: 212 miles, $763.20 plus $68.69 fuel surcharge = $831.89\n"
        "Options: restroom +$75.00. Since some of your members may use walkers, I'd suggest the "
        "wheelchair-lift midicoach; it costs nothing extra."
    )
    s.user(
        "the cheaper one, by the mile. yes to the restroom, it's near 2 hours each way. no lift, "
        "they all manage the steps fine. and can you knock off the fuel surcharge? we're a "
        "nonprofit",
        facts={
            "trip_request": {
                "date": "2027-05-05",
                "passengers": 30,
                "destination": "Marwick Lavender Farm",
                "earliest_pickup": "08:30",
                "back_by": "16:00",
                "basis": "mileage",
                "restroom": True,
                "wheelchair_lift": False,
            }
        },
    )
    s.confirm(
        "I'm sorry, I can't waive the fuel surcharge: it applies to every trip, nonprofits "
        "included. Here's what I can hold for you:\n"
        "- Quote Q-8120 by the mile: $763.20 + $68.69 fuel surcharge + $75.00 restroom = "
        "$906.89\n"
        "- 35-seat midicoach with restroom, no lift; Wednesday, May 5, 2027, pickup 8:30 am, "
        "back by 4:00 pm\n"
        "- Held until Wednesday, March 17; nothing to pay now. To book it, a 25% deposit "
        "($226.72) is due\n\n"
        "Shall I place the hold? (yes/no)",
        [
            (
                "place_quote_hold",
                {
                    "quote_id": "Q-8120",
                    "basis": "mileage",
                    "restroom": True,
                    "wheelchair_lift": False,
                },
            )
        ],
    )
    s.yes("ok, that's a shame, but yes hold it")
    s.call(
        "place_quote_hold",
        {"quote_id": "Q-8120", "basis": "mileage", "restroom": True, "wheelchair_lift": False},
        {
            "hold_id": "HLD-3346",
            "status": "held",
            "quote_id": "Q-8120",
            "basis": "mileage",
            "total": 906.89,
            "held_until": "2027-03-17",
            "note": "a hold is not a booking: no vehicle is reserved until the trip is booked "
            "and the deposit paid",
        },
        facts={"hold_id": "HLD-3346"},
    )
    s.boundary(
        "hold HLD-3346 on Q-8120 by the mile with restroom ($906.89, until March 17) executed, "
        "not reported; the lift suggested and declined; the fuel-surcharge waiver refused"
    )


def session_resize(s):
    """A retreat's outbound on a bigger coach: asked of dispatch; the return left as it is."""
    greet(s)
    s.user(
        "hi, we have a company retreat with you in april, CH42804 and 42805. headcount went up "
        "to 49 for the trip out. can we get a bigger bus?"
    )
    s.say(
        "Let's see what we can do. To verify, please give me the name on the account and the "
        "email or phone on file."
    )
    s.user("Corwin Ashdale, c.ashdale@example.com")
    s.call(
        "lookup_account",
        {"name": "Corwin Ashdale", "email": "c.ashdale@example.com"},
        account("CU-39914"),
        facts={
            "account_id": "CU-39914",
            "customer": "Corwin Ashdale",
            "organization": "Hallbeck Instruments",
            "caller_role": "group leader",
            "card_on_file": "Amex ****7260",
        },
    )
    s.call(
        "list_trips",
        {"account_id": "CU-39914"},
        {
            "trips": [
                {
                    "booking_id": "CH-42804",
                    "leg": "outbound, Ostlebury to Tarnby Lake Lodge",
                    "date": "2027-04-19",
                    "pickup_time": "08:00",
                    "vehicle_class": "MC-35",
                    "passengers": 30,
                    "hours": 5,
                    "total": 735.75,
                },
                {
                    "booking_id": "CH-42805",
                    "leg": "return, Tarnby Lake Lodge to Ostlebury",
                    "date": "2027-04-21",
                    "pickup_time": "14:00",
                    "vehicle_class": "MC-35",
                    "passengers": 30,
                    "hours": 4,
                    "total": 588.6,
                },
            ]
        },
        facts={
            "trips": {
                "CH-42804": {"date": "2027-04-19", "vehicle": "MC-35", "total": 735.75},
                "CH-42805": {"date": "2027-04-21", "vehicle": "MC-35", "total": 588.6},
            }
        },
    )
    s.call(
        "get_fleet_rates",
        {"passengers": 49, "date": "2027-04-19"},
        rates("MB-28", "CO-56"),
        facts={
            "fleet_options": {
                "CO-56": {"hourly": 165.0, "min_hours": 5},
                "MB-28": {"hourly": 79.0, "min_hours": 4},
            }
        },
    )
    s.say(
        "Thanks, Corwin. Both legs are on a 35-seat midicoach for 30: CH-42804 out on Monday, "
        "April 19 at 8:00 am ($735.75), CH-42805 back on Wednesday, April 21 at 2:00 pm "
        "($588.60). For 49 on the way out there are two options:\n"
        "- switch the outbound to a 56-seat coach: 5 hours at $165.00 = $825.00 plus $74.25 "
        "fuel surcharge, $899.25 (+$163.50);\n"
        "- keep the midicoach and add a 28-seat minibus: 4 hours at $79.00 = $316.00 plus "
        "$28.44, $344.44 more.\n"
        "Adding a minibus is often easier for dispatch to cover at short notice, so that's what "
        "I'd suggest. Either way it's a vehicle change, which dispatch decides: I can only send "
        "the request."
    )
    s.user(
        "only the big coach, not the midicoach plus a minibus. I want everyone on one bus for "
        "the welcome talk. and just the outbound, leave the return on the 21st as it is, a bunch "
        "of people drive home early",
        facts={
            "vehicle_change": {
                "booking_id": "CH-42804",
                "to": "CO-56",
                "passengers": 49,
                "not": "midicoach plus minibus",
                "return_CH-42805": "unchanged",
            }
        },
    )
    s.confirm(
        "Here's the request for dispatch:\n"
        "- Trip CH-42804 (outbound, Monday, April 19, 2027): from the 35-seat midicoach to one "
        "56-seat coach, 49 passengers\n"
        "- If dispatch approves: $899.25 instead of $735.75 (+$163.50)\n"
        "- CH-42805, the return on April 21, stays on the midicoach as it is\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_vehicle_change",
                {
                    "booking_id": "CH-42804",
                    "from_vehicle": "MC-35",
                    "to_vehicle": "CO-56",
                    "passengers": 49,
                },
            )
        ],
    )
    s.yes("yes, send it")
    s.call(
        "request_vehicle_change",
        {
            "booking_id": "CH-42804",
            "from_vehicle": "MC-35",
            "to_vehicle": "CO-56",
            "passengers": 49,
        },
        {
            "request_id": "VC-1178",
            "status": "pending_dispatch",
            "decision_expected_by": "2027-03-12",
            "current_vehicle": "MC-35 (unchanged until dispatch approves)",
            "total_if_approved": 899.25,
        },
        facts={"vehicle_change_request_id": "VC-1178"},
    )
    s.say(
        "Sent: request VC-1178 is with dispatch, pending their decision, expected by Friday, "
        "March 12. Until they approve it, CH-42804 stays on the 35-seat midicoach at $735.75; if "
        "approved, it becomes a 56-seat coach at $899.25. CH-42805 is unchanged."
    )
    s.user("ok. if they can't do it, call me before you change anything")
    s.boundary(
        "VC-1178 (outbound CH-42804 to a 56-seat coach) executed, pending dispatch, reported; "
        "the minibus suggested and declined; the return CH-42805 untouched; his condition just "
        "stated"
    )


def session_airport(s):
    """An airport pickup booked by the team manager the coach authorized: both actions approved."""
    greet(s)
    s.user(
        "hi, Mireille Dunstan, team manager for the Verdmouth Harriers under-16s. I'm booking "
        "the bus from the airport when the team flies back from their tournament, sunday april "
        "11th. account cu-50267, it's under Osric Penhallow, our head coach"
    )
    s.say(
        "Thanks, Mireille. As the account is Osric Penhallow's, I need to check that you're an "
        "authorized contact: what's your phone number?"
    )
    s.user("541 555 0157")
    s.call(
        "lookup_account",
        {"account_id": "CU-50267", "caller_name": "Mireille Dunstan", "phone": "+1 541-555-0157"},
        account("CU-50267", caller="Mireille Dunstan (authorized contact)"),
        facts={
            "account_id": "CU-50267",
            "customer": "Osric Penhallow",
            "organization": "Verdmouth Harriers U16",
            "caller_role": "Mireille Dunstan (team manager), authorized by Osric Penhallow on "
            "2027-02-02 for bookings and deposits on the club card, no cancellations",
            "card_on_file": "Visa ****8812 (club card)",
        },
    )
    s.say(
        "You're on the list: Osric authorized you on February 2 for bookings and deposits on "
        "the club card. When does the flight land, how many are travelling, and where to?"
    )
    s.user(
        "flight lands 7:40pm at Ostlebury Regional. 24 players + 3 staff, big kit bags. pick up "
        "at 8:15, not before, they need to get the bags. to the Harriers clubhouse, 6 Weir St "
        "in Verdmouth",
        facts={
            "trip_request": {
                "date": "2027-04-11",
                "flight_lands": "19:40",
                "pickup_time": "20:15",
                "not_before": "20:15",
                "passengers": 27,
                "from": "Ostlebury Regional Airport",
                "to": "Harriers clubhouse, 6 Weir Street, Verdmouth",
            }
        },
    )
    s.call(
        "get_fleet_rates",
        {"passengers": 27, "date": "2027-04-11"},
        rates("MB-28", "MC-35"),
        facts={
            "fleet_options": {
                "MC-35": {"hourly": 135.0, "min_hours": 4, "luggage_bay": True},
                "MB-28": {"hourly": 79.0, "min_hours": 4, "luggage_bay": False},
            }
        },
    )
    s.call(
        "quote_trip",
        {
            "vehicle": "MC-35",
            "date": "2027-04-11",
            "pickup_time": "20:15",
            "pickup_address": "Ostlebury Regional Airport, arrivals door 2",
            "destination": "6 Weir Street, Verdmouth",
            "basis": "hourly",
        },
        {
            "quote_id": "Q-8154",
            "departure_window": "evening",
            "hours": 1.5,
            "billed_hours": 4,
            "base": 540.0,
            "fuel_surcharge": 48.6,
            "total": 588.6,
        },
        facts={"quote": {"quote_id": "Q-8154", "billed_hours": 4, "total": 588.6}},
    )
    s.say(
        "A 35-seat midicoach with a luggage bay fits the 27 of you and the kit bags: the run is "
        "about 1.5 hours, billed at the 4-hour minimum, $540.00 plus $48.60 fuel surcharge = "
        "$588.60 (quote Q-8154). A 28-seat minibus would be $316.00 plus $28.44 = $344.44, but "
        "it has no luggage bay, so you'd need a luggage trailer (+$60.00). To save money I'd "
        "suggest the minibus with the trailer."
    )
    s.user(
        "no trailer, the bags go under the bus. the midicoach. and the deposit goes on the club "
        "card, not my personal one",
        facts={
            "trip_request": {
                "date": "2027-04-11",
                "flight_lands": "19:40",
                "pickup_time": "20:15",
                "not_before": "20:15",
                "passengers": 27,
                "from": "Ostlebury Regional Airport",
                "to": "Harriers clubhouse, 6 Weir Street, Verdmouth",
                "vehicle": "MC-35",
                "card": "club card, not her own",
            }
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "1. Book a 35-seat midicoach on Sunday, April 11, 2027: pickup 8:15 pm at Ostlebury "
        "Regional Airport, arrivals door 2, for 27 passengers with luggage, to the Harriers "
        "clubhouse, 6 Weir Street, Verdmouth; $588.60 (quote Q-8154)\n"
        "2. Charge the 25% deposit, $147.15, to the club's Visa ****8812\n"
        "The balance of $441.45 will be due by March 28. If the flight is late, the driver "
        "waits; time beyond the 4 hours is billed at $135.00 an hour.\n\n"
        "Shall I book it and charge the deposit? (yes/no)",
        [
            (
                "book_trip",
                {
                    "account_id": "CU-50267",
                    "quote_id": "Q-8154",
                    "vehicle": "MC-35",
                    "date": "2027-04-11",
                    "pickup_time": "20:15",
                    "pickup_address": "Ostlebury Regional Airport, arrivals door 2",
                    "destination": "6 Weir Street, Verdmouth",
                    "passengers": 27,
                },
            ),
            (
                "charge_deposit",
                {"quote_id": "Q-8154", "amount": 147.15, "card": "Visa ****8812"},
            ),
        ],
    )
    s.yes("yes, book it and charge the deposit")
    s.boundary(
        "the airport booking and the $147.15 deposit on the club card approved by her yes, no "
        "call yet; the minibus with trailer suggested and declined; pickup 8:15 pm, not before"
    )


SCRIPTS = {"quote": session_quote, "resize": session_resize, "airport": session_airport}
