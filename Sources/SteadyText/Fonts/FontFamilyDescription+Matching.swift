// Font matching within one family, as Chromium does it. The rules are Blink's:
//
// - third_party/blink/renderer/platform/fonts/font_selection_algorithm.cc
//   (FontSelectionAlgorithm): a face is better when its stretch, then style,
//   then weight distance is smaller (IsBetterMatchForRequest), each distance
//   from StretchDistance, StyleDistance and WeightDistance.
// - third_party/blink/renderer/core/css/font_face_cache.cc
//   (FontSelectionQueryResult::GetOrCreate): the distances are taken against
//   the bounds of every face of the family, whatever its style.
// - third_party/blink/renderer/core/css/css_segmented_font_face.cc
//   (CSSSegmentedFontFace::GetFontData): synthetic bold when the chosen
//   face's weight maximum < 600 (BoldThreshold) and the asked weight >= 600;
//   synthetic italic when the face's slope maximum < the italic slope and
//   italic was asked.
// - third_party/blink/renderer/platform/fonts/font_custom_platform_data.cc
//   (GetFontPlatformData): a variable font's wght is the asked weight
//   clamped to the face's declared range (FontSelectionRange::clampToRange),
//   its slnt the negated slope of the face's declared style.
//
// Blink's WeightDistance follows CSS Fonts Level 4 §5.2 step 4: an asked
// weight from 400 to 500 tries heavier faces up to 500 in ascending order,
// then lighter ones descending, then those above 500 ascending; below 400,
// lighter descending then heavier ascending; above 500, heavier ascending
// then lighter descending. (CSS 2.1's "400 tries 500 first" rule is not
// what Blink does: 400 with faces 450 and 500 takes 450.)

extension FontFamilyDescription {
    /// The face CSS font matching picks for `weight` and `style`, as
    /// Chromium picks it, with the variation weight and synthesis Chromium
    /// applies to it.
    ///
    /// Style decides first: italic asked takes an italic face if the family
    /// has one, normal asked takes a normal face if it has one; only then
    /// does weight choose among the faces of that style (CSS Fonts Level 4
    /// §5.2; Blink's `FontSelectionAlgorithm`). A variable face whose range
    /// holds the weight matches it exactly. Weights are compared in quarter
    /// units, truncated, as Blink's `FontSelectionValue` stores them.
    ///
    /// When two faces are equally good (the same declared weight and style,
    /// or two ranges both holding the weight), the later one is taken:
    /// Chromium tries later `@font-face` rules of one weight and style first;
    /// between different ranges its choice depends on hash order.
    ///
    /// ```swift
    /// // Faces 300 and 600, asked 400: lighter first below 500, so 300.
    /// family.matchFace(weight: 400, style: .normal)?.faceIndex
    /// ```
    ///
    /// - Parameters:
    ///   - weight: the asked `font-weight`, clamped to 1–1000 (not a number
    ///     counts as 400).
    ///   - style: the asked `font-style`.
    /// - Returns: the match, or nil when the family has no faces.
    /// - Complexity: O(n) in the number of faces.
    package func matchFace(weight: Double, style: FontFaceDescription.Style) -> FontFaceMatch? {
        guard !faces.isEmpty else { return nil }
        let request = WeightQuarters(weight)
        var bounds = faces[0].weight.quarters
        for face in faces.dropFirst() {
            let range = face.weight.quarters
            bounds = min(bounds.lowerBound, range.lowerBound)...max(bounds.upperBound, range.upperBound)
        }
        var best: (index: Int, style: Int, weight: Int)?
        for (index, face) in faces.enumerated() {
            // With two styles, a style distance is 0 or not; its size never matters.
            let styleDistance = face.style == style ? 0 : 1
            let weightDistance = Self.weightDistance(from: request.value, to: face.weight.quarters, bounds: bounds)
            // <= rather than <: of equals, the later face wins (see above).
            if let current = best, (current.style, current.weight) < (styleDistance, weightDistance) { continue }
            best = (index, styleDistance, weightDistance)
        }
        guard let best else { return nil }
        let face = faces[best.index]
        let range = face.weight.quarters
        let variation = min(max(request.value, range.lowerBound), range.upperBound)
        return FontFaceMatch(
            faceIndex: best.index,
            variationWeight: Double(variation) / 4,
            variationSlant: face.style == .italic ? -Self.italicSlope : 0,
            isSyntheticBold: range.upperBound < Self.boldThreshold && request.value >= Self.boldThreshold,
            isSyntheticItalic: face.style == .normal && style == .italic)
    }

    /// Blink's `BoldThreshold()`, 600, in quarters.
    static let boldThreshold = 600 * 4

    /// The slope of CSS `italic` in degrees, which a face declared italic
    /// covers: 14 (CSS Fonts Level 4, `font-style`).
    static let italicSlope = 14.0

    /// Blink's `FontSelectionAlgorithm::WeightDistance`, in quarters: how far
    /// a face of weights `range` is from the asked `request`, the family's
    /// weights spanning `bounds`. Smaller is better; 0 is a face that holds
    /// the weight.
    static func weightDistance(from request: Int, to range: ClosedRange<Int>, bounds: ClosedRange<Int>) -> Int {
        if range.contains(request) { return 0 }
        let lower = 400 * 4, upper = 500 * 4
        if request >= lower && request <= upper {
            // Heavier up to 500 first (ascending), then lighter (descending), then above 500.
            if range.lowerBound > request && range.lowerBound <= upper { return range.lowerBound - request }
            if range.upperBound < request { return upper - range.upperBound }
            return range.lowerBound - min(request, bounds.lowerBound)
        }
        if request < lower {
            // Lighter first (descending), then heavier (ascending).
            if range.upperBound < request { return request - range.upperBound }
            return range.lowerBound - min(request, bounds.lowerBound)
        }
        // Heavier first (ascending), then lighter (descending).
        if range.lowerBound > request { return range.lowerBound - request }
        return max(request, bounds.upperBound) - range.upperBound
    }
}

/// A weight as Blink's `FontSelectionValue` holds it: quarters, truncated
/// (`ClampTo<int16_t>(x * 4)`), after clamping to 1–1000.
struct WeightQuarters {
    let value: Int

    init(_ weight: Double) {
        let valid = FontFaceDescription.Weight.validRange
        let clamped = weight.isNaN ? 400 : min(max(weight, valid.lowerBound), valid.upperBound)
        value = Int((clamped * 4).rounded(.towardZero))
    }
}

extension FontFaceDescription.Weight {
    /// The declared weights in quarters, each end clamped to 1–1000.
    var quarters: ClosedRange<Int> {
        let low = WeightQuarters(range.lowerBound).value, high = WeightQuarters(range.upperBound).value
        return min(low, high)...max(low, high)
    }
}
