/// Why a font-stack file cannot be used, and where in it.
///
/// ``description`` is one line naming the file, the family (by name, or by
/// its place when it has no usable name), the face and the problem:
///
///     Fonts/stack.json: family "Inter": face 2: weight 1200 is outside 1–1000
///
/// steady-measure prints it as a usage error (Docs/steady-measure.md, "Font-stack files").
public struct FontStackFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The font-stack file, as the caller named it.
    public var file: String

    /// The name of the family the problem is in; nil when the problem is
    /// not in one family, or the family has no usable name (then
    /// ``familyNumber`` says which).
    public var family: String?

    /// The family's place in `"families"`, counted from 1; nil when the
    /// problem is not in one family.
    public var familyNumber: Int?

    /// The face's place in the family's `"faces"`, counted from 1; nil when
    /// the problem is not in one face.
    public var faceNumber: Int?

    /// What is wrong.
    public var problem: Problem

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - file: the font-stack file.
    ///   - family: the family's name, when known.
    ///   - familyNumber: the family's place, from 1.
    ///   - faceNumber: the face's place in its family, from 1.
    ///   - problem: what is wrong.
    public init(file: String, family: String? = nil, familyNumber: Int? = nil, faceNumber: Int? = nil,
                problem: Problem) {
        self.file = file
        self.family = family
        self.familyNumber = familyNumber
        self.faceNumber = faceNumber
        self.problem = problem
    }

    /// The error loading the stack the file describes met, `error`, as an
    /// error of the file: its family, face and problem, in the file's words.
    init(file: String, _ error: FontStackError) {
        let problem: Problem = switch error.problem {
        case .noFallbackFamily: .noFallbackFamily
        case .noFaces: .noFaces
        case .tooManyFallbackFamilies(let count, let limit): .tooManyFallbackFamilies(count: count, limit: limit)
        case .font(let fontError): .unloadableFont(fontError)
        }
        self.init(file: file, family: error.family, familyNumber: error.familyNumber, faceNumber: error.faceNumber,
                  problem: problem)
    }

    /// One line: file, family, face, problem. Control characters in names
    /// and paths are escaped, so the line stays one line.
    public var description: String {
        var line = Self.escaped(file) + ": "
        if let family {
            line += "family " + Self.quoted(family) + ": "
        } else if let familyNumber {
            line += "family \(familyNumber): "
        }
        if let faceNumber { line += "face \(faceNumber): " }
        return line + problem.description
    }

    /// `text` with control characters and line separators written as
    /// `\u{…}`, so that a message stays one line whatever a file holds.
    static func escaped(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `text` in double quotes, escaped as ``escaped(_:)`` does and with its
    /// own quotes and backslashes escaped, so the quotes show where it ends.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case 0x22 where quotes, 0x5C where quotes:
                result += "\\"
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
