import Foundation

final class AppDelegate {
    let container = DIContainer {
        DIModule { StripeGateway() as PaymentGateway }
    }
    func didFinishLaunching() { container.build() }
}
