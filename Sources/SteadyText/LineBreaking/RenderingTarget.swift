/// The browser engine whose layout an answer matches.
///
/// Steady shapes, breaks and measures text as Chromium does; a target
/// names the engine whose rules a layout follows where engines differ.
/// Each target is proven against its engine's own goldens (Docs/engines.md).
public enum RenderingTarget: String, Sendable, Hashable, CaseIterable {
    /// Chromium 156 (Blink's LayoutNG), the default: web and Electron chat
    /// clients. Every length is laid out in device px at the screen's
    /// ratio (Docs/device-pixel-ratio.md).
    case chromium
    /// WebKitGTK 2.50 (GNOME Web, Tauri and other Linux web views). It lays
    /// text out in CSS px whatever the screen's ratio (the ratio scales the
    /// drawing only), keeps a fixed line height in whole CSS px, and makes
    /// fewer breaks than Chromium in places (Docs/engines.md).
    case webkit
    /// Firefox ESR 153 (Gecko). It lays text out in CSS px at every ratio,
    /// as WebKit does, and counts line heights in app units (1/60 CSS px)
    /// from font metrics it rounds in device px: its own `normal`
    /// (Docs/engines.md), and a fixed line height rounded to 1/60 px. It
    /// breaks URLs after their slashes.
    case firefox
}
