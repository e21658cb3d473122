"""Session scripts, part 1: refill, transfer, priorauth and refund.

Each script plays one invented session at the refill desk of Fernbrook Pharmacy (patients,
patient ids, prescription numbers, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import prescriptions, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Welcome to the Fernbrook Pharmacy refill desk. I can help with refills, transfers, "
        "insurance and copays, and pickup or delivery. How can I help you today?"
    )


def verify(s, patient_id, args, **facts):
    """The `verify_patient` call, with the patient's id and name as facts."""
    result = verified(patient_id)
    s.call(
        "verify_patient",
        args,
        result,
        facts={"patient_id": patient_id, "patient": result["name"], **facts},
    )


def session_refill(s):
    """Two refills: lisinopril filled for pickup, atorvastatin sent to the prescriber; prepay."""
    greet(s)
    s.user("hi I need refills on my blood pressure pill and my cholesterol one. Nadia Brennan")
    s.say(
        "Happy to help, Nadia. To verify your profile, please give me your date of birth and "
        "the phone number on file."
    )
    s.user("3/14/68. 603 555 0134")
    pid = "PT-5520917"
    verify(
        s,
        pid,
        {"name": "Nadia Brennan", "dob": "1968-03-14", "phone": "+1 603-555-0134"},
        insurance="Crestline Health Plan, member CHP-40918832",
        payment_on_file="Visa ****2291",
    )
    s.call(
        "get_prescriptions",
        {"patient_id": pid, "status": "active"},
        prescriptions(pid, "6104417", "6104420"),
        facts={
            "prescriptions": {
                "6104417": "lisinopril 10 mg, 90 tablets, 2 refills left, copay $4.10",
                "6104420": "atorvastatin 20 mg, 90 tablets, 0 refills left: renewal needed",
            }
        },
    )
    s.say(
        "Thanks, Nadia, you're verified. Here's where the two stand:\n"
        "- Lisinopril 10 mg (Rx 6104417): 2 refills left; 90 tablets, copay $4.10.\n"
        "- Atorvastatin 20 mg (Rx 6104420): no refills left, so I can't fill it until Dr. "
        "Imogen Farrelly renews it. I can send her office a renewal request today.\n"
        "Would you like to pick up at our Calder Ave store, or have it delivered?"
    )
    s.user(
        "pickup. don't deliver, nobody's home during the day and I don't want it sitting on "
        "the step. and yes send the doctor thing",
        facts={"fulfillment": "pickup at Calder Ave; no delivery"},
    )
    refill = {"patient_id": pid, "rx_number": "6104417", "quantity": 90, "fulfillment": "pickup"}
    renew = {"patient_id": pid, "rx_number": "6104420", "prescriber": "Dr. Imogen Farrelly"}
    s.confirm(
        "Here's what I'll do:\n"
        "- Refill lisinopril 10 mg, Rx 6104417, 90 tablets, for pickup at Fernbrook Pharmacy, "
        "410 Calder Ave, Wexley; copay $4.10\n"
        "- Send a renewal request for atorvastatin 20 mg, Rx 6104420, to Dr. Imogen Farrelly\n\n"
        "Shall I go ahead with both? (yes/no)",
        [("refill_prescription", refill), ("request_prescriber_renewal", renew)],
    )
    s.yes("yes both")
    s.call(
        "refill_prescription",
        refill,
        {
            "refill_id": "RF-2207715",
            "rx_number": "6104417",
            "drug": "lisinopril 10 mg tablet",
            "quantity": 90,
            "status": "queued",
            "ready_by": "2025-11-05T15:00",
            "store": "Fernbrook Pharmacy #214, 410 Calder Ave, Wexley",
            "copay": 4.1,
            "billed_to": "Crestline Health Plan",
        },
        facts={"refill_id": "RF-2207715"},
    )
    s.call(
        "request_prescriber_renewal",
        renew,
        {
            "request_id": "RN-88410",
            "rx_number": "6104420",
            "status": "sent_to_prescriber",
            "prescriber": "Dr. Imogen Farrelly",
            "sent": "2025-11-04T10:12",
            "typical_response": "1-3 business days",
            "note": "not approved until the prescriber responds",
        },
        facts={"renewal_request_id": "RN-88410"},
    )
    s.say(
        "All set:\n"
        "- Lisinopril refill RF-2207715 will be ready for pickup at Calder Ave by 3 pm "
        "tomorrow, Wednesday, November 5; copay $4.10.\n"
        "- Renewal request RN-88410 for the atorvastatin went to Dr. Farrelly's office. It "
        "isn't approved yet: her office usually answers in 1-3 business days, and we'll let you "
        "know when it comes back.\n"
        "Would you like me to put both on auto-refill, so they're filled before you run out?"
    )
    s.user(
        "no auto refill, I'd rather call in myself. my husband Colm is going to pick up "
        "tomorrow, can I pay the copay now so he doesn't have to?"
    )
    s.boundary(
        "lisinopril refill RF-2207715 (ready Nov 5 by 3 pm, $4.10) and the renewal request "
        "RN-88410 (atorvastatin, sent to Dr. Farrelly, not approved) executed and reported; "
        "pickup, no delivery; auto-refill offered and declined; her prepay question just asked"
    )
    charge = {
        "patient_id": pid,
        "refill_id": "RF-2207715",
        "amount": 4.1,
        "payment": "Visa ****2291",
    }
    pickup = {"patient_id": pid, "name": "Colm Brennan", "relationship": "spouse"}
    s.confirm(
        "Yes, I can take it now. Here's what I'll do:\n"
        "- Charge the $4.10 copay for refill RF-2207715 to your Visa ending 2291\n"
        "- Add Colm Brennan as someone allowed to pick up your prescriptions (he'll show a "
        "photo ID at the counter)\n\n"
        "Shall I go ahead? (yes/no)",
        [("charge_copay", charge), ("add_pickup_person", pickup)],
    )
    s.yes(
        "yes go ahead. and when the doctor answers about the atorvastatin, text me, don't "
        "call, I'm in meetings all day",
        facts={"contact_preference": "text, not calls"},
    )
    s.boundary(
        "she said yes to the $4.10 copay on Visa ****2291 and to Colm as a pickup person; no "
        "call yet; RN-88410 still waiting on the prescriber; texts, not calls"
    )


