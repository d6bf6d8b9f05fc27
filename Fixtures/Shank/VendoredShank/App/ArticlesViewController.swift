import UIKit

protocol ArticlesModuleType {}
protocol BookmarksModuleType {}

struct ArticlesModule: ArticlesModuleType {}
struct BookmarksModule: BookmarksModuleType {}

class ArticlesViewController: UIViewController {
    @Inject private var articles: ArticlesModuleType
    // Registered nowhere: the vendored container crashes on first access.
    @Inject private var bookmarks: BookmarksModuleType
}
