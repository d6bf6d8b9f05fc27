import Zerk

protocol HTTPClient {}
final class URLClient: HTTPClient {}
final class Clock {
    init() {}
}
final class Uploader {
    init(client: HTTPClient) {}
}

enum Setup {
    static func run() {
        Zerk.store
            .singleton(URLClient() as HTTPClient)
            // `Clock.init` takes nothing: it is a `() -> Clock`, which the autoclosure overload stores as
            // the value, keyed '() -> Clock'. Nothing registers 'Clock'.
            .singleton(Clock.init)
            // `Uploader.init` takes a client: the one-parameter overload restores it and stores 'Uploader'.
            .transient(Uploader.init)
    }
}

final class ClockScreen {
    @Injected var clock: Clock
}

final class UploadScreen {
    @Injected var uploader: Uploader
}
