extension StarterFoods {
    static let dairyAndEggs: [Food] = [
        food(
            "milk-whole", "Milk, whole, 3.25% milkfat", .dairyAndEggs,
            kcal: 61, protein: 3.2, fat: 3.3, saturatedFat: 1.9, carbohydrate: 4.8, sugars: 5.1, fiber: 0, sodium: 43,
            portions: "cup=244; tbsp=15.3; fl oz=30.5", synonyms: ["whole milk", "молоко", "молока"]),
        food(
            "milk-reduced-fat", "Milk, reduced fat, 2% milkfat", .dairyAndEggs,
            kcal: 50, protein: 3.3, fat: 2.0, saturatedFat: 1.3, carbohydrate: 4.8, sugars: 5.1, fiber: 0, sodium: 47,
            portions: "cup=244; tbsp=15.3", synonyms: ["2% milk", "молоко 2%", "нежирне молоко"], commonness: 0.8),
        food(
            "milk-skim", "Milk, nonfat (skim)", .dairyAndEggs,
            kcal: 34, protein: 3.4, fat: 0.1, saturatedFat: 0.1, carbohydrate: 5.0, sugars: 5.1, fiber: 0, sodium: 42,
            portions: "cup=245; tbsp=15.3", synonyms: ["skim milk", "fat free milk", "знежирене молоко", "обезжиренное молоко"],
            commonness: 0.75),
        food(
            "buttermilk", "Milk, buttermilk, cultured, lowfat", .dairyAndEggs,
            kcal: 40, protein: 3.3, fat: 0.9, saturatedFat: 0.5, carbohydrate: 4.8, sugars: 4.8, fiber: 0, sodium: 190,
            portions: "cup=245; tbsp=15.3", synonyms: ["buttermilk", "маслянка", "пахта"]),
        food(
            "cream-heavy", "Cream, heavy whipping", .dairyAndEggs,
            kcal: 340, protein: 2.8, fat: 36, saturatedFat: 23, carbohydrate: 2.7, sugars: 2.9, fiber: 0, sodium: 27,
            portions: "cup=238; tbsp=15; fl oz=29.8", synonyms: ["heavy cream", "whipping cream", "double cream", "вершки", "сливки"]),
        food(
            "cream-half-and-half", "Cream, half and half", .dairyAndEggs,
            kcal: 131, protein: 3.1, fat: 11.5, saturatedFat: 7.2, carbohydrate: 4.3, sugars: 4.1, fiber: 0, sodium: 61,
            portions: "cup=242; tbsp=15", synonyms: ["half and half", "вершки 10%", "сливки 10%"], commonness: 0.75),
        food(
            "sour-cream", "Cream, sour, cultured", .dairyAndEggs,
            kcal: 198, protein: 2.4, fat: 19, saturatedFat: 11, carbohydrate: 4.6, sugars: 3.4, fiber: 0, sodium: 31,
            portions: "cup=230; tbsp=12", synonyms: ["sour cream", "сметана", "сметани", "сметаны"]),
        food(
            "yogurt-plain", "Yogurt, plain, whole milk", .dairyAndEggs,
            kcal: 61, protein: 3.5, fat: 3.3, saturatedFat: 2.1, carbohydrate: 4.7, sugars: 4.7, fiber: 0, sodium: 46,
            portions: "cup=245; tbsp=15", synonyms: ["plain yogurt", "йогурт", "йогурту", "кефір", "кефир"]),
        food(
            "yogurt-greek", "Yogurt, Greek, plain, whole milk", .dairyAndEggs,
            kcal: 97, protein: 9, fat: 5, saturatedFat: 2.4, carbohydrate: 3.9, sugars: 4.0, fiber: 0, sodium: 35,
            portions: "cup=227; tbsp=14", synonyms: ["greek yogurt", "грецький йогурт", "греческий йогурт"], commonness: 0.8),
        food(
            "butter-salted", "Butter, salted", .dairyAndEggs,
            kcal: 717, protein: 0.9, fat: 81, saturatedFat: 51, carbohydrate: 0.1, sugars: 0.1, fiber: 0, sodium: 643,
            portions: "cup=227; tbsp=14.2; tsp=4.7; stick=113; pat=5", synonyms: ["salted butter", "солоне масло"], commonness: 0.85),
        food(
            "butter-unsalted", "Butter, without salt", .dairyAndEggs,
            kcal: 717, protein: 0.9, fat: 81, saturatedFat: 51, carbohydrate: 0.1, sugars: 0.1, fiber: 0, sodium: 11,
            portions: "cup=227; tbsp=14.2; tsp=4.7; stick=113; pat=5",
            synonyms: ["unsalted butter", "вершкове масло", "вершкового масла", "сливочное масло", "сливочного масла", "масло"]),
        food(
            "cheese-cheddar", "Cheese, cheddar", .dairyAndEggs,
            kcal: 403, protein: 25, fat: 33, saturatedFat: 19, carbohydrate: 1.3, sugars: 0.5, fiber: 0, sodium: 621,
            portions: "cup, shredded=113; slice=28; oz=28.35", synonyms: ["cheddar", "сир чедер", "сыр чеддер"]),
        food(
            "cheese-mozzarella", "Cheese, mozzarella, whole milk", .dairyAndEggs,
            kcal: 300, protein: 22, fat: 22, saturatedFat: 13, carbohydrate: 2.2, sugars: 1.0, fiber: 0, sodium: 627,
            portions: "cup, shredded=112; slice=28", synonyms: ["mozzarella", "моцарела", "моцарелла"]),
        food(
            "cheese-parmesan", "Cheese, parmesan, grated", .dairyAndEggs,
            kcal: 420, protein: 29, fat: 28, saturatedFat: 17, carbohydrate: 14, sugars: 0.1, fiber: 0, sodium: 1804,
            portions: "cup=100; tbsp=5", synonyms: ["parmesan", "пармезан"]),
        food(
            "cheese-hard", "Cheese, hard, semi-hard (Gouda type)", .dairyAndEggs,
            kcal: 356, protein: 25, fat: 27, saturatedFat: 18, carbohydrate: 2.2, sugars: 2.2, fiber: 0, sodium: 819,
            portions: "cup, shredded=113; slice=28", synonyms: ["gouda", "сир", "сиру", "твердий сир", "сыр", "сыра", "твёрдый сыр"],
            commonness: 0.8),
        food(
            "cheese-cream", "Cheese, cream", .dairyAndEggs,
            kcal: 342, protein: 6, fat: 34, saturatedFat: 20, carbohydrate: 4.1, sugars: 3.2, fiber: 0, sodium: 321,
            portions: "cup=232; tbsp=14.5; package=227", synonyms: ["cream cheese", "вершковий сир", "сливочный сыр"]),
        food(
            "cheese-cottage", "Cheese, cottage, creamed", .dairyAndEggs,
            kcal: 98, protein: 11, fat: 4.3, saturatedFat: 1.7, carbohydrate: 3.4, sugars: 2.7, fiber: 0, sodium: 364,
            portions: "cup=210; tbsp=14", synonyms: ["cottage cheese", "кисломолочний сир", "творог", "творога", "сир кисломолочний"]),
        food(
            "cheese-feta", "Cheese, feta", .dairyAndEggs,
            kcal: 264, protein: 14, fat: 21, saturatedFat: 15, carbohydrate: 4.1, sugars: 4.1, fiber: 0, sodium: 1116,
            portions: "cup, crumbled=150; oz=28.35", synonyms: ["feta", "фета", "бринза"]),
        food(
            "egg-whole", "Egg, whole, raw", .dairyAndEggs,
            kcal: 143, protein: 12.6, fat: 9.5, saturatedFat: 3.1, carbohydrate: 0.7, sugars: 0.4, fiber: 0, sodium: 142,
            portions: "large=50; medium=44; small=38; extra large=56; jumbo=63; cup=243",
            synonyms: ["eggs", "яйце", "яйця", "яєць", "яйцо", "яйца", "яиц"]),
        food(
            "egg-white", "Egg, white, raw", .dairyAndEggs,
            kcal: 52, protein: 10.9, fat: 0.2, saturatedFat: 0, carbohydrate: 0.7, sugars: 0.7, fiber: 0, sodium: 166,
            portions: "large=33; cup=243", synonyms: ["egg whites", "білок", "білки", "белок", "белки"], commonness: 0.6),
        food(
            "egg-yolk", "Egg, yolk, raw", .dairyAndEggs,
            kcal: 322, protein: 15.9, fat: 26.5, saturatedFat: 9.6, carbohydrate: 3.6, sugars: 0.6, fiber: 0, sodium: 48,
            portions: "large=17", synonyms: ["egg yolks", "жовток", "жовтки", "желток", "желтки"], commonness: 0.6),
    ]
}
