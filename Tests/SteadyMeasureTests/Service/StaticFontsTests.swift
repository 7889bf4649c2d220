import Foundation
import Testing

/// `serve --static DIR` serves the fonts in use at `/fonts/`: a font folder's
/// files, or a font-stack file's fonts and the stack under their served names.
@Suite struct StaticFontsTests {
    static let fonts = SteadyMeasureRun.packageRoot.appendingPathComponent("Fonts").path

    @Test func aStackFilesFontsAreServedByName() throws {
        let folder = try TemporaryFolder()
        let page = try TemporaryFolder()
        try Data("<p>chat</p>".utf8).write(to: page.url.appendingPathComponent("index.html"))
        let sub = folder.url.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fonts + "/NotoSans-Regular.ttf",
                                         toPath: sub.appendingPathComponent("Sans.ttf").path)
        try Data("not served".utf8).write(to: folder.url.appendingPathComponent("other.ttf"))
        let stack = folder.url.appendingPathComponent("chat-stack.json").path
        try Data(#"""
            {"families": [
              {"family": "Sans", "faces": [{"file": "sub/Sans.ttf"}, {"file": "\#(Self.fonts)/NotoSans-Bold.ttf", "weight": 700}]},
              {"family": "Thai", "faces": [{"file": "\#(Self.fonts)/NotoSansThai-Regular.ttf"}]},
              {"family": "Mono", "fallback": false, "faces": [{"file": "\#(Self.fonts)/NotoSansMono-Regular.ttf", "style": "italic"}]}
            ]}
            """#.utf8).write(to: URL(fileURLWithPath: stack))
        let service = try ServiceProcess(["--fonts", stack, "--static", page.url.path])
        let inside = try service.request("GET", "/fonts/sub/Sans.ttf")
        #expect(inside.status == 200 && inside.headers["content-type"] == "font/ttf")
        #expect(Data(inside.body) == (try Data(contentsOf: sub.appendingPathComponent("Sans.ttf"))))
        let outside = try service.request("GET", "/fonts/NotoSansThai-Regular.ttf")
        #expect(outside.status == 200)
        #expect(Data(outside.body) == (try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/NotoSansThai-Regular.ttf"))))
        for path in ["/fonts/other.ttf", "/fonts/chat-stack.json", "/fonts/NotoSansArabic-Regular.ttf", "/fonts/sub/"] {
            #expect(try service.request("GET", path).status == 404, "\(path)")
        }
        let served = try service.request("GET", "/fonts/stack.json")
        #expect(served.status == 200 && served.headers["content-type"] == "application/json")
        #expect(served.bodyText == """
            {"families": [
              {"family": "Sans", "faces": [{"file": "sub/Sans.ttf"}, {"file": "NotoSans-Bold.ttf", "weight": 700}]},
              {"family": "Thai", "faces": [{"file": "NotoSansThai-Regular.ttf"}]},
              {"family": "Mono", "fallback": false, "faces": [{"file": "NotoSansMono-Regular.ttf", "style": "italic"}]}
            ]}

            """)
        #expect(try service.request("GET", "/").bodyText == "<p>chat</p>")
        let heights = try service.request("POST", "/v1/heights", body: #"{"widths": [300], "messages": [{"id": 1, "text": "Hello"}]}"#)
        #expect(heights.bodyText.trimmingCharacters(in: .newlines) == #"{"results": [{"id": 1, "width": 300, "size": 17, "lines": 1, "height": 23}]}"#)
        #expect(service.stop() == 0)
    }

    @Test func aFontFoldersFilesAreServedAsTheyAre() throws {
        let page = try TemporaryFolder()
        let service = try ServiceProcess(["--fonts", Self.fonts, "--static", page.url.path])
        for name in ["stack.json", "NotoSansMono-Bold.ttf", "MANIFEST.tsv"] {
            let response = try service.request("GET", "/fonts/" + name)
            #expect(response.status == 200, "\(name)")
            #expect(Data(response.body) == (try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/" + name))), "\(name)")
        }
        #expect(service.stop() == 0)
    }

    /// A folder of the eight bundled files, without a stack file: the
    /// files as they are, and at `/fonts/stack.json` their stack, F0 to F7
    /// (the bundled fonts' names), so that a page finds the stack in one place.
    @Test func aFolderWithoutAStackFileServesItsStack() throws {
        let folder = try TemporaryFolder()
        let page = try TemporaryFolder()
        let names = ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
                     "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "NotoColorEmoji.ttf",
                     "DroidSansFallbackFull.ttf", "NanumBarunGothic.ttf"]
        for name in names {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(name).path,
                                                       withDestinationPath: Self.fonts + "/" + name)
        }
        let service = try ServiceProcess(["--fonts", folder.url.path, "--static", page.url.path])
        let served = try service.request("GET", "/fonts/stack.json")
        #expect(served.status == 200 && served.headers["content-type"] == "application/json")
        let families = names.enumerated().map { #"  {"family": "F\#($0)", "faces": [{"file": "\#($1)"}]}"# }
        #expect(served.bodyText == "{\"families\": [\n" + families.joined(separator: ",\n") + "\n]}\n")
        let font = try service.request("GET", "/fonts/NotoSansThai-Regular.ttf")
        #expect(Data(font.body) == (try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/NotoSansThai-Regular.ttf"))))
        #expect(service.stop() == 0)
    }
}
