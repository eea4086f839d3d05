import LarderCore

/// The shape of a made-up dish: what goes in it, how much a serving, and how it is filed.
struct SyntheticDish: Sendable {
    /// One ingredient choice: one of `options`, each with its grams a serving, present with `chance`.
    struct Part: Sendable {
        var options: [(food: String, grams: ClosedRange<Double>)]
        var chance: Double

        init(_ foods: [String], _ grams: ClosedRange<Double>, chance: Double = 1) {
            options = foods.map { ($0, grams) }
            self.chance = chance
        }

        init(_ options: [(String, ClosedRange<Double>)], chance: Double = 1) {
            self.options = options.map { (food: $0.0, grams: $0.1) }
            self.chance = chance
        }
    }

    var name: String
    var parts: [Part]
    var categories: Set<RecipeCategory>
    var minutes: ClosedRange<Int>
    /// How often this shape is drawn.
    var weight: Double

    static let all: [SyntheticDish] = breakfasts + mains + snacks
}

extension SyntheticDish {
    private static let vegetables = SyntheticFood.of(.vegetable)
    private static let fruit = SyntheticFood.of(.fruit)
    private static let nuts = SyntheticFood.of(.nut)
    private static let proteins: [(String, ClosedRange<Double>)] =
        [
            "chicken breast", "chicken thigh", "turkey mince", "beef mince", "beef steak", "pork loin", "lamb", "salmon", "cod", "tuna",
            "prawns",
        ]
        .map { ($0, 100...200) } + [
            ("tofu", 120...200), ("lentils", 120...250), ("chickpeas", 120...250), ("black beans", 120...250), ("egg", 100...150),
        ]
    private static let starches: [(String, ClosedRange<Double>)] = [
        ("rice", 50...100), ("pasta", 60...120), ("potato", 150...350), ("sweet potato", 150...300), ("quinoa", 50...90),
        ("bread", 50...100), ("tortilla", 60...110),
    ]
    private static let fats: [(String, ClosedRange<Double>)] = [
        ("olive oil", 5...20), ("butter", 5...15), ("cream", 30...80), ("cheddar", 20...40), ("parmesan", 10...25),
        ("coconut milk", 50...120), ("feta", 20...40),
    ]

    static let breakfasts: [SyntheticDish] = [
        .init(
            name: "porridge",
            parts: [
                .init(["oats"], 40...90), .init(["milk"], 150...300), .init(fruit, 80...150), .init(nuts, 10...25, chance: 0.5),
                .init(["honey"], 10...20, chance: 0.4),
            ],
            categories: [.breakfast], minutes: 5...15, weight: 4),
        .init(
            name: "eggs on toast",
            parts: [
                .init(["egg"], 100...180), .init(["bread"], 40...100), .init([("avocado", 40...80), ("butter", 5...12)], chance: 0.6),
                .init(["spinach", "tomato", "mushroom"], 50...120, chance: 0.5),
                .init([("bacon", 20...40), ("ham", 30...60)], chance: 0.3),
            ],
            categories: [.breakfast], minutes: 10...20, weight: 4),
        .init(
            name: "yogurt bowl",
            parts: [
                .init(["greek yogurt"], 150...300), .init(["granola"], 30...70), .init(fruit, 80...150), .init(nuts, 10...20, chance: 0.4),
                .init(["honey"], 10...20, chance: 0.3),
            ],
            categories: [.breakfast], minutes: 5...10, weight: 3),
        .init(
            name: "toast",
            parts: [
                .init(["bread"], 60...110), .init([("peanut butter", 15...35), ("cottage cheese", 80...150), ("hummus", 40...80)]),
                .init(["banana", "tomato"], 60...120, chance: 0.6),
            ],
            categories: [.breakfast], minutes: 5...10, weight: 3),
        .init(
            name: "smoothie",
            parts: [
                .init(["milk", "greek yogurt"], 200...300), .init(["banana"], 80...120), .init(["berries"], 80...150),
                .init(["oats"], 20...40, chance: 0.5), .init(["peanut butter"], 15...30, chance: 0.4),
            ],
            categories: [.breakfast, .drink], minutes: 5...10, weight: 2),
        .init(
            name: "omelette",
            parts: [
                .init(["egg"], 150...200), .init(["cheddar", "feta"], 20...40), .init(vegetables, 60...120),
                .init(vegetables, 40...100, chance: 0.6), .init(["ham"], 30...60, chance: 0.3),
            ],
            categories: [.breakfast], minutes: 10...20, weight: 2),
    ]

