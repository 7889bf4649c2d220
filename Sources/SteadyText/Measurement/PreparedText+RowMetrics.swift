/// What a chat row (SteadyBubbles' `Bubble`) needs to know of a text beyond
/// its height, in device px and 1/64 px units: where its last line ends, how
/// wide it is unwrapped, and how tall an empty line of it is. Every line
/// height here is `normal`, as the bubble template's.
///
/// The row module reaches the line breaker, the running totals and the line
/// heights only through these `package` members, so the pipeline's stages
/// stay SteadyText's own.
extension PreparedText {
    /// `text` with `spans` prepared as a one-line label (white space
    /// collapsed as `normal` and `nowrap` collapse it), whose width is drawn:
    /// for `chromium` each glyph's advance is kept, so that its widths are
    /// Chromium's to the 1/65,536 px (``PreparationRules/blinkGlyphs``,
    /// ``BlinkAdvances``): a label's size is a fraction of the text's, off
    /// the 1/64 px grid, where a width scaled from its em sum once is 1/64
    /// px off now and then. Lay it out unwrapped (``unwrappedUnits(fontSize:target:)``):
    /// a text prepared so keeps none of the reshaping at a line's end that a
    /// wrapped line reads.
    ///
    /// - Throws: ``TextSpanError`` as ``init(_:spans:whiteSpace:direction:fonts:target:)``.
    package init(label text: String, spans: [TextSpan] = [], direction: TextDirection, fonts: FontStack,
                 target: RenderingTarget) throws(TextSpanError) {
        let units = Self.utf16(text)
        try TextSpan.validate(spans, utf16: units, fonts: fonts)
        let rules = target == .chromium ? PreparationRules.blinkGlyphs : target.preparationRules
        self.init(labelStorage: spans.isEmpty
            ? PreparedTextStorage.prepare(units, whiteSpace: .normal, direction: direction, fonts: fonts,
                                          useCache: true, rules: rules)
            : PreparedTextStorage.prepare(units, spans: spans, whiteSpace: .normal, direction: direction,
                                          fonts: fonts, rules: rules))
    }

    /// Whether the last line at `width` (device px) keeps an inline box
    /// `units` wide after it, by the fit test in em on the running totals'
    /// last line (``LineFit/room(limit:primaryScale:)``); nil for a text the
    /// totals cannot answer for (``LinePrefixes/lastLineWidth(width:fontSize:target:)``).
    /// The spaces at the text's end are not counted: ask only for a text
    /// that ends in none.
    package func lastLineKeeps(_ units: Int, width: Double, fontSize: Double, target: LayoutTarget) -> Bool? {
        guard let em = linePrefixes.lastLineWidth(width: width, fontSize: fontSize, target: target) else { return nil }
        let limit = LineFit.limit(width: width) - units
        let primaryScale = storage.fontMetrics[0].advanceScale(fontSize: fontSize)
        guard limit > 0 else { return false }
        let room = LineFit.room(limit: limit, primaryScale: primaryScale)
        let slack = fitSlack(units, width: width, fontSize: fontSize, target: target) / primaryScale
        return abs(em - room) < slack && storage.glyphSource != nil ? nil : em < room
    }

    /// How near the room for a box `units` wide after the last line a line's
    /// width in em may lie and still round, summed glyph by glyph, to the
    /// other side of it, in px (``NearStepWidths``), for Chromium: a fit
    /// that near is the settling walk's for a text whose source is kept for
    /// Chromium's sums (``LineBreaker/init(settling:width:fontSize:target:exactUpTo:)``).
    private func fitSlack(_ units: Int, width: Double, fontSize: Double, target: LayoutTarget) -> Double {
        guard target.engine == .chromium else { return 0 }
        return NearStepWidths.slack(Double(LineFit.limit(width: width) - units) / 64, fontSize: fontSize)
    }

    /// ``layoutInDevicePixels(width:fontSize:lineHeight:target:)`` at `line-height:
    /// normal`, and whether the last line keeps an inline box `units` wide
    /// after it, from one pass over the text where the two calls made two
    /// or three: the answers of ``lastLineKeeps(_:width:fontSize:target:)`` (when
    /// the text does not end in space, `endsInSpace`) or else of
    /// ``lastLineKeepsWalking(_:width:fontSize:target:)``, bit for bit.
    ///
    /// The running totals' count gives the height and where the last line
    /// starts; the totals give that line's width, or a walk of that line
    /// alone gives where it ends (the lines from a line's start are the whole
    /// walk's: ``LineBreaker/walk(from:_:)``). A text the count leaves to
    /// the walk is walked once, for both.
    package func layoutKeeping(_ units: Int, width: Double, fontSize: Double, endsInSpace: Bool,
                               target: LayoutTarget) -> (layout: TextLayout, keeps: Bool) {
        guard let counted = linePrefixes.counted(width: width, fontSize: fontSize, lineHeight: .normal,
                                                 target: target) else {
            let breaker = LineBreaker(settling: storage, width: width, fontSize: fontSize, target: target)
            let storage = self.storage
            let heights = TargetLineHeights(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics,
                                            fontSize: fontSize, lineHeight: .normal,
                                      target: target)
            var layout = TextLayout(lineCount: 0, height: 0)
            var end: Int?
            breaker.walk { line in
                layout.lineCount += 1
                layout.height += heights.height(fontMask: line.fontMask)
                end = line.endUnits
            }
            return (layout, end.map { breaker.fits(units, after: $0) } ?? false)
        }
        if !endsInSpace, let keeps = linePrefixes.lastLineKeeps(units, of: counted, width: width, fontSize: fontSize,
                                                                 undecidedWithin: fitSlack(units, width: width,
                                                                                           fontSize: fontSize, target: target)) {
            return (counted.layout, keeps)
        }
        // The word the count's last line starts at, or whose rest after a
        // break-word split starts it, starts a line of the walk too (a word
        // is split only alone on a line), unless a dictionary run may break
        // otherwise from a line's start.
        let first = storage.segmentRuns.isEmpty ? storage.words.segments(of: counted.lastLine.first).lowerBound : 0
        var end: Int?
        let breaker = LineBreaker(settling: storage, width: width, fontSize: fontSize, target: target)
        breaker.walk(from: first) { line in
            end = line.endUnits
        }
        return (counted.layout, end.map { breaker.fits(units, after: $0) } ?? false)
    }

