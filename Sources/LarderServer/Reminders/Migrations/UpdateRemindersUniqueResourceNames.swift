import Foundation
import Fluent
import SQLKit

/// One resource name names one reminder in a list, so two phones putting the same new name at
/// once make one reminder, not two. Names stored twice before this (that race) are kept on the
/// oldest reminder; the others are served again under their own ids.
struct UpdateRemindersUniqueResourceNames: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = try database.sql()
        let twice = try await sql.select().column("list_id").column("resource_name").from(Reminder.schema)
            .where("resource_name", .isNot, SQLLiteral.null)
            .groupBy("list_id").groupBy("resource_name")
            .having(SQLFunction("count", args: SQLLiteral.all), .greaterThan, SQLLiteral.numeric("1"))
            .all()
        for row in twice {
            let listID = try row.decode(column: "list_id", as: UUID.self)
            let name = try row.decode(column: "resource_name", as: String.self)
            let named = try await Reminder.query(on: database).filter(\.$listID == listID).filter(\.$resourceName == name)
                .sort(\.$createdAt).all()
            for reminder in named.dropFirst() {
                reminder.resourceName = nil
                try await reminder.save(on: database)
            }
        }
        try await sql.drop(index: "reminders_list_resource_name").run()
        try await sql.create(index: "reminders_list_resource_name").unique().on(Reminder.schema).column("list_id").column("resource_name").run()
    }

    func revert(on database: any Database) async throws {
        let sql = try database.sql()
        try await sql.drop(index: "reminders_list_resource_name").run()
        try await sql.create(index: "reminders_list_resource_name").on(Reminder.schema).column("list_id").column("resource_name").run()
    }
}
