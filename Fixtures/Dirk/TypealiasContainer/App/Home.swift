import Dirk

final class Home {
    @Dependency var greeter: Greeter
}
