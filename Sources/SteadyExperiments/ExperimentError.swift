/// Why an experiment could not run. Each case's ``description`` is one line for standard error.
package enum ExperimentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command line was wrong: an unknown scenario or option, a missing or bad value.
    case usage(String)
    /// The input file could not be opened or decoded.
    case unreadableInput(path: String, reason: String)
    /// A line of the input file is not a message (SteadyInput's `InputMessage` says why).
    case badInputLine(path: String, line: Int, reason: String)
    /// A message's row cannot be laid out as written: spans that do not fit its text or the fonts.
    case badMessage(id: String, reason: String)
    /// The bundled fonts could not be loaded.
    case fonts(String)
    /// The conversation is too short for the scenario.
    case tooFewMessages(needed: Int, got: Int)
    /// The SVG file could not be written.
    case unwritableFigure(path: String)

    /// Whether this is a usage error (the command line, or a file it names, is unusable):
    /// exit status 2 in `steady-measure`.
    package var isUsageError: Bool {
        switch self {
        case .usage, .unreadableInput, .fonts, .unwritableFigure: return true
        case .badInputLine, .badMessage, .tooFewMessages: return false
        }
    }

    package var description: String {
        switch self {
        case .usage(let message): return message
        case .unreadableInput(let path, let reason): return "cannot read input \(path): \(reason)"
        case .badInputLine(let path, let line, let reason): return "\(path):\(line): \(reason)"
        case .badMessage(let id, let reason): return "message \(id): \(reason)"
        case .fonts(let message): return "cannot load the bundled fonts: \(message)"
        case .tooFewMessages(let needed, let got):
            return "the conversation has \(got) messages; this scenario needs at least \(needed)"
        case .unwritableFigure(let path): return "cannot write the SVG figure to \(path)"
        }
    }
}
