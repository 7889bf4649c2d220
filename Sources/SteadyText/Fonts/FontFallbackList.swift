/// Loaded fonts in fallback order, and what shaping and line heights read
/// of them: each font's metrics, which fonts scale like the primary one, and
/// the widths of the two characters layout adds itself (a tab's space, a
/// soft hyphen's hyphen).
///
/// Fallback is per character cluster, as in CSS: a cluster takes the first
/// font that covers all of it (`FontFallbackList+Shaping.swift`).
struct FontFallbackList: Sendable {
    /// The fonts, in fallback order. The first is the primary font.
    let fonts: [Font]

    /// The ``FontSet`` bit of each font: its slot in the stack's table of
    /// every loaded font (``FontStack``), which is what shaping writes per
    /// code unit. The stack's own fallback list has font `f` at slot `f`; a
    /// list for bold or italic text puts its faces at theirs, so that a line
    /// records the faces it really uses.
    let slots: [UInt8]

    /// The strut slot the list's text puts on its lines, when its first
    /// font's metrics are not the stack's primary font's (``FontStack``'s
    /// `strut(of:)`); empty for the stack's own list.
    let strut: FontSet

    /// The slots of the fonts the list's style emboldens (bold asked of a
    /// face declared lighter than 600, ``FontFaceMatch/isSyntheticBold``):
    /// Gecko widens each character they draw (``GeckoAdvances``), Blink
    /// does not.
    let emboldened: FontSet

    /// Every font's metrics, in order.
    let metrics: [FontMetrics]

    /// The width of a space, in em: tab stops are 8 spaces.
    let spaceWidth: Double

    /// The slot of the font a space is drawn in: the first with one.
    let spaceSlot: UInt8

    /// The characters beside which that font shapes its space otherwise
    /// than alone: a text with a space and one of them is shaped across its
    /// spaces (``TextPipeline``).
    let spacePartners: SpacePartners

    /// The width of the hyphen shown at a soft hyphen break, in em: U+2010
    /// when the primary font has it, else "-" (Blink's `HyphenString`).
    let hyphenWidth: Double

    /// The width of the ellipsis a line clamp ends its last line with (in the
    /// base style whatever the span at the line's end), in em: U+2026 when
    /// the primary font has it, else "..." shaped as one run, kerning and
    /// all (Blink's `LineTruncator::SetupEllipsis`).
    let ellipsisWidth: Double

    /// The most fonts a list holds: a ``FontSet`` names each by a bit.
    static let capacity = FontSet.capacity

    /// The list of `fonts`, the first the primary font; at least one and at
    /// most ``capacity`` (``FontStack`` checks both before it asks).
    ///
    /// - Parameter slots: each font's slot in the stack's table; nil for the
    ///   stack's own list, font `f` at slot `f`.
    init(_ fonts: [Font], slots: [UInt8]? = nil, strut: FontSet = [], emboldened: FontSet = []) {
        precondition(!fonts.isEmpty && fonts.count <= Self.capacity, "a fallback list holds 1 to \(Self.capacity) fonts")
        precondition(slots == nil || slots!.count == fonts.count, "a slot per font")
        self.fonts = fonts
        self.slots = slots ?? fonts.indices.map { UInt8($0) }
        self.strut = strut
        self.emboldened = emboldened
        self.metrics = fonts.map(\.metrics)
        // A single character shapes to its character-map glyph: no neighbour to kern with.
        func advance(of scalar: Unicode.Scalar) -> Double {
            fonts.first { $0.hasGlyph(for: scalar) }?.advance(of: scalar) ?? 0
        }
        self.spaceWidth = advance(of: " ")
        let spaceFont = fonts.firstIndex { $0.hasGlyph(for: " ") } ?? 0
        self.spaceSlot = self.slots[spaceFont]
        self.spacePartners = SpacePartners(font: fonts[spaceFont])
        let primary = fonts[0]
        self.hyphenWidth = primary.hasGlyph(for: "\u{2010}") ? primary.advance(of: "\u{2010}") : advance(of: "-")
        self.ellipsisWidth = primary.hasGlyph(for: "\u{2026}")
            ? primary.advance(of: "\u{2026}")
            : fonts.first { $0.hasGlyph(for: ".") }?.advance(ofRun: "...") ?? 0
    }
}
