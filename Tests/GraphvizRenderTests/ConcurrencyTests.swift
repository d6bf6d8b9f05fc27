import Foundation
import GraphvizRender
import XCTest

final class ConcurrencyTests: XCTestCase {
    /// Graphviz crashes when two threads render at once; the renderer must serialise them.
    func testEightThreadsRenderingAtOnceGetTheSameBytesAsSequentialRenders() throws {
        let specs = (0..<8).map { SampleGraphs.chain(12, seed: $0) }
        let formats: [RenderFormat] = [.svg, .png, .dot]
        let expected = try specs.map { spec in try formats.map { try Graphviz.render(spec, format: $0).bytes } }

        let results = ResultSlots(count: specs.count)
        let done = DispatchGroup()
        for (index, spec) in specs.enumerated() {
            done.enter()
            Thread {
                defer { done.leave() }
                results[index] = Result { try (0..<3).map { _ in try formats.map { try Graphviz.render(spec, format: $0).bytes } } }
            }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 300), .success)

        for index in specs.indices {
            let rounds = try XCTUnwrap(results[index]).get()
            for round in rounds {
                XCTAssertEqual(round, expected[index], "thread \(index) got different bytes")
            }
        }
    }
}

/// One result per thread, written from those threads.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<[[[UInt8]]], Error>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Result<[[[UInt8]]], Error>? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return slots[index]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = newValue
        }
    }
}
