import SteadyJSON

/// A subcommand's arguments split into options and positional arguments, the
/// same way for every subcommand: `--name value` and `--name=value` both work,
/// a flag (`--frames`) takes no value, each option may be given once, `--`
/// ends the options, `-` is positional.
struct OptionList<Name: RawRepresentable & Hashable>: Sendable where Name.RawValue == String, Name: Sendable {
    /// The options in the order given, each with its value (empty for a flag).
    var options: [(name: Name, value: String)] = []
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// The names given.
    var given: Set<Name> = []

    /// Splits `arguments` (without the program and subcommand names).
    ///
    /// - Parameters:
    ///   - flags: the options that take no value.
    ///   - helpCommand: what an unknown option's message sends the reader to.
    /// - Throws: ``UsageError`` for an unknown option, a missing value, a
    ///   flag given a value or a repeat.
    init(_ arguments: [String], flags: Set<Name> = [], helpCommand: String) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let nameText: String
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                nameText = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                nameText = argument
            }
            guard let name = Name(rawValue: nameText) else {
                throw UsageError("unknown option \(quoted(nameText)) (see \(helpCommand))")
            }
            if flags.contains(name) {
                guard value == nil else { throw UsageError("\(name.rawValue) takes no value") }
                value = ""
            } else if value == nil {
                guard index < arguments.count else { throw UsageError("\(name.rawValue) needs a value") }
                value = arguments[index]
                index += 1
            }
            guard given.insert(name).inserted else { throw UsageError("\(name.rawValue) is given more than once") }
            options.append((name, value!))
        }
    }
}
