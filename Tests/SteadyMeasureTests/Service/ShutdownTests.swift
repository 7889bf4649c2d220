import Foundation
import Glibc
import Synchronization
import Testing

/// SIGTERM, SIGINT or SIGHUP under load: every request the service took
/// gets its whole answer, later ones are refused, and the process exits 0.
@Suite struct ShutdownTests {
    /// What the clients saw of one service stopped under load.
    struct Tally { var complete = 0; var refused = 0; var broken: [String] = [] }

    /// Starts a service with `jobs` compute slots, loads it from four
    /// clients, sends `signal` once `answered` requests are answered and
    /// `delay` µs later; returns the exit status and what the clients saw.
    static func stopUnderLoad(jobs: Int, signal: Int32, answered: Int, delay: UInt32) throws -> (status: Int32, tally: Tally, stderr: String) {
        let service = try ServiceProcess(["--jobs", String(jobs)])
        let messages = (0..<40).map { #"{"id": \#($0), "text": "Message \#($0): ทดสอบการวัดความสูง and some English words \#($0)"}"# }
        let body = #"{"widths": [300, 200, 120], "sizes": [17, 28], "messages": ["# + messages.joined(separator: ", ") + "]}"
        let expectedRecords = 40 * 3 * 2
        let tally = Mutex(Tally())
        let port = service.port
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                while true {
                    guard let connection = try? RawConnection(port: port) else {
                        tally.withLock { $0.refused += 1 }
                        return
                    }
                    connection.send(httpRequest("POST", "/v1/heights", body: body))
                    do {
                        let response = try connection.readResponse()
                        let results = response.json["results"] as? [Any]
                        if response.status == 200 && results?.count == expectedRecords {
                            tally.withLock { $0.complete += 1 }
                        } else {
                            tally.withLock { $0.broken.append("status \(response.status), \(results?.count ?? -1) records") }
                        }
                    } catch {
                        // Nothing at all came back: the connection was never taken.
                        let text = "\(error)"
                        if text.contains("ended after 0 bytes") {
                            tally.withLock { $0.refused += 1 }
                            return
                        }
                        tally.withLock { $0.broken.append(text) }
                    }
                }
            }
        }
        // Let the load run until requests are being answered (a sanitizer build is slow), then
        // stop the service in the middle of it.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while tally.withLock({ $0.complete }) < answered && clock.now < deadline { usleep(5_000) }
        usleep(delay)
        let status = service.stop(signal)
        if group.wait(timeout: .now() + 30) == .timedOut {
            tally.withLock { $0.broken.append("a client still waits 30 s after the exit") }
        }
        return (status, tally.withLock { $0 }, service.standardError)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aStopUnderLoadFinishesTheRequestsInFlight(signal: Int32) throws {
        let run = try Self.stopUnderLoad(jobs: 2, signal: signal, answered: 4, delay: 200_000)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.tally.broken.isEmpty, "\(run.tally.broken.prefix(3))")
        #expect(run.tally.complete > 0)
        #expect(run.tally.refused == 4)
    }

    /// Stops at moments spread over the load's first requests, with few
    /// and many compute slots: no stop aborts (Tools/service-checks runs
    /// the same a thousand times).
    @Test(arguments: [2, 32])
    func manyStopsUnderLoadAllExitCleanly(jobs: Int) throws {
        var generator = SystemRandomNumberGenerator()
        for cycle in 0..<15 {
            let run = try Self.stopUnderLoad(jobs: jobs, signal: SIGTERM, answered: cycle % 3,
                                             delay: UInt32.random(in: 0..<100_000, using: &generator))
            #expect(run.status == 0, "cycle \(cycle): \(run.stderr)")
            #expect(run.tally.broken.isEmpty, "cycle \(cycle): \(run.tally.broken.prefix(3))")
        }
    }
}
