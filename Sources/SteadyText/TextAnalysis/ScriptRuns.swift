/// Script runs for shaping: the script each UTF-16 code unit is shaped in.
enum ScriptRuns {
    /// Resolves a script per code unit within each item: characters of the
    /// Common and Inherited scripts (spaces, digits, punctuation, marks, emoji)
    /// join the run they are in, or the run that follows when they open an
    /// item; an item of only such characters is Common.
    ///
    /// - Parameters:
    ///   - text: the processed text, or a piece of it.
    ///   - itemStarts: whether a new item starts at each offset.
    ///   - initialScript: for a piece, the script its leading neutral
    ///     characters take from the text before (or after) it.
    static func resolve(_ text: UnsafeBufferPointer<UInt16>, itemStarts: [Bool],
                        initialScript: Int32? = nil) -> [Int32] {
        var scripts: [Int32] = []
        resolve(text, itemStarts: itemStarts, initialScript: initialScript, into: &scripts)
        return scripts
    }

    /// ``resolve(_:itemStarts:initialScript:)`` into `scripts`, whose memory is reused.
    static func resolve(_ text: UnsafeBufferPointer<UInt16>, itemStarts: [Bool], initialScript: Int32?,
                        into scripts: inout [Int32]) {
        let n = text.count
        scripts.refill(repeating: ScriptCode.common, count: n)
        let table = CharacterPropertyTable.basicMultilingualPlane
        var current: Int32? = nil
        var unresolvedFrom = 0
        var i = 0
        while i < n {
            if itemStarts[i] {
                current = i == 0 ? initialScript : nil
                unresolvedFrom = i
            }
            let (scalar, length) = text.scalar(at: i, end: n)
            let script = scalar < 0x10000 ? table[Int(scalar)].script : CharacterProperties(scalar).script
            if !isNeutral(script) && current == nil {
                current = script
                for k in unresolvedFrom..<i { scripts[k] = script }
            } else if !isNeutral(script) {
                current = script
            }
            let resolved = current ?? ScriptCode.common
            for k in i..<(i + length) { scripts[k] = resolved }
            i += length
        }
    }

    /// The script of the last character of a real script in `text`, or nil.
    static func lastRealScript(_ text: UnsafeBufferPointer<UInt16>) -> Int32? {
        var last: Int32? = nil
        var i = 0
        while i < text.count {
            let (scalar, length) = text.scalar(at: i, end: text.count)
            let script = CharacterPropertyTable.properties(of: scalar).script
            if !isNeutral(script) { last = script }
            i += length
        }
        return last
    }

    /// Whether every character of `text` is of a neutral script
    /// (``isNeutral(_:)``): an emoji, a flag, digits or punctuation alone.
    static func holdsOnlyNeutrals(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        var i = 0
        while i < text.count {
            let (scalar, length) = text.scalar(at: i, end: text.count)
            if !isNeutral(CharacterPropertyTable.properties(of: scalar).script) { return false }
            i += length
        }
        return true
    }

    /// Common, Inherited and Unknown: characters that take their neighbours' script.
    @inline(__always)
    static func isNeutral(_ script: Int32) -> Bool {
        script == ScriptCode.common || script == ScriptCode.inherited || script == ScriptCode.unknown
    }
}
