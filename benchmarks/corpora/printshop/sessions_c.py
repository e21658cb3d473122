"""Session scripts, part 3: credit, budget and cancel.

Each script plays one invented session at the order desk of Brackenlow Print & Sign (accounts,
contacts, jobs, runs, stocks, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen.
"""

from __future__ import annotations

from records import account, price
from sessions_a import greet


def session_credit(s):
    """Net-30 terms applied for (the accounts team decides) while the leaflets run now on the
    card; putting this order on terms refused."""
    greet(s)
    s.user(
        "Hi, Wilma at Fernhollow garden centre. two things: we'd like to go on account, 30 "
        "days, instead of paying by card every time. and I need 3000 plant care leaflets for "
        "our spring fair on the 17th"
    )
    s.say("Happy to help with both, Wilma. What's the account number, please?")
    s.user("BA 6235. the card on it is the visa ending 9152")
    s.call(
        "lookup_account",
        {"account_id": "BA-6235", "card_last4": "9152"},
        account("BA-6235"),
        facts={
            "account_id": "BA-6235",
            "account": "Fernhollow Garden Centre",
            "contact": "Wilma Maclaverty",
            "terms": "card on file",
        },
    )
    s.call(
        "get_credit_terms_info",
        {"account_id": "BA-6235"},
        {
            "account_id": "BA-6235",
            "eligible_to_apply": True,
            "terms_offered": "net 30",
            "proposed_limit": 2500.0,
            "decided_by": "the accounts team, after a credit check",
            "decision_within": "3 working days",
            "until_approved": "orders are paid by the card on file",
        },
    )
    s.call(
        "get_quote",
        {"product": "A4 leaflet", "qty": 3000, "stocks": ["100gsm uncoated", "130gsm silk"]},
        {
            "lines": [
                price("A4 leaflet", "100gsm uncoated", 3000),
                price("A4 leaflet", "130gsm silk", 3000),
            ],
            "turnaround": "3 working days after proof approval",
        },
        facts={"quote": {"A4 leaflet x3000": {"100gsm uncoated": 261.0, "130gsm silk": 288.0}}},
    )
    s.say(
        "Thanks, Wilma. Net 30 terms are open to business accounts after a credit check by "
        "our accounts team; they decide within 3 working days, with a proposed limit of "
        "$2,500.00. Until they approve it, orders are paid by the card on file.\n\n"
        "For 3,000 A4 leaflets:\n"
        "- 100gsm uncoated: $7.20 per 100, $216.00 + $45.00 setup = $261.00\n"
        "- 130gsm silk: $8.10 per 100, $243.00 + $45.00 setup = $288.00\n"
        "Ready 3 working days after you approve the proof. If you like, I can hold the "
        "leaflet order until the credit decision, so it goes on your new terms."
    )
    s.user(
        "no, don't hold it, run them now on the card, I need them for the fair. uncoated - "
        "they get folded into the seed bags, no shiny paper. and put the leaflets on the 30 "
        "days anyway? the check is only a formality surely",
        facts={
            "order_request": {
                "A4 leaflet": {"qty": 3000, "stock": "100gsm uncoated", "pay": "card now"}
            },
            "deadline": {"spring_fair": "2027-04-17"},
        },
    )
    s.confirm(
        "I'm sorry, I can't put this order on terms before the accounts team approves them. "
        "Here's what I'll do:\n"
        "1. Apply for net 30 terms for Fernhollow Garden Centre (BA-6235), proposed limit "
        "$2,500.00, decided by the accounts team within 3 working days\n"
        "2. Place the run: 3,000 A4 leaflets on 100gsm uncoated, $261.00 ($216.00 + $45.00 "
        "setup), charged now to your Visa ****9152; proof to you first\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "apply_credit_terms",
                {"account_id": "BA-6235", "terms": "net 30", "limit": 2500.0},
            ),
            (
                "place_run_order",
                {
                    "account_id": "BA-6235",
                    "product": "A4 leaflet",
                    "qty": 3000,
                    "stock": "100gsm uncoated",
                    "total": 261.0,
                    "payment": "Visa ****9152",
                },
            ),
        ],
    )
    s.yes("yes to both")
    s.call(
        "apply_credit_terms",
        {"account_id": "BA-6235", "terms": "net 30", "limit": 2500.0},
        {
            "application_id": "CRA-1186",
            "status": "under_review",
            "team": "accounts",
            "decision_by": "2027-04-09",
            "terms_requested": "net 30",
            "limit_requested": 2500.0,
        },
        facts={"credit_application_id": "CRA-1186"},
    )
    s.call(
        "place_run_order",
        {
            "account_id": "BA-6235",
            "product": "A4 leaflet",
            "qty": 3000,
            "stock": "100gsm uncoated",
            "total": 261.0,
            "payment": "Visa ****9152",
        },
        {
            "run_id": "RUN-61512",
            "status": "awaiting_proof_approval",
            "total": 261.0,
            "charged": "Visa ****9152",
            "proof": {"proof_id": "PRF-3334", "sent_to": "wilma@fernhollow.example.com"},
            "ready_by": "2027-04-12",
            "ready_by_condition": "proof approved by 2027-04-07 10:00",
        },
        facts={"run_id": "RUN-61512", "proofs": {"PRF-3334": "RUN-61512, sent"}},
    )
    s.say(
        "Both done. Credit application CRA-1186 is under review with our accounts team, who "
        "will decide by Friday, April 9; it isn't approved yet. Run RUN-61512, 3,000 leaflets "
        "on 100gsm uncoated, is placed and $261.00 was charged to your Visa ****9152. Proof "
        "PRF-3334 is in your inbox at wilma@fernhollow.example.com; approve it by 10 am "
        "tomorrow and the leaflets are ready on Monday, April 12, in good time for the fair."
    )
    s.user("ok. and once they say yes, do future orders go on account automatically?")
    s.boundary(
        "credit application CRA-1186 (net 30, $2,500 limit) executed and reported, under "
        "review with the accounts team (decision by Apr 9), not approved; RUN-61512 (3,000 "
        "leaflets, 100gsm uncoated, $261.00 on Visa ****9152) executed and reported; holding "
        "the order offered and declined; putting this order on terms refused; her question "
        "open"
    )


