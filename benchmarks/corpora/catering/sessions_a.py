"""Session scripts, part 1: dropoff, tasting and substitution.

Each script plays one invented session at the events desk of Fettlecombe Catering Co.
(clients, accounts, venues, menus, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen. The sessions take place on Wednesday, April 15, 2026.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the events desk at Fettlecombe Catering. I can help with "
        "drop-off orders, staffed events and weddings, tastings, menus and dietary needs, "
        "headcounts, rentals and invoices. What can I do for you today?"
    )


def session_dropoff(s):
    """An office drop-off lunch ordered by the office manager's assistant: nut-free, by 11:30."""
    greet(s)
    s.user(
        "hi, this is keswin, I order for dorcas farnsby's office at pellworth & thackray. "
        "need lunch for a client meeting tomorrow. account is acc 20815"
    )
    s.say(
        "Happy to help, Keswin. To check that you're on the account, please give me your "
        "full name and the email address we have for you."
    )
    s.user("Keswin Saffery, k.saffery@example.com")
    s.call(
        "verify_client",
        {"account_id": "ACC-20815", "name": "Keswin Saffery", "email": "k.saffery@example.com"},
        verified("ACC-20815", "CT-7731"),
        facts={
            "account_id": "ACC-20815",
            "client": "Pellworth & Thackray LLP",
            "contact": "Keswin Saffery (CT-7731, ordering, no billing)",
            "payment_method": "invoice, net 30",
        },
    )
    s.say(
        "Thanks, Keswin, you're verified as an ordering contact on the Pellworth & Thackray "
        "account (orders are invoiced to the account, net 30). Which office is it for, how "
        "many people, and is there anything I should know about diets or allergies?"
    )
    s.user(
        "bellfounder lane, not harrowmere. 18 ppl. 3 of them gluten free. and NO nuts "
        "anywhere, not just labelled, one of the partners has a serious allergy. it has to "
        "be there before 11:30 because the meeting starts at noon. and no more than $40 a "
        "head",
        facts={
            "order_request": {
                "site": "Bellfounder Lane",
                "date": "2026-04-16",
                "guests": 18,
                "gluten_free": 3,
                "nut_free": "no nuts anywhere, not just labelled",
                "deliver_before": "11:30",
                "max_per_head": 40.0,
            }
        },
    )
    s.call(
        "get_menu_options",
        {"account_id": "ACC-20815", "service": "drop-off", "date": "2026-04-16"},
        {
            "service": "drop-off",
            "minimum_headcount": 20,
            "delivery_fee": 35.0,
            "service_charge": "none on drop-off orders",
            "menus": [
                {
                    "menu": "Harvest Sandwich Platter",
                    "price_per_head": 24.0,
                    "nut_free_prep": True,
                },
                {
                    "menu": "Mezze & Grain Bowl",
                    "price_per_head": 29.0,
                    "nut_free_prep": True,
                },
                {
                    "menu": "Chef's Premium Lunch",
                    "price_per_head": 44.0,
                    "nut_free_prep": False,
                    "note": "the romesco and the almond crumb are made in the main kitchen",
                },
            ],
            "add_ons": [{"item": "dessert tray", "price_per_head": 6.0}],
            "nut_free_prep": "prepared and packed in the separate nut-free kitchen",
        },
        facts={
            "menu_options": {
                "minimum_headcount": 20,
                "delivery_fee": 35.0,
                "Harvest Sandwich Platter": 24.0,
                "Mezze & Grain Bowl": 29.0,
                "Chef's Premium Lunch": 44.0,
            }
        },
    )
    s.call(
        "get_delivery_windows",
        {"site": "Bellfounder Lane", "date": "2026-04-16"},
        {
            "site": "Bellfounder Lane",
            "date": "2026-04-16",
            "windows": ["10:15-10:45", "10:45-11:15", "11:30-12:00"],
        },
        facts={"delivery_windows": ["10:15-10:45", "10:45-11:15", "11:30-12:00"]},
    )
    s.say(
        "For Thursday, April 16 at Bellfounder Lane we have three drop-off menus: the "
        "Harvest Sandwich Platter at $24.00 a head, the Mezze & Grain Bowl at $29.00 and the "
        "Chef's Premium Lunch at $44.00. The Premium is what most firms pick for client "
        "meetings, but it can't be made nut-free: parts of it come from our main kitchen. "
        "The Harvest and the Mezze are both prepared and packed in our separate nut-free "
        "kitchen. Drop-off orders have a minimum of 20 guests, so 18 people are billed as "
        "20, plus a $35.00 delivery fee. Delivery windows before 11:30 are 10:15-10:45 and "
        "10:45-11:15. Which menu and window would you like?"
    )
    s.user(
        "the premium is over what we said, 44 is over 40. the mezze one. 10:45 window is fine",
        facts={"order_request": {"menu": "Mezze & Grain Bowl", "window": "10:45-11:15"}},
    )
    s.call(
        "get_quote",
        {
            "account_id": "ACC-20815",
            "menu": "Mezze & Grain Bowl",
            "guests": 18,
            "service": "drop-off",
        },
        {
            "menu": "Mezze & Grain Bowl",
            "guests": 18,
            "billed_headcount": 20,
            "price_per_head": 29.0,
            "food": 580.0,
            "delivery_fee": 35.0,
            "total": 615.0,
        },
        facts={
            "quote": {"billed_headcount": 20, "food": 580.0, "delivery_fee": 35.0, "total": 615.0}
        },
    )
    s.say(
        "The Mezze & Grain Bowl comes to $580.00 for 20 billed guests plus $35.00 delivery, "
        "$615.00 in all. Would you like to add a dessert tray? It's $6.00 a head."
    )
    s.user("no dessert, they never eat it at these things")
    s.confirm(
        "Here's the order:\n"
        "- Pellworth & Thackray LLP (ACC-20815), Bellfounder Lane office, 40 Bellfounder "
        "Lane, 3rd floor, Wendlebury Cross\n"
        "- Thursday, April 16, 2026, delivered between 10:45 and 11:15 am\n"
        "- Mezze & Grain Bowl for 18 guests (billed as 20, the minimum), 3 of them gluten-free\n"
        "- Prepared and packed in the nut-free kitchen, no nuts in any item\n"
        "- $580.00 + $35.00 delivery = $615.00, invoiced to the account\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_dropoff_order",
                {
                    "account_id": "ACC-20815",
                    "site": "Bellfounder Lane",
                    "date": "2026-04-16",
                    "window": "10:45-11:15",
                    "menu": "Mezze & Grain Bowl",
                    "guests": 18,
                    "billed_headcount": 20,
                    "gluten_free": 3,
                    "nut_free_prep": True,
                    "total": 615.0,
                },
            )
        ],
    )
    s.yes("yes pls")
    s.call(
        "place_dropoff_order",
        {
            "account_id": "ACC-20815",
            "site": "Bellfounder Lane",
            "date": "2026-04-16",
            "window": "10:45-11:15",
            "menu": "Mezze & Grain Bowl",
            "guests": 18,
            "billed_headcount": 20,
            "gluten_free": 3,
            "nut_free_prep": True,
            "total": 615.0,
        },
        {
            "order_id": "ORD-61842",
            "status": "confirmed",
            "site": "Bellfounder Lane",
            "delivery": "2026-04-16 10:45-11:15",
            "menu": "Mezze & Grain Bowl",
            "billed_headcount": 20,
            "gluten_free": 3,
            "kitchen": "nut-free",
            "total": 615.0,
            "invoice": "to ACC-20815, net 30",
        },
        facts={"order_id": "ORD-61842"},
    )
    s.boundary(
        "the Mezze order ORD-61842 for Bellfounder Lane (18 guests billed as 20, $615.00, "
        "10:45-11:15 Apr 16, nut-free kitchen) executed, not reported yet; the Premium ($44) "
        "declined (over $40 a head), the dessert tray declined; Harrowmere not ordered for"
    )
    s.say(
        "Done: order ORD-61842 is confirmed for Thursday, April 16, delivered to Bellfounder "
        "Lane between 10:45 and 11:15. $615.00 will be invoiced to the account."
    )


