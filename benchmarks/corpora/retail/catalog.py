"""Invented store data for the retail sessions: products, users and orders, and tool results.

The ids that τ²-bench's gold actions use (users, orders, items, products, payment methods) are
kept; every other detail (options, prices, addresses, balances, other items in an order) is
made up, consistent with the tasks (for instance the totals a task expects the agent to
communicate) and with the retail policy. Results have the shape of τ²-bench's retail tools.
"""

from __future__ import annotations

import copy
from typing import Any

# product id -> name
PRODUCTS = {
    "1656367028": "Mechanical Keyboard",
    "4896585277": "Smart Thermostat",
    "9924732112": "Wireless Earbuds",
    "4760268021": "Laptop",
    "2344688344": "Wall Clock",
    "8940227892": "Digital Camera",
    "4354588079": "Espresso Machine",
    "4794339885": "Office Chair",
    "6945232052": "Smart Watch",
    "8310926033": "Water Bottle",
    "9523456873": "T-Shirt",
    "6819683148": "Grill",
    "7352963235": "Electric Toothbrush",
    "7996920482": "Coffee Maker",
    "2524789262": "Backpack",
    "6938111410": "Running Shoes",
    "6817146515": "Desk Lamp",
    "5426915165": "Luggage Set",
    "6992792935": "Headphones",
    "7471004230": "Sneakers",
    "1075968781": "Electric Kettle",
    "8024098596": "Tablet",
    "2747247837": "Pet Bed",
    "8600330539": "Bookshelf",
    "5713490933": "Gaming Mouse",
    "5149340237": "Makeup Kit",
    "7363354090": "Hiking Boots",
    "7233192239": "Dumbbell Set",
    "4635925001": "Yoga Mat",
    "7765186836": "Cycling Helmet",
    "6942297802": "Portable Charger",
    "8560156827": "Fleece Jacket",
    "1968349452": "Skateboard",
}

