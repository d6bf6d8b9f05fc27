// Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT
import InjectGrail

struct AppInjectorImpl: AppInjector {
    let mock: InjectGrailMock?
    let analytics: Analytics
    let theme: Theme
    let api: Api
    let store: Store
}

struct LeafInjectorImpl: LeafInjector {
    let mock: InjectGrailMock?
    let api: Api
    let store: Store
    let theme: Theme
    let title: String
}

struct SectionInjectorImpl: SectionInjector {
    let mock: InjectGrailMock?
    let api: Api
    let store: Store
    let theme: Theme
}
