/// A generic type written without its arguments where a module builds its value (`Module { Box(value: 3) }`,
/// `as Box`) gets them from the compiler's inference, and Shank's key prints them: 'Box<Int>'. dilint
/// does not infer them, so it cannot spell the key the module registers.
enum ShankInferredGenerics {
    /// The standard library's generic types the app does not declare but often builds by inference.
    private static let libraryGenerics: Set<String> = [
        "Set", "Result", "Range", "ClosedRange", "ContiguousArray", "ArraySlice", "KeyValuePairs",
        "Measurement", "AsyncStream", "AsyncThrowingStream",
    ]

    /// The first generic type `type` names without arguments, as written; nil when every one has them.
    static func bareGeneric(in type: TypeRef, index: ProjectIndex) -> String? {
        switch type {
        case .named(let components):
            for position in components.indices {
                let component = components[position]
                if let inner = component.genericArguments.lazy.compactMap({ bareGeneric(in: $0, index: index) }).first {
                    return inner
                }
                guard component.genericArguments.isEmpty else { continue }
                let path = components[...position].map(\.name)
                if let declaration = index.type(at: path) {
                    if !declaration.genericParameters.isEmpty { return path.joined(separator: ".") }
                } else if components.count == 1, libraryGenerics.contains(component.name) {
                    return component.name
                }
            }
            return nil
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped):
            return bareGeneric(in: wrapped, index: index)
        case .dictionary(let key, let value):
            return bareGeneric(in: key, index: index) ?? bareGeneric(in: value, index: index)
        case .composition(let members), .tuple(let members):
            return members.lazy.compactMap { bareGeneric(in: $0, index: index) }.first
        case .function(let parameters, let result):
            return (parameters + [result]).lazy.compactMap { bareGeneric(in: $0, index: index) }.first
        case .unknown:
            return nil
        }
    }
}
