/// steady-measure's exit statuses (Docs/steady-measure.md), mapped explicitly rather than
/// left to a library's conventions (argument parsers tend to use 64, `EX_USAGE`).
enum ExitStatus: Int32, Sendable {
    /// Every input line was measured.
    case success = 0
    /// At least one input line could not be read; each got an error record.
    case badInput = 1
    /// The command line, the fonts or the input file were unusable; nothing was read.
    case usage = 2
    /// Reading the input or writing the output failed part way; output is incomplete.
    case ioFailure = 3
}
