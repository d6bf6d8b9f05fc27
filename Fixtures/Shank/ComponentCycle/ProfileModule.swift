protocol ProfileModuleType {
    func component() -> ProfileWorkerType
}

protocol ProfileWorkerType {}
protocol ProfileStore {}
protocol ProfileRemote {}

struct ProfileWorker: ProfileWorkerType {
    init(store: ProfileStore, remote: ProfileRemote) {}
}

struct ProfileCacheStore: ProfileStore {
    let remote: ProfileRemote
}

struct ProfileNetworkRemote: ProfileRemote {
    let store: ProfileStore
}

struct ProfileModule: ProfileModuleType {
    func component() -> ProfileWorkerType {
        ProfileWorker(store: component(), remote: component())
    }

    // The store needs the remote and the remote needs the store: the overloads recurse forever.
    func component() -> ProfileStore {
        ProfileCacheStore(remote: component())
    }

    func component() -> ProfileRemote {
        ProfileNetworkRemote(store: component())
    }
}
