import Testing
@testable import SteadyText

/// ``TokenCache``: a thread's analysed words, two to a set, the last used kept.
@Suite struct TokenCacheTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    func token(_ word: String, script: Int32 = 25) -> (Token, [UInt16]) {
        let units = Array(word.utf16)
        let token = PreparationScratch.perThread.with { scratch in
            units.withUnsafeBufferPointer { units in
                Token.make(units: units, initialScript: script,
                           analysis: TextPipeline(units, initialScript: script, fonts: fonts,
                                                           scratch: scratch, useCache: false),
                           lastScript: script, isSeparableFromSpaces: true)
            }
        }
        return (token, units)
    }

    func find(_ cache: TokenCache, _ units: [UInt16], script: Int32 = 25, hash: UInt64) -> Token? {
        units.withUnsafeBufferPointer { cache.token(for: $0, initialScript: script, hash: hash)?.takeUnretainedValue() }
    }

    @Test func aTokenKeepsItsWordSegmentsAndNumbers() {
        let (made, units) = token("well-known")
        made.withParts { header, storedUnits, segments, numbers in
            #expect(Array(storedUnits) == units)
            #expect(header.unitCount == units.count)
            // A break after the hyphen: two segments, "well-" and "known".
            #expect(segments.map(\.start) == [0, 5])
            // Latin in the primary font, one grapheme a letter: the advances (and end adjustments) are kept.
            guard case .plain(let advances, _) = numbers else {
                Issue.record("well-known should be a plain token")
                return
            }
            #expect(advances.count == units.count && advances.allSatisfy { $0 > 0 })
        }
    }

    @Test func aWordWithEmojiOrMarksKeepsEveryNumber() {
        for word in ["hi😀", "e\u{301}"] {
            let (made, units) = token(word)
            made.withParts { _, _, _, numbers in
                guard case .detailed(let numbers) = numbers else {
                    Issue.record("\(word.debugDescription) should keep fonts and graphemes")
                    return
                }
                #expect(numbers.count == units.count)
                #expect(numbers.contains { !$0.isGraphemeStart || $0.font != 0 })
            }
        }
    }

    @Test func theLastTwoWordsOfASetAreKept() {
        // One set of two slots: every word lands in it.
        let cache = TokenCache(slotCount: 2)
        let (a, aUnits) = token("alpha")
        let (b, bUnits) = token("beta")
        let (c, cUnits) = token("gamma")
        cache.insert(a, hash: 1)
        cache.insert(b, hash: 2)
        #expect(find(cache, aUnits, hash: 1) === a)
        #expect(find(cache, bUnits, hash: 2) === b)
        // "beta" was used last: "gamma" takes the place of "alpha".
        cache.insert(c, hash: 3)
        #expect(find(cache, aUnits, hash: 1) == nil)
        #expect(find(cache, bUnits, hash: 2) === b)
        #expect(find(cache, cUnits, hash: 3) === c)
    }

    @Test func aWordIsFoundOnlyWithItsTextAndScript() {
        let cache = TokenCache(slotCount: 8)
        let (a, aUnits) = token("alpha")
        let hash = aUnits.withUnsafeBufferPointer { TokenCache.hash($0, initialScript: 25) }
        cache.insert(a, hash: hash)
        #expect(find(cache, aUnits, hash: hash) === a)
        #expect(find(cache, aUnits, script: 8, hash: hash) == nil)
        // The same hash with other text (a collision) is not a hit.
        #expect(find(cache, Array("alphb".utf16), hash: hash) == nil)
    }

    /// The cache keeps the words it holds alive by itself, and lets go of the
    /// one it drops and of all of them when it goes.
    @Test func theCacheOwnsTheWordsItHolds() {
        weak var dropped: Token?
        weak var kept: Token?
        var cache: TokenCache? = TokenCache(slotCount: 2)
        do {
            let (a, _) = token("alpha")
            let (b, _) = token("beta")
            cache?.insert(a, hash: 1)
            cache?.insert(b, hash: 2)
            dropped = a
            kept = b
        }
        #expect(dropped != nil && kept != nil, "held by the cache alone")
        let (c, _) = token("gamma")
        cache?.insert(c, hash: 3)
        #expect(dropped == nil, "the word pushed out is released")
        #expect(kept != nil)
        cache = nil
        #expect(kept == nil, "a cache that goes releases its words")
    }
}
