/// Word classes for linking recipe wording to food-table names. These are
/// naming conventions — of recipes ("fresh", "kosher"), of food tables
/// ("Spices, …", "…, without salt") and of British and American kitchens
/// ("caster sugar", "courgette") — never whole ingredient lines.
enum FoodVocabulary {
    /// Words in an ingredient's name that say nothing about which food it is:
    /// "fresh basil", "large eggs", "good-quality olive oil".
    static let ignored: Set<String> = [
        "freshly", "organic", "large", "small", "medium", "big", "jumbo", "extra", "good",
        "quality", "best", "favorite", "favourite", "homemade", "store", "bought", "storebought", "plus",
        "optional", "about", "cold", "warm", "boiling", "lukewarm", "tepid", "iced", "chilled", "room",
        "temperature", "softened", "chopped", "diced", "serve", "can", "tin", "jar", "package", "packet",
        "bag", "box", "bottle", "container", "carton", "envelope", "tbsp", "tsp", "cup", "oz", "ounce",
        "pound", "lb", "gram", "kg", "ml", "liter", "litre", "pinch", "dash", "qb", "needed", "desired",
        "approximately", "recipe", "note", "see", "below", "above", "instruction", "used", "using",
        "range", "raised", "pasture", "caught", "cans", "tins", "jars", "packages", "choice", "pot",
        "minced", "sliced", "grated", "shredded", "crushed", "peeled", "cubed", "melted", "beaten",
        "divided", "packed", "lightly", "finely", "roughly", "thinly", "coarsely", "sifted", "pure",
        "natural", "real", "premium", "kosher", "fine", "coarse", "flaky", "a", "an", "the", "of", "some",
        "your", "any", "other", "more", "few", "handful", "heaping", "level", "scant", "generous",
        "cut", "into", "piece", "inch", "trimmed", "rinsed", "drained",
        "thawed", "halved", "quartered", "seeded", "deseeded", "stemmed", "cored", "pitted", "sprig",
        "bunch", "additional", "virgin", "evoo",
        "ripe", "very", "well", "for", "to", "taste", "serving", "garnish", "preferably", "such", "as",
        "like", "brand", "style", "type", "plain", "mixed", "assorted", "sprinkle", "splash",
        "smashed", "zested", "juiced", "toasted", "roasted", "grilled",
    ]

    /// Describing words that narrow a food but barely change its nutrition:
    /// colours and varieties ("yellow onion", "sea salt", "baby spinach").
    static let minorModifiers: Set<String> = [
        "red", "green", "yellow", "white", "black", "orange", "purple", "golden", "brown", "sea", "baby",
        "sweet", "italian", "english", "french", "mexican", "asian", "thai", "greek", "roma", "plum",
        "cherry", "grape", "vidalia", "spanish", "russet", "yukon", "gold", "idaho", "granny", "smith",
        "honeycrisp", "gala", "fuji", "navel", "seedless", "unsalted", "salted", "low", "sodium",
        "reduced", "light", "lite", "dark", "flat", "curly", "boneless", "skinless", "lean",
        "mild", "sharp", "aged", "grain", "instant", "quick", "old", "fashioned", "rolled", "active", "dry",
        "neutral", "flavored", "flavoured", "unflavored", "regular", "raw", "whole", "puree", "pureed",
        "mashed", "hot", "semisweet", "bittersweet", "unsweetened", "sweetened", "ground", "creamy",
        "smooth", "crunchy", "chunky", "thick", "soft", "firm", "silken", "frying", "cooking",
        "fresh", "free",
    ]

    /// Describing words that never name a food on their own: a line whose name is only
    /// "fresh" or "ground" says nothing about which food it is.
    static let neverAFood: Set<String> = [
        "fresh", "free", "raw", "whole", "regular", "extra", "low", "reduced", "lean", "mild", "sharp", "aged",
        "instant", "quick", "neutral", "frying", "cooking", "hot", "creamy", "smooth", "soft", "firm", "thick",
        "dry", "ground", "sweetened", "unsweetened", "unsalted", "salted", "boneless", "skinless",
    ]

    /// Words for the shape or part a food comes in: "broccoli florets",
    /// "red pepper flakes", "chocolate chips". They describe, the food is the word before.
    static let formWords: Set<String> = [
        "floret", "flake", "chip", "wedge", "chunk", "slice", "strip", "half", "cube", "stem", "tip",
        "piece", "round", "ring", "sliver", "shaving", "crumble", "leaf", "sprig", "stick", "spear",
        "fillet", "filet", "cubes", "shred", "segment", "powder",
    ]

    /// Count units a name may end in after the food it counts: "garlic clove", "celery stalk".
    /// Not "rib": pork ribs are a food.
    static let countWords: Set<String> = ["clove", "stalk", "sprig", "slice", "spear", "head", "ear"]

