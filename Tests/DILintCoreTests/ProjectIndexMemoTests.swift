@testable import DILintCore
import Foundation
import XCTest

/// The language server's index, updated in place after an edit, against the index built anew from the
/// same files (the oracle), over every fixture app and edits of several kinds to each of its files.
final class ProjectIndexMemoTests: XCTestCase {
    private func facts(_ path: String, _ text: String) -> FileFacts {
        FileFacts(path: path, codeClass: .app, placing: Extractor.extract(bytes: Array(text.utf8)))
    }

    /// The memo's index against the oracle, used as Link uses it: the subtypes it keeps, when it keeps
    /// them, are those of the files, and it is given them afterwards.
    private func assertIndex(_ memo: ProjectIndexMemo, of files: [FileFacts], _ message: String) {
        var index = memo.index(of: files)
        let fresh = ProjectIndex(files: files)
        let subtypes = fresh.directSubtypes().mapValues { $0.sorted { $0.lexicographicallyPrecedes($1) } }
        if let kept = index.directSubtypesAhead {
            XCTAssertEqual(kept.mapValues { $0.sorted { $0.lexicographicallyPrecedes($1) } }, subtypes, message)
        }
        index.directSubtypesAhead = nil
        XCTAssertEqual(index, fresh, message)
        memo.keep(directSubtypes: subtypes)
    }

    /// Edits that move declarations (updated in place), add or rename one (built anew), or change nothing.
    private let edits: [(name: String, edit: (String) -> String)] = [
        ("comment above everything", { "// edited\n" + $0 }),
        ("blank lines in the middle", { text in
            var lines = text.components(separatedBy: "\n")
            lines.insert(contentsOf: ["", ""], at: lines.count / 2)
            return lines.joined(separator: "\n")
        }),
        ("a function added", { $0 + "\nfunc addedByTheEdit() -> Int { 1 }\n" }),
        ("a type added", { $0 + "\nstruct AddedByTheEdit { init(value: Int) {} }\n" }),
        ("columns moved", { $0.replacingOccurrences(of: "\n    ", with: "\n      ") }),
        ("a conformance added", { $0.replacingOccurrences(of: #"(class|struct) (\w+) \{"#, with: "$1 $2: AddedByTheEdit {",
                                                          options: .regularExpression) }),
    ]

    func testAnUpdatedIndexIsTheIndexBuiltAnewForEveryFixtureAndEdit() throws {
        var (updates, checked) = (0, 0)
        for project in try FixtureSwiftFiles.projects() {
            let sources = FixtureSwiftFiles.all().filter { $0.url.path.hasPrefix(project.path + "/") }
                .map { (path: String($0.url.path.dropFirst(project.path.count + 1)), text: $0.text) }
            guard !sources.isEmpty else { continue }
            let original = sources.map { facts($0.path, $0.text) }
            let memo = ProjectIndexMemo()
            assertIndex(memo, of: original, project.lastPathComponent)
            for (position, source) in sources.enumerated() {
                for (name, edit) in edits {
                    var edited = original
                    edited[position] = facts(source.path, edit(source.text))
                    assertIndex(memo, of: edited, "\(project.lastPathComponent)/\(source.path): \(name)")
                    updates += memo.updatedInLastRun ? 1 : 0
                    assertIndex(memo, of: original, "\(project.lastPathComponent)/\(source.path): \(name) undone")
                    checked += 1
                }
            }
        }
        // The oracle must have been asked of both paths: updates in place, and indexes built anew.
        XCTAssertGreaterThan(updates, checked / 4)
        XCTAssertLessThan(updates, checked)
    }

    func testAnEditThatChangesWhatANameMeansBuildsTheIndexAnew() {
        let files = [facts("a.swift", "struct Clock {}\ntypealias Time = Clock\n"), facts("b.swift", "extension Clock { init(seconds: Int) {} }\n")]
        let memo = ProjectIndexMemo()
        _ = memo.index(of: files)

        var moved = files
        moved[0] = facts("a.swift", "\n\nstruct Clock {}\ntypealias Time = Clock\n")
        XCTAssertEqual(memo.index(of: moved), ProjectIndex(files: moved))
        XCTAssertTrue(memo.updatedInLastRun, "declarations that only moved are put in place")
        XCTAssertEqual(memo.index(of: moved).type(at: ["Clock"])?.location.line, 3)

        for changed in ["struct Clock {}\ntypealias Time = Int\n", "struct Watch {}\ntypealias Time = Clock\n", "struct Clock {}\n"] {
            var edited = files
            edited[0] = facts("a.swift", changed)
            XCTAssertEqual(memo.index(of: edited), ProjectIndex(files: edited), changed)
            XCTAssertFalse(memo.updatedInLastRun, "a name's meaning changed: \(changed)")
        }
        XCTAssertEqual(memo.index(of: files + [facts("c.swift", "")]), ProjectIndex(files: files + [facts("c.swift", "")]))
        XCTAssertFalse(memo.updatedInLastRun, "a file added")
    }
}
