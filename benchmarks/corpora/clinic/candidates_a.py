"""Hand-written candidate summaries, part 1: the resched and refill sessions (4 points).

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "clinic-resched@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Maya Castellanos (MRN 00731852, member BCP448120391) wants her annual "
                    "physical with Dr. Anjali Mehta (APT-5540218), booked Mon Oct 14 9:30 AM at "
                    "Elm St, moved to an afternoon",
                    "ev_2",
                    "ev_7",
                    "ev_10",
                    "ev_13",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "APT-5540218 rescheduled after her yes: now Tue 2024-10-22 15:15, "
                        "Riverside Medical Offices (88 Mill Race Rd), conf CNF-77310, no fee",
                        "ev_23",
                        "ev_27",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "Thu Oct 17 2:40 PM declined (work offsite); morning slots on 10/10 and "
                        "10/24 skipped",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Afternoons only: no mornings since her new job", "ev_2"),
                    it("Avoid Elm St (parking); Riverside preferred, closer to work", "ev_16"),
                    it(
                        "Derm f/u with Dr. Helen Osei (APT-5540377, Fri Oct 25 11:00 AM, "
                        "Northgate) stays as is",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm new time + CNF-77310 to Maya; preventive visit, $0 copay",
                        "ev_23",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The patient, Maya Castellanos, called to move her annual physical with Dr. "
                    "Mehta because she can no longer come in during the morning.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "Her identity was verified with her name, date of birth and member ID.",
                        "ev_5",
                        "ev_7",
                    ),
                    it(
                        "The physical was originally scheduled for Monday, October 14 at 9:30 AM "
                        "at the Elm Street Clinic.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "She chose Tuesday, October 22 at 3:15 PM at Riverside Medical Offices, "
                        "and after she confirmed, the appointment was rescheduled (confirmation "
                        "CNF-77310).",
                        "ev_20",
                        "ev_27",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("She can only come in the afternoon.", "ev_2"),
                    it(
                        "She would rather not go to the Elm Street location because of the "
                        "parking.",
                        "ev_16",
                    ),
                    it(
                        "Her dermatology follow-up on October 25 should not be changed.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Maya know the reschedule went through and that there is no fee and "
                        "no copay for the physical.",
                        "ev_23",
                        "ev_31",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "APT-5540377 rescheduled after her yes: now Tue 2024-10-22 15:15, "
                    "Riverside Medical Offices (88 Mill Race Rd), conf CNF-77310, no fee",
                    "ev_23",
                    "ev_27",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:other_target",
                "APT-5540377 rescheduled",
                "act_26 rescheduled the physical APT-5540218 (ev_26, ev_31); APT-5540377 is the "
                "dermatology follow-up, which she asked to keep (ev_16)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She chose Thursday, October 17 at 2:40 PM at Riverside Medical Offices, "
                    "and after she confirmed, the appointment was rescheduled (confirmation "
                    "CNF-77310).",
                    "ev_20",
                    "ev_27",
                    "ev_31",
                ),
                "wrong_date",
                "Thursday, October 17 at 2:40 PM",
                "she chose the 22nd at 3:15 PM (ev_20, ev_31); the 17th is the slot she turned "
                "down because of a work offsite",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Mornings only: no afternoons since her new job", "ev_2"),
                "inverted_constraint",
                "Mornings only: no afternoons",
                "she can't do mornings anymore and asked for afternoons only (ev_2)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Maya pointed out that Dr. Mehta is only at Riverside on Tuesdays and "
                    "Thursdays.",
                    "ev_16",
                    "ev_19",
                ),
                "misattributed_decision",
                "Maya pointed out",
                "the agent said Dr. Mehta sees patients at Riverside on Tuesdays and Thursdays "
                "(ev_19); Maya only asked for Riverside (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Confirm new time + CNF-77310 to Maya; preventive visit, $50 copay",
                    "ev_23",
                    "ev_31",
                ),
                "wrong_amount",
                "$50 copay",
                "the physical is preventive, $0 copay (ev_23); $50 is the derm visit's (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "objective",
                it(
                    "Maya Castellanos (MRN BCP448120391, member 00731852) wants her annual "
                    "physical with Dr. Anjali Mehta (APT-5540218), booked Mon Oct 14 9:30 AM at "
                    "Elm St, moved to an afternoon",
                    "ev_2",
                    "ev_7",
                    "ev_10",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_id",
                "MRN BCP448120391",
                "MRN is 00731852, member id BCP448120391 (ev_7, ev_10): the two are swapped",
            ),
        ],
    },
    "clinic-resched@m29": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "pt maya castellanos: move annual physical w/ dr mehta to an afternoon + book "
                    "fasting labs before it",
                    "ev_2",
                    "ev_8",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "physical moved 10/14 9:30 elm st -> 10/22 3:15pm riverside, conf "
                        "CNF-77310, no fee",
                        "ev_31",
                        "ev_32",
                    ),
                    it(
                        "lab order LAB-3390417 (lipid + cmp, fasting) due before 10/22",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("visit: afternoons only. lab draw: mornings ok", "ev_2", "ev_38"),
                    it("not elm st, riverside ok", "ev_16", "ev_38"),
                ],
                open_threads=[
                    it(
                        "lab draw fri 10/18 7am riverside proposed, waiting on yes",
                        "ev_42",
                        "ev_43",
                        "ev_44",
                    ),
                ],
                next_steps=[it("if yes -> book draw", "ev_43")],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Maya Castellanos (MRN 00731852): annual physical with Dr. Mehta moved to an "
                    "afternoon; fasting labs before it",
                    "ev_2",
                    "ev_7",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "Physical APT-5540218 rescheduled from Oct 14 9:30 AM (Elm St) to Tue Oct "
                        "22, 3:15 PM at Riverside; CNF-77310, no fee",
                        "ev_27",
                        "ev_31",
                        "ev_32",
                    ),
                    it("Derm follow-up with Dr. Osei on Oct 25 left as is", "ev_15", "ev_16"),
                ],
                constraints=[
                    it(
                        "No morning doctor visits; the blood draw is the exception (she's fine "
                        "with 7 AM)",
                        "ev_2",
                        "ev_38",
                    ),
                    it("Riverside rather than Elm St", "ev_16", "ev_38"),
                ],
                open_threads=[
                    it(
                        "Fasting draw for LAB-3390417 on Fri Oct 18, 7:00 AM at the Riverside "
                        "lab: proposed, no answer yet",
                        "ev_36",
                        "ev_42",
                        "ev_43",
                        "ev_44",
                    ),
                ],
                next_steps=[
                    it(
                        "Book the draw if she confirms; otherwise offer Oct 15 7:00 or Oct 16 7:15",
                        "ev_40",
                        "ev_41",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Fasting draw for LAB-3390417 booked for Fri Oct 18, 7:00 AM at the "
                    "Riverside lab",
                    "ev_36",
                    "ev_42",
                    "ev_43",
                    "ev_44",
                ),
                "false_status:pending",
                "booked for Fri Oct 18",
                "act_44 is only proposed (ev_44): no answer from Maya, no book_appointment call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("afternoons only, incl lab draw", "ev_2", "ev_38"),
                "inverted_constraint",
                "incl lab draw",
                "mornings are fine for the draw; only the doctor visit is afternoons (ev_38)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "lab draw tue 10/15 7am riverside proposed, waiting on yes",
                    "ev_42",
                    "ev_43",
                    "ev_44",
                ),
                "wrong_date",
                "tue 10/15",
                "she picked Friday the 18th at 7 (ev_42) and the proposal is for 2024-10-18 "
                "07:00 (ev_44); the 15th was another slot offered",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Fasting draw for LAB-3390471 on Fri Oct 18, 7:00 AM at the Riverside "
                    "lab: proposed, no answer yet",
                    "ev_36",
                    "ev_42",
                    "ev_43",
                    "ev_44",
                ),
                "wrong_id",
                "LAB-3390471",
                "the lab order is LAB-3390417 (ev_35, ev_36); the last two digits are swapped",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[1]",
                it("Prefers Elm St over Riverside", "ev_16", "ev_38"),
                "inverted_constraint",
                "Prefers Elm St over Riverside",
                "she ruled out Elm St (parking), chose Riverside, for the draw too (ev_16, ev_38)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it("pt says fasting draws have to be 7-10am", "ev_37", "ev_38"),
                "misattributed_decision",
                "pt says",
                "the agent said draws are 7:00-10:00 (ev_37); Maya only accepted a morning one",
            ),
        ],
    },
    "clinic-refill@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Daniel Okafor is calling on behalf of his mother, Grace Okafor, to get her "
                    "metformin and atorvastatin refilled at a new pharmacy now that she lives "
                    "with him.",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "Grace's identity was verified, and Daniel was confirmed as her "
                        "authorized representative, on file since November 2023.",
                        "ev_8",
                        "ev_14",
                    ),
                    it(
                        "At first a 90-day supply of metformin was proposed, but Daniel turned "
                        "it down because her plan only pays for 30 days at a retail pharmacy.",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The 30-day metformin refill (60 tablets) was then sent to MedPlus "
                        "Pharmacy #214 on Harbor Ave under RF-4410932, and it should be ready on "
                        "October 10 after 2 PM.",
                        "ev_33",
                        "ev_36",
                        "ev_37",
                        "ev_39",
                    ),
                    it("MedPlus is now her preferred pharmacy.", "ev_31", "ev_37"),
                ],
                constraints=[
                    it(
                        "Nothing should go to the Elm Street Pharmacy anymore, since she can no "
                        "longer get there.",
                        "ev_19",
                    ),
                    it("The lisinopril does not need a refill; she still has plenty.", "ev_19"),
                ],
                open_threads=[
                    it(
                        "The atorvastatin has no refills left, so it needs a renewal from Dr. "
                        "Mehta; the agent has offered to send the request and is waiting for "
                        "Daniel's answer.",
                        "ev_16",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Grace Okafor (MRN 00418806), via son Daniel (authorized rep): metformin + "
                    "atorvastatin to MedPlus #214",
                    "ev_2",
                    "ev_12",
                    "ev_14",
                    "ev_19",
                    "ev_22",
                ),
                decisions=[
                    it(
                        "Metformin RX-7720154: 30-day fill (60 tabs) sent to MedPlus, "
                        "RF-4410932; ready ~Oct 10 2 PM; 1 refill left",
                        "ev_36",
                        "ev_37",
                    ),
                    it("MedPlus (PH-0214) set as preferred pharmacy", "ev_31", "ev_37"),
                ],
                constraints=[
                    it(
                        "Max 30-day supply at retail (Silverline Senior Advantage Gold)",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                    it("Not Elm Street Pharmacy; no lisinopril refill", "ev_19"),
                ],
                rejected=[
                    it(
                        "90-day metformin fill (180 tabs): Daniel said no, plan pays 30 days only",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Atorvastatin RX-7720161: 0 refills, renewal needed from Dr. Mehta; "
                        "offered, awaiting answer",
                        "ev_16",
                        "ev_39",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Metformin RX-7720154: 90-day fill (180 tabs) sent to MedPlus, "
                    "RF-4410932; ready ~Oct 10 2 PM",
                    "ev_23",
                    "ev_36",
                    "ev_37",
                ),
                "false_status:ledger_rejected",
                "90-day fill (180 tabs) sent",
                "the 90-day refill act_24 was rejected by Daniel's correction (ev_25, ev_27); "
                "the refill sent was 30 days, 60 tablets (ev_37)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The 30-day metformin refill (60 tablets) was then sent to the Elm Street "
                    "Pharmacy under RF-4410932, and it should be ready on October 10 after 2 PM.",
                    "ev_33",
                    "ev_36",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_value:pharmacy",
                "Elm Street Pharmacy",
                "the refill went to MedPlus Pharmacy #214, PH-0214 (ev_37); Elm Street is the "
                "old pharmacy Daniel ruled out (ev_19)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it("Atorvastatin RX-7720161 refill sent to MedPlus as well", "ev_16", "ev_37"),
                "false_status:other_target",
                "Atorvastatin RX-7720161 refill sent",
                "the executed refill act_32 is for the metformin RX-7720154 (ev_35, ev_37); the "
                "atorvastatin has no refills left and its renewal is only offered (ev_39)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Daniel asked for MedPlus to be made her preferred pharmacy.",
                    "ev_31",
                    "ev_37",
                ),
                "misattributed_decision",
                "Daniel asked for",
                "setting MedPlus as preferred was the agent's proposal (ev_23, ev_31); Daniel "
                "only said where the refills should go (ev_19)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Metformin RX-7720154: 30-day fill (60 tabs) sent to MedPlus, "
                    "RF-4410932; ready ~Oct 11 2 PM; 1 refill left",
                    "ev_36",
                    "ev_37",
                ),
                "wrong_date",
                "Oct 11",
                "the pharmacy estimates 2024-10-10 14:00 (ev_37, ev_39)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Max 30-day supply at retail (Silverline Senior Advantage Gold)",
                    "ev_14",
                    "ev_16",
                ),
                "unsupported_ref",
                "Max 30-day supply at retail",
                "cites only the representative check and the prescription list; the 30-day "
                "limit and the plan are in Daniel's correction and the coverage (ev_25, ev_29)",
            ),
        ],
    },
    "clinic-refill@m28": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Daniel Okafor (son, HIPAA-AR on file 2023-11-14) for Grace Okafor (MRN "
                    "00418806, SSA-20931177): metformin refill + atorvastatin renewal to MedPlus "
                    "Pharmacy #214, Harbor Ave",
                    "ev_2",
                    "ev_8",
                    "ev_11",
                    "ev_14",
                    "ev_19",
                    "ev_21",
                ),
                decisions=[
                    it(
                        "Metformin 500 mg RX-7720154: 30-day/60 tabs sent to MedPlus, "
                        "RF-4410932, ready est. 2024-10-10 14:00; 1 refill left; PH-0214 now "
                        "preferred",
                        "ev_35",
                        "ev_36",
                        "ev_37",
                    ),
                    it(
                        "90-day/180-tab version rejected by Daniel (plan covers 30 days at retail)",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Atorvastatin 20 mg RX-7720161 renewal request to Dr. Mehta approved by "
                        "Daniel and called: FAILED, queue paused, Mehta out until 2024-10-21; no "
                        "request created",
                        "ev_41",
                        "ev_43",
                        "ev_45",
                        "ev_46",
                        "ev_47",
                    ),
                ],
                constraints=[
                    it("Only metformin + atorvastatin; lisinopril not needed", "ev_19"),
                    it("Not Elm Street Pharmacy (PH-0312)", "ev_16", "ev_19"),
                ],
                open_threads=[
                    it(
                        "Grace has ~5 atorvastatin tablets left; renewal still needed",
                        "ev_40",
                        "ev_47",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Daniel the renewal did not go through; find another route before "
                        "she runs out (Mehta back 10/21)",
                        "ev_47",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "It appears Daniel Okafor, Grace Okafor's son and authorized "
                    "representative, wants her metformin and atorvastatin sent to MedPlus "
                    "Pharmacy on Harbor Ave.",
                    "ev_2",
                    "ev_14",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "The metformin refill seems to have gone through as a 30-day supply (60 "
                        "tablets) to MedPlus, reference RF-4410932, after Daniel declined the "
                        "90-day option.",
                        "ev_25",
                        "ev_27",
                        "ev_37",
                    ),
                    it(
                        "Daniel agreed to a renewal request for the atorvastatin, but the "
                        "request appears to have failed: Dr. Mehta's renewal queue is paused "
                        "while she is out of the office until October 21, so nothing was "
                        "created.",
                        "ev_43",
                        "ev_47",
                    ),
                ],
                constraints=[
                    it(
                        "Her plan likely only covers up to 30 days at a retail pharmacy.",
                        "ev_25",
                        "ev_29",
                    ),
                    it(
                        "The lisinopril should probably be left alone, as she still has plenty.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "She may only have about five atorvastatin tablets left, so the renewal "
                        "is still outstanding.",
                        "ev_40",
                        "ev_47",
                    ),
                ],
                next_steps=[
                    it(
                        "Daniel should probably be told that the renewal was not sent and asked "
                        "how he would like to proceed.",
                        "ev_47",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Atorvastatin 20 mg RX-7720161 renewal request sent to Dr. Mehta after "
                    "Daniel's yes; ~2 business days, goes to MedPlus once approved",
                    "ev_41",
                    "ev_43",
                    "ev_46",
                ),
                "false_status:failed_call",
                "renewal request sent to Dr. Mehta",
                "act_42's call returned an error, no request created (ev_47); ledger says executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Daniel agreed to a renewal request for the atorvastatin, but the request "
                    "appears to have failed: Dr. Mehta's renewal queue is paused while she is "
                    "out of the office until October 12, so nothing was created.",
                    "ev_43",
                    "ev_47",
                ),
                "wrong_date",
                "October 12",
                "Dr. Mehta is out of office until 2024-10-21 (ev_47)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Metformin 500 mg RX-7720154: 30-day/60 tabs sent to MedPlus, RF-4410932, "
                    "ready est. 2024-10-10 14:00; 2 refills left; PH-0214 now preferred",
                    "ev_35",
                    "ev_36",
                    "ev_37",
                ),
                "wrong_value:refills_remaining",
                "2 refills left",
                "after this fill 1 refill remains (ev_37); 2 was the count before it (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "Daniel should probably be told that the atorvastatin renewal is now with "
                    "Dr. Mehta and should reach MedPlus in about two business days.",
                    "ev_41",
                    "ev_46",
                ),
                "false_status:failed_call",
                "is now with Dr. Mehta",
                "the call failed, no request was created (ev_47); only the ledger says executed",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Atorvastatin 20 mg RX-7720154 renewal request to Dr. Mehta approved by "
                    "Daniel and called: FAILED, queue paused, Mehta out until 2024-10-21; no "
                    "request created",
                    "ev_41",
                    "ev_43",
                    "ev_45",
                    "ev_46",
                    "ev_47",
                ),
                "wrong_id",
                "RX-7720154",
                "atorvastatin is RX-7720161 (ev_16, ev_42); RX-7720154 is the metformin",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The 30-day metformin refill to MedPlus appears to have been declined, "
                    "after Daniel had already turned down the 90-day option.",
                    "ev_25",
                    "ev_27",
                    "ev_37",
                ),
                "false_status:other_status",
                "appears to have been declined",
                "act_32 was approved and executed: sent to MedPlus as RF-4410932 (ev_36, ev_37)",
            ),
        ],
    },
}
