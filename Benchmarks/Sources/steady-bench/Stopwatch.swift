/// Monotonic timing for the benchmark loops (`ContinuousClock`, which is
/// `clock_gettime(CLOCK_MONOTONIC)` on Linux).
enum Stopwatch {
    /// Seconds taken by `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return (clock.now - start).seconds
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
    ///   - body: one pass; it should fold its results into a checksum so it is not optimised away.
    /// - Returns: seconds per pass in the best round.
    static func bestSecondsPerPass(rounds: Int = 3, minimumSeconds: Double = 0.5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            var passes = 0
            var total = 0.0
            repeat {
                total += seconds(body)
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
