/// A misspelt argument label: `.arguments(idd: 1)` where the builder reads `arguments.id`.
enum LabelFix {
    /// Renames `argument`'s label to `name`, when the frontend recorded the label's own text.
    static func fix(renaming argument: PassedArgument, to name: String, in file: String) -> Fix? {
        guard let label = argument.label, let span = argument.labelSpan, label != name else { return nil }
        return Fix(description: "rename the argument '\(label)' to '\(name)'", file: file,
                   edits: [TextEdit(span: span, replacement: name)])
    }
}
