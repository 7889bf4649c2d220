// Which engine's layout the height service matches for this reader (Docs/engines.md): the page
// asks for the engine it runs in, since each engine rounds line heights its own way and a row
// measured for another would be a line taller or shorter than its slot.

/**
 * The service's `target` for a browser, from its user agent.
 *
 * - `"webkit"`: WebKit without Blink: WebKitGTK and WPE web views (GNOME Web, Tauri), Safari,
 *   and every browser on iOS (which must use WebKit: CriOS, FxiOS, EdgiOS). Safari shapes text
 *   with Core Text, which the service cannot check; its layout is still WebKit's.
 * - `"firefox"`: Gecko.
 * - `"chromium"` otherwise: Chrome, Edge, Opera, Electron, and whatever is not recognised.
 *
 * @param {string} [userAgent] `navigator.userAgent` by default.
 * @returns {"chromium" | "webkit" | "firefox"}
 */
export function readerTarget(userAgent = globalThis.navigator?.userAgent ?? "") {
  const ua = String(userAgent);
  if (/\b(CriOS|FxiOS|EdgiOS)\//.test(ua)) return "webkit";
  if (/\bFirefox\//.test(ua) && /\bGecko\//.test(ua)) return "firefox";
  if (/\bAppleWebKit\//.test(ua) && !/\b(Chrome|Chromium|HeadlessChrome|Edg|OPR)\//.test(ua)) return "webkit";
  return "chromium";
}
