/// A bounded cache shared by every thread, for results that depend only on
/// their key (shaped words, dictionary break tables).
///
/// Memory is bounded: each shard keeps two generations; when the newer one
/// reaches its share of the capacity, or of the cost capacity, the older is
/// dropped and the newer takes its place. A value used in either generation
/// is kept (moved to the newer), so frequent keys survive, at most `capacity`
/// values are held, and their costs sum to at most `costCapacity`.
///
/// A value's cost is what its memory grows with (the font stack's caches:
/// the key's code units), so that a bound on the cost bounds the memory of
/// long words, which a bound on the count alone does not.
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Generations {
        var newer: [Key: Value] = [:]
        var older: [Key: Value] = [:]
        /// The summed cost of `newer`'s values.
        var newerCost = 0
    }

    /// One lock per shard, so threads asking for different keys rarely wait.
    private final class Shard: Sendable {
        let state = Locked(Generations())
    }

    private static var shardCount: Int { 16 }
    private let shards: [Shard]
    private let capacityPerGeneration: Int
    private let costPerGeneration: Int
    private let cost: @Sendable (Key, Value) -> Int

    /// The most values the cache holds.
    let capacity: Int
    /// The most the costs of the values held sum to.
    let costCapacity: Int

    /// Creates an empty cache holding at most `capacity` values (0 or less
    /// disables caching) whose `cost`s sum to at most `costCapacity` (each
    /// value costs 1 when no cost is given). Any capacity is accepted; memory
    /// grows only with the values stored.
    init(capacity: Int, costCapacity: Int = .max, cost: @escaping @Sendable (Key, Value) -> Int = { _, _ in 1 }) {
        self.capacity = max(0, capacity)
        self.costCapacity = max(0, costCapacity)
        self.capacityPerGeneration = self.capacity / (2 * Self.shardCount)
        self.costPerGeneration = self.costCapacity / (2 * Self.shardCount)
        self.cost = cost
        self.shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The summed cost of the values held now.
    var totalCost: Int {
        shards.reduce(0) { total, shard in
            total + shard.state.withLock { generations in
                generations.newerCost + generations.older.reduce(0) { $0 + cost($1.key, $1.value) }
            }
        }
    }

    /// The number of values held now.
    var count: Int {
        shards.reduce(0) { total, shard in total + shard.state.withLock { $0.newer.count + $0.older.count } }
    }

    /// Empties the cache.
    func removeAll() {
        for shard in shards { shard.state.withLock { $0 = Generations() } }
    }

    /// The value for `key`, or nil.
    func value(for key: Key) -> Value? {
        guard capacityPerGeneration > 0 else { return nil }
        return shard(for: key).state.withLock { generations in
            if let value = generations.newer[key] { return value }
            guard let value = generations.older.removeValue(forKey: key) else { return nil }
            insert(value, for: key, into: &generations)
            return value
        }
    }

    /// Stores `value` for `key`.
    func insert(_ value: Value, for key: Key) {
        guard capacityPerGeneration > 0 else { return }
        let valueCost = cost(key, value)
        // A value costing more than a generation may hold is not kept.
        guard valueCost <= costPerGeneration else { return }
        shard(for: key).state.withLock { insert(value, for: key, into: &$0, cost: valueCost) }
    }

    private func insert(_ value: Value, for key: Key, into generations: inout Generations, cost valueCost: Int? = nil) {
        let valueCost = valueCost ?? cost(key, value)
        let limit = capacityPerGeneration
        if generations.newer.count >= limit || generations.newerCost > costPerGeneration - valueCost {
            generations.older = generations.newer
            generations.newer = [:]
            generations.newerCost = 0
        }
        // A generation fills up to its limit: grow it there at once, not by
        // doubling, up to a size any machine allocates (a capacity of 2⁴⁰
        // would ask for terabytes before the first value is stored).
        if generations.newer.isEmpty { generations.newer.reserveCapacity(min(limit, Self.largestReservation)) }
        if generations.newer.updateValue(value, forKey: key) == nil {
            generations.newerCost += valueCost
        }
    }

    /// The most entries a generation reserves room for at once: 65,536 a
    /// shard, ten times the default shape cache's 6,250. Above it a
    /// generation grows by doubling as a dictionary does.
    private static var largestReservation: Int { 65_536 }

    private func shard(for key: Key) -> Shard {
        shards[(key.hashValue & Int.max) % Self.shardCount]
    }
}
