/// The line breaker's hottest path: a simple text (``PreparedText/Storage/isSimple``)
/// of one bidi item, kept as running totals so that each segment's fit test is
/// one comparison.
///
/// ``FastLineCounter`` tests a segment `e` on a line that starts at segment `a`
/// by rounding the line's width up to 1/64 px, `ceil64(px) <= limit`. Its
/// rounding forgives a millionth of a unit, so the test is `px * 64 < limit + 1e-6`;
/// with the width as a difference of running totals in em,
/// `px = (ends[e] - nextStarts[a - 1]) * primaryScale`, it becomes
/// `ends[e] < nextStarts[a - 1] + (limit + 1e-6) / 64 / primaryScale`: one
/// threshold per line, one comparison per segment. Texts with end adjustments,
/// fallback fonts or bitmap emoji keep a ``Detail`` per segment for the terms
/// those add.
///
/// A segment too wide for a line of its own (break-word) stops the count there;
/// ``FastLineCounter`` goes on from it, splitting words between graphemes.
struct LinePrefixes: Sendable {
    /// Per segment, interleaved: the width from the text's start to the
    /// segment's content end (hanging spaces excluded), then to where the next
    /// segment starts, in em.
    let totals: [Double]
    /// One per segment, or none when no segment has an end adjustment, a glyph
    /// in an other-scale font or fonts other than the first segment's.
    let details: [Detail]
    /// The fonts of every segment when `details` is empty.
    let uniformFontMask: UInt8
    /// ``PreparedText/Storage/fontMetrics``, for the scale and the line heights.
    let fontMetrics: [FontMetrics]

    /// What a segment adds to the fit test and the line height, 16 bytes.
    struct Detail: Sendable {
        /// The width from the text's start to the segment's end over glyphs in
        /// other-scale fonts (spaces have none), in em.
        var otherTotal: Double
        /// ``PreparedText/SegmentMetrics/endAdjustment``.
        var endAdjustment: Float
        /// ``PreparedText/SegmentMetrics/fontMask``.
        var fontMask: UInt8
    }

    /// How far counting got.
    struct Count {
        var lineCount = 0
        var height = 0.0
        /// The segment too wide for a line of its own where counting stopped
        /// (the lines before it are counted), or nil when the text is done.
        var wideSegment: Int? = nil
    }

    /// The totals for `storage`, or nil when its text is not one simple item.
    init?(_ storage: PreparedText.Storage) {
        let segments = storage.segments
        guard storage.isSimple, !segments.dropFirst().contains(where: { $0.flags.contains(.startsItem) }) else {
            return nil
        }
        let otherScaleFonts = storage.otherScaleFonts
        fontMetrics = storage.fontMetrics
        var totals: [Double] = []
        totals.reserveCapacity(2 * segments.count)
        var total = 0.0
        for segment in segments {
            totals.append(total + segment.contentWidth)
            total += segment.contentWidth + segment.spaceWidth
            totals.append(total)
        }
        self.totals = totals
        let uniform = segments.first?.fontMask ?? 0
        uniformFontMask = uniform
        let isPlain = segments.allSatisfy {
            $0.endAdjustment == 0 && $0.fontMask == uniform && $0.fontMask & otherScaleFonts == 0
        }
        var details: [Detail] = []
        if !isPlain {
            details.reserveCapacity(segments.count)
            var other = 0.0
            for segment in segments {
                other += segment.contentOtherWidth
                details.append(Detail(otherTotal: other, endAdjustment: segment.endAdjustment,
                                      fontMask: segment.fontMask))
            }
        }
        self.details = details
    }

    /// Counts lines and sums their heights, up to the first segment too wide
    /// for a line of its own.
    func count(width: Double, fontSize: Double, heights: LineHeights) -> Count {
        let primaryScale = fontMetrics[0].advanceScale(fontSize: fontSize)
        // A font size of 0 leaves no scale to divide by: the general count copes.
        guard primaryScale > 0 else { return Count(wideSegment: 0) }
        // The line's room in em of the primary font's scale.
        let room = (Double(LineBreaker.limit(width: width)) + 1e-6) / 64 / primaryScale
        if details.isEmpty {
            return plainCount(room: room, heights: heights)
        }
        return detailedCount(room: room, adjustmentScale: fontSize / primaryScale,
                             otherScale: (fontSize - primaryScale) / primaryScale, heights: heights)
    }

    /// Every line has the same fonts and no segment an end adjustment.
    private func plainCount(room: Double, heights: LineHeights) -> Count {
        totals.withUnsafeBufferPointer { totals in
            let segmentCount = totals.count / 2
            var lineCount = 0
            var threshold = room
            var first = 0          // the line's first segment
            var e = 0
            var wideSegment: Int? = nil
            while e < segmentCount {
                if totals[2 * e] < threshold {
                    e += 1
                    continue
                }
                if e == first {
                    wideSegment = e
                    break
                }
                lineCount += 1
                first = e
                threshold = totals[2 * e - 1] + room
            }
            if wideSegment == nil && segmentCount > 0 { lineCount += 1 }
            return Count(lineCount: lineCount, height: Double(lineCount) * heights.height(fontMask: uniformFontMask),
                         wideSegment: wideSegment)
        }
    }

    /// The fit test with end adjustments and other-scale widths, and each line's fonts.
    private func detailedCount(room: Double, adjustmentScale: Double, otherScale: Double,
                               heights: LineHeights) -> Count {
        totals.withUnsafeBufferPointer { totals in
            details.withUnsafeBufferPointer { details in
                var count = Count()
                var lineStart = 0.0
                var lineStartOther = 0.0
                var fontMask: UInt8 = 0
                var first = 0
                var e = 0
                while e < details.count {
                    let detail = details[e]
                    let width = totals[2 * e] - lineStart + Double(detail.endAdjustment) * adjustmentScale
                        + (detail.otherTotal - lineStartOther) * otherScale
                    if width < room {
                        fontMask |= detail.fontMask
                        e += 1
                        continue
                    }
                    if e == first {
                        count.wideSegment = e
                        return count
                    }
                    count.lineCount += 1
                    count.height += heights.height(fontMask: fontMask)
                    fontMask = 0
                    first = e
                    lineStart = totals[2 * e - 1]
                    lineStartOther = details[e - 1].otherTotal
                }
                if !details.isEmpty {
                    count.lineCount += 1
                    count.height += heights.height(fontMask: fontMask)
                }
                return count
            }
        }
    }
}
