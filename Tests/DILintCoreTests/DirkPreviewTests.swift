@testable import DILintCore
import XCTest

/// Preview code runs in Xcode's preview process, never in the app: its `Dirk.start` is no second start of
/// the app, and the stubs it registers do not serve the app's requests.
final class DirkPreviewTests: XCTestCase {
    private func findings(_ preview: String) -> [String] {
        Linter.run(sources: ["App/App.swift": """
            import SwiftUI
            import Dirk
            protocol Weather {}
            final class LiveWeather: Weather {}
            final class StubWeather: Weather {}
            protocol Clock {}
            final class StubClock: Clock {}
            final class Model: ObservableObject { @Inject var weather: Weather; @Inject var clock: Clock }
            struct ContentView: View { var body: some View { Text("") } }
            @main struct MyApp: App {
                init() { try! Dirk.start { Module { Factory<Weather> { LiveWeather() } } } }
                var body: some Scene { WindowGroup { ContentView() } }
            }
            \(preview)
            """]).diagnostics.map { "\($0.severity) \($0.rule) \($0.location.line)" }
    }

    func testAPreviewProvidersStartIsNotTheApps() {
        XCTAssertEqual(findings("""
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    let _ = try? Dirk.start { Module { Factory<Weather> { StubWeather() }; Factory<Clock> { StubClock() } } }
                    return ContentView()
                }
            }
            """), ["error unregistered-type 8"])
    }

    func testAPreviewMacrosStartIsNotTheApps() {
        XCTAssertEqual(findings("""
            #Preview {
                try! Dirk.start { Module { Factory<Weather> { StubWeather() }; Factory<Clock> { StubClock() } } }
                return ContentView()
            }
            """), ["error unregistered-type 8"])
    }
}
