"""Session scripts, part 2: reprint, bindery and banners.

Each script plays one invented session at the order desk of Brackenlow Print & Sign (accounts,
contacts, jobs, runs, stocks, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen.
"""

from __future__ import annotations

from records import account
from sessions_a import greet


def session_reprint(s):
    """A misprinted flyer run sent to the production manager for a free reprint, the posters
    left out; then a switch to pick-up, pending on her question."""
    greet(s)
    s.user(
        "the flyers you delivered friday for our author evening are wrong, the bottom line "
        "with the date is chopped off at the edge. the posters are fine. I need them fixed, "
        "the event is saturday the 17th"
    )
    s.say(
        "I'm sorry to hear that. Please give me your name and the account number so I can "
        "find the order."
    )
    s.user("Agatha Lobb, Sternwick Books, acct 2764")
    s.call(
        "lookup_account",
        {"account_id": "BA-2764", "name": "Agatha Lobb"},
        account("BA-2764"),
        facts={
            "account_id": "BA-2764",
            "account": "Sternwick Books",
            "contact": "Agatha Lobb",
            "terms": "card on file",
        },
    )
    s.call(
        "get_runs",
        {"account_id": "BA-2764", "since": "2027-03-29"},
        {
            "account_id": "BA-2764",
            "runs": [
                {
                    "run_id": "RUN-60977",
                    "item": "1,000 DL flyers, 130gsm silk",
                    "total": 93.0,
                    "paid": "Mastercard ****6604",
                    "proof": {
                        "proof_id": "PRF-3204",
                        "approved": "2027-03-29",
                        "note": "date line 6 mm inside the trim on the approved proof",
                    },
                    "delivered": "2027-04-02",
                    "delivery": "courier",
                },
                {
                    "run_id": "RUN-60978",
                    "item": "20 A3 posters, 170gsm silk",
                    "total": 64.0,
                    "paid": "Mastercard ****6604",
                    "delivered": "2027-04-02",
                    "delivery": "courier",
                },
            ],
            "reprint_policy": (
                "a misprint is reprinted free when the production manager finds a shop fault; "
                "the desk files the request; decision within 1 working day"
            ),
        },
        facts={
            "runs": {
                "RUN-60977": {"item": "1,000 DL flyers", "total": 93.0, "proof": "PRF-3204"},
                "RUN-60978": {"item": "20 A3 posters", "total": 64.0},
            },
            "misprint": {"run": "RUN-60977", "fault": "date line cut off at the trim"},
        },
    )
    s.say(
        "Thanks, Agatha. I have both runs delivered on Friday, April 2: RUN-60977, 1,000 DL "
        "flyers on 130gsm silk ($93.00), and RUN-60978, 20 A3 posters ($64.00). On the proof "
        "you approved (PRF-3204) the date line sits 6 mm inside the trim, so this looks like a "
        "trimming fault on our side.\n\n"
        "A free reprint is decided by our production manager, Ingrith Pendlebury, once she "
        "has checked the fault; I can't promise it from the desk, but I can file the request "
        "now and she decides within one working day. While we're at it, I could rerun the "
        "posters in the same batch so the two match exactly."
    )
    s.user(
        "only the flyers, not the posters, the posters are perfect. I need the flyers by "
        "thursday the 15th at the latest, we put them in the goody bags. and can I get my "
        "money back for the first lot too?",
        facts={"reprint_request": {"run": "RUN-60977", "not": "RUN-60978", "by": "2027-04-15"}},
    )
    s.confirm(
        "I'm afraid I can't refund the first run as well: if the reprint is approved, it "
        "replaces the faulty flyers free of charge. Here's the request I'll file:\n"
        "- RUN-60977: 1,000 DL flyers, 130gsm silk, date line cut off at the trim (proof "
        "PRF-3204 shows it 6 mm inside)\n"
        "- Asking for: a free reprint, needed by Thursday, April 15\n"
        "- The posters (RUN-60978) are not included\n"
        "- Decided by Ingrith Pendlebury, production manager\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "request_reprint",
                {
                    "run_id": "RUN-60977",
                    "reason": "trim cut off date line",
                    "needed_by": "2027-04-15",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "request_reprint",
        {"run_id": "RUN-60977", "reason": "trim cut off date line", "needed_by": "2027-04-15"},
        {
            "reprint_id": "RPR-2209",
            "status": "under_review",
            "decided_by": "Ingrith Pendlebury, production manager",
            "decision_by": "2027-04-07T12:00",
            "if_approved": "1,000 DL flyers reprinted at no charge, ready 2 working days after "
            "approval",
            "needed_by": "2027-04-15",
            "fulfilment": "courier, as the original run",
        },
        facts={"reprint_id": "RPR-2209"},
    )
    s.boundary(
        "reprint request RPR-2209 for the flyers RUN-60977 executed, under review with the "
        "production manager (decision by noon Apr 7), not reported yet; the posters RUN-60978 "
        "left out by her choice after the agent's offer; a refund on top refused; needed by "
        "Apr 15"
    )
    s.say(
        "Filed: reprint request RPR-2209 for the flyers (RUN-60977) is under review with "
        "Ingrith Pendlebury, who'll decide by noon tomorrow, Wednesday, April 7. It isn't "
        "approved yet. If it is, the 1,000 flyers are reprinted at no charge and ready two "
        "working days later, well before Thursday the 15th. They'd come by courier, like the "
        "first run."
    )
    s.user(
        "last time the courier left the box in the rain by the back door. can I pick the "
        "reprint up instead?"
    )
    s.confirm(
        "Of course. Here's the change:\n"
        "- Reprint RPR-2209 (if approved): collection instead of courier\n"
        "- From our Varrowdene counter, 9 Sillwood Yard, weekdays 8 am to 5 pm\n"
        "- We'll email you when the box is ready\n\n"
        "Shall I switch it to pick-up? (yes/no)",
        [
            (
                "change_fulfilment",
                {"reprint_id": "RPR-2209", "method": "pickup", "location": "Varrowdene counter"},
            )
        ],
    )
    s.user("hmm, is the counter open on saturdays? I can only get over there at the weekend")
    s.boundary(
        "the switch of RPR-2209 to pick-up at the Varrowdene counter proposed, pending: she "
        "answered with a question about Saturday opening; RPR-2209 under review with the "
        "production manager, reported"
    )


def session_bindery(s):
    """40 bound reports on a rush run with express wire-o binding at the subcontractor, whose
    finishing date is not confirmed yet; delivered before the trade fair on the 14th."""
    greet(s)
    s.user(
        "Hello, I need 40 bound copies of our coastal survey report, 86 pages in colour, A4. "
        "They have to be with us before the trade fair on the 14th, we're taking them to our "
        "stand.",
        facts={"deadline": {"trade_fair": "2027-04-14", "delivered_before": True}},
    )
    s.say("I can help with that. Which account is this for, and who am I speaking with?")
    s.user("Gorrick & Thwaite, account 4091, I'm Isadora Venkataraman")
    s.call(
        "lookup_account",
        {"account_id": "BA-4091", "name": "Isadora Venkataraman"},
        {
            **account("BA-4091"),
            "jobs": [{"job_id": "JB-23790", "item": "coastal survey report, A4, 86 pp"}],
            "delivery_address": "22 Pilot Street, Stennet Cove",
        },
        facts={
            "account_id": "BA-4091",
            "account": "Gorrick & Thwaite Surveyors",
            "contact": "Isadora Venkataraman",
            "terms": "net 30",
        },
    )
    s.call(
        "get_quote",
        {"job_id": "JB-23790", "qty": 40, "pages": 86, "colour": True, "rush": [False, True]},
        {
            "job_id": "JB-23790",
            "per_copy": 9.3,
            "print_cost": 372.0,
            "setup_fee": 45.0,
            "standard": {"total": 417.0, "printed_by": "2027-04-09"},
            "rush": {"rush_surcharge": 93.0, "total": 510.0, "printed_by": "2027-04-08"},
        },
        facts={"quote": {"JB-23790": {"standard": 417.0, "rush": 510.0, "rush_surcharge": 93.0}}},
    )
    s.call(
        "get_bindery_options",
        {"qty": 40, "bindings": ["wire-o", "perfect"]},
        {
            "subcontractor": "Skelwith Finishing",
            "bindings": {
                "wire-o": {"per_copy": 2.4, "for_40": 96.0},
                "perfect": {"per_copy": 3.1, "for_40": 124.0},
            },
            "standard_days": 4,
            "express": {"days": 2, "fee": 60.0},
            "confirmation": "the subcontractor confirms the finishing date within 1 working day",
            "finish_if_printed_2027-04-08": {"standard": "2027-04-14", "express": "2027-04-12"},
            "finish_if_printed_2027-04-09": {"standard": "2027-04-15", "express": "2027-04-13"},
        },
        facts={
            "bindery_options": {
                "subcontractor": "Skelwith Finishing",
                "wire-o": 96.0,
                "perfect": 124.0,
                "express_fee": 60.0,
            }
        },
    )
    s.say(
        "Thanks, Isadora. For 40 copies of the report (JB-23790), 86 pages in colour:\n"
        "- Printing: $9.30 a copy, $372.00 + $45.00 setup = $417.00, printed by Friday, "
        "April 9; or on rush (+25% of the print cost, $93.00) $510.00, printed by Thursday, "
        "April 8\n"
        "- Binding, by our bindery partner Skelwith Finishing: wire-o $2.40 a copy ($96.00) or "
        "perfect binding $3.10 a copy ($124.00); 4 working days, or 2 with their express "
        "service (+$60.00)\n\n"
        "Standard printing and binding would finish on Thursday, April 15, after the fair. "
        "Rush printing with express binding finishes on Monday, April 12, and we'd deliver "
        "on Tuesday, April 13. For a report on a stand I'd suggest perfect binding: it looks "
        "more like a finished book."
    )
    s.user(
        "wire-o please, people flip them open on the stand, they need to lie flat. do the "
        "rush and the express. deliver to our office, not the fair hall, we'll carry them over",
        facts={
            "order_request": {
                "JB-23790": {"binding": "wire-o", "rush": True, "express": True},
                "deliver_to": "22 Pilot Street, Stennet Cove, not the fair hall",
            }
        },
    )
    s.confirm(
        "Here's the order:\n"
        "1. Run for JB-23790: 40 copies, 86 pages colour, on rush: $510.00 ($372.00 + $45.00 "
        "setup + $93.00 rush), printed by Thursday, April 8\n"
        "2. Bindery booking with Skelwith Finishing: wire-o, express, $156.00 ($96.00 + "
        "$60.00), finishing requested for Monday, April 12\n"
        "- Delivery to 22 Pilot Street, Stennet Cove on Tuesday, April 13, no charge\n"
        "- $666.00 in all, invoiced on your net 30 terms\n"
        "Skelwith confirms the finishing date within one working day of the booking.\n\n"
        "Shall I place both? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "job_id": "JB-23790",
                    "qty": 40,
                    "rush": True,
                    "total": 510.0,
                    "bill_to": "BA-4091",
                },
            ),
            (
                "book_bindery",
                {
                    "job_id": "JB-23790",
                    "subcontractor": "Skelwith Finishing",
                    "binding": "wire-o",
                    "service": "express",
                    "qty": 40,
                    "cost": 156.0,
                    "finish_requested": "2027-04-12",
                },
            ),
        ],
    )
    s.yes("yes, go ahead with both")
    s.call(
        "place_run_order",
        {"job_id": "JB-23790", "qty": 40, "rush": True, "total": 510.0, "bill_to": "BA-4091"},
        {
            "run_id": "RUN-61480",
            "status": "printing",
            "rush": True,
            "total": 510.0,
            "printed_by": "2027-04-08",
            "bill_to": "BA-4091",
        },
        facts={"run_id": "RUN-61480"},
    )
    s.call(
        "book_bindery",
        {
            "job_id": "JB-23790",
            "subcontractor": "Skelwith Finishing",
            "binding": "wire-o",
            "service": "express",
            "qty": 40,
            "cost": 156.0,
            "finish_requested": "2027-04-12",
        },
        {
            "booking_id": "BND-0775",
            "status": "awaiting_bindery_confirmation",
            "subcontractor": "Skelwith Finishing",
            "finish_requested": "2027-04-12",
            "confirm_by": "2027-04-07T17:00",
            "cost": 156.0,
        },
        facts={"bindery_booking_id": "BND-0775"},
    )
    s.say(
        "Both are in. Run RUN-61480 is printing on rush ($510.00) and will be printed by "
        "Thursday, April 8. Bindery booking BND-0775 for express wire-o binding ($156.00) has "
        "gone to Skelwith Finishing with Monday, April 12 requested as the finishing date; "
        "they haven't confirmed it yet and will by 5 pm tomorrow, Wednesday, April 7. If they "
        "do, the 40 reports reach 22 Pilot Street on Tuesday, April 13. The $666.00 goes on "
        "your net 30 invoice."
    )
    s.user("and if they can't do the 12th? we really can't be late for this")
    s.boundary(
        "rush run RUN-61480 ($510.00) and bindery booking BND-0775 (express wire-o, $156.00) "
        "both executed and reported; Skelwith Finishing has not confirmed the April 12 "
        "finishing date (by 5 pm Apr 7); perfect binding suggested and declined; delivered "
        "to the office before the fair on the 14th; her question open"
    )


