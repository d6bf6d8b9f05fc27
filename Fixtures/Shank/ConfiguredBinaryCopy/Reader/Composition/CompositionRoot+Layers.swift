import AppDI
import Foundation

extension CompositionRoot {
    static func configureRepositories() {
        DIContainer.repositories.register {
            Dependency { HTTPArticleRepository(baseURL: URL(string: "https://api.reader.app")!) as ArticleRepository }
            Dependency { CoreDataBookmarkRepository() as BookmarkRepository }
        }
    }

    static func configureUseCases() {
        DIContainer.useCases.register {
            Dependency { FetchArticlesInteractor() as FetchArticlesUseCase }
            Dependency { ToggleBookmarkInteractor() as ToggleBookmarkUseCase }
        }
    }
}
