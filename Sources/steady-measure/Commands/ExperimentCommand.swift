import SteadyExperiments
import SteadyText

/// `steady-measure experiment SCENARIO [OPTIONS]` (Docs/steady-measure.md):
/// the prepend, dynamic-type and resize experiments, run by SteadyExperiments
/// with the fonts found as measuring finds them (``FontLocation``).
enum ExperimentCommand {
    /// Parses the arguments after `experiment`, runs the scenario and writes
    /// its table or JSON to standard output; an error is one line on standard
    /// error, exit status 2 for a usage error, 1 for unusable input and 3 when
    /// standard output cannot be written (full, closed, a broken pipe).
    static func run(arguments: [String]) -> ExitStatus {
        if arguments.contains("--help") || arguments.contains("-h") {
            return SteadyMeasure.show(Help.text(for: .experiment), command: "steady-measure experiment")
        }
        do {
            let (scenario, options) = try Experiment.parseCommandLine(arguments)
            let fonts: FontStack
            do {
                fonts = try FontLocation.load(option: nil).stack
            } catch {
                OutputStream.standardError.write("steady-measure experiment: \(error.message)\n")
                return .usage
            }
            let result = try Experiment.run(scenario: scenario, options: options, fonts: fonts)
            return SteadyMeasure.show(try Experiment.report(result, options: options), command: "steady-measure experiment")
        } catch {
            OutputStream.standardError.write("steady-measure experiment: \(error)\n")
            return error.isUsageError ? .usage : .badInput
        }
    }
}
