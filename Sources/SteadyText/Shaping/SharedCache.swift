/// A bounded cache shared by every thread, for results that depend only on
/// their key (shaped words, dictionary break tables).
///
/// Memory is bounded: each shard keeps two generations; when the newer one
/// reaches its share of the capacity, the older is dropped and the newer takes
/// its place. A value used in either generation is kept (moved to the newer),
/// so frequent keys survive and at most `capacity` values are held.
public final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Generations {
        var newer: [Key: Value] = [:]
        var older: [Key: Value] = [:]
    }

    /// One lock per shard, so threads asking for different keys rarely wait.
    private final class Shard: Sendable {
        let state = Locked(Generations())
    }

    private static var shardCount: Int { 16 }
    private let shards: [Shard]
    private let capacityPerGeneration: Int

    /// The most values the cache holds.
    public let capacity: Int

    /// Creates an empty cache holding at most `capacity` values (0 or less
    /// disables caching). Any capacity is accepted; memory grows only with
    /// the values stored.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
        self.capacityPerGeneration = self.capacity / (2 * Self.shardCount)
        self.shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The number of values held now.
    public var count: Int {
        shards.reduce(0) { total, shard in total + shard.state.withLock { $0.newer.count + $0.older.count } }
    }

    /// Empties the cache.
    public func removeAll() {
        for shard in shards { shard.state.withLock { $0 = Generations() } }
    }

    /// The value for `key`, or nil.
    func value(for key: Key) -> Value? {
        guard capacityPerGeneration > 0 else { return nil }
        let limit = capacityPerGeneration
        return shard(for: key).state.withLock { generations in
            if let value = generations.newer[key] { return value }
            guard let value = generations.older.removeValue(forKey: key) else { return nil }
            Self.insert(value, for: key, into: &generations, limit: limit)
            return value
        }
    }

    /// Stores `value` for `key`.
    func insert(_ value: Value, for key: Key) {
        guard capacityPerGeneration > 0 else { return }
        let limit = capacityPerGeneration
        shard(for: key).state.withLock { Self.insert(value, for: key, into: &$0, limit: limit) }
    }

    private static func insert(_ value: Value, for key: Key, into generations: inout Generations, limit: Int) {
        if generations.newer.count >= limit {
            generations.older = generations.newer
            generations.newer = [:]
        }
        // A generation fills up to its limit: grow it there at once, not by
        // doubling, up to a size any machine allocates (a capacity of 2⁴⁰
        // would ask for terabytes before the first value is stored).
        if generations.newer.isEmpty { generations.newer.reserveCapacity(min(limit, largestReservation)) }
        generations.newer[key] = value
    }

    /// The most entries a generation reserves room for at once: 65,536 a
    /// shard, ten times the default shape cache's 6,250. Above it a
    /// generation grows by doubling as a dictionary does.
    private static var largestReservation: Int { 65_536 }

    private func shard(for key: Key) -> Shard {
        shards[(key.hashValue & Int.max) % Self.shardCount]
    }
}
