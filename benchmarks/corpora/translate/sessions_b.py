"""Session scripts, part 2: glossary, hearing and medical.

Each script plays one invented session at the project desk of Veldane Language Services
(clients, accounts, jobs, interpreters, courts, hospitals, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_glossary(s):
    """A glossary change sent to the client's legal team, for the protocol job only."""
    greet(s)
    s.user(
        "Fintan Ashgrove, Kestrelmoor Biologics, account 5590. Our legal team wants a term "
        "changed in the German glossary for the protocol job, 58722. 'investigational site' "
        "should be Prüfzentrum, not Prüfstelle. only the protocol, the leaflet's already "
        "printed, leave it alone",
        facts={
            "glossary_change": {
                "term": "investigational site",
                "from": "Prüfstelle",
                "to": "Prüfzentrum",
                "scope": "JOB-58722 only",
            }
        },
    )
    s.say("Sure, Fintan. Please confirm the email address on the account.")
    s.user("f.ashgrove@example.com")
    s.call(
        "verify_client",
        {"account_id": "ACC-5590", "email": "f.ashgrove@example.com"},
        verified("ACC-5590"),
        facts={
            "account_id": "ACC-5590",
            "client": "Kestrelmoor Biologics",
            "contact": "Fintan Ashgrove",
        },
    )
    s.call(
        "get_jobs",
        {"account_id": "ACC-5590", "status": "recent"},
        {
            "jobs": [
                {
                    "job_id": "JOB-58722",
                    "document": "clinical study protocol KMB-207",
                    "pair": "en-de",
                    "words": 14200,
                    "status": "in_translation",
                    "due": "2027-03-08",
                    "glossary": "GL-KB-03",
                },
                {
                    "job_id": "JOB-58735",
                    "document": "patient information leaflet KMB-207",
                    "pair": "en-de",
                    "words": 2300,
                    "status": "delivered",
                    "delivered": "2027-02-25",
                    "glossary": "GL-KB-03",
                },
            ]
        },
        facts={
            "jobs": {
                "JOB-58722": {"document": "protocol KMB-207", "due": "2027-03-08"},
                "JOB-58735": {"document": "leaflet KMB-207", "delivered": "2027-02-25"},
            }
        },
    )
    s.call(
        "get_glossary",
        {"glossary_id": "GL-KB-03"},
        {
            "glossary_id": "GL-KB-03",
            "client": "Kestrelmoor Biologics",
            "pair": "en-de",
            "entries": 186,
            "entry": {"term": "investigational site", "target": "Prüfstelle"},
            "used_by": ["JOB-58722", "JOB-58735"],
            "change_policy": (
                "terminology changes must be approved by the client's legal team before "
                "delivery; the desk submits, the client's legal team decides"
            ),
            "change_fee": 0.0,
        },
        facts={
            "glossary": {
                "glossary_id": "GL-KB-03",
                "investigational site": "Prüfstelle",
                "approval": "client's legal team",
            }
        },
    )
    s.say(
        "Thanks, Fintan, you're verified. Both JOB-58722 (protocol KMB-207, 14,200 words, due "
        "Monday, March 8) and JOB-58735 (the leaflet, delivered February 25) use glossary "
        "GL-KB-03, where 'investigational site' is Prüfstelle. Under your account's terms a "
        "terminology change has to be approved by Kestrelmoor's legal team before we deliver: "
        "I submit it, they decide, and the protocol's delivery waits on their approval. Since "
        "the leaflet uses the same glossary, I'd suggest applying the change there too, for "
        "consistency; that would mean re-delivering the leaflet."
    )
    s.user(
        "no, only the protocol, I said the leaflet's printed. and it has to be delivered "
        "before the ethics committee submission on the 10th, that's not movable",
        facts={
            "glossary_change": {
                "term": "investigational site",
                "from": "Prüfstelle",
                "to": "Prüfzentrum",
                "scope": "JOB-58722 only",
                "deliver_before": "2027-03-10",
            }
        },
    )
    change = {
        "account_id": "ACC-5590",
        "glossary_id": "GL-KB-03",
        "term": "investigational site",
        "from": "Prüfstelle",
        "to": "Prüfzentrum",
        "jobs": ["JOB-58722"],
        "deliver_before": "2027-03-10",
    }
    s.confirm(
        "Here's the change I'll submit:\n"
        "- Glossary GL-KB-03, 'investigational site': Prüfstelle -> Prüfzentrum\n"
        "- For JOB-58722 (protocol KMB-207) only; JOB-58735 (leaflet) stays as delivered\n"
        "- Sent to Kestrelmoor's legal team for approval; JOB-58722's delivery waits on their "
        "approval and must land before your ethics committee submission on Wednesday, March "
        "10\n"
        "- No charge for the change\n\n"
        "Submit it? (yes/no)",
        [("submit_glossary_change", change)],
    )
    s.yes("yes submit")
    s.call(
        "submit_glossary_change",
        change,
        {
            "change_id": "GLC-772",
            "status": "pending_client_legal_approval",
            "approver": "Kestrelmoor Biologics legal team (Marguerite Oyelaran-Stowe)",
            "jobs": ["JOB-58722"],
            "job_delivery": "held until approval; due 2027-03-08 if approved by 2027-03-05",
            "deliver_before": "2027-03-10",
            "charge": 0.0,
        },
        facts={"glossary_change_id": "GLC-772"},
    )
    s.say(
        "Submitted: change GLC-772 is with Kestrelmoor's legal team, Marguerite "
        "Oyelaran-Stowe, for approval. It isn't approved yet. JOB-58722 is held until they "
        "approve; if they approve by Friday, March 5, the protocol is still delivered Monday, "
        "March 8, ahead of the March 10 submission. The leaflet, JOB-58735, stays as "
        "delivered. No charge."
    )
    s.user("ok, I'll chase her. what happens if she doesn't approve by friday?")
    s.boundary(
        "glossary change GLC-772 (Prüfstelle -> Prüfzentrum, JOB-58722 only) submitted and "
        "reported, pending the client's legal team, not approved; the leaflet JOB-58735 left "
        "alone after the agent's suggestion; delivery before the Mar 10 submission; his "
        "question open"
    )