# item id -> (product id, options, price, available)
# fmt: off
ITEMS: dict[str, tuple[str, dict[str, str], float, bool]] = {
    # Mechanical Keyboard
    "1151293680": ("1656367028", {"switch type": "linear", "backlight": "RGB", "size": "full size"}, 272.33, True),
    "9025753381": ("1656367028", {"switch type": "clicky", "backlight": "RGB", "size": "full size"}, 231.58, False),
    "7706410293": ("1656367028", {"switch type": "clicky", "backlight": "none", "size": "full size"}, 269.16, True),
    "9690244451": ("1656367028", {"switch type": "clicky", "backlight": "RGB", "size": "80%"}, 236.51, True),
    "1340995114": ("1656367028", {"switch type": "tactile", "backlight": "none", "size": "full size"}, 235.13, True),
    "1421289881": ("1656367028", {"switch type": "linear", "backlight": "none", "size": "80%"}, 268.77, True),
    # Smart Thermostat
    "4983901480": ("4896585277", {"compatibility": "Apple HomeKit", "color": "black"}, 262.47, True),
    "7747408585": ("4896585277", {"compatibility": "Google Assistant", "color": "black"}, 249.01, True),
    "8722653925": ("4896585277", {"compatibility": "Google Assistant", "color": "white"}, 227.57, True),
    "2791467853": ("4896585277", {"compatibility": "Amazon Alexa", "color": "stainless steel"}, 242.53, False),
    # Wireless Earbuds
    "6452271382": ("9924732112", {"color": "blue", "battery life": "4 hours", "water resistance": "IPX4"}, 258.84, True),
    # Laptop
    "2913673670": ("4760268021", {"screen size": "15-inch", "processor": "i9", "ram": "32GB", "storage": "512GB SSD", "color": "black"}, 2701.89, True),
    # Wall Clock
    "6508153405": ("2344688344", {"diameter": "12 inches", "color": "white", "type": "analog"}, 429.21, True),
    # Digital Camera
    "7195021808": ("8940227892", {"resolution": "30MP", "zoom": "5x", "storage": "SD card"}, 2909.87, True),
    # Espresso Machine
    "3714494375": ("4354588079", {"pressure": "9 bar", "capacity": "1.5L", "type": "capsule"}, 1422.63, True),
    # Office Chair
    "8426249116": ("4794339885", {"material": "fabric", "color": "black", "armrest": "fixed", "backrest height": "standard"}, 445.25, True),
    "8069050545": ("4794339885", {"material": "leather", "color": "black", "armrest": "adjustable", "backrest height": "high-back"}, 499.28, False),
    "1071497737": ("4794339885", {"material": "leather", "color": "gray", "armrest": "fixed", "backrest height": "high-back"}, 483.95, True),
    "3609437808": ("4794339885", {"material": "leather", "color": "red", "armrest": "none", "backrest height": "high-back"}, 466.44, True),
    "4274709903": ("4794339885", {"material": "mesh", "color": "red", "armrest": "none", "backrest height": "standard"}, 544.29, True),
    # Smart Watch
    "2554056026": ("6945232052", {"color": "gold", "band material": "metal", "display": "AMOLED"}, 367.38, True),
    # Water Bottle
    "3453331371": ("8310926033", {"capacity": "500ml", "material": "stainless steel", "color": "black"}, 52.79, True),
    "7661609223": ("8310926033", {"capacity": "1000ml", "material": "stainless steel", "color": "black"}, 46.51, False),
    "2439754078": ("8310926033", {"capacity": "1000ml", "material": "plastic", "color": "black"}, 49.51, True),
    "8538875209": ("8310926033", {"capacity": "500ml", "material": "glass", "color": "black"}, 45.13, True),
    "5758737025": ("8310926033", {"capacity": "500ml", "material": "glass", "color": "green"}, 45.09, True),
    "6974536207": ("8310926033", {"capacity": "750ml", "material": "plastic", "color": "blue"}, 49.30, True),
    "9127591879": ("8310926033", {"capacity": "750ml", "material": "stainless steel", "color": "black"}, 48.47, True),
    "4579334072": ("8310926033", {"capacity": "750ml", "material": "glass", "color": "black"}, 54.85, True),
    "7199146548": ("8310926033", {"capacity": "750ml", "material": "plastic", "color": "black"}, 48.02, False),
    # T-Shirt
    "5253880258": ("9523456873", {"color": "black", "size": "XXL", "material": "polyester", "style": "v-neck"}, 49.52, True),
    "5047954489": ("9523456873", {"color": "blue", "size": "S", "material": "polyester", "style": "v-neck"}, 54.84, True),
    "9354168549": ("9523456873", {"color": "red", "size": "XXL", "material": "cotton", "style": "crew neck"}, 46.85, True),
    # Grill
    "5745575001": ("6819683148", {"type": "electric", "size": "portable", "features": "none"}, 986.65, True),
    "5946177616": ("6819683148", {"type": "gas", "size": "portable", "features": "none"}, 1057.24, True),
    "7082455361": ("6819683148", {"type": "charcoal", "size": "medium", "features": "rotisserie"}, 881.81, True),
    # Electric Toothbrush
    "6164262152": ("7352963235", {"color": "white", "speed settings": "low", "battery type": "rechargeable"}, 211.11, True),
    "3320557165": ("7352963235", {"color": "blue", "speed settings": "high", "battery type": "AA batteries"}, 188.67, True),
    # Coffee Maker
    "5952720925": ("7996920482", {"color": "black", "capacity": "4 cups", "type": "espresso", "features": "timer"}, 260.19, True),
    # Backpack
    "6309044598": ("2524789262", {"color": "grey", "size": "large", "material": "polyester", "compartment": "hydration"}, 218.59, True),
    # Running Shoes
    "9791469541": ("6938111410", {"size": "9", "color": "yellow", "material": "synthetic", "sole": "rubber"}, 147.05, True),
    "4107812777": ("6938111410", {"size": "9", "color": "black", "material": "synthetic", "sole": "rubber"}, 155.33, True),
    "9635758562": ("6938111410", {"size": "9", "color": "white", "material": "mesh", "sole": "rubber"}, 148.95, True),
    # Desk Lamp
    "8384507844": ("6817146515", {"color": "white", "brightness": "medium", "power source": "USB"}, 137.94, True),
    "7624783998": ("6817146515", {"color": "black", "brightness": "high", "power source": "AC adapter"}, 154.17, True),
    "9190635437": ("6817146515", {"color": "black", "brightness": "low", "power source": "USB"}, 153.23, True),
    "5320792178": ("6817146515", {"color": "black", "brightness": "medium", "power source": "AC adapter"}, 135.24, True),
    "1569765161": ("6817146515", {"color": "silver", "brightness": "low", "power source": "AC adapter"}, 143.02, True),
    "4447749792": ("6817146515", {"color": "white", "brightness": "medium", "power source": "AC adapter"}, 139.80, False),
    "1270145486": ("6817146515", {"color": "white", "brightness": "high", "power source": "battery"}, 144.07, False),
    "6805564527": ("6817146515", {"color": "black", "brightness": "medium", "power source": "battery"}, 158.41, True),
    # Luggage Set
    "9956648681": ("5426915165", {"piece count": "4-piece", "color": "red", "material": "hardshell"}, 452.62, True),
    "9692325258": ("5426915165", {"piece count": "3-piece", "color": "black", "material": "softshell"}, 528.63, True),
    # Headphones
    "7493556126": ("6992792935", {"type": "over-ear", "connectivity": "wireless", "color": "black"}, 346.97, True),
    # Sneakers
    "2509076505": ("7471004230", {"size": "10", "color": "gray", "material": "leather"}, 278.63, True),
    # Electric Kettle
    "9472539378": ("1075968781", {"capacity": "1.5L", "material": "glass", "color": "white"}, 164.28, True),
    # Tablet
    "6065192424": ("8024098596", {"screen size": "10-inch", "storage": "128GB", "color": "gold"}, 989.70, True),
    "4913411651": ("8024098596", {"screen size": "7-inch", "storage": "128GB", "color": "black"}, 941.03, True),
    # Pet Bed
    "7381052709": ("2747247837", {"size": "large", "material": "memory foam", "color": "brown"}, 193.22, True),
    # Bookshelf
    "8479046075": ("8600330539", {"material": "wood", "color": "white", "height": "5 ft"}, 451.01, True),
    "4894369688": ("8600330539", {"material": "wood", "color": "white", "height": "4 ft"}, 537.01, False),
    "7373893106": ("8600330539", {"material": "glass", "color": "white", "height": "4 ft"}, 531.22, True),
    "1673859111": ("8600330539", {"material": "wood", "color": "black", "height": "4 ft"}, 484.96, True),
    "2244749153": ("8600330539", {"material": "wood", "color": "brown", "height": "5 ft"}, 473.82, True),
    # Gaming Mouse
    "8896479688": ("5713490933", {"color": "white", "sensor type": "optical", "connectivity": "wireless"}, 143.15, True),
    # Makeup Kit
    "7902309762": ("5149340237", {"skin tone": "light", "kit size": "professional", "brand": "Brand B"}, 243.62, True),
    # Hiking Boots
    "2658930189": ("7363354090", {"size": "9", "material": "synthetic", "waterproof": "yes"}, 241.68, True),
    "1615379700": ("7363354090", {"size": "10", "material": "synthetic", "waterproof": "yes"}, 253.89, True),
    # Dumbbell Set
    "3877338112": ("7233192239", {"weight range": "5-25 lbs", "material": "rubber", "set type": "adjustable"}, 545.68, True),
    "3735133539": ("7233192239", {"weight range": "30-50 lbs", "material": "rubber", "set type": "adjustable"}, 508.37, True),
    # Yoga Mat
    "6195938807": ("4635925001", {"thickness": "6mm", "material": "natural rubber", "color": "green"}, 103.98, True),
    "2733768059": ("4635925001", {"thickness": "6mm", "material": "natural rubber", "color": "pink"}, 94.38, True),
    # Cycling Helmet
    "3358616356": ("7765186836", {"size": "S", "color": "red", "ventilation": "low"}, 197.33, True),
    # Portable Charger
    "7903094618": ("6942297802", {"capacity": "20000mAh", "output": "USB-C", "color": "white"}, 90.32, True),
    # Fleece Jacket
    "8590708195": ("8560156827", {"size": "XL", "color": "navy", "zipper": "half"}, 157.61, True),
    # Skateboard
    "9594745976": ("1968349452", {"deck material": "plastic", "length": "34 inch", "design": "custom"}, 184.13, True),
    "5038485381": ("1968349452", {"deck material": "maple", "length": "34 inch", "design": "graphic"}, 189.65, False),
    "6843647669": ("1968349452", {"deck material": "bamboo", "length": "28 inch", "design": "graphic"}, 180.10, True),
    "2177997696": ("1968349452", {"deck material": "maple", "length": "31 inch", "design": "graphic"}, 206.60, True),
}
# fmt: on