    /// A one-line label's width unwrapped and height, in 1/64 px: the widest
    /// of ``unwrappedWidths(fontSize:target:)`` and ``heightUnits(width:fontSize:target:)``
    /// at an infinite width, from one walk where they took a walk and a count.
    package func unwrappedUnits(fontSize: Double, target: LayoutTarget) -> (width: Int, height: Int) {
        let storage = self.storage
        let heights = TargetLineHeights(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics,
                                        fontSize: fontSize, lineHeight: .normal,
                                  target: target)
        var widest = 0
        var height = 0.0
        LineBreaker(settling: storage, width: .infinity, fontSize: fontSize, target: target).walk { line in
            widest = max(widest, line.endUnits)
            height += heights.height(fontMask: line.fontMask)
        }
        return (widest, layoutUnits((height * 64).rounded()))
    }

    /// The height of a one-line label's line, in 1/64 px: the line of every
    /// font the label draws with (white space collapsed, a label has no
    /// newline: ``init(label:spans:direction:fonts:target:)``), with no walk,
    /// since the height needs no width; 0 for an empty label.
    package func oneLineHeightUnits(fontSize: Double, target: LayoutTarget) -> Int {
        let storage = self.storage
        guard storage.segmentCount > 0 else { return 0 }
        let fontMask = storage.segments.reduce(into: FontSet()) { $0.formUnion($1.fontMask) }
        let heights = TargetLineHeights(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics,
                                        fontSize: fontSize, lineHeight: .normal, target: target)
        return layoutUnits((heights.height(fontMask: fontMask) * 64).rounded())
    }

    /// Whether the last line at `width` (device px) keeps an inline box
    /// `units` wide after it, by the line walk's fit test on where the line
    /// ends, its spaces counted (``LineBreaker/fits(_:after:)``);
    /// false for a text of no line. Any text; the walk costs O(segments).
    package func lastLineKeepsWalking(_ units: Int, width: Double, fontSize: Double, target: LayoutTarget) -> Bool {
        let breaker = LineBreaker(settling: storage, width: width, fontSize: fontSize, target: target)
        var end: Int?
        breaker.walk { line in end = line.endUnits }
        return end.map { breaker.fits(units, after: $0) } ?? false
    }

    /// The text's height at `width` (device px) in 1/64 px, by the fastest
    /// counter (``layoutInDevicePixels(width:fontSize:lineHeight:target:)``).
    package func heightUnits(width: Double, fontSize: Double, target: LayoutTarget) -> Int {
        layoutUnits((layoutInDevicePixels(width: width, fontSize: fontSize, lineHeight: .normal, target: target).height
                     * 64).rounded())
    }

    /// The text's widths unwrapped (its max-content), in 1/64 px: its widest
    /// line and its last, each paragraph on one line, each with the spaces
    /// at its end (Chromium's max-content counts the spaces before a newline
    /// that hang in a layout), measured as `target` measures (Firefox's
    /// widths are app units, rounded up to 1/64 px here).
    ///
    /// Chromium rounds each item's width summed glyph by glyph: where an
    /// item's width in em lies within a few 1/65,536 px of a 1/64 px step,
    /// the item is summed from the text's glyphs (``NearStepWidths``;
    /// "you\u{3000}see fox 你好 hey" at 23 px: 235.765625 px in em, 235.75
    /// glyph by glyph, as Chromium draws it). A line wider than `limit`
    /// 1/64 px is not summed so, and may be 1/64 px off Chromium's: a
    /// caller that takes at most `limit` (a box's room) loses nothing.
    package func unwrappedWidths(fontSize: Double, target: LayoutTarget,
                                 exactUpTo limit: Int = .max) -> (widest: Int, last: Int) {
        var widest = 0
        var last = 0
        // At no width limit only newlines end lines, in every engine.
        LineBreaker(settling: storage, width: .infinity, fontSize: fontSize, target: target, exactUpTo: limit).walk { line in
            widest = max(widest, line.endUnits)
            last = line.endUnits
        }
        return (widest, last)
    }

    /// The height of a line holding none of the text's glyphs (the strut of
    /// its primary font alone), in 1/64 px: the line a trailing inline box of
    /// no height makes when it wraps.
    package func strutUnits(fontSize: Double, target: LayoutTarget) -> Int {
        Self.strutUnits(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics, fontSize: fontSize,
                        target: target)
    }

    /// ``strutUnits(fontSize:target:)`` from the stack's fonts (``FontStack/slotMetrics``):
    /// the same for every text of the stack.
    static func strutUnits(fontMetrics: [FontMetrics], geckoMetrics: [GeckoFontMetrics?], fontSize: Double,
                           target: LayoutTarget) -> Int {
        let heights = TargetLineHeights(fontMetrics: fontMetrics, geckoMetrics: geckoMetrics, fontSize: fontSize,
                                        lineHeight: .normal, target: target)
        return layoutUnits((heights.height(fontMask: .primary) * 64).rounded())
    }
}
