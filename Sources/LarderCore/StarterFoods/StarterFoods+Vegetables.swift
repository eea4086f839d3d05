extension StarterFoods {
    static let vegetables: [Food] = [
        food(
            "onion", "Onions, raw", .vegetables,
            kcal: 40, protein: 1.1, fat: 0.1, saturatedFat: 0, carbohydrate: 9.3, sugars: 4.2, fiber: 1.7, sodium: 4,
            portions: "medium=110; large=150; small=70; cup, chopped=160; tbsp, chopped=10",
            synonyms: ["onion", "цибуля", "цибулі", "цибулина", "лук", "луковица", "лука"]),
        food(
            "garlic", "Garlic, raw", .vegetables,
            kcal: 149, protein: 6.4, fat: 0.5, saturatedFat: 0.1, carbohydrate: 33, sugars: 1, fiber: 2.1, sodium: 17,
            portions: "clove=3; tsp=2.8; tbsp=8.5; cup=136; head=40", synonyms: ["garlic", "часник", "часнику", "чеснок", "чеснока"]),
        food(
            "carrot", "Carrots, raw", .vegetables,
            kcal: 41, protein: 0.9, fat: 0.2, saturatedFat: 0, carbohydrate: 9.6, sugars: 4.7, fiber: 2.8, sodium: 69,
            portions: "medium=61; large=72; small=50; cup, chopped=128; cup, grated=110",
            synonyms: ["carrot", "морква", "моркви", "морковь", "моркови"]),
        food(
            "potato", "Potatoes, flesh and skin, raw", .vegetables,
            kcal: 77, protein: 2, fat: 0.1, saturatedFat: 0, carbohydrate: 17.5, sugars: 0.8, fiber: 2.1, sodium: 6,
            portions: "medium=213; large=369; small=170; cup, diced=150",
            synonyms: ["potato", "potatoes", "картопля", "картоплі", "картофель", "картофеля", "картошка"]),
        food(
            "sweet-potato", "Sweet potato, raw", .vegetables,
            kcal: 86, protein: 1.6, fat: 0.1, saturatedFat: 0, carbohydrate: 20, sugars: 4.2, fiber: 3, sodium: 55,
            portions: "medium=130; large=180; cup, cubed=133", synonyms: ["sweet potato", "батат", "батата"]),
        food(
            "tomato", "Tomatoes, red, ripe, raw", .vegetables,
            kcal: 18, protein: 0.9, fat: 0.2, saturatedFat: 0, carbohydrate: 3.9, sugars: 2.6, fiber: 1.2, sodium: 5,
            portions: "medium=123; large=182; small=91; cup, chopped=180",
            synonyms: ["tomato", "помідор", "помідори", "помідорів", "томат", "помидор", "помидоры", "помидоров"]),
        food(
            "tomatoes-canned", "Tomatoes, canned, diced", .vegetables,
            kcal: 21, protein: 1, fat: 0.2, saturatedFat: 0, carbohydrate: 4.5, sugars: 2.8, fiber: 1.1, sodium: 160,
            portions: "cup=240; can=411",
            synonyms: ["canned tomatoes", "crushed tomatoes", "консервовані помідори", "томаты в собственном соку"], commonness: 0.8),
        food(
            "tomato-paste", "Tomato paste, canned", .vegetables,
            kcal: 82, protein: 4.3, fat: 0.5, saturatedFat: 0.1, carbohydrate: 19, sugars: 12, fiber: 4.1, sodium: 59,
            portions: "cup=262; tbsp=16; can=170", synonyms: ["tomato paste", "томатна паста", "томатної пасти", "томатная паста"]),
        food(
            "bell-pepper", "Peppers, sweet, red, raw", .vegetables,
            kcal: 31, protein: 1, fat: 0.3, saturatedFat: 0, carbohydrate: 6, sugars: 4.2, fiber: 2.1, sodium: 4,
            portions: "medium=119; large=164; small=74; cup, chopped=149",
            synonyms: ["bell pepper", "sweet pepper", "болгарський перець", "солодкий перець", "болгарский перец", "сладкий перец"]),
        food(
            "chili-pepper", "Peppers, hot chili, raw", .vegetables,
            kcal: 40, protein: 1.9, fat: 0.4, saturatedFat: 0, carbohydrate: 8.8, sugars: 5.3, fiber: 1.5, sodium: 9,
            portions: "pepper=45; medium=45; tbsp, chopped=9", synonyms: ["chili pepper", "jalapeno", "перець чилі", "перец чили"],
            commonness: 0.8),
        food(
            "cucumber", "Cucumber, with peel, raw", .vegetables,
            kcal: 15, protein: 0.7, fat: 0.1, saturatedFat: 0, carbohydrate: 3.6, sugars: 1.7, fiber: 0.5, sodium: 2,
            portions: "medium=201; large=301; cup, sliced=104", synonyms: ["cucumber", "огірок", "огірки", "огірків", "огурец", "огурцы"]),
        food(
            "lettuce", "Lettuce, green leaf, raw", .vegetables,
            kcal: 15, protein: 1.4, fat: 0.2, saturatedFat: 0, carbohydrate: 2.9, sugars: 0.8, fiber: 1.3, sodium: 28,
            portions: "cup, shredded=36; head=360; leaf=8", synonyms: ["lettuce", "salad leaves", "салат", "листя салату", "листья салата"]),
        food(
            "spinach", "Spinach, raw", .vegetables,
            kcal: 23, protein: 2.9, fat: 0.4, saturatedFat: 0.1, carbohydrate: 3.6, sugars: 0.4, fiber: 2.2, sodium: 79,
            portions: "cup=30; bunch=340", synonyms: ["spinach", "шпинат", "шпинату"]),
        food(
            "cabbage", "Cabbage, raw", .vegetables,
            kcal: 25, protein: 1.3, fat: 0.1, saturatedFat: 0, carbohydrate: 5.8, sugars: 3.2, fiber: 2.5, sodium: 18,
            portions: "head=908; cup, chopped=89; cup, shredded=70", synonyms: ["cabbage", "капуста", "капусти", "капусты"]),
        food(
            "broccoli", "Broccoli, raw", .vegetables,
            kcal: 34, protein: 2.8, fat: 0.4, saturatedFat: 0, carbohydrate: 6.6, sugars: 1.7, fiber: 2.6, sodium: 33,
            portions: "cup, chopped=91; head=608; stalk=151", synonyms: ["broccoli", "броколі", "брокколи"]),
        food(
            "cauliflower", "Cauliflower, raw", .vegetables,
            kcal: 25, protein: 1.9, fat: 0.3, saturatedFat: 0.1, carbohydrate: 5, sugars: 1.9, fiber: 2, sodium: 30,
            portions: "head=575; cup, chopped=107", synonyms: ["cauliflower", "цвітна капуста", "цветная капуста"]),
        food(
            "zucchini", "Squash, zucchini, raw", .vegetables,
            kcal: 17, protein: 1.2, fat: 0.3, saturatedFat: 0.1, carbohydrate: 3.1, sugars: 2.5, fiber: 1, sodium: 8,
            portions: "medium=196; large=323; small=118; cup, chopped=124",
            synonyms: ["zucchini", "courgette", "кабачок", "кабачки", "цукіні", "цукини"]),
        food(
            "eggplant", "Eggplant, raw", .vegetables,
            kcal: 25, protein: 1, fat: 0.2, saturatedFat: 0, carbohydrate: 5.9, sugars: 3.5, fiber: 3, sodium: 2,
            portions: "medium=458; cup, cubed=82", synonyms: ["eggplant", "aubergine", "баклажан", "баклажани", "баклажаны"]),
        food(
            "mushrooms", "Mushrooms, white, raw", .vegetables,
            kcal: 22, protein: 3.1, fat: 0.3, saturatedFat: 0, carbohydrate: 3.3, sugars: 2, fiber: 1, sodium: 5,
            portions: "cup, sliced=70; medium=18; large=23",
            synonyms: ["mushrooms", "champignons", "гриби", "грибів", "печериці", "грибы", "шампиньоны"]),
        food(
            "celery", "Celery, raw", .vegetables,
            kcal: 14, protein: 0.7, fat: 0.2, saturatedFat: 0, carbohydrate: 3, sugars: 1.3, fiber: 1.6, sodium: 80,
            portions: "stalk=40; rib=40; cup, chopped=101", synonyms: ["celery", "селера", "сельдерей"]),
        food(
            "green-beans", "Beans, snap, green, raw", .vegetables,
            kcal: 31, protein: 1.8, fat: 0.2, saturatedFat: 0, carbohydrate: 7, sugars: 3.3, fiber: 2.7, sodium: 6,
            portions: "cup=100", synonyms: ["green beans", "стручкова квасоля", "стручковая фасоль"]),
        food(
            "peas-green", "Peas, green, frozen", .vegetables,
            kcal: 77, protein: 5.2, fat: 0.4, saturatedFat: 0.1, carbohydrate: 13.6, sugars: 4.7, fiber: 4.5, sodium: 108,
            portions: "cup=134", synonyms: ["peas", "green peas", "зелений горошок", "горошок", "зелёный горошек", "горошек"]),
        food(
            "corn-sweet", "Corn, sweet, yellow, kernels", .vegetables,
            kcal: 86, protein: 3.3, fat: 1.4, saturatedFat: 0.3, carbohydrate: 19, sugars: 6.3, fiber: 2, sodium: 15,
            portions: "cup=154; ear=90; can=340", synonyms: ["corn", "sweet corn", "кукурудза", "кукурудзи", "кукуруза", "кукурузы"]),
        food(
            "beet", "Beets, raw", .vegetables,
            kcal: 43, protein: 1.6, fat: 0.2, saturatedFat: 0, carbohydrate: 9.6, sugars: 6.8, fiber: 2.8, sodium: 78,
            portions: "medium=82; large=130; cup, chopped=136",
            synonyms: ["beetroot", "beet", "буряк", "буряка", "буряки", "свёкла", "свекла", "свёклы"]),
        food(
            "pumpkin", "Pumpkin, raw", .vegetables,
            kcal: 26, protein: 1, fat: 0.1, saturatedFat: 0, carbohydrate: 6.5, sugars: 2.8, fiber: 0.5, sodium: 1,
            portions: "cup, cubed=116", synonyms: ["pumpkin", "гарбуз", "гарбуза", "тыква", "тыквы"]),
        food(
            "green-onion", "Onions, spring or scallions, raw", .vegetables,
            kcal: 32, protein: 1.8, fat: 0.2, saturatedFat: 0, carbohydrate: 7.3, sugars: 2.3, fiber: 2.6, sodium: 16,
            portions: "medium=15; cup, chopped=100; tbsp, chopped=6",
            synonyms: ["green onions", "scallions", "spring onions", "зелена цибуля", "зеленый лук"]),
        food(
            "leek", "Leeks, raw", .vegetables,
            kcal: 61, protein: 1.5, fat: 0.3, saturatedFat: 0, carbohydrate: 14, sugars: 3.9, fiber: 1.8, sodium: 20,
            portions: "leek=89; cup, chopped=89", synonyms: ["leek", "цибуля-порей", "порей", "лук-порей"]),
        food(
            "kale", "Kale, raw", .vegetables,
            kcal: 49, protein: 4.3, fat: 0.9, saturatedFat: 0.1, carbohydrate: 8.8, sugars: 2.3, fiber: 3.6, sodium: 38,
            portions: "cup, chopped=67", synonyms: ["kale", "кейл", "капуста кейл", "кале"]),
        food(
            "avocado", "Avocados, raw", .fruits,
            kcal: 160, protein: 2, fat: 14.7, saturatedFat: 2.1, carbohydrate: 8.5, sugars: 0.7, fiber: 6.7, sodium: 7,
            portions: "avocado=201; medium=201; cup, cubed=150", synonyms: ["avocado", "авокадо"]),
        food(
            "ginger-root", "Ginger root, raw", .vegetables,
            kcal: 80, protein: 1.8, fat: 0.8, saturatedFat: 0.2, carbohydrate: 18, sugars: 1.7, fiber: 2, sodium: 13,
            portions: "tsp=2; tbsp=6; inch piece=15", synonyms: ["fresh ginger", "ginger", "імбир", "імбиру", "имбирь", "имбиря"]),
        food(
            "parsley", "Parsley, fresh", .vegetables,
            kcal: 36, protein: 3, fat: 0.8, saturatedFat: 0.1, carbohydrate: 6.3, sugars: 0.9, fiber: 3.3, sodium: 56,
            portions: "cup, chopped=60; tbsp=3.8; sprig=1; bunch=60", synonyms: ["parsley", "петрушка", "петрушки"]),
        food(
            "dill", "Dill weed, fresh", .vegetables,
            kcal: 43, protein: 3.5, fat: 1.1, saturatedFat: 0.1, carbohydrate: 7, sugars: 0, fiber: 2.1, sodium: 61,
            portions: "cup=9; tbsp=1; sprig=1; bunch=30", synonyms: ["dill", "кріп", "кропу", "укроп", "укропа"]),
        food(
            "cilantro", "Coriander (cilantro) leaves, raw", .vegetables,
            kcal: 23, protein: 2.1, fat: 0.5, saturatedFat: 0, carbohydrate: 3.7, sugars: 0.9, fiber: 2.8, sodium: 46,
            portions: "cup=16; tbsp=1; sprig=0.5; bunch=50", synonyms: ["cilantro", "coriander leaves", "кінза", "кинза"]),
        food(
            "basil", "Basil, fresh", .vegetables,
            kcal: 23, protein: 3.2, fat: 0.6, saturatedFat: 0, carbohydrate: 2.7, sugars: 0.3, fiber: 1.6, sodium: 4,
            portions: "cup, chopped=24; tbsp, chopped=2.6; leaf=0.5", synonyms: ["basil", "базилік", "базилика", "базилик"]),
    ]
}
