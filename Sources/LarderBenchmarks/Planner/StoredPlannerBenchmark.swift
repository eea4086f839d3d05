import Foundation
import LarderCore
import LarderServer
import Vapor

/// What `larder bench planner --stored` drives: the week filled through the planner service, as
/// `POST …/plan/fill` fills it — the household's and public recipes read and their nutrition per
/// serving worked out from stored lines and foods, two members' targets, the pantry's stock, the
/// optimiser, and the plan written back — over a stored cookbook.
package struct StoredPlannerBenchmark: Sendable {
    package struct Measurement: Sendable {
        package var storage: String
        package var recipes: Int
        package var days: Int
        package var timings: [Double]
        package var withinEnergy: Int
        package var personDays: Int
        package var loadAverage: Double
    }

    let app: Application

    package init(_ app: Application) {
        self.app = app
    }

    static let partnerEmail = "bench-planner-partner@larder.invalid"
    /// The plan length timed unless asked otherwise.
    package static let week = 7

    /// Fills the cookbook up to `recipes` (reusing a stored one), stocks a pantry, gives the
    /// household two eaters with targets, then times `runs` fills of `days` days one after another
    /// (a week by default; a day or two is a small plan, which the planner also polishes).
    package func measure(
        recipes: Int, days: Int = week, runs: Int, cookbook: FlavorNetworkCookbook, seed: UInt64, storage: String,
        progress: some BenchmarkProgress
    ) async throws -> Measurement {
        let kitchen = CookableBenchmark(app)
        let total = try await BenchCookbookFiller.fill(
            to: recipes, stored: try await kitchen.storedRecipes(), from: cookbook, store: kitchen.store, analyze: kitchen.analyze,
            progress: progress)
        try await kitchen.stockPantry(CookableBenchmark.stock(40, from: cookbook, seed: seed))
        let access = try await kitchen.kitchen()
        try await seatTwoEaters(access)

        // One untimed fill warms the connection pool and the page cache.
        _ = try await app.fillPlan(days: days, access)
        let clock = ContinuousClock()
        var timings: [Double] = []
        var within = 0, personDays = 0
        let load = Timing.loadAverage()
        for number in 0..<runs {
            let start = clock.now
            let result = try await app.fillPlan(days: days, access)
            timings.append((clock.now - start).seconds)
            within += result.withinEnergy
            personDays += result.personDays
            progress.update(days == Self.week ? "Filling weeks" : "Filling \(days)-day plans", done: number + 1, total: runs)
        }
        progress.finish()
        return Measurement(
            storage: storage, recipes: total, days: days, timings: timings, withinEnergy: within, personDays: personDays, loadAverage: load)
    }

    /// The cook and a partner, each with a nutrition profile (so each has daily targets).
    private func seatTwoEaters(_ access: HouseholdService.Access) async throws {
        let accounts = app.accountService
        var partner = try await accounts.find(.email(Self.partnerEmail))
        if partner == nil {
            partner = try await accounts.register(.init(
                name: "Benchmark partner", email: Self.partnerEmail, phone: nil, password: UUID().uuidString + UUID().uuidString,
                language: nil))
            try await app.householdService.addMember(access, login: .email(Self.partnerEmail))
        }
        guard let partner else { return }
        try await app.saveNutritionProfile(
            for: access.userID, sex: .female, birthDate: "1990-04-01", heightCm: 168, weightKg: 62, activityLevel: 2)
        try await app.saveNutritionProfile(for: partner.id, sex: .male, birthDate: "1985-09-12", heightCm: 182, weightKg: 80, activityLevel: 3)
    }
}