def session_tasting(s):
    """A wedding tasting for 2 corrected to 4; then the deposit approved, not yet charged."""
    greet(s)
    s.user(
        "hi!! we're getting married in june and want to book our tasting. its eulalie "
        "velloway, the booking is job 7302 i think"
    )
    s.say(
        "Congratulations! To pull up your booking, please confirm the phone number or the "
        "email address on your account."
    )
    s.user("802 555 0147")
    s.call(
        "verify_client",
        {"job_id": "JOB-7302", "name": "Eulalie Velloway", "phone": "+1 802-555-0147"},
        verified("ACC-63018"),
        facts={
            "account_id": "ACC-63018",
            "client": "Eulalie Velloway",
            "payment_method": "Visa ****6630 or Amex ****1185 on file",
        },
    )
    s.call(
        "get_event",
        {"job_id": "JOB-7302"},
        {
            "job_id": "JOB-7302",
            "type": "wedding, plated dinner",
            "date": "2026-06-20",
            "venue": "Thornhaugh Barn, Ouselby",
            "estimated_guests": 120,
            "price_per_head": 72.0,
            "minimum_headcount": 80,
            "service_charge": "20%",
            "status": "date held",
            "deposit": {"amount": 2500.0, "due": "2026-04-30", "status": "unpaid"},
            "tasting": "included for 2 people; each extra guest $45.00, paid at the tasting",
            "menu": "not chosen",
        },
        facts={
            "job_id": "JOB-7302",
            "event": {
                "date": "2026-06-20",
                "venue": "Thornhaugh Barn, Ouselby",
                "guests": 120,
                "price_per_head": 72.0,
                "deposit": 2500.0,
                "deposit_due": "2026-04-30",
            },
        },
    )
    s.call(
        "get_tasting_slots",
        {"job_id": "JOB-7302"},
        {
            "slots": [
                "2026-04-25T11:00",
                "2026-04-25T14:00",
                "2026-04-30T18:00",
                "2026-05-02T11:00",
            ],
            "location": "Fettlecombe tasting room, 12 Cobbold Street, Wendlebury Cross",
        },
        facts={
            "tasting_slots": [
                "2026-04-25T11:00",
                "2026-04-25T14:00",
                "2026-04-30T18:00",
                "2026-05-02T11:00",
            ]
        },
    )
    s.say(
        "Thanks, Eulalie. Your wedding JOB-7302 is a plated dinner at Thornhaugh Barn on "
        "Saturday, June 20, 2026, about 120 guests at $72.00 a head; the date is held. The "
        "tasting is included for two people, and each extra guest is $45.00, paid at the "
        "tasting. Open slots at our tasting room on Cobbold Street: Saturday, April 25 at "
        "11:00 am or 2:00 pm, Thursday, April 30 at 6:00 pm, and Saturday, May 2 at 11:00 am."
    )
    s.user(
        "the 25th at 2 works for us",
        facts={"tasting_request": {"slot": "2026-04-25T14:00"}},
    )
    s.confirm(
        "Here's the tasting:\n"
        "- JOB-7302, Saturday, April 25, 2026 at 2:00 pm, Cobbold Street tasting room\n"
        "- 2 guests (included, no charge)\n\n"
        "Shall I book it? (yes/no)",
        [("book_tasting", {"job_id": "JOB-7302", "slot": "2026-04-25T14:00", "guests": 2})],
    )
    s.no(
        "oh wait. rudo's mum wants to come, and my sister. so 4 of us. is that ok? we'll pay "
        "for the extra 2",
        facts={"tasting_request": {"slot": "2026-04-25T14:00", "guests": 4}},
    )
    s.confirm(
        "Of course, nothing is booked yet. Here's the corrected tasting:\n"
        "- JOB-7302, Saturday, April 25, 2026 at 2:00 pm, Cobbold Street tasting room\n"
        "- 4 guests: 2 included, 2 extra at $45.00 each = $90.00, paid at the tasting\n\n"
        "Shall I book it? (yes/no)",
        [("book_tasting", {"job_id": "JOB-7302", "slot": "2026-04-25T14:00", "guests": 4})],
    )
    s.yes("yes!")
    s.call(
        "book_tasting",
        {"job_id": "JOB-7302", "slot": "2026-04-25T14:00", "guests": 4},
        {
            "tasting_id": "TST-2291",
            "status": "booked",
            "job_id": "JOB-7302",
            "slot": "2026-04-25T14:00",
            "guests": 4,
            "extra_guests_due_at_tasting": 90.0,
            "mains_to_taste": 3,
        },
        facts={"tasting_id": "TST-2291"},
    )
    s.say(
        "Booked: tasting TST-2291 on Saturday, April 25 at 2:00 pm for 4 of you; the $90.00 "
        "for the two extra guests is paid on the day. You get to taste 3 mains. Chef "
        "recommends the braised short rib, the halibut with beurre blanc and the wild "
        "mushroom risotto. I could also book you a walk-through at Thornhaugh Barn with the "
        "head chef, so she can see the kitchen before June. Would you like that?"
    )
    s.user(
        "not the halibut, rudo hates fish. short rib, the lemon chicken and the risotto. and "
        "no walk-through, we've been to the barn twice already",
        facts={"tasting_mains": ["braised short rib", "lemon chicken", "wild mushroom risotto"]},
    )
    s.say(
        "Noted: short rib, lemon chicken and the wild mushroom risotto for the tasting, no "
        "fish. No walk-through."
    )
    s.user("do we have to pay the deposit before the tasting?")
    s.boundary(
        "the 2-guest tasting rejected by her correction; TST-2291 (Apr 25 2:00 pm, 4 guests, "
        "$90 at the tasting) executed and reported; halibut refused (no fish), walk-through "
        "declined; her deposit question open"
    )
    s.say(
        "No, the tasting doesn't depend on it. The $2,500.00 deposit is due by Thursday, "
        "April 30 to keep June 20 held for you; after that the hold lapses. You can pay it "
        "any time before then, and it comes off the final bill."
    )
    s.user(
        "ok let's just pay it now then. put it on the visa, not the amex",
        facts={"deposit_request": {"amount": 2500.0, "card": "Visa ****6630"}},
    )
    s.confirm(
        "Here's the payment:\n"
        "- Deposit for JOB-7302 (wedding, June 20, 2026)\n"
        "- $2,500.00 charged to Visa ****6630\n"
        "- Secures the date; comes off the final bill\n\n"
        "Shall I charge it? (yes/no)",
        [("pay_deposit", {"job_id": "JOB-7302", "amount": 2500.0, "card": "Visa ****6630"})],
    )
    s.yes("yes go ahead")
    s.boundary(
        "the $2,500.00 deposit on Visa ****6630 (not the Amex) approved by her yes, no call "
        "yet; TST-2291 booked earlier; walk-through declined"
    )
    s.call(
        "pay_deposit",
        {"job_id": "JOB-7302", "amount": 2500.0, "card": "Visa ****6630"},
        {"payment_id": "PAY-44107", "status": "paid", "amount": 2500.0, "job_status": "confirmed"},
    )


