/// The fonts a message is drawn with: a font stack, its fallback list, and
/// the caches of everything shaped and analysed with it.
///
/// Fallback is per character cluster, as in CSS: a cluster takes the first
/// font of the fallback list that covers all of it. The fallback list is,
/// for each family of the stack that takes part in fallback, in order, the
/// face CSS font matching picks for `font-weight: 400; font-style: normal`
/// (`FontFamilyDescription.matchFace(weight:style:)`). The other faces, and
/// the families that are not fallbacks (a monospace family for code), are
/// loaded too, each file once, for text that asks for them by weight, style
/// or family.
///
/// A stack comes from a ``FontStackDescription``
/// (``init(description:shapeCacheCapacity:cacheCodeUnitCapacity:)``), from a
/// font-stack file (``init(contentsOfFile:shapeCacheCapacity:cacheCodeUnitCapacity:)``),
/// or from a font folder (``init(directory:shapeCacheCapacity:cacheCodeUnitCapacity:)``):
/// its `stack.json` when it has one, else the eight ``fileNames``. The
/// bundled stack (``bundled()``) is `Fonts/stack.json` (Docs/steady-measure.md, "Fonts").
///
/// A stack is immutable and shared across threads. It also owns the caches
/// of everything shaped and analysed with it, since shaped widths are only
/// valid for the fonts that produced them (``cachedWordCounts`` counts them).
public final class FontStack: Sendable {
    /// The file names a font folder without a ``stackFileName`` must hold, in
    /// fallback order: the eight bundled fonts (Docs/steady-measure.md, "The bundled fonts").
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

    /// The font-stack file a font folder may hold, which then describes the
    /// folder's stack: `stack.json`.
    public static let stackFileName = "stack.json"

    /// The most families a stack's fallback list holds: 64. Every font of
    /// the list is one bit of what a line records of its fonts.
    public static let largestFallbackCount = FontFallbackList.capacity

    /// The fallback list: a font per fallback family, in order. The first is
    /// the primary font.
    package var fonts: [Font] { fallbackList.fonts }

    /// The stack's families and faces, as described. For a folder without a
    /// stack file, the eight ``fileNames`` are families `F0` to `F7` (the
    /// names the page Chromium draws gives them).
    public let stackDescription: FontStackDescription

    /// The folder the stack was loaded from: the font folder, or the folder of
    /// the font-stack file; nil for a stack made from a description.
    public let directory: String?

    /// The font-stack file the stack was read from, if it was.
    public let stackFile: String?

    /// Every family's faces, loaded, in the order of ``stackDescription``;
    /// a file two faces share is one `Font`.
    let familyFonts: [[Font]]

    /// The fonts as shaping and line heights read them.
    let fallbackList: FontFallbackList

    /// The metrics of each ``FontSet`` slot: the fallback list's fonts at
    /// their places in it, then the stack's other faces (bold, italic, the
    /// families that are not fallbacks) whose metrics no slot has yet, the
    /// box slot and the struts, up to ``FontSet/capacity`` slots. What a
    /// line's `line-height: normal` reads.
    let slotMetrics: [FontMetrics]
    /// Each slot's font's metrics as Firefox reads them (none for the box
    /// slot): what the `firefox` target's line heights read.
    let slotGeckoMetrics: [GeckoFontMetrics?]

    /// The slots whose advances scale otherwise than the primary font's:
    /// bitmap fonts and the box by the size, outline fonts of other units
    /// per em by their own scale (``FontScaleGroups``).
    let scaleGroups: FontScaleGroups

    /// Each loaded font's slot.
    let slotOfFont: [ObjectIdentifier: UInt8]

    /// The strut slots (``strut(of:)``), by the metrics each stands for.
    let struts: [(FontMetrics, UInt8)]

    /// Every strut slot.
    let strutSlots: FontSet

    /// Each family's index in ``stackDescription``, by its name as CSS
    /// matches it (``FontFamilyDescription/matchingKey(_:)``): a span names
    /// one, and looking it up must not lowercase every family's name.
    let familyIndices: [String: Int]

    /// The slot a box's U+FFFC is drawn in: it scales by the font size, and
    /// a line that holds one is as tall as the box needs (``LineHeights``);
    /// nil in a stack of 64 faces, whose boxes take the primary font's slot
    /// and leave the line's height to the fonts.
    let boxSlot: UInt8?

    /// The fallback lists made for styled text (``fallbackList(for:)``),
    /// made once per request and then shared by every thread.
    let styledLists = Locked<[FontRequest: FontFallbackList]>([:])

