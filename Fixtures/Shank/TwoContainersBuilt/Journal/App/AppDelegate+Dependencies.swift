import Shank

extension AppDelegate {
    var dependencies: Dependencies {
        Dependencies {
            Module { SQLiteEntryStore(path: "journal.sqlite") as EntryStore }
            Module { SystemClock() as Clock }
            #if DEBUG
            Module { ConsoleLogger() as Logger }
            #else
            Module { OSLogLogger() as Logger }
            #endif
        }
    }
}
