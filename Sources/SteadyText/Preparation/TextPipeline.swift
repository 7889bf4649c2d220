/// What the preparation pipeline finds in a piece of text: its segments
/// and its code units' numbers, in the processed text's offsets. A whole
/// text's analysis becomes a ``Storage``; a word's is cached and joined to
/// its neighbours' (``TokenCache``).
struct TextPipeline: Sendable {
    /// Segment `s` covers offsets `segmentStarts[s] ..< segmentStarts[s + 1]`.
    var segmentStarts: [Int32] = []
    /// Where each segment's trailing spaces (which hang at a wrap) begin.
    var contentEnds: [Int32] = []
    var segments: [SegmentMetrics] = []
    /// Each code unit's advance in em (a cluster's advance shared among its code points).
    var unitAdvances: [Double] = []
    /// Each code unit's font.
    var unitFonts: [UInt8] = []
    /// The strut slot of each code unit's span, 0 for none (``UnitMetrics``).
    var unitStruts: [UInt8] = []
    /// ``ShapedRun/endAdjustments`` of each code unit.
    var unitEndAdjustments: [Double] = []
    /// ``ShapedRun/startAdjustments`` of each code unit.
    var unitStartAdjustments: [Double] = []
    /// ``ShapedRun/missing`` of each code unit.
    var unitMissing: [Bool] = []
    /// Whether each code unit is drawn in a font its span's style emboldens
    /// (``FontFallbackList/emboldened``); kept only for rules that keep each
    /// glyph's advance (Gecko's widths read it), and empty when none is.
    var unitEmboldened: [Bool] = []
    /// For rules that keep each glyph's advance, the box Gecko draws for each
    /// code unit no font has (``GeckoUnits/missingBoxes``); empty when the
    /// text has none or the rules do not keep them.
    var unitMissingBoxes: [UInt8] = []
    /// How many grapheme clusters hold a code unit drawn with no font of the
    /// stack (``PreparedText/missingClusterCount``).
    var missingClusterCount = 0
    /// Where the rules keep glyph advances, the spaces HarfBuzz drew with
    /// their font's space glyph (``SynthesizedSpace``), in order.
    var synthesizedSpaces: [SynthesizedSpace] = []
    /// Whether a grapheme cluster starts at each offset (and at the end).
    var graphemeStarts: [Bool] = []
    var dictionaryRuns: [DictionaryRun] = []
    /// The index in `dictionaryRuns` of the run each segment lies in, or -1
    /// (empty when there are no dictionary runs).
    var segmentRuns: [Int32] = []

    // Working arrays: kept, with the ones above, so that an analysis run
    // again (``analyse(_:initialScript:fonts:scratch:useCache:styles:direction:whiteSpace:rules:)``, word
    // after word) reuses their memory instead of allocating.
    /// Whether a line may break before each offset.
    private var breakBefore: [Bool] = []
    /// Whether a bidi item starts at each offset.
    private var itemStarts: [Bool] = []
    /// The script each code unit is shaped in.
    private var scripts: [Int32] = []
    /// For styled text, where a shaping run may start: an item start where
    /// the font request does not change is none (``StyleRuns``).
    private var shapingStarts: [Bool] = []

    /// An analysis of nothing, to run ``analyse(_:initialScript:fonts:scratch:useCache:styles:direction:whiteSpace:rules:)`` on.
    init() {}

    /// Runs the pipeline on `t`, the processed text or a piece of it:
    /// bidi → break opportunities and graphemes → items → script runs →
    /// shaping with fallback, word by word → segments.
    ///
    /// - Parameters:
    ///   - initialScript: the script a piece's leading neutral characters
    ///     take from the text around it; nil for a whole text, whose
    ///     leading neutrals take the script that follows them.
    ///   - useCache: shape through the shape caches (false: shape every word).
    ///   - styles: the code units' spans, for styled text (nil: all in the
    ///     base style).
    ///   - direction: the paragraphs' base direction; a piece of a text
    ///     (`initialScript` given) is always part of a left-to-right one.
    ///   - whiteSpace: the text's white-space mode, which decides where
    ///     some items start (a piece of a text holds no such character).
    ///   - rules: the engine's preparation rules.
    init(_ t: UnsafeBufferPointer<UInt16>, initialScript: Int32? = nil, fonts: FontStack,
         scratch: PreparationScratch, useCache: Bool, styles: StyleRuns? = nil,
         direction: TextDirection = .leftToRight, whiteSpace: WhiteSpace = .preWrap, rules: PreparationRules = .blink) {
        analyse(t, initialScript: initialScript, fonts: fonts, scratch: scratch, useCache: useCache, styles: styles,
                direction: direction, whiteSpace: whiteSpace, rules: rules)
    }

