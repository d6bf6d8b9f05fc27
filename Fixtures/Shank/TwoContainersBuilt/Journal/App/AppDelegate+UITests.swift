#if UITESTS
import Shank

extension AppDelegate {
    /// UI tests run against an in-memory journal with a fixed date.
    var uiTestDependencies: Dependencies {
        Dependencies {
            Module { InMemoryEntryStore() as EntryStore }
            Module { FixedClock() as Clock }
            Module { ConsoleLogger() as Logger }
        }
    }
}
#endif
