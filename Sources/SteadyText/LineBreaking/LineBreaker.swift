/// The greedy line breaker: segments' widths in, lines out.
///
/// It follows Chromium's LayoutNG line breaker:
/// - **The fit test** is ``LineFit``'s, in 1/64 px: each bidi item's piece
///   of the line rounded up on its own; spaces at the end of a line hang.
/// - **Words.** A line breaks only at an opportunity; segments between two
///   opportunities (split only by an item change) move together.
/// - **Line ends are reshaped.** A line that ends inside a kerning pair or a
///   ligature is measured as Chromium shapes it again: the last glyph's own
///   advance (``SegmentMetrics/endAdjustment``), and the first glyph of the
///   next line without what a kern table's pair gave it
///   (``UnitMetrics/startAdjustment(at:)``).
/// - **overflow-wrap: break-word.** A word too wide for an empty line is split
///   where ``BreakWord`` says; the rest starts the next line.
/// - **Forced breaks.** A newline ends its line, and the spaces before it
///   hang as at a wrap; a newline at the very end of the text adds no line.
/// - **Soft hyphens.** A break after a soft hyphen shows a hyphen, which must
///   fit too; if it does not, the line breaks a word earlier, and again while
///   that break is a soft hyphen that does not fit; a first word that does not
///   fit with its hyphen is split by break-word, leaving room for the hyphen.
/// - **Dictionary runs** (Thai, Lao, Khmer, Myanmar) break as if ICU started at
///   the line's first character, as Chromium restarts its iterator per line.
/// - **Tabs** advance to the next multiple of 8 spaces from the line start,
///   skipping a stop closer than half a space.
/// - **Widths glyph by glyph** (``GlyphWidths``), for a text prepared
///   keeping each glyph's advance: each glyph rounded on its own, as the
///   engine rounds it, and no line's end or start shaped again (the kept
///   glyphs have no reshaping to read).
/// - **Near the limit, Chromium's glyph sums** (``NearStepWidths``): for
///   Chromium, a trial line whose width in em rounds to within a unit a
///   piece of the limit is measured again with its pieces near a 1/64 px
///   step summed glyph by glyph, the last as Chromium's line breaker fits
///   it; so is break-word's split there.
/// - **Firefox** (``GeckoAdvances``): widths in app units, a line fits when
///   it is at most the box's width in au. A tab counts toward its line's
///   width; a word that fits an empty line without the tab after it leaves
///   the tab to the next line. The walk holds them as au / 64, so that
///   rounding up to 1/64 keeps them whole.
///
/// ``LinePrefixes`` counts most texts faster, from running totals, with the
/// same ``LineFit`` and ``BreakWord``; this walk counts the rest and gives
/// every line of ``PreparedText/lines(width:fontSize:lineHeight:devicePixelRatio:target:)``. It allocates only the word-start list it reuses from line to line;
/// it reports each line to a closure.
struct LineBreaker {
    let storage: PreparedTextStorage
    /// Available width in 1/64 px units, plus the 1/64 px of epsilon.
    let limit: Int
    let fontSize: Double
    /// Px per em for the primary font's group (FreeType's rounded scale,
    /// ``FontMetrics/advanceScale(fontSize:)``); the fonts scaled by the
    /// size scale by `fontSize` (``FontScaleGroups``).
    let primaryScale: Double
    /// Px per em for the second scale group: its own FreeType scale.
    let secondScale: Double
    /// The engine, whose breaks may be fewer than Chromium's (``EngineBreaks``).
    let engine: RenderingTarget
    /// The breaks the engine does not make: segments with these flags
    /// cannot start a line.
    private let keptBreaks: SegmentFlags
    /// The widths glyph by glyph: Firefox's for the `firefox` target,
    /// Chromium's for a text that keeps its glyphs' advances; nil where the
    /// em totals give the widths.
    private let glyphWidths: GlyphWidths?
    /// Chromium's widths of item pieces near a 1/64 px step (a text that
    /// keeps its source, for Chromium); nil where the em totals give them.
    private let nearStepWidths: NearStepWidths?
    /// Whether every item piece a line closes, and every line emitted, is
    /// made Chromium's (``init(settling:width:fontSize:target:exactUpTo:)``);
    /// otherwise only a trial line whose width lies within its pieces'
    /// rounding of the limit is, at its fit test.
    private let settlesEveryPiece: Bool
    /// Whether the walk follows Firefox: app units, tabs that count.
    private let isGecko: Bool
    /// Firefox's app units per device px (``LayoutTarget``).
    private let appUnitsPerDevicePixel: Int

