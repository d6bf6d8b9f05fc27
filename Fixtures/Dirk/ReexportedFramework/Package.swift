// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Journal",
    platforms: [.iOS(.v16)],
    dependencies: [.package(url: "https://github.com/amkomatz/Dirk", from: "1.1.0")],
    targets: [
        .target(name: "CoreDI", dependencies: ["Dirk"]),
        .executableTarget(name: "Journal", dependencies: ["CoreDI"]),
    ]
)
