"""Session scripts, part 1: plan, tree and weather.

Each script plays one invented session at the customer desk of Gorsebridge Grounds & Gardens
(clients, ids, properties, trees, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen. The sessions take place on Wednesday, March 18, 2026.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached Gorsebridge Grounds & Gardens. I can help with seasonal mowing "
        "and hedge plans, quotes for one-off jobs, tree work, irrigation, green-waste removal "
        "and your scheduled visits. How can I help?"
    )


def session_plan(s):
    """A fortnightly mowing plan: Mow & Feed rejected (no weedkiller), then the access note."""
    greet(s)
    s.user("hello, I'd like my lawn mowed regularly this year. account CL 40217 I think")
    s.say(
        "Gladly. To verify the account, could you give me your full name and the address of "
        "the property?"
    )
    s.user("Sidonie Tremlowe, 14 larchgrove road")
    s.call(
        "verify_client",
        {"client_id": "CL-40217", "name": "Sidonie Tremlowe", "address": "14 Larchgrove Rd"},
        verified("CL-40217"),
        facts={
            "client_id": "CL-40217",
            "client": "Sidonie Tremlowe",
            "properties": {"PR-7731": "14 Larchgrove Rd, Wrayburn"},
            "payment_method": "Visa ****5204",
        },
    )
    s.call(
        "get_plan_options",
        {"client_id": "CL-40217", "property_id": "PR-7731"},
        {
            "property_id": "PR-7731",
            "lawn_m2": 180,
            "season": {"first_visit": "2026-03-26", "last_visit": "2026-10-29"},
            "plans": [
                {
                    "plan": "Seasonal Mow",
                    "price_per_visit": 48.0,
                    "includes": ["mowing", "edging", "clippings taken away"],
                },
                {
                    "plan": "Mow & Feed",
                    "price_per_visit": 61.0,
                    "includes": [
                        "mowing",
                        "edging",
                        "clippings taken away",
                        "spring and autumn feed",
                        "selective weedkiller in April and September",
                    ],
                },
            ],
            "frequencies": ["weekly", "fortnightly"],
            "minimum_visits": 8,
            "billing": "billed after each visit",
            "early_cancellation": "half the price of the visits left up to the minimum",
        },
        facts={
            "plan_options": {
                "Seasonal Mow": 48.0,
                "Mow & Feed": 61.0,
                "minimum_visits": 8,
                "lawn_m2": 180,
            }
        },
    )
    s.say(
        "Thanks, Sidonie, you're verified. For the 180 m² lawn at 14 Larchgrove Rd there are two "
        "plans: Seasonal Mow at $48.00 a visit (mowing, edging, clippings taken away) and Mow "
        "& Feed at $61.00 a visit, which adds a spring and autumn feed and treats the weeds. "
        "Visits are weekly or fortnightly, with a minimum of 8 visits in the season, and you "
        "are billed after each visit. Grass grows fast from April to June, so I'd suggest "
        "weekly visits. Which would you like?"
    )
    s.user(
        "fortnightly is fine, weekly is too much for me. and do the feed one, the clover is "
        "everywhere",
        facts={"plan_request": {"plan": "Mow & Feed", "frequency": "fortnightly"}},
    )
    s.confirm(
        "Here's the plan I'll set up:\n"
        "- 14 Larchgrove Rd (PR-7731), Mow & Feed, fortnightly\n"
        "- 16 visits, Thursday, March 26 to Thursday, October 22, 2026\n"
        "- $61.00 a visit, billed after each visit to Visa ****5204\n"
        "- Selective weedkiller in April and September, feed in spring and autumn\n\n"
        "Shall I create the plan? (yes/no)",
        [
            (
                "create_service_plan",
                {
                    "client_id": "CL-40217",
                    "property_id": "PR-7731",
                    "plan": "Mow & Feed",
                    "frequency": "fortnightly",
                    "first_visit": "2026-03-26",
                    "visits": 16,
                    "price_per_visit": 61.0,
                },
            )
        ],
    )
    s.no(
        "oh hang on, weedkiller?? no weedkiller, the dog uses that lawn. just the mowing then, "
        "the clover can stay",
        facts={
            "plan_request": {
                "plan": "Seasonal Mow",
                "frequency": "fortnightly",
                "no_weedkiller": True,
            }
        },
    )
    s.confirm(
        "Understood, nothing has been set up. Here's the plan without any treatment:\n"
        "- 14 Larchgrove Rd (PR-7731), Seasonal Mow, fortnightly\n"
        "- 16 visits, Thursday, March 26 to Thursday, October 22, 2026\n"
        "- $48.00 a visit, billed after each visit to Visa ****5204\n"
        "- Note for the crew: no weedkiller or feed, a dog uses the lawn\n"
        "- Minimum 8 visits: if the plan is cancelled earlier, half the price of the visits "
        "left up to 8 is billed\n\n"
        "Shall I create the plan? (yes/no)",
        [
            (
                "create_service_plan",
                {
                    "client_id": "CL-40217",
                    "property_id": "PR-7731",
                    "plan": "Seasonal Mow",
                    "frequency": "fortnightly",
                    "first_visit": "2026-03-26",
                    "visits": 16,
                    "price_per_visit": 48.0,
                    "crew_note": "no weedkiller or feed: a dog uses the lawn",
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "create_service_plan",
        {
            "client_id": "CL-40217",
            "property_id": "PR-7731",
            "plan": "Seasonal Mow",
            "frequency": "fortnightly",
            "first_visit": "2026-03-26",
            "visits": 16,
            "price_per_visit": 48.0,
            "crew_note": "no weedkiller or feed: a dog uses the lawn",
        },
        {
            "plan_id": "SP-26-0418",
            "status": "active",
            "property_id": "PR-7731",
            "plan": "Seasonal Mow",
            "frequency": "fortnightly",
            "first_visit": "2026-03-26",
            "last_visit": "2026-10-22",
            "visits": 16,
            "price_per_visit": 48.0,
            "season_total": 768.0,
            "minimum_visits": 8,
        },
        facts={"plan_id": "SP-26-0418"},
    )
    s.say(
        "Done: plan SP-26-0418 is active. Seasonal Mow every other Thursday, 16 visits from "
        "March 26 to October 22, $48.00 a visit, so $768.00 over the season if every visit "
        "happens, billed after each one. The crew note says no weedkiller or feed. To reach "
        "the back lawn, does the crew need a gate code or a key?"
    )
    s.user(
        "the side gate has a keypad, code is 4 7 1 9 then star. the dog will be out in the "
        "garden so keep that gate SHUT please",
        facts={"access_note": {"gate_code": "4719*", "keep_gate_closed": True}},
    )
    s.boundary(
        "the Mow & Feed plan rejected by her correction (no weedkiller, the dog); Seasonal Mow "
        "SP-26-0418 fortnightly executed and reported; the weekly suggestion declined; the gate "
        "code just given, no access note proposed yet"
    )
    s.confirm(
        "I'll save this access note on 14 Larchgrove Rd (PR-7731) for every crew:\n"
        "- Side gate keypad: 4719*\n"
        "- Keep the side gate closed at all times, a dog is in the garden\n"
        "- Text reminder to +1 503-555-0117 the day before each visit\n\n"
        "Shall I save it? (yes/no) The first visit is Thursday, March 26.",
        [
            (
                "save_access_note",
                {
                    "property_id": "PR-7731",
                    "gate_code": "4719*",
                    "note": "keep the side gate closed at all times, dog in the garden",
                    "reminder_sms": "+1 503-555-0117",
                },
            )
        ],
    )
    s.user("wait, can the crew text me when they arrive instead of the day before?")
    s.say(
        "They can't text on arrival, I'm afraid: the crews don't carry the client list, so "
        "reminders only go out the evening before, from the office. I can leave the reminder "
        "off if you'd rather not have it."
    )
    s.yes("ok, leave it on then. yes save it")
    s.boundary(
        "the access note (gate 4719*, keep closed, text reminder the day before) approved by "
        "her yes, no call yet; her request for a text on arrival refused"
    )


def session_tree(s):
    """A protected oak: the council application submitted; the sycamore job pending."""
    greet(s)
    s.user(
        "Hi, I've got two big trees at my place that need sorting, 2 Pinfold Lane Ostley "
        "Marsh. client no 38852"
    )
    s.say("I can look at that. Please give me your full name and the phone number on file.")
    s.user("Severin Quennock, 503 555 0142")
    s.call(
        "verify_client",
        {"client_id": "CL-38852", "name": "Severin Quennock", "phone": "+1 503-555-0142"},
        verified("CL-38852"),
        facts={
            "client_id": "CL-38852",
            "client": "Severin Quennock",
            "properties": {"PR-6620": "2 Pinfold Lane, Ostley Marsh"},
            "payment_method": "Visa ****3307",
        },
    )
    s.call(
        "get_property_trees",
        {"property_id": "PR-6620"},
        {
            "property_id": "PR-6620",
            "trees": [
                {
                    "tree_id": "TR-0871",
                    "species": "English oak",
                    "location": "back boundary",
                    "height_m": 17,
                    "protected": True,
                    "order": "TPO 114/2009",
                    "authority": "Wrayburn Town Council",
                },
                {
                    "tree_id": "TR-0872",
                    "species": "sycamore",
                    "location": "front, by the driveway",
                    "height_m": 11,
                    "protected": False,
                },
            ],
        },
        facts={
            "trees": {
                "TR-0871": "English oak, protected (TPO 114/2009)",
                "TR-0872": "sycamore, not protected",
            }
        },
    )
    s.say(
        "Thanks, Severin. We have two trees on record at 2 Pinfold Lane: the English oak "
        "on the back boundary (TR-0871) and the sycamore by the driveway (TR-0872). The oak is "
        "protected by Tree Preservation Order TPO 114/2009, so any pruning needs Wrayburn Town "
        "Council's consent first; we can submit the application for you at no charge, and the "
        "council decides within 8 weeks. The sycamore isn't protected, so we can book it now. "
        "As it stands so close to the drive, some clients have a tree like that felled "
        "instead. What would you like done?"
    )
    s.user(
        "no, I'm not felling anything, it's a nice tree. the sycamore just needs lifting off "
        "the drive. the oak hangs right over my neighbour's conservatory, I want 30% off it"
    )
    s.say(
        "Understood, no felling. For an oak of that size the council rarely consents to more "
        "than a 20% crown reduction, and an application for 30% is likely to be refused, "
        "which would mean starting again. I'd apply for a reduction of up to 20%."
    )
    s.user(
        "fine, apply for 20 then. and do the sycamore first, the oak can wait for the council",
        facts={
            "tree_request": {
                "TR-0871": "crown reduction up to 20%, after council consent",
                "TR-0872": "crown lift, first",
            }
        },
    )
    s.confirm(
        "Here's the application I'll submit to Wrayburn Town Council:\n"
        "- Protected tree TR-0871, English oak, TPO 114/2009, 2 Pinfold Lane, Ostley Marsh\n"
        "- Works: crown reduction of up to 20%\n"
        "- Reason: branches overhang the neighbouring conservatory\n"
        "- Applicant Severin Quennock, with Gorsebridge as agent, no charge\n"
        "- The council decides; no work on the oak can start before it consents\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_tree_application",
                {
                    "property_id": "PR-6620",
                    "tree_id": "TR-0871",
                    "works": "crown reduction up to 20%",
                    "reason": "overhangs the neighbouring conservatory",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "submit_tree_application",
        {
            "property_id": "PR-6620",
            "tree_id": "TR-0871",
            "works": "crown reduction up to 20%",
            "reason": "overhangs the neighbouring conservatory",
        },
        {
            "application_id": "TWA-26-0193",
            "status": "submitted",
            "decided_by": "Wrayburn Town Council",
            "decision_due": "2026-05-13",
            "works_allowed_before_consent": False,
        },
        facts={"application_id": "TWA-26-0193"},
    )
    s.say(
        "Submitted: application TWA-26-0193 is with Wrayburn Town Council. It's the council's "
        "decision, not ours, and it is due by Wednesday, May 13, 2026. Nothing will be done to "
        "the oak until it consents; I'll let you know as soon as we hear."
    )
    s.user("right. and the sycamore, can you do that soon?")
    s.boundary(
        "application TWA-26-0193 (oak TR-0871, up to 20%) submitted and reported, the council "
        "decides by May 13, not consented; he wanted 30%, 20% on the agent's advice; felling "
        "suggested and declined; the sycamore first, its job not proposed yet"
    )
    s.call(
        "get_crew_availability",
        {"service": "tree work", "property_id": "PR-6620"},
        {
            "service": "tree work",
            "slots": [
                {"date": "2026-03-30", "crew": "2 arborists", "hours": "full day"},
                {"date": "2026-04-07", "crew": "2 arborists", "hours": "full day"},
            ],
        },
        facts={"crew_slots": {"tree work": ["2026-03-30", "2026-04-07"]}},
    )
    s.confirm(
        "The earliest date is Monday, March 30. Here's the sycamore job:\n"
        "- TR-0872, sycamore by the driveway: crown lift over the drive and a light thin\n"
        "- Monday, March 30, 2026, 2 arborists, about 5 hours each at $62.00 an hour: "
        "$620.00\n"
        "- Call-out fee $45.00, green waste 2 loads at $65.00: $130.00\n"
        "- Total $795.00; a 25% deposit of $198.75 is charged to Visa ****3307 on booking\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_job",
                {
                    "client_id": "CL-38852",
                    "property_id": "PR-6620",
                    "work": "TR-0872 sycamore crown lift and thin",
                    "date": "2026-03-30",
                    "total": 795.0,
                    "deposit": 198.75,
                    "deposit_card": "Visa ****3307",
                },
            )
        ],
    )
    s.user(
        "before I say yes, what happens to the deposit if it rains on the 30th? I'm not "
        "losing 200 bucks to the weather"
    )
    s.boundary(
        "the sycamore job (March 30, $795.00, deposit $198.75) proposed and pending: he "
        "answered with a question about the deposit and the weather; the oak application "
        "still with the council"
    )


def session_weather(s):
    """Rain on the 19th: the mowing visit moved after the hedge visit; the hedge visit kept."""
    greet(s)
    s.user(
        "hiya, it's Ingram Haverstock, cl41093. the forecast says it's going to bucket down "
        "tomorrow, can you move the lawn visit?"
    )
    s.say("Sure. For security, could you confirm your address?")
    s.user("9 cobblers walk, keddleston x")
    s.call(
        "verify_client",
        {"client_id": "CL-41093", "name": "Ingram Haverstock", "address": "9 Cobbler's Walk"},
        verified("CL-41093"),
        facts={
            "client_id": "CL-41093",
            "client": "Ingram Haverstock",
            "properties": {"PR-8045": "9 Cobbler's Walk, Keddleston Cross"},
        },
    )
    s.call(
        "get_scheduled_visits",
        {"client_id": "CL-41093", "plan_id": "SP-26-0377", "from": "2026-03-18"},
        {
            "plan_id": "SP-26-0377",
            "visits": [
                {
                    "visit_id": "VS-55120",
                    "date": "2026-03-19",
                    "service": "mowing and edging",
                    "price": 52.0,
                },
                {
                    "visit_id": "VS-55134",
                    "date": "2026-03-24",
                    "service": "hedge trim (beech and privet)",
                    "price": 140.0,
                },
            ],
            "weather": {"2026-03-19": "heavy rain, 24 mm"},
            "reschedule_fee": 0.0,
        },
        facts={
            "visits": {
                "VS-55120": "mowing 2026-03-19",
                "VS-55134": "hedge trim 2026-03-24",
            }
        },
    )
    s.say(
        "Thanks, Ingram. You have two visits coming up under plan SP-26-0377: mowing and "
        "edging VS-55120 tomorrow, Thursday, March 19 ($52.00), and the hedge trim VS-55134 on "
        "Tuesday, March 24 ($140.00). Heavy rain is forecast for tomorrow, so moving the "
        "mowing is free. The next free slot is Friday, March 20; shall I move it there?"
    )
    s.user(
        "no, not friday. do the hedges first, the lawn later, the hedge guys trample the "
        "grass and leave bits everywhere anyway. so after the 24th",
        facts={"reschedule_request": {"visit": "VS-55120", "after": "2026-03-24"}},
    )
    s.say(
        "That makes sense. After the hedge visit I have Wednesday, March 25 or Thursday, "
        "March 26. I could also send the mowing crew on the 24th together with the hedge "
        "crew, straight after them."
    )
    s.user(
        "no, not the same day, give the lawn a day. the 25th. not the 26th, I've got people round",
        facts={"reschedule_request": {"visit": "VS-55120", "new_date": "2026-03-25"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- Mowing and edging VS-55120 moves from Thursday, March 19 to Wednesday, March 25, "
        "2026\n"
        "- The hedge trim VS-55134 stays on Tuesday, March 24\n"
        "- No reschedule fee, price unchanged at $52.00\n\n"
        "Shall I move it? (yes/no)",
        [("reschedule_visit", {"visit_id": "VS-55120", "new_date": "2026-03-25"})],
    )
    s.yes("yep do it")
    s.call(
        "reschedule_visit",
        {"visit_id": "VS-55120", "new_date": "2026-03-25"},
        {
            "visit_id": "VS-55120",
            "status": "rescheduled",
            "old_date": "2026-03-19",
            "new_date": "2026-03-25",
            "fee": 0.0,
        },
    )
    s.boundary(
        "the mowing visit VS-55120 moved from March 19 to March 25 (after the hedge visit), "
        "executed, not reported yet; the hedge trim VS-55134 on March 24 untouched; Friday the "
        "20th and the same-day visit offered and declined"
    )


SCRIPTS = {"plan": session_plan, "tree": session_tree, "weather": session_weather}
