/// A one-line progress bar on standard error, redrawn in place with `\r`.
///
/// Only for people: MeasureCommand creates one only when standard error is a
/// terminal, so logs and pipes never see it.
struct ProgressBar {
    private let stream = OutputStream.standardError
    /// The input's size in bytes when known (a regular file), for a percentage.
    private let totalByteCount: Int?
    private let barWidth = 30
    /// Redraws at most this often: a batch takes milliseconds, and a terminal
    /// flooded with redraws slows the run it reports on.
    private let interval = Duration.milliseconds(100)
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant?

    init(totalByteCount: Int?) {
        self.totalByteCount = totalByteCount.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Redraws the bar after `lineCount` lines and `byteCount` bytes, unless it
    /// was drawn less than ``interval`` ago.
    mutating func update(lineCount: Int, byteCount: Int) {
        let now = clock.now
        if let lastDraw, now - lastDraw < interval { return }
        lastDraw = now
        var text = "\r\u{1B}[K"
        if let total = totalByteCount {
            let fraction = min(1, Double(byteCount) / Double(total))
            let filled = Int(fraction * Double(barWidth))
            text += "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "] "
            text += "\(Int(fraction * 100))% "
        }
        text += "\(lineCount) lines"
        stream.write(text)
    }

    /// Erases the bar, before other messages and at the end; the next update redraws it.
    mutating func clear() {
        guard lastDraw != nil else { return }
        stream.write("\r\u{1B}[K")
        lastDraw = nil
    }
}
