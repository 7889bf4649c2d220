import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText

/// Plain line wrapping at the width where a first line just fits
/// (Tools/chromium-goldens/probe_wrap_threshold.py): messages of the
/// `basic` and `scripts` corpora with the bundled stack, each at the
/// narrowest width, in layout units, at which its first line holds what it
/// holds at a start width, and one layout unit narrower, at ratios 1 and 2.
/// There the first line's content is within 1/64 device px of its room, and
/// which way its width rounds up decides the break. Every case matches or
/// is listed with its cause in `Goldens/<set>.known-differences.tsv`, and
/// the list is exact.
@Suite struct WrapThresholdGoldenTests {
    @Test(arguments: ["wrap-threshold-dpr1", "wrap-threshold-dpr2"])
    func wrapThresholdSetMatchesChromiumButForKnownDifferences(_ name: String) throws {
        try StackGoldenTests.check(name, minimumCases: 1_000)
    }

    /// Switches of held-out searches (other seeds of the probe) that the
    /// two float rules of Chromium's fit decide (``BlinkAdvances/fittingWidth(of:item:storage:fontSize:)``),
    /// as Chromium 156 broke them: a Gujarati line whose runs' floats sum to
    /// the step where its exact sum lies above it (it does not fit), a
    /// Spanish line of 684 device px whose float width is the step where its
    /// exact sum lies above it (it fits), and a word that fits in em but not
    /// glyph by glyph, which break-word splits.
    @Test func heldOutSwitchesMatchChromium() throws {
        let fonts = try FontStack.bundled()
        let gujarati = "આજે ખૂબ ગરમી છે.   \n\nહું દસ મિનિટમાં પહોંચી જઈશ. \nજમ્યા કે નહીં? \nનમસ્તે! તમે કેમ છો?"
        let spanish = "Llegamos a Córdoba a las once y media de la noche."
        let armenian = "Ծնունդդ շնորհավոր։ 🎉"
        let cases: [(text: String, whiteSpace: WhiteSpace, width: Double, size: Double, ratio: Double, starts: [Int])] = [
            (gujarati, .normal, 293.25, 23, 1, [0, 37, 66]),
            (gujarati, .normal, 293.234375, 23, 1, [0, 28, 59]),
            (spanish, .preWrap, 342.265625, 14, 2, [0]),
            (spanish, .preWrap, 342.2578125, 14, 2, [0, 44]),
            (armenian, .preWrap, 57.34375, 14, 1, [0, 8, 14]),
            (armenian, .preWrap, 57.328125, 14, 1, [0, 6, 8, 14]),
        ]
        for c in cases {
            let text = PreparedText(c.text, whiteSpace: c.whiteSpace, fonts: fonts)
            let lines = text.lines(width: c.width, fontSize: c.size, lineHeight: .normal, devicePixelRatio: c.ratio)
            let layout = text.layout(width: c.width, fontSize: c.size, lineHeight: .normal, devicePixelRatio: c.ratio)
            #expect(lines.map(\.range.lowerBound) == c.starts, "\(c.text.prefix(12)) at \(c.width) px")
            #expect(layout.lineCount == c.starts.count, "\(c.text.prefix(12)) at \(c.width) px")
        }
    }

