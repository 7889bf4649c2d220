/// Numbers as steady-measure prints them: the shortest text that reads back
/// as the same `Double`, and integral values without ".0".
///
/// `46`, `67.5`, `15.296875`, `0.1`. Swift's `description` is already the
/// shortest round-trip form and its exponent forms (`1e-07`, `1e+20`) are valid
/// JSON; only the ".0" of integral values goes.
package enum JSONNumber {
    /// Below this, every integral `Double` is an exact integer and prints
    /// shorter as digits than in exponent form.
    private static let plainIntegerLimit = 1e15

    /// The text of `value`, which must be finite (heights, widths and sizes are).
    package static func text(_ value: Double) -> String {
        precondition(value.isFinite, "JSON has no text for \(value)")
        if value.rounded(.towardZero) == value, value.magnitude < plainIntegerLimit {
            return String(Int64(value))
        }
        return value.description
    }
}
