import ArgumentParser
import DILintCore

/// `--link-prefix` of `graph`, `lint --graph` and `diff`: refused before any work when it is not a web
/// address or a relative prefix.
enum LinkPrefixCheck {
    static func validate(_ prefix: String?) throws {
        guard let prefix, let refusal = LinkPrefix.refusal(prefix) else { return }
        throw ValidationError("--link-prefix '\(VisibleText.escaped(prefix))' \(refusal); use an https:// address or a relative prefix")
    }
}
