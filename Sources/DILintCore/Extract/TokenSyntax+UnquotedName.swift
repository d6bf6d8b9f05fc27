import SwiftSyntax

extension TokenSyntax {
    /// The name as the compiler and the runtime know it: `` `Roaster` `` is 'Roaster'. Backticks only
    /// let a name be a keyword; a type written with them is the same type, under the same key.
    var unquotedName: String { identifier?.name ?? text }
}
