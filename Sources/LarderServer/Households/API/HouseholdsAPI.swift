import Foundation
import Vapor

extension LarderAPI {
    func listHouseholds(_ input: Operations.listHouseholds.Input) async throws -> Operations.listHouseholds.Output {
        let request = try self.request
        let summaries = try await request.households.households(of: request.requireUser())
        return .ok(.init(body: .json(summaries.map(Components.Schemas.Household.init))))
    }

    func createHousehold(_ input: Operations.createHousehold.Input) async throws -> Operations.createHousehold.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let household = try await request.households.create(name: body.name, description: body.description, by: user)
        if body.starterRecipes == true {
            _ = try await request.recipes.addStarterRecipes(to: try household.requireID(), language: user.preferredLanguage ?? .en, by: user)
        }
        let detail = try await householdDetail(try household.requireID(), for: user)
        return .created(.init(body: .json(detail)))
    }

    func getHousehold(_ input: Operations.getHousehold.Input) async throws -> Operations.getHousehold.Output {
        let request = try self.request
        let detail = try await householdDetail(uuid(input.path.householdId, field: "householdId"), for: request.requireUser())
        return .ok(.init(body: .json(detail)))
    }

    func updateHousehold(_ input: Operations.updateHousehold.Input) async throws -> Operations.updateHousehold.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        try await request.households.update(access, name: body.name, description: body.description)
        return .ok(.init(body: .json(try await householdDetail(access.householdID, for: user))))
    }

    func addHouseholdMember(_ input: Operations.addHouseholdMember.Input) async throws -> Operations.addHouseholdMember.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let login: AccountRules.Login = switch (body.email.nonEmpty, body.phone.nonEmpty) {
        case (let email?, nil): .email(try AccountRules.email(email))
        case (nil, let phone?): .phone(try AccountRules.phone(phone))
        case (nil, nil): throw AppError.invalid("email", .errorEmailOrPhoneRequired)
        case (_?, _?): throw AppError.invalid("phone", .errorEmailOrPhoneNotBoth)
        }
        try await request.households.addMember(access, login: login)
        return .created(.init(body: .json(try await householdDetail(access.householdID, for: user))))
    }

    func updateHouseholdMember(_ input: Operations.updateHouseholdMember.Input) async throws -> Operations.updateHouseholdMember.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let memberID = try uuid(input.path.userId, field: "userId")
        try await request.households.changeRole(access, of: memberID, to: HouseholdRole(body.role))
        return .ok(.init(body: .json(try await householdDetail(access.householdID, for: user))))
    }

    func removeHouseholdMember(_ input: Operations.removeHouseholdMember.Input) async throws -> Operations.removeHouseholdMember.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.households.removeMember(access, userID: uuid(input.path.userId, field: "userId"))
        return .noContent(.init())
    }

    func deleteHousehold(_ input: Operations.deleteHousehold.Input) async throws -> Operations.deleteHousehold.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        _ = try await request.households.delete(access, confirmingName: input.query.confirmName)
        return .noContent(.init())
    }

    func getHouseholdHoldings(_ input: Operations.getHouseholdHoldings.Input) async throws -> Operations.getHouseholdHoldings.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let counted = try await request.households.holdings(access, counters: request.application.householdHoldings)
        let holdings = counted.holdings.map { Components.Schemas.HouseholdHolding(kind: .init($0.kind), count: $0.count) }
        return .ok(.init(body: .json(.init(members: counted.members, holdings: holdings))))
    }

    /// The request, its signed-in user and their standing in the household named by the path.
    func householdAccess(_ householdID: String) async throws -> (Request, Person, HouseholdService.Access) {
        let request = try self.request
        let user = try request.requireUser()
        let access = try await request.households.access(uuid(householdID, field: "householdId"), for: user)
        return (request, user, access)
    }

    private func householdDetail(_ householdID: UUID, for user: Person) async throws -> Components.Schemas.HouseholdDetail {
        let households = try request.households
        let access = try await households.access(householdID, for: user)
        return .init(try await households.detail(access))
    }
}

extension Components.Schemas.Household {
    init(_ summary: HouseholdService.Summary) {
        self.init(
            id: summary.household.id.uuidString,
            name: summary.household.name,
            description: summary.household.description,
            myRole: .init(summary.role),
            memberCount: summary.memberCount,
            createdAt: summary.household.createdAt ?? Date(timeIntervalSince1970: 0)
        )
    }
}

extension Components.Schemas.HouseholdDetail {
    init(_ detail: HouseholdService.Detail) {
        self.init(
            id: detail.household.id.uuidString,
            name: detail.household.name,
            description: detail.household.description,
            myRole: .init(detail.role),
            members: detail.members.map { member in
                .init(
                    userId: member.userID.uuidString,
                    name: member.name,
                    email: member.email,
                    phone: member.phone,
                    role: .init(member.role),
                    joinedAt: member.joinedAt ?? Date(timeIntervalSince1970: 0)
                )
            },
            createdAt: detail.household.createdAt ?? Date(timeIntervalSince1970: 0)
        )
    }
}

extension Components.Schemas.HouseholdHoldingKind {
    init(_ kind: HouseholdHolding.Kind) {
        switch kind {
        case .recipes: self = .recipes
        case .publishedRecipes: self = .publishedRecipes
        case .pantryItems: self = .pantryItems
        case .shoppingLists: self = .shoppingLists
        case .reminderLists: self = .reminderLists
        case .reminders: self = .reminders
        case .planEntries: self = .planEntries
        case .savedCombinations: self = .savedCombinations
        }
    }
}

extension Components.Schemas.HouseholdRole {
    init(_ role: HouseholdRole) {
        switch role {
        case .owner: self = .owner
        case .member: self = .member
        }
    }
}

extension HouseholdRole {
    init(_ role: Components.Schemas.HouseholdRole) {
        switch role {
        case .owner: self = .owner
        case .member: self = .member
        }
    }
}
