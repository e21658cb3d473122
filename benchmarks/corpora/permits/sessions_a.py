"""Session scripts, part 1: a fence permit, a deck's corrections and an electrical rough-in.

Each script plays one invented session at the permit desk of the City of Quillan Harbor
(owners, contractors, parcels, permits, amounts and dates are made up; the sessions take place
on Wednesday, March 11, 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import WINDOWS, contractor_record, property_record


def greet(s):
    """The agent's opening line."""
    s.say(
        "Good morning, City of Quillan Harbor permit desk, Building & Safety. I can help with "
        "building, electrical and fence permits, fees and refunds, plan review status, "
        "inspections and zoning variances. What can I do for you?"
    )


def session_fence(s):
    """A corner-lot fence: 6 ft all round corrected to 4 ft on the street side; the final booked."""
    greet(s)
    s.user(
        "hi. I need a permit for a new fence at my house, 27 tamsin ct. I'm the owner, "
        "Marguerite Tolland"
    )
    s.say(
        "Happy to help, Ms. Tolland. To confirm you're the owner of record, please give me the "
        "phone number on your applicant account or the parcel number from your tax statement."
    )
    s.user("phone is 458 555 0162")
    s.call(
        "lookup_property",
        {"address": "27 Tamsin Ct", "owner_phone": "+1 458-555-0162"},
        property_record(
            "0412-118-027",
            fence_rules={
                "max_height_rear_and_interior_side_ft": 6,
                "max_height_street_side_ft": 4,
                "review": "over the counter, no plan review",
            },
        ),
        facts={
            "owner": "Marguerite Tolland",
            "property": "27 Tamsin Ct",
            "parcel": "0412-118-027",
            "payment_methods": ["Visa ****3318"],
        },
    )
    s.say(
        "Thanks, you're confirmed as the owner of 27 Tamsin Ct (parcel 0412-118-027). It's a "
        "corner lot on Tamsin Ct and Heron Way, zoned R-1, so a fence can be up to 6 feet along "
        "the rear and interior side lot lines, but no more than 4 feet along a street side. "
        "Fence permits are issued over the counter, with no plan review. How long and how high "
        "will the fence be, what material, and what's the contract price?"
    )
    s.user(
        "its a wood fence, 6 ft all the way round the back yard, about 180 feet total. the "
        "quote from the fence company is 6400 dollars. oh and we want to do a deck later this "
        "summer, but just the fence today, not the deck",
        facts={
            "fence_request": {
                "material": "wood",
                "height_ft": 6,
                "length_ft": 180,
                "valuation": 6400.0,
                "scope": "fence only, not the deck",
            }
        },
    )
    s.call(
        "get_fee_estimate",
        {"permit_type": "fence", "valuation": 6400.0},
        {
            "permit_type": "fence",
            "valuation": 6400.0,
            "permit_fee": 118.0,
            "technology_fee": 4.72,
            "total": 122.72,
            "review": "over the counter",
            "inspections": ["fence final"],
            "valid_for_days": 180,
        },
        facts={"fee_estimate": {"permit_fee": 118.0, "technology_fee": 4.72, "total": 122.72}},
    )
    s.confirm(
        "The fee for a $6,400.00 fence is $118.00 plus a $4.72 technology fee, $122.72 in all. "
        "Here's the permit I'll issue:\n"
        "- Fence permit, 27 Tamsin Ct (parcel 0412-118-027)\n"
        "- Wood, 6 ft high, 180 linear ft around the back yard\n"
        "- Valuation $6,400.00; fees $122.72 charged to Visa ****3318\n"
        "- One fence final inspection once it's built\n\n"
        "Since the deck is coming this summer anyway, you could also open the deck application "
        "today: decks go through plan review, which takes about 10 business days. Shall I issue "
        "the fence permit? (yes/no)",
        [
            (
                "issue_fence_permit",
                {
                    "parcel": "0412-118-027",
                    "material": "wood",
                    "segments": [{"height_ft": 6, "length_ft": 180}],
                    "valuation": 6400.0,
                    "fee_total": 122.72,
                    "payment": "Visa ****3318",
                },
            )
        ],
    )
    s.no(
        "wait, no. the side along heron way is the street side isn't it? that part has to be "
        "4 ft then. its about 60 ft of the 180. and no deck now, I said later",
        facts={
            "fence_request": {
                "material": "wood",
                "segments": {"6 ft": 120, "4 ft along Heron Way": 60},
                "valuation": 6400.0,
                "scope": "fence only, not the deck",
            }
        },
    )
    s.confirm(
        "You're right, and I haven't issued anything. Here's the corrected permit:\n"
        "- Fence permit, 27 Tamsin Ct (parcel 0412-118-027), wood\n"
        "- 120 linear ft at 6 ft high along the rear and interior side lot lines\n"
        "- 60 linear ft at 4 ft high along Heron Way (street side)\n"
        "- Valuation $6,400.00; fees $122.72 charged to Visa ****3318\n"
        "- Fence only; no deck application\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_fence_permit",
                {
                    "parcel": "0412-118-027",
                    "material": "wood",
                    "segments": [
                        {"height_ft": 6, "length_ft": 120},
                        {"height_ft": 4, "length_ft": 60, "along": "Heron Way"},
                    ],
                    "valuation": 6400.0,
                    "fee_total": 122.72,
                    "payment": "Visa ****3318",
                },
            )
        ],
    )
    s.yes("yes thats right")
    s.call(
        "issue_fence_permit",
        {
            "parcel": "0412-118-027",
            "material": "wood",
            "segments": [
                {"height_ft": 6, "length_ft": 120},
                {"height_ft": 4, "length_ft": 60, "along": "Heron Way"},
            ],
            "valuation": 6400.0,
            "fee_total": 122.72,
            "payment": "Visa ****3318",
        },
        {
            "permit_id": "FP-26-00233",
            "status": "issued",
            "issued": "2026-03-11",
            "expires": "2026-09-07",
            "fees_paid": 122.72,
            "receipt": "RC-884210",
            "card": "Visa ****3318",
            "inspections_required": ["fence final"],
        },
        facts={"permit_id": "FP-26-00233", "receipt": "RC-884210"},
    )
    s.say(
        "Done: fence permit FP-26-00233 is issued, 120 ft at 6 ft and 60 ft at 4 ft along "
        "Heron Way. $122.72 was charged to your Visa ****3318 (receipt RC-884210). The permit "
        "is valid until September 7, 2026; please post the permit card where it can be seen "
        "from the street. Once the fence is up it needs a fence final inspection."
    )
    s.user(
        "great. the fence guys finish on the 24th. when can I get the final inspection? and "
        "not on a friday please, I'm at the office fridays",
        facts={
            "inspection_request": {
                "inspection": "fence final",
                "after": "2026-03-24",
                "not": "Fridays",
            }
        },
    )
    s.boundary(
        "the 6 ft all-round fence rejected by her correction (4 ft along Heron Way); FP-26-00233 "
        "(120 ft at 6 ft, 60 ft at 4 ft, $122.72) issued and reported; the deck application "
        "suggested and declined; her question about the final inspection (after the 24th, not "
        "on a Friday) just asked"
    )
    s.call(
        "get_inspection_slots",
        {"permit_id": "FP-26-00233", "inspection": "fence final", "from": "2026-03-25"},
        {
            "permit_id": "FP-26-00233",
            "inspection": "fence final",
            "slots": [
                {"date": "2026-03-25", "window": "AM"},
                {"date": "2026-03-26", "window": "PM"},
                {"date": "2026-03-27", "window": "AM"},
                {"date": "2026-03-30", "window": "AM"},
            ],
            "windows": WINDOWS,
            "fee": 0.0,
        },
        facts={
            "inspection_slots": {
                "2026-03-25": "AM",
                "2026-03-26": "PM",
                "2026-03-27": "AM",
                "2026-03-30": "AM",
            }
        },
    )
    s.say(
        "Here are the open fence final slots after the 24th, leaving out Friday the 27th:\n"
        "- Wednesday, March 25, morning (8:00-12:00)\n"
        "- Thursday, March 26, afternoon (12:00-4:00)\n"
        "- Monday, March 30, morning (8:00-12:00)\n\n"
        "I'd take Wednesday the 25th: it's the earliest, and if anything needs fixing there's "
        "time for a re-inspection that week. The first final inspection has no fee."
    )
    s.user("thursday afternoon works better for me, the 26th")
    s.confirm(
        "Here's the inspection:\n"
        "- Fence final for FP-26-00233, 27 Tamsin Ct\n"
        "- Thursday, March 26, 2026, afternoon window (12:00-4:00 pm)\n"
        "- The inspector calls about 30 minutes ahead; no fee\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_inspection",
                {
                    "permit_id": "FP-26-00233",
                    "inspection": "fence final",
                    "date": "2026-03-26",
                    "window": "PM",
                },
            )
        ],
    )
    s.yes("yes please. and can you text me the day before too?")
    s.boundary(
        "she said yes to the Thursday March 26 PM fence final, no call yet; the agent's "
        "Wednesday 25 AM suggestion declined; a text reminder asked for, not set up or answered"
    )


