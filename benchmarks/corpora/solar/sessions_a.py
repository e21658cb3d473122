"""Session scripts, part 1: survey, quote and payment.

Each script plays one invented session at the customer desk of Quillmoor Solar Co.
(homeowners, account ids, sites, jobs, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, thanks for contacting Quillmoor Solar. I can help with site surveys, quotes and "
        "contracts, payments and financing, permits and the utility, and install scheduling. "
        "What can I do for you today?"
    )


def session_survey(s):
    """A house-roof survey: the Tuesday morning window corrected to Thursday afternoon."""
    greet(s)
    s.user(
        "hi, I want to get solar on my house. I think someone has to come look at the roof "
        "first? acct QM 208417"
    )
    s.say(
        "Yes, every system starts with a free site survey. To verify your account, please "
        "give me the account holder's name and the phone number on file."
    )
    s.user("Mina Ashcombe - well, Wilhelmina on the account. 802 555 0113")
    s.call(
        "lookup_customer",
        {"account_id": "QM-208417", "name": "Wilhelmina Ashcombe", "phone": "+1 802-555-0113"},
        verified("QM-208417"),
        facts={
            "account_id": "QM-208417",
            "customer": "Wilhelmina Ashcombe",
            "service_address": "14 Tarrow Lane, Hesketh Falls, VT 05841",
            "sites": {"ST-1": "house roof", "ST-2": "barn roof"},
        },
    )
    s.call(
        "get_survey_slots",
        {"account_id": "QM-208417", "site_id": "ST-1", "from": "2027-02-15"},
        {
            "site_id": "ST-1",
            "survey_fee": 0.0,
            "duration_hours": 2,
            "slots": [
                {
                    "slot_id": "SVS-2216",
                    "date": "2027-02-16",
                    "window": "morning",
                    "hours": "08:00-11:00",
                },
                {
                    "slot_id": "SVS-2217",
                    "date": "2027-02-17",
                    "window": "morning",
                    "hours": "08:00-11:00",
                },
                {
                    "slot_id": "SVS-2220",
                    "date": "2027-02-18",
                    "window": "afternoon",
                    "hours": "13:00-16:00",
                },
                {
                    "slot_id": "SVS-2231",
                    "date": "2027-02-22",
                    "window": "afternoon",
                    "hours": "13:00-16:00",
                },
            ],
            "adding_a_site": "a second roof at the same address can be surveyed in the same "
            "visit at no charge (adds about 1 hour)",
        },
        facts={
            "survey_slots": {
                "SVS-2216": "2027-02-16 morning 08:00-11:00",
                "SVS-2217": "2027-02-17 morning 08:00-11:00",
                "SVS-2220": "2027-02-18 afternoon 13:00-16:00",
                "SVS-2231": "2027-02-22 afternoon 13:00-16:00",
            }
        },
    )
    s.say(
        "Thanks, Wilhelmina, you're verified. The survey of your house roof at 14 Tarrow Lane "
        "is free and takes about 2 hours. The next openings are:\n"
        "- Tuesday, February 16: morning, 8:00-11:00 am\n"
        "- Wednesday, February 17: morning, 8:00-11:00 am\n"
        "- Thursday, February 18: afternoon, 1:00-4:00 pm\n"
        "- Monday, February 22: afternoon, 1:00-4:00 pm\n\n"
        "I also see a barn roof on your account. I'd suggest having the surveyor look at it in "
        "the same visit: it's free and only adds about an hour, and it saves a second trip."
    )
    s.user(
        "next tuesday is good. just the house, the barn can wait till next year",
        facts={"survey_request": {"site_id": "ST-1", "date": "2027-02-16"}},
    )
    s.confirm(
        "Here's the visit I'll book:\n"
        "- Site survey of the house roof (ST-1), 14 Tarrow Lane, Hesketh Falls\n"
        "- Tuesday, February 16, 2027, morning window 8:00-11:00 am (SVS-2216)\n"
        "- No charge; the barn roof is not included\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_site_survey",
                {"account_id": "QM-208417", "site_id": "ST-1", "slot_id": "SVS-2216"},
            )
        ],
    )
    s.no(
        "wait, that's a morning? no, I'm at work till noon. afternoons only. the thursday "
        "afternoon one then",
        facts={
            "survey_request": {"site_id": "ST-1", "date": "2027-02-18", "window": "afternoon only"}
        },
    )
    s.confirm(
        "Sorry about that, nothing is booked yet. Here's the corrected visit:\n"
        "- Site survey of the house roof (ST-1), 14 Tarrow Lane, Hesketh Falls\n"
        "- Thursday, February 18, 2027, afternoon window 1:00-4:00 pm (SVS-2220)\n"
        "- No charge; the barn roof is not included\n\n"
        "Shall I book this one? (yes/no)",
        [
            (
                "book_site_survey",
                {"account_id": "QM-208417", "site_id": "ST-1", "slot_id": "SVS-2220"},
            )
        ],
    )
    s.yes("yes thats fine")
    s.call(
        "book_site_survey",
        {"account_id": "QM-208417", "site_id": "ST-1", "slot_id": "SVS-2220"},
        {
            "survey_id": "SV-8124",
            "status": "booked",
            "site_id": "ST-1",
            "date": "2027-02-18",
            "window": "13:00-16:00",
            "surveyor": "Casimir Oyelaran",
            "fee": 0.0,
        },
        facts={"survey_id": "SV-8124"},
    )
    s.say(
        "Booked: survey SV-8124 of your house roof on Thursday, February 18, between 1:00 and "
        "4:00 pm. Your surveyor is Casimir Oyelaran; he'll call about 30 minutes before he "
        "arrives. The barn roof isn't included; you can book it any time later."
    )
    s.user("great. do I need to clear the snow off the roof before he comes?")
    s.boundary(
        "the Tuesday Feb 16 morning survey rejected by her correction (afternoons only); the "
        "Thursday Feb 18 afternoon survey SV-8124 executed and reported; the barn survey "
        "suggested and declined; her snow question open"
    )


def session_quote(s):
    """A 12-panel black-frame quote accepted; the battery and critter guard declined; the
    deposit on the card, not the loan."""
    greet(s)
    s.user(
        "hey, your survey guy came out last week. I'm ready to go ahead with a quote but I "
        "have some conditions. account 311562"
    )
    s.say("Great. To verify your account, please give me your full name and the email on file.")
    s.user("corwin halloran, challoran@example.net")
    s.call(
        "lookup_customer",
        {"account_id": "QM-311562", "name": "Corwin Halloran", "email": "challoran@example.net"},
        verified("QM-311562"),
        facts={
            "account_id": "QM-311562",
            "customer": "Corwin Halloran",
            "service_address": "9 Brierly Rd, Pennard, VT 05762",
            "payment_method": "Visa ****2087",
            "sites": {"ST-1": {"label": "house roof", "survey_id": "SV-8031"}},
        },
    )
    s.call(
        "get_roof_design",
        {"account_id": "QM-311562", "site_id": "ST-1"},
        {
            "survey_id": "SV-8031",
            "faces": [
                {"face": "south", "fits_panels": 14, "street_side": False},
                {"face": "west", "fits_panels": 8, "street_side": True},
            ],
            "panel_options": [
                {
                    "model": "QM-410 All-Black",
                    "watts": 410,
                    "frame": "black",
                    "price_per_panel": 1225.0,
                },
                {
                    "model": "QM-410 Silver",
                    "watts": 410,
                    "frame": "silver",
                    "price_per_panel": 1190.0,
                },
            ],
            "min_panels": 10,
            "min_system_kw": 4.1,
            "permit_fee": 385.0,
            "annual_use_kwh": 7900,
            "reinforcement_needed": False,
        },
        facts={
            "design": {
                "south": 14,
                "west (street side)": 8,
                "black": 1225.0,
                "silver": 1190.0,
                "min_panels": 10,
                "permit_fee": 385.0,
            }
        },
    )
    s.say(
        "Thanks, Corwin. From survey SV-8031: the south face of your roof fits up to 14 "
        "panels, and the west face, the one toward the street, fits 8. Our panels are 410 W, "
        "$1,225 each in the all-black model or $1,190 with a silver frame, plus the town's "
        "permit fee of $385. The minimum system is 10 panels (4.1 kW). For your usage, about "
        "7,900 kWh a year, I'd suggest the full 14 on the south face, 5.74 kW, and adding a "
        "battery now while the crew is there anyway."
    )
    s.user(
        "ok so. nothing on the street side, that's the west one right. only the black ones, "
        "not silver, silver looks cheap. and I want to start smaller, 12 panels, the battery "
        "later",
        facts={
            "quote_request": {
                "panels": 12,
                "frame": "black",
                "faces": ["south"],
                "not": "west (street side)",
                "battery": "later",
            }
        },
    )
    s.call(
        "get_quote",
        {
            "account_id": "QM-311562",
            "site_id": "ST-1",
            "panels": 12,
            "model": "QM-410 All-Black",
            "faces": ["south"],
        },
        {
            "quote_id": "QT-3306",
            "panels": 12,
            "model": "QM-410 All-Black",
            "faces": ["south"],
            "system_kw": 4.92,
            "price_per_panel": 1225.0,
            "panels_subtotal": 14700.0,
            "permit_fee": 385.0,
            "total": 15085.0,
            "deposit": 1500.0,
            "valid_until": "2027-03-12",
        },
        facts={
            "quote": {
                "quote_id": "QT-3306",
                "panels": 12,
                "system_kw": 4.92,
                "total": 15085.0,
                "deposit": 1500.0,
            }
        },
    )
    s.confirm(
        "Here's your quote, QT-3306:\n"
        "- 12 QM-410 All-Black panels (black frames), south face only, nothing on the street "
        "side: 4.92 kW\n"
        "- 12 x $1,225.00 = $14,700.00, plus the $385.00 permit fee: $15,085.00 in total\n"
        "- $1,500.00 deposit due at signing; no battery\n\n"
        "Shall I accept the quote and create your contract? (yes/no)",
        [("accept_quote", {"account_id": "QM-311562", "quote_id": "QT-3306"})],
    )
    s.yes("yep, accept it")
    s.call(
        "accept_quote",
        {"account_id": "QM-311562", "quote_id": "QT-3306"},
        {
            "contract_id": "CT-7719",
            "status": "signed",
            "quote_id": "QT-3306",
            "job_id": "J-51290",
            "total": 15085.0,
            "deposit_due": 1500.0,
            "deposit_due_by": "2027-02-24",
        },
        facts={"contract_id": "CT-7719"},
    )
    s.boundary(
        "quote QT-3306 (12 black panels, south face, $15,085) accepted: contract CT-7719 "
        "executed, not reported yet; the agent's 14 panels and battery now suggested, 12 and "
        "the battery later chosen; no street side, black not silver"
    )
    s.say(
        "Done: your contract CT-7719 is created from quote QT-3306, job J-51290, $15,085.00 in "
        "total. The $1,500.00 deposit is due by Wednesday, February 24. Two add-ons can still "
        "go on this contract: the Stoutcell 13.5 kWh battery for $11,400, and a critter guard, "
        "a mesh skirt around the array that keeps squirrels and birds out, for $540. And how "
        "would you like to pay the deposit: your Visa ****2087, or rolled into a loan?"
    )
    s.user(
        "no battery, I said later. the critter thing, not now either. deposit on the visa, "
        "not the loan, I'm not financing a deposit",
        facts={
            "addons": {"battery": "declined", "critter_guard": "declined"},
            "deposit_request": {"amount": 1500.0, "method": "Visa ****2087", "not": "loan"},
        },
    )
    s.confirm(
        "Understood, no add-ons. Here's the deposit:\n"
        "- $1,500.00 deposit for contract CT-7719\n"
        "- Charged to your Visa ****2087, not financed\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "charge_deposit",
                {
                    "account_id": "QM-311562",
                    "contract_id": "CT-7719",
                    "amount": 1500.0,
                    "method": "Visa ****2087",
                },
            )
        ],
    )
    s.yes("yes charge it")
    s.boundary(
        "CT-7719 reported; battery ($11,400) and critter guard ($540) offered and declined; "
        "the $1,500 deposit on Visa ****2087 (not the loan) approved by his yes, no call yet"
    )


def session_payment(s):
    """The install milestone on the Mastercard, declined by the issuer; the final milestone
    and the prepay discount left alone."""
    greet(s)
    s.user(
        "I'd like to pay the next installment for my solar, the install is coming up. solveig falkenrath"
    )
    s.say("Happy to help, Solveig. Please give me your account number and the phone on file.")
    s.user("QM127990 and 802-555-0168")
    s.call(
        "lookup_customer",
        {"account_id": "QM-127990", "name": "Solveig Falkenrath", "phone": "+1 802-555-0168"},
        verified("QM-127990"),
        facts={
            "account_id": "QM-127990",
            "customer": "Solveig Falkenrath",
            "service_address": "230 Oxbow Hill Rd, Hesketh Falls, VT 05841",
            "jobs": {"J-50877": {"contract_id": "CT-7604", "install_date": "2027-02-22"}},
        },
    )
    s.call(
        "get_payment_schedule",
        {"account_id": "QM-127990", "contract_id": "CT-7604"},
        {
            "contract_id": "CT-7604",
            "contract_total": 17535.0,
            "milestones": [
                {
                    "milestone": "deposit",
                    "amount": 1500.0,
                    "status": "paid",
                    "paid_on": "2027-01-12",
                    "payment_id": "PAY-65880",
                },
                {
                    "milestone": "install_start",
                    "amount": 8767.5,
                    "status": "due",
                    "due": "2027-02-22",
                },
                {
                    "milestone": "pto",
                    "amount": 7267.5,
                    "status": "not_due",
                    "due": "at permission to operate from the utility",
                },
            ],
            "prepay_discount": "2% off when both remaining milestones are paid together: "
            "15714.30 instead of 16035.00",
            "cards_on_file": ["Mastercard ****5530", "Amex ****3104"],
        },
        facts={
            "payment_schedule": {
                "deposit": {"amount": 1500.0, "status": "paid", "payment_id": "PAY-65880"},
                "install_start": {"amount": 8767.5, "due": "2027-02-22"},
                "pto": {"amount": 7267.5, "due": "at permission to operate"},
            }
        },
    )
    s.say(
        "Thanks, Solveig. Your contract CT-7604 comes to $17,535.00:\n"
        "- the $1,500.00 deposit, paid on January 12 (PAY-65880)\n"
        "- the install-start milestone, $8,767.50, due Monday, February 22, your install day\n"
        "- the final milestone, $7,267.50, due when the utility grants permission to operate\n\n"
        "If you pay both remaining milestones together today, there's a 2% prepay discount: "
        "$15,714.30 instead of $16,035.00. Which card would you like to use, the Mastercard "
        "****5530 or the Amex ****3104?"
    )
    s.user(
        "just the install one. the final one I pay when the utility actually turns it on, not "
        "before. use the mastercard, not the amex",
        facts={
            "payment_request": {
                "milestone": "install_start",
                "amount": 8767.5,
                "method": "Mastercard ****5530",
                "final": "not before permission to operate",
            }
        },
    )
    s.confirm(
        "Here's the payment:\n"
        "- Install-start milestone of contract CT-7604: $8,767.50\n"
        "- Charged to Mastercard ****5530\n"
        "- The final $7,267.50 stays due at permission to operate\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "pay_milestone",
                {
                    "account_id": "QM-127990",
                    "contract_id": "CT-7604",
                    "milestone": "install_start",
                    "amount": 8767.5,
                    "method": "Mastercard ****5530",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "pay_milestone",
        {
            "account_id": "QM-127990",
            "contract_id": "CT-7604",
            "milestone": "install_start",
            "amount": 8767.5,
            "method": "Mastercard ****5530",
        },
        {
            "error": "card_declined",
            "message": (
                "The issuer declined Mastercard ****5530 for 8767.50 (do_not_honor); no payment "
                "was taken. The install_start milestone is still due 2027-02-22."
            ),
        },
        error=True,
    )
    s.boundary(
        "the $8,767.50 install milestone on Mastercard ****5530 declined by the issuer "
        "(ledger: executed), not reported yet; deposit PAY-65880 paid earlier; the prepay "
        "discount offered and declined; the final $7,267.50 not before PTO; not the Amex"
    )


SCRIPTS = {"survey": session_survey, "quote": session_quote, "payment": session_payment}
