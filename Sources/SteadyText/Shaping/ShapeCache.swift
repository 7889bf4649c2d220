/// The key of a shaped word: everything besides the font stack that decides
/// the result. The language is always "en", the chromium target's `lang`.
struct ShapeKey: Hashable, Sendable {
    var units: [UInt16]
    var script: Int32
    var isRightToLeft: Bool
}

/// Shaped words shared by every text prepared with one ``FontStack``, on every
/// thread. Chat repeats words; shaping each distinct word once is what makes
/// cold measurement fast.
typealias ShapeCache = SharedCache<ShapeKey, ShapedRun>
