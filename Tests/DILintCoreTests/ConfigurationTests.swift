@testable import DILintCore
import Foundation
import XCTest

/// `.dilint.yml` is read strictly: mistakes name their line.
final class ConfigurationTests: XCTestCase {
    private func parse(_ yaml: String) throws -> Configuration {
        try ConfigurationParser(text: yaml, displayPath: ".dilint.yml", root: "/project").parse()
    }

    private func problem(_ yaml: String) -> String? {
        do {
            _ = try parse(yaml)
            return nil
        } catch let problem as Configuration.Problem {
            return problem.message
        } catch {
            return "unexpected \(error)"
        }
    }

    func testEveryKeyIsRead() throws {
        let configuration = try parse("""
            included: [Sources]
            excluded:
              - "**/Generated/**"
            tests: "**/*Mocks.swift"
            frameworks: [dirk, Zerk]
            external: [AnalyticsClient]
            rules:
              duplicate-registration: error
              unanalyzable: off
            graph:
              cluster: framework
              rankdir: TB
              layout: sfdp
              legend: false
            """)
        XCTAssertEqual(configuration.selection.included.map(\.pattern), ["Sources"])
        XCTAssertEqual(configuration.selection.excluded.map(\.pattern), ["**/Generated/**"])
        XCTAssertEqual(configuration.selection.testPaths.map(\.pattern), ["**/*Mocks.swift"])
        XCTAssertEqual(configuration.selection.root, "/project")
        XCTAssertEqual(configuration.policy.frameworks, [.dirk, .zerk])
        XCTAssertEqual(configuration.policy.externalTypes, ["AnalyticsClient"])
        XCTAssertEqual(configuration.policy.ruleSettings, ["duplicate-registration": .severity(.error), "unanalyzable": .off])
        XCTAssertEqual(configuration.graph.clustering, .framework)
        XCTAssertEqual(configuration.graph.rankDirection, .TB)
        XCTAssertEqual(configuration.graph.layout, .sfdp)
        XCTAssertEqual(configuration.graph.legend, false)
    }

    func testEmptyFileAndEmptyListsAreFine() throws {
        XCTAssertNil(problem(""))
        XCTAssertNil(problem("# only a comment\n"))
        XCTAssertEqual(try parse("excluded:\n").selection.excluded, [])
    }

    func testUnknownKeyNamesItsLine() {
        XCTAssertEqual(problem("frameworks: [dirk]\nexclude: [Pods]\n"),
                       ".dilint.yml:2:1: unknown key 'exclude'; did you mean 'excluded'? (expected one of included, excluded, tests, app, libraries, frameworks, external, providers, shank, rules, graph)")
    }

    func testAMisspeltNestedKeyIsNamedWithTheClosestOne() {
        XCTAssertEqual(problem("shank:\n  containr: Deps\n"),
                       ".dilint.yml:2:3: unknown key 'shank.containr'; did you mean 'container'? (expected one of \(Configuration.shankKeys.joined(separator: ", ")))")
        XCTAssertEqual(problem("graph:\n  layuot: dot\n"),
                       ".dilint.yml:2:3: unknown key 'graph.layuot'; did you mean 'layout'? (expected one of cluster, rankdir, layout, legend)")
    }

    func testUnknownGraphKeyNamesItsLine() {
        XCTAssertEqual(problem("graph:\n  colour: red\n"),
                       ".dilint.yml:2:3: unknown key 'graph.colour' (expected one of cluster, rankdir, layout, legend)")
    }

    func testWrongTypesNameTheirLine() {
        XCTAssertEqual(problem("included: {Sources: yes}\n"), ".dilint.yml:1:11: 'included' must be a list of strings")
        XCTAssertEqual(problem("rules: [unanalyzable]\n"), ".dilint.yml:1:8: 'rules' must be a mapping of keys to values")
        XCTAssertEqual(problem("excluded:\n  - [a, b]\n"), ".dilint.yml:2:5: each item of 'excluded' must be a string")
        XCTAssertEqual(problem("graph:\n  legend: maybe\n"), ".dilint.yml:2:11: graph.legend must be true or false, not 'maybe'")
        XCTAssertEqual(problem("- dirk\n"), ".dilint.yml:1:1: the configuration must be a mapping of keys to values")
    }

