extension StarterFoods {
    static let grainsAndBaking: [Food] = [
        food(
            "flour-all-purpose", "Wheat flour, white, all-purpose", .grains,
            kcal: 364, protein: 10.3, fat: 1, saturatedFat: 0.2, carbohydrate: 76.3, sugars: 0.3, fiber: 2.7, sodium: 2,
            portions: "cup=125; tbsp=7.8; tsp=2.6",
            synonyms: ["flour", "plain flour", "пшеничне борошно", "борошно", "борошна", "мука", "муки", "пшеничная мука"]),
        food(
            "flour-bread", "Wheat flour, white, bread", .grains,
            kcal: 361, protein: 12, fat: 1.7, saturatedFat: 0.2, carbohydrate: 72.5, sugars: 0.3, fiber: 2.4, sodium: 2,
            portions: "cup=137; tbsp=8.6", synonyms: ["bread flour", "strong flour"], commonness: 0.75),
        food(
            "flour-whole-wheat", "Wheat flour, whole-grain", .grains,
            kcal: 340, protein: 13.2, fat: 2.5, saturatedFat: 0.4, carbohydrate: 72, sugars: 0.4, fiber: 10.7, sodium: 2,
            portions: "cup=120; tbsp=7.5",
            synonyms: ["whole wheat flour", "wholemeal flour", "цільнозернове борошно", "цельнозерновая мука"], commonness: 0.75),
        food(
            "flour-rye", "Rye flour", .grains,
            kcal: 325, protein: 10.9, fat: 1.5, saturatedFat: 0.2, carbohydrate: 75.9, sugars: 1, fiber: 22.6, sodium: 1,
            portions: "cup=128", synonyms: ["rye flour", "житнє борошно", "ржаная мука"], commonness: 0.6),
        food(
            "cornstarch", "Cornstarch", .grains,
            kcal: 381, protein: 0.3, fat: 0.1, saturatedFat: 0, carbohydrate: 91.3, sugars: 0, fiber: 0.9, sodium: 9,
            portions: "cup=128; tbsp=8; tsp=2.7", synonyms: ["cornflour", "corn starch", "крохмаль", "крохмалю", "крахмал", "крахмала"]),
        food(
            "rice-white", "Rice, white, long-grain, raw", .grains,
            kcal: 365, protein: 7.1, fat: 0.7, saturatedFat: 0.2, carbohydrate: 80, sugars: 0.1, fiber: 1.3, sodium: 5,
            portions: "cup=185; tbsp=12", synonyms: ["rice", "white rice", "рис", "рису", "риса"]),
        food(
            "rice-brown", "Rice, brown, long-grain, raw", .grains,
            kcal: 370, protein: 7.9, fat: 2.9, saturatedFat: 0.6, carbohydrate: 77.2, sugars: 0.9, fiber: 3.5, sodium: 7,
            portions: "cup=185", synonyms: ["brown rice", "бурий рис", "бурый рис"], commonness: 0.75),
        food(
            "rice-cooked", "Rice, white, cooked", .grains,
            kcal: 130, protein: 2.7, fat: 0.3, saturatedFat: 0.1, carbohydrate: 28.2, sugars: 0.1, fiber: 0.4, sodium: 1,
            portions: "cup=158", synonyms: ["cooked rice", "варений рис", "варёный рис"], commonness: 0.7),
        food(
            "pasta-dry", "Pasta, dry", .grains,
            kcal: 371, protein: 13, fat: 1.5, saturatedFat: 0.3, carbohydrate: 74.7, sugars: 2.7, fiber: 3.2, sodium: 6,
            portions: "cup=105; oz=28.35",
            synonyms: ["pasta", "spaghetti", "macaroni", "penne", "макарони", "макаронів", "спагеті", "макароны", "спагетти"]),
        food(
            "noodles-egg", "Noodles, egg, dry", .grains,
            kcal: 384, protein: 14.2, fat: 4.4, saturatedFat: 1.2, carbohydrate: 71.3, sugars: 1.9, fiber: 3.3, sodium: 21,
            portions: "cup=38; oz=28.35", synonyms: ["egg noodles", "noodles", "локшина", "локшини", "лапша", "лапши"], commonness: 0.85),
        food(
            "oats", "Oats, rolled, dry", .grains,
            kcal: 379, protein: 13.2, fat: 6.5, saturatedFat: 1.1, carbohydrate: 67.7, sugars: 1, fiber: 10.1, sodium: 6,
            portions: "cup=81; tbsp=5", synonyms: ["rolled oats", "oatmeal", "вівсянка", "вівсяні пластівці", "овсянка", "овсяные хлопья"]),
        food(
            "buckwheat", "Buckwheat groats, dry", .grains,
            kcal: 343, protein: 13.3, fat: 3.4, saturatedFat: 0.7, carbohydrate: 71.5, sugars: 0, fiber: 10, sodium: 1,
            portions: "cup=170", synonyms: ["buckwheat", "kasha", "гречка", "гречки", "гречана крупа", "гречневая крупа"]),
        food(
            "semolina", "Semolina, dry", .grains,
            kcal: 360, protein: 12.7, fat: 1.1, saturatedFat: 0.2, carbohydrate: 72.8, sugars: 0, fiber: 3.9, sodium: 1,
            portions: "cup=167; tbsp=10", synonyms: ["semolina", "манка", "манна крупа", "манки", "манная крупа"]),
        food(
            "couscous", "Couscous, dry", .grains,
            kcal: 376, protein: 12.8, fat: 0.6, saturatedFat: 0.1, carbohydrate: 77.4, sugars: 0, fiber: 5, sodium: 10,
            portions: "cup=173", synonyms: ["couscous", "кускус", "кускусу"]),
        food(
            "quinoa", "Quinoa, dry", .grains,
            kcal: 368, protein: 14.1, fat: 6.1, saturatedFat: 0.7, carbohydrate: 64.2, sugars: 0, fiber: 7, sodium: 5,
            portions: "cup=170", synonyms: ["quinoa", "кіноа", "киноа"]),
        food(
            "millet", "Millet, dry", .grains,
            kcal: 378, protein: 11, fat: 4.2, saturatedFat: 0.7, carbohydrate: 72.9, sugars: 0, fiber: 8.5, sodium: 5,
            portions: "cup=200", synonyms: ["millet", "пшоно", "пшона", "пшено", "пшена"]),
        food(
            "bread-white", "Bread, white", .baked,
            kcal: 266, protein: 8.9, fat: 3.3, saturatedFat: 0.7, carbohydrate: 49.4, sugars: 5.7, fiber: 2.7, sodium: 491,
            portions: "slice=25; loaf=500", synonyms: ["white bread", "хліб", "хліба", "білий хліб", "хлеб", "хлеба", "батон"]),
        food(
            "bread-whole-wheat", "Bread, whole-wheat", .baked,
            kcal: 252, protein: 12.4, fat: 3.5, saturatedFat: 0.7, carbohydrate: 43, sugars: 4.4, fiber: 6, sodium: 450,
            portions: "slice=32", synonyms: ["whole wheat bread", "wholemeal bread", "цільнозерновий хліб"], commonness: 0.75),
        food(
            "bread-rye", "Bread, rye", .baked,
            kcal: 259, protein: 8.5, fat: 3.3, saturatedFat: 0.6, carbohydrate: 48.3, sugars: 3.9, fiber: 5.8, sodium: 603,
            portions: "slice=32", synonyms: ["rye bread", "житній хліб", "чорний хліб", "ржаной хлеб", "чёрный хлеб"], commonness: 0.7),
        food(
            "tortilla-flour", "Tortillas, flour", .baked,
            kcal: 312, protein: 8.3, fat: 8, saturatedFat: 3.2, carbohydrate: 51.6, sugars: 3, fiber: 3.6, sodium: 736,
            portions: "tortilla=49; medium=49; large=72; small=32",
            synonyms: ["flour tortillas", "тортилья", "тортилья пшеничная", "лаваш"], commonness: 0.85),
        food(
            "breadcrumbs", "Bread crumbs, dry, plain", .baked,
            kcal: 395, protein: 13.4, fat: 5.3, saturatedFat: 1.2, carbohydrate: 72, sugars: 6.2, fiber: 4.5, sodium: 732,
            portions: "cup=108; tbsp=7", synonyms: ["breadcrumbs", "panko", "панірувальні сухарі", "панировочные сухари"]),
        food(
            "baking-powder", "Leavening agents, baking powder", .baked,
            kcal: 53, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 27.7, sugars: 0, fiber: 0.2, sodium: 10600,
            portions: "tsp=4.6; tbsp=13.8", synonyms: ["baking powder", "розпушувач", "розпушувача", "разрыхлитель"]),
        food(
            "baking-soda", "Leavening agents, baking soda", .baked,
            kcal: 0, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 27360,
            portions: "tsp=4.6; tbsp=13.8",
            synonyms: ["baking soda", "bicarbonate of soda", "сода", "соди", "харчова сода", "пищевая сода"]),
        food(
            "yeast-dry", "Leavening agents, yeast, active dry", .baked,
            kcal: 325, protein: 40.4, fat: 7.6, saturatedFat: 1, carbohydrate: 41.2, sugars: 0, fiber: 26.9, sodium: 51,
            portions: "tsp=4; tbsp=12; packet=7", synonyms: ["yeast", "dry yeast", "дріжджі", "дріжджів", "дрожжи", "дрожжей"]),
    ]
}