def session_transfer(s):
    """A transfer in: the 50 mg bottle corrected to the 100 mg Rx; a fill on the 20th."""
    greet(s)
    s.user(
        "Hi, I want to move my prescription over from Haskett Drug in Port Amber, I just moved "
        "to Wexley. It's my sertraline. Owen Thackeray"
    )
    s.say(
        "Welcome, Owen. To find your profile, please give me your date of birth and phone number."
    )
    s.user("july 22 1990, 603-555-0187")
    pid = "PT-6031448"
    verify(
        s,
        pid,
        {"name": "Owen Thackeray", "dob": "1990-07-22", "phone": "+1 603-555-0187"},
        insurance="Larkspur Rx Benefits, member LRX-518830417",
    )
    s.say("Thanks, you're verified. Do you have the prescription number from the Haskett label?")
    s.user(
        "the bottle says 330915. I still have like 10 pills left so no rush filling it, not "
        "before the 20th",
        facts={"fill_not_before": "2025-11-20"},
    )
    s.call(
        "lookup_transfer",
        {"patient_id": pid, "source_pharmacy": "Haskett Drug, Port Amber"},
        {
            "source_pharmacy": "Haskett Drug, 12 Wharf St, Port Amber",
            "source_phone": "+1 603-555-0113",
            "prescriptions": [
                {
                    "rx_number": "HD-330915",
                    "drug": "sertraline 50 mg tablet",
                    "quantity": 30,
                    "refills_left": 1,
                    "last_filled": "2025-02-27",
                    "written": "2024-09-04",
                    "prescriber": "Dr. Renata Quill",
                },
                {
                    "rx_number": "HD-341207",
                    "drug": "sertraline 100 mg tablet",
                    "quantity": 30,
                    "refills_left": 4,
                    "last_filled": "2025-10-21",
                    "written": "2025-03-11",
                    "prescriber": "Dr. Renata Quill",
                },
            ],
        },
        facts={
            "source_prescriptions": {
                "HD-330915": "sertraline 50 mg, 1 refill left, last filled 2025-02-27",
                "HD-341207": "sertraline 100 mg, 4 refills left, last filled 2025-10-21",
            }
        },
    )
    old = {"patient_id": pid, "source_pharmacy": "Haskett Drug", "source_rx": "HD-330915"}
    s.confirm(
        "I found Rx HD-330915 at Haskett Drug (12 Wharf St, Port Amber): sertraline 50 mg, 30 "
        "tablets, 1 refill left, from Dr. Renata Quill. Here's the transfer:\n"
        "- Transfer Rx HD-330915, sertraline 50 mg, from Haskett Drug to Fernbrook Pharmacy, "
        "410 Calder Ave, Wexley\n"
        "- Haskett closes it on their side; the remaining refill (1) moves here\n"
        "- Nothing is filled yet\n\n"
        "Shall I request the transfer? (yes/no)",
        [("transfer_prescription_in", old)],
    )
    s.no(
        "wait no, that's my old bottle. I'm on 100 now, dr quill upped it in march. transfer "
        "the 100 one",
        facts={"dose_correction": "sertraline 100 mg since March, not 50 mg"},
    )
    new = {"patient_id": pid, "source_pharmacy": "Haskett Drug", "source_rx": "HD-341207"}
    s.confirm(
        "Thanks for catching that. The 100 mg one is Rx HD-341207, written by Dr. Quill on "
        "March 11, 2025 and last filled October 21, with 4 refills left. Here's the corrected "
        "transfer:\n"
        "- Transfer Rx HD-341207, sertraline 100 mg, 30 tablets, from Haskett Drug to "
        "Fernbrook Pharmacy, 410 Calder Ave\n"
        "- The 4 remaining refills move here; the 50 mg Rx HD-330915 stays at Haskett\n"
        "- Nothing is filled yet\n\n"
        "Shall I request this transfer? (yes/no)",
        [("transfer_prescription_in", new)],
    )
    s.yes("yes that one")
    s.call(
        "transfer_prescription_in",
        new,
        {
            "transfer_id": "TR-51902",
            "status": "completed",
            "source_rx": "HD-341207",
            "new_rx_number": "6118835",
            "drug": "sertraline 100 mg tablet",
            "quantity": 30,
            "refills": 4,
            "prescriber": "Dr. Renata Quill",
            "source_status": "closed at Haskett Drug",
            "pharmacist": "K. Abernethy, RPh",
        },
        facts={"transfer_id": "TR-51902", "new_rx_number": "6118835"},
    )
    s.boundary(
        "the 50 mg transfer rejected by his correction; the 100 mg transfer TR-51902 executed "
        "(new Rx 6118835, 4 refills), not reported yet; no fill before the 20th"
    )
    s.say(
        "Done: transfer TR-51902 is complete. Your sertraline 100 mg is now Rx 6118835 here at "
        "Fernbrook, with 4 refills, and Haskett has closed HD-341207 on their side. The old "
        "50 mg prescription stays at Haskett. You said not before the 20th, so let me check "
        "what your plan allows."
    )
    s.call(
        "check_coverage",
        {"patient_id": pid, "rx_number": "6118835", "fill_date": "2025-11-20"},
        {
            "plan": "Larkspur Rx Benefits",
            "rx_number": "6118835",
            "covered": True,
            "copay": 9.0,
            "days_supply": 30,
            "earliest_fill_date": "2025-11-17",
        },
        facts={"coverage": {"6118835": "covered, copay $9.00, earliest fill 2025-11-17"}},
    )
    fill = {
        "patient_id": pid,
        "rx_number": "6118835",
        "fill_date": "2025-11-20",
        "quantity": 30,
        "fulfillment": "pickup",
    }
    s.confirm(
        "Larkspur covers it with a $9.00 copay, and would allow the fill as early as Monday, "
        "November 17. Going with your date:\n"
        "- Fill Rx 6118835, sertraline 100 mg, 30 tablets, on Thursday, November 20, 2025\n"
        "- Pickup at 410 Calder Ave, ready after 2 pm that day\n"
        "- Copay $9.00, billed to Larkspur Rx Benefits\n\n"
        "Shall I schedule it? (yes/no)",
        [("schedule_fill", fill)],
    )
    s.boundary(
        "TR-51902 reported (Rx 6118835); the fill on Thu Nov 20 ($9.00, pickup) proposed and "
        "pending; the plan's earliest date, Nov 17, only mentioned by the agent"
    )