    /// A walk that wraps as Chromium does: for Chromium at a size on the
    /// 26.6 grid, a trial line whose width in em rounds to within a unit a
    /// piece of the limit is measured again with its pieces near a 1/64 px
    /// step summed glyph by glyph (``NearStepWidths``), for a text that keeps
    /// its source. Off the grid every piece would be, and the em widths
    /// decide, as the running totals' count does (``LinePrefixes``).
    init(storage: PreparedTextStorage, width: Double, fontSize: Double, target: LayoutTarget) {
        let source = target.engine == .chromium && NearStepWidths.slack(0, fontSize: fontSize).isFinite
            ? storage.glyphSource : nil
        let limit = LineFit.limit(width: width)
        self.init(storage: storage, width: width, fontSize: fontSize, target: target,
                  nearStepWidths: source.map { NearStepWidths(source: $0, fontSize: fontSize, upTo: limit) },
                  settlesEveryPiece: false)
    }

    /// A walk whose lines' widths, as emitted, are Chromium's to the 1/64
    /// px: its pieces summed glyph by glyph where their em widths lie near a
    /// 1/64 px step (``NearStepWidths``), for a text that keeps its source,
    /// up to `limit` 1/64 px (the width's limit if nil): the item pieces a
    /// line closes, and the line it emits. For a width that a line's exact
    /// width decides: max-content (at no width limit, where only newlines
    /// end lines), or whether a box fits after the last line.
    init(settling storage: PreparedTextStorage, width: Double, fontSize: Double, target: LayoutTarget,
         exactUpTo limit: Int? = nil) {
        let source = target.engine == .chromium ? storage.glyphSource : nil
        let limit = limit ?? LineFit.limit(width: width)
        self.init(storage: storage, width: width, fontSize: fontSize, target: target,
                  nearStepWidths: source.map { NearStepWidths(source: $0, fontSize: fontSize, upTo: limit) },
                  settlesEveryPiece: true)
    }

    private init(storage: PreparedTextStorage, width: Double, fontSize: Double, target: LayoutTarget,
                 nearStepWidths: NearStepWidths?, settlesEveryPiece: Bool) {
        self.nearStepWidths = nearStepWidths
        self.settlesEveryPiece = settlesEveryPiece
        self.storage = storage
        self.fontSize = fontSize
        self.engine = target.engine
        self.appUnitsPerDevicePixel = target.appUnitsPerDevicePixel
        switch target.engine {
        case .chromium: keptBreaks = []
        case .webkit: keptBreaks = .noBreakInWebKit
        case .firefox: keptBreaks = .noBreakInFirefox
        }
        self.primaryScale = storage.fontMetrics[0].advanceScale(fontSize: fontSize)
        let groups = storage.scaleGroups
        self.secondScale = groups.second.isEmpty
            ? primaryScale : storage.fontMetrics[Int(groups.secondSlot)].advanceScale(fontSize: fontSize)
        isGecko = target.engine == .firefox
        if isGecko {
            glyphWidths = GeckoAdvances.widths(storage: storage, fontSize: fontSize,
                                               appUnitsPerDevicePixel: target.appUnitsPerDevicePixel)
            limit = width.isNaN || width == .infinity ? Int(Int32.max) : max(geckoAppUnits(width), 0)
        } else {
            glyphWidths = storage.keepsGlyphAdvances && target.engine == .chromium
                ? BlinkAdvances.widths(storage: storage, fontSize: fontSize) : nil
            limit = LineFit.limit(width: width)
        }
    }

    /// A line found by the walk, in processed-text offsets.
    struct Line {
        var start: Int
        var end: Int
        /// Width without hanging spaces, in 1/64 px.
        var widthUnits: Int
        /// Width with the spaces at its end, those before a newline too, in
        /// 1/64 px: where an inline box after the text would start (a
        /// bubble's trailing timestamp), and what max-content counts.
        var endUnits: Int
        /// Fonts with glyphs on the line (and its boxes' slot).
        var fontMask: FontSet
    }

    /// The state of the line being filled.
    private struct LineState {
        var start = 0
        var end = 0
        /// Where the open item piece starts, and its content (without the
        /// last segment's trailing spaces) ends.
        var pieceStart = 0
        var pieceContentEnd = 0
        /// Whether the open piece is a tab, whose width is its stop's.
        var pieceIsTab = false
        /// Whether the open piece starts the line with its first glyph shaped
        /// again, and whether its content ends with its last glyph shaped
        /// again (``UnitMetrics/startAdjustment(at:)``, ``SegmentMetrics/endAdjustment``):
        /// the kept glyphs have no such shaping, and such a width stays as it is.
        var pieceStartIsReshaped = false
        var pieceContentEndIsReshaped = false
        /// Closed item pieces, each rounded up, in 1/64 px, and how many.
        var closedUnits = 0
        var closedPieces = 0
        /// The open item piece's width in px, with its trailing spaces.
        var piece = 0.0
        /// The open piece's width without the last segment's trailing spaces.
        var pieceContent = 0.0
        var fontMask: FontSet = []
        var isEmpty = true
        var endsWithSoftHyphen = false
        /// The spaces a forced break left hanging, in 1/64 px: no part of
        /// the line's width, but of the text's max-content (``endUnits``).
        var spacesBeforeNewlineUnits = 0
        /// For a line that starts inside a word break-word split, under
        /// ``RenderingTarget/measuresRestByDifference``: how much wider than
        /// its advances the word's rest is, in em.
        var restAdjustment = 0.0

