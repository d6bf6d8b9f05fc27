/// Extract leaves every location without a file and every file-local ID (an `#if` block, a `Module { … }`
/// literal, a function body's registration order) without its file prefix, so facts depend on bytes
/// alone. Placing them at a path, when they enter Link, fills both in. One function per fact type, so a
/// new located field is placed where its type is; `FactPlacementTests` fails on any location left empty.
protocol Placeable {
    func placed(at path: String) -> Self
}

extension SourceLocation: Placeable {
    func placed(at path: String) -> SourceLocation { SourceLocation(file: path, line: line, column: column) }
}

/// IDs built by Extract from a location (`:12:5`) or an offset (`@340`) are local to their file.
enum FileLocalID {
    static func placed(_ id: String, at path: String) -> String {
        id.hasPrefix(":") || id.hasPrefix("@") ? path + id : id
    }
}

extension Array where Element: Placeable {
    func placed(at path: String) -> [Element] { map { $0.placed(at: path) } }
}

extension Optional where Wrapped: Placeable {
    func placed(at path: String) -> Wrapped? { map { $0.placed(at: path) } }
}

/// A fact whose only place is its own location.
protocol LocatedFact: Placeable {
    var location: SourceLocation { get set }
}

extension LocatedFact {
    func placed(at path: String) -> Self {
        var placed = self
        placed.location = location.placed(at: path)
        return placed
    }
}

extension TypeDeclaration: LocatedFact {}
extension ExtensionDeclaration: LocatedFact {}
extension InitializerDeclaration: LocatedFact {}
extension TypealiasDeclaration: LocatedFact {}
extension FunctionDeclaration: LocatedFact {}
extension SuppressionFact: LocatedFact {}
extension MalformedDirectiveFact: LocatedFact {}
extension ModuleInstantiationFact: LocatedFact {}
extension UnanalyzableFact: LocatedFact {}
extension NamedContainerFact: LocatedFact {}
extension ArgumentReadFact: LocatedFact {}
extension PassedArgument: LocatedFact {}
extension FunctionCallFact: LocatedFact {}
extension ConstructionFact: LocatedFact {}
extension ComponentFact.ComponentCall: LocatedFact {}
extension InjectGrailProperty: LocatedFact {}
extension InjectGrailReference: LocatedFact {}

extension ExtractedFacts: Placeable {
    func placed(at path: String) -> ExtractedFacts {
        var facts = self
        facts.declarations = declarations.placed(at: path)
        facts.frameworks = frameworks.mapValues { $0.placed(at: path) }
        facts.suppressions = suppressions.placed(at: path)
        facts.malformedDirectives = malformedDirectives.placed(at: path)
        facts.firstSyntaxError = firstSyntaxError.placed(at: path)
        return facts
    }
}

extension Declarations: Placeable {
    func placed(at path: String) -> Declarations {
        var placed = self
        placed.types = types.placed(at: path)
        placed.extensions = extensions.placed(at: path)
        placed.initializers = initializers.placed(at: path)
        placed.typealiases = typealiases.placed(at: path)
        placed.functions = functions.placed(at: path)
        placed.generatorAnnotations = generatorAnnotations.map {
            var annotation = $0
            annotation.location = annotation.location.placed(at: path)
            return annotation
        }
        return placed
    }
}

extension CompilationCondition: Placeable {
    func placed(at path: String) -> CompilationCondition {
        var placed = self
        placed.blockID = FileLocalID.placed(blockID, at: path)
        return placed
    }
}

