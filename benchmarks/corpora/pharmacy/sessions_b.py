"""Session scripts, part 2: delivery, insurance, switch, vacation and moving.

Each script plays one invented session at the refill desk of Fernbrook Pharmacy (patients,
patient ids, prescription numbers, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import delivery_slots, fill_history, prescriptions, ready_refills
from sessions_a import greet, verify


def session_delivery(s):
    """Delivery after hip surgery: the Thursday slot fails; a Wednesday evening slot proposed."""
    greet(s)
    s.user(
        "Good morning. I just had hip surgery and I can't drive for a few weeks. Can you bring "
        "my refills to the house this week? Ambrose Kettering, 1/30/49"
    )
    s.say(
        "Sorry to hear about the surgery, Ambrose; we can deliver. To verify, please also give "
        "me the phone number on your profile."
    )
    s.user("603 555 0119")
    pid = "PT-3309871"
    verify(
        s,
        pid,
        {"name": "Ambrose Kettering", "dob": "1949-01-30", "phone": "+1 603-555-0119"},
        delivery_address="27 Sallow Ln, Wexley",
        payment_on_file="Amex ****1007",
    )
    s.call(
        "get_refill_status",
        {"patient_id": pid},
        ready_refills(pid),
        facts={
            "refills_ready": {
                "RF-2201190": "apixaban 5 mg, 60 tablets, $47.00",
                "RF-2201191": "metoprolol succinate ER 25 mg, 30 tablets, $2.50",
            }
        },
    )
    where = {"address": "27 Sallow Ln, Wexley", "from": "2025-11-04"}
    s.call("get_delivery_slots", where, delivery_slots())
    s.say(
        "Both refills are ready: apixaban 5 mg (RF-2201190, $47.00) and metoprolol succinate "
        "ER 25 mg (RF-2201191, $2.50). Delivery to 27 Sallow Ln is $5.99, and these are the "
        "open windows: Thursday, November 6, 10 am-1 pm or 2-5 pm; Friday, November 7, 10 "
        "am-1 pm or 2-5 pm. Someone has to sign for it. Which works?"
    )
    s.user(
        "thursday afternoon. not the morning, my physical therapist comes mornings. and it has "
        "to be before friday, I'm down to my last 2 of the blood thinner",
        facts={
            "delivery_preference": {
                "choice": "Thursday afternoon",
                "not": "mornings (physical therapy)",
                "by": "before Friday",
                "apixaban_left": "2 tablets",
            }
        },
    )
    refills = ["RF-2201190", "RF-2201191"]
    thursday = {
        "patient_id": pid,
        "refill_ids": refills,
        "address": "27 Sallow Ln, Wexley",
        "slot_id": "DS-1106-PM",
        "payment": "Amex ****1007",
        "total": 55.49,
    }
    s.confirm(
        "Here's the delivery:\n"
        "- Apixaban 5 mg (RF-2201190, $47.00) and metoprolol succinate ER 25 mg (RF-2201191, "
        "$2.50)\n"
        "- To 27 Sallow Ln, Wexley, Thursday, November 6, 2-5 pm, signature required\n"
        "- Delivery fee $5.99; total $55.49 to your Amex ending 1007\n\n"
        "Shall I book it? (yes/no)",
        [("schedule_delivery", thursday)],
    )
    s.yes("yes book it")
    s.call(
        "schedule_delivery",
        thursday,
        {
            "error": "slot_unavailable",
            "message": "DS-1106-PM (2025-11-06 14:00-17:00) is full: route capacity reached. "
            "Nothing was booked or charged.",
        },
        error=True,
    )
    s.boundary(
        "the confirmed Thursday Nov 6 2-5 pm delivery ($55.49 on Amex ****1007) failed (slot "
        "full), not reported yet; not mornings, before Friday"
    )
    s.call("get_delivery_slots", where, delivery_slots(taken="DS-1106-PM"))
    s.say(
        "I'm sorry, Ambrose: the Thursday 2-5 pm window filled up just before I could book it, "
        "so nothing is booked and nothing was charged. Before Friday, the only window that "
        "isn't a morning is tomorrow, Wednesday, November 5, 5-8 pm, with our evening courier. "
        "Its fee is normally $9.99, but since you lost your slot I'll keep it at $5.99. Would "
        "Wednesday evening work?"
    )
    s.user(
        "wednesday evening is fine, even better. have them ring the bell and hand it to me, "
        "don't leave it on the porch",
        facts={"delivery_instructions": "ring the bell, hand it to him; not left on the porch"},
    )
    wednesday = {
        **thursday,
        "slot_id": "DS-1105-EVE",
        "instructions": "ring the bell, hand to the patient, do not leave at the door",
    }
    s.confirm(
        "Here's the new booking:\n"
        "- Apixaban 5 mg (RF-2201190, $47.00) and metoprolol succinate ER 25 mg (RF-2201191, "
        "$2.50)\n"
        "- To 27 Sallow Ln, Wexley, Wednesday, November 5, 5-8 pm (evening courier), signature "
        "required\n"
        "- Ring the bell and hand it to you; never left on the porch\n"
        "- Delivery fee $5.99 (the $4.00 evening surcharge waived); total $55.49 to your Amex "
        "ending 1007\n\n"
        "Shall I book it? (yes/no)",
        [("schedule_delivery", wednesday)],
    )
    s.boundary(
        "the failed Thursday booking reported (nothing charged); Wed Nov 5 5-8 pm by the "
        "evening courier ($5.99, surcharge waived, $55.49) proposed and pending"
    )


def session_insurance(s):
    """New insurance from Oct 1: profile updated, one cash fill rebilled, one claim to the plan."""
    greet(s)
    s.user(
        "Hi. I started a new job and my insurance changed on Oct 1. Also I paid full price for "
        "my meds last month because the old card got rejected, can I get that money back? "
        "Priscilla Ndiaye, 9/18/1975"
    )
    s.say(
        "Congratulations on the new job, Priscilla. To verify, please give me the phone number "
        "on your profile."
    )
    s.user("6035550163")
    pid = "PT-8820463"
    verify(
        s,
        pid,
        {"name": "Priscilla Ndiaye", "dob": "1975-09-18", "phone": "+1 603-555-0163"},
        insurance="Crestline Health Plan, member CHP-22093317 (ended 2025-09-30)",
        payment_on_file="Visa ****7719",
    )
    s.say(
        "Thanks, you're verified. On file I have Crestline Health Plan, member CHP-22093317, "
        "which ended September 30. Please read me the new card: the plan name, member ID and "
        "group number."
    )
    s.user(
        "Larkspur Rx, member id LRX 774022906, group 55812",
        facts={
            "new_insurance": {
                "plan": "Larkspur Rx Benefits",
                "member_id": "LRX-774022906",
                "group": "55812",
            }
        },
    )
    card = {"plan": "Larkspur Rx Benefits", "member_id": "LRX-774022906", "group": "55812"}
    s.call(
        "check_eligibility",
        {"patient_id": pid, **card},
        {"eligible": True, **card, "effective": "2025-10-01", "copay_generic": 10.0},
    )
    update = {
        "patient_id": pid,
        **card,
        "effective": "2025-10-01",
        "remove": "CHP-22093317",
    }
    s.confirm(
        "Larkspur confirms you're covered since October 1. Here's the change:\n"
        "- Add Larkspur Rx Benefits, member LRX-774022906, group 55812, effective October 1, "
        "2025, as your primary plan\n"
        "- Remove Crestline Health Plan (CHP-22093317, ended September 30)\n\n"
        "Shall I update your profile? (yes/no)",
        [("update_insurance", update)],
    )
    s.yes("yes")
    s.call(
        "update_insurance",
        update,
        {
            "status": "updated",
            "primary": "Larkspur Rx Benefits, member LRX-774022906",
            "removed": "Crestline Health Plan, member CHP-22093317",
        },
        facts={"insurance": "Larkspur Rx Benefits, member LRX-774022906"},
    )
    s.call(
        "get_fill_history",
        {"patient_id": pid, "since": "2025-10-01"},
        fill_history(pid),
        facts={
            "october_fills": {
                "RF-2186650": "metformin ER 750 mg, 2025-10-15, cash $38.60 (CHG-901220)",
                "RF-2192340": "losartan 50 mg, 2025-10-31, cash $14.20 (CHG-905102)",
            }
        },
    )
    rebill = {"patient_id": pid, "refill_id": "RF-2192340", "plan": "Larkspur Rx Benefits"}
    claim = {
        "patient_id": pid,
        "refill_id": "RF-2186650",
        "plan": "Larkspur Rx Benefits",
        "amount_paid": 38.6,
    }
    s.confirm(
        "Your profile now has Larkspur. Two fills were paid in cash in October:\n"
        "- Losartan 50 mg, October 31 (RF-2192340), $14.20: that's within our 14-day window, "
        "so I can rebill it to Larkspur now. Your copay is $10.00, so $4.20 goes back to your "
        "Visa ending 7719.\n"
        "- Metformin ER 750 mg, October 15 (RF-2186650), $38.60: too old for us to rebill, but "
        "I can send Larkspur a reimbursement claim for it on your behalf. Larkspur decides; if "
        "they approve, they mail you a check.\n\n"
        "Shall I do both? (yes/no)",
        [("rebill_fill", rebill), ("submit_reimbursement_claim", claim)],
    )
    s.yes("yes do both please")
    s.call(
        "rebill_fill",
        rebill,
        {
            "refill_id": "RF-2192340",
            "status": "rebilled",
            "plan": "Larkspur Rx Benefits",
            "copay": 10.0,
            "refund": {
                "refund_id": "RFD-34102",
                "amount": 4.2,
                "to": "Visa ****7719",
                "expected_by": "2025-11-12",
            },
        },
    )
    s.call(
        "submit_reimbursement_claim",
        claim,
        {
            "claim_id": "RC-71348",
            "status": "pending_insurer_review",
            "submitted_to": "Larkspur Rx Benefits",
            "amount_claimed": 38.6,
            "reimbursement_if_approved": 28.6,
            "paid_by": "check from Larkspur to the member",
            "decision_by": "2025-12-05",
        },
        facts={"reimbursement_claim_id": "RC-71348"},
    )
    s.say(
        "Both done:\n"
        "- The losartan (RF-2192340, October 31) is rebilled to Larkspur. Your copay is $10.00, "
        "so refund RFD-34102 puts $4.20 back on your Visa ending 7719 by November 12.\n"
        "- Reimbursement claim RC-71348 for the October 15 metformin ER ($38.60) is submitted "
        "to Larkspur. It's pending their review, not approved yet; they decide by December 5. "
        "If they approve it, Larkspur mails you a check for $28.60 (the $38.60 less your $10.00 "
        "copay).\n"
        "One more thing: Larkspur's 90-day mail-order program would bring your metformin ER to "
        "$20.00 for 90 days. Would you like me to sign you up?"
    )
    s.user("no thanks, I'd rather keep picking up here.")
    s.boundary(
        "insurance updated to Larkspur; losartan RF-2192340 rebilled ($4.20 back, RFD-34102); "
        "reimbursement claim RC-71348 for the metformin ($38.60) submitted, pending Larkspur's "
        "review (decision by Dec 5, $28.60 if approved), all reported; mail order declined"
    )


def session_switch(s):
    """The old metformin refill cancelled and off auto-refill; the ER one filled and on it."""
    greet(s)
    s.user(
        "hey, I got a text that my metformin is being refilled. my doctor switched me to the ER "
        "version last week, so I don't want the old one anymore. Yusuf Harrowby"
    )
    s.say(
        "Thanks for catching that, Yusuf. To verify, please give me your date of birth and the "
        "phone number on your profile."
    )
    s.user("4-27-62, 603 555 0128")
    pid = "PT-2207764"
    verify(s, pid, {"name": "Yusuf Harrowby", "dob": "1962-04-27", "phone": "+1 603-555-0128"})
    s.call(
        "get_prescriptions",
        {"patient_id": pid, "status": "active"},
        prescriptions(pid, "6087731", "6119204", "6087740"),
        facts={
            "prescriptions": {
                "6087731": "metformin 500 mg, 180 tablets, auto-refill on, refill RF-2203318 "
                "in process",
                "6119204": "metformin ER 750 mg, 60 tablets, received 2025-10-30, not filled, "
                "copay $5.00",
                "6087740": "glipizide 5 mg, auto-refill on, next 2025-12-12",
            }
        },
    )
    cancel = {"patient_id": pid, "refill_id": "RF-2203318"}
    old_off = {"patient_id": pid, "rx_number": "6087731", "auto_refill": False}
    s.confirm(
        "I see it: refill RF-2203318 of metformin 500 mg (Rx 6087731, 180 tablets) is in "
        "process, and that prescription is on auto-refill. Dr. Samir Okonjo's new metformin ER "
        "750 mg (Rx 6119204) came in on October 30 and hasn't been filled. For the old one:\n"
        "- Cancel refill RF-2203318 of metformin 500 mg; nothing has been charged\n"
        "- Turn off auto-refill for Rx 6087731, so it isn't filled again\n\n"
        "Shall I go ahead? (yes/no)",
        [("cancel_refill", cancel), ("update_auto_refill", old_off)],
    )
    s.yes(
        "yes. leave the glipizide on auto refill though, that one didn't change",
        facts={"keep_auto_refill": "glipizide 5 mg (Rx 6087740) stays on auto-refill"},
    )
    s.call(
        "cancel_refill",
        cancel,
        {"refill_id": "RF-2203318", "status": "cancelled", "charged": 0.0},
    )
    s.call("update_auto_refill", old_off, {"rx_number": "6087731", "auto_refill": False})
    s.say(
        "Done: refill RF-2203318 is cancelled, nothing was charged, and Rx 6087731 (metformin "
        "500 mg) is off auto-refill. Your glipizide stays on auto-refill, next around December "
        "12. Would you like me to fill the new metformin ER 750 mg now? It's $5.00 for 60 "
        "tablets. I could also set up med sync, so the glipizide and the metformin ER are "
        "refilled on the same day."
    )
    s.user(
        "yes fill the ER, and put it on auto refill like the old one was. no med sync, I'm "
        "fine with how the glipizide goes",
        facts={"med_sync": "declined"},
    )
    fill = {"patient_id": pid, "rx_number": "6119204", "quantity": 60, "fulfillment": "pickup"}
    new_on = {"patient_id": pid, "rx_number": "6119204", "auto_refill": True}
    s.confirm(
        "Here's the new one:\n"
        "- Fill metformin ER 750 mg, Rx 6119204, 60 tablets, copay $5.00, for pickup at 410 "
        "Calder Ave\n"
        "- Turn on auto-refill for Rx 6119204\n\n"
        "Shall I go ahead? (yes/no)",
        [("refill_prescription", fill), ("update_auto_refill", new_on)],
    )
    s.yes("yep")
    s.call(
        "refill_prescription",
        fill,
        {
            "refill_id": "RF-2203402",
            "rx_number": "6119204",
            "status": "queued",
            "ready_by": "2025-11-05T11:00",
            "copay": 5.0,
        },
        facts={"refill_id": "RF-2203402"},
    )
    s.call(
        "update_auto_refill",
        new_on,
        {"rx_number": "6119204", "auto_refill": True, "next_refill": "2025-12-02"},
    )
    s.say(
        "All set: metformin ER 750 mg refill RF-2203402 will be ready at Calder Ave tomorrow, "
        "Wednesday, November 5, after 11 am; copay $5.00. Rx 6119204 is now on auto-refill, "
        "next around December 2. No med sync, as you said."
    )
    s.boundary(
        "RF-2203318 cancelled and Rx 6087731 off auto-refill; RF-2203402 (metformin ER, Nov 5 "
        "after 11 am, $5.00) and auto-refill on Rx 6119204 executed, all reported; glipizide "
        "untouched; med sync offered and declined"
    )


def session_vacation(s):
    """A 90-day vacation supply: the override denied; the cash part refused; 30 days on Nov 17."""
    greet(s)
    s.user(
        "Hello! I'm going to stay with my daughter in Lisbon for 3 months, I leave on the 19th. "
        "I need 90 days of my thyroid pill instead of the usual 30. Wilhelmina Osei",
        facts={"travel": {"leaves": "2025-11-19", "away": "3 months"}},
    )
    s.say(
        "How lovely, Wilhelmina. To verify, please give me your date of birth and the phone "
        "number on your profile."
    )
    s.user("5 dec 1971 / 603-555-0171")
    pid = "PT-6650129"
    verify(
        s,
        pid,
        {"name": "Wilhelmina Osei", "dob": "1971-12-05", "phone": "+1 603-555-0171"},
        insurance="Crestline Health Plan, member CHP-70224519",
    )
    s.call(
        "get_prescriptions",
        {"patient_id": pid, "status": "active"},
        prescriptions(pid, "6079915"),
        facts={
            "prescriptions": {
                "6079915": "levothyroxine 75 mcg, 30 tablets, last filled 2025-10-20, copay $10.00"
            }
        },
    )
    s.call(
        "check_coverage",
        {"patient_id": pid, "rx_number": "6079915", "quantity": 90, "reason": "vacation"},
        {
            "plan": "Crestline Health Plan",
            "rx_number": "6079915",
            "earliest_fill_date": "2025-11-17",
            "vacation_override": "may be requested at the fill: up to 90 days, once per 12 months",
            "copay_90_days": 30.0,
        },
        facts={"coverage": {"6079915": "next fill from 2025-11-17; 90 days needs an override"}},
    )
    vacation = {
        "patient_id": pid,
        "rx_number": "6079915",
        "quantity": 90,
        "fill_date": "2025-11-17",
        "override": "vacation",
    }
    s.confirm(
        "Your levothyroxine 75 mcg (Rx 6079915) was last filled on October 20 with 30 tablets, "
        "and Crestline allows the next fill from Monday, November 17. For 90 days I'd ask "
        "Crestline for a vacation override:\n"
        "- Fill Rx 6079915, levothyroxine 75 mcg, 90 tablets, on November 17, with a vacation "
        "override request to Crestline\n"
        "- Copay $30.00 (3 × $10.00), ready at 410 Calder Ave that afternoon, before you leave "
        "on the 19th\n\n"
        "Shall I submit it? (yes/no)",
        [("fill_vacation_supply", vacation)],
    )
    s.yes("yes please")
    s.call(
        "fill_vacation_supply",
        vacation,
        {
            "error": "override_denied",
            "message": "Crestline Health Plan: vacation override denied; one override per 12 "
            "months, last used 2025-03-02. Nothing was filled or charged.",
        },
        error=True,
    )
    thirty = {
        "patient_id": pid,
        "rx_number": "6079915",
        "quantity": 30,
        "fill_date": "2025-11-17",
        "billing": "Crestline Health Plan",
    }
    sixty = {
        "patient_id": pid,
        "rx_number": "6079915",
        "quantity": 60,
        "fill_date": "2025-11-17",
        "billing": "cash, savings card",
        "price": 21.6,
    }
    s.confirm(
        "I'm sorry, Crestline denied the override: you already used this year's one vacation "
        "override on March 2, so nothing was filled or charged. To still cover 3 months:\n"
        "- Fill 30 tablets on November 17, billed to Crestline; copay $10.00\n"
        "- Fill 60 more tablets the same day without insurance, $21.60 with our savings card\n\n"
        "Shall I set up both? (yes/no)",
        [("fill_prescription", thirty), ("fill_prescription", sixty)],
    )
    s.no(
        "no, not the cash part. my daughter says her pharmacy there can fill it with a copy of "
        "the prescription. just do the 30 on insurance",
        facts={"fill_plan": "30 tablets on insurance; the rest from her daughter's pharmacy"},
    )
    s.confirm(
        "Understood, just the insurance fill:\n"
        "- Fill Rx 6079915, levothyroxine 75 mcg, 30 tablets, on Monday, November 17, billed "
        "to Crestline; copay $10.00\n"
        "- Ready for pickup at 410 Calder Ave after 2 pm that day\n"
        "- I'll put a printed copy of the prescription in the bag for your trip\n\n"
        "Shall I schedule it? (yes/no)",
        [("fill_prescription", thirty)],
    )
    s.yes("yes, thank you")
    s.call(
        "fill_prescription",
        thirty,
        {
            "refill_id": "RF-2205518",
            "status": "scheduled",
            "fill_date": "2025-11-17",
            "ready_after": "2025-11-17T14:00",
            "quantity": 30,
            "copay": 10.0,
            "billed_to": "Crestline Health Plan",
        },
        facts={"refill_id": "RF-2205518"},
    )
    s.say(
        "Scheduled: refill RF-2205518, 30 tablets of levothyroxine 75 mcg, ready Monday, "
        "November 17 after 2 pm; copay $10.00. The copy of the prescription will be in the "
        "bag. Safe travels!"
    )
    s.boundary(
        "the 90-day fill with the vacation override failed (denied, last used Mar 2) and was "
        "reported; the 30 + 60 cash proposal rejected by her correction; the 30-tablet fill "
        "RF-2205518 on Nov 17 ($10.00) executed and reported"
    )


def session_moving(s):
    """A transfer out: both prescriptions proposed, only the escitalopram approved; no call yet."""
    greet(s)
    s.user(
        "Hi, I'm moving to Esterly next month. Can you send my prescriptions to Corwin "
        "Pharmacy on Main St there? Theo Sandgren, dob 2/11/86"
    )
    s.say("Sure, Theo. To verify, please give me the phone number on your profile.")
    s.user("603 555 0192")
    pid = "PT-5108822"
    verify(s, pid, {"name": "Theo Sandgren", "dob": "1986-02-11", "phone": "+1 603-555-0192"})
    s.call(
        "get_prescriptions",
        {"patient_id": pid, "status": "active"},
        prescriptions(pid, "6102256", "6102261"),
        facts={
            "prescriptions": {
                "6102256": "escitalopram 10 mg, 3 refills left, refillable from 2025-11-23",
                "6102261": "lamotrigine 100 mg, 5 refills left, refillable from 2025-11-22",
            }
        },
    )
    corwin = {
        "pharmacy": "Corwin Pharmacy",
        "address": "88 Main St, Esterly",
        "phone": "+1 603-555-0140",
    }
    s.call(
        "lookup_pharmacy",
        {"name": "Corwin Pharmacy", "city": "Esterly"},
        {**corwin, "ncpdp": "3321874", "accepts_transfers": True},
        facts={"transfer_to": corwin},
    )
    esc = {"patient_id": pid, "rx_number": "6102256", "to": "Corwin Pharmacy, 88 Main St, Esterly"}
    lam = {**esc, "rx_number": "6102261"}
    s.confirm(
        "Found it: Corwin Pharmacy, 88 Main St, Esterly (+1 603-555-0140). Here's the "
        "transfer:\n"
        "- Transfer Rx 6102256, escitalopram 10 mg (3 refills left), to Corwin Pharmacy\n"
        "- Transfer Rx 6102261, lamotrigine 100 mg (5 refills left), to Corwin Pharmacy\n"
        "- Once transferred, they can't be filled here anymore\n\n"
        "Shall I send both? (yes/no)",
        [("transfer_prescription_out", esc), ("transfer_prescription_out", lam)],
    )
    s.no(
        "hold on, only the escitalopram for now. keep the lamotrigine here, I want to pick up "
        "one more fill of it on the 25th before I go",
        facts={"keep_here": "lamotrigine 100 mg (Rx 6102261): one more fill here on the 25th"},
    )
    s.confirm(
        "Got it. Here's the corrected transfer:\n"
        "- Transfer Rx 6102256, escitalopram 10 mg, 3 refills left, to Corwin Pharmacy, 88 "
        "Main St, Esterly\n"
        "- Rx 6102261, lamotrigine 100 mg, stays here; it can be refilled from November 22, so "
        "a pickup on Tuesday the 25th works\n\n"
        "Shall I send the escitalopram? (yes/no)",
        [("transfer_prescription_out", esc)],
    )
    s.yes("yes, send it")
    s.boundary(
        "both transfers out rejected by his correction; the escitalopram transfer to Corwin "
        "approved, no call yet; the lamotrigine stays for a pickup on Nov 25 (not yet set up)"
    )


SCRIPTS = {
    "delivery": session_delivery,
    "insurance": session_insurance,
    "switch": session_switch,
    "vacation": session_vacation,
    "moving": session_moving,
}
