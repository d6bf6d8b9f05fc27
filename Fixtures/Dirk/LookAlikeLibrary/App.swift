import Resolver

// `@Inject`, `Module` and `Factory` of another library: dilint must not read them as Dirk.
final class Profile {
    @Inject var service: ProfileService
}

protocol ProfileService {}

let module = Module {
    Factory { Profile() }
}
