@testable import DILintCore
import XCTest

/// A file under a vendored folder that imports a framework uses it (an SDK, or app code in a folder named
/// `Vendor`): dilint reads vendored folders only for a copy of Shank, so such a file is one it did not read.
final class VendoredDICodeTests: XCTestCase {
    private let app = """
        import Shank
        protocol VendorRepository {}
        final class CartViewModel { @Inject var vendors: VendorRepository }
        let dependencies = Dependencies { Module { CartStore() } }
        final class CartStore {}
        func start() { dependencies.build() }
        """

    func testAVendoredFileImportingTheFrameworkMakesAMissingKeyUncertain() {
        let report = Linter.run(sources: ["App/App.swift": app, "Features/Vendor/VendorDependencies.swift": """
            import Shank
            struct RemoteVendorRepository: VendorRepository {}
            let vendorDependencies = Dependencies { Module { RemoteVendorRepository() as VendorRepository } }
            """])
        let finding = report.diagnostics.first { $0.type == "VendorRepository" }
        XCTAssertEqual(finding?.rule, PossiblyUnregisteredRule.id, "\(report.diagnostics.map(\.message))")
        XCTAssertTrue(finding?.notes.contains { $0.location?.file == "Features/Vendor/VendorDependencies.swift" } == true)
    }

    func testAVendoredFileThatImportsNoFrameworkChangesNothing() {
        let report = Linter.run(sources: ["App/App.swift": app, "Vendor/JSON/Parser.swift": "import Foundation\nstruct Parser {}\n"])
        XCTAssertEqual(report.diagnostics.first { $0.type == "VendorRepository" }?.rule, UnregisteredTypeRule.id)
    }
}
