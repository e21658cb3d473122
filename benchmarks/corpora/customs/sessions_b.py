"""Session scripts, part 2: review, poa and amend.

Each script plays one invented session at the import desk of Corvane & Sills Customs Brokers
(importers, shipments, entries, amounts and dates are made up). `s.boundary(note)` marks where
a point is frozen. The sessions take place on Thursday, March 11, 2027.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_review(s):
    """A classification review sent to the licensed broker; she asks for a corrected invoice."""
    greet(s)
    s.user(
        "Bastian Quarrie, Fennick Lighting, IMP 38806. I think you filed our LED modules under "
        "the wrong tariff line, we're paying lamp duty on parts. the container is FNKU 7104422"
    )
    s.say("I'll check, Bastian. Please confirm the email address on file.")
    s.user("bquarrie@example.com")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-38806", "email": "bquarrie@example.com"},
        verified("IMP-38806"),
        facts={
            "importer_id": "IMP-38806",
            "importer": "Fennick Lighting Supply",
            "contact": "Bastian Quarrie",
            "bond": {"type": "continuous", "bond_id": "CB-688130"},
        },
    )
    s.call(
        "get_classification",
        {"importer_id": "IMP-38806", "shipment_id": "FNKU7104422"},
        {
            "shipment_id": "FNKU7104422",
            "entry_number": "ENT-0409188",
            "filed": "2027-03-05",
            "goods": "LED light modules without housings, with drivers",
            "declared_value": 64300.0,
            "tariff_code": "9405.42.00",
            "description": "luminaires and lighting fittings, LED",
            "duty_rate": "3.9%",
            "duty": 2507.7,
            "processing_fee": 32.71,
            "duty_deposit_paid": 2540.41,
            "customs_status": "filed, awaiting release",
            "alternative": {
                "tariff_code": "8539.52.00",
                "description": "LED modules",
                "duty_rate": "2.0%",
                "duty": 1286.0,
            },
            "review": (
                "a classification review is decided by the licensed broker; it can delay "
                "release by 3-5 business days; if the new line is accepted, the entry is "
                "amended and the difference refunded"
            ),
        },
        facts={
            "classification": {
                "entry_number": "ENT-0409188",
                "current": {"tariff_code": "9405.42.00", "rate": "3.9%", "duty": 2507.7},
                "proposed": {"tariff_code": "8539.52.00", "rate": "2.0%", "duty": 1286.0},
                "declared_value": 64300.0,
            }
        },
    )
    s.say(
        "Thanks, Bastian. Entry ENT-0409188 for FNKU7104422 was filed on March 5 under "
        "9405.42.00 (LED luminaires) at 3.9%: $2,507.70 duty on the declared $64,300.00, which "
        "you've paid with the $32.71 processing fee. Modules without housings may fit "
        "8539.52.00 at 2.0%, which would be $1,286.00, so $1,221.70 less.\n\n"
        "A change of classification is decided by our licensed customs broker, Ysolde Parrak, "
        "not by the desk. I can send her a review request, but a review can delay release by "
        "3 to 5 business days. Another way would be to let the entry clear as filed and ask "
        "for a post-entry correction afterwards, so nothing is held up."
    )
    s.user(
        "no, do the review now. but they have to be cleared before the lumenfair opens on "
        "the 24th, we're showing them there. if it's going to push past that, tell me",
        facts={
            "review_request": {
                "entry_number": "ENT-0409188",
                "proposed": "8539.52.00",
                "cleared_before": "2027-03-24",
            }
        },
    )
    s.confirm(
        "Here's the review request I'll send to Ysolde Parrak:\n"
        "- Entry ENT-0409188 (FNKU7104422), from 9405.42.00 (3.9%) to 8539.52.00 (2.0%)\n"
        "- Reason: LED modules imported without housings\n"
        "- Duty difference if accepted: $1,221.70, refunded after the entry is amended\n"
        "- Noted for her: the goods must be cleared before March 24, 2027 (trade fair)\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_classification_review",
                {
                    "entry_number": "ENT-0409188",
                    "current_code": "9405.42.00",
                    "proposed_code": "8539.52.00",
                    "reason": "LED modules imported without housings",
                    "deadline_note": "cleared before 2027-03-24",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_classification_review",
        {
            "entry_number": "ENT-0409188",
            "current_code": "9405.42.00",
            "proposed_code": "8539.52.00",
            "reason": "LED modules imported without housings",
            "deadline_note": "cleared before 2027-03-24",
        },
        {
            "review_id": "REV-1184",
            "status": "under_review",
            "assigned_to": "Ysolde Parrak, licensed customs broker (LB-2291)",
            "decision_expected": "2027-03-16",
            "entry_status": "held for review",
        },
        facts={"review_id": "REV-1184"},
    )
    s.say(
        "Sent: review REV-1184 is now under review with Ysolde Parrak, and she expects to "
        "decide by Tuesday, March 16. Nothing has been decided yet, and the entry is held "
        "until then; the duty you paid stays as it is for now. I've noted the March 24 fair "
        "for her."
    )
    s.user("ok. how do I find out what she decides?")
    s.boundary(
        "review REV-1184 (9405.42.00 to 8539.52.00, $1,221.70 difference) sent and reported, "
        "under review with the licensed broker (decision by Mar 16), not decided; the "
        "post-entry correction suggested and declined; cleared before the 24th; his question "
        "open"
    )
    s.say(
        "You'll get an email from Ysolde or from us as soon as she decides, and you can ask me "
        "here at any time."
    )
    s.user(
        "hi again, just got an email from your broker, she wants a corrected invoice? I "
        "uploaded one to the portal an hour ago, invoice INV-FL-2207 rev B"
    )
    s.call(
        "get_review_status",
        {"review_id": "REV-1184"},
        {
            "review_id": "REV-1184",
            "status": "information_requested",
            "requested_by": "Ysolde Parrak",
            "request": (
                "corrected commercial invoice listing the LED modules and the drivers as "
                "separate lines with their own values"
            ),
            "respond_by": "2027-03-15",
            "portal_documents": [
                {
                    "document_id": "DOC-77120",
                    "name": "INV-FL-2207 rev B",
                    "uploaded": "2027-03-11",
                }
            ],
        },
        facts={
            "review_status": {
                "status": "information_requested",
                "respond_by": "2027-03-15",
                "document": "DOC-77120",
            }
        },
    )
    s.confirm(
        "Yes: Ysolde has asked for a corrected commercial invoice that lists the LED modules "
        "and the drivers as separate lines with their own values, by Monday, March 15. The "
        "review stays open until she has it. I see your upload:\n"
        "- Send document DOC-77120 (INV-FL-2207 rev B) to Ysolde Parrak for review REV-1184\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "submit_corrected_invoice",
                {
                    "review_id": "REV-1184",
                    "document_id": "DOC-77120",
                    "invoice": "INV-FL-2207 rev B",
                },
            )
        ],
    )
    s.user(
        "before I say yes: rev B has the drivers at 4,100 not 4,600. does that change what we "
        "owe? I don't want to send it if it opens a can of worms"
    )
    s.boundary(
        "the corrected invoice DOC-77120 for REV-1184 proposed, pending: he answered with a "
        "question about the drivers' value; the broker's request due Mar 15; REV-1184 still "
        "under review"
    )


def session_poa(s):
    """A power of attorney renewed for one year (not two); a forwarder added for trucks only."""
    greet(s)
    s.user(
        "Hi, Wren Castellane from Halyard Outdoor Goods (IMP-47152). Two things. Our POA with "
        "you runs out at the end of the month, I'd like to renew it. And we've got a new "
        "forwarder for the truck loads, Gorse Line Forwarding, can you add them as an "
        "authorized contact? Their person is Edda Rusk, edda.rusk@example.net"
    )
    s.say("Happy to, Wren. First, please confirm the phone number on file.")
    s.user("(208) 555-0134")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-47152", "phone": "+1 208-555-0134"},
        verified("IMP-47152"),
        facts={
            "importer_id": "IMP-47152",
            "importer": "Halyard Outdoor Goods",
            "contact": "Wren Castellane",
            "poa": {"poa_id": "POA-47152-24", "valid_to": "2027-03-31"},
        },
    )
    s.call(
        "get_authorized_contacts",
        {"importer_id": "IMP-47152"},
        {
            "importer_id": "IMP-47152",
            "signatory": "Wren Castellane",
            "contacts": [
                {
                    "contact_id": "AC-4410",
                    "company": "Oxbryne Cargo",
                    "role": "freight forwarder",
                    "person": "Lucan Treadwell",
                    "scope": "all shipments",
                    "since": "2024-05-02",
                }
            ],
            "poa_renewal": {"terms_years": [1, 2], "fee": 0.0, "starts": "2027-04-01"},
        },
        facts={
            "contacts": {"AC-4410": {"company": "Oxbryne Cargo", "scope": "all shipments"}},
        },
    )
    s.say(
        "Thanks, Wren. Your power of attorney POA-47152-24 runs until March 31, 2027. A "
        "renewal starts on April 1 and can run for 1 or 2 years, at no fee; most importers "
        "take 2 years so it doesn't lapse in the middle of a season. Your only authorized "
        "contact now is Oxbryne Cargo (Lucan Treadwell), for all shipments. Should Gorse Line "
        "have the same scope, and since they take over the trucks, shall I narrow Oxbryne to "
        "ocean shipments?"
    )
    s.user(
        "one year, not two, we're reviewing our brokers next spring. Gorse Line only for the "
        "truck loads, NOT the ocean containers. and leave Oxbryne exactly as they are for now",
        facts={
            "contact_request": {
                "company": "Gorse Line Forwarding",
                "scope": "truck only",
                "leave": "AC-4410",
            },
            "poa": {"poa_id": "POA-47152-24", "valid_to": "2027-03-31", "renew_years": 1},
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Renew the power of attorney for 1 year: April 1, 2027 to March 31, 2028, signatory "
        "Wren Castellane, no fee\n"
        "- Add Gorse Line Forwarding (Edda Rusk, edda.rusk@example.net) as an authorized "
        "contact for truck shipments only, not ocean\n"
        "- Oxbryne Cargo (AC-4410) stays as it is\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "renew_power_of_attorney",
                {
                    "importer_id": "IMP-47152",
                    "valid_from": "2027-04-01",
                    "valid_to": "2028-03-31",
                    "signatory": "Wren Castellane",
                },
            ),
            (
                "add_authorized_contact",
                {
                    "importer_id": "IMP-47152",
                    "company": "Gorse Line Forwarding",
                    "person": "Edda Rusk",
                    "email": "edda.rusk@example.net",
                    "scope": "truck",
                },
            ),
        ],
    )
    s.yes("yes please")
    s.call(
        "renew_power_of_attorney",
        {
            "importer_id": "IMP-47152",
            "valid_from": "2027-04-01",
            "valid_to": "2028-03-31",
            "signatory": "Wren Castellane",
        },
        {
            "poa_id": "POA-47152-27",
            "status": "renewed",
            "valid_from": "2027-04-01",
            "valid_to": "2028-03-31",
            "replaces": "POA-47152-24",
        },
        facts={"poa": {"poa_id": "POA-47152-27", "valid_to": "2028-03-31"}},
    )
    s.call(
        "add_authorized_contact",
        {
            "importer_id": "IMP-47152",
            "company": "Gorse Line Forwarding",
            "person": "Edda Rusk",
            "email": "edda.rusk@example.net",
            "scope": "truck",
        },
        {
            "contact_id": "AC-5093",
            "status": "active",
            "company": "Gorse Line Forwarding",
            "person": "Edda Rusk",
            "scope": "truck shipments",
            "can": ["see shipment status", "receive pickup notices", "send documents"],
        },
        facts={
            "contacts": {
                "AC-4410": {"company": "Oxbryne Cargo", "scope": "all shipments"},
                "AC-5093": {"company": "Gorse Line Forwarding", "scope": "truck"},
            }
        },
    )
    s.say(
        "All set. Your power of attorney is renewed as POA-47152-27, valid from April 1, 2027 "
        "to March 31, 2028. Gorse Line Forwarding is now authorized contact AC-5093 (Edda "
        "Rusk) for truck shipments only: they can see shipment status, get pickup notices and "
        "send documents. Oxbryne Cargo is unchanged."
    )
    s.user("thanks! can Edda see our duty invoices too?")
    s.boundary(
        "POA renewed for 1 year (POA-47152-27, to Mar 31, 2028) and Gorse Line added as AC-5093 "
        "for trucks only, both executed and reported; the 2-year term suggested and declined; "
        "narrowing Oxbryne offered and declined; her question open"
    )


def session_amend(s):
    """A post-entry correction of a mistyped declared value; the refund is the authority's."""
    greet(s)
    s.user(
        "Marguerite Ollendorf, Sable Key Cosmetics. we made a typo on a commercial invoice, "
        "the serum shipment from tuesday says 18,400 and it should be 14,800. we've overpaid "
        "duty. importer number imp-55318"
    )
    s.say(
        "I'm sorry about that, Marguerite. Please give me the email address on file so I can "
        "verify the account."
    )
    s.user("m.ollendorf@example.com")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-55318", "email": "m.ollendorf@example.com"},
        verified("IMP-55318"),
        facts={
            "importer_id": "IMP-55318",
            "importer": "Sable Key Cosmetics",
            "contact": "Marguerite Ollendorf",
            "payment_options": {"deposit_account": "DEP-55318", "card": "Visa ****5528"},
        },
    )
    s.call(
        "get_entries",
        {"importer_id": "IMP-55318", "filed_since": "2027-03-08"},
        {
            "importer_id": "IMP-55318",
            "entries": [
                {
                    "entry_number": "ENT-0412906",
                    "shipment_id": "176-50881246",
                    "goods": "face serum",
                    "filed": "2027-03-09",
                    "declared_value": 18400.0,
                    "invoice": "INV-SK-3391",
                    "duty_rate": "4.0%",
                    "duty": 736.0,
                    "paid_with": "Visa ****5528",
                    "customs_status": "released",
                },
                {
                    "entry_number": "ENT-0412950",
                    "shipment_id": "176-50881290",
                    "goods": "lip tint",
                    "filed": "2027-03-09",
                    "declared_value": 6250.0,
                    "invoice": "INV-SK-3392",
                    "duty_rate": "4.0%",
                    "duty": 250.0,
                    "paid_with": "Visa ****5528",
                    "customs_status": "released",
                },
            ],
            "post_entry_correction": (
                "filed with the customs authority, which decides; if accepted it refunds the "
                "difference in 20-30 days to the account named in the correction"
            ),
        },
        facts={
            "entries": {
                "ENT-0412906": {"value": 18400.0, "duty": 736.0, "invoice": "INV-SK-3391"},
                "ENT-0412950": {"value": 6250.0, "duty": 250.0, "invoice": "INV-SK-3392"},
            }
        },
    )
    s.say(
        "Thanks, Marguerite. You filed two entries on Tuesday, March 9: ENT-0412906 (face "
        "serum, invoice INV-SK-3391, declared $18,400.00, duty $736.00 at 4.0%) and "
        "ENT-0412950 (lip tint, invoice INV-SK-3392, $6,250.00, duty $250.00). At $14,800.00 "
        "the serum's duty would be $592.00, so $144.00 was overpaid. I can file a post-entry "
        "correction on ENT-0412906; the customs authority decides on it and, if it accepts, "
        "refunds the $144.00 within 20 to 30 days. Is the lip tint entry correct?"
    )
    s.user(
        "lip tint is fine, leave it. can't you just refund me the 144 now and sort it out "
        "with them later?"
    )
    s.say(
        "I'm sorry, I can't: the duty was paid to the customs authority, so only they can "
        "refund it, once they accept the correction. Where should the refund go: your deposit "
        "account DEP-55318 or the Visa ****5528 the duty was paid with?"
    )
    s.user(
        "deposit account, not the card, the card's being replaced next week",
        facts={
            "correction_request": {
                "entry_number": "ENT-0412906",
                "value": 14800.0,
                "refund_to": "DEP-55318",
            }
        },
    )
    s.confirm(
        "Here's the correction I'll file with the customs authority:\n"
        "- Entry ENT-0412906 (face serum, invoice INV-SK-3391)\n"
        "- Declared value from $18,400.00 to $14,800.00; duty from $736.00 to $592.00\n"
        "- Refund requested: $144.00 to deposit account DEP-55318, not the card\n"
        "- ENT-0412950 is not changed\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_post_entry_correction",
                {
                    "entry_number": "ENT-0412906",
                    "declared_value_from": 18400.0,
                    "declared_value_to": 14800.0,
                    "duty_difference": 144.0,
                    "refund_to": "DEP-55318",
                },
            )
        ],
    )
    s.yes("yes file it")
    s.boundary(
        "she said yes to the post-entry correction of ENT-0412906 ($18,400 to $14,800, $144.00 "
        "to DEP-55318), no call yet; ENT-0412950 left alone; an immediate refund asked for and "
        "refused (the authority refunds)"
    )


SCRIPTS = {"review": session_review, "poa": session_poa, "amend": session_amend}
