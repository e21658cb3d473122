"""The invented pet boarding kennel's records (Ravelstoke Pet Lodge): rates, owners and pets.

Every owner, pet, account id, pet id, booking, card, amount and date here was made up for this
corpus; the town of Ravelstoke and the places around it (Upper Cawdry, Minchbury) are invented
too, as are the visiting vet, the manager, the groomer, the partner pet-taxi company (Furlong
Pet Taxi) and the owners' vet clinic. Phone numbers are in the fictional 555-01xx range and
email addresses are at example.com or example.net. The session scripts take the results of the
read tools (`find_account`, ...) from these tables, through the helpers below, which return
fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

LODGE = "Ravelstoke Pet Lodge"
ADDRESS = "9 Tanner's Row, Ravelstoke, OR 97491"
VISITING_VET = "Dr. Ingeborg Sandiford"
MANAGER = "Vesna Fothergill"
GROOMER = "Pernille Gaskarth"
TAXI_PARTNER = "Furlong Pet Taxi"

RATES: dict[str, Any] = {
    "nightly": {
        "small dog (under 25 lb)": 48.00,
        "medium dog (25-60 lb)": 56.00,
        "large dog (over 60 lb)": 64.00,
        "cat suite": 38.00,
    },
    "multi_pet_discount": (
        "10% off the nightly rate of each pet after the first one booked on the same dates "
        "(the holiday surcharge is not discounted)"
    ),
    "holiday_surcharge": {"per_pet_per_night": 12.00, "nights": "2025-12-20 to 2026-01-02"},
    "holiday_deposit": {
        "per_pet": 75.00,
        "due": "within 48 hours of booking",
        "refundable_until": "14 days before check-in; after that it is kept as account credit",
    },
    "checkout": "by 12:00 noon",
    "late_pickup_fee": {"per_pet": 25.00, "window": "12:01 pm to 6:00 pm; after 6 pm a night"},
}

# Pet sizes follow the nightly rate bands above.
ACCOUNTS: dict[str, dict[str, Any]] = {
    "RPL-40318": {
        "owner": "Rosamund Tallisker",
        "phone": "+1 541-555-0147",
        "email": "rtallisker@example.com",
        "address": "4 Sallow Court, Ravelstoke, OR 97491",
        "cards": {"Visa ****6625": "Rosamund Tallisker", "Amex ****3007": "Wystan Tallisker"},
        "pets": {
            "PET-2281": {
                "name": "Pilchard",
                "species": "dog",
                "breed": "Border terrier",
                "weight_lb": 17,
                "size": "small",
            },
            "PET-2282": {
                "name": "Moose",
                "species": "dog",
                "breed": "Newfoundland cross",
                "weight_lb": 94,
                "size": "large",
            },
            "PET-2283": {
                "name": "Quenelle",
                "species": "cat",
                "breed": "British shorthair",
                "weight_lb": 11,
                "size": "cat",
            },
        },
        "authorized": [],
    },
    "RPL-51207": {
        "owner": "Bartosz Ludgrove",
        "phone": "+1 541-555-0172",
        "email": "bludgrove@example.net",
        "address": "112 Millrace Road, Upper Cawdry, OR 97488",
        "cards": {"Visa ****0931": "Bartosz Ludgrove"},
        "pets": {
            "PET-3107": {
                "name": "Salix",
                "species": "dog",
                "breed": "Beagle",
                "weight_lb": 29,
                "size": "medium",
                "conditions": ["diabetes (insulin)"],
            },
            "PET-3108": {
                "name": "Obadiah",
                "species": "dog",
                "breed": "Greyhound",
                "weight_lb": 68,
                "size": "large",
            },
        },
        "authorized": [],
    },
    "RPL-36642": {
        "owner": "Marit Crake",
        "phone": "+1 541-555-0119",
        "email": "marit.crake@example.com",
        "address": "3 Lantern Hill, Minchbury, OR 97495",
        "cards": {"Mastercard ****5512": "Marit Crake"},
        "pets": {
            "PET-2954": {
                "name": "Bosun",
                "species": "dog",
                "breed": "Bernese mountain dog",
                "weight_lb": 104,
                "size": "large",
            },
        },
        "authorized": [],
    },
    "RPL-29815": {
        "owner": "Cadoc Merrilees",
        "phone": "+1 541-555-0126",
        "email": "cmerrilees@example.com",
        "address": "58 Orchard Stile, Ravelstoke, OR 97492",
        "cards": {"Visa ****7170": "Cadoc Merrilees"},
        "pets": {
            "PET-1740": {
                "name": "Winkle",
                "species": "dog",
                "breed": "Shih tzu",
                "weight_lb": 13,
                "size": "small",
            },
            "PET-1741": {
                "name": "Admiral",
                "species": "dog",
                "breed": "Irish wolfhound",
                "weight_lb": 128,
                "size": "large",
            },
        },
        "authorized": [],
    },
    "RPL-47730": {
        "owner": "Ngaio Pemberthy",
        "phone": "+1 541-555-0183",
        "email": "ngaio.p@example.net",
        "address": "21 Coldharbour Lane, Ravelstoke, OR 97491",
        "cards": {"Mastercard ****8140": "Ngaio Pemberthy"},
        "pets": {
            "PET-3366": {
                "name": "Rollo",
                "species": "dog",
                "breed": "Collie cross",
                "weight_lb": 41,
                "size": "medium",
            },
        },
        "authorized": [],
    },
    "RPL-33096": {
        "owner": "Lamorna Brackenridge",
        "phone": "+1 541-555-0134",
        "email": "lamorna.b@example.com",
        "address": "27 Wherry Lane, Upper Cawdry, OR 97488",
        "cards": {"Visa ****2418": "Lamorna Brackenridge"},
        "pets": {
            "PET-2610": {
                "name": "Juno",
                "species": "dog",
                "breed": "Vizsla",
                "weight_lb": 44,
                "size": "medium",
            },
            "PET-2611": {
                "name": "Chorizo",
                "species": "dog",
                "breed": "Dachshund",
                "weight_lb": 21,
                "size": "small",
            },
        },
        "authorized": [],
    },
    "RPL-25571": {
        "owner": "Sigrun Pardew",
        "phone": "+1 541-555-0158",
        "email": "s.pardew@example.com",
        "address": "6 Kiln Yard, Minchbury, OR 97495",
        "cards": {"Visa ****4486": "Sigrun Pardew"},
        "pets": {
            "PET-1922": {
                "name": "Marmaduke",
                "species": "dog",
                "breed": "Standard poodle",
                "weight_lb": 48,
                "size": "medium",
            },
            "PET-1923": {
                "name": "Figgy",
                "species": "dog",
                "breed": "Pug",
                "weight_lb": 16,
                "size": "small",
            },
        },
        "authorized": [],
    },
    "RPL-44183": {
        "owner": "Mabyn Sturrock",
        "phone": "+1 541-555-0108",
        "email": "mabyn.sturrock@example.net",
        "address": "90 Weir Meadow, Upper Cawdry, OR 97489",
        "cards": {"Visa ****3391": "Mabyn Sturrock"},
        "pets": {
            "PET-3650": {
                "name": "Nutmeg",
                "species": "dog",
                "breed": "Springer spaniel",
                "weight_lb": 37,
                "size": "medium",
            },
        },
        "authorized": [],
        "vet_clinic": "Kowbridge Animal Clinic",
    },
    "RPL-38820": {
        "owner": "Ilsa Nancarrow",
        "phone": "+1 541-555-0191",
        "email": "ilsa.nancarrow@example.com",
        "address": "15 Tidewell Close, Ravelstoke, OR 97492",
        "cards": {"Mastercard ****6057": "Ilsa Nancarrow"},
        "pets": {
            "PET-2077": {
                "name": "Scampi",
                "species": "dog",
                "breed": "Yorkshire terrier",
                "weight_lb": 11,
                "size": "small",
            },
            "PET-2078": {
                "name": "Wimble",
                "species": "dog",
                "breed": "Labrador cross",
                "weight_lb": 52,
                "size": "medium",
            },
        },
        "authorized": [
            {
                "authorization_id": "AUTH-1876",
                "name": "Hollis Brocklehurst",
                "role": "dog walker",
                "phone": "+1 541-555-0166",
                "permissions": ["drop_off", "collect"],
            },
        ],
    },
}


def found(account_id: str) -> dict[str, Any]:
    """The result of a successful `find_account` (a fresh copy)."""
    a = ACCOUNTS[account_id]
    out: dict[str, Any] = {
        "found": True,
        "account_id": account_id,
        "owner": a["owner"],
        "phone": a["phone"],
        "email": a["email"],
        "address": a["address"],
        "cards_on_file": [{"card": card, "holder": holder} for card, holder in a["cards"].items()],
        "pets": [{"pet_id": pid, **copy.deepcopy(p)} for pid, p in a["pets"].items()],
        "authorized_people": copy.deepcopy(a["authorized"]),
    }
    return out


def pets_fact(account_id: str) -> dict[str, Any]:
    """The scratchpad's `pets` fact: each pet's name, species and size, by pet id."""
    return {
        pid: {"name": p["name"], "species": p["species"], "size": p["size"]}
        for pid, p in ACCOUNTS[account_id]["pets"].items()
    }