    static let mains: [SyntheticDish] = [
        .init(
            name: "plate",
            parts: [
                .init(proteins), .init(starches, chance: 0.85), .init(vegetables, 60...150), .init(vegetables, 60...150, chance: 0.8),
                .init(fats, chance: 0.9),
            ],
            categories: [.mainCourse], minutes: 15...90, weight: 18),
        .init(
            name: "soup",
            parts: [
                .init(["chicken thigh", "lentils", "chickpeas", "black beans", "beef mince"], 60...150, chance: 0.6),
                .init(vegetables, 60...120), .init(vegetables, 60...120), .init(vegetables, 60...120),
                .init(["potato"], 100...200, chance: 0.5), .init([("cream", 20...60), ("olive oil", 5...15)], chance: 0.7),
                .init(["bread"], 40...80, chance: 0.4),
            ],
            categories: [.soup], minutes: 20...70, weight: 3),
        .init(
            name: "salad",
            parts: [
                .init(["lettuce", "spinach"], 50...120), .init(vegetables, 50...120), .init(vegetables, 50...120),
                .init(
                    [
                        ("chicken breast", 80...150), ("tuna", 60...120), ("salmon", 80...150), ("egg", 60...120), ("chickpeas", 80...150),
                        ("feta", 30...60), ("mozzarella", 40...80), ("tofu", 80...150),
                    ], chance: 0.8),
                .init(["olive oil"], 8...20),
                .init([("avocado", 40...80), ("walnuts", 15...30), ("quinoa", 30...60), ("bread", 30...60)], chance: 0.6),
            ],
            categories: [.salad], minutes: 10...30, weight: 4),
    ]

    static let snacks: [SyntheticDish] = [
        .init(
            name: "fruit and nuts", parts: [.init(fruit, 100...200), .init(nuts, 15...35)], categories: [.snack], minutes: 2...5, weight: 2),
        .init(
            name: "yogurt and fruit",
            parts: [.init(["greek yogurt", "cottage cheese"], 120...200), .init(fruit, 80...120), .init(["honey"], 10...20, chance: 0.5)],
            categories: [.snack], minutes: 2...5, weight: 2),
        .init(
            name: "hummus and vegetables",
            parts: [
                .init(["hummus"], 50...100), .init(["carrot", "cucumber", "bell pepper"], 100...150),
                .init(["bread", "tortilla"], 30...60, chance: 0.5),
            ],
            categories: [.snack, .appetizer], minutes: 5...10, weight: 1),
        .init(
            name: "cheese and bread",
            parts: [
                .init(["cheddar", "mozzarella"], 25...50), .init(["bread"], 30...60), .init(["apple", "tomato"], 80...150, chance: 0.6),
            ],
            categories: [.snack], minutes: 2...5, weight: 1),
        .init(
            name: "cake",
            parts: [
                .init(["flour"], 30...60), .init(["sugar"], 20...45), .init(["butter"], 15...35), .init(["egg"], 20...40),
                .init([("dark chocolate", 10...30), ("berries", 30...60), ("banana", 30...60)], chance: 0.7),
            ],
            categories: [.dessert, .baking], minutes: 30...70, weight: 2),
        .init(
            name: "chocolate and fruit", parts: [.init(["dark chocolate"], 20...40), .init(["orange", "banana"], 100...150)],
            categories: [.dessert], minutes: 2...5, weight: 1),
    ]
}
