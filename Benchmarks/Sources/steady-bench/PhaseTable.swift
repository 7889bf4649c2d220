/// The best time of each phase, in µs per row, for two kinds of row measured
/// in turns (`"<kind> <phase>"` keys), printed as one line a phase: the
/// subject's time against its peer's, and their ratio.
func printPhaseTable(_ best: [String: Double], peer: String, subject: String,
                     phases: [(key: String, label: String)]) {
    BenchReport.begin("\(subject) beside \(peer): µs a row")
    for phase in phases {
        let peerTime = best[peer + " " + phase.key]!, subjectTime = best[subject + " " + phase.key]!
        print("  " + phase.label.padding(toLength: 30, withPad: " ", startingAt: 0)
            + String(format: "\(peer) %8.3f   \(subject) %8.3f   ", peerTime, subjectTime)
            + ratio(subjectTime / peerTime) + " of \(peer)")
        BenchReport.keep(phase.label, [String(format: "\(peer) %.3f", peerTime), String(format: "\(subject) %.3f", subjectTime),
                                       ratio(subjectTime / peerTime) + " of \(peer)"])
    }
}
