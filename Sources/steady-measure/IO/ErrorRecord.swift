import SteadyJSON

/// The output record for an input line that cannot be measured:
/// `{"line": 3, "error": "invalid JSON: expected ':' after key at column 12"}`.
///
/// It takes the line's place in the output, so a reader matching outputs to
/// inputs by position stays in step, and the same message goes to standard
/// error as `steady-measure: line 3: …`.
struct ErrorRecord: Equatable, Sendable {
    /// The input line, counted from 1.
    var lineNumber: Int
    /// What is wrong with it, for people.
    var message: String

    /// The record as one line of JSON, newline included.
    var jsonLine: [UInt8] {
        var writer = JSONWriter()
        writer.appendRaw(#"{"line": "#)
        writer.appendInteger(lineNumber)
        writer.appendRaw(#", "error": "#)
        writer.appendString(message)
        writer.appendRaw("}\n")
        return writer.bytes
    }

    /// The message for standard error, newline included.
    var diagnostic: String {
        "steady-measure: line \(lineNumber): \(message)\n"
    }
}
