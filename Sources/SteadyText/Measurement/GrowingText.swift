/// A text that grows at its end, as an assistant's answer streams in token
/// by token, laid out after every token at the cost of what arrived.
///
/// In `pre-wrap` a newline ends a paragraph: no line crosses it, and each
/// paragraph's lines depend on its own text alone. So a paragraph is prepared
/// when its newline arrives (with the others that append finishes), and at
/// most once more, in a chunk of 64 small ones, so that a one-line paragraph
/// costs its text and not a prepared text's fixed cost; an append prepares
/// only the paragraph it joins (the last, open one: its tokens seen before
/// are found in the font stack's caches, so mostly the new ones are shaped).
/// And the finished paragraphs are laid out once per set of layout
/// parameters: later layouts at the same width, size, line height and ratio add the new
/// paragraphs and the open one to the lines kept, so a finished line is never
/// broken again. In `normal` newlines are spaces, the whole text is one
/// paragraph, and each append prepares all of it (still mostly from the
/// caches).
///
/// The answers are those of ``PreparedText`` for the whole text, bit for
/// bit: the paragraphs' heights are added in device px and converted to CSS
/// px once, as the whole text's are.
///
/// ```swift
/// let answer = GrowingText(fonts: fonts)
/// for token in ["Sure", "! Here", " is how:\n", "1. Open"] {
///     answer.append(token)
///     let height = answer.layout(width: 280, fontSize: 17, lineHeight: .normal).height
/// }
/// ```
///
/// One object may be appended to and laid out from any thread; calls are
/// serialized.
public final class GrowingText: Sendable {
    /// The white-space mode every paragraph is prepared in.
    public let whiteSpace: WhiteSpace
    private let fonts: FontStack
    private let state: Locked<State>

    private struct State {
        /// The finished text, in order: paragraphs, each with its newline,
        /// and chunks of them prepared as one text.
        var finished: [PreparedText] = []
        /// Where each finished entry starts in the whole text (UTF-16).
        var finishedStarts: [Int] = []
        /// The finished entries from this one on are paragraphs not yet in
        /// a chunk; `pendingUnits` holds their text.
        var firstPending = 0
        var pendingUnits: [UInt16] = []
        var pendingParagraphs = 0
        /// The finished paragraphs, and their missing clusters, counted as
        /// they finish.
        var finishedParagraphs = 0
        var finishedMissing = 0
        /// The open paragraph's code units, and it prepared.
        var open: [UInt16] = []
        var openPrepared: PreparedText?
        /// The finished entries laid out, per set of layout parameters.
        var laidOut: [LayoutKey: FinishedLines] = [:]

        var utf16Count: Int { (finishedStarts.last ?? 0) + (finished.last?.utf16Count ?? 0) + open.count }
    }

    /// Layout parameters in device px, as ``PreparedText`` lays out.
    private struct LayoutKey: Hashable {
        var width: Double
        var fontSize: Double
        var lineHeight: LineHeight
    }

    /// The first `paragraphs` finished entries laid out at one key.
    private struct FinishedLines {
        var paragraphs = 0
        var lineCount = 0
        var deviceHeight = 0.0

        /// Adds the finished entries `entries` (the next ones), laid out at `key`.
        mutating func add(_ entries: ArraySlice<PreparedText>, at key: LayoutKey) {
            WorkCount.add(.growingText, entries.count)
            for entry in entries {
                let layout = entry.layoutInDevicePixels(width: key.width, fontSize: key.fontSize, lineHeight: key.lineHeight)
                lineCount += layout.lineCount
                deviceHeight += layout.height
            }
            paragraphs += entries.count
        }
    }

    /// The most parameter sets whose finished lines are kept (a streaming
    /// bubble is laid out at one or two).
    static let keptLayoutCount = 8

    /// How many finished paragraphs are prepared again as one chunk. A
    /// prepared text has a fixed cost besides its text (its arrays and
    /// their headers, about 500 bytes), which one-line paragraphs would pay
    /// each: in chunks, a finished paragraph costs what its text costs in
    /// one prepared text, and each paragraph is prepared twice at most.
    static let chunkParagraphs = 64

    /// A growing text that starts as `text`.
    ///
    /// - Parameters:
    ///   - text: the text so far; empty by default.
    ///   - whiteSpace: the CSS white-space mode.
    ///   - fonts: the font stack; its caches are used and filled.
    public init(_ text: String = "", whiteSpace: WhiteSpace = .preWrap, fonts: FontStack) {
        self.whiteSpace = whiteSpace
        self.fonts = fonts
        state = Locked(State())
        append(text)
    }

    /// The whole text's length in UTF-16 code units.
    public var utf16Count: Int { state.withLock { $0.utf16Count } }

    /// How many grapheme clusters of the text are drawn with no font of the
    /// stack (``PreparedText/missingClusterCount``), in all its paragraphs.
    ///
    /// - Complexity: O(1): the finished paragraphs' count is kept.
    public var missingClusterCount: Int {
        state.withLock { $0.finishedMissing + ($0.openPrepared?.missingClusterCount ?? 0) }
    }

    /// How many paragraphs are finished (prepared for good): those ended by
    /// a newline in `pre-wrap`; always 0 in `normal`. For the package's tests
    /// (`package`); here rather than in a `+Testing` file because it reads
    /// the private state.
    package var finishedParagraphCount: Int { state.withLock { $0.finishedParagraphs } }

