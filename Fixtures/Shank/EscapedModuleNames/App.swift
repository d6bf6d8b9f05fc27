import Shank

protocol Endpoint { var url: String { get } }
struct Fixed: Endpoint { let url: String }

enum Bootstrap {
    static func run() {
        Dependencies {
            Module(#"api.v2"#) { Fixed(url: "v2") as Endpoint }
            Module("cdn\u{2D}eu") { Fixed(url: "cdn") as Endpoint }
            Module("tab\tsep") { Fixed(url: "tab") as Endpoint }
            Module("""
                multi
                """) { Fixed(url: "multi") as Endpoint }
            Module("quote\"d") { Fixed(url: "q") as Endpoint }
        }.build()
    }
}

final class Client {
    @Inject("api.v2") var v2: Endpoint
    @Inject("cdn-eu") var cdn: Endpoint
    @Inject(#"tab\#tsep"#) var tab: Endpoint
    @Inject("multi") var multi: Endpoint
    @Inject(#"quote"d"#) var quoted: Endpoint
}
