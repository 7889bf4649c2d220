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
    public let fonts: [Font]

    /// The folder the fonts were loaded from.
    public let directory: String

    /// Widths shaped with these fonts, shared by every text prepared with them.
    let shapeCache: ShapeCache

    /// Words analysed with these fonts (segments, widths, graphemes), shared
    /// by every thread: each thread keeps the words it uses in front of it
    /// (``TokenCache``), and finds here those another thread analysed.
    let tokenCache: SharedCache<TokenKey, SharedToken>

    /// Every font's metrics, in stack order.
    let metrics: [FontMetrics]

    /// Fonts whose advances do not scale like the primary font's (bitmap
    /// fonts): bit `f` for font `f`. Layout scales the outline fonts by
    /// FreeType's scale (``FontMetrics/advanceScale(fontSize:)``) and these by
    /// the font size.
    let otherScaleFonts: UInt8

    /// The width of a space, in em: tab stops are 8 spaces.
    let spaceWidth: Double

    /// The width of the hyphen shown at a soft hyphen break (U+2010), in em.
    let hyphenWidth: Double

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
        self.fonts = fonts
        self.directory = folder
        self.metrics = fonts.map(\.metrics)
        // Outline fonts all reach FreeType at the same truncated 26.6 size; their
        // x_scale roundings differ by a few millionths, so they share the primary
        // font's scale. Bitmap fonts are scaled from the strike by the size itself.
        var other: UInt8 = 0
        for (index, font) in fonts.enumerated() where font.metrics.isBitmap != fonts[0].metrics.isBitmap {
            other |= 1 << UInt8(index)
        }
        self.otherScaleFonts = other
        // A single character shapes to its character-map glyph: no neighbour to kern with.
        func advance(of scalar: Unicode.Scalar) -> Double {
            fonts.first { $0.hasGlyph(for: scalar) }?.advance(of: scalar) ?? 0
        }
        self.spaceWidth = advance(of: " ")
        self.hyphenWidth = advance(of: "\u{2010}")
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