extension FrameworkFacts: Placeable {
    func placed(at path: String) -> FrameworkFacts {
        var placed = self
        placed.providers = providers.placed(at: path)
        placed.modules = modules.placed(at: path)
        placed.requests = requests.placed(at: path)
        placed.bootstraps = bootstraps.placed(at: path)
        placed.moduleInstantiations = moduleInstantiations.placed(at: path)
        placed.unanalyzable = unanalyzable.placed(at: path)
        placed.namedContainers = namedContainers.placed(at: path)
        placed.functions = functions.placed(at: path)
        placed.otherGeneration = otherGeneration.placed(at: path)
        placed.injectGrail = injectGrail.placed(at: path)
        placed.components = components.placed(at: path)
        placed.helperCalls = helperCalls.map {
            var call = $0
            call.location = call.location.placed(at: path)
            call.conditions = call.conditions.placed(at: path)
            return call
        }
        placed.helperForwards = helperForwards.map {
            var forward = $0
            forward.reference = forward.reference.placed(at: path)
            forward.location = forward.location.placed(at: path)
            return forward
        }
        placed.vendoredDefinition = vendoredDefinition.placed(at: path)
        return placed
    }
}

extension RequestFact: Placeable {
    func placed(at path: String) -> RequestFact {
        var placed = self
        placed.location = location.placed(at: path)
        placed.conditions = conditions.placed(at: path)
        if case .list(let arguments)? = passedArguments {
            placed.passedArguments = .list(arguments.placed(at: path))
        }
        return placed
    }
}

extension ProviderFact: Placeable {
    func placed(at path: String) -> ProviderFact {
        var placed = self
        placed.dependencies = dependencies.placed(at: path)
        placed.location = location.placed(at: path)
        placed.conditions = conditions.placed(at: path)
        placed.argumentReads = argumentReads.placed(at: path)
        placed.orderScope = orderScope.map { FileLocalID.placed($0, at: path) }
        return placed
    }
}

extension ModuleFact: Placeable {
    func placed(at path: String) -> ModuleFact {
        var placed = self
        placed.id = FileLocalID.placed(id, at: path)
        placed.providers = providers.placed(at: path)
        placed.location = location.placed(at: path)
        placed.conditions = conditions.placed(at: path)
        return placed
    }
}

extension BootstrapFact: Placeable {
    func placed(at path: String) -> BootstrapFact {
        var placed = self
        placed.modules = modules.placed(at: path)
        placed.moduleConditions = moduleConditions.map { $0.placed(at: path) }
        placed.location = location.placed(at: path)
        placed.conditions = conditions.placed(at: path)
        return placed
    }
}

extension ModuleReference: Placeable {
    func placed(at path: String) -> ModuleReference {
        switch self {
        case .literal(let id): return .literal(FileLocalID.placed(id, at: path))
        case .helper(var helper):
            helper.location = helper.location.placed(at: path)
            for index in helper.arguments.indices {
                helper.arguments[index].requests = helper.arguments[index].requests.placed(at: path)
                helper.arguments[index].modules = helper.arguments[index].modules?.placed(at: path)
            }
            return .helper(helper)
        case .subclass, .opaque, .parameter: return self
        }
    }
}

extension FunctionFact: Placeable {
    func placed(at path: String) -> FunctionFact {
        var placed = self
        placed.calls = calls.placed(at: path)
        placed.constructions = constructions.placed(at: path)
        placed.location = location.placed(at: path)
        return placed
    }
}

extension ComponentFact: Placeable {
    func placed(at path: String) -> ComponentFact {
        var placed = self
        placed.calls = calls.placed(at: path)
        placed.location = location.placed(at: path)
        return placed
    }
}

extension InjectGrailFacts: Placeable {
    func placed(at path: String) -> InjectGrailFacts {
        var placed = self
        placed.protocols = protocols.map {
            var fact = $0
            fact.properties = fact.properties.placed(at: path)
            fact.location = fact.location.placed(at: path)
            return fact
        }
        placed.types = types.map {
            var fact = $0
            fact.injectsConformances = fact.injectsConformances.placed(at: path)
            fact.injectsAttributeArguments = fact.injectsAttributeArguments.placed(at: path)
            fact.storedProperties = fact.storedProperties.placed(at: path)
            fact.location = fact.location.placed(at: path)
            return fact
        }
        placed.generatedImpls = generatedImpls.map {
            var fact = $0
            fact.properties = fact.properties.placed(at: path)
            fact.location = fact.location.placed(at: path)
            return fact
        }
        return placed
    }
}

