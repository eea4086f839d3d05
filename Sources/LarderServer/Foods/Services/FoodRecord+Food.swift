import Foundation
import LarderCore

extension FoodRecord {
    /// A row holding `food`.
    convenience init(_ food: Food) throws {
        self.init()
        source = food.source.rawValue
        sourceID = food.sourceID
        try update(from: food)
    }

    /// Writes `food`'s facts into the row; the source and its id stay.
    func update(from food: Food) throws {
        let stored = try StoredFood(food)
        name = food.name
        group = food.group
        synonyms = stored.synonyms
        nutrients = stored.nutrients
        portions = stored.portions
        commonness = food.commonness
        contentHash = stored.hash
    }

    /// The food this row holds.
    func food() throws -> Food {
        guard let source = FoodSource(rawValue: source) else {
            throw StoredFoodError(description: "food \(sourceID) has an unknown source \(self.source)")
        }
        let decoder = JSONDecoder()
        return Food(
            source: source,
            sourceID: sourceID,
            name: name,
            synonyms: try decoder.decode([String].self, from: Data(synonyms.utf8)),
            group: group,
            nutrients: try decoder.decode(NutrientValues.self, from: Data(nutrients.utf8)),
            portions: try decoder.decode([FoodPortion].self, from: Data(portions.utf8)),
            commonness: commonness
        )
    }
}

/// A food's stored columns, and a hash of them that changes when any fact does.
struct StoredFood {
    var synonyms: String
    var nutrients: String
    var portions: String
    var hash: String

    init(_ food: Food) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        synonyms = String(decoding: try encoder.encode(food.synonyms), as: UTF8.self)
        nutrients = String(decoding: try encoder.encode(food.nutrients), as: UTF8.self)
        portions = String(decoding: try encoder.encode(food.portions), as: UTF8.self)
        let content = [food.name, food.group ?? "", synonyms, nutrients, portions, String(food.commonness)]
        hash = Self.fnv1a(content.joined(separator: "\u{1F}"))
    }

    /// FNV-1a, 64 bits, as hex: a stable fingerprint (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

struct StoredFoodError: Error, CustomStringConvertible {
    var description: String
}
