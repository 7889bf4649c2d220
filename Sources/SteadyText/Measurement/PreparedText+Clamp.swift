extension PreparedText {
    /// The text clamped to at most `maxLines` lines, as Chromium shows it with
    /// `-webkit-line-clamp: N` (a quoted reply of two lines with "…"): the
    /// lines shown and their height, whether lines were hidden, and where the
    /// shown lines end in the text.
    ///
    /// The lines are broken as without the clamp; the height is that of the
    /// first `maxLines` lines, added in device px and converted once, as
    /// ``layout(width:fontSize:lineHeight:devicePixelRatio:)`` converts the
    /// whole text's. Parameters are those of `layout`; a `maxLines` below 1
    /// counts as 1.
    ///
    /// - Complexity: O(segments): arithmetic, as `layout`.
    public func clampedLayout(maxLines: Int, width: Double, fontSize: Double, lineHeight: LineHeight,
                              devicePixelRatio: Double = 1) -> ClampedLayout {
        let maxLines = max(1, maxLines)
        let scale = DeviceScale(devicePixelRatio)
        let fontSize = LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize))
        let storage = self.storage
        let heights = LineHeights(fontMetrics: storage.fontMetrics, fontSize: fontSize,
                                  lineHeight: LayoutLimits.clamp(scale.device(lineHeight)))
        var shown = 0
        var height = 0.0
        var hiddenStart: Int?
        LineBreaker(storage: storage, width: scale.device(width), fontSize: fontSize).walk { line in
            if shown < maxLines {
                shown += 1
                height += heights.height(fontMask: line.fontMask)
            } else if hiddenStart == nil {
                hiddenStart = line.start
            }
        }
        let visibleEnd = hiddenStart.map { Int(storage.originalOffsets?[$0] ?? Int32($0)) } ?? storage.originalLength
        return ClampedLayout(lineCount: shown, height: scale.css(height), isClamped: hiddenStart != nil,
                             visibleEnd: visibleEnd)
    }
}

/// A text laid out with a line clamp (``PreparedText/clampedLayout(maxLines:width:fontSize:lineHeight:devicePixelRatio:)``).
public struct ClampedLayout: Sendable, Equatable, Hashable {
    /// The lines shown: the text's line count, at most the clamp.
    public var lineCount: Int
    /// Their height in px: the clamped box's height.
    public var height: Double
    /// Whether the text has more lines than the clamp, so that Chromium ends
    /// the last shown line with "…".
    public var isClamped: Bool
    /// The UTF-16 offset in the original text where the shown lines end: the
    /// first hidden line's start, or the text's length when nothing is hidden.
    public var visibleEnd: Int

    /// A clamped layout of `lineCount` lines, `height` px tall.
    public init(lineCount: Int, height: Double, isClamped: Bool, visibleEnd: Int) {
        self.lineCount = lineCount
        self.height = height
        self.isClamped = isClamped
        self.visibleEnd = visibleEnd
    }
}