    /// Widths shaped with these fonts, shared by every text prepared with
    /// them: one cache per set of preparation rules
    /// (``PreparationRules/cacheSlot``), each filled when first used.
    private let shapeCaches: [ShapeCache]

    /// The shape cache of words prepared by Blink's rules.
    var shapeCache: ShapeCache { shapeCaches[PreparationRules.blink.cacheSlot] }

    /// The shape cache of words prepared by `rules`.
    func shapeCache(for rules: PreparationRules) -> ShapeCache { shapeCaches[rules.cacheSlot] }

    /// Words analysed with these fonts (segments, widths, graphemes), shared
    /// by every thread: each thread keeps the words it uses in front of it
    /// (``TokenCache``), and finds here those another thread analysed. One
    /// cache per set of preparation rules, as for shapes.
    private let tokenCaches: [SharedCache<TokenKey, SharedToken>]

    /// The token cache of words prepared by Blink's rules.
    var tokenCache: SharedCache<TokenKey, SharedToken> { tokenCaches[PreparationRules.blink.cacheSlot] }

    /// The token cache of words prepared by `rules`.
    func tokenCache(for rules: PreparationRules) -> SharedCache<TokenKey, SharedToken> {
        tokenCaches[rules.cacheSlot]
    }

    /// Styled words analysed with these fonts (a word with a span edge
    /// inside it, or in a span of another style), by their text and style
    /// runs (``StyledTokenKey``), shared by every thread.
    let styledTokenCache: SharedCache<StyledTokenKey, SharedToken>

    /// Dictionary runs' restarts by run text (see ``DictionaryRestarts``),
    /// for the `chromium` target: computing them costs a dictionary engine a
    /// pass over the run per break, and chat repeats phrases. Its cost is a
    /// run's code units and stored breaks (4 bytes each), up to
    /// `cacheCodeUnitCapacity`.
    let dictionaryCache: SharedCache<[UInt16], DictionaryRestarts>

    /// The breaks of Thai, Lao, Khmer and Burmese runs by ICU4X's LSTM models,
    /// by run text (``ComplexContextBreaks``), for the `firefox` target: a run
    /// costs the models some 15,000 multiplications a character. Its cost is
    /// a run's code units.
    let lstmBreakCache: SharedCache<[UInt16], [Int32]>

    /// The default number of words kept by the shape and token caches:
    /// about 20 MB of typical chat words.
    public static var defaultShapeCacheCapacity: Int { 200_000 }

    /// The default code unit capacity of each cache: 2,000,000, above the
    /// 200,000 words of typical chat (about 6 code units each), so that the
    /// count bounds those; long words meet this bound first (memory:
    /// Docs/limits.md).
    public static var defaultCacheCodeUnitCapacity: Int { 2_000_000 }

    /// Loads the stack `description` describes: every face of every family,
    /// each file once, and as the fallback list the face each fallback
    /// family matches for weight 400, normal style.
    ///
    /// The caches bound both how many words they keep and how many code
    /// units those words hold together: memory grows with the code units
    /// (the numbers kept per unit), so a count alone lets long words take
    /// many times the memory of chat words.
    ///
    /// ```swift
    /// let stack = try FontStack(description: FontStackDescription(families: [
    ///     FontFamilyDescription(name: "Inter", faces: [
    ///         FontFaceDescription(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
    ///         FontFaceDescription(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", weight: .fixed(700))]),
    ///     FontFamilyDescription(name: "Noto Color Emoji", faces: [
    ///         FontFaceDescription(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")]),
    /// ]))
    /// stack.fonts.count   // 2: Inter Regular, then the emoji font
    /// ```
    ///
    /// Two faces name one file when their paths are equal as strings (a
    /// stack file's are made absolute and normalized).
    ///
    /// - Parameters:
    ///   - description: the families, in fallback order.
    ///   - shapeCacheCapacity: how many shaped words the shape cache keeps
    ///     before it evicts, and how many analysed words the token cache
    ///     keeps.
    ///   - cacheCodeUnitCapacity: how many code units the words of each of
    ///     the shape, token and dictionary-run caches hold at most together.
    /// - Throws: ``FontStackError``: no fallback family, a family without
    ///   faces, more than ``largestFallbackCount`` fallback families, or the
    ///   first face whose file cannot be loaded (``FontError``).
    /// - Complexity: loads each distinct file once: an `mmap` and FreeType's
    ///   and HarfBuzz's setup of the face; pages are read as shaping needs them.
    public convenience init(description: FontStackDescription,
                            shapeCacheCapacity: Int = FontStack.defaultShapeCacheCapacity,
                            cacheCodeUnitCapacity: Int = FontStack.defaultCacheCodeUnitCapacity) throws(FontStackError) {
        try self.init(description: description, directory: nil, stackFile: nil,
                      shapeCacheCapacity: shapeCacheCapacity, cacheCodeUnitCapacity: cacheCodeUnitCapacity)
    }

