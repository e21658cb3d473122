"""Session scripts, part 3: revision, rush and credit.

Each script plays one invented session at the project desk of Veldane Language Services
(clients, accounts, matters, jobs, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_revision(s):
    """Typos fixed free after delivery; a tagline waiver left to the operations lead."""
    greet(s)
    s.user(
        "Thessaly Brouwer at Gannet Row Outfitters, acct 4804. our team reviewed the french "
        "catalog you delivered last week and found 3 typos, plus marketing wants 14 of the "
        "taglines reworded. is that free?"
    )
    s.say("Let's see. Please confirm the email address on the account first.")
    s.user("t.brouwer@example.com")
    s.call(
        "verify_client",
        {"account_id": "ACC-4804", "email": "t.brouwer@example.com"},
        verified("ACC-4804"),
        facts={
            "account_id": "ACC-4804",
            "client": "Gannet Row Outfitters",
            "contact": "Thessaly Brouwer",
        },
    )
    s.call(
        "get_jobs",
        {"account_id": "ACC-4804", "status": "delivered"},
        {
            "jobs": [
                {
                    "job_id": "JOB-58650",
                    "document": "fall catalog",
                    "pair": "en-fr",
                    "words": 9600,
                    "status": "delivered",
                    "delivered": "2027-02-24",
                },
                {
                    "job_id": "JOB-58688",
                    "document": "website product pages",
                    "pair": "en-fr",
                    "words": 3900,
                    "status": "delivered",
                    "delivered": "2027-02-26",
                },
            ]
        },
        facts={
            "jobs": {
                "JOB-58650": {"document": "fall catalog", "delivered": "2027-02-24"},
                "JOB-58688": {"document": "website product pages", "delivered": "2027-02-26"},
            }
        },
    )
    s.call(
        "get_revision_policy",
        {"job_id": "JOB-58650"},
        {
            "translation_errors": "corrected free within 30 days of delivery",
            "preferential_changes": (
                "style or wording changes asked for after delivery are billed at 0.09 per "
                "source word, minimum fee 85.00, unless the operations lead grants a waiver"
            ),
            "rate_per_word": 0.09,
            "minimum_fee": 85.0,
            "waiver_decided_by": "Cosmin Albescu-Vane (operations lead)",
            "waiver_decision_within": "2 business days",
        },
        facts={
            "revision_policy": {
                "errors": "free within 30 days",
                "preferential": {"rate_per_word": 0.09, "minimum_fee": 85.0},
                "waiver_by": "operations lead",
            }
        },
    )
    s.say(
        "Thanks, Thessaly, you're verified. The fall catalog, JOB-58650, was delivered on "
        "February 24. The 3 typos are our errors, so we correct them free within 30 days of "
        "delivery. Rewording taglines after delivery is a preferential change: $0.09 per "
        "source word with the $85.00 minimum, unless our operations lead, Cosmin "
        "Albescu-Vane, grants a waiver. He decides that, not the desk. How many words are the "
        "14 taglines?"
    )
    s.user(
        "412 words total. and don't touch the product names in them, those are trademarks, "
        "they stay in english",
        facts={
            "revision_request": {
                "job_id": "JOB-58650",
                "typos": 3,
                "taglines": 14,
                "tagline_words": 412,
                "keep": "product names in English",
            }
        },
    )
    s.say(
        "412 words at $0.09 is $37.08, so the $85.00 minimum would apply. I can log the typo "
        "fixes now at no charge and ask the operations lead for a waiver on the taglines. Or, "
        "if you'd rather not wait, we can start the taglines now as a paid revision for "
        "$85.00."
    )
    s.user("log the typos and ask for the waiver. I'm not paying 85 for taglines before he answers")
    typos = {
        "job_id": "JOB-58650",
        "type": "translation_error",
        "items": 3,
        "charge": 0.0,
    }
    waiver = {
        "job_id": "JOB-58650",
        "type": "preferential",
        "items": 14,
        "words": 412,
        "keep": "product names in English",
        "charge_if_refused": 85.0,
    }
    s.confirm(
        "Here's what I'll do:\n"
        "- Revision on JOB-58650 (fall catalog): correct the 3 typos your team flagged, free "
        "under the 30-day warranty, redelivered by Thursday, March 4\n"
        "- A waiver request to the operations lead for the 14 reworded taglines (412 words, "
        "product names kept in English). If he refuses, the taglines would be $85.00, and "
        "nothing starts without your OK\n\n"
        "Go ahead? (yes/no)",
        [("log_revision", typos), ("request_revision_waiver", waiver)],
    )
    s.yes("yes")
    s.call(
        "log_revision",
        typos,
        {
            "revision_id": "REV-2046",
            "status": "scheduled",
            "job_id": "JOB-58650",
            "charge": 0.0,
            "redelivery": "2027-03-04",
        },
        facts={"revision_id": "REV-2046"},
    )
    s.call(
        "request_revision_waiver",
        waiver,
        {
            "waiver_id": "WVR-319",
            "status": "pending_ops_lead",
            "job_id": "JOB-58650",
            "decided_by": "Cosmin Albescu-Vane (operations lead)",
            "decision_expected_by": "2027-03-04",
            "if_refused": "paid revision at 85.00, started only with the client's OK",
        },
        facts={"waiver_id": "WVR-319"},
    )
    s.say(
        "Done: revision REV-2046 is scheduled at no charge, and the corrected catalog comes "
        "back by Thursday, March 4. The waiver request, WVR-319, is with Cosmin Albescu-Vane, "
        "our operations lead; it isn't granted yet, and he should answer by March 4. If he "
        "refuses, the taglines would cost $85.00 and we'd start only with your OK. The "
        "product names stay in English."
    )
    s.user("ok. the website pages (58688) look fine btw, no changes there")
    s.boundary(
        "REV-2046 (3 typos on JOB-58650, free, back Mar 4) and waiver request WVR-319 (14 "
        "taglines, 412 words) executed and reported; the waiver is the operations lead's call, "
        "not granted; the paid $85.00 revision offered and declined; JOB-58688 untouched"
    )


AGREEMENT = "Gongying_Xieyi.docx"
SPEC_SHEET = "spec_sheet_v3.xlsx"
LETTER = "cover_letter_Han.docx"


def session_rush(s):
    """A rush agreement under a budget; the cover letter cannot be added to the rush job."""
    greet(s)
    s.user(
        "hi, Philippa Vantongeren, Brindlecombe Tea. I have a chinese supplier agreement I "
        "need in english by friday, we sign monday. and a product spec sheet but that one can "
        "wait. budget is tight, no more than $1,300 all in. customer no 21190",
        facts={"budget": {"max_total": 1300.0, "all_in": True}},
    )
    s.say("Happy to help. To verify the account, please confirm the phone number on file.")
    s.user("541-555-0156")
    s.call(
        "verify_client",
        {"account_id": "C-21190", "phone": "+1 541-555-0156"},
        verified("C-21190"),
        facts={
            "account_id": "C-21190",
            "client": "Brindlecombe Tea Importers",
            "contact": "Philippa Vantongeren",
        },
    )
    s.say("Thanks, you're verified. Please upload both files.")
    s.user(f"ok: {AGREEMENT} and {SPEC_SHEET}")
    s.call(
        "count_source_words",
        {"account_id": "C-21190", "files": [AGREEMENT, SPEC_SHEET]},
        {
            "pair": "zh-en",
            "files": [{"file": AGREEMENT, "words": 3400}, {"file": SPEC_SHEET, "words": 2600}],
            "total_words": 6000,
        },
        facts={"word_count": {"agreement": 3400, "spec_sheet": 2600}},
    )
    s.call(
        "get_quote",
        {"pair": "zh-en", "files": [AGREEMENT, SPEC_SHEET], "options": True},
        {
            "pair": "zh-en",
            "rate_per_word": 0.24,
            "options": [
                {
                    "files": [AGREEMENT],
                    "rush": True,
                    "translation": 816.0,
                    "rush_surcharge": 326.4,
                    "total": 1142.4,
                    "delivery": "2027-03-05",
                },
                {
                    "files": [SPEC_SHEET],
                    "rush": False,
                    "translation": 624.0,
                    "total": 624.0,
                    "delivery": "2027-03-09",
                },
                {"files": [AGREEMENT, SPEC_SHEET], "rush": True, "total": 2016.0},
            ],
        },
        facts={
            "quote": {
                "agreement_rush": 1142.4,
                "spec_standard": 624.0,
                "both_rush": 2016.0,
            }
        },
    )
    s.say(
        "The agreement is 3,400 words and the spec sheet 2,600. Chinese to English is $0.24 a "
        "word. The agreement on rush (3 business days, +40%) is $816.00 + $326.40 = "
        "$1,142.40, delivered Friday, March 5: within your $1,300. The spec sheet on standard "
        "would be $624.00, delivered Tuesday, March 9, bringing the total to $1,766.40; both "
        "on rush would be $2,016.00. Since you'll need the spec eventually, I could open it "
        "now on standard so it's ready next week."
    )
    s.user(
        "no, that's over budget. just the agreement on rush now, the spec next month",
        facts={"order_request": {"now": "agreement, rush", "spec_sheet": "next month"}},
    )
    job = {
        "account_id": "C-21190",
        "pair": "zh-en",
        "files": [AGREEMENT],
        "words": 3400,
        "certified": [],
        "machine_translation": False,
        "rush": True,
        "bill_to": "Brindlecombe Tea Importers",
        "total": 1142.4,
    }
    s.confirm(
        "Here's the job:\n"
        f"- Supply agreement {AGREEMENT}, Chinese > English, human translation, not certified\n"
        "- 3,400 words at $0.24 = $816.00\n"
        "- Rush (3 business days), +40%: $326.40\n"
        "- Total $1,142.40, prepaid by card, delivery Friday, March 5, 2027\n"
        "- The spec sheet is not included\n\n"
        "Open the job? (yes/no)",
        [("create_translation_job", job)],
    )
    s.yes("yes")
    s.call(
        "create_translation_job",
        job,
        {
            "job_id": "JOB-58871",
            "status": "open",
            "rush": True,
            "words": 3400,
            "total": 1142.4,
            "due": "2027-03-05",
            "translator": "assigned",
        },
        facts={"job_id": "JOB-58871"},
    )
    s.boundary(
        "JOB-58871 (the agreement on rush, 3,400 words, $1,142.40, Mar 5) executed, not "
        "reported yet; the spec sheet next month by her choice, the agent's offer to open it "
        "now declined; budget $1,300 all in"
    )
    s.say(
        "Done: JOB-58871 is open for the agreement on rush, $1,142.40, delivered Friday, "
        "March 5. A translator is already assigned."
    )
    s.user(
        "oh, I forgot, there's a short cover letter that goes with the agreement, 200ish "
        "words, can you add it to the same job? still under 1300 right?"
    )
    s.call(
        "count_source_words",
        {"account_id": "C-21190", "files": [LETTER]},
        {"pair": "zh-en", "files": [{"file": LETTER, "words": 210}], "total_words": 210},
        facts={"documents": {"cover_letter": {"file": LETTER, "words": 210}}},
    )
    add = {"job_id": "JOB-58871", "file": LETTER, "words": 210, "rush": True, "charge": 119.0}
    s.confirm(
        "The cover letter is 210 words: $50.40 at $0.24, so the $85.00 minimum fee applies, "
        "and on rush +40% that's $119.00. The job total would be $1,261.40, under your "
        "$1,300.\n\n"
        "Add it to JOB-58871? (yes/no)",
        [("add_document_to_job", add)],
    )
    s.yes("yes add it")
    s.call(
        "add_document_to_job",
        add,
        {
            "error": "job_locked",
            "message": (
                "JOB-58871 is a rush job already in translation; files cannot be added. Open "
                "a new job for the file."
            ),
        },
        error=True,
    )
    s.say(
        "Sorry, that didn't work: JOB-58871 is already in translation and a rush job can't "
        "take new files, so the letter wasn't added and nothing was charged. I can open a "
        "separate rush job for the letter: $119.00 on its own (the $85.00 minimum + 40%), "
        "delivered Friday, March 5, which would bring you to $1,261.40 in all."
    )
    s.user(
        "no, forget the letter, I'll write it in english myself. just make sure the "
        "agreement is on time"
    )
    s.boundary(
        "adding the cover letter to JOB-58871 confirmed, failed (job locked) and reported; a "
        "separate rush job for the letter offered and declined; JOB-58871 ($1,142.40, Mar 5) "
        "stands"
    )


def session_credit(s):
    """A law firm cancels one matter's job, moves the other's invoice to the firm; net 45 refused."""
    greet(s)
    s.user(
        "Ruairi Felsenthal, billing at Ashcombe Leidy, acct 6180. two things: matter 1187-03 "
        "settled, cancel that translation job. and the other job for 1187-05 should be "
        "invoiced to the firm, not the client. also can we get net 45 instead of net 30?",
        facts={
            "cancel_request": {"matter": "1187-03"},
            "billing": {"matter": "1187-05", "bill_to": "Ashcombe Leidy LLP"},
        },
    )
    s.say("Sure. Please confirm the email address on the account.")
    s.user("r.felsenthal@example.com")
    s.call(
        "verify_client",
        {"account_id": "ACC-6180", "email": "r.felsenthal@example.com"},
        verified("ACC-6180"),
        facts={
            "account_id": "ACC-6180",
            "client": "Ashcombe Leidy LLP",
            "contact": "Ruairi Felsenthal",
            "matters": {"1187-03": "Vellacourt Holdings", "1187-05": "Corvina Tessaro S.r.l."},
            "credit_terms": {"terms": "net 30"},
        },
    )
    s.call(
        "get_jobs",
        {"account_id": "ACC-6180", "status": "open"},
        {
            "jobs": [
                {
                    "job_id": "JOB-58795",
                    "matter": "1187-03",
                    "matter_client": "Vellacourt Holdings",
                    "document": "deposition transcript",
                    "pair": "it-en",
                    "words": 5200,
                    "total": 988.0,
                    "status": "in_translation",
                    "progress": 0.3,
                    "bill_to": "Vellacourt Holdings",
                    "due": "2027-03-10",
                },
                {
                    "job_id": "JOB-58797",
                    "matter": "1187-05",
                    "matter_client": "Corvina Tessaro S.r.l.",
                    "document": "expert report",
                    "pair": "it-en",
                    "words": 3100,
                    "total": 589.0,
                    "status": "not_started",
                    "bill_to": "Corvina Tessaro S.r.l.",
                    "due": "2027-03-12",
                },
            ]
        },
        facts={
            "jobs": {
                "JOB-58795": {"matter": "1187-03", "total": 988.0, "progress": 0.3},
                "JOB-58797": {"matter": "1187-05", "total": 589.0, "due": "2027-03-12"},
            }
        },
    )
    s.call(
        "get_cancellation_policy",
        {"job_id": "JOB-58795"},
        {
            "job_id": "JOB-58795",
            "fee_basis": "work completed at cancellation",
            "completed_share": 0.3,
            "fee": 296.4,
            "not_started_jobs": "cancelled free",
        },
        facts={"cancellation_policy": {"completed_share": 0.3, "fee": 296.4}},
    )
    s.say(
        "Thanks, Ruairi, you're verified. JOB-58795 (matter 1187-03, Vellacourt Holdings, "
        "deposition transcript, $988.00) is 30% done, so cancelling it now carries a fee for "
        "the work done: 30% of $988.00 = $296.40. JOB-58797 (matter 1187-05, Corvina Tessaro "
        "S.r.l., expert report, $589.00, due Friday, March 12) hasn't started and is invoiced "
        "to the client today. On net 45: I'm sorry, I can't offer that. Your account is on "
        "net 30, which is the most our policy allows for law-firm accounts, and the desk "
        "can't change credit terms."
    )
    s.user("fine. go ahead with both")
    s.confirm(
        "Here's what I'll do:\n"
        "- Cancel JOB-58795 (matter 1187-03); cancellation fee $296.40, invoiced to Ashcombe "
        "Leidy LLP\n"
        "- Change the invoiced party of JOB-58797 (matter 1187-05, $589.00) from Corvina "
        "Tessaro S.r.l. to Ashcombe Leidy LLP (net 30)\n\n"
        "Confirm? (yes/no)",
        [
            (
                "cancel_job",
                {"job_id": "JOB-58795", "fee": 296.4, "fee_bill_to": "Ashcombe Leidy LLP"},
            ),
            (
                "change_bill_to",
                {
                    "job_id": "JOB-58797",
                    "from": "Corvina Tessaro S.r.l.",
                    "to": "Ashcombe Leidy LLP",
                },
            ),
        ],
    )
    s.no(
        "no, the cancel fee goes to Vellacourt, not to us, it's their settlement. the firm "
        "only takes 58797",
        facts={"cancel_request": {"matter": "1187-03", "fee_bill_to": "Vellacourt Holdings"}},
    )
    cancel = {"job_id": "JOB-58795", "fee": 296.4, "fee_bill_to": "Vellacourt Holdings"}
    rebill = {"job_id": "JOB-58797", "from": "Corvina Tessaro S.r.l.", "to": "Ashcombe Leidy LLP"}
    s.confirm(
        "Understood, nothing's been changed yet. Corrected:\n"
        "- Cancel JOB-58795 (matter 1187-03); cancellation fee $296.40, invoiced to "
        "Vellacourt Holdings\n"
        "- Change the invoiced party of JOB-58797 (matter 1187-05, $589.00) from Corvina "
        "Tessaro S.r.l. to Ashcombe Leidy LLP (net 30)\n\n"
        "Confirm? (yes/no)",
        [("cancel_job", cancel), ("change_bill_to", rebill)],
    )
    s.yes("yes, that's right")
    s.call(
        "cancel_job",
        cancel,
        {
            "job_id": "JOB-58795",
            "status": "cancelled",
            "cancellation_id": "CXL-4410",
            "fee": 296.4,
            "fee_invoice": "INV-77102",
            "fee_bill_to": "Vellacourt Holdings",
        },
    )
    s.call(
        "change_bill_to",
        rebill,
        {
            "job_id": "JOB-58797",
            "bill_to": "Ashcombe Leidy LLP",
            "terms": "net 30",
            "invoice": "issued on delivery",
            "due": "2027-03-12",
        },
    )
    s.say(
        "Done. JOB-58795 is cancelled (CXL-4410), and the $296.40 fee goes to Vellacourt "
        "Holdings on invoice INV-77102. JOB-58797 will be invoiced to Ashcombe Leidy LLP on "
        "net 30 when it's delivered; it's due Friday, March 12. Your terms stay net 30."
    )
    s.user("ok. when does the 296.40 invoice go out to vellacourt?")
    s.boundary(
        "the first proposal (fee to the firm) rejected by his correction; JOB-58795 cancelled "
        "(CXL-4410, $296.40 fee to Vellacourt, INV-77102) and JOB-58797 rebilled to the firm, "
        "both executed and reported; net 45 refused; his question open"
    )


SCRIPTS = {"revision": session_revision, "rush": session_rush, "credit": session_credit}
