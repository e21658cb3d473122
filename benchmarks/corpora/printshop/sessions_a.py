"""Session scripts, part 1: agency, proof and colour.

Each script plays one invented session at the order desk of Brackenlow Print & Sign (accounts,
contacts, jobs, runs, stocks, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen.
"""

from __future__ import annotations

from records import account, price


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the order desk at Brackenlow Print & Sign. I can help with quotes and "
        "orders, proofs, reprints, finishing, sign installation, delivery and your account. "
        "What can I do for you?"
    )


def session_agency(s):
    """An agency's reorder for one of its four brands, billed to the agency after a correction;
    then cards for a second brand, approved but not placed."""
    greet(s)
    s.user(
        "hi its Leander at Lanternfield, acct 5120. need to rerun the otterburn flyers, 2000 "
        "this time. and some cards for saltmeadow after that"
    )
    s.say(
        "Happy to help, Leander. For security, please confirm the email address on the "
        "Lanternfield Creative account."
    )
    s.user("l.delaroque@example.com")
    s.call(
        "lookup_account",
        {"account_id": "BA-5120", "email": "l.delaroque@example.com"},
        account("BA-5120"),
        facts={
            "account_id": "BA-5120",
            "account": "Lanternfield Creative",
            "contact": "Leander Delaroque",
            "terms": "net 30",
            "brands": {
                "Tansy Hollow Teas": "JB-24107",
                "Otterburn Cycles": "JB-24108",
                "Hoad & Pimblett Architects": "JB-24109",
                "Saltmeadow Brewing": "JB-24110",
            },
        },
    )
    s.call(
        "get_job",
        {"job_id": "JB-24108"},
        {
            "job_id": "JB-24108",
            "brand": "Otterburn Cycles",
            "ordered_by": "BA-5120",
            "product": "A5 flyer",
            "sides": "double-sided, full colour",
            "last_run": {
                "run_id": "RUN-58730",
                "date": "2026-11-18",
                "qty": 1500,
                "stock": "130gsm gloss",
                "total": 141.0,
            },
            "bill_to": {"account_id": "BA-5127", "name": "Otterburn Cycles"},
            "artwork": "spring range, supplied 2027-03-30",
        },
        facts={
            "jobs": {
                "JB-24108": {
                    "brand": "Otterburn Cycles",
                    "product": "A5 flyer",
                    "last_stock": "130gsm gloss",
                    "bill_to": "BA-5127",
                }
            }
        },
    )
    s.call(
        "get_quote",
        {
            "job_id": "JB-24108",
            "qty": 2000,
            "stocks": ["130gsm gloss", "130gsm matte", "170gsm silk"],
        },
        {
            "job_id": "JB-24108",
            "lines": [
                price("A5 flyer", "130gsm gloss", 2000),
                price("A5 flyer", "130gsm matte", 2000),
                price("A5 flyer", "170gsm silk", 2000),
            ],
            "turnaround": "3 working days after proof approval",
            "valid_until": "2027-04-20",
        },
        facts={
            "quote": {
                "JB-24108": {
                    "qty": 2000,
                    "130gsm gloss": 173.0,
                    "130gsm matte": 183.0,
                    "170gsm silk": 220.0,
                }
            }
        },
    )
    s.say(
        "Thanks, Leander, you're verified. Lanternfield orders for four brands: Tansy Hollow "
        "Teas (JB-24107), Otterburn Cycles (JB-24108), Hoad & Pimblett Architects (JB-24109) "
        "and Saltmeadow Brewing (JB-24110).\n\n"
        "The last Otterburn run was 1,500 A5 flyers on 130gsm gloss. For 2,000 double-sided "
        "A5 flyers, priced per hundred plus the $45.00 setup fee:\n"
        "- 130gsm gloss: $6.40 per 100, $128.00 + $45.00 = $173.00\n"
        "- 130gsm matte: $6.90 per 100, $138.00 + $45.00 = $183.00\n"
        "- 170gsm silk: $8.75 per 100, $175.00 + $45.00 = $220.00\n\n"
        "For a bike shop's counter I'd suggest the 170gsm silk: it feels sturdier in the hand. "
        "Which stock would you like?"
    )
    s.user(
        "no glossy this time, matte only - the shop staff write the prices on them in marker "
        "and it smudges on gloss. the 130 matte is fine, don't need the heavier one",
        facts={"stock_choice": {"JB-24108": "130gsm matte", "not": "gloss"}},
    )
    s.confirm(
        "Here's the run I'll place:\n"
        "- Job JB-24108, Otterburn Cycles: 2,000 A5 flyers, double-sided, 130gsm matte\n"
        "- $183.00 ($138.00 print + $45.00 setup)\n"
        "- Billed to Otterburn Cycles (BA-5127), as on the job\n"
        "- A digital proof goes to you first; nothing prints until you approve it\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "job_id": "JB-24108",
                    "qty": 2000,
                    "stock": "130gsm matte",
                    "total": 183.0,
                    "bill_to": "BA-5127",
                },
            )
        ],
    )
    s.no(
        "whoa no - invoice the agency, not the brand. all four of them go on our account, "
        "otterburn should never see our invoices",
        facts={"billing": {"bill_to": "BA-5120", "not": "the brands' own accounts"}},
    )
    s.confirm(
        "Sorry about that, nothing has been placed. Here's the corrected run:\n"
        "- Job JB-24108, Otterburn Cycles: 2,000 A5 flyers, double-sided, 130gsm matte\n"
        "- $183.00 ($138.00 print + $45.00 setup)\n"
        "- Billed to Lanternfield Creative (BA-5120), net 30\n"
        "- A digital proof goes to you first; nothing prints until you approve it\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "job_id": "JB-24108",
                    "qty": 2000,
                    "stock": "130gsm matte",
                    "total": 183.0,
                    "bill_to": "BA-5120",
                },
            )
        ],
    )
    s.yes("yep thats it")
    s.call(
        "place_run_order",
        {
            "job_id": "JB-24108",
            "qty": 2000,
            "stock": "130gsm matte",
            "total": 183.0,
            "bill_to": "BA-5120",
        },
        {
            "run_id": "RUN-61452",
            "status": "awaiting_proof_approval",
            "job_id": "JB-24108",
            "qty": 2000,
            "stock": "130gsm matte",
            "total": 183.0,
            "bill_to": "BA-5120",
            "proof": {"proof_id": "PRF-3318", "sent_to": "l.delaroque@example.com"},
            "ready_by": "2027-04-12",
            "ready_by_condition": "proof approved by 2027-04-07 10:00",
        },
        facts={"run_id": "RUN-61452", "proofs": {"PRF-3318": "RUN-61452, sent"}},
    )
    s.say(
        "Done: run RUN-61452 is placed for Otterburn Cycles, 2,000 A5 flyers on 130gsm matte, "
        "$183.00 billed to Lanternfield Creative (BA-5120). Proof PRF-3318 is on its way to "
        "l.delaroque@example.com. It goes on press only once you approve it on the proof "
        "portal; if you approve it by 10 am tomorrow, Wednesday, April 7, the flyers are ready "
        "on Monday, April 12."
    )
    s.user(
        "great. now saltmeadow - their new head brewer needs 250 cards, same design as the "
        "others with his name. can they be soft touch this time?"
    )
    s.boundary(
        "the run billed to Otterburn (BA-5127) rejected by his correction; RUN-61452 (2,000 "
        "A5 flyers, 130gsm matte, $183.00, billed to the agency BA-5120) executed and "
        "reported, proof PRF-3318 awaiting his approval; the agent's 170gsm silk suggestion "
        "declined; his Saltmeadow cards question just raised"
    )
    s.call(
        "get_job",
        {"job_id": "JB-24110"},
        {
            "job_id": "JB-24110",
            "brand": "Saltmeadow Brewing",
            "ordered_by": "BA-5120",
            "product": "business card",
            "sides": "double-sided, full colour",
            "last_run": {
                "run_id": "RUN-59915",
                "date": "2027-01-22",
                "qty": 250,
                "stock": "350gsm matte",
                "name": "Bryony Drummock, Taproom Manager",
            },
            "bill_to": {"account_id": "BA-5120", "name": "Lanternfield Creative"},
        },
        facts={
            "jobs": {
                "JB-24110": {
                    "brand": "Saltmeadow Brewing",
                    "product": "business card",
                    "last_stock": "350gsm matte",
                    "bill_to": "BA-5120",
                }
            }
        },
    )
    s.call(
        "get_quote",
        {"job_id": "JB-24110", "qty": 250, "stocks": ["350gsm matte", "400gsm soft-touch"]},
        {
            "job_id": "JB-24110",
            "lines": [
                price("business card", "350gsm matte", 250),
                price("business card", "400gsm soft-touch", 250),
            ],
            "turnaround": "2 working days after proof approval",
            "valid_until": "2027-04-20",
        },
        facts={
            "quote": {"JB-24110": {"qty": 250, "350gsm matte": 69.0, "400gsm soft-touch": 78.5}}
        },
    )
    s.say(
        "The Saltmeadow cards (JB-24110) are already billed to Lanternfield. The last run, in "
        "January, was 250 cards on 350gsm matte. For 250 double-sided cards:\n"
        "- 350gsm matte: $9.60 per 100, $24.00 + $45.00 setup = $69.00\n"
        "- 400gsm soft-touch: $13.40 per 100, $33.50 + $45.00 setup = $78.50\n\n"
        "I'd keep him on the 350gsm matte so his cards match the rest of the Saltmeadow team's. "
        "What name and title should go on them?"
    )
    s.user(
        "soft touch, he wants them to feel nice. only his though, don't redo anyone else's. "
        "Torvald Vrieling, Head Brewer. same brewery phone as on the others",
        facts={
            "order_request": {
                "JB-24110": {
                    "qty": 250,
                    "stock": "400gsm soft-touch",
                    "name": "Torvald Vrieling, Head Brewer",
                }
            }
        },
    )
    s.confirm(
        "Here's the run:\n"
        "- Job JB-24110, Saltmeadow Brewing: 250 business cards, double-sided, 400gsm "
        "soft-touch\n"
        "- Name: Torvald Vrieling, Head Brewer; brewery phone as on the other cards\n"
        "- $78.50 ($33.50 print + $45.00 setup), billed to Lanternfield Creative (BA-5120)\n"
        "- Proof to you first; ready 2 working days after you approve it\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "job_id": "JB-24110",
                    "qty": 250,
                    "stock": "400gsm soft-touch",
                    "total": 78.5,
                    "bill_to": "BA-5120",
                    "name_line": "Torvald Vrieling, Head Brewer",
                },
            )
        ],
    )
    s.yes("yes do it. oh and the otterburn proof, which email did it go to again?")
    s.boundary(
        "he said yes to the JB-24110 run (250 cards, 400gsm soft-touch, $78.50, billed to "
        "BA-5120), no call yet; matching the team's 350gsm matte suggested and declined; "
        "RUN-61452 placed earlier; his question about the proof email open"
    )


