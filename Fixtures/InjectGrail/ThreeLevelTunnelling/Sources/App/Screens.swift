import InjectGrail

/// Top of the tree: built by the root, which cannot supply `theme`.
protocol AppInjector: Injector {
    var analytics: Analytics { get }
    var theme: Theme { get }
}

final class AppShell: Injectable, InjectsSectionInjector {
    let injector: AppInjectorImpl
    init(injector: AppInjectorImpl) { self.injector = injector }
    func makeSection() -> Section { Section(injector: inject()) }
}

/// Declares nothing; everything its child needs tunnels through it.
protocol SectionInjector: Injector {
}

final class Section: Injectable, InjectsLeafInjector {
    let injector: SectionInjectorImpl
    init(injector: SectionInjectorImpl) { self.injector = injector }
    func makeLeaf(title: String) -> Leaf { Leaf(injector: inject(title: title)) }
}

/// `api` and `store` come from the root, `theme` from the grandparent, `title` from the caller.
protocol LeafInjector: Injector {
    var api: Api { get }
    var store: Store { get }
    var theme: Theme { get }
    var title: String { get }
}

final class Leaf: Injectable {
    let injector: LeafInjectorImpl
    init(injector: LeafInjectorImpl) { self.injector = injector }
}
