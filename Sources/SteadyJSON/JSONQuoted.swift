/// `text` as a JSON string, in double quotes: for error messages that must
/// show exactly what was written, a control character or a quote included.
package func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}
