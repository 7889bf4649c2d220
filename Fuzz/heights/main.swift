// Fuzz target: the service's request-body path. The bytes are a POST
// /v1/heights body, answered by HeightService as the server would. The answer
// must be 200, 400 or 413 with a JSON object body; a 200's results must hold,
// for each message, its records or one error in its place, in order.
//
// Built by Fuzz/build.sh like the cli target.
import Glibc
import SteadyJSON
import SteadyText

let fuzzFonts: FontStack = {
    let dir = getenv("STEADY_FONTS").map { String(cString: $0) } ?? "Fonts"
    return try! FontStack(directory: dir)
}()
let service = HeightService(fonts: fuzzFonts, limits: ServiceLimits(maxBodyBytes: 1 << 20, maxMessages: 50, maxRecords: 500, requestSeconds: 30))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeights(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = UnsafeBufferPointer(start: data, count: size)
    let response = service.respond(to: HTTPRequest(method: "POST", path: "/v1/heights", body: body, bodyExceedsLimit: false))
    precondition([200, 400, 413].contains(response.status), "unexpected status \(response.status)")
    guard case .object(let members) = try! JSONParser.parse(response.body) else { preconditionFailure("not an object") }
    guard response.status == 200 else {
        precondition(members.count == 1 && members[0].key == "error", "an error answer is {\"error\": …}")
        return 0
    }
    let request = try! HeightsRequest(body: body, limits: ServiceLimits())
    guard case .array(let results) = members[0].value else { preconditionFailure("results is not an array") }
    var index = 0
    for (messageIndex, message) in request.messages.enumerated() {
        guard index < results.count, case .object(let record) = results[index] else { preconditionFailure("a message is lost") }
        if record.first?.key == "index" {
            precondition(record.first?.value == .number(String(messageIndex)), "an error names the wrong message")
            index += 1
        } else {
            _ = message
            index += request.settings.recordsPerMessage
        }
    }
    precondition(index == results.count, "records that no message asked for")
    return 0
}