        init(startingAt offset: Int = 0) {
            start = offset
            end = offset
            pieceStart = offset
            pieceContentEnd = offset
        }

        /// The open piece's widths made Chromium's where they lie near a
        /// 1/64 px step, before they are rounded up: its content's as the
        /// line breaker fits it when the line's fit is `fitting` tested
        /// (``NearStepWidths/fitting(_:_:)``).
        mutating func settle(_ widths: NearStepWidths?, fitting: Bool = false) {
            guard let widths, !pieceIsTab, !pieceStartIsReshaped else { return }
            let contentIsPiece = pieceContentEnd == end && pieceContent == piece
            piece = widths.settled(piece, pieceStart..<end)
            if pieceContentEndIsReshaped { return }
            if fitting {
                pieceContent = widths.fitting(pieceContent, pieceStart..<pieceContentEnd)
            } else {
                pieceContent = contentIsPiece ? piece : widths.settled(pieceContent, pieceStart..<pieceContentEnd)
            }
        }
        /// Whether the line's width may round, its pieces summed glyph by
        /// glyph, to the other side of `limit`: each piece moves by a unit at
        /// most, and the line's fit with it only within that of the limit.
        func mayFitOtherwise(_ limit: Int) -> Bool {
            let units = widthUnits
            return units > limit - (closedPieces + 1) && units <= limit + closedPieces + 1
        }
        /// The line's width (without hanging spaces) in 1/64 px.
        var widthUnits: Int { closedUnits + ceil64(pieceContent) }
        /// The line's width up to its current end, spaces included (those
        /// before a newline too), in 1/64 px.
        var endUnits: Int { closedUnits + ceil64(piece) + spacesBeforeNewlineUnits }
        /// The line's width up to its current end, spaces included, in px.
        var position: Double { Double(closedUnits) / 64 + piece }
    }

