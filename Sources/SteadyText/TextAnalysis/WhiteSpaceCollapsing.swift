/// Text after CSS white-space processing, with the way back to the original.
struct CollapsedText: Sendable {
    /// The text as the line breaker sees it.
    var units: [UInt16]
    /// For each index into `units`, and one past the end, the UTF-16 offset in
    /// the original text it came from; nil when they are the same (`pre-wrap`).
    var originalOffsets: [Int32]?
}

/// CSS Text 3 white-space processing (phase I) as Blink applies it.
enum WhiteSpaceCollapsing {
    /// Processes `units` for `mode`.
    ///
    /// `pre-wrap` keeps the text as it is. `normal` turns every run of spaces,
    /// tabs and newlines into one space, removes a run at the start or end of
    /// the text (a line's leading collapsible space goes; its trailing one
    /// hangs, so removing it changes no width), and removes a run holding a
    /// newline beside a zero width space (the segment break transformation
    /// rules). Chromium does not apply the spec's optional rule that removes a
    /// newline between two East Asian wide characters ("。\nち" keeps a space).
    static func apply(_ units: [UInt16], mode: WhiteSpace) -> CollapsedText {
        let n = units.count
        if mode == .preWrap {
            return CollapsedText(units: units, originalOffsets: nil)
        }
        var output: [UInt16] = []
        var offsets: [Int32] = []
        output.reserveCapacity(n)
        offsets.reserveCapacity(n + 1)
        var i = 0
        while i < n {
            let unit = units[i]
            guard isCollapsible(unit) else {
                output.append(unit)
                offsets.append(Int32(i))
                i += 1
                continue
            }
            let start = i
            var hasNewline = false
            while i < n && isCollapsible(units[i]) {
                if units[i] == 0x0A { hasNewline = true }
                i += 1
            }
            if start == 0 || i == n { continue }
            // The segment break transformation: a run holding a newline beside a
            // zero width space goes (ZWSP is in the BMP, so code units compare).
            if hasNewline && (units[start - 1] == 0x200B || units[i] == 0x200B) {
                continue
            }
            output.append(0x20)
            offsets.append(Int32(start))
        }
        offsets.append(Int32(n))
        return CollapsedText(units: output, originalOffsets: offsets)
    }

    @inline(__always)
    private static func isCollapsible(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A
    }
}