def session_priorauth(s):
    """A new inhaler on hold: prior authorization required; the PA request to the prescriber."""
    greet(s)
    s.user(
        "Hello, my lung doctor sent a new inhaler prescription over on monday and I haven't "
        "heard anything. Beatrix Holloway."
    )
    s.say(
        "Let me check, Beatrix. To verify, please give me your date of birth and the phone "
        "number on your profile."
    )
    s.user("November 2nd 1957. 603 555 0145")
    pid = "PT-4418206"
    verify(
        s,
        pid,
        {"name": "Beatrix Holloway", "dob": "1957-11-02", "phone": "+1 603-555-0145"},
        insurance="Crestline Health Plan, member CHP-31177405",
    )
    s.call(
        "get_prescriptions",
        {"patient_id": pid, "status": "on_hold"},
        prescriptions(pid, "6121903"),
        facts={
            "prescriptions": {
                "6121903": "fluticasone-salmeterol 250/50 mcg, 1 inhaler, from Dr. Tobias "
                "Achterberg, received 2025-11-03, on hold"
            }
        },
    )
    s.call(
        "check_coverage",
        {"patient_id": pid, "rx_number": "6121903"},
        {
            "plan": "Crestline Health Plan",
            "rx_number": "6121903",
            "covered": False,
            "reject_code": "75",
            "reject_reason": "prior authorization required",
            "cash_price": 318.4,
            "savings_card_price": 96.75,
            "pa_turnaround": "Crestline decides within 72 hours of receiving the prescriber's form",
        },
        facts={
            "coverage": {
                "6121903": "rejected, code 75: prior authorization required; cash $318.40, "
                "savings card $96.75"
            }
        },
    )
    s.say(
        "Here's why you haven't heard: your new inhaler, fluticasone-salmeterol 250/50 (Rx "
        "6121903, from Dr. Tobias Achterberg, received Monday, November 3), is on hold because "
        "Crestline rejected the claim: it needs a prior authorization (reject code 75). The "
        "next step is a PA request to Dr. Achterberg's office; they fill in Crestline's form, "
        "and Crestline decides within 72 hours of getting it. In the meantime you could buy it "
        "without insurance: $318.40, or $96.75 with our free Fernbrook savings card. Which "
        "would you like?"
    )
    s.user(
        "send it to the doctor. I'm not paying 96 dollars for an inhaler, I still have my old "
        "albuterol to get by",
        facts={"cash_fill": "declined: waits for the PA"},
    )
    pa = {
        "patient_id": pid,
        "rx_number": "6121903",
        "prescriber": "Dr. Tobias Achterberg",
        "insurer": "Crestline Health Plan",
        "reject_code": "75",
    }
    s.confirm(
        "Here's the request:\n"
        "- Prior authorization request for Rx 6121903, fluticasone-salmeterol 250/50 mcg, to "
        "Dr. Tobias Achterberg's office (fax +1 603-555-0172)\n"
        "- With Crestline's reject: code 75, prior authorization required\n"
        "- The prescription stays on hold until Crestline decides\n\n"
        "Shall I send it? (yes/no)",
        [("request_prior_authorization", pa)],
    )
    s.yes("yes please")
    s.call(
        "request_prior_authorization",
        pa,
        {
            "pa_request_id": "PA-60217",
            "status": "awaiting_prescriber",
            "sent_to": "Dr. Tobias Achterberg, fax +1 603-555-0172",
            "sent": "2025-11-05T11:26",
            "next": "the prescriber submits Crestline's PA form; Crestline decides within 72 "
            "hours of receiving it",
            "rx_status": "on hold",
        },
        facts={"pa_request_id": "PA-60217"},
    )
    s.say(
        "Sent: PA request PA-60217 went to Dr. Achterberg's office. It's waiting on them now, "
        "and nothing is approved yet. Once they submit Crestline's form, Crestline has up to 72 "
        "hours to decide, and your inhaler stays on hold until then. We'll call you at "
        "603-555-0145 when we hear back. Anything else?"
    )
    s.user(
        "good, a call is fine. but if they turn it down, don't go filling it at that cash "
        "price without asking me first.",
        facts={"cash_fill": "never at the cash price without asking her first"},
    )
    s.say(
        "Understood: if Crestline denies it, we won't fill it at the cash price. We'll call you "
        "first to talk about the options."
    )
    s.boundary(
        "PA request PA-60217 executed and reported: awaiting the prescriber, then Crestline's "
        "decision, not approved; the cash and savings card prices offered and declined; no "
        "cash fill without asking her"
    )


