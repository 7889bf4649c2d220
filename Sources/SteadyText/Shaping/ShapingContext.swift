/// The per-thread half of text preparation: a HarfBuzz buffer and two ICU
/// break iterators, none of which may be used by two threads at once.
///
/// Contexts live in a pool; ``withContext(_:)`` lends one to a single caller
/// at a time, so each is only ever touched by the thread holding it.
final class ShapingContext: @unchecked Sendable {
    // @unchecked: the pool hands a context to one caller at a time (see above);
    // the C objects inside are never shared.
    let shaper = Shaper()
    let lineBreaker = Breaker(.line)
    let graphemeBreaker = Breaker(.grapheme)
    /// Words this thread analysed or used recently, in front of the font stack's shared token cache.
    var tokens = TokenCache()
    /// The font stack `tokens` belongs to: widths are only valid for it.
    weak var tokensFontStack: FontStack?

    /// Points `tokens` at `fonts`, emptying it when it held another stack's.
    func useCaches(of fonts: FontStack) {
        if tokensFontStack !== fonts {
            tokens = TokenCache()
            tokensFontStack = fonts
        }
    }

    /// The contexts no thread is using.
    private static let idle = Locked<[ShapingContext]>([])

    /// Runs `body` with a context no other thread is using.
    static func withContext<R>(_ body: (ShapingContext) throws -> R) rethrows -> R {
        let context = idle.withLock { $0.popLast() } ?? ShapingContext()
        defer { idle.withLock { $0.append(context) } }
        return try body(context)
    }
}