def session_budget(s):
    """Rush programmes and posters for a choir under $900 all in, posters first; the proposal
    with delivery rejected by his correction, the collection one placed."""
    greet(s)
    s.user(
        "evening. Rasmus Tealby for the Stennet Cove Choral Society. we need programmes for "
        "the spring concert, about 400, and 30 posters. concert is saturday the 10th. no more "
        "than $900 all in, we're a charity",
        facts={"budget": {"max_total": 900.0, "concert": "2027-04-10"}},
    )
    s.say("Thanks, Rasmus. Which account number is the choral society on?")
    s.user("5562 I think")
    s.call(
        "lookup_account",
        {"account_id": "BA-5562"},
        account("BA-5562"),
        facts={
            "account_id": "BA-5562",
            "account": "Stennet Cove Choral Society",
            "contact": "Rasmus Tealby",
            "terms": "card on file",
        },
    )
    s.call(
        "get_quote",
        {
            "items": [
                {"product": "A5 programme 12pp", "qty": 400},
                {"product": "A2 poster", "qty": 30},
            ],
            "needed_by": "2027-04-09",
        },
        {
            "standard_ready_by": "2027-04-12",
            "rush_required_for": "2027-04-09",
            "lines": [
                {
                    **price("A5 programme 12pp", "130gsm silk", 400, rush=True),
                    "ready_by": "2027-04-09",
                },
                {
                    **price("A5 programme 12pp", "150gsm matte", 400, rush=True),
                    "ready_by": "2027-04-09",
                },
                {**price("A2 poster", "200gsm silk", 30, rush=True), "ready_by": "2027-04-07"},
            ],
            "delivery": {"flat": 35.0, "to": "within Stennet Cove"},
        },
        facts={
            "quote": {
                "programmes 130gsm silk, rush": 755.0,
                "programmes 150gsm matte, rush": 885.0,
                "posters, rush": 81.0,
                "delivery": 35.0,
            }
        },
    )
    s.say(
        "Thanks, Rasmus. Standard turnaround would be Monday, April 12, after the concert, so "
        "both items need our rush service (+25% of the print cost):\n"
        "- 400 programmes, 12 pages, 130gsm silk: $568.00 + $45.00 setup + $142.00 rush = "
        "$755.00, ready Friday, April 9\n"
        "- 400 programmes on 150gsm matte: $672.00 + $45.00 + $168.00 rush = $885.00\n"
        "- 30 A2 posters, 200gsm silk: $28.80 + $45.00 + $7.20 rush = $81.00, ready "
        "Wednesday, April 7\n"
        "- Delivery within Stennet Cove: $35.00\n\n"
        "With the silk programmes that's $871.00 delivered; the matte would come to $1,001.00. "
        "I'd still say the matte feels more substantial in the hand, if the committee can "
        "stretch."
    )
    s.user(
        "silk then, we stay under 900. and the posters first please, they need to go up "
        "around town this week",
        facts={
            "stock_choice": {"programmes": "130gsm silk"},
            "order_request": {"first": "posters"},
        },
    )
    s.confirm(
        "Here's the order:\n"
        "1. 30 A2 posters, 200gsm silk, rush: $81.00, printed first, ready Wednesday, April 7\n"
        "2. 400 programmes, 12 pages, 130gsm silk, rush: $755.00, ready Friday, April 9\n"
        "- Delivery to the Quayside Assembly Rooms, Stennet Cove: $35.00\n"
        "- $871.00 in all, charged to your Mastercard ****4470; proofs to you first\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "account_id": "BA-5562",
                    "items": ["30 A2 posters 200gsm silk", "400 A5 programmes 130gsm silk"],
                    "rush": True,
                    "fulfilment": "delivery",
                    "total": 871.0,
                    "payment": "Mastercard ****4470",
                },
            )
        ],
    )
    s.no(
        "actually skip the delivery, I'll collect them myself. save the 35",
        facts={"fulfilment": {"method": "collect", "not": "delivery"}},
    )
    s.confirm(
        "No problem, nothing is placed yet. Here's the corrected order:\n"
        "1. 30 A2 posters, 200gsm silk, rush: $81.00, printed first, ready Wednesday, April 7\n"
        "2. 400 programmes, 12 pages, 130gsm silk, rush: $755.00, ready Friday, April 9\n"
        "- Collection from our Varrowdene counter, no delivery charge\n"
        "- $836.00 in all, charged to your Mastercard ****4470; proofs to you first\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_run_order",
                {
                    "account_id": "BA-5562",
                    "items": ["30 A2 posters 200gsm silk", "400 A5 programmes 130gsm silk"],
                    "rush": True,
                    "fulfilment": "collect",
                    "total": 836.0,
                    "payment": "Mastercard ****4470",
                },
            )
        ],
    )
    s.yes("yes that's right")
    s.call(
        "place_run_order",
        {
            "account_id": "BA-5562",
            "items": ["30 A2 posters 200gsm silk", "400 A5 programmes 130gsm silk"],
            "rush": True,
            "fulfilment": "collect",
            "total": 836.0,
            "payment": "Mastercard ****4470",
        },
        {
            "run_id": "RUN-61529",
            "status": "awaiting_proof_approval",
            "sequence": ["posters", "programmes"],
            "ready_by": {"posters": "2027-04-07", "programmes": "2027-04-09"},
            "total": 836.0,
            "charged": "Mastercard ****4470",
            "proofs": [
                {"proof_id": "PRF-3340", "item": "posters"},
                {"proof_id": "PRF-3341", "item": "programmes"},
            ],
            "fulfilment": "collect at Varrowdene counter",
        },
        facts={"run_id": "RUN-61529"},
    )
    s.boundary(
        "the $871.00 order with delivery rejected by his correction; RUN-61529 (posters first, "
        "then 400 silk programmes, rush, collected, $836.00) executed, not reported yet; the "
        "matte programmes ($885.00) suggested and declined; under $900 all in"
    )


