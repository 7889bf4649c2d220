/// A text that grows at its end, kept as its paragraphs: what ``GrowingText``
/// and SteadyMarkdown's `GrowingMarkdown` hold behind their locks, and what
/// SteadyBubbles lays out as a growing row's text (``GrowingParagraphs``).
///
/// In `pre-wrap` a newline ends a paragraph: no line crosses it, and each
/// paragraph's lines depend on its own text (and spans) alone. So the text
/// is two lists:
/// - the *finished* paragraphs, which no later append changes: prepared
///   once, and at most once more in a chunk of 64 small ones, so that a
///   one-line paragraph costs its text and not a prepared text's fixed
///   cost; laid out once per set of layout parameters (later layouts at the
///   same width, size, line height and ratio add the paragraphs finished
///   since), so a finished line is never broken again;
/// - the *open* pieces after them, which the next append may change: the
///   last paragraph, and for Markdown every paragraph since markup that may
///   still close. Each is prepared when it changes. The first of them may be
///   *held*: a producer that will change them only all at once, if ever
///   (SteadyMarkdown's, for lines after a fence not closed yet), holds them,
///   and they are laid out once per set of layout parameters, as finished
///   ones are, until it releases them; the others are laid out at every
///   layout.
///
/// In `normal` newlines are spaces and the whole text is one open piece.
///
/// The answers are those of ``PreparedText`` for the whole text, bit for
/// bit: the paragraphs' heights are added in device px and converted to CSS
/// px once, as the whole text's are.
///
/// A value: its owner guards it with a lock and calls its mutating members
/// under it.
package struct TextParagraphs {
    /// One or more whole paragraphs prepared as one text: each but the last
    /// ends with its newline.
    package struct Piece {
        package let units: [UInt16]
        /// Over ``units``; valid for the stack (``TextSpan/validate(_:utf16:fonts:)``).
        package let spans: [TextSpan]
        package let prepared: PreparedText
    }

    /// The white-space mode every paragraph is prepared in.
    package let whiteSpace: WhiteSpace
    private let fonts: FontStack
    /// The engine whose shaping every piece is prepared with.
    private let target: RenderingTarget
    /// The base direction every piece is prepared in: left-to-right until
    /// a row's layout asks for the text's own (``autoDirection(fallback:)``).
    package private(set) var direction = TextDirection.leftToRight
    /// The finished text's units and spans, to prepare it again when the
    /// direction changes, and its first strong character's direction. Once
    /// the finished text is prepared in that direction it never changes,
    /// and the units are not kept.
    private var finishedUnits: [UInt16] = []
    private var finishedSpans: [TextSpan] = []
    private var finishedStrongDirection: TextDirection?

    /// The finished text, in order: paragraphs, each with its newline, and
    /// chunks of them prepared as one text.
    private var finished: [PreparedText] = []
    /// Where each finished entry starts in the whole text (UTF-16).
    private var finishedStarts: [Int] = []
    /// The finished text's length (UTF-16).
    private var finishedLength = 0
    /// The finished entries from this one on are paragraphs not yet in a
    /// chunk; `pendingUnits` and `pendingSpans` hold their text.
    private var firstPending = 0
    private var pendingUnits: [UInt16] = []
    private var pendingSpans: [TextSpan] = []
    private var pendingParagraphs = 0
    /// The finished paragraphs, and their missing clusters, counted as they
    /// finish.
    package private(set) var finishedParagraphCount = 0
    private var finishedMissing = 0
    /// The open pieces, after the finished text.
    package private(set) var open: [Piece] = []
    /// The first open pieces, held (``holdOpen(_:)``), their length and
    /// missing clusters.
    package private(set) var heldCount = 0
    private var heldLength = 0
    private var heldMissing = 0
    /// The finished entries laid out, per set of layout parameters, and
    /// their widest line unwrapped, per font size; the held pieces' too.
    private var laidOut = KeptTotals<FinishedLines>()
    private var unwrapped = KeptTotals<FinishedWidths>()
    private var heldLaidOut = KeptTotals<FinishedLines>()
    private var heldUnwrapped = KeptTotals<FinishedWidths>()

    /// How many finished paragraphs are prepared again as one chunk. A
    /// prepared text has a fixed cost besides its text (its arrays and
    /// their headers, about 500 bytes), which one-line paragraphs would pay
    /// each: in chunks, a finished paragraph costs what its text costs in
    /// one prepared text, and each paragraph is prepared twice at most.
    package static let chunkParagraphs = 64

    /// An empty text, prepared in `whiteSpace` with `fonts`, shaped for
    /// `target`, as it grows.
    package init(whiteSpace: WhiteSpace, fonts: FontStack, target: RenderingTarget) {
        self.whiteSpace = whiteSpace
        self.fonts = fonts
        self.target = target
    }

    /// The whole text's length in UTF-16 code units.
    package var utf16Count: Int { open[heldCount...].reduce(finishedLength + heldLength) { $0 + $1.units.count } }

    /// ``PreparedText/missingClusterCount`` of the whole text.
    ///
    /// - Complexity: O(open pieces not held): the others' count is kept.
    package var missingClusterCount: Int {
        open[heldCount...].reduce(finishedMissing + heldMissing) { $0 + $1.prepared.missingClusterCount }
    }

    /// The held pieces, prepared.
    private var heldPieces: LazyMapSequence<ArraySlice<Piece>, PreparedText> { open[..<heldCount].lazy.map(\.prepared) }

    // MARK: Growing

    /// Adds `units`, `paragraphs` whole paragraphs without spans (the last
    /// unit a newline), to the finished text as one prepared text, after
    /// the finished text and before the open pieces. Fewer than
    /// ``chunkParagraphs`` wait for more, and once as many wait, they are
    /// prepared again as one chunk.
    package mutating func finish(_ units: [UInt16], paragraphs: Int) {
        guard paragraphs >= Self.chunkParagraphs else {
            addFinished(prepare(units, spans: []), units: units, spans: [], paragraphs: paragraphs)
            return
        }
        // Many at once: one chunk of its own, whose running totals take a
        // block of their own (see makeChunk).
        makeChunk()
        let chunk = PreparedText(storageInABlockOfItsOwn: prepareStorage(units, spans: []))
        record(units, spans: [])
        appendFinished(chunk, paragraphs: paragraphs)
        firstPending = finished.count
    }

    /// Makes `units` and `spans` (the text after the finished text and the
    /// held pieces) the open pieces after the held ones: in `pre-wrap` each
    /// paragraph a piece, in `normal` all of it one. A piece equal to the
    /// open piece at its place keeps its preparation; the others are
    /// prepared.
    ///
    /// - Parameters:
    ///   - units: the open text after the held pieces.
    ///   - spans: its spans, valid for the stack
    ///     (``TextSpan/validate(_:utf16:fonts:)``), as they would be over
    ///     the whole text: a span across a newline is cut there.
    package mutating func replaceOpen(with units: [UInt16], spans: [TextSpan]) {
        var pieces: [Piece] = []
        var start = 0
        var firstSpan = 0
        while start < units.count {
            let end = whiteSpace == .preWrap ? (units[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? units.count)
                                             : units.count
            // The spans that reach into start..<end, cut to it.
            while firstSpan < spans.count && spans[firstSpan].end <= start { firstSpan += 1 }
            var cut: [TextSpan] = []
            for var span in spans[firstSpan...] {
                guard span.start < end else { break }
                span.start = max(span.start, start) - start
                span.end = min(span.end, end) - start
                cut.append(span)
            }
            let text = Array(units[start..<end])
            let place = heldCount + pieces.count
            if place < open.count && open[place].units == text && open[place].spans == cut {
                pieces.append(open[place])
            } else {
                pieces.append(Piece(units: text, spans: cut, prepared: prepare(text, spans: cut)))
            }
            start = end
        }
        open.replaceSubrange(heldCount..., with: pieces)
    }

    /// Holds the first `count` open pieces after those held: the producer
    /// changes them again only after ``releaseHeld()``, so they are laid out
    /// once per set of layout parameters, as finished ones are.
    package mutating func holdOpen(_ count: Int) {
        let count = min(max(count, 0), open.count - heldCount)
        for piece in open[heldCount..<(heldCount + count)] {
            heldLength += piece.units.count
            heldMissing += piece.prepared.missingClusterCount
        }
        heldCount += count
    }

    /// Releases the held pieces: they are open pieces as the others, which
    /// ``replaceOpen(with:spans:)`` replaces.
    package mutating func releaseHeld() {
        heldCount = 0
        heldLength = 0
        heldMissing = 0
        heldLaidOut = KeptTotals()
        heldUnwrapped = KeptTotals()
    }

    /// Finishes the first `count` open pieces: they join the finished text
    /// as prepared, and no append changes them again. Held pieces are
    /// released first.
    package mutating func finishOpen(_ count: Int) {
        let count = min(max(count, 0), open.count)
        if count > 0 && heldCount > 0 { releaseHeld() }
        for piece in open[..<count] {
            addFinished(piece.prepared, units: piece.units, spans: piece.spans,
                        paragraphs: piece.units.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
        }
        open.removeFirst(count)
    }

    /// Adds a finished entry of `paragraphs` paragraphs, and its text to
    /// those waiting for a chunk.
    private mutating func addFinished(_ prepared: PreparedText, units: [UInt16], spans: [TextSpan], paragraphs: Int) {
        record(units, spans: spans)
        appendFinished(prepared, paragraphs: paragraphs)
        Self.append(units, spans: spans, to: &pendingUnits, &pendingSpans)
        pendingParagraphs += paragraphs
        if pendingParagraphs >= Self.chunkParagraphs { makeChunk() }
    }

    private mutating func appendFinished(_ prepared: PreparedText, paragraphs: Int) {
        finishedStarts.append(finishedLength)
        finished.append(prepared)
        finishedLength += prepared.utf16Count
        finishedMissing += prepared.missingClusterCount
        finishedParagraphCount += paragraphs
    }

    /// Prepares the paragraphs waiting (if any) as one chunk in their place.
    private mutating func makeChunk() {
        let first = firstPending
        guard first < finished.count else { return }
        // One prepared text for the pending paragraphs: no line crosses a
        // newline, so its lines are theirs, and its height in device px
        // their sum. Its totals take a block of their own: the paragraphs'
        // shared block would otherwise live as long as the chunk.
        let chunk = PreparedText(storageInABlockOfItsOwn: prepareStorage(pendingUnits, spans: pendingSpans))
        let pending = finished[first...]
        finishedMissing += chunk.missingClusterCount - pending.reduce(0) { $0 + $1.missingClusterCount }
        laidOut.chunking(pending)
        unwrapped.chunking(pending)
        finished.replaceSubrange(first..., with: [chunk])
        finishedStarts.removeSubrange((first + 1)...)
        firstPending = finished.count
        pendingUnits.removeAll(keepingCapacity: true)
        pendingSpans.removeAll(keepingCapacity: true)
        pendingParagraphs = 0
    }

    /// Keeps `units` and `spans`, finished, as the finished text's end,
    /// while the finished text may be prepared again.
    private mutating func record(_ units: [UInt16], spans: [TextSpan]) {
        if finishedStrongDirection == nil {
            finishedStrongDirection = TextDirection(firstStrongCharacterOf: String(decoding: units, as: UTF16.self),
                                                    spans: spans)
        }
        Self.append(units, spans: spans, to: &finishedUnits, &finishedSpans)
        dropFinishedUnitsIfSettled()
    }

    /// Lets the finished text's units go once its direction is settled: it
    /// holds a strong character and is prepared in its direction.
    private mutating func dropFinishedUnitsIfSettled() {
        if finishedStrongDirection == direction && !finishedUnits.isEmpty {
            finishedUnits = []
            finishedSpans = []
        }
    }

    /// Appends `units` and `spans` to `text` and `textSpans`, each span
    /// moved to where its units land.
    private static func append(_ units: [UInt16], spans: [TextSpan], to text: inout [UInt16],
                               _ textSpans: inout [TextSpan]) {
        textSpans += spans.map { span in
            var shifted = span
            shifted.start += text.count
            shifted.end += text.count
            return shifted
        }
        text += units
    }

    private func prepare(_ units: [UInt16], spans: [TextSpan]) -> PreparedText {
        PreparedText(storage: prepareStorage(units, spans: spans))
    }

    private func prepareStorage(_ units: [UInt16], spans: [TextSpan]) -> PreparedTextStorage {
        spans.isEmpty
            ? PreparedTextStorage.prepare(units, whiteSpace: whiteSpace, direction: direction, fonts: fonts, useCache: true,
                                          rules: target.preparationRules)
            : PreparedTextStorage.prepare(units, spans: spans, whiteSpace: whiteSpace, direction: direction, fonts: fonts,
                                          rules: target.preparationRules)
    }

    // MARK: Direction

    /// The text's direction under `dir="auto"`: its first strong
    /// character's (``TextDirection/init(firstStrongCharacterOf:spans:)``),
    /// else `fallback`. When it is not the direction the text was prepared
    /// in, the text is prepared again in it, whole: at a row's first layout
    /// of a right-to-left text, and when a text of no strong character yet
    /// gets one or a new fallback. Once the text holds a strong character,
    /// its direction stays.
    package mutating func autoDirection(fallback: TextDirection) -> TextDirection {
        let strong = finishedStrongDirection ?? open.lazy.compactMap {
            TextDirection(firstStrongCharacterOf: String(decoding: $0.units, as: UTF16.self), spans: $0.spans)
        }.first
        let resolved = strong ?? fallback
        if resolved != direction {
            direction = resolved
            prepareAgain()
            dropFinishedUnitsIfSettled()
        }
        return resolved
    }

    /// Prepares every piece again in ``direction``: the finished text as
    /// one chunk, the open pieces each as they were.
    private mutating func prepareAgain() {
        let paragraphs = finishedParagraphCount
        finished = []
        finishedStarts = []
        finishedLength = 0
        finishedMissing = 0
        finishedParagraphCount = 0
        pendingUnits = []
        pendingSpans = []
        pendingParagraphs = 0
        laidOut = KeptTotals()
        unwrapped = KeptTotals()
        heldLaidOut = KeptTotals()
        heldUnwrapped = KeptTotals()
        if !finishedUnits.isEmpty {
            appendFinished(PreparedText(storageInABlockOfItsOwn: prepareStorage(finishedUnits, spans: finishedSpans)),
                           paragraphs: paragraphs)
        }
        firstPending = finished.count
        open = open.map { Piece(units: $0.units, spans: $0.spans, prepared: prepare($0.units, spans: $0.spans)) }
        heldMissing = open[..<heldCount].reduce(0) { $0 + $1.prepared.missingClusterCount }
    }

    // MARK: Laying out

    /// The whole text's line count and height, as
    /// ``PreparedText/layout(width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// gives them for it.
    ///
    /// - Complexity: the paragraphs finished since the last layout at these
    ///   parameters, and the open pieces; O(all paragraphs) at new parameters.
    package mutating func layout(width: Double, fontSize: Double, lineHeight: LineHeight,
                                 devicePixelRatio: Double, target: RenderingTarget) -> TextLayout {
        let scale = DeviceScale(devicePixelRatio, target: target)
        var layout = layoutInDevicePixels(width: scale.device(width),
                                          fontSize: LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize)),
                                          lineHeight: LayoutLimits.clamp(scale.device(lineHeight)),
                                          target: LayoutTarget(target, devicePixelRatio: devicePixelRatio))
        layout.height = scale.css(layout.height)
        return layout
    }

    /// ``layout(width:fontSize:lineHeight:devicePixelRatio:target:)`` in device px,
    /// from lengths already converted (``DeviceScale``) and clamped, as
    /// ``PreparedText/layoutInDevicePixels(width:fontSize:lineHeight:target:)``.
    package mutating func layoutInDevicePixels(width: Double, fontSize: Double, lineHeight: LineHeight,
                                               target: LayoutTarget) -> TextLayout {
        let key = LayoutKey(width: width, fontSize: fontSize, lineHeight: lineHeight, target: target)
        let lines = laidOut.total(at: key, of: finished)
        let held = heldLaidOut.total(at: key, of: heldPieces)
        var total = TextLayout(lineCount: lines.lineCount + held.lineCount, height: lines.deviceHeight + held.deviceHeight)
        for piece in open[heldCount...] {
            let layout = piece.prepared.layoutInDevicePixels(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                                             target: target)
            total.lineCount += layout.lineCount
            total.height += layout.height
        }
        return total
    }

    /// The whole text's lines, as ``PreparedText/lines(width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// gives them for it, ranges in the whole text.
    ///
    /// - Complexity: O(all paragraphs): for drawing or debugging, not for
    ///   every token.
    package func lines(width: Double, fontSize: Double, lineHeight: LineHeight,
                       devicePixelRatio: Double, target: RenderingTarget) -> [TextLine] {
        var result: [TextLine] = []
        var paragraphs = Array(zip(finishedStarts, finished))
        var start = finishedLength
        for piece in open {
            paragraphs.append((start, piece.prepared))
            start += piece.units.count
        }
        for (start, paragraph) in paragraphs {
            for var line in paragraph.lines(width: width, fontSize: fontSize, lineHeight: lineHeight,
                                            devicePixelRatio: devicePixelRatio, target: target) {
                line.range = (line.range.lowerBound + start)..<(line.range.upperBound + start)
                result.append(line)
            }
        }
        return result
    }

    // MARK: What a row asks (SteadyBubbles)

    /// ``PreparedText/unwrappedWidths(fontSize:target:)`` of the whole text: the
    /// widest paragraph unwrapped, and the last one's width (0 for a text
    /// that ends with a newline, whose last width a row does not read: held
    /// and finished pieces end with their newlines).
    ///
    /// - Complexity: the paragraphs finished since the last call at this
    ///   size, and the open pieces.
    package mutating func unwrappedWidths(fontSize: Double, target: LayoutTarget) -> (widest: Int, last: Int) {
        let key = UnwrappedKey(fontSize: fontSize, target: target)
        var widest = max(unwrapped.total(at: key, of: finished).widest,
                         heldUnwrapped.total(at: key, of: heldPieces).widest)
        var last = 0
        for piece in open[heldCount...] {
            let widths = piece.prepared.unwrappedWidths(fontSize: fontSize, target: target)
            widest = max(widest, widths.widest)
            last = widths.last
        }
        return (widest, last)
    }

    /// The prepared text that holds the whole text's last line: the last
    /// open piece; nil when there is none (an empty text, or one that ends
    /// with a newline in `pre-wrap`).
    package var lastPiece: PreparedText? { open.last?.prepared }

    /// Whether the text ends with a newline.
    package var endsWithNewline: Bool { lastUnit == 0x0A }

    /// Whether the text's last character is white space (Unicode's
    /// `White_Space`, all of it in the BMP, so never a surrogate's).
    package var endsInSpace: Bool {
        guard let unit = lastUnit, let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isWhitespace
    }

    private var lastUnit: UInt16? {
        if let unit = open.last?.units.last { return unit }
        // A finished paragraph ends with its newline.
        return finishedLength > 0 ? 0x0A : nil
    }

    /// ``PreparedText/strutUnits(fontSize:target:)``: the stack's, whatever the text.
    package func strutUnits(fontSize: Double, target: LayoutTarget) -> Int {
        PreparedText.strutUnits(fontMetrics: fonts.slotMetrics, geckoMetrics: fonts.slotGeckoMetrics, fontSize: fontSize,
                                target: target)
    }
}