    /// Walks the text, calling `emit` once per line, in order.
    ///
    /// From `first`, a segment the whole walk starts a line at (and not
    /// inside a word break-word split, nor in a dictionary run, whose breaks
    /// hang on where the line starts): the lines from there on are the
    /// whole walk's, since the walk carries nothing else from line to line.
    /// It stops after `lineLimit` lines: a clamped text reads no further.
    func walk(from first: Int = 0, lineLimit: Int = .max, _ emit: (Line) -> Void) {
        let s = storage
        let segmentCount = s.segmentCount
        if segmentCount == 0 { return }
        var line = LineState(startingAt: first == 0 ? 0 : Int(s.segmentStarts[first]))
        /// Where the next line starts inside a word that break-word split.
        var resumeOffset: Int? = nil
        var segment = first

        var lineCount = 0
        func finish(_ state: LineState) {
            var state = state
            if settlesEveryPiece { state.settle(nearStepWidths) }
            emit(Line(start: state.start, end: state.end, widthUnits: reportedUnits(fromWalkUnits: state.widthUnits),
                      endUnits: reportedUnits(fromWalkUnits: state.endUnits), fontMask: state.fontMask))
            lineCount += 1
        }

        /// The line as it was before each of its words, and where each word
        /// starts: a break after a soft hyphen whose hyphen does not fit
        /// rewinds word by word. Reused from line to line; kept only for a
        /// text with a soft hyphen, the one case that reads it.
        var wordStarts: [(line: LineState, segment: Int)] = []
        let keepsWordStarts = s.hasSoftHyphen
        var steps = 0   // WorkCount: the segments visited
        defer { WorkCount.add(.lineBreaking, steps) }
        /// The last word of many segments walked (a long word with many
        /// style runs, which break-word splits line after line): kept, so
        /// that each of its lines costs that line's segments, not the rest
        /// of the word.
        var longWord: LongWord? = nil

        while segment < segmentCount {
            // The word: this segment and those after it that cannot break before.
            var last = segment
            if let word = longWord, (word.first...word.last).contains(segment),
               word.last + 1 >= segmentCount || !s.segments[word.last + 1].flags.contains(.breakAfterHyphenInContext) {
                // The rest of a word already walked: no break opportunity
                // lies inside it, wherever the line starts (but one after a
                // hyphen the line may start at).
                last = word.last
            } else {
                while !s.segments[last].flags.contains(.newline) && last + 1 < segmentCount
                        && !canBreak(before: last + 1, lineStart: line.start) {
                    last += 1
                }
                steps += last - segment + 1
                longWord = last - segment >= LongWord.fewestSegments ? LongWord(segment...last, breaker: self) : nil
            }
            var trial = line
            // A trial that passes the limit by more than the rest can take back cannot fit.
            let appended = append(segments: segment...last, from: resumeOffset, to: &trial,
                                  settling: closingWidths, stoppingAbove: longWord.map { limit + $0.shrinkUnits })
            steps += appended
            // Whether Chromium's widths, where the em widths fit, do not.
            var fitsOnlyInEm = false
            if appended == last - segment + 1, let widths = nearStepWidths, trial.mayFitOtherwise(limit) {
                // Within its pieces' rounding of the limit: Chromium's widths decide.
                let fitsInEm = LineFit.fits(trial.widthUnits, limit: limit)
                trial = settled(trial, through: last, widths)
                fitsOnlyInEm = fitsInEm && !LineFit.fits(trial.widthUnits, limit: limit)
            }
            if appended == last - segment + 1 && LineFit.fits(trial.widthUnits, limit: limit)
                || (line.isEmpty && isAllSpace(segment...last, from: resumeOffset)) {
                if keepsWordStarts { wordStarts.append((line, segment)) }
                line = trial
                resumeOffset = nil
                segment = last + 1
                if s.segments[last].flags.contains(.newline) {
                    finish(line)
                    if lineCount == lineLimit { return }
                    line = LineState(startingAt: Int(s.segmentStarts[segment]))
                    wordStarts.removeAll(keepingCapacity: true)
                }
                continue
            }
            if !line.isEmpty {
                // Break before the word. A soft hyphen now at the break shows a
                // hyphen, which must fit too; if not, break a word earlier, and
                // again while that break is a soft hyphen that does not fit.
                let hyphen = ceil64(hyphenPx)
                var ended = line
                var restAdjustment = 0.0
                var restart = segment
                var followingWord = segment
                while ended.endsWithSoftHyphen && !LineFit.fits(ended.widthUnits + hyphen, limit: limit),
                      let previous = wordStarts.popLast() {
                    if previous.line.isEmpty {
                        // The line's first word does not fit with its hyphen:
                        // break-word splits it in the width that leaves room for one.
                        let wordStart = line.start
                        let resume = wordStart == Int(s.segmentStarts[previous.segment]) ? nil : wordStart
                        let split = splitWord(previous.segment...(followingWord - 1), from: resume, limit: limit - hyphen)
                        ended = lineState(units: wordStart..<split.offset, firstSegment: previous.segment,
                                          startingAt: wordStart)
                        restart = split.segment
                        resumeOffset = split.offset == Int(s.segmentStarts[split.segment]) ? nil : split.offset
                        restAdjustment = self.restAdjustment(after: line, startedInside: resume != nil,
                                                             split: resumeOffset)
                        break
                    }
                    ended = previous.line
                    restart = previous.segment
                    followingWord = previous.segment
                }
                if ended.endsWithSoftHyphen { ended.closedUnits += hyphen }
                finish(ended)
                if lineCount == lineLimit { return }
                line = LineState(startingAt: ended.end)
                line.restAdjustment = restAdjustment
                segment = restart
                wordStarts.removeAll(keepingCapacity: true)
                continue
            }
            // The word alone is too wide for an empty line. In Firefox a tab
            // after it counts, and the line breaks before the tab if the word fits.
            if isGecko && last > segment && s.segments[last].flags.contains(.tab) {
                var trial = line
                append(segments: segment...(last - 1), from: resumeOffset, to: &trial, settling: closingWidths)
                if LineFit.fits(trial.widthUnits, limit: limit) {
                    finish(trial)
                    if lineCount == lineLimit { return }
                    line = LineState(startingAt: trial.end)
                    wordStarts.removeAll(keepingCapacity: true)
                    segment = last
                    resumeOffset = nil
                    continue
                }
            }
            // Else break it between graphemes (not after the whole word, which does not fit).
            var split = splitWord(segment...last, from: resumeOffset, limit: limit, wholeFits: !fitsOnlyInEm)
            let pieceStart = resumeOffset ?? Int(s.segmentStarts[segment])
            if engine.keepsSpacesAfterOverflowOffTheLine && s.preservesSpaces && split.segment > segment
                && split.offset == Int(s.segmentStarts[split.segment]) {
                // The split is after the word's spaces: if its last piece of
                // text overflows without them, they start the next line.
                let contentEnd = Int(s.contentEnds[split.segment - 1])
                if contentEnd < split.offset && contentEnd > pieceStart
                    && !s.fontMetrics[Int(s.units.font(at: contentEnd - 1))].isBox
                    && !LineFit.fits(lineState(units: pieceStart..<contentEnd, firstSegment: segment,
                                               startingAt: line.start).widthUnits, limit: limit) {
                    split = (contentEnd, split.segment - 1)
                }
            }
            finish(lineState(units: pieceStart..<split.offset, firstSegment: segment, startingAt: line.start))
            if lineCount == lineLimit { return }
            let startedInside = resumeOffset != nil
            resumeOffset = split.offset == Int(s.segmentStarts[split.segment]) ? nil : split.offset
            let restAdjustment = self.restAdjustment(after: line, startedInside: startedInside, split: resumeOffset)
            line = LineState(startingAt: split.offset)
            line.restAdjustment = restAdjustment
            wordStarts.removeAll(keepingCapacity: true)
            segment = split.segment
        }
        if !line.isEmpty { finish(line) }
    }

