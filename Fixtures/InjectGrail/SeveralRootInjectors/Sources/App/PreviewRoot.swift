import InjectGrail

/// Meant for SwiftUI previews, but the generator sees it too.
struct PreviewRoot: RootInjector {
    let api: Api
}
