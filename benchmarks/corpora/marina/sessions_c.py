"""Session scripts, part 3: the fuel dock account, a transient visitor.

Each script plays one invented session at the harbour office of Merrowick Harbour Marina
(owners, owner ids, boats, slips, accounts, amounts and dates are made up). The sessions take
place on Thursday, March 12, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_fuel(s):
    """One boat's fuel limit lowered, the other's left; paying the balance fails (card expired)."""
    greet(s)
    s.user(
        "Corin Balfour, fuel account. two things: my son has been filling up Tern like it's "
        "free, I want a cap on it, and I want to pay off what's on there. MH-22978"
    )
    s.say("Sure, Corin. What's the phone number on the account?")
    s.user("ph 555-0109")
    s.call(
        "verify_owner",
        {"owner_id": "MH-22978", "name": "Corin Balfour", "phone": "+1 207-555-0109"},
        verified("MH-22978"),
        facts={
            "owner_id": "MH-22978",
            "owner": "Corin Balfour",
            "boats": {
                "Skua": {"length_ft": 33, "slip": "E-6"},
                "Tern": {"length_ft": 22, "slip": "E-7"},
            },
            "card_on_file": "Mastercard ****5517",
        },
    )
    s.call(
        "get_fuel_account",
        {"owner_id": "MH-22978"},
        {
            "account_id": "FA-2290",
            "balance": 612.4,
            "due_date": "2026-03-15",
            "late_fee": "1.5% of the balance after the due date",
            "charges": [
                {"date": "2026-02-06", "boat": "Skua", "gallons": 82.6, "amount": 388.15},
                {"date": "2026-02-21", "boat": "Tern", "gallons": 47.7, "amount": 224.25},
            ],
            "monthly_limits": {"Skua": 600.0, "Tern": 400.0},
            "card_on_file": "Mastercard ****5517",
        },
        facts={
            "fuel_account": {
                "account_id": "FA-2290",
                "balance": 612.4,
                "due": "2026-03-15",
                "limits": {"Skua": 600.0, "Tern": 400.0},
            }
        },
    )
    s.say(
        "Thanks, Corin. Fuel account FA-2290 has a balance of $612.40, due March 15: $388.15 "
        "for Skua on February 6 and $224.25 for Tern on February 21. The monthly limits are "
        "$600.00 for Skua and $400.00 for Tern. What cap would you like on Tern?"
    )
    s.user(
        "150 a month for Tern. leave Skua alone, that's mine",
        facts={"fuel_limit_request": {"boat": "Tern", "limit": 150.0, "keep": "Skua"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- Fuel account FA-2290, Tern: monthly limit from $400.00 to $150.00\n"
        "- Skua stays at $600.00\n\n"
        "Shall I set it? (yes/no)",
        [
            (
                "set_fuel_account_limit",
                {"account_id": "FA-2290", "boat": "Tern", "monthly_limit": 150.0},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "set_fuel_account_limit",
        {"account_id": "FA-2290", "boat": "Tern", "monthly_limit": 150.0},
        {
            "account_id": "FA-2290",
            "boat": "Tern",
            "monthly_limit": 150.0,
            "previous": 400.0,
            "status": "updated",
            "effective": "2026-03-12",
        },
    )
    s.confirm(
        "Done: Tern's fuel limit is now $150.00 a month, from today; Skua stays at $600.00.\n\n"
        "For the balance:\n"
        "- Pay $612.40 on fuel account FA-2290\n"
        "- Charged to your Mastercard ****5517 on file\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "pay_fuel_account",
                {"account_id": "FA-2290", "amount": 612.4, "card": "Mastercard ****5517"},
            )
        ],
    )
    s.yes("yep", facts={"payment_request": {"amount": 612.4, "card": "Mastercard ****5517"}})
    s.call(
        "pay_fuel_account",
        {"account_id": "FA-2290", "amount": 612.4, "card": "Mastercard ****5517"},
        {
            "error": "card_declined",
            "message": "Mastercard ****5517 was declined: card expired (02/26).",
        },
        error=True,
    )
    s.say(
        "I'm sorry, the payment didn't go through: your Mastercard ****5517 was declined "
        "because it expired in February. Nothing was charged, and the $612.40 is still due on "
        "March 15; after that a 1.5% late fee applies. I can email a secure payment link to "
        "corin.balfour@example.com so you can pay with another card."
    )
    s.user(
        "no link thanks, I don't click those. I'll pay at the fuel dock office on saturday "
        "with a check. is the office open saturday morning?"
    )
    s.boundary(
        "Tern's limit set to $150.00 (from $400.00), executed and reported, Skua left at "
        "$600.00; the $612.40 payment failed (card expired), reported, still due March 15; "
        "the payment link offered and declined; his question about Saturday open"
    )


def session_transient(s):
    """A transient visitor takes the cheaper slip first; her friend's boat refused; one night less."""
    greet(s)
    s.user(
        "Hi! I'm sailing up from Saltby over Easter weekend and need a slip for 3 nights, "
        "friday 17th april to monday 20th. Kittiwake, 32ft sloop. I think I made an account "
        "last year, Saoirse Penwarden"
    )
    s.say("Welcome back, Saoirse. Can you give me your owner number or the email on file?")
    s.user("saoirse.p@example.net")
    s.call(
        "verify_owner",
        {"name": "Saoirse Penwarden", "email": "saoirse.p@example.net"},
        verified("MH-50731"),
        facts={
            "owner_id": "MH-50731",
            "owner": "Saoirse Penwarden",
            "boats": {"Kittiwake": {"length_ft": 32}},
            "card_on_file": "Visa ****1846",
        },
    )
    s.call(
        "get_transient_options",
        {"length_ft": 32, "arrive": "2026-04-17", "nights": 3},
        {
            "options": [
                {"slip": "T-9", "location": "T dock", "per_ft_night": 3.25, "per_night": 104.0},
                {
                    "slip": "F-2",
                    "location": "fuel dock face",
                    "per_ft_night": 2.75,
                    "per_night": 88.0,
                },
            ],
            "shore_power_per_night": 12.0,
            "deposit": "the first night, charged at booking",
            "changes": "free up to 7 days before arrival",
        },
        facts={
            "transient_options": {
                "T-9": {"per_night": 104.0},
                "F-2": {"per_night": 88.0},
                "power_per_night": 12.0,
            }
        },
    )
    s.say(
        "Found you, Saoirse (MH-50731). For Friday, April 17 to Monday, April 20 (3 nights) I "
        "have two slips for 32 ft: T-9 on T dock at $3.25 a foot, $104.00 a night, and F-2 on "
        "the fuel dock face at $2.75 a foot, $88.00 a night. Shore power is $12.00 a night, "
        "and the first night is charged as a deposit when you book."
    )
    s.user(
        "the cheaper one first, and only if that's gone then T-9. power yes. oh and my friend "
        "Tam is coming too on Puffin, 26 ft, can you book him in next to me? he's rubbish "
        "with phones",
        facts={"transient_request": {"first": "F-2", "then": "T-9", "power": True}},
    )
    s.confirm(
        "F-2 is free, so here's your booking:\n"
        "- Slip F-2 (fuel dock face), Kittiwake (32 ft), Friday, April 17 to Monday, April "
        "20, 2026 (3 nights)\n"
        "- $88.00 a night + shore power $12.00 = $100.00 a night, $300.00 in all\n"
        "- Deposit: the first night, $100.00, charged now to Visa ****1846; the rest on "
        "arrival\n\n"
        "I'm sorry, I can't book Puffin for Tam: a slip can only be booked by the boat's owner "
        "or someone the owner has authorized with us, so he'll need to call or book online "
        "himself. Shall I book F-2 for you? (yes/no)",
        [
            (
                "reserve_transient_slip",
                {
                    "owner_id": "MH-50731",
                    "boat": "Kittiwake",
                    "slip": "F-2",
                    "arrive": "2026-04-17",
                    "depart": "2026-04-20",
                    "power": True,
                    "total": 300.0,
                },
            )
        ],
    )
    s.yes("ugh fine, I'll make him call. yes book mine")
    s.call(
        "reserve_transient_slip",
        {
            "owner_id": "MH-50731",
            "boat": "Kittiwake",
            "slip": "F-2",
            "arrive": "2026-04-17",
            "depart": "2026-04-20",
            "power": True,
            "total": 300.0,
        },
        {
            "reservation_id": "TR-61588",
            "status": "confirmed",
            "slip": "F-2",
            "arrive": "2026-04-17",
            "depart": "2026-04-20",
            "nights": 3,
            "total": 300.0,
            "deposit_charged": {"amount": 100.0, "card": "Visa ****1846"},
            "balance_on_arrival": 200.0,
        },
        facts={"transient_booking_id": "TR-61588"},
    )
    s.say(
        "Booked: TR-61588, slip F-2 from Friday, April 17 to Monday, April 20 with shore power, "
        "$300.00 in all. The $100.00 deposit is charged to your Visa ****1846 and $200.00 is "
        "due on arrival. Changes are free up to 7 days before you arrive."
    )
    s.user(
        "thanks. hmm actually I just remembered I have to be back in Saltby for monday "
        "morning. can I do one night less?"
    )
    s.boundary(
        "TR-61588 (F-2, April 17-20, $300.00, $100.00 deposit) executed and reported, the "
        "cheaper slip first by her choice; booking Puffin for Tam asked for and refused; her "
        "request for one night less just raised"
    )
    s.confirm(
        "Sure, that's free of charge. Here's the change:\n"
        "- TR-61588, slip F-2: arrive Saturday, April 18, leave Monday, April 20, 2026 (2 "
        "nights)\n"
        "- $200.00 in all; your $100.00 deposit stays, $100.00 due on arrival\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "modify_transient_reservation",
                {
                    "reservation_id": "TR-61588",
                    "arrive": "2026-04-18",
                    "depart": "2026-04-20",
                    "total": 200.0,
                },
            )
        ],
    )
    s.no(
        "no no, the LAST night. I still arrive friday the 17th, I leave sunday the 19th",
        facts={"change_request": {"arrive": "2026-04-17", "depart": "2026-04-19"}},
    )
    s.confirm(
        "Sorry about that, nothing was changed. Here's the corrected change:\n"
        "- TR-61588, slip F-2: arrive Friday, April 17, leave Sunday, April 19, 2026 (2 "
        "nights)\n"
        "- $200.00 in all; your $100.00 deposit stays, $100.00 due on arrival\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "modify_transient_reservation",
                {
                    "reservation_id": "TR-61588",
                    "arrive": "2026-04-17",
                    "depart": "2026-04-19",
                    "total": 200.0,
                },
            )
        ],
    )
    s.yes("yes that's it")
    s.boundary(
        "the April 18-20 change rejected by her correction (the last night, not the first); "
        "the April 17-19 change ($200.00) approved by her yes, no call yet; TR-61588 booked "
        "earlier; Puffin refused"
    )


SCRIPTS = {"fuel": session_fuel, "transient": session_transient}
