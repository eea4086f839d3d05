/// Word classes the ingredient-line parser relies on. These are vocabulary
/// — how cooks write sizes, preparations and asides — never whole lines.
package enum IngredientVocabulary {
    /// Number words: "one egg", "Two 14-ounce cans", "дві склянки".
    static let numberWords: [String: Int64] = {
        var words: [String: Int64] = [
            "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
            "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
            "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
            "один": 1, "одна": 1, "одну": 1, "два": 2, "дві": 2, "две": 2, "три": 3,
            "чотири": 4, "четыре": 4, "п’ять": 5, "п'ять": 5, "пять": 5,
        ]
        // "thirty-two": tens joined to units by a hyphen.
        for (ten, tenValue) in [("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50)] {
            for (unit, unitValue) in [
                ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5),
                ("six", 6), ("seven", 7), ("eight", 8), ("nine", 9),
            ] {
                words["\(ten)-\(unit)"] = Int64(tenValue + unitValue)
            }
        }
        words.merge(europeanNumberWords) { english, _ in english }
        return words
    }()

    /// The "of" of other languages between an amount and the food: "200 g de farine",
    /// "30 ml d'huile", "1 cucchiaio di zucchero". Only read right after an amount.
    static let partitiveWords: Set<String> = [
        "de", "d'", "d’", "di", "del", "della", "dello", "dei", "degli", "delle", "du", "des",
    ]

    /// Words for one half: "half a cup", "пів склянки".
    static let halfWords: Set<String> = ["half", "пів", "половина", "половину"]

    /// Words for a vague small number, read as three: "a few sprigs".
    static let fewWords: Set<String> = ["few"]

    /// The size of the thing itself: "2 large eggs", "1 small bunch".
    static let sizeWords: Set<String> = [
        "small", "medium", "large", "big", "jumbo", "giant", "huge", "tiny", "mini", "miniature",
        "extra-large", "x-large", "xl", "sm", "md", "med", "lg", "medium-size", "medium-sized",
        "large-size", "large-sized", "small-size", "small-sized", "medium-large", "medium-small",
        "small-medium", "bite-size", "bite-sized", "smallish", "largish", "baby-size",
        "jumbo-size", "good-size", "good-sized", "large-ish", "plump",
        "маленький", "маленька", "маленькая", "середній", "середня", "средний", "средняя",
        "великий", "велика", "большой", "большая",
    ]

    /// True for a size word, including hyphenated compounds: "medium-to-large", "extra-large".
    package static func isSizeWord(_ key: String) -> Bool {
        if sizeWords.contains(key) { return true }
        guard key.contains("-") else { return false }
        let parts = key.split(separator: "-")
        return parts.contains { sizeWords.contains(String($0)) }
            && parts.allSatisfy { sizeWords.contains(String($0)) || sizeJoiners.contains(String($0)) }
    }

    private static let sizeJoiners: Set<String> = ["to", "or", "and", "extra", "very", "size", "sized"]

    /// Words that grade a size: "extra large", "very small".
    package static let sizeIntensifiers: Set<String> = ["extra", "very"]

    /// Words that qualify how full a measure is: "1 heaping tablespoon", "scant ½ cup".
    package static let measureModifiers: Set<String> = [
        "heaping", "heaped", "scant", "generous", "good", "level", "rounded", "packed",
        "lightly", "firmly", "loosely", "well-packed", "tightly", "slightly", "full", "thin",
        "thick", "short", "long", "big", "healthy", "large", "small", "medium", "whole", "very",
    ]

    /// Words before an amount that make it approximate or qualify it:
    /// "about 3 cups", "scant ½ cup", "approx. 200 g".
    static let leadInWords: Set<String> = [
        "about", "approximately", "approx", "around", "roughly", "scant", "heaping", "heaped",
        "generous", "good", "level", "rounded", "some", "plus", "nearly", "almost",
    ]

    /// Words that open a parenthesised remark rather than another name for the food.
    static let remarkWords: Set<String> = [
        "see", "optional", "for", "preferably", "recipe", "available", "approx", "a", "the",
        "sometimes", "ask", "do", "save", "reserve", "include", "no", "white", "without", "room",
    ]

    /// Words that make a parenthesis a remark wherever they stand in it.
    static let remarkOnlyWords: Set<String> = [
        "part", "parts", "only", "optional", "recipe", "recipes", "note", "notes", "follows",
        "follow", "below", "above", "aka", "brand", "brands", "available", "preferred", "store",
    ]

    /// Words that show a comma-separated item describes the food rather than
    /// naming another one: "white and green parts", "whole or filleted".
    static let listBreakers: Set<String> = [
        "part", "parts", "whole", "low", "low-fat", "full-fat", "only", "halves", "each", "total",
    ]

    /// Words at the start of a name that describe how it was prepared:
    /// "2 cups chopped onion" → preparation "chopped", name "onion".
    package static let preparationWords: Set<String> = [
        "chopped", "minced", "diced", "sliced", "grated", "shredded", "peeled", "crushed",
        "cooked", "melted", "softened", "crumbled", "toasted", "halved", "quartered",
        "trimmed", "seeded", "deseeded", "drained", "rinsed", "beaten", "squeezed",
        "stemmed", "shelled", "julienned", "mashed", "cubed", "sifted", "unsifted", "thawed",
        "torn", "ripped", "skinned", "unpeeled", "smashed", "slivered", "cracked", "hulled",
        "shucked", "scrubbed", "deveined", "cleaned", "cored", "strained", "warmed", "lukewarm",
        "bruised", "pressed", "snipped", "steamed", "shaved", "uncooked", "hard-boiled",
        "soft-boiled", "zested", "juiced", "puréed", "pureed", "whisked", "washed",
        "defrosted", "scalded", "chilled", "boned", "deboned", "crumbed", "boiled",
        "picked", "stoned", "segmented", "husked", "sieved", "spiralized", "muddled",
        "dissolved", "flaked", "riced", "rehydrated", "soaked", "reconstituted",
    ]

    /// Adverbs that attach to a preparation word: "finely chopped", "freshly ground".
    static let preparationAdverbs: Set<String> = [
        "finely", "coarsely", "roughly", "thinly", "thickly", "freshly", "lightly", "very",
        "well", "loosely", "firmly", "evenly", "newly", "fine", "just", "briefly",
        "barely", "gently", "partially", "partly", "fully", "completely", "slightly",
        "diagonally", "crosswise", "lengthwise",
    ]

    /// Participles that only count as preparation after an adverb
    /// ("freshly ground pepper", but "ground cinnamon" is a name).
    static let preparationAfterAdverb: Set<String> = [
        "ground", "cut", "packed", "squeezed", "roasted", "dried", "frozen", "boiled", "fried",
        "grilled", "baked", "poached", "whipped", "cracked", "milled", "grated", "sliced",
        "diced", "chopped", "minced", "crushed", "torn", "beaten", "toasted",
    ]

    /// Words that begin a remark rather than a preparation: "preferably organic".
    static let commentStarters: Set<String> = [
        "or", "plus", "preferably", "such", "optional", "optionally", "if", "about",
        "approximately", "divided", "ideally", "see", "use", "you", "either", "like",
        "available", "any", "but", "not", "depending", "store-bought", "homemade", "recipe",
        "more", "as", "each", "from", "and", "enough", "nor", "also", "e.g",
        "i.e", "we", "i", "try", "found", "sold", "note", "reserved",
    ]

    /// Verbs and prepositions that begin a preparation: "cut into cubes", "at room temperature".
    static let preparationStarters: Set<String> = [
        "cut", "at", "into", "in", "thinly", "finely", "coarsely", "roughly", "freshly", "made",
        "done", "kept", "shaken", "frozen", "ground", "sliced",
        "lightly", "well", "very", "peeled", "cleaned", "removed", "left", "broken", "crushed",
        "torn", "trimmed", "room", "brought", "patted", "rubbed", "tied", "wrapped", "tossed",
        "cooled", "thoroughly", "leaves", "stems", "ends", "skin", "skins", "seeds",
        "tops", "with", "without", "cubed", "then", "separated", "stalks", "shells",
    ]

    /// Phrases after "for" that say what an ingredient is for: "for garnish".
    static let purposeNouns: Set<String> = [
        "garnish", "decoration", "serving", "the", "glaze", "topping", "dusting", "frying",
        "brushing", "greasing", "coating", "sprinkling", "drizzling", "dipping", "rolling",
        "finishing", "cooking", "dredging", "shaving", "grilling", "searing", "sautéing",
        "sauteing", "spreading", "decorating", "basting", "marinating", "pan", "pans", "work",
        "deep-frying", "deep", "oiling", "buttering", "flouring", "assembly", "assembling",
        "tamales", "dressing", "drizzle", "baking", "sprinkle", "lining",
        "kneading", "shallow", "pan-frying", "stir-frying", "roasting", "broiling", "toasting",
    ]

    /// Verbs after "to" that say what an ingredient is for: "to serve".
    static let purposeVerbs: Set<String> = [
        "serve", "garnish", "finish", "decorate", "sprinkle", "dust", "glaze", "cover", "coat",
        "brush", "grease", "fry", "drizzle", "deglaze", "top", "taste",
    ]

    /// Count words that cooks also put after the food: "2 garlic cloves", "3 celery stalks".
    static let trailingCountUnits: Set<String> = [
        "clove", "stalk", "rib", "sprig", "head", "bulb", "ear", "slice", "spear",
    ]

    /// Words in a name that the labelled data writes in the singular: unit
    /// nouns such as "leaves" → "leaf" ("fresh basil leaf").
    static let singularNameWords: [String: String] = [
        "leaves": "leaf", "pieces": "piece", "stems": "stem", "slices": "slice",
        "strips": "strip", "cubes": "cube", "sprigs": "sprig", "wedges": "wedge",
        "balls": "ball", "sticks": "stick", "heads": "head", "stalks": "stalk",
        "cloves": "clove", "chunks": "chunk", "ribs": "rib", "ears": "ear", "links": "link",
        "bulbs": "bulb", "pods": "pod", "sheets": "sheet", "branches": "branch", "twists": "twist",
    ]
}
