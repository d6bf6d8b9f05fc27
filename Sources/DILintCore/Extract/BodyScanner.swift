/// One pass over the code of Swift source (`SwiftByteLexer` steps over comments, string literals and raw
/// identifiers) that finds the `{ … }` after a `func` or `init` signature and the accessor bodies of a
/// `var` with a type annotation and its `{` on one line (`var title: String { … }`, `get { … }`), noting
/// whether a body spells a marker (`BodyMarkers`) in its code. It reads nothing else: anything it cannot
/// place (a regex literal, an opener without its closer, a closing bracket that matches no opening one)
/// ends the pass with `nil`, and the file is parsed whole.
struct BodyScanner {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#")

    private enum Frame: Equatable {
        case parenthesis, bracket, brace
        /// `\(` in a string: code up to the lexer's `interpolationEnd`.
        case interpolation
    }

    /// One body: the bytes between its braces.
    struct Body: Equatable {
        var range: Range<Int>
        var isInitializer: Bool
        /// Whether its code (not its comments or string text) spells one of the markers.
        var isMarked: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let markers: BodyMarkers?
    private var position = 0
    private var frames: [Frame] = []
    /// A signature seen, its body not yet: the nesting depth its `{` opens at.
    private var pendingDepth: Int?
    /// Whether that signature is an initializer's.
    private var pendingIsInitializer = false
    /// Whether the signature (or the `var`'s type annotation) being read spells a marker's signature word:
    /// the body (or accessor bodies) that follow are marked.
    private var signatureMarked = false
    /// A `var` written outside bodies and brackets, whose accessor block may follow: the depth it is
    /// written at, and whether its type annotation's `:` has been seen (`for var i in …` has none).
    private var pendingVariable: (depth: Int, annotated: Bool)?
    /// Inside a `{ get … set … }` block: the depth inside its `{`, where each accessor's body opens.
    private var accessorListDepth: Int?
    /// The body being stepped over: the depth inside its `{`, and the body so far.
    private var openBody: (depth: Int, body: Body)?
    private var bodies: [Body] = []

    /// `markers`: what marks a body (`Body.isMarked`); nil when no body is read either way.
    init(bytes: UnsafeBufferPointer<UInt8>, markers: BodyMarkers? = nil) {
        self.bytes = bytes
        self.markers = markers
    }

    /// Each body, in order; `nil` when the file cannot be read safely.
    mutating func run() -> [Body]? {
        var lexer = SwiftByteLexer(bytes: bytes)
        while let piece = lexer.next() {
            switch piece {
            case .code(let range):
                position = range.lowerBound
                while position < range.upperBound {
                    guard stepInCode(upTo: range.upperBound) else { return nil }
                }
            case .text:
                break
            case .rawIdentifier:
                // A quoted identifier is never a keyword; in a body it may be any name a frontend reads.
                markOpenBody()
            case .interpolationStart:
                frames.append(.interpolation)
            case .interpolationEnd:
                guard frames.last == .interpolation else { return nil }
                frames.removeLast()
                endSignaturesOfClosedScopes()
            case .regex, .unclosed:
                return nil
            }
        }
        return frames.isEmpty && openBody == nil ? bodies : nil
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func starts(with text: StaticString, at offset: Int) -> Bool { SwiftByteLexer.starts(bytes, with: text, at: offset) }

    private mutating func markOpenBody() {
        if openBody != nil && markers != nil { openBody?.body.isMarked = true }
    }

    // MARK: code

    /// Bytes `stepInCode` only steps over, one bit for each place it can be (`inertOutsideBodies`…): a run of
    /// them is crossed in one tight loop.
    private static let inertBits: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        // Inside a body only what nests counts (and `#sourceLocation`, a quoted name); no signature is pending there.
        if "#`()[]{}".utf8.contains(byte) { return 0 }
        if IdentifierTokens.isIdentifierByte(byte) { return inertInBodies }
        // Outside bodies, spaces and operators (digits are identifier bytes and are not among them).
        return "\n\r;=:".utf8.contains(byte) ? inertInBodies | inertInMarkedBodies
            : inertOutsideBodies | inertInBodies | inertInMarkedBodies
    }
    private static let inertOutsideBodies: UInt8 = 1
    /// In a body nobody reads words of: no markers, or already marked.
    private static let inertInBodies: UInt8 = 2
    /// In a body whose words may mark it.
    private static let inertInMarkedBodies: UInt8 = 4

