import CoreDI
import Foundation

protocol ReminderScheduler {
    func schedule(at date: Date)
}

final class ReminderSettings {
    @Inject private var scheduler: ReminderScheduler
    @Inject private var store: EntryStore

    func remindTomorrow() {
        scheduler.schedule(at: Date().addingTimeInterval(86_400))
    }
}
