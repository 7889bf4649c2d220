/// One segment's numbers, in em (multiply by the font size for px), packed
/// into 40 bytes (38, padded): re-laying out thousands of texts is bound by
/// memory. The fields are in the order that packs them: the 8-byte ones,
/// then the small ones.
struct SegmentMetrics: Sendable {
    /// Width without the trailing spaces.
    var contentWidth: Double
    /// Width of the trailing spaces, which hang at a wrap. Spaces are
    /// scaled with the primary font's group (no bundled bitmap font is the
    /// first to cover a space or an ideographic space), or the second's when
    /// its fonts draw all of them (``SegmentFlags/hangsInSecondGroup``).
    var spaceWidth: Double
    /// The fonts of the stack that have glyphs in the segment.
    var fontMask: FontSet
    /// How much wider the content gets when a line ends after it (its last
    /// glyph loses kerning with the next, as Chromium reshapes line ends).
    /// A kerning amount, so single precision keeps it to a billionth of an em.
    var endAdjustment: Float
    /// The part of `contentWidth` drawn in fonts scaled by the size
    /// (``FontScaleGroups/bySize``: bitmap fonts, boxes). Only the
    /// difference of their scale from the primary's multiplies it, at most
    /// 1/64 px an em, so single precision keeps it to a billionth of a px.
    var contentOtherWidth: Float
    /// The part of `contentWidth` drawn in the second scale group's fonts
    /// (``FontScaleGroups/second``), in single precision for the same reason.
    var contentSecondWidth: Float
    var flags: SegmentFlags
}

/// What a segment is, one bit each.
struct SegmentFlags: OptionSet, Sendable {
    let rawValue: UInt16
    /// A line may break before this segment.
    static let breakBefore = SegmentFlags(rawValue: 1 << 0)
    /// The segment starts a new bidi item (widths are rounded up to 1/64 px per item).
    static let startsItem = SegmentFlags(rawValue: 1 << 1)
    /// The segment is a tab, whose width depends on where it falls on the line.
    static let tab = SegmentFlags(rawValue: 1 << 2)
    /// The segment is a newline: a forced break after it.
    static let newline = SegmentFlags(rawValue: 1 << 3)
    /// The segment ends with a soft hyphen, shown as a hyphen if the line breaks there.
    static let softHyphen = SegmentFlags(rawValue: 1 << 4)
    /// The segment is a box (``TextSpan/box``): its content width, in em, is
    /// the box's, which Chromium truncates to 1/64 px (a `LayoutUnit`) and
    /// never rounds up as it does a text item's.
    static let box = SegmentFlags(rawValue: 1 << 5)
    /// A line may break before this segment, a digit after a hyphen, only
    /// because a letter or digit comes before the hyphen ("1-|2", Blink's
    /// pair rule; ``LineBreakOpportunities``). Blink's iterator disregards
    /// the text before a line's start (`SetStartOffset`): on a line that
    /// starts at the hyphen (break-word split the word there) the break is
    /// not there ("-9137" stays whole).
    static let breakAfterHyphenInContext = SegmentFlags(rawValue: 1 << 6)
    /// A break before this segment that WebKit does not make
    /// (``EngineBreaks``): a hyphen before a non-ASCII Latin-1 letter, or
    /// a small kana.
    static let noBreakInWebKit = SegmentFlags(rawValue: 1 << 7)
    /// A break before this segment that Firefox does not make
    /// (``EngineBreaks``): a hyphen before a digit or another hyphen.
    static let noBreakInFirefox = SegmentFlags(rawValue: 1 << 8)
    /// A break before this segment that only Firefox makes
    /// (``EngineBreaks/firefoxBreaks(_:at:)``): after a slash before an ASCII
    /// letter, after a hyphen that opens a word. The segment starts there
    /// for Firefox's walk; for the other engines it continues the word
    /// before it.
    static let breakInFirefox = SegmentFlags(rawValue: 1 << 9)
    /// The second scale group's fonts (``FontScaleGroups/second``) draw all
    /// the segment's hanging spaces: an ideographic space that the primary
    /// font leaves to Droid Sans Fallback (``ShapingRules/refusesSpaceGlyphAtIdeographicSpace``),
    /// which Chromium scales by Droid Sans Fallback's own scale (exactly 1
    /// em: 2,048/64 px at 32 px, where Noto Sans's is 2,048.003).
    static let hangsInSecondGroup = SegmentFlags(rawValue: 1 << 10)
    /// The breaks only Chromium makes.
    static let chromiumOnlyBreaks: SegmentFlags = [.noBreakInWebKit, .noBreakInFirefox]

