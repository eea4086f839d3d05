/// Where an amount eaten stands against its target, by the same ±10 % rule that counts a day as
/// on target (`IntakeProgress.onTargetTolerance`): bars and charts colour by it.
public enum IntakeBand: String, CaseIterable, Sendable {
    case under, onTarget, over

    /// The band of `eaten` against `target`; under when there is no positive target to meet.
    public init(eaten: Double, target: Double) {
        guard target > 0 else {
            self = .under
            return
        }
        let tolerance = target * IntakeProgress.onTargetTolerance
        self = eaten < target - tolerance ? .under : eaten > target + tolerance ? .over : .onTarget
    }
}
