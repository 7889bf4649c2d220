import Foundation
import Testing
import SteadyText
import SteadyTestSupport

/// Eight threads measure the same texts in random order, each preparing them
/// afresh, and get exactly one thread's answers: 1,000 rounds in all.
@Suite struct ThreadStressTests {
    @Test func thousandRoundsOnEightThreads() throws {
        // A stack of its own with a tiny shape cache, so threads also race on
        // eviction, not only on lookups.
        let fonts = try FontStack(directory: FontStack.bundledDirectory, shapeCacheCapacity: 16)
        let texts = ["Hi 👋", "مرحبا بك", "你好，世界", "สวัสดีครับ", "a\tb\u{AD}c", "👨‍👩‍👧 🇫🇷 1️⃣",
                     "Donaudampf\u{AD}schiff", "שלום עולם", "\u{202E}abc\u{2067}x", "नमस्ते"]
        let widths: [Double] = [1, 60, 300]
        @Sendable func measure(_ i: Int) -> [[TextLine]] {
            let prepared = PreparedText(texts[i], fonts: fonts)
            return widths.map { prepared.lines(width: $0, fontSize: 17, lineHeight: .normal) }
        }
        let expected = texts.indices.map(measure)
        let mismatches = Mutexed<[String]>([])
        let rounds = Mutexed<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var random = SplitMix64(seed: UInt64(1_000 + thread))
            for _ in 0..<125 {
                for i in Array(texts.indices).shuffled(using: &random) where measure(i) != expected[i] {
                    mismatches.append("thread \(thread): \(texts[i])")
                }
                rounds.append(thread)
            }
        }
        #expect(rounds.value.count == 1_000)
        #expect(mismatches.value.isEmpty, "\(mismatches.value.prefix(5))")
    }
}