    /// ``LineState/restAdjustment`` of the line after `line`, which break-word
    /// ended at `split` inside a word (nil: at a segment's start, where no
    /// rest follows); `startedInside`: whether `line` started inside it too.
    private func restAdjustment(after line: LineState, startedInside: Bool, split: Int?) -> Double {
        guard engine.measuresRestByDifference, let split else { return 0 }
        return BreakWord.restAdjustment(
            after: startedInside ? line.restAdjustment : 0,
            lineStartAdjustment: startedInside ? storage.units.startAdjustment(at: line.start) : 0,
            splitEndAdjustment: storage.units.endAdjustment(at: split - 1))
    }

    /// The width of `segment`'s hanging spaces in px: scaled by the primary
    /// font's scale, or the second group's when its fonts draw them all.
    @inline(__always)
    func spacePx(_ segment: SegmentMetrics) -> Double {
        segment.spaceWidth * (segment.flags.contains(.hangsInSecondGroup) ? secondScale : primaryScale)
    }

    /// A width in px from its em total and the parts of it in the fonts
    /// scaled by the size and in the second scale group's
    /// (``FontScaleGroups``): each font at its own scale.
    @inline(__always)
    func px(_ total: Double, other: Double, second: Double) -> Double {
        total * primaryScale + other * (fontSize - primaryScale) + second * (secondScale - primaryScale)
    }

    /// A box's width in px, from its width in em: a `LayoutUnit`, truncated
    /// to 1/64 px (seen in Chromium: 1.337 em at 17 px is 22.71875 px), and
    /// saturated.
    @inline(__always)
    func boxPx(_ em: Double) -> Double {
        Double(layoutUnits((em * fontSize * 64).rounded(.towardZero))) / 64
    }

    /// The advance of code unit `u` in px (au / 64 for Firefox).
    @inline(__always)
    func unitPx(_ u: Int) -> Double {
        if let glyphWidths { return glyphWidths.px(u..<(u + 1)) }
        let s = storage
        let advance = s.units.widths(u..<(u + 1)).total
        let font = s.units.font(at: u)
        if s.scaleGroups.bySize.contains(font: font) { return advance * fontSize }
        return advance * (s.scaleGroups.second.contains(font: font) ? secondScale : primaryScale)
    }

    /// Whether a line that started at `lineStart` may break before `segment`.
    ///
    /// Chromium restarts its break iterator at each line's start, with the
    /// text before it disregarded; that changes answers inside a
    /// dictionary-broken run the line started in, and after a hyphen the
    /// line starts at (``SegmentFlags/breakAfterHyphenInContext``; WebKit
    /// reads the text before the line: its break stays). Another engine
    /// leaves out the breaks only Chromium makes (``EngineBreaks``).
    @inline(__always)
    private func canBreak(before segment: Int, lineStart: Int) -> Bool {
        let s = storage
        if !s.segmentRuns.isEmpty, case let run = s.segmentRuns[segment], run >= 0 {
            if let canBreak = s.dictionaryRuns[Int(run)].canBreak(before: Int(s.segmentStarts[segment]),
                                                                   lineStart: lineStart) {
                return canBreak
            }
        }
        let flags = s.segments[segment].flags
        if !flags.isDisjoint(with: keptBreaks) { return false }
        if engine == .firefox && flags.contains(.breakInFirefox) { return true }
        if flags.contains(.breakAfterHyphenInContext) && engine == .chromium
            && lineStart == Int(s.segmentStarts[segment]) - 1 { return false }
        return flags.contains(.breakBefore)
    }

    /// Whether a word is all hanging space (no content): it goes on an empty
    /// line whole, since break-word has nothing to split.
    private func isAllSpace(_ segments: ClosedRange<Int>, from resumeOffset: Int?) -> Bool {
        let s = storage
        for k in segments {
            let start = k == segments.lowerBound ? (resumeOffset ?? Int(s.segmentStarts[k])) : Int(s.segmentStarts[k])
            if Int(s.contentEnds[k]) > start { return false }
        }
        return true
    }

    /// The widths an item piece is made Chromium's with when a line closes
    /// it: ``nearStepWidths`` in a walk that settles every piece.
    private var closingWidths: NearStepWidths? { settlesEveryPiece ? nearStepWidths : nil }

    /// `trial`, a line from its start through segment `last`, with each of
    /// its item pieces made Chromium's where it lies near a 1/64 px step:
    /// the line walked again from its start, its pieces settled as they
    /// close, unless the walk settles every piece already, and its open one.
    private func settled(_ trial: LineState, through last: Int, _ widths: NearStepWidths) -> LineState {
        var line = trial
        if !settlesEveryPiece {
            // The segment the line starts in (inside it, after a break-word split).
            let s = storage
            var low = 0
            var high = last
            while low < high {
                let middle = (low + high + 1) / 2
                if Int(s.segmentStarts[middle]) <= trial.start { low = middle } else { high = middle - 1 }
            }
            line = LineState(startingAt: trial.start)
            append(segments: low...last, from: Int(s.segmentStarts[low]) == trial.start ? nil : trial.start,
                   to: &line, settling: widths)
        }
        line.settle(widths, fitting: true)
        return line
    }

