/// What shaping one run of text (a token, or a piece of a whole text in one
/// script and direction) produced: an advance and a font per UTF-16 code unit.
///
/// A cluster's advance is divided evenly among its code units (a surrogate
/// pair counts once), as Chromium places carets and breaks inside ligatures. Advances are in em, so a width at any font size is a
/// multiplication: the bundled fonts are laid out unhinted, so advances scale
/// linearly with the size.
struct ShapedRun: Sendable, Equatable {
    /// Advance of each code unit, in em.
    var advances: [Double]
    /// Index in the ``FontFallbackList`` of the font each code unit was shaped with.
    var fontIndices: [UInt8]
    /// At the last code unit of each cluster: how much wider the text before
    /// it gets when a line ends after the cluster, in em. Chromium shapes the
    /// end of such a line again, so the last glyph loses its kerning with the
    /// glyph that moved to the next line.
    var endAdjustments: [Double]
    /// At the first code unit of each cluster: how much wider the cluster
    /// gets when a line starts with it, in em. Chromium shapes the start of
    /// such a line again, so the first glyph loses what a kern table's pair
    /// with the glyph before the break gave it; empty when every entry is 0,
    /// as for every font that kerns with GPOS.
    var startAdjustments: [Double] = []
    /// Whether each code unit is drawn with no font of the stack (in a
    /// cluster no font covers, so the primary font's .notdef); empty when
    /// none is, as for nearly every run.
    var missing: [Bool] = []
}

/// Where shaping writes its numbers: one entry per code unit of the run,
/// each set (a ``ShapedRun``'s arrays, or a piece of a whole text's).
struct ShapedUnits {
    let advances: UnsafeMutableBufferPointer<Double>
    let fontIndices: UnsafeMutableBufferPointer<UInt8>
    let endAdjustments: UnsafeMutableBufferPointer<Double>
    /// ``ShapedRun/startAdjustments``, one entry per code unit.
    let startAdjustments: UnsafeMutableBufferPointer<Double>
    /// ``ShapedRun/missing``, one entry per code unit (false unless set).
    let missing: UnsafeMutableBufferPointer<Bool>

    /// The entries of the code units `range`, rebased to start at 0.
    func slice(_ range: Range<Int>) -> ShapedUnits {
        ShapedUnits(advances: UnsafeMutableBufferPointer(rebasing: advances[range]),
                    fontIndices: UnsafeMutableBufferPointer(rebasing: fontIndices[range]),
                    endAdjustments: UnsafeMutableBufferPointer(rebasing: endAdjustments[range]),
                    startAdjustments: UnsafeMutableBufferPointer(rebasing: startAdjustments[range]),
                    missing: UnsafeMutableBufferPointer(rebasing: missing[range]))
    }
}
