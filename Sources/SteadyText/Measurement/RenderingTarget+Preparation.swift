extension RenderingTarget {
    /// The rules by which the engine prepares a text: WebKit's own, Blink's
    /// for Chromium and Firefox (``ShapingRules/blink``).
    var preparationRules: PreparationRules {
        self == .webkit ? .webKit : .blink
    }
}
