import Zerk

final class WelcomeScreen {
    // Correct: every name the builder reads, with literals of the types it casts to.
    @Injected(with: .arguments(template: "Hi", repeats: 1.0, loud: true)) var greeter: Greeter
}

final class ProfileScreen {
    // No arguments at all.
    @Injected var greeter: Greeter
}

func makeGreeters() {
    // Misspelled 'template'.
    let misspelled: Greeter = Zerk.standardStorage.restore(with: .arguments(templte: "Hi", repeats: 1.0, loud: false))
    // An integer literal is boxed as Int; the builder casts to Double.
    let wrongType: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", repeats: 2, loud: false))
    // Positional arguments are stored under "0", "1", "2".
    let positional: Greeter = Zerk.standardStorage.restore(with: .arguments("Hi", 1.0, false))
    // A duplicate label crashes while the arguments are built; 'volume' is never read.
    let duplicate: Greeter = Zerk.standardStorage.restore(with: .arguments(template: "Hi", template: "Yo", repeats: 1.0, loud: false, volume: 11))
    _ = (misspelled, wrongType, positional, duplicate)
}
