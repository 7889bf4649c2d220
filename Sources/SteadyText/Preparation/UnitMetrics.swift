/// A prepared text's numbers per UTF-16 code unit, for the rare line that
/// must split a word between graphemes (break-word, or a soft hyphen's word).
///
/// Whole segments never read them, so they are kept small: the running
/// widths are an array, and every other column (a font, a kerning amount,
/// a grapheme start) is nearly the same value for every unit, so it keeps
/// only where its value changes (``StepColumn``).
struct UnitMetrics: Sendable {
    /// Sums of the code units' advances (a cluster's advance shared among its
    /// code points, ``ShapedRun``) before each offset, and the total, in em.
    let prefixWidths: [Double]
    /// The same sums over code units drawn in fonts scaled by the size
    /// (``FontScaleGroups/bySize``), at each offset and the end.
    private let prefixOtherWidths: StepColumn<Double>
    /// The same sums over the second scale group's code units
    /// (``FontScaleGroups/second``).
    private let prefixSecondWidths: StepColumn<Double>
    /// Font of each code unit.
    private let fonts: StepColumn<UInt8>
    /// The strut slot of each code unit's span (``FontStack/strut(of:)``),
    /// 0 for none (the primary font's metrics are never a strut). A line
    /// that break-word cuts out of a span's word takes the span's strut as
    /// a whole word does.
    private let struts: StepColumn<UInt8>
    /// ``ShapedRun/endAdjustments`` of each code unit: a kerning amount,
    /// kept in single precision as segments keep theirs.
    private let endAdjustments: StepColumn<Float>
    /// ``ShapedRun/startAdjustments`` of each code unit (and 0 at the end);
    /// all 0 for every font that kerns with GPOS.
    private let startAdjustments: StepColumn<Float>
    /// Whether a grapheme cluster starts at each offset (and at the end).
    private let graphemeStarts: StepColumn<Bool>

    /// One code unit's numbers, as a word's analysis keeps them (``Token``).
    struct Unit {
        var advance: Double
        var endAdjustment: Double
        var font: UInt8
        var isGraphemeStart: Bool
        var strut: UInt8 = 0
        var startAdjustment: Float = 0
    }

    /// Builds the numbers one code unit at a time.
    struct Builder: ~Copyable {
        private var scaleGroups: FontScaleGroups
        private var prefixWidths: ColumnBuilder<Double>
        private var prefixOtherWidths = StepColumn<Double>.Builder(0)
        private var prefixSecondWidths = StepColumn<Double>.Builder(0)
        private var fonts = StepColumn<UInt8>.Builder(0)
        private var struts = StepColumn<UInt8>.Builder(0)
        private var endAdjustments = StepColumn<Float>.Builder(0)
        private var startAdjustments = StepColumn<Float>.Builder(0)
        private var graphemeStarts = StepColumn<Bool>.Builder(true)
        private var count = 0
        private(set) var capacity: Int

        /// A builder for `capacity` code units.
        init(capacity: Int, scaleGroups: FontScaleGroups) {
            self.scaleGroups = scaleGroups
            self.capacity = capacity
            prefixWidths = ColumnBuilder(capacity: capacity + 1)
            prefixWidths.append(0)
        }

        /// Empties the builder for a text of `capacity` code units, keeping its memory.
        mutating func reset(capacity: Int, scaleGroups: FontScaleGroups) {
            self.scaleGroups = scaleGroups
            self.capacity = capacity
            count = 0
            prefixWidths.removeAll()
            prefixWidths.reserve(capacity + 1)
            prefixWidths.append(0)
            prefixOtherWidths.reset()
            prefixSecondWidths.reset()
            fonts.reset()
            struts.reset()
            endAdjustments.reset()
            startAdjustments.reset()
            graphemeStarts.reset()
        }

        /// Appends the next code unit's numbers.
        @inline(__always)
        mutating func append(_ unit: Unit) {
            append(advance: unit.advance, font: unit.font, endAdjustment: unit.endAdjustment,
                   isGraphemeStart: unit.isGraphemeStart, strut: unit.strut,
                   startAdjustment: Double(unit.startAdjustment))
        }

