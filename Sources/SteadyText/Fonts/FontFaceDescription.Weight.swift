extension FontFaceDescription {
    /// The `font-weight` a face is declared with: one weight, or the range
    /// a variable font covers.
    ///
    /// In a stack file `"weight": 700` is ``fixed(_:)`` and
    /// `"weight": [100, 900]` is ``variable(_:)``. CSS weights run from 1 to
    /// 1000 (``validRange``) and need not be multiples of 100.
    public enum Weight: Sendable, Hashable {
        /// A face of one weight (`font-weight: 700`).
        case fixed(Double)
        /// A variable face covering a range of weights (`font-weight: 100 900`).
        case variable(ClosedRange<Double>)

        /// The weights CSS allows, 1 to 1000 (CSS Fonts Level 4, `font-weight`).
        public static let validRange: ClosedRange<Double> = 1...1000
    }
}
