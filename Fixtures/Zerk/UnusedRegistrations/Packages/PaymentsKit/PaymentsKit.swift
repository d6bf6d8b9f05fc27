import Zerk

public protocol PaymentsClient {}

final class StripeClient: PaymentsClient {}

/// Host apps call this and restore `PaymentsClient` themselves.
public enum PaymentsKit {
    public static func register(into storage: DependencyStoring) {
        storage.singleton(StripeClient() as PaymentsClient)
    }
}
