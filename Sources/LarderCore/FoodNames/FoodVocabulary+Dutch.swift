/// Everyday food words in Dutch and Flemish and the English the food table uses for them.
/// Dictionary forms only: plurals ("uien", "wortels") and compounds ("kipfilet") are read by
/// `ForeignFoodNames`.
extension FoodVocabulary {
    static let dutch: [String: String] = [
        // Vegetables
        "knoflook": "garlic", "teentje knoflook": "garlic", "ui": "onion", "uien": "onion", "ajuin": "onion",
        "lente-ui": "scallion", "bosui": "scallion", "sjalot": "shallot", "prei": "leek", "bieslook": "chives",
        "wortel": "carrot", "winterpeen": "carrot", "peen": "carrot", "aardappel": "potato", "zoete aardappel": "sweet potato",
        "tomaat": "tomato", "tomaten": "tomato", "komkommer": "cucumber", "augurk": "pickle", "paprika": "bell pepper",
        "rode peper": "hot chili pepper", "pompoen": "pumpkin", "kool": "cabbage", "witte kool": "cabbage",
        "rode kool": "red cabbage", "savooiekool": "savoy cabbage", "boerenkool": "kale", "bloemkool": "cauliflower",
        "spruitje": "brussels sprouts", "spinazie": "spinach", "sla": "lettuce", "ijsbergsla": "iceberg lettuce",
        "bleekselderij": "celery", "selderij": "celery", "knolselderij": "celeriac", "venkel": "fennel",
        "asperge": "asparagus", "boon": "beans", "sperzieboon": "green beans", "doperwt": "peas", "erwt": "peas",
        "kikkererwt": "chickpeas", "linze": "lentils", "mais": "sweet corn", "champignon": "mushrooms",
        "paddenstoel": "mushrooms", "rode biet": "beets", "biet": "beets", "radijs": "radish", "raap": "turnip",
        "pastinaak": "parsnip", "artisjok": "artichoke", "olijf": "olives", "gember": "ginger",
        "mierikswortel": "horseradish", "rabarber": "rhubarb", "groente": "vegetables",
        // Fruit
        "appel": "apple", "peer": "pear", "banaan": "banana", "sinaasappel": "orange", "citroen": "lemon",
        "limoen": "lime", "mandarijn": "tangerine", "druif": "grapes", "rozijn": "raisins", "aardbei": "strawberries",
        "framboos": "raspberries", "bosbes": "blueberries", "blauwe bes": "blueberries", "braam": "blackberries",
        "aalbes": "currants", "veenbes": "cranberries", "kers": "cherries", "pruim": "plums", "abrikoos": "apricots",
        "perzik": "peaches", "meloen": "melons", "watermeloen": "watermelon", "ananas": "pineapple", "vijg": "figs",
        "dadel": "dates", "granaatappel": "pomegranate", "kokosnoot": "coconut", "kweepeer": "quince", "fruit": "fruit",
        // Meat, fish and seafood
        "vlees": "meat", "rundvlees": "beef", "rund": "beef", "varkensvlees": "pork", "varken": "pork",
        "kalfsvlees": "veal", "kalf": "veal", "lamsvlees": "lamb", "lam": "lamb", "kip": "chicken",
        "kalkoen": "turkey", "eend": "duck", "gans": "goose", "konijn": "rabbit", "gehakt": "ground beef",
        "rundergehakt": "ground beef", "spek": "bacon", "spekje": "bacon", "ontbijtspek": "bacon", "ham": "ham",
        "worst": "sausage", "borst": "breast", "dij": "thigh", "drumstick": "drumstick", "vleugel": "wing",
        "filet": "fillet", "lever": "liver", "biefstuk": "steak", "vis": "fish", "zalm": "salmon", "tonijn": "tuna",
        "kabeljauw": "cod", "haring": "herring", "makreel": "mackerel", "forel": "trout", "sardine": "sardines",
        "ansjovis": "anchovy", "garnaal": "shrimp", "mossel": "mussels", "inktvis": "squid", "krab": "crab",
        "kreeft": "lobster", "zeeduivel": "monkfish", "koolvis": "pollock",
        // Dairy and eggs
        "melk": "milk", "volle melk": "whole milk", "magere melk": "skim milk", "karnemelk": "buttermilk",
        "room": "cream", "slagroom": "heavy whipping cream", "kookroom": "heavy cream", "zure room": "sour cream",
        "boter": "butter", "roomboter": "butter", "yoghurt": "yogurt", "kwark": "cottage cheese",
        "roomkaas": "cream cheese", "kaas": "cheese", "geraspte kaas": "cheese", "ei": "egg", "eieren": "egg",
        "eidooier": "egg yolk", "dooier": "egg yolk", "eiwit": "egg white",
        // Grains, bread and baking
        "bloem": "flour", "meel": "flour", "tarwebloem": "wheat flour", "volkorenmeel": "whole wheat flour",
        "griesmeel": "semolina", "havermout": "rolled oats", "rijst": "rice", "pasta": "pasta", "noedel": "noodles",
        "brood": "bread", "paneermeel": "bread crumbs", "gerst": "barley", "maizena": "cornstarch",
        "bakpoeder": "baking powder", "baksoda": "baking soda", "gist": "yeast", "gelatine": "gelatin",
        "bladerdeeg": "puff pastry", "koekje": "cookies", "deeg": "dough",
        // Sugar, fats, seasonings and sauces
        "suiker": "sugar", "basterdsuiker": "brown sugar", "rietsuiker": "brown sugar", "poedersuiker": "powdered sugar",
        "vanillesuiker": "sugar", "honing": "honey", "stroop": "syrup", "jam": "jam", "chocolade": "chocolate",
        "pure chocolade": "dark chocolate", "cacao": "cocoa", "vanille": "vanilla", "olie": "oil",
        "olijfolie": "olive oil", "zonnebloemolie": "sunflower oil", "koolzaadolie": "canola oil",
        "plantaardige olie": "vegetable oil", "margarine": "margarine", "reuzel": "lard", "zout": "salt",
        "peper": "black pepper", "azijn": "vinegar", "mosterd": "mustard", "sojasaus": "soy sauce", "saus": "sauce",
        "bouillon": "broth", "kippenbouillon": "chicken broth", "groentebouillon": "vegetable broth",
        "tomatenpuree": "tomato paste", "kokosmelk": "coconut milk",
        // Herbs and spices
        "peterselie": "parsley", "koriander": "cilantro", "basilicum": "basil", "tijm": "thyme",
        "rozemarijn": "rosemary", "oregano": "oregano", "marjolein": "marjoram", "salie": "sage", "munt": "spearmint",
        "dille": "dill", "laurier": "bay leaf", "laurierblad": "bay leaf", "dragon": "tarragon", "kruid": "herbs",
        "kaneel": "cinnamon", "nootmuskaat": "nutmeg", "kruidnagel": "cloves", "komijn": "cumin",
        "karwij": "caraway seed", "kurkuma": "turmeric", "kardemom": "cardamom", "saffraan": "saffron",
        "specerij": "spices",
        // Nuts, seeds and legumes
        "amandel": "almonds", "hazelnoot": "hazelnuts", "walnoot": "walnuts", "pinda": "peanuts",
        "cashewnoot": "cashew nuts", "pistache": "pistachio nuts", "pijnboompit": "pine nuts", "sesamzaad": "sesame seeds",
        "zonnebloempit": "sunflower seed kernels", "pompoenpit": "pumpkin seeds", "lijnzaad": "flaxseed",
        "maanzaad": "poppy seed", "pindakaas": "peanut butter", "noot": "nuts",
        // Drinks
        "water": "water", "wijn": "wine", "witte wijn": "white wine", "rode wijn": "red wine", "bier": "beer",
        "sap": "juice", "citroensap": "lemon juice", "sinaasappelsap": "orange juice", "koffie": "coffee", "thee": "tea",
        // Describing words
        "vers": "fresh", "gedroogd": "dried", "gekookt": "cooked", "rauw": "raw", "gehakte": "chopped",
        "geraspt": "grated", "gesneden": "sliced", "geschild": "peeled", "geplet": "crushed", "gemalen": "ground",
        "gerookt": "smoked", "gebakken": "fried", "geroosterd": "roasted", "diepvries": "frozen", "bevroren": "frozen",
        "gesmolten": "melted", "geklopt": "beaten", "heel": "whole", "groot": "large", "klein": "small",
        "middelgroot": "medium", "rood": "red", "rode": "red", "groen": "green", "geel": "yellow", "wit": "white",
        "witte": "white", "zwart": "black", "bruin": "brown", "zoet": "sweet", "mager": "lean", "rijp": "ripe",
        "volkoren": "whole wheat",
    ]
}
