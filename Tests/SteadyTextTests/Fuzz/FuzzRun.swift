import Foundation
@testable import SteadyText

/// A fuzz test's cases, run on a thread of their own so that a case that
/// never returns fails the test instead of stopping the test run.
///
/// Cases are drawn from seeded generators (``seed``), so a run is the same
/// every time; `STEADY_FUZZ_SEED=N` draws other cases and `STEADY_FUZZ_ROUNDS=N`
/// runs N times as many random ones, for a longer search. A crash ends the
/// process before any report: `STEADY_FUZZ_TRACE=1` prints each case to
/// standard error before it runs, so the last line names the case that
/// crashed, and what each case came to after it.
final class FuzzRun: Sendable {
    /// What a run found.
    struct Outcome {
        /// Whether every case returned before the deadline.
        var finished: Bool
        /// The cases run (the one running, when not finished).
        var caseCount: Int
        /// The case that was running when the deadline passed.
        var lastCase: String
        /// Each problem, prefixed with its case.
        var problems: [String]
        /// The processor time the cases took, in seconds.
        var cpuSeconds: Double

        /// The cases, the seed, the time and the problems, in a line.
        var summary: String {
            "\(caseCount) cases, seed \(FuzzRun.seed), \(Int(cpuSeconds.rounded())) s of processor time, "
                + "\(problems.count) problems"
        }
    }

    /// The seed for the run's random cases.
    static let seed: UInt64 = environment("STEADY_FUZZ_SEED").flatMap { UInt64($0) } ?? 17

    /// How many times the default number of random cases to run.
    static let rounds = environment("STEADY_FUZZ_ROUNDS").flatMap { Int($0) }.map { max(1, $0) } ?? 1

    private static let traces = environment("STEADY_FUZZ_TRACE") != nil

    private let state = Locked((caseCount: 0, current: "", problems: [String](), cpuSeconds: 0.0))

    /// Starts case `name`: later problems are its own.
    func start(_ name: @autoclosure () -> String) {
        let name = name()
        if Self.traces { FileHandle.standardError.write(Data("fuzz: \(name)\n".utf8)) }
        state.withLock { $0.caseCount += 1; $0.current = name }
    }

    /// What the current case came to, printed when tracing.
    func note(_ outcome: @autoclosure () -> String) {
        if Self.traces { FileHandle.standardError.write(Data("  \(outcome())\n".utf8)) }
    }

    /// Records a problem of the current case.
    func fail(_ problem: String) {
        state.withLock { $0.problems.append("\($0.current): \(problem)") }
    }

    /// Runs `body` on a new thread and waits for it, at most `seconds`.
    ///
    /// The deadline is not a speed check: a run takes seconds, the deadline
    /// is minutes, and only a case that never returns reaches it.
    static func run(deadline seconds: Double = 600, _ body: @escaping @Sendable (FuzzRun) -> Void) async -> Outcome {
        let run = FuzzRun()
        let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let resumed = Locked(false)
            let finish: @Sendable (Bool) -> Void = { finished in
                let first = resumed.withLock { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: finished) }
            }
            let thread = Thread {
                body(run)
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                run.state.withLock { $0.cpuSeconds = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 }
                finish(true)
            }
            thread.stackSize = 16 << 20
            thread.start()
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { finish(false) }
        }
        return run.state.withLock {
            Outcome(finished: finished, caseCount: $0.caseCount, lastCase: $0.current, problems: $0.problems,
                    cpuSeconds: $0.cpuSeconds)
        }
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
