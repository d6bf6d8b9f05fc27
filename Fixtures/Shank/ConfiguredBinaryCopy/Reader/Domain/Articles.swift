import AppDI
import Foundation

struct Article {
    let id: String
    let title: String
}

protocol ArticleRepository {
    func articles(completion: @escaping ([Article]) -> Void)
}

struct HTTPArticleRepository: ArticleRepository {
    let baseURL: URL

    func articles(completion: @escaping ([Article]) -> Void) { completion([]) }
}

protocol BookmarkRepository {
    func toggle(_ id: String)
}

struct CoreDataBookmarkRepository: BookmarkRepository {
    func toggle(_ id: String) {}
}

protocol FetchArticlesUseCase {
    func callAsFunction(completion: @escaping ([Article]) -> Void)
}

final class FetchArticlesInteractor: FetchArticlesUseCase {
    @Inject(from: .repositories) private var repository: ArticleRepository

    func callAsFunction(completion: @escaping ([Article]) -> Void) {
        repository.articles(completion: completion)
    }
}

protocol ToggleBookmarkUseCase {
    func callAsFunction(_ id: String)
}

final class ToggleBookmarkInteractor: ToggleBookmarkUseCase {
    @Inject(from: .repositories) private var bookmarks: BookmarkRepository

    func callAsFunction(_ id: String) { bookmarks.toggle(id) }
}
