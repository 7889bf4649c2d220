// Shared by the heights and numbers fuzz targets: what every answer to a
// POST /v1/heights body must be, checked with preconditions.
import SteadyJSON
import SteadyText

/// The whole body of `response`, its stream drained as the server drains it.
func drainedBody(_ response: HTTPResponse) -> [UInt8] {
    switch response.body {
    case .bytes(let bytes):
        return bytes
    case .stream(let stream):
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = buffer.withUnsafeMutableBytes({ stream.read(into: $0) }), count > 0 {
            bytes += buffer[..<count]
        }
        return bytes
    case .file:
        preconditionFailure("a heights answer is never a file")
    }
}

/// Checks the answer to `body`: 200, 400 or 413 with a JSON object; an error
/// is `{"error": …}`; a 200 holds, for each message in order, its records
/// (every height a finite number of 0 or more) or one error naming it.
func checkHeightsAnswer(body: UnsafeBufferPointer<UInt8>, response: HTTPResponse) {
    precondition([200, 400, 413].contains(response.status), "unexpected status \(response.status)")
    guard case .object(let members) = try! JSONParser.parse(drainedBody(response)) else { preconditionFailure("not an object") }
    guard response.status == 200 else {
        precondition(members.count == 1 && members[0].key == "error", "an error answer is {\"error\": …}")
        return
    }
    let request = try! HeightsRequest(body: body, limits: ServiceLimits())
    guard case .array(let results) = members[0].value else { preconditionFailure("results is not an array") }
    var index = 0
    for messageIndex in request.messages.indices {
        guard index < results.count, case .object(let record) = results[index] else { preconditionFailure("a message is lost") }
        if record.first?.key == "index" {
            precondition(record.first?.value == .number(String(messageIndex)), "an error names the wrong message")
            index += 1
            continue
        }
        for k in index..<(index + request.settings.recordsPerMessage) {
            guard k < results.count, case .object(let fields) = results[k] else { preconditionFailure("records are lost") }
            for field in fields where field.key == "height" || field.key == "rowHeight" {
                guard case .number(let token) = field.value, let height = Double(token) else { preconditionFailure("\(field.key) is not a number") }
                precondition(height.isFinite && height >= 0, "\(field.key) \(token)")
            }
        }
        index += request.settings.recordsPerMessage
    }
    precondition(index == results.count, "records that no message asked for")
}
