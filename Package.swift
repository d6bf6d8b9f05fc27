// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dilint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dilint", targets: ["dilint"]),
        .plugin(name: "DilintCommand", targets: ["DilintCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
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
        .executableTarget(
            name: "dilint",
            dependencies: [
                "DILintCore",
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
        .testTarget(name: "EndToEndTests", dependencies: ["dilint"]),
    ]
)
