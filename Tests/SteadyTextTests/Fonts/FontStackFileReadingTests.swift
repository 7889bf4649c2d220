import Foundation
import Testing
@testable import SteadyText

/// Stack files that read: what the description holds, and where paths lead.
@Suite struct FontStackFileReadingTests {
    /// The bundled eight, in their fallback order, with the family names of Fonts/stack.json.
    static let bundled: [(family: String, file: String)] = [
        ("Noto Sans", "NotoSans-Regular.ttf"),
        ("Noto Sans Arabic", "NotoSansArabic-Regular.ttf"),
        ("Noto Sans Hebrew", "NotoSansHebrew-Regular.ttf"),
        ("Noto Sans Devanagari", "NotoSansDevanagari-Regular.ttf"),
        ("Noto Sans Thai", "NotoSansThai-Regular.ttf"),
        ("Noto Color Emoji", "NotoColorEmoji.ttf"),
        ("Droid Sans Fallback", "DroidSansFallbackFull.ttf"),
        ("NanumBarunGothic", "NanumBarunGothic.ttf"),
    ]

    @Test func theBundledFontsAsAStackFileReadBack() throws {
        let folder = try StackFileFolder()
        // The stack file in a temporary folder, naming the bundled fonts by absolute path.
        let families = Self.bundled.map { family, file in
            #"{"family": "\#(family)", "faces": [{"file": "\#(StackFileFolder.bundledFonts)/\#(file)"}]}"#
        }
        let file = try folder.write("{\"families\": [\n  " + families.joined(separator: ",\n  ") + "\n]}\n", to: "stack.json")
        let stack = try FontStackDescription(contentsOfFile: file)
        let expected = FontStackDescription(families: Self.bundled.map { family, file in
            FontFamilyDescription(name: family, faces: [
                FontFaceDescription(path: StackFileFolder.bundledFonts + "/" + file, weight: .fixed(400), style: .normal),
            ], isFallback: true)
        })
        #expect(stack == expected)
        #expect(stack.families.map { URL(fileURLWithPath: $0.faces[0].path).lastPathComponent } == FontStack.fileNames)
        // And each face loads as a font: the reader's tag check let through only real ones.
        for family in stack.families {
            #expect(throws: Never.self) { _ = try Font(path: family.faces[0].path) }
        }
    }

