#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread's own small cache of shaped words, in front of the shared
/// ``ShapeCache``: a hit costs a hash of the word and one comparison, with no
/// allocation and no lock. It lives in a ``ShapingContext``, so one thread at a time.
struct WordCache {
    private struct Entry {
        var units: [UInt16]
        var script: Int32
        var isRightToLeft: Bool
        var word: ShapedWord
    }

    /// Entries by slot; a new word evicts whatever held its slot.
    private var slots: [Entry?]
    private let mask: Int

    /// A cache of `slotCount` entries (rounded up to a power of two).
    init(slotCount: Int = 8192) {
        var count = 1
        while count < slotCount { count <<= 1 }
        slots = Array(repeating: nil, count: count)
        mask = count - 1
    }

    func word(for units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool) -> ShapedWord? {
        guard let entry = slots[slot(units, script: script, isRightToLeft: isRightToLeft)],
              entry.script == script, entry.isRightToLeft == isRightToLeft,
              entry.units.count == units.count else { return nil }
        let same = entry.units.withUnsafeBufferPointer { stored in
            guard let a = stored.baseAddress, let b = units.baseAddress else { return true }
            return memcmp(a, b, units.count * 2) == 0
        }
        return same ? entry.word : nil
    }

    mutating func insert(_ word: ShapedWord, for units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool) {
        slots[slot(units, script: script, isRightToLeft: isRightToLeft)] =
            Entry(units: Array(units), script: script, isRightToLeft: isRightToLeft, word: word)
    }

    /// FNV-1a over the code units, the script and the direction.
    private func slot(_ units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for unit in units {
            hash = (hash ^ UInt64(unit)) &* 0x100_0000_01b3
        }
        hash = (hash ^ UInt64(UInt32(bitPattern: script))) &* 0x100_0000_01b3
        hash = (hash ^ (isRightToLeft ? 1 : 0)) &* 0x100_0000_01b3
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
    }
}