def address(line1: str, line2: str, city: str, state: str, zip_code: str) -> dict[str, str]:
    """An address as the retail tools spell it."""
    return {
        "address1": line1,
        "address2": line2,
        "city": city,
        "country": "USA",
        "state": state,
        "zip": zip_code,
    }


USERS: dict[str, dict[str, Any]] = {
    "yusuf_rossi_9620": {
        "name": ("Yusuf", "Rossi"),
        "address": address("763 Broadway", "Suite 135", "Philadelphia", "PA", "19122"),
        "email": "yusuf.rossi7301@example.com",
        "payment_methods": {
            "credit_card_9513926": {
                "source": "credit_card",
                "brand": "mastercard",
                "last_four": "2478",
            }
        },
        "orders": ["#W2378156"],
    },
    "fatima_johnson_7581": {
        "name": ("Fatima", "Johnson"),
        "address": address("123 Elm Street", "Suite 237", "Austin", "TX", "78712"),
        "email": "fatima.johnson2300@example.com",
        "payment_methods": {"paypal_5364164": {"source": "paypal"}},
        "orders": ["#W5199551", "#W8665881", "#W9389413"],
    },
    "sofia_hernandez_5364": {
        "name": ("Sofia", "Hernandez"),
        "address": address("652 Laurel Lane", "Suite 398", "Seattle", "WA", "98193"),
        "email": "sofia.hernandez3039@example.com",
        "payment_methods": {
            "credit_card_7901829": {"source": "credit_card", "brand": "visa", "last_four": "9522"}
        },
        "orders": ["#W3947049", "#W3561391", "#W9609649"],
    },
    "isabella_lopez_6490": {
        "name": ("Isabella", "Lopez"),
        "address": address("710 Sunset Drive", "Suite 303", "Phoenix", "AZ", "85034"),
        "email": "isabella.lopez3271@example.com",
        "payment_methods": {
            "gift_card_8245350": {"source": "gift_card", "balance": 60.0},
            "credit_card_8897086": {"source": "credit_card", "brand": "visa", "last_four": "8902"},
            "credit_card_6523410": {
                "source": "credit_card",
                "brand": "mastercard",
                "last_four": "4718",
            },
            "credit_card_1960752": {"source": "credit_card", "brand": "amex", "last_four": "3019"},
        },
        "orders": ["#W2631412", "#W4923227"],
    },
    "aarav_anderson_8794": {
        "name": ("Aarav", "Anderson"),
        "address": address("931 Maple Drive", "Suite 985", "Philadelphia", "PA", "19031"),
        "email": "aarav.anderson9752@example.com",
        "payment_methods": {
            "credit_card_4129829": {
                "source": "credit_card",
                "brand": "mastercard",
                "last_four": "1428",
            },
            "gift_card_7245904": {"source": "gift_card", "balance": 17.65},
        },
        "orders": ["#W9300146", "#W3470184"],
    },
    "yusuf_taylor_7149": {
        "name": ("Yusuf", "Taylor"),
        "address": address("45 Lakeview Drive", "Suite 232", "San Jose", "CA", "95154"),
        "email": "yusuf.taylor6118@example.com",
        "payment_methods": {
            "paypal_4021035": {"source": "paypal"},
            "credit_card_5771209": {"source": "credit_card", "brand": "visa", "last_four": "7087"},
        },
        "orders": ["#W2702727", "#W8268610"],
    },
    "chen_silva_7485": {
        "name": ("Chen", "Silva"),
        "address": address("220 Laurel Lane", "Suite 842", "Columbus", "OH", "46281"),
        "email": "chen.silva2698@example.com",
        "payment_methods": {
            "credit_card_1565124": {
                "source": "credit_card",
                "brand": "mastercard",
                "last_four": "6048",
            },
            "gift_card_7250692": {"source": "gift_card", "balance": 27.0},
        },
        "orders": ["#W9571698", "#W2598834"],
    },
    "daiki_silva_2903": {
        "name": ("Daiki", "Silva"),
        "address": address("713 Park Avenue", "Suite 800", "San Francisco", "CA", "94102"),
        "email": "daiki.silva6295@example.com",
        "payment_methods": {"paypal_2233507": {"source": "paypal"}},
        "orders": ["#W8835847", "#W5714235"],
    },
    "yara_muller_8652": {
        "name": ("Yara", "Muller"),
        "address": address("575 Oak Street", "Suite 866", "Phoenix", "AZ", "85041"),
        "email": "yara.muller9246@example.com",
        "payment_methods": {
            "credit_card_3095586": {"source": "credit_card", "brand": "visa", "last_four": "2468"},
            "gift_card_5434236": {"source": "gift_card", "balance": 32.0},
        },
        "orders": ["#W5056519", "#W5995614", "#W8277957"],
    },
    "emma_kovacs_9839": {
        "name": ("Emma", "Kovacs"),
        "address": address("637 Pine Lane", "Suite 443", "Jacksonville", "FL", "32190"),
        "email": "emma.kovacs2974@example.com",
        "payment_methods": {
            "credit_card_7239357": {"source": "credit_card", "brand": "visa", "last_four": "8676"}
        },
        "orders": ["#W8661412", "#W6050478"],
    },
    "mei_kovacs_8020": {
        "name": ("Mei", "Kovacs"),
        "address": address("317 Elm Street", "Suite 461", "Charlotte", "NC", "28236"),
        "email": "mei.kovacs8232@example.com",
        "payment_methods": {"paypal_7644869": {"source": "paypal"}},
        "orders": ["#W6390527", "#W7800651"],
    },
    "ethan_garcia_1261": {
        "name": ("Ethan", "Garcia"),
        "address": address("667 Highland Drive", "Suite 865", "Denver", "CO", "80280"),
        "email": "ethan.garcia8085@example.com",
        "payment_methods": {
            "paypal_3798357": {"source": "paypal"},
            "gift_card_4332117": {"source": "gift_card", "balance": 86.0},
        },
        "orders": ["#W4967593", "#W9911714", "#W5733668"],
    },
    "ava_nguyen_6646": {
        "name": ("Ava", "Nguyen"),
        "address": address("238 Oak Street", "Suite 636", "San Francisco", "CA", "94128"),
        "email": "ava.nguyen1851@example.com",
        "payment_methods": {
            "paypal_6262583": {"source": "paypal"},
            "credit_card_5683823": {"source": "credit_card", "brand": "visa", "last_four": "9881"},
        },
        "orders": ["#W1242543", "#W8367380", "#W1172234", "#W3223435"],
    },
    "mei_davis_8935": {
        "name": ("Mei", "Davis"),
        "address": address("698 Maple Drive", "Suite 465", "Denver", "CO", "80217"),
        "email": "mei.davis6811@example.com",
        "payment_methods": {
            "credit_card_1061405": {"source": "credit_card", "brand": "visa", "last_four": "1181"}
        },
        "orders": ["#W2890441"],
    },
}

