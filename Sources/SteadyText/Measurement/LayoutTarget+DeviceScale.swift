extension LayoutTarget {
    /// `engine` on a screen of `devicePixelRatio` (kept as ``DeviceScale``
    /// keeps it): Firefox's app units per device px are `round(60 / ratio)`,
    /// at least 1 (Gecko's `AppUnitsPerDevPixel`).
    package init(_ engine: RenderingTarget, devicePixelRatio: Double) {
        guard engine == .firefox else { self.init(engine: engine, appUnitsPerDevicePixel: 60); return }
        let ratio = Double(DeviceScale(devicePixelRatio).ratio)
        self.init(engine: engine, appUnitsPerDevicePixel: max(1, Int((60 / ratio).rounded(.toNearestOrAwayFromZero))))
    }
}
