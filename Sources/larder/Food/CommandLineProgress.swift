import LarderBenchmarks

/// A benchmark's progress on the command line: the bar on standard error, what it did on
/// standard output with the report.
struct CommandLineProgress: BenchmarkProgress {
    private let bar = ProgressBar()

    func update(_ label: String, done: Int, total: Int) {
        bar.update(label, done: done, total: total)
    }

    func finish() {
        bar.finish()
    }

    func say(_ line: String) {
        print(line)
    }
}
