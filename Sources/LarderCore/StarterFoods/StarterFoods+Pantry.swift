extension StarterFoods {
    static let sweetsAndCondiments: [Food] = [
        food(
            "sugar", "Sugars, granulated", .sweets,
            kcal: 387, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 100, sugars: 99.8, fiber: 0, sodium: 1,
            portions: "cup=200; tbsp=12.5; tsp=4.2",
            synonyms: ["sugar", "white sugar", "caster sugar", "цукор", "цукру", "сахар", "сахара"]),
        food(
            "sugar-brown", "Sugars, brown", .sweets,
            kcal: 380, protein: 0.1, fat: 0, saturatedFat: 0, carbohydrate: 98.1, sugars: 97, fiber: 0, sodium: 28,
            portions: "cup, packed=220; tbsp=13.8; tsp=4.6", synonyms: ["brown sugar", "коричневий цукор", "коричневый сахар"],
            commonness: 0.85),
        food(
            "sugar-powdered", "Sugars, powdered", .sweets,
            kcal: 389, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 99.8, sugars: 97.8, fiber: 0, sodium: 2,
            portions: "cup=120; tbsp=7.5",
            synonyms: ["powdered sugar", "icing sugar", "confectioners sugar", "цукрова пудра", "сахарная пудра"], commonness: 0.8),
        food(
            "honey", "Honey", .sweets,
            kcal: 304, protein: 0.3, fat: 0, saturatedFat: 0, carbohydrate: 82.4, sugars: 82.1, fiber: 0.2, sodium: 4,
            portions: "cup=339; tbsp=21; tsp=7", synonyms: ["honey", "мед", "меду"]),
        food(
            "maple-syrup", "Syrups, maple", .sweets,
            kcal: 260, protein: 0, fat: 0.1, saturatedFat: 0, carbohydrate: 67, sugars: 60.5, fiber: 0, sodium: 12,
            portions: "cup=315; tbsp=20; tsp=6.7", synonyms: ["maple syrup", "кленовий сироп", "кленовый сироп"]),
        food(
            "chocolate-dark", "Chocolate, dark, 70-85% cacao", .sweets,
            kcal: 598, protein: 7.8, fat: 42.6, saturatedFat: 24.5, carbohydrate: 45.9, sugars: 24, fiber: 10.9, sodium: 20,
            portions: "oz=28.35; square=10; cup, chopped=170", synonyms: ["dark chocolate", "чорний шоколад", "темный шоколад", "шоколад"]),
        food(
            "chocolate-chips", "Chocolate, semisweet, chips", .sweets,
            kcal: 480, protein: 4.2, fat: 30, saturatedFat: 17.8, carbohydrate: 63.9, sugars: 54.5, fiber: 5.9, sodium: 11,
            portions: "cup=168; tbsp=10.5; oz=28.35",
            synonyms: ["chocolate chips", "semisweet chocolate", "шоколадні краплі", "шоколадные капли"]),
        food(
            "cocoa-powder", "Cocoa, dry powder, unsweetened", .sweets,
            kcal: 228, protein: 19.6, fat: 13.7, saturatedFat: 8.1, carbohydrate: 57.9, sugars: 1.8, fiber: 37, sodium: 21,
            portions: "cup=86; tbsp=5.4; tsp=1.8", synonyms: ["cocoa powder", "cocoa", "какао", "какао-порошок"]),
        food(
            "jam", "Jams and preserves", .sweets,
            kcal: 278, protein: 0.4, fat: 0.1, saturatedFat: 0, carbohydrate: 68.9, sugars: 48.5, fiber: 1.1, sodium: 32,
            portions: "cup=320; tbsp=20; tsp=7", synonyms: ["jam", "preserves", "варення", "варенья", "джем", "джему"]),
        food(
            "condensed-milk", "Milk, canned, condensed, sweetened", .dairyAndEggs,
            kcal: 321, protein: 7.9, fat: 8.7, saturatedFat: 5.5, carbohydrate: 54.4, sugars: 54.4, fiber: 0, sodium: 127,
            portions: "cup=306; tbsp=19; can=397",
            synonyms: ["sweetened condensed milk", "згущене молоко", "згущенка", "сгущённое молоко", "сгущёнка"]),
        food(
            "vanilla-extract", "Vanilla extract", .spices,
            kcal: 288, protein: 0.1, fat: 0.1, saturatedFat: 0, carbohydrate: 12.7, sugars: 12.7, fiber: 0, sodium: 9,
            portions: "tsp=4.2; tbsp=13", synonyms: ["vanilla", "ванільний екстракт", "ванильный экстракт", "ваніль", "ваниль"]),
        food(
            "ketchup", "Catsup (ketchup)", .soups,
            kcal: 101, protein: 1, fat: 0.1, saturatedFat: 0, carbohydrate: 27.4, sugars: 21.3, fiber: 0.3, sodium: 907,
            portions: "cup=240; tbsp=17; tsp=6", synonyms: ["ketchup", "кетчуп", "кетчупу"]),
        food(
            "soy-sauce", "Soy sauce", .soups,
            kcal: 53, protein: 8.1, fat: 0.6, saturatedFat: 0.1, carbohydrate: 4.9, sugars: 0.4, fiber: 0.8, sodium: 5493,
            portions: "cup=255; tbsp=16; tsp=5.3", synonyms: ["soy sauce", "tamari", "соєвий соус", "соевый соус"]),
        food(
            "mustard", "Mustard, prepared, yellow", .spices,
            kcal: 60, protein: 3.7, fat: 3.3, saturatedFat: 0.2, carbohydrate: 5.8, sugars: 0.9, fiber: 4, sodium: 1104,
            portions: "cup=250; tbsp=15.6; tsp=5", synonyms: ["mustard", "dijon mustard", "гірчиця", "гірчиці", "горчица", "горчицы"]),
        food(
            "vinegar", "Vinegar, distilled", .spices,
            kcal: 18, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 2,
            portions: "cup=238; tbsp=14.9; tsp=5", synonyms: ["vinegar", "white vinegar", "оцет", "оцту", "уксус", "уксуса"]),
        food(
            "vinegar-balsamic", "Vinegar, balsamic", .spices,
            kcal: 88, protein: 0.5, fat: 0, saturatedFat: 0, carbohydrate: 17, sugars: 15, fiber: 0, sodium: 23,
            portions: "cup=255; tbsp=16; tsp=5.3", synonyms: ["balsamic vinegar", "бальзамічний оцет", "бальзамический уксус"],
            commonness: 0.8),
        food(
            "chicken-broth", "Soup, chicken broth, ready-to-serve", .soups,
            kcal: 6, protein: 0.6, fat: 0.2, saturatedFat: 0.1, carbohydrate: 0.4, sugars: 0.3, fiber: 0, sodium: 343,
            portions: "cup=240; can=411",
            synonyms: ["chicken stock", "broth", "stock", "бульйон", "курячий бульйон", "бульон", "куриный бульон"]),
        food(
            "tomato-sauce", "Tomato sauce, canned", .soups,
            kcal: 24, protein: 1.2, fat: 0.3, saturatedFat: 0, carbohydrate: 5.3, sugars: 3.6, fiber: 1.5, sodium: 474,
            portions: "cup=245; tbsp=15", synonyms: ["tomato sauce", "passata", "томатний соус", "томатный соус"]),
    ]
}