    /// For each case that differs from Chromium, the first line on which
    /// Steady and Chromium differ, the longer of the two (the one that one
    /// of them found to fit), in units of 1/64 device px: its item pieces
    /// rounded up from their widths in em and from Chromium's glyph sums
    /// (``BlinkAdvances``; the last piece as the line breaker fits it),
    /// against the limit; "STRADDLES" where the two fall on either side of
    /// it. Prints only: what a known difference's cause starts from.
    @Test(arguments: ["wrap-threshold-dpr1", "wrap-threshold-dpr2"])
    func reportDifferences(_ name: String) throws {
        let set = try ChromiumGoldens.StackSet(named: name)
        let fonts = try FontStack(contentsOfFile: set.stackFile)
        let comparisons = set.goldens.compare(fonts: fonts, devicePixelRatio: set.devicePixelRatio)
        var straddling = 0
        let differing = comparisons.filter { !$0.matches }
        for comparison in differing {
            let golden = comparison.golden
            let length = comparison.message.text.utf16.count
            let steady = comparison.lineStarts + [length], chromium = golden.lineStarts + [length]
            let line = zip(steady.dropFirst(), chromium.dropFirst()).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(steady.count, chromium.count) - 2
            let start = chromium[line], end = max(steady[min(line + 1, steady.count - 1)], chromium[line + 1])
            let text = PreparedText(comparison.message.text, whiteSpace: golden.whiteSpace, fonts: fonts)
            let scale = DeviceScale(set.devicePixelRatio)
            let report = Self.line(text.storage, originalRange: start..<end, width: scale.device(golden.width),
                                   fontSize: scale.deviceFontSize(golden.size))
            if report.straddles { straddling += 1 }
            print("""
                \(name) \(golden.id) \(golden.width) \(golden.size) \(golden.whiteSpace.rawValue): \
                steady \(comparison.lineStarts) chromium \(golden.lineStarts) (heights \(comparison.height), \
                \(golden.height)); line \(line): \(report.text)
                """)
        }
        print("\(name): \(differing.count) differ, \(straddling) straddle a step")
    }

    /// The line `originalRange` of `storage` (its content, without the
    /// spaces at its end), each item piece rounded up to 1/64 px from its
    /// width in em and from its glyphs' sum, against the limit at `width`.
    static func line(_ storage: PreparedTextStorage, originalRange: Range<Int>, width: Double,
                     fontSize: Double) -> (text: String, straddles: Bool) {
        let offsets = storage.originalOffsets
        let count = storage.units.prefixWidths.count - 1
        func processed(_ original: Int) -> Int {
            (0...count).first { Int(offsets?[$0] ?? Int32($0)) >= original } ?? count
        }
        let lineStart = processed(originalRange.lowerBound)
        var end = processed(originalRange.upperBound)
        // Without the spaces that hang, and the newline that ends it.
        while end > lineStart,
              let k = (0..<storage.segmentCount).first(where: { Int(storage.segmentStarts[$0 + 1]) == end }),
              Int(storage.contentEnds[k]) < end {
            end = Int(storage.contentEnds[k])
        }
        guard let glyphs = storage.glyphSource?.glyphs else { return ("no glyph source", false) }
        let breaker = LineBreaker(storage: storage, width: width, fontSize: fontSize, target: .chromium)
        var pieces: [Range<Int>] = []
        var start = lineStart
        for k in 0..<storage.segmentCount where storage.segments[k].flags.contains(.startsItem) {
            let s = Int(storage.segmentStarts[k])
            if s > start && s < end { pieces.append(start..<s); start = s }
        }
        if end > start { pieces.append(start..<end) }
        // The item the last piece lies in, for Chromium's fit of it.
        var first = pieces.last.map { p in (0..<storage.segmentCount).last { Int(storage.segmentStarts[$0]) <= p.lowerBound }! } ?? 0
        var last = first + 1
        while first > 0 && !storage.segments[first].flags.contains(.startsItem) { first -= 1 }
        while last < storage.segmentCount && !storage.segments[last].flags.contains(.startsItem) { last += 1 }
        let item = Int(storage.segmentStarts[first])..<Int(storage.segmentStarts[last])
        var em = 0, glyph = 0
        var parts: [String] = []
        for piece in pieces {
            let w = storage.units.widths(piece)
            var px = breaker.px(w.total, other: w.other, second: w.second)
            if piece.upperBound == end { px += storage.units.endAdjustment(at: end - 1) * fontSize }
            let g = piece.upperBound == end
                ? BlinkAdvances.fittingWidth(of: piece, item: item, storage: glyphs, fontSize: fontSize)
                : BlinkAdvances.width(of: piece, storage: glyphs, fontSize: fontSize)
            em += ceil64(px)
            glyph += ceil64(g)
            parts.append(String(format: "%d..<%d em %.6f glyph %.6f", piece.lowerBound, piece.upperBound, px * 64, g * 64))
        }
        let limit = LineFit.limit(width: width)
        let straddles = LineFit.fits(em, limit: limit) != LineFit.fits(glyph, limit: limit)
        return ("\(lineStart)..<\(end): em \(em) glyph \(glyph) limit \(limit)\(straddles ? " STRADDLES" : ""); "
                + parts.joined(separator: ", "), straddles)
    }
}
