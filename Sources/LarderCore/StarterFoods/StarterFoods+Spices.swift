extension StarterFoods {
    static let spicesAndDrinks: [Food] = [
        food(
            "salt", "Salt, table", .spices,
            kcal: 0, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 38758,
            portions: "tsp=6; tbsp=18; cup=292", synonyms: ["salt", "sea salt", "kosher salt", "сіль", "солі", "соль", "соли"]),
        food(
            "black-pepper", "Spices, pepper, black", .spices,
            kcal: 251, protein: 10.4, fat: 3.3, saturatedFat: 1.4, carbohydrate: 64, sugars: 0.6, fiber: 25.3, sodium: 20,
            portions: "tsp=2.3; tbsp=6.9",
            synonyms: ["black pepper", "pepper", "чорний перець", "перець", "перцю", "чёрный перец", "перец"]),
        food(
            "cinnamon", "Spices, cinnamon, ground", .spices,
            kcal: 247, protein: 4, fat: 1.2, saturatedFat: 0.3, carbohydrate: 80.6, sugars: 2.2, fiber: 53.1, sodium: 10,
            portions: "tsp=2.6; tbsp=7.8", synonyms: ["cinnamon", "кориця", "кориці", "корица", "корицы"]),
        food(
            "paprika", "Spices, paprika", .spices,
            kcal: 282, protein: 14.1, fat: 12.9, saturatedFat: 2.1, carbohydrate: 54, sugars: 10.3, fiber: 34.9, sodium: 68,
            portions: "tsp=2.3; tbsp=6.8", synonyms: ["paprika", "smoked paprika", "паприка", "паприки"]),
        food(
            "cumin", "Spices, cumin, ground", .spices,
            kcal: 375, protein: 17.8, fat: 22.3, saturatedFat: 1.5, carbohydrate: 44.2, sugars: 2.3, fiber: 10.5, sodium: 168,
            portions: "tsp=2.1; tbsp=6", synonyms: ["cumin", "кмин", "зіра", "зира", "кумин"]),
        food(
            "oregano-dried", "Spices, oregano, dried", .spices,
            kcal: 265, protein: 9, fat: 4.3, saturatedFat: 1.6, carbohydrate: 68.9, sugars: 4.1, fiber: 42.5, sodium: 25,
            portions: "tsp=1; tbsp=3", synonyms: ["oregano", "dried oregano", "орегано", "материнка"]),
        food(
            "thyme-dried", "Spices, thyme, dried", .spices,
            kcal: 276, protein: 9.1, fat: 7.4, saturatedFat: 2.7, carbohydrate: 63.9, sugars: 1.7, fiber: 37, sodium: 55,
            portions: "tsp=1; tbsp=2.7", synonyms: ["thyme", "чебрець", "тимьян", "чабрец"]),
        food(
            "chili-powder", "Spices, chili powder", .spices,
            kcal: 282, protein: 13.5, fat: 14.3, saturatedFat: 2.5, carbohydrate: 49.7, sugars: 7.2, fiber: 34.8, sodium: 2867,
            portions: "tsp=2.7; tbsp=8", synonyms: ["chili powder", "cayenne", "мелений перець чилі", "молотый перец чили"]),
        food(
            "garlic-powder", "Spices, garlic powder", .spices,
            kcal: 331, protein: 16.6, fat: 0.7, saturatedFat: 0.2, carbohydrate: 72.7, sugars: 2.4, fiber: 9, sodium: 60,
            portions: "tsp=3.1; tbsp=9.7", synonyms: ["garlic powder", "сушений часник", "чесночный порошок"], commonness: 0.85),
        food(
            "onion-powder", "Spices, onion powder", .spices,
            kcal: 341, protein: 10.4, fat: 1, saturatedFat: 0.2, carbohydrate: 79.1, sugars: 6.6, fiber: 15.2, sodium: 73,
            portions: "tsp=2.4; tbsp=6.9", synonyms: ["onion powder", "сушена цибуля", "луковый порошок"], commonness: 0.85),
        food(
            "nutmeg", "Spices, nutmeg, ground", .spices,
            kcal: 525, protein: 5.8, fat: 36.3, saturatedFat: 25.9, carbohydrate: 49.3, sugars: 2.9, fiber: 20.8, sodium: 16,
            portions: "tsp=2.2; tbsp=7", synonyms: ["nutmeg", "мускатний горіх", "мускатный орех"]),
        food(
            "ginger-ground", "Spices, ginger, ground", .spices,
            kcal: 335, protein: 9, fat: 4.2, saturatedFat: 2.6, carbohydrate: 71.6, sugars: 3.4, fiber: 14.1, sodium: 27,
            portions: "tsp=1.8; tbsp=5.2", synonyms: ["ground ginger", "мелений імбир", "молотый имбирь"], commonness: 0.8),
        food(
            "bay-leaf", "Spices, bay leaf", .spices,
            kcal: 313, protein: 7.6, fat: 8.4, saturatedFat: 2.3, carbohydrate: 75, sugars: 0, fiber: 26.3, sodium: 23,
            portions: "leaf=0.2; tsp=0.6; tbsp=1.8", synonyms: ["bay leaves", "лавровий лист", "лаврового листа", "лавровый лист"]),
        food(
            "water", "Water, tap", .beverages,
            kcal: 0, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 4,
            portions: "cup=237; tbsp=14.8; fl oz=29.6", synonyms: ["water", "вода", "води", "воды"]),
        food(
            "coffee-brewed", "Beverages, coffee, brewed", .beverages,
            kcal: 1, protein: 0.1, fat: 0, saturatedFat: 0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 2,
            portions: "cup=237; fl oz=29.6", synonyms: ["coffee", "brewed coffee", "кава", "кави", "кофе"]),
        food(
            "tea-brewed", "Beverages, tea, black, brewed", .beverages,
            kcal: 1, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 0.3, sugars: 0, fiber: 0, sodium: 3,
            portions: "cup=237; fl oz=29.6", synonyms: ["tea", "чай", "чаю"]),
        food(
            "wine-red", "Alcoholic beverage, wine, red", .beverages,
            kcal: 85, protein: 0.1, fat: 0, saturatedFat: 0, carbohydrate: 2.6, sugars: 0.6, fiber: 0, sodium: 4,
            portions: "cup=236; fl oz=29.5; glass=147", synonyms: ["red wine", "червоне вино", "красное вино"]),
        food(
            "wine-white", "Alcoholic beverage, wine, white", .beverages,
            kcal: 82, protein: 0.1, fat: 0, saturatedFat: 0, carbohydrate: 2.6, sugars: 1, fiber: 0, sodium: 5,
            portions: "cup=236; fl oz=29.4; glass=147", synonyms: ["white wine", "dry white wine", "біле вино", "белое вино"]),
        food(
            "beer", "Alcoholic beverage, beer, regular", .beverages,
            kcal: 43, protein: 0.5, fat: 0, saturatedFat: 0, carbohydrate: 3.6, sugars: 0, fiber: 0, sodium: 4,
            portions: "can=356; bottle=356; fl oz=29.7; cup=237", synonyms: ["beer", "пиво", "пива"]),
    ]
}