def session_deck(s):
    """A contractor resubmits a deck's corrections: standard re-review, no expedite, no sign-off."""
    greet(s)
    s.user(
        "Bram Steadley, Steadley Build. calling about the deck permit at 1190 orchard vale, "
        "the examiner kicked it back. permit 26-398"
    )
    s.say(
        "I can help with that. Please give me your contractor registration number so I can "
        "check that the owner has authorized you on this permit."
    )
    s.user("CR 20417")
    s.call(
        "verify_contractor",
        {"registration": "CR-20417", "permit_id": "BP-26-00398"},
        contractor_record("CR-20417", "BP-26-00398"),
        facts={
            "applicant": "Bram Steadley",
            "applicant_role": "contractor for the owner",
            "contractor": {"company": "Steadley Build Co", "registration": "CR-20417"},
            "owner": "Lionel Fairweather",
            "property": "1190 Orchard Vale Rd",
        },
    )
    s.call(
        "get_plan_review",
        {"permit_id": "BP-26-00398"},
        {
            "permit_id": "BP-26-00398",
            "type": "residential deck",
            "valuation": 18500.0,
            "review_id": "PR-26-0318",
            "examiner": "Ruth Abernethy",
            "status": "corrections_required",
            "decided": "2026-03-06",
            "corrections": [
                {
                    "item": 1,
                    "sheet": "S-2",
                    "text": "ledger board attachment: show flashing and lag screw spacing",
                },
                {
                    "item": 2,
                    "sheet": "S-3",
                    "text": "stair guard: 36 in minimum height, openings under 4 in",
                },
            ],
            "uploaded_since_decision": [
                {"doc_id": "DOC-7731", "sheet": "S-2 rev 1", "uploaded": "2026-03-10"},
                {"doc_id": "DOC-7732", "sheet": "S-3 rev 1", "uploaded": "2026-03-10"},
            ],
            "plan_review_fee_paid": 370.0,
            "re_review": {
                "standard_business_days": 10,
                "expedite_business_days": 3,
                "expedite_surcharge": 185.0,
            },
            "related_permits": [
                {
                    "permit_id": "EP-26-01190",
                    "type": "electrical, deck lighting",
                    "status": "issued",
                }
            ],
        },
        facts={
            "plan_review": {
                "permit_id": "BP-26-00398",
                "review_id": "PR-26-0318",
                "examiner": "Ruth Abernethy",
                "status": "corrections_required",
                "corrections": ["S-2 ledger flashing", "S-3 stair guard"],
                "expedite_surcharge": 185.0,
            }
        },
    )
    s.say(
        "Thanks, Mr. Steadley: Steadley Build Co (CR-20417) is authorized on BP-26-00398 by "
        "the owner, Lionel Fairweather. The plan examiner, Ruth Abernethy, returned review "
        "PR-26-0318 on March 6 with two corrections: the ledger board flashing and lag spacing "
        "on sheet S-2, and the stair guard on sheet S-3. I see revised sheets uploaded "
        "yesterday, DOC-7731 (S-2 rev 1) and DOC-7732 (S-3 rev 1).\n\n"
        "I can resubmit them for re-review. Standard re-review takes up to 10 business days; "
        "expedited re-review takes 3 business days for a $185.00 surcharge. With a crew "
        "waiting, the expedite is often worth it."
    )
    s.user(
        "can't you just sign off on it? they're tiny fixes. and no expedite, lionel isn't "
        "paying another 185",
        facts={"application_request": {"review_speed": "standard", "expedite": "declined"}},
    )
    s.confirm(
        "I'm sorry, I can't approve plans: only the plan examiner can. Here's the "
        "resubmission:\n"
        "- BP-26-00398 (deck, 1190 Orchard Vale Rd), review PR-26-0318\n"
        "- DOC-7731 and DOC-7732, answering corrections 1 (S-2) and 2 (S-3)\n"
        "- Standard re-review, up to 10 business days (by Wednesday, March 25); no surcharge\n"
        "- The deck lighting permit EP-26-01190 is already issued and isn't affected\n\n"
        "Shall I resubmit? (yes/no)",
        [
            (
                "resubmit_corrections",
                {
                    "permit_id": "BP-26-00398",
                    "review_id": "PR-26-0318",
                    "documents": ["DOC-7731", "DOC-7732"],
                    "review_speed": "standard",
                },
            )
        ],
    )
    s.yes("fine, yes send it")
    s.call(
        "resubmit_corrections",
        {
            "permit_id": "BP-26-00398",
            "review_id": "PR-26-0318",
            "documents": ["DOC-7731", "DOC-7732"],
            "review_speed": "standard",
        },
        {
            "resubmission_id": "RS-26-0144",
            "status": "in_review",
            "examiner": "Ruth Abernethy",
            "review_speed": "standard",
            "target_decision": "2026-03-25",
            "surcharge": 0.0,
            "permit_status": "plan review; not approved",
        },
        facts={"resubmission_id": "RS-26-0144"},
    )
    s.say(
        "Resubmitted as RS-26-0144. It's back with Ruth Abernethy for standard re-review, with "
        "a decision due by Wednesday, March 25; no surcharge was charged. The plans aren't "
        "approved yet: the examiner will either approve them or send further corrections."
    )
    s.user("ok. can we at least start digging the footings before that?")
    s.boundary(
        "corrections resubmitted (RS-26-0144), executed and reported, in standard re-review "
        "with examiner Ruth Abernethy (decision by March 25), not approved; the desk's sign-off "
        "asked for and refused; the $185 expedite suggested and declined; EP-26-01190 untouched; "
        "his question about digging footings open"
    )


