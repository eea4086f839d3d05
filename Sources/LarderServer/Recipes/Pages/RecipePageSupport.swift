import Foundation
import Vapor

extension AppError {
    /// The error worded with the label its field has on the form ("“Caption” is required"),
    /// not the API's name for it.
    func labelled(_ labels: [String: String]) -> AppError {
        var error = self
        if let field, error.arguments.first == field, let label = labels[field] {
            error.arguments[0] = label
        }
        return error
    }
}

extension Request {
    /// The signed-in administrator: a guest goes to sign in, anyone else is refused (403).
    func requireWebAdmin() throws -> Person {
        let user = try requireWebUser()
        guard user.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        return user
    }

    /// `?page=`, from 1 to 10,000.
    var pageNumber: Int {
        min(max((try? query.get(Int.self, at: "page")) ?? 1, 1), 10_000)
    }

    /// An id from the path; one that is not an id names nothing, so it is `notFound`.
    func pathID(_ key: RouteKey, notFound: Phrase) throws -> UUID {
        guard let id = parameters.get(key, as: UUID.self) else { throw AppError.notFound(notFound) }
        return id
    }

    /// The person's households, and the one the page is about: `?household=` when it is theirs,
    /// otherwise their first. A household that is not theirs is not found.
    func chosenHousehold(of user: Person, id: String?) async throws -> (all: [HouseholdService.Summary], chosen: HouseholdService.Access?) {
        let all = try await households.households(of: user)
        if let id, !id.isEmpty {
            guard let householdID = UUID(uuidString: id) else { throw AppError.notFound(.errorHouseholdNotFound) }
            return (all, try await households.access(householdID, for: user))
        }
        guard let first = all.first?.household.id else { return (all, nil) }
        return (all, try await households.access(first, for: user))
    }
}

