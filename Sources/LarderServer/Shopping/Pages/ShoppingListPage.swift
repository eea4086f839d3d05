import Foundation
import LarderCore

/// One list to shop from: an add field at the top, the items under aisle (or recipe) headings
/// with big tap targets to tick them off, then clearing, sharing and the list's settings. The
/// `#shopping-list` section is what the script swaps in place after a change, from this page or
/// from anyone else in the household (live, over server-sent events).
enum ShoppingListPage {
    struct Model {
        var listID: UUID
        var contents: ShoppingListContents
        var stores: [ShoppingStoreSummary]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let contents = model.contents
            return Page(title: contents.list.shownName(text), tab: .shopping) {
                Div {
                    H1(contents.list.shownName(text))
                    Link(text[.shoppingBackToLists], url: ShoppingRoute.overview.path).class("button button-secondary button-small")
                }
                .class("page-header")
                Paragraph(text[.shoppingOfflineQueued]).class("flash flash-error offline-note").attribute(named: "hidden", value: "hidden")
                Element(name: "section") { listBody(text) }
                    .id("shopping-list")
                    .attribute(named: "data-shopping-events", value: ShoppingRoute.events(household: .value(contents.householdID)).path)
                    .attribute(named: "data-list-id", value: listID)
                    .attribute(named: "aria-live", value: "polite")
                settings(text)
            }
        }
    }
}

extension ShoppingListPage.View {
    private var contents: ShoppingListContents { model.contents }
    private var listID: String { model.listID.uuidString }
    private var list: Parameter<UUID> { .value(model.listID) }


    @ComponentBuilder
    private func listBody(_ text: Localizer) -> Component {
        Form(url: ShoppingRoute.items(list).path, method: .post) {
            CSRFField(token: context.csrfToken)
            groupingField
            Element(name: "label") { Text(text[.shoppingAddLabel]) }.attribute(named: "for", value: "shopping-add-text").class(
                "visually-hidden")
            Input(type: .text, name: "text")
                .id("shopping-add-text")
                .attribute(named: "placeholder", value: text[.shoppingAddPlaceholder])
                .attribute(named: "autocomplete", value: "off")
                .attribute(named: "maxlength", value: String(ShoppingListService.Limits.text))
                .attribute(named: "required", value: "required")
                .attribute(named: "list", value: "shopping-food-suggestions")
                .attribute(named: "data-food-suggest", value: LarderAPI.foodSearchPath)
            Element(name: "datalist") { EmptyComponent() }.id("shopping-food-suggestions")
            Button(text[.shoppingAddButton]).attribute(named: "type", value: "submit").class("button button-primary")
        }
        .class("shopping-add")
        .attribute(named: "data-shopping-form", value: "true")
        Navigation {
            for (grouping, phrase) in [
                (ShoppingListService.Grouping.aisle, Phrase.shoppingGroupByAisle), (.recipe, .shoppingGroupByRecipe),
            ] {
                Link(text[phrase], url: ShoppingRoute.list(list).path(query: ["groupBy": grouping == .aisle ? nil : "recipe"]))
                    .class(grouping == contents.grouping ? "segment active" : "segment")
                    .attribute(named: "aria-current", value: grouping == contents.grouping ? "true" : nil)
            }
        }
        .class("segmented segmented-small")
        .attribute(named: "aria-label", value: text[.shoppingGroupingLabel])
        if contents.isEmpty {
            EmptyState(icon: Icons.shopping, title: text[.shoppingListEmptyTitle], message: text[.shoppingListEmptyMessage])
        }
        for group in contents.groups {
            groupSection(group, text)
        }
        coveredSection(text)
        if !contents.isEmpty {
            Div {
                if contents.list.checkedCount > 0 {
                    Link(text[.shoppingBoughtOpen], url: ShoppingRoute.bought(list).path).class("button button-primary")
                    form(ShoppingRoute.clearChecked(list).path, label: text[.shoppingClearChecked], style: "button-secondary")
                }
                Link(text[.shoppingShare], url: ShoppingRoute.share(list).path).class("button button-secondary")
                Link(text[.shoppingExportCSV], url: ShoppingRoute.export(list).path).class("button button-secondary")
                    .attribute(named: "download", value: "shopping-list.csv")
            }
            .class("button-row shopping-actions")
        }
        Div { PostButton(action: ShoppingRoute.lowStock(list).path, label: text[.shoppingAddLowStock], token: context.csrfToken) }
            .class("shopping-low-stock")
    }

