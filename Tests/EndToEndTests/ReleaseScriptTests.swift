import Foundation
import XCTest

/// `Scripts/release`: the version written once (DilintVersion.swift) is the one `dilint --version` prints, the
/// one in the asset names and the artifact bundle's info.json, and the tag HEAD must carry; the archives are
/// the same for the same binary; bad input is one line and a documented exit code.
final class ReleaseScriptTests: XCTestCase {
    private var scratch: TemporaryProject!
    private let script = DilintProcess.repositoryRoot.appendingPathComponent("Scripts/release")

    override func setUpWithError() throws {
        scratch = try TemporaryProject(prefix: "dilint-release")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// A stand-in for dilint that prints `version` for `--version`: the script's checks without packaging
    /// a real binary each time.
    private func standIn(printing version: String, at name: String = "stand-in/dilint") throws -> URL {
        try scratch.write("#!/bin/sh\n[ \"$1\" = --version ] && echo \(version)\n", to: name)
        let url = scratch.url.appendingPathComponent(name)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    private func shell(_ command: String, in directory: URL) throws -> (status: Int32, output: String) {
        try WorkflowJob.run(command, in: directory, environment: [:])
    }

    func testEveryAssetCarriesTheVersionDilintPrints() throws {
        let version = try ReleaseAssets.declaredVersion()
        XCTAssertEqual(try DilintProcess.run(["--version"], in: scratch.url).stdout, version + "\n")

        let assets = try ReleaseAssets.make(binary: DilintProcess.binary, into: scratch.url.appendingPathComponent("out"))
        let machine = ReleaseAssets.machine
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: assets.folder.path).sorted(),
                       ["SHA256SUMS", "dilint-\(version)-linux-\(machine).tar.gz", "dilint.artifactbundle.zip"])

        // The artifact bundle's info.json names the executable, its version and the triple it runs on.
        let info = try shell("unzip -p dilint.artifactbundle.zip dilint.artifactbundle/info.json", in: assets.folder)
        XCTAssertEqual(info.status, 0, info.output)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((json["artifacts"] as? [String: Any])?["dilint"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, version)
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.count, 1)
        let path = try XCTUnwrap(variants.first?["path"] as? String)
        XCTAssertEqual(path, "dilint-\(version)-linux-\(machine)/bin/dilint")
        XCTAssertEqual(variants.first?["supportedTriples"] as? [String], ["\(machine)-unknown-linux-gnu"])

        // The binary at that path, and the one the tarball unpacks to bin/, print the same version.
        let unpacked = try shell("""
            mkdir bundle prefix && unzip -q dilint.artifactbundle.zip -d bundle
            tar -xzf "\(assets.tarballName)" -C prefix --strip-components=1
            bundle/dilint.artifactbundle/\(path) --version && prefix/bin/dilint --version
            """, in: assets.folder)
        XCTAssertEqual(unpacked.status, 0, unpacked.output)
        XCTAssertEqual(unpacked.output, "\(version)\n\(version)\n")

        // SHA256SUMS is what sha256sum checks.
        let checked = try shell("sha256sum --check SHA256SUMS", in: assets.folder)
        XCTAssertEqual(checked.output, "\(assets.tarballName): OK\ndilint.artifactbundle.zip: OK\n")
        XCTAssertEqual(checked.status, 0)
    }

    func testTheSameBinaryGivesTheSameChecksumsWhereverAndWheneverItLies() throws {
        let version = try ReleaseAssets.declaredVersion()
        let first = try standIn(printing: version)
        let second = try standIn(printing: version, at: "elsewhere/dilint")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: second.path)
        let one = try ReleaseAssets.make(binary: first, into: scratch.url.appendingPathComponent("one"))
        let two = try ReleaseAssets.make(binary: second, into: scratch.url.appendingPathComponent("two"))
        XCTAssertEqual(try Data(contentsOf: one.sums), try Data(contentsOf: two.sums))
        XCTAssertEqual(try Data(contentsOf: one.tarball), try Data(contentsOf: two.tarball))
        XCTAssertEqual(try Data(contentsOf: one.bundle), try Data(contentsOf: two.bundle))

        // Sorted entries, one owner and one time stamp, whoever ran it and when.
        let listing = try shell("TZ=UTC tar -tvzf \(one.tarballName) | awk '{print $1, $2, $4, $5, $6}'", in: one.folder)
        XCTAssertEqual(listing.output, """
            drwxr-xr-x root/root 1980-01-01 00:00 dilint-\(version)-linux-\(ReleaseAssets.machine)/
            drwxr-xr-x root/root 1980-01-01 00:00 dilint-\(version)-linux-\(ReleaseAssets.machine)/bin/
            -rwxr-xr-x root/root 1980-01-01 00:00 dilint-\(version)-linux-\(ReleaseAssets.machine)/bin/dilint

            """)
    }

    /// In a scratch repository holding the script and the version file: tags made there are not dilint's.
    func testAReleaseNeedsHEADTaggedWithItsVersion() throws {
        let version = try ReleaseAssets.declaredVersion()
        let repository = scratch.url.appendingPathComponent("repository")
        let root = DilintProcess.repositoryRoot
        for file in ["Scripts/release", "Scripts/release.d/pack.py", "Sources/dilint/DilintVersion.swift"] {
            let target = repository.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(file), to: target)
        }
        let git = "git -c user.name=dilint -c user.email=dilint@example.com"
        XCTAssertEqual(try shell("git init -q && git add . && \(git) commit -q -m release", in: repository).status, 0)
        let binary = try standIn(printing: version)
        let output = scratch.url.appendingPathComponent("assets")
        let release = { try ReleaseAssets.runScript(repository.appendingPathComponent("Scripts/release"),
                                                     ["--binary", binary.path, "--output", output.path]) }

        let untagged = try release()
        XCTAssertEqual(untagged.status, 1)
        XCTAssertEqual(untagged.stderr, "release: HEAD is not tagged v\(version) (tag it, or pass --allow-untagged for a dry run)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing is written")

        XCTAssertEqual(try shell("\(git) tag v0.0.0-other", in: repository).status, 0)
        XCTAssertEqual(try release().status, 1, "another tag on HEAD is not the release's")

        XCTAssertEqual(try shell("\(git) tag v\(version)", in: repository).status, 0)
        let tagged = try release()
        XCTAssertEqual(tagged.status, 0, tagged.stderr)
        XCTAssertEqual(tagged.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent },
                       ["dilint-\(version)-linux-\(ReleaseAssets.machine).tar.gz", "dilint.artifactbundle.zip", "SHA256SUMS"])
    }

    func testABinaryPrintingAnotherVersionIsRefused() throws {
        let version = try ReleaseAssets.declaredVersion()
        let binary = try standIn(printing: "9.9.9")
        let output = scratch.url.appendingPathComponent("assets")
        let result = try ReleaseAssets.runScript(script, ["--allow-untagged", "--binary", binary.path, "--output", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasSuffix("release: \(binary.path) prints version '9.9.9', Sources/dilint/DilintVersion.swift says '\(version)'\n"),
                      result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }

    func testBadArgumentsAreOneLineAndExitTwo() throws {
        let missing = scratch.url.appendingPathComponent("missing").path
        for (arguments, message) in [
            (["--output"], "release: --output needs a folder\n"),
            (["--frobnicate"], "release: unknown argument '--frobnicate' (see --help)\n"),
            (["--allow-untagged", "--binary", missing], "release: \(missing): not an executable file\n"),
        ] {
            let result = try ReleaseAssets.runScript(script, arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasSuffix(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
    }
}
