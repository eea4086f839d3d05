import Testing

@testable import LarderCore

@Suite("Aisles")
struct AisleClassifierTests {
    @Test("Every USDA food group has an aisle; prepared dishes go where shops keep them")
    func foodGroups() {
        #expect(Aisle.byFoodGroup.count == 25)
        #expect(Aisle(foodGroup: "Dairy and Egg Products") == .dairyAndEggs)
        #expect(Aisle(foodGroup: "Finfish and Shellfish Products") == .meatAndFish)
        #expect(Aisle(foodGroup: "Meals, Entrees, and Side Dishes") == .frozen)
        #expect(Aisle(foodGroup: "Beverages") == .drinks)
        #expect(Aisle(foodGroup: "Restaurant Foods") == .other)
        #expect(Aisle(foodGroup: "Not a group") == nil)
    }

    @Test("A store's aisle order is completed with the aisles it leaves out, each aisle once")
    func storeOrder() {
        let order = Aisle.completeOrder([.frozen, .drinks, .frozen])
        #expect(order.prefix(2) == [.frozen, .drinks])
        #expect(order.count == Aisle.allCases.count)
        #expect(Set(order) == Set(Aisle.allCases))
    }

    @Test(
        "The starter classifier puts names it was not taught in the right aisle",
        arguments: [
            ("paper towels", Aisle.household), ("dishwasher tablets", .household), ("skim milk", .dairyAndEggs),
            ("cherry tomatoes", .produce), ("pork chops", .meatAndFish), ("rye bread", .bakery),
            ("молоко", .dairyAndEggs), ("wholemeal flour", .pantry),
        ])
    func starterClassifier(name: String, aisle: Aisle) {
        #expect(AisleTraining.starterClassifier.aisle(for: name) == aisle)
    }

    @Test("A misspelt or inflected word is placed by its letters")
    func letters() {
        let classifier = AisleClassifier(training: [
            .init("tomatoes, raw", .produce), .init("cucumber", .produce), .init("milk, whole", .dairyAndEggs),
            .init("cheese, cheddar", .dairyAndEggs), .init("молоко", .dairyAndEggs), .init("помідори", .produce),
        ])
        #expect(classifier.aisle(for: "tomatos") == .produce)
        #expect(classifier.aisle(for: "молока") == .dairyAndEggs)
    }

    @Test("A name with nothing the classifier knows goes to other")
    func unknown() {
        let classifier = AisleClassifier(training: [.init("milk", .dairyAndEggs)])
        #expect(classifier.guess("xq") == nil)
        #expect(classifier.aisle(for: "xq") == .other)
    }

    @Test("The household's correction wins, then what the name says, then the food's group, then the classifier")
    func precedence() {
        let assigner = AisleAssigner(classifier: AisleTraining.starterClassifier)
        #expect(
            assigner.assign(name: "peas", foodGroup: "Vegetables and Vegetable Products", correction: .pantry) == (.pantry, .correction))
        #expect(assigner.assign(name: "frozen peas", foodGroup: "Vegetables and Vegetable Products") == (.frozen, .name))
        #expect(assigner.assign(name: "vanilla ice cream", foodGroup: "Dairy and Egg Products") == (.frozen, .name))
        #expect(assigner.assign(name: "peas", foodGroup: "Vegetables and Vegetable Products") == (.produce, .food))
        #expect(assigner.assign(name: "toilet paper", foodGroup: nil) == (.household, .classifier))
    }

    @Test("Names are the same name whatever their case and number")
    func nameKeys() {
        #expect(ShoppingName.key("Tomatoes") == ShoppingName.key("tomato"))
        #expect(ShoppingName.key("Jalapeño  Peppers") == "jalapeno pepper")
    }
}
