"""Session scripts, part 1: warranty, lettings and noshow.

Each script plays one invented session at the dispatch desk of Pellowe Appliance Care
(customers, accounts, appliances, jobs, amounts and dates are made up; the sessions take place
on Wednesday, 11 March 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import appliances, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you're through to the Pellowe Appliance Care dispatch desk. I can book and "
        "change repair visits, give quotes, order parts, and help with warranty claims, cover "
        "plans and refunds. How can I help today?"
    )


def session_warranty(s):
    """A fridge compressor claim submitted to the manufacturer; the oven can wait."""
    greet(s)
    s.user(
        "hi my fridge freezer has stopped getting cold, it's a kaltvik, only bought it the "
        "november before last. oh and the oven door won't shut properly but that's less "
        "urgent. account CA 40712"
    )
    s.say(
        "Sorry to hear that. To check the account, could you give me your full name and the "
        "postcode of the property?"
    )
    s.user("Imogen Trevaskis, hb3 9qd")
    s.call(
        "verify_customer",
        {"account_id": "CA-40712", "name": "Imogen Trevaskis", "postcode": "HB3 9QD"},
        verified("CA-40712"),
        facts={
            "account_id": "CA-40712",
            "customer": "Imogen Trevaskis",
            "address": "17 Wyvern Close, Hobbleford HB3 9QD",
        },
    )
    s.call(
        "get_appliances",
        {"account_id": "CA-40712"},
        appliances("CA-40712"),
        facts={
            "appliances": {
                "AP-40712-1": {"type": "fridge-freezer", "serial": "KV24-118305"},
                "AP-40712-2": {"type": "oven", "serial": "SH-77412"},
            }
        },
    )
    s.call(
        "get_warranty_status",
        {"serial": "KV24-118305"},
        {
            "serial": "KV24-118305",
            "manufacturer": "Kaltvik",
            "model": "KFF-2750",
            "bought": "2024-11-02",
            "parts_and_labour_until": "2026-11-01",
            "compressor_until": "2034-11-01",
            "claims": (
                "submitted by the repairer to Kaltvik's UK warranty team, which decides each "
                "claim; decision within 5 working days; an accepted claim is repaired at no "
                "charge to the customer"
            ),
        },
        facts={
            "warranty": {
                "serial": "KV24-118305",
                "parts_and_labour_until": "2026-11-01",
                "decided_by": "Kaltvik",
            }
        },
    )
    s.say(
        "Thanks, Imogen. Your Kaltvik KFF-2750 fridge-freezer (serial KV24-118305), bought on "
        "2 November 2024, is under Kaltvik's parts-and-labour warranty until 1 November 2026, "
        "so it shouldn't cost you anything. We can't repair it under warranty on our own "
        "say-so, though: I submit a claim to Kaltvik's warranty team and they decide, "
        "normally within 5 working days. While I'm at it, I could also book a technician for "
        "the oven door the same week; that would be a normal paid visit, £55.00 call-out plus "
        "£22.00 per half hour, plus VAT. What is the fridge doing exactly?"
    )
    s.user(
        "the fridge first please, the oven can wait, I can manage on the hob. don't book "
        "anything for the oven yet. it clicks every few minutes and the back of it is really "
        "hot, the freezer part is still cold-ish",
        facts={
            "claim_request": {
                "appliance": "AP-40712-1",
                "symptoms": "not cooling; clicking every few minutes; back hot",
                "oven": "not now",
            }
        },
    )
    s.confirm(
        "That sounds like the compressor. Here's the warranty claim I'll submit to Kaltvik:\n"
        "- Fridge-freezer Kaltvik KFF-2750, serial KV24-118305, bought 2 November 2024\n"
        "- Fault: fridge not cooling, clicking every few minutes, back panel hot (suspected "
        "compressor)\n"
        "- Kaltvik's warranty team decides the claim, normally within 5 working days\n"
        "- No charge to you if Kaltvik accepts it\n"
        "- Nothing booked for the oven\n\n"
        "Shall I submit the claim? (yes/no)",
        [
            (
                "submit_warranty_claim",
                {
                    "account_id": "CA-40712",
                    "serial": "KV24-118305",
                    "fault": "not cooling; clicking every few minutes; back panel hot; "
                    "suspected compressor",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "submit_warranty_claim",
        {
            "account_id": "CA-40712",
            "serial": "KV24-118305",
            "fault": "not cooling; clicking every few minutes; back panel hot; "
            "suspected compressor",
        },
        {
            "claim_id": "WC-880214",
            "manufacturer_reference": "KV-C-3307718",
            "status": "under_review",
            "decided_by": "Kaltvik UK warranty team",
            "decision_expected_by": "2026-03-18",
            "serial": "KV24-118305",
        },
        facts={"claim_id": "WC-880214"},
    )
    s.say(
        "Submitted: warranty claim WC-880214 (Kaltvik's reference KV-C-3307718) is now under "
        "review by Kaltvik's warranty team, and they expect to decide by Wednesday 18 March. "
        "It hasn't been accepted yet. If they accept it, we'll call you to book the repair at "
        "no charge; if they turn it down, I'll ring you about a paid visit instead. In the "
        "meantime, keep the door shut as much as you can and move the most important things "
        "into the freezer section while it's still cold."
    )
    s.user("a whole week?? my mum's insulin is in there. is there really nothing faster than that")
    s.boundary(
        "warranty claim WC-880214 on the fridge-freezer KV24-118305 submitted and reported, "
        "under review by Kaltvik (decision by Mar 18), not accepted; the oven left for later by "
        "her choice, the agent's offer to book it the same week declined; her question about "
        "the insulin and a faster fix open"
    )


def session_lettings(s):
    """A letting agent books three rented homes: two visits, then an oven, Monday corrected."""
    greet(s)
    s.user(
        "Hello, Perpetua Ashdown from Gannaway Lettings, account ca52980. I've got three jobs "
        "for you at three of our managed properties, can we do them in one go?"
    )
    s.say(
        "Of course, Perpetua. To check the account, please give me the email address and the "
        "phone number we hold for you."
    )
    s.user("perpetua.ashdown@example.net / 01632 555 0162")
    s.call(
        "verify_customer",
        {
            "account_id": "CA-52980",
            "name": "Perpetua Ashdown",
            "email": "perpetua.ashdown@example.net",
        },
        verified("CA-52980"),
        facts={
            "account_id": "CA-52980",
            "customer": "Gannaway Lettings (Perpetua Ashdown)",
            "properties": {
                "PR-52980-1": "Flat 2, 14 Sallow Row, Marlstow Green MT2 4JE",
                "PR-52980-2": "9 Kestle Court, Marlstow Green MT1 6BW",
                "PR-52980-3": "31 Orme Lane, Upper Thrane UT5 3RA",
            },
        },
    )
    s.user(
        "sallow row (flat 2) - washing machine won't spin. kestle court - dishwasher leaking "
        "all over the kitchen floor, that one's urgent. orme lane - oven not heating. bill the "
        "landlords direct please, not our account. tenants are in most days",
        facts={"billing": "landlord of each property, not the agency account"},
    )
    s.call(
        "get_visit_slots",
        {"postcodes": ["MT2 4JE", "MT1 6BW", "UT5 3RA"], "from": "2026-03-12"},
        {
            "Marlstow Green": [
                {"date": "2026-03-12", "window": "08:00-12:00"},
                {"date": "2026-03-12", "window": "12:00-16:00"},
                {"date": "2026-03-13", "window": "08:00-12:00"},
            ],
            "Upper Thrane": [
                {"date": "2026-03-16", "window": "08:00-12:00"},
                {"date": "2026-03-17", "window": "12:00-16:00"},
            ],
            "pricing": {"call_out": 55.0, "labour_per_half_hour": 22.0, "vat_rate": 0.2},
        },
        facts={
            "slots": {
                "Marlstow Green": ["2026-03-12 08:00-12:00", "2026-03-12 12:00-16:00"],
                "Upper Thrane": ["2026-03-16 08:00-12:00", "2026-03-17 12:00-16:00"],
            }
        },
    )
    s.say(
        "Thanks. Each job is a £55.00 call-out plus £22.00 per half hour of labour and any "
        "parts, plus VAT, invoiced to the landlord as you asked. Sallow Row and Kestle Court "
        "are both in Marlstow Green, so one technician could do both tomorrow, Thursday 12 "
        "March: Kestle Court in the 08:00-12:00 window and Sallow Row in the 12:00-16:00 "
        "window. Orme Lane is in Upper Thrane, where the first openings are Monday 16 March "
        "08:00-12:00 and Tuesday 17 March 12:00-16:00."
    )
    s.user("yes do that for the two marlstow ones. orme lane I'll come back to in a sec")
    s.confirm(
        "Here are the two visits I'll book:\n"
        "- 9 Kestle Court, Marlstow Green MT1 6BW: dishwasher leaking; Thursday 12 March 2026, "
        "08:00-12:00; invoice to the landlord, Hesper Vanloo\n"
        "- Flat 2, 14 Sallow Row, Marlstow Green MT2 4JE: washing machine not spinning; "
        "Thursday 12 March 2026, 12:00-16:00; invoice to the landlord, Cedric Oyelaran\n"
        "- Each: £55.00 call-out + £22.00 per half hour + parts, plus VAT; the technician "
        "rings the tenant 30 minutes before arriving\n\n"
        "Shall I book both? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-52980",
                    "property_id": "PR-52980-2",
                    "appliance": "dishwasher",
                    "date": "2026-03-12",
                    "window": "08:00-12:00",
                    "bill_to": "landlord",
                },
            ),
            (
                "book_visit",
                {
                    "account_id": "CA-52980",
                    "property_id": "PR-52980-1",
                    "appliance": "washing machine",
                    "date": "2026-03-12",
                    "window": "12:00-16:00",
                    "bill_to": "landlord",
                },
            ),
        ],
    )
    s.yes("yes, book both")
    s.call(
        "book_visit",
        {
            "account_id": "CA-52980",
            "property_id": "PR-52980-2",
            "appliance": "dishwasher",
            "date": "2026-03-12",
            "window": "08:00-12:00",
            "bill_to": "landlord",
        },
        {
            "job_id": "JB-260431",
            "status": "booked",
            "property": "9 Kestle Court, Marlstow Green MT1 6BW",
            "appliance": "dishwasher",
            "date": "2026-03-12",
            "window": "08:00-12:00",
            "bill_to": "Hesper Vanloo (landlord)",
            "call_out": 55.0,
        },
        facts={"job_ids": {"PR-52980-2": "JB-260431"}},
    )
    s.call(
        "book_visit",
        {
            "account_id": "CA-52980",
            "property_id": "PR-52980-1",
            "appliance": "washing machine",
            "date": "2026-03-12",
            "window": "12:00-16:00",
            "bill_to": "landlord",
        },
        {
            "job_id": "JB-260432",
            "status": "booked",
            "property": "Flat 2, 14 Sallow Row, Marlstow Green MT2 4JE",
            "appliance": "washing machine",
            "date": "2026-03-12",
            "window": "12:00-16:00",
            "bill_to": "Cedric Oyelaran (landlord)",
            "call_out": 55.0,
        },
        facts={"job_ids": {"PR-52980-2": "JB-260431", "PR-52980-1": "JB-260432"}},
    )
    s.boundary(
        "Kestle Court dishwasher (JB-260431, Thu 12 Mar 08:00-12:00) and Sallow Row washing "
        "machine (JB-260432, Thu 12 Mar 12:00-16:00) booked, billed to the landlords, executed "
        "and not reported yet; the agent's one-technician plan taken; Orme Lane not booked yet"
    )
    s.confirm(
        "Both are booked: Kestle Court is job JB-260431 (Thursday 12 March, 08:00-12:00) and "
        "Sallow Row is job JB-260432 (Thursday 12 March, 12:00-16:00), each invoiced to the "
        "landlord.\n\n"
        "For Orme Lane I can take the earliest opening:\n"
        "- 31 Orme Lane, Upper Thrane UT5 3RA: oven not heating; Monday 16 March 2026, "
        "08:00-12:00; invoice to the landlord, Ansel Quarrie\n"
        "- £55.00 call-out + £22.00 per half hour + parts, plus VAT\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-52980",
                    "property_id": "PR-52980-3",
                    "appliance": "oven",
                    "date": "2026-03-16",
                    "window": "08:00-12:00",
                    "bill_to": "landlord",
                },
            )
        ],
    )
    s.no(
        "ah no, not a monday - the tenant there has hospital appointments every monday "
        "morning. the tuesday afternoon one",
        facts={"visit_choice": {"PR-52980-3": "2026-03-17 12:00-16:00", "not": "Mondays"}},
    )
    s.confirm(
        "No problem, nothing's booked for Orme Lane yet. The corrected visit:\n"
        "- 31 Orme Lane, Upper Thrane UT5 3RA: oven not heating; Tuesday 17 March 2026, "
        "12:00-16:00; invoice to the landlord, Ansel Quarrie\n"
        "- £55.00 call-out + £22.00 per half hour + parts, plus VAT\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-52980",
                    "property_id": "PR-52980-3",
                    "appliance": "oven",
                    "date": "2026-03-17",
                    "window": "12:00-16:00",
                    "bill_to": "landlord",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "book_visit",
        {
            "account_id": "CA-52980",
            "property_id": "PR-52980-3",
            "appliance": "oven",
            "date": "2026-03-17",
            "window": "12:00-16:00",
            "bill_to": "landlord",
        },
        {
            "job_id": "JB-260433",
            "status": "booked",
            "property": "31 Orme Lane, Upper Thrane UT5 3RA",
            "appliance": "oven",
            "date": "2026-03-17",
            "window": "12:00-16:00",
            "bill_to": "Ansel Quarrie (landlord)",
            "call_out": 55.0,
        },
        facts={
            "job_ids": {
                "PR-52980-2": "JB-260431",
                "PR-52980-1": "JB-260432",
                "PR-52980-3": "JB-260433",
            }
        },
    )
    s.say(
        "Booked: Orme Lane is job JB-260433, Tuesday 17 March, 12:00-16:00, invoiced to Ansel "
        "Quarrie. So you have three jobs: JB-260431 (Kestle Court, Thursday morning), "
        "JB-260432 (Sallow Row, Thursday afternoon) and JB-260433 (Orme Lane, Tuesday "
        "afternoon)."
    )
    s.user("lovely. will the invoices go straight to the landlords or do they come via us?")
    s.boundary(
        "the Monday 16 Mar Orme Lane visit rejected by her correction (the tenant's Monday "
        "hospital appointments); the Tuesday 17 Mar 12:00-16:00 visit JB-260433 executed and "
        "reported; JB-260431 and JB-260432 reported; billing to the landlords; her question "
        "about where the invoices go open"
    )


def session_noshow(s):
    """A missed visit: the refund is up to the service manager; the rebooking not before 10."""
    greet(s)
    s.user(
        "your engineer never turned up yesterday. I waited in all morning 8 till 12 with a "
        "newborn. job JB 260307. I paid the 55 quid up front and I want it back"
    )
    s.say(
        "I'm very sorry about that. Let me look into it. Could you confirm your full name and "
        "the postcode of the address?"
    )
    s.user("Rosalind Ebbrell. HB1 2NF")
    s.call(
        "verify_customer",
        {"account_id": "CA-38841", "name": "Rosalind Ebbrell", "postcode": "HB1 2NF"},
        verified("CA-38841"),
        facts={
            "account_id": "CA-38841",
            "customer": "Rosalind Ebbrell",
            "address": "5 Tamsin Walk, Hobbleford HB1 2NF",
            "payment_method": "Mastercard ending 6203",
        },
    )
    s.call(
        "get_job",
        {"job_id": "JB-260307"},
        {
            "job_id": "JB-260307",
            "account_id": "CA-38841",
            "appliance": "washing machine (Hallvard WM-814)",
            "fault": "door seal leaking",
            "date": "2026-03-10",
            "window": "08:00-12:00",
            "status": "missed",
            "attendance": "no attendance recorded; technician reassigned to an emergency job",
            "call_out_paid": 55.0,
            "paid_on": "2026-03-04",
            "paid_with": "Mastercard ending 6203",
            "refund_policy": (
                "a refund for a missed visit is decided by the service manager, Odile "
                "Brannock, within 3 working days of the request; the desk submits the request"
            ),
        },
        facts={
            "jobs": {
                "JB-260307": {
                    "date": "2026-03-10",
                    "window": "08:00-12:00",
                    "status": "missed",
                    "call_out_paid": 55.0,
                }
            }
        },
    )
    s.call(
        "get_visit_slots",
        {"postcodes": ["HB1 2NF"], "from": "2026-03-12"},
        {
            "Hobbleford": [
                {"date": "2026-03-12", "window": "08:00-10:00", "note": "priority rebooking"},
                {"date": "2026-03-12", "window": "10:00-12:00", "note": "priority rebooking"},
                {"date": "2026-03-13", "window": "12:00-16:00"},
            ]
        },
        facts={
            "slots": {
                "Hobbleford": [
                    "2026-03-12 08:00-10:00",
                    "2026-03-12 10:00-12:00",
                    "2026-03-13 12:00-16:00",
                ]
            }
        },
    )
    s.say(
        "Thank you, Rosalind. I can see it: job JB-260307, your washing machine's door seal, "
        "was booked for Tuesday 10 March, 08:00-12:00, and no one attended; the technician "
        "was pulled onto an emergency job and nobody called you. I'm sorry. You paid the "
        "£55.00 call-out on 4 March with your Mastercard ending 6203. I can't refund it "
        "myself: refunds for missed visits are decided by our service manager, Odile "
        "Brannock, within 3 working days, and I can submit the request today. I can also "
        "rebook the visit as a priority, with no new call-out to pay."
    )
    s.user(
        "fine, send it to her. and rebook. can you knock something off for my wasted morning "
        "as well?"
    )
    s.confirm(
        "I'm sorry, I'm not able to offer anything beyond the call-out fee; the request to the "
        "service manager covers the £55.00. Here's what I'll do:\n"
        "- Submit a refund request for the £55.00 call-out on JB-260307 (missed visit on 10 "
        "March) to the service manager, Odile Brannock, refund to Mastercard ending 6203 if "
        "approved\n"
        "- Rebook the visit for tomorrow, Thursday 12 March 2026, 08:00-10:00, the first "
        "priority slot, no call-out charge\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "request_noshow_refund",
                {"account_id": "CA-38841", "job_id": "JB-260307", "amount": 55.0},
            ),
            (
                "book_visit",
                {
                    "account_id": "CA-38841",
                    "rebook_of": "JB-260307",
                    "date": "2026-03-12",
                    "window": "08:00-10:00",
                    "call_out": 0.0,
                },
            ),
        ],
    )
    s.no(
        "no!! NOT before 10, the baby naps till then and I'm not having the doorbell wake her. "
        "the 10-12 one",
        facts={"visit_choice": {"date": "2026-03-12", "window": "10:00-12:00", "not": "before 10"}},
    )
    s.confirm(
        "Understood, nothing before 10. Nothing has been sent or booked yet; here it is "
        "again:\n"
        "- Submit a refund request for the £55.00 call-out on JB-260307 to the service "
        "manager, Odile Brannock, refund to Mastercard ending 6203 if approved\n"
        "- Rebook the visit for Thursday 12 March 2026, 10:00-12:00, no call-out charge; I'll "
        "note that the technician mustn't arrive before 10:00\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "request_noshow_refund",
                {"account_id": "CA-38841", "job_id": "JB-260307", "amount": 55.0},
            ),
            (
                "book_visit",
                {
                    "account_id": "CA-38841",
                    "rebook_of": "JB-260307",
                    "date": "2026-03-12",
                    "window": "10:00-12:00",
                    "call_out": 0.0,
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "request_noshow_refund",
        {"account_id": "CA-38841", "job_id": "JB-260307", "amount": 55.0},
        {
            "request_id": "RR-5521",
            "status": "pending_service_manager",
            "decided_by": "Odile Brannock, service manager",
            "amount": 55.0,
            "refund_to": "Mastercard ending 6203",
            "decision_expected_by": "2026-03-16",
        },
        facts={"refund_request_id": "RR-5521"},
    )
    s.call(
        "book_visit",
        {
            "account_id": "CA-38841",
            "rebook_of": "JB-260307",
            "date": "2026-03-12",
            "window": "10:00-12:00",
            "call_out": 0.0,
        },
        {
            "job_id": "JB-260455",
            "status": "booked",
            "date": "2026-03-12",
            "window": "10:00-12:00",
            "call_out": 0.0,
            "note": "rebooking of missed JB-260307; do not arrive before 10:00",
        },
        facts={"job_ids": {"rebooked": "JB-260455"}},
    )
    s.say(
        "Both done. The refund request RR-5521 for the £55.00 is with Odile Brannock, the "
        "service manager; she should decide by Monday 16 March, and it hasn't been approved "
        "yet. If she approves it, the money goes back to your Mastercard ending 6203. Your "
        "new visit is job JB-260455, tomorrow, Thursday 12 March, 10:00-12:00, with nothing "
        "to pay for the call-out, and the technician has a note not to arrive before 10."
    )
    s.user("ok. and what happens if she says no?")
    s.boundary(
        "both first proposals rejected by her correction (not before 10); refund request "
        "RR-5521 (£55.00, with the service manager, decision by Mar 16, not approved) and the "
        "rebooked visit JB-260455 (Thu 12 Mar 10:00-12:00, no call-out) executed and reported; "
        "compensation for her morning asked for and refused; her question open"
    )


SCRIPTS = {"warranty": session_warranty, "lettings": session_lettings, "noshow": session_noshow}
