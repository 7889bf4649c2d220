import SteadyBubbles
import SteadyInput
import SteadyJSON
import SteadyText

/// The body of `POST /v1/heights`, read and checked:
///
/// ```json
/// {"widths": [300, 375], "sizes": [17, "AX2"], "lineHeight": "normal",
///  "whiteSpace": "pre-wrap", "dpr": 1, "bubbleStyle": {"maxWidth": 400}, "frames": true,
///  "messages": [{"id": "m1", "text": "Hello"}]}
/// ```
///
/// Only `widths` and `messages` are required; other top-level fields are
/// ignored, as the CLI ignores a message's unknown fields. The messages
/// themselves are checked one by one when measured, so a bad one gets an
/// error in its place and the rest are still answered.
struct HeightsRequest {
    /// What every message is measured at.
    var settings: MeasureSettings
    /// The messages, as parsed.
    var messages: [JSONValue]

    /// Why a body is not a request: the HTTP status and a message naming the field.
    struct Problem: Error, Equatable {
        var status: UInt32
        var message: String

        static func badRequest(_ message: String) -> Problem { Problem(status: 400, message: message) }
        static func tooLarge(_ message: String) -> Problem { Problem(status: 413, message: message) }
    }

    /// Reads a request body.
    ///
    /// - Throws: ``Problem``: 400 for a body that is not JSON or not this
    ///   shape, 413 for more messages or records than `limits` allow.
    init(body: UnsafeBufferPointer<UInt8>, limits: ServiceLimits) throws(Problem) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            throw .badRequest("body: \(error.description)")
        }
        guard case .object(let members) = value else {
            throw .badRequest("body: expected a JSON object, found \(value.kindDescription)")
        }
        var fields: [String: JSONValue] = [:]
        for member in members where Self.fieldNames.contains(member.key) {
            guard fields.updateValue(member.value, forKey: member.key) == nil else {
                throw .badRequest("body: duplicate key \(quoted(member.key))")
            }
        }
        settings = MeasureSettings(widths: try Self.numbers(fields["widths"], field: "widths"))
        if let sizes = fields["sizes"] { settings.sizes = try Self.sizes(sizes) }
        if let lineHeight = fields["lineHeight"] { settings.lineHeight = try Self.lineHeight(lineHeight) }
        if let whiteSpace = fields["whiteSpace"] {
            guard case .string(let name) = whiteSpace, let mode = WhiteSpace(rawValue: name) else {
                throw .badRequest(#"whiteSpace: expected "pre-wrap" or "normal", found \#(Self.describe(whiteSpace))"#)
            }
            settings.whiteSpace = mode
        }
        if let dpr = fields["dpr"] {
            let ratio = try Self.positiveNumber(dpr, field: "dpr")
            guard LayoutLimits.devicePixelRatios.contains(ratio) else {
                throw .badRequest("dpr: \(ratio) is not a ratio from \(NumberArgument.ratioRange)")
            }
            settings.devicePixelRatio = ratio
        }
        if let target = fields["target"] {
            guard case .string(let name) = target, let engine = RenderingTarget(rawValue: name) else {
                throw .badRequest(#"target: expected "chromium", "webkit" or "firefox", found \#(Self.describe(target))"#)
            }
            settings.target = engine
        }
        if let style = fields["bubbleStyle"] {
            do {
                let read = try InputBubbleStyle.read(style, over: BubbleStyle(), path: "bubbleStyle")
                settings.bubbleStyle = try InputBubbleStyle.validated(read, path: "bubbleStyle")
            } catch {
                throw .badRequest(error.message)
            }
        }
        if let frames = fields["frames"] {
            guard case .bool(let value) = frames else {
                throw .badRequest("frames: expected true or false, found \(Self.describe(frames))")
            }
            settings.includesFrames = value
        }
        guard let messageList = fields["messages"] else { throw .badRequest(#"missing "messages""#) }
        guard case .array(let messages) = messageList else {
            throw .badRequest("messages: expected an array, found \(messageList.kindDescription)")
        }
        guard messages.count <= limits.maxMessages else {
            throw .tooLarge("messages: \(messages.count) messages, more than the limit of \(limits.maxMessages) a request")
        }
        let (records, overflow) = messages.count.multipliedReportingOverflow(by: settings.recordsPerMessage)
        guard !overflow, records <= limits.maxRecords else {
            throw .tooLarge("messages × widths × sizes: more than the limit of \(limits.maxRecords) records a request")
        }
        self.messages = messages
    }

    private static let fieldNames: Set<String> = ["widths", "sizes", "lineHeight", "whiteSpace", "dpr", "target",
                                                  "bubbleStyle", "frames", "messages"]

    private static func numbers(_ value: JSONValue?, field: String) throws(Problem) -> [Double] {
        guard let value else { throw .badRequest("missing \(quoted(field))") }
        guard case .array(let items) = value else {
            throw .badRequest("\(field): expected an array of numbers, found \(value.kindDescription)")
        }
        guard !items.isEmpty else { throw .badRequest("\(field): the list is empty") }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            numbers.append(try positiveNumber(item, field: "\(field)[\(index)]"))
        }
        return numbers
    }

    private static func sizes(_ value: JSONValue) throws(Problem) -> [Double] {
        guard case .array(let items) = value else {
            throw .badRequest("sizes: expected an array, found \(value.kindDescription)")
        }
        guard !items.isEmpty else { throw .badRequest("sizes: the list is empty") }
        var sizes: [Double] = []
        for (index, item) in items.enumerated() {
            if case .string(let name) = item {
                guard let size = DynamicTypeSize(name: name) else {
                    throw .badRequest("sizes[\(index)]: \(quoted(name)) is not a Dynamic Type size (xSmall … xxxLarge, AX1 … AX5)")
                }
                sizes.append(size.bodySize)
            } else {
                sizes.append(try positiveNumber(item, field: "sizes[\(index)]"))
            }
        }
        return sizes
    }

    private static func lineHeight(_ value: JSONValue) throws(Problem) -> LineHeight {
        if case .string("normal") = value { return .normal }
        guard case .number = value else {
            throw .badRequest(#"lineHeight: expected a positive number or "normal", found \#(describe(value))"#)
        }
        return .fixed(try positiveNumber(value, field: "lineHeight"))
    }

    /// A positive finite number, as the CLI takes them (`1e400` is not finite).
    private static func positiveNumber(_ value: JSONValue, field: String) throws(Problem) -> Double {
        guard case .number(let token) = value else {
            throw .badRequest("\(field): expected a positive number, found \(value.kindDescription)")
        }
        guard let number = Double(token), number.isFinite, number > 0 else {
            throw .badRequest("\(field): \(token) is not a positive finite number")
        }
        return number
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .string(let text) = value { return quoted(text) }
        return value.kindDescription
    }
}
