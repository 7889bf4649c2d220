// Fuzz target: the service's request-body path. The bytes are a POST
// /v1/heights body, answered by HeightService as the server would; the
// answer is checked by checkHeightsAnswer (Fuzz/service/).
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
    checkHeightsAnswer(body: body, response: service.respond(to: HTTPRequest(method: "POST", path: "/v1/heights", body: body, bodyExceedsLimit: false)))
    return 0
}
