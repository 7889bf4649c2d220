/// The line breaker's hot path: counting lines and summing their heights for
/// a simple text (``PreparedText/Storage/isSimple``: every segment a word,
/// no tab, soft hyphen or dictionary run), with the same fit test as
/// ``LineBreaker``.
///
/// One pass over contiguous segment numbers, no allocation, no line records.
/// It gives up (returns nil) when a word is wider than an empty line, since
/// break-word needs graphemes; the general walk then lays the text out.
enum FastLineCounter {
    static func layout(_ storage: PreparedText.Storage, limit: Int, fontSize: Double,
                       heights: LineHeights) -> TextLayout? {
        storage.segments.withUnsafeBufferPointer { segments -> TextLayout? in
            var closed = 0          // closed item pieces, 1/64 px
            var piece = 0.0         // the open piece, px, with trailing spaces
            var fontMask: UInt8 = 0
            var isEmpty = true
            var lineCount = 0
            var height = 0.0
            var k = 0
            while k < segments.count {
                let segment = segments[k]
                if segment.flags.contains(.startsItem) && !isEmpty {
                    closed += ceil64(piece)
                    piece = 0
                }
                let content = segment.contentWidth * fontSize
                if closed + ceil64(piece + content + segment.endAdjustment * fontSize) <= limit {
                    piece += content + segment.spaceWidth * fontSize
                    fontMask |= segment.fontMask
                    isEmpty = false
                    k += 1
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
                    return nil
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
