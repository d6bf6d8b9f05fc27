import Zerk

final class Consumer {
    @Injected var a: A
    @Injected var b: B
    @Injected var c: C
    @Injected var d: D
    @Injected var e: E
}
