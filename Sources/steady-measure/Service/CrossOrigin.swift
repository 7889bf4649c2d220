/// `serve --cors ORIGIN`: which web pages served elsewhere may call the API
/// from a browser (the Fetch standard's CORS protocol).
///
/// An origin is `*` (any page) or exact, as a browser sends it in `Origin`
/// (`https://chat.example.com`, `http://localhost:3000`). Without the option
/// no CORS header is sent, and browsers keep other origins' pages out.
struct CrossOrigin: Equatable, Sendable {
    /// The origins allowed, `*` among them for any.
    var origins: [String] = []

    /// How long a browser may keep a preflight's answer.
    static let maxAgeSeconds = 600

    /// The headers an answer to a request from `origin` carries: none when
    /// `origin` is not allowed or the request came from no page.
    func headers(for origin: String?) -> [(name: String, value: String)] {
        guard let origin else { return [] }
        if origins.contains("*") { return [("Access-Control-Allow-Origin", "*")] }
        guard origins.contains(origin) else { return [] }
        return [("Access-Control-Allow-Origin", origin), ("Vary", "Origin")]
    }

    /// The headers of the answer to a preflight (`OPTIONS` with `Origin`) for
    /// a path that takes `methods`.
    func preflightHeaders(for origin: String?, methods: String) -> [(name: String, value: String)] {
        let allowed = headers(for: origin)
        guard !allowed.isEmpty else { return [] }
        return allowed + [("Access-Control-Allow-Methods", methods),
                          ("Access-Control-Allow-Headers", "Content-Type"),
                          ("Access-Control-Max-Age", String(Self.maxAgeSeconds))]
    }
}
