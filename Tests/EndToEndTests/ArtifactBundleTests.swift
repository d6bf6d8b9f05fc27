import Foundation
import XCTest

/// The release's artifact bundle as SwiftPM's binary target (docs/ci.md#swiftpm-command-plugin): a scratch
/// package whose command plugin, dilint's own plugin source, runs the bundled binary over the example app,
/// and nothing of dilint or swift-syntax is compiled. It needs the release binary, which `.ci/run` builds and
/// passes as DILINT_RELEASE_BINARY.
final class ArtifactBundleTests: XCTestCase {
    private var scratch: TemporaryProject!

    override func setUpWithError() throws {
        scratch = try TemporaryProject(prefix: "dilint-bundle")
    }

    override func tearDown() {
        scratch.remove()
    }

    private let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .binaryTarget(name: "dilint", path: "dilint.artifactbundle.zip"),
                .plugin(
                    name: "DilintCommand",
                    capability: .command(intent: .custom(verb: "dilint", description: "Find dependency-injection mistakes that crash at run time.")),
                    dependencies: ["dilint"]
                ),
            ]
        )

        """

    func testAPackageRunsTheBundledDilintThroughItsPluginWithoutCompilingDilint() throws {
        guard let binary = ReleaseAssets.releaseBinary() else {
            throw XCTSkip("no release binary: set DILINT_RELEASE_BINARY to Scripts/build-release's output to test the artifact bundle")
        }
        let assets = try ReleaseAssets.make(binary: binary, into: scratch.url.appendingPathComponent("assets"))
        let package = scratch.url.appendingPathComponent("Shop")
        let root = DilintProcess.repositoryRoot
        let files = FileManager.default
        try files.createDirectory(at: package.appendingPathComponent("Plugins/DilintCommand"), withIntermediateDirectories: true)
        for folder in ["Sources", "Tests"] {
            try files.copyItem(at: root.appendingPathComponent("Fixtures/Dirk/ExampleApp/\(folder)"), to: package.appendingPathComponent(folder))
        }
        try files.copyItem(at: root.appendingPathComponent("Plugins/DilintCommand/DilintCommand.swift"),
                           to: package.appendingPathComponent("Plugins/DilintCommand/DilintCommand.swift"))
        try files.copyItem(at: assets.bundle, to: package.appendingPathComponent("dilint.artifactbundle.zip"))
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let swift = try XCTUnwrap(Self.which("swift"), "no swift on PATH")

        // The checksum a `url:` binary target declares is the bundle's line of SHA256SUMS.
        let checksum = try ReleaseAssets.runScript(swift, ["package", "compute-checksum", "dilint.artifactbundle.zip"], in: package)
        XCTAssertEqual(checksum.status, 0, checksum.stderr)
        XCTAssertEqual(checksum.stdout.trimmingCharacters(in: .whitespacesAndNewlines), try assets.checksums()["dilint.artifactbundle.zip"])

        let plugin = try ReleaseAssets.runScript(swift, ["package", "dilint", "lint", "--no-color"], in: package)
        // The example app has errors: dilint exits 1 and the plugin passes that on.
        XCTAssertEqual(plugin.status, 1, plugin.stderr)
        XCTAssertTrue(plugin.stderr.contains("dilint exited with status 1"), plugin.stderr)
        XCTAssertTrue(plugin.stdout.contains("error: dependency cycle: 'PromotionEngine' → 'CartStore' → 'PricingService' → 'PromotionEngine'"),
                      plugin.stdout)
        // What the plugin printed is what the bundled binary prints when run by hand in the package.
        let unpacked = package.appendingPathComponent(".build/artifacts").path
        let bundled = try XCTUnwrap(files.enumerator(atPath: unpacked)?.compactMap { $0 as? String }
            .first { $0.hasSuffix("dilint.artifactbundle/dilint-\(assets.version)-linux-\(ReleaseAssets.machine)/bin/dilint") },
            "SwiftPM did not unpack the bundle under .build/artifacts")
        let direct = try ReleaseAssets.runScript(URL(fileURLWithPath: unpacked).appendingPathComponent(bundled), ["lint", "--no-color"], in: package)
        XCTAssertEqual(direct.status, 1)
        XCTAssertEqual(plugin.stdout, direct.stdout)

        // Only the plugin was compiled: nothing of swift-syntax, and no dilint module.
        let built = try XCTUnwrap(files.enumerator(atPath: package.appendingPathComponent(".build").path)?.compactMap { $0 as? String })
        XCTAssertTrue(built.contains { $0.hasPrefix("plugins/DilintCommand") }, "the plugin's build is not in .build")
        let compiled = built.filter { path in
            path.split(separator: "/").contains { $0.contains("SwiftSyntax") || $0.contains("swift-syntax") || $0.hasPrefix("DILintCore") || $0 == "dilint.build" }
        }
        XCTAssertEqual(compiled, [], "the scratch package compiled dilint or swift-syntax")
    }

    private static func which(_ tool: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(tool)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
