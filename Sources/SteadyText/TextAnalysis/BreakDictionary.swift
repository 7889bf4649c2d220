import CSteadyShims

/// An ICU break dictionary (`brkitr/<script>dict.dict`, ICU's "Dict" data):
/// the words of a script written without spaces, in a byte trie (ICU's
/// BytesTrie), each character stored as its distance from the script's block.
///
/// Read from the data item's bytes as ICU lays them out: a data header (its
/// size, the magic bytes 0xDA 0x27, format "Dict" 1, little-endian), eight
/// 32-bit indexes (where the trie starts and ends, the trie's type, how
/// characters become bytes) and the trie. Only a byte trie whose characters
/// are offsets from a base code point is read, as every Thai, Lao, Khmer and
/// Burmese dictionary is; other bytes give no dictionary (`init` returns nil).
/// A trie whose own offsets point outside it matches nothing past that point:
/// no input traps or loops.
///
/// The trie is nodes of bytes, each read by its lead byte: below 0x10 a branch
/// (which next byte to follow: a binary search down to five or fewer keys,
/// then a list of keys each with a value or a jump), 0x10–0x1F a run of 1 to
/// 16 bytes to match in turn, 0x20 and above a value (an odd lead: the last
/// node of its path), which marks the bytes read so far as a word.
///
/// Immutable: one value serves every thread (``khmer``).
struct BreakDictionary: Sendable {
    /// The trie's bytes.
    private let trie: [UInt8]
    /// The code point stored as byte 0.
    private let base: Int

    /// The longest a word list keeps for one offset: ICU's engines look at
    /// the 20 shortest words that start there (`POSSIBLE_WORD_LIST_MAX`).
    static let maximumWords = 20

    /// The dictionary in `data`, an ICU data item with its header; nil when
    /// it is not one this reader can read.
    init?(_ data: [UInt8]) {
        guard data.count >= 4, data[2] == 0xDA, data[3] == 0x27 else { return nil }
        let headerSize = Int(data[0]) | Int(data[1]) << 8
        // The header's UDataInfo: byte order at 8, the format's name at 12 and its version at 16.
        guard headerSize >= 20, data.count >= headerSize + 32, data[8] == 0,
              data[12] == 0x44, data[13] == 0x69, data[14] == 0x63, data[15] == 0x74, data[16] == 1 else { return nil }
        func index(_ k: Int) -> Int {
            let at = headerSize + 4 * k
            return Int(Int32(bitPattern: UInt32(data[at]) | UInt32(data[at + 1]) << 8
                                | UInt32(data[at + 2]) << 16 | UInt32(data[at + 3]) << 24))
        }
        // Indexes 0 and 1: the trie's start and end, from the data's start (after the header).
        let trieStart = index(0), trieEnd = index(1)
        let trieType = index(4), transform = index(5)
        guard trieType & 7 == 0, transform & 0x7F00_0000 == 0x0100_0000,
              trieStart >= 32, trieStart <= trieEnd, trieEnd <= data.count - headerSize else { return nil }
        trie = Array(data[(headerSize + trieStart)..<(headerSize + trieEnd)])
        base = transform & 0x1F_FFFF
    }

    /// ICU 78's Khmer words, from Chromium 156 (`BreakRules/khmerdict.dict`,
    /// embedded in the shim).
    static let khmer: BreakDictionary = {
        // Compiled into the library and read by the tests: a failure is a build defect.
        guard let dictionary = BreakDictionary(embeddedKhmer) else { fatalError("embedded Khmer dictionary unreadable") }
        return dictionary
    }()

    /// The bytes of the embedded Khmer dictionary, an ICU data item.
    static var embeddedKhmer: [UInt8] {
        Array(UnsafeBufferPointer(start: steady_break_dictionary_khmer_ptr(),
                                  count: Int(steady_break_dictionary_khmer_length)))
    }

    /// Looks up the words that start at `start` in `text` and end by `end`:
    /// calls `found` with each one's length in code units, shortest first
    /// (at most ``maximumWords`` of them), and returns how many code units
    /// the trie read, the one that ended the match included. ICU's engines
    /// take that count for the longest prefix of a word there.
    ///
    /// The text is taken a code unit at a time, as a character: the four
    /// scripts lie in the Basic Multilingual Plane. A character outside the
    /// dictionary's 254 is the byte 0xFF, as in ICU (its "no character"
    /// wraps to that byte), which is also what the zero width joiner becomes
    /// (the non-joiner is 0xFE).
    func words(in text: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int, found: (Int) -> Void) -> Int {
        trie.withUnsafeBufferPointer { trie in
            var cursor = Cursor(trie: trie)
            var read = 0
            var count = 0
            var i = start
            while i < end {
                let step = cursor.next(byte(for: text[i]))
                i += 1
                read += 1
                if step == .word || step == .lastWord {
                    if count < Self.maximumWords { found(read) }
                    count += 1
                }
                if step == .none || step == .lastWord { break }
            }
            return read
        }
    }

    /// Whether `text` is one word of the dictionary.
    func contains(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        var longest = 0
        _ = words(in: text, from: 0, to: text.count) { longest = $0 }
        return text.count > 0 && longest == text.count
    }

    /// The byte the trie stores for a character.
    @inline(__always)
    private func byte(for unit: UInt16) -> Int {
        switch unit {
        case 0x200D: return 0xFF
        case 0x200C: return 0xFE
        default:
            let distance = Int(unit) - base
            return distance >= 0 && distance <= 0xFD ? distance : 0xFF
        }
    }
}

/// What one more byte does to a walk down the trie.
private enum TrieStep {
    /// No word starts with the bytes read.
    case none
    /// The bytes read begin a word and are not one.
    case prefix
    /// The bytes read are a word, and longer words begin with them.
    case word
    /// The bytes read are a word, and no longer one begins with them.
    case lastWord
}

