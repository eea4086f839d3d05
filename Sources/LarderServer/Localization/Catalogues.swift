/// Every module's catalogue, decoded once into one table per language so that a lookup stays a
/// dictionary read: a page asks for hundreds of phrases.
enum Catalogues {
    static let all: [Catalogue] = [
        Catalogue(
            "Accounts", en: PackageResources.accounts_en_json, uk: PackageResources.accounts_uk_json,
            ru: PackageResources.accounts_ru_json),
        Catalogue(
            "Admin", en: PackageResources.admin_en_json, uk: PackageResources.admin_uk_json,
            ru: PackageResources.admin_ru_json),
        Catalogue(
            "Devices", en: PackageResources.devices_en_json, uk: PackageResources.devices_uk_json,
            ru: PackageResources.devices_ru_json),
        Catalogue(
            "Foods", en: PackageResources.foods_en_json, uk: PackageResources.foods_uk_json,
            ru: PackageResources.foods_ru_json),
        Catalogue(
            "Households", en: PackageResources.households_en_json, uk: PackageResources.households_uk_json,
            ru: PackageResources.households_ru_json),
        Catalogue(
            "Nutrition", en: PackageResources.nutrition_en_json, uk: PackageResources.nutrition_uk_json,
            ru: PackageResources.nutrition_ru_json),
        Catalogue(
            "Pairing", en: PackageResources.pairing_en_json, uk: PackageResources.pairing_uk_json,
            ru: PackageResources.pairing_ru_json),
        Catalogue(
            "Pantry", en: PackageResources.pantry_en_json, uk: PackageResources.pantry_uk_json,
            ru: PackageResources.pantry_ru_json),
        Catalogue(
            "Photos", en: PackageResources.photos_en_json, uk: PackageResources.photos_uk_json,
            ru: PackageResources.photos_ru_json),
        Catalogue(
            "Planner", en: PackageResources.planner_en_json, uk: PackageResources.planner_uk_json,
            ru: PackageResources.planner_ru_json),
        Catalogue(
            "Recipes", en: PackageResources.recipes_en_json, uk: PackageResources.recipes_uk_json,
            ru: PackageResources.recipes_ru_json),
        Catalogue(
            "Reminders", en: PackageResources.reminders_en_json, uk: PackageResources.reminders_uk_json,
            ru: PackageResources.reminders_ru_json),
        Catalogue(
            "Shopping", en: PackageResources.shopping_en_json, uk: PackageResources.shopping_uk_json,
            ru: PackageResources.shopping_ru_json),
        Catalogue(
            shared, en: PackageResources.shared_en_json, uk: PackageResources.shared_uk_json,
            ru: PackageResources.shared_ru_json),
    ]

    /// The catalogue of phrases several modules say, or only the shared kernel (`Web/`, `Errors/`, …).
    static let shared = "Shared"

    static let english = table(.en)
    static let ukrainian = table(.uk)
    static let russian = table(.ru)

    static func table(for language: Language) -> [Phrase: String] {
        switch language {
        case .en: english
        case .uk: ukrainian
        case .ru: russian
        }
    }

    /// A file that does not read stops the server at its first sentence. That is safe only because
    /// the files are embedded: the tests read the very bytes the binary carries.
    private static func table(_ language: Language) -> [Phrase: String] {
        var table: [Phrase: String] = [:]
        for catalogue in all {
            do {
                table.merge(try Catalogue.phrases(in: catalogue.files[language] ?? [])) { first, _ in first }
            } catch {
                fatalError("The \(catalogue.module) catalogue in \(language.rawValue) does not read: \(error)")
            }
        }
        return table
    }
}