        /// Appends the next code unit's numbers.
        @inline(__always)
        mutating func append(advance: Double, font: UInt8, endAdjustment: Double, isGraphemeStart: Bool,
                             strut: UInt8 = 0, startAdjustment: Double = 0) {
            prefixWidths.append(prefixWidths[count] + advance)
            fonts.set(font, from: count)
            struts.set(strut, from: count)
            if scaleGroups.bySize.contains(font: font) {
                prefixOtherWidths.set(prefixOtherWidths.last + advance, from: count + 1)
            }
            if scaleGroups.second.contains(font: font) {
                prefixSecondWidths.set(prefixSecondWidths.last + advance, from: count + 1)
            }
            endAdjustments.set(Float(endAdjustment), from: count)
            startAdjustments.set(Float(startAdjustment), from: count)
            graphemeStarts.set(isGraphemeStart, from: count)
            count += 1
        }

        /// Appends code units in font 0, each a grapheme start, with the given
        /// end adjustments (nil: all 0): a pass of sums, with the same
        /// additions in the same order as one
        /// ``append(advance:font:endAdjustment:isGraphemeStart:strut:startAdjustment:)`` a unit.
        mutating func appendPlain(advances: UnsafeBufferPointer<Double>, endAdjustments adjustments: UnsafeBufferPointer<Double>?) {
            appendPrimary(advances.count, advance: { advances[$0] }, endAdjustments: adjustments)
        }

        /// Appends `count` spaces `width` em wide in font 0, as ``appendPlain(advances:endAdjustments:)``.
        mutating func appendSpaces(_ count: Int, width: Double) {
            appendPrimary(count, advance: { _ in width }, endAdjustments: nil)
        }

        @inline(__always)
        private mutating func appendPrimary(_ added: Int, advance: (Int) -> Double,
                                            endAdjustments adjustments: UnsafeBufferPointer<Double>?) {
            guard added > 0 else { return }
            guard !scaleGroups.bySize.contains(.primary) && !scaleGroups.second.contains(.primary) else {
                for u in 0..<added {
                    append(advance: advance(u), font: 0, endAdjustment: adjustments?[u] ?? 0, isGraphemeStart: true)
                }
                return
            }
            var total = prefixWidths[count]
            prefixWidths.append(added) { sums in
                for k in 0..<added {
                    total += advance(k)
                    (sums + k).initialize(to: total)
                }
            }
            fonts.set(0, from: count)
            struts.set(0, from: count)
            if let adjustments {
                for k in 0..<added { endAdjustments.set(Float(adjustments[k]), from: count + k) }
            } else {
                endAdjustments.set(0, from: count)
            }
            startAdjustments.set(0, from: count)
            graphemeStarts.set(true, from: count)
            count += added
        }

        /// The numbers.
        mutating func finish() -> UnitMetrics {
            // Past the last unit: a grapheme starts, and no start adjustment.
            graphemeStarts.set(true, from: count)
            startAdjustments.set(0, from: count)
            return UnitMetrics(prefixWidths: prefixWidths.array(), prefixOtherWidths: prefixOtherWidths.column(),
                               prefixSecondWidths: prefixSecondWidths.column(), fonts: fonts.column(),
                               struts: struts.column(), endAdjustments: endAdjustments.column(),
                               startAdjustments: startAdjustments.column(), graphemeStarts: graphemeStarts.column())
        }
    }

    private init(prefixWidths: [Double], prefixOtherWidths: StepColumn<Double>, prefixSecondWidths: StepColumn<Double>,
                 fonts: StepColumn<UInt8>, struts: StepColumn<UInt8>, endAdjustments: StepColumn<Float>,
                 startAdjustments: StepColumn<Float>, graphemeStarts: StepColumn<Bool>) {
        self.prefixWidths = prefixWidths
        self.prefixOtherWidths = prefixOtherWidths
        self.prefixSecondWidths = prefixSecondWidths
        self.fonts = fonts
        self.struts = struts
        self.endAdjustments = endAdjustments
        self.startAdjustments = startAdjustments
        self.graphemeStarts = graphemeStarts
    }

