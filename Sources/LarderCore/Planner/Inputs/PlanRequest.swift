/// Everything the planner needs: the days and meals to plan, who eats, the recipes it may
/// choose from, the pantry, the rules, and the slots as they are now.
public struct PlanRequest: Hashable, Sendable {
    /// The plan's days. Week rules count in blocks of seven from the first.
    public var days: [CalendarDay]
    /// The meals planned each day.
    public var meals: [Meal]
    public var eaters: [PlanEater]
    public var recipes: [PlanRecipe]
    /// Simple foods the planner may add to a person's day beside the dishes; none by default.
    /// A fill of the whole plan or of a day plans each of its person-days' extras afresh; a fill
    /// of one slot adds none.
    public var extras: [PlanExtra]
    /// Extras already planned that stay, counted in their days' totals.
    public var keptExtras: [KeptExtra]
    public var stock: [PlanStockItem]
    public var rules: PlanRules
    /// What is known of particular slots; a slot not listed is empty and eaten by everyone.
    public var slots: [PlanSlotKey: PlanSlotSetup]
    /// What to (re)fill; every slot outside it keeps what it holds.
    public var scope: PlanScope

    public init(
        days: [CalendarDay], meals: [Meal] = [.breakfast, .lunch, .dinner], eaters: [PlanEater], recipes: [PlanRecipe],
        stock: [PlanStockItem] = [], rules: PlanRules = PlanRules(), slots: [PlanSlotKey: PlanSlotSetup] = [:],
        scope: PlanScope = .everything, extras: [PlanExtra] = [], keptExtras: [KeptExtra] = []
    ) {
        self.days = days
        self.meals = meals
        self.eaters = eaters
        self.recipes = recipes
        self.extras = extras
        self.keptExtras = keptExtras
        self.stock = stock
        self.rules = rules
        self.slots = slots
        self.scope = scope
    }
}

/// What a run of the planner fills.
public enum PlanScope: Hashable, Sendable {
    /// Every unlocked slot.
    case everything
    /// The unlocked slots of one day.
    case day(CalendarDay)
    /// One slot (unless it is locked).
    case slot(PlanSlotKey)
    /// Nothing: the plan is only measured, as it stands.
    case nothing

    func contains(_ key: PlanSlotKey) -> Bool {
        switch self {
        case .nothing: false
        case .everything: true
        case .day(let day): key.day == day
        case .slot(let slot): key == slot
        }
    }
}
