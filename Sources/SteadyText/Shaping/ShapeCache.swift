/// The key of a shaped word: everything besides the font stack that decides
/// the result. The language is always "en", the chromium target's `lang`.
public struct ShapeKey: Hashable, Sendable {
    var units: [UInt16]
    var script: Int32
    var isRightToLeft: Bool
}

/// Shaped words shared by every text prepared with one ``FontStack``, on every
/// thread. Chat repeats words; shaping each distinct word once is what makes
/// cold measurement fast.
public typealias ShapeCache = SharedCache<ShapeKey, ShapedWord>

extension SharedCache where Key == ShapeKey, Value == ShapedWord {
    /// The default number of words kept: about 20 MB of typical chat words.
    public static var defaultCapacity: Int { 200_000 }
}
