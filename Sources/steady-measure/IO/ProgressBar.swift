/// A one-line progress bar on standard error, redrawn in place with `\r`.
///
/// Only for people: MeasureCommand creates one only when standard error is a
/// terminal, so logs and pipes never see it.
struct ProgressBar {
    private let stream = OutputStream.standardError
    /// The input's size in bytes when known (a regular file), for a percentage.
    private let totalByteCount: Int?
    private let barWidth = 30

    init(totalByteCount: Int?) {
        self.totalByteCount = totalByteCount.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Redraws the bar after `lineCount` lines and `byteCount` bytes.
    func update(lineCount: Int, byteCount: Int) {
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

    /// Erases the bar, before other messages and at the end.
    func clear() {
        stream.write("\r\u{1B}[K")
    }
}