def session_refund(s):
    """A duplicate copay charge: the second of two $27.50 charges refunded to the card."""
    greet(s)
    s.user(
        "hi, I was charged twice for my copay last tuesday, 27.50 two times on my mastercard. "
        "Delphine Marchetti"
    )
    s.say(
        "Sorry about that, Delphine, let's sort it out. To verify, please give me your date of "
        "birth and the phone number on your profile."
    )
    s.user("5/9/83, 603.555.0156")
    pid = "PT-7702315"
    verify(
        s,
        pid,
        {"name": "Delphine Marchetti", "dob": "1983-05-09", "phone": "+1 603-555-0156"},
        payment_on_file="Mastercard ****8816",
    )
    montelukast = "RF-2190034 (montelukast 10 mg tablet)"
    s.call(
        "get_charges",
        {"patient_id": pid, "since": "2025-10-20"},
        {
            "patient_id": pid,
            "charges": [
                {
                    "charge_id": "CHG-903987",
                    "date": "2025-10-24T09:41",
                    "amount": 3.0,
                    "card": "Mastercard ****8816",
                    "for": "RF-2189102 (ergocalciferol 50,000 unit capsule)",
                    "status": "settled",
                },
                {
                    "charge_id": "CHG-904411",
                    "date": "2025-10-28T14:02",
                    "amount": 27.5,
                    "card": "Mastercard ****8816",
                    "for": montelukast,
                    "status": "settled",
                },
                {
                    "charge_id": "CHG-904412",
                    "date": "2025-10-28T14:03",
                    "amount": 27.5,
                    "card": "Mastercard ****8816",
                    "for": montelukast,
                    "status": "settled",
                    "flag": "possible duplicate of CHG-904411",
                },
            ],
        },
        facts={
            "charges": {
                "CHG-903987": "2025-10-24, $3.00, vitamin D refill RF-2189102",
                "CHG-904411": "2025-10-28 14:02, $27.50, montelukast refill RF-2190034",
                "CHG-904412": "2025-10-28 14:03, $27.50, montelukast refill RF-2190034, duplicate",
            }
        },
    )
    s.say(
        "I see it. On Tuesday, October 28 there are two $27.50 charges to your Mastercard "
        "ending 8816, both for the same montelukast refill, RF-2190034: CHG-904411 at 2:02 pm "
        "and CHG-904412 at 2:03 pm. The second one is a duplicate. (The $3.00 charge on "
        "October 24, CHG-903987, is your vitamin D refill; that one's fine.) I can refund "
        "CHG-904412 to the Mastercard, which takes 3-5 business days, or give it to you as "
        "Fernbrook store credit right away. Which do you prefer?"
    )
    s.user(
        "back on the card please. not store credit, I don't buy anything else there",
        facts={"refund_method": "Mastercard ****8816, not store credit"},
    )
    refund = {
        "patient_id": pid,
        "charge_id": "CHG-904412",
        "amount": 27.5,
        "to": "Mastercard ****8816",
    }
    s.confirm(
        "Here's the refund:\n"
        "- Refund $27.50, the duplicate charge CHG-904412 of October 28\n"
        "- To your Mastercard ending 8816, in 3-5 business days\n"
        "- CHG-904411, the copay itself, stays as it is\n\n"
        "Shall I issue the refund? (yes/no)",
        [("refund_charge", refund)],
    )
    s.yes("yes")
    s.call(
        "refund_charge",
        refund,
        {
            "refund_id": "RFD-33810",
            "status": "issued",
            "charge_id": "CHG-904412",
            "amount": 27.5,
            "to": "Mastercard ****8816",
            "expected_by": "2025-11-10",
        },
        facts={"refund_id": "RFD-33810"},
    )
    s.boundary(
        "refund RFD-33810 of the duplicate CHG-904412 ($27.50 to Mastercard ****8816, by Nov "
        "10) executed, not reported yet; CHG-904411 kept; store credit offered and declined"
    )


SCRIPTS = {
    "refill": session_refill,
    "transfer": session_transfer,
    "priorauth": session_priorauth,
    "refund": session_refund,
}