    @Test func relativeFacePathsResolveAgainstTheStackFilesFolder() throws {
        let folder = try StackFileFolder()
        try folder.write(StackFileFolder.trueTypeTag, to: "sub/fonts/A.ttf")
        try folder.write(StackFileFolder.trueTypeTag, to: "B.ttf")
        let file = try folder.write(#"{"families": [{"family": "A", "faces": [{"file": "fonts/A.ttf"}, "#
            + #"{"file": "./fonts//A.ttf", "weight": 700}, {"file": "../B.ttf", "style": "italic"}]}]}"#,
            to: "sub/stack.json")
        let faces = try FontStackDescription(contentsOfFile: file).families[0].faces
        #expect(faces.map(\.path) == [
            folder.path + "/sub/fonts/A.ttf",
            folder.path + "/sub/fonts/A.ttf",      // "." and "//" dropped
            folder.path + "/sub/../B.ttf",         // ".." kept: dropping it is wrong across a link
        ])
    }

    @Test func aRelativeStackPathResolvesFromTheWorkingFolder() throws {
        let folder = try StackFileFolder()
        try folder.stack(#"{"families": [{"family": "A", "faces": [{"file": "A.ttf"}]}]}"#)
        // A relative path to the folder, up to / and down again: no chdir (tests run in parallel).
        let working = FileManager.default.currentDirectoryPath
        let ups = working.split(separator: "/").count
        let relative = String(repeating: "../", count: ups) + folder.path.dropFirst() + "/stack.json"
        let stack = try FontStackDescription(contentsOfFile: relative)
        #expect(stack.families[0].faces[0].path
            == FilePath.normalized(working + "/" + String(repeating: "../", count: ups) + folder.path.dropFirst()) + "/A.ttf")
        #expect(FileManager.default.fileExists(atPath: stack.families[0].faces[0].path))
        // The working folder joined, "." parts dropped.
        #expect(FilePath.absoluteFolder(of: "stack.json") == working)
        #expect(FilePath.absoluteFolder(of: "./Fonts/./stack.json") == working + "/Fonts")
        #expect(FilePath.absoluteFolder(of: "/a//b/stack.json") == "/a/b")
        #expect(FilePath.absoluteFolder(of: "/stack.json") == "/")
    }

    @Test func absoluteFacePathsAreKept() throws {
        let folder = try StackFileFolder()
        let font = StackFileFolder.bundledFonts + "/NotoSansThai-Regular.ttf"
        let file = try folder.write(#"{"families": [{"family": "Thai", "faces": [{"file": "\#(font)"}]}]}"#, to: "s.json")
        #expect(try FontStackDescription(contentsOfFile: file).families[0].faces[0].path == font)
    }

    @Test func weightsStylesAndFallbackAsWritten() throws {
        let folder = try StackFileFolder()
        let file = try folder.stack(#"""
            {"families": [
              {"family": "Inter", "faces": [
                 {"file": "Inter-Regular.otf"},
                 {"file": "Inter-Bold.otf", "weight": 700},
                 {"file": "Inter-Italic.otf", "style": "italic"},
                 {"file": "Inter-Light.otf", "weight": 350.5, "style": "normal"},
                 {"file": "InterVariable.ttf", "weight": [100, 900]},
                 {"file": "InterVariable-Italic.ttf", "weight": [1, 1e3], "style": "italic"},
                 {"file": "Inter-Book.otf", "weight": [450, 450]}]},
              {"family": "Inter Mono", "fallback": false, "faces": [{"style": "normal", "weight": 1, "file": "Mono.otf"}]},
              {"fallback": true, "faces": [{"file": "Emoji.ttc"}], "family": "Emoji"}
            ]}
            """#, fonts: ["Inter-Regular.otf", "Inter-Bold.otf", "Inter-Italic.otf", "Inter-Light.otf",
                        "InterVariable.ttf", "InterVariable-Italic.ttf", "Inter-Book.otf", "Mono.otf", "Emoji.ttc"])
        let at = { (name: String) in folder.path + "/" + name }
        let stack = try FontStackDescription(contentsOfFile: file)
        #expect(stack == FontStackDescription(families: [
            FontFamilyDescription(name: "Inter", faces: [
                FontFaceDescription(path: at("Inter-Regular.otf")),
                FontFaceDescription(path: at("Inter-Bold.otf"), weight: .fixed(700)),
                FontFaceDescription(path: at("Inter-Italic.otf"), style: .italic),
                FontFaceDescription(path: at("Inter-Light.otf"), weight: .fixed(350.5)),
                FontFaceDescription(path: at("InterVariable.ttf"), weight: .variable(100...900)),
                FontFaceDescription(path: at("InterVariable-Italic.ttf"), weight: .variable(1...1000), style: .italic),
                FontFaceDescription(path: at("Inter-Book.otf"), weight: .variable(450...450)),
            ]),
            FontFamilyDescription(name: "Inter Mono", faces: [FontFaceDescription(path: at("Mono.otf"), weight: .fixed(1))],
                                  isFallback: false),
            FontFamilyDescription(name: "Emoji", faces: [FontFaceDescription(path: at("Emoji.ttc"))]),
        ]))
        #expect(stack.fallbackFamilies.map(\.name) == ["Inter", "Emoji"])
        #expect(stack.family(named: "inter mono")?.name == "Inter Mono")
        #expect(stack.family(named: "INTER")?.faces.count == 7)
        #expect(stack.family(named: "Noto Sans") == nil)
        #expect(FontFaceDescription.Weight.variable(100...900).range == 100...900)
        #expect(FontFaceDescription.Weight.fixed(700).range == 700...700)
    }

    @Test(arguments: [
        [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8),
    ] as [[UInt8]])
    func everyFontTagIsAccepted(tag: [UInt8]) throws {
        let folder = try StackFileFolder()
        try folder.write(tag + [1, 2, 3], to: "A.ttf")
        let file = try folder.write(#"{"families": [{"family": "A", "faces": [{"file": "A.ttf"}]}]}"#, to: "stack.json")
        #expect(throws: Never.self) { _ = try FontStackDescription(contentsOfFile: file) }
    }

    @Test func aByteOrderMarkAndWhiteSpaceAreAllowed() throws {
        let folder = try StackFileFolder()
        let file = try folder.stack("\u{FEFF}\r\n\t{\"families\": [{\"family\": \"A\", \"faces\": [{\"file\": \"A.ttf\"}]}]}\r\n")
        #expect(try FontStackDescription(contentsOfFile: file).families.map(\.name) == ["A"])
    }

    @Test func aFallbackFamilyAfterNonFallbackOnesIsEnough() throws {
        let folder = try StackFileFolder()
        let file = try folder.stack(#"{"families": [{"family": "Mono", "fallback": false, "faces": [{"file": "A.ttf"}]}, "#
            + #"{"family": "Sans", "faces": [{"file": "A.ttf"}]}]}"#)
        let stack = try FontStackDescription(contentsOfFile: file)
        #expect(stack.families.map(\.isFallback) == [false, true])
    }
}
