import SteadyJSON

/// The output record for an input line that cannot be measured:
/// `{"line": 3, "error": "missing \"text\"", "id": "m3"}`.
///
/// It takes the place of all the line's records, so a reader matching
/// outputs to inputs by position stays in step: a line's answer is its
/// records, or this one record. It names the line and, when the line is an
/// object with one `"id"` that is a string or a number, the id too; the same
/// message goes to standard error as `steady-measure: line 3: …` (unless
/// `--quiet`).
struct ErrorRecord: Equatable, Sendable {
    /// The input line, counted from 1.
    var lineNumber: Int
    /// The line's id as JSON text, when it has one.
    var idJSON: [UInt8]?
    /// What is wrong with it, for people.
    var message: String

    /// The record as one line of JSON, newline included.
    var jsonLine: [UInt8] {
        var writer = JSONWriter()
        writer.appendRaw(#"{"line": "#)
        writer.appendInteger(lineNumber)
        writer.appendRaw(#", "error": "#)
        writer.appendString(message)
        if let idJSON {
            writer.appendRaw(#", "id": "#)
            writer.appendRaw(idJSON)
        }
        writer.appendRaw("}\n")
        return writer.bytes
    }

    /// The message for standard error, newline included.
    var diagnostic: String {
        "steady-measure: line \(lineNumber): \(message)\n"
    }
}
