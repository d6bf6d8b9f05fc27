import DILintCore

/// Above each registration, how many sites request it; above each module, how many keys it provides.
enum CodeLenses {
    static func lenses(in displayPath: String, providers: ProviderIndex, places: Places) -> [CodeLens] {
        var lenses: [CodeLens] = []
        for registration in providers.registrationsByFile[displayPath, default: []] {
            let served = providers.served(by: registration)
            let title = served.isEmpty ? "never requested" : "requested at \(HoverText.sites(served.count))"
            lenses.append(lens(title, at: registration.location, places: places, references: served.map(\.location)))
        }
        for module in providers.modulesByFile[displayPath, default: []] {
            let keys = Set(module.registrations.map(\.key)).count
            lenses.append(lens("provides \(keys == 1 ? "1 key" : "\(keys) keys")", at: module.location, places: places,
                               references: module.registrations.map(\.location)))
        }
        return lenses.sorted { ($0.range.start, $0.command.title) < ($1.range.start, $1.command.title) }
    }

    /// The command carries the lens's URI, its position and the places as LSP locations (the arguments of
    /// VS Code's `editor.action.showReferences`), so a client that binds `dilint.showReferences` can list
    /// them; one that does not still shows the title.
    private static func lens(_ title: String, at location: SourceLocation, places: Places, references: [SourceLocation]) -> CodeLens {
        let range = places.range(of: location)
        let arguments: [JSONRPCValue] = [.string(places.uri(of: location.file)), position(range.start),
                                         .array(references.map { place in
                                             let target = places.location(place)
                                             return .object(["uri": .string(target.uri),
                                                             "range": .object(["start": position(target.range.start), "end": position(target.range.end)])])
                                         })]
        return CodeLens(range: range, command: Command(title: title, command: "dilint.showReferences", arguments: arguments))
    }

    private static func position(_ position: Position) -> JSONRPCValue {
        .object(["line": .int(position.line), "character": .int(position.character)])
    }
}