def session_hearing(s):
    """A court interpreter requested for one of two hearings; the court clerk confirms."""
    greet(s)
    s.user(
        "Dariusz Wendling-Ortiz, attorney, acct 6621. I need a Portuguese court interpreter "
        "for a hearing tuesday the 9th at 9 in Aldercombe circuit court, case 27CV0418. court "
        "certified only, no exceptions",
        facts={"booking_request": {"language": "pt", "court_certified_only": True}},
    )
    s.say("Certainly. Please confirm the email address on the account.")
    s.user("dwo.law@example.net")
    s.call(
        "verify_client",
        {"account_id": "ACC-6621", "email": "dwo.law@example.net"},
        verified("ACC-6621"),
        facts={
            "account_id": "ACC-6621",
            "client": "Wendling-Ortiz Law Office",
            "contact": "Dariusz Wendling-Ortiz",
        },
    )
    s.call(
        "get_interpreter_availability",
        {"language": "pt", "setting": "court", "from": "2027-03-09", "to": "2027-03-16"},
        {
            "court_certified": [
                {
                    "name": "Benedita Sarrazola",
                    "certification": "state court certified",
                    "available": ["2027-03-09T08:30/12:30", "2027-03-16T13:00/17:00"],
                }
            ],
            "not_court_certified": [
                {"name": "Joaquim Ferrell-Abreu", "available": ["2027-03-09T08:00/17:00"]}
            ],
            "rate_per_hour": 95.0,
            "minimum_hours": 2,
            "cancellation": "free until 48 hours before the start",
            "confirmation": "the court clerk's office confirms the interpreter for the slot",
        },
        facts={
            "interpreter": {
                "name": "Benedita Sarrazola",
                "certification": "state court certified",
                "rate_per_hour": 95.0,
                "minimum_hours": 2,
            }
        },
    )
    s.say(
        "Thanks, you're verified. Benedita Sarrazola, a state court certified Portuguese "
        "interpreter, is free on Tuesday, March 9 from 8:30 am. Court interpreting is $95.00 "
        "an hour with a 2-hour minimum, and cancellation is free up to 48 hours before. Once "
        "we request her, the Aldercombe County Circuit Court clerk's office confirms her for "
        "the courtroom slot. How long is the hearing expected to last? She's also free on "
        "Tuesday, March 16 in the afternoon, if anything else is coming up."
    )
    s.user(
        "90 min maybe. there's another hearing on the 16th at 1:30, case 27CV0433, but don't "
        "book the 16th yet, it may be continued. just the 9th",
        facts={
            "hearings": {
                "27-CV-0418": {"start": "2027-03-09T09:00", "hours": 1.5, "book": True},
                "27-CV-0433": {
                    "start": "2027-03-16T13:30",
                    "book": False,
                    "why": "may be continued",
                },
            }
        },
    )
    s.say(
        "Understood. If you like, I could hold Benedita for the 16th as well: with free "
        "cancellation up to 48 hours before, holding her costs nothing."
    )
    s.user("no, just the 9th. I'll call when I know")
    booking = {
        "account_id": "ACC-6621",
        "language": "pt",
        "interpreter": "Benedita Sarrazola",
        "setting": "court",
        "case": "27-CV-0418",
        "venue": "Aldercombe County Circuit Court",
        "start": "2027-03-09T09:00",
        "hours_billed": 2,
        "total": 190.0,
    }
    s.confirm(
        "Here's the booking:\n"
        "- Portuguese court interpreter Benedita Sarrazola (state court certified)\n"
        "- Case 27-CV-0418, Aldercombe County Circuit Court, Tuesday, March 9, 2027 at 9:00 am "
        "(she'll arrive at 8:45)\n"
        "- Expected 1.5 hours, billed at the 2-hour minimum: 2 x $95.00 = $190.00, invoiced "
        "to Wendling-Ortiz Law Office (net 30)\n"
        "- The request goes to the court clerk's office for confirmation\n\n"
        "Book it? (yes/no)",
        [("book_interpreter", booking)],
    )
    s.yes("yes")
    s.call(
        "book_interpreter",
        booking,
        {
            "booking_id": "INT-30917",
            "status": "requested",
            "confirmation": "pending_court_clerk",
            "clerk": "Aldercombe County Circuit Court clerk's office",
            "interpreter": "Benedita Sarrazola",
            "case": "27-CV-0418",
            "start": "2027-03-09T09:00",
            "hours_billed": 2,
            "total": 190.0,
            "clerk_response_expected_by": "2027-03-05",
        },
        facts={"booking_id": "INT-30917"},
    )
    s.boundary(
        "INT-30917 for case 27-CV-0418 (Mar 9, 9:00 am, Benedita Sarrazola, $190.00) requested, "
        "executed, not reported yet: the court clerk confirms; the Mar 16 hearing not booked by "
        "his choice, the agent's offer to hold it declined"
    )
    s.say(
        "Requested: INT-30917, Benedita Sarrazola for case 27-CV-0418 on Tuesday, March 9 at "
        "9:00 am, $190.00. It's not confirmed yet: the clerk's office confirms, and we expect "
        "their answer by Friday, March 5."
    )