    /// Words that join other words of a name: "half and half", "salt and pepper".
    static let connectors: Set<String> = [
        "and", "with", "in", "of", "on", "for", "or", "&", "de", "du", "des", "la", "le", "les", "di", "del",
        "della", "y", "en", "et", "und", "mit", "med", "og", "och", "al", "au", "aux", "el", "il",
    ]

    /// Kinds that food tables put first to group foods ("Spices, garlic
    /// powder", "Nuts, walnuts"); the food itself is named in the next part.
    static let categoryKinds: Set<[String]> = taxonomyCategories.union(productCategories)

    /// Categories that only sort foods: a line saying "walnuts" means "Nuts, walnuts".
    static let taxonomyCategories: Set<[String]> = [
        ["spice"], ["nut"], ["seed"], ["cereal"], ["cereal", "ready", "to", "eat"], ["leavening", "agent"],
        ["sweetener"], ["crustacean"], ["mollusk"], ["fish"], ["tomato", "product"],
        ["game", "meat"], ["fat"], ["animal", "fat"], ["vegetable", "oil"], ["candy"],
        ["baking", "chocolate"], ["cheese", "product"],
    ]

    /// Categories that are also what the food is: chocolate syrup is a syrup,
    /// so "chocolate" alone does not mean "Syrups, chocolate".
    static let productCategories: Set<[String]> = [
        ["beverage"], ["snack"], ["soup"], ["syrup"], ["dessert"], ["frozen", "novelty"], ["dessert", "topping"],
        ["seasoning", "mix"], ["sauce"], ["beverage", "coffee"], ["babyfood"], ["ice", "cream"], ["salad", "dressing"],
        ["pudding"], ["cookie"], ["cake"], ["cracker"], ["pie"], ["frozen", "yogurt"], ["frosting"],
        ["infant", "formula"], ["fast", "food"], ["restaurant"], ["alcoholic", "beverage"],
    ]

    /// Kind nouns for the form a food is sold in: "cumin seed" is cumin, "vanilla extract" vanilla.
    static let formKinds: Set<String> = ["seed", "extract", "leaf", "powder", "flake", "paste", "meat", "juice", "nut", "weed"]

    /// Kinds that name the animal; recipes often name only the cut or product
    /// ("bacon", "drumsticks"), so an animal the line does not name costs little.
    static let animalKinds: Set<String> = [
        "beef", "pork", "chicken", "turkey", "lamb", "veal", "duck", "goose", "goat", "bison", "venison",
        "rabbit", "ostrich", "emu", "quail",
    ]

    /// Words for how a food was cooked or processed: the plain ingredient is
    /// preferred unless the line asks for one ("cooked rice", "canned tomatoes").
    static let cookingWords: Set<String> = [
        "cooked", "boiled", "fried", "roasted", "baked", "braised", "stewed", "broiled", "grilled",
        "sauteed", "microwaved", "steamed", "simmered", "heated", "prepared", "canned", "frozen",
        "dried", "dehydrated", "toasted", "smoked", "pan", "browned", "batter", "breaded", "reconstituted",
        "rehydrated", "scrambled", "poached", "rotisserie", "stir", "mix", "condensed", "concentrate",
        "pickled", "candied", "glazed", "instant", "powder", "sauteed",
    ]

    /// Two-word names the food table writes as one: "green onions" are scallions.
    static let phraseEquivalents: [[String]: [String]] = [
        ["green", "onion"]: ["scallion"], ["spring", "onion"]: ["scallion"], ["bok", "choy"]: ["pak", "choi"],
        ["pak", "choy"]: ["pak", "choi"], ["ice", "cube"]: ["water"], ["sea", "salt"]: ["salt"],
    ]

    /// States the table sells a food in that a recipe often means: canned tomatoes and broth,
    /// dry pasta and rice. They cost less than other cooked forms when a line does not say.
    static let purchaseStates: Set<String> = ["canned", "dry"]

    /// Words for a state that changes what a cup of the food weighs: a relative in another
    /// state cannot lend its volume weights ("prepared with water" is not "dry").
    static let weightChangingStates: Set<String> = [
        "prepared", "reconstituted", "cooked", "boiled", "stewed", "rehydrated", "condensed", "dry", "dehydrated",
        "powder", "drained", "whipped", "concentrate", "mashed",
    ]

    /// Words that make a food a different product from the plain one:
    /// "imitation", "fat free", "meatless". Preferred only when the line says so.
    static let variantWords: Set<String> = [
        "imitation", "substitute", "meatless", "free", "nonfat", "lowfat", "reduced", "light", "lite", "low",
        "diet", "decaffeinated", "fortified", "enhanced", "sugared", "sweetened", "unsweetened", "artificial",
        "skim", "infant", "formula", "babyfood", "toddler", "industrial", "commodity", "restaurant",
        "flavored", "nfs", "dietetic", "calorie", "protein", "dha", "omega", "refrigerated",
    ]

