extension PreparedText {
    /// The line count and height of the text in a box `width` px wide.
    ///
    /// - Parameters:
    ///   - width: the text box's width in px.
    ///   - fontSize: the font size in px.
    ///   - lineHeight: `normal`, or a fixed line height in px.
    ///   - devicePixelRatio: the screen's device pixel ratio (1, 1.25, 1.5,
    ///     2, 3 …): Chromium rounds in device px, so heights at 2 are not
    ///     those at 1 (`"Hello"` at 17 px: 23 px at 1, 22.67 at 1.5). Width,
    ///     size and the answer stay CSS px; a ratio that is not a positive
    ///     finite number counts as 1.
    ///   - target: the engine whose layout to match (``RenderingTarget``).
    /// - Complexity: O(segments): arithmetic on the widths found by preparing,
    ///   with no shaping and no allocation, at any ratio.
    ///
    /// Numbers no caller should pass give an answer, not a trap: a width that
    /// is NaN or infinite does not wrap, a width of 0 or less puts one grapheme
    /// on each line; a font size or fixed line height that is NaN or negative
    /// counts as 0, and one above ``LayoutLimits/largestFontSize`` (or
    /// ``LayoutLimits/largestLineHeight``) as that limit.
    public func layout(width: Double, fontSize: Double, lineHeight: LineHeight,
                       devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> TextLayout {
        let scale = DeviceScale(devicePixelRatio, target: target)
        let target = LayoutTarget(target, devicePixelRatio: devicePixelRatio)
        if scale.ratio == 1 {
            // Every length as given (see DeviceScale), and no conversion back.
            return layoutInDevicePixels(width: width, fontSize: LayoutLimits.clamp(fontSize: fontSize),
                                        lineHeight: LayoutLimits.clamp(lineHeight), target: target)
        }
        var layout = layoutInDevicePixels(width: scale.device(width),
                                          fontSize: LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize)),
                                          lineHeight: LayoutLimits.clamp(scale.device(lineHeight)), target: target)
        layout.height = scale.css(layout.height)
        return layout
    }

    /// ``layout(width:fontSize:lineHeight:devicePixelRatio:target:)`` in device px,
    /// from lengths already converted (``DeviceScale``) and clamped.
    @inline(__always)
    package func layoutInDevicePixels(width: Double, fontSize: Double, lineHeight: LineHeight,
                                      target: LayoutTarget) -> TextLayout {
        if let layout = linePrefixes.layout(width: width, fontSize: fontSize, lineHeight: lineHeight, target: target) {
            return layout
        }
        let storage = self.storage
        let heights = TargetLineHeights(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics,
                                        fontSize: fontSize, lineHeight: lineHeight, target: target)
        var lineCount = 0
        var height = 0.0
        LineBreaker(storage: storage, width: width, fontSize: fontSize, target: target).walk { line in
            lineCount += 1
            height += heights.height(fontMask: line.fontMask)
        }
        return TextLayout(lineCount: lineCount, height: height)
    }

    /// The lines of the text in a box `width` px wide: each line's range in the
    /// original text, its width without hanging spaces, and its height.
    ///
    /// The same walk as ``layout(width:fontSize:lineHeight:devicePixelRatio:target:)``,
    /// which it agrees with; use it to shrink-wrap bubbles or to debug a break.
    /// Widths and heights are CSS px at `devicePixelRatio`, each line's
    /// converted on its own (the layout's height converts the sum once).
    public func lines(width: Double, fontSize: Double, lineHeight: LineHeight,
                      devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) -> [TextLine] {
        let scale = DeviceScale(devicePixelRatio, target: target)
        let target = LayoutTarget(target, devicePixelRatio: devicePixelRatio)
        let width = scale.device(width)
        let fontSize = LayoutLimits.clamp(fontSize: scale.deviceFontSize(fontSize))
        let lineHeight = LayoutLimits.clamp(scale.device(lineHeight))
        var result: [TextLine] = []
        let storage = self.storage
        let heights = TargetLineHeights(fontMetrics: storage.fontMetrics, geckoMetrics: storage.geckoMetrics,
                                        fontSize: fontSize, lineHeight: lineHeight, target: target)
        let offsets = storage.originalOffsets
        LineBreaker(storage: storage, width: width, fontSize: fontSize, target: target).walk { line in
            let start = result.isEmpty ? 0 : Int(offsets?[line.start] ?? Int32(line.start))
            if let previous = result.indices.last {
                result[previous].range = result[previous].range.lowerBound..<start
            }
            result.append(TextLine(range: start..<storage.originalLength,
                                   width: scale.css(Double(line.widthUnits) / 64),
                                   height: scale.css(heights.height(fontMask: line.fontMask))))
        }
        return result
    }
}
