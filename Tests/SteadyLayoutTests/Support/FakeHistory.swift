@testable import SteadyLayout

/// A message as the tests' fake server stores it.
struct Message: Identifiable, Equatable {
    let id: Int
    var version = 0
}

/// A deterministic height provider: a height on the 1/64 pt grid from the message's identity
/// and version, narrower widths and larger type making rows taller, like wrapped text.
struct FakeHeights {
    var typeScale = 1.0

    func height(_ message: Message, width: Double) -> Double {
        var z = UInt64(bitPattern: Int64(message.id)) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(message.version)
        z = (z ^ (z >> 29)) &* 0xBF58_476D_1CE4_E5B9
        let baseTicks = 20 * 64 + Int(z % UInt64(260 * 64))
        let ticks = Int(Double(baseTicks) * typeScale * 390 / max(width, 100))
        return Double(ticks) / 64
    }
}

/// A server with a history of message identities `0..<count`, some deleted, serving pages.
struct FakeHistory {
    var count: Int
    var deleted: Set<Int> = []
    var versions: [Int: Int] = [:]

    func message(_ id: Int) -> Message { Message(id: id, version: versions[id] ?? 0) }

    /// Up to `limit` messages older than `id`, oldest first, and whether none are left beyond.
    func page(before id: Int, limit: Int) -> (messages: [Message], isLast: Bool) {
        var ids: [Int] = []
        var next = id - 1
        while next >= 0 && ids.count < limit {
            if !deleted.contains(next) { ids.append(next) }
            next -= 1
        }
        return (ids.reversed().map(message), next < 0)
    }

    /// Up to `limit` messages newer than `id`, oldest first, and whether none are left beyond.
    func page(after id: Int, limit: Int) -> (messages: [Message], isLast: Bool) {
        var ids: [Int] = []
        var next = id + 1
        while next < count && ids.count < limit {
            if !deleted.contains(next) { ids.append(next) }
            next += 1
        }
        return (ids.map(message), next >= count)
    }
}