    /// Adds whole segments (the first possibly from `resumeOffset`) to a
    /// line, in order, stopping after one that leaves the line wider than
    /// `stoppingAbove` units when that is given; returns how many it added.
    /// Each item piece the line closes is settled with `widths`
    /// (``LineState/settle(_:)``).
    @discardableResult
    private func append(segments: ClosedRange<Int>, from resumeOffset: Int?, to line: inout LineState,
                        settling widths: NearStepWidths?, stoppingAbove: Int? = nil) -> Int {
        let s = storage
        for k in segments {
            if let stop = stoppingAbove, k > segments.lowerBound, line.widthUnits > stop { return k - segments.lowerBound }
            let flags = s.segments[k].flags
            let start = k == segments.lowerBound ? (resumeOffset ?? Int(s.segmentStarts[k])) : Int(s.segmentStarts[k])
            if flags.contains(.newline) && !line.isEmpty {
                // A forced break: the spaces before it hang, as at a wrap (the
                // newline adds nothing, and the line ends after it).
                line.settle(widths)
                line.closedUnits += ceil64(line.pieceContent)
                line.closedPieces += 1
                line.spacesBeforeNewlineUnits = ceil64(line.piece) - ceil64(line.pieceContent)
                line.piece = 0
                line.pieceContent = 0
                line.pieceStart = start
                line.pieceIsTab = false
                line.pieceStartIsReshaped = false
            } else if flags.contains(.startsItem) && !line.isEmpty && start == Int(s.segmentStarts[k]) {
                line.settle(widths)
                line.closedUnits += ceil64(line.piece)
                line.closedPieces += 1
                line.piece = 0
                line.pieceContent = 0
                line.pieceStart = start
                line.pieceIsTab = false
                line.pieceStartIsReshaped = false
            }
            if line.isEmpty && glyphWidths == nil {
                // A line's start is shaped again: its first glyph loses what a
                // pair with the glyph before the break gave it (WebKit's rest of
                // a split word keeps it).
                let adjustment = engine.measuresRestByDifference ? line.restAdjustment : s.units.startAdjustment(at: start)
                line.piece += adjustment * fontSize
                line.pieceStartIsReshaped = adjustment != 0
            }
            var content: Double
            var spaces: Double
            if flags.contains(.tab) {
                // A tab is an item of its own: its width is rounded up on its own.
                // It hangs at a line's end as a space does, but in Firefox,
                // which counts it.
                let width = Double(ceil64(tabWidth(at: line.position))) / 64
                line.pieceIsTab = true
                (content, spaces) = isGecko ? (width, 0) : (0, width)
            } else if let glyphWidths {
                let end = Int(s.contentEnds[k])
                content = glyphWidths.px(start..<end)
                spaces = glyphWidths.px(end..<Int(s.segmentStarts[k + 1]))
            } else if flags.contains(.box) {
                content = boxPx(s.segments[k].contentWidth)
                spaces = 0
            } else if start == Int(s.segmentStarts[k]) {
                content = px(s.segments[k].contentWidth, other: Double(s.segments[k].contentOtherWidth),
                             second: Double(s.segments[k].contentSecondWidth))
                spaces = spacePx(s.segments[k])
            } else {
                // The rest of a segment that break-word split: prefix sums keep this
                // O(1), so a long word split over many lines stays linear.
                let end = Int(s.contentEnds[k])
                let widths = s.units.widths(start..<end)
                content = px(widths.total, other: widths.other, second: widths.second)
                spaces = spacePx(s.segments[k])
            }
            let endAdjustment = glyphWidths == nil ? Double(s.segments[k].endAdjustment) : 0
            line.pieceContent = line.piece + content + endAdjustment * fontSize
            line.pieceContentEndIsReshaped = endAdjustment != 0
            line.piece += content + spaces
            if start == Int(s.segmentStarts[k]) {
                line.fontMask.formUnion(s.segments[k].fontMask)
            } else {
                // The rest of a segment that break-word split: only its own fonts count.
                line.fontMask.formUnion(s.units.fontMask(start..<Int(s.segmentStarts[k + 1])))
            }
            line.isEmpty = false
            line.end = Int(s.segmentStarts[k + 1])
            line.pieceContentEnd = Int(s.contentEnds[k])
            line.endsWithSoftHyphen = flags.contains(.softHyphen)
        }
        return segments.count
    }

    /// A word of at least ``fewestSegments`` segments, kept by ``walk(_:)``
    /// while break-word splits it: its segments, and how much narrower its
    /// later segments can make a line.
    struct LongWord {
        /// Shorter words cost little to walk again, and are not kept.
        static let fewestSegments = 32
        let first: Int
        let last: Int
        /// In 1/64 px, a bound on how much appending more of the word can
        /// take off a line's width: its segments' negative widths (a broken
        /// font's advances) and the largest swing of a line end's
        /// reshaping (``SegmentMetrics/endAdjustment``). For real fonts a
        /// fraction of an em; a line wider than the limit by more than this
        /// cannot fit however much of the word follows.
        let shrinkUnits: Int