    /// Whether every flag of `member` is set. The line breaker asks this of
    /// every segment; OptionSet's own goes through SetAlgebra's generic
    /// witnesses, which a debug build (the tests') does not inline.
    @inline(__always)
    func contains(_ member: SegmentFlags) -> Bool { rawValue & member.rawValue == member.rawValue }
}

extension SegmentMetrics {
    /// The segment of code units `range`, from their numbers: its content
    /// ends at `contentEnd`, and the code units after it are spaces that hang
    /// at a wrap. The one definition of a segment's numbers, for a whole
    /// text's pipeline and for the spaces and newlines a text prepared word
    /// by word puts between its words.
    ///
    /// - Parameters:
    ///   - advance: a code unit's advance in em.
    ///   - font: the index of the font it is drawn in.
    ///   - endAdjustment: ``ShapedRun/endAdjustments`` of each code unit:
    ///     the segment takes its content's last one when a line that ends
    ///     with it is shaped again (``isReshapedAtItsEnd(_:contentEnd:)``).
    @inline(__always)
    init(units range: Range<Int>, contentEnd: Int, flags: SegmentFlags, scaleGroups: FontScaleGroups,
         advance: (Int) -> Double, font: (Int) -> UInt8, endAdjustment: (Int) -> Double) {
        var content = 0.0, contentOther = 0.0, contentSecond = 0.0
        var spaces = 0.0
        var mask: FontSet = []
        var spacesInSecondGroup = contentEnd < range.upperBound
        for k in range {
            let width = advance(k)
            let f = font(k)
            if k < contentEnd {
                content += width
                if scaleGroups.bySize.contains(font: f) { contentOther += width }
                if scaleGroups.second.contains(font: f) { contentSecond += width }
            } else {
                spaces += width
                spacesInSecondGroup = spacesInSecondGroup && scaleGroups.second.contains(font: f)
            }
            mask.formUnion(FontSet(font: f))
        }
        var flags = flags
        if spacesInSecondGroup { flags.insert(.hangsInSecondGroup) }
        self.init(contentWidth: content, spaceWidth: spaces, fontMask: mask,
                  endAdjustment: Float(Self.isReshapedAtItsEnd(range, contentEnd: contentEnd)
                                       ? endAdjustment(contentEnd - 1) : 0),
                  contentOtherWidth: Float(contentOther), contentSecondWidth: Float(contentSecond), flags: flags)
    }

    /// Whether Chromium shapes a line that ends with segment `range` again
    /// at its end, so that the content's last glyph loses what it had from
    /// the glyph after it. Blink shapes a line's end again from its break,
    /// which for a segment with hanging spaces is after them: the last glyph
    /// keeps its neighbour, the space. Roboto's "aaaa T bbbb" keeps "T"
    /// kerned with the hanging space (2 lines at 299 px and 100 px), and
    /// Averia Sans with its space pairs kerned by 0.2 em keeps "." kerned
    /// with the space before "V".
    @inline(__always)
    static func isReshapedAtItsEnd(_ range: Range<Int>, contentEnd: Int) -> Bool {
        contentEnd > range.lowerBound && contentEnd == range.upperBound
    }

    /// Adds a space after the content, where ``init(units:contentEnd:flags:scaleGroups:advance:font:endAdjustment:)``
    /// counts the units past `contentEnd`: it hangs at a wrap. A word prepared
    /// on its own ends at its content; the spaces after it join its last segment.
    mutating func appendHangingSpace(_ width: Double) {
        spaceWidth += width
        // A space of the primary font's: the spaces are not all the second group's.
        flags.remove(.hangsInSecondGroup)
    }
}
