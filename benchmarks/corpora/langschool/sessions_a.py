"""Session scripts, part 1: enrol, placement and sponsor.

Each script plays one invented session at the enrolment desk of Kestrelmoor Language School
(learners, learner ids, groups, invoices, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the enrolment desk of Kestrelmoor Language School. I can help with "
        "course enrolments and class groups, placement, tuition and invoices, company "
        "sponsors, transfers, withdrawals and study-visa letters. How can I help?"
    )


def session_enrol(s):
    """Two enrolments for an alumna: Portuguese B1 online (not in person), Japanese A2 Sunday."""
    greet(s)
    s.user(
        "hi! I'd like to sign up for two things this winter: portuguese B1 in the evenings, "
        "and the japanese A2 weekend intensive. I studied with you in 2023, learner no. 40218"
    )
    s.say(
        "Welcome back! To verify your account, please give me your full name and the email "
        "address on file."
    )
    s.user("Ottilie Marchbanks, ottilie.marchbanks@example.com")
    s.call(
        "verify_learner",
        {
            "learner_id": "KLS-40218",
            "name": "Ottilie Marchbanks",
            "email": "ottilie.marchbanks@example.com",
        },
        verified("KLS-40218"),
        facts={
            "learner_id": "KLS-40218",
            "learner": "Ottilie Marchbanks",
            "alumni": True,
            "payment_method": "Visa ****2936",
        },
    )
    s.call(
        "get_groups",
        {"course": "Portuguese B1", "term": "winter 2026", "schedule": "evening"},
        {
            "term": "winter 2026",
            "groups": [
                {
                    "group_code": "POR-B1-E1",
                    "mode": "in person, Ashwillow campus",
                    "days": "Tue & Thu 18:30-20:30",
                    "dates": "2026-01-13 to 2026-03-19",
                    "hours": 40,
                    "seats_left": 3,
                    "seat_limit": 14,
                },
                {
                    "group_code": "POR-B1-E2",
                    "mode": "online (live)",
                    "days": "Mon & Wed 19:00-21:00",
                    "dates": "2026-01-12 to 2026-03-18",
                    "hours": 40,
                    "seats_left": 5,
                    "seat_limit": 16,
                },
            ],
            "rate_per_hour": 18.5,
            "materials_fee": 45.0,
            "alumni_discount": "10% of tuition",
            "tuition_due": "2025-12-15",
        },
        facts={
            "groups": {
                "POR-B1-E1": {"mode": "in person", "days": "Tue & Thu 18:30-20:30"},
                "POR-B1-E2": {"mode": "online", "days": "Mon & Wed 19:00-21:00"},
                "rate_per_hour": 18.5,
                "hours": 40,
                "materials_fee": 45.0,
            }
        },
    )
    s.confirm(
        "Thanks, Ottilie, you're verified, and as a former learner you get 10% off tuition. "
        "There are two Portuguese B1 evening groups this winter. The Tuesday/Thursday group "
        "at the Ashwillow campus has only 3 seats left and is the one most returning learners "
        "pick, so I'd grab a seat there now:\n"
        "- Group POR-B1-E1, in person at Ashwillow, Tue & Thu 18:30-20:30, January 13 to "
        "March 19, 2026 (40 hours)\n"
        "- Tuition 40 h x $18.50 = $740.00, alumni discount -$74.00, materials $45.00: "
        "$711.00, due by December 15, 2025\n\n"
        "Shall I enrol you in POR-B1-E1? (yes/no)",
        [
            (
                "enrol_learner",
                {"learner_id": "KLS-40218", "group_code": "POR-B1-E1", "total": 711.0},
            )
        ],
        facts={"quote": {"tuition": 740.0, "alumni_discount": 74.0, "total": 711.0}},
    )
    s.no(
        "no no, only the online group, not in person. I moved out to pennacombe in the "
        "spring, ashwillow is an hour each way. mon/wed is fine",
        facts={"group_choice": {"portuguese": "POR-B1-E2", "mode": "online only"}},
    )
    s.confirm(
        "Understood, nothing has been booked. Here's the online group instead:\n"
        "- Group POR-B1-E2, online (live), Mon & Wed 19:00-21:00, January 12 to March 18, "
        "2026 (40 hours)\n"
        "- Tuition 40 h x $18.50 = $740.00, alumni discount -$74.00, materials $45.00: "
        "$711.00, due by December 15, 2025\n\n"
        "Shall I enrol you in POR-B1-E2? (yes/no)",
        [
            (
                "enrol_learner",
                {"learner_id": "KLS-40218", "group_code": "POR-B1-E2", "total": 711.0},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "enrol_learner",
        {"learner_id": "KLS-40218", "group_code": "POR-B1-E2", "total": 711.0},
        {
            "enrolment_id": "ENR-88412",
            "status": "enrolled",
            "learner_id": "KLS-40218",
            "group_code": "POR-B1-E2",
            "start": "2026-01-12",
            "tuition": 740.0,
            "alumni_discount": -74.0,
            "materials_fee": 45.0,
            "total": 711.0,
            "due": "2025-12-15",
            "invoice": "emailed to ottilie.marchbanks@example.com",
        },
        facts={"enrolment_id": "ENR-88412"},
    )
    s.say(
        "You're enrolled: ENR-88412, Portuguese B1 online, Mondays and Wednesdays 19:00-21:00 "
        "from January 12, 2026. The invoice for $711.00, due December 15, is on its way to "
        "your email. Many B1 learners also add the exam-preparation add-on for the B1 "
        "certificate: 6 extra hours for $96.00. Would you like me to add it?",
        facts={"addon_offer": {"portuguese_exam_prep": {"hours": 6, "price": 96.0}}},
    )
    s.user(
        "no exam prep thanks, I just want to be able to chat with my husband's family. now "
        "the japanese: the weekend intensive, what are my options?"
    )
    s.boundary(
        "POR-B1-E1 (in person) rejected by her correction; POR-B1-E2 online enrolment "
        "ENR-88412 ($711.00) executed and reported; the exam-prep add-on offered and declined; "
        "her Japanese question just asked"
    )
    s.call(
        "get_groups",
        {"course": "Japanese A2 weekend intensive", "term": "winter 2026"},
        {
            "term": "winter 2026",
            "modules": {
                "grammar": "6 weekly sessions of 3 hours (18 hours), first",
                "conversation": "6 weekly sessions of 3 hours (18 hours), after the grammar module",
            },
            "groups": [
                {
                    "group_code": "JPN-A2-WG-SAT",
                    "module": "grammar",
                    "mode": "online (live)",
                    "days": "Sat 09:00-12:00",
                    "dates": "2026-01-17 to 2026-02-21",
                    "seats_left": 4,
                },
                {
                    "group_code": "JPN-A2-WG-SUN",
                    "module": "grammar",
                    "mode": "online (live)",
                    "days": "Sun 14:00-17:00",
                    "dates": "2026-01-18 to 2026-02-22",
                    "seats_left": 2,
                },
                {
                    "group_code": "JPN-A2-WC-SAT",
                    "module": "conversation",
                    "mode": "online (live)",
                    "days": "Sat 09:00-12:00",
                    "dates": "2026-02-28 to 2026-04-04",
                    "seats_left": 7,
                },
                {
                    "group_code": "JPN-A2-WC-SUN",
                    "module": "conversation",
                    "mode": "online (live)",
                    "days": "Sun 14:00-17:00",
                    "dates": "2026-03-01 to 2026-04-05",
                    "seats_left": 6,
                },
            ],
            "rate_per_hour": 22.0,
            "materials_fee_per_module": 30.0,
            "bundle": "40.00 off the conversation module when both modules are booked together",
            "alumni_discount": "10% of tuition",
            "tuition_due": "2025-12-15",
        },
        facts={
            "groups": {
                "POR-B1-E2": {"mode": "online", "enrolment": "ENR-88412"},
                "JPN-A2-WG-SAT": {"days": "Sat 09:00-12:00", "dates": "2026-01-17 to 2026-02-21"},
                "JPN-A2-WG-SUN": {"days": "Sun 14:00-17:00", "dates": "2026-01-18 to 2026-02-22"},
                "rate_per_hour": 22.0,
                "materials_fee_per_module": 30.0,
            }
        },
    )
    s.say(
        "The Japanese A2 weekend intensive runs in two 6-week modules, both live online: "
        "grammar first (January-February), then conversation (March-April), each 18 hours. "
        "Each module has a Saturday group (9:00-12:00) and a Sunday group (14:00-17:00). One "
        "module is 18 h x $22.00 = $396.00 in tuition, less your 10% alumni discount "
        "($39.60), plus $30.00 materials: $386.40. If you book both modules together, you get "
        "$40.00 off the conversation module. I'd suggest booking both modules on Saturdays: "
        "the Saturday grammar group has 4 seats, the Sunday one only 2."
    )
    s.user(
        "no saturday mornings, that's my long run. sunday. and the grammar module first, "
        "conversation later, I'll decide on that one in february. so no bundle",
        facts={
            "group_choice": {
                "japanese": "JPN-A2-WG-SUN",
                "not": "Saturday mornings",
                "conversation_module": "decide in February",
            }
        },
    )
    s.confirm(
        "Sunday it is, grammar module only:\n"
        "- Group JPN-A2-WG-SUN, Japanese A2 grammar module, online (live), Sundays "
        "14:00-17:00, January 18 to February 22, 2026 (18 hours)\n"
        "- Tuition 18 h x $22.00 = $396.00, alumni discount -$39.60, materials $30.00: "
        "$386.40, due by December 15, 2025\n"
        "- The conversation module is not booked\n\n"
        "Shall I enrol you in JPN-A2-WG-SUN? (yes/no)",
        [
            (
                "enrol_learner",
                {"learner_id": "KLS-40218", "group_code": "JPN-A2-WG-SUN", "total": 386.4},
            )
        ],
    )
    s.yes("yes, the sunday one")
    s.call(
        "enrol_learner",
        {"learner_id": "KLS-40218", "group_code": "JPN-A2-WG-SUN", "total": 386.4},
        {
            "enrolment_id": "ENR-88437",
            "status": "enrolled",
            "learner_id": "KLS-40218",
            "group_code": "JPN-A2-WG-SUN",
            "start": "2026-01-18",
            "tuition": 396.0,
            "alumni_discount": -39.6,
            "materials_fee": 30.0,
            "total": 386.4,
            "due": "2025-12-15",
            "seats_left": 1,
        },
        facts={"enrolment_id": "ENR-88437"},
    )
    s.boundary(
        "JPN-A2-WG-SUN grammar-module enrolment ENR-88437 ($386.40) executed, not reported "
        "yet; no Saturday mornings; the grammar module first, the conversation module later "
        "(not booked); the Saturday and bundle suggestion declined; ENR-88412 stands"
    )


def session_placement(s):
    """A borderline placement test: the coordinator's review requested, a B1 seat held."""
    greet(s)
    s.user(
        "hi, I want to join korean B1 in january. I did a year at a language school in korea "
        "but never got a certificate. I took your online placement test on monday"
    )
    s.say("Happy to look into it. Please give me your learner number and your email address.")
    s.user("62041, wren.td@example.net")
    s.call(
        "verify_learner",
        {"learner_id": "KLS-62041", "email": "wren.td@example.net"},
        verified("KLS-62041"),
        facts={"learner_id": "KLS-62041", "learner": "Wren Takahara-Doyle"},
    )
    s.call(
        "get_placement_result",
        {"learner_id": "KLS-62041", "language": "Korean"},
        {
            "test_id": "PT-K-20931",
            "taken": "2025-11-10",
            "score": 58,
            "out_of": 100,
            "bands": {"A2": "35-59", "B1": "60-79", "B2": "80-100"},
            "result": "borderline: the level is set by the academic coordinator after a review",
            "academic_coordinator": "Dr. Imelda Qureshi-Vance",
            "review": "a 15-minute speaking interview; decision within 5 working days",
        },
        facts={
            "placement": {
                "test_id": "PT-K-20931",
                "score": 58,
                "b1_from": 60,
                "decided_by": "academic coordinator",
            }
        },
    )
    s.call(
        "get_groups",
        {"course": "Korean", "levels": ["A2", "B1"], "term": "winter 2026"},
        {
            "term": "winter 2026",
            "groups": [
                {
                    "group_code": "KOR-B1-E1",
                    "level": "B1",
                    "mode": "online (live)",
                    "days": "Tue & Thu 18:30-20:30",
                    "start": "2026-01-13",
                    "hours": 40,
                    "seats_left": 4,
                },
                {
                    "group_code": "KOR-B1-E2",
                    "level": "B1",
                    "mode": "in person, Ashwillow campus",
                    "days": "Wed 18:00-21:00",
                    "start": "2026-01-21",
                    "hours": 40,
                    "seats_left": 6,
                },
                {
                    "group_code": "KOR-A2-E1",
                    "level": "A2",
                    "mode": "online (live)",
                    "days": "Mon & Wed 18:30-20:30",
                    "start": "2026-01-12",
                    "hours": 40,
                    "seats_left": 5,
                },
            ],
            "rate_per_hour": 19.0,
            "materials_fee": 35.0,
            "seat_hold": "free, up to 10 days",
        },
        facts={
            "groups": {
                "KOR-B1-E1": {"start": "2026-01-13", "days": "Tue & Thu 18:30-20:30"},
                "KOR-B1-E2": {"start": "2026-01-21", "days": "Wed 18:00-21:00"},
                "KOR-A2-E1": {"start": "2026-01-12"},
            }
        },
    )
    s.say(
        "Thanks, Wren. Your placement test PT-K-20931 scored 58 out of 100; B1 starts at 60. "
        "At a borderline score the desk can't place you: the academic coordinator, Dr. Imelda "
        "Qureshi-Vance, sets the level after a review, a 15-minute speaking interview, with a "
        "decision within 5 working days, so by November 19. I can request that review, and "
        "hold a seat in a B1 group for free for up to 10 days while she decides. To be safe, "
        "I'd suggest enrolling in the A2 group KOR-A2-E1 now, starting January 12; you could "
        "still move up if she places you in B1."
    )
    s.user(
        "don't put me in A2, I'd be bored stiff. request the review please. and hold me a B1 "
        "seat, but it has to start before the 15th, I'm away the last week of march and want "
        "to be done before",
        facts={"placement": {"wants": "B1", "not": "A2", "start_before": "2026-01-15"}},
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Request a placement review of test PT-K-20931 (58/100) for B1. The academic "
        "coordinator decides, by Wednesday, November 19, 2025; she will email you a time for "
        "the interview\n"
        "- Hold a seat in KOR-B1-E1 (online, Tue & Thu 18:30-20:30, starts Tuesday, January "
        "13, 2026) until Saturday, November 22, 2025, free of charge. KOR-B1-E2 starts January "
        "21, so I've left it out\n"
        "- No A2 enrolment, nothing charged\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "request_placement_review",
                {"learner_id": "KLS-62041", "test_id": "PT-K-20931", "target_level": "B1"},
            ),
            (
                "hold_seat",
                {"learner_id": "KLS-62041", "group_code": "KOR-B1-E1", "until": "2025-11-22"},
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "request_placement_review",
        {"learner_id": "KLS-62041", "test_id": "PT-K-20931", "target_level": "B1"},
        {
            "review_id": "PLR-3318",
            "status": "under_review",
            "decided_by": "academic coordinator (Dr. Imelda Qureshi-Vance)",
            "decision_by": "2025-11-19",
            "interview": "the coordinator emails the learner a time",
        },
        facts={"placement_review_id": "PLR-3318"},
    )
    s.call(
        "hold_seat",
        {"learner_id": "KLS-62041", "group_code": "KOR-B1-E1", "until": "2025-11-22"},
        {
            "hold_id": "HLD-7204",
            "status": "held",
            "group_code": "KOR-B1-E1",
            "expires": "2025-11-22",
            "charge": 0.0,
            "note": "becomes an enrolment only on the learner's confirmation; lapses otherwise",
        },
        facts={"seat_hold_id": "HLD-7204"},
    )
    s.say(
        "Both done. Review PLR-3318 is with Dr. Qureshi-Vance: the level is her decision, not "
        "the desk's, so nothing is approved yet; expect her decision by November 19. Seat "
        "hold HLD-7204 keeps your place in KOR-B1-E1 until November 22, free; it only becomes "
        "an enrolment when you confirm. If you're placed in B1, tuition would be 40 h x $19.00 "
        "= $760.00 plus $35.00 materials."
    )
    s.user("ok. and if she says A2, do I lose the seat and have to start over?")
    s.boundary(
        "placement review PLR-3318 submitted and reported, under review with the academic "
        "coordinator (decision by Nov 19), not approved; seat hold HLD-7204 in KOR-B1-E1 "
        "(starts Jan 13, until Nov 22) executed; KOR-B1-E2 left out (starts Jan 21); the A2 "
        "suggestion declined; her question about an A2 outcome open"
    )


