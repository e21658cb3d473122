"""Session scripts, part 2: headcount, loadin and balance.

Each script plays one invented session at the events desk of Fettlecombe Catering Co.
(clients, accounts, venues, menus, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen. The sessions take place on Wednesday, April 15, 2026.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_headcount(s):
    """A wedding's final headcount corrected to adults and kids; then two extra servers."""
    greet(s)
    s.user(
        "hi, I need to change our numbers for the wedding, a bunch of RSVPs came back no. "
        "maudie quaye, job 7115"
    )
    s.say("Of course. To verify, please give me the email address or phone number on file.")
    s.user("maudieq@example.net")
    s.call(
        "verify_client",
        {"job_id": "JOB-7115", "name": "Maudie Quaye", "email": "maudieq@example.net"},
        verified("ACC-63244"),
        facts={
            "account_id": "ACC-63244",
            "client": "Maudie Quaye",
            "payment_method": "Mastercard ****9072",
        },
    )
    s.call(
        "get_event",
        {"job_id": "JOB-7115"},
        {
            "job_id": "JOB-7115",
            "type": "wedding, plated dinner",
            "date": "2026-05-16",
            "venue": "Ravelston Glasshouse, Harrowmere",
            "adults": 120,
            "children": 0,
            "dietary": {"vegetarian": 9, "gluten_free": 3},
            "price_per_head": 68.0,
            "kids_menu_per_head": 28.0,
            "service_charge": "20%",
            "servers": 8,
            "estimate": 9792.0,
            "deposit_paid": 3000.0,
        },
        facts={
            "job_id": "JOB-7115",
            "event": {
                "date": "2026-05-16",
                "venue": "Ravelston Glasshouse, Harrowmere",
                "adults": 120,
                "vegetarian": 9,
                "gluten_free": 3,
                "price_per_head": 68.0,
                "kids_menu_per_head": 28.0,
                "servers": 8,
            },
        },
    )
    s.call(
        "get_headcount_policy",
        {"job_id": "JOB-7115"},
        {
            "final_headcount_due": "2026-04-24",
            "changes": "up or down until the cut-off; after it, increases only, if staff allow",
            "minimum_adult_plated": 100,
            "children": "under 12 on the kids' menu, not counted toward the minimum",
        },
        facts={
            "headcount_policy": {
                "cut_off": "2026-04-24",
                "minimum_adults": 100,
            }
        },
    )
    s.say(
        "Thanks, Maudie. Your wedding JOB-7115 at Ravelston Glasshouse on Saturday, May 16 "
        "is down for 120 adults at $68.00 a head, 9 vegetarian and 3 gluten-free, with a 20% "
        "service charge. You can change the numbers up or down until the final headcount "
        "cut-off on Friday, April 24; the minimum is 100 adult plated dinners. What's the "
        "new number?"
    )
    s.user("we're at 112 now", facts={"headcount_request": {"adults": 112}})
    s.confirm(
        "Here's the update:\n"
        "- JOB-7115, May 16, 2026\n"
        "- 112 adults at $68.00 (was 120), 9 vegetarian, 3 gluten-free\n"
        "- New estimate: $7,616.00 + 20% service charge = $9,139.20\n\n"
        "Shall I update it? (yes/no)",
        [
            (
                "update_headcount",
                {
                    "job_id": "JOB-7115",
                    "adults": 112,
                    "children": 0,
                    "vegetarian": 9,
                    "gluten_free": 3,
                },
            )
        ],
    )
    s.no(
        "no wait, 112 includes the kids. it's 108 adults and 4 kids, and the kids get the "
        "kids menu not the plated dinner. and veggie is 8 now, not 9. GF still 3",
        facts={
            "headcount_request": {"adults": 108, "children": 4, "vegetarian": 8, "gluten_free": 3}
        },
    )
    s.confirm(
        "Got it, nothing changed yet. The corrected update:\n"
        "- JOB-7115, May 16, 2026\n"
        "- 108 adults at $68.00 = $7,344.00\n"
        "- 4 children on the kids' menu at $28.00 = $112.00\n"
        "- 8 vegetarian, 3 gluten-free\n"
        "- New estimate: $7,456.00 + 20% service charge ($1,491.20) = $8,947.20\n\n"
        "Shall I update it? (yes/no)",
        [
            (
                "update_headcount",
                {
                    "job_id": "JOB-7115",
                    "adults": 108,
                    "children": 4,
                    "vegetarian": 8,
                    "gluten_free": 3,
                },
            )
        ],
    )
    s.yes("yes that's right")
    s.call(
        "update_headcount",
        {"job_id": "JOB-7115", "adults": 108, "children": 4, "vegetarian": 8, "gluten_free": 3},
        {
            "job_id": "JOB-7115",
            "status": "updated",
            "adults": 108,
            "children": 4,
            "vegetarian": 8,
            "gluten_free": 3,
            "food": 7456.0,
            "service_charge": 1491.2,
            "estimate": 8947.2,
            "deposit_paid": 3000.0,
            "balance_estimate": 5947.2,
            "final_headcount_due": "2026-04-24",
        },
    )
    s.say(
        "Updated: 108 adults and 4 children on the kids' menu, 8 vegetarian and 3 "
        "gluten-free. The new estimate is $8,947.20; with your $3,000.00 deposit, about "
        "$5,947.20 would remain. You can still adjust until April 24. Many couples also keep "
        "2 or 3 spare adult plates for the vendors; shall I add some?"
    )
    s.user(
        "no spares, the photographer and the band bring their own food. oh and can we get "
        "2 more servers for the dancing part? my aunt said the last wedding she went to ran "
        "out of hands"
    )
    s.boundary(
        "the 112-adult update rejected by her correction; 108 adults + 4 kids (8 veg, 3 GF, "
        "$8,947.20) executed and reported; vendor plates offered and declined; her request "
        "for 2 more servers just raised"
    )
    s.call(
        "get_staffing_rates",
        {"job_id": "JOB-7115"},
        {
            "server_hourly": 38.0,
            "minimum_hours_per_server": 4,
            "included_servers": 8,
            "dancing": "20:00-24:00",
        },
        facts={"staffing_rates": {"server_hourly": 38.0, "minimum_hours": 4, "included": 8}},
    )
    s.confirm(
        "You have 8 servers included. Extra servers are $38.00 an hour, 4 hours minimum, "
        "billed per server. Here's what I'd add:\n"
        "- JOB-7115, May 16, 2026: 2 extra servers, 8:00 pm to midnight (4 hours each)\n"
        "- 2 x 4 h x $38.00 = $304.00\n\n"
        "Shall I add them? (yes/no)",
        [
            (
                "add_servers",
                {
                    "job_id": "JOB-7115",
                    "count": 2,
                    "start": "20:00",
                    "end": "24:00",
                    "total": 304.0,
                },
            )
        ],
        facts={"server_request": {"count": 2, "hours": "20:00-24:00", "total": 304.0}},
    )
    s.user("is that 304 for both of them or each?")
    s.boundary(
        "adding 2 servers 8 pm-midnight ($304.00) proposed, pending: she answered with a "
        "question; the headcount update (108 adults + 4 kids) executed earlier"
    )
    s.say("That's $304.00 for both: $152.00 per server.")


