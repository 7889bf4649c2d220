import Synchronization

/// Shaped words shared by every text prepared with one ``FontStack``, on every thread.
///
/// Chat repeats words; shaping each distinct word once is what makes cold
/// measurement fast. The key holds everything besides the font stack that
/// decides the result: the word's UTF-16 code units, its script and its
/// direction (the language is always "en", the chromium target's `lang`).
///
/// Memory is bounded: the cache keeps two generations per shard; when the newer
/// one reaches half the capacity, the older is dropped and the newer takes its
/// place. A word used in either generation is kept (moved to the newer), so
/// frequent words survive and at most `capacity` words are held.
public final class ShapeCache: Sendable {
    /// The default number of words kept: about 20 MB of typical chat words.
    public static let defaultCapacity = 200_000

    struct Key: Hashable, Sendable {
        var units: [UInt16]
        var script: Int32
        var isRightToLeft: Bool
    }

    private struct Generations {
        var newer: [Key: ShapedWord] = [:]
        var older: [Key: ShapedWord] = [:]
    }

    /// One lock per shard, so threads measuring different words rarely wait.
    private final class Shard: Sendable {
        let state = Mutex(Generations())
    }

    private static let shardCount = 16
    private let shards: [Shard]
    private let capacityPerGeneration: Int

    /// The most words the cache holds.
    public let capacity: Int

    /// Creates an empty cache holding at most `capacity` words (0 disables caching).
    public init(capacity: Int = ShapeCache.defaultCapacity) {
        self.capacity = max(0, capacity)
        self.capacityPerGeneration = self.capacity / (2 * Self.shardCount)
        self.shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The number of words held now.
    public var count: Int {
        shards.reduce(0) { total, shard in total + shard.state.withLock { $0.newer.count + $0.older.count } }
    }

    /// Empties the cache.
    public func removeAll() {
        for shard in shards { shard.state.withLock { $0 = Generations() } }
    }

    func value(for key: Key) -> ShapedWord? {
        guard capacityPerGeneration > 0 else { return nil }
        return shard(for: key).state.withLock { generations in
            if let word = generations.newer[key] { return word }
            guard let word = generations.older.removeValue(forKey: key) else { return nil }
            Self.insert(word, for: key, into: &generations, limit: capacityPerGeneration)
            return word
        }
    }

    func insert(_ word: ShapedWord, for key: Key) {
        guard capacityPerGeneration > 0 else { return }
        let limit = capacityPerGeneration
        shard(for: key).state.withLock { Self.insert(word, for: key, into: &$0, limit: limit) }
    }

    private static func insert(_ word: ShapedWord, for key: Key, into generations: inout Generations, limit: Int) {
        if generations.newer.count >= limit {
            generations.older = generations.newer
            generations.newer = [:]
        }
        generations.newer[key] = word
    }

    private func shard(for key: Key) -> Shard {
        shards[(key.hashValue & Int.max) % Self.shardCount]
    }
}
