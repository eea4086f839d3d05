import LarderCore
import Testing

@Suite("Intake bands")
struct IntakeBandTests {
    @Test("Within 10 % of the target is on target; below is under, above is over", arguments: [
        (1790.0, IntakeBand.under), (1800.0, .onTarget), (2000.0, .onTarget), (2200.0, .onTarget), (2210.0, .over),
    ])
    func bands(eaten: Double, band: IntakeBand) {
        #expect(IntakeBand(eaten: eaten, target: 2000) == band)
    }

    @Test("Without a target nothing is on target")
    func noTarget() {
        #expect(IntakeBand(eaten: 500, target: 0) == .under)
    }
}