    /// Runs the pipeline on `t` (see ``init(_:initialScript:fonts:scratch:useCache:styles:direction:whiteSpace:rules:)``)
    /// in place of what this analysis held, in the same arrays' memory.
    mutating func analyse(_ t: UnsafeBufferPointer<UInt16>, initialScript: Int32? = nil, fonts: FontStack,
                          scratch: PreparationScratch, useCache: Bool, styles: StyleRuns? = nil,
                          direction: TextDirection = .leftToRight, whiteSpace: WhiteSpace = .preWrap,
                          rules: PreparationRules = .blink) {
        let n = t.count
        let levels = BidiLevels.compute(t, direction: direction)
        let lineIterator = scratch.iterators.line(rules.lineBreaking)
        LineBreakOpportunities.compute(t, iterator: lineIterator, pairs: LatinPairTable.shared,
                                       khmer: rules.khmerEngine, into: &breakBefore)
        GraphemeBoundaries.compute(t, iterator: scratch.iterators.grapheme(rules.shaping.graphemes),
                                   into: &graphemeStarts)
        if let styles { Self.breakAroundBoxes(t, styles: styles, breakBefore: &breakBefore, graphemeStarts: &graphemeStarts) }
        let spanStarts = rules.spansAreTextNodes ? styles.map { Self.spanStarts(of: $0, count: n) } : nil
        switch rules.complexContext {
        case .lstm:
            // Firefox: its own breaks in these runs, the same for every line.
            ComplexContextBreaks.apply(to: t, breakBefore: &breakBefore, cache: fonts.lstmBreakCache,
                                       scratch: scratch.lstmWordBreaks)
            dictionaryRuns = []
        case .dictionaryOnce:
            // WebKit: the whole text's breaks (`breakBefore`), the same for every line.
            dictionaryRuns = []
        case .dictionaryFromEachLineStart:
            dictionaryRuns = DictionaryRuns.find(t, graphemeStarts: graphemeStarts, iterator: lineIterator,
                                                 khmer: rules.khmerEngine, breakBefore: breakBefore,
                                                 cache: fonts.dictionaryCache)
        }
        if let spanStarts {
            Self.segmentSpansApart(t, spanStarts: spanStarts, iterator: lineIterator, breakBefore: &breakBefore)
        }
        let zeroWidthSpaceHangs = rules.zeroWidthSpaceHangsAfterSpaces && whiteSpace == .preWrap
        if zeroWidthSpaceHangs {
            // WebKit: the break after the spaces moves past the zero width space.
            for s in 1..<max(n, 1) where breakBefore[s] && Self.zeroWidthSpaceHangs(t, at: s) {
                breakBefore[s] = false
                if s + 1 < n { breakBefore[s + 1] = true }
            }
        }
        // Inside dictionary runs every grapheme starts a segment: a line that
        // starts inside the run may break at any of them (see DictionaryRuns).
        var restartBoundaries = [Bool](repeating: false, count: dictionaryRuns.isEmpty ? 0 : n + 1)
        for run in dictionaryRuns {
            for g in Int(run.start + 1)..<Int(run.end) where graphemeStarts[g] { restartBoundaries[g] = true }
        }

        // Items: a new one at every bidi level change, around every newline and
        // tab, and after the spaces that open the text or a line: Chromium rounds
        // their width apart from the text after them (" the at at tomorrow" at
        // 16 px is 1/64 px wider than its width rounded once). A piece of a text
        // (`initialScript` given) does not know where the text starts. In
        // pre-wrap a zero width non-joiner starts one too (Blink keeps it as
        // text, the first of the next item, "so that it can prevent kerning"):
        // "فردا می\u{200C}بینمت." at 15 px is 1/64 px wider than in `normal`.
        itemStarts.removeAll(keepingCapacity: true)
        var opensLine = initialScript == nil
        let nonJoinerStartsItem = whiteSpace == .preWrap
        for i in 0..<n {
            let unit = t[i]
            itemStarts.append(i == 0
                || BidiLevels.level(levels, at: i) != BidiLevels.level(levels, at: i - 1)
                || Self.isControl(unit) || Self.isControl(t[i - 1])
                || (opensLine && unit != 0x20 && t[i - 1] == 0x20)
                || (nonJoinerStartsItem && unit == Self.zeroWidthNonJoiner))
            if unit != 0x20 { opensLine = unit == 0x0A }
        }
        itemStarts.append(true)
        if let styles {
            // Every span edge starts an item; a change of font request or a box's
            // edge starts a shaping run too (see StyleRuns).
            shapingStarts = itemStarts
            for i in 1..<max(n, 1) where styles.runOfUnit[i] != styles.runOfUnit[i - 1] {
                itemStarts[i] = true
                let before = styles.run(at: i - 1), after = styles.run(at: i)
                if before.font != after.font || before.boxWidth != nil || after.boxWidth != nil
                    || rules.spansAreTextNodes {
                    shapingStarts[i] = true
                }
            }
        }
        let runStarts = styles == nil ? itemStarts : shapingStarts
        ScriptRuns.resolve(t, itemStarts: runStarts, initialScript: initialScript, into: &scripts)

        // Shape word by word: a word ends at an item or script change and
        // on either side of a run of spaces, unless the run's font shapes its
        // spaces with neighbours this text holds (SpacePartners): then the
        // spaces are shaped with the words around them.
        let baseShapesAcrossSpaces = rules.shaping.shapesAcrossSpaces && styles == nil
            && fonts.fallbackList.spacePartners.needsShapingAcrossSpaces(t)
        let listsShapingAcrossSpaces = styles?.lists.map {
            rules.shaping.shapesAcrossSpaces && $0.spacePartners.needsShapingAcrossSpaces(t)
        } ?? []
        unitAdvances.refill(repeating: 0, count: n)
        unitFonts.refill(repeating: 0, count: n)
        unitStruts.refill(repeating: 0, count: n)
        if let styles {
            for u in 0..<n { unitStruts[u] = styles.run(at: u).strut.firstFont ?? 0 }
        }
        unitEndAdjustments.refill(repeating: 0, count: n)
        unitStartAdjustments.refill(repeating: 0, count: n)
        unitMissing.refill(repeating: false, count: n)
        synthesizedSpaces.removeAll(keepingCapacity: true)
        let findsSynthesizedSpaces = rules.shaping.keepsGlyphAdvances && rules.shaping.synthesizesSpacesAtTheSize
            && SynthesizedSpace.mayOccur(in: t)
        var steps = 0   // WorkCount: the code units each loop below visits
        var start = 0
        while start < n {
            var end = start + 1
            if let styles, let width = styles.run(at: start).boxWidth {
                // A box: an atomic inline of its width, never shaped.
                unitAdvances[start] = width
                unitFonts[start] = fonts.boxSlot ?? 0
            } else if !Self.isControl(t[start]) {
                let listIndex = styles.map { $0.run(at: start).font } ?? 0
                let list = styles.map { $0.lists[listIndex] } ?? fonts.fallbackList
                let separators = rules.shaping.wordSeparators
                let isSpace = separators.contains(t[start])
                let acrossSpaces = styles == nil ? baseShapesAcrossSpaces : listsShapingAcrossSpaces[listIndex]
                let endsAtBreaks = rules.shaping.endsWordsAtBreaks
                while end < n && !runStarts[end] && scripts[end] == scripts[start] && !(endsAtBreaks && breakBefore[end])
                        && (acrossSpaces || separators.contains(t[end]) == isSpace) && !Self.isControl(t[end])
                        && (end - start < Self.longestShapedRun || UTF16.isTrailSurrogate(t[end])) {
                    end += 1
                }
                let word = UnsafeBufferPointer(rebasing: t[start..<end])
                let isRightToLeft = BidiLevels.level(levels, at: start) & 1 == 1
                let range = start..<end
                let script = rules.shaping.shapesNeutralWordsInCommonScript && ScriptRuns.holdsOnlyNeutrals(word)
                    ? ScriptCode.common : scripts[start]
                // A piece of a word (a span edge inside it) is shaped with the word
                // around it as context, where the rules join across the edge; a
                // whole word needs none, and may be cached.
                let context = styles == nil || !rules.shaping.shapesPiecesInContext
                    ? range : Self.word(around: range, in: t)
                unitAdvances.withUnsafeMutableBufferPointer { advances in
                    unitFonts.withUnsafeMutableBufferPointer { fontIndices in
                        unitEndAdjustments.withUnsafeMutableBufferPointer { adjustments in
                          unitStartAdjustments.withUnsafeMutableBufferPointer { startAdjustments in
                            unitMissing.withUnsafeMutableBufferPointer { missing in
                                let output = ShapedUnits(
                                    advances: UnsafeMutableBufferPointer(rebasing: advances[range]),
                                    fontIndices: UnsafeMutableBufferPointer(rebasing: fontIndices[range]),
                                    endAdjustments: UnsafeMutableBufferPointer(rebasing: adjustments[range]),
                                    startAdjustments: UnsafeMutableBufferPointer(rebasing: startAdjustments[range]),
                                    missing: UnsafeMutableBufferPointer(rebasing: missing[range]))
                                if context == range {
                                    // The shape cache holds the stack's own list's words only.
                                    let cache = useCache && styles?.run(at: start).font ?? 0 == 0
                                        ? fonts.shapeCache(for: rules) : nil
                                    list.shape(word, script: script, isRightToLeft: isRightToLeft,
                                               shaper: scratch.shaper, rules: rules.shaping, cache: cache, into: output)
                                } else {
                                    list.shape(in: UnsafeBufferPointer(rebasing: t[context]),
                                               range: (range.lowerBound - context.lowerBound)..<(range.upperBound - context.lowerBound),
                                               script: script, isRightToLeft: isRightToLeft, shaper: scratch.shaper,
                                               rules: rules.shaping, into: output)
                                }
                            }
                          }
                        }
                    }
                }
                if findsSynthesizedSpaces {
                    for u in range where !unitMissing[u] {
                        guard let kind = SynthesizedSpace.kind(of: UInt32(t[u])),
                              let font = list.slots.firstIndex(of: unitFonts[u]),
                              SynthesizedSpace.isSynthesized(UInt32(t[u]), in: list.fonts[font]) else { continue }
                        synthesizedSpaces.append(SynthesizedSpace(unit: Int32(u), kind: kind))
                    }
                }
            }
            steps += end - start
            start = end
        }

        missingClusterCount = Self.missingClusterCount(unitMissing, graphemeStarts: graphemeStarts)
        unitMissingBoxes.removeAll(keepingCapacity: true)
        if rules.shaping.keepsGlyphAdvances && missingClusterCount > 0 {
            for u in 0..<n {
                unitMissingBoxes.append(unitMissing[u] ? GeckoUnits.missingBox(t, at: u) : 0)
            }
        }
        unitEmboldened.removeAll(keepingCapacity: true)
        if let styles, rules.shaping.keepsGlyphAdvances, styles.lists.contains(where: { !$0.emboldened.isEmpty }) {
            for u in 0..<n {
                unitEmboldened.append(styles.lists[styles.run(at: u).font].emboldened.contains(FontSet(font: unitFonts[u])))
            }
        }

        // A line that ends after an invisible character (a soft hyphen, a
        // zero width space) ends, for reshaping, after the glyph before it:
        // that glyph loses its kerning with the next line's first.
        for u in 1..<max(n, 1) where unitAdvances[u] == 0 && unitEndAdjustments[u] == 0
                && !breakBefore[u] && !itemStarts[u] {
            unitEndAdjustments[u] = unitEndAdjustments[u - 1]
        }

        // Segments: from each break opportunity or item start to the next.
        segmentStarts.removeAll(keepingCapacity: true)
        contentEnds.removeAll(keepingCapacity: true)
        segments.removeAll(keepingCapacity: true)
        segmentRuns.removeAll(keepingCapacity: true)
        let expectedSegments = n / 4 + 2    // about one a word
        segmentStarts.reserveCapacity(expectedSegments + 1)
        contentEnds.reserveCapacity(expectedSegments)
        segments.reserveCapacity(expectedSegments)
        if !dictionaryRuns.isEmpty { segmentRuns.reserveCapacity(expectedSegments) }
        let scaleGroups = fonts.scaleGroups
        let hasDictionaryRuns = !dictionaryRuns.isEmpty
        let ideographicSpaceHangs = rules.ideographicSpaceHangs
        var runIndex = 0
        var s = 0
        while s < n {
            var e = s + 1
            while e < n && !breakBefore[e] && !itemStarts[e] && !(hasDictionaryRuns && restartBoundaries[e])
                    && !(ideographicSpaceHangs && Self.endsHangingRun(t, at: e, graphemeStarts: graphemeStarts))
                    && !EngineBreaks.firefoxBreaks(t, at: e) {
                e += 1
            }
            steps += 2 * (e - s)    // found, then summed
            var contentEnd = e
            if zeroWidthSpaceHangs && e - 1 > s && Self.zeroWidthSpaceHangs(t, at: e - 1) { contentEnd -= 1 }
            while contentEnd > s && Self.hangs(t[contentEnd - 1], ideographicSpace: ideographicSpaceHangs) {
                contentEnd -= 1
            }
            var segmentFlags: SegmentFlags = []
            if breakBefore[s] { segmentFlags.insert(.breakBefore) }
            if breakBefore[s] && s > 0 && t[s - 1] == 0x2D && t[s] >= 0x30 && t[s] <= 0x39 {
                segmentFlags.insert(.breakAfterHyphenInContext)
            }
            if breakBefore[s] && s > 0 {
                if EngineBreaks.webKitKeeps(t[s - 1], t[s]) { segmentFlags.insert(.noBreakInWebKit) }
                if EngineBreaks.firefoxKeeps(t[s - 1], t[s]) { segmentFlags.insert(.noBreakInFirefox) }
            }
            if !breakBefore[s] && s > 0 && EngineBreaks.firefoxBreaks(t, at: s) {
                segmentFlags.insert(.breakInFirefox)
            }
            if itemStarts[s] { segmentFlags.insert(.startsItem) }
            if t[s] == 0x09 { segmentFlags.insert(.tab); contentEnd = s }
            if t[s] == 0x0A { segmentFlags.insert(.newline); contentEnd = s }
            if contentEnd > s && t[contentEnd - 1] == 0xAD { segmentFlags.insert(.softHyphen) }
            if let styles, styles.isBox(s) { segmentFlags.insert(.box) }
            var metrics = SegmentMetrics(units: s..<e, contentEnd: contentEnd, flags: segmentFlags,
                                         scaleGroups: scaleGroups, advance: { unitAdvances[$0] },
                                         font: { unitFonts[$0] }, endAdjustment: { unitEndAdjustments[$0] })
            if rules.shaping.countsFontsByCharacterMap && !segmentFlags.contains(.box) {
                let list = styles.map { $0.lists[$0.run(at: s).font] } ?? fonts.fallbackList
                metrics.fontMask = list.characterMapFonts(of: t[s..<e])
            }
            if let styles {
                // The struts of the spans the segment's text is in (a box has none).
                for u in s..<e { metrics.fontMask.formUnion(styles.run(at: u).strut) }
            }
            segmentStarts.append(Int32(s))
            contentEnds.append(Int32(contentEnd))
            segments.append(metrics)
            while runIndex < dictionaryRuns.count && Int(dictionaryRuns[runIndex].end) <= s { runIndex += 1 }
            if hasDictionaryRuns {
                let inRun = runIndex < dictionaryRuns.count && Int(dictionaryRuns[runIndex].start) <= s
                segmentRuns.append(inRun ? Int32(runIndex) : -1)
            }
            s = e
        }
        segmentStarts.append(Int32(n))
        WorkCount.add(.analysis, steps)
    }

