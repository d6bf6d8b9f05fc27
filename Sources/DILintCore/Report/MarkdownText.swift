/// Text placed in a Markdown table, escaped so that names from the files read (a file called
/// `<img src=x>.swift`, a path with a pipe or a backtick) are shown as they are and never become HTML,
/// a link, another cell or another line.
enum MarkdownText {
    /// Plain text in a cell.
    static func cell(_ text: String) -> String { EscapeTable.markdownCell.apply(text) }

    /// A code span in a cell, its delimiter one backtick longer than the longest run of them inside.
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let inner = EscapeTable.markdownCode.apply(text)
        let padded = inner.hasPrefix("`") || inner.hasSuffix("`") ? " \(inner) " : inner
        return fence + padded + fence
    }
}
