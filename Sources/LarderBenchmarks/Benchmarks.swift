import Foundation

/// Speed harnesses behind `larder bench …`: each drives Larder's own code the way the product
/// runs it and returns a report whose last line is JSON. Nothing in the product depends on them.
package enum Benchmarks {}

/// Where a long benchmark shows how far it has got, and what it did on the way: the command
/// line's progress bar and standard output.
package protocol BenchmarkProgress: Sendable {
    func update(_ label: String, done: Int, total: Int)
    func finish()
    func say(_ line: String)
}

/// Clocks a timing benchmark reads besides the wall clock.
package enum Timing {
    /// CPU time used by the whole process (every thread: the database's too). Work timed one
    /// piece at a time costs the difference around it, however busy the machine is.
    package static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The nearest-rank percentile of `sorted` (ascending): the smallest value that at least `share` of
    /// the values do not exceed; 0 when there are none.
    package static func percentile(_ sorted: [Double], _ share: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[max(0, min(sorted.count - 1, Int((Double(sorted.count) * share).rounded(.up)) - 1))]
    }

    /// The machine's one-minute load average, to read the wall-clock figures by.
    package static func loadAverage() -> Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : 0
    }
}

