#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A token (the text between spaces and newlines, a word of Blink's word
/// cache) analysed on its own: its
/// segments and code units' numbers, as the pipeline finds them in any text
/// it stands in (see ``TextPipeline``).
///
/// One allocation: the header, then the word's code units, its segments and
/// its units' numbers, so that finding a word in the ``TokenCache`` and
/// copying it out reads one object front to back. Most words are plain (every
/// unit in the primary font and a grapheme of its own): they keep the units'
/// advances and, when some are kerned, their end adjustments, 8 or 16 bytes
/// a unit instead of 24.
final class Token: ManagedBuffer<Token.Header, UInt64> {
    struct Header {
        /// The script its leading neutral characters took.
        var initialScript: Int32
        /// The script of its last character of a real script, which the neutral
        /// characters after it take; nil when it has none.
        var lastScript: Int32?
        /// Whether a grapheme cluster boundary falls between a space and the
        /// word and between the word and a space, and its first character does
        /// not attach to a space before it for line breaking (a combining mark,
        /// a zero width joiner). When not, the word's analysis depends on the space.
        var isSeparableFromSpaces: Bool
        var unitCount: Int
        var segmentCount: Int
        /// Whether the units' numbers are kept as ``Units/plain(advances:endAdjustments:)``.
        var isPlain: Bool
        /// Whether a plain token keeps end adjustments (some unit has one).
        var hasEndAdjustments: Bool
        /// ``TextPipeline/missingClusterCount`` of the word.
        var missingClusterCount: Int
    }

    /// The units' numbers as the token keeps them.
    enum Units {
        /// Every unit in font 0, a grapheme start and without a start
        /// adjustment: the advances, and the end adjustments unless all are 0.
        case plain(advances: UnsafeBufferPointer<Double>, endAdjustments: UnsafeBufferPointer<Double>?)
        case detailed(UnsafeBufferPointer<UnitMetrics.Unit>)
    }

    /// A segment, at offsets from the word's start.
    struct Segment {
        var start: Int32
        var contentEnd: Int32
        var metrics: SegmentMetrics
    }

    /// The word `units`, analysed.
    static func make(units: UnsafeBufferPointer<UInt16>, initialScript: Int32, analysis: TextPipeline,
                     lastScript: Int32?, isSeparableFromSpaces: Bool) -> Token {
        let isPlain = (0..<units.count).allSatisfy {
            analysis.unitFonts[$0] == 0 && analysis.unitStruts[$0] == 0 && analysis.graphemeStarts[$0]
                && analysis.unitStartAdjustments[$0] == 0
        }
        let hasEndAdjustments = isPlain && analysis.unitEndAdjustments.contains { $0 != 0 }
        let header = Header(initialScript: initialScript, lastScript: lastScript,
                            isSeparableFromSpaces: isSeparableFromSpaces, unitCount: units.count,
                            segmentCount: analysis.segments.count, isPlain: isPlain,
                            hasEndAdjustments: hasEndAdjustments, missingClusterCount: analysis.missingClusterCount)
        let layout = Layout(header)
        let buffer = create(minimumCapacity: layout.words) { _ in header }
        buffer.withUnsafeMutablePointerToElements { elements in
            let raw = UnsafeMutableRawPointer(elements)
            let storedUnits = raw.bindMemory(to: UInt16.self, capacity: units.count)
            for (k, unit) in units.enumerated() { (storedUnits + k).initialize(to: unit) }
            let segments = (raw + layout.segmentsOffset).bindMemory(to: Segment.self, capacity: header.segmentCount)
            for k in 0..<header.segmentCount {
                (segments + k).initialize(to: Segment(start: analysis.segmentStarts[k],
                                                      contentEnd: analysis.contentEnds[k],
                                                      metrics: analysis.segments[k]))
            }
            if isPlain {
                let plain = (raw + layout.numbersOffset).bindMemory(to: Double.self,
                                                                    capacity: (hasEndAdjustments ? 2 : 1) * units.count)
                for k in 0..<units.count { (plain + k).initialize(to: analysis.unitAdvances[k]) }
                if hasEndAdjustments {
                    for k in 0..<units.count { (plain + units.count + k).initialize(to: analysis.unitEndAdjustments[k]) }
                }
            } else {
                let numbers = (raw + layout.numbersOffset).bindMemory(to: UnitMetrics.Unit.self, capacity: units.count)
                for k in 0..<units.count {
                    (numbers + k).initialize(to: UnitMetrics.Unit(advance: analysis.unitAdvances[k],
                                                             endAdjustment: analysis.unitEndAdjustments[k],
                                                             font: analysis.unitFonts[k],
                                                             isGraphemeStart: analysis.graphemeStarts[k],
                                                             strut: analysis.unitStruts[k],
                                                             startAdjustment: Float(analysis.unitStartAdjustments[k])))
                }
            }
        }
        return unsafeDowncast(buffer, to: Token.self)
    }

    /// Where each part starts in the elements, in bytes.
    private struct Layout {
        let segmentsOffset: Int
        let numbersOffset: Int
        /// The elements (8 bytes each) the parts take.
        let words: Int

        init(_ header: Header) {
            func aligned(_ bytes: Int) -> Int { (bytes + 7) & ~7 }
            segmentsOffset = aligned(header.unitCount * MemoryLayout<UInt16>.stride)
            numbersOffset = segmentsOffset + aligned(header.segmentCount * MemoryLayout<Segment>.stride)
            let unitStride = !header.isPlain ? MemoryLayout<UnitMetrics.Unit>.stride
                : (header.hasEndAdjustments ? 2 : 1) * MemoryLayout<Double>.stride
            words = (numbersOffset + aligned(header.unitCount * unitStride)) / 8
        }
    }

    /// Reads the word: its header, code units, segments and units' numbers.
    func withParts<R>(_ body: (Header, UnsafeBufferPointer<UInt16>, UnsafeBufferPointer<Segment>, Units) -> R) -> R {
        withUnsafeMutablePointers { header, elements in
            let header = header.pointee
            let layout = Layout(header)
            let raw = UnsafeRawPointer(elements)
            // Bound to these types by `make`.
            let numbers = raw + layout.numbersOffset
            let units: Units
            if header.isPlain {
                let plain = numbers.assumingMemoryBound(to: Double.self)
                units = .plain(advances: UnsafeBufferPointer(start: plain, count: header.unitCount),
                               endAdjustments: header.hasEndAdjustments
                                   ? UnsafeBufferPointer(start: plain + header.unitCount, count: header.unitCount) : nil)
            } else {
                units = .detailed(UnsafeBufferPointer(start: numbers.assumingMemoryBound(to: UnitMetrics.Unit.self),
                                                      count: header.unitCount))
            }
            return body(header,
                        UnsafeBufferPointer(start: raw.assumingMemoryBound(to: UInt16.self), count: header.unitCount),
                        UnsafeBufferPointer(start: (raw + layout.segmentsOffset).assumingMemoryBound(to: Segment.self),
                                            count: header.segmentCount),
                        units)
        }
    }

    /// Whether this is the word `units` analysed with `initialScript`.
    func isWord(_ units: UnsafeBufferPointer<UInt16>, initialScript: Int32) -> Bool {
        withUnsafeMutablePointers { header, elements in
            guard header.pointee.initialScript == initialScript, header.pointee.unitCount == units.count else {
                return false
            }
            guard let base = units.baseAddress else { return true }
            return memcmp(elements, base, units.count * 2) == 0
        }
    }
}
