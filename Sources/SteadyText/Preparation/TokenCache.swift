import CSteadyShims

/// The key of an analysed word in the font stack's shared ``FontStack/tokenCache``.
///
/// It carries the hash the thread's ``TokenCache`` computed already, so the
/// shared cache neither hashes the word again nor picks its shard by hashing.
struct TokenKey: Hashable, Sendable {
    var units: [UInt16]
    var initialScript: Int32
    /// ``TokenCache/hash(_:initialScript:)`` of the two above.
    var hash: UInt64

    /// The same word with the same initial script (the hash first: it differs for most others).
    static func == (a: TokenKey, b: TokenKey) -> Bool {
        a.hash == b.hash && a.initialScript == b.initialScript && a.units == b.units
    }

    /// Feeds the stored hash alone: it already covers the units and the script.
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// An analysed word as the shared cache holds it.
struct SharedToken: @unchecked Sendable {
    // @unchecked: a Token is a ManagedBuffer (which the standard library keeps
    // from being Sendable) written once, in `Token.make`, before it is shared.
    let token: Token
    init(_ token: Token) { self.token = token }
}

/// A thread's recently analysed words, so that preparing a text whose words
/// were seen before copies their numbers instead of segmenting and shaping
/// again. It lives in a ``PreparationScratch``, so one thread at a time.
///
/// Two-way set associative: a word's hash picks a pair of slots, the word
/// found moves to the first, and a new word takes the first while the second
/// goes, so a pair keeps the two words used last. Bounded by the slot count;
/// words longer than ``FontStack/longestCachedRun`` are analysed but not kept.
///
/// A lookup waits on two loads from anywhere in memory, its slot and then
/// its word: ``prefetch(hashes:)`` starts them for a text's words at once.
///
/// The slots hold their words retained by hand (`Unmanaged`), in memory of
/// their own: a lookup neither retains the word it finds nor checks the
/// array's uniqueness. Words the threads share (``FontStack/tokenCache``) are
/// read by all of them, and a retain per use would write each word's
/// reference count from every core, one cache line bouncing between them.
final class TokenCache {
    private struct Slot {
        var hash: UInt64 = 0
        /// Retained by the cache from ``insert(_:hash:)`` until it leaves the slot.
        var token: Unmanaged<Token>? = nil
    }
    private let slots: UnsafeMutableBufferPointer<Slot>
    private let mask: Int

    /// A cache of `slotCount` words (rounded up to a power of two, at least
    /// 2). 65,536 slots (1 MB a thread) keep the 35,000 words of the English
    /// benchmark corpus with few collisions: at 32,768, rare words pushing
    /// each other out sent 7% of the warm time to the shared cache. The
    /// words themselves are the shared cache's, not copies.
    init(slotCount: Int = 65_536) {
        var count = 2
        while count < slotCount { count <<= 1 }
        slots = .allocate(capacity: count)
        slots.initialize(repeating: Slot())
        mask = count - 2
    }

    deinit {
        for slot in slots { slot.token?.release() }
        slots.deallocate()
    }

    /// The word `units` analysed with `initialScript`, if cached; `hash` is ``hash(_:initialScript:)``.
    ///
    /// Unretained: the cache keeps the token until the next ``insert(_:hash:)``.
    func token(for units: UnsafeBufferPointer<UInt16>, initialScript: Int32, hash: UInt64) -> Unmanaged<Token>? {
        let first = Int(truncatingIfNeeded: hash) & mask
        if slots[first].hash == hash, let token = slots[first].token,
           token._withUnsafeGuaranteedRef({ $0.isWord(units, initialScript: initialScript) }) {
            return token
        }
        guard slots[first + 1].hash == hash, let token = slots[first + 1].token,
              token._withUnsafeGuaranteedRef({ $0.isWord(units, initialScript: initialScript) }) else { return nil }
        slots.swapAt(first, first + 1)
        return token
    }

    /// Keeps `token` (retaining it) in the first slot `hash` picks; the word
    /// in the second slot leaves (released), the first's moves there.
    func insert(_ token: Token, hash: UInt64) {
        let first = Int(truncatingIfNeeded: hash) & mask
        slots[first + 1].token?.release()
        slots[first + 1] = slots[first]
        slots[first] = Slot(hash: hash, token: Unmanaged.passRetained(token))
    }

    /// Starts loading what looking up these hashes will read: first their
    /// slots, then (once the slots are on their way) the words in them. A
    /// text's words are then fetched side by side, not one after another.
    func prefetch(hashes: some Sequence<UInt64>) {
        for hash in hashes {
            steady_prefetch(slots.baseAddress! + (Int(truncatingIfNeeded: hash) & mask))
        }
        for hash in hashes {
            let first = Int(truncatingIfNeeded: hash) & mask
            if let token = slots[first].token {
                // Its header, code units and first advances.
                let start = UnsafeRawPointer(token.toOpaque())
                steady_prefetch(start)
                steady_prefetch(start + 64)
                steady_prefetch(start + 128)
            }
        }
    }

    /// FNV-1a over the code units and the script, folded.
    static func hash(_ units: UnsafeBufferPointer<UInt16>, initialScript: Int32) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for unit in units {
            hash = (hash ^ UInt64(unit)) &* 0x100_0000_01b3
        }
        hash = (hash ^ UInt64(UInt32(bitPattern: initialScript))) &* 0x100_0000_01b3
        return hash ^ (hash >> 29)
    }
}
