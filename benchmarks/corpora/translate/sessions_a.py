"""Session scripts, part 1: quote, certify and apostille.

Each script plays one invented session at the project desk of Veldane Language Services
(clients, accounts, matters, jobs, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the project desk at Veldane Language Services. I can help with "
        "translation quotes and orders, certified translations, notarization and apostilles, "
        "interpreter bookings, revisions and invoices. What can I do for you today?"
    )


CONTRACT = "Steinholt_Liefervertrag.pdf"
ANNEXES = ["Anlage_A.pdf", "Anlage_B.pdf"]


def session_quote(s):
    """A law firm's German contract, certified contract only; a rush lease for another matter."""
    greet(s)
    s.user(
        "hi, Odalys Frenkel from Brackenridge Voss, acct 7316. I need a german contract "
        "translated for matter 2291-07 (Steinholt). contract is ~4800 words plus 2 annexes, "
        "maybe 1900 together. has to be certified. NO machine translation, a human only. and "
        "invoice the firm, not the client",
        facts={
            "order_request": {
                "matter": "2291-07",
                "pair": "de-en",
                "human_only": True,
                "bill_to": "Brackenridge Voss LLP",
            }
        },
    )
    s.say(
        "Happy to help, Odalys. To verify the account, please confirm the email address on "
        "file, and upload the contract and both annexes."
    )
    s.user(f"o.frenkel@example.com. uploaded {CONTRACT}, {ANNEXES[0]}, {ANNEXES[1]}")
    s.call(
        "verify_client",
        {"account_id": "ACC-7316", "email": "o.frenkel@example.com"},
        verified("ACC-7316"),
        facts={
            "account_id": "ACC-7316",
            "client": "Brackenridge Voss LLP",
            "contact": "Odalys Frenkel",
            "matters": {
                "2291-07": "Steinholt Marine Supply",
                "2291-11": "Ilse Vandermolen",
                "2304-02": "Pruett Orchard Co.",
            },
            "billing": {"credit_terms": "net 30", "default_bill_to": "matter client"},
        },
    )
    s.call(
        "count_source_words",
        {"account_id": "ACC-7316", "files": [CONTRACT, *ANNEXES]},
        {
            "pair": "de-en",
            "files": [
                {"file": CONTRACT, "words": 4820},
                {"file": ANNEXES[0], "words": 1130},
                {"file": ANNEXES[1], "words": 780},
            ],
            "total_words": 6730,
        },
        facts={"word_count": {"contract": 4820, "annex_a": 1130, "annex_b": 780, "total": 6730}},
    )
    s.call(
        "get_quote",
        {"pair": "de-en", "words": 6730, "certified_documents": 3, "rush": False},
        {
            "pair": "de-en",
            "rate_per_word": 0.21,
            "translation": 1413.3,
            "certification": 105.0,
            "certification_per_document": 35.0,
            "rush_surcharge": 0.0,
            "total": 1518.3,
            "minimum_fee": 85.0,
            "delivery": "2027-03-09",
            "mt_post_edit_rate_per_word": 0.14,
            "mt_post_edit_translation": 942.2,
        },
        facts={"quote": {"rate_per_word": 0.21, "translation": 1413.3, "total": 1518.3}},
    )
    s.say(
        "Thanks, Odalys, the account is verified. The files come to 6,730 source words: the "
        "contract 4,820, Annex A 1,130 and Annex B 780. German to English at $0.21 per word "
        "(human translation, revised by a second linguist) is $1,413.30, and a certified "
        "translation is $35.00 per document, signed by one of our sworn translators. Standard "
        "delivery is Tuesday, March 9. One option many firms take for annexes: machine "
        "translation with full human post-editing at $0.14 per word, which would bring the "
        "translation to $942.20."
    )
    s.user("no MT, human only like I said. go ahead with the certified translation")
    s.confirm(
        "Understood, human translation only. Here's the job:\n"
        "- Matter 2291-07 (Steinholt Marine Supply), German > English\n"
        "- Contract (4,820 words), Annex A (1,130) and Annex B (780): 6,730 words at $0.21 = "
        "$1,413.30\n"
        "- Certified translation of all three documents: 3 x $35.00 = $105.00\n"
        "- Total $1,518.30, invoiced to Brackenridge Voss LLP (net 30)\n"
        "- Delivery Tuesday, March 9, 2027\n\n"
        "Shall I open the job? (yes/no)",
        [
            (
                "create_translation_job",
                {
                    "account_id": "ACC-7316",
                    "matter": "2291-07",
                    "pair": "de-en",
                    "files": [CONTRACT, *ANNEXES],
                    "words": 6730,
                    "certified": [CONTRACT, *ANNEXES],
                    "machine_translation": False,
                    "rush": False,
                    "bill_to": "Brackenridge Voss LLP",
                    "total": 1518.3,
                },
            )
        ],
    )
    s.no(
        "no wait. only the contract gets certified, not the annexes, they're just for "
        "reference. plain translation for those",
        facts={
            "order_request": {
                "matter": "2291-07",
                "pair": "de-en",
                "human_only": True,
                "certified": "contract only",
                "bill_to": "Brackenridge Voss LLP",
            }
        },
    )
    s.call(
        "get_quote",
        {"pair": "de-en", "words": 6730, "certified_documents": 1, "rush": False},
        {
            "pair": "de-en",
            "rate_per_word": 0.21,
            "translation": 1413.3,
            "certification": 35.0,
            "certification_per_document": 35.0,
            "rush_surcharge": 0.0,
            "total": 1448.3,
            "minimum_fee": 85.0,
            "delivery": "2027-03-09",
        },
        facts={"quote": {"rate_per_word": 0.21, "translation": 1413.3, "total": 1448.3}},
    )
    s.confirm(
        "Got it, nothing has been opened yet. Corrected job:\n"
        "- Matter 2291-07 (Steinholt Marine Supply), German > English, human translation\n"
        "- 6,730 words at $0.21 = $1,413.30\n"
        "- Certified translation of the contract only: $35.00; Annex A and Annex B translated, "
        "not certified\n"
        "- Total $1,448.30, invoiced to Brackenridge Voss LLP (net 30)\n"
        "- Delivery Tuesday, March 9, 2027\n\n"
        "Shall I open this job? (yes/no)",
        [
            (
                "create_translation_job",
                {
                    "account_id": "ACC-7316",
                    "matter": "2291-07",
                    "pair": "de-en",
                    "files": [CONTRACT, *ANNEXES],
                    "words": 6730,
                    "certified": [CONTRACT],
                    "machine_translation": False,
                    "rush": False,
                    "bill_to": "Brackenridge Voss LLP",
                    "total": 1448.3,
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "create_translation_job",
        {
            "account_id": "ACC-7316",
            "matter": "2291-07",
            "pair": "de-en",
            "files": [CONTRACT, *ANNEXES],
            "words": 6730,
            "certified": [CONTRACT],
            "machine_translation": False,
            "rush": False,
            "bill_to": "Brackenridge Voss LLP",
            "total": 1448.3,
        },
        {
            "job_id": "JOB-58813",
            "status": "open",
            "matter": "2291-07",
            "pair": "de-en",
            "words": 6730,
            "certified": [CONTRACT],
            "total": 1448.3,
            "bill_to": "Brackenridge Voss LLP",
            "terms": "net 30",
            "due": "2027-03-09",
        },
        facts={"job_id": "JOB-58813"},
    )
    s.say(
        "Done: job JOB-58813 is open for matter 2291-07. Total $1,448.30, invoiced to "
        "Brackenridge Voss LLP on net 30, delivery Tuesday, March 9. Only the contract will "
        "carry the sworn translator's certificate; the two annexes are translated without "
        "certification."
    )
    s.user(
        "great thanks. one more, different matter: 2304-02, Pruett Orchard. a spanish lease, "
        "they need it by friday. same deal, firm pays"
    )
    s.boundary(
        "the all-certified job rejected by her correction (contract only certified); JOB-58813 "
        "($1,448.30, firm invoiced, Mar 9) executed and reported; MT post-editing suggested and "
        "declined; a second matter's lease just asked for"
    )
    s.say("Sure. Please upload the lease and I'll count it.")
    s.user("done, Arrendamiento_Pruett.pdf. about 2100 words I think")
    s.call(
        "count_source_words",
        {"account_id": "ACC-7316", "files": ["Arrendamiento_Pruett.pdf"]},
        {
            "pair": "es-en",
            "files": [{"file": "Arrendamiento_Pruett.pdf", "words": 2150}],
            "total_words": 2150,
        },
        facts={
            "second_job_request": {
                "matter": "2304-02",
                "pair": "es-en",
                "words": 2150,
                "needed_by": "2027-03-05",
                "bill_to": "Brackenridge Voss LLP",
            }
        },
    )
    s.call(
        "get_quote",
        {"pair": "es-en", "words": 2150, "certified_documents": 0, "rush": True},
        {
            "pair": "es-en",
            "rate_per_word": 0.16,
            "translation": 344.0,
            "rush_surcharge": 137.6,
            "rush_rate": 0.4,
            "total": 481.6,
            "delivery": "2027-03-05",
            "standard_total": 344.0,
            "standard_delivery": "2027-03-09",
        },
        facts={"quote": {"rate_per_word": 0.16, "translation": 344.0, "total": 481.6}},
    )
    s.confirm(
        "The lease is 2,150 words. Here's the second job:\n"
        "- Matter 2304-02 (Pruett Orchard Co.), Spanish > English, human translation, not "
        "certified\n"
        "- 2,150 words at $0.16 = $344.00\n"
        "- Rush (3 business days), +40%: $137.60\n"
        "- Total $481.60, invoiced to Brackenridge Voss LLP (net 30)\n"
        "- Delivery Friday, March 5, 2027 (standard would be $344.00 on March 9)\n\n"
        "If the lease will be filed anywhere, I can add a certification for $35.00. Shall I "
        "open the rush job? (yes/no)",
        [
            (
                "create_translation_job",
                {
                    "account_id": "ACC-7316",
                    "matter": "2304-02",
                    "pair": "es-en",
                    "files": ["Arrendamiento_Pruett.pdf"],
                    "words": 2150,
                    "certified": [],
                    "machine_translation": False,
                    "rush": True,
                    "bill_to": "Brackenridge Voss LLP",
                    "total": 481.6,
                },
            )
        ],
    )
    s.yes("yes rush it. no cert needed, they only read it. friday is firm, they sign monday")
    s.boundary(
        "the rush lease job for matter 2304-02 ($481.60, Mar 5, firm invoiced) approved by her "
        "yes, no call yet; the certification offered and declined; JOB-58813 unchanged"
    )
    s.call(
        "create_translation_job",
        {
            "account_id": "ACC-7316",
            "matter": "2304-02",
            "pair": "es-en",
            "files": ["Arrendamiento_Pruett.pdf"],
            "words": 2150,
            "certified": [],
            "machine_translation": False,
            "rush": True,
            "bill_to": "Brackenridge Voss LLP",
            "total": 481.6,
        },
        {
            "job_id": "JOB-58819",
            "status": "open",
            "matter": "2304-02",
            "total": 481.6,
            "bill_to": "Brackenridge Voss LLP",
            "due": "2027-03-05",
        },
    )
    s.say("Done: JOB-58819 is open for matter 2304-02, $481.60, delivery Friday, March 5.")


def session_certify(s):
    """A birth certificate photo sent to the sworn translator; the diplomas later, by her."""
    greet(s)
    s.user(
        "Hola, I need my birth certificate and my two diplomas translated from spanish, "
        "certified, for my immigration file. customer number 20488"
    )
    s.say("Of course. To verify your account, please give me your full name and phone number.")
    s.user("Noemí Albarracín Ruelas, 541 555 0127")
    s.call(
        "verify_client",
        {"account_id": "C-20488", "name": "Noemí Albarracín Ruelas", "phone": "+1 541-555-0127"},
        verified("C-20488"),
        facts={"account_id": "C-20488", "client": "Noemí Albarracín Ruelas"},
    )
    s.say("Thank you, you're verified. Please upload the documents you'd like translated.")
    s.user(
        "I only have the birth certificate now, I took a photo with my phone. "
        "acta_nacimiento.jpg. the diplomas I get from my sister next month"
    )
    s.call(
        "count_source_words",
        {"account_id": "C-20488", "files": ["acta_nacimiento.jpg"]},
        {
            "pair": "es-en",
            "files": [{"file": "acta_nacimiento.jpg", "words": 310}],
            "total_words": 310,
            "image_quality": "phone photo; left edge cut off; registry stamp partly illegible",
            "certification_note": (
                "a sworn translator must decide whether a certified translation can be made "
                "from this image"
            ),
        },
        facts={
            "documents": {
                "birth_certificate": {
                    "file": "acta_nacimiento.jpg",
                    "words": 310,
                    "quality": "left edge cut off, stamp partly illegible",
                },
                "diplomas": "2, not uploaded",
            }
        },
    )
    s.call(
        "get_quote",
        {"pair": "es-en", "words": 310, "certified_documents": 1, "rush": False},
        {
            "pair": "es-en",
            "rate_per_word": 0.16,
            "translation": 49.6,
            "minimum_fee": 85.0,
            "translation_billed": 85.0,
            "certification": 35.0,
            "total": 120.0,
            "delivery": "2027-03-09",
        },
        facts={"quote": {"translation_billed": 85.0, "certification": 35.0, "total": 120.0}},
    )
    s.say(
        "The birth certificate has 310 words. At $0.16 per word that's $49.60, so our minimum "
        "fee of $85.00 applies, plus $35.00 for the certification: $120.00, delivered by "
        "Tuesday, March 9. Two things. The photo is cut off at the left edge and the registry "
        "stamp is partly illegible, so one of our sworn translators, not the desk, has to "
        "decide whether a certified translation can be made from it. And since the minimum "
        "fee applies, it may be worth waiting and sending the diplomas with it, so you pay "
        "the minimum only once."
    )
    s.user(
        "no no, the birth certificate first, the diplomas later. my biometrics appointment "
        "is on the 12th. send the photo to the translator",
        facts={
            "order_request": {
                "first": "birth certificate",
                "diplomas": "later",
                "needed_by": "2027-03-12",
            }
        },
    )
    job = {
        "account_id": "C-20488",
        "pair": "es-en",
        "files": ["acta_nacimiento.jpg"],
        "words": 310,
        "certified": ["acta_nacimiento.jpg"],
        "machine_translation": False,
        "rush": False,
        "bill_to": "Noemí Albarracín Ruelas",
        "total": 120.0,
    }
    review = {"account_id": "C-20488", "file": "acta_nacimiento.jpg", "for": "certification"}
    s.confirm(
        "Here's what I'll do:\n"
        "- Open a certified Spanish > English job for the birth certificate "
        "(acta_nacimiento.jpg, 310 words): $120.00 ($85.00 minimum fee + $35.00 "
        "certification), prepaid, delivery by Tuesday, March 9, 2027\n"
        "- Send the photo to our sworn translator for a certification review; the job waits "
        "on the review\n\n"
        "Shall I go ahead? (yes/no)",
        [("create_translation_job", job), ("submit_certification_review", review)],
    )
    s.yes("si, yes")
    s.call(
        "create_translation_job",
        job,
        {
            "job_id": "JOB-58840",
            "status": "on_hold",
            "hold_reason": "awaiting certification review",
            "total": 120.0,
            "payment": "due before work starts",
            "due": "2027-03-09",
        },
        facts={"job_id": "JOB-58840"},
    )
    s.call(
        "submit_certification_review",
        review,
        {
            "review_id": "SWR-1184",
            "status": "under_review",
            "job_id": "JOB-58840",
            "reviewer": "Teodric Mendes-Kask (sworn translator)",
            "decision_expected_by": "2027-03-03T15:00",
            "possible_outcomes": ["accepted", "original or certified copy required"],
        },
        facts={"review_id": "SWR-1184"},
    )
    s.say(
        "Done on our side: job JOB-58840 is open for your birth certificate, $120.00, on hold "
        "until the review. The photo is with our sworn translator, Teodric Mendes-Kask, as "
        "review SWR-1184. It isn't accepted yet: he decides, and we expect his answer by "
        "tomorrow, Wednesday, March 3, at 3 pm. If he can't certify from the photo, you'd need "
        "to bring the original or a certified copy to our Fenmouth office, 212 Cobbold Row. "
        "Payment of $120.00 is due before work starts."
    )
    s.user("ok. and if he says no, can I still have it by the 12th?")
    s.boundary(
        "JOB-58840 ($120.00, on hold) and review SWR-1184 executed and reported; the review is "
        "with the sworn translator (answer by Mar 3, 3 pm), not accepted; the diplomas later "
        "by her choice, the agent's idea of sending all three together declined"
    )


def session_apostille(s):
    """A notary appointment: the Thursday slot taken; Monday proposed, he asks a question."""
    greet(s)
    s.user(
        "hi, Tobiah Rennquist. you translated my marriage certificate into portuguese last "
        "week (job 58701). I need it notarized and apostilled, I'm moving to Porto, I fly on "
        "the 12th"
    )
    s.say("Congratulations on the move! Please confirm your customer number and email.")
    s.user("C19762, t.rennquist@example.net")
    s.call(
        "verify_client",
        {"account_id": "C-19762", "email": "t.rennquist@example.net"},
        verified("C-19762"),
        facts={"account_id": "C-19762", "client": "Tobiah Rennquist"},
    )
    s.call(
        "get_job",
        {"account_id": "C-19762", "job_id": "JOB-58701"},
        {
            "job_id": "JOB-58701",
            "document": "marriage certificate",
            "pair": "en-pt",
            "certified": True,
            "certified_by": "sworn translator",
            "status": "delivered",
            "delivered": "2027-02-26",
        },
        facts={
            "delivered_job": {
                "job_id": "JOB-58701",
                "document": "marriage certificate",
                "pair": "en-pt",
                "certified": True,
                "delivered": "2027-02-26",
            }
        },
    )
    s.call(
        "get_notary_slots",
        {"job_id": "JOB-58701", "office": "Fenmouth"},
        {
            "notary": "Harwick Notarial Services (outside notary)",
            "location": "Veldane Fenmouth office, 212 Cobbold Row",
            "slots": ["2027-03-04T09:30", "2027-03-04T15:30", "2027-03-08T11:00"],
            "fees": {"notarization": 40.0, "apostille_processing": 65.0},
            "apostille": (
                "filed by the notary with the Secretary of State after signing; the notary "
                "confirms the apostille date"
            ),
            "apostille_turnaround": "about 2 business days",
            "express_apostille": {"fee": 30.0, "turnaround": "next business day"},
            "remote_video_notarization": True,
        },
        facts={
            "notary_slots": {
                "notary": "Harwick Notarial Services",
                "slots": ["2027-03-04T09:30", "2027-03-04T15:30", "2027-03-08T11:00"],
                "fees": {"notarization": 40.0, "apostille_processing": 65.0},
            }
        },
    )
    s.say(
        "Thanks, Tobiah, you're verified. JOB-58701, the certified Portuguese translation of "
        "your marriage certificate, was delivered on February 26. Notarization is done by "
        "Harwick Notarial Services, an outside notary who comes to our Fenmouth office. Open "
        "slots: Thursday, March 4 at 9:30 am or 3:30 pm, or Monday, March 8 at 11:00 am. The "
        "notarization is $40.00 and the apostille processing $65.00, $105.00 in all. After "
        "signing, the notary files for the apostille and confirms its date, usually about 2 "
        "business days; express apostille (+$30.00) is next business day. They also offer "
        "remote video notarization, if that's easier for you."
    )
    s.user(
        "not thursday morning, I work. thursday 3:30 is good. in person please, I don't trust "
        "the video thing. and no express, 2 days is fine if it's the 4th",
        facts={
            "appointment_request": {
                "slot": "2027-03-04T15:30",
                "in_person": True,
                "express": False,
            }
        },
    )
    first = {
        "account_id": "C-19762",
        "job_id": "JOB-58701",
        "slot": "2027-03-04T15:30",
        "mode": "in_person",
        "express_apostille": False,
    }
    s.confirm(
        "Here's the appointment:\n"
        "- Notarization of the certified translation JOB-58701 (marriage certificate, English "
        "> Portuguese)\n"
        "- In person with Harwick Notarial Services at our Fenmouth office, Thursday, March 4, "
        "2027 at 3:30 pm\n"
        "- Notarization $40.00 + apostille processing $65.00 = $105.00, standard apostille "
        "(about 2 business days, date confirmed by the notary)\n\n"
        "Book it? (yes/no)",
        [("book_notary_appointment", first)],
    )
    s.yes("yes")
    s.call(
        "book_notary_appointment",
        first,
        {
            "error": "slot_unavailable",
            "message": (
                "Harwick Notarial Services released the 2027-03-04T15:30 slot to another "
                "client; no appointment was booked"
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed Thursday Mar 4 3:30 pm notary booking failed (slot released to another "
        "client), not reported yet; express apostille and video notarization offered and "
        "declined; Thursday morning ruled out by him"
    )
    s.say(
        "I'm sorry, the booking didn't go through: the notary gave the Thursday 3:30 pm slot "
        "to another client, so nothing is booked and nothing is charged. The only other "
        "Thursday slot is 9:30 am, which you can't do. The next in-person slot is Monday, "
        "March 8 at 11:00 am. With the standard apostille, about 2 business days, it would be "
        "back around Wednesday, March 10, before your flight on the 12th, but the notary "
        "confirms the date."
    )
    s.user("ugh. ok monday 11 then, still no express")
    s.confirm(
        "Here's the new appointment:\n"
        "- Notarization of JOB-58701, in person with Harwick Notarial Services at our Fenmouth "
        "office, Monday, March 8, 2027 at 11:00 am\n"
        "- $40.00 + $65.00 = $105.00, standard apostille; the notary confirms the apostille "
        "date (expected around Wednesday, March 10)\n\n"
        "Book it? (yes/no)",
        [
            (
                "book_notary_appointment",
                {
                    "account_id": "C-19762",
                    "job_id": "JOB-58701",
                    "slot": "2027-03-08T11:00",
                    "mode": "in_person",
                    "express_apostille": False,
                },
            )
        ],
    )
    s.user(
        "before I say yes: if the apostille isn't back by the 11th, can you courier it to me "
        "at the airport hotel?"
    )
    s.boundary(
        "the failure reported; the Monday Mar 8 11:00 am appointment proposed, pending: he "
        "answered with a question about a courier; still no express, in person"
    )


SCRIPTS = {"quote": session_quote, "certify": session_certify, "apostille": session_apostille}
