import Dirk

// Generated; would report an unregistered type if it were analysed.
final class GeneratedStub {
    @Inject var missing: NeverRegistered
}
