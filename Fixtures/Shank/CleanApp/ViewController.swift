import Shank
import UIKit

class ViewController: UIViewController {

    @Inject private var widgetModule: WidgetModuleType
    @Inject private var sampleModule: SampleModuleType

    private lazy var widgetWorker: WidgetWorkerType = widgetModule.component()
    private lazy var someObject: SomeObjectType = sampleModule.component()
    private lazy var anotherObject: AnotherObjectType = sampleModule.component()
    private lazy var viewModelObject: ViewModelObjectType = sampleModule.component()
    private lazy var viewControllerObject: ViewControllerObjectType = sampleModule.component()

    override func viewDidLoad() {
        super.viewDidLoad()

        print(widgetModule.test())
        print(sampleModule.test())
        print(widgetWorker.fetch(id: 3))
        print(someObject.testAbc())
        print(anotherObject.testXyz())
        print(viewModelObject.testLmn())
        print(viewControllerObject.testRstNested())
    }
}