def session_banners(s):
    """Two banners ordered before the cards; the Friday install fails (slot taken), the
    Saturday surcharge declined, then Monday booked for the fascia banner only."""
    greet(s)
    s.user(
        "hiya, Lowell from Quarrender Opticians in Stennet Cove. we're rebranding. need a new "
        "banner over the shop front, put up by your crew, plus a smaller one for inside the "
        "window, and new cards for our two new optometrists. banners first, the cards later, "
        "cash is tight this month",
        facts={"order_request": {"order": "banners first, cards later"}},
    )
    s.say("Great, Lowell. Please confirm the account number and the email on the account.")
    s.user("acct BA1958, lowell@quarrender.example.net")
    s.call(
        "lookup_account",
        {"account_id": "BA-1958", "email": "lowell@quarrender.example.net"},
        account("BA-1958"),
        facts={
            "account_id": "BA-1958",
            "account": "Quarrender Opticians",
            "contact": "Lowell Ardagh",
            "terms": "card on file",
        },
    )
    s.call(
        "get_quote",
        {"account_id": "BA-1958", "items": ["fascia banner", "window banner", "cards"]},
        {
            "lines": [
                {
                    "item": "fascia banner 3000 x 800 mm, 510gsm PVC, hemmed and eyeletted",
                    "price": 214.0,
                },
                {"item": "window banner 1200 x 600 mm, 440gsm PVC", "price": 68.0},
            ],
            "setup_fee": 45.0,
            "banners_total": 327.0,
            "install_fee": {"fascia banner": 95.0},
            "ready_by": "2027-04-08",
            "cards": {
                "per_name": "250 cards, 350gsm matte, $24.00 + $45.00 setup",
                "if_run_with_banners": "one setup fee for the whole order",
            },
        },
        facts={
            "quote": {
                "fascia banner": 214.0,
                "window banner": 68.0,
                "setup_fee": 45.0,
                "banners_total": 327.0,
                "install_fee": 95.0,
            }
        },
    )
    s.say(
        "Here's the quote for the banners:\n"
        "- Fascia banner, 3000 x 800 mm, 510gsm PVC, hemmed and eyeletted: $214.00\n"
        "- Window banner, 1200 x 600 mm, 440gsm PVC: $68.00\n"
        "- One setup fee: $45.00\n"
        "- Banners total: $327.00, ready Thursday, April 8\n"
        "- Installation of the fascia banner by our sign crew: $95.00\n\n"
        "The cards are 250 per name on 350gsm matte at $24.00 plus setup. If you order them "
        "together with the banners today, they run on the same setup and you save a second "
        "$45.00 setup fee."
    )
    s.user(
        "no, banners first, cards later like I said. the big one gets installed, the window "
        "one I'll pick up and stick up myself",
        facts={"fulfilment": {"fascia banner": "installed", "window banner": "pick-up"}},
    )
    s.confirm(
        "Here's the banner order:\n"
        "- Fascia banner 3000 x 800 mm ($214.00), to be installed by our crew (booked next)\n"
        "- Window banner 1200 x 600 mm ($68.00), for pick-up at our Varrowdene counter\n"
        "- $45.00 setup; $327.00 in all, charged to your Amex ****3007\n"
        "- Ready Thursday, April 8; no cards on this order\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "account_id": "BA-1958",
                    "items": ["fascia banner 3000x800", "window banner 1200x600"],
                    "total": 327.0,
                    "payment": "Amex ****3007",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "place_run_order",
        {
            "account_id": "BA-1958",
            "items": ["fascia banner 3000x800", "window banner 1200x600"],
            "total": 327.0,
            "payment": "Amex ****3007",
        },
        {
            "run_id": "RUN-61507",
            "status": "in_production",
            "total": 327.0,
            "charged": "Amex ****3007",
            "ready_by": "2027-04-08",
        },
        facts={"run_id": "RUN-61507"},
    )
    s.call(
        "get_install_slots",
        {"address": "14 Wharfside Row, Stennet Cove", "after": "2027-04-08"},
        {
            "slots": [
                {"start": "2027-04-09T08:00", "fee": 95.0},
                {"start": "2027-04-10T09:00", "fee": 95.0, "weekend_surcharge": 40.0},
                {"start": "2027-04-12T07:30", "fee": 95.0},
            ]
        },
        facts={
            "install_slots": {
                "2027-04-09T08:00": 95.0,
                "2027-04-10T09:00": 135.0,
                "2027-04-12T07:30": 95.0,
            }
        },
    )
    s.say(
        "Done: run RUN-61507 is in production, $327.00 charged to your Amex ****3007, ready "
        "Thursday, April 8. For the fascia banner at 14 Wharfside Row, the crew can come:\n"
        "- Friday, April 9 at 8:00 am ($95.00)\n"
        "- Saturday, April 10 at 9:00 am ($95.00 + $40.00 weekend surcharge)\n"
        "- Monday, April 12 at 7:30 am ($95.00)\n"
        "Which suits you?"
    )
    s.user(
        "friday 8am is perfect, before we open at 9",
        facts={"install_choice": {"start": "2027-04-09T08:00"}},
    )
    s.confirm(
        "Here's the installation:\n"
        "- Fascia banner from RUN-61507 at 14 Wharfside Row, Stennet Cove\n"
        "- Friday, April 9, 2027 at 8:00 am, two fitters\n"
        "- $95.00 charged to your Amex ****3007\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_install",
                {"run_id": "RUN-61507", "item": "fascia banner", "start": "2027-04-09T08:00"},
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "schedule_install",
        {"run_id": "RUN-61507", "item": "fascia banner", "start": "2027-04-09T08:00"},
        {
            "error": "slot_taken",
            "message": "2027-04-09T08:00 was booked by another job a moment ago; no install "
            "booked, nothing charged",
        },
        error=True,
    )
    s.say(
        "I'm sorry, Lowell: the Friday 8:00 am slot was taken by another job just before I "
        "could book it. Nothing was booked and nothing charged. The crew can still do "
        "Saturday, April 10 at 9:00 am ($135.00 with the weekend surcharge) or Monday, "
        "April 12 at 7:30 am ($95.00)."
    )
    s.user(
        "no weekend surcharge thanks. monday 7.30 is ok, we open at 9 anyway",
        facts={"install_choice": {"start": "2027-04-12T07:30"}},
    )
    s.boundary(
        "RUN-61507 (both banners, $327.00) executed and reported; the Friday Apr 9 install "
        "executed with an error (slot taken) and reported; Saturday with the $40 surcharge "
        "offered and declined; he just chose Monday 7:30, nothing proposed yet; cards later"
    )
    s.confirm(
        "Here's the installation:\n"
        "- Fascia banner from RUN-61507 at 14 Wharfside Row, Stennet Cove\n"
        "- Monday, April 12, 2027 at 7:30 am, two fitters\n"
        "- $95.00 charged to your Amex ****3007\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_install",
                {"run_id": "RUN-61507", "item": "fascia banner", "start": "2027-04-12T07:30"},
            )
        ],
    )
    s.yes("yep")
    s.call(
        "schedule_install",
        {"run_id": "RUN-61507", "item": "fascia banner", "start": "2027-04-12T07:30"},
        {
            "install_id": "INS-4031",
            "status": "scheduled",
            "start": "2027-04-12T07:30",
            "crew": "two fitters",
            "charged": {"amount": 95.0, "card": "Amex ****3007"},
        },
        facts={"install_id": "INS-4031"},
    )
    s.say(
        "Booked: installation INS-4031, Monday, April 12 at 7:30 am, $95.00 on your Amex "
        "****3007. The window banner will be ready for you to collect at our Varrowdene "
        "counter from Thursday, April 8. When you're ready for the two optometrists' cards, "
        "I can set them up on your account straight away, or I could put them through now "
        "to print later."
    )
    s.user("later, next month. thanks for sorting it")
    s.boundary(
        "install INS-4031 (fascia banner, Mon Apr 12 7:30, $95.00) executed and reported; the "
        "Friday install failed earlier; the window banner for pick-up, not installed; the "
        "cards put off to next month by his choice (the agent's offers to run them now "
        "declined)"
    )


SCRIPTS = {"reprint": session_reprint, "bindery": session_bindery, "banners": session_banners}
