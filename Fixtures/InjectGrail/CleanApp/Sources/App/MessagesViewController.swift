import InjectGrail
import UIKit

protocol MessagesViewControllerInjector: Injector {
}

final class MessagesViewController: UIViewController, Injectable, InjectsMessagesViewModelInjector {
    let injector: MessagesViewControllerInjectorImpl
    private var viewModel: MessagesViewModel!

    init(injector: MessagesViewControllerInjectorImpl) {
        self.injector = injector
        super.init(nibName: nil, bundle: nil)
        self.viewModel = MessagesViewModel(injector: inject())
    }

    required init?(coder: NSCoder) { nil }
}