        /// Nil for a word in a dictionary run: where it may break depends on
        /// the line's start, so its end is found again for each line.
        init?(_ segments: ClosedRange<Int>, breaker: LineBreaker) {
            let s = breaker.storage
            var negative = 0.0
            var adjustment: Float = 0
            for k in segments {
                if !s.segmentRuns.isEmpty && s.segmentRuns[k] >= 0 { return nil }
                let m = s.segments[k]
                if !m.flags.contains(.box) {
                    negative += min(0, breaker.px(m.contentWidth, other: Double(m.contentOtherWidth),
                                                  second: Double(m.contentSecondWidth)))
                    negative += min(0, breaker.spacePx(m))
                }
                adjustment = max(adjustment, abs(m.endAdjustment))
            }
            first = segments.lowerBound
            last = segments.upperBound
            shrinkUnits = ceil64(-negative + 2 * Double(adjustment) * breaker.fontSize) + 2
        }
    }

    /// A line that starts at `start` and holds the code units `range` of a
    /// word whose first segment is `firstSegment`: what break-word leaves on
    /// a line, summed as ``SplitWidths`` sums the split's candidates.
    private func lineState(units range: Range<Int>, firstSegment: Int, startingAt start: Int) -> LineState {
        var widths = SplitWidths(breaker: self, firstSegment: firstSegment, start: range.lowerBound)
        let sums = widths.sums(to: range.upperBound)
        var line = LineState(startingAt: start)
        line.closedUnits = sums.closed
        line.piece = sums.piece
        line.pieceContent = sums.piece
        if let last = range.last { line.pieceContent += endAdjustmentPx(at: last) }
        line.fontMask = storage.units.fontMask(range)
        line.isEmpty = range.isEmpty
        line.end = range.upperBound
        return line
    }

    /// Where break-word splits a word too wide for an empty line
    /// (``BreakWord``), with its widths summed as this walk sums a line's:
    /// code unit by code unit, each bidi item's piece rounded up on its own;
    /// before the word's end unless the whole word `wholeFits` (it may in
    /// em where it does not summed glyph by glyph).
    func splitWord(_ segments: ClosedRange<Int>, from resumeOffset: Int?, limit: Int,
                   wholeFits: Bool = true) -> (offset: Int, segment: Int) {
        let s = storage
        let start = resumeOffset ?? Int(s.segmentStarts[segments.lowerBound])
        let wordEnd = Int(s.contentEnds[segments.upperBound])
        var widths = SplitWidths(breaker: self, firstSegment: segments.lowerBound, start: start)
        /// The line to `end` in 1/64 px, its end widened by `adjustment` px:
        /// within a unit of the limit, its open piece as Chromium fits it
        /// (``NearStepWidths/fitting(_:_:)``), but where a line end or start
        /// is shaped again.
        func units(to end: Int, adjustment: Double) -> Int {
            let sums = widths.sums(to: end)
            let units = sums.closed + ceil64(sums.piece + adjustment)
            guard let near = nearStepWidths, adjustment == 0, units > limit - 1, units <= limit + 1,
                  !widths.pieceStartIsReshaped else { return units }
            return sums.closed + ceil64(near.fitting(sums.piece, widths.pieceStart..<end))
        }
        let offset = BreakWord.offset(
            start..<wordEnd, isBoundary: s.units.isGraphemeStart,
            fits: { LineFit.fits(units(to: $0, adjustment: 0), limit: limit) },
            reshapedFits: { ($0 < wordEnd || wholeFits)
                && LineFit.fits(units(to: $0, adjustment: endAdjustmentPx(at: $0 - 1)), limit: limit) })
        var segment = segments.lowerBound
        while segment + 1 <= segments.upperBound && Int(s.segmentStarts[segment + 1]) <= offset { segment += 1 }
        if offset >= Int(s.contentEnds[segment]) && offset > start {
            // The split landed at a segment's hanging spaces (the word's trailing
            // ones, or ideographic spaces inside it): they hang on this line.
            return (Int(s.segmentStarts[segment + 1]), segment + 1)
        }
        return (offset, segment)
    }

    /// The width of the line that holds a word's code units from `start` to
    /// an offset, summed code unit by code unit, each bidi item's piece
    /// rounded up on its own: offsets asked in ascending order cost a code
    /// unit each; one before the last asked sums again from `start`
    /// (break-word asks few).
    struct SplitWidths {
        let breaker: LineBreaker
        let firstSegment: Int
        let start: Int
        private var segment: Int
        private var offset: Int
        private var closed = 0
        private var piece = 0.0
        /// Where the open piece starts: at `start`, or where an item starts.
        private(set) var pieceStart: Int
        /// Whether the open piece starts the line with its first glyph shaped again.
        var pieceStartIsReshaped: Bool { pieceStart == start && startIsReshaped }
        private let startIsReshaped: Bool

