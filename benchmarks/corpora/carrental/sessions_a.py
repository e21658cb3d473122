"""Session scripts, part 1: extend, damage and toll.

Each script plays one invented session at the support desk of Corvane Car Rental (renters,
customer ids, rental agreements, plates, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import branch, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Thanks for contacting Corvane Car Rental. I can help with reservations, rentals in "
        "progress, charges and refunds, protection products and damage or toll questions. What "
        "can I do for you today?"
    )


def session_extend(s):
    """A rental extended by 2 days (LDW offered, declined); the husband's driver add fails."""
    greet(s)
    s.user(
        "hi I have one of your cars right now and need to keep it 2 more days. rental number "
        "58213076, Ines Calloway"
    )
    s.say(
        "Happy to look at that, Ines. To verify you, please give me the last four digits of the "
        "card you used at pickup."
    )
    s.user("card ends 2231")
    s.call(
        "verify_customer",
        {"rental_agreement": "RA-58213076", "name": "Ines Calloway", "card_last4": "2231"},
        verified("CU-40718", rental_agreement="RA-58213076"),
        facts={
            "customer_id": "CU-40718",
            "customer": "Ines Calloway",
            "card_on_file": "Visa ****2231",
            "rental_agreement": "RA-58213076",
        },
    )
    s.call(
        "get_rental",
        {"rental_agreement": "RA-58213076"},
        {
            "rental_agreement": "RA-58213076",
            "status": "open",
            "vehicle": {"class": "Midsize SUV", "unit": "U-88412", "plate": "8MRT-305"},
            "pickup": {"branch": branch("BLM-APT"), "at": "2025-10-09T09:40"},
            "return": {"branch": branch("BLM-APT"), "due": "2025-10-12T10:00"},
            "rate": {"daily": 54.99, "days": 3, "base": 164.97, "taxes_fees": 28.5},
            "estimated_total": 193.47,
            "protections": [],
            "declined_at_counter": ["LDW"],
            "additional_drivers": [],
            "payment": {"card": "Visa ****2231", "deposit_hold": 200.0},
        },
        facts={
            "rental": {
                "vehicle": "Midsize SUV, plate 8MRT-305",
                "pickup": "2025-10-09T09:40 Bellmoor Airport",
                "due": "2025-10-12T10:00 Bellmoor Airport",
                "daily_rate": 54.99,
                "estimated_total": 193.47,
                "protections": "none (LDW declined at the counter)",
            }
        },
    )
    s.call(
        "quote_extension",
        {"rental_agreement": "RA-58213076", "new_return": "2025-10-14T10:00"},
        {
            "available": True,
            "extra_days": 2,
            "daily_rate": 54.99,
            "extension_charge": 109.98,
            "taxes_fees": 19.0,
            "extension_total": 128.98,
            "new_estimated_total": 322.45,
            "additional_hold": 128.98,
        },
        facts={
            "extension_quote": {
                "new_return": "2025-10-14T10:00",
                "extension_total": 128.98,
                "new_estimated_total": 322.45,
                "additional_hold": 128.98,
            }
        },
    )
    s.confirm(
        "Thanks, Ines. Your Midsize SUV (plate 8MRT-305) is due back at Bellmoor Airport on "
        "Sunday, October 12 at 10:00 am, and the car is free for two more days. Here's the "
        "extension:\n"
        "- Rental RA-58213076, new return Tuesday, October 14, 2025 at 10:00 am, Bellmoor "
        "Airport (same branch)\n"
        "- 2 extra days at $54.99/day = $109.98, plus $19.00 taxes and fees = $128.98\n"
        "- New estimated total: $322.45 (was $193.47)\n"
        "- An additional hold of $128.98 goes on your Visa ****2231\n\n"
        "Shall I extend the rental? (yes/no)",
        [
            (
                "extend_rental",
                {
                    "rental_agreement": "RA-58213076",
                    "new_return": "2025-10-14T10:00",
                    "return_branch": "BLM-APT",
                },
            )
        ],
    )
    s.yes(
        "yes do it. and it has to stay the airport for drop off, I fly out from there tuesday",
        facts={"return_branch": "Bellmoor Airport (she flies out from there)"},
    )
    s.call(
        "extend_rental",
        {
            "rental_agreement": "RA-58213076",
            "new_return": "2025-10-14T10:00",
            "return_branch": "BLM-APT",
        },
        {
            "status": "extended",
            "rental_agreement": "RA-58213076",
            "return_due": "2025-10-14T10:00",
            "return_branch": branch("BLM-APT"),
            "extension_total": 128.98,
            "new_estimated_total": 322.45,
            "additional_hold": {
                "hold_id": "HLD-7730415",
                "amount": 128.98,
                "card": "Visa ****2231",
            },
        },
        facts={"return_due": "2025-10-14T10:00", "extra_hold_id": "HLD-7730415"},
    )
    s.say(
        "Done: RA-58213076 is now due back Tuesday, October 14 at 10:00 am at Bellmoor Airport. "
        "The additional $128.98 hold (HLD-7730415) will show on your Visa ****2231, and the new "
        "estimated total is $322.45.\n\n"
        "One thing to consider: you declined our Loss Damage Waiver at the counter. It can still "
        "be added from today for the rest of the rental, 4 days at $29.99/day ($119.96), and it "
        "covers damage to the car itself. Would you like it?"
    )
    s.user("no thanks, my credit card covers collision")
    s.say("Understood, no Loss Damage Waiver. Is there anything else for this rental?")
    s.user(
        "yes actually, my husband needs to drive tomorrow because I have meetings. can he be added?"
    )
    s.boundary(
        "the extension to Tue Oct 14 10:00 (Bellmoor Airport, $128.98, hold HLD-7730415) "
        "executed and reported; the LDW offered and declined; the husband's driver add just "
        "asked, nothing proposed"
    )
    s.say(
        "Sure. A spouse or domestic partner is added at no charge, as long as he is 21 or older "
        "and has a valid license. Please send me his full name, date of birth, license number "
        "and the state that issued it."
    )
    s.user(
        "Rupert Calloway, dob 7/22/84, license WDL-448-2097-R, washington",
        facts={
            "additional_driver": {
                "name": "Rupert Calloway",
                "date_of_birth": "1984-07-22",
                "license": "WDL-448-2097-R",
                "state": "WA",
            }
        },
    )
    s.confirm(
        "Thanks. Here's the change:\n"
        "- Add Rupert Calloway (born 1984-07-22, license WDL-448-2097-R, WA) as an additional "
        "driver on RA-58213076\n"
        "- Fee: $0.00 (spouse)\n"
        "- We check the license with the state record before adding him\n\n"
        "Shall I add him? (yes/no)",
        [
            (
                "add_driver",
                {
                    "rental_agreement": "RA-58213076",
                    "name": "Rupert Calloway",
                    "date_of_birth": "1984-07-22",
                    "license_number": "WDL-448-2097-R",
                    "license_state": "WA",
                    "relationship": "spouse",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "add_driver",
        {
            "rental_agreement": "RA-58213076",
            "name": "Rupert Calloway",
            "date_of_birth": "1984-07-22",
            "license_number": "WDL-448-2097-R",
            "license_state": "WA",
            "relationship": "spouse",
        },
        {
            "error": "LICENSE_VERIFICATION_FAILED",
            "message": (
                "The license number could not be matched to the name and date of birth in the "
                "state record. The driver was not added."
            ),
        },
        error=True,
    )
    s.boundary(
        "the add of Rupert Calloway (spouse, $0) confirmed and called; it failed with "
        "LICENSE_VERIFICATION_FAILED (ledger executed), not reported yet; the extension stands"
    )


def session_damage(s):
    """A $585 damage charge disputed to the claims team; one of two $200 holds released."""
    greet(s)
    s.user(
        "I got an email saying I owe $585 for damage on a car I returned last week. I did not "
        "damage anything. Rental RA 61904227"
    )
    s.say(
        "I'm sorry for the stress, let's look at it together. First, what email address is on "
        "the rental?"
    )
    s.user("hstroud@example.net")
    s.call(
        "verify_customer",
        {"rental_agreement": "RA-61904227", "email": "hstroud@example.net"},
        verified("CU-41290", rental_agreement="RA-61904227"),
        facts={
            "customer_id": "CU-41290",
            "customer": "Helena Stroud",
            "card_on_file": "Mastercard ****5078",
            "rental_agreement": "RA-61904227",
        },
    )
    s.call(
        "get_damage_charge",
        {"rental_agreement": "RA-61904227"},
        {
            "charge_id": "DMG-2025-04417",
            "rental_agreement": "RA-61904227",
            "vehicle": {"class": "Compact", "plate": "6JLP-928"},
            "picked_up": "2025-10-01T08:15 Dunmere",
            "returned": "2025-10-04T17:50 Dunmere",
            "damage": "scratch and dent, rear bumper, left side, about 9 cm",
            "found_at": "return inspection 2025-10-04 18:05",
            "amounts": {"repair": 445.0, "loss_of_use": 95.0, "admin_fee": 45.0, "total": 585.0},
            "status": "invoiced",
            "due": "2025-10-24",
            "collection": "charged to Mastercard ****5078 on 2025-10-24 unless disputed",
        },
        facts={
            "damage_charge": {
                "charge_id": "DMG-2025-04417",
                "damage": "rear bumper, left side, scratch and dent",
                "repair": 445.0,
                "loss_of_use": 95.0,
                "admin_fee": 45.0,
                "total": 585.0,
                "due": "2025-10-24",
            }
        },
    )
    s.call(
        "get_condition_report",
        {"rental_agreement": "RA-61904227", "stage": "pickup"},
        {
            "rental_agreement": "RA-61904227",
            "stage": "pickup",
            "date": "2025-10-01T08:05",
            "by": "Dunmere lot staff",
            "noted_damage": [
                "windshield chip, passenger side",
                "rear bumper scuff, left side (small)",
            ],
            "photos": 0,
        },
        facts={
            "condition_report": {
                "pickup_2025-10-01": ["windshield chip", "rear bumper scuff, left side (small)"]
            }
        },
    )
    s.say(
        "Here's what I see. Charge DMG-2025-04417 is $585.00: $445.00 repair, $95.00 loss of use "
        "and a $45.00 admin fee, for a scratch and dent on the left side of the rear bumper found "
        "at the return inspection on October 4. It's invoiced and due October 24, and it will be "
        "charged to your Mastercard ****5078 that day unless it's disputed.\n\n"
        "The pickup condition report from October 1 lists a small scuff on the left side of the "
        "rear bumper, so there's a real question whether this was already there. I can't cancel "
        "the charge myself: the damage-claims team decides. What I can do is send them a dispute "
        "with the pickup report. Did you take any photos at pickup?"
    )
    s.user(
        "yes!! I took like 6 pictures with my phone before I drove off, the scratch is in two "
        "of them",
        facts={"customer_photos": "6 photos taken at pickup on her phone, scratch visible in 2"},
    )
    s.confirm(
        "That helps. Here's the dispute I'll submit:\n"
        "- Charge DMG-2025-04417 ($585.00) on rental RA-61904227\n"
        "- Reason: damage already there at pickup (the October 1 pickup report lists a rear "
        "bumper scuff, left side)\n"
        "- Evidence: the pickup condition report, plus your 6 photos through an upload link we "
        "email to hstroud@example.net\n"
        "- While the dispute is open, the October 24 charge is not collected\n\n"
        "Shall I submit the dispute? (yes/no)",
        [
            (
                "submit_damage_dispute",
                {
                    "charge_id": "DMG-2025-04417",
                    "rental_agreement": "RA-61904227",
                    "reason": "pre-existing damage",
                    "evidence": ["pickup condition report 2025-10-01", "customer photos (6)"],
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_damage_dispute",
        {
            "charge_id": "DMG-2025-04417",
            "rental_agreement": "RA-61904227",
            "reason": "pre-existing damage",
            "evidence": ["pickup condition report 2025-10-01", "customer photos (6)"],
        },
        {
            "dispute_id": "DSP-30981",
            "status": "under_review",
            "team": "damage claims",
            "decision_expected_by": "2025-10-31",
            "charge_status": "collection paused",
            "upload_link_sent_to": "hstroud@example.net",
            "upload_by": "2025-10-21",
        },
        facts={"dispute_id": "DSP-30981"},
    )
    s.say(
        "Submitted: dispute DSP-30981 is with the damage-claims team, and they expect to decide "
        "by Friday, October 31. The charge isn't cancelled, but its collection is paused while "
        "they review, so nothing is taken on October 24. Please upload your photos through the "
        "link we just sent to hstroud@example.net by October 21."
    )
    s.user(
        "ok. while I have you, I have another one of your cars right now and there are 2 holds "
        "of $200 on my card. I think the deposit got charged twice"
    )
    s.boundary(
        "dispute DSP-30981 of DMG-2025-04417 ($585) submitted and reported: under review by the "
        "damage-claims team (decision by Oct 31), collection paused, not cancelled; photos due by "
        "Oct 21; her two $200 holds just raised"
    )
    s.call(
        "get_card_holds",
        {"customer_id": "CU-41290"},
        {
            "card": "Mastercard ****5078",
            "holds": [
                {
                    "hold_id": "HLD-7712030",
                    "amount": 200.0,
                    "rental_agreement": "RA-62110583",
                    "created": "2025-10-13T11:02",
                    "type": "security deposit",
                    "status": "active",
                },
                {
                    "hold_id": "HLD-7712034",
                    "amount": 200.0,
                    "rental_agreement": "RA-62110583",
                    "created": "2025-10-13T11:04",
                    "type": "security deposit",
                    "status": "active",
                    "flag": "duplicate authorization",
                },
            ],
        },
        facts={
            "card_holds": {
                "HLD-7712030": "200.00 deposit, RA-62110583, 2025-10-13 11:02",
                "HLD-7712034": "200.00 deposit, RA-62110583, 2025-10-13 11:04, duplicate",
            }
        },
    )
    s.confirm(
        "You're right: the $200 deposit for your current rental RA-62110583 was authorized twice "
        "at pickup on October 13, two minutes apart. Here's what I'll do:\n"
        "- Release hold HLD-7712034, $200.00, on Mastercard ****5078 (the duplicate)\n"
        "- Hold HLD-7712030 ($200.00) stays as the deposit for RA-62110583 until you return "
        "the car\n"
        "- Your bank may take 3-5 business days to drop the released hold\n\n"
        "Shall I release HLD-7712034? (yes/no)",
        [("release_hold", {"hold_id": "HLD-7712034", "card": "Mastercard ****5078"})],
    )
    s.yes("yes release it")
    s.call(
        "release_hold",
        {"hold_id": "HLD-7712034", "card": "Mastercard ****5078"},
        {
            "status": "released",
            "hold_id": "HLD-7712034",
            "amount": 200.0,
            "released_at": "2025-10-15T14:22",
            "bank_processing": "3-5 business days",
        },
    )
    s.boundary(
        "the duplicate hold HLD-7712034 ($200) released (executed), not reported yet; "
        "HLD-7712030 stays as the deposit of RA-62110583; DSP-30981 still under review"
    )


def session_toll(s):
    """Three toll charges; the refund of the Oct 2 toll rejected for the Oct 5 one; no toll pass."""
    greet(s)
    s.user(
        "my statement has a toll charge from after I brought the car back. rental 59774310, "
        "Rafael Quintero"
    )
    s.say("I'll check that, Rafael. To verify, what are the last four digits of your phone?")
    s.user("0162")
    s.call(
        "verify_customer",
        {"rental_agreement": "RA-59774310", "name": "Rafael Quintero", "phone_last4": "0162"},
        verified("CU-38806", rental_agreement="RA-59774310"),
        facts={
            "customer_id": "CU-38806",
            "customer": "Rafael Quintero",
            "card_on_file": "Amex ****1009",
            "rental_agreement": "RA-59774310",
        },
    )
    s.call(
        "get_rental",
        {"rental_agreement": "RA-59774310"},
        {
            "rental_agreement": "RA-59774310",
            "status": "closed",
            "vehicle": {"class": "Full-size", "plate": "7KQD-502"},
            "pickup": {"branch": branch("BLM-APT"), "at": "2025-09-29T13:05"},
            "return": {"branch": branch("BLM-APT"), "at": "2025-10-03T12:20"},
            "payment": {"card": "Amex ****1009"},
        },
        facts={
            "rental": {
                "vehicle": "Full-size, plate 7KQD-502",
                "pickup": "2025-09-29T13:05",
                "returned": "2025-10-03T12:20",
            }
        },
    )
    s.call(
        "get_toll_charges",
        {"rental_agreement": "RA-59774310"},
        {
            "tolls": [
                {
                    "toll_id": "TL-88102",
                    "date": "2025-09-30",
                    "plaza": "Harbor Bridge",
                    "amount": 6.5,
                    "admin_fee": 5.95,
                },
                {
                    "toll_id": "TL-88117",
                    "date": "2025-10-02",
                    "plaza": "Quillon Expressway",
                    "amount": 8.75,
                    "admin_fee": 5.95,
                },
                {
                    "toll_id": "TL-88140",
                    "date": "2025-10-05",
                    "plaza": "Quillon Expressway",
                    "amount": 8.75,
                    "admin_fee": 5.95,
                },
            ],
            "total": 41.85,
            "billed": "2025-10-09 to Amex ****1009",
        },
        facts={
            "tolls": {
                "TL-88102": "2025-09-30 Harbor Bridge 6.50 + 5.95",
                "TL-88117": "2025-10-02 Quillon Expressway 8.75 + 5.95",
                "TL-88140": "2025-10-05 Quillon Expressway 8.75 + 5.95",
                "total": 41.85,
            }
        },
    )
    s.say(
        "You returned the car at Bellmoor Airport on Friday, October 3 at 12:20 pm. Three tolls "
        "were billed to your Amex ****1009 on October 9, $41.85 in all, each with a $5.95 admin "
        "fee:\n"
        "- TL-88102, Harbor Bridge, September 30: $6.50\n"
        "- TL-88117, Quillon Expressway, October 2: $8.75\n"
        "- TL-88140, Quillon Expressway, October 5: $8.75\n"
        "Which one do you think isn't yours?"
    )
    s.user("the quillon expressway one on the 2nd", facts={"disputed_toll": "TL-88117"})
    s.confirm(
        "Here's the refund:\n"
        "- Toll TL-88117, Quillon Expressway, October 2: $8.75 plus its $5.95 admin fee = $14.70\n"
        "- Refunded to Amex ****1009\n\n"
        "Shall I refund it? (yes/no)",
        [("refund_toll_charge", {"rental_agreement": "RA-59774310", "toll_id": "TL-88117"})],
    )
    s.no(
        "wait no sorry, I still had the car on the 2nd. it's the one on the 5th, two days after "
        "I returned it",
        facts={"disputed_toll": "TL-88140"},
    )
    s.confirm(
        "No problem, that one is clearly after your return. Here's the corrected refund:\n"
        "- Toll TL-88140, Quillon Expressway, October 5: $8.75 plus its $5.95 admin fee = $14.70\n"
        "- Refunded to Amex ****1009; TL-88102 and TL-88117 stay on the rental\n\n"
        "Shall I refund TL-88140? (yes/no)",
        [("refund_toll_charge", {"rental_agreement": "RA-59774310", "toll_id": "TL-88140"})],
    )
    s.yes("yes that one")
    s.call(
        "refund_toll_charge",
        {"rental_agreement": "RA-59774310", "toll_id": "TL-88140"},
        {
            "refund_id": "RF-4401975",
            "status": "refunded",
            "toll_id": "TL-88140",
            "amount": 14.7,
            "card": "Amex ****1009",
            "posts_in": "3-5 business days",
            "remaining_tolls": 27.15,
        },
        facts={"refund_id": "RF-4401975"},
    )
    s.say(
        "Done: refund RF-4401975 of $14.70 for TL-88140 goes back to your Amex ****1009 and "
        "should post in 3-5 business days. The two tolls from during your rental, $27.15 with "
        "fees, stay. For your next rental, our TollEase pass covers all tolls for $11.99 per "
        "rental day with no admin fees, if you'd like it added to your profile."
    )
    s.user("no, I'll bring my own transponder next time. thanks")
    s.boundary(
        "the refund of TL-88117 (Oct 2) rejected by his correction; the refund RF-4401975 of "
        "TL-88140 (Oct 5, $14.70 to Amex ****1009) executed and reported; TollEase offered and "
        "declined"
    )


SCRIPTS = {
    "extend": session_extend,
    "damage": session_damage,
    "toll": session_toll,
}
