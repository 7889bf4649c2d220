import Foundation
import Testing

/// `--fonts DIR`: a copy of the bundled folder measures the same; a folder
/// missing a file, or holding a file that is not a font, is a usage error.
@Suite struct FontsOptionTests {
    static let fileNames = [
        "NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "NotoColorEmoji.ttf",
        "DroidSansFallbackFull.ttf", "NanumBarunGothic.ttf",
    ]
    static let input = [
        #"{"id": "en", "text": "It's on the fridge, next to the calendar."}"#,
        #"{"id": "ar", "text": "إن شاء الله! سأحضر معي بعض الحلويات 🍯"}"#,
        #"{"id": "ko", "text": "안녕하세요! 저도 꼭 갈게요."}"#,
    ].joined(separator: "\n")

    private func copyOfFonts(skipping skipped: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let fonts = SteadyMeasureRun.packageRoot.appendingPathComponent("Fonts")
        for name in Self.fileNames where name != skipped {
            try FileManager.default.copyItem(at: fonts.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        return folder
    }

    @Test func copyOfBundledFontsMeasuresTheSame() throws {
        let folder = try copyOfFonts()
        let bundled = try SteadyMeasureRun.run(["--width", "300,120", "--size", "17,33"], input: Self.input)
        let copied = try SteadyMeasureRun.run(["--width", "300,120", "--size", "17,33", "--fonts", folder.url.path + "/"], input: Self.input)
        #expect(copied.status == 0)
        #expect(copied.stdoutLines.count == 12)
        #expect(copied.stdoutData == bundled.stdoutData)
    }

    @Test func folderMissingAFontIsAUsageError() throws {
        let folder = try copyOfFonts(skipping: "NotoSansThai-Regular.ttf")
        let run = try SteadyMeasureRun.run(["--width", "300", "--fonts", folder.url.path], input: Self.input)
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("steady-measure: --fonts: cannot read font file \(folder.url.path)/NotoSansThai-Regular.ttf"))
    }

    @Test func fileThatIsNotAFontIsAUsageError() throws {
        let folder = try copyOfFonts(skipping: "NanumBarunGothic.ttf")
        try Data("not a font".utf8).write(to: folder.url.appendingPathComponent("NanumBarunGothic.ttf"))
        let run = try SteadyMeasureRun.run(["--width", "300", "--fonts", folder.url.path], input: Self.input)
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderr.hasPrefix("steady-measure: --fonts: not a usable font file: \(folder.url.path)/NanumBarunGothic.ttf"))
    }

    /// A device in a font's place is refused before it is read (reading
    /// /dev/zero would go on until memory ran out), and the line says why.
    @Test func deviceInPlaceOfAFontIsAUsageError() throws {
        let folder = try copyOfFonts(skipping: "NotoSansThai-Regular.ttf")
        let path = folder.url.appendingPathComponent("NotoSansThai-Regular.ttf").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        let run = try SteadyMeasureRun.run(["--width", "300", "--fonts", folder.url.path], input: Self.input)
        #expect(run.status == 2)
        #expect(run.stdoutData.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderrLines.first?.hasPrefix("steady-measure: --fonts: cannot read font file \(path): not a regular file")
                == true)
    }
}
