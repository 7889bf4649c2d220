extension RenderingTarget {
    /// The rules by which the engine prepares a text: WebKit's own, Blink's
    /// for Chromium and Firefox (Gecko agrees with Blink on which font draws
    /// each cluster in every case on record).
    var preparationRules: PreparationRules {
        self == .webkit ? .webKit : .blink
    }
}
