extension StarterFoods {
    static let fatsAndOils: [Food] = [
        food(
            "oil-olive", "Oil, olive", .fats,
            kcal: 884, protein: 0, fat: 100, saturatedFat: 13.8, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 2,
            portions: "cup=216; tbsp=13.5; tsp=4.5", synonyms: ["olive oil", "оливкова олія", "оливковое масло"]),
        food(
            "oil-sunflower", "Oil, sunflower", .fats,
            kcal: 884, protein: 0, fat: 100, saturatedFat: 10.3, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 0,
            portions: "cup=218; tbsp=13.6; tsp=4.5",
            synonyms: ["sunflower oil", "vegetable oil", "соняшникова олія", "олія", "олії", "подсолнечное масло", "растительное масло"]),
        food(
            "oil-canola", "Oil, canola", .fats,
            kcal: 884, protein: 0, fat: 100, saturatedFat: 7.4, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 0,
            portions: "cup=218; tbsp=14; tsp=4.7", synonyms: ["canola oil", "rapeseed oil", "ріпакова олія", "рапсовое масло"]),
        food(
            "oil-coconut", "Oil, coconut", .fats,
            kcal: 892, protein: 0, fat: 99, saturatedFat: 82, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 0,
            portions: "cup=218; tbsp=13.6; tsp=4.5", synonyms: ["coconut oil", "кокосова олія", "кокосовое масло"]),
        food(
            "lard", "Lard", .fats,
            kcal: 902, protein: 0, fat: 100, saturatedFat: 39, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 0,
            portions: "cup=205; tbsp=12.8", synonyms: ["смалець", "смальця", "смалец", "свиной жир"]),
        food(
            "margarine", "Margarine, regular", .fats,
            kcal: 717, protein: 0.2, fat: 80, saturatedFat: 15, carbohydrate: 0.7, sugars: 0, fiber: 0, sodium: 700,
            portions: "cup=227; tbsp=14.2; stick=113", synonyms: ["маргарин", "маргарину"]),
        food(
            "mayonnaise", "Mayonnaise, regular", .fats,
            kcal: 680, protein: 1, fat: 75, saturatedFat: 11.7, carbohydrate: 0.6, sugars: 0.6, fiber: 0, sodium: 635,
            portions: "cup=220; tbsp=13.8", synonyms: ["mayo", "майонез", "майонезу"]),
    ]
}
