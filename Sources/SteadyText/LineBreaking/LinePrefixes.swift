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
/// A segment too wide for a line of its own (break-word) stops the count there:
/// ``LineBreaker/splitWord(_:from:limit:)`` splits it between graphemes, and the
/// count goes on after the split (``FastLineCounter`` does, for a text whose
/// one font is not the first, whose split lines could have other heights).
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
        func header(total: Double) -> Header {
            Header(storage: storage, fontMetrics: storage.fontMetrics, segmentCount: count,
                   hasDetails: hasDetails, uniformFontMask: uniform, total: total)
        }
        let approximateSlots = (count + 1) / 2     // two to an Entry's 16 bytes
        let buffer = create(minimumCapacity: hasDetails ? 2 * count : approximateSlots + count) { _ in
            header(total: 0)
        }
        let total = buffer.withUnsafeMutablePointerToElements { elements in
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
            return total
        }
        // The whole width is known once the totals are: the header takes it now.
        buffer.withUnsafeMutablePointerToHeader { $0.pointee = header(total: total) }
        return unsafeDowncast(buffer, to: LinePrefixes.self)
    }

    /// The rest of what prepare found.
    var storage: PreparedText.Storage { withUnsafeMutablePointerToHeader { $0.pointee.storage } }

    /// Where counting goes on: a line that starts at segment `segment`, or one
    /// that holds the rest of segment `first` after break-word split it.
    struct Cursor {
        /// The next segment to place.
        var segment = 0
        /// A line is empty while its next segment is `first`.
        var first = 0
        /// The totals where the line starts, in em (all, and other-scale).
        var lineStart = 0.0
        var lineStartOther = 0.0
        /// The fonts already on the line.
        var fontMask: UInt8 = 0
        /// The exact start of a line that holds the rest of a split segment
        /// (nil: the exact total before `first`).
        var splitLineStart: Double? = nil
    }

    /// Lays out a simple text of one item; nil for any other text.
    ///
    /// A segment too wide for a line of its own is split between graphemes by
    /// ``LineBreaker/splitWord(_:from:limit:)`` (the rare part that reads the
    /// code units' numbers), and counting goes on after the split.
    func layout(width: Double, fontSize: Double, lineHeight: LineHeight) -> TextLayout? {
        withUnsafeMutablePointers { header, elements in
            let header = UnsafePointer(header)
            let count = header.pointee.segmentCount
            guard count > 0 else { return nil }
            let heights = LineHeights(fontMetrics: header.pointee.fontMetrics, fontSize: fontSize,
                                      lineHeight: lineHeight)
            let primaryScale = header.pointee.fontMetrics[0].advanceScale(fontSize: fontSize)
            var total = TextLayout(lineCount: 0, height: 0)
            // A font size of 0 leaves no scale to divide by: the general count copes.
            guard primaryScale > 0 else {
                let storage = header.pointee.storage
                return FastLineCounter.layout(storage, breaker: LineBreaker(storage: storage, width: width,
                                                                            fontSize: fontSize),
                                              heights: heights)
            }
            // The line's room in em of the primary font's scale.
            let room = (Double(LineBreaker.limit(width: width)) + 1e-6) / 64 / primaryScale
            let hasDetails = header.pointee.hasDetails
            // Bound by `make`: details, or approximate totals followed by exact ones.
            let details = UnsafeBufferPointer(
                start: UnsafeRawPointer(elements).assumingMemoryBound(to: Detail.self), count: hasDetails ? count : 0)
            let exact = UnsafeBufferPointer(start: elements + (count + 1) / 2, count: hasDetails ? 0 : count)
            func entry(_ k: Int) -> Entry { hasDetails ? details[k].entry : exact[k] }
            func otherTotal(_ k: Int) -> Double { hasDetails ? details[k].otherTotal : 0 }

            var cursor = Cursor()
            var breaker: LineBreaker? = nil
            while true {
                let counted: Count
                if hasDetails {
                    counted = Self.detailedCount(details, from: cursor, room: room,
                                                 adjustmentScale: fontSize / primaryScale,
                                                 otherScale: (fontSize - primaryScale) / primaryScale,
                                                 heights: heights)
                } else {
                    var plain = Self.plainCount(header, elements, from: cursor, room: room)
                    plain.height = Double(plain.lineCount) * heights.height(fontMask: header.pointee.uniformFontMask)
                    counted = plain
                }
                total.lineCount += counted.lineCount
                total.height += counted.height
                guard let wide = counted.wideSegment else { return total }

                // Break-word. Split lines of a text without details must all have
                // its one font for the heights above: so when that font is the first.
                let storage = header.pointee.storage
                let lineBreaker = breaker ?? LineBreaker(storage: storage, width: width, fontSize: fontSize)
                breaker = lineBreaker
                guard hasDetails || header.pointee.uniformFontMask == 1 else {
                    return FastLineCounter.layout(storage, breaker: lineBreaker, heights: heights, from: wide,
                                                  counted: total)
                }
                var resume: Int? = nil
                while true {
                    let start = resume ?? Int(storage.segmentStarts[wide])
                    let split = lineBreaker.splitWord(wide...wide, from: resume, limit: lineBreaker.limit)
                    var mask: UInt8 = 0
                    for u in start..<split.offset { mask |= 1 << storage.units.font(at: u) }
                    total.lineCount += 1
                    total.height += heights.height(fontMask: mask)
                    if split.segment != wide {
                        // The word ended: the next line starts at the next segment.
                        let next = split.segment
                        cursor = Cursor(segment: next, first: next,
                                        lineStart: next == 0 ? 0 : entry(next - 1).next,
                                        lineStartOther: next == 0 ? 0 : otherTotal(next - 1))
                        break
                    }
                    resume = split.offset
                    // The rest of the word on a line of its own: if it fits, the line goes on after it.
                    let rest = storage.units.widths(split.offset..<Int(storage.contentEnds[wide]))
                    let restWidth = lineBreaker.px(rest.total, other: rest.other)
                        + Double(storage.segments[wide].endAdjustment) * fontSize
                    if ceil64(restWidth) <= lineBreaker.limit {
                        let lineStart = entry(wide).end - rest.total
                        cursor = Cursor(segment: wide + 1, first: wide, lineStart: lineStart,
                                        lineStartOther: otherTotal(wide) - rest.other,
                                        fontMask: storage.units.suffixMask(at: split.offset),
                                        splitLineStart: lineStart)
                        break
                    }
                }
            }
        }
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
                    Self.plainCount(UnsafePointer(header), elements, from: Cursor(), room: room)
                }
            })
        }
    }

    /// Every line has the same fonts and no segment an end adjustment: the
    /// line count (the caller multiplies out the height), up to the first
    /// segment too wide for a line of its own.
    ///
    /// The single-precision totals decide wherever they are farther than
    /// `margin` from the threshold; nearer, the exact ones do, as they would
    /// everywhere: the answer is the exact count's.
    private static func plainCount(_ header: UnsafePointer<Header>, _ elements: UnsafeMutablePointer<Entry>,
                                   from cursor: Cursor, room: Double) -> Count {
        let count = header.pointee.segmentCount
        // Bound to Approximate by `make`, the exact entries after them.
        let approximate = UnsafeBufferPointer(
            start: UnsafeRawPointer(elements).assumingMemoryBound(to: Approximate.self), count: count)
        let exact = UnsafeBufferPointer(start: elements + (count + 1) / 2, count: count)
        // A single-precision total is within 2^-24 of itself of the exact one.
        let margin = header.pointee.total * 0x1p-21 + 1e-12
        var lineCount = 0
        var lineStart = cursor.lineStart    // approximately, after the first line
        var splitLineStart = cursor.splitLineStart
        var first = cursor.first
        var e = cursor.segment
        while e < count {
            let end = Double(approximate[e].end)
            let threshold = lineStart + room
            let fits = end < threshold - margin ? true
                : end >= threshold + margin ? false
                : exact[e].end < (splitLineStart ?? (first == 0 ? 0 : exact[first - 1].next)) + room
            if fits {
                e += 1
                continue
            }
            if e == first { return Count(lineCount: lineCount, wideSegment: e) }
            lineCount += 1
            first = e
            lineStart = Double(approximate[e - 1].next)
            splitLineStart = nil
        }
        return Count(lineCount: lineCount + (e > first ? 1 : 0))
    }

    /// The fit test with end adjustments and other-scale widths, and each
    /// line's fonts, up to the first segment too wide for a line of its own.
    private static func detailedCount(_ details: UnsafeBufferPointer<Detail>, from cursor: Cursor,
                                      room: Double, adjustmentScale: Double, otherScale: Double,
                                      heights: LineHeights) -> Count {
        var count = Count()
        var lineStart = cursor.lineStart
        var lineStartOther = cursor.lineStartOther
        var fontMask = cursor.fontMask
        var first = cursor.first
        var e = cursor.segment
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
        if e > first {
            count.lineCount += 1
            count.height += heights.height(fontMask: fontMask)
        }
        return count
    }
}