    /// Steps over code up to `end` at most; `false` when the file holds something the pass does not read safely.
    private mutating func stepInCode(upTo end: Int) -> Bool {
        let current = bytes[position]
        let place = openBody.map { markers == nil || $0.body.isMarked ? Self.inertInBodies : Self.inertInMarkedBodies } ?? Self.inertOutsideBodies
        if Self.inertBits[Int(current)] & place != 0 {
            // Nothing in the run opens or closes a scope or ends a signature: no state to update.
            position = Self.inertBits.withUnsafeBufferPointer { inert in
                var next = position + 1
                while next < end, inert[Int(bytes[next])] & place != 0 { next += 1 }
                return next
            }
            return true
        }
        if IdentifierTokens.isIdentifierByte(current) {
            let start = position
            while position < end && IdentifierTokens.isIdentifierByte(bytes[position]) { position += 1 }
            if openBody == nil {
                word(start..<position)
            } else if let markers, markers.marks(bytes, start..<position) {
                openBody?.body.isMarked = true
            }
            return true
        }
        switch current {
        case Self.hash:
            // `#sourceLocation` renumbers the lines the tree would report.
            if starts(with: "#sourceLocation", at: position) { return false }
        case UInt8(ascii: "`"):
            // A backtick without its closing one on the line: perhaps a name all the same.
            markOpenBody()
        case UInt8(ascii: "("): frames.append(.parenthesis)
        case UInt8(ascii: "["): frames.append(.bracket)
        case UInt8(ascii: "{"):
            if openBody == nil, pendingDepth == frames.count {
                openBody = (frames.count + 1, Body(range: position + 1..<position + 1, isInitializer: pendingIsInitializer,
                                                   isMarked: signatureMarked))
                pendingDepth = nil
            } else if openBody == nil, let variable = pendingVariable, variable.depth == frames.count, variable.annotated {
                openAccessorBlock()
            }
            pendingVariable = nil
            frames.append(.brace)
        case UInt8(ascii: ")"):
            guard frames.last == .parenthesis else { return false }
            frames.removeLast()
        case UInt8(ascii: "]"):
            guard frames.last == .bracket else { return false }
            frames.removeLast()
        case UInt8(ascii: "}"):
            guard frames.last == .brace else { return false }
            if let open = openBody, open.depth == frames.count {
                var body = open.body
                body.range = body.range.lowerBound..<position
                bodies.append(body)
                openBody = nil
            }
            if accessorListDepth == frames.count { accessorListDepth = nil }
            frames.removeLast()
        case UInt8(ascii: ";"), UInt8(ascii: "="):
            // A signature never holds these outside brackets: what follows is not its body. A `var` with
            // an initial value keeps its braces: they are the value's (a closure) or observers dilint keeps.
            if pendingDepth == frames.count { pendingDepth = nil }
            if pendingVariable?.depth == frames.count { pendingVariable = nil }
        case UInt8(ascii: ":"):
            if pendingVariable?.depth == frames.count { pendingVariable?.annotated = true }
        case Self.newline, Self.carriageReturn:
            // Only `var name: Type {` on one line is taken for an accessor block: a line break before the
            // brace may start another statement (top-level code).
            if pendingVariable?.depth == frames.count { pendingVariable = nil }
        default: break
        }
        position += 1
        endSignaturesOfClosedScopes()
        return true
    }

    /// A closed scope ends any signature opened inside it (a protocol's requirement has no body).
    private mutating func endSignaturesOfClosedScopes() {
        if let depth = pendingDepth, frames.count < depth { pendingDepth = nil }
        if let variable = pendingVariable, frames.count < variable.depth { pendingVariable = nil }
    }

