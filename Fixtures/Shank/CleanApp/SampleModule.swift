import Shank

struct SampleModule: SampleModuleType {

    func component() -> SomeObjectType {
        SomeObject()
    }

    func component() -> AnotherObjectType {
        AnotherObject(someObject: component())
    }

    func component() -> ViewModelObjectType {
        SomeViewModel(
            someObject: component(),
            anotherObject: component()
        )
    }

    func component() -> ViewControllerObjectType {
        SomeViewController()
    }

    func test() -> String {
        "SampleModule.test()"
    }
}

protocol SampleModuleType {
    func component() -> SomeObjectType
    func component() -> AnotherObjectType
    func component() -> ViewModelObjectType
    func component() -> ViewControllerObjectType
    func test() -> String
}

struct SomeObject: SomeObjectType {
    func testAbc() -> String {
        "SomeObject.testAbc"
    }
}

struct AnotherObject: AnotherObjectType {
    private let someObject: SomeObjectType

    init(someObject: SomeObjectType) {
        self.someObject = someObject
    }

    func testXyz() -> String {
        "AnotherObject.testXyz|" + someObject.testAbc()
    }
}

struct SomeViewModel: ViewModelObjectType {
    private let someObject: SomeObjectType
    private let anotherObject: AnotherObjectType

    init(someObject: SomeObjectType, anotherObject: AnotherObjectType) {
        self.someObject = someObject
        self.anotherObject = anotherObject
    }

    func testLmn() -> String {
        "SomeViewModel.testLmn|" + someObject.testAbc()
    }
}

class SomeViewController: ViewControllerObjectType {
    @Inject private var module: SampleModuleType

    private lazy var someObject: SomeObjectType = module.component()
    private lazy var anotherObject: AnotherObjectType = module.component()

    func testRstNested() -> String {
        "SomeViewController.testRstNested|" + anotherObject.testXyz()
    }
}

protocol SomeObjectType {
    func testAbc() -> String
}

protocol AnotherObjectType {
    func testXyz() -> String
}

protocol ViewModelObjectType {
    func testLmn() -> String
}

protocol ViewControllerObjectType {
    func testRstNested() -> String
}
