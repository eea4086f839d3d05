import Fluent
import Foundation

/// A household's photo recipes. Every call carries proof of membership (`HouseholdService.Access`),
/// so a stranger never gets this far.
struct PhotoRecipeService {
    let db: any Database
    let store: PhotoStore

    /// A photo recipe with the name of whoever added it.
    struct Entry: Sendable {
        var photoRecipe: PhotoRecipe
        var addedBy: String?
    }

    static let captionLimit = 200

    /// The caption tidied, or 400 naming `caption`.
    static func caption(_ text: String) throws -> String {
        let caption = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !caption.isEmpty else { throw AppError.invalid("caption", .errorFieldRequired, ["caption"]) }
        guard caption.count <= captionLimit else {
            throw AppError.invalid("caption", .errorFieldTooLong, ["caption", String(captionLimit)])
        }
        return caption
    }

    /// Newest first.
    func list(_ access: HouseholdService.Access) async throws -> [Entry] {
        let photos = try await PhotoRecipe.query(on: db).filter(\.$householdID == access.householdID)
            .sort(\.$createdAt, .descending).sort(\.$id).all()
        let names = try await db.people.names(of: Set(photos.compactMap(\.addedBy)))
        return photos.map { Entry(photoRecipe: $0, addedBy: $0.addedBy.flatMap { names[$0] }) }
    }

    func create(_ access: HouseholdService.Access, caption: String, photo: [UInt8], by user: Person) async throws -> Entry {
        let caption = try Self.caption(caption)
        let name = try store.save(photo)
        let photoRecipe = PhotoRecipe(householdID: access.householdID, addedBy: access.userID, caption: caption, photo: name)
        try await photoRecipe.create(on: db)
        return Entry(photoRecipe: photoRecipe, addedBy: user.name)
    }

    /// Deletes the entry. The file stays: photos are shared by content, and another entry or
    /// recipe may show the same one.
    func delete(_ id: UUID, _ access: HouseholdService.Access) async throws {
        guard let photoRecipe = try await PhotoRecipe.query(on: db).filter(\.$id == id)
            .filter(\.$householdID == access.householdID).first()
        else { throw AppError.notFound(.errorPhotoRecipeNotFound, field: "photoRecipeId") }
        try await photoRecipe.delete(on: db)
    }
}
