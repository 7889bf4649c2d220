/// The per-thread half of text preparation: the analysis's break
/// iterators, a HarfBuzz buffer, the thread's recently used words, and the
/// arrays the last new word's analysis grew, none of which may be used by two
/// threads at once.
///
/// Each thread has its own (``perThread``): no lock is taken per text, and no
/// memory another core writes is touched.
final class PreparationScratch {
    let iterators = BreakIterators()
    let shaper = Shaper()
    /// The arithmetic of Firefox's breaks in Thai, Lao, Khmer and Burmese runs.
    let lstmWordBreaks = LSTMWordBreaks()
    /// Words this thread analysed or used recently, in front of the font stack's shared token cache.
    // Unchecked: only the owning thread touches it, and a dynamic exclusivity
    // check on every word of every text costs more than the lookup it guards.
    @exclusivity(unchecked) private(set) var tokens = TokenCache()
    /// The font stack `tokens` belongs to: widths are only valid for it.
    private weak var tokensFontStack: FontStack?
    /// The cache slot of the rules `tokens`' words were prepared by
    /// (``PreparationRules/cacheSlot``).
    private var tokensSlot = PreparationRules.blink.cacheSlot
    /// The thread's words of the same stack prepared by other rules, by
    /// cache slot, kept while `tokens` serves these; each made when first
    /// needed (a cache's table is about a megabyte, and most threads prepare
    /// for one target).
    private var otherRulesTokens = [TokenCache?](repeating: nil, count: PreparationRules.cacheSlotCount)
    /// Styled words (``StyledTokenKey``) this thread used recently, in front
    /// of the font stack's shared ``FontStack/styledTokenCache``: a word found
    /// here takes no lock. Emptied with `tokens` when the stack changes, and
    /// when it reaches ``styledTokenLimit`` words.
    @exclusivity(unchecked) private var styledTokens: [StyledTokenKey: Token] = [:]
    private static let styledTokenLimit = 8_192
    /// The key of the styled word being looked up, whose arrays serve word after word.
    // Unchecked, as `tokens`: only the owning thread touches it.
    @exclusivity(unchecked) var styledKey = StyledTokenKey(units: [], initialScript: 0, runs: [])
    /// A text's first tokens, found before any is joined, their cached
    /// analyses fetched early and their hashes kept for their lookups.
    let firstTokens = UnsafeMutableBufferPointer<PreparedTextStorage.FirstToken>.allocate(capacity: 64)
    /// The pipeline of the last new short word, whose arrays the next one reuses.
    var tokenPipeline = TextPipeline()

    /// The columns the last text's words were joined in, whose memory the
    /// next text's take (``takeJoiner(capacity:scaleGroups:)``).
    // Unchecked, as `tokens`: only the owning thread touches it.
    @exclusivity(unchecked) private var joiner: PreparedTextStorage.TokenJoiner?
    /// The longest text, in UTF-16 code units, whose columns are kept for the next.
    private static let longestKeptJoiner = 65_536

    deinit { firstTokens.deallocate() }

    /// The kept columns, emptied for a text of `capacity` code units, or
    /// new ones; give them back (``keep(_:)``) when done.
    func takeJoiner(capacity: Int, scaleGroups: FontScaleGroups) -> PreparedTextStorage.TokenJoiner {
        guard var kept = joiner.take() else {
            return PreparedTextStorage.TokenJoiner(capacity: capacity, scaleGroups: scaleGroups)
        }
        kept.reset(capacity: capacity, scaleGroups: scaleGroups)
        return kept
    }

    /// Keeps the columns for the next text, unless a long text made them large.
    func keep(_ joiner: consuming PreparedTextStorage.TokenJoiner) {
        if joiner.units.capacity <= Self.longestKeptJoiner { self.joiner = consume joiner }
    }

    /// ``tokenPipeline``, moved out (so that its arrays are uniquely held and
    /// grow in place); give it back when done.
    func takeTokenPipeline() -> TextPipeline {
        var pipeline = TextPipeline()
        swap(&pipeline, &tokenPipeline)
        return pipeline
    }

    /// The styled word `key`, if this thread used it recently.
    func styledToken(for key: StyledTokenKey) -> Token? { styledTokens[key] }

    /// Keeps the styled word `token` under `key` for this thread's next texts.
    func keepStyledToken(_ token: Token, for key: StyledTokenKey) {
        if styledTokens.count >= Self.styledTokenLimit { styledTokens.removeAll(keepingCapacity: true) }
        styledTokens[key] = token
    }

    /// Points `tokens` at the words of `fonts` prepared by `rules`, emptying
    /// the caches when they held another stack's.
    func useCaches(of fonts: FontStack, rules: PreparationRules = .blink) {
        if tokensFontStack !== fonts {
            tokens = TokenCache()
            otherRulesTokens = otherRulesTokens.map { _ in nil }
            styledTokens = [:]
            tokensFontStack = fonts
        }
        if tokensSlot != rules.cacheSlot {
            otherRulesTokens[tokensSlot] = tokens
            tokens = otherRulesTokens[rules.cacheSlot] ?? TokenCache()
            otherRulesTokens[rules.cacheSlot] = nil
            tokensSlot = rules.cacheSlot
        }
    }

    /// Each thread's own.
    static let perThread = ThreadLocal { PreparationScratch() }
}
