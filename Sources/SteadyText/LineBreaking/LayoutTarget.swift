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

    /// `engine` on a screen of `devicePixelRatio` (kept to
    /// ``LayoutLimits/devicePixelRatios``; 1 for a ratio that is not a
    /// positive finite number).
    package init(_ engine: RenderingTarget, devicePixelRatio: Double) {
        self.engine = engine
        guard engine == .firefox else { appUnitsPerDevicePixel = 60; return }
        let ratio = Double(DeviceScale(devicePixelRatio).ratio)
        appUnitsPerDevicePixel = max(1, Int((60 / ratio).rounded(.toNearestOrAwayFromZero)))
    }

    /// Chromium, as every layout of a bubble's parts and of the package's
    /// own counts is unless told otherwise.
    package static let chromium = LayoutTarget(.chromium, devicePixelRatio: 1)
}