def session_medical(s):
    """Two hospital appointments: cardiology booked and confirmed; physio pending a question."""
    greet(s)
    s.user(
        "Hi, I need a Polish interpreter for my dad's hospital appointments at Larkhaven "
        "General. Rosalind Pekkarinen, I'm a customer, 21307. He's Zbigniew Ostrowiak"
    )
    s.say("Happy to help, Rosalind. Please confirm the phone number on your account.")
    s.user("541.555.0134")
    s.call(
        "verify_client",
        {"account_id": "C-21307", "name": "Rosalind Pekkarinen", "phone": "+1 541-555-0134"},
        verified("C-21307"),
        facts={"account_id": "C-21307", "client": "Rosalind Pekkarinen"},
    )
    s.say("Thanks, you're verified. Which appointments does your father have?")
    s.user(
        "cardiology on monday the 8th at 10:15, and physio the 15th at 2pm. in person, not by "
        "video, he's hard of hearing. the cardiology one first, that's the important one",
        facts={
            "appointments": {
                "cardiology": "2027-03-08T10:15",
                "physio": "2027-03-15T14:00",
                "patient": "Zbigniew Ostrowiak",
                "mode": "in person",
                "first": "cardiology",
            }
        },
    )
    s.call(
        "get_interpreter_availability",
        {
            "language": "pl",
            "setting": "medical",
            "venue": "Larkhaven General Hospital",
            "slots": ["2027-03-08T10:15", "2027-03-15T14:00"],
        },
        {
            "interpreters": [
                {
                    "name": "Wiesława Drozdowska-Hart",
                    "certification": "certified medical interpreter",
                    "available": ["2027-03-08T09:00/13:00", "2027-03-15T13:00/17:00"],
                }
            ],
            "in_person_rate_per_hour": 70.0,
            "in_person_minimum_hours": 2,
            "video_rate_per_hour": 55.0,
            "video_minimum_hours": 1,
            "confirmation": "Larkhaven General's language services office confirms each slot",
        },
        facts={
            "interpreter": {
                "name": "Wiesława Drozdowska-Hart",
                "in_person_rate_per_hour": 70.0,
                "in_person_minimum_hours": 2,
            }
        },
    )
    s.say(
        "Wiesława Drozdowska-Hart, a certified medical interpreter for Polish, is free for "
        "both appointments. In person is $70.00 an hour with a 2-hour minimum, so $140.00 per "
        "appointment; video is $55.00 an hour with a 1-hour minimum. A physio session usually "
        "takes about an hour, so video there would be $55.00 instead of $140.00. Larkhaven "
        "General's language services office confirms each slot when we book it. Shall I start "
        "with the cardiology appointment?"
    )
    s.user("in person for both, I said. he can't hear the tablet. yes start with cardiology")
    first = {
        "account_id": "C-21307",
        "language": "pl",
        "interpreter": "Wiesława Drozdowska-Hart",
        "setting": "medical",
        "patient": "Zbigniew Ostrowiak",
        "venue": "Larkhaven General Hospital",
        "department": "cardiology",
        "start": "2027-03-08T10:15",
        "mode": "in_person",
        "hours_billed": 2,
        "total": 140.0,
    }
    s.confirm(
        "Here's the first booking:\n"
        "- Polish medical interpreter Wiesława Drozdowska-Hart, in person\n"
        "- Zbigniew Ostrowiak, cardiology, Larkhaven General Hospital, Monday, March 8, 2027 "
        "at 10:15 am\n"
        "- 2-hour minimum: 2 x $70.00 = $140.00, charged to the card on file\n\n"
        "Book it? (yes/no)",
        [("book_interpreter", first)],
    )
    s.yes("yes please")
    s.call(
        "book_interpreter",
        first,
        {
            "booking_id": "INT-30951",
            "status": "confirmed",
            "confirmed_by": "Larkhaven General Hospital language services",
            "patient": "Zbigniew Ostrowiak",
            "start": "2027-03-08T10:15",
            "mode": "in_person",
            "hours_billed": 2,
            "total": 140.0,
            "meet_at": "cardiology reception, 2nd floor, 10:00",
        },
        facts={"booking_id": "INT-30951"},
    )
    s.say(
        "Booked and confirmed: INT-30951. Larkhaven General's language services confirmed "
        "Wiesława for Monday, March 8 at 10:15 am, in person; she'll meet your father at the "
        "cardiology reception on the 2nd floor at 10:00. $140.00."
    )
    s.confirm(
        "Now the physio:\n"
        "- Polish medical interpreter Wiesława Drozdowska-Hart, in person\n"
        "- Zbigniew Ostrowiak, physiotherapy, Larkhaven General Hospital, Monday, March 15, "
        "2027 at 2:00 pm\n"
        "- 2-hour minimum: 2 x $70.00 = $140.00, charged to the card on file\n\n"
        "Book it? (yes/no)",
        [
            (
                "book_interpreter",
                {
                    **first,
                    "department": "physiotherapy",
                    "start": "2027-03-15T14:00",
                },
            )
        ],
    )
    s.user("wait, does he pay the 2 hours even if the physio is only 1 hour?")
    s.boundary(
        "INT-30951 (cardiology Mar 8 10:15, in person, $140.00) executed, confirmed by the "
        "hospital and reported; the physio booking (Mar 15 2:00 pm, $140.00) proposed, pending: "
        "she answered with a question; video suggested for physio and declined"
    )


SCRIPTS = {"glossary": session_glossary, "hearing": session_hearing, "medical": session_medical}