    /// Where each span's text starts (a style run's edge), at offsets
    /// `0...count`.
    static func spanStarts(of styles: StyleRuns, count: Int) -> [Bool] {
        var starts = [Bool](repeating: false, count: count + 1)
        for i in 1..<max(count, 1) where styles.runOfUnit[i] != styles.runOfUnit[i - 1] { starts[i] = true }
        return starts
    }

    /// The breaks inside each Thai, Lao, Khmer or Burmese run that crosses a
    /// span's edge, as WebKit finds them (``PreparationRules/spansAreTextNodes``):
    /// each piece between edges segmented alone by `iterator`; at an edge,
    /// the piece's answer with the two code units before the edge as its
    /// context, all that WebKit's line iterator keeps of the text node before
    /// (`CachedLineBreakIteratorFactory`'s prior context).
    static func segmentSpansApart(_ t: UnsafeBufferPointer<UInt16>, spanStarts: [Bool], iterator: BreakIterator,
                                  breakBefore: inout [Bool]) {
        let table = CharacterPropertyTable.basicMultilingualPlane
        func isDictionary(_ i: Int) -> Bool { table[Int(t[i])].lineBreak == LineBreakClass.complexContext }
        var i = 0
        while i < t.count {
            guard isDictionary(i) else { i += 1; continue }
            let start = i
            while i < t.count && isDictionary(i) { i += 1 }
            guard (start + 1..<i).contains(where: { spanStarts[$0] }) else { continue }
            var pieceStart = start
            while pieceStart < i {
                var pieceEnd = pieceStart + 1
                while pieceEnd < i && !spanStarts[pieceEnd] { pieceEnd += 1 }
                for k in pieceStart + 1..<pieceEnd { breakBefore[k] = false }
                let piece = UnsafeBufferPointer(rebasing: t[pieceStart..<pieceEnd])
                iterator.setText(borrowing: piece)
                var offset = 0
                while let next = iterator.following(offset), next < piece.count {
                    breakBefore[pieceStart + next] = true
                    offset = next
                }
                if pieceStart > start {
                    // At an edge: the piece after the two code units before it,
                    // all the context WebKit's iterator keeps.
                    let context = min(2, pieceStart - start)
                    iterator.setText(borrowing: UnsafeBufferPointer(rebasing: t[(pieceStart - context)..<pieceEnd]))
                    breakBefore[pieceStart] = iterator.following(context - 1) == context
                }
                pieceStart = pieceEnd
            }
        }
    }