    /// Qualifiers food tables add to the plain food that a recipe never writes:
    /// "raw", "broilers or fryers", "meat only", "all commercial varieties".
    static let neutralQualifiers: Set<String> = [
        "raw", "fresh", "whole", "all", "purpose", "commercial", "variety", "enriched", "bleached",
        "unenriched", "unbleached", "regular", "year", "round", "average", "broiler", "broilers", "fryer", "meat",
        "only", "mature", "seed", "solids", "and", "liquid", "liquids", "or", "with", "without", "includes",
        "include", "skin", "separable", "lean", "fat", "trimmed", "to", "select", "choice", "all", "grade",
        "u", "s", "usda", "not", "further", "specified", "ns", "as", "in", "from", "made", "type", "fluid",
        "table", "salt", "drained", "peel", "flesh", "tops", "bulb", "retail", "cut", "part", "pack",
        "packed", "water", "juice", "plain", "domestic", "imported", "cultivated", "wild", "common",
        "granulated", "unprepared", "style", "vitamin", "d", "a", "c", "milkfat", "edible", "portion",
        "added", "ripe", "ready", "drink", "serve", "cured", "solid", "no-salt", "no-added", "no",
        "pasteurized", "homogenized", "fluid", "stick", "boneless", "skinless", "bone", "in", "kernel", "white",
    ]

    /// Recipe words and the food-table spellings they may take, so both sides
    /// meet: "unsalted" is "without salt", "caster sugar" is granulated, "light"
    /// cream cheese is "low fat" or "reduced fat".
    static let equivalents: [String: [[String]]] = [
        "unsalted": [["no-salt"]], "bell": [["sweet"]], "ghee": [["butter", "oil"]], "tamari": [["soy", "sauce"]],
        "courgette": [["zucchini"]], "aubergine": [["eggplant"]], "caster": [["granulated"]],
        "superfine": [["granulated"]], "icing": [["powdered"]], "confectioner": [["powdered"]],
        "confectioners": [["powdered"]], "bicarbonate": [["baking", "soda"]], "bicarb": [["baking", "soda"]],
        "cornflour": [["cornstarch"]], "prawn": [["shrimp"]], "mince": [["ground"]], "rocket": [["arugula"]],
        "capsicum": [["pepper", "sweet"]], "chili": [["pepper"]], "chilli": [["chili"], ["pepper"]], "chile": [["chili"], ["pepper"]],
        "pecorino": [["romano"]], "powder": [["ground"]],
        "stock": [["broth"]], "scallion": [["onion", "spring"]], "double": [["heavy"]], "single": [["light"]],
        "heavy": [["heavy", "whipping"]], "self": [["self", "rising"]], "raising": [["rising"]],
        "garbanzo": [["chickpea"]], "zest": [["peel"]], "yoghurt": [["yogurt"]],
        "coriander": [["cilantro"]], "beetroot": [["beet"]], "swede": [["rutabaga"]],
        "mangetout": [["pea", "edible", "podded"]], "snow": [["edible", "podded"]], "porridge": [["oat"]],
        "oatmeal": [["oat"]], "ketchup": [["catsup"]], "hamburger": [["beef", "ground"]],
        "bouillon": [["broth"]], "parmigiano": [["parmesan"]], "reggiano": [["parmesan"]],
        "sultana": [["raisin"]], "starch": [["cornstarch"]], "panko": [["bread", "crumb"]],
        "breadcrumb": [["bread", "crumb"]], "mayo": [["mayonnaise"], ["salad", "dressing", "mayonnaise"]],
        "mayonnaise": [["salad", "dressing", "mayonnaise"]], "peppercorn": [["pepper", "black"]],
        "pasta": [["macaroni"], ["spaghetti"]], "penne": [["macaroni"]], "rigatoni": [["macaroni"]],
        "fusilli": [["macaroni"]], "farfalle": [["macaroni"]], "ziti": [["macaroni"]], "orzo": [["macaroni"]],
        "linguine": [["spaghetti"]], "fettuccine": [["spaghetti"]], "fettuccini": [["spaghetti"]],
        "lasagna": [["macaroni"]], "lasagne": [["macaroni"]], "rotini": [["macaroni"]],
        "tagliatelle": [["spaghetti"]], "vermicelli": [["spaghetti"]], "bucatini": [["spaghetti"]],
        "veggie": [["vegetable"]], "bbq": [["barbecue"]], "vegan": [["meatless"], ["vegetarian"]],
        "light": [["low", "fat"], ["reduced", "fat"], ["lite"]], "lite": [["light"], ["low", "fat"]],
        "puree": [["canned"]], "pureed": [["canned"]], "nonfat": [["fat", "free"], ["skim"]],
        "skim": [["nonfat"], ["fat", "free"]], "lowfat": [["low", "fat"]], "tender": [["breast"]],
    ]
}