    /// Reads the font-stack file at `path` (``FontStackDescription/init(contentsOfFile:)``)
    /// and loads the stack it describes
    /// (``init(description:shapeCacheCapacity:cacheCodeUnitCapacity:)``).
    ///
    /// - Parameters:
    ///   - path: the font-stack file.
    ///   - shapeCacheCapacity: as for a description.
    ///   - cacheCodeUnitCapacity: as for a description.
    /// - Throws: ``FontStackFileError`` naming `path`, the family, the face
    ///   and the problem: the file's, or loading's
    ///   (``FontStackFileError/Problem/unloadableFont(_:)``,
    ///   ``FontStackFileError/Problem/tooManyFallbackFamilies(count:limit:)``).
    public convenience init(contentsOfFile path: String,
                            shapeCacheCapacity: Int = FontStack.defaultShapeCacheCapacity,
                            cacheCodeUnitCapacity: Int = FontStack.defaultCacheCodeUnitCapacity) throws(FontStackFileError) {
        let description = try FontStackDescription(contentsOfFile: path)
        do {
            try self.init(description: description, directory: FilePath.absoluteFolder(of: path), stackFile: path,
                          shapeCacheCapacity: shapeCacheCapacity, cacheCodeUnitCapacity: cacheCodeUnitCapacity)
        } catch {
            throw FontStackFileError(file: path, error)
        }
    }

    /// Loads the font folder `directory`: the stack its ``stackFileName``
    /// describes when it holds one
    /// (``init(contentsOfFile:shapeCacheCapacity:cacheCodeUnitCapacity:)``),
    /// else the eight ``fileNames``, in that order, each a family of one face.
    ///
    /// - Parameters:
    ///   - directory: the font folder; a trailing `/` is dropped.
    ///   - shapeCacheCapacity: as for a description.
    ///   - cacheCodeUnitCapacity: as for a description.
    /// - Throws: ``FontError`` naming the first of the eight files that is
    ///   missing or not a font, or ``FontError/stackFile(_:)`` when the
    ///   folder's stack file, or a font it names, cannot be used.
    public convenience init(directory: String, shapeCacheCapacity: Int = FontStack.defaultShapeCacheCapacity,
                            cacheCodeUnitCapacity: Int = FontStack.defaultCacheCodeUnitCapacity) throws(FontError) {
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let stackFile = folder + "/" + Self.stackFileName
        if FileBytes.exists(stackFile) {
            do {
                try self.init(contentsOfFile: stackFile, shapeCacheCapacity: shapeCacheCapacity,
                              cacheCodeUnitCapacity: cacheCodeUnitCapacity)
            } catch {
                throw .stackFile(error)
            }
            return
        }
        let families = Self.fileNames.enumerated().map { index, name in
            FontFamilyDescription(name: "F\(index)", faces: [FontFaceDescription(path: folder + "/" + name)])
        }
        do {
            try self.init(description: FontStackDescription(families: families), directory: folder, stackFile: nil,
                          shapeCacheCapacity: shapeCacheCapacity, cacheCodeUnitCapacity: cacheCodeUnitCapacity)
        } catch {
            // Eight families of one face each: only a file can fail.
            guard case .font(let fontError) = error.problem else { preconditionFailure("\(error)") }
            throw fontError
        }
    }

