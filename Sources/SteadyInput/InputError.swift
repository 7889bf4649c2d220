/// Why an input line is not a message: the text of its error record, or of
/// the experiment's error naming the line.
package struct InputError: Error, Equatable, Sendable {
    /// What is wrong, naming the field: `bubble.quote.text: not a string, found 3`.
    package var message: String

    /// An error saying `message`.
    package init(_ message: String) {
        self.message = message
    }
}