def session_electrical(s):
    """An electrical rough-in before the drywall date, mornings only; the first slot fails."""
    greet(s)
    s.user(
        "Ines Calloway from Brightline Electric, need to book the rough-in on EP 26 1187, 56 "
        "wexcombe. reg number CR31562. drywall crew is coming monday the 23rd so it has to be "
        "before that. mornings only please, I'm on another job afternoons",
        facts={
            "inspection_request": {
                "inspection": "electrical rough-in",
                "before": "2026-03-23",
                "window": "AM only",
            }
        },
    )
    s.call(
        "verify_contractor",
        {"registration": "CR-31562", "permit_id": "EP-26-01187"},
        contractor_record("CR-31562", "EP-26-01187"),
        facts={
            "applicant": "Ines Calloway",
            "applicant_role": "electrical contractor for the owner",
            "contractor": {"company": "Brightline Electric", "registration": "CR-31562"},
            "owner": "Harold Pembry",
            "property": "56 Wexcombe Ln",
            "permit_id": "EP-26-01187",
        },
    )
    s.call(
        "get_inspection_slots",
        {
            "permit_id": "EP-26-01187",
            "inspection": "electrical rough-in",
            "from": "2026-03-12",
            "to": "2026-03-20",
        },
        {
            "permit_id": "EP-26-01187",
            "inspection": "electrical rough-in",
            "slots": [
                {"date": "2026-03-17", "window": "PM"},
                {"date": "2026-03-18", "window": "AM"},
                {"date": "2026-03-19", "window": "AM"},
                {"date": "2026-03-20", "window": "AM"},
            ],
            "windows": WINDOWS,
            "inspections_on_permit": [
                {
                    "inspection_id": "INS-26-03920",
                    "type": "service change",
                    "date": "2026-03-04",
                    "result": "passed",
                }
            ],
        },
        facts={
            "inspection_slots": {
                "2026-03-17": "PM",
                "2026-03-18": "AM",
                "2026-03-19": "AM",
                "2026-03-20": "AM",
            }
        },
    )
    s.say(
        "Thanks, Ms. Calloway: Brightline Electric (CR-31562) is authorized on EP-26-01187 by "
        "the owner, Harold Pembry. The service change passed on March 4 (INS-26-03920). "
        "Morning rough-in slots before Monday the 23rd are Wednesday, March 18, Thursday, March "
        "19 and Friday, March 20, 8:00-12:00; Tuesday the 17th only has an afternoon. I'd take "
        "the 18th: if anything fails, there's still time for a re-inspection before the "
        "drywall goes up."
    )
    s.user("18th is good")
    s.confirm(
        "Here's the inspection:\n"
        "- Electrical rough-in for EP-26-01187, 56 Wexcombe Ln\n"
        "- Wednesday, March 18, 2026, morning window (8:00-12:00)\n"
        "- Walls must stay open until it passes; no fee\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_inspection",
                {
                    "permit_id": "EP-26-01187",
                    "inspection": "electrical rough-in",
                    "date": "2026-03-18",
                    "window": "AM",
                },
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "schedule_inspection",
        {
            "permit_id": "EP-26-01187",
            "inspection": "electrical rough-in",
            "date": "2026-03-18",
            "window": "AM",
        },
        {
            "error": "slot_unavailable",
            "message": (
                "The 2026-03-18 AM window on the Wexcombe route was filled at 09:41; no "
                "inspection was booked."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed March 18 AM rough-in booking failed (window filled, ledger executed), "
        "not reported yet; mornings only, before the drywall on the 23rd"
    )
    s.say(
        "I'm sorry, that didn't go through: the March 18 morning window filled up a moment "
        "ago, so nothing is booked. The mornings still open before the 23rd are Thursday, "
        "March 19 and Friday, March 20. I'd take Thursday, which leaves Friday for a "
        "re-inspection. I can also put you on the cancellation list for the 18th."
    )
    s.user("thursday then. don't bother with the cancellation list")
    s.confirm(
        "Here's the inspection:\n"
        "- Electrical rough-in for EP-26-01187, 56 Wexcombe Ln\n"
        "- Thursday, March 19, 2026, morning window (8:00-12:00)\n"
        "- No fee\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_inspection",
                {
                    "permit_id": "EP-26-01187",
                    "inspection": "electrical rough-in",
                    "date": "2026-03-19",
                    "window": "AM",
                },
            )
        ],
    )
    s.yes("yep")
    s.call(
        "schedule_inspection",
        {
            "permit_id": "EP-26-01187",
            "inspection": "electrical rough-in",
            "date": "2026-03-19",
            "window": "AM",
        },
        {
            "inspection_id": "INS-26-04471",
            "status": "scheduled",
            "permit_id": "EP-26-01187",
            "inspection": "electrical rough-in",
            "date": "2026-03-19",
            "window": "AM",
            "window_time": "8:00-12:00",
            "inspector_calls_ahead_minutes": 30,
            "fee": 0.0,
        },
        facts={"inspection_id": "INS-26-04471"},
    )
    s.say(
        "Booked: rough-in inspection INS-26-04471 on Thursday, March 19, between 8:00 and "
        "12:00. The inspector calls about 30 minutes ahead. If it passes, the drywall can go "
        "up on the 23rd as planned."
    )
    s.user("thanks. does the owner have to be there?")
    s.boundary(
        "the March 18 failure reported; the cancellation list offered and declined; the "
        "March 19 AM rough-in INS-26-04471 executed and reported; her question about the "
        "owner being there open"
    )


SCRIPTS = {"fence": session_fence, "deck": session_deck, "electrical": session_electrical}
