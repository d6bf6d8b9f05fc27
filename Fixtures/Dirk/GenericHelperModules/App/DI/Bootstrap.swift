import Dirk

func bootstrap() throws {
    try Dirk.start {
        return AppModules.all
    }
}
