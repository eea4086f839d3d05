import LarderCore

/// The phrase for each of the reminders' named things.
extension BuiltInSmartList {
    var phrase: Phrase {
        switch self {
        case .today: .remindersToday
        case .scheduled: .remindersScheduled
        case .overdue: .remindersOverdue
        case .flagged: .remindersFlagged
        case .all: .remindersAll
        case .completed: .remindersCompleted
        }
    }
}

extension ReminderTopic {
    var phrase: Phrase {
        switch self {
        case .groceries: .remindersTopicGroceries
        case .cooking: .remindersTopicCooking
        case .home: .remindersTopicHome
        case .health: .remindersTopicHealth
        case .work: .remindersTopicWork
        case .errands: .remindersTopicErrands
        }
    }
}

extension ReminderPriority {
    var phrase: Phrase {
        switch self {
        case .none: .remindersPriorityNone
        case .low: .remindersPriorityLow
        case .medium: .remindersPriorityMedium
        case .high: .remindersPriorityHigh
        }
    }
}

extension RepeatPreset {
    var phrase: Phrase {
        switch self {
        case .never: .remindersRepeatNever
        case .daily: .remindersRepeatDaily
        case .weekdays: .remindersRepeatWeekdays
        case .weekly: .remindersRepeatWeekly
        case .everyTwoWeeks: .remindersRepeatEveryTwoWeeks
        case .monthly: .remindersRepeatMonthly
        case .everyThreeMonths: .remindersRepeatEveryThreeMonths
        case .everySixMonths: .remindersRepeatEverySixMonths
        case .yearly: .remindersRepeatYearly
        }
    }
}