def session_proof(s):
    """Two approved proofs released to press, flyers first; the poster release fails."""
    greet(s)
    s.user(
        "hi, Odessa from Gullhaven Players. I approved both proofs last night, can you get "
        "them printing? our show opens friday the 16th"
    )
    s.say(
        "Of course, Odessa. Please give me the account number or the email on the account "
        "so I can pull up your jobs."
    )
    s.user("account 4418, box.office@gullhaven.example.net")
    s.call(
        "lookup_account",
        {"account_id": "BA-4418", "email": "box.office@gullhaven.example.net"},
        account("BA-4418"),
        facts={
            "account_id": "BA-4418",
            "account": "Gullhaven Players",
            "contact": "Odessa Strakosch",
            "terms": "card on file",
        },
    )
    s.call(
        "get_proof_status",
        {"account_id": "BA-4418"},
        {
            "account_id": "BA-4418",
            "proofs": [
                {
                    "proof_id": "PRF-3290",
                    "job_id": "JB-23562",
                    "run_id": "RUN-61420",
                    "item": "1,500 A5 flyers, 130gsm gloss",
                    "status": "approved",
                    "approved_by": "Odessa Strakosch",
                    "approved_at": "2027-04-05T21:12",
                },
                {
                    "proof_id": "PRF-3291",
                    "job_id": "JB-23561",
                    "run_id": "RUN-61421",
                    "item": "60 A2 posters, 200gsm silk",
                    "status": "approved",
                    "approved_by": "Odessa Strakosch",
                    "approved_at": "2027-04-05T21:15",
                },
            ],
            "runs": [
                {
                    "run_id": "RUN-61420",
                    "status": "awaiting_release",
                    "total": 141.0,
                    "paid": "Visa ****2281",
                    "ready_if_released_today": "2027-04-08",
                },
                {
                    "run_id": "RUN-61421",
                    "status": "awaiting_release",
                    "total": 102.6,
                    "paid": "Visa ****2281",
                    "ready_if_released_today": "2027-04-09",
                },
            ],
            "options": {"poster_lamination": {"per_copy": 0.85, "for_60": 51.0}},
        },
        facts={
            "proofs": {
                "PRF-3290": {"run": "RUN-61420", "item": "flyers", "status": "approved"},
                "PRF-3291": {"run": "RUN-61421", "item": "posters", "status": "approved"},
            },
            "runs": {
                "RUN-61420": {"item": "1,500 A5 flyers", "total": 141.0},
                "RUN-61421": {"item": "60 A2 posters", "total": 102.6},
            },
        },
    )
    s.say(
        "Thanks, Odessa. Both proofs show as approved by you last night: PRF-3290 for the "
        "flyers and PRF-3291 for the posters. The runs are paid on your Visa ****2281 and "
        "waiting for release:\n"
        "- RUN-61420: 1,500 A5 flyers on 130gsm gloss ($141.00), ready Thursday, April 8 if "
        "released today\n"
        "- RUN-61421: 60 A2 posters on 200gsm silk ($102.60), ready Friday, April 9\n\n"
        "If the posters go on outdoor boards, I'd recommend gloss lamination: $0.85 a copy, "
        "$51.00 for the 60, and they'll survive the rain."
    )
    s.user(
        "flyers first please, we hand them out at the saturday market. posters after, "
        "as long as they're up well before the 16th. no lamination, they go inside the "
        "glass cases",
        facts={"deadline": {"opening": "2027-04-16", "order": "flyers first, then posters"}},
    )
    s.confirm(
        "Here's what I'll release, in this order:\n"
        "1. RUN-61420, the 1,500 flyers (proof PRF-3290): on press today, ready Thursday, "
        "April 8\n"
        "2. RUN-61421, the 60 A2 posters (proof PRF-3291), no lamination: after the flyers, "
        "ready Friday, April 9\n"
        "Both are already paid; nothing more is charged.\n\n"
        "Shall I release both? (yes/no)",
        [
            ("release_to_press", {"run_id": "RUN-61420", "proof_id": "PRF-3290"}),
            (
                "release_to_press",
                {"run_id": "RUN-61421", "proof_id": "PRF-3291", "lamination": False},
            ),
        ],
    )
    s.yes("yes both, thank you!")
    s.call(
        "release_to_press",
        {"run_id": "RUN-61420", "proof_id": "PRF-3290"},
        {
            "run_id": "RUN-61420",
            "status": "on_press",
            "queue_position": 1,
            "ready_by": "2027-04-08",
        },
        facts={"runs": {"RUN-61420": {"status": "on_press", "ready_by": "2027-04-08"}}},
    )
    s.call(
        "release_to_press",
        {"run_id": "RUN-61421", "proof_id": "PRF-3291", "lamination": False},
        {
            "error": "stock_unavailable",
            "message": (
                "200gsm silk SRA2 is out of stock; next delivery 2027-04-12. RUN-61421 was not "
                "queued and stays awaiting_release."
            ),
        },
        error=True,
    )
    s.boundary(
        "both releases approved; RUN-61420 (flyers) on press, ready Apr 8; the poster release "
        "RUN-61421 executed with an error (200gsm silk out of stock until Apr 12), not "
        "reported yet; lamination suggested and declined; flyers first, before the 16th"
    )


