/// `overflow-wrap: break-word`, defined once: where a word too wide for an
/// empty line splits. Only a word alone at a line's start is split (a line
/// that holds something breaks before the word instead), and it takes as
/// many grapheme clusters as fit, at least one.
///
/// As Chromium's `ShapingLineBreaker`: the candidate is the last grapheme
/// boundary whose position in the shaped word fits; the line's end is then
/// shaped again on its own (its last glyph loses kerning, its ligature
/// comes apart), and while that no longer fits, the break moves back one
/// grapheme.
enum BreakWord {
    /// The split of the word `range`: the last boundary in it whose running
    /// width fits (at least the first), then back to the last one whose line
    /// end, reshaped, fits too; `range.upperBound` when no boundary lies
    /// inside. Widths are the caller's, however kept: `fits` and
    /// `reshapedFits` apply ``LineFit`` to the line from `range.lowerBound`
    /// to an offset.
    ///
    /// `fits` is asked at ascending offsets; `reshapedFits` at descending
    /// ones from where the scan stopped, where the answer nearly always is.
    @inline(__always)
    static func offset(_ range: Range<Int>, isBoundary: (Int) -> Bool, fits: (Int) -> Bool,
                       reshapedFits: (Int) -> Bool) -> Int {
        // The first boundary counts whatever its width.
        var u = range.lowerBound + 1
        while u <= range.upperBound && !isBoundary(u) { u += 1 }
        guard u <= range.upperBound else { return range.upperBound }
        let firstBoundary = u
        // Then each boundary up to the first whose running width does not fit.
        var lastBoundary = u
        u += 1
        while u <= range.upperBound {
            if isBoundary(u) {
                guard fits(u) else { break }
                lastBoundary = u
            }
            u += 1
        }
        // The last of them whose line end, reshaped, fits too.
        u = lastBoundary
        while u >= firstBoundary {
            if isBoundary(u) && reshapedFits(u) { return u }
            u -= 1
        }
        return firstBoundary
    }
}

extension RenderingTarget {
    /// Whether the rest of a word that break-word split is as wide as what
    /// the word's width leaves after its prefixes measured alone, so that it
    /// keeps the kerning its first glyph had with the prefix: WebKit's
    /// `TextUtil::breakWord` measures each prefix alone, and the partial item
    /// left is the item's width less the prefix's (``BreakWord/restAdjustment(after:lineStartAdjustment:splitEndAdjustment:)``).
    /// In Noto Sans "r" kerns "o" by -0.02 em: at 53 px "okee" alone is
    /// 120.151 px and the rest of "Cherokee" after "Cher" 119.091 px, and
    /// WebKitGTK fits it to a 120 px line, where Chromium shapes the line's
    /// start again and splits "oke" | "e". A rest split again is measured
    /// from the split alone, in both.
    var measuresRestByDifference: Bool { self == .webkit }
}

extension BreakWord {
    /// How much wider than its advances, in em, WebKit's rest of a word is
    /// after a split (``RenderingTarget/measuresRestByDifference``): the rest
    /// before the split (`previous`, 0 where the line started at the word's
    /// start) less what measuring the line's piece alone added, at its start
    /// (`lineStartAdjustment`, ``UnitMetrics/startAdjustment(at:)`` of a line
    /// that started inside the word, else 0) and at its end
    /// (`splitEndAdjustment`, ``UnitMetrics/endAdjustment(at:)`` before the
    /// split). Each split subtracts its piece alone: in Noto Sans Myanmar
    /// the piece "းဇူး" of "ကျေးဇူးတင်" alone starts with a dotted circle
    /// (0.594 em), so the rest "တင်" after it is 1.18 em where its advances
    /// are 1.774 em, and WebKitGTK fits "တင်ပါ" to a 120 px line at 53 px.
    @inline(__always)
    static func restAdjustment(after previous: Double, lineStartAdjustment: Double,
                               splitEndAdjustment: Double) -> Double {
        previous - lineStartAdjustment - splitEndAdjustment
    }
}

extension UnitMetrics {
    /// ``BreakWord/offset(_:isBoundary:fits:reshapedFits:)`` over these running
    /// widths, for a word at the start of a line with `room` em of the primary
    /// scale (``LineFit/room(limit:primaryScale:)``). `adjustment` turns an
    /// end adjustment into em of the primary scale.
    ///
    /// The word must lie in one bidi item: ``LinePrefixes`` splits words only
    /// in texts of one item (and leaves the others' splits to the walk). Nil
    /// when a unit in it is drawn in an other-scale font, whose px the walk
    /// scales differently: the walk splits those.
    func breakWordOffset(_ range: Range<Int>, room: Double, adjustment: Double) -> Int? {
        if widths(range).other != 0 { return nil }
        return prefixWidths.withUnsafeBufferPointer { prefix in
            // A line that starts inside the word is shaped again from there.
            let threshold = prefix[range.lowerBound] + room - startAdjustment(at: range.lowerBound) * adjustment
            return BreakWord.offset(range, isBoundary: isGraphemeStart, fits: { prefix[$0] < threshold },
                                    reshapedFits: { prefix[$0] + endAdjustment(at: $0 - 1) * adjustment < threshold })
        }
    }
}
