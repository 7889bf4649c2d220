/// The styles of a processed text's code units, as its spans give them: a
/// run per span and per stretch between spans, each with its fonts, or a
/// box's width.
///
/// Two rules read them (``TextPipeline``): a bidi item (whose width the fit
/// test rounds up on its own) ends at every span edge, as Blink makes an
/// inline item of each text node; a shaping run ends only where the font
/// request changes, or at a box, as Blink shapes neighbouring items of equal
/// fonts together (``FontRequest``).
struct StyleRuns: Sendable {
    /// One span, or the text between two spans.
    struct Run: Sendable {
        /// The index of the run's fallback list in ``StyleRuns/lists``.
        var font: Int
        /// For a box, its width in em: the run is its U+FFFC alone, an atomic
        /// inline of that width (not shaped, not drawn).
        var boxWidth: Double?
        /// What the run's list gives its spaces and segments, kept here so that
        /// reading them per code unit copies no list: a space's width in em and
        /// slot, and the list's strut (none for a box).
        var spaceWidth: Double = 0
        var spaceSlot: UInt8 = 0
        var strut: FontSet = []
    }

    /// The run of each processed code unit (an index into ``runs``).
    var runOfUnit: [Int32]
    /// The runs: 0 is the text outside every span, `k + 1` span `k`.
    var runs: [Run]
    /// A fallback list per distinct font request, the base request's first.
    var lists: [FontFallbackList]
    /// The request of each list: what identifies a style across texts.
    var requests: [FontRequest]

    /// The run at offset `u`.
    @inline(__always)
    func run(at u: Int) -> Run { runs[Int(runOfUnit[u])] }

    /// Whether offset `u` is a box's U+FFFC.
    @inline(__always)
    func isBox(_ u: Int) -> Bool { runs[Int(runOfUnit[u])].boxWidth != nil }
}
