/// Writes a test plan as one Swift file for XCTest or Swift Testing. The same plan gives the same bytes.
public enum TestFileWriter {
    public static func write(_ plan: TestPlan, style: GeneratedTestStyle, module: String?) -> String {
        var lines = [GeneratedTestFileHeader.firstLine,
                     "// One test per container performs the bootstraps dilint read, once per process, then every request",
                     "// the app makes of that container. A request dilint reports an error for has a test of its own: it",
                     "// fails or crashes exactly when dilint is right. Requests dilint could not read are listed, not guessed.",
                     "import Foundation",
                     style == .xctest ? "import XCTest" : "import Testing"]
        if let module { lines.append("@testable import \(module)") }
        lines += Set(plan.bootstraps.map(\.framework) + plan.containers.map(\.framework)).sorted().map { "import \($0.displayName)" }
        lines.append("")
        lines.append(style == .xctest ? "final class DilintGeneratedTests: XCTestCase {" : "@Suite(.serialized) struct DilintGeneratedTests {")
        let asyncFrameworks = Set(plan.bootstraps.filter(\.isAsync).map(\.framework))
        let mainActorFrameworks = Set(plan.bootstraps.filter(\.isMainActor).map(\.framework))
        var first = true
        for container in plan.containers {
            for test in container.tests {
                if !first { lines.append("") }
                first = false
                lines += testLines(test, container: container, isContainerTest: test.name == container.tests.first?.name,
                                   isAsync: asyncFrameworks.contains(test.framework), isMainActor: mainActorFrameworks.contains(test.framework),
                                   style: style)
            }
        }
        lines.append("}")
        lines.append("")
        lines += bootstrapLines(plan.bootstraps)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func testLines(_ test: TestPlan.Test, container: TestPlan.Container, isContainerTest: Bool, isAsync: Bool,
                                  isMainActor: Bool, style: GeneratedTestStyle) -> [String] {
        var lines: [String] = []
        if isContainerTest {
            lines.append("    // \(container.framework.displayName): \(oneLine(container.title)), every request dilint reports no error for.")
            for unread in container.unread { lines.append("    // not resolved: \(oneLine(unread))") }
        }
        if let expectation = test.expectation {
            let scope = expectation.someRequestOfKey ? "; some request of the key crashes, maybe not this one" : "; this test is expected to fail"
            lines.append("    // dilint reports error [\(expectation.rule)] at \(expectation.location)\(scope): \(oneLine(expectation.message))")
        }
        let effects = isAsync ? "async throws" : "throws"
        // The app bootstraps from the main actor: the test runs there, as the app's own code would.
        let actor = isMainActor ? "@MainActor " : ""
        switch style {
        case .xctest: lines.append("    \(actor)func test\(test.name)() \(effects) {")
        case .swiftTesting: lines.append("    @Test \(actor)func \(lowerFirst(test.name))() \(effects) {")
        }
        lines.append("        \(isAsync ? "try await" : "try") DilintBootstrap.\(lowerFirst(test.framework.displayName))()")
        for probe in test.probes {
            lines.append("        // request \(probe.locations.map(\.description).joined(separator: ", ")) '\(oneLine(probe.key))'")
            lines.append("        do {")
            lines += probe.statements.map { "            \($0)" }
            lines.append("        }")
        }
        lines.append("    }")
        return lines
    }

    private static func bootstrapLines(_ bootstraps: [TestPlan.Bootstrap]) -> [String] {
        var lines = ["/// Each framework's bootstraps, as the app performs them, once per process.", "private enum DilintBootstrap {"]
        for (index, bootstrap) in bootstraps.enumerated() {
            let name = lowerFirst(bootstrap.framework.displayName)
            if index > 0 { lines.append("") }
            lines.append("    nonisolated(unsafe) private static var \(name)Done = false")
            for unread in bootstrap.unread { lines.append("    // not performed: \(oneLine(unread))") }
            lines.append("    \(bootstrap.isMainActor ? "@MainActor " : "")static func \(name)() \(bootstrap.isAsync ? "async throws" : "throws") {")
            lines.append("        guard !\(name)Done else { return }")
            lines.append("        \(name)Done = true")
            if bootstrap.calls.isEmpty {
                lines.append(bootstrap.framework == .zerk ? "        // Zerk fills its storage at the first restore (autoStore)." : "        // dilint read no bootstrap it can call.")
            }
            for call in bootstrap.calls { lines.append("        \(call.statement) // \(call.location)") }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    private static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// A message or path in a comment stays on its line whatever it holds.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