    /// A box (an atomic inline) is a break opportunity on both sides,
    /// whatever ICU says of U+FFFC beside its neighbours, and a grapheme of
    /// its own: Chromium breaks before a box after "(", a quote, "$", a
    /// no-break space or a word joiner, and after one before ".", "!", ")",
    /// "%", a hyphen or a zero width joiner. Spaces after a box still hang on
    /// its line: the break is after them, as after a word. (A combining mark
    /// right after a box goes to the next line with the character after it in
    /// Chromium, as if it opened the text; here ICU still allows a break
    /// between the two.)
    static func breakAroundBoxes(_ t: UnsafeBufferPointer<UInt16>, styles: StyleRuns, breakBefore: inout [Bool],
                                 graphemeStarts: inout [Bool]) {
        for u in t.indices where styles.isBox(u) {
            if u > 0 { breakBefore[u] = true }
            graphemeStarts[u] = true
            graphemeStarts[u + 1] = true
            if u + 1 < t.count && t[u + 1] != 0x20 && !isControl(t[u + 1]) { breakBefore[u + 1] = true }
        }
    }

    /// The context HarfBuzz needs around `range`: the code units before and
    /// after it up to a space, a newline, a tab or the text's end (nothing
    /// joins or shapes across a space), and at most ``shapingContext`` on
    /// each side, so that a word of many pieces costs its length, not its
    /// length times its pieces.
    static func word(around range: Range<Int>, in t: UnsafeBufferPointer<UInt16>) -> Range<Int> {
        func isEdge(_ unit: UInt16) -> Bool { unit == 0x20 || isControl(unit) }
        var start = range.lowerBound, end = range.upperBound
        let first = max(0, start - shapingContext), last = min(t.count, end + shapingContext)
        while start > first && !isEdge(t[start - 1]) { start -= 1 }
        while end < last && !isEdge(t[end]) { end += 1 }
        return start..<end
    }

