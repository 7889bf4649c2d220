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

    private let fonts: FontStack
    private let widths: [Double]
    private let sizes: [Double]
    private let widthTexts: [[UInt8]]
    private let sizeTexts: [[UInt8]]
    private let lineHeight: LineHeight
    private let whiteSpace: WhiteSpace
    private let devicePixelRatio: Double
    /// `steady-measure stream`'s growing messages; nil when each line is a
    /// message of its own.
    private let openTexts: OpenTexts?

    /// Whether lines append to the message of their id.
    var isStreaming: Bool { openTexts != nil }

    init(settings: MeasureSettings, fonts: FontStack, openTexts: OpenTexts? = nil) {
        self.openTexts = openTexts
        self.fonts = fonts
        widths = settings.widths
        sizes = settings.sizes
        widthTexts = settings.widths.map { Array(JSONNumber.text($0).utf8) }
        sizeTexts = settings.sizes.map { Array(JSONNumber.text($0).utf8) }
        lineHeight = settings.lineHeight
        whiteSpace = settings.whiteSpace
        devicePixelRatio = settings.devicePixelRatio
    }

    /// Measures the line `number` whose content is `line`.
    func measure(line: UnsafeBufferPointer<UInt8>, number: Int) -> Output {
        let message: InputMessage
        do {
            message = try InputMessage(line: line, streaming: isStreaming)
            var writer = JSONWriter()
            if let openTexts {
                let text = try openTexts.append(message)
                appendRecords(id: message.idJSON, missing: text.missingClusterCount, to: &writer, terminator: "\n") {
                    text.layout(width: $0, fontSize: $1, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio)
                }
            } else {
                appendRecords(for: message, to: &writer, terminator: "\n")
            }
            return Output(records: writer.bytes)
        } catch {
            let record = ErrorRecord(lineNumber: number, message: error.message)
            return Output(records: record.jsonLine, error: record)
        }
    }

    /// Appends `message`'s records to `writer`, each followed by `terminator`.
    func appendRecords(for message: InputMessage, to writer: inout JSONWriter, terminator: StaticString) {
        let prepared = PreparedText(message.text, whiteSpace: whiteSpace, fonts: fonts)
        appendRecords(id: message.idJSON, missing: prepared.missingClusterCount, to: &writer, terminator: terminator) {
            prepared.layout(width: $0, fontSize: $1, lineHeight: lineHeight, devicePixelRatio: devicePixelRatio)
        }
    }

    /// Appends the records of the text `layout` lays out at a width and a
    /// size, one per width × size.
    @inline(__always)
    private func appendRecords(id: [UInt8], missing: Int, to writer: inout JSONWriter, terminator: StaticString,
                               layout: (Double, Double) -> TextLayout) {
        // CONTRACT.md: the field only when some cluster has no font.
        for (width, widthText) in zip(widths, widthTexts) {
            for (size, sizeText) in zip(sizes, sizeTexts) {
                let layout = layout(width, size)
                writer.appendRaw(#"{"id": "#)
                writer.appendRaw(id)
                writer.appendRaw(#", "width": "#)
                writer.appendRaw(widthText)
                writer.appendRaw(#", "size": "#)
                writer.appendRaw(sizeText)
                writer.appendRaw(#", "lines": "#)
                writer.appendInteger(layout.lineCount)
                writer.appendRaw(#", "height": "#)
                writer.appendNumber(layout.height)
                if missing > 0 {
                    writer.appendRaw(#", "missing": "#)
                    writer.appendInteger(missing)
                }
                writer.appendRaw("}")
                writer.appendRaw(terminator)
            }
        }
    }
}
