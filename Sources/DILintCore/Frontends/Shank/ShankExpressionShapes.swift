import SwiftParser
import SwiftSyntax

extension ExprSyntax {
    /// The string a literal without interpolation stands for, `"name"` → `name`: the runtime compares
    /// names as values, so escapes (`"a\u{2D}b"`), raw delimiters (`#"a\#tb"#`) and multi-line literals
    /// are resolved as the compiler resolves them. nil for interpolation or a literal that does not parse.
    var stringLiteralValue: String? {
        self.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The name of the variable or property an expression reads: `x`, `self.x`, `Type.x`.
    var storedValueName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        return nil
    }

    /// The variable or property this expression's value is stored in: `let x = …` or `self.x = …`.
    var boundVariableName: String? {
        guard let parent = parent else { return nil }
        if let initializer = parent.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        // `var dependencies: Dependencies { Dependencies { … } }`: a computed property whose getter is
        // this one expression (extensions cannot store one); each read makes the same container anew.
        if let item = parent.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self),
           items.count == 1, let accessors = items.parent?.as(AccessorBlockSyntax.self),
           let binding = accessors.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        // A sequence's elements sit in an `ExprListSyntax`, so the sequence is the grandparent.
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[2].id == id, elements[1].is(AssignmentExprSyntax.self) {
                return elements[0].storedValueName
            }
        }
        return nil
    }
}
