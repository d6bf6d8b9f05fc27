/// One parameter list among a type's initializers, and how many initializers declare it: every copy of a
/// type declared in several modules declares the same ones, and a lookup reads each list once.
struct InitializerSignature: Sendable, Equatable {
    var parameters: [InitializerDeclaration.Parameter]
    var count = 1

    /// Each distinct parameter list of `initializers`, in the order of its first declaration.
    static func distinct(_ initializers: [InitializerDeclaration]) -> [InitializerSignature] {
        var positions: [[InitializerDeclaration.Parameter]: Int] = [:]
        var signatures: [InitializerSignature] = []
        for initializer in initializers {
            if let position = positions[initializer.parameters] {
                signatures[position].count += 1
            } else {
                positions[initializer.parameters] = signatures.count
                signatures.append(InitializerSignature(parameters: initializer.parameters))
            }
        }
        return signatures
    }
}
