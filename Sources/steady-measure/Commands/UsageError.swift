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
