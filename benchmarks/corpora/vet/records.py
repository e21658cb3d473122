"""The invented veterinary hospital group's records (Fernbrook Veterinary Group).

Every hospital, address, veterinarian, client, client id, pet, patient id, card, amount and date
here was made up for this corpus; the towns (Alder Cross, Mossgate, Wenlow Bridge) are invented
too, phone numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the results of the read tools (`verify_client`, ...) from
these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

GROUP = "Fernbrook Veterinary Group"

HOSPITALS: dict[str, dict[str, Any]] = {
    "Alder Cross": {"hospital_id": "HSP-AC", "address": "18 Tanner Row, Alder Cross"},
    "Mossgate": {"hospital_id": "HSP-MG", "address": "402 Kestrel Way, Mossgate"},
    "Wenlow Bridge": {"hospital_id": "HSP-WB", "address": "9 Millrace Lane, Wenlow Bridge"},
}

VETS: dict[str, str] = {
    "Dr. Sunniva Hale": "Alder Cross",
    "Dr. Petra Lindahl": "Alder Cross",
    "Dr. Marcus Oduya": "Mossgate",
    "Dr. Anselm Varga": "Wenlow Bridge",
}

CLIENTS: dict[str, dict[str, Any]] = {
    "FV-30418": {
        "name": "Corinne Ashby",
        "phone": "+1 541-555-0142",
        "email": "c.ashby@example.com",
        "hospital": "Alder Cross",
        "card": "Visa ****6203",
        "pets": {
            "PAT-55120": {
                "name": "Biscuit",
                "species": "dog",
                "breed": "beagle",
                "age": "9 y",
                "weight_kg": 12.4,
            },
            "PAT-55137": {
                "name": "Juniper",
                "species": "cat",
                "breed": "domestic shorthair",
                "age": "4 y",
                "weight_kg": 4.1,
            },
        },
    },
    "FV-21907": {
        "name": "Tobias Wren",
        "phone": "+1 541-555-0117",
        "email": "twren@example.net",
        "hospital": "Mossgate",
        "card": "Mastercard ****3381",
        "pets": {
            "PAT-40211": {
                "name": "Pickle",
                "species": "cat",
                "breed": "domestic longhair",
                "age": "14 y",
                "weight_kg": 3.6,
            },
            "PAT-40228": {
                "name": "Saffron",
                "species": "cat",
                "breed": "Maine coon mix",
                "age": "11 y",
                "weight_kg": 6.8,
            },
        },
    },
    "FV-46620": {
        "name": "Amara Quist",
        "phone": "+1 541-555-0176",
        "email": "amara.quist@example.com",
        "hospital": "Wenlow Bridge",
        "card": "Visa ****0957",
        "pets": {
            "PAT-61802": {
                "name": "Rufus",
                "species": "dog",
                "breed": "Labrador retriever",
                "age": "6 y",
                "weight_kg": 31.5,
            },
            "PAT-61819": {
                "name": "Clementine",
                "species": "dog",
                "breed": "cockapoo",
                "age": "14 wk",
                "weight_kg": 3.2,
            },
        },
    },
    "FV-38851": {
        "name": "Deshawn Pryor",
        "phone": "+1 541-555-0129",
        "email": "dpryor@example.net",
        "hospital": "Mossgate",
        "card": "Amex ****2046",
        "pets": {
            "PAT-52290": {
                "name": "Otis",
                "species": "dog",
                "breed": "boxer",
                "age": "7 y",
                "weight_kg": 29.0,
            },
        },
    },
    "FV-50273": {
        "name": "Lucia Ferrand",
        "phone": "+1 541-555-0163",
        "email": "lucia.ferrand@example.com",
        "hospital": "Alder Cross",
        "card": "Visa ****4418",
        "pets": {
            "PAT-70144": {
                "name": "Pepper",
                "species": "dog",
                "breed": "border collie mix",
                "age": "6 mo",
                "weight_kg": 11.2,
            },
            "PAT-70151": {
                "name": "Dot",
                "species": "cat",
                "breed": "domestic shorthair",
                "age": "3 y",
                "weight_kg": 3.9,
            },
        },
    },
    "FV-27719": {
        "name": "Henrik Solberg",
        "phone": "+1 541-555-0108",
        "email": "h.solberg@example.net",
        "hospital": "Mossgate",
        "card": "Mastercard ****9152",
        "pets": {
            "PAT-33410": {
                "name": "Tansy",
                "species": "cat",
                "breed": "Siamese mix",
                "age": "2 y",
                "weight_kg": 3.8,
            },
            "PAT-33427": {
                "name": "Moth",
                "species": "cat",
                "breed": "domestic shorthair",
                "age": "12 y",
                "weight_kg": 4.6,
            },
        },
    },
    "FV-44106": {
        "name": "Noor Haddad",
        "phone": "+1 541-555-0154",
        "email": "noor.haddad@example.com",
        "hospital": "Alder Cross",
        "card": "Visa ****7720",
        "pets": {
            "PAT-48831": {
                "name": "Kiwi",
                "species": "cat",
                "breed": "domestic shorthair",
                "age": "3 y",
                "weight_kg": 4.3,
            },
            "PAT-48848": {
                "name": "Olive",
                "species": "cat",
                "breed": "British shorthair",
                "age": "8 y",
                "weight_kg": 5.9,
            },
        },
    },
    "FV-39042": {
        "name": "Marguerite Oyelaran",
        "phone": "+1 541-555-0181",
        "email": "m.oyelaran@example.net",
        "hospital": "Wenlow Bridge",
        "card": "Mastercard ****5537",
        "pets": {
            "PAT-66075": {
                "name": "Scout",
                "species": "dog",
                "breed": "springer spaniel",
                "age": "8 y",
                "weight_kg": 21.7,
            },
        },
    },
    "FV-52318": {
        "name": "Basil Thorne",
        "phone": "+1 541-555-0135",
        "email": "basil.thorne@example.com",
        "hospital": "Wenlow Bridge",
        "card": "Visa ****8864",
        "pets": {
            "PAT-77201": {
                "name": "Hazel",
                "species": "dog",
                "breed": "German shepherd mix",
                "age": "10 y",
                "weight_kg": 33.0,
            },
        },
    },
}


def verified(client_id: str) -> dict[str, Any]:
    """The result of a successful `verify_client`: the client and the pets on the account."""
    c = CLIENTS[client_id]
    return {
        "verified": True,
        "client_id": client_id,
        "name": c["name"],
        "phone": c["phone"],
        "email": c["email"],
        "home_hospital": c["hospital"],
        "hospital_address": HOSPITALS[c["hospital"]]["address"],
        "card_on_file": c["card"],
        "pets": [{"patient_id": pid, **copy.deepcopy(p)} for pid, p in c["pets"].items()],
    }


def pets(client_id: str) -> dict[str, Any]:
    """The scratchpad's view of the pets on an account, by patient id."""
    return {
        pid: {"name": p["name"], "species": p["species"]}
        for pid, p in CLIENTS[client_id]["pets"].items()
    }


def client_facts(client_id: str) -> dict[str, Any]:
    """The scratchpad facts taken from a successful `verify_client`."""
    c = CLIENTS[client_id]
    return {
        "client_id": client_id,
        "client": c["name"],
        "home_hospital": c["hospital"],
        "payment_method": c["card"],
        "pets": pets(client_id),
    }
