"""Session scripts, part 2: a research assistant as proxy, a purchase request and a scan.

Each script plays one invented session at the patron-services desk of Halvercombe University
Library (patrons, patron ids, titles, barcodes, amounts and dates are made up; the sessions
take place on Tuesday, April 7, 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_proxy(s):
    """A professor authorizes his research assistant until the end of term, then a recall."""
    greet(s)
    s.user(
        "Good morning. I'd like to authorize my research assistant to borrow on my account. "
        "She is a doctoral student in our department, Lowri Rookwood. My ID is HU1157306."
    )
    s.say("Certainly. To verify your account, please give me the email address on file.")
    s.user("r.quennell@example.com")
    s.call(
        "verify_patron",
        {"patron_id": "HU-1157306", "email": "r.quennell@example.com"},
        verified("HU-1157306"),
        facts={
            "patron_id": "HU-1157306",
            "patron": "Radomir Quennell",
            "patron_type": "faculty",
            "loan_days": 120,
        },
    )
    s.call(
        "get_proxy_authorizations",
        {"patron_id": "HU-1157306"},
        {
            "patron_id": "HU-1157306",
            "proxies": [
                {
                    "proxy_id": "PX-3307",
                    "proxy_patron_id": "HU-7791046",
                    "name": "Idwal Brenchley",
                    "expires": "2026-05-31",
                    "rights": ["borrow", "renew", "holds"],
                    "fines_access": False,
                }
            ],
            "rules": {
                "proxy_must_be": "a current Halvercombe patron",
                "longest": "one year",
                "end_of_spring_term": "2026-06-30",
                "loans": "proxy loans use the faculty member's 120-day loan period",
                "fines": "fines on proxy loans go on the faculty member's account",
                "fines_access_default": True,
            },
        },
        facts={
            "proxy": {
                "PX-3307": {"name": "Idwal Brenchley", "expires": "2026-05-31"},
                "fines_access_default": True,
            }
        },
    )
    s.call(
        "find_patron",
        {"name": "Lowri Rookwood"},
        {
            "patron_id": "HU-7720481",
            "name": "Lowri Rookwood",
            "patron_type": "graduate",
            "department": "History of Science",
            "status": "active",
        },
    )
    s.say(
        "Thank you, Professor Quennell. Lowri Rookwood (HU-7720481, History of Science) can be "
        "your proxy. An authorization can run to the end of the spring term, June 30, 2026, or "
        "for up to a year. Books she borrows for you use your 120-day faculty loan period, and "
        "any fines on them go on your account. By default a proxy can also see and pay the "
        "fines on your account; I'd suggest keeping that, so she can settle things without "
        "you. Your current proxy, Idwal Brenchley (PX-3307), is authorized until May 31."
    )
    s.user(
        "Until the end of term only, 30 June. And no, she should not pay or see fines: loans, "
        "holds and recalls only. Leave Idwal's authorisation exactly as it is.",
        facts={
            "proxy_request": {
                "proxy_patron_id": "HU-7720481",
                "until": "2026-06-30",
                "rights": ["borrow", "renew", "holds", "recalls"],
                "fines_access": False,
                "keep": "PX-3307",
            }
        },
    )
    s.confirm(
        "Here's the authorization:\n"
        "- Proxy: Lowri Rookwood (HU-7720481) on your account HU-1157306\n"
        "- From today, Tuesday, April 7, through Tuesday, June 30, 2026\n"
        "- She may borrow, renew, place holds and place recalls for you; no access to fines\n"
        "- Idwal Brenchley's PX-3307 is not changed\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_proxy",
                {
                    "patron_id": "HU-1157306",
                    "proxy_patron_id": "HU-7720481",
                    "expires": "2026-06-30",
                    "rights": ["borrow", "renew", "holds", "recalls"],
                    "fines_access": False,
                },
            )
        ],
    )
    s.yes("Yes, please.")
    s.call(
        "add_proxy",
        {
            "patron_id": "HU-1157306",
            "proxy_patron_id": "HU-7720481",
            "expires": "2026-06-30",
            "rights": ["borrow", "renew", "holds", "recalls"],
            "fines_access": False,
        },
        {
            "proxy_id": "PX-3342",
            "status": "active",
            "patron_id": "HU-1157306",
            "proxy_patron_id": "HU-7720481",
            "starts": "2026-04-07",
            "expires": "2026-06-30",
            "rights": ["borrow", "renew", "holds", "recalls"],
            "fines_access": False,
            "notified": "lowri.rookwood@example.net",
        },
        facts={"proxy_id": "PX-3342"},
    )
    s.say(
        "Done: Lowri is now your proxy (PX-3342) from today through June 30, 2026, for loans, "
        "renewals, holds and recalls, with no access to fines. She has been sent an email at "
        "lowri.rookwood@example.net. Idwal Brenchley's authorization is unchanged and still "
        "ends on May 31."
    )
    s.user(
        "Excellent. One more thing. I need Wexley's Instruments of the Orrery Makers for a "
        "grant report, and our copy is out. Could Lowri pick it up for me once it's back?"
    )
    s.boundary(
        "proxy PX-3342 for Lowri Rookwood (through June 30, loans, holds and recalls, no fines "
        "access) executed and reported; the fines access suggested and declined; Idwal's "
        "PX-3307 (until May 31) left as it is; his request about the Wexley book just made"
    )
    s.call(
        "get_item_availability",
        {"title": "Instruments of the Orrery Makers", "author": "Wexley"},
        {
            "title": "Instruments of the Orrery Makers",
            "author": "H. Wexley",
            "copies": [
                {
                    "barcode": "HK611093",
                    "location": "Hawkridge Library",
                    "status": "checked out",
                    "due": "2026-07-21",
                    "recallable": True,
                    "recall_due": "2026-04-21",
                },
                {
                    "barcode": "HK611128",
                    "location": "Sedgeworth Science Library",
                    "status": "in conservation",
                    "available_from": "2026-05-15",
                    "requestable": False,
                },
            ],
            "recall_rules": (
                "a recall gives the borrower a new due date; the book is held for the "
                "requester for 7 days once it is returned"
            ),
        },
        facts={
            "catalog": {
                "HK611093": {
                    "status": "checked out",
                    "due": "2026-07-21",
                    "recall_due": "2026-04-21",
                },
                "HK611128": {"status": "in conservation", "available_from": "2026-05-15"},
            }
        },
    )
    s.say(
        "There are two copies. HK611093 at Hawkridge is checked out until July 21; I can "
        "recall it, which gives the borrower a new due date of Tuesday, April 21, and once it "
        "is back it's held for you for 7 days, where Lowri can collect it with her own card "
        "as your proxy. The other copy, HK611128 at Sedgeworth, is in conservation until May "
        "15 and can't be requested. A plain hold, without a recall, would wait until July 21."
    )
    s.user(
        "Recall it, please. The report is due on the 28th, so the 21st is tight but it will "
        "do. Have it held at Sedgeworth, not Hawkridge, that's where Lowri works.",
        facts={
            "recall_request": {
                "barcode": "HK611093",
                "pickup": "Sedgeworth",
                "not": "Hawkridge",
                "needed_by": "2026-04-28",
            }
        },
    )
    s.confirm(
        "Here's the recall:\n"
        "- Instruments of the Orrery Makers, copy HK611093, recalled for your account "
        "HU-1157306\n"
        "- The borrower's new due date: Tuesday, April 21, 2026\n"
        "- Held at the Sedgeworth Science Library for 7 days once returned, for you or Lowri "
        "(PX-3342)\n\n"
        "Shall I place the recall? (yes/no)",
        [
            (
                "place_recall",
                {
                    "patron_id": "HU-1157306",
                    "barcode": "HK611093",
                    "pickup": "Sedgeworth",
                    "proxy_id": "PX-3342",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "place_recall",
        {
            "patron_id": "HU-1157306",
            "barcode": "HK611093",
            "pickup": "Sedgeworth",
            "proxy_id": "PX-3342",
        },
        {
            "recall_id": "RC-90417",
            "status": "recall_sent",
            "barcode": "HK611093",
            "borrower_new_due": "2026-04-21",
            "queue_position": 1,
            "pickup": "Sedgeworth",
            "hold_days": 7,
            "note": "the book is not available until the borrower returns it",
        },
        facts={"recall_id": "RC-90417"},
    )
    s.boundary(
        "recall RC-90417 on HK611093 (borrower's new due date April 21, pickup at Sedgeworth, "
        "not Hawkridge) executed, not reported yet; the book is not back yet; HK611128 in "
        "conservation until May 15; PX-3342 added earlier"
    )


def session_purchase(s):
    """A purchase request for the print edition decided by the selector; a hold on an owned book."""
    greet(s)
    s.user(
        "Hello. I'd like the library to buy two books for my autumn seminar: the new critical "
        "edition of Lisbeth Vorhagen's cantatas (2025) and Organ Tablatures of the Northern "
        "Courts by Aldous Penwarden."
    )
    s.say("I can help with that. Please give me your library ID and the email on your account.")
    s.user("1309925 - o.brassey@example.com")
    s.call(
        "verify_patron",
        {"patron_id": "HU-1309925", "email": "o.brassey@example.com"},
        verified("HU-1309925"),
        facts={
            "patron_id": "HU-1309925",
            "patron": "Ottoline Brassey",
            "patron_type": "faculty",
            "loan_days": 120,
        },
    )
    s.call(
        "search_catalog",
        {
            "queries": [
                "Vorhagen cantatas critical edition 2025",
                "Organ Tablatures of the Northern Courts Penwarden",
            ]
        },
        {
            "results": [
                {
                    "query": "Vorhagen cantatas critical edition 2025",
                    "held": False,
                },
                {
                    "query": "Organ Tablatures of the Northern Courts Penwarden",
                    "held": True,
                    "title": "Organ Tablatures of the Northern Courts",
                    "author": "A. Penwarden",
                    "barcode": "HK702261",
                    "location": "Hawkridge Library",
                    "status": "checked out",
                    "due": "2026-04-20",
                    "holds": 0,
                },
            ]
        },
        facts={
            "catalog": {
                "Vorhagen cantatas": {"held": False},
                "HK702261": {
                    "title": "Organ Tablatures of the Northern Courts",
                    "due": "2026-04-20",
                },
            }
        },
    )
    s.call(
        "get_pod_options",
        {"title": "The Cantatas of Lisbeth Vorhagen: A Critical Edition", "year": 2025},
        {
            "title": "The Cantatas of Lisbeth Vorhagen: A Critical Edition",
            "publisher": "Calder & Voss",
            "formats": [
                {"format": "hardback", "price": 142.0, "arrival": "3-4 weeks after approval"},
                {
                    "format": "ebook, single user",
                    "price": 96.0,
                    "arrival": "2 days after approval",
                },
            ],
            "selector": "Maelis Vantongeren (Music)",
            "policy": (
                "the subject selector approves or declines each request within 5 business "
                "days; up to $150.00 a title; an approved print title is held first for the "
                "requester"
            ),
        },
        facts={
            "pod_policy": {
                "selector": "Maelis Vantongeren",
                "hardback": 142.0,
                "ebook": 96.0,
                "limit": 150.0,
            }
        },
    )
    s.say(
        "Thank you, Dr. Brassey. The library doesn't hold the Vorhagen edition, so I can send "
        "a purchase request to the Music selector, Maelis Vantongeren, who approves or "
        "declines it within 5 business days. It comes as a hardback at $142.00 (3-4 weeks "
        "after approval) or a single-user ebook at $96.00 (2 days after approval). I'd suggest "
        "the ebook: it's cheaper and would arrive well before the autumn. Organ Tablatures of "
        "the Northern Courts we already own (HK702261, Hawkridge), so it can't be bought "
        "again; it's checked out until April 20, and I can place a hold for you instead."
    )
    s.user(
        "The print hardback, please, not the ebook: I annotate scores by hand. For the organ "
        "book, a hold is fine. Pick-up at Hawkridge.",
        facts={
            "pod_request": {"format": "hardback", "not": "ebook"},
            "hold_request": {"barcode": "HK702261", "pickup": "Hawkridge"},
        },
    )
    s.confirm(
        "Here's what I'll submit:\n"
        "- Purchase request: The Cantatas of Lisbeth Vorhagen: A Critical Edition (Calder & "
        "Voss, 2025), hardback, $142.00, to Maelis Vantongeren for a decision\n"
        "- Hold on Organ Tablatures of the Northern Courts (HK702261), pickup at Hawkridge\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "submit_purchase_request",
                {
                    "patron_id": "HU-1309925",
                    "title": "The Cantatas of Lisbeth Vorhagen: A Critical Edition",
                    "format": "hardback",
                    "price": 142.0,
                },
            ),
            (
                "place_hold",
                {"patron_id": "HU-1309925", "barcode": "HK702261", "pickup": "Hawkridge"},
            ),
        ],
    )
    s.yes("Yes, go ahead.")
    s.call(
        "submit_purchase_request",
        {
            "patron_id": "HU-1309925",
            "title": "The Cantatas of Lisbeth Vorhagen: A Critical Edition",
            "format": "hardback",
            "price": 142.0,
        },
        {
            "request_id": "PD-2284",
            "status": "pending_selector_review",
            "selector": "Maelis Vantongeren (Music)",
            "decision_expected_by": "2026-04-14",
            "note": "not ordered until the selector approves",
        },
        facts={"pod_request_id": "PD-2284"},
    )
    s.call(
        "place_hold",
        {"patron_id": "HU-1309925", "barcode": "HK702261", "pickup": "Hawkridge"},
        {
            "hold_id": "HD-77105",
            "status": "waiting",
            "barcode": "HK702261",
            "queue_position": 1,
            "due_back": "2026-04-20",
            "pickup": "Hawkridge",
        },
        facts={"hold_id": "HD-77105"},
    )
    s.say(
        "Both are in. Purchase request PD-2284 for the Vorhagen hardback ($142.00) is with "
        "Maelis Vantongeren for review; she should decide by Tuesday, April 14, and nothing "
        "is ordered until she approves it. Your hold HD-77105 on Organ Tablatures of the "
        "Northern Courts is first in line; the book is due back April 20, and we'll email you "
        "when it's ready at Hawkridge."
    )
    s.user("Thank you. If Maelis says no, could you borrow it from another library instead?")
    s.boundary(
        "purchase request PD-2284 (hardback, $142.00) submitted and reported, pending the "
        "Music selector's decision (by April 14), not approved or ordered; hold HD-77105 on "
        "HK702261 placed (first in line, due back April 20); the $96.00 ebook suggested and "
        "declined; buying the owned title refused; her question about interlibrary loan open"
    )


def session_scan(s):
    """An express scan rejected for the cheaper standard one; the print volume declined."""
    greet(s)
    s.user(
        "I need a paper from J. Lattice Chem. vol 12, 1994, pp. 301-18. The catalogue says "
        "the volume is in offsite storage. I need it for a grant panel on Monday. ID 1026658"
    )
    s.say("I can arrange that. Please give me your full name and the email on your account.")
    s.user("Thaddeus Lindgaard, t.lindgaard@example.com")
    s.call(
        "verify_patron",
        {
            "patron_id": "HU-1026658",
            "name": "Thaddeus Lindgaard",
            "email": "t.lindgaard@example.com",
        },
        verified("HU-1026658"),
        facts={
            "patron_id": "HU-1026658",
            "patron": "Thaddeus Lindgaard",
            "patron_type": "faculty",
            "loan_days": 120,
        },
    )
    s.call(
        "get_scan_options",
        {"journal": "Journal of Lattice Chemistry", "volume": 12, "year": 1994, "pages": "301-318"},
        {
            "journal": "Journal of Lattice Chemistry",
            "volume": 12,
            "year": 1994,
            "barcode": "HK950372",
            "location": "Gorsebrook Annex (offsite storage)",
            "article": {
                "pages": "301-318",
                "title": "Defect ordering in layered perovskites, Part I",
            },
            "same_volume": {
                "pages": "412-430",
                "title": "Defect ordering in layered perovskites, Part II",
            },
            "options": {
                "print_retrieval": {
                    "fee": 0.0,
                    "to": "Sedgeworth Science Library",
                    "ready": "2026-04-09",
                },
                "scan_standard": {"fee": 3.5, "deliver_by": "2026-04-10"},
                "scan_express": {"fee": 8.0, "deliver_by": "2026-04-08 12:00"},
            },
        },
        facts={
            "scan_options": {
                "barcode": "HK950372",
                "standard": {"fee": 3.5, "deliver_by": "2026-04-10"},
                "express": {"fee": 8.0, "deliver_by": "2026-04-08 12:00"},
                "print_retrieval": {"fee": 0.0, "ready": "2026-04-09"},
            }
        },
    )
    s.confirm(
        "Thank you, Professor Lindgaard. The volume (HK950372) is at the Gorsebrook Annex. The "
        "article on pages 301-318 is 'Defect ordering in layered perovskites, Part I'; Part II "
        "is in the same volume, pages 412-430. I could also have the print volume brought to "
        "the Sedgeworth Science Library free of charge by Thursday, April 9. Since you need it "
        "for Monday, I'd go with an express scan:\n"
        "- Pages 301-318 of HK950372, scanned and emailed as a PDF\n"
        "- Express: $8.00, delivered by Wednesday, April 8 at 12:00\n\n"
        "Shall I order it? (yes/no)",
        [
            (
                "order_scan",
                {
                    "patron_id": "HU-1026658",
                    "barcode": "HK950372",
                    "pages": "301-318",
                    "service": "express",
                    "fee": 8.0,
                    "deliver_by": "2026-04-08",
                },
            )
        ],
    )
    s.no(
        "No, the cheaper scan option first. If standard arrives by Friday that's fine for "
        "Monday. And not the print volume, just the scan. I don't need Part II.",
        facts={"scan_request": {"service": "standard", "not": ["express", "print"]}},
    )
    s.confirm(
        "Of course, nothing has been ordered. Here's the standard scan:\n"
        "- Pages 301-318 of HK950372 (Part I only), scanned and emailed as a PDF\n"
        "- Standard: $3.50 on your account, delivered by Friday, April 10, 2026\n\n"
        "Shall I order it? (yes/no)",
        [
            (
                "order_scan",
                {
                    "patron_id": "HU-1026658",
                    "barcode": "HK950372",
                    "pages": "301-318",
                    "service": "standard",
                    "fee": 3.5,
                    "deliver_by": "2026-04-10",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "order_scan",
        {
            "patron_id": "HU-1026658",
            "barcode": "HK950372",
            "pages": "301-318",
            "service": "standard",
            "fee": 3.5,
            "deliver_by": "2026-04-10",
        },
        {
            "order_id": "DD-31875",
            "status": "queued_for_scanning",
            "pages": "301-318",
            "service": "standard",
            "fee": 3.5,
            "deliver_by": "2026-04-10",
            "deliver_to": "t.lindgaard@example.com",
        },
        facts={"scan_order_id": "DD-31875"},
    )
    s.say(
        "Done: scan order DD-31875 is queued. Pages 301-318 will be emailed to "
        "t.lindgaard@example.com as a PDF by Friday, April 10, and the $3.50 fee goes on your "
        "account."
    )
    s.user("Good. Could it go to the department office's address as well?")
    s.boundary(
        "the express scan ($8.00) rejected by his correction (the cheaper one first); the "
        "standard scan DD-31875 ($3.50, by April 10) executed and reported; the free print "
        "retrieval suggested and declined; Part II not wanted; his question about a second "
        "address open"
    )


SCRIPTS = {"proxy": session_proxy, "purchase": session_purchase, "scan": session_scan}
