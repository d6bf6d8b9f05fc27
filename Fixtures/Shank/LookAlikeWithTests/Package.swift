// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Wiring", products: [.library(name: "Wiring", targets: ["Wiring"])],
    targets: [.target(name: "Wiring"), .testTarget(name: "WiringTests", dependencies: ["Wiring"])])
