import Vapor

/// Households in the web app: list and create, members, roles, leaving.
struct HouseholdPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(HouseholdRoute.list, use: list)
        routes.post(HouseholdRoute.list, use: create)
        routes.get(HouseholdRoute.detail(.key), use: show)
        routes.post(HouseholdRoute.detail(.key), use: update)
        routes.post(HouseholdRoute.members(.key), use: addMember)
        routes.post(HouseholdRoute.memberRole(.key, member: .key), use: changeRole)
        routes.post(HouseholdRoute.memberRemoval(.key, member: .key), use: removeMember)
        routes.get(HouseholdRoute.deletion(.key), use: confirmDeletion)
        routes.post(HouseholdRoute.deletion(.key), use: delete)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let summaries = try await request.households.households(of: user)
        return HouseholdListPage.View(context: request.web, model: .init(households: summaries, form: FormState())).response()
    }

    @Sendable
    func create(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(HouseholdForm.self)
        do {
            let household = try await request.households.create(name: form.name ?? "", description: form.description, by: user)
            if form.starterRecipes == "on" {
                _ = try await request.recipes.addStarterRecipes(to: try household.requireID(), language: request.web.language, by: user)
            }
            request.setFlash(.success, request.web.text.text(.flashHouseholdCreated, [household.name]))
            return request.redirect(to: HouseholdRoute.detail(.value(try household.requireID())))
        } catch let error as AppError {
            let summaries = try await request.households.households(of: user)
            let state = FormState(values: ["name": form.name ?? "", "description": form.description ?? "", "starterRecipes": form.starterRecipes ?? ""],
                                  error: error, text: request.web.text, fields: ["name", "description"])
            return HouseholdListPage.View(context: request.web, model: .init(households: summaries, form: state)).response(status: error.kind.httpStatus)
        }
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let access = try await access(request)
        return try await detailPage(request, access, state: FormState())
    }

    @Sendable
    func update(request: Request) async throws -> Response {
        let access = try await access(request)
        let form = try request.content.decode(HouseholdForm.self)
        do {
            try await request.households.update(access, name: form.name, description: form.description ?? "")
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: HouseholdRoute.detail(.value(access.householdID)))
        } catch let error as AppError where error.kind == .invalidInput {
            let state = FormState(values: ["name": form.name ?? "", "description": form.description ?? ""],
                                  error: error, text: request.web.text, fields: ["name", "description"])
            return try await detailPage(request, access, state: state, status: .badRequest)
        }
    }

    @Sendable
    func addMember(request: Request) async throws -> Response {
        let access = try await access(request)
        let form = try request.content.decode(MemberForm.self)
        let typed = (form.login ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            try await request.households.addMember(access, login: try AccountRules.login(typed))
            request.setFlash(.success, request.web.text[.flashMemberAdded])
            return request.redirect(to: HouseholdRoute.detail(.value(access.householdID)))
        } catch let error as AppError where error.kind != .forbidden {
            var state = FormState(values: ["login": typed])
            state.fieldErrors["login"] = request.web.text.sentence(for: error)
            return try await detailPage(request, access, state: state, status: error.kind.httpStatus)
        }
    }

    @Sendable
    func changeRole(request: Request) async throws -> Response {
        let access = try await access(request)
        let form = try request.content.decode(RoleForm.self)
        guard let role = form.role.flatMap(HouseholdRole.init(rawValue:)) else {
            throw AppError.invalid("role", .errorFieldValueNotAllowed, ["role"])
        }
        try await request.households.changeRole(access, of: try memberID(request), to: role)
        request.setFlash(.success, request.web.text[.flashSaved])
        return request.redirect(to: HouseholdRoute.detail(.value(access.householdID)))
    }

    @Sendable
    func removeMember(request: Request) async throws -> Response {
        let access = try await access(request)
        let memberID = try memberID(request)
        do {
            try await request.households.removeMember(access, userID: memberID)
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
            return request.redirect(to: HouseholdRoute.detail(.value(access.householdID)))
        }
        if memberID == access.userID {
            request.setFlash(.success, request.web.text[.flashLeftHousehold])
            return request.redirect(to: HouseholdRoute.list)
        }
        request.setFlash(.success, request.web.text[.flashMemberRemoved])
        return request.redirect(to: HouseholdRoute.detail(.value(access.householdID)))
    }

    /// Deleting a household starts on a page that says what goes with it and asks for its name.
    @Sendable
    func confirmDeletion(request: Request) async throws -> Response {
        let access = try await access(request)
        try access.requireOwner()
        return try await deletionPage(request, access, state: FormState())
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let access = try await access(request)
        let form = try request.content.decode(DeletionForm.self)
        do {
            let name = try await request.households.delete(access, confirmingName: form.confirmName)
            request.setFlash(.success, request.web.text.text(.flashHouseholdDeleted, [name]))
            return request.redirect(to: HouseholdRoute.list)
        } catch let error as AppError where error.kind == .invalidInput {
            let state = FormState(values: ["confirmName": form.confirmName ?? ""], error: error, text: request.web.text, fields: ["confirmName"])
            return try await deletionPage(request, access, state: state, status: .badRequest)
        }
    }

    private func deletionPage(
        _ request: Request, _ access: HouseholdService.Access, state: FormState, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let households = request.households
        guard let name = try await households.name(of: access.householdID) else { throw AppError.notFound(.errorHouseholdNotFound) }
        let counted = try await households.holdings(access, counters: request.application.householdHoldings)
        let model = HouseholdDeletionPage.Model(
            householdID: access.householdID, name: name, members: counted.members, holdings: counted.holdings, form: state)
        return HouseholdDeletionPage.View(context: request.web, model: model).response(status: status)
    }

    private func detailPage(
        _ request: Request, _ access: HouseholdService.Access, state: FormState, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let model = HouseholdDetailPage.Model(detail: try await request.households.detail(access), form: state)
        return HouseholdDetailPage.View(context: request.web, model: model).response(status: status)
    }

    private func access(_ request: Request) async throws -> HouseholdService.Access {
        let user = try request.requireWebUser()
        guard let id = request.parameters.get(.householdID, as: UUID.self) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        return try await request.households.access(id, for: user)
    }

    private func memberID(_ request: Request) throws -> UUID {
        guard let id = request.parameters.get(.userID, as: UUID.self) else {
            throw AppError.notFound(.errorMemberNotFound)
        }
        return id
    }

    private struct HouseholdForm: Content {
        var name: String?
        var description: String?
        var starterRecipes: String?
    }

    private struct MemberForm: Content {
        var login: String?
    }

    private struct DeletionForm: Content {
        var confirmName: String?
    }

    private struct RoleForm: Content {
        var role: String?
    }
}