    /// The code units of context kept on each side of a shaped piece:
    /// HarfBuzz reads at most 5 code points of context each way
    /// (`HB_BUFFER_CONTEXT_LENGTH`), 10 UTF-16 units at most.
    static let shapingContext = 16

    /// How many grapheme clusters (`graphemeStarts`, one entry more than
    /// `missing`) hold a code unit `missing` marks.
    static func missingClusterCount(_ missing: [Bool], graphemeStarts: [Bool]) -> Int {
        var count = 0
        var u = 0
        while let first = missing[u...].firstIndex(of: true) {
            count += 1
            // On to the next cluster's start.
            u = first + 1
            while u < missing.count && !graphemeStarts[u] { u += 1 }
        }
        return count
    }

    /// The most code units shaped in one HarfBuzz call. HarfBuzz 6 sorts a run
    /// of combining marks in quadratic time (40,000 marks on one base: 17 s);
    /// longer runs are shaped in pieces, which only changes text no one types
    /// (Docs/limits.md). Chat words are far shorter.
    static let longestShapedRun = 1024

    /// Newline and tab: each its own item, never shaped.
    @inline(__always)
    static func isControl(_ unit: UInt16) -> Bool { unit == 0x0A || unit == 0x09 }

    /// U+200C, which starts an item in pre-wrap (see "Items" in
    /// ``analyse(_:initialScript:fonts:scratch:useCache:styles:direction:whiteSpace:rules:)``).
    static let zeroWidthNonJoiner: UInt16 = 0x200C

