import Foundation
import XCTest

/// What `Scripts/release` writes for one binary, made in a scratch folder: the tarball, the artifact bundle
/// and SHA256SUMS, with the names the recipes download.
struct ReleaseAssets {
    let folder: URL
    let version: String

    var tarballName: String { "dilint-\(version)-linux-\(Self.machine).tar.gz" }
    var tarball: URL { folder.appendingPathComponent(tarballName) }
    var bundle: URL { folder.appendingPathComponent("dilint.artifactbundle.zip") }
    var sums: URL { folder.appendingPathComponent("SHA256SUMS") }

    /// `uname -m`, which names the tarball's architecture.
    static var machine: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The version the sources declare, read as Scripts/release reads it.
    static func declaredVersion() throws -> String {
        let source = try String(contentsOf: DilintProcess.repositoryRoot.appendingPathComponent("Sources/dilint/DilintVersion.swift"), encoding: .utf8)
        let line = try XCTUnwrap(source.split(separator: "\n").first { $0.contains("static let current = \"") })
        return String(line.split(separator: "\"")[1])
    }

    /// The release binary CI built (`DILINT_RELEASE_BINARY`), or nil with the line that says why a test skips.
    static func releaseBinary() -> URL? {
        guard let path = ProcessInfo.processInfo.environment["DILINT_RELEASE_BINARY"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// Runs `Scripts/release --allow-untagged --binary BINARY --output FOLDER` and expects it to succeed.
    static func make(binary: URL, into folder: URL, script: URL = DilintProcess.repositoryRoot.appendingPathComponent("Scripts/release")) throws -> ReleaseAssets {
        let result = try runScript(script, ["--allow-untagged", "--binary", binary.path, "--output", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return ReleaseAssets(folder: folder, version: try declaredVersion())
    }

    /// The name → digest lines of SHA256SUMS.
    func checksums() throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try String(contentsOf: sums, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count == 2 { result[String(parts[1])] = String(parts[0]) }
        }
        return result
    }

    struct ScriptResult {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func runScript(_ script: URL, _ arguments: [String], in directory: URL? = nil,
                          environment: [String: String] = [:]) throws -> ScriptResult {
        let result = try DilintProcess.run(script, arguments, in: directory ?? DilintProcess.repositoryRoot, environment: environment)
        return ScriptResult(status: result.exitCode, stdout: result.stdout, stderr: result.stderr)
    }
}
