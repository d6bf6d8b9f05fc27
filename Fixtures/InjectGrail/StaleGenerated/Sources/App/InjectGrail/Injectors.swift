// Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT
import InjectGrail

struct ChildInjectorImpl: ChildInjector {
    let mock: InjectGrailMock?
    let api: Api
}

struct ParentInjectorImpl: ParentInjector {
    let mock: InjectGrailMock?
}
