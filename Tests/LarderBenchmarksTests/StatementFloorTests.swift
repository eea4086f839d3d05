import LarderBenchmarks
import Testing

@Suite("The floor a statement sets for a read")
struct StatementFloorTests {
    @Test("A statement costs what /health takes beyond the ceiling, and a read of three is bounded by three of them")
    func threeStatementsBoundARead() throws {
        // Ceiling 20,000 req/s: 50 µs a request; /health 10,000 req/s: 100 µs, so 50 µs a statement.
        let floor = try #require(StatementFloor(connections: 16, ceiling: 20_000, health: 10_000))
        #expect(abs(floor.statementMicroseconds - 50) < 1e-6)
        #expect(floor.statements == 3)
        // 50 µs + 3 × 50 µs = 200 µs a read.
        #expect(abs(floor.requestsPerSecond - 5_000) < 1e-6)
        #expect(abs(floor.shareOfCeiling - 0.25) < 1e-9)
    }

    @Test("No floor is read from a run where /health was not slower than the ceiling")
    func noFloorFromANoisyRun() {
        #expect(StatementFloor(connections: 16, ceiling: 9_000, health: 9_500) == nil)
        #expect(StatementFloor(connections: 16, ceiling: 0, health: 0) == nil)
    }
}