def session_substitution(s):
    """An all-vegetarian main course for a staffed buffet, submitted to the head chef."""
    greet(s)
    s.user(
        "Hello, Margit Ellisander from Marlwood Loom Textiles. I need to change the menu for "
        "our 25th anniversary buffet. Account ACC41126."
    )
    s.say("Hello Margit. To verify, please confirm the email address on the account.")
    s.user("margit.ellisander@example.net")
    s.call(
        "verify_client",
        {
            "account_id": "ACC-41126",
            "name": "Margit Ellisander",
            "email": "margit.ellisander@example.net",
        },
        verified("ACC-41126", "CT-8140"),
        facts={
            "account_id": "ACC-41126",
            "client": "Marlwood Loom Textiles",
            "contact": "Margit Ellisander (CT-8140, events coordinator)",
        },
    )
    s.call(
        "get_event",
        {"account_id": "ACC-41126"},
        {
            "jobs": [
                {
                    "job_id": "JOB-7188",
                    "type": "staffed buffet",
                    "occasion": "25th anniversary",
                    "date": "2026-05-08",
                    "guests": 60,
                    "price_per_head": 52.0,
                    "service_charge": "18%",
                    "mains": ["cedar-plank salmon", "roast chicken thighs"],
                    "dietary": {"vegan": 6, "gluten_free": 4},
                    "menu_change_policy": (
                        "changes of a dish are approved by the head chef, Undine Grane; "
                        "decision within 2 business days"
                    ),
                },
                {
                    "job_id": "JOB-7240",
                    "type": "drop-off breakfast",
                    "date": "2026-06-12",
                    "guests": 35,
                    "price_per_head": 16.0,
                },
            ]
        },
        facts={
            "event": {
                "JOB-7188": {
                    "date": "2026-05-08",
                    "guests": 60,
                    "price_per_head": 52.0,
                    "mains": ["cedar-plank salmon", "roast chicken thighs"],
                },
                "JOB-7240": {"date": "2026-06-12", "type": "drop-off breakfast"},
            }
        },
    )
    s.say(
        "Thanks, Margit. I see two bookings: the anniversary buffet JOB-7188 on Friday, May "
        "8 (60 guests, $52.00 a head, mains of cedar-plank salmon and roast chicken thighs, "
        "6 vegan and 4 gluten-free) and a drop-off breakfast JOB-7240 on Friday, June 12. "
        "What would you like to change on the buffet?"
    )
    s.user(
        "Only vegetarian mains please, no fish and no meat. Our CEO has gone vegetarian and "
        "wants the whole anniversary menu to reflect it. The June breakfast stays as it is.",
        facts={"substitution_request": {"job_id": "JOB-7188", "mains": "vegetarian only"}},
    )
    s.call(
        "get_menu_options",
        {"job_id": "JOB-7188", "course": "mains", "diet": "vegetarian"},
        {
            "vegetarian_mains": [
                {"dish": "Moroccan chickpea tagine", "vegan": True, "price_per_head": 49.0},
                {"dish": "wild mushroom and leek pie", "vegan": False, "price_per_head": 49.0},
                {"dish": "aubergine parmigiana", "vegan": False, "price_per_head": 50.0},
            ],
            "note": "buffet price per head with two vegetarian mains replacing salmon and chicken",
        },
        facts={
            "menu_options": {
                "Moroccan chickpea tagine": 49.0,
                "wild mushroom and leek pie": 49.0,
                "aubergine parmigiana": 50.0,
            }
        },
    )
    s.say(
        "Our head chef's usual vegetarian pairing for a buffet is the Moroccan chickpea "
        "tagine, which is vegan, and the wild mushroom and leek pie. With those two mains "
        "replacing the salmon and the chicken, the buffet would be $49.00 a head instead of "
        "$52.00. Some clients keep the salmon as a third dish for guests who want fish; "
        "would you like that?"
    )
    s.user(
        "No, no fish, I said only vegetarian. The tagine and the pie sound good.",
        facts={
            "substitution_request": {
                "job_id": "JOB-7188",
                "replace": {
                    "cedar-plank salmon": "Moroccan chickpea tagine",
                    "roast chicken thighs": "wild mushroom and leek pie",
                },
            }
        },
    )
    s.confirm(
        "Here's the change I'll send to the kitchen:\n"
        "- Anniversary buffet JOB-7188, Friday, May 8, 2026, 60 guests\n"
        "- Cedar-plank salmon replaced by Moroccan chickpea tagine\n"
        "- Roast chicken thighs replaced by wild mushroom and leek pie\n"
        "- $49.00 a head instead of $52.00 if approved\n"
        "- The June 12 breakfast JOB-7240 is not touched\n\n"
        "Dish changes are decided by our head chef, Undine Grane, within 2 business days. "
        "Shall I submit it to her? (yes/no)",
        [
            (
                "submit_dish_substitution",
                {
                    "job_id": "JOB-7188",
                    "replace": {
                        "cedar-plank salmon": "Moroccan chickpea tagine",
                        "roast chicken thighs": "wild mushroom and leek pie",
                    },
                    "price_per_head": 49.0,
                },
            )
        ],
    )
    s.yes("Yes, please submit it.")
    s.call(
        "submit_dish_substitution",
        {
            "job_id": "JOB-7188",
            "replace": {
                "cedar-plank salmon": "Moroccan chickpea tagine",
                "roast chicken thighs": "wild mushroom and leek pie",
            },
            "price_per_head": 49.0,
        },
        {
            "request_id": "SUB-0934",
            "status": "pending_chef_review",
            "reviewer": "Undine Grane, head chef",
            "decision_by": "2026-04-17",
            "current_menu": "unchanged until approved",
        },
        facts={"substitution_id": "SUB-0934"},
    )
    s.say(
        "Submitted: request SUB-0934 is with Chef Grane for review. It isn't approved yet, and "
        "the menu stays as it is until she decides, by Friday, April 17. If she approves, the "
        "buffet becomes the tagine and the pie at $49.00 a head. The June breakfast is "
        "unchanged."
    )
    s.user("Will the vegan count still matter? We had 6 vegans down.")
    s.boundary(
        "SUB-0934 (salmon and chicken to tagine and pie, $49 a head) submitted and reported, "
        "pending the head chef's review (by Apr 17), not approved; keeping the salmon "
        "suggested and declined; JOB-7240 untouched; her vegan question open"
    )


SCRIPTS = {
    "dropoff": session_dropoff,
    "tasting": session_tasting,
    "substitution": session_substitution,
}
