#if canImport(Glibc)
import Glibc
#endif

/// Monotonic timing for the benchmark loops (`ContinuousClock`, which is
/// `clock_gettime(CLOCK_MONOTONIC)` on Linux), and the thread's processor time.
enum Stopwatch {
    /// Which time a loop counts.
    enum Timing {
        /// Wall time, ``seconds(_:)``.
        case wall
        /// The thread's processor time, ``threadSeconds(_:)``.
        case thread
    }

    /// Seconds taken by `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return (clock.now - start).seconds
    }

    /// Processor seconds this thread spent in `body` (`CLOCK_THREAD_CPUTIME_ID`): unlike
    /// wall time, not the time other processes of a shared machine took the core from it.
    static func threadSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    /// The best (lowest) seconds per pass of `body` over `rounds` rounds.
    ///
    /// A round repeats `body` until it has run for at least `minimumSeconds`, so a loop
    /// that takes microseconds is not measured against the clock's resolution; the round's
    /// figure is its total time divided by its passes. The best round is the one least
    /// disturbed by the rest of the machine.
    ///
    /// - Parameters:
    ///   - rounds: how many rounds to run (3 in the tables).
    ///   - minimumSeconds: the shortest a round may be.
    ///   - timing: how a pass is timed: wall time (``seconds(_:)``) or the thread's processor
    ///     time (``threadSeconds(_:)``).
    ///   - body: one pass; it should fold its results into a checksum so it is not optimised away.
    /// - Returns: seconds per pass in the best round.
    static func bestSecondsPerPass(rounds: Int = 3, minimumSeconds: Double = 0.5,
                                   timing: Timing = .wall, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            var passes = 0
            var total = 0.0
            repeat {
                total += timing == .wall ? seconds(body) : threadSeconds(body)
                passes += 1
            } while total < minimumSeconds
            best = min(best, total / Double(passes))
        }
        return best
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

extension Stopwatch {
    /// The best seconds per pass of each of `bodies`, their rounds taken in
    /// turns (a round of each, then again), so that whatever else runs on the
    /// machine slows each of them alike and their ratios hold. Each turn starts
    /// one body later (``turns(count:round:)``). A round is as in
    /// ``bestSecondsPerPass(rounds:minimumSeconds:_:)``.
    static func bestSecondsPerPass(inTurns bodies: [() -> Void], rounds: Int = 3, minimumSeconds: Double = 0.5,
                                   timing: Timing = .wall) -> [Double] {
        var best = [Double](repeating: .infinity, count: bodies.count)
        for round in 0..<rounds {
            for index in turns(count: bodies.count, round: round) {
                best[index] = min(best[index], bestSecondsPerPass(rounds: 1, minimumSeconds: minimumSeconds,
                                                                  timing: timing, bodies[index]))
            }
        }
        return best
    }

    /// The order of `count` bodies in turn `round`: 0, 1, 2 …, then 1, 2 … 0, and so on, so
    /// that no body is always first (after the others' memory) or always last.
    static func turns(count: Int, round: Int) -> [Int] {
        (0..<count).map { ($0 + round) % count }
    }
}