def session_colour(s):
    """A background colour change on two tasting banners sent to the brand manager for
    sign-off; the shop-front banner and the logo left alone."""
    greet(s)
    s.user(
        "Hi, Dorotea at Pellowdene Cider. The green on our tasting tour banners came out "
        "washed out under the marquee lights last year. For the new ones can we go darker, "
        "pantone 364 instead of 376? just the background"
    )
    s.say("Certainly, Dorotea. What's the account number, please?")
    s.user("3307")
    s.call(
        "lookup_account",
        {"account_id": "BA-3307"},
        {
            **account("BA-3307"),
            "account_note": (
                "any colour change on Pellowdene brand artwork needs written sign-off from "
                "the brand manager before a proof is made"
            ),
        },
        facts={
            "account_id": "BA-3307",
            "account": "Pellowdene Cider Co.",
            "contact": "Dorotea Linnehan",
            "terms": "net 30",
        },
    )
    s.call(
        "get_job",
        {"job_id": "JB-22981"},
        {
            "job_id": "JB-22981",
            "item": "pull-up banner 850 x 2000 mm, tasting tour",
            "qty": 2,
            "colours": {"background": "PMS 376", "logo": "PMS 376", "text": "white"},
            "next_run": {
                "run_id": "RUN-61466",
                "ordered": "2027-04-02",
                "total": 276.0,
                "status": "awaiting_artwork",
            },
            "related_jobs": [
                {
                    "job_id": "JB-22982",
                    "item": "shop-front banner 3000 x 600 mm",
                    "colours": {"background": "PMS 376", "logo": "PMS 376"},
                }
            ],
        },
        facts={
            "jobs": {
                "JB-22981": {"item": "2 tasting tour pull-up banners", "run": "RUN-61466"},
                "JB-22982": {"item": "shop-front banner"},
            }
        },
    )
    s.say(
        "I have the tasting tour job, JB-22981: two 850 x 2000 mm pull-up banners, "
        "background and logo both in PMS 376, with the new run RUN-61466 ($276.00) waiting "
        "for artwork. One thing first: on Pellowdene's account, any colour change to brand "
        "artwork needs written sign-off from your brand manager, Lavinia Grisedale, before "
        "we can make a proof. I can't approve it from the desk, but I can send her the "
        "change request now.\n\n"
        "Your shop-front banner (JB-22982) uses the same PMS 376. Would you like it changed "
        "too, so the two match?"
    )
    s.user(
        "no, leave the shop-front banner alone, it looks fine in daylight. only the tasting "
        "tour ones. and the logo stays 376, don't touch the logo. Lavinia's on leave till "
        "monday though - can't you just approve it? it's a tiny change",
        facts={
            "colour_request": {
                "job": "JB-22981",
                "background": "PMS 364",
                "logo": "PMS 376, unchanged",
                "not": "JB-22982",
            }
        },
    )
    s.confirm(
        "I'm sorry, I can't approve it on her behalf: the sign-off has to come from Lavinia. "
        "Here's the request I'll send her:\n"
        "- Job JB-22981, the two tasting tour pull-up banners\n"
        "- Background: PMS 376 to PMS 364; logo stays PMS 376; text stays white\n"
        "- Shop-front banner JB-22982 not changed\n"
        "- Approver: Lavinia Grisedale (l.grisedale@example.com)\n"
        "- RUN-61466 stays on hold until she signs off\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_colour_change",
                {
                    "job_id": "JB-22981",
                    "element": "background",
                    "from": "PMS 376",
                    "to": "PMS 364",
                    "approver": "l.grisedale@example.com",
                },
            )
        ],
    )
    s.yes("ok fine, send it to her")
    s.call(
        "submit_colour_change",
        {
            "job_id": "JB-22981",
            "element": "background",
            "from": "PMS 376",
            "to": "PMS 364",
            "approver": "l.grisedale@example.com",
        },
        {
            "change_id": "CCR-0917",
            "status": "pending_brand_signoff",
            "approver": "Lavinia Grisedale",
            "sent_to": "l.grisedale@example.com",
            "job_id": "JB-22981",
            "run_id": "RUN-61466",
            "run_status": "on_hold",
            "after_signoff": "new proof to the customer within 1 working day",
        },
        facts={"colour_change_id": "CCR-0917"},
    )
    s.say(
        "Submitted: colour change CCR-0917 (background PMS 376 to PMS 364 on JB-22981) is "
        "with Lavinia Grisedale for sign-off. It is not approved yet, and RUN-61466 stays on "
        "hold until she signs. Once she does, you'll get a new proof within one working day. "
        "The logo and the shop-front banner stay as they are."
    )
    s.user("ok. if she signs monday when do we get the banners? the first tasting is the 24th")
    s.boundary(
        "colour change CCR-0917 (background 376 to 364 on JB-22981) submitted and reported, "
        "pending the brand manager's sign-off, not approved; RUN-61466 on hold; the desk's "
        "approving it refused; the shop-front banner JB-22982 change offered and declined; "
        "logo stays 376; her timing question open"
    )


SCRIPTS = {"agency": session_agency, "proof": session_proof, "colour": session_colour}
