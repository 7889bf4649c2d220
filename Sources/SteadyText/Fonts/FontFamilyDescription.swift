/// One font family of a stack: a name and the faces CSS chooses among by
/// weight and style, matched as Blink matches them.
///
/// The chromium target is one `@font-face { font-family: "<name>"; … }` rule
/// per face.
public struct FontFamilyDescription: Sendable, Hashable {
    /// The family name, as `font-family` and a span's `"family"` name it.
    public var name: String

    /// The family's faces, in the order of the file.
    public var faces: [FontFaceDescription]

    /// Whether the family takes part in per-character fallback. A family
    /// that does not is loaded but used only by a span that names it (a
    /// monospace family for code).
    public var isFallback: Bool

    /// Makes a family description. Nothing is checked.
    ///
    /// - Parameters:
    ///   - name: the family name.
    ///   - faces: the faces, in the order of the file.
    ///   - isFallback: whether the family is in the fallback list; true
    ///     unless given.
    public init(name: String, faces: [FontFaceDescription], isFallback: Bool = true) {
        self.name = name
        self.faces = faces
        self.isFallback = isFallback
    }

    /// The form of a family name two names are compared in: CSS matches
    /// family names ignoring case (Blink keys its `@font-face` families with
    /// `CaseFoldingHash`, core/css/font_face_cache.h). Swift has no case
    /// folding, so this lowercases; the two differ only for a few letters
    /// outside the family names fonts use (such as "ß" against "ẞ").
    static func matchingKey(_ name: String) -> String {
        name.lowercased()
    }
}
