import Dirk

enum ForecastRefresher {
    static func refresh() async throws -> [Double] {
        let container = try Dirk.get()
        let service = try container.get(ForecastService.self)
        let location: LocationProvider = try container.get()
        return try await service.forecast(at: location.coordinate)
    }
}
