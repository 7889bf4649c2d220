/// The command line's entry: picks the subcommand and returns its exit status.
///
/// Measure mode needs no subcommand name (`steady-measure --width 300 FILE`);
/// `measure` may be written to be explicit. A new subcommand is one case here
/// and its own file in Commands/.
enum SteadyMeasure {
    /// Runs steady-measure with `arguments` (without the program name).
    static func run(arguments: [String]) -> ExitStatus {
        switch arguments.first {
        case "experiment":
            return ExperimentCommand.run(arguments: Array(arguments.dropFirst()))
        case "measure":
            return measure(Array(arguments.dropFirst()))
        default:
            return measure(arguments)
        }
    }

    private static func measure(_ arguments: [String]) -> ExitStatus {
        if Help.isRequested(in: arguments) {
            OutputStream.standardOutput.write(Help.text)
            return .success
        }
        return MeasureCommand.run(arguments: arguments)
    }
}