/// A walk down a trie's bytes, one input byte at a time. Every read is
/// checked: a node that points outside the trie ends the walk.
private struct Cursor {
    let trie: UnsafeBufferPointer<UInt8>
    /// The next node to read; nil once the walk has failed.
    var position: Int? = 0
    /// Inside a run of bytes to match: how many of it are left after the
    /// next one (-1: not inside a run).
    var runLeft = -1

    init(trie: UnsafeBufferPointer<UInt8>) { self.trie = trie }

    @inline(__always)
    private func read(_ i: Int) -> Int? { i >= 0 && i < trie.count ? Int(trie[i]) : nil }

    private mutating func fail() -> TrieStep {
        position = nil
        return .none
    }

    /// Follows `byte`.
    mutating func next(_ byte: Int) -> TrieStep {
        guard var at = position else { return .none }
        if runLeft >= 0 {
            guard read(at) == byte else { return fail() }
            runLeft -= 1
            position = at + 1
            return runLeft < 0 ? valueStep(at: at + 1) : .prefix
        }
        while true {
            guard let node = read(at) else { return fail() }
            at += 1
            if node < 0x10 { return branch(at: at, node: node, byte: byte) }
            if node < 0x20 {
                guard read(at) == byte else { return fail() }
                runLeft = node - 0x10 - 1
                position = at + 1
                return runLeft < 0 ? valueStep(at: at + 1) : .prefix
            }
            // A value ends a word here; the last one of a path has nothing after it.
            if node & 1 == 1 { return fail() }
            at = Self.skipValue(at, lead: node)
        }
    }

    /// What the node at `at` says of the bytes read up to it.
    private func valueStep(at: Int) -> TrieStep {
        guard let node = read(at), node >= 0x20 else { return .prefix }
        return node & 1 == 1 ? .lastWord : .word
    }

    /// Follows `byte` through the branch whose lead byte, `node`, was just read.
    private mutating func branch(at start: Int, node: Int, byte: Int) -> TrieStep {
        var at = start
        var length = node
        if length == 0 {
            guard let long = read(at) else { return fail() }
            length = long
            at += 1
        }
        length += 1
        // A binary search: each key splits the bytes into those below it and the rest.
        while length > 5 {
            guard let key = read(at) else { return fail() }
            at += 1
            if byte < key {
                length >>= 1
                guard let jumped = jump(from: at) else { return fail() }
                at = jumped
            } else {
                length -= length >> 1
                guard let skipped = skipDelta(at) else { return fail() }
                at = skipped
            }
        }
        // Then a list: every key but the last with a value, a word's end or a jump.
        while length > 1 {
            guard let key = read(at), let lead = read(at + 1) else { return fail() }
            if key == byte {
                if lead & 1 == 1 {
                    position = at + 1
                    runLeft = -1
                    return .lastWord
                }
                guard let (delta, after) = value(at: at + 2, lead: lead) else { return fail() }
                position = after + delta
                runLeft = -1
                return valueStep(at: after + delta)
            }
            length -= 1
            at = Self.skipValue(at + 2, lead: lead)
        }
        guard read(at) == byte else { return fail() }
        position = at + 1
        runLeft = -1
        return valueStep(at: at + 1)
    }

    /// The number a value's lead byte `lead` begins, whose other bytes start
    /// at `at`, and where it ends.
    private func value(at: Int, lead: Int) -> (Int, Int)? {
        let v = lead >> 1
        switch v {
        case ..<0x51: return (v - 0x10, at)
        case ..<0x6C: return read(at).map { ((v - 0x51) << 8 | $0, at + 1) }
        case ..<0x7E: return bytes(at, 2).map { ((v - 0x6C) << 16 | $0, at + 2) }
        case 0x7E: return bytes(at, 3).map { ($0, at + 3) }
        default: return bytes(at, 4).map { (Int(Int32(truncatingIfNeeded: $0)), at + 4) }
        }
    }

    /// Where the jump whose first byte is at `at` lands.
    private func jump(from at: Int) -> Int? {
        guard let lead = read(at) else { return nil }
        switch lead {
        case ..<0xC0: return at + 1 + lead
        case ..<0xF0: return read(at + 1).map { at + 2 + ((lead - 0xC0) << 8 | $0) }
        case ..<0xFE: return bytes(at + 1, 2).map { at + 3 + ((lead - 0xF0) << 16 | $0) }
        case 0xFE: return bytes(at + 1, 3).map { at + 4 + $0 }
        default: return bytes(at + 1, 4).map { at + 5 + Int(Int32(truncatingIfNeeded: $0)) }
        }
    }

    /// Past the jump whose first byte is at `at`.
    private func skipDelta(_ at: Int) -> Int? {
        guard let lead = read(at) else { return nil }
        switch lead {
        case ..<0xC0: return at + 1
        case ..<0xF0: return at + 2
        case ..<0xFE: return at + 3
        default: return at + 4 + (lead & 1)
        }
    }

    /// Past the value whose lead byte `lead` was read, its other bytes at `at`.
    private static func skipValue(_ at: Int, lead: Int) -> Int {
        switch lead {
        case ..<0xA2: return at
        case ..<0xD8: return at + 1
        case ..<0xFC: return at + 2
        default: return at + 3 + (lead >> 1 & 1)
        }
    }

    /// `count` bytes from `at`, big-endian.
    private func bytes(_ at: Int, _ count: Int) -> Int? {
        var result = 0
        for i in 0..<count {
            guard let byte = read(at + i) else { return nil }
            result = result << 8 | byte
        }
        return result
    }
}
