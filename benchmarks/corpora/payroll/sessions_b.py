"""Session scripts, part 2: benefits, withholding, equipment, leave and overtime.

Each script plays one invented session at the HR and payroll help desk of Quillmark
Instruments (employees, employee ids, request ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import timecard, verified
from sessions_a import greet


def session_benefits(s):
    """Spouse and stepchild added to medical and dental after a marriage, not vision."""
    greet(s)
    s.user(
        "Hi! I got married on September 20th and I want to add my husband and his son to my "
        "health insurance."
    )
    s.say(
        "Congratulations! To verify, please give me your full name, employee ID and date of birth."
    )
    s.user("Naledi Fourie, E 27735, 12/1/1992")
    s.call(
        "verify_employee",
        {"employee_id": "E-27735", "name": "Naledi Fourie", "dob": "1992-12-01"},
        verified("E-27735"),
        facts={"employee_id": "E-27735", "employee": "Naledi Fourie"},
    )
    s.call(
        "get_benefits",
        {"employee_id": "E-27735"},
        {
            "plan_year": 2025,
            "medical": {
                "plan": "Quillmark PPO 1500",
                "tier": "employee_only",
                "per_paycheck": 48.2,
            },
            "dental": {"plan": "Dental Plus", "tier": "employee_only", "per_paycheck": 6.1},
            "vision": {"plan": "VisionCare", "tier": "employee_only", "per_paycheck": 2.35},
            "life_insurance": {
                "coverage": "2x base salary",
                "beneficiary": "Thandiwe Fourie (mother)",
            },
        },
        facts={
            "benefits": {
                "medical": "PPO 1500, employee only, $48.20/paycheck",
                "dental": "employee only, $6.10/paycheck",
                "vision": "employee only, $2.35/paycheck",
                "life_beneficiary": "Thandiwe Fourie (mother)",
            }
        },
    )
    s.call(
        "get_life_event_rules",
        {"employee_id": "E-27735", "event": "marriage", "event_date": "2025-09-20"},
        {
            "event": "marriage",
            "event_date": "2025-09-20",
            "window_days": 30,
            "deadline": "2025-10-20",
            "coverage_effective": "2025-10-01",
            "proof": "marriage certificate, due within 30 days of the change",
            "rates_per_paycheck": {
                "medical": {"employee_spouse": 214.9, "employee_family": 312.75},
                "dental": {"employee_spouse": 13.8, "employee_family": 21.4},
                "vision": {"employee_spouse": 4.6, "employee_family": 7.05},
            },
            "first_pay_date": "2025-10-24",
            "catch_up": "the difference for the 2025-10-10 paycheck, taken once on 2025-10-24",
        },
        facts={
            "life_event": {
                "event": "marriage",
                "date": "2025-09-20",
                "deadline": "2025-10-20",
                "coverage_effective": "2025-10-01",
            }
        },
    )
    s.say(
        "Thanks, Naledi. A marriage is a qualifying life event, so you can add your husband "
        "and stepson until October 20 (30 days from September 20), and their coverage would "
        "start October 1. Today you're on employee-only coverage: medical (Quillmark PPO 1500) "
        "$48.20, dental $6.10 and vision $2.35 per paycheck. With a spouse and a child, per "
        "paycheck:\n"
        "- Medical: $312.75\n"
        "- Dental: $21.40\n"
        "- Vision: $7.05\n\n"
        "Which plans should they be on? I'll also need their full names and dates of birth."
    )
    s.user(
        "Medical and dental. Not vision, Andile has vision through his job and it covers Sipho "
        "too. Andile Mokoena, 4/9/1990, and Sipho Mokoena, 2/27/2014.",
        facts={
            "dependents": {
                "Andile Mokoena": {"relation": "spouse", "dob": "1990-04-09"},
                "Sipho Mokoena": {"relation": "stepchild", "dob": "2014-02-27"},
                "plans": "medical and dental, not vision",
            }
        },
    )
    s.confirm(
        "Here's the change:\n"
        "- Add Andile Mokoena (spouse, born April 9, 1990) and Sipho Mokoena (stepchild, born "
        "February 27, 2014)\n"
        "- Medical: employee + family, $312.75 per paycheck (was $48.20)\n"
        "- Dental: employee + family, $21.40 per paycheck (was $6.10)\n"
        "- Vision: stays employee only, $2.35\n"
        "- Coverage from October 1, 2025\n"
        "- The October 10 paycheck has already been processed, so the new amounts start "
        "October 24, with a one-time catch-up of $279.85 for October 10\n"
        "- Proof: a copy of your marriage certificate\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "update_benefits_enrollment",
                {
                    "employee_id": "E-27735",
                    "event": "marriage",
                    "event_date": "2025-09-20",
                    "dependents": [
                        {"name": "Andile Mokoena", "relation": "spouse", "dob": "1990-04-09"},
                        {"name": "Sipho Mokoena", "relation": "stepchild", "dob": "2014-02-27"},
                    ],
                    "medical_tier": "employee_family",
                    "dental_tier": "employee_family",
                    "vision_tier": "employee_only",
                    "coverage_effective": "2025-10-01",
                },
            )
        ],
    )
    s.yes("Yes, do it.")
    s.call(
        "update_benefits_enrollment",
        {
            "employee_id": "E-27735",
            "event": "marriage",
            "event_date": "2025-09-20",
            "dependents": [
                {"name": "Andile Mokoena", "relation": "spouse", "dob": "1990-04-09"},
                {"name": "Sipho Mokoena", "relation": "stepchild", "dob": "2014-02-27"},
            ],
            "medical_tier": "employee_family",
            "dental_tier": "employee_family",
            "vision_tier": "employee_only",
            "coverage_effective": "2025-10-01",
        },
        {
            "enrollment_id": "ENR-71446",
            "status": "pending_documentation",
            "coverage_effective": "2025-10-01",
            "medical_tier": "employee_family",
            "dental_tier": "employee_family",
            "vision_tier": "employee_only",
            "per_paycheck": {"medical": 312.75, "dental": 21.4, "vision": 2.35},
            "first_deduction": "2025-10-24",
            "catch_up": 279.85,
            "proof_due": "2025-11-05",
        },
        facts={
            "enrollment_id": "ENR-71446",
            "enrollment": {
                "status": "pending_documentation",
                "proof_due": "2025-11-05",
                "first_deduction": "2025-10-24",
                "catch_up": 279.85,
            },
        },
    )
    s.say(
        "Done: enrollment change ENR-71446. Andile and Sipho are on your medical and dental "
        "from October 1; vision stays just you. New ID cards should arrive in 7-10 days. Please "
        "upload the marriage certificate in the benefits portal by November 5; without it the "
        "change is reversed. The new amounts start with your October 24 paycheck, plus the "
        "$279.85 catch-up that day.\n\n"
        "One more thing: your life insurance beneficiary is still your mother, Thandiwe "
        "Fourie. Many people update it after marrying; you can change it yourself in the "
        "portal anytime."
    )
    s.user("Oh, good point. I'll think about it and do it in the portal later, no rush.")
    s.say(
        "Sounds good; nothing changes on the beneficiary until you do it. Congratulations "
        "again, Naledi!"
    )
    s.boundary(
        "spouse and stepchild added to medical and dental (not vision) from Oct 1, ENR-71446, "
        "reported; marriage certificate due Nov 5; the life insurance beneficiary only "
        "mentioned, left to her"
    )


def session_withholding(s):
    """An address change; the W-4 as married filing jointly rejected; single + $50 federal."""
    greet(s)
    s.user(
        "Hi, I moved last month and need to update my address. And I want more tax taken out "
        "of my paychecks, I owed a lot in April."
    )
    s.say(
        "I can do both. To verify, please give me your name, employee ID and the last four "
        "digits of your phone number."
    )
    s.user("Imogen Castellanos, 60314, 0172")
    s.call(
        "verify_employee",
        {
            "employee_id": "E-60314",
            "name": "Imogen Castellanos",
            "phone_last4": "0172",
        },
        verified("E-60314"),
        facts={"employee_id": "E-60314", "employee": "Imogen Castellanos"},
    )
    s.call(
        "get_employee_profile",
        {"employee_id": "E-60314"},
        {
            "home_address": "2217 Larkin Ave, Apt 3, Pittsburgh, PA 15213",
            "mailing_same_as_home": True,
            "tax": {
                "federal": {
                    "filing_status": "single",
                    "extra_withholding": 0.0,
                    "multiple_jobs_box": False,
                },
                "state": {"state": "PA", "rate": "3.07% flat", "extra_withholding": 0.0},
                "local": {"locality": "City of Pittsburgh", "eit": "3.00%"},
            },
            "pay_frequency": "biweekly",
            "pay_periods_per_year": 26,
        },
        facts={
            "withholding": {
                "federal": {"filing_status": "single", "extra": 0.0},
                "state": {"state": "PA", "extra": 0.0},
            }
        },
    )
    s.say(
        "Thanks, Imogen. On file: home address 2217 Larkin Ave, Apt 3, Pittsburgh, PA 15213. "
        "Your federal W-4 is single with no extra withholding; Pennsylvania tax is the flat "
        "3.07%, plus Pittsburgh local tax. What's the new address?"
    )
    s.user(
        "5710 Beacon St, Pittsburgh PA 15217. Moved in on the 27th.",
        facts={"address": "5710 Beacon St, Pittsburgh, PA 15217"},
    )
    s.confirm(
        "Since you're still in the City of Pittsburgh, your local tax stays the same. To "
        "confirm:\n"
        "- New home and mailing address: 5710 Beacon St, Pittsburgh, PA 15217\n"
        "- Effective September 27, 2025\n"
        "- Your 2025 W-2 will be mailed there\n\n"
        "Shall I update it? (yes/no)",
        [
            (
                "update_address",
                {
                    "employee_id": "E-60314",
                    "address": "5710 Beacon St, Pittsburgh, PA 15217",
                    "effective_date": "2025-09-27",
                    "mailing_same_as_home": True,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "update_address",
        {
            "employee_id": "E-60314",
            "address": "5710 Beacon St, Pittsburgh, PA 15217",
            "effective_date": "2025-09-27",
            "mailing_same_as_home": True,
        },
        {
            "status": "updated",
            "address": "5710 Beacon St, Pittsburgh, PA 15217",
            "effective_date": "2025-09-27",
            "local_tax_change": False,
        },
    )
    s.say("Your address is updated. Now the withholding: what would you like to change?")
    s.user(
        "I owed about $1,100 in April. Also I got married in June, so I guess I'm married "
        "filing jointly now? Can you add an extra $50 per paycheck?"
    )
    s.confirm(
        "Here's the W-4 change:\n"
        "- Filing status: married filing jointly (was single)\n"
        "- Extra federal withholding: $50.00 per paycheck\n"
        "- Starts with the October 10 paycheck\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "update_tax_withholding",
                {
                    "employee_id": "E-60314",
                    "jurisdiction": "federal",
                    "filing_status": "married_filing_jointly",
                    "extra_withholding": 50.0,
                    "effective_pay_date": "2025-10-10",
                },
            )
        ],
    )
    s.no(
        "Wait, no. Keep me on single. My accountant said to leave it at single on the W-4 "
        "because we both work, otherwise they take out too little. Just add the $50. And only "
        "federal, don't touch the state.",
        facts={
            "withholding": {
                "federal": {"filing_status": "single", "extra": 50.0},
                "state": "unchanged",
            }
        },
    )
    s.confirm(
        "Understood. Updated:\n"
        "- Filing status: single (unchanged)\n"
        "- Extra federal withholding: $50.00 per paycheck\n"
        "- State (PA) withholding unchanged\n"
        "- Starts with the October 10 paycheck\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "update_tax_withholding",
                {
                    "employee_id": "E-60314",
                    "jurisdiction": "federal",
                    "filing_status": "single",
                    "extra_withholding": 50.0,
                    "effective_pay_date": "2025-10-10",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "update_tax_withholding",
        {
            "employee_id": "E-60314",
            "jurisdiction": "federal",
            "filing_status": "single",
            "extra_withholding": 50.0,
            "effective_pay_date": "2025-10-10",
        },
        {
            "status": "updated",
            "w4_id": "W4-2025-60314-02",
            "federal": {"filing_status": "single", "extra_withholding": 50.0},
            "state": "unchanged",
            "effective_pay_date": "2025-10-10",
        },
        facts={"w4_id": "W4-2025-60314-02"},
    )
    s.say(
        "Done: your new W-4 (W4-2025-60314-02) is on file: single, plus $50.00 extra federal "
        "withholding per paycheck, starting with the October 10 paycheck. Over a full year "
        "that's $1,300 more (26 paychecks); for the rest of 2025 it's 6 paychecks, $300. Your "
        "state withholding is unchanged. If you want to fine-tune it, the IRS Tax Withholding "
        "Estimator is worth a try with your husband's pay included."
    )
    s.boundary(
        "the address change executed; the W-4 as married filing jointly rejected by her "
        "correction; single + $50 extra federal (from Oct 10) executed and reported; state "
        "untouched"
    )


def session_equipment(s):
    """A monitor for home (shipping to the office rejected); the desk converter left to him."""
    greet(s)
    s.user(
        "hey, I need a second monitor for my home office. and my back is killing me, can I get "
        "a standing desk? Wendell Price, E44571"
    )
    s.say("Let's sort that out, Wendell. To verify, please give me your date of birth.")
    s.user("9/30/79")
    s.call(
        "verify_employee",
        {"employee_id": "E-44571", "name": "Wendell Price", "dob": "1979-09-30"},
        verified("E-44571"),
        facts={"employee_id": "E-44571", "employee": "Wendell Price", "manager": "Lena Vossberg"},
    )
    s.call(
        "get_equipment_catalog",
        {"employee_id": "E-44571", "categories": ["monitors", "ergonomics"]},
        {
            "items": [
                {
                    "sku": "MON-27Q",
                    "name": "Aster 27-inch QHD monitor",
                    "price": 289.0,
                    "approval": "manager",
                },
                {
                    "sku": "MON-24F",
                    "name": "Aster 24-inch FHD monitor",
                    "price": 159.0,
                    "approval": "manager",
                },
                {
                    "sku": "ERG-SD2",
                    "name": "Sit-stand desk converter",
                    "price": 349.0,
                    "approval": "ergonomic assessment by EHS, then manager",
                },
            ],
            "ergonomic_assessment": {
                "how": "30-minute video call with EHS",
                "book": "ehs-ergo@example.net",
            },
        },
    )
    s.call(
        "get_employee_profile",
        {"employee_id": "E-44571"},
        {
            "home_address": "12 Pisgah View Dr, Asheville, NC 28806",
            "work_location": "Charlotte office",
            "work_location_address": "615 S Tryon St, Suite 900, Charlotte, NC 28202",
            "work_arrangement": "hybrid",
        },
    )
    s.say(
        "Thanks, Wendell. Monitors you can order (both need approval from Lena Vossberg, your "
        "manager):\n"
        "- Aster 27-inch QHD monitor (MON-27Q), $289.00\n"
        "- Aster 24-inch FHD monitor (MON-24F), $159.00\n\n"
        "The sit-stand desk converter (ERG-SD2, $349.00) needs an ergonomic assessment with "
        "EHS first, a 30-minute video call; once they recommend it, the request goes to Lena. "
        "I can help you book the assessment. Which monitor would you like?"
    )
    s.user(
        "The 27 inch. For the desk I'll book the assessment myself later this week, I need to "
        "check my calendar first.",
        facts={
            "equipment": {
                "sku": "MON-27Q",
                "item": "Aster 27-inch QHD monitor",
                "price": 289.0,
                "desk_converter": "assessment first; he books it himself",
            }
        },
    )
    s.confirm(
        "Here's the request:\n"
        "- 1 × Aster 27-inch QHD monitor (MON-27Q), $289.00\n"
        "- Ship to: your work location, Charlotte office, 615 S Tryon St, Suite 900, "
        "Charlotte, NC 28202\n"
        "- Approver: Lena Vossberg\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_equipment_request",
                {
                    "employee_id": "E-44571",
                    "sku": "MON-27Q",
                    "quantity": 1,
                    "ship_to": "615 S Tryon St, Suite 900, Charlotte, NC 28202",
                },
            )
        ],
    )
    s.no(
        "No, not the office! I haven't been in since March, it's two hours away. Ship it to my "
        "house.",
        facts={"ship_to": "12 Pisgah View Dr, Asheville, NC 28806"},
    )
    s.confirm(
        "Sorry about that. Updated:\n"
        "- 1 × Aster 27-inch QHD monitor (MON-27Q), $289.00\n"
        "- Ship to: your home, 12 Pisgah View Dr, Asheville, NC 28806\n"
        "- Approver: Lena Vossberg\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_equipment_request",
                {
                    "employee_id": "E-44571",
                    "sku": "MON-27Q",
                    "quantity": 1,
                    "ship_to": "12 Pisgah View Dr, Asheville, NC 28806",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_equipment_request",
        {
            "employee_id": "E-44571",
            "sku": "MON-27Q",
            "quantity": 1,
            "ship_to": "12 Pisgah View Dr, Asheville, NC 28806",
        },
        {
            "request_id": "EQ-20931",
            "status": "awaiting_manager_approval",
            "approver": "Lena Vossberg",
            "sku": "MON-27Q",
            "ship_to": "12 Pisgah View Dr, Asheville, NC 28806",
            "ships": "within 5 business days after approval",
        },
        facts={"equipment_request_id": "EQ-20931"},
    )
    s.say(
        "Submitted: request EQ-20931 for the 27-inch monitor, shipping to 12 Pisgah View Dr, "
        "Asheville. It's waiting for Lena's approval; it ships within 5 business days after "
        "she approves, and you'll get the tracking number by email. For the desk converter, "
        "book the ergonomic assessment at ehs-ergo@example.net when you're ready; I haven't "
        "booked anything."
    )
    s.boundary(
        "the monitor request to the Charlotte office rejected by his correction; EQ-20931 "
        "(MON-27Q, $289, to his home) submitted, awaiting Lena Vossberg's approval, reported; "
        "the ergonomic assessment and desk converter left to him"
    )


def session_leave(s):
    """Parental leave in two blocks: Jan 12 (not earlier) for 8 weeks, then June, pending."""
    greet(s)
    s.user(
        "Hi! I'm expecting in January and I'd like to set up my parental leave. Aurelia "
        "Benitez, E39006."
    )
    s.say("Congratulations, Aurelia! To verify, please give me your date of birth.")
    s.user("March 3rd, 1991")
    s.call(
        "verify_employee",
        {"employee_id": "E-39006", "name": "Aurelia Benítez", "dob": "1991-03-03"},
        verified("E-39006"),
        facts={"employee_id": "E-39006", "employee": "Aurelia Benítez"},
    )
    s.call(
        "get_leave_eligibility",
        {"employee_id": "E-39006", "type": "parental"},
        {
            "eligible": True,
            "paid_parental_weeks": 12,
            "pay": "100% of base pay",
            "blocks": "up to 2 blocks, each at least 2 weeks, within 12 months of the birth",
            "notice": "30 days before each block",
            "benefits": "continue during leave",
            "case_manager": {"name": "Bettina Osei", "phone": "+1 412-555-0186"},
        },
        facts={
            "leave_policy": {
                "weeks": 12,
                "pay": "100% of base pay",
                "blocks": "up to 2, at least 2 weeks each, within 12 months of the birth",
            }
        },
    )
    s.say(
        "Thanks, Aurelia. You're eligible for 12 weeks of paid parental leave at 100% of your "
        "base pay. You can take it in up to two blocks, each at least 2 weeks long, within 12 "
        "months of the birth, and your benefits continue during leave. What's your due date, "
        "and how would you like to split it?"
    )
    s.user(
        "Due January 14th. I want to work up to the Friday before, so start Monday the 12th, "
        "not earlier. 8 weeks first, then the other 4 in June when my partner goes back to "
        "work.",
        facts={
            "leave": {
                "due_date": "2026-01-14",
                "block1_start": "2026-01-12",
                "block1_weeks": 8,
                "block2": "4 weeks in June",
            }
        },
    )
    s.say(
        "That works. One suggestion: many people start a week or so before the due date, for "
        "example Monday, January 5, in case the baby comes early. Either way, if the baby "
        "arrives before your leave starts, the start moves to the birth date once you let us "
        "know."
    )
    s.user("No, the 12th. If he comes early I'll call you.")
    s.confirm(
        "Here's the first block:\n"
        "- Paid parental leave, block 1 of 2: Monday, January 12 to Friday, March 6, 2026 (8 "
        "weeks), 100% of base pay\n"
        "- Back at work Monday, March 9\n"
        "- 4 weeks left for the second block\n\n"
        "Shall I schedule it? (yes/no)",
        [
            (
                "schedule_parental_leave",
                {
                    "employee_id": "E-39006",
                    "block": 1,
                    "start_date": "2026-01-12",
                    "end_date": "2026-03-06",
                    "weeks": 8,
                    "due_date": "2026-01-14",
                },
            )
        ],
    )
    s.yes("Yes!")
    s.call(
        "schedule_parental_leave",
        {
            "employee_id": "E-39006",
            "block": 1,
            "start_date": "2026-01-12",
            "end_date": "2026-03-06",
            "weeks": 8,
            "due_date": "2026-01-14",
        },
        {
            "leave_id": "LV-60744",
            "status": "scheduled",
            "block": 1,
            "start_date": "2026-01-12",
            "end_date": "2026-03-06",
            "return_date": "2026-03-09",
            "weeks": 8,
            "weeks_remaining": 4,
            "case_manager": "Bettina Osei",
        },
        facts={"leave_id": "LV-60744"},
    )
    s.say(
        "Scheduled: block 1 (LV-60744), January 12 to March 6, back at work March 9. Your case "
        "manager is Bettina Osei, (412) 555-0186; she'll send you the paperwork. For the "
        "second block, which dates in June?"
    )
    s.user("June 1st, the 4 weeks.")
    s.confirm(
        "Here's the second block:\n"
        "- Paid parental leave, block 2 of 2: Monday, June 1 to Friday, June 26, 2026 (4 "
        "weeks), 100% of base pay\n"
        "- Back at work Monday, June 29\n\n"
        "Shall I schedule it? (yes/no)",
        [
            (
                "schedule_parental_leave",
                {
                    "employee_id": "E-39006",
                    "block": 2,
                    "start_date": "2026-06-01",
                    "end_date": "2026-06-26",
                    "weeks": 4,
                },
            )
        ],
    )
    s.boundary(
        "block 1 (Jan 12-Mar 6, LV-60744) scheduled and reported; block 2 (Jun 1-26) proposed "
        "and pending; the earlier Jan 5 start suggested by the agent, declined"
    )


def session_overtime(s):
    """A supervisor: Lucia's missing overtime (the edit fails, period closed); Dmitri's paid."""
    greet(s)
    s.user(
        "Hi, I supervise the assembly line at the Erie plant. Two of my people stayed late on "
        "Thursday the 18th for the line changeover and I don't think either of them got "
        "overtime on the Sept 26 check. Joaquim Ferreira, E-12077."
    )
    s.say("Thanks, Joaquim. To verify, please give me your date of birth.")
    s.user("10/14/75")
    s.call(
        "verify_employee",
        {"employee_id": "E-12077", "name": "Joaquim Ferreira", "dob": "1975-10-14"},
        verified("E-12077"),
        facts={
            "employee_id": "E-12077",
            "employee": "Joaquim Ferreira",
            "reports": {"E-55120": "Lucia Romano", "E-55184": "Dmitri Havel"},
        },
    )
    s.say("Thanks. Which two? I see Lucia Romano and Dmitri Havel report to you.")
    s.user("Yes, Lucia and Dmitri.")
    s.call(
        "get_timecard",
        {"employee_id": "E-55120", "period": "2025-09-07/2025-09-20"},
        timecard("E-55120", "2025-09-07/2025-09-20"),
        facts={
            "overtime": {
                "employee_id": "E-55120",
                "name": "Lucia Romano",
                "week": "2025-09-14/2025-09-20",
                "worked": 43.0,
                "paid_regular": 40.0,
                "overtime_paid": 0.0,
                "rate": 22.4,
            }
        },
    )
    s.call(
        "get_timecard",
        {"employee_id": "E-55184", "period": "2025-09-07/2025-09-20"},
        timecard("E-55184", "2025-09-07/2025-09-20"),
        facts={
            "timecard": {
                "employee_id": "E-55184",
                "name": "Dmitri Havel",
                "worked": 42.5,
                "overtime_paid": 2.5,
                "overtime_pay": 86.63,
            }
        },
    )
    s.say(
        "Here's what I see for the week of September 14-20 (paid September 26):\n"
        "- Lucia Romano: 43 hours worked, including 11 on Thursday the 18th, but only 40 paid, "
        "all at straight time. Her 3 overtime hours were never paid.\n"
        "- Dmitri Havel: 42.5 hours worked, and his 2.5 overtime hours were paid on the "
        "September 26 check ($86.63).\n\n"
        "So only Lucia's is missing. At time and a half on her $22.40 rate ($33.60 an hour), 3 "
        "hours come to $100.80 gross."
    )
    s.user(
        "Huh, ok, Dmitri must have fixed his punch himself. Then just Lucia. Leave Dmitri's alone."
    )
    s.confirm(
        "To confirm the overtime correction:\n"
        "- Lucia Romano (E-55120), Thursday, September 18, 2025\n"
        "- Add 3.0 overtime hours at $33.60 = $100.80 gross\n"
        "- Paid with her October 10 paycheck\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_overtime_correction",
                {
                    "employee_id": "E-55120",
                    "date": "2025-09-18",
                    "overtime_hours": 3.0,
                    "rate": 33.6,
                    "gross": 100.8,
                    "pay_date": "2025-10-10",
                },
            )
        ],
    )
    s.yes("Yes, go ahead.")
    s.call(
        "submit_overtime_correction",
        {
            "employee_id": "E-55120",
            "date": "2025-09-18",
            "overtime_hours": 3.0,
            "rate": 33.6,
            "gross": 100.8,
            "pay_date": "2025-10-10",
        },
        {
            "error": "PERIOD_CLOSED",
            "message": (
                "Pay period 2025-09-07 to 2025-09-20 is closed; timecard edits are not "
                "allowed. Submit a prior-period adjustment instead. Nothing was changed."
            ),
        },
        error=True,
    )
    s.say(
        "That didn't go through: the September 7-20 pay period is closed, so the timecard "
        "can't be edited anymore, and nothing was changed. The way to fix it is a prior-period "
        "adjustment: the same 3 overtime hours, $100.80 gross, and it can still go on her "
        "October 10 paycheck. It needs your attestation as her supervisor that she worked "
        "those hours."
    )
    s.user(
        "Fine, do that. Put it on her regular check on the 10th, not a separate payment. And "
        "yes, I attest, she worked them, I was there."
    )
    s.confirm(
        "To confirm the prior-period adjustment:\n"
        "- Lucia Romano (E-55120), pay period September 7-20, 2025\n"
        "- 3.0 overtime hours on Thursday, September 18, at $33.60 = $100.80 gross\n"
        "- Added to her regular October 10 paycheck (no separate payment)\n"
        "- Attested by you, Joaquim Ferreira (E-12077), as her supervisor\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_prior_period_adjustment",
                {
                    "employee_id": "E-55120",
                    "period": "2025-09-07/2025-09-20",
                    "date": "2025-09-18",
                    "overtime_hours": 3.0,
                    "rate": 33.6,
                    "gross": 100.8,
                    "pay_date": "2025-10-10",
                    "attested_by": "E-12077",
                },
            )
        ],
    )
    s.boundary(
        "Lucia's overtime correction failed (period closed; ledger: executed) and was "
        "reported; the prior-period adjustment ($100.80 on Oct 10) proposed and pending; "
        "Dmitri's overtime was paid, left alone"
    )


SCRIPTS = {
    "benefits": session_benefits,
    "withholding": session_withholding,
    "equipment": session_equipment,
    "leave": session_leave,
    "overtime": session_overtime,
}
