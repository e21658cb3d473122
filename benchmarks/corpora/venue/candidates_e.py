"""Hand-written candidate summaries, part 5: contract@m17, menu@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "venue-contract@m17": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "harlan vogt CL-41560 (kestrel lane credit union) - sign contract for "
                    "members dinner EVT-51011, thu 10/15/2026 assay hall",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "CTR-7720 venue+catering agreement ($13,300) e-signed by harlan after his "
                        "yes, 3/11. awaiting countersignature by events mgr nadia strelbrook, "
                        "expected by 3/16. not final yet",
                        "ev_17",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "CTR-7721 house AV addendum ($1150) NOT signed - own AV vendor tallis sound",
                        "ev_14",
                        "ev_15",
                        "ev_27",
                    ),
                    it(
                        "$300 outside vendor fee stays on final invoice. waiver asked, agent cant "
                        "waive it (only events mgr), he said leave it",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it("tallis sound insurance cert due 9/15", "ev_17", "ev_27"),
                    it("fully signed copy emailed after countersign", "ev_27"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Harlan Vogt of Kestrel Lane Credit Union wanted to sign the contract for "
                    "the credit union's annual members' dinner on October 15, 2026.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "He signed only the main venue and catering agreement, CTR-7720, for "
                        "$13,300, and left the house AV addendum unsigned because they are "
                        "bringing their own AV company, Tallis Sound.",
                        "ev_15",
                        "ev_17",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "His signature was recorded on March 11, but the contract is not final "
                        "until the events manager, Nadia Strelbrook, countersigns it, expected "
                        "by March 16.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "He decided not to pursue a waiver of the $300 outside-vendor fee after "
                        "the agent said only the events manager could waive it.",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                constraints=[it("Do not sign the AV addendum (CTR-7721).", "ev_14", "ev_15")],
                open_threads=[
                    it(
                        "Tallis Sound must send its insurance certificate by September 15.",
                        "ev_17",
                        "ev_27",
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
                    "His signature was recorded on March 11 and the contract was countersigned "
                    "by the events manager, Nadia Strelbrook, so it is now fully executed.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "countersigned by the events manager",
                "sign_contract (act_18) recorded only the client's signature: the result says "
                "awaiting_countersignature, expected by March 16 (ev_25), and the agent says "
                "it isn't final yet (ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "CTR-7721 house AV addendum ($1150) e-signed along w/ main contract",
                    "ev_14",
                    "ev_15",
                    "ev_27",
                ),
                "false_status:other_target",
                "e-signed along w/ main contract",
                "the signature (act_18) is on CTR-7720 only (ev_25); he said not to sign the AV "
                "addendum (ev_15), and it is left unsigned (ev_27)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A waiver request for the $300 outside-vendor fee was sent to the events "
                    "manager together with his signed contract.",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:no_such_action",
                "was sent to the events manager",
                "the ledger holds no waiver request; the agent only offered one (ev_20) and he "
                "declined (ev_21)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "CTR-7702 venue+catering agreement ($13,300) e-signed by harlan after his "
                    "yes, 3/11. awaiting countersignature by events mgr nadia strelbrook, "
                    "expected by 3/16. not final yet",
                    "ev_17",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "CTR-7702",
                "the venue and catering agreement is CTR-7720 (ev_12, ev_25)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Tallis Sound must send its insurance certificate by September 15.",
                    "ev_19",
                    "ev_21",
                ),
                "unsupported_ref",
                "insurance certificate by September 15",
                "the cited events are his waiver question and his yes, which say nothing of "
                "the insurance certificate; the deadline is in ev_17 and ev_27",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "$300 outside vendor fee stays on final invoice. harlan offered to send a "
                    "waiver request to the events mgr, then dropped it",
                    "ev_17",
                    "ev_19",
                    "ev_20",
                    "ev_21",
                ),
                "misattributed_decision",
                "harlan offered to send a waiver request",
                "the agent offered to send the waiver request (ev_20); Harlan declined it (ev_21)",
            ),
        ],
    },
    "venue-menu@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Imogen Tarrant (CL-39871) lowering the headcount of her 25th anniversary "
                    "party EVT-50790 (Sun 6/14/2026, Quince Garden, 4-9 pm)",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Headcount 90 → 62 done after her yes, but billed at the garden's weekend "
                        "minimum of 75",
                        "ev_23",
                        "ev_26",
                        "ev_31",
                    ),
                    it(
                        "Menu switched Orchard Supper ($78) → Hall Classic Buffet ($64/guest), "
                        "nut-free; catering now 75 × $64 = $4,800.00 (was $7,020.00)",
                        "ev_23",
                        "ev_26",
                        "ev_34",
                    ),
                    it(
                        "Billing for only 62 asked for, refused: no billing below the minimum",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "Garden only, not Cordwainers' Hall (the agent's suggestion, $1,100 vs "
                        "$2,000 room fee): they got married in that garden",
                        "ev_20",
                        "ev_21",
                    ),
                    it("Nothing with nuts on any menu: her husband is allergic", "ev_17"),
                ],
                open_threads=[it("Both changes made, not yet confirmed to her", "ev_31", "ev_34")],
                next_steps=[it("Headcount can still change until 5/31", "ev_16")],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A lower headcount was requested by Imogen Tarrant for her 25th anniversary "
                    "party in the Quince Garden on June 14, 2026.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The headcount was lowered from 90 to 62 after her approval, but 75 "
                        "guests will still be billed because of the garden's weekend minimum.",
                        "ev_23",
                        "ev_26",
                        "ev_31",
                    ),
                    it(
                        "The menu was changed from the Orchard Supper to the nut-free Hall "
                        "Classic Buffet at $64 a guest, which brings catering to $4,800.",
                        "ev_23",
                        "ev_26",
                        "ev_34",
                    ),
                    it(
                        "Her request to be billed for only 62 guests was refused.",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Nothing with nuts is to be served, as her husband is allergic.", "ev_17"),
                ],
                rejected=[
                    it(
                        "A move to Cordwainers' Hall, which was suggested by the agent to lower "
                        "costs, was declined by her; she wants the garden, where they were "
                        "married.",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it("The changes have not yet been reported back to her.", "ev_31", "ev_34"),
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
                    "A switch to the nut-free Hall Classic Buffet at $64 a guest was requested, "
                    "but it was declined by the caterer, so the Orchard Supper stays.",
                    "ev_23",
                    "ev_26",
                    "ev_34",
                ),
                "false_status:other_status",
                "it was declined by the caterer",
                "set_menu (act_25) was executed and its result says updated: Hall Classic "
                "Buffet, nut-free, $4,800 (ev_34)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Menu switched Orchard Supper ($78) → Hall Classic Buffet ($64/guest), "
                    "nut-free; catering now 62 × $64 = $3,968.00 (was $7,020.00)",
                    "ev_23",
                    "ev_26",
                    "ev_34",
                ),
                "wrong_amount",
                "$3,968.00",
                "catering is billed on the minimum of 75: 75 x $64 = $4,800.00 (ev_23, ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "next_steps[0]",
                it("Headcount can still change until 5/24", "ev_16"),
                "wrong_date",
                "5/24",
                "headcount changes are open until May 31 (ev_11, ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The headcount was lowered from 90 to 62 after her approval, but 70 guests "
                    "will still be billed because of the garden's weekend minimum.",
                    "ev_23",
                    "ev_26",
                    "ev_31",
                ),
                "wrong_value:billed_guests",
                "70 guests",
                "the garden's weekend minimum is 75, and 75 guests are billed (ev_16, ev_31); 70 "
                "is what Cordwainers' Hall seats (ev_20)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Cordwainers' Hall rather than the garden if it saves money ($1,100 vs "
                    "$2,000 room fee)",
                    "ev_20",
                    "ev_21",
                ),
                "inverted_constraint",
                "Cordwainers' Hall rather than the garden",
                'she said "the garden, not the hall" (ev_21)',
            ),
            var(
                "c6",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Imogen pointed out that the Orchard Supper can't be made nut-free because "
                    "of its almond-crusted goat cheese course.",
                    "ev_20",
                    "ev_21",
                ),
                "misattributed_decision",
                "Imogen pointed out",
                "the agent said the Orchard Supper can't be made nut-free (ev_20); Imogen only "
                "chose the buffet (ev_21)",
            ),
        ],
    },
}