    /// Characters that hang at the end of a line instead of counting toward its
    /// width: spaces, and the ideographic space where the rules say so
    /// (``PreparationRules/ideographicSpaceHangs``).
    @inline(__always)
    static func hangs(_ unit: UInt16, ideographicSpace: Bool) -> Bool {
        unit == 0x20 || (ideographicSpace && unit == 0x3000)
    }

    /// Whether `t[u]` is a zero width space right after a space: under
    /// ``PreparationRules/zeroWidthSpaceHangsAfterSpaces`` (WebKit, `pre-wrap`)
    /// it hangs with the spaces, and a line breaks after it, not before it.
    /// WebKit's line builder, when a line's spaces overflow, keeps the first
    /// character of the zero width content after them and ends the line
    /// (`InlineContentBreaker`, the first glyph kept); being of no width,
    /// hanging with the spaces gives the same line wherever they fit.
    @inline(__always)
    static func zeroWidthSpaceHangs(_ t: UnsafeBufferPointer<UInt16>, at u: Int) -> Bool {
        t[u] == 0x200B && t[u - 1] == 0x20
    }

    /// Whether `t` has a zero width space right after a space anywhere.
    static func hasZeroWidthSpaceAfterSpace(_ t: UnsafeBufferPointer<UInt16>) -> Bool {
        t.count > 1 && (1..<t.count).contains { zeroWidthSpaceHangs(t, at: $0) }
    }

    /// Whether a run of hanging characters that ends in an ideographic
    /// space ends before offset `e`, where a line may not break (before a
    /// closing mark: "世界\u{3000}」"): the segment ends there anyway, the
    /// next one glued to it. When break-word splits the word just before
    /// the spaces, Chromium lets them hang on the line, as at a word's end,
    /// and the next line starts after them.
    @inline(__always)
    static func endsHangingRun(_ t: UnsafeBufferPointer<UInt16>, at e: Int, graphemeStarts: [Bool]) -> Bool {
        t[e - 1] == 0x3000 && !hangs(t[e], ideographicSpace: true) && graphemeStarts[e]
    }
}
