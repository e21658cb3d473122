"""Session scripts, part 3: vaccines, refund and dosage.

Each script plays one invented session at the front desk of Fernbrook Veterinary Group
(clients, client ids, pets, patient ids, appointments, deposits, prescriptions, amounts and
dates are made up). The sessions take place on Wednesday, April 8, 2026. `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import client_facts, verified
from sessions_a import greet


def session_vaccines(s):
    """Two cats' back-to-back appointments: one moved to next week, the other kept; email only."""
    greet(s)
    s.user(
        "I need to move kiwi's vaccine appointment tomorrow, something came up at work. Noor "
        "Haddad, FV44106"
    )
    s.say("Of course, Noor. Could you confirm the phone number on your account?")
    s.user("541 555 0154")
    s.call(
        "verify_client",
        {"client_id": "FV-44106", "name": "Noor Haddad", "phone": "+1 541-555-0154"},
        verified("FV-44106"),
        facts=client_facts("FV-44106"),
    )
    s.call(
        "get_appointments",
        {"client_id": "FV-44106", "from": "2026-04-08"},
        {
            "appointments": [
                {
                    "appointment_id": "APT-60318",
                    "patient_id": "PAT-48831",
                    "patient": "Kiwi",
                    "start": "2026-04-09T10:00",
                    "reason": "annual vaccines (FVRCP, rabies)",
                    "veterinarian": "Dr. Petra Lindahl",
                    "hospital": "Alder Cross",
                },
                {
                    "appointment_id": "APT-60325",
                    "patient_id": "PAT-48848",
                    "patient": "Olive",
                    "start": "2026-04-09T10:20",
                    "reason": "dental recheck",
                    "veterinarian": "Dr. Petra Lindahl",
                    "hospital": "Alder Cross",
                },
            ],
            "reminders": "text message by default",
        },
        facts={
            "appointments": {
                "APT-60318": {"patient": "Kiwi", "start": "2026-04-09T10:00"},
                "APT-60325": {"patient": "Olive", "start": "2026-04-09T10:20"},
            }
        },
    )
    s.call(
        "get_vet_availability",
        {"veterinarian": "Dr. Petra Lindahl", "hospital": "Alder Cross", "from": "2026-04-13"},
        {
            "veterinarian": "Dr. Petra Lindahl",
            "hospital": "Alder Cross",
            "slots": [
                "2026-04-14T09:00",
                "2026-04-15T17:30",
                "2026-04-15T17:50",
                "2026-04-16T17:10",
            ],
        },
        facts={
            "exam_slots": {
                "slots": [
                    "2026-04-14T09:00",
                    "2026-04-15T17:30",
                    "2026-04-15T17:50",
                    "2026-04-16T17:10",
                ]
            }
        },
    )
    s.say(
        "Thanks, Noor. Kiwi's annual vaccines (APT-60318) are tomorrow, Thursday, April 9 at "
        "10:00 am with Dr. Lindahl, and Olive's dental recheck (APT-60325) is right after, at "
        "10:20. Dr. Lindahl has Tuesday, April 14 at 9:00 am, Wednesday, April 15 at 5:30 pm "
        "or Thursday, April 16 at 5:10 pm. Since the two are back to back, I could move "
        "Olive's as well: Wednesday 5:30 and 5:50 pm are both open."
    )
    s.user(
        "no leave olive's, she's been waiting for that recheck and my husband is bringing her "
        "tomorrow. kiwi on the 15th at 5:30. and please send the reminder by email, not text, "
        "I never see texts",
        facts={
            "reschedule_request": {
                "appointment_id": "APT-60318",
                "new_start": "2026-04-15T17:30",
                "keep": "APT-60325",
            },
            "contact_preference": "email, not text",
        },
    )
    s.confirm(
        "Here's the change:\n"
        "- Kiwi's annual vaccines, APT-60318: from Thursday, April 9 at 10:00 am to Wednesday, "
        "April 15, 2026 at 5:30 pm with Dr. Lindahl at Alder Cross\n"
        "- Reminder by email to noor.haddad@example.com, not by text\n"
        "- Olive's dental recheck APT-60325 stays tomorrow at 10:20 am\n\n"
        "Shall I move Kiwi's appointment? (yes/no)",
        [
            (
                "reschedule_appointment",
                {
                    "appointment_id": "APT-60318",
                    "patient_id": "PAT-48831",
                    "new_start": "2026-04-15T17:30",
                    "reminder": "email",
                },
            )
        ],
    )
    s.yes("yes thanks")
    s.call(
        "reschedule_appointment",
        {
            "appointment_id": "APT-60318",
            "patient_id": "PAT-48831",
            "new_start": "2026-04-15T17:30",
            "reminder": "email",
        },
        {
            "appointment_id": "APT-60318",
            "status": "rescheduled",
            "patient": "Kiwi",
            "old_start": "2026-04-09T10:00",
            "new_start": "2026-04-15T17:30",
            "veterinarian": "Dr. Petra Lindahl",
            "reminder": "email to noor.haddad@example.com on 2026-04-14",
        },
    )
    s.boundary(
        "Kiwi's APT-60318 moved to Apr 15 at 5:30 pm, executed, not reported yet; Olive's "
        "APT-60325 kept on Apr 9 at 10:20 by her choice after the agent offered to move both; "
        "reminders by email, not text"
    )


