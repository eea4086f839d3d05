extension StarterFoods {
    static let fruits: [Food] = [
        food(
            "apple", "Apples, raw, with skin", .fruits,
            kcal: 52, protein: 0.3, fat: 0.2, saturatedFat: 0, carbohydrate: 13.8, sugars: 10.4, fiber: 2.4, sodium: 1,
            portions: "medium=182; large=223; small=149; cup, sliced=109",
            synonyms: ["apple", "яблуко", "яблука", "яблук", "яблоко", "яблоки"]),
        food(
            "banana", "Bananas, raw", .fruits,
            kcal: 89, protein: 1.1, fat: 0.3, saturatedFat: 0.1, carbohydrate: 22.8, sugars: 12.2, fiber: 2.6, sodium: 1,
            portions: "medium=118; large=136; small=101; cup, mashed=225; cup, sliced=150",
            synonyms: ["banana", "банан", "банани", "бананы"]),
        food(
            "orange", "Oranges, raw", .fruits,
            kcal: 47, protein: 0.9, fat: 0.1, saturatedFat: 0, carbohydrate: 11.8, sugars: 9.4, fiber: 2.4, sodium: 0,
            portions: "medium=131; large=184; small=96; cup, sections=180", synonyms: ["orange", "апельсин", "апельсини", "апельсины"]),
        food(
            "lemon", "Lemons, raw, without peel", .fruits,
            kcal: 29, protein: 1.1, fat: 0.3, saturatedFat: 0, carbohydrate: 9.3, sugars: 2.5, fiber: 2.8, sodium: 2,
            portions: "medium=58; large=84; small=48; wedge=7", synonyms: ["lemon", "лимон", "лимона", "лимони"]),
        food(
            "lemon-juice", "Lemon juice, raw", .fruits,
            kcal: 22, protein: 0.4, fat: 0.2, saturatedFat: 0, carbohydrate: 6.9, sugars: 2.5, fiber: 0.3, sodium: 1,
            portions: "cup=244; tbsp=15.2; tsp=5.1; lemon=48", synonyms: ["lemon juice", "лимонний сік", "лимонный сок"], commonness: 0.85),
        food(
            "lime", "Limes, raw", .fruits,
            kcal: 30, protein: 0.7, fat: 0.2, saturatedFat: 0, carbohydrate: 10.5, sugars: 1.7, fiber: 2.8, sodium: 2,
            portions: "medium=67; wedge=7", synonyms: ["lime", "лайм", "лайма"]),
        food(
            "lemon-zest", "Lemon peel, raw", .fruits,
            kcal: 47, protein: 1.5, fat: 0.3, saturatedFat: 0, carbohydrate: 16, sugars: 4.2, fiber: 10.6, sodium: 6,
            portions: "tsp=2; tbsp=6", synonyms: ["lemon zest", "orange zest", "цедра", "цедри"], commonness: 0.7),
        food(
            "orange-juice", "Orange juice, raw", .fruits,
            kcal: 45, protein: 0.7, fat: 0.2, saturatedFat: 0, carbohydrate: 10.4, sugars: 8.4, fiber: 0.2, sodium: 1,
            portions: "cup=248; tbsp=15.5; fl oz=31", synonyms: ["orange juice", "апельсиновий сік", "апельсиновый сок"], commonness: 0.85),
        food(
            "strawberries", "Strawberries, raw", .fruits,
            kcal: 32, protein: 0.7, fat: 0.3, saturatedFat: 0, carbohydrate: 7.7, sugars: 4.9, fiber: 2, sodium: 1,
            portions: "cup, whole=144; cup, sliced=166; large=18; medium=12",
            synonyms: ["strawberries", "полуниця", "полуниці", "клубника", "клубники"]),
        food(
            "blueberries", "Blueberries, raw", .fruits,
            kcal: 57, protein: 0.7, fat: 0.3, saturatedFat: 0, carbohydrate: 14.5, sugars: 10, fiber: 2.4, sodium: 1,
            portions: "cup=148", synonyms: ["blueberries", "лохина", "лохини", "голубика", "черника", "чорниця"]),
        food(
            "raspberries", "Raspberries, raw", .fruits,
            kcal: 52, protein: 1.2, fat: 0.7, saturatedFat: 0, carbohydrate: 11.9, sugars: 4.4, fiber: 6.5, sodium: 1,
            portions: "cup=123", synonyms: ["raspberries", "малина", "малини", "малины"]),
        food(
            "cherries", "Cherries, sweet, raw", .fruits,
            kcal: 63, protein: 1.1, fat: 0.2, saturatedFat: 0, carbohydrate: 16, sugars: 12.8, fiber: 2.1, sodium: 0,
            portions: "cup, with pits=138; cherry=8", synonyms: ["cherries", "черешня", "черешні", "вишня", "вишні", "вишни"]),
        food(
            "grapes", "Grapes, raw", .fruits,
            kcal: 69, protein: 0.7, fat: 0.2, saturatedFat: 0.1, carbohydrate: 18.1, sugars: 15.5, fiber: 0.9, sodium: 2,
            portions: "cup=151; grape=5", synonyms: ["grapes", "виноград", "винограду", "винограда"]),
        food(
            "pear", "Pears, raw", .fruits,
            kcal: 57, protein: 0.4, fat: 0.1, saturatedFat: 0, carbohydrate: 15.2, sugars: 9.8, fiber: 3.1, sodium: 1,
            portions: "medium=178; cup, sliced=140", synonyms: ["pear", "груша", "груші", "груши"]),
        food(
            "peach", "Peaches, raw", .fruits,
            kcal: 39, protein: 0.9, fat: 0.3, saturatedFat: 0, carbohydrate: 9.5, sugars: 8.4, fiber: 1.5, sodium: 0,
            portions: "medium=150; cup, sliced=154", synonyms: ["peach", "персик", "персики"]),
        food(
            "pineapple", "Pineapple, raw", .fruits,
            kcal: 50, protein: 0.5, fat: 0.1, saturatedFat: 0, carbohydrate: 13.1, sugars: 9.9, fiber: 1.4, sodium: 1,
            portions: "cup, chunks=165; pineapple=905; slice=84", synonyms: ["pineapple", "ананас", "ананаса"]),
        food(
            "mango", "Mangos, raw", .fruits,
            kcal: 60, protein: 0.8, fat: 0.4, saturatedFat: 0.1, carbohydrate: 15, sugars: 13.7, fiber: 1.6, sodium: 1,
            portions: "mango=336; cup, pieces=165", synonyms: ["mango", "манго"]),
        food(
            "watermelon", "Watermelon, raw", .fruits,
            kcal: 30, protein: 0.6, fat: 0.2, saturatedFat: 0, carbohydrate: 7.6, sugars: 6.2, fiber: 0.4, sodium: 1,
            portions: "cup, diced=152; wedge=286", synonyms: ["watermelon", "кавун", "кавуна", "арбуз", "арбуза"]),
        food(
            "raisins", "Raisins, seedless", .fruits,
            kcal: 299, protein: 3.1, fat: 0.5, saturatedFat: 0.1, carbohydrate: 79, sugars: 59, fiber: 3.7, sodium: 11,
            portions: "cup=145; tbsp=9", synonyms: ["raisins", "родзинки", "родзинок", "изюм", "изюма"]),
        food(
            "dried-apricots", "Apricots, dried", .fruits,
            kcal: 241, protein: 3.4, fat: 0.5, saturatedFat: 0, carbohydrate: 63, sugars: 53, fiber: 7.3, sodium: 10,
            portions: "cup=130; apricot=7", synonyms: ["dried apricots", "курага", "кураги"]),
    ]
}
