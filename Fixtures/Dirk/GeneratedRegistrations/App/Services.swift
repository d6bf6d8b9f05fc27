import Dirk

// sourcery: register
final class SessionStore {}
// sourcery: register
final class ProfileService {}
final class AvatarCache {}

final class ProfileViewModel {
    @Inject var session: SessionStore
    @Inject var profile: ProfileService
    // Not annotated, so the generated module does not provide it.
    @Inject var avatars: AvatarCache
}

func bootstrap() throws {
    try Dirk.start { GeneratedModule() }
}
