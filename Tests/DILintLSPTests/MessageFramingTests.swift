@testable import DILintLSP
import Foundation
import XCTest

final class MessageFramingTests: XCTestCase {
    /// Frames read from a pipe holding `bytes`, until its end.
    private func frames(_ bytes: String) -> [FrameReader.Frame] {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(bytes.utf8))
        try? pipe.fileHandleForWriting.close()
        let reader = FrameReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
        var read: [FrameReader.Frame] = []
        while true {
            let frame = reader.next()
            read.append(frame)
            if frame == .end || read.count > 10 { return read }
        }
    }

    func testFramesAreSplitByTheirLengthWhateverTheHeaderCase() {
        XCTAssertEqual(frames("Content-Length: 2\r\n\r\n{}content-length:3\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n[1]"),
                       [.message(Data("{}".utf8)), .message(Data("[1]".utf8)), .end])
    }

    func testAHeaderWithoutALengthIsSkippedAndReadingGoesOn() {
        let read = frames("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}")
        XCTAssertEqual(read.count, 3)
        guard case .malformed = read[0] else { return XCTFail("\(read)") }
        XCTAssertEqual(read[1], .message(Data("{}".utf8)))
    }

    func testATruncatedBodyEndsTheStream() {
        XCTAssertEqual(frames("Content-Length: 10\r\n\r\n{}"), [.end])
    }

    func testAnOversizedBodyIsReportedNotHeld() {
        let read = frames("Content-Length: \(FrameReader.largestBody + 1)\r\n\r\n{}")
        guard case .malformed(let problem) = read.first else { return XCTFail("\(read)") }
        XCTAssertTrue(problem.contains("skipped"), problem)
    }

    func testMessagesAreToldApartByTheirFields() throws {
        guard case .request(.number(3), "textDocument/hover", _) = try IncomingMessage(json: Data(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#.utf8)) else { return XCTFail() }
        guard case .request(.string("a"), "shutdown", .null) = try IncomingMessage(json: Data(#"{"jsonrpc":"2.0","id":"a","method":"shutdown"}"#.utf8)) else { return XCTFail() }
        guard case .notification("exit", _) = try IncomingMessage(json: Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)) else { return XCTFail() }
        XCTAssertThrowsError(try IncomingMessage(json: Data(#"{"id":1,"method":"x"}"#.utf8)), "no jsonrpc: 2.0")
    }

    func testAResponseWritesANullResultAndANullIdForAnUnreadableMessage() throws {
        let shutdown = try JSONSerialization.jsonObject(with: OutgoingMessage.response(id: .number(1), result: JSONRPCValue?.none)) as? [String: Any]
        XCTAssertTrue(shutdown?["result"] is NSNull)
        let error = try JSONSerialization.jsonObject(with: OutgoingMessage.error(id: nil, ResponseError(code: -32700, message: "x"))) as? [String: Any]
        XCTAssertTrue(error?["id"] is NSNull)
        XCTAssertNil(error?["result"])
    }

    func testIncrementalChangesApplyInOrderInTheAgreedEncoding() {
        var documents = OpenDocuments()
        documents.open(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let s = \"😀\"; x\n")
        let changed = documents.change(uri: "file:///a.swift", path: "/a.swift", version: 2, changes: [
            // `x` sits after the emoji: UTF-16 character 14.
            .init(range: LSPRange(start: Position(line: 0, character: 14), end: Position(line: 0, character: 15)), text: "inject()"),
            .init(range: LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)), text: "// end"),
        ], encoding: .utf16)
        XCTAssertEqual(changed.map { String(decoding: $0.bytes, as: UTF8.self) }, "let s = \"😀\"; inject()\n// end")
        XCTAssertEqual(changed?.version, 2)
        XCTAssertNil(documents.change(uri: "file:///b.swift", path: "/b.swift", version: 1, changes: [
            .init(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), text: "x"),
        ], encoding: .utf16), "a ranged change to a buffer never opened")
    }
}
