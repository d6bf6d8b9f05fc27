protocol A {}
final class AImpl: A {}
protocol B {}
final class BImpl: B {}
protocol C {}
final class CImpl: C {}
protocol D {}
final class DImpl: D {}
protocol E {}
final class EImpl: E {}
