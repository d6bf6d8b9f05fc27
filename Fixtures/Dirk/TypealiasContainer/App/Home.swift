import Dirk

final class Home {
    @Inject var greeter: Greeter
}
