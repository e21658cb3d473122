"""Hand-written candidate summaries, part 6: contact@m18, invoice@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "leasing-contact@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Imelda Thornbury (office mgr, Corbridge Acoustics, KL-86620): add new "
                    "finance hire Bartholomew Szell as billing contact",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "AC-3348 submitted after her yes: Szell (b.szell@example.net, +1 "
                        "503-555-0196), finance contact, billing only, invoices to him only, "
                        "Imelda off the invoice emails. Pending Henrietta Kolb's (owner) email "
                        "confirmation, link expires 3/19. Not in effect yet",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Billing only: he must NOT sign leases", "ev_15"),
                    it("Invoices to him only, not to Imelda", "ev_15"),
                ],
                rejected=[
                    it("Portal access (agent's offer): declined, email enough", "ev_17", "ev_18"),
                ],
                open_threads=[
                    it(
                        "Kolb travelling until 3/20, after the link expires; Imelda asks if "
                        "her ok can replace the owner's. Unanswered",
                        "ev_25",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Imelda Thornbury, the office manager at Corbridge Acoustics, wanted the "
                    "company's new finance hire, Bartholomew Szell, to receive the invoices and "
                    "handle billing questions.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent explained that adding an authorized contact has to be "
                        "confirmed by the account owner, Henrietta Kolb, by email.",
                        "ev_14",
                    ),
                    it(
                        "Once Imelda agreed, request AC-3348 was submitted to add Bartholomew "
                        "as a finance contact with billing rights only and to send the invoices "
                        "to him instead of her. It is waiting for Henrietta's confirmation, "
                        "and the link expires on March 19; until then nothing changes.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Imelda was clear that Bartholomew must not be able to sign leases.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered him access to the customer portal, but Imelda said "
                        "email is enough.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Imelda has just said that Henrietta is travelling until the 20th and "
                        "asked whether the desk can take her own approval instead.",
                        "ev_28",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Once Imelda agreed, request AC-3348 added Bartholomew as a finance contact "
                    "with billing rights only; he is now authorized on the account and the "
                    "invoices go to him instead of her.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "he is now authorized on the account",
                "the request only awaits the owner's confirmation: pending_owner_confirmation "
                "(ev_25); nothing changes until Henrietta confirms (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "rejected[0]",
                it("Portal access set up for Szell on the agent's suggestion", "ev_17", "ev_18"),
                "false_status:no_such_action",
                "Portal access set up",
                "the ledger holds no portal action; portal access was offered and declined "
                "(ev_17, ev_18) and the request says portal: false",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Imelda was clear that Bartholomew should also be able to sign leases.",
                    "ev_15",
                ),
                "inverted_constraint",
                "should also be able to sign leases",
                "she said billing only, he is NOT to sign leases (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Imelda explained that adding an authorized contact has to be confirmed by "
                    "the account owner, Henrietta Kolb, by email.",
                    "ev_14",
                ),
                "misattributed_decision",
                "Imelda explained",
                "the agent explained the owner's confirmation (ev_14); Imelda only asked for "
                "the contact (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "AC-3348 submitted after her yes: Szell (b.szell@example.net, +1 "
                    "503-555-0196), finance contact, billing only, invoices to him only, Imelda "
                    "off the invoice emails. Pending Henrietta Kolb's (owner) email "
                    "confirmation, link expires 3/20. Not in effect yet",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "link expires 3/20",
                "the link expires on March 19 (ev_25, ev_27); the 20th is when Henrietta is "
                "back (ev_28)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("Invoices to him only, not to Imelda", "ev_12"),
                "unsupported_ref",
                "Invoices to him only",
                "ev_12 is the contacts list, where Imelda is still the invoice recipient; her "
                "instruction is in ev_15",
            ),
        ],
    },
    "leasing-invoice@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Nkechi Arbuthnot (finance, Haverleigh Dental Studio, KL-90733): duplicate "
                    "delivery fee credited; card → direct debit",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "DLV-7702 fee ($95) billed on INV-90733-0201 (Feb, paid) and again on "
                        "INV-90733-0301 (Mar, $1,312.40, due 3/15); the March line is the dup",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Credit note CN-1419 issued: $95.00 on INV-90733-0301 → $1,217.40 due "
                        "3/15. Not reported to her yet",
                        "ev_22",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "Switch to direct debit from ****5150 (DD-90733-A) from the 4/1 "
                        "invoice: approved with her yes, not yet executed",
                        "ev_22",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "March invoice stays on Visa ****6604; DD starts with April",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "Collecting March by direct debit too (agent's offer): declined",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Call change_payment_method; then confirm CN-1419 + the switch",
                        "ev_22",
                        "ev_25",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Nkechi Arbuthnot appears to be sorting out a delivery fee billed twice "
                    "and moving Haverleigh Dental Studio's payments from card to direct debit.",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "A $95.00 credit note, CN-1419, seems to have been issued against the "
                        "March invoice INV-90733-0301, which should leave $1,217.40 due on "
                        "March 15.",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "She also said yes to switching to direct debit from the account "
                        "ending 5150 from the April 1 invoice, though that change does not "
                        "appear to have been made yet.",
                        "ev_22",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The March invoice should still be charged to the card as usual; the "
                        "direct debit is only to start in April.",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to collect March by direct debit as well, which she "
                        "seems to have declined.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "The paid February invoice INV-90733-0201, which carries the same fee, "
                        "is probably not being changed.",
                        "ev_12",
                        "ev_14",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She also said yes to switching to direct debit from the account ending "
                    "5150, and that switch appears to have gone through for the April 1 "
                    "invoice.",
                    "ev_22",
                    "ev_25",
                ),
                "false_status:pending",
                "that switch appears to have gone through",
                "the payment method change (act_24) was approved by her yes (ev_25, ev_27) but "
                "not called: approved, not executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Credit note CN-1419 issued: $95.00 on INV-90733-0201 (the paid Feb "
                    "invoice). Not reported to her yet",
                    "ev_22",
                    "ev_25",
                    "ev_30",
                ),
                "false_status:other_target",
                "on INV-90733-0201 (the paid Feb invoice)",
                "CN-1419 was issued against the March invoice INV-90733-0301 (ev_22, ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The $95.00 credit note against the March invoice INV-90733-0301 seems to "
                    "have been refused, so $1,312.40 is still due on March 15.",
                    "ev_25",
                    "ev_30",
                ),
                "false_status:other_status",
                "seems to have been refused",
                "the credit note was issued, CN-1419 (ev_30), leaving $1,217.40",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "DLV-7702 fee ($95) billed on INV-90733-0201 (Feb, paid) and again on "
                    "INV-90733-0301 (Mar, $1,217.40, due 3/15); the March line is the dup",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$1,217.40, due 3/15",
                "INV-90733-0301 is $1,312.40 (ev_12, ev_14); $1,217.40 is what is left after "
                "the credit",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A $95.00 credit note, CN-1491, seems to have been issued against the March "
                    "invoice INV-90733-0301, which should leave $1,217.40 due on March 15.",
                    "ev_25",
                    "ev_30",
                ),
                "wrong_id",
                "CN-1491",
                "the credit note is CN-1419 (ev_30)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("March invoice stays on Visa ****6604; DD starts with April", "ev_4"),
                "unsupported_ref",
                "March invoice stays on Visa ****6604",
                "ev_4 is her email address; the card is in ev_17 and her choice in ev_20",
            ),
        ],
    },
}
