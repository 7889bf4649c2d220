/// The face of a family that CSS font matching picks for a weight and style,
/// and how Chromium then draws with it: ``FontFamilyDescription/matchFace(weight:style:)``.
///
/// ```swift
/// let inter = FontFamilyDescription(name: "Inter", faces: [
///     FontFaceDescription(path: "/fonts/Inter-Regular.otf"),
///     FontFaceDescription(path: "/fonts/Inter-Italic.otf", style: .italic),
/// ])
/// let match = inter.matchFace(weight: 700, style: .italic)!
/// match.faceIndex          // 1: style first, so the italic face
/// match.isSyntheticBold    // true: 700 asked, the face is 400
/// match.isSyntheticItalic  // false: the face is italic
/// ```
package struct FontFaceMatch: Sendable, Hashable {
    /// The chosen face's index in the family's ``FontFamilyDescription/faces``
    /// (from 0).
    package var faceIndex: Int

    /// The `wght` coordinate Chromium sets when the face's file is a
    /// variable font: the asked weight clamped to the weights the face is
    /// declared with (for a ``FontFaceDescription/Weight/fixed(_:)`` face, its
    /// weight). A font without a `wght` axis ignores it.
    package var variationWeight: Double

    /// The `slnt` coordinate Chromium sets when the face's file has that
    /// axis: −14 for a face declared italic (CSS's italic slope, 14°, which
    /// OpenType's slant measures the other way), 0 for a face declared
    /// normal, whatever style was asked. The font clamps it to its axis
    /// (Inter's runs from −10 to 0). Seen in Chromium 156: a face declared
    /// italic on a copy of Inter.var.ttf whose slant axis reaches −30 draws
    /// at −14.
    package var variationSlant: Double

    /// Whether Chromium emboldens the face: bold (600 or more) was asked
    /// and the face is declared lighter than 600 throughout.
    package var isSyntheticBold: Bool

    /// Whether Chromium slants the face: italic was asked and the face is
    /// declared normal.
    package var isSyntheticItalic: Bool

    /// Makes a match. ``FontFamilyDescription/matchFace(weight:style:)``
    /// is where matches come from; this is for comparing with one.
    package init(faceIndex: Int, variationWeight: Double, variationSlant: Double = 0, isSyntheticBold: Bool = false,
                isSyntheticItalic: Bool = false) {
        self.faceIndex = faceIndex
        self.variationWeight = variationWeight
        self.variationSlant = variationSlant
        self.isSyntheticBold = isSyntheticBold
        self.isSyntheticItalic = isSyntheticItalic
    }
}
