import Foundation
import LarderCore

/// Turns the pairing catalogue's values into the API's schemas, names in the caller's language.
struct PairingPresenter {
    let view: PairingCatalogueView
    let language: String

    func category(_ category: PairingCategory) -> Components.Schemas.PairingCategory {
        .init(
            id: category.id, names: names(category.names), name: category.names[language],
            role: category.isMain ? .main : .secondary, pairsWith: category.pairsWith)
    }

    func product(_ product: PairingProduct) -> Components.Schemas.PairingProduct {
        let catalogue = view.catalogue
        return .init(
            id: product.id, names: names(product.names), name: product.names[language], categoryId: product.category,
            picture: product.picture, foodName: product.food, foodId: view.foodIDs[product.id]?.uuidString,
            flavorName: product.flavorName, scope: view.isShared(product.id) ? .shared : .household, isMain: catalogue.isMain(product),
            partners: catalogue.partners(of: product.id))
    }

    func partner(_ entry: PartnerEntry) -> Components.Schemas.PairingPartner {
        let suggestion = entry.suggestion
        return .init(
            product: product(entry.product), listed: entry.listed, score: suggestion?.score,
            recipesTogether: suggestion?.recipesTogether, sharedCompoundCount: suggestion?.sharedCompoundCount,
            sharedCompounds: suggestion?.sharedCompounds, reason: suggestion?.summary)
    }

    func group(_ group: PartnerGroup) -> Components.Schemas.PairingPartnerGroup {
        .init(category: category(group.category), partners: group.partners.map(partner))
    }

    func saved(_ saved: PairingService.SavedCombination) -> Components.Schemas.SavedPairingCombination {
        .init(
            id: saved.id.uuidString, householdId: saved.householdID.uuidString, name: saved.name, mainId: saved.combination.main,
            partnerIds: saved.combination.partners, products: saved.products.map(product), createdAt: saved.createdAt)
    }

    private func names(_ names: PairingNames) -> Components.Schemas.PairingNames {
        .init(en: names.en, uk: names.uk, ru: names.ru)
    }
}
