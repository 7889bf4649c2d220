/// 64 KiB holding the ``LinePrefixes`` of texts prepared one after another
/// on one thread, side by side.
///
/// Re-laying out thousands of prepared texts is bound by memory: when each
/// text's totals are an object of their own, among the rest of what prepare
/// kept, every text costs a cache miss and a TLB miss, and 20,000 texts took
/// three times as long as 2,000. In blocks, consecutive texts' totals are
/// consecutive in memory: a pass over them streams. The blocks are large
/// because the stream breaks at each one's end: over 20,000 English texts,
/// 4 KiB blocks (each somewhere else in the heap) took over a quarter
/// longer than 64 KiB ones, and 16 KiB ones a tenth.
///
/// The price is lifetime: a block, and the ``PreparedTextStorage`` of each
/// text in it, lives until the last of its texts is released. A block holds
/// about 140 English chat messages (``standardCapacity``), so keeping one
/// text keeps up to that many texts' storage, about 1 MB (Docs/limits.md).
/// A chat list keeps its messages' texts together, or drops them together;
/// an app that keeps a few texts out of many keeps more than it asked for.
/// A text too large for a block gets one of its own.
///
/// Each entry is written once, by the thread that owns the block (see
/// ``perThread``), before its text is returned, and never
/// again; other threads only read entries already handed out. The header's
/// fill level is touched only by the owner and by `deinit`, which runs after
/// every reference is gone.
final class LinePrefixBlock: ManagedBuffer<LinePrefixBlock.Fill, UInt64> {
    /// How much of the block is in use, in 8-byte words.
    struct Fill {
        var used: Int
        let capacity: Int
    }

    /// 64 KiB, about 140 English chat messages; below glibc's 128 KiB, past
    /// which `malloc` maps every block on its own.
    static let standardCapacity = 8192

    /// An empty block of `capacity` words.
    static func make(capacity: Int) -> LinePrefixBlock {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in Fill(used: 0, capacity: capacity) },
                       to: LinePrefixBlock.self)
    }

    /// The start of `words` more words, or nil when the block has no room.
    func reserve(_ words: Int) -> Int? {
        withUnsafeMutablePointerToHeader { fill in
            guard fill.pointee.capacity - fill.pointee.used >= words else { return nil }
            defer { fill.pointee.used += words }
            return fill.pointee.used
        }
    }

    /// Places `words` words in the thread's current block, or in a new one
    /// that becomes current; a text larger than a standard block gets a block
    /// of its own, and the current one stays.
    static func reserve(_ words: Int, current: inout LinePrefixBlock?) -> (LinePrefixBlock, offset: Int) {
        if let block = current, let offset = block.reserve(words) { return (block, offset) }
        let block = make(capacity: max(words, standardCapacity))
        if words <= standardCapacity { current = block }
        return (block, block.reserve(words)!)
    }

    /// The block a thread's next prepared text's entry goes in, after the
    /// previous text's.
    final class Current {
        var block: LinePrefixBlock? = nil
    }

    /// Each thread's current block.
    static let perThread = ThreadLocal { Current() }
    /// Each thread's current block of labels (``PreparedText/init(labelStorage:)``).
    static let labelsPerThread = ThreadLocal { Current() }

    deinit {
        // The entries' headers hold references; their totals are plain numbers.
        withUnsafeMutablePointers { fill, words in
            var offset = 0
            while offset < fill.pointee.used {
                let header = UnsafeMutableRawPointer(words + offset).assumingMemoryBound(to: LinePrefixes.Header.self)
                offset += LinePrefixes.EntryLayout(header.pointee).words
                header.deinitialize(count: 1)
            }
        }
    }
}
