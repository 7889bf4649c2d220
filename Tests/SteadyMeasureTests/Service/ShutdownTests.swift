import Foundation
import Glibc
import Synchronization
import Testing

/// SIGTERM under load: every request the service took gets its whole answer,
/// later ones are refused, and the process exits 0.
@Suite struct ShutdownTests {
    @Test func sigtermUnderLoadFinishesTheRequestsInFlight() throws {
        let service = try ServiceProcess(["--jobs", "2"])
        let messages = (0..<40).map { #"{"id": \#($0), "text": "Message \#($0): ทดสอบการวัดความสูง and some English words \#($0)"}"# }
        let body = #"{"widths": [300, 200, 120], "sizes": [17, 28], "messages": ["# + messages.joined(separator: ", ") + "]}"
        let expectedRecords = 40 * 3 * 2

        struct Tally { var complete = 0; var refused = 0; var broken: [String] = [] }
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
        while tally.withLock({ $0.complete }) < 4 && clock.now < deadline { usleep(20_000) }
        usleep(200_000)
        #expect(service.stop() == 0)
        #expect(group.wait(timeout: .now() + 30) == .success)
        let result = tally.withLock { $0 }
        #expect(result.broken.isEmpty, "\(result.broken.prefix(3))")
        #expect(result.complete > 0)
        #expect(result.refused == 4)
    }
}
