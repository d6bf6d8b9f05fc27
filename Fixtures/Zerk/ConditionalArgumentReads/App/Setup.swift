import Zerk

protocol Cell {}
final class ButtonCell: Cell { init(onTap: @escaping () -> Void) {} }
protocol Layout {}
final class GridLayout: Layout { init(columns: Int) {} }
protocol Badge {}
final class CountBadge: Badge { init(count: Int) {} }
protocol Banner {}
final class TextBanner: Banner { init(text: String) {} }
let isPad = false

enum Setup {
    static func run() {
        Zerk.store
            .transient { _, args in
                ButtonCell(onTap: { let id: Int = args.id; print(id) }) as Cell
            }
            .transient { _, args in
                GridLayout(columns: isPad ? args.columns : 2) as Layout
            }
            .transient { _, args in
                TextBanner(text: "hi") as Banner
            }
            // Read on every build: a request that passes nothing crashes.
            .transient { _, args in
                CountBadge(count: args.count) as Badge
            }
    }
}
final class Screen {
    @Injected var cell: Cell
    @Injected var layout: Layout
    @Injected(with: .arguments(text: "x")) var banner: Banner
    @Injected var badge: Badge
}
