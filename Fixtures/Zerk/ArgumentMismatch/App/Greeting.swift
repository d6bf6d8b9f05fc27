import Zerk

protocol Greeter { func greet() -> String }

final class TemplateGreeter: Greeter {
    init(template: String, repeats: Double, loud: Bool?) {}
    func greet() -> String { "" }
}

enum GreetingRegistrations {
    static func register() {
        Zerk.store.transient { storage, arguments in
            TemplateGreeter(template: arguments.template, repeats: arguments.repeats, loud: arguments.loud) as Greeter
        }
    }
}
