extension LineBreaker {
    /// Where the text drawn on `line` ends when Chromium puts an ellipsis at
    /// its end, as `-webkit-line-clamp` does on the last line it shows, in
    /// processed-text offsets. The ellipsis is the stack's "…"
    /// (``PreparedTextStorage/ellipsisWidth``), rounded up to 1/64 px.
    ///
    /// When the line's content and the ellipsis fit, all of the content is
    /// drawn; otherwise the text is cut to the longest prefix of whole
    /// grapheme clusters that fits with the ellipsis (Blink's line
    /// truncator), but never to less than the line's first cluster or box
    /// (seen in Chromium: a box wider than the line with its ellipsis is
    /// drawn). Spaces draw nothing, so the end is that of the last character
    /// before them.
    func ellipsisCut(of line: Line) -> Int {
        let s = storage
        let ellipsisUnits = ceil64(s.ellipsisWidth * primaryScale)
        let contentEnd = self.contentEnd(of: line)
        if LineFit.fits(line.widthUnits + ellipsisUnits, limit: limit) { return contentEnd }
        var segment = 0
        var high = s.segmentCount - 1
        while segment < high {
            let middle = (segment + high + 1) / 2
            if Int(s.segmentStarts[middle]) <= line.start { segment = middle } else { high = middle - 1 }
        }
        var widths = SplitWidths(breaker: self, firstSegment: segment, start: line.start)
        // The line's first grapheme cluster (or box) stays, fitting or not.
        var cut = line.start
        var end = line.start + 1
        while end <= contentEnd {
            if s.units.isGraphemeStart(end) || end == contentEnd {
                guard cut == line.start
                        || LineFit.fits(widths.units(to: end, adjustment: 0) + ellipsisUnits, limit: limit) else { break }
                cut = end
            }
            end += 1
        }
        return self.contentEnd(from: line.start, to: cut)
    }

    /// The end of `line`'s content: before the spaces that hang at its end
    /// and its newline.
    private func contentEnd(of line: Line) -> Int {
        contentEnd(from: line.start, to: line.end)
    }

    /// The end of the content from `start` to `end`: `end` moved back over
    /// the segments' trailing spaces and newlines.
    private func contentEnd(from start: Int, to end: Int) -> Int {
        let s = storage
        var segment = s.segmentCount - 1
        while segment > 0 && Int(s.segmentStarts[segment]) >= end { segment -= 1 }
        var contentEnd = end
        while segment >= 0 {
            contentEnd = min(contentEnd, Int(s.contentEnds[segment]))
            // Stop at content, or at the segment the line starts in.
            if contentEnd > Int(s.segmentStarts[segment]) || Int(s.segmentStarts[segment]) <= start { break }
            segment -= 1
        }
        return max(start, contentEnd)
    }
}