/// Layout parameters in device px, as ``PreparedText`` lays out.
private struct LayoutKey: Hashable {
    var width: Double
    var fontSize: Double
    var lineHeight: LineHeight
    var target: LayoutTarget
}

/// A sum over finished entries at one key, which the next entries add to.
private protocol FinishedTotal {
    associatedtype Key: Hashable
    init()
    /// Adds `entry`, the next finished entry, at `key`.
    mutating func add(_ entry: PreparedText, at key: Key)
}

/// The lines of finished entries at a set of layout parameters.
private struct FinishedLines: FinishedTotal {
    var lineCount = 0
    var deviceHeight = 0.0

    mutating func add(_ entry: PreparedText, at key: LayoutKey) {
        let layout = entry.layoutInDevicePixels(width: key.width, fontSize: key.fontSize, lineHeight: key.lineHeight,
                                                target: key.target)
        lineCount += layout.lineCount
        deviceHeight += layout.height
    }
}

/// The widest unwrapped line of finished entries at a font size, for a target.
private struct FinishedWidths: FinishedTotal {
    var widest = 0

    mutating func add(_ entry: PreparedText, at key: UnwrappedKey) {
        widest = max(widest, entry.unwrappedWidths(fontSize: key.fontSize, target: key.target).widest)
    }
}

