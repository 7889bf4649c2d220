import SteadyJSON

/// A problem with how steady-measure was called, found before any input is
/// read: printed as one line on standard error, then exit status 2.
struct UsageError: Error, Equatable, Sendable {
    /// The message, without the `steady-measure: ` prefix.
    var message: String

    init(_ message: String) {
        self.message = message
    }

    /// The line for standard error.
    var diagnostic: String { "steady-measure: \(message)\n" }
}

/// `text` in double quotes, for messages that must show exactly what was typed.
func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}