        /// `start` is where the line starts, whose first glyph is shaped again
        /// (``UnitMetrics/startAdjustment(at:)``).
        init(breaker: LineBreaker, firstSegment: Int, start: Int) {
            self.breaker = breaker
            self.firstSegment = firstSegment
            self.start = start
            segment = firstSegment
            offset = start
            pieceStart = start
            piece = breaker.glyphWidths == nil
                ? breaker.storage.units.startAdjustment(at: start) * breaker.fontSize : 0
            startIsReshaped = piece != 0
        }

        /// In 1/64 px, the line's end widened by `adjustment` px.
        mutating func units(to end: Int, adjustment: Double) -> Int {
            let sums = sums(to: end)
            return sums.closed + ceil64(sums.piece + adjustment)
        }

        /// The closed pieces, in 1/64 px, and the open one, in px, to `end`.
        mutating func sums(to end: Int) -> (closed: Int, piece: Double) {
            if end < offset { self = SplitWidths(breaker: breaker, firstSegment: firstSegment, start: start) }
            let s = breaker.storage
            while offset < end {
                while Int(s.segmentStarts[segment + 1]) <= offset { segment += 1 }
                if offset == Int(s.segmentStarts[segment]) && s.segments[segment].flags.contains(.startsItem)
                    && offset != start {
                    closed += ceil64(piece)
                    piece = 0
                    pieceStart = offset
                }
                if s.segments[segment].flags.contains(.box) && breaker.glyphWidths == nil {
                    // A box is an item of its own, of its truncated width.
                    piece += breaker.boxPx(s.segments[segment].contentWidth)
                } else {
                    piece += breaker.unitPx(offset)
                }
                offset += 1
            }
            return (closed, piece)
        }
    }

    /// The hyphen a soft hyphen shows at a break, in px (au / 64 for Firefox).
    private var hyphenPx: Double { primaryGlyphPx(storage.hyphenWidth) }

    /// A glyph of the primary font `em` wide, in the walk's px: rounded as
    /// the engine rounds it where the widths are glyph by glyph.
    private func primaryGlyphPx(_ em: Double) -> Double {
        if isGecko {
            let scale = GeckoAdvances.GlyphScale(
                metrics: storage.fontMetrics[0], gecko: storage.geckoMetrics.first ?? nil,
                deviceSize: Double(geckoAppUnits(fontSize)) / Double(max(appUnitsPerDevicePixel, 1)),
                cssSize: fontSize, appUnitsPerDevicePixel: appUnitsPerDevicePixel)
            return Double(scale.appUnits(advance: em, kerning: 0)) / 64
        }
        if glyphWidths != nil {
            let scale = BlinkAdvances.GlyphScale(slot: 0, of: storage, fontSize: fontSize)
            return Double(scale.advance16(advance: em, kerning: 0)) / 65536
        }
        return em * primaryScale
    }

    /// How much wider a line ending after code unit `u` gets, in px: none
    /// where the widths are glyph by glyph, as no line's end is shaped again.
    @inline(__always)
    private func endAdjustmentPx(at u: Int) -> Double {
        glyphWidths == nil ? storage.units.endAdjustment(at: u) * fontSize : 0
    }

    /// Whether an inline box `units` wide fits after a line whose end is at
    /// `end` (``Line/endUnits``), both in 1/64 px: the fit test on a
    /// trailing box (a bubble's timestamp). Firefox's is in app units, which
    /// the reported widths round up: rounded down they are exact again.
    func fits(_ units: Int, after end: Int) -> Bool {
        guard isGecko else { return LineFit.fits(end + units, limit: limit) }
        func appUnits(_ reported: Int) -> Int { Int((Double(reported) * 60 / 64).rounded(.down)) }
        return appUnits(end) + appUnits(units) <= limit
    }

    /// A width the walk summed, in 1/64 px: Firefox's, in au, rounded up.
    @inline(__always)
    private func reportedUnits(fromWalkUnits units: Int) -> Int {
        isGecko ? Int((Double(units) * 64 / 60).rounded(.up)) : units
    }

    /// Chromium's tab advance: to the next multiple of 8 spaces, skipping a stop
    /// closer than half a space.
    private func tabWidth(at position: Double) -> Double {
        let space = primaryGlyphPx(storage.spaceWidth)
        let interval = 8 * space
        guard interval > 0 else { return 0 }
        var distance = interval - position.truncatingRemainder(dividingBy: interval)
        if distance < space / 2 { distance += interval }
        return distance
    }
}

extension RenderingTarget {
    /// Whether, in `pre-wrap`, the spaces after a word whose last piece of
    /// text overflows its line start the next line, rather than hanging (after
    /// an overflowing inline box they hang, as in Chromium): Firefox and
    /// WebKitGTK draw "W  x" at 200 px in 120 px as "W" | "  " | "x" ("W" is
    /// 187 px wide), and "ക്ഷ്മ ന്റെ" at 53 px as "ക്ഷ്മ" | " ന്റെ", where
    /// Chromium hangs the spaces after the overflowing "W" and "ക്ഷ്മ". Spaces
    /// after a piece that fits hang in all three.
    var keepsSpacesAfterOverflowOffTheLine: Bool { self == .firefox || self == .webkit }
}