    private func groupSection(_ group: ShoppingItemGroup, _ text: Localizer) -> Component {
        Div {
            Div {
                H2(ShoppingListText.title(of: group.key, text: text))
                if let id = group.recipeID {
                    form(
                        ShoppingRoute.recipeRemoval(list, recipe: .value(id)).path, label: text[.shoppingRemoveRecipe],
                        style: "button-secondary button-small")
                }
            }
            .class("shopping-group-header")
            Element(name: "ul") {
                for item in group.items {
                    ShoppingItemRow(item: item, listID: model.listID, grouping: contents.grouping, token: context.csrfToken, text: text)
                }
            }
            .class("shopping-items")
        }
        .class("shopping-group")
    }

    /// What the pantry already holds in full, folded away under "you have these".
    private func coveredSection(_ text: Localizer) -> Component {
        let covered = contents.covered
        guard !covered.isEmpty else { return EmptyComponent() }
        return Element(name: "details") {
            Element(name: "summary") { Text(text.text(.shoppingCoveredTitle, [String(covered.count)])) }
            Element(name: "ul") {
                for item in covered {
                    ShoppingItemRow(item: item, listID: model.listID, grouping: contents.grouping, token: context.csrfToken, text: text)
                }
            }
            .class("shopping-items")
        }
        .class("shopping-group shopping-covered")
    }

    /// A one-button form that posts in the background (with the script) and keeps the grouping.
    private func form(_ action: String, label: String, style: String) -> Component {
        Form(url: action, method: .post) {
            CSRFField(token: context.csrfToken)
            groupingField
            Button(label).attribute(named: "type", value: "submit").class("button \(style)")
        }
        .class("inline-form")
        .attribute(named: "data-shopping-form", value: "true")
    }

    private var groupingField: Component {
        contents.grouping == .recipe ? Input(type: .hidden, name: "groupBy", value: "recipe") : EmptyComponent()
    }

    private func settings(_ text: Localizer) -> Component {
        Element(name: "details") {
            Element(name: "summary") { Text(text[.shoppingSettings]) }
            Form(url: ShoppingRoute.settings(list).path, method: .post) {
                CSRFField(token: context.csrfToken)
                FormField(label: text[.shoppingListName], name: "name", value: contents.list.shownName(text), isRequired: true)
                SelectField(
                    label: text[.shoppingUnitsLabel], name: "measurementSystem",
                    options: [
                        (MeasurementSystem.metric.rawValue, text[.shoppingUnitsMetric]),
                        (MeasurementSystem.us.rawValue, text[.shoppingUnitsUS]),
                    ],
                    selected: contents.measurementSystem.rawValue)
                SelectField(
                    label: text[.shoppingStoreLabel], name: "storeId",
                    options: [("", text[.shoppingStoreNone])] + model.stores.map { ($0.id.uuidString, $0.name) },
                    selected: contents.storeID?.uuidString ?? "")
                Div {
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                    Link(text[.shoppingStoresTitle], url: ShoppingRoute.stores(household: .value(contents.householdID)).path)
                        .class("button button-secondary")
                }
                .class("button-row")
            }
            if !contents.list.isDefault {
                PostButton(
                    action: ShoppingRoute.deletion(list).path, label: text[.shoppingDeleteList], token: context.csrfToken, style: "button-danger",
                    confirmation: text[.shoppingDeleteListConfirm])
            }
        }
        .class("card shopping-settings")
    }
}