def session_cancel(s):
    """A duplicate brochure run cancelled (the colleague's, not hers); the setup fee kept and
    its waiver refused; turning it into another job declined."""
    greet(s)
    s.user(
        "hi, we've ordered the same brochures twice by mistake. my colleague Fergal put one in "
        "on friday and I did one on monday. cancel his one please, keep mine",
        facts={"cancel_request": {"cancel": "the run Fergal placed on Friday", "keep": "hers"}},
    )
    s.say("I can sort that out. What's your name and the account number?")
    s.user("Saskia Dunphail, Ribblesford, 3840")
    s.call(
        "lookup_account",
        {"account_id": "BA-3840", "name": "Saskia Dunphail"},
        account("BA-3840"),
        facts={
            "account_id": "BA-3840",
            "account": "Ribblesford Estate Agents",
            "contact": "Saskia Dunphail",
            "terms": "card on file",
        },
    )
    s.call(
        "get_runs",
        {"account_id": "BA-3840", "since": "2027-04-01"},
        {
            "account_id": "BA-3840",
            "runs": [
                {
                    "run_id": "RUN-61388",
                    "item": "1,000 property brochures, A4, 8 pp, 170gsm silk",
                    "placed": "2027-04-02",
                    "placed_by": "Fergal Moultrie",
                    "total": 312.0,
                    "paid": "Mastercard ****1836",
                    "proof": {"proof_id": "PRF-3297", "status": "sent, not approved"},
                    "status": "awaiting_proof_approval",
                },
                {
                    "run_id": "RUN-61391",
                    "item": "1,000 property brochures, A4, 8 pp, 170gsm silk",
                    "placed": "2027-04-05",
                    "placed_by": "Saskia Dunphail",
                    "total": 312.0,
                    "paid": "Mastercard ****1836",
                    "proof": {"proof_id": "PRF-3305", "status": "approved"},
                    "status": "scheduled",
                    "print_date": "2027-04-07",
                },
            ],
            "cancellation_policy": (
                "a run not yet on press can be cancelled; the $45.00 setup fee is kept once "
                "its proof has been made; the rest is refunded to the card within 5 working "
                "days"
            ),
        },
        facts={
            "runs": {
                "RUN-61388": {"placed_by": "Fergal Moultrie", "placed": "2027-04-02"},
                "RUN-61391": {"placed_by": "Saskia Dunphail", "placed": "2027-04-05"},
            },
        },
    )
    s.say(
        "Thanks, Saskia. I see both runs of 1,000 A4 property brochures, $312.00 each on your "
        "Mastercard ****1836:\n"
        "- RUN-61388, placed by Fergal Moultrie on Friday, April 2; its proof PRF-3297 was "
        "never approved\n"
        "- RUN-61391, placed by you on Monday, April 5; proof PRF-3305 approved, printing "
        "tomorrow, Wednesday, April 7\n\n"
        "Fergal's run can be cancelled. As its proof was already made, the $45.00 setup fee "
        "is kept and $267.00 goes back to the card within 5 working days. Instead of "
        "cancelling, I could also turn his run into the lettings flyers you order each month, "
        "so the setup isn't wasted."
    )
    s.user(
        "no, just cancel it. and can you waive the 45? it's your system that let us order "
        "the same thing twice"
    )
    s.confirm(
        "I'm sorry, I can't waive the setup fee: the proof for that run was already made. "
        "Here's the cancellation:\n"
        "- Cancel RUN-61388 (Fergal Moultrie's, placed Friday, April 2)\n"
        "- Refund $267.00 to Mastercard ****1836 within 5 working days; $45.00 setup fee "
        "kept\n"
        "- Your run RUN-61391 is not affected and prints tomorrow\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_run",
                {"run_id": "RUN-61388", "refund": 267.0, "fee_kept": 45.0},
            )
        ],
    )
    s.yes("fine. yes, cancel it")
    s.call(
        "cancel_run",
        {"run_id": "RUN-61388", "refund": 267.0, "fee_kept": 45.0},
        {
            "cancellation_id": "CXL-0452",
            "run_id": "RUN-61388",
            "status": "cancelled",
            "refund": {"amount": 267.0, "to": "Mastercard ****1836", "within": "5 working days"},
            "fee_kept": 45.0,
            "unaffected": ["RUN-61391"],
        },
        facts={"cancellation_id": "CXL-0452"},
    )
    s.say(
        "Done: Fergal's run RUN-61388 is cancelled (cancellation CXL-0452). $267.00 goes back "
        "to your Mastercard ****1836 within 5 working days, and the $45.00 setup fee is kept. "
        "Your run RUN-61391 prints tomorrow as planned."
    )
    s.user("thanks. can you make it so only I can place orders on our account from now on?")
    s.boundary(
        "RUN-61388 (Fergal's) cancelled as CXL-0452, executed and reported ($267.00 refunded, "
        "$45.00 kept); her RUN-61391 kept, prints Apr 7; waiving the $45 refused; turning the "
        "run into lettings flyers offered and declined; her question about order rights open"
    )


SCRIPTS = {"credit": session_credit, "budget": session_budget, "cancel": session_cancel}
