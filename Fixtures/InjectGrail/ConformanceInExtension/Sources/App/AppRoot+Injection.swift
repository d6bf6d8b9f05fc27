import InjectGrail

extension AppRoot: RootInjector {}
