// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    dependencies: [.package(url: "https://github.com/x/Dirk", from: "1.1.1")],
    targets: [.target(name: "Shop", dependencies: ["Dirk"])]
)
