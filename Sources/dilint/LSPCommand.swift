import ArgumentParser
import DILintCore
import DILintLSP
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `dilint lsp`: the language server, for editors (docs/editors.md).
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run as a language server over stdin and stdout (Language Server Protocol 3.17).",
        discussion: """
            Started by an editor, not by hand: it reads the workspace folders the editor names, honours their \
            .dilint.yml, and reports dilint's findings on unsaved text as you type, with go to definition from an \
            injection site to its providers, references from a provider to its consumers, hover, code lenses and \
            the fixes as code actions. See docs/editors.md for VS Code, Neovim, Zed and Helix.

            Exit codes: 0 after the editor's shutdown and exit; 1 when the editor exits or goes away without shutdown.
            """
    )

    func run() throws {
        // A client that goes away must end the server with a clean exit, not a signal on the next write.
        signal(SIGPIPE, SIG_IGN)
        ServerMemory.boundAllocatorArenas()
        let status = LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, version: DilintVersion.current).run()
        throw ExitCode(status)
    }
}
