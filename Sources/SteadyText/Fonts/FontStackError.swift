/// Why a ``FontStackDescription`` could not be loaded as a font stack, and
/// where in it.
///
/// ``description`` is one line naming the family (by name, or by its place
/// when it has no name), the face and the problem:
///
///     family "Inter": face 2: not a usable font file: /fonts/Inter-Bold.otf
///
/// A stack read from a file reports these as ``FontStackFileError``, with
/// the file's name in front.
public struct FontStackError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the family the problem is in; nil when the problem is
    /// not in one family, or the family's name is empty.
    public var family: String?

    /// The family's place in ``FontStackDescription/families``, counted
    /// from 1; nil when the problem is not in one family.
    public var familyNumber: Int?

    /// The face's place in the family's faces, counted from 1; nil when
    /// the problem is not in one face.
    public var faceNumber: Int?

    /// What is wrong.
    public var problem: Problem

    /// What makes a description unusable as a stack.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// No family has ``FontFamilyDescription/isFallback`` set, so no
        /// text could be drawn.
        case noFallbackFamily
        /// A family has no faces.
        case noFaces
        /// More families take part in fallback than a stack can tell apart
        /// (``FontStack/largestFallbackCount``): `count` of them.
        case tooManyFallbackFamilies(count: Int, limit: Int)
        /// A face's file cannot be loaded.
        case font(FontError)

        /// The problem as a phrase, without the family or face; one line.
        public var description: String {
            switch self {
            case .noFallbackFamily:
                "no family is a fallback family"
            case .noFaces:
                "the family has no faces"
            case .tooManyFallbackFamilies(let count, let limit):
                "the stack has \(count) fallback families, more than the \(limit) a stack can hold"
            case .font(let error):
                FontStackFileError.escaped(error.description)
            }
        }
    }

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - family: the family's name, when known.
    ///   - familyNumber: the family's place, from 1.
    ///   - faceNumber: the face's place in its family, from 1.
    ///   - problem: what is wrong.
    public init(family: String? = nil, familyNumber: Int? = nil, faceNumber: Int? = nil, problem: Problem) {
        self.family = family
        self.familyNumber = familyNumber
        self.faceNumber = faceNumber
        self.problem = problem
    }

    /// One line: family, face, problem, with control characters in names
    /// and paths escaped.
    public var description: String {
        var line = ""
        if let family {
            line += "family " + FontStackFileError.quoted(family) + ": "
        } else if let familyNumber {
            line += "family \(familyNumber): "
        }
        if let faceNumber { line += "face \(faceNumber): " }
        return line + problem.description
    }
}