    /// Adds `text` at the end.
    ///
    /// - Complexity: O(the open paragraph with `text`), plus shaping its
    ///   tokens that no text shaped before; the paragraphs it finishes are
    ///   prepared as one text, and every 64 small ones again as one chunk.
    public func append(_ text: String) {
        let units = Array(text.utf16)
        state.withLock { state in
            state.open += units
            // In pre-wrap, the open paragraph's newlines end paragraphs.
            if whiteSpace == .preWrap, let newline = state.open.lastIndex(of: 0x0A) {
                let paragraphs = state.open[...newline].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                finish(state.open[...newline], paragraphs: paragraphs, in: &state)
                state.open.removeFirst(newline + 1)
            }
            state.openPrepared = state.open.isEmpty ? nil : prepare(state.open)
        }
    }

    /// Adds `units`, `paragraphs` whole paragraphs, to the finished text as
    /// one prepared text. Fewer than ``chunkParagraphs`` wait for more, and
    /// once as many wait, they are prepared again as one chunk.
    private func finish(_ units: ArraySlice<UInt16>, paragraphs: Int, in state: inout State) {
        if paragraphs >= Self.chunkParagraphs { makeChunk(of: &state) }
        let prepared = paragraphs >= Self.chunkParagraphs
            ? PreparedText(storageInABlockOfItsOwn: PreparedTextStorage.prepare(Array(units), whiteSpace: whiteSpace,
                                                                                 fonts: fonts, useCache: true))
            : prepare(Array(units))
        state.finishedStarts.append(state.utf16Count - state.open.count)
        state.finished.append(prepared)
        state.finishedMissing += prepared.missingClusterCount
        state.finishedParagraphs += paragraphs
        if paragraphs >= Self.chunkParagraphs {
            state.firstPending = state.finished.count
            return
        }
        state.pendingUnits += units
        state.pendingParagraphs += paragraphs
        if state.pendingParagraphs >= Self.chunkParagraphs { makeChunk(of: &state) }
    }

    /// Prepares the paragraphs waiting (if any) as one chunk in their place.
    private func makeChunk(of state: inout State) {
        let first = state.firstPending
        guard first < state.finished.count else { return }
        // One prepared text for the pending paragraphs: no line crosses a
        // newline, so its lines are theirs, and its height in device px
        // their sum. Its totals take a block of their own: the paragraphs'
        // shared block would otherwise live as long as the chunk.
        let chunk = PreparedText(storageInABlockOfItsOwn: PreparedTextStorage.prepare(
            state.pendingUnits, whiteSpace: whiteSpace, fonts: fonts, useCache: true))
        let pending = state.finished[first...]
        state.finishedMissing += chunk.missingClusterCount - pending.reduce(0) { $0 + $1.missingClusterCount }
        // A layout that covered some of the paragraphs lays out the rest
        // first, and then covers the chunk.
        for (key, var lines) in state.laidOut where lines.paragraphs > first {
            lines.add(pending[lines.paragraphs...], at: key)
            lines.paragraphs = first + 1
            state.laidOut[key] = lines
        }
        state.finished.replaceSubrange(first..., with: [chunk])
        state.finishedStarts.removeSubrange((first + 1)...)
        state.firstPending = state.finished.count
        state.pendingUnits.removeAll(keepingCapacity: true)
        state.pendingParagraphs = 0
    }

    private func prepare(_ units: [UInt16]) -> PreparedText {
        PreparedText(storage: PreparedTextStorage.prepare(units, whiteSpace: whiteSpace, fonts: fonts, useCache: true))
    }

    /// The whole text's line count and height, as
    /// ``PreparedText/layout(width:fontSize:lineHeight:devicePixelRatio:)``
    /// gives them for it.
    ///
    /// - Complexity: the paragraphs finished since the last layout at these
    ///   parameters, and the open one; O(all paragraphs) at new parameters.
    public func layout(width: Double, fontSize: Double, lineHeight: LineHeight,
                       devicePixelRatio: Double = 1) -> TextLayout {
        let scale = DeviceScale(devicePixelRatio)
        let key = LayoutKey(width: scale.device(width),
                            fontSize: LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize)),
                            lineHeight: LayoutLimits.clamp(scale.device(lineHeight)))
        return state.withLock { state in
            var lines = state.laidOut[key] ?? FinishedLines()
            lines.add(state.finished[lines.paragraphs...], at: key)
            if state.laidOut[key] == nil && state.laidOut.count >= Self.keptLayoutCount {
                state.laidOut.removeAll(keepingCapacity: true)
            }
            state.laidOut[key] = lines
            var total = TextLayout(lineCount: lines.lineCount, height: lines.deviceHeight)
            if let open = state.openPrepared {
                let layout = open.layoutInDevicePixels(width: key.width, fontSize: key.fontSize,
                                                       lineHeight: key.lineHeight)
                total.lineCount += layout.lineCount
                total.height += layout.height
            }
            total.height = scale.css(total.height)
            return total
        }
    }

    /// The whole text's lines, as ``PreparedText/lines(width:fontSize:lineHeight:devicePixelRatio:)``
    /// gives them for it, ranges in the whole text.
    ///
    /// - Complexity: O(all paragraphs): for drawing or debugging, not for
    ///   every token.
    public func lines(width: Double, fontSize: Double, lineHeight: LineHeight,
                      devicePixelRatio: Double = 1) -> [TextLine] {
        state.withLock { state in
            var result: [TextLine] = []
            var paragraphs = Array(zip(state.finishedStarts, state.finished))
            if let open = state.openPrepared { paragraphs.append((state.utf16Count - state.open.count, open)) }
            for (start, paragraph) in paragraphs {
                for var line in paragraph.lines(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                                devicePixelRatio: devicePixelRatio) {
                    line.range = (line.range.lowerBound + start)..<(line.range.upperBound + start)
                    result.append(line)
                }
            }
            return result
        }
    }
}
