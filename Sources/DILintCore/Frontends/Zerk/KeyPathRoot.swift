import SwiftSyntax

/// The type a key path starts from. swift-syntax parses `\Feature.Config.pageSize` with the root `Feature`
/// and `.Config` as a component; the compiler takes `Config` as `Feature`'s member type, and Zerk keys the
/// wrapper by `Config`. Components before the last one that are spelled as types (capitalised, as Swift
/// names types and not properties) continue the root.
enum KeyPathRoot {
    static func type(of keyPath: KeyPathExprSyntax, root: TypeSyntax) -> TypeRef {
        let written = TypeRef(syntax: root)
        guard case .named(var components) = written else { return written }
        for component in keyPath.components.dropLast() {
            guard case .property(let property) = component.component, property.genericArgumentClause == nil,
                  let first = property.declName.baseName.text.first, first.isUppercase else { break }
            components.append(TypeRef.NameComponent(property.declName.baseName.text))
        }
        return .named(components)
    }
}