# order id -> (user id, status, item ids, payment method id, tracking id or None)
# fmt: off
ORDERS: dict[str, tuple[str, str, list[str], str, str | None]] = {
    "#W2378156": ("yusuf_rossi_9620", "delivered", ["1151293680", "4983901480", "6452271382"], "credit_card_9513926", "843053632392"),
    "#W5199551": ("fatima_johnson_7581", "pending", ["2913673670", "6508153405"], "paypal_5364164", None),
    "#W8665881": ("fatima_johnson_7581", "pending", ["7195021808", "3714494375", "8426249116"], "paypal_5364164", None),
    "#W9389413": ("fatima_johnson_7581", "delivered", ["2554056026", "8538875209", "5253880258"], "paypal_5364164", "364270283543"),
    "#W3947049": ("sofia_hernandez_5364", "pending", ["5745575001", "6164262152"], "credit_card_7901829", None),
    "#W3561391": ("sofia_hernandez_5364", "delivered", ["5952720925"], "credit_card_7901829", "509872312658"),
    "#W9609649": ("sofia_hernandez_5364", "delivered", ["5047954489", "9354168549"], "credit_card_7901829", "736985424371"),
    "#W4923227": ("isabella_lopez_6490", "pending", ["6309044598", "9635758562"], "credit_card_6523410", None),
    "#W9300146": ("aarav_anderson_8794", "pending", ["9190635437", "9956648681"], "credit_card_4129829", None),
    "#W2702727": ("yusuf_taylor_7149", "pending", ["7493556126", "2509076505"], "paypal_4021035", None),
    "#W8268610": ("yusuf_taylor_7149", "pending", ["9472539378"], "credit_card_5771209", None),
    "#W9571698": ("chen_silva_7485", "delivered", ["6065192424", "4913411651", "7381052709"], "credit_card_1565124", "819465213706"),
    "#W8835847": ("daiki_silva_2903", "pending", ["8479046075", "8896479688"], "paypal_2233507", None),
    "#W5056519": ("yara_muller_8652", "pending", ["7902309762", "2658930189"], "gift_card_5434236", None),
    "#W5995614": ("yara_muller_8652", "pending", ["3877338112", "9692325258"], "credit_card_3095586", None),
    "#W8277957": ("yara_muller_8652", "delivered", ["6195938807"], "credit_card_3095586", "604805146457"),
    "#W8661412": ("emma_kovacs_9839", "pending", ["3453331371", "3358616356"], "credit_card_7239357", None),
    "#W6050478": ("emma_kovacs_9839", "pending", ["7661609223", "3320557165"], "credit_card_7239357", None),
    "#W6390527": ("mei_kovacs_8020", "delivered", ["8384507844", "5758737025", "1615379700"], "paypal_7644869", "745984883162"),
    "#W4967593": ("ethan_garcia_1261", "delivered", ["9472539378"], "paypal_3798357", "510874791637"),
    "#W9911714": ("ethan_garcia_1261", "pending", ["9791469541", "1340995114", "7903094618"], "paypal_3798357", None),
    "#W5733668": ("ethan_garcia_1261", "processed", ["2733768059"], "paypal_3798357", "209448237128"),
    "#W8367380": ("ava_nguyen_6646", "pending", ["8590708195", "3735133539"], "paypal_6262583", None),
    "#W1242543": ("ava_nguyen_6646", "pending", ["9594745976"], "credit_card_5683823", None),
    "#W1172234": ("ava_nguyen_6646", "delivered", ["5946177616"], "credit_card_5683823", "451012958127"),
    "#W3223435": ("ava_nguyen_6646", "delivered", ["7082455361"], "paypal_6262583", "882436052413"),
    "#W2890441": ("mei_davis_8935", "delivered", ["8069050545", "2733768059"], "credit_card_1061405", "168643142864"),
}
# fmt: on


