/// What a text prepared by Chromium's rules (``PreparationRules/blink``)
/// was prepared from, to prepare it again keeping each glyph's advance
/// (``PreparationRules/blinkGlyphs``) where an item's width must be summed
/// glyph by glyph (``NearStepWidths``): shaped the first time it is asked
/// for, and kept. Only a text without spans keeps its source: a span's
/// variable font instance (HVAR's deltas) is not summed glyph by glyph as
/// Blink sums it, and its em widths are Chromium's (`VariableFontTests`);
/// nor does a text longer than ``longestText``.
final class GlyphSource: @unchecked Sendable {
    // @unchecked: `prepared` and the last widths are only read or written under
    // `lock`, a lock shared by every source (the text is shaped again rarely).
    private let units: [UInt16]
    private let whiteSpace: WhiteSpace
    private let direction: TextDirection
    /// Weak: a text keeps no font stack, and its caches, alive.
    private weak let fonts: FontStack?
    private var prepared: PreparedTextStorage?
    /// A width summed, and what it was summed for.
    private typealias Kept = (range: Range<Int>, fontSize: Double, width: Double)
    /// The widths last summed, of a piece and of a line's last piece as it
    /// is fitted: a row is laid out at several widths for each size, and
    /// its text's max-content is the same item each time; a text laid out
    /// at a width again fits the same line again.
    private var lastPiece: Kept?
    private var lastFitted: Kept?
    private static let lock = Locked(())

    /// The longest text, in UTF-16 code units, that keeps a source: a long
    /// message's (Telegram's limit). A longer text is prepared again whole
    /// for the first line that sums glyphs, and a text ten times as long
    /// meets such a line the more surely: its widths stay in em, a few
    /// 1/65,536 px from Chromium's, as its preparation stays linear.
    static let longestText = 4096

    init(units: [UInt16], whiteSpace: WhiteSpace, direction: TextDirection, fonts: FontStack) {
        self.units = units
        self.whiteSpace = whiteSpace
        self.direction = direction
        self.fonts = fonts
    }

    /// The width of `range` of the text at `fontSize` device px, summed by
    /// `sum` from the text prepared keeping its glyphs (the line breaker's
    /// sum, glyph by glyph, of a piece, or of a line's last piece as it is
    /// `fitted`), the last one of each kind kept; nil once the text's font
    /// stack is gone.
    func width(of range: Range<Int>, fontSize: Double, fitted: Bool = false,
               summedBy sum: (PreparedTextStorage) -> Double) -> Double? {
        let last = Self.lock.withLock { _ in fitted ? lastFitted : lastPiece }
        if let last, last.range == range, last.fontSize == fontSize { return last.width }
        // Both preparations process the same text: the guard only keeps a
        // disagreement from trapping.
        guard let glyphs, range.upperBound < glyphs.units.prefixWidths.count else { return nil }
        let width = sum(glyphs)
        Self.lock.withLock { _ in
            if fitted { lastFitted = (range, fontSize, width) } else { lastPiece = (range, fontSize, width) }
        }
        return width
    }

    /// The text prepared keeping each glyph's advance: shaped the first time
    /// it is asked for, and kept; nil once its font stack is gone.
    var glyphs: PreparedTextStorage? {
        Self.lock.withLock { _ in
            if let prepared { return prepared }
            guard let fonts else { return nil }
            let storage = PreparedTextStorage.prepare(units, whiteSpace: whiteSpace, direction: direction, fonts: fonts,
                                                      useCache: true, rules: .blinkGlyphs)
            prepared = storage
            return storage
        }
    }
}

