import Synchronization
import SteadyText

/// A row's one-line labels measured at one text size: each label's width
/// unwrapped and height, in units (1/64 device px); (0, 0) for a label the
/// row does not have. The widths but the timestamp's are 0 when measured
/// for a bubble at its widest, which needs none (``Bubble``'s `rowHeight`).
struct LabelSizes: Sendable {
    var name = (width: 0, height: 0)
    var quoteName = (width: 0, height: 0)
    var time = (width: 0, height: 0)
    var reactions = (width: 0, height: 0)
    var date = (width: 0, height: 0)
    /// The height of a line of the text block's with none of its glyphs
    /// (its primary font's strut), in units: the line a timestamp that
    /// wraps takes; 0 for a row without a timestamp.
    var strut = 0
}

/// The label sizes at the text size a row was last laid out at, kept with
/// the row (``BubbleRow``).
///
/// A label is one line (`white-space: nowrap`) in em of the text size: its
/// size does not depend on the list's width. A new width (a rotation, a
/// split view resized) lays the row out again at the size it had, and
/// walking its labels again was about a third of the row's re-layout
/// (`perf record -g` on `steady-bench profile bubble-relayout-width`). One
/// size is kept: a new one (Dynamic Type) is measured and replaces it.
///
/// A sequence lock of atomics, read without writing: a pthread mutex (the
/// package's `Locked`) lies in memory of its own, and locking it cost about
/// a tenth of a re-layout, more than the labels it saved at some widths.
/// Atomics, unlike `Synchronization.Mutex`, are seen by ThreadSanitizer.
struct LabelSizeCache: ~Copyable, Sendable {
    /// What the sizes were measured for: the layout's text size and device
    /// pixel ratio, as given (the labels' sizes follow from them, the
    /// target and the row's style, which never changes), bit for bit: -0 is
    /// not 0 here; the target; and the timestamp's direction (a growing
    /// row's may change once).
    struct Key: Equatable, Sendable {
        var fontSize: UInt64
        var devicePixelRatio: UInt64
        /// The target's index in `RenderingTarget.allCases`, and the
        /// timestamp's direction in the lowest bit.
        var flags: UInt8

        init(fontSize: Double, devicePixelRatio: Double, target: RenderingTarget, timeDirection: TextDirection) {
            self.fontSize = fontSize.bitPattern
            self.devicePixelRatio = devicePixelRatio.bitPattern
            let targetIndex = UInt8(RenderingTarget.allCases.firstIndex(of: target) ?? 0)
            flags = targetIndex << 1 | (timeDirection == .rightToLeft ? 1 : 0)
        }

        init(bits fontSize: UInt64, _ devicePixelRatio: UInt64, flags: UInt8) {
            self.fontSize = fontSize
            self.devicePixelRatio = devicePixelRatio
            self.flags = flags
        }
    }

    // In the order that packs them with the least padding (68 bytes).
    private let fontSize = Atomic<UInt64>(0)
    private let devicePixelRatio = Atomic<UInt64>(0)
    /// 0 while nothing is kept, odd while a writer stores the fields, and
    /// moved on by each store: a reader whose fields were read between two
    /// equal even versions read one whole entry.
    private let version = Atomic<UInt32>(0)
    private let flags = Atomic<UInt8>(0)
    /// Whether every label's width was measured, not only the timestamp's.
    private let isWide = Atomic<Bool>(false)
    /// Each label's width then height, in ``LabelSizes``' order, then the
    /// strut: lengths in units, which a `LayoutUnit`'s 32 bits hold.
    private let units = InlineArray<11, Atomic<Int32>> { _ in Atomic(0) }

    /// The sizes for `key`, with every label's width when `wide`: those
    /// kept (with more widths than asked, at times), or `measure`'s, then
    /// kept unless another thread is storing its own at that moment.
    func sizes(for key: Key, wide: Bool, measure: () -> LabelSizes) -> LabelSizes {
        let before = version.load(ordering: .acquiring)
        if before != 0 && before & 1 == 0 {
            let kept = Key(bits: fontSize.load(ordering: .relaxed), devicePixelRatio.load(ordering: .relaxed),
                           flags: flags.load(ordering: .relaxed))
            let keptWide = isWide.load(ordering: .relaxed)
            func label(_ k: Int) -> (width: Int, height: Int) {
                (Int(units[2 * k].load(ordering: .relaxed)), Int(units[2 * k + 1].load(ordering: .relaxed)))
            }
            let sizes = LabelSizes(name: label(0), quoteName: label(1), time: label(2), reactions: label(3), date: label(4),
                                   strut: Int(units[10].load(ordering: .relaxed)))
            atomicMemoryFence(ordering: .acquiring)
            if version.load(ordering: .relaxed) == before && kept == key && (keptWide || !wide) { return sizes }
        }
        let sizes = measure()
        guard before & 1 == 0,
              version.compareExchange(expected: before, desired: before &+ 1, ordering: .acquiring).exchanged
        else { return sizes }
        fontSize.store(key.fontSize, ordering: .relaxed)
        devicePixelRatio.store(key.devicePixelRatio, ordering: .relaxed)
        flags.store(key.flags, ordering: .relaxed)
        isWide.store(wide, ordering: .relaxed)
        func keep(_ k: Int, _ label: (width: Int, height: Int)) {
            units[2 * k].store(Int32(clamping: label.width), ordering: .relaxed)
            units[2 * k + 1].store(Int32(clamping: label.height), ordering: .relaxed)
        }
        keep(0, sizes.name)
        keep(1, sizes.quoteName)
        keep(2, sizes.time)
        keep(3, sizes.reactions)
        keep(4, sizes.date)
        units[10].store(Int32(clamping: sizes.strut), ordering: .relaxed)
        version.store(before &+ 2, ordering: .releasing)
        return sizes
    }
}
