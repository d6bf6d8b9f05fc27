/// A home-grown "injector" that has nothing to do with InjectGrail.
protocol Injector {
    func inject(into view: View)
}

protocol ThemeInjector: Injector {
    var theme: Theme { get }
}

final class View {}
final class Theme {}

final class DarkThemeInjector: ThemeInjector {
    let theme = Theme()
    func inject(into view: View) {}
}
