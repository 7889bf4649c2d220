/// A prepared text's running totals, the line breaker's hottest path, and the
/// one object a ``PreparedText`` holds: its header points to the rest of the
/// text's ``PreparedText/Storage``, its elements are the totals. Laying out a
/// simple text (``PreparedText/Storage/isSimple``) of one bidi item reads this
/// object alone, front to back: re-laying out thousands of texts is bound by
/// memory, not arithmetic.
///
/// ``FastLineCounter`` tests a segment `e` on a line that starts at segment `a`
/// by rounding the line's width up to 1/64 px, `ceil64(px) <= limit`. Its
/// rounding forgives a millionth of a unit, so the test is `px * 64 < limit + 1e-6`;
/// with the width as a difference of running totals in em,
/// `px = (ends[e] - nextStarts[a - 1]) * primaryScale`, it becomes
/// `ends[e] < nextStarts[a - 1] + (limit + 1e-6) / 64 / primaryScale`: one
/// threshold per line, one comparison per segment. Texts with end adjustments,
/// fallback fonts or bitmap emoji keep a ``Detail`` per segment for the terms
/// those add, each beside its segment's entry.
///
/// The other texts keep their totals twice: in single precision first, 8
/// bytes a segment, which the count reads, and exactly after them, which it
/// reads only for a segment that ends within rounding distance of the line's
/// room. Half the bytes per text keep more texts in the processor's cache.
///
/// A segment too wide for a line of its own (break-word) stops the count there;
/// ``FastLineCounter`` goes on from it, splitting words between graphemes.
///
/// The header and the elements are written once, in `make`, before the object
/// is shared, and never again: ``PreparedText`` may be Sendable.
final class LinePrefixes: ManagedBuffer<LinePrefixes.Header, LinePrefixes.Entry> {
    struct Header {
        /// Everything else prepare found.
        let storage: PreparedText.Storage
        /// ``PreparedText/Storage/fontMetrics``, for the scale and the line heights.
        let fontMetrics: [FontMetrics]
        /// The number of entries: the segments of a simple text of one item, else 0.
        let segmentCount: Int
        /// Whether the elements are ``Detail``s, two elements each: some
        /// segment has an end adjustment, a glyph in an other-scale font or
        /// fonts other than the first segment's.
        let hasDetails: Bool
        /// The fonts of every segment when there are no details.
        let uniformFontMask: UInt8
        /// The text's width on one line, in em: it bounds every total.
        let total: Double
    }

    /// ``Entry`` in single precision, for texts without details.
    struct Approximate {
        var end: Float
        var next: Float
    }

    /// One segment's totals: the width from the text's start to the segment's
    /// content end (hanging spaces excluded), then to where the next segment
    /// starts, in em.
    struct Entry {
        var end: Double
        var next: Double
    }

    /// A segment's ``Entry`` and what it adds to the fit test and the line
    /// height, in the place of two entries.
    struct Detail {
        var entry: Entry
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

    /// The totals for `storage`; none when its text is not one simple item.
    static func make(_ storage: PreparedText.Storage) -> LinePrefixes {
        let segments = storage.segments
        let isSimpleItem = storage.isSimple
            && !segments.dropFirst().contains { $0.flags.contains(.startsItem) }
        let count = isSimpleItem ? segments.count : 0
        let uniform = segments.first?.fontMask ?? 0
        let otherScaleFonts = storage.otherScaleFonts
        let hasDetails = isSimpleItem && !segments.allSatisfy {
            $0.endAdjustment == 0 && $0.fontMask == uniform && $0.fontMask & otherScaleFonts == 0
        }
        var total = 0.0
        for segment in segments.prefix(count) { total += segment.contentWidth + segment.spaceWidth }
        let header = Header(storage: storage, fontMetrics: storage.fontMetrics, segmentCount: count,
                            hasDetails: hasDetails, uniformFontMask: uniform, total: total)
        let approximateSlots = (count + 1) / 2     // two to an Entry's 16 bytes
        let buffer = create(minimumCapacity: hasDetails ? 2 * count : approximateSlots + count) { _ in header }
        buffer.withUnsafeMutablePointerToElements { elements in
            let details = hasDetails
                ? UnsafeMutableRawPointer(elements).bindMemory(to: Detail.self, capacity: count) : nil
            let approximate = hasDetails
                ? nil : UnsafeMutableRawPointer(elements).bindMemory(to: Approximate.self, capacity: count)
            let entries = elements + (hasDetails ? 0 : approximateSlots)
            var total = 0.0
            var other = 0.0
            for k in 0..<count {
                let segment = segments[k]
                let entry = Entry(end: total + segment.contentWidth,
                                  next: total + segment.contentWidth + segment.spaceWidth)
                total = entry.next
                other += segment.contentOtherWidth
                if let details {
                    (details + k).initialize(to: Detail(entry: entry, otherTotal: other,
                                                        endAdjustment: segment.endAdjustment,
                                                        fontMask: segment.fontMask))
                } else {
                    (entries + k).initialize(to: entry)
                    approximate?.advanced(by: k).initialize(to: Approximate(end: Float(entry.end),
                                                                            next: Float(entry.next)))
                }
            }
        }
        return unsafeDowncast(buffer, to: LinePrefixes.self)
    }

