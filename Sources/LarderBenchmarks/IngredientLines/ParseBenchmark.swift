import Foundation
import LarderCore

/// What `larder bench parse` measures: ingredient lines parsed per second on one thread.
package enum ParseBenchmark {
    package struct Result: Sendable {
        /// Lines parsed in the timed part.
        package var parsed: Int
        package var seconds: Double
        /// The parsed names' lengths summed, so the optimiser cannot skip the parsing.
        package var checksum: Int

        package var linesPerSecond: Double { Double(parsed) / seconds }
    }

    /// Parses `lines` over and over for `seconds`, after one untimed pass that warms caches and
    /// the parser's vocabulary tables.
    package static func run(_ lines: [String], seconds: Double) -> Result {
        var checksum = 0
        for line in lines { checksum &+= IngredientLine.parse(line).name.utf8.count }

        let clock = ContinuousClock()
        let start = clock.now
        let budget = Duration.milliseconds(Int64(seconds * 1000))
        var parsed = 0
        while clock.now - start < budget {
            for line in lines { checksum &+= IngredientLine.parse(line).name.utf8.count }
            parsed += lines.count
        }
        return Result(parsed: parsed, seconds: (clock.now - start).seconds, checksum: checksum)
    }
}
