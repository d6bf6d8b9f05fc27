/// Methods named `inject` the project declares on its own types: inside such a type (or a subclass, or a type
/// conforming to a protocol that extends with one), a call `inject()` with no `try` is that method, which
/// shadows Dirk's free function (a legacy assembler's `func inject<T>() -> T`).
struct OwnInjectMethods {
    let context: LinkContext
    private let owners: Set<[String]>

    init(context: LinkContext) {
        self.context = context
        owners = Set(context.index.declaredFunctions(named: "inject").filter { !$0.isStatic && !$0.scopePath.isEmpty }.map(\.scopePath))
    }

    func isVisible(in scope: [String]) -> Bool {
        guard !owners.isEmpty else { return false }
        for length in stride(from: scope.count, to: 0, by: -1) {
            var pending = [context.declarationPath(Array(scope.prefix(length)))]
            var seen: Set<[String]> = []
            while let path = pending.popLast() {
                guard seen.insert(path).inserted else { continue }
                if owners.contains(path) { return true }
                pending += context.index.supertypes(of: path).compactMap { $0.nominalPath.map(context.declarationPath) }
            }
        }
        return false
    }
}
