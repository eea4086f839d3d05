import Foundation
import Testing

@testable import LarderCore

/// The shared data beside the checkout: ../shared/data, found from this file's path.
private let sharedData = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/LarderCoreTests/Pairing
    .deletingLastPathComponent()  // Tests/LarderCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the repository root
    .deletingLastPathComponent()  // the folder holding the checkout and shared/
    .appendingPathComponent("shared/data")

private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: sharedData.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
}

/// Runs on every machine with ../shared/data (CI always has it); a fresh clone elsewhere skips it and says why.
@Suite(
    "The starter pairing catalogue against the reference data",
    .enabled(
        if: FileManager.default.fileExists(atPath: sharedData.appendingPathComponent("usda-sr").path)
            && FileManager.default.fileExists(atPath: sharedData.appendingPathComponent("flavor-network").path),
        "../shared/data is absent (a fresh clone without the shared data)")
)
struct StarterPairingCatalogueDataTests {
    @Test func everyFoodTheStarterFoodsLackIsInTheUSDATable() throws {
        // setup
        func usda(_ name: String) throws -> String {
            let data = try #require(FileManager.default.contents(atPath: sharedData.appendingPathComponent("usda-sr/" + name).path))
            return USDAText.decode(Array(data))
        }
        let foods = try USDARelease.foods(
            from: USDAReleaseFiles(
                foodDescriptions: usda(USDAFile.foodDescriptions), foodGroups: usda(USDAFile.foodGroups),
                abbreviated: usda(USDAFile.abbreviated), weights: usda(USDAFile.weights)))
        let usdaMatcher = FoodMatcher(foods: foods)
        let starterMatcher = FoodMatcher(foods: StarterFoods.all)

        // MUT + validate
        for product in try StarterPairingCatalogue.load().products where starterMatcher.match(product.food) == nil {
            #expect(usdaMatcher.match(product.food) != nil, "\(product.id): \(product.food)")
        }
    }

    @Test func everyFlavourNameIsAnIngredientOfTheNetworksRecipes() throws {
        let info = try #require(read("flavor-network/ingr_info.tsv"))
        var inRecipes = Set<String>()
        for file in FlavorNetworkFiles.recipeFileNames {
            for line in try #require(read("flavor-network/" + file)).split(whereSeparator: \.isNewline) {
                inRecipes.formUnion(line.split(separator: "\t").dropFirst().map(String.init))
            }
        }
        let known = Set(info.split(whereSeparator: \.isNewline).compactMap { $0.split(separator: "\t").dropFirst().first.map(String.init) })

        for product in try StarterPairingCatalogue.load().products {
            guard let name = product.flavorName else { continue }
            #expect(known.contains(name) && inRecipes.contains(name), "\(product.id): \(name)")
        }
    }
}
