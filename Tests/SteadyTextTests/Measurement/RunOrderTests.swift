import Foundation
import SteadyTestSupport
import SteadyGoldens
import SteadyText
import Testing

/// A text's lines do not depend on what was measured before it, on its thread or another:
/// the caches a font stack shares (shaped words, analysed words, dictionary runs and their
/// restarts) and each thread's own hold only what any order would put there.
///
/// The texts are the script goldens' messages in the dictionary scripts (Thai, Lao, Khmer,
/// Myanmar), whose breaks come from ICU's dictionaries and are cached by run, with every case
/// Chromium was asked for, mixed-0029 (Lao, then Khmer after a newline) among them.
@Suite struct RunOrderTests {
    struct Measured: Equatable {
        var lineStarts: [Int]
        var height: Double
    }

    static func isDictionaryScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF: true
        default: false
        }
    }

    /// Each case measured with a text prepared for it alone, in the order given.
    static func measure(_ cases: [ChromiumGoldens.Case], _ goldens: ChromiumGoldens,
                        fonts: FontStack) -> [String: Measured] {
        var results: [String: Measured] = [:]
        for golden in cases {
            let text = PreparedText(goldens.messages[golden.id]!.text, whiteSpace: golden.whiteSpace, fonts: fonts)
            let lines = text.lines(width: golden.width, fontSize: golden.size, lineHeight: golden.lineHeight)
            let layout = text.layout(width: golden.width, fontSize: golden.size, lineHeight: golden.lineHeight)
            results[golden.key] = Measured(lineStarts: lines.map(\.range.lowerBound), height: layout.height)
        }
        return results
    }

    @Test func dictionaryLinesDoNotDependOnWhatRanBefore() async throws {
        let goldens = try ChromiumGoldens(corpus: ChromiumGoldens.directory.appendingPathComponent("scripts.corpus.jsonl"),
                                          results: ChromiumGoldens.directory.appendingPathComponent("scripts-dpr1.chromium.jsonl"))
        let cases = goldens.cases.filter { golden in
            goldens.messages[golden.id]!.text.unicodeScalars.contains(where: Self.isDictionaryScript)
        }
        #expect(cases.count > 500)
        #expect(cases.contains { $0.id == "mixed-0029" })
        // In the goldens' order, on a stack of its own.
        let reference = Self.measure(cases, goldens, fonts: try FontStack.bundled())
        for seed: UInt64 in [1, 2, 3] {
            var random = SplitMix64(seed: seed)
            let shuffled = cases.shuffled(using: &random)
            // Shuffled, on one thread of a new stack.
            let alone = Self.measure(shuffled, goldens, fonts: try FontStack.bundled())
            let differing = reference.keys.filter { reference[$0] != alone[$0] }
            #expect(differing.isEmpty, "seed \(seed), one thread: \(differing.sorted().prefix(5))")
            // Shuffled and dealt to four threads sharing a new stack.
            let fonts = try FontStack.bundled()
            let parts = await withTaskGroup(of: [String: Measured].self) { group in
                for part in 0..<4 {
                    let share = shuffled.enumerated().filter { $0.offset % 4 == part }.map(\.element)
                    group.addTask { Self.measure(share, goldens, fonts: fonts) }
                }
                return await group.reduce(into: [String: Measured]()) { $0.merge($1) { first, _ in first } }
            }
            let differingShared = reference.keys.filter { reference[$0] != parts[$0] }
            #expect(differingShared.isEmpty, "seed \(seed), four threads: \(differingShared.sorted().prefix(5))")
        }
    }
}
