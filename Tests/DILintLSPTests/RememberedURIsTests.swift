@testable import DILintLSP
import XCTest

/// The remembered URI conversions answer what `DocumentURI`'s plain ones answer (the oracle), asked once or again.
final class RememberedURIsTests: XCTestCase {
    func testRememberedConversionsAnswerAsThePlainOnes() {
        let paths = ["/work/App/Feed.swift", "/work/My App/Ünïcode Feed.swift", "/work/100%/a#b?.swift", "/", "/work/App/../Feed.swift"]
        let uris = paths.map(DocumentURI.uri(ofPath:)) + ["file:///work/My%20App/x.swift", "https://example.com/a.swift", "file://", "not a uri", ""]
        let remembered = RememberedURIs()
        for _ in 0..<2 {
            for path in paths { XCTAssertEqual(remembered.uri(ofPath: path), DocumentURI.uri(ofPath: path), path) }
            for uri in uris { XCTAssertEqual(remembered.path(of: uri), DocumentURI.path(of: uri), uri) }
        }
    }
}
