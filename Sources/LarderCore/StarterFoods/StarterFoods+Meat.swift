extension StarterFoods {
    static let meatAndFish: [Food] = [
        food(
            "chicken-breast", "Chicken, breast, skinless, boneless, raw", .poultry,
            kcal: 120, protein: 22.5, fat: 2.6, saturatedFat: 0.6, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 45,
            portions: "breast=174; piece=174; oz=28.35; cup, chopped=140",
            synonyms: ["chicken breast", "куряче філе", "курячого філе", "куряча грудка", "куриное филе", "куриная грудка"]),
        food(
            "chicken-thigh", "Chicken, thigh, meat only, raw", .poultry,
            kcal: 121, protein: 19.7, fat: 4.1, saturatedFat: 1.0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 95,
            portions: "thigh=114; piece=114", synonyms: ["chicken thighs", "куряче стегно", "курячі стегна", "куриное бедро"]),
        food(
            "chicken-whole", "Chicken, whole, meat and skin, raw", .poultry,
            kcal: 215, protein: 18.6, fat: 15.1, saturatedFat: 4.3, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 70,
            portions: "chicken=920; oz=28.35", synonyms: ["whole chicken", "курка", "курку", "курятина", "курица", "курицу"],
            commonness: 0.85),
        food(
            "chicken-cooked", "Chicken, meat only, cooked, roasted", .poultry,
            kcal: 190, protein: 28.9, fat: 7.4, saturatedFat: 2.0, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 86,
            portions: "cup, chopped=140; cup, shredded=140", synonyms: ["cooked chicken", "варена курка", "вареная курица"], commonness: 0.7
        ),
        food(
            "turkey-ground", "Turkey, ground, raw", .poultry,
            kcal: 148, protein: 17.5, fat: 8.3, saturatedFat: 2.3, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 58,
            portions: "oz=28.35; lb=453.6", synonyms: ["ground turkey", "індичий фарш", "фарш из индейки"]),
        food(
            "beef-ground", "Beef, ground, 80% lean, raw", .beef,
            kcal: 254, protein: 17.2, fat: 20, saturatedFat: 7.6, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 66,
            portions: "oz=28.35; lb=453.6; cup=225",
            synonyms: ["ground beef", "minced beef", "beef mince", "яловичий фарш", "фарш", "фаршу", "говяжий фарш"]),
        food(
            "beef-steak", "Beef, sirloin steak, lean and fat, raw", .beef,
            kcal: 201, protein: 20, fat: 13, saturatedFat: 5.2, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 55,
            portions: "steak=227; oz=28.35", synonyms: ["steak", "beef", "яловичина", "яловичини", "говядина", "говядины"]),
        food(
            "beef-stew", "Beef, chuck, for stew, raw", .beef,
            kcal: 187, protein: 19.6, fat: 11.6, saturatedFat: 4.6, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 67,
            portions: "cup, cubed=140; oz=28.35", synonyms: ["stewing beef", "chuck", "яловичина для тушкування", "говядина для тушения"],
            commonness: 0.8),
        food(
            "pork-chop", "Pork, loin chop, boneless, raw", .pork,
            kcal: 172, protein: 21, fat: 9.6, saturatedFat: 3.2, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 52,
            portions: "chop=175; oz=28.35", synonyms: ["pork chops", "pork loin", "свиняча корейка", "свиная корейка"]),
        food(
            "pork-shoulder", "Pork, shoulder, lean and fat, raw", .pork,
            kcal: 236, protein: 17, fat: 18, saturatedFat: 6.4, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 65,
            portions: "oz=28.35; lb=453.6", synonyms: ["pork", "свинина", "свинини", "свиная лопатка"]),
        food(
            "pork-ground", "Pork, ground, raw", .pork,
            kcal: 263, protein: 16.9, fat: 21, saturatedFat: 7.9, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 56,
            portions: "oz=28.35; lb=453.6", synonyms: ["ground pork", "свинячий фарш", "свиной фарш"], commonness: 0.8),
        food(
            "bacon", "Pork, cured, bacon, raw", .pork,
            kcal: 417, protein: 13, fat: 40, saturatedFat: 13, carbohydrate: 1.4, sugars: 0, fiber: 0, sodium: 1030,
            portions: "slice=28; strip=28", synonyms: ["bacon", "бекон", "бекону"]),
        food(
            "ham", "Pork, cured, ham, sliced", .pork,
            kcal: 145, protein: 21, fat: 6, saturatedFat: 2, carbohydrate: 1.5, sugars: 0.8, fiber: 0, sodium: 1200,
            portions: "slice=28; cup, diced=140", synonyms: ["ham", "шинка", "шинки", "ветчина", "ветчины"]),
        food(
            "sausage-pork", "Sausage, pork, fresh, raw", .sausages,
            kcal: 268, protein: 14, fat: 23, saturatedFat: 7.7, carbohydrate: 0.9, sugars: 0, fiber: 0, sodium: 731,
            portions: "link=68; oz=28.35", synonyms: ["sausages", "ковбаса", "ковбаски", "сосиски", "колбаса", "колбаски"]),
        food(
            "lamb", "Lamb, leg, lean and fat, raw", .lamb,
            kcal: 230, protein: 17.9, fat: 17, saturatedFat: 7.4, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 59,
            portions: "oz=28.35; lb=453.6", synonyms: ["lamb", "баранина", "баранины", "ягнятина"]),
        food(
            "salmon", "Fish, salmon, Atlantic, raw", .fish,
            kcal: 208, protein: 20, fat: 13, saturatedFat: 3.1, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 59,
            portions: "fillet=170; oz=28.35", synonyms: ["salmon", "лосось", "лосося", "сьомга", "семга"]),
        food(
            "cod", "Fish, cod, raw", .fish,
            kcal: 82, protein: 18, fat: 0.7, saturatedFat: 0.1, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 54,
            portions: "fillet=180; oz=28.35", synonyms: ["cod", "white fish", "тріска", "тріски", "треска", "трески"]),
        food(
            "tuna-canned", "Fish, tuna, light, canned in water, drained", .fish,
            kcal: 116, protein: 25.5, fat: 0.8, saturatedFat: 0.2, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 338,
            portions: "can=142; cup=154; oz=28.35", synonyms: ["tuna", "тунець", "тунця", "тунец", "тунца"]),
        food(
            "shrimp", "Shrimp, raw", .fish,
            kcal: 85, protein: 20, fat: 0.5, saturatedFat: 0.1, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 119,
            portions: "large=8; oz=28.35; cup=145", synonyms: ["shrimp", "prawns", "креветки", "креветок"]),
        food(
            "herring-salted", "Fish, herring, salted", .fish,
            kcal: 218, protein: 19, fat: 15.6, saturatedFat: 3.5, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 4800,
            portions: "fillet=80", synonyms: ["herring", "оселедець", "оселедця", "сельдь", "селёдка"], commonness: 0.7),
    ]
}
