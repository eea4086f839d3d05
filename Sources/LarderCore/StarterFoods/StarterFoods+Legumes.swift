extension StarterFoods {
    static let legumesNutsAndSeeds: [Food] = [
        food(
            "chickpeas-canned", "Chickpeas, canned, drained", .legumes,
            kcal: 139, protein: 7, fat: 2.8, saturatedFat: 0.3, carbohydrate: 22.5, sugars: 0.6, fiber: 6.4, sodium: 246,
            portions: "cup=152; can=240", synonyms: ["chickpeas", "garbanzo beans", "нут", "нуту", "нута"]),
        food(
            "black-beans-canned", "Beans, black, canned, drained", .legumes,
            kcal: 91, protein: 6, fat: 0.3, saturatedFat: 0.1, carbohydrate: 16.6, sugars: 0.3, fiber: 6.9, sodium: 230,
            portions: "cup=172; can=240", synonyms: ["black beans", "чорна квасоля", "чёрная фасоль"]),
        food(
            "kidney-beans-canned", "Beans, kidney, red, canned, drained", .legumes,
            kcal: 84, protein: 5.2, fat: 0.4, saturatedFat: 0.1, carbohydrate: 15.4, sugars: 0.2, fiber: 4.6, sodium: 262,
            portions: "cup=172; can=240", synonyms: ["kidney beans", "canned beans", "квасоля", "квасолі", "фасоль"]),
        food(
            "white-beans-dry", "Beans, white, dry", .legumes,
            kcal: 333, protein: 23.4, fat: 0.9, saturatedFat: 0.2, carbohydrate: 60.3, sugars: 2.1, fiber: 15.2, sodium: 16,
            portions: "cup=202", synonyms: ["dried white beans", "navy beans", "суха квасоля", "сухая фасоль"], commonness: 0.75),
        food(
            "lentils-dry", "Lentils, dry", .legumes,
            kcal: 352, protein: 24.6, fat: 1.1, saturatedFat: 0.2, carbohydrate: 63.4, sugars: 2, fiber: 10.7, sodium: 6,
            portions: "cup=192; tbsp=12", synonyms: ["lentils", "red lentils", "сочевиця", "сочевиці", "чечевица", "чечевицы"]),
        food(
            "split-peas-dry", "Peas, split, dry", .legumes,
            kcal: 341, protein: 24.6, fat: 1.2, saturatedFat: 0.2, carbohydrate: 60.4, sugars: 8.1, fiber: 25.5, sodium: 15,
            portions: "cup=196", synonyms: ["split peas", "горох", "гороху", "гороха"], commonness: 0.7),
        food(
            "tofu-firm", "Tofu, firm", .legumes,
            kcal: 144, protein: 15.8, fat: 8.7, saturatedFat: 1.3, carbohydrate: 2.8, sugars: 0.6, fiber: 2.3, sodium: 14,
            portions: "cup=252; block=396", synonyms: ["tofu", "тофу"]),
        food(
            "peanuts", "Peanuts, raw", .legumes,
            kcal: 567, protein: 25.8, fat: 49.2, saturatedFat: 6.3, carbohydrate: 16.1, sugars: 4, fiber: 8.5, sodium: 18,
            portions: "cup=146; tbsp=9; oz=28.35", synonyms: ["peanuts", "арахіс", "арахісу", "арахис", "арахиса"]),
        food(
            "peanut-butter", "Peanut butter, smooth", .legumes,
            kcal: 588, protein: 25, fat: 50, saturatedFat: 10.3, carbohydrate: 20, sugars: 9.2, fiber: 6, sodium: 459,
            portions: "cup=258; tbsp=16; tsp=5.3", synonyms: ["peanut butter", "арахісова паста", "арахисовая паста"]),
        food(
            "almonds", "Nuts, almonds", .nutsAndSeeds,
            kcal: 579, protein: 21.2, fat: 49.9, saturatedFat: 3.8, carbohydrate: 21.6, sugars: 4.4, fiber: 12.5, sodium: 1,
            portions: "cup, whole=143; cup, sliced=92; tbsp=9; oz=28.35", synonyms: ["almonds", "мигдаль", "мигдалю", "миндаль", "миндаля"]),
        food(
            "walnuts", "Nuts, walnuts", .nutsAndSeeds,
            kcal: 654, protein: 15.2, fat: 65.2, saturatedFat: 6.1, carbohydrate: 13.7, sugars: 2.6, fiber: 6.7, sodium: 2,
            portions: "cup, chopped=117; cup, halves=100; tbsp=7.8; oz=28.35",
            synonyms: ["walnuts", "волоські горіхи", "горіхи", "горіхів", "грецкие орехи", "орехи", "орехов"]),
        food(
            "hazelnuts", "Nuts, hazelnuts", .nutsAndSeeds,
            kcal: 628, protein: 15, fat: 60.8, saturatedFat: 4.5, carbohydrate: 16.7, sugars: 4.3, fiber: 9.7, sodium: 0,
            portions: "cup, chopped=115; oz=28.35", synonyms: ["hazelnuts", "фундук", "фундука", "лісові горіхи"]),
        food(
            "cashews", "Nuts, cashew nuts, raw", .nutsAndSeeds,
            kcal: 553, protein: 18.2, fat: 43.9, saturatedFat: 7.8, carbohydrate: 30.2, sugars: 5.9, fiber: 3.3, sodium: 12,
            portions: "cup=137; oz=28.35", synonyms: ["cashews", "кеш'ю", "кешью"]),
        food(
            "pecans", "Nuts, pecans", .nutsAndSeeds,
            kcal: 691, protein: 9.2, fat: 72, saturatedFat: 6.2, carbohydrate: 13.9, sugars: 4, fiber: 9.6, sodium: 0,
            portions: "cup, chopped=109; cup, halves=99; oz=28.35", synonyms: ["pecans", "пекан", "пекану"]),
        food(
            "sunflower-seeds", "Seeds, sunflower seed kernels", .nutsAndSeeds,
            kcal: 584, protein: 20.8, fat: 51.5, saturatedFat: 4.5, carbohydrate: 20, sugars: 2.6, fiber: 8.6, sodium: 9,
            portions: "cup=140; tbsp=9", synonyms: ["sunflower seeds", "насіння соняшника", "семечки", "семена подсолнечника"]),
        food(
            "sesame-seeds", "Seeds, sesame seeds", .nutsAndSeeds,
            kcal: 573, protein: 17.7, fat: 49.7, saturatedFat: 7, carbohydrate: 23.4, sugars: 0.3, fiber: 11.8, sodium: 11,
            portions: "cup=144; tbsp=9; tsp=3", synonyms: ["sesame", "кунжут", "кунжуту"]),
        food(
            "pumpkin-seeds", "Seeds, pumpkin seed kernels", .nutsAndSeeds,
            kcal: 559, protein: 30.2, fat: 49, saturatedFat: 8.7, carbohydrate: 10.7, sugars: 1.4, fiber: 6, sodium: 7,
            portions: "cup=129; tbsp=8", synonyms: ["pumpkin seeds", "pepitas", "гарбузове насіння", "тыквенные семечки"]),
        food(
            "coconut-milk", "Coconut milk, canned", .nutsAndSeeds,
            kcal: 197, protein: 2, fat: 21.3, saturatedFat: 18.9, carbohydrate: 2.8, sugars: 3.3, fiber: 0, sodium: 13,
            portions: "cup=226; can=400; tbsp=15", synonyms: ["coconut milk", "кокосове молоко", "кокосовое молоко"]),
        food(
            "coconut-shredded", "Coconut, shredded, sweetened", .nutsAndSeeds,
            kcal: 456, protein: 2.7, fat: 27.8, saturatedFat: 24.6, carbohydrate: 51.9, sugars: 45.6, fiber: 4.5, sodium: 285,
            portions: "cup=93; tbsp=6", synonyms: ["shredded coconut", "desiccated coconut", "кокосова стружка", "кокосовая стружка"],
            commonness: 0.8),
    ]
}
