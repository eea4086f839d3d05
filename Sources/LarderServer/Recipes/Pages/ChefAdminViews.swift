import Foundation
import Plot
import Vapor

/// The admin chef pages' markup.
enum ChefAdminViews {
    static func list(
        _ context: WebContext, chefs: [Chef], total: Int, page: Int, per: Int, input: ChefInput, state: FormState,
        status: HTTPResponseStatus
    ) -> Response {
        let text = context.text
        return Page(title: text[.recipeChefsTitle], tab: .me) {
            AdminTabs(text: text, current: "chefs")
            H1(text[.recipeChefsTitle])
            if !chefs.isEmpty {
                Div {
                    Element(name: "ul") {
                        for chef in chefs {
                            let id = chef.id?.uuidString ?? ""
                            ListItem {
                                ChefAvatar(chef: chef)
                                Div {
                                    Link(chef.name, url: "/admin/chefs/\(id)").class("row-title")
                                    Div { Link("/chefs/\(id)", url: "/chefs/\(id)") }.class("row-meta")
                                }
                                .class("chef-row-text")
                            }
                        }
                    }
                    .class("card-list chef-list")
                    RecipePagination(page: page, total: total, per: per, text: text) { "/admin/chefs?page=\($0)" }
                }
                .class("card")
            }
            Element(name: "section") {
                H2(text[.recipeChefsAdd])
                ChefFields(action: "/admin/chefs", input: input, state: state, context: context, submit: text[.recipeChefsAdd])
            }
            .class("card")
            .id("new-chef")
        }
        .response(context, status: status)
    }

    static func edit(
        _ context: WebContext, chef: Chef, input: ChefInput, state: FormState, photoLimit: Int, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        let id = chef.id?.uuidString ?? ""
        return Page(title: chef.name, tab: .me) {
            AdminTabs(text: text, current: "chefs")
            Div {
                H1(chef.name)
                Link(text[.recipeChefPublicPage], url: "/chefs/\(id)").class("button button-secondary button-small")
            }
            .class("page-header")
            Element(name: "section") {
                ChefFields(action: "/admin/chefs/\(id)", input: input, state: state, context: context, submit: text[.save])
            }
            .class("card")
            Form(url: "/admin/chefs/\(id)/photo", method: .post) {
                CSRFField(token: context.csrfToken)
                RecipePhotoField(
                    label: text[.recipePhotoLabel], currentURL: chef.photo.map(RecipePresenter.photoPath), limit: photoLimit,
                    error: state.error("photo"), removable: false, text: text)
                Button(text[.recipePhotoRecipeUpload]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .class("chef-photo-form")
            Div {
                if chef.photo != nil {
                    PostButton(action: "/admin/chefs/\(id)/photo/remove", label: text[.recipePhotoRemove], token: context.csrfToken)
                }
                Link(text[.delete], url: "/admin/chefs/\(id)/delete").class("button button-danger")
            }
            .class("button-row")
        }
        .response(context, status: status)
    }

    static func confirmDelete(_ context: WebContext, chef: Chef) -> Response {
        let text = context.text
        let id = chef.id?.uuidString ?? ""
        return Page(title: text[.delete], tab: .me) {
            Div {
                H1(text.text(.recipeChefDeleteTitle, [chef.name]))
                Paragraph(text[.recipeChefDeleteWarning])
                Div {
                    PostButton(action: "/admin/chefs/\(id)/delete", label: text[.delete], token: context.csrfToken, style: "button-danger")
                    Link(text[.cancel], url: "/admin/chefs/\(id)").class("button button-secondary")
                }
                .class("button-row")
            }
            .class("card")
        }
        .response(context)
    }
}

/// Name, bio and links, for a new chef or an edit.
private struct ChefFields: Component {
    var action: String
    var input: ChefInput
    var state: FormState
    var context: WebContext
    var submit: String

    var body: Component {
        let text = context.text
        return Form(url: action, method: .post) {
            FormError(message: state.formError)
            CSRFField(token: context.csrfToken)
            FormField(label: text[.fieldName], name: "name", value: input.name, error: state.error("name"), isRequired: true)
            TextAreaField(label: text[.recipeChefBio], name: "bio", value: input.bio, error: state.error("bio"), rows: 4)
            TextAreaField(
                label: text[.recipeChefLinks], name: "links", value: input.links, error: state.error("links"),
                hint: text[.recipeChefLinksHint], rows: 3)
            Button(submit).attribute(named: "type", value: "submit").class("button button-primary")
        }
    }
}
