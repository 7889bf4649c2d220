import Testing
@testable import SteadyText
import SteadyTestSupport

/// The font stack's caches bound the code units their words hold together,
/// not only the words' count: memory grows with the code units, and many
/// distinct long words (60 characters each) took five times the memory of
/// chat words under the count alone.
@Suite struct CacheBoundTests {
    /// `count` distinct words of `length` letters from `alphabet`.
    static func words(_ count: Int, length: Int, alphabet: [Character], seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }) }
    }

    @Test func longWordsStayWithinTheCodeUnitCapacity() throws {
        let capacity = 20_000
        let fonts = try FontStack(directory: FontStack.bundledDirectory, cacheCodeUnitCapacity: capacity)
        let latin = Array("abcdefghijklmnopqrstuvwxyz"), arabic = Array("ابتثجحخدذرزسشصضطظعغفقكلمنهوي")
        let cjk = (0x4E00..<0x4F00).map { Character(Unicode.Scalar($0)!) }
        let thai = Array("กขคงจฉชซญดตถทนบปผพฟมยรลวสหอฮ")
        var texts: [String] = []
        for (index, alphabet) in [latin, arabic, cjk, thai].enumerated() {
            let words = Self.words(1_600, length: 60, alphabet: alphabet, seed: UInt64(index + 1))
            texts += stride(from: 0, to: words.count, by: 8).map { words[$0..<($0 + 8)].joined(separator: " ") }
        }
        for text in texts { _ = PreparedText(text, fonts: fonts).layout(width: 300, fontSize: 17, lineHeight: .normal) }
        for (name, cost, count) in [("shape", fonts.shapeCache.totalCost, fonts.shapeCache.count),
                                    ("token", fonts.tokenCache.totalCost, fonts.tokenCache.count),
                                    ("dictionary", fonts.dictionaryCache.totalCost, fonts.dictionaryCache.count)] {
            #expect(cost <= capacity, "\(name) cache: \(count) words, \(cost) code units")
        }
        // The words were cached (the bound is not met by keeping nothing).
        #expect(fonts.shapeCache.totalCost + fonts.tokenCache.totalCost > capacity / 2)
    }

    @Test func costsBoundASharedCache() {
        let cache = SharedCache<Int, [Int]>(capacity: 1_000, costCapacity: 3_200, cost: { _, value in value.count })
        for key in 0..<1_000 { cache.insert(Array(repeating: key, count: 50), for: key) }
        #expect(cache.totalCost <= 3_200)
        #expect(cache.count <= 3_200 / 50)
        #expect(cache.count > 0)
        // A value costing more than a shard's generation may hold is not kept.
        cache.insert(Array(repeating: 0, count: 200), for: -1)
        #expect(cache.value(for: -1) == nil)
        // Without costs, the count alone bounds.
        let counted = SharedCache<Int, [Int]>(capacity: 320)
        for key in 0..<1_000 { counted.insert([key], for: key) }
        #expect(counted.count <= 320 && counted.totalCost == counted.count)
    }
}