    /// Words that open an accessor block's list form (`{ get … }`, `{ @attribute init(…) … }`).
    private static let accessorIntroducers: [StaticString] = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
        "init", "mutating", "nonmutating", "borrowing", "consuming",
    ]
    /// The accessors of the list form whose bodies are code.
    private static let accessorsWithBodies: [StaticString] = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
    ]

    /// At the `{` after `var name: Type`: either the getter's body itself, or a list of accessors, each
    /// with its own body. Anything else first (a comment, `#if`) leaves the block alone.
    private mutating func openAccessorBlock() {
        let offset = nonBlankOffset(after: position + 1)
        guard let first = byte(at: offset) else { return }
        if first == UInt8(ascii: "@") || first == UInt8(ascii: "}") {
            accessorListDepth = frames.count + 1
            return
        }
        if IdentifierTokens.isIdentifierByte(first) {
            var end = offset
            while let byte = byte(at: end), IdentifierTokens.isIdentifierByte(byte) { end += 1 }
            if Self.accessorIntroducers.contains(where: { isWord(offset..<end, $0) }) {
                accessorListDepth = frames.count + 1
                return
            }
        } else if first == UInt8(ascii: "/") || first == Self.hash {
            return
        }
        openBody = (frames.count + 1, Body(range: position + 1..<position + 1, isInitializer: false, isMarked: signatureMarked))
    }

    /// Keywords after which a signature cannot go on: the declaration had no body.
    private static let endsSignature: [StaticString] = [
        "var", "let", "class", "struct", "enum", "protocol", "extension", "actor", "case", "subscript", "deinit",
        "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]

    private mutating func word(_ range: Range<Int>) {
        let previous = range.lowerBound > 0 ? bytes[range.lowerBound - 1] : Self.space
        // `.init(`, `@init`, `#func`, `$init`: not the keyword. `Dirk.Module` in a signature is still the type.
        if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "@") || previous == Self.hash || previous == UInt8(ascii: "$") {
            if previous == UInt8(ascii: "."), pendingDepth != nil || pendingVariable != nil, let markers, markers.marksSignature(bytes, range) {
                signatureMarked = true
            }
            return
        }
        var next: UInt8? { nextNonBlank(after: range.upperBound) }
        if isWord(range, "func") || isWord(range, "init") || isWord(range, "var") || isWord(range, "let") {
            signatureMarked = false
        } else if pendingDepth != nil || pendingVariable != nil, let markers, markers.marksSignature(bytes, range) {
            signatureMarked = true
        }
        if isWord(range, "func") {
            // `func:` and `func,` are argument labels or names, not the keyword.
            pendingDepth = [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: ".")].contains(next)
                ? nil : frames.count
            pendingIsInitializer = false
        } else if isWord(range, "init") {
            let opensSignature = [UInt8(ascii: "("), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<")].contains(next)
            pendingDepth = opensSignature && previousNonBlank(before: range.lowerBound) != UInt8(ascii: ".") ? frames.count : nil
            pendingIsInitializer = true
        } else if pendingDepth == frames.count, Self.endsSignature.contains(where: { isWord(range, $0) }) {
            pendingDepth = nil
        } else if accessorListDepth == frames.count, Self.accessorsWithBodies.contains(where: { isWord(range, $0) }) {
            pendingDepth = frames.count
            pendingIsInitializer = false
        }
        if isWord(range, "var") {
            pendingVariable = (frames.count, false)
        } else if pendingVariable?.depth == frames.count,
                  isWord(range, "in") || isWord(range, "else") || Self.endsSignature.contains(where: { isWord(range, $0) }) {
            // `for var i: Int in …`, `guard var x: T … else`, a declaration that follows without braces.
            pendingVariable = nil
        }
    }

    private func isWord(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && starts(with: text, at: range.lowerBound)
    }

    private func nextNonBlank(after offset: Int) -> UInt8? { byte(at: nonBlankOffset(after: offset)) }

    /// The first offset from `offset` on that holds no space, tab or line break (the end when none does).
    private func nonBlankOffset(after offset: Int) -> Int {
        var offset = offset
        while let byte = byte(at: offset), byte == Self.space || byte == Self.tab || byte == Self.newline || byte == Self.carriageReturn {
            offset += 1
        }
        return offset
    }

    private func previousNonBlank(before offset: Int) -> UInt8? {
        var offset = offset - 1
        while offset >= 0, bytes[offset] == Self.space || bytes[offset] == Self.tab || bytes[offset] == Self.newline || bytes[offset] == Self.carriageReturn {
            offset -= 1
        }
        return offset >= 0 ? bytes[offset] : nil
    }
}
