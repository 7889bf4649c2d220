/// One face of a font family: a font file and the weight and style it is
/// declared with, as an `@font-face` rule declares them.
///
/// The chromium target: `@font-face { src: url("<path>"); font-weight:
/// <weight>; font-style: <style>; }`. What the file itself says about its
/// weight or style plays no part, as in CSS.
public struct FontFaceDescription: Sendable, Hashable {
    /// The font file's path. A description read from a font-stack file
    /// holds an absolute path, relative ones resolved against the file's
    /// folder. A collection (`.ttc`) stands for its first face.
    public var path: String

    /// The weight or, for a variable font, the range of weights the face
    /// is declared with.
    public var weight: Weight

    /// The style the face is declared with.
    public var style: Style

    /// Makes a face description. Nothing is checked.
    ///
    /// - Parameters:
    ///   - path: the font file.
    ///   - weight: the declared weight; 400 unless given, as in a stack file.
    ///   - style: the declared style; normal unless given.
    public init(path: String, weight: Weight = .fixed(400), style: Style = .normal) {
        self.path = path
        self.weight = weight
        self.style = style
    }
}
