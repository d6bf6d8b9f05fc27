import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where some bytes occur in a file, to ask of any node whether its source holds one. A node without
/// `{` holds no code block, closure, accessor or member block, so no declaration beyond the brace-less
/// kinds an item list holds directly; a node without `(` or `{` holds no call. Walks that look only for
/// such things step over the rest whole. A byte in a comment or a string only costs a walk that finds
/// nothing.
struct ByteOffsets {
    private let offsets: [Int32]
    /// Where the tree the nodes asked about had bodies cut out of `bytes` (`LineTable.cuts`).
    private let cuts: BodyCuts

    init(of wanted: String, in bytes: [UInt8], cuts: BodyCuts = .none) {
        self.cuts = cuts
        var offsets: [Int32] = []
        bytes.withUnsafeBufferPointer { buffer in
            for byte in wanted.utf8 {
                Self.forEachOffset(of: byte, in: buffer) { offsets.append(Int32(truncatingIfNeeded: $0)) }
            }
        }
        if wanted.utf8.count > 1 { offsets.sort() }
        self.offsets = offsets
    }

    /// Where `word` starts in the file (`init`): a node whose source holds none of these starts holds no
    /// token spelled so.
    init(startsOf word: String, in bytes: [UInt8], cuts: BodyCuts = .none) {
        self.cuts = cuts
        var offsets: [Int32] = []
        let needle = Array(word.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let first = needle.first, needle.count <= buffer.count else { return }
            // A start past `count - needle.count` leaves no room for the word.
            Self.forEachOffset(of: first, in: buffer, below: buffer.count - needle.count + 1) { offset in
                if memcmp(base + offset, needle, needle.count) == 0 { offsets.append(Int32(truncatingIfNeeded: offset)) }
            }
        }
        self.offsets = offsets
    }

    /// Calls `body` with every offset below `end` (the buffer's end by default) where `byte` is, in order.
    static func forEachOffset(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, below end: Int? = nil, _ body: (Int) -> Void) {
        guard let base = buffer.baseAddress else { return }
        let end = end ?? buffer.count
        var position = 0
        while position < end, let found = memchr(base + position, Int32(byte), end - position) {
            let offset = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            body(offset)
            position = offset + 1
        }
    }

    /// Whether one of the bytes lies in the node's source, trivia included (`BodyCuts.fileRange(ofWhole:)`).
    func any(in node: some SyntaxProtocol) -> Bool {
        let (lower, upper) = cuts.fileRange(ofWhole: node)
        var low = 0, high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if Int(offsets[mid]) < lower { low = mid + 1 } else { high = mid }
        }
        return low < offsets.count && Int(offsets[low]) < upper
    }
}

extension Syntax {
    /// An expression, statement, type, pattern, or a clause of a signature, binding or generic list: such
    /// a node holds a declaration only inside braces (a closure, a body) and a call only with `(` or a
    /// trailing closure's `{`. Walks step over one whose source holds neither. Every other kind is entered:
    /// item lists and what holds one directly (a file, a `#if` clause, a `switch` case), attributes (`@abi`
    /// holds a declaration), declarations, and kinds a later swift-syntax adds.
    var isCodeOrClause: Bool {
        if kind == .token { return false }
        if self.is(ExprSyntax.self) || self.is(StmtSyntax.self) || self.is(TypeSyntax.self) || self.is(PatternSyntax.self) {
            return true
        }
        switch kind {
        case .functionSignature, .functionParameterClause, .functionParameterList, .functionParameter, .returnClause,
             .typeAnnotation, .initializerClause, .patternBindingList, .patternBinding, .declModifierList, .declModifier,
             .genericParameterClause, .genericParameterList, .genericParameter, .genericWhereClause, .genericRequirementList,
             .genericRequirement, .genericArgumentClause, .genericArgumentList, .genericArgument, .inheritanceClause,
             .inheritedTypeList, .inheritedType, .labeledExprList, .labeledExpr, .tupleTypeElementList, .tupleTypeElement,
             .arrayElementList, .arrayElement, .dictionaryElementList, .dictionaryElement, .conditionElementList,
             .conditionElement, .optionalBindingCondition:
            return true
        default:
            return false
        }
    }
}

/// `isCodeOrClause` remembered per syntax kind for one walk: the check casts the node up to four times,
/// which cost more than the rest of a walk that skips. A walk runs on one thread; each has its own.
final class CodeKinds {
    /// By the kind's tag: 0 not yet known, 1 not code, 2 code or a clause.
    private var known = [UInt8](repeating: 0, count: 1024)

    func isCodeOrClause(_ node: Syntax, kind: SyntaxKind) -> Bool {
        var tag = 0
        withUnsafeBytes(of: kind) { bytes in
            for (position, byte) in bytes.enumerated() { tag |= Int(byte) << (8 * position) }
        }
        guard tag < known.count else { return node.isCodeOrClause }
        switch known[tag] {
        case 1: return false
        case 2: return true
        default:
            let answer = node.isCodeOrClause
            known[tag] = answer ? 2 : 1
            return answer
        }
    }
}
