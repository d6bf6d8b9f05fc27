import Dirk
import XCTest
@testable import Shop

final class PrinterSpy: ReceiptPrinter {
    private(set) var printed: [Int] = []
    func print(total: Int) { printed.append(total) }
}

final class CheckoutTests: XCTestCase {
    func testPaysTheCartTotal() async throws {
        try Dirk.start {
            Module { Singleton<ReceiptPrinter> { PrinterSpy() } }
            CartModule()
            CheckoutModule()
        }
        defer { try? Dirk.stop() }
        let viewModel: CheckoutViewModel = try inject()
        try await viewModel.pay()
    }
}
