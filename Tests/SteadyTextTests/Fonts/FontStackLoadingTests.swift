import Foundation
import Testing
@testable import SteadyText

/// A ``FontStack`` from a description, a stack file or a folder: the
/// fallback list is each fallback family's weight 400 normal face, every
/// file is loaded once, and what cannot be loaded names where it is.
@Suite struct FontStackLoadingTests {
    static let bundled = FontStack.bundledDirectory
    static func face(_ name: String, weight: Double = 400, style: FontFaceDescription.Style = .normal)
        -> FontFaceDescription {
        FontFaceDescription(path: bundled + "/" + name, weight: .fixed(weight), style: style)
    }
    static func fileName(_ font: Font) -> String { URL(fileURLWithPath: font.path).lastPathComponent }

    @Test func fallbackFacesAreTheWeight400NormalMatches() throws {
        let stack = try FontStack(description: FontStackDescription(families: [
            FontFamilyDescription(name: "Sans", faces: [
                Self.face("NotoSans-Bold.ttf", weight: 700),
                Self.face("NotoSans-Italic.ttf", style: .italic),
                Self.face("NotoSans-Regular.ttf"),
            ]),
            FontFamilyDescription(name: "Mono", faces: [Self.face("NotoSansMono-Regular.ttf")], isFallback: false),
            // Only bold: weight 400 takes it (lighter first, then heavier).
            FontFamilyDescription(name: "Bold only", faces: [Self.face("NotoSansMono-Bold.ttf", weight: 700)]),
            FontFamilyDescription(name: "Emoji", faces: [Self.face("NotoColorEmoji.ttf")]),
        ]))
        #expect(stack.fonts.map(Self.fileName) == ["NotoSans-Regular.ttf", "NotoSansMono-Bold.ttf", "NotoColorEmoji.ttf"])
        #expect(stack.familyFonts.map { $0.map(Self.fileName) } == [
            ["NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-Regular.ttf"], ["NotoSansMono-Regular.ttf"],
            ["NotoSansMono-Bold.ttf"], ["NotoColorEmoji.ttf"],
        ])
        #expect(stack.directory == nil && stack.stackFile == nil)
        // The emoji font is the list's third: its advances scale by the size, as boxes do.
        #expect(stack.scaleGroups.bySize == FontSet(font: 2).union(FontSet(font: try #require(stack.boxSlot))))
        #expect(stack.scaleGroups.second.isEmpty)
        let layout = PreparedText("Hi 👋", fonts: stack).layout(width: 300, fontSize: 17, lineHeight: .normal)
        #expect(layout == TextLayout(lineCount: 1, height: 23))
    }

    @Test func aFileTwoFamiliesShareIsLoadedOnce() throws {
        let stack = try FontStack(description: FontStackDescription(families: [
            FontFamilyDescription(name: "A", faces: [Self.face("NotoSans-Regular.ttf"), Self.face("NotoSans-Bold.ttf", weight: 700)]),
            FontFamilyDescription(name: "B", faces: [Self.face("NotoSans-Regular.ttf")]),
            FontFamilyDescription(name: "C", faces: [Self.face("NotoSans-Bold.ttf")], isFallback: false),
        ]))
        #expect(stack.fonts.count == 2 && stack.fonts[0] === stack.fonts[1])
        #expect(stack.familyFonts[0][1] === stack.familyFonts[2][0])
        #expect(stack.fontFiles == [Self.bundled + "/NotoSans-Regular.ttf", Self.bundled + "/NotoSans-Bold.ttf"])
    }

    @Test func aStackHoldsUpTo64FallbackFamilies() throws {
        func families(_ count: Int) -> FontStackDescription {
            FontStackDescription(families: (1...count).map {
                FontFamilyDescription(name: "F\($0)", faces: [Self.face("NotoSans-Regular.ttf")])
            } + [FontFamilyDescription(name: "Mono", faces: [Self.face("NotoSansMono-Regular.ttf")], isFallback: false)])
        }
        #expect(try FontStack(description: families(64)).fonts.count == 64)
        #expect(FontStack.largestFallbackCount == 64)
        let error = FontStackError(family: "F65", familyNumber: 65,
                                   problem: .tooManyFallbackFamilies(count: 70, limit: 64))
        #expect(throws: error) { try FontStack(description: families(70)) }
        #expect(error.description == #"family "F65": the stack has 70 fallback families, more than the 64 a stack can hold"#)
    }

    @Test func descriptionsThatCannotBeLoadedSayWhere() throws {
        let mono = FontFamilyDescription(name: "Mono", faces: [Self.face("NotoSansMono-Regular.ttf")], isFallback: false)
        #expect(throws: FontStackError(problem: .noFallbackFamily)) {
            try FontStack(description: FontStackDescription(families: [mono]))
        }
        #expect(throws: FontStackError(problem: .noFallbackFamily)) {
            try FontStack(description: FontStackDescription(families: []))
        }
        #expect(throws: FontStackError(family: "Empty", familyNumber: 2, problem: .noFaces)) {
            try FontStack(description: FontStackDescription(families: [
                mono, FontFamilyDescription(name: "Empty", faces: []),
            ]))
        }
        let missing = FontFaceDescription(path: "/nonexistent/Missing.ttf")
        let error = FontStackError(family: "Sans", familyNumber: 1, faceNumber: 2, problem: .font(
            .unreadable(path: "/nonexistent/Missing.ttf", reason: "No such file or directory")))
        #expect(throws: error) {
            try FontStack(description: FontStackDescription(families: [
                FontFamilyDescription(name: "Sans", faces: [Self.face("NotoSans-Regular.ttf"), missing]),
            ]))
        }
        #expect(error.description
                == #"family "Sans": face 2: cannot read font file /nonexistent/Missing.ttf: No such file or directory"#)
        // A family with no name is named by its place.
        #expect(throws: FontStackError(familyNumber: 1, problem: .noFaces)) {
            try FontStack(description: FontStackDescription(families: [FontFamilyDescription(name: "", faces: [])]))
        }
    }

    /// A stack file: paths from its folder, errors in the file's words with its name.
    @Test func aStackFileLoadsOrNamesTheFileFamilyAndFace() throws {
        let folder = try StackFileFolder()
        let file = try folder.write(#"""
            {"families": [
              {"family": "Sans", "faces": [{"file": "\#(Self.bundled)/NotoSans-Regular.ttf"}]},
              {"family": "Thai", "faces": [{"file": "\#(Self.bundled)/NotoSansThai-Regular.ttf"}]}]}
            """#, to: "stack.json")
        let stack = try FontStack(contentsOfFile: file)
        #expect(stack.fonts.map(Self.fileName) == ["NotoSans-Regular.ttf", "NotoSansThai-Regular.ttf"])
        #expect(stack.stackFile == file && stack.directory == folder.path)
        #expect(stack.stackDescription == (try FontStackDescription(contentsOfFile: file)))

        // A face whose file starts as a font but is none: the loader's error, in the file's.
        try folder.write(StackFileFolder.trueTypeTag + [1, 2, 3, 4], to: "Broken.ttf")
        let broken = try folder.write(#"""
            {"families": [{"family": "Sans", "faces": [{"file": "\#(Self.bundled)/NotoSans-Regular.ttf"}]},
                          {"family": "Broken", "faces": [{"file": "\#(Self.bundled)/NotoSans-Bold.ttf", "weight": 700},
                                                         {"file": "Broken.ttf"}]}]}
            """#, to: "broken.json")
        let expected = FontStackFileError(file: broken, family: "Broken", familyNumber: 2, faceNumber: 2,
                                          problem: .unloadableFont(.notAFont(path: folder.path + "/Broken.ttf")))
        #expect(throws: expected) { try FontStack(contentsOfFile: broken) }
        #expect(expected.description
                == "\(broken): family \"Broken\": face 2: not a usable font file: \(folder.path)/Broken.ttf")
        // The reader's errors come through as they are.
        #expect(throws: StackFileFolder.error(reading: folder.path + "/none.json")!) {
            try FontStack(contentsOfFile: folder.path + "/none.json")
        }
    }

    /// A folder with a stack.json is that stack; without one, the eight files
    /// as families F0 … F7.
    @Test func aFolderIsItsStackFileOrTheEightFiles() throws {
        let folder = try StackFileFolder()
        for name in FontStack.fileNames {
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + name,
                                                       withDestinationPath: Self.bundled + "/" + name)
        }
        let eight = try FontStack(directory: folder.path + "/")
        #expect(eight.fonts.map(Self.fileName) == FontStack.fileNames)
        #expect(eight.stackDescription.families.map(\.name) == (0..<8).map { "F\($0)" })
        #expect(eight.stackFile == nil && eight.directory == folder.path)

        try folder.write(#"{"families": [{"family": "Thai", "faces": [{"file": "NotoSansThai-Regular.ttf"}]}]}"#,
                         to: "stack.json")
        let described = try FontStack(directory: folder.path)
        #expect(described.fonts.map(Self.fileName) == ["NotoSansThai-Regular.ttf"])
        #expect(described.stackFile == folder.path + "/stack.json")

        try folder.write(#"{"families": []}"#, to: "stack.json")
        let error = FontError.stackFile(FontStackFileError(file: folder.path + "/stack.json", problem: .noFamilies))
        #expect(throws: error) { try FontStack(directory: folder.path) }
        #expect(error.path == folder.path + "/stack.json")
        #expect(error.description == "\(folder.path)/stack.json: \"families\" is empty: a stack needs at least one family")
    }
}

/// Where the bundled fonts are looked for: beside an installed program
/// first, then in the checkout; the error when neither has them.
@Suite struct BundledFontLocationTests {
    @Test func anInstalledFolderComesBeforeTheCheckout() {
        let candidates = BundledFiles.fontDirectoryCandidates
        #expect(candidates.last == BundledFiles.packageRoot + "/Fonts")
        #expect(candidates.count == 2)
        #expect(candidates.first?.hasSuffix("/share/steady/Fonts") == true)
        // The test binary is not installed: the checkout's folder is the one found.
        #expect(BundledFiles.fontDirectory == BundledFiles.packageRoot + "/Fonts")
        #expect(FontStack.bundledDirectory == BundledFiles.packageRoot + "/Fonts")
    }

    @Test func missingBundledFontsNameEveryPlaceAndTheWayOut() {
        let error = FontError.bundledFontsMissing(searched: ["/opt/app/share/steady/Fonts", "/build/steady/Fonts"])
        #expect(error.description.contains("/opt/app/share/steady/Fonts or /build/steady/Fonts"))
        #expect(error.description.contains("make install PREFIX=DIR"))
        #expect(error.description.contains("FontStack(directory:)"))
        #expect(error.path == "/build/steady/Fonts")
    }
}
