import SteadyJSON

/// Turns a font-stack file's JSON into a ``FontStackDescription``, checking
/// every rule of the format on the way and stopping at the first problem.
///
/// Problems are found in the file's order: the stack's fields, then each
/// family's (its name first, so later problems can name it), then each of
/// its faces, the font file last; that no family is a fallback can only be
/// known at the end.
struct FontStackFileReader {
    /// The stack file, as the caller named it (for messages).
    let file: String
    /// The stack file's absolute folder, which relative face paths start from.
    let folder: String

    static let stackFields = ["families"]
    static let familyFields = ["family", "faces", "fallback"]
    static let faceFields = ["file", "weight", "style"]

    /// Where in the file a problem is; nil parts are not in one.
    struct Place {
        var family: String?
        var familyNumber: Int?
        var faceNumber: Int?
    }

    func read(_ json: JSONValue) throws(FontStackFileError) -> FontStackDescription {
        let place = Place()
        guard case .object(let members) = json else {
            throw failure(.wrongType(value: "the stack", found: json.kindDescription,
                                     expected: "an object with \"families\""), at: place)
        }
        let fields = try self.fields(of: members, known: Self.stackFields, at: place)
        guard let value = fields["families"] else { throw failure(.missingField(name: "families"), at: place) }
        guard case .array(let elements) = value else {
            throw failure(.wrongType(value: "\"families\"", found: value.kindDescription, expected: "an array"), at: place)
        }
        guard !elements.isEmpty else { throw failure(.noFamilies, at: place) }
        var families: [FontFamilyDescription] = []
        var numberByName: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            families.append(try family(element, number: index + 1, numberByName: &numberByName))
        }
        guard families.contains(where: \.isFallback) else { throw failure(.noFallbackFamily, at: place) }
        return FontStackDescription(families: families)
    }

    private func family(_ value: JSONValue, number: Int,
                        numberByName: inout [String: Int]) throws(FontStackFileError) -> FontFamilyDescription {
        var place = Place(familyNumber: number)
        guard case .object(let members) = value else {
            throw failure(.wrongType(value: "the family", found: value.kindDescription, expected: "an object"), at: place)
        }
        // The name first, when there is one, so that every later problem names the family.
        if case .string(let name)? = members.first(where: { $0.key == "family" })?.value, !name.isEmpty {
            place.family = name
        }
        let fields = try self.fields(of: members, known: Self.familyFields, at: place)
        guard let nameValue = fields["family"] else { throw failure(.missingField(name: "family"), at: place) }
        guard case .string(let name) = nameValue else {
            throw failure(.wrongType(value: "\"family\"", found: nameValue.kindDescription, expected: "a string"), at: place)
        }
        guard !name.isEmpty else { throw failure(.emptyFamilyName, at: place) }
        let key = FontFamilyDescription.matchingKey(name)
        if let first = numberByName[key] {
            throw failure(.duplicateFamily(firstNumber: first, secondNumber: number), at: place)
        }
        numberByName[key] = number
        var isFallback = true
        if let fallback = fields["fallback"] {
            guard case .bool(let flag) = fallback else {
                throw failure(.wrongType(value: "\"fallback\"", found: fallback.kindDescription,
                                         expected: "true or false"), at: place)
            }
            isFallback = flag
        }
        guard let facesValue = fields["faces"] else { throw failure(.missingField(name: "faces"), at: place) }
        guard case .array(let elements) = facesValue else {
            throw failure(.wrongType(value: "\"faces\"", found: facesValue.kindDescription, expected: "an array"), at: place)
        }
        guard !elements.isEmpty else { throw failure(.noFaces, at: place) }
        var faces: [FontFaceDescription] = []
        for (index, element) in elements.enumerated() {
            place.faceNumber = index + 1
            faces.append(try face(element, at: place))
        }
        return FontFamilyDescription(name: name, faces: faces, isFallback: isFallback)
    }

    private func face(_ value: JSONValue, at place: Place) throws(FontStackFileError) -> FontFaceDescription {
        guard case .object(let members) = value else {
            throw failure(.wrongType(value: "the face", found: value.kindDescription, expected: "an object"), at: place)
        }
        let fields = try self.fields(of: members, known: Self.faceFields, at: place)
        guard let fileValue = fields["file"] else { throw failure(.missingField(name: "file"), at: place) }
        guard case .string(let fileName) = fileValue else {
            throw failure(.wrongType(value: "\"file\"", found: fileValue.kindDescription, expected: "a string"), at: place)
        }
        guard !fileName.isEmpty else { throw failure(.emptyFileName, at: place) }
        // A C path ends at NUL: "a.ttf\u0000x" would open a.ttf.
        guard !fileName.utf8.contains(0) else { throw failure(.nulInFileName, at: place) }
        var weight = FontFaceDescription.Weight.fixed(400)
        if let weightValue = fields["weight"] { weight = try self.weight(weightValue, at: place) }
        var style = FontFaceDescription.Style.normal
        if let styleValue = fields["style"] {
            guard case .string(let text) = styleValue else {
                throw failure(.wrongType(value: "\"style\"", found: styleValue.kindDescription,
                                         expected: "\"normal\" or \"italic\""), at: place)
            }
            guard let known = FontFaceDescription.Style(rawValue: text) else {
                throw failure(.badStyle(text: Self.shortened(text)), at: place)
            }
            style = known
        }
        let path = FilePath.resolve(fileName, in: folder)
        try checkFontFile(path, at: place)
        return FontFaceDescription(path: path, weight: weight, style: style)
    }

    private func weight(_ value: JSONValue, at place: Place) throws(FontStackFileError) -> FontFaceDescription.Weight {
        switch value {
        case .number(let text):
            return .fixed(try weight(text, at: place))
        case .array(let elements):
            guard elements.count == 2 else { throw failure(.weightRangeLength(count: elements.count), at: place) }
            var texts: [String] = []
            for element in elements {
                guard case .number(let text) = element else {
                    throw failure(.wrongType(value: "a value of the weight range", found: element.kindDescription,
                                             expected: "a number"), at: place)
                }
                texts.append(text)
            }
            let low = try weight(texts[0], at: place), high = try weight(texts[1], at: place)
            guard low <= high else {
                let first = Self.shortened(texts[0]), second = Self.shortened(texts[1])
                throw failure(.weightRangeReversed(first: first, second: second), at: place)
            }
            return .variable(low...high)
        default:
            throw failure(.wrongType(value: "\"weight\"", found: value.kindDescription,
                                     expected: "a number or [min, max]"), at: place)
        }
    }

    /// A weight's number, which must be in 1–1000 (an overflowing one, such
    /// as `1e999`, reads as infinity and is outside too).
    private func weight(_ text: String, at place: Place) throws(FontStackFileError) -> Double {
        guard let weight = Double(text), FontFaceDescription.Weight.validRange.contains(weight) else {
            throw failure(.weightOutOfRange(text: Self.shortened(text)), at: place)
        }
        return weight
    }

    /// Opens the font file and reads its tag: the reader, not the loader,
    /// reports a missing or non-font file, because it knows the family.
    private func checkFontFile(_ path: String, at place: Place) throws(FontStackFileError) {
        switch FileBytes.prefix(of: path, count: 4, limit: Font.largestFileSize) {
        case .failure(let failure):
            throw self.failure(.unreadableFontFile(path: path, reason: failure.reason), at: place)
        case .success(let tag):
            if tag.count < 4 {
                let reason = tag.isEmpty ? "it is empty" : "it is only \(tag.count) bytes long"
                throw failure(.notAFont(path: path, reason: reason), at: place)
            }
            switch tag {
            case [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8):
                return
            case Array("wOFF".utf8), Array("wOF2".utf8):
                let reason = "it is WOFF, which HarfBuzz cannot read; decompress it to a TTF or OTF"
                throw failure(.notAFont(path: path, reason: reason), at: place)
            default:
                let reason = "it does not begin with an OpenType, TrueType or collection tag"
                throw failure(.notAFont(path: path, reason: reason), at: place)
            }
        }
    }

    /// The object's fields by name, refusing unknown and repeated ones.
    private func fields(of members: [JSONMember], known: [String],
                        at place: Place) throws(FontStackFileError) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for member in members {
            guard known.contains(member.key) else {
                throw failure(.unknownField(name: Self.shortened(member.key), known: known), at: place)
            }
            guard fields[member.key] == nil else {
                throw failure(.repeatedField(name: Self.shortened(member.key)), at: place)
            }
            fields[member.key] = member.value
        }
        return fields
    }

    private func failure(_ problem: FontStackFileError.Problem, at place: Place) -> FontStackFileError {
        FontStackFileError(file: file, family: place.family, familyNumber: place.familyNumber,
                           faceNumber: place.faceNumber, problem: problem)
    }

    /// Text from the file as a message quotes it: at most 60 characters, so
    /// that a megabyte of digits does not become a megabyte of message.
    static func shortened(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(59)) + "…"
    }
}
