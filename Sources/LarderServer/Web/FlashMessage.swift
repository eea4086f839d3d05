/// The message a form leaves for the page after it, with its one action when it has one: "Undo"
/// after taking an item off a list. The action's form is marked to be sent in place where a
/// page's script can (the shopping list), and posts and comes back everywhere else.
struct FlashMessage: Component {
    var flash: Flash
    var csrfToken: String

    var body: Component {
        Div {
            Text(flash.message)
            if let action = flash.action {
                Form(url: action.url, method: .post) {
                    CSRFField(token: csrfToken)
                    Button(action.label).attribute(named: "type", value: "submit").class("button button-secondary button-small")
                }
                .class("flash-action")
                .attribute(named: "data-in-place", value: "true")
            }
        }
        .class("flash flash-\(flash.kind.rawValue)")
        .attribute(named: "role", value: "status")
    }
}
