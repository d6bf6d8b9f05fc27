// swift-tools-version:5.7
import PackageDescription
let package = Package(
    name: "Shop",
    dependencies: [
        .package(url: "https://github.com/example/Dirk.git", from: "1.1.0"),
        .package(url: "https://github.com/example/CompanyKit.git", from: "3.0.0"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Dirk", "CompanyKit"]),
    ]
)
