import Foundation
import SteadyText
import Testing
@testable import steady_measure

/// Bubbles through `POST /v1/heights`: a message's `"bubble"`, the request's
/// `"bubbleStyle"` and `"frames"`, answered with measure mode's records and
/// errors, each in its place.
@Suite struct BubbleServiceTests {
    static func post(_ body: String) throws -> (status: UInt32, body: String) {
        let service = HeightService(fonts: try FontStack.bundled(), limits: ServiceLimits())
        var bytes = Array(body.utf8)
        let response = bytes.withUnsafeMutableBufferPointer { buffer in
            service.respond(to: HTTPRequest(method: "POST", path: "/v1/heights", body: UnsafeBufferPointer(buffer),
                                            bodyExceedsLimit: false))
        }
        return (response.status, String(decoding: response.bodyBytes, as: UTF8.self))
    }

    static let messages = [
        #"{"id": 1, "text": "See you at 11!", "bubble": {"name": "Ana", "time": "12:30", "quote": {"name": "Bo", "text": "Brunch?"}}}"#,
        #"{"id": 2, "text": "Hi"}"#,
        #"{"id": 3, "text": "", "bubble": {"media": {"aspectRatio": 1.5}, "reactions": "👍 2", "style": {"mediaWidth": 200}}}"#,
    ]

    /// The records are measure mode's for the same messages and options,
    /// byte for byte, frames and the request's style included.
    @Test func recordsAreMeasureModes() throws {
        let folder = try TemporaryFolder()
        let style = folder.url.appendingPathComponent("style.json")
        let styleJSON = #"{"maxWidth": 300, "padding": {"left": 12}}"#
        try Data(styleJSON.utf8).write(to: style)
        let cli = try SteadyMeasureRun.run(["--width", "320,390", "--size", "17,AX2", "--dpr", "1.5", "--frames",
                                            "--bubble-style", style.path],
                                           input: Self.messages.map { $0 + "\n" }.joined())
        #expect(cli.status == 0, "\(cli.stderr)")
        let response = try Self.post(#"{"widths": [320, 390], "sizes": [17, "AX2"], "dpr": 1.5, "frames": true, "#
            + #""bubbleStyle": \#(styleJSON), "messages": [\#(Self.messages.joined(separator: ", "))]}"#)
        #expect(response.status == 200)
        #expect(response.body == #"{"results": ["# + cli.stdoutLines.joined(separator: ", ") + "]}\n")
    }

    /// Without `"frames"` (or with false) there are none; with `"frames":
    /// true` only bubble records get them.
    @Test func framesOnlyWhenAsked() throws {
        let body = #"{"widths": [390], "messages": [\#(Self.messages.joined(separator: ", "))]"#
        let plain = try Self.post(body + "}")
        let off = try Self.post(body + #", "frames": false}"#)
        let on = try Self.post(body + #", "frames": true}"#)
        #expect(plain.status == 200 && !plain.body.contains("frames"))
        #expect(off.body == plain.body)
        #expect(on.body.components(separatedBy: #""frames": {"bubble": "#).count == 3)
        // The plain message's record is the same either way.
        let record = #"{"id": 2, "width": 390, "size": 17, "lines": 1, "height": 23}"#
        #expect(plain.body.contains(record) && on.body.contains(record))
    }

    /// A bad bubble gets `{"index": I, "error": …}` in its place, naming the
    /// part; the messages around it are answered.
    @Test func aBadBubbleIsAnErrorInPlace() throws {
        let response = try Self.post(#"{"widths": [390], "messages": [{"id": 1, "text": "Hi", "bubble": {"colour": 1}}, "#
            + #"{"id": 2, "text": "Hi", "bubble": {}}, {"id": 3, "text": "", "bubble": {"media": {"aspectRatio": 0}}}, "#
            + #"{"id": 4, "text": "Hi", "bubble": {"style": {"padding": {"top": -2}}}}]}"#)
        #expect(response.status == 200)
        let results = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as! [String: [[String: Any]]]
        let list = results["results"]!
        #expect(list.count == 4)
        #expect(list[0]["index"] as? Int == 0 && list[0]["error"] as? String == #"bubble: unknown part "colour""#)
        #expect(list[1]["id"] as? Int == 2 && list[1]["rowHeight"] != nil)
        #expect(list[2]["index"] as? Int == 2
                && list[2]["error"] as? String == "bubble.media: the aspect ratio 0 is not a positive number")
        #expect(list[3]["index"] as? Int == 3
                && list[3]["error"] as? String == "bubble.style.padding.top: the length -2 is not a length of 0 px or more")
    }

    /// A bad `"bubbleStyle"` or `"frames"` is the request's fault: 400,
    /// naming the field, before any message is measured.
    @Test(arguments: [
        (#""bubbleStyle": {"padding": {"top": -2}}"#, "bubbleStyle.padding.top: the length -2 is not a length of 0 px or more"),
        (#""bubbleStyle": {"colour": "red"}"#, #"bubbleStyle: unknown field "colour""#),
        (#""bubbleStyle": {"maxWidth": "400px"}"#, #"bubbleStyle.maxWidth: not a number, found "400px""#),
        (#""bubbleStyle": [1]"#, "bubbleStyle: not an object, found an array"),
        (#""bubbleStyle": null"#, "bubbleStyle: not an object, found null"),
        (#""frames": "yes""#, #"frames: expected true or false, found "yes""#),
        (#""frames": 1"#, "frames: expected true or false, found a number"),
    ])
    func aBadRequestFieldIs400(_ field: String, _ message: String) throws {
        let response = try Self.post(#"{"widths": [390], \#(field), "messages": [{"id": 1, "text": "Hi", "bubble": {}}]}"#)
        #expect(response.status == 400)
        let object = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as! [String: String]
        #expect(object == ["error": message])
    }

    /// A repeated `"bubbleStyle"` is refused as every repeated field is.
    @Test func aRepeatedBubbleStyleIs400() throws {
        let response = try Self.post(#"{"widths": [390], "bubbleStyle": {}, "bubbleStyle": {}, "messages": []}"#)
        #expect(response.status == 400)
        #expect(response.body == #"{"error": "body: duplicate key \"bubbleStyle\""}"# + "\n")
    }
}
