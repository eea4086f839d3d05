import Foundation

/// A progress bar on standard error for long work ("Writing foods [#####-----] 52 %"), redrawn
/// in place on a terminal; when standard error is not a terminal (a pipe, CI logs) it prints
/// one line per phase instead, so logs stay readable.
final class ProgressBar: @unchecked Sendable {
    // Updated from the worker's progress callbacks; the lock keeps drawing in order.
    private let lock = NSLock()
    private let isTerminal = isatty(FileHandle.standardError.fileDescriptor) != 0
    private var label = ""
    private var lastDrawn = -1
    private let width = 30

    /// Shows `done` of `total` for the phase called `label`.
    func update(_ label: String, done: Int, total: Int) {
        lock.withLock {
            let percent = total > 0 ? min(100, done * 100 / total) : 100
            if label != self.label {
                if isTerminal, !self.label.isEmpty { write("\n") }
                self.label = label
                lastDrawn = -1
                if !isTerminal { write("\(label)…\n") }
            }
            guard isTerminal, percent != lastDrawn else { return }
            lastDrawn = percent
            let filled = width * percent / 100
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            write("\r\(label) [\(bar)] \(String(format: "%3d", percent)) %  \(done)/\(total)")
        }
    }

    /// Ends the bar's line.
    func finish() {
        lock.withLock {
            if isTerminal, !label.isEmpty { write("\n") }
            label = ""
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
