import InjectGrail
import InjectGrailMacros

struct AppRoot: RootInjector {
    let api: Api
    let imageLoader: ImageLoader
}

final class Api {}
final class ImageLoader {}

protocol FeedInjector: Injector {
    var api: Api { get }
}

/// `@NeedsInjector` on `FeedImpl` needs `FeedInjector`.
@NeedsInjector
@Injects<Detail, AvatarScreen>
final class FeedImpl {}

protocol DetailInjector: Injector {
    var api: Api { get }
}

@Needs<DetailInjector>
final class Detail {}

/// An injectable reached through a protocol it implements.
protocol AvatarScreen {}

protocol AvatarInjector: Injector {
    var imageLoader: ImageLoader { get }
}

@Needs<AvatarInjector>
final class Avatar: AvatarScreen {}