    /// The exact totals of a text without details (nil for another), and its
    /// line count for a line's room in em, as the layout counts it: for tests
    /// that put the room within rounding distance of a total.
    var plainTotalsAndCount: (totals: [Entry], count: (Double) -> Count)? {
        withUnsafeMutablePointers { header, elements in
            let count = header.pointee.segmentCount
            guard count > 0, !header.pointee.hasDetails else { return nil }
            let totals = Array(UnsafeBufferPointer(start: elements + (count + 1) / 2, count: count))
            return (totals, { room in
                self.withUnsafeMutablePointers { header, elements in
                    Self.plainCount(UnsafePointer(header), elements, room: room)
                }
            })
        }
    }

    /// The rest of what prepare found.
    var storage: PreparedText.Storage { withUnsafeMutablePointerToHeader { $0.pointee.storage } }

    /// Lays out a simple text of one item; nil for any other text.
    func layout(width: Double, fontSize: Double, lineHeight: LineHeight) -> TextLayout? {
        withUnsafeMutablePointers { header, entries in
            let header = UnsafePointer(header)
            guard header.pointee.segmentCount > 0 else { return nil }
            let heights = LineHeights(fontMetrics: header.pointee.fontMetrics, fontSize: fontSize,
                                      lineHeight: lineHeight)
            let counted = Self.count(header, entries, width: width, fontSize: fontSize, heights: heights)
            guard let wideSegment = counted.wideSegment else {
                return TextLayout(lineCount: counted.lineCount, height: counted.height)
            }
            // Break-word from the segment too wide for a line of its own on.
            let storage = header.pointee.storage
            return FastLineCounter.layout(storage, breaker: LineBreaker(storage: storage, width: width, fontSize: fontSize),
                                          heights: heights, from: wideSegment,
                                          counted: TextLayout(lineCount: counted.lineCount, height: counted.height))
        }
    }

    /// Counts lines and sums their heights, up to the first segment too wide
    /// for a line of its own.
    private static func count(_ header: UnsafePointer<Header>, _ elements: UnsafeMutablePointer<Entry>,
                              width: Double, fontSize: Double, heights: LineHeights) -> Count {
        let count = header.pointee.segmentCount
        let primaryScale = header.pointee.fontMetrics[0].advanceScale(fontSize: fontSize)
        // A font size of 0 leaves no scale to divide by: the general count copes.
        guard primaryScale > 0 else { return Count(wideSegment: 0) }
        // The line's room in em of the primary font's scale.
        let room = (Double(LineBreaker.limit(width: width)) + 1e-6) / 64 / primaryScale
        guard header.pointee.hasDetails else {
            var counted = plainCount(header, elements, room: room)
            counted.height = Double(counted.lineCount) * heights.height(fontMask: header.pointee.uniformFontMask)
            return counted
        }
        // Bound to Detail by `make`.
        let details = UnsafeBufferPointer(start: UnsafeRawPointer(elements).assumingMemoryBound(to: Detail.self),
                                          count: count)
        return detailedCount(details, room: room, adjustmentScale: fontSize / primaryScale,
                             otherScale: (fontSize - primaryScale) / primaryScale, heights: heights)
    }

    /// Every line has the same fonts and no segment an end adjustment: the
    /// line count (the caller multiplies out the height).
    ///
    /// The single-precision totals decide wherever they are farther than
    /// `margin` from the threshold; nearer, the exact ones do, as they would
    /// everywhere: the answer is the exact count's.
    private static func plainCount(_ header: UnsafePointer<Header>, _ elements: UnsafeMutablePointer<Entry>,
                                   room: Double) -> Count {
        let count = header.pointee.segmentCount
        // Bound to Approximate by `make`, the exact entries after them.
        let approximate = UnsafeBufferPointer(
            start: UnsafeRawPointer(elements).assumingMemoryBound(to: Approximate.self), count: count)
        let exact = UnsafeBufferPointer(start: elements + (count + 1) / 2, count: count)
        // A single-precision total is within 2^-24 of itself of the exact one.
        let margin = header.pointee.total * 0x1p-21 + 1e-12
        var lineCount = 0
        var lineStart = 0.0    // approximately
        var first = 0          // the line's first segment
        var e = 0
        while e < approximate.count {
            let end = Double(approximate[e].end)
            let threshold = lineStart + room
            let fits = end < threshold - margin ? true
                : end >= threshold + margin ? false
                : exact[e].end < (first == 0 ? 0 : exact[first - 1].next) + room
            if fits {
                e += 1
                continue
            }
            if e == first { return Count(lineCount: lineCount, wideSegment: e) }
            lineCount += 1
            first = e
            lineStart = Double(approximate[e - 1].next)
        }
        return Count(lineCount: lineCount + (approximate.isEmpty ? 0 : 1))
    }

    /// The fit test with end adjustments and other-scale widths, and each line's fonts.
    private static func detailedCount(_ details: UnsafeBufferPointer<Detail>,
                                      room: Double, adjustmentScale: Double, otherScale: Double,
                                      heights: LineHeights) -> Count {
        var count = Count()
        var lineStart = 0.0
        var lineStartOther = 0.0
        var fontMask: UInt8 = 0
        var first = 0
        var e = 0
        while e < details.count {
            let detail = details[e]
            let width = detail.entry.end - lineStart + Double(detail.endAdjustment) * adjustmentScale
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
            lineStart = details[e - 1].entry.next
            lineStartOther = details[e - 1].otherTotal
        }
        if !details.isEmpty {
            count.lineCount += 1
            count.height += heights.height(fontMask: fontMask)
        }
        return count
    }
}