/// What unwrapped widths depend on: the font size and how the target measures.
private struct UnwrappedKey: Hashable {
    var fontSize: Double
    var target: LayoutTarget
}

/// A ``FinishedTotal`` of the first finished entries per key, kept for a few
/// keys, so that the next question at a key reads only the entries
/// finished since.
private struct KeptTotals<Total: FinishedTotal> {
    private var totals: [Total.Key: (entries: Int, total: Total)] = [:]

    /// The most keys kept (a streaming bubble is laid out at one or two per
    /// width and size).
    static var keptCount: Int { 8 }

    /// The total of all of `finished` at `key`.
    mutating func total(at key: Total.Key, of finished: some Collection<PreparedText>) -> Total {
        var kept = totals[key] ?? (0, Total())
        WorkCount.add(.growingText, finished.count - kept.entries)
        for entry in finished.dropFirst(kept.entries) { kept.total.add(entry, at: key) }
        kept.entries = finished.count
        if totals[key] == nil && totals.count >= Self.keptCount { totals.removeAll(keepingCapacity: true) }
        totals[key] = kept
        return kept.total
    }

    /// `pending`, the last finished entries, become one chunk at
    /// `pending.startIndex`: a total that covered some of them adds the
    /// rest first, and then covers the chunk.
    mutating func chunking(_ pending: ArraySlice<PreparedText>) {
        for (key, var kept) in totals where kept.entries > pending.startIndex {
            WorkCount.add(.growingText, pending.endIndex - kept.entries)
            for entry in pending[kept.entries...] { kept.total.add(entry, at: key) }
            kept.entries = pending.startIndex + 1
            totals[key] = kept
        }
    }
}
