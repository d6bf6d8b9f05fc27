import AppDI
import Foundation

final class ArticlesViewModel {
    @Inject(from: .useCases) private var fetchArticles: FetchArticlesUseCase
    @Inject(from: .useCases) private var toggleBookmark: ToggleBookmarkUseCase
    @Inject(from: .useCases) private var bookmarks: BookmarkRepository
    @Inject private var clock: Clock
    @Inject private var debugMenu: DebugMenuPresenting

    private(set) var articles: [Article] = []

    func load(completion: @escaping () -> Void) {
        fetchArticles { [weak self] articles in
            self?.articles = articles
            completion()
        }
    }

    func bookmark(_ article: Article) {
        toggleBookmark(article.id)
    }
}
