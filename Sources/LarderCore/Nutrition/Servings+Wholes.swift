/// Whole things a recipe makes that are cut to serve, in the languages Larder reads.
extension Servings {
    /// Whole things that are cut to serve, and the slices each usually makes. Keys are written
    /// as `FoodText.words` folds them and made singular ("loaves" → "loave", "gâteaux" → "gateaux").
    static let slicesPerWhole: [String: Double] = [
        // English
        "loaf": 10, "loave": 10, "bread": 10, "cake": 12, "pie": 8, "tart": 8, "quiche": 8, "pizza": 8,
        "crust": 8, "pan": 12, "batch": 12, "cheesecake": 12, "ring": 10, "round": 8,
        // German
        "kuchen": 12, "torte": 12, "brot": 10, "laib": 10, "kastenform": 10, "springform": 12, "blech": 12,
        "tarte": 8, "stollen": 12,
        // French, Spanish, Italian, Portuguese
        "gateau": 12, "gateaux": 12, "pain": 10, "tarta": 8, "pastel": 12, "bizcocho": 12, "torta": 12,
        "crostata": 8, "bolo": 12, "pao": 10,
        // Dutch, Danish, Norwegian, Swedish
        "taart": 12, "brood": 10, "kage": 12, "kake": 12, "kaka": 12, "taerte": 8, "paj": 8,
        "limpa": 10, "brod": 10,
        // Hungarian, Polish
        "pite": 8, "kenyer": 10, "ciasto": 12, "placek": 12, "chleb": 10,
    ]

    /// The slices of a whole thing a recipe only says is served by the slice.
    static let slicesPerUnnamedWhole: Double = 10
}
