"""Session scripts, part 2: move, tasting and contract.

Each script plays one invented session at the events desk of Fernhallow Venues (clients, client
ids, rooms, events, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen. The sessions take place on Wednesday, March 11, 2026.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_move(s):
    """A reunion moved (the 23rd corrected to the 30th), the lunch kept; a projector pending."""
    greet(s)
    s.user(
        "hey, I need to change the date of our class reunion, graduation at the college is the "
        "same weekend and there's not a hotel room left in town. Teodor Brannigan, client "
        "CL-38890"
    )
    s.say("Sorry to hear that, Teodor. To verify, please confirm the phone number on your file.")
    s.user("5415550119")
    s.call(
        "verify_client",
        {"client_id": "CL-38890", "name": "Teodor Brannigan", "phone": "+1 541-555-0119"},
        verified("CL-38890"),
        facts={"client_id": "CL-38890", "client": "Teodor Brannigan", "cards": ["Visa ****8841"]},
    )
    s.call(
        "get_client_events",
        {"client_id": "CL-38890"},
        {
            "client_id": "CL-38890",
            "events": [
                {
                    "event_id": "EVT-50612",
                    "type": "class of 2006 reunion",
                    "date": "2026-05-16",
                    "room": "Assay Hall",
                    "time": "19:00-23:00",
                    "guests": 110,
                    "status": "booked",
                    "room_fee": 3200.0,
                    "deposit_paid": 1600.0,
                    "balance_due": "2026-04-25",
                },
                {
                    "event_id": "EVT-50613",
                    "type": "committee thank-you lunch",
                    "date": "2026-06-07",
                    "room": "Cordwainers' Hall",
                    "time": "12:00-15:00",
                    "guests": 30,
                    "status": "booked",
                    "room_fee": 1100.0,
                    "deposit_paid": 550.0,
                },
            ],
        },
        facts={
            "events": {
                "EVT-50612": {
                    "type": "class of 2006 reunion",
                    "date": "2026-05-16",
                    "room": "Assay Hall",
                    "guests": 110,
                },
                "EVT-50613": {
                    "type": "committee thank-you lunch",
                    "date": "2026-06-07",
                    "room": "Cordwainers' Hall",
                },
            }
        },
    )
    s.say(
        "Thanks, Teodor. I see two bookings:\n"
        "- EVT-50612, the class of 2006 reunion, Saturday, May 16, 2026, Assay Hall, 7-11 pm, "
        "110 guests, $1,600.00 deposit paid\n"
        "- EVT-50613, the committee thank-you lunch, Sunday, June 7, 2026, Cordwainers' Hall, "
        "12-3 pm\n"
        "Which date would you like for the reunion?"
    )
    s.user(
        "the 23rd if the big hall is free. same times",
        facts={"move_request": {"event_id": "EVT-50612", "date": "2026-05-23"}},
    )
    s.call(
        "check_availability",
        {"date": "2026-05-23", "room": "Assay Hall", "time": "19:00-23:00"},
        {
            "date": "2026-05-23",
            "room": "Assay Hall",
            "free": True,
            "room_fee": 3200.0,
            "nearby": [
                {"date": "2026-05-24", "room": "Assay Hall", "free": True, "room_fee": 2400.0}
            ],
            "date_change_fee": 250.0,
        },
    )
    s.confirm(
        "Assay Hall is free on Saturday, May 23. Here's the move:\n"
        "- EVT-50612, class of 2006 reunion: from Saturday, May 16 to Saturday, May 23, 2026, "
        "Assay Hall, 7-11 pm\n"
        "- Room fee unchanged at $3,200; your $1,600.00 deposit carries over\n"
        "- Date change fee: $250.00, charged to your Visa ****8841\n"
        "By the way, Sunday, May 24 is free too at $2,400, $800 less, if that would suit.\n\n"
        "Shall I move it to May 23? (yes/no)",
        [
            (
                "move_event",
                {"event_id": "EVT-50612", "new_date": "2026-05-23", "room": "Assay Hall"},
            )
        ],
    )
    s.no(
        "wait no sorry, not the 23rd, that's memorial day weekend, half the class will be at the "
        "lake. the 30th. and not a sunday either, people work monday",
        facts={"move_request": {"event_id": "EVT-50612", "date": "2026-05-30", "not": "a Sunday"}},
    )
    s.call(
        "check_availability",
        {"date": "2026-05-30", "room": "Assay Hall", "time": "19:00-23:00"},
        {
            "date": "2026-05-30",
            "room": "Assay Hall",
            "free": True,
            "room_fee": 3200.0,
            "date_change_fee": 250.0,
        },
    )
    s.confirm(
        "No problem, nothing has changed yet. Assay Hall is free on Saturday, May 30. Here's "
        "the move:\n"
        "- EVT-50612, class of 2006 reunion: from Saturday, May 16 to Saturday, May 30, 2026, "
        "Assay Hall, 7-11 pm, 110 guests\n"
        "- Room fee unchanged at $3,200; your $1,600.00 deposit carries over\n"
        "- Date change fee: $250.00, charged to your Visa ****8841\n"
        "- Your thank-you lunch EVT-50613 on June 7 isn't affected\n\n"
        "Shall I move it to May 30? (yes/no)",
        [
            (
                "move_event",
                {"event_id": "EVT-50612", "new_date": "2026-05-30", "room": "Assay Hall"},
            )
        ],
    )
    s.yes("yes move it. the lunch stays where it is")
    s.call(
        "move_event",
        {"event_id": "EVT-50612", "new_date": "2026-05-30", "room": "Assay Hall"},
        {
            "change_id": "CHG-20417",
            "event_id": "EVT-50612",
            "old_date": "2026-05-16",
            "new_date": "2026-05-30",
            "room": "Assay Hall",
            "time": "19:00-23:00",
            "change_fee": 250.0,
            "fee_payment_id": "PAY-738250",
            "balance_due": "2026-05-09",
            "status": "moved",
        },
        facts={"change_id": "CHG-20417"},
    )
    s.say(
        "Done: the reunion EVT-50612 is now on Saturday, May 30, 2026 in Assay Hall, 7-11 pm "
        "(change CHG-20417). The $250.00 change fee was charged to your Visa ****8841 (PAY-738250), "
        "and the balance is now due by Saturday, May 9. The thank-you lunch EVT-50613 stays on "
        "Sunday, June 7."
    )
    s.user(
        "great. we also want to show a slideshow of old yearbook photos, do you rent projectors?"
    )
    s.boundary(
        "the May 23 move rejected by his correction (Memorial Day weekend); the May 30 move "
        "CHG-20417 ($250 fee) executed and reported; the lunch EVT-50613 untouched; Sunday May 24 "
        "($2,400) suggested and declined; his projector question just raised"
    )
    s.call(
        "get_rental_catalog",
        {"event_id": "EVT-50612", "category": "audiovisual"},
        {
            "event_date": "2026-05-30",
            "items": [
                {
                    "item_id": "AV-PRJ-STD",
                    "name": "standard projector and 120-inch screen",
                    "price": 95.0,
                },
                {
                    "item_id": "AV-PRJ-LSR",
                    "name": "HD laser projector and 16-foot screen",
                    "price": 240.0,
                },
                {"item_id": "AV-MIC-W", "name": "wireless microphone", "price": 45.0},
                {"item_id": "PB-450", "name": "photo booth with attendant", "price": 450.0},
            ],
            "changes": "rentals can be swapped until the walkthrough, 7 days before the event",
        },
        facts={
            "rental_options": {
                "AV-PRJ-STD": 95.0,
                "AV-PRJ-LSR": 240.0,
                "PB-450": 450.0,
            }
        },
    )
    s.say(
        "We do. Two options for May 30:\n"
        "- Standard projector with a 120-inch screen: $95\n"
        "- HD laser projector with a 16-foot screen: $240\n"
        "For Assay Hall with 110 guests I'd recommend the laser one; the standard one can look "
        "washed out with the chandeliers on. A photo booth with an attendant ($450) is also "
        "popular at reunions. Rentals can be swapped until the walkthrough, 7 days before."
    )
    s.user(
        "let's try the cheaper one first, we can upgrade at the walkthrough if it looks bad "
        "right? no photo booth",
        facts={"rental_choice": {"try_first": "AV-PRJ-STD", "photo_booth": "no"}},
    )
    s.confirm(
        "Yes, you can upgrade at the walkthrough. Here's the rental:\n"
        "- EVT-50612, May 30: standard projector and 120-inch screen (AV-PRJ-STD), $95.00, "
        "added to your balance\n\n"
        "Shall I add it? (yes/no)",
        [("add_rental", {"event_id": "EVT-50612", "item_id": "AV-PRJ-STD", "price": 95.0})],
    )
    s.user(
        "before I say yes, does it come with an hdmi cable that works with a mac? our slideshow "
        "guy has a macbook"
    )
    s.boundary(
        "the standard projector ($95) proposed, pending: he answered with a question about a Mac "
        "cable; the laser projector ($240) recommended by the agent, he chose the cheaper one "
        "first; the photo booth declined; the move CHG-20417 done"
    )


def session_tasting(s):
    """A tasting requested with the caterer: before 5, not a Saturday, 6 people, no pork."""
    greet(s)
    s.user(
        "hi, we're getting married in september at assay hall and want to do the food tasting. "
        "leilani okoro, CL 40233"
    )
    s.say("Congratulations, Leilani! To verify, please give me the email address on your file.")
    s.user("leilani.okoro@example.com")
    s.call(
        "verify_client",
        {"client_id": "CL-40233", "name": "Leilani Okoro", "email": "leilani.okoro@example.com"},
        verified("CL-40233"),
        facts={"client_id": "CL-40233", "client": "Leilani Okoro", "cards": ["Visa ****6352"]},
    )
    s.call(
        "get_client_events",
        {"client_id": "CL-40233"},
        {
            "client_id": "CL-40233",
            "events": [
                {
                    "event_id": "EVT-50874",
                    "type": "wedding",
                    "date": "2026-09-12",
                    "room": "Assay Hall",
                    "time": "15:00-23:00",
                    "guests": 140,
                    "status": "booked",
                    "menu": "Harvest Table (choices not final)",
                }
            ],
        },
        facts={
            "events": {
                "EVT-50874": {
                    "type": "wedding",
                    "date": "2026-09-12",
                    "room": "Assay Hall",
                    "guests": 140,
                    "menu": "Harvest Table",
                }
            }
        },
    )
    s.call(
        "get_tasting_slots",
        {"event_id": "EVT-50874"},
        {
            "caterer": "Thimble & Fig Catering",
            "location": "Thimble & Fig tasting kitchen, 14 Tannery Row, Aldermoot",
            "slots": [
                {"slot": "2026-03-24T16:00", "day": "Tuesday"},
                {"slot": "2026-03-26T18:00", "day": "Thursday"},
                {"slot": "2026-03-28T11:00", "day": "Saturday"},
            ],
            "included_guests": 4,
            "extra_guest": 35.0,
            "wine_pairing_per_guest": 20.0,
            "confirmation": "the caterer's kitchen confirms each request within 2 business days",
        },
        facts={
            "tasting_slots": {
                "slots": ["2026-03-24T16:00", "2026-03-26T18:00", "2026-03-28T11:00"],
                "included_guests": 4,
                "extra_guest": 35.0,
            }
        },
    )
    s.say(
        "You're verified, Leilani: your wedding EVT-50874 is on Saturday, September 12, 2026 in "
        "Assay Hall, 140 guests, Harvest Table menu. Thimble & Fig, our caterer, has three "
        "tasting slots at their kitchen on Tannery Row:\n"
        "- Tuesday, March 24 at 4:00 pm\n"
        "- Thursday, March 26 at 6:00 pm\n"
        "- Saturday, March 28 at 11:00 am\n"
        "The tasting is free for up to 4 people; each extra person is $35. A wine pairing is "
        "$20 a person. Most couples keep it to 4 so it's free."
    )
    s.user(
        "has to be before 5, we both work late, and not a saturday, that's my shift. there'll be "
        "6 of us. no wine thing. oh and NO pork on anything please, his family doesn't eat it",
        facts={
            "tasting_request": {"before": "17:00", "not": "Saturday", "guests": 6, "wine": "no"},
            "dietary": {"EVT-50874": "no pork (tasting)"},
        },
    )
    s.confirm(
        "Then Tuesday works. Here's the tasting request:\n"
        "- Tuesday, March 24, 2026 at 4:00 pm, Thimble & Fig tasting kitchen, 14 Tannery Row\n"
        "- 6 guests: 4 included, 2 extra at $35 = $70.00, charged to your Visa ****6352 once the "
        "caterer confirms\n"
        "- Harvest Table dishes, no pork\n\n"
        "Shall I send the request? (yes/no)",
        [
            (
                "book_tasting",
                {
                    "event_id": "EVT-50874",
                    "slot": "2026-03-24T16:00",
                    "guests": 6,
                    "notes": "no pork",
                },
            )
        ],
    )
    s.yes("yes book it. 6 is right, both our moms are coming")
    s.call(
        "book_tasting",
        {"event_id": "EVT-50874", "slot": "2026-03-24T16:00", "guests": 6, "notes": "no pork"},
        {
            "tasting_id": "TST-8812",
            "status": "requested",
            "awaiting": "caterer confirmation",
            "slot": "2026-03-24T16:00",
            "guests": 6,
            "extra_fee": 70.0,
            "charged": 0.0,
            "notes": "no pork",
            "confirm_by": "2026-03-13",
        },
        facts={"tasting_id": "TST-8812"},
    )
    s.say(
        "Sent: tasting request TST-8812 for Tuesday, March 24 at 4:00 pm, 6 guests, no pork. It "
        "isn't confirmed yet: Thimble & Fig's kitchen confirms by Friday, March 13, and the "
        "$70.00 is charged only once they do. You'll get an email either way."
    )
    s.user(
        "ok. can you tell them the no pork thing goes for the wedding menu too, not just the "
        "tasting?"
    )
    s.boundary(
        "tasting TST-8812 (Tue Mar 24 4 pm, 6 guests, $70 on confirmation, no pork) executed and "
        "reported, awaiting the caterer's confirmation by Mar 13, not confirmed; 4 people "
        "suggested, she chose 6; the wine pairing declined; her no-pork question for the "
        "wedding menu just raised"
    )


def session_contract(s):
    """The main contract signed by the client, awaiting countersignature; not the AV addendum."""
    greet(s)
    s.user(
        "Harlan Vogt from Kestrel Lane Credit Union. I got the contract email for our members' "
        "dinner, can I just sign through you? client 41560"
    )
    s.say("Certainly, Harlan. To verify, please give me the email address on your file.")
    s.user("hvogt@example.net")
    s.call(
        "verify_client",
        {"client_id": "CL-41560", "name": "Harlan Vogt", "email": "hvogt@example.net"},
        verified("CL-41560"),
        facts={
            "client_id": "CL-41560",
            "client": "Harlan Vogt",
            "organization": "Kestrel Lane Credit Union",
            "cards": ["Amex ****7719 (Kestrel Lane Credit Union)"],
        },
    )
    s.call(
        "get_contracts",
        {"client_id": "CL-41560"},
        {
            "event": {
                "event_id": "EVT-51011",
                "type": "annual members' dinner",
                "date": "2026-10-15",
                "room": "Assay Hall",
                "guests": 150,
                "room_fee": 1600.0,
                "menu": "Orchard Supper",
                "per_guest": 78.0,
                "deposit_paid": 800.0,
            },
            "contracts": [
                {
                    "contract_id": "CTR-7720",
                    "title": "venue and catering agreement",
                    "total": 13300.0,
                    "status": "sent, awaiting client signature",
                },
                {
                    "contract_id": "CTR-7721",
                    "title": "house AV package addendum",
                    "total": 1150.0,
                    "status": "sent, awaiting client signature",
                },
            ],
            "countersigned_by": "the events manager (Nadia Strelbrook)",
            "outside_vendor_fee": 300.0,
            "outside_vendor_insurance_due": "2026-09-15",
        },
        facts={
            "contracts": {
                "CTR-7720": {"title": "venue and catering agreement", "total": 13300.0},
                "CTR-7721": {"title": "house AV package addendum", "total": 1150.0},
                "event": "EVT-51011",
            }
        },
    )
    s.say(
        "Thanks, Harlan. Two documents are waiting for your signature for the annual members' "
        "dinner, EVT-51011, on Thursday, October 15, 2026 in Assay Hall (150 guests):\n"
        "- CTR-7720, the venue and catering agreement: $13,300.00 in total ($1,600 room fee + "
        "150 x $78 Orchard Supper), $800.00 deposit already paid\n"
        "- CTR-7721, the house AV package addendum: $1,150.00\n"
        "Most corporate clients take the house AV package; it also saves the outside-vendor fee."
    )
    s.user(
        "just the main one. we're bringing our own AV people, Tallis Sound, don't sign the AV "
        "addendum. what's the outside vendor thing?",
        facts={
            "contract_status": {"sign": "CTR-7720", "do_not_sign": "CTR-7721", "av": "Tallis Sound"}
        },
    )
    s.confirm(
        "An outside AV vendor means a $300.00 outside-vendor fee on your final invoice, and "
        "Tallis Sound must send us their insurance certificate by September 15. Here's what I'll "
        "do:\n"
        "- Record your e-signature, Harlan Vogt for Kestrel Lane Credit Union, on CTR-7720, the "
        "venue and catering agreement ($13,300.00)\n"
        "- CTR-7721, the AV addendum, stays unsigned\n"
        "- The agreement becomes binding once our events manager, Nadia Strelbrook, countersigns "
        "it\n\n"
        "Shall I record your signature? (yes/no)",
        [("sign_contract", {"contract_id": "CTR-7720", "signer": "Harlan Vogt"})],
    )
    s.user("can the 300 be waived? we've been coming here 6 years")
    s.say(
        "I can't waive it myself; only the events manager can. I could send her a waiver request "
        "along with your signed contract, if you'd like."
    )
    s.yes("nah, not worth the hassle, leave the fee. yes, sign the main contract")
    s.call(
        "sign_contract",
        {"contract_id": "CTR-7720", "signer": "Harlan Vogt"},
        {
            "contract_id": "CTR-7720",
            "client_signed": "2026-03-11",
            "signer": "Harlan Vogt",
            "status": "awaiting_countersignature",
            "countersign_by": "events manager",
            "expected_by": "2026-03-16",
        },
        facts={"contract_status": {"CTR-7720": "awaiting_countersignature"}},
    )
    s.say(
        "Your signature is recorded on CTR-7720 as of today. It isn't final yet: Nadia "
        "Strelbrook countersigns it, usually by Monday, March 16, and you'll get the fully signed "
        "copy by email. The AV addendum CTR-7721 is left unsigned. The $300.00 outside-vendor fee "
        "will be on the final invoice, and Tallis Sound's insurance certificate is due by "
        "September 15."
    )
    s.boundary(
        "CTR-7720 signed by the client, executed and reported, awaiting the events manager's "
        "countersignature (by Mar 16), not final; CTR-7721 (house AV, $1,150) left unsigned, his "
        "own AV (Tallis Sound); the $300 outside-vendor fee: waiver asked, refused by the agent's "
        "authority, the waiver request offered and declined"
    )


SCRIPTS = {"move": session_move, "tasting": session_tasting, "contract": session_contract}
