/// A prepared text's numbers per UTF-16 code unit, for the rare line that
/// must split a word between graphemes (break-word, or a soft hyphen's word).
///
/// Whole segments never read them, so they are kept small: an array whose
/// every entry would be the same (font 0, no end adjustment, a grapheme at
/// every unit, nothing in fonts of another scale) is not kept at all.
struct UnitMetrics: Sendable {
    /// Sums of the code units' advances (a cluster's advance shared among its
    /// code points, ``ShapedRun``) before each offset, and the total, in em.
    let prefixWidths: [Double]
    /// The same sums over code units drawn in fonts scaled by the size
    /// (``FontScaleGroups/bySize``); empty when none is.
    let prefixOtherWidths: [Double]
    /// The same sums over the second scale group's code units
    /// (``FontScaleGroups/second``); empty when none is.
    let prefixSecondWidths: [Double]
    /// Font of each code unit; empty when all are font 0.
    private let fonts: [UInt8]
    /// The strut slot of each code unit's span (``FontStack/strut(of:)``),
    /// 0 for none (the primary font's metrics are never a strut); empty when
    /// no unit has one. A line that break-word cuts out of a span's word
    /// takes the span's strut as a whole word does.
    private let struts: [UInt8]
    /// ``ShapedRun/endAdjustments`` of each code unit; empty when all are 0.
    /// A kerning amount, kept in single precision as segments keep theirs.
    private let endAdjustments: [Float]
    /// ``ShapedRun/startAdjustments`` of each code unit; empty when all are
    /// 0, as for every font that kerns with GPOS.
    private let startAdjustments: [Float]
    /// Whether a grapheme cluster starts at each offset (and at the end);
    /// empty when one starts at every offset.
    private let graphemeStarts: [Bool]

    /// One code unit's numbers, as a word's analysis keeps them (``Token``).
    struct Unit {
        var advance: Double
        var endAdjustment: Double
        var font: UInt8
        var isGraphemeStart: Bool
        var strut: UInt8 = 0
        var startAdjustment: Float = 0
    }

    /// Builds the numbers one code unit at a time, keeping only the arrays
    /// that turn out not to be uniform.
    struct Builder: ~Copyable {
        private var scaleGroups: FontScaleGroups
        private var prefixWidths: ColumnBuilder<Double>
        private var prefixOtherWidths = ColumnBuilder<Double>()
        private var prefixSecondWidths = ColumnBuilder<Double>()
        private var fonts = ColumnBuilder<UInt8>()
        private var struts = ColumnBuilder<UInt8>()
        private var endAdjustments = ColumnBuilder<Float>()
        private var startAdjustments = ColumnBuilder<Float>()
        private var graphemeStarts = ColumnBuilder<Bool>()
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
            prefixOtherWidths.removeAll()
            prefixSecondWidths.removeAll()
            fonts.removeAll()
            struts.removeAll()
            endAdjustments.removeAll()
            startAdjustments.removeAll()
            graphemeStarts.removeAll()
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
            if font != 0 || !fonts.isEmpty {
                if fonts.isEmpty { Self.start(&fonts, reserving: capacity + 1, with: 0, count: count) }
                fonts.append(font)
            }
            if strut != 0 || !struts.isEmpty {
                if struts.isEmpty { Self.start(&struts, reserving: capacity + 1, with: 0, count: count) }
                struts.append(strut)
            }
            let isOtherScale = scaleGroups.bySize.contains(font: font)
            if isOtherScale || !prefixOtherWidths.isEmpty {
                if prefixOtherWidths.isEmpty { Self.start(&prefixOtherWidths, reserving: capacity + 1, with: 0, count: count + 1) }
                prefixOtherWidths.append(prefixOtherWidths[count] + (isOtherScale ? advance : 0))
            }
            let isSecondScale = scaleGroups.second.contains(font: font)
            if isSecondScale || !prefixSecondWidths.isEmpty {
                if prefixSecondWidths.isEmpty { Self.start(&prefixSecondWidths, reserving: capacity + 1, with: 0, count: count + 1) }
                prefixSecondWidths.append(prefixSecondWidths[count] + (isSecondScale ? advance : 0))
            }
            if endAdjustment != 0 || !endAdjustments.isEmpty {
                if endAdjustments.isEmpty { Self.start(&endAdjustments, reserving: capacity + 1, with: 0, count: count) }
                endAdjustments.append(Float(endAdjustment))
            }
            if startAdjustment != 0 || !startAdjustments.isEmpty {
                if startAdjustments.isEmpty { Self.start(&startAdjustments, reserving: capacity + 1, with: 0, count: count) }
                startAdjustments.append(Float(startAdjustment))
            }
            if !isGraphemeStart || !graphemeStarts.isEmpty {
                if graphemeStarts.isEmpty { Self.start(&graphemeStarts, reserving: capacity + 1, with: true, count: count) }
                graphemeStarts.append(isGraphemeStart)
            }
            count += 1
        }

