// Fuzz target: numbers from the whole double range in every numeric field of
// a POST /v1/heights body. The bytes are read 8 at a time as the bit
// patterns of doubles (any: subnormals, the ends of single precision, NaN
// and the infinities, written as 1e999 and -1e999, which JSON reads as
// infinite), and fill the body's number slots in turn: widths, sizes, the
// line height, the ratio, a span's box and weight, a mention chip, a
// bubble's media ratio, style lengths and label scales. The answer is
// checked by checkHeightsAnswer (Fuzz/service/): no number may trap, and
// every height is finite.
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

/// The body's top level and its messages; each `#` is a number slot, filled in turn.
let topLevel = #"{"widths": [#, #], "sizes": [#, #], "lineHeight": #, "dpr": #, "messages": "#
let messages = #"""
    [{"id": 1, "text": "Hi @ana, see you 👋 مرحبا", "spans": [{"start": 3, "end": 7, "box": #}, {"start": 13, "end": 16, "weight": #}]},
     {"id": 2, "markdown": "Hi @ana, **see** `you`", "mentions": {"@ana": #}},
     {"id": 3, "text": "Look at this one", "bubble": {"name": "Bo", "time": "12:30", "reactions": "👍 2",
      "media": {"aspectRatio": #}, "style": {"maxWidth": #, "widthFraction": #, "reactionsOverlap": #,
      "padding": {"top": #, "left": #}, "time": {"scale": #}}}}]}
    """#
/// The same messages at ordinary widths and sizes, so that their numbers are
/// measured even when the top level's are refused.
let ordinaryTopLevel = #"{"widths": [300, 0.5], "sizes": [17, 40], "messages": "#

/// A double as JSON number text: finite ones as Swift prints them, which
/// JSON reads back exactly; the rest as literals too large for a double.
func jsonText(_ value: Double) -> String {
    if value.isNaN { return "-1e999" }
    if value.isInfinite { return value > 0 ? "1e999" : "-1e999" }
    let text = "\(value)"
    return text.hasPrefix(".") ? "0" + text : text
}

/// `template` with its slots filled from `numbers`, from the `first`th on.
func filled(_ template: String, _ numbers: [String], from first: Int) -> String {
    var text = ""
    for (k, piece) in template.split(separator: "#", omittingEmptySubsequences: false).enumerated() {
        if k > 0 { text += numbers[(first + k - 1) % numbers.count] }
        text += piece
    }
    return text
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Each 8 bytes are a double; they fill the slots in turn, cycling.
    var numbers: [String] = []
    for at in stride(from: 0, to: size - 7, by: 8) {
        var bits: UInt64 = 0
        for b in 0..<8 { bits |= UInt64(data[at + b]) << (8 * b) }
        numbers.append(jsonText(Double(bitPattern: bits)))
    }
    if numbers.isEmpty { numbers = ["1"] }
    let topSlots = topLevel.split(separator: "#", omittingEmptySubsequences: false).count - 1
    for body in [filled(topLevel, numbers, from: 0) + filled(messages, numbers, from: topSlots),
                 ordinaryTopLevel + filled(messages, numbers, from: 0)] {
        Array(body.utf8).withUnsafeBufferPointer { body in
            checkHeightsAnswer(body: body, response: service.respond(to: HTTPRequest(method: "POST", path: "/v1/heights",
                                                                                     body: body, bodyExceedsLimit: false)))
        }
    }
    return 0
}
