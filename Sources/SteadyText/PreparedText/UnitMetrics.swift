/// A prepared text's numbers per UTF-16 code unit, for the rare line that
/// must split a word between graphemes (break-word, or a soft hyphen's word).
///
/// Whole segments never read them, so they are kept small: an array whose
/// every entry would be the same (font 0, no end adjustment, a grapheme at
/// every unit, nothing in other-scale fonts) is not kept at all.
struct UnitMetrics: Sendable {
    /// Sums of the code units' advances (a cluster's advance shared among its
    /// code points, ``ShapedWord``) before each offset, and the total, in em.
    private let prefixWidths: [Double]
    /// The same sums over code units drawn in other-scale fonts; empty when none is.
    private let prefixOtherWidths: [Double]
    /// Font of each code unit; empty when all are font 0.
    private let fonts: [UInt8]
    /// For each code unit, the fonts used from it to the end of its segment;
    /// empty when all are font 0.
    private let suffixMasks: [UInt8]
    /// ``ShapedWord/endAdjustments`` of each code unit; empty when all are 0.
    /// A kerning amount, kept in single precision as segments keep theirs.
    private let endAdjustments: [Float]
    /// Whether a grapheme cluster starts at each offset (and at the end);
    /// empty when one starts at every offset.
    private let graphemeStarts: [Bool]

    init(advances: [Double], fonts: [UInt8], endAdjustments: [Double], graphemeStarts: [Bool],
         segmentStarts: [Int32], otherScaleFonts: UInt8) {
        let n = advances.count
        var prefix = [Double](repeating: 0, count: n + 1)
        var total = 0.0
        for u in 0..<n {
            total += advances[u]
            prefix[u + 1] = total
        }
        prefixWidths = prefix
        let usesOtherFonts = fonts.contains { otherScaleFonts >> $0 & 1 == 1 }
        if usesOtherFonts {
            var other = [Double](repeating: 0, count: n + 1)
            for u in 0..<n {
                other[u + 1] = other[u] + (otherScaleFonts >> fonts[u] & 1 == 1 ? advances[u] : 0)
            }
            prefixOtherWidths = other
        } else {
            prefixOtherWidths = []
        }
        if fonts.contains(where: { $0 != 0 }) {
            self.fonts = fonts
            var suffix = [UInt8](repeating: 0, count: n)
            for k in 0..<(segmentStarts.count - 1) {
                var mask: UInt8 = 0
                for u in stride(from: Int(segmentStarts[k + 1]) - 1, through: Int(segmentStarts[k]), by: -1) {
                    mask |= 1 << fonts[u]
                    suffix[u] = mask
                }
            }
            suffixMasks = suffix
        } else {
            self.fonts = []
            suffixMasks = []
        }
        self.endAdjustments = endAdjustments.contains { $0 != 0 } ? endAdjustments.map { Float($0) } : []
        self.graphemeStarts = graphemeStarts.allSatisfy { $0 } ? [] : graphemeStarts
    }

    /// The advances of the code units in `range`, in em: all, and those in other-scale fonts.
    @inline(__always)
    func widths(_ range: Range<Int>) -> (total: Double, other: Double) {
        let total = prefixWidths[range.upperBound] - prefixWidths[range.lowerBound]
        if prefixOtherWidths.isEmpty { return (total, 0) }
        return (total, prefixOtherWidths[range.upperBound] - prefixOtherWidths[range.lowerBound])
    }

    /// The font code unit `u` is drawn in.
    @inline(__always)
    func font(at u: Int) -> UInt8 { fonts.isEmpty ? 0 : fonts[u] }

    /// The fonts used from code unit `u` to the end of its segment.
    @inline(__always)
    func suffixMask(at u: Int) -> UInt8 { suffixMasks.isEmpty ? 1 : suffixMasks[u] }

    /// How much wider a line ending after code unit `u` gets, in em.
    @inline(__always)
    func endAdjustment(at u: Int) -> Double { endAdjustments.isEmpty ? 0 : Double(endAdjustments[u]) }

    /// Whether a grapheme cluster starts at offset `u`.
    @inline(__always)
    func isGraphemeStart(_ u: Int) -> Bool { graphemeStarts.isEmpty || graphemeStarts[u] }
}
