import Foundation
import Zerk

protocol Session {}
final class LiveSession: Session {
    let startedAt = Date()
}

final class AnalyticsService {
    let session: Session
    init(session: Session) { self.session = session }
}

/// Transient itself, so a fresh session per tracker is what the registration says.
final class PageTracker {
    let session: Session
    init(session: Session) { self.session = session }
}

/// Reads the session through the wrapper, which builds a transient anew on each read.
final class AuditLog {
    @Injected var session: Session
}
