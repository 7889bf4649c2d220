/// The key of an analysed word in the font stack's shared ``FontStack/tokenCache``.
///
/// It carries the hash the thread's ``TokenCache`` computed already, so the
/// shared cache neither hashes the word again nor picks its shard by hashing.
public struct TokenKey: Hashable, Sendable {
    var units: [UInt16]
    var initialScript: Int32
    /// ``TokenCache/hash(_:initialScript:)`` of the two above.
    var hash: UInt64

    public static func == (a: TokenKey, b: TokenKey) -> Bool {
        a.hash == b.hash && a.initialScript == b.initialScript && a.units == b.units
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// An analysed word as the shared cache holds it.
public struct SharedToken: @unchecked Sendable {
    // @unchecked: a Token is a ManagedBuffer (which the standard library keeps
    // from being Sendable) written once, in `Token.make`, before it is shared.
    let token: Token
    init(_ token: Token) { self.token = token }
}

/// A thread's recently analysed words, so that preparing a text whose words
/// were seen before copies their numbers instead of segmenting and shaping
/// again. It lives in a ``ShapingContext``, so one thread at a time.
///
/// Two-way set associative: a word's hash picks a pair of slots, the word
/// found moves to the first, and a new word takes the first while the second
/// goes, so a pair keeps the two words used last. Bounded by the slot count;
/// words longer than ``FontStack/longestCachedWord`` are analysed but not kept.
struct TokenCache {
    private struct Slot {
        var hash: UInt64 = 0
        var token: Token? = nil
    }
    private var slots: [Slot]
    private let mask: Int

    /// A cache of `slotCount` words (rounded up to a power of two, at least
    /// 2). 65,536 slots (1 MB a thread) keep the 35,000 words of the English
    /// benchmark corpus with few collisions: at 32,768, rare words pushing
    /// each other out sent 7% of the warm time to the shared cache. The
    /// words themselves are the shared cache's, not copies.
    init(slotCount: Int = 65_536) {
        var count = 2
        while count < slotCount { count <<= 1 }
        slots = Array(repeating: Slot(), count: count)
        mask = count - 2
    }

    /// The word `units` analysed with `initialScript`, if cached; `hash` is ``hash(_:initialScript:)``.
    ///
    /// Unretained: the cache keeps the token until the next ``insert(_:hash:)``.
    /// A token the threads share (``FontStack/tokenCache``) is read by all of
    /// them; retaining it for every use would write its reference count from
    /// every core, one cache line bouncing between them.
    mutating func token(for units: UnsafeBufferPointer<UInt16>, initialScript: Int32,
                        hash: UInt64) -> Unmanaged<Token>? {
        let first = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeMutableBufferPointer { slots in
            if slots[first].hash == hash, let token = slots[first].token,
               token.isWord(units, initialScript: initialScript) {
                return Unmanaged.passUnretained(token)
            }
            guard slots[first + 1].hash == hash, let token = slots[first + 1].token,
                  token.isWord(units, initialScript: initialScript) else { return nil }
            slots.swapAt(first, first + 1)
            return Unmanaged.passUnretained(token)
        }
    }

    mutating func insert(_ token: Token, hash: UInt64) {
        let first = Int(truncatingIfNeeded: hash) & mask
        slots[first + 1] = slots[first]
        slots[first] = Slot(hash: hash, token: token)
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
