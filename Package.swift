// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dilint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dilint", targets: ["dilint"]),
        .plugin(name: "DilintCommand", targets: ["DilintCommand"]),
    ],
    // Ranges, not exact versions: an app that depends on dilint usually depends on a macro package too,
    // and both must agree on one swift-syntax. The lower bounds are the lowest versions dilint is built
    // against (Scripts/check-dependency-range, run by Scripts/test); the upper ones stop before an
    // untried major version, which may change the syntax API. Yams 5 lacks what the configuration
    // reader uses (`Node.alias`, duplicate-key errors); 6.2.2 is the lowest 6.x built here.
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", "1.8.2"..<"2.0.0"),
        .package(url: "https://github.com/jpsim/Yams.git", "6.2.2"..<"7.0.0"),
    ],
    targets: [
        // Graphviz's C API (cgraph + gvc), rendered in process: no `dot` binary.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // GraphSpec in, bytes out. Knows nothing about dependency injection.
        .target(name: "GraphvizRender", dependencies: ["CGraphviz"]),
        .target(
            name: "DILintCore",
            dependencies: [
                "GraphvizRender",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `dilint lsp`: the Language Server Protocol over stdio, on the core's live analysis.
        .target(name: "DILintLSP", dependencies: ["DILintCore"]),
        .executableTarget(
            name: "dilint",
            dependencies: [
                "DILintCore",
                "DILintLSP",
                "GraphvizRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package dilint`: runs the dilint executable over the package it is invoked in.
        .plugin(
            name: "DilintCommand",
            capability: .command(
                intent: .custom(verb: "dilint", description: "Find dependency-injection mistakes that crash at run time.")
            ),
            dependencies: ["dilint"]
        ),
        .testTarget(name: "GraphvizRenderTests", dependencies: ["GraphvizRender"]),
        .testTarget(name: "DILintCoreTests", dependencies: ["DILintCore"]),
        .testTarget(name: "DILintLSPTests", dependencies: ["DILintLSP", "DILintCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["dilint", "DILintCore"]),
    ]
)