def money(value: float) -> float:
    """A dollar amount rounded to cents."""
    return round(value + 0.0, 2)


def price(item_id: str) -> float:
    """An item's price."""
    return ITEMS[item_id][2]


def order_item(item_id: str) -> dict[str, Any]:
    """An item as an order lists it."""
    product_id, options, item_price, _ = ITEMS[item_id]
    return {
        "name": PRODUCTS[product_id],
        "product_id": product_id,
        "item_id": item_id,
        "price": item_price,
        "options": dict(options),
    }


def order_total(order_id: str) -> float:
    """The sum of an order's item prices."""
    return money(sum(price(i) for i in ORDERS[order_id][2]))


def order(order_id: str) -> dict[str, Any]:
    """``get_order_details``: the order as first found."""
    user_id, status, items, method, tracking = ORDERS[order_id]
    result: dict[str, Any] = {
        "order_id": order_id,
        "user_id": user_id,
        "address": dict(USERS[user_id]["address"]),
        "items": [order_item(i) for i in items],
        "status": status,
        "fulfillments": [{"tracking_id": [tracking], "item_ids": list(items)}] if tracking else [],
        "payment_history": [
            {
                "transaction_type": "payment",
                "amount": order_total(order_id),
                "payment_method_id": method,
            }
        ],
    }
    return result


