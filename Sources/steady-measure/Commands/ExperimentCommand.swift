import SteadyExperiments

/// `steady-measure experiment SCENARIO [OPTIONS]` (CONTRACT.md): the
/// prepend, dynamic-type and resize experiments, run by SteadyExperiments.
enum ExperimentCommand {
    /// Parses the arguments after `experiment`, runs the scenario and writes
    /// its table or JSON to standard output; an error is one line on standard
    /// error, exit status 2 for a usage error and 1 for unusable input.
    static func run(arguments: [String]) -> ExitStatus {
        if arguments.contains("--help") || arguments.contains("-h") {
            OutputStream.standardOutput.write(Experiment.helpText + "\n")
            return .success
        }
        do {
            let (scenario, options) = try Experiment.parseCommandLine(arguments)
            let result = try Experiment.run(scenario: scenario, options: options)
            OutputStream.standardOutput.write(try Experiment.report(result, options: options))
            return .success
        } catch {
            OutputStream.standardError.write("steady-measure experiment: \(error)\n")
            return error.isUsageError ? .usage : .badInput
        }
    }
}