def session_refund(s):
    """A deposit refunded after the hospital cancelled a surgery: to the card, not as credit."""
    greet(s)
    s.user(
        "scout's surgery got cancelled, the lump turned out to be just fatty tissue. I paid a "
        "deposit and I want it back. Marguerite Oyelaran"
    )
    s.say(
        "I'm glad it was good news for Scout. Please give me your client number and the email "
        "address on file."
    )
    s.user("client no FV-39042, m.oyelaran@example.net")
    s.call(
        "verify_client",
        {"client_id": "FV-39042", "name": "Marguerite Oyelaran", "email": "m.oyelaran@example.net"},
        verified("FV-39042"),
        facts=client_facts("FV-39042"),
    )
    s.call(
        "get_deposits",
        {"client_id": "FV-39042"},
        {
            "deposits": [
                {
                    "deposit_id": "DEP-59730",
                    "amount": 250.0,
                    "status": "paid",
                    "paid_on": "2026-03-27",
                    "card": "Mastercard ****5537",
                    "for": "SRG-20417, mass removal for Scout (PAT-66075)",
                }
            ],
            "surgery": {
                "surgery_id": "SRG-20417",
                "date": "2026-04-10",
                "status": "cancelled by Dr. Anselm Varga on 2026-04-06",
                "reason": "fine-needle aspirate showed a lipoma; no surgery needed",
            },
            "other_charges": [
                {
                    "invoice_id": "INV-88103",
                    "date": "2026-03-27",
                    "item": "pre-op bloodwork",
                    "amount": 65.0,
                    "refundable": False,
                }
            ],
            "refund_options": [
                "account credit (immediate)",
                "original card (3-5 business days)",
            ],
        },
        facts={
            "deposits": {
                "DEP-59730": {"amount": 250.0, "paid_on": "2026-03-27", "surgery": "SRG-20417"},
                "INV-88103": {"amount": 65.0, "refundable": False},
            }
        },
    )
    s.say(
        "Thanks, Marguerite. Your deposit DEP-59730 of $250.00 was paid on March 27 with your "
        "Mastercard ****5537 for Scout's mass removal, SRG-20417, which Dr. Varga cancelled on "
        "April 6 after the aspirate showed a lipoma. Since we cancelled it, the full $250.00 "
        "is refundable. The pre-op bloodwork from March 27 (INV-88103, $65.00) was done, so "
        "that one isn't refundable."
    )
    s.user("ok fair enough about the bloodwork. refund the 250 please")
    s.confirm(
        "Here's the refund:\n"
        "- Deposit DEP-59730: $250.00\n"
        "- As a credit on your account, available right away for Scout's next visit\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "refund_deposit",
                {"deposit_id": "DEP-59730", "amount": 250.0, "method": "account_credit"},
            )
        ],
    )
    s.no(
        "no, to my card, NOT as credit. I don't want it sitting on the account",
        facts={
            "refund_request": {
                "deposit_id": "DEP-59730",
                "amount": 250.0,
                "to": "Mastercard ****5537",
                "not": "account credit",
            }
        },
    )
    s.confirm(
        "Sorry about that. Here's the refund to your card:\n"
        "- Deposit DEP-59730: $250.00\n"
        "- Back to your Mastercard ****5537; it takes 3 to 5 business days\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "refund_deposit",
                {
                    "deposit_id": "DEP-59730",
                    "amount": 250.0,
                    "method": "original_card",
                    "card": "Mastercard ****5537",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "refund_deposit",
        {
            "deposit_id": "DEP-59730",
            "amount": 250.0,
            "method": "original_card",
            "card": "Mastercard ****5537",
        },
        {
            "refund_id": "RFD-11842",
            "status": "issued",
            "deposit_id": "DEP-59730",
            "amount": 250.0,
            "to": "Mastercard ****5537",
            "expected_by": "2026-04-15",
        },
        facts={"refund_id": "RFD-11842"},
    )
    s.say(
        "Done: refund RFD-11842 of $250.00 has been issued to your Mastercard ****5537. It "
        "should show up within 3 to 5 business days, by April 15 at the latest."
    )
    s.user("and the surgery itself is off the books right? I don't want a no-show fee")
    s.boundary(
        "the refund as account credit rejected by her correction; RFD-11842 ($250 to "
        "Mastercard ****5537, by Apr 15) executed and reported; the $65 bloodwork INV-88103 "
        "not refundable; her no-show fee question open"
    )


def session_dosage(s):
    """A dosage change only the vet can make, sent for review; joint chews shipped to work."""
    greet(s)
    s.user(
        "hazel's been limping a lot more, can we up her carprofen to twice a day? also I need "
        "more of her joint chews. basil thorne"
    )
    s.say("Sorry to hear Hazel's sore, Basil. Please give me your client number and email.")
    s.user("FV 52318, basil.thorne@example.com")
    s.call(
        "verify_client",
        {"client_id": "FV-52318", "name": "Basil Thorne", "email": "basil.thorne@example.com"},
        verified("FV-52318"),
        facts=client_facts("FV-52318"),
    )
    s.call(
        "get_prescriptions",
        {"client_id": "FV-52318"},
        {
            "prescriptions": [
                {
                    "rx_id": "RX-33905",
                    "patient_id": "PAT-77201",
                    "patient": "Hazel",
                    "drug": "carprofen 75 mg chewable tablets",
                    "directions": "1 tablet by mouth once daily with food",
                    "refills_left": 3,
                    "prescriber": "Dr. Anselm Varga",
                    "last_exam": "2026-01-22",
                    "status": "active",
                }
            ],
            "policy": "dosage changes are decided by the prescribing veterinarian; the front "
            "desk submits the request; usually answered within 1 business day",
        },
        facts={
            "prescriptions": {
                "RX-33905": {
                    "patient": "Hazel",
                    "drug": "carprofen 75 mg",
                    "directions": "once daily",
                    "prescriber": "Dr. Anselm Varga",
                }
            }
        },
    )
    s.call(
        "get_product",
        {"query": "joint chews", "client_id": "FV-52318"},
        {
            "sku": "SUP-4471",
            "name": "FlexiJoint Advanced soft chews, 90 count",
            "price": 46.5,
            "over_the_counter": True,
            "last_bought": "2026-01-22",
            "shipping": "free over $40, 2-4 business days",
        },
        facts={"product": {"sku": "SUP-4471", "name": "FlexiJoint Advanced 90 ct", "price": 46.5}},
    )
    s.say(
        "Thanks, Basil. I can't change Hazel's dose myself: her carprofen 75 mg (RX-33905) is "
        "once daily, and only Dr. Varga can change it. I can send him a request for twice "
        "daily with your note about the limping; he usually answers within one business day. "
        "Since her limping is worse, he may want to see her; he has Friday, April 10 at 2:20 "
        "pm if you'd like a recheck. Her joint chews are FlexiJoint Advanced, 90 count, "
        "$46.50, with free shipping (2 to 4 business days)."
    )
    s.user(
        "send him the request. no recheck this week, I can't get off work, let's see what he "
        "says first. I won't change anything till he answers. and ship the chews to my work, "
        "77 ferrier st in wenlow bridge, not home, nobody's there to take packages",
        facts={
            "dosage_request": {
                "rx_id": "RX-33905",
                "requested": "75 mg twice daily",
                "until_answer": "keep once daily",
            },
            "order_request": {"sku": "SUP-4471", "ship_to": "77 Ferrier St, Wenlow Bridge"},
        },
    )
    s.confirm(
        "Here's the request for Dr. Varga:\n"
        "- Hazel (PAT-77201), RX-33905 carprofen 75 mg: from once daily to twice daily\n"
        "- Reason: limping noticeably worse\n"
        "- Until he answers, she stays on one tablet once a day\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_dosage_change",
                {
                    "rx_id": "RX-33905",
                    "patient_id": "PAT-77201",
                    "current": "75 mg once daily",
                    "requested": "75 mg twice daily",
                    "reason": "limping worse",
                    "veterinarian": "Dr. Anselm Varga",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "request_dosage_change",
        {
            "rx_id": "RX-33905",
            "patient_id": "PAT-77201",
            "current": "75 mg once daily",
            "requested": "75 mg twice daily",
            "reason": "limping worse",
            "veterinarian": "Dr. Anselm Varga",
        },
        {
            "request_id": "DCR-4068",
            "status": "pending_vet_review",
            "assigned_to": "Dr. Anselm Varga",
            "expected_by": "2026-04-09",
            "current_directions": "75 mg once daily (unchanged until the veterinarian decides)",
        },
        facts={"dosage_request_id": "DCR-4068"},
    )
    s.confirm(
        "Sent: request DCR-4068 is with Dr. Varga for review, and he should answer by "
        "tomorrow, April 9. Hazel's dose stays at 75 mg once daily until he does. Now the "
        "chews:\n"
        "- SUP-4471 FlexiJoint Advanced soft chews, 90 count, $46.50 on your Visa ****8864\n"
        "- Shipped to 77 Ferrier St, Wenlow Bridge (your work), free shipping, 2-4 business "
        "days\n\n"
        "Shall I order them? (yes/no)",
        [
            (
                "order_product",
                {
                    "client_id": "FV-52318",
                    "sku": "SUP-4471",
                    "quantity": 1,
                    "price": 46.5,
                    "ship_to": "77 Ferrier St, Wenlow Bridge",
                    "card": "Visa ****8864",
                },
            )
        ],
    )
    s.yes("yes, order them")
    s.boundary(
        "DCR-4068 (twice daily) submitted and reported, pending Dr. Varga's review, dose "
        "unchanged; the chews order (SUP-4471, $46.50, to his work address) approved by his "
        "yes, no call yet; the recheck offered and declined"
    )


SCRIPTS = {"vaccines": session_vaccines, "refund": session_refund, "dosage": session_dosage}
