import SteadyBubbles
import SteadyInput
import SteadyJSON
import SteadyText

/// Turns one message into its records, one per width × size, or an input line
/// into those records or one error record. This is the hot path, run on many
/// threads at once, by measure mode and by the service alike.
///
/// The text is prepared (shaped) once and then laid out at every width and
/// size, which is only arithmetic. The width and size texts are formatted once
/// up front, so a record costs the height's text and a few appends.
struct MessageMeasurer: Sendable {
    /// What one line produced, for the ordered writer.
    struct Output: Sendable {
        /// The line's records for standard output.
        var records: [UInt8] = []
        /// Set when the line could not be read.
        var error: ErrorRecord?
    }

    let fonts: FontStack
    let widths: [Double]
    let sizes: [Double]
    let widthTexts: [[UInt8]]
    let sizeTexts: [[UInt8]]
    let lineHeight: LineHeight
    let whiteSpace: WhiteSpace
    let devicePixelRatio: Double
    let target: RenderingTarget
    /// A bubble's style before its own (``MeasureSettings/bubbleStyle``).
    let bubbleStyle: BubbleStyle
    /// Whether a bubble's records carry its frames.
    let includesFrames: Bool
    /// `steady-measure stream`'s growing messages; nil when each line is a
    /// message of its own.
    private let openTexts: OpenTexts?

    /// Records per message: one per width × size.
    var recordsPerMessage: Int { widths.count * sizes.count }

    /// Whether lines append to the message of their id.
    var isStreaming: Bool { openTexts != nil }

    /// The family a Markdown message's code spans name: the stack's
    /// ``InputMessage/codeFamily`` when it has it.
    let codeFamily: String?

    /// When measuring must stop, and the limit it stands for in seconds: a
    /// message still being laid out then is not answered (the service's
    /// `--request-seconds`). Checked at every record, so that one message of
    /// many widths cannot hold a request past it. Nil: no limit.
    var deadline: (instant: ContinuousClock.Instant, seconds: Int)?

    /// The error in place of a message not measured by the deadline.
    static func pastDeadlineMessage(seconds: Int) -> String {
        "not measured: the request took longer than its limit of \(seconds) s"
    }

    init(settings: MeasureSettings, fonts: FontStack, openTexts: OpenTexts? = nil) {
        self.openTexts = openTexts
        codeFamily = InputMessage.codeFamily(in: fonts)
        self.fonts = fonts
        widths = settings.widths
        sizes = settings.sizes
        widthTexts = settings.widths.map { Array(JSONNumber.text($0).utf8) }
        sizeTexts = settings.sizes.map { Array(JSONNumber.text($0).utf8) }
        lineHeight = settings.lineHeight
        whiteSpace = settings.whiteSpace
        devicePixelRatio = settings.devicePixelRatio
        target = settings.target
        bubbleStyle = settings.bubbleStyle
        includesFrames = settings.includesFrames
    }

    /// Measures the line `number` whose content is `line`.
    func measure(line: UnsafeBufferPointer<UInt8>, number: Int) -> Output {
        let message: InputMessage
        var id: [UInt8]? = nil
        do throws(InputError) {
            message = try InputMessage(line: line, streaming: isStreaming)
            id = message.idJSON
            var writer = JSONWriter()
            if let openTexts {
                try appendStreamRecords(for: message, in: openTexts, to: &writer)
            } else {
                try appendRecords(for: message, to: &writer, terminator: "\n")
            }
            return Output(records: writer.bytes)
        } catch {
            let record = ErrorRecord(lineNumber: number, idJSON: id ?? InputMessage.idJSON(ofLine: line),
                                     message: error.message)
            return Output(records: record.jsonLine, error: record)
        }
    }

    /// Appends `message`'s records to `writer`, each followed by `terminator`;
    /// a message with a bubble gets a row's records
    /// (``appendBubbleRecords(for:bubble:to:terminator:)``).
    ///
    /// - Throws: ``InputError`` when the message's spans do not fit its text
    ///   or the stack (``TextSpan/validate(_:utf16:fonts:)``), or its bubble
    ///   cannot be laid out; nothing is written then.
    func appendRecords(for message: InputMessage, to writer: inout JSONWriter,
                       terminator: StaticString) throws(InputError) {
        if let bubble = message.bubble {
            return try appendBubbleRecords(for: message, bubble: bubble, to: &writer, terminator: terminator)
        }
        let prepared = try prepare(message)
        try appendRecords(id: message.idJSON, missing: prepared.missingClusterCount, to: &writer, terminator: terminator) {
            prepared.layout(width: $0, fontSize: $1, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio,
                            target: target)
        }
    }

    /// The message prepared: plain, styled by its spans, or converted from
    /// Markdown (``InputMessage/styledText(codeFamily:)``).
    private func prepare(_ message: InputMessage) throws(InputError) -> PreparedText {
        let (text, spans) = message.styledText(codeFamily: codeFamily)
        if spans.isEmpty { return PreparedText(text, whiteSpace: whiteSpace, fonts: fonts, target: target) }
        do {
            return try PreparedText(text, spans: spans, whiteSpace: whiteSpace, fonts: fonts, target: target)
        } catch {
            throw InputError(error.description)
        }
    }

    /// Appends the records of the text `layout` lays out at a width and a
    /// size, one per width × size.
    @inline(__always)
    func appendRecords(id: [UInt8], missing: Int, to writer: inout JSONWriter, terminator: StaticString,
                               layout: (Double, Double) -> TextLayout) throws(InputError) {
        for (width, widthText) in zip(widths, widthTexts) {
            for (size, sizeText) in zip(sizes, sizeTexts) {
                try checkDeadline()
                let layout = layout(width, size)
                appendRecordFields(id: id, width: widthText, size: sizeText, lines: layout.lineCount,
                                   height: layout.height, missing: missing, to: &writer)
                writer.appendRaw("}")
                writer.appendRaw(terminator)
            }
        }
    }

    /// Throws the deadline's error once it has passed.
    @inline(__always)
    func checkDeadline() throws(InputError) {
        guard let deadline, ContinuousClock.now > deadline.instant else { return }
        throw InputError(Self.pastDeadlineMessage(seconds: deadline.seconds))
    }

    /// Appends a record's fields, `{"id": …, "width": …, "size": …, "lines":
    /// …, "height": …` and `"missing"` when some clusters have no font, but
    /// not its closing brace: a bubble's record goes on.
    @inline(__always)
    func appendRecordFields(id: [UInt8], width: [UInt8], size: [UInt8], lines: Int, height: Double, missing: Int,
                            to writer: inout JSONWriter) {
        writer.appendRaw(#"{"id": "#)
        writer.appendRaw(id)
        writer.appendRaw(#", "width": "#)
        writer.appendRaw(width)
        writer.appendRaw(#", "size": "#)
        writer.appendRaw(size)
        writer.appendRaw(#", "lines": "#)
        writer.appendInteger(lines)
        writer.appendRaw(#", "height": "#)
        writer.appendNumber(height)
        if missing > 0 {
            writer.appendRaw(#", "missing": "#)
            writer.appendInteger(missing)
        }
    }
}