def session_loadin(s):
    """A gallery opening: load-in asked of the venue, linens and glassware of the supplier."""
    greet(s)
    s.user(
        "hi, clemency carrick from hobbard gallery. sorting out logistics for our spring "
        "opening on may 2 at the old ropeworks, job 7361"
    )
    s.say("Hi Clemency. To verify, please confirm the email address on the account.")
    s.user("clemency@example.com")
    s.call(
        "verify_client",
        {"job_id": "JOB-7361", "name": "Clemency Carrick", "email": "clemency@example.com"},
        verified("ACC-63390"),
        facts={
            "account_id": "ACC-63390",
            "client": "Clemency Carrick (Hobbard Gallery)",
            "payment_method": "invoice, net 14",
        },
    )
    s.call(
        "get_event",
        {"job_id": "JOB-7361"},
        {
            "job_id": "JOB-7361",
            "type": "canape reception and dessert table",
            "date": "2026-05-02",
            "venue": "The Old Ropeworks, Harrowmere",
            "guests": 150,
            "canapes_per_head": 31.0,
            "dessert_table_per_head": 9.0,
            "service_charge": "18%",
            "doors": "19:00",
            "load_in": "not confirmed",
            "rentals": "none ordered",
        },
        facts={
            "job_id": "JOB-7361",
            "event": {
                "date": "2026-05-02",
                "venue": "The Old Ropeworks, Harrowmere",
                "guests": 150,
                "doors": "19:00",
            },
        },
    )
    s.call(
        "get_venue_info",
        {"venue": "The Old Ropeworks"},
        {
            "venue": "The Old Ropeworks, Harrowmere",
            "coordinator": "Anwen Caird",
            "load_in_windows": ["14:00-16:00"],
            "daytime_event_ends": "13:30",
            "kitchen_access": "to be confirmed by the venue coordinator for each event",
            "linens": "not supplied by the venue",
            "high_tables": 18,
        },
        facts={
            "event": {
                "coordinator": "Anwen Caird",
                "load_in_windows": "14:00-16:00",
                "high_tables": 18,
            }
        },
    )
    s.say(
        "Thanks, Clemency. JOB-7361 is a canapé reception for 150 guests at The Old "
        "Ropeworks on Saturday, May 2, doors at 7:00 pm, with a dessert table. Load-in isn't "
        "confirmed yet: the Ropeworks allows load-in between 2:00 and 4:00 pm after a "
        "daytime event, and kitchen access is confirmed by their coordinator, Anwen Caird. "
        "They don't supply linens for their 18 high tables. For the service I'd suggest "
        "canapés from 7:00 and the dessert table at 8:00."
    )
    s.user(
        "canapés first, the dessert table later, not before 8:30, the speeches are at 8. "
        "load in at 3 is fine. we need linens for the 18 high tables, ivory not white. and "
        "flutes for everyone",
        facts={
            "service_timeline": {"canapes": "19:00", "dessert_table": "not before 20:30"},
            "rental_request": {"linens": "ivory, 18 high tables", "flutes": "for 150 guests"},
        },
    )
    s.call(
        "get_rental_catalog",
        {"supplier": "Hartsease Event Hire", "date": "2026-05-02"},
        {
            "supplier": "Hartsease Event Hire",
            "items": [
                {"item": "ivory cocktail linen", "price": 14.0},
                {"item": "white cocktail linen", "price": 12.0},
                {"item": "champagne flute", "price": 0.9},
            ],
            "delivery": 45.0,
            "confirmation": "orders are confirmed by the supplier within 2 business days",
        },
    )
    s.confirm(
        "Here's what I'll request:\n"
        "1. Load-in at The Old Ropeworks on Saturday, May 2 at 3:00 pm, kitchen access 3:00 "
        "to 11:30 pm: a request to Anwen Caird, the venue's coordinator, who confirms it.\n"
        "2. Rentals from Hartsease Event Hire, delivered May 2 at 2:30 pm: 18 ivory cocktail "
        "linens ($252.00) and 160 champagne flutes, 150 plus 10 spare ($144.00), with $45.00 "
        "delivery: $441.00. Hartsease confirms the order.\n"
        "Service: canapés from 7:00 pm, the dessert table at 8:30 pm.\n\n"
        "Shall I send both? (yes/no)",
        [
            (
                "request_load_in",
                {
                    "job_id": "JOB-7361",
                    "venue": "The Old Ropeworks",
                    "date": "2026-05-02",
                    "load_in": "15:00",
                    "kitchen_access": "15:00-23:30",
                },
            ),
            (
                "place_rental_order",
                {
                    "job_id": "JOB-7361",
                    "supplier": "Hartsease Event Hire",
                    "items": [
                        {"item": "ivory cocktail linen", "qty": 18},
                        {"item": "champagne flute", "qty": 160},
                    ],
                    "delivery": "2026-05-02T14:30",
                    "total": 441.0,
                },
            ),
        ],
        facts={"service_timeline": {"canapes": "19:00", "dessert_table": "20:30"}},
    )
    s.yes("yes, send both")
    s.call(
        "request_load_in",
        {
            "job_id": "JOB-7361",
            "venue": "The Old Ropeworks",
            "date": "2026-05-02",
            "load_in": "15:00",
            "kitchen_access": "15:00-23:30",
        },
        {
            "request_id": "LDR-5520",
            "status": "awaiting_venue_confirmation",
            "coordinator": "Anwen Caird",
            "respond_by": "2026-04-20",
        },
        facts={"load_in_id": "LDR-5520"},
    )
    s.call(
        "place_rental_order",
        {
            "job_id": "JOB-7361",
            "supplier": "Hartsease Event Hire",
            "items": [
                {"item": "ivory cocktail linen", "qty": 18},
                {"item": "champagne flute", "qty": 160},
            ],
            "delivery": "2026-05-02T14:30",
            "total": 441.0,
        },
        {
            "rental_order_id": "RNT-88417",
            "status": "pending_supplier_confirmation",
            "supplier": "Hartsease Event Hire",
            "confirm_by": "2026-04-17",
            "total": 441.0,
        },
        facts={"rental_order_id": "RNT-88417"},
    )
    s.boundary(
        "the load-in request LDR-5520 (3 pm, kitchen 3-11:30 pm, awaiting the venue "
        "coordinator) and the rental order RNT-88417 (18 ivory linens, 160 flutes, $441.00, "
        "pending the supplier) both executed, neither decided, not reported yet; dessert at "
        "8:30 not 8:00"
    )
    s.say(
        "Both are sent. Load-in request LDR-5520 is waiting for Anwen Caird at the Ropeworks "
        "(she replies by April 20), and rental order RNT-88417 is waiting for Hartsease to "
        "confirm, by April 17. Neither is confirmed yet."
    )


