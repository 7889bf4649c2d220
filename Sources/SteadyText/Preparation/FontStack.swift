/// The fonts a message is drawn with, in fallback order.
///
/// Fallback is per character cluster, as in CSS: a cluster takes the first font
/// in the stack that covers all of it. The default stack is the eight fonts in
/// `Fonts/` (see CONTRACT.md);
/// ``init(directory:shapeCacheCapacity:cacheCodeUnitCapacity:)`` loads the
/// same file names from another folder.
///
/// A stack is immutable and shared across threads. It also owns the caches
/// of everything shaped and analysed with it, since shaped widths are only
/// valid for the fonts that produced them (``cachedWordCounts`` counts them).
public final class FontStack: Sendable {
    /// The file names a font folder must hold, in fallback order.
    public static let fileNames = [
        "NotoSans-Regular.ttf",
        "NotoSansArabic-Regular.ttf",
        "NotoSansHebrew-Regular.ttf",
        "NotoSansDevanagari-Regular.ttf",
        "NotoSansThai-Regular.ttf",
        "NotoColorEmoji.ttf",
        "DroidSansFallbackFull.ttf",
        "NanumBarunGothic.ttf",
    ]

    /// The fonts, in fallback order. The first is the primary font.
    public var fonts: [Font] { fallbackList.fonts }

    /// The folder the fonts were loaded from.
    public let directory: String

    /// The fonts as shaping and line heights read them.
    let fallbackList: FontFallbackList

    /// Widths shaped with these fonts, shared by every text prepared with them.
    let shapeCache: ShapeCache

    /// Words analysed with these fonts (segments, widths, graphemes), shared
    /// by every thread: each thread keeps the words it uses in front of it
    /// (``TokenCache``), and finds here those another thread analysed.
    let tokenCache: SharedCache<TokenKey, SharedToken>

    /// Dictionary runs' restarts by run text (see ``DictionaryRestarts``):
    /// computing them costs ICU a pass over the run per break, and chat
    /// repeats phrases. Its cost is a run's code units and stored breaks
    /// (4 bytes each), up to `cacheCodeUnitCapacity`.
    let dictionaryCache: SharedCache<[UInt16], DictionaryRestarts>

    /// The default ``init(directory:shapeCacheCapacity:cacheCodeUnitCapacity:)``
    /// number of words kept by the shape and token caches: about 20 MB of
    /// typical chat words.
    public static var defaultShapeCacheCapacity: Int { 200_000 }

    /// The default ``init(directory:shapeCacheCapacity:cacheCodeUnitCapacity:)``
    /// code unit capacity of each cache: 2,000,000, above the 200,000 words
    /// of typical chat (about 6 code units each), so that the count bounds
    /// those; long words meet this bound first (memory: Docs/limits.md).
    public static var defaultCacheCodeUnitCapacity: Int { 2_000_000 }

    /// Loads ``fileNames`` from `directory`.
    ///
    /// The caches bound both how many words they keep and how many code
    /// units those words hold together: memory grows with the code units
    /// (the numbers kept per unit), so a count alone lets long words take
    /// many times the memory of chat words.
    ///
    /// - Parameters:
    ///   - directory: the folder holding ``fileNames``; a trailing `/` is
    ///     dropped.
    ///   - shapeCacheCapacity: how many shaped words the shape cache keeps
    ///     before it evicts, and how many analysed words the token cache
    ///     keeps.
    ///   - cacheCodeUnitCapacity: how many code units the words of each of
    ///     the shape, token and dictionary-run caches hold at most together.
    /// - Throws: ``FontError`` naming the first file that is missing or not a font.
    public init(directory: String, shapeCacheCapacity: Int = FontStack.defaultShapeCacheCapacity,
                cacheCodeUnitCapacity: Int = FontStack.defaultCacheCodeUnitCapacity) throws(FontError) {
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var fonts: [Font] = []
        for name in Self.fileNames {
            fonts.append(try Font(path: folder + "/" + name))
        }
        self.fallbackList = FontFallbackList(fonts)
        self.directory = folder
        self.shapeCache = ShapeCache(capacity: shapeCacheCapacity, costCapacity: cacheCodeUnitCapacity,
                                     cost: { key, _ in key.units.count })
        self.tokenCache = SharedCache(capacity: shapeCacheCapacity, costCapacity: cacheCodeUnitCapacity,
                                      cost: { key, _ in key.units.count })
        self.dictionaryCache = SharedCache(capacity: 20_000, costCapacity: cacheCodeUnitCapacity,
                                           cost: { _, restarts in restarts.storedCount })
    }

    /// How many words the stack's shared caches hold now: analysed (segments,
    /// widths and graphemes) and shaped. Measuring never needs these; memory
    /// grows with them, so benchmarks and memory reports read them.
    public var cachedWordCounts: (analysed: Int, shaped: Int) {
        (analysed: tokenCache.count, shaped: shapeCache.count)
    }
}
