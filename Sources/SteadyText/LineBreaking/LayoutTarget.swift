/// A target on a screen: what a layout in device px reads beyond its
/// lengths. Chromium's and WebKit's rules read the engine alone (the
/// lengths carry the ratio); Firefox's line heights count in app units,
/// 1/60 CSS px, rounding font metrics in device px, so they read how many
/// app units a device px is.
package struct LayoutTarget: Sendable, Hashable {
    /// The engine.
    package var engine: RenderingTarget
    /// Firefox's app units per device px: `round(60 / ratio)`, at least 1
    /// (Gecko's `AppUnitsPerDevPixel`); 60 for the other engines.
    package var appUnitsPerDevicePixel: Int

    /// `engine` with Firefox's `appUnitsPerDevicePixel` (60 for the others);
    /// from a screen's ratio, `init(_:devicePixelRatio:)`.
    package init(engine: RenderingTarget, appUnitsPerDevicePixel: Int) {
        self.engine = engine
        self.appUnitsPerDevicePixel = appUnitsPerDevicePixel
    }

    /// Chromium, as every layout of a bubble's parts and of the package's
    /// own counts is unless told otherwise.
    package static let chromium = LayoutTarget(engine: .chromium, appUnitsPerDevicePixel: 60)
}
