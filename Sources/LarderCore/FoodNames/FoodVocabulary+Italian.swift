/// Everyday food words in Italian and the English the food table uses for them; Italian
/// products the table does not have are read as the nearest one it has ("mascarpone" is a
/// cream cheese). Dictionary forms only: plurals ("pomodori", "cipolle") are read by `ForeignFoodNames`.
extension FoodVocabulary {
    static let italian: [String: String] = [
        // Vegetables
        "aglio": "garlic", "spicchio d'aglio": "garlic", "cipolla": "onion", "cipollotto": "scallion",
        "scalogno": "shallot", "porro": "leek", "erba cipollina": "chives", "carota": "carrot",
        "patata": "potato", "patata dolce": "sweet potato", "pomodoro": "tomato", "pomodorino": "cherry tomatoes",
        "cetriolo": "cucumber", "peperone": "bell pepper", "peperoncino": "hot chili pepper", "zucchina": "zucchini",
        "melanzana": "eggplant", "zucca": "pumpkin", "cavolo": "cabbage", "cavolo nero": "kale",
        "verza": "savoy cabbage", "cavolfiore": "cauliflower", "broccolo": "broccoli", "cavolino di bruxelles": "brussels sprouts",
        "spinacio": "spinach", "lattuga": "lettuce", "insalata": "lettuce", "rucola": "arugula", "sedano": "celery",
        "sedano rapa": "celeriac", "finocchio": "fennel", "asparago": "asparagus", "fagiolo": "beans",
        "fagiolino": "green beans", "pisello": "peas", "cece": "chickpeas", "lenticchia": "lentils", "mais": "sweet corn",
        "fungo": "mushrooms", "fungo porcino": "mushrooms", "barbabietola": "beets", "ravanello": "radish",
        "rapa": "turnip", "carciofo": "artichoke", "oliva": "olives", "zenzero": "ginger", "rafano": "horseradish",
        "rabarbaro": "rhubarb", "verdura": "vegetables", "ortaggio": "vegetables",
        // Fruit
        "mela": "apple", "pera": "pear", "arancia": "orange", "limone": "lemon", "lime": "lime",
        "pompelmo": "grapefruit", "mandarino": "tangerine", "uva": "grapes", "uvetta": "raisins", "uva passa": "raisins",
        "fragola": "strawberries", "lampone": "raspberries", "mirtillo": "blueberries", "mora": "blackberries",
        "ribes": "currants", "ciliegia": "cherries", "prugna": "plums", "susina": "plums", "albicocca": "apricots",
        "pesca": "peaches", "anguria": "watermelon", "ananas": "pineapple", "fico": "figs", "dattero": "dates",
        "melagrana": "pomegranate", "cocco": "coconut", "frutta": "fruit",
        // Meat, fish and seafood
        "carne": "meat", "manzo": "beef", "vitello": "veal", "maiale": "pork", "agnello": "lamb", "pollo": "chicken",
        "tacchino": "turkey", "anatra": "duck", "coniglio": "rabbit", "carne macinata": "ground beef",
        "macinato": "ground beef", "pancetta": "bacon", "guanciale": "bacon", "prosciutto": "ham",
        "prosciutto cotto": "ham", "salsiccia": "sausage", "petto": "breast", "coscia": "thigh",
        "filetto": "fillet", "fegato": "liver", "pesce": "fish", "salmone": "salmon", "tonno": "tuna",
        "merluzzo": "cod", "baccalà": "cod", "aringa": "herring", "sgombro": "mackerel", "trota": "trout",
        "sardina": "sardines", "acciuga": "anchovy", "alice": "anchovy", "gambero": "shrimp", "gamberetto": "shrimp",
        "cozza": "mussels", "vongola": "clams", "calamaro": "squid", "polpo": "octopus", "granchio": "crab",
        "rana pescatrice": "monkfish", "coda di rospo": "monkfish",
        // Dairy and eggs
        "latte": "milk", "latte intero": "whole milk", "latte scremato": "skim milk", "panna": "heavy cream",
        "panna da cucina": "heavy cream", "panna fresca": "heavy cream", "panna acida": "sour cream",
        "burro": "butter", "yogurt": "yogurt", "formaggio": "cheese", "mascarpone": "cream cheese",
        "stracchino": "cream cheese", "formaggio fresco": "cream cheese", "parmigiano": "parmesan cheese",
        "grana": "parmesan cheese", "grana padano": "parmesan cheese", "pecorino": "romano cheese",
        "sbrinz": "parmesan cheese", "uovo": "egg", "uova": "egg", "tuorlo": "egg yolk", "albume": "egg white",
        "latte condensato": "sweetened condensed milk",
        // Grains, bread and baking
        "farina": "flour", "farina 00": "wheat flour", "farina integrale": "whole wheat flour", "semola": "semolina",
        "avena": "oats", "fiocco d'avena": "rolled oats", "riso": "rice", "riso arborio": "arborio rice",
        "carnaroli": "arborio rice", "arborio": "arborio rice", "pasta": "pasta", "pane": "bread",
        "pangrattato": "bread crumbs", "orzo perlato": "barley", "farro": "spelt", "amido di mais": "cornstarch",
        "maizena": "cornstarch", "fecola": "potato starch", "lievito": "yeast", "lievito per dolci": "baking powder",
        "bicarbonato": "baking soda", "colla di pesce": "gelatin", "pasta sfoglia": "puff pastry",
        "pasta frolla": "pie crust", "biscotto": "cookies", "savoiardo": "ladyfingers",
        "polenta": "cornmeal",
        // Sugar, fats, seasonings and sauces
        "zucchero": "sugar", "zucchero di canna": "brown sugar", "zucchero a velo": "powdered sugar",
        "miele": "honey", "sciroppo": "syrup", "marmellata": "jam", "confettura": "jam", "cioccolato": "chocolate",
        "cioccolato fondente": "dark chocolate", "cacao": "cocoa", "vaniglia": "vanilla", "olio": "oil",
        "olio d'oliva": "olive oil", "olio extravergine": "olive oil", "olio di oliva": "olive oil",
        "olio di semi": "vegetable oil", "olio di girasole": "sunflower oil", "margarina": "margarine",
        "strutto": "lard", "sale": "salt", "pepe": "black pepper", "pepe nero": "black pepper", "aceto": "vinegar",
        "aceto balsamico": "balsamic vinegar", "senape": "mustard", "salsa di soia": "soy sauce", "salsa": "sauce",
        "brodo": "broth", "brodo vegetale": "vegetable broth", "brodo di pollo": "chicken broth",
        "concentrato di pomodoro": "tomato paste", "passata di pomodoro": "tomato puree", "passata": "tomato puree",
        "pelati": "canned tomatoes", "latte di cocco": "coconut milk",
        // Herbs and spices
        "prezzemolo": "parsley", "coriandolo": "cilantro", "basilico": "basil", "timo": "thyme",
        "rosmarino": "rosemary", "origano": "oregano", "maggiorana": "marjoram", "salvia": "sage",
        "menta": "spearmint", "aneto": "dill", "alloro": "bay leaf", "foglia di alloro": "bay leaf",
        "dragoncello": "tarragon", "erba": "herbs", "cannella": "cinnamon", "noce moscata": "nutmeg",
        "chiodo di garofano": "cloves", "cumino": "cumin", "paprika": "paprika", "curcuma": "turmeric",
        "cardamomo": "cardamom", "zafferano": "saffron", "spezia": "spices",
        // Nuts, seeds and legumes
        "mandorla": "almonds", "nocciola": "hazelnuts", "noce": "walnuts", "arachide": "peanuts",
        "anacardo": "cashew nuts", "pistacchio": "pistachio nuts", "pinolo": "pine nuts", "sesamo": "sesame seeds",
        "seme di girasole": "sunflower seed kernels", "seme di lino": "flaxseed", "papavero": "poppy seed",
        // Drinks
        "acqua": "water", "vino": "wine", "vino bianco": "white wine", "vino rosso": "red wine", "birra": "beer",
        "succo": "juice", "succo di limone": "lemon juice", "succo d'arancia": "orange juice", "caffè": "coffee",
        "tè": "tea", "rum": "rum", "liquore": "liqueur",
        // Describing words
        "fresco": "fresh", "secco": "dried", "cotto": "cooked", "crudo": "raw", "tritato": "chopped",
        "grattugiato": "grated", "affettato": "sliced", "tagliato": "chopped", "sbucciato": "peeled",
        "schiacciato": "crushed", "macinato fresco": "ground", "affumicato": "smoked", "fritto": "fried",
        "arrosto": "roasted", "tostato": "toasted", "surgelato": "frozen", "congelato": "frozen", "fuso": "melted",
        "sbattuto": "beaten", "intero": "whole", "grande": "large", "piccolo": "small", "medio": "medium",
        "rosso": "red", "verde": "green", "giallo": "yellow", "bianco": "white", "nero": "black", "dolce": "sweet",
        "piccante": "hot", "magro": "lean", "maturo": "ripe", "integrale": "whole wheat", "scorza": "peel",
    ]
}
