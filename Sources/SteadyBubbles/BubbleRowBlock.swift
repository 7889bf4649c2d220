import SteadyText

/// About 64 KiB of ``BubbleRow``s: the rows prepared one after another on
/// one thread, side by side, as SteadyText's `LinePrefixBlock` keeps texts'
/// running totals.
///
/// Re-laying out thousands of rows is bound by memory. With each row an
/// object of its own among its texts' allocations, the first touch of it
/// (retaining it, as every copy of its ``Bubble`` does) missed the cache on
/// most rows: about a sixth of a row's re-layout (`perf record`). In
/// blocks, a copy of a bubble retains the block, which the rows before it
/// already touched, and consecutive rows lie in consecutive memory, which a
/// pass over them streams: 20,000 rows re-laid out at a new width took
/// 0.46 µs a row, from 0.62–0.66 (`steady-bench profile
/// bubble-relayout-width`, best pass).
///
/// The price is lifetime: a block, and what each of its rows holds (its
/// texts, and through them their own blocks), lives until the last of its
/// rows is released (Docs/limits.md). A growing row, kept while its text
/// grows, gets a block of its own (``single()``).
///
/// Each row is written once, by the thread that owns the block (see
/// ``perThread``), before its ``Bubble`` is returned; after that only its
/// label size cache's atomics are written. The header's fill level is
/// touched only by the owner and by `deinit`, which runs after every
/// reference is gone. The block never moves, so its rows' atomics keep
/// their addresses.
final class BubbleRowBlock: ManagedBuffer<BubbleRowBlock.Fill, BubbleRow> {
    /// How many of the block's rows are in use.
    struct Fill {
        /// The rows initialized, from the first: those `deinit` deinitializes.
        var used: Int
        /// The rows the block has room for.
        let capacity: Int
    }

    /// 64 KiB of rows (273 of 240 bytes); below glibc's 128 KiB, past which
    /// `malloc` maps every block on its own.
    static let standardCapacity = 65_536 / MemoryLayout<BubbleRow>.stride

    /// An empty block of `capacity` rows.
    private static func make(capacity: Int) -> BubbleRowBlock {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in Fill(used: 0, capacity: capacity) },
                       to: BubbleRowBlock.self)
    }

    /// A place for one row in a block of its own: for a row that may be
    /// kept long after the rows prepared around it are dropped, or dropped
    /// long before them (a growing row's text grows without bound).
    static func single() -> BubbleRowSlot {
        make(capacity: 1).reserve()!
    }

    /// The next row's place, or nil when the block is full. Initialize the
    /// row before anything can fail: `deinit` deinitializes every row
    /// reserved.
    private func reserve() -> BubbleRowSlot? {
        withUnsafeMutablePointerToHeader { fill in
            guard fill.pointee.used < fill.pointee.capacity else { return nil }
            defer { fill.pointee.used += 1 }
            return BubbleRowSlot(block: self, index: fill.pointee.used)
        }
    }

    /// The block a thread's next prepared row goes in, after the previous
    /// row.
    final class Current {
        /// Nil until the thread's first row.
        var block: BubbleRowBlock? = nil

        /// A place in the current block, or in a new one that becomes current.
        func reserve() -> BubbleRowSlot {
            if let slot = block?.reserve() { return slot }
            let block = BubbleRowBlock.make(capacity: BubbleRowBlock.standardCapacity)
            self.block = block
            return block.reserve()!
        }
    }

    /// Each thread's current block.
    static let perThread = ThreadLocal { Current() }

    /// Releases what each row holds (its texts), when the last row's bubble
    /// and the thread that filled the block are done with it.
    deinit {
        withUnsafeMutablePointers { fill, rows in _ = rows.deinitialize(count: fill.pointee.used) }
    }
}

/// A row's place: its block, which keeps it alive, and its index there.
/// What a ``Bubble`` holds, so that a copy of the bubble retains the block
/// its neighbours share, not an object of its own.
struct BubbleRowSlot: @unchecked Sendable {
    // @unchecked: a ManagedBuffer (which the standard library keeps from
    // being Sendable) whose rows are written once, before their Bubble is
    // returned, and only read after, but for the label size cache's
    // atomics; its header is the owning thread's alone (BubbleRowBlock).
    /// The block, shared with the rows prepared around this one.
    let block: BubbleRowBlock
    /// The row's index among the block's rows.
    let index: Int

    /// The row, valid while the block is held: by this slot, for as long as
    /// its holder (a ``Bubble`` whose method asks) is alive.
    var row: UnsafeMutablePointer<BubbleRow> {
        block.withUnsafeMutablePointerToElements { $0 + index }
    }
}
