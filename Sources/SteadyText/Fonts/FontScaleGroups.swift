/// Which fonts' advances scale otherwise than the primary font's, in two
/// groups that layout scales on their own (Blink measures each font with
/// its own FreeType scale):
///
/// - **By the size** (`bySize`): bitmap fonts, scaled from their strike by
///   the font size itself, and boxes, whose widths are em of the size.
/// - **Second** (`second`): outline fonts whose FreeType `x_scale` rounds
///   otherwise than the primary's because their units per em differ. A
///   power of two scales exactly (Droid Sans Fallback's 256: 11.37 px is
///   727/64 px an em), any other by its own rounding (Noto's 1000: 16 px is
///   16.000007). A CJK run in Droid Sans Fallback then lands on the 1/64 px
///   grid in Chromium, where the primary's rounding would put it a hair
///   above, and the fit test's rounding up would add 1/64 px.
///
/// Every other outline font shares the primary's scale; a stack with fonts
/// of a third scale (units per em that are neither the primary's nor the
/// second group's) scales those with the primary's, a few millionths off.
struct FontScaleGroups: Sendable, Equatable {
    /// Scaled by the font size: bitmap fonts and the box slot.
    var bySize: FontSet = []
    /// Scaled by the second group's own FreeType scale.
    var second: FontSet = []
    /// A slot of the second group, whose metrics give its scale.
    var secondSlot: UInt8 = 0

    /// Outline fonts whose scales round alike: the same units per em, or
    /// any power of two (which does not round at all).
    static func scaleKey(_ metrics: FontMetrics) -> Int {
        let upem = metrics.unitsPerEm
        return upem > 0 && upem & (upem - 1) == 0 ? 0 : upem
    }
}
