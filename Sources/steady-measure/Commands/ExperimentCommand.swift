import SteadyExperiments

/// `steady-measure experiment SCENARIO [OPTIONS]` (CONTRACT.md): the
/// prepend, dynamic-type and resize experiments, run by SteadyExperiments.
enum ExperimentCommand {
    /// Runs the experiment named in `arguments` (those after `experiment`);
    /// it prints its own table, JSON or errors.
    static func run(arguments: [String]) -> ExitStatus {
        ExitStatus(rawValue: Experiment.main(arguments: arguments)) ?? .usage
    }
}
