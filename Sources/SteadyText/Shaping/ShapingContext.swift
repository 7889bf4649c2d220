import Glibc

/// The per-thread half of text preparation: a HarfBuzz buffer, two ICU
/// break iterators, the thread's recently used words and the block its
/// prepared texts' totals go in, none of which may be used by two threads at once.
///
/// Each thread has its own, made on its first use and released when the
/// thread ends (``withContext(_:)``): no lock is taken per text, and no
/// memory another core writes is touched.
final class ShapingContext: @unchecked Sendable {
    // @unchecked: a context belongs to one thread (see above); the C objects
    // inside are never shared.
    let shaper = Shaper()
    let lineBreaker = Breaker(.line)
    let graphemeBreaker = Breaker(.grapheme)
    /// Words this thread analysed or used recently, in front of the font stack's shared token cache.
    // Unchecked: only the owning thread touches it, and a dynamic exclusivity
    // check on every word of every text costs more than the lookup it guards.
    @exclusivity(unchecked) private(set) var tokens = TokenCache()
    /// The font stack `tokens` belongs to: widths are only valid for it.
    weak var tokensFontStack: FontStack?
    /// The analysis of the last new short word, whose arrays the next one reuses.
    var wordAnalysis = PreparedText.Analysis()
    /// The block the next prepared text's ``LinePrefixes`` go in, after the
    /// previous text's.
    var prefixBlock: LinePrefixBlock? = nil

    /// ``wordAnalysis``, moved out (so that its arrays are uniquely held and
    /// grow in place); give it back when done.
    func takeWordAnalysis() -> PreparedText.Analysis {
        var analysis = PreparedText.Analysis()
        swap(&analysis, &wordAnalysis)
        return analysis
    }
    /// Whether a `withContext` body is running with this context.
    private var isInUse = false

    /// Points `tokens` at `fonts`, emptying it when it held another stack's.
    func useCaches(of fonts: FontStack) {
        if tokensFontStack !== fonts {
            tokens = TokenCache()
            tokensFontStack = fonts
        }
    }

    /// The thread-specific slot that holds each thread's context (retained),
    /// released by the thread's end.
    private static let threadSlot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { context in
            if let context { Unmanaged<ShapingContext>.fromOpaque(context).release() }
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// Runs `body` with this thread's context; a nested call (which no
    /// caller makes now) gets a context of its own.
    static func withContext<R>(_ body: (ShapingContext) throws -> R) rethrows -> R {
        let context: ShapingContext
        if let stored = pthread_getspecific(threadSlot) {
            context = Unmanaged<ShapingContext>.fromOpaque(stored).takeUnretainedValue()
        } else {
            context = ShapingContext()
            pthread_setspecific(threadSlot, Unmanaged.passRetained(context).toOpaque())
        }
        guard !context.isInUse else { return try body(ShapingContext()) }
        context.isInUse = true
        defer { context.isInUse = false }
        return try body(context)
    }
}