def session_balance(s):
    """A final balance paid by bank transfer that hasn't arrived; the due date moved instead."""
    greet(s)
    s.user(
        "Good morning. Winifred Drabble. I sent the balance for my anniversary dinner by "
        "bank transfer yesterday, reference DRABBLE 6977. Please mark it paid. I'm paying by "
        "transfer, not by card."
    )
    s.say("Good morning, Mrs. Drabble. To verify, please give me the phone number on your account.")
    s.user("802 555 0125")
    s.call(
        "verify_client",
        {"name": "Winifred Drabble", "phone": "+1 802-555-0125"},
        verified("ACC-62871"),
        facts={
            "account_id": "ACC-62871",
            "client": "Winifred Drabble",
            "payment_method": "Mastercard ****2051 on file",
        },
    )
    s.call(
        "get_invoices",
        {"account_id": "ACC-62871"},
        {
            "invoices": [
                {
                    "invoice_id": "INV-30551",
                    "job_id": "JOB-6977",
                    "what": "deposit, 40th anniversary dinner (2026-04-11)",
                    "amount": 1000.0,
                    "status": "paid",
                    "paid": "2026-03-02",
                },
                {
                    "invoice_id": "INV-30588",
                    "job_id": "JOB-6977",
                    "what": "final balance, 40th anniversary dinner (2026-04-11)",
                    "amount": 3184.6,
                    "status": "open",
                    "due": "2026-04-18",
                },
                {
                    "invoice_id": "INV-30612",
                    "job_id": "JOB-7402",
                    "what": "deposit, garden brunch (2026-05-24)",
                    "amount": 400.0,
                    "status": "open",
                    "due": "2026-05-01",
                },
            ],
            "late_fee": "1.5% of the open amount after the due date",
        },
        facts={
            "invoices": {
                "INV-30551": {"amount": 1000.0, "status": "paid"},
                "INV-30588": {"amount": 3184.6, "status": "open", "due": "2026-04-18"},
                "INV-30612": {"amount": 400.0, "status": "open", "due": "2026-05-01"},
            }
        },
    )
    s.confirm(
        "Thank you. The final balance for your April 11 dinner is invoice INV-30588, "
        "$3,184.60, due Saturday, April 18. I'll apply your transfer to it:\n"
        "- Invoice INV-30588 (JOB-6977), $3,184.60\n"
        "- Bank transfer, reference DRABBLE 6977, sent April 14, 2026\n\n"
        "Shall I apply it? (yes/no)",
        [
            (
                "apply_bank_transfer",
                {
                    "invoice_id": "INV-30588",
                    "amount": 3184.6,
                    "reference": "DRABBLE 6977",
                    "sent": "2026-04-14",
                },
            )
        ],
        facts={
            "payment_request": {
                "invoice_id": "INV-30588",
                "method": "bank transfer, not card",
                "reference": "DRABBLE 6977",
                "sent": "2026-04-14",
            }
        },
    )
    s.yes("Yes.")
    s.call(
        "apply_bank_transfer",
        {
            "invoice_id": "INV-30588",
            "amount": 3184.6,
            "reference": "DRABBLE 6977",
            "sent": "2026-04-14",
        },
        {
            "error": "no_matching_transfer",
            "message": (
                "no incoming transfer of 3184.60 with reference DRABBLE 6977 has been "
                "received; domestic transfers can take 1-2 business days to arrive; "
                "INV-30588 is still open"
            ),
        },
        error=True,
    )
    s.boundary(
        "applying the transfer to INV-30588 ($3,184.60) failed (no matching transfer "
        "received, ledger executed), not reported yet; still open, due Apr 18; she pays by "
        "transfer, not card"
    )
    s.say(
        "I'm sorry, Mrs. Drabble, I couldn't apply it: no transfer with reference DRABBLE "
        "6977 has reached our account yet. Transfers can take 1 to 2 business days, so it "
        "may still be on its way. INV-30588 is still open for $3,184.60, due Saturday, April "
        "18. If you'd rather settle it today, I can charge the Mastercard ending 2051 on "
        "file instead."
    )
    s.user("No. Not the card. The money has left my account, it will arrive.")
    s.confirm(
        "Understood. So that you aren't charged a late fee while it arrives, I can move the "
        "due date:\n"
        "- Invoice INV-30588, $3,184.60\n"
        "- Due date moved from Saturday, April 18 to Wednesday, April 22, 2026\n\n"
        "Shall I move it? (yes/no)",
        [("extend_balance_due", {"invoice_id": "INV-30588", "new_due": "2026-04-22"})],
    )
    s.yes(
        "Yes please.",
        facts={"due_date_request": {"invoice_id": "INV-30588", "new_due": "2026-04-22"}},
    )
    s.call(
        "extend_balance_due",
        {"invoice_id": "INV-30588", "new_due": "2026-04-22"},
        {
            "invoice_id": "INV-30588",
            "status": "open",
            "due": "2026-04-22",
            "previous_due": "2026-04-18",
            "late_fee": "none if paid by 2026-04-22",
        },
    )
    s.say(
        "Done: INV-30588 is now due Wednesday, April 22, with no late fee if the transfer "
        "arrives by then. I'll see it applied once it lands."
    )
    s.user("Thank you. And the brunch deposit, is that due already?")
    s.say(
        "No: the brunch deposit is invoice INV-30612, $400.00, due Friday, May 1. Nothing "
        "needs doing on it yet."
    )
    s.user("Fine, leave that one for now.")
    s.boundary(
        "the failed transfer reported; the card offered and refused (not card); INV-30588's "
        "due date moved from Apr 18 to Apr 22 (executed, reported); INV-30612 ($400, due "
        "May 1) left alone"
    )


SCRIPTS = {
    "headcount": session_headcount,
    "loadin": session_loadin,
    "balance": session_balance,
}
