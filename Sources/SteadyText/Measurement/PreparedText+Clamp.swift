extension PreparedText {
    /// The text clamped to at most `maxLines` lines, as Chromium shows it with
    /// `-webkit-line-clamp: N` (a quoted reply of two lines with "…"): the
    /// lines shown and their height, whether lines were hidden, and where the
    /// shown lines end in the text.
    ///
    /// The lines are broken as without the clamp; the last line shown ends in
    /// "…" when lines are hidden (``ClampedLayout/visibleEnd``). The height is
    /// that of the first `maxLines` lines, added in device px and converted once, as
    /// ``layout(width:fontSize:lineHeight:devicePixelRatio:target:)`` converts the
    /// whole text's. Parameters are those of `layout`; a `maxLines` below 1
    /// counts as 1.
    ///
    /// - Complexity: O(segments): arithmetic, as `layout`.
    public func clampedLayout(maxLines: Int, width: Double, fontSize: Double, lineHeight: LineHeight,
                              devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> ClampedLayout {
        let scale = DeviceScale(devicePixelRatio, target: target)
        var clamped = clampedLayoutInDevicePixels(
            maxLines: maxLines, width: scale.device(width),
            fontSize: LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize)),
            lineHeight: LayoutLimits.clamp(scale.device(lineHeight)),
            target: LayoutTarget(target, devicePixelRatio: devicePixelRatio))
        clamped.height = scale.css(clamped.height)
        return clamped
    }

    /// ``clampedLayout(maxLines:width:fontSize:lineHeight:devicePixelRatio:target:)``
    /// in device px, from lengths already converted (``DeviceScale``) and clamped.
    package func clampedLayoutInDevicePixels(maxLines: Int, width: Double, fontSize: Double,
                                             lineHeight: LineHeight, target: LayoutTarget) -> ClampedLayout {
        let maxLines = max(1, maxLines)
        let storage = self.storage
        let heights = TargetLineHeights(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics,
                                        fontSize: fontSize, lineHeight: lineHeight, target: target)
        var shown = 0
        var height = 0.0
        var lastShown: LineBreaker.Line?
        var isClamped = false
        let breaker = LineBreaker(storage: storage, width: width, fontSize: fontSize, target: target)
        // The line after the last shown says the text is clamped: none after it is read.
        breaker.walk(lineLimit: maxLines == .max ? .max : maxLines + 1) { line in
            if shown < maxLines {
                shown += 1
                height += heights.height(fontMask: line.fontMask)
                lastShown = line
            } else {
                isClamped = true
            }
        }
        var visibleEnd = storage.originalLength
        if isClamped, let lastShown {
            let cut = breaker.ellipsisCut(of: lastShown)
            if let offsets = storage.originalOffsets {
                visibleEnd = cut < offsets.count ? Int(offsets[cut]) : storage.originalLength
            } else {
                visibleEnd = cut
            }
        }
        return ClampedLayout(lineCount: shown, height: height, isClamped: isClamped, visibleEnd: visibleEnd)
    }
}

extension PreparedText {
    /// ``clampedLayoutInDevicePixels(maxLines:width:fontSize:lineHeight:target:)``'s
    /// height at `line-height: normal`, without where the shown lines end:
    /// what a row's height needs of a clamped text.
    ///
    /// The count gives it when the text has at most `maxLines` lines, or
    /// when every line is as tall (``LinePrefixes/uniformLineHeight(fontSize:target:)``,
    /// fewer lines than the count's then); else the first `maxLines` lines
    /// are walked.
    package func clampedHeightInDevicePixels(maxLines: Int, width: Double, fontSize: Double,
                                             target: LayoutTarget) -> Double {
        let maxLines = max(1, maxLines)
        if let counted = linePrefixes.counted(width: width, fontSize: fontSize, lineHeight: .normal, target: target) {
            if counted.layout.lineCount <= maxLines { return counted.layout.height }
            if let line = linePrefixes.uniformLineHeight(fontSize: fontSize, target: target) {
                // Added line by line, as the walk adds them.
                var height = 0.0
                for _ in 0..<maxLines { height += line }
                return height
            }
        }
        return clampedLayoutInDevicePixels(maxLines: maxLines, width: width, fontSize: fontSize, lineHeight: .normal,
                                           target: target).height
    }
}

/// A text laid out with a line clamp (``PreparedText/clampedLayout(maxLines:width:fontSize:lineHeight:devicePixelRatio:target:)``).
public struct ClampedLayout: Sendable, Equatable, Hashable {
    /// The lines shown: the text's line count, at most the clamp.
    public var lineCount: Int
    /// Their height in px: the clamped box's height.
    public var height: Double
    /// Whether the text has more lines than the clamp, so that Chromium ends
    /// the last shown line with "…".
    public var isClamped: Bool
    /// The UTF-16 offset in the original text after the last character drawn:
    /// when the text is clamped, before the ellipsis, which may have cut the
    /// last line's end (the longest prefix of whole grapheme clusters that
    /// fits with it, spaces not counted, as they draw nothing); the text's
    /// length when nothing is hidden.
    public var visibleEnd: Int

    /// A clamped layout of `lineCount` lines, `height` px tall.
    public init(lineCount: Int, height: Double, isClamped: Bool, visibleEnd: Int) {
        self.lineCount = lineCount
        self.height = height
        self.isClamped = isClamped
        self.visibleEnd = visibleEnd
    }
}
