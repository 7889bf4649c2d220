/// `steady-measure experiment SCENARIO [OPTIONS]` (CONTRACT.md): the
/// prepend, dynamic-type and resize experiments.
///
/// A placeholder until the experiments land: it says so and exits with the
/// usage status, so scripts cannot mistake it for a result. This file is the
/// experiment command's home; replace it whole.
enum ExperimentCommand {
    static func run(arguments: [String]) -> ExitStatus {
        OutputStream.standardError.write("steady-measure: experiment: not yet available\n")
        return .usage
    }
}