    /// The numbers of a text's code units, from the pipeline's arrays
    /// (`graphemeStarts` has one more entry, for the end).
    init(advances: [Double], fonts: [UInt8], struts: [UInt8], endAdjustments: [Double], startAdjustments: [Double] = [],
         graphemeStarts: [Bool], scaleGroups: FontScaleGroups) {
        var builder = Builder(capacity: advances.count, scaleGroups: scaleGroups)
        for u in advances.indices {
            builder.append(advance: advances[u], font: fonts[u], endAdjustment: endAdjustments[u],
                           isGraphemeStart: graphemeStarts[u], strut: struts[u],
                           startAdjustment: startAdjustments.isEmpty ? 0 : startAdjustments[u])
        }
        self = builder.finish()
    }

    /// The advances of the code units in `range`, in em: all, those in
    /// fonts scaled by the size, and those in the second scale group's.
    @inline(__always)
    func widths(_ range: Range<Int>) -> (total: Double, other: Double, second: Double) {
        let total = prefixWidths[range.upperBound] - prefixWidths[range.lowerBound]
        // A uniform column reads 0 at both ends without a search (``StepColumn``).
        let other = prefixOtherWidths[range.upperBound] - prefixOtherWidths[range.lowerBound]
        let second = prefixSecondWidths[range.upperBound] - prefixSecondWidths[range.lowerBound]
        return (total, other, second)
    }

    /// The font code unit `u` is drawn in.
    @inline(__always)
    func font(at u: Int) -> UInt8 { fonts[u] }

    /// The fonts of the code units in `range`, and their spans' struts: for
    /// the rest of a word that break-word split, the one place that needs
    /// them, so they are found when asked rather than kept for every unit.
    func fontMask(_ range: Range<Int>) -> FontSet {
        var mask: FontSet = []
        fonts.forEachValue(in: range) { mask.formUnion(FontSet(font: $0)) }
        struts.forEachValue(in: range) { if $0 != 0 { mask.formUnion(FontSet(font: $0)) } }
        return mask
    }

    /// Whether a grapheme cluster starts at every code unit of `range`.
    func isEveryUnitAGrapheme(_ range: Range<Int>) -> Bool {
        graphemeStarts.allSatisfy(in: range) { $0 }
    }

    /// Writes, at `table`, what break-word reads (``BreakWord``)
    /// of the word `range`: the running widths at its offsets (`range.count + 1`
    /// doubles), then its code units' end adjustments and their start
    /// adjustments (`range.count` floats each).
    func writeBreakWordTable(_ range: Range<Int>, to table: UnsafeMutableRawPointer) {
        let widths = table.bindMemory(to: Double.self, capacity: range.count + 1)
        for u in range.lowerBound...range.upperBound { (widths + (u - range.lowerBound)).initialize(to: prefixWidths[u]) }
        let adjustments = (table + (range.count + 1) * MemoryLayout<Double>.stride)
            .bindMemory(to: Float.self, capacity: 2 * range.count)
        for u in range {
            (adjustments + (u - range.lowerBound)).initialize(to: Float(endAdjustment(at: u)))
            (adjustments + range.count + (u - range.lowerBound)).initialize(to: Float(startAdjustment(at: u)))
        }
    }

    /// How much wider a line ending after code unit `u` gets, in em.
    @inline(__always)
    func endAdjustment(at u: Int) -> Double { Double(endAdjustments[u]) }

    /// How much wider a line that starts at code unit `u` gets, in em
    /// (``ShapedRun/startAdjustments``); 0 at the text's end and past it.
    @inline(__always)
    func startAdjustment(at u: Int) -> Double {
        // The builder sets 0 from the end on.
        Double(startAdjustments[u])
    }

    /// Whether a line that starts somewhere gets wider than its text's
    /// advances say: in a font that kerns with a kern table, or inside a
    /// cluster that break-word may split.
    var hasStartAdjustments: Bool { !startAdjustments.isUniform }

    /// Whether a grapheme cluster starts at offset `u`.
    @inline(__always)
    func isGraphemeStart(_ u: Int) -> Bool { graphemeStarts[u] }
}