    func testUnknownRuleSeverityAndFrameworkAreErrors() {
        XCTAssertEqual(problem("rules:\n  unregistered-types: off\n"),
                       ".dilint.yml:2:3: 'unregistered-types' is not a dilint rule; did you mean 'unregistered-type'?")
        XCTAssertEqual(problem("rules:\n  unregistered-type: fatal\n"),
                       ".dilint.yml:2:22: 'fatal' is not a severity for 'unregistered-type' (expected error, warning, note or off)")
        XCTAssertEqual(problem("frameworks: [dirk, swinject]\n"),
                       ".dilint.yml:1:20: unknown framework 'swinject' (expected dirk, zerk, shank, injectgrail)")
        XCTAssertEqual(problem("graph:\n  cluster: module\n"),
                       ".dilint.yml:2:12: 'module' is not a value for graph.cluster (expected framework, container, folder, none)")
    }

    func testInvalidYAMLNamesItsLine() throws {
        let message = try XCTUnwrap(problem("rules:\n  unanalyzable: off\n bad: [\n"))
        XCTAssertTrue(message.hasPrefix(".dilint.yml:3:"), message)
        XCTAssertTrue(message.contains("invalid YAML"), message)
    }

    func testInitTemplateIsAValidConfiguration() throws {
        let withFrameworks = try parse(ConfigurationTemplate.render(frameworks: [.zerk, .dirk]))
        XCTAssertEqual(withFrameworks.policy.frameworks, [.dirk, .zerk])
        let without = try parse(ConfigurationTemplate.render(frameworks: []))
        XCTAssertNil(without.policy.frameworks)
        // Every rule is listed, ready to be uncommented.
        for rule in RuleCatalog.all {
            XCTAssertTrue(ConfigurationTemplate.render(frameworks: []).contains("#   \(rule.id): "), rule.id)
        }
    }

    /// With frameworks found, the rules listed are those that apply to one of them.
    func testInitTemplateListsTheRulesOfTheFrameworksFound() {
        let dirkOnly = ConfigurationTemplate.render(frameworks: [.dirk])
        for rule in RuleCatalog.all {
            XCTAssertEqual(dirkOnly.contains("#   \(rule.id): "), rule.frameworks.contains(.dirk), rule.id)
        }
        XCTAssertFalse(dirkOnly.contains("#   root-injector: "), "an InjectGrail rule in a Dirk app's configuration")
    }

    /// The JSON Schema describes exactly the keys the parser accepts.
    func testJSONSchemaMatchesTheParser() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/dilint-config.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertEqual(Set(properties.keys), Set(Configuration.knownKeys))
        let graph = try XCTUnwrap(properties["graph"] as? [String: Any])
        XCTAssertEqual(Set((graph["properties"] as? [String: Any] ?? [:]).keys), Set(Configuration.graphKeys))
        let rules = try XCTUnwrap(properties["rules"] as? [String: Any])
        let severity = try XCTUnwrap(rules["additionalProperties"] as? [String: Any])
        XCTAssertEqual(severity["enum"] as? [String], ["error", "warning", "note", "off"])
        let frameworks = try XCTUnwrap(properties["frameworks"] as? [String: Any])
        let items = try XCTUnwrap(frameworks["items"] as? [String: Any])
        XCTAssertEqual(items["enum"] as? [String], Framework.allCases.map(\.rawValue))
    }

    func testNearestConfigurationIsFoundUpward() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "frameworks: [dirk]\n".write(to: root.appendingPathComponent(".dilint.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(Configuration.find(from: nested.path).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path },
                       root.appendingPathComponent(".dilint.yml").resolvingSymlinksInPath().path)
    }
}