def changed(base: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """A copy of a result with some fields replaced (the result of an update)."""
    out = copy.deepcopy(base)
    out.update(fields)
    return out


def user(user_id: str) -> dict[str, Any]:
    """``get_user_details``."""
    data = USERS[user_id]
    methods = {}
    for method_id, info in data["payment_methods"].items():
        methods[method_id] = {"id": method_id, **info}
    return {
        "user_id": user_id,
        "name": {"first_name": data["name"][0], "last_name": data["name"][1]},
        "address": dict(data["address"]),
        "email": data["email"],
        "payment_methods": methods,
        "orders": list(data["orders"]),
    }


def product(product_id: str) -> dict[str, Any]:
    """``get_product_details``."""
    variants = {
        item_id: {
            "item_id": item_id,
            "options": dict(options),
            "available": available,
            "price": item_price,
        }
        for item_id, (pid, options, item_price, available) in ITEMS.items()
        if pid == product_id
    }
    return {"name": PRODUCTS[product_id], "product_id": product_id, "variants": variants}


def item(item_id: str) -> dict[str, Any]:
    """``get_item_details``."""
    product_id, options, item_price, available = ITEMS[item_id]
    return {
        "item_id": item_id,
        "product_id": product_id,
        "name": PRODUCTS[product_id],
        "options": dict(options),
        "available": available,
        "price": item_price,
    }


def payment(kind: str, amount: float, method: str) -> dict[str, Any]:
    """One payment-history entry."""
    return {"transaction_type": kind, "amount": money(amount), "payment_method_id": method}
