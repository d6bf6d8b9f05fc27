import Dirk

final class ChatScreen {
    @Inject var chat: Chat
}
