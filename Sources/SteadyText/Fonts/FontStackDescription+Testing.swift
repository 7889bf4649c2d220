// What tests and the stack-file fuzzer ask of a stack's description and an
// app has no use for: `package`, so that the package's targets see it and an
// app does not.
extension FontStackDescription {
    /// The family called `name`, fallback or not, matched ignoring case as
    /// CSS matches family names; nil when there is none.
    ///
    /// - Complexity: O(n) in the number of families.
    package func family(named name: String) -> FontFamilyDescription? {
        let key = FontFamilyDescription.matchingKey(name)
        return families.first { FontFamilyDescription.matchingKey($0.name) == key }
    }
}
