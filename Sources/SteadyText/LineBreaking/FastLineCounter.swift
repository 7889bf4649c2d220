/// Counting lines and summing their heights for a simple text
/// (``PreparedTextStorage/isSimple``: every segment a word, no tab, soft
/// hyphen or dictionary run), with the same fit test as ``LineBreaker`` and its
/// break-word split: for the simple texts ``LinePrefixes`` leaves (more than
/// one bidi item, or a font size of 0).
///
/// One pass over contiguous segment numbers, no allocation, no line records.
enum FastLineCounter {
    /// The lines of the text.
    static func layout(_ storage: PreparedTextStorage, breaker: LineBreaker, heights: LineHeights) -> TextLayout {
        let limit = breaker.limit
        let fontSize = breaker.fontSize
        return storage.segments.withUnsafeBufferPointer { segments in
            var closed = 0          // closed item pieces, 1/64 px
            var piece = 0.0         // the open piece, px, with trailing spaces
            var fontMask: UInt8 = 0
            var isEmpty = true
            var lineCount = 0
            var height = 0.0
            var resume = -1         // where the line starts inside segment k after a break-word split
            var k = 0
            while k < segments.count {
                let segment = segments[k]
                if segment.flags.contains(.startsItem) && !isEmpty {
                    closed += ceil64(piece)
                    piece = 0
                }
                var content: Double
                var mask = segment.fontMask
                if resume >= 0 {
                    let end = Int(storage.contentEnds[k])
                    let widths = storage.units.widths(resume..<end)
                    content = breaker.px(widths.total, other: widths.other)
                    mask = storage.units.fontMask(resume..<Int(storage.segmentStarts[k + 1]))
                } else {
                    content = breaker.px(segment.contentWidth, other: segment.contentOtherWidth)
                }
                if closed + ceil64(piece + content + Double(segment.endAdjustment) * fontSize) <= limit
                    || (isEmpty && Int(storage.contentEnds[k]) == (resume >= 0 ? resume : Int(storage.segmentStarts[k]))) {
                    piece += content + segment.spaceWidth * breaker.primaryScale
                    fontMask |= mask
                    isEmpty = false
                    k += 1
                    resume = -1
                    if segment.flags.contains(.newline) {
                        lineCount += 1
                        height += heights.height(fontMask: fontMask)
                        closed = 0; piece = 0; fontMask = 0; isEmpty = true
                    }
                } else if !isEmpty {
                    lineCount += 1
                    height += heights.height(fontMask: fontMask)
                    closed = 0; piece = 0; fontMask = 0; isEmpty = true
                } else {
                    // The word alone is too wide: break-word takes the graphemes that fit.
                    let start = resume >= 0 ? resume : Int(storage.segmentStarts[k])
                    let split = breaker.splitWord(k...k, from: resume >= 0 ? resume : nil, limit: limit)
                    var lineMask: UInt8 = 0
                    for u in start..<split.offset { lineMask |= 1 << storage.units.font(at: u) }
                    lineCount += 1
                    height += heights.height(fontMask: lineMask)
                    k = split.segment
                    resume = k < segments.count && split.offset != Int(storage.segmentStarts[k]) ? split.offset : -1
                }
            }
            if !isEmpty {
                lineCount += 1
                height += heights.height(fontMask: fontMask)
            }
            return TextLayout(lineCount: lineCount, height: height)
        }
    }
}
