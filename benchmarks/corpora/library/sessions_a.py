"""Session scripts, part 1: renewals, fines and interlibrary loan.

Each script plays one invented session at the patron-services desk of Halvercombe University
Library (patrons, patron ids, titles, barcodes, amounts and dates are made up; the sessions
take place on Tuesday, April 7, 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import fine_policy, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the patron services desk of Halvercombe University Library. I can help "
        "with loans and renewals, holds and recalls, fines, interlibrary loan, purchase "
        "requests, study rooms and carrels, and scans. What can I do for you?"
    )


def session_renew(s):
    """Two editions of one title, only the 2nd renewed; a recalled book kept for a seminar."""
    greet(s)
    s.user(
        "hi, can I renew my coastal landforms book? its due thursday and I'm nowhere near done. "
        "card is hu4418207"
    )
    s.say("Of course. To verify your account, please give me your full name and your email.")
    s.user("Perrine Lathbury, p.lathbury@example.com")
    s.call(
        "verify_patron",
        {"patron_id": "HU-4418207", "name": "Perrine Lathbury", "email": "p.lathbury@example.com"},
        verified("HU-4418207"),
        facts={
            "patron_id": "HU-4418207",
            "patron": "Perrine Lathbury",
            "patron_type": "graduate",
            "loan_days": 56,
        },
    )
    s.call(
        "get_patron_loans",
        {"patron_id": "HU-4418207"},
        {
            "patron_id": "HU-4418207",
            "loans": [
                {
                    "barcode": "HK302117",
                    "title": "Coastal Landforms and Processes",
                    "edition": "2nd ed., 2009",
                    "call_number": "GB451.2 .M37 2009",
                    "due": "2026-04-09",
                    "renewals_used": 1,
                    "renewals_left": 2,
                    "recalled": False,
                },
                {
                    "barcode": "HK388450",
                    "title": "Coastal Landforms and Processes",
                    "edition": "3rd ed., 2019",
                    "call_number": "GB451.2 .M37 2019",
                    "due": "2026-04-09",
                    "renewals_used": 0,
                    "renewals_left": 3,
                    "recalled": False,
                },
                {
                    "barcode": "HK215964",
                    "title": "Sediment Budgets of Estuaries",
                    "edition": "1996",
                    "call_number": "GC97 .S43 1996",
                    "due": "2026-04-13",
                    "original_due": "2026-05-12",
                    "renewals_used": 0,
                    "recalled": True,
                    "recall_note": "recalled by another patron on 2026-03-30; cannot be renewed",
                },
                {
                    "barcode": "HK440071",
                    "title": "Atlas of Tidal Marshes",
                    "edition": "2015",
                    "call_number": "G1046 .C2 T5 2015",
                    "due": "2026-04-23",
                    "renewals_used": 0,
                    "renewals_left": 3,
                    "recalled": False,
                },
            ],
            "loan_days": 56,
            "recalled_overdue_per_day": 2.0,
        },
        facts={
            "loans": {
                "HK302117": {
                    "title": "Coastal Landforms and Processes, 2nd ed.",
                    "due": "2026-04-09",
                },
                "HK388450": {
                    "title": "Coastal Landforms and Processes, 3rd ed.",
                    "due": "2026-04-09",
                },
                "HK215964": {
                    "title": "Sediment Budgets of Estuaries",
                    "due": "2026-04-13",
                    "recalled": True,
                },
                "HK440071": {"title": "Atlas of Tidal Marshes", "due": "2026-04-23"},
            }
        },
    )
    s.confirm(
        "Thanks, Perrine, you're verified. You have two copies of Coastal Landforms and "
        "Processes out, both due Thursday, April 9: the 2nd edition (2009, HK302117) and the "
        "3rd edition (2019, HK388450). As a graduate borrower, a renewal gives you 56 days from "
        "today. Your Atlas of Tidal Marshes (HK440071) is due April 23; I'd suggest renewing it "
        "now as well so everything is due on the same day. Here's the renewal for the Coastal "
        "Landforms copies:\n"
        "- HK302117, 2nd edition: due April 9 -> Tuesday, June 2, 2026\n"
        "- HK388450, 3rd edition: due April 9 -> Tuesday, June 2, 2026\n\n"
        "Shall I renew both? (yes/no)",
        [
            (
                "renew_loan",
                {"patron_id": "HU-4418207", "barcode": "HK302117", "new_due": "2026-06-02"},
            ),
            (
                "renew_loan",
                {"patron_id": "HU-4418207", "barcode": "HK388450", "new_due": "2026-06-02"},
            ),
        ],
    )
    s.no(
        "no no, only the 2nd edition, not the 3rd. I'm bringing the 3rd back today, my "
        "supervisor wants me citing the 2009 one. and leave the atlas, I'm done with it next week",
        facts={"renew_request": {"renew": ["HK302117"], "not": ["HK388450", "HK440071"]}},
    )
    s.confirm(
        "Understood, nothing has been renewed yet. Here's the corrected renewal:\n"
        "- HK302117, Coastal Landforms and Processes, 2nd edition (2009)\n"
        "- Due Thursday, April 9 -> Tuesday, June 2, 2026 (renewal 2 of 3)\n"
        "- The 3rd edition (HK388450) stays due April 9 and the atlas (HK440071) stays due "
        "April 23\n\n"
        "Shall I renew it? (yes/no)",
        [
            (
                "renew_loan",
                {"patron_id": "HU-4418207", "barcode": "HK302117", "new_due": "2026-06-02"},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "renew_loan",
        {"patron_id": "HU-4418207", "barcode": "HK302117", "new_due": "2026-06-02"},
        {
            "status": "renewed",
            "barcode": "HK302117",
            "title": "Coastal Landforms and Processes",
            "edition": "2nd ed., 2009",
            "old_due": "2026-04-09",
            "new_due": "2026-06-02",
            "renewals_used": 2,
            "renewals_left": 1,
        },
        facts={"renewal": {"HK302117": {"new_due": "2026-06-02", "renewals_left": 1}}},
    )
    s.say(
        "Done: the 2nd edition, HK302117, is renewed and now due Tuesday, June 2, 2026; you "
        "have 1 renewal left on it. One more thing on your account: Sediment Budgets of "
        "Estuaries (HK215964) was recalled by another patron on March 30, so its due date was "
        "moved from May 12 to Monday, April 13, and it can't be renewed. A recalled book "
        "that's late is fined $2.00 a day."
    )
    s.user("but I need that one for my seminar on the 14th!! can't you just renew it too?")
    s.boundary(
        "renewing both editions rejected by her correction (only the 2nd, not the 3rd); "
        "HK302117 renewed to June 2 (1 renewal left), executed and reported; renewing the atlas "
        "suggested and declined; her question about keeping the recalled HK215964 (due April "
        "13) for her seminar on the 14th just asked"
    )
    s.call(
        "get_recall",
        {"barcode": "HK215964"},
        {
            "barcode": "HK215964",
            "title": "Sediment Budgets of Estuaries",
            "recalled": True,
            "recall_placed": "2026-03-30",
            "due": "2026-04-13",
            "renewable": False,
            "requests_waiting": 1,
            "holds_after_recall": "allowed; the next loan is 21 days for the recalling patron",
            "other_copies": [
                {
                    "barcode": "HK215988",
                    "location": "Sedgeworth Science Library, reference",
                    "loanable": False,
                    "scan": "chapters can be scanned by document delivery",
                }
            ],
            "scan_fees": {
                "standard": {"fee": 3.5, "delivery": "3 business days"},
                "express": {"fee": 8.0, "delivery": "next business day"},
            },
        },
        facts={
            "recall": {
                "HK215964": {"due": "2026-04-13", "renewable": False},
                "reference_copy": "HK215988",
                "scan_fees": {"standard": 3.5, "express": 8.0},
            }
        },
    )
    s.say(
        "I'm sorry, I can't renew a recalled book: HK215964 has to be back by Monday, April 13, "
        "or it's fined $2.00 a day. Two things can help with the seminar:\n"
        "1. A hold: when the recalling patron's 21-day loan ends, the book comes back to you.\n"
        "2. A scan of the chapter you need from the reference copy at the Sedgeworth Science "
        "Library (HK215988), by document delivery: standard is $3.50 and takes 3 business "
        "days; express is $8.00 and arrives the next business day.\n"
        "Which chapter would you need?"
    )
    s.user(
        "ugh ok. I'll bring it back monday. put me on the hold list for after. and scan "
        "chapter 6 for me, the cheaper option first, only express if standard can't get here "
        "before the 14th",
        facts={
            "hold_request": {"barcode": "HK215964", "after": "recall"},
            "scan_request": {"chapter": 6, "service": "standard", "deadline": "2026-04-14"},
        },
    )
    s.confirm(
        "Standard will do: if I order it today, it arrives by Friday, April 10, before your "
        "seminar. Here's what I'll set up:\n"
        "- A hold on Sediment Budgets of Estuaries (HK215964) for you, after the recalling "
        "patron's loan; pickup at the Hawkridge Library\n"
        "- A standard scan of chapter 6 (pages 141-178) from the reference copy HK215988, "
        "$3.50 on your account, emailed as a PDF by Friday, April 10, 2026\n\n"
        "Shall I place the hold and order the scan? (yes/no)",
        [
            (
                "place_hold",
                {"patron_id": "HU-4418207", "barcode": "HK215964", "pickup": "Hawkridge"},
            ),
            (
                "order_scan",
                {
                    "patron_id": "HU-4418207",
                    "barcode": "HK215988",
                    "pages": "141-178",
                    "service": "standard",
                    "fee": 3.5,
                    "deliver_by": "2026-04-10",
                },
            ),
        ],
    )
    s.yes("yes to both")
    s.boundary(
        "the hold on HK215964 and the standard chapter 6 scan ($3.50, by April 10) approved by "
        "her yes, no call yet; the renewal of the recalled book refused; HK302117 renewed to "
        "June 2; express not needed"
    )


def session_fines(s):
    """A lost book found and checked in, one fine waived, the card payment declined."""
    greet(s)
    s.user(
        "hey so I got a bill for like 107 dollars for a book I lost. but I found it!! it was "
        "behind my radiator. I'm at the hawkridge desk with it now. hu 6093152"
    )
    s.say(
        "Good news that it turned up. To verify your account, please give me your full name "
        "and the last four digits of the phone number on file."
    )
    s.user("cyprian dunleavy, 0129")
    s.call(
        "verify_patron",
        {"patron_id": "HU-6093152", "name": "Cyprian Dunleavy", "phone_last4": "0129"},
        verified("HU-6093152"),
        facts={
            "patron_id": "HU-6093152",
            "patron": "Cyprian Dunleavy",
            "patron_type": "undergraduate",
            "loan_days": 21,
        },
    )
    s.call(
        "get_fines",
        {"patron_id": "HU-6093152"},
        {
            "patron_id": "HU-6093152",
            "fines": [
                {
                    "fine_id": "F-20931",
                    "barcode": "HK527719",
                    "title": "The Politics of Small States",
                    "status": "lost",
                    "due": "2026-01-12",
                    "declared_lost": "2026-03-02",
                    "charges": {"replacement": 68.0, "processing": 15.0, "overdue": 20.0},
                    "overdue_note": "58 days at $0.50 = $29.00, capped at $20.00",
                },
                {
                    "fine_id": "F-20987",
                    "barcode": "HK530246",
                    "title": "Parliaments in Transition",
                    "status": "returned late",
                    "due": "2026-03-21",
                    "returned": "2026-03-30",
                    "charges": {"overdue": 4.5},
                    "overdue_note": "9 days at $0.50",
                },
            ],
            "total": 107.5,
            "courtesy_waiver_used_this_year": False,
            "policy": fine_policy(),
        },
        facts={
            "fines": {
                "F-20931": {
                    "barcode": "HK527719",
                    "replacement": 68.0,
                    "processing": 15.0,
                    "overdue": 20.0,
                },
                "F-20987": {"barcode": "HK530246", "overdue": 4.5},
                "total": 107.5,
            },
            "fine_policy": {"cap_per_item": 20.0, "courtesy_waiver_max": 10.0},
        },
    )
    s.say(
        "Thanks, Cyprian. Your balance is $107.50:\n"
        "- F-20931, The Politics of Small States (HK527719), declared lost on March 2: $68.00 "
        "replacement, $15.00 processing fee and $20.00 overdue fine (58 days at $0.50 would be "
        "$29.00, but fines are capped at $20.00 per item)\n"
        "- F-20987, Parliaments in Transition (HK530246), returned 9 days late on March 30: "
        "$4.50\n\n"
        "If I check the book in now, the $68.00 replacement charge is reversed; the $15.00 "
        "processing fee and the $20.00 overdue fine stay. I can also use your one courtesy "
        "waiver for this academic year on the $4.50 fine, which would leave $35.00."
    )
    s.user(
        "can you waive the 20 as well? that's the one that hurts",
        facts={"waiver_request": {"asked": "F-20931 overdue 20.00"}},
    )
    s.say(
        "I'm sorry, I can't: a courtesy waiver covers one overdue fine of up to $10.00, and "
        "the $20.00 is over that. The $4.50 one qualifies."
    )
    s.user(
        "fine, waive the 4.50 then. and I'll pay the rest right now on my debit card ending "
        "6610, don't leave it sitting on my account, I graduate in june and they block your "
        "transcript",
        facts={
            "waiver_request": {"waive": "F-20987", "amount": 4.5},
            "payment": {"pay_now": 35.0, "card": "debit ****6610", "not": "left on the account"},
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Check in The Politics of Small States (HK527719): the $68.00 replacement charge on "
        "F-20931 is reversed\n"
        "- Waive F-20987, $4.50, with your courtesy waiver for this year\n"
        "- Charge $35.00 to your debit card ****6610 for the rest of F-20931 ($15.00 "
        "processing + $20.00 overdue), leaving a balance of $0.00\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("check_in_lost_item", {"patron_id": "HU-6093152", "barcode": "HK527719"}),
            (
                "waive_fine",
                {"patron_id": "HU-6093152", "fine_id": "F-20987", "amount": 4.5},
            ),
            (
                "pay_fines",
                {
                    "patron_id": "HU-6093152",
                    "fine_ids": ["F-20931"],
                    "amount": 35.0,
                    "card": "debit ****6610",
                },
            ),
        ],
    )
    s.yes("yep go")
    s.call(
        "check_in_lost_item",
        {"patron_id": "HU-6093152", "barcode": "HK527719"},
        {
            "status": "checked_in",
            "barcode": "HK527719",
            "fine_id": "F-20931",
            "replacement_reversed": 68.0,
            "remaining": {"processing": 15.0, "overdue": 20.0},
            "balance": 39.5,
        },
    )
    s.call(
        "waive_fine",
        {"patron_id": "HU-6093152", "fine_id": "F-20987", "amount": 4.5},
        {
            "status": "waived",
            "fine_id": "F-20987",
            "amount": 4.5,
            "courtesy_waiver_used_this_year": True,
            "balance": 35.0,
        },
    )
    s.call(
        "pay_fines",
        {
            "patron_id": "HU-6093152",
            "fine_ids": ["F-20931"],
            "amount": 35.0,
            "card": "debit ****6610",
        },
        {
            "error": "card_declined",
            "message": "the card issuer declined the payment of $35.00; nothing was charged",
            "balance": 35.0,
        },
        error=True,
    )
    s.boundary(
        "HK527719 checked in ($68.00 replacement reversed) and F-20987 ($4.50) waived, both "
        "executed; the $35.00 payment on debit ****6610 declined (ledger executed), none of it "
        "reported yet; waiving the $20.00 refused; he wants nothing left on his account"
    )


def session_ill(s):
    """A refused interlibrary loan asked again of two lenders in order; an article as a scan."""
    greet(s)
    s.user(
        "Hi, I put in an interlibrary loan for the 1971 Castagnoli edition of the Boeotian "
        "fragments last month and it got cancelled?? I need that edition, not the 2004 "
        "revision you have upstairs. HU3862740"
    )
    s.say("Let me look into it. Please give me your full name and the email on your account.")
    s.user("Benedikta Sowerby, b.sowerby@example.com")
    s.call(
        "verify_patron",
        {"patron_id": "HU-3862740", "name": "Benedikta Sowerby", "email": "b.sowerby@example.com"},
        verified("HU-3862740"),
        facts={
            "patron_id": "HU-3862740",
            "patron": "Benedikta Sowerby",
            "patron_type": "graduate",
            "loan_days": 56,
        },
    )
    s.call(
        "get_ill_history",
        {"patron_id": "HU-3862740", "since": "2026-01-01"},
        {
            "patron_id": "HU-3862740",
            "requests": [
                {
                    "request_id": "IL-55803",
                    "type": "loan",
                    "title": "Fragmenta Lyricorum Boeotorum",
                    "edition": "ed. A. Castagnoli, 1971",
                    "submitted": "2026-03-11",
                    "lender": "Ivesdon Public Research Library",
                    "status": "unfilled",
                    "lender_response": "refused 2026-03-20: non-circulating (special collections)",
                },
                {
                    "request_id": "IL-55412",
                    "type": "article",
                    "title": "Notes on the Tanagra papyrus",
                    "submitted": "2026-02-19",
                    "lender": "Marrowgate College Library",
                    "status": "filled",
                    "delivered": "2026-02-24",
                },
            ],
        },
        facts={
            "ill_history": {
                "IL-55803": {"lender": "Ivesdon Public Research Library", "status": "refused"},
                "IL-55412": {"status": "filled"},
            }
        },
    )
    s.call(
        "get_ill_options",
        {"title": "Fragmenta Lyricorum Boeotorum", "edition": "1971"},
        {
            "title": "Fragmenta Lyricorum Boeotorum",
            "edition": "ed. A. Castagnoli, 1971",
            "held_locally": "2004 revised edition only (Hawkridge, PA4003 .F73 2004)",
            "lenders": [
                {
                    "library": "Marrowgate College Library",
                    "town": "Saltmoor",
                    "lends": True,
                    "lender_fee": 0.0,
                    "typical_days": "7-10",
                    "loan_period": "6 weeks",
                },
                {
                    "library": "Tullibrae Institute Library",
                    "town": "Ardlow Bay",
                    "lends": True,
                    "lender_fee": 12.0,
                    "fee_charged": "only if filled",
                    "typical_days": "5-7",
                    "loan_period": "4 weeks",
                },
            ],
            "decision": "each lending library decides whether to fill a request",
        },
        facts={
            "ill_options": {
                "Marrowgate College Library": {"fee": 0.0, "days": "7-10"},
                "Tullibrae Institute Library": {"fee": 12.0, "days": "5-7"},
            }
        },
    )
    s.say(
        "Thanks, Benedikta. Your request IL-55803 wasn't cancelled by us: the lending library, "
        "Ivesdon Public Research Library, refused it on March 20 because their copy is in "
        "special collections and doesn't circulate. Two other libraries hold the 1971 "
        "Castagnoli edition and lend it:\n"
        "- Marrowgate College Library (Saltmoor): no fee, usually 7-10 days, 6-week loan\n"
        "- Tullibrae Institute Library (Ardlow Bay): a $12.00 lender fee if they fill it, "
        "usually 5-7 days, 4-week loan\n\n"
        "I'd suggest Tullibrae, as it's faster. And since a lender may refuse a whole volume "
        "again, you could ask for a scan of just the pages you need; lenders fill those more "
        "often."
    )
    s.user(
        "marrowgate first please, I'm not paying 12 dollars unless I have to. if they say no "
        "then tullibrae is ok. and the whole book, not a scan, I need the apparatus all the "
        "way through. oh and I also need an article, Antiquarian Philology Review 38 (1988) "
        "211-236, Farquhar on the Corinna scholia. for that one I don't want the print "
        "volume, a scan please",
        facts={
            "ill_request": {
                "book": {
                    "edition": "1971",
                    "lenders": ["Marrowgate College Library", "Tullibrae Institute Library"],
                    "format": "loan, not a scan",
                },
                "article": {"format": "scan, not the print volume"},
            }
        },
    )
    s.confirm(
        "Here are the two requests I'll submit:\n"
        "1. Loan of Fragmenta Lyricorum Boeotorum, ed. A. Castagnoli, 1971 (the whole "
        "volume): sent first to Marrowgate College Library (no fee); only if they refuse, to "
        "Tullibrae Institute Library ($12.00 if filled)\n"
        "2. Scan of M. Farquhar, 'The Corinna scholia reconsidered', Antiquarian Philology "
        "Review 38 (1988), pp. 211-236, delivered as a PDF (no fee)\n\n"
        "Shall I submit both? (yes/no)",
        [
            (
                "submit_ill_request",
                {
                    "patron_id": "HU-3862740",
                    "type": "loan",
                    "title": "Fragmenta Lyricorum Boeotorum",
                    "edition": "1971",
                    "lenders": ["Marrowgate College Library", "Tullibrae Institute Library"],
                    "max_fee": 12.0,
                },
            ),
            (
                "submit_ill_request",
                {
                    "patron_id": "HU-3862740",
                    "type": "article",
                    "journal": "Antiquarian Philology Review",
                    "volume": 38,
                    "year": 1988,
                    "pages": "211-236",
                    "delivery": "pdf",
                },
            ),
        ],
    )
    s.yes("yes, both")
    s.call(
        "submit_ill_request",
        {
            "patron_id": "HU-3862740",
            "type": "loan",
            "title": "Fragmenta Lyricorum Boeotorum",
            "edition": "1971",
            "lenders": ["Marrowgate College Library", "Tullibrae Institute Library"],
            "max_fee": 12.0,
        },
        {
            "request_id": "IL-56219",
            "status": "submitted",
            "sent_to": "Marrowgate College Library",
            "next_lender": "Tullibrae Institute Library",
            "note": "awaiting the lending library's decision; not filled yet",
        },
        facts={"ill_request_id": "IL-56219"},
    )
    s.call(
        "submit_ill_request",
        {
            "patron_id": "HU-3862740",
            "type": "article",
            "journal": "Antiquarian Philology Review",
            "volume": 38,
            "year": 1988,
            "pages": "211-236",
            "delivery": "pdf",
        },
        {
            "request_id": "IL-56220",
            "status": "submitted",
            "sent_to": "Ivesdon Public Research Library",
            "note": "awaiting the lending library's decision; articles usually take 2-4 days",
        },
    )
    s.say(
        "Both are submitted. IL-56219, the 1971 edition, has gone to Marrowgate College "
        "Library; it's their decision whether to lend it, and if they refuse it passes to "
        "Tullibrae. IL-56220, the Farquhar article, has gone to Ivesdon Public Research "
        "Library as a scan request, usually 2-4 days. Neither is filled yet; you'll get an "
        "email when each one is."
    )
    s.user("thanks. if marrowgate says no, do I get charged the 12 automatically?")
    s.boundary(
        "IL-56219 (1971 edition, Marrowgate first, then Tullibrae at $12.00) and IL-56220 "
        "(article scan, Ivesdon) submitted and reported, each awaiting its lender's decision; "
        "IL-55803 had been refused by Ivesdon, not cancelled by the desk; Tullibrae first and "
        "a scan of the book suggested and declined; her fee question open"
    )


SCRIPTS = {"renew": session_renew, "fines": session_fines, "ill": session_ill}