def session_sponsor(s):
    """A company-sponsored enrolment: HR contact added; the deposit by her, not the sponsor."""
    greet(s)
    s.user(
        "hello, my employer is paying for me to do business german this winter. Leontine "
        "Sarrazin, learner KLS 55319. also I'd like our HR person to be able to deal with you "
        "about the invoices"
    )
    s.say("Of course. Please confirm the email address on your account.")
    s.user("l.sarrazin@example.com")
    s.call(
        "verify_learner",
        {"learner_id": "KLS-55319", "name": "Leontine Sarrazin", "email": "l.sarrazin@example.com"},
        verified("KLS-55319"),
        facts={"learner_id": "KLS-55319", "learner": "Leontine Sarrazin"},
    )
    s.call(
        "get_groups",
        {"course": "German B2 business", "term": "winter 2026"},
        {
            "term": "winter 2026",
            "groups": [
                {
                    "group_code": "GER-B2-BZ",
                    "mode": "in person, Ashwillow campus",
                    "days": "Mon & Wed 18:00-20:00",
                    "dates": "2026-01-12 to 2026-03-25",
                    "hours": 44,
                    "seats_left": 6,
                }
            ],
            "rate_per_hour": 20.0,
            "materials_fee": 55.0,
            "seat_deposit": {"amount": 150.0, "due": "within 7 days of enrolment"},
        },
        facts={
            "groups": {
                "GER-B2-BZ": {"days": "Mon & Wed 18:00-20:00", "hours": 44},
                "rate_per_hour": 20.0,
                "materials_fee": 55.0,
            },
            "quote": {"tuition": 880.0, "materials": 55.0, "total": 935.0, "deposit": 150.0},
        },
    )
    s.call(
        "get_sponsor",
        {"company": "Brackwater Optics"},
        {
            "sponsor_id": "SPN-0419",
            "company": "Brackwater Optics",
            "covers": "tuition and materials",
            "approval": "each invoice is approved by Brackwater Optics accounts payable",
            "payment_terms": "30 days after approval",
            "if_declined": "the amount falls to the learner",
        },
        facts={"sponsor": {"sponsor_id": "SPN-0419", "company": "Brackwater Optics"}},
    )
    s.say(
        "Thanks, Leontine. Business German B2 this winter is group GER-B2-BZ, in person at "
        "Ashwillow, Mondays and Wednesdays 18:00-20:00 from January 12 to March 25, 2026: 44 "
        "h x $20.00 = $880.00 plus $55.00 materials, $935.00 in all. A $150.00 seat deposit "
        "is due within 7 days of enrolling. Brackwater Optics is a registered sponsor "
        "(SPN-0419): its accounts payable approves each invoice, not the school. Who is your "
        "HR contact, and what should they be able to see?"
    )
    s.user(
        "Ruairi Tennant, ruairi.tennant@example.net, he's HR at brackwater. billing and "
        "enrolment only, not my grades or attendance",
        facts={
            "authorized_contact": {
                "name": "Ruairi Tennant",
                "email": "ruairi.tennant@example.net",
                "scope": "billing and enrolment",
                "not": "grades or attendance",
            }
        },
    )
    s.confirm(
        "Here's the authorization:\n"
        "- Ruairi Tennant (ruairi.tennant@example.net), HR at Brackwater Optics\n"
        "- May see and discuss billing and enrolment on your account\n"
        "- No access to grades or attendance\n\n"
        "Shall I add him? (yes/no)",
        [
            (
                "add_authorized_contact",
                {
                    "learner_id": "KLS-55319",
                    "name": "Ruairi Tennant",
                    "email": "ruairi.tennant@example.net",
                    "scope": "billing and enrolment",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "add_authorized_contact",
        {
            "learner_id": "KLS-55319",
            "name": "Ruairi Tennant",
            "email": "ruairi.tennant@example.net",
            "scope": "billing and enrolment",
        },
        {
            "contact_id": "AC-2251",
            "status": "active",
            "name": "Ruairi Tennant",
            "scope": "billing and enrolment",
            "excluded": ["grades", "attendance"],
        },
        facts={"authorized_contact": {"contact_id": "AC-2251", "name": "Ruairi Tennant"}},
    )
    s.confirm(
        "Ruairi Tennant is now an authorized contact (AC-2251), for billing and enrolment "
        "only. Now the enrolment:\n"
        "- Group GER-B2-BZ, Mon & Wed 18:00-20:00, January 12 to March 25, 2026 ($935.00)\n"
        "- One invoice to Brackwater Optics (SPN-0419) for the full $935.00, the $150.00 "
        "deposit included, for their accounts payable to approve\n\n"
        "Shall I enrol you and send the invoice to Brackwater? (yes/no)",
        [
            (
                "enrol_learner",
                {
                    "learner_id": "KLS-55319",
                    "group_code": "GER-B2-BZ",
                    "total": 935.0,
                    "deposit": 150.0,
                    "deposit_paid_by": "sponsor",
                },
            ),
            (
                "submit_sponsor_invoice",
                {"learner_id": "KLS-55319", "sponsor_id": "SPN-0419", "amount": 935.0},
            ),
        ],
    )
    s.no(
        "no, the deposit I pay myself, by bank transfer, not the sponsor. their approval "
        "takes weeks and I don't want to lose the seat. the rest goes to brackwater",
        facts={"deposit": {"amount": 150.0, "paid_by": "learner", "method": "bank transfer"}},
    )
    s.confirm(
        "Got it, nothing has been sent. The corrected plan:\n"
        "- Enrolment in GER-B2-BZ ($935.00 in all)\n"
        "- $150.00 seat deposit paid by you by bank transfer within 7 days, by Wednesday, "
        "November 19, 2025; I'll give you the transfer reference once you're enrolled\n"
        "- Invoice of $785.00, the balance, to Brackwater Optics (SPN-0419), for their "
        "accounts payable to approve\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "enrol_learner",
                {
                    "learner_id": "KLS-55319",
                    "group_code": "GER-B2-BZ",
                    "total": 935.0,
                    "deposit": 150.0,
                    "deposit_paid_by": "learner",
                    "deposit_method": "bank transfer",
                },
            ),
            (
                "submit_sponsor_invoice",
                {"learner_id": "KLS-55319", "sponsor_id": "SPN-0419", "amount": 785.0},
            ),
        ],
    )
    s.yes("yes that's right")
    s.boundary(
        "AC-2251 (Ruairi Tennant, billing and enrolment only) added and reported; the first "
        "plan (deposit on the sponsor's $935.00 invoice) rejected by her correction; the "
        "corrected enrolment (deposit $150.00 by her bank transfer) and the $785.00 sponsor "
        "invoice approved by her yes, no call yet"
    )
    s.call(
        "enrol_learner",
        {
            "learner_id": "KLS-55319",
            "group_code": "GER-B2-BZ",
            "total": 935.0,
            "deposit": 150.0,
            "deposit_paid_by": "learner",
            "deposit_method": "bank transfer",
        },
        {
            "enrolment_id": "ENR-88520",
            "status": "enrolled, deposit due",
            "group_code": "GER-B2-BZ",
            "start": "2026-01-12",
            "deposit": {
                "amount": 150.0,
                "due": "2025-11-19",
                "method": "bank transfer",
                "reference": "KLS55319-DEP",
            },
            "balance": 785.0,
        },
        facts={"enrolment_id": "ENR-88520"},
    )
    s.call(
        "submit_sponsor_invoice",
        {"learner_id": "KLS-55319", "sponsor_id": "SPN-0419", "amount": 785.0},
        {
            "invoice_id": "INV-2025-1306",
            "status": "awaiting_sponsor_approval",
            "amount": 785.0,
            "approver": "Brackwater Optics accounts payable",
            "copy_to": "ruairi.tennant@example.net",
            "if_declined": "the amount falls to the learner",
        },
        facts={"invoice_id": "INV-2025-1306"},
    )
    s.say(
        "All set. You're enrolled in GER-B2-BZ (ENR-88520), starting January 12. Please send "
        "the $150.00 deposit by bank transfer by November 19 with the reference KLS55319-DEP. "
        "Invoice INV-2025-1306 for $785.00 has gone to Brackwater Optics and is awaiting "
        "their approval: that decision is Brackwater's, not ours, and if they decline it, the "
        "amount falls to you. Ruairi gets a copy of the invoice emails."
    )
    s.user("ok good. can ruairi see if I miss classes though? I really don't want that")
    s.boundary(
        "enrolment ENR-88520 (deposit $150.00 by her bank transfer by Nov 19, ref "
        "KLS55319-DEP) and invoice INV-2025-1306 ($785.00) executed and reported; the invoice "
        "awaits Brackwater's approval, not approved; AC-2251 added earlier; her question "
        "about Ruairi seeing attendance open"
    )


SCRIPTS = {"enrol": session_enrol, "placement": session_placement, "sponsor": session_sponsor}