    private init(description: FontStackDescription, directory: String?, stackFile: String?,
                 shapeCacheCapacity: Int, cacheCodeUnitCapacity: Int) throws(FontStackError) {
        let loaded = try Self.load(description)
        self.stackDescription = description
        self.directory = directory
        self.stackFile = stackFile
        self.familyFonts = loaded.families
        let fallbackList = FontFallbackList(loaded.fallback)
        self.fallbackList = fallbackList
        let slots = Self.slots(fallback: loaded.fallback, families: loaded.families)
        self.slotOfFont = slots.slotOfFont
        self.slotMetrics = slots.metrics
        self.slotGeckoMetrics = slots.geckoMetrics
        self.struts = slots.struts
        var indices: [String: Int] = [:]
        for (f, family) in description.families.enumerated() {
            indices[FontFamilyDescription.matchingKey(family.name)] = indices[FontFamilyDescription.matchingKey(family.name)] ?? f
        }
        self.familyIndices = indices
        self.boxSlot = slots.box
        self.strutSlots = slots.struts.reduce(into: []) { $0.insert(FontSet(font: $1.1)) }
        var groups = FontScaleGroups()
        let primaryKey = FontScaleGroups.scaleKey(slots.metrics[0])
        var secondKey: Int?
        for (slot, metrics) in slots.metrics.enumerated() where !strutSlots.contains(font: UInt8(slot)) {
            if metrics.isBitmap != slots.metrics[0].isBitmap {
                groups.bySize.insert(FontSet(font: slot))
            } else if !metrics.isBitmap, FontScaleGroups.scaleKey(metrics) != primaryKey,
                      secondKey == nil || secondKey == FontScaleGroups.scaleKey(metrics) {
                if secondKey == nil { groups.secondSlot = UInt8(slot) }
                secondKey = FontScaleGroups.scaleKey(metrics)
                groups.second.insert(FontSet(font: slot))
            }
        }
        if let box = slots.box {
            groups.bySize.insert(FontSet(font: box))
            groups.second.remove(FontSet(font: box))
        }
        self.scaleGroups = groups
        self.shapeCaches = (0..<PreparationRules.cacheSlotCount).map { _ in
            ShapeCache(capacity: shapeCacheCapacity, costCapacity: cacheCodeUnitCapacity,
                       cost: { key, _ in key.units.count })
        }
        self.tokenCaches = (0..<PreparationRules.cacheSlotCount).map { _ in
            SharedCache(capacity: shapeCacheCapacity, costCapacity: cacheCodeUnitCapacity,
                        cost: { key, _ in key.units.count })
        }
        self.styledTokenCache = SharedCache(capacity: shapeCacheCapacity, costCapacity: cacheCodeUnitCapacity,
                                            cost: { key, _ in key.units.count })
        self.dictionaryCache = SharedCache(capacity: 20_000, costCapacity: cacheCodeUnitCapacity,
                                           cost: { _, restarts in restarts.storedCount })
        self.lstmBreakCache = SharedCache(capacity: 20_000, costCapacity: cacheCodeUnitCapacity,
                                          cost: { run, _ in run.count })
    }

    /// Every face of `description` loaded, each distinct path once, and the
    /// fallback list: each fallback family's face for weight 400, normal.
    private static func load(_ description: FontStackDescription) throws(FontStackError)
        -> (families: [[Font]], fallback: [Font]) {
        let fallbackFamilies = description.families.indices.filter { description.families[$0].isFallback }
        guard !fallbackFamilies.isEmpty else { throw FontStackError(problem: .noFallbackFamily) }
        if fallbackFamilies.count > largestFallbackCount {
            let first = fallbackFamilies[largestFallbackCount]
            throw FontStackError(family: name(of: description.families[first]), familyNumber: first + 1,
                                 problem: .tooManyFallbackFamilies(count: fallbackFamilies.count,
                                                                   limit: largestFallbackCount))
        }
        var loadedByPath: [String: Font] = [:]
        var families: [[Font]] = []
        for (f, family) in description.families.enumerated() {
            guard !family.faces.isEmpty else {
                throw FontStackError(family: name(of: family), familyNumber: f + 1, problem: .noFaces)
            }
            var faces: [Font] = []
            for (k, face) in family.faces.enumerated() {
                if let font = loadedByPath[face.path] {
                    faces.append(font)
                    continue
                }
                do {
                    let font = try Font(path: face.path)
                    loadedByPath[face.path] = font
                    faces.append(font)
                } catch {
                    throw FontStackError(family: name(of: family), familyNumber: f + 1, faceNumber: k + 1,
                                         problem: .font(error))
                }
            }
            families.append(faces)
        }
        let fallback = fallbackFamilies.map { f in
            // A family with faces always matches one.
            let match = description.families[f].matchFace(weight: 400, style: .normal)!
            return drawnFont(families[f][match.faceIndex], for: match)
        }
        return (families, fallback)
    }

    /// A family's name for messages; nil when it has none.
    private static func name(of family: FontFamilyDescription) -> String? {
        family.name.isEmpty ? nil : family.name
    }

    /// How many words the stack's shared caches hold now: analysed (segments,
    /// widths and graphemes) and shaped. Measuring never needs these; memory
    /// grows with them, so benchmarks and memory reports read them.
    public var cachedWordCounts: (analysed: Int, shaped: Int) {
        (analysed: tokenCache.count, shaped: shapeCache.count)
    }
}
