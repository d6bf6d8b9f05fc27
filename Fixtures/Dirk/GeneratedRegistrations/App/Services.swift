import Dirk

// sourcery: register
final class SessionStore {
    let profile: ProfileService
    init(profile: ProfileService) { self.profile = profile }
}
// sourcery: register
final class ProfileService {
    private var names: [String: String] = [:]
}
final class AvatarCache {}
// sourcery: register
final class ImageLoader {}

final class ProfileViewModel {
    @Inject var session: SessionStore
    @Inject var profile: ProfileService
    // Not annotated, so the generated module does not provide it.
    @Inject var avatars: AvatarCache
    // Annotated after Sourcery last ran: the checked-in module does not provide it yet.
    @Inject var images: ImageLoader
}

func bootstrap() throws {
    try Dirk.start { GeneratedModule() }
}