        /// Appends code units in font 0, each a grapheme start, with the given
        /// end adjustments (nil: all 0): a copy and a pass of sums, with the
        /// same additions in the same order as one
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
            if !prefixOtherWidths.isEmpty {
                prefixOtherWidths.append(repeating: prefixOtherWidths[count], count: added)
            }
            if !prefixSecondWidths.isEmpty {
                prefixSecondWidths.append(repeating: prefixSecondWidths[count], count: added)
            }
            if !fonts.isEmpty { fonts.append(repeating: 0, count: added) }
            if !struts.isEmpty { struts.append(repeating: 0, count: added) }
            if let adjustments {
                if endAdjustments.isEmpty { Self.start(&endAdjustments, reserving: capacity + 1, with: 0, count: count) }
                endAdjustments.append(added) { floats in
                    for k in 0..<added { (floats + k).initialize(to: Float(adjustments[k])) }
                }
            } else if !endAdjustments.isEmpty {
                endAdjustments.append(repeating: 0, count: added)
            }
            if !startAdjustments.isEmpty { startAdjustments.append(repeating: 0, count: added) }
            if !graphemeStarts.isEmpty { graphemeStarts.append(repeating: true, count: added) }
            count += added
        }

        /// A column that stops being uniform: the entries so far, then room for the rest.
        private static func start<T>(_ column: inout ColumnBuilder<T>, reserving capacity: Int, with value: T,
                                     count: Int) {
            column.reserve(capacity)
            column.append(repeating: value, count: count)
        }

        /// The numbers.
        mutating func finish() -> UnitMetrics {
            if !graphemeStarts.isEmpty { graphemeStarts.append(true) }
            return UnitMetrics(prefixWidths: prefixWidths.array(), prefixOtherWidths: prefixOtherWidths.array(),
                               prefixSecondWidths: prefixSecondWidths.array(), fonts: fonts.array(),
                               struts: struts.array(), endAdjustments: endAdjustments.array(),
                               startAdjustments: startAdjustments.array(), graphemeStarts: graphemeStarts.array())
        }
    }

    private init(prefixWidths: [Double], prefixOtherWidths: [Double], prefixSecondWidths: [Double], fonts: [UInt8],
                 struts: [UInt8], endAdjustments: [Float], startAdjustments: [Float], graphemeStarts: [Bool]) {
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
        let other = prefixOtherWidths.isEmpty
            ? 0 : prefixOtherWidths[range.upperBound] - prefixOtherWidths[range.lowerBound]
        let second = prefixSecondWidths.isEmpty
            ? 0 : prefixSecondWidths[range.upperBound] - prefixSecondWidths[range.lowerBound]
        return (total, other, second)
    }

    /// The font code unit `u` is drawn in.
    @inline(__always)
    func font(at u: Int) -> UInt8 { fonts.isEmpty ? 0 : fonts[u] }

    /// The fonts of the code units in `range`, and their spans' struts: for
    /// the rest of a word that break-word split, the one place that needs
    /// them, so they are found when asked rather than kept for every unit.
    func fontMask(_ range: Range<Int>) -> FontSet {
        var mask: FontSet = []
        if fonts.isEmpty {
            mask = range.isEmpty ? [] : .primary
        } else {
            for u in range { mask.formUnion(FontSet(font: fonts[u])) }
        }
        if !struts.isEmpty {
            for u in range where struts[u] != 0 { mask.formUnion(FontSet(font: struts[u])) }
        }
        return mask
    }

    /// Whether a grapheme cluster starts at every code unit of `range`.
    func isEveryUnitAGrapheme(_ range: Range<Int>) -> Bool {
        graphemeStarts.isEmpty || range.allSatisfy { graphemeStarts[$0] }
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
    func endAdjustment(at u: Int) -> Double { endAdjustments.isEmpty ? 0 : Double(endAdjustments[u]) }

    /// How much wider a line that starts at code unit `u` gets, in em
    /// (``ShapedRun/startAdjustments``).
    @inline(__always)
    func startAdjustment(at u: Int) -> Double {
        startAdjustments.isEmpty || u >= startAdjustments.count ? 0 : Double(startAdjustments[u])
    }

    /// Whether a line that starts somewhere gets wider than its text's
    /// advances say: in a font that kerns with a kern table, or inside a
    /// cluster that break-word may split.
    var hasStartAdjustments: Bool { !startAdjustments.isEmpty }

    /// Whether a grapheme cluster starts at offset `u`.
    @inline(__always)
    func isGraphemeStart(_ u: Int) -> Bool { graphemeStarts.isEmpty || graphemeStarts[u] }
}
