import Dispatch
import Foundation
import GraphvizRender

/// An interrupted run (Ctrl-C, a CI job cancelled, a hook killed) removes the temporaries it made
/// (`TemporaryPaths`) and then ends by the same signal, so its parent still sees how it ended.
/// The signals are handled on a dispatch queue, not in a signal handler, where removing files is unsafe.
enum InterruptCleanup {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        let queue = DispatchQueue(label: "dilint.interrupt")
        sources = signals.map { number in
            // Ignored as a signal so that the source alone sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryPaths.removeAllBeforeExit()
                signal(number, SIG_DFL)
                // Dispatch's threads may block the signal; this one takes it, and the default action ends
                // the process. Should it return, the exit status says the same as a shell would.
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, number)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(number)
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }
}
