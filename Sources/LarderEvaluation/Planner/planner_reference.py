#!/usr/bin/env python3
"""Reference solver for Larder's meal planner: solves PlannerProblem instances exactly as a
mixed-integer linear programme with scipy.optimize.milp (HiGHS).

Input (stdin or the file named first): JSON {"instances": [{"problem": <PlannerProblem>,
"assignment": <PlannerAssignment>}]} as LarderCore encodes them. Output (stdout): one JSON
object per instance and line: {"status", "optimum", "assignmentCost", "recipes", "halves",
"seconds"}, where "optimum" is the MILP's objective, "assignmentCost" the given assignment's
cost computed here from the definition, and "recipes"/"halves" the MILP's solution.

The objective (ObjectiveWeights in LarderCore) is, over every eater-day and nutrient n:
    w_n*|d_n| + bandExcess*max(0, |d_n| - band_n),   d_n = (total_n - target_n)/target_n
  + rule * (weekly counts short of atLeast / over atMost + pairs of cookings of one recipe
            fewer than noRepeatDays apart)
  + expiring * sum over stock terms of max(0, G - U)/G
  + the chosen candidates' costs
  + each recipe's costPerHalf times the halves eaten of it (extras beside the dishes).
Each |.| and max(0, .) is linearised with a continuous variable bounded below by its
arguments; the objective minimises them, so the linearisation is exact.
"""
import json
import sys
import time

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import coo_matrix


class Model:
    def __init__(self):
        self.cost, self.lower, self.upper, self.integer = [], [], [], []
        self.rows, self.cols, self.vals, self.row_lo, self.row_hi = [], [], [], [], []

    def var(self, cost=0.0, lower=0.0, upper=np.inf, integer=False):
        self.cost.append(cost)
        self.lower.append(lower)
        self.upper.append(upper)
        self.integer.append(1 if integer else 0)
        return len(self.cost) - 1

    def row(self, terms, lo, hi):
        index = len(self.row_lo)
        for column, value in terms:
            if value != 0:
                self.rows.append(index)
                self.cols.append(column)
                self.vals.append(value)
        self.row_lo.append(lo)
        self.row_hi.append(hi)

    def solve(self, time_limit):
        n = len(self.cost)
        matrix = coo_matrix((self.vals, (self.rows, self.cols)), shape=(len(self.row_lo), n)).tocsr()
        constraints = [LinearConstraint(matrix, self.row_lo, self.row_hi)] if self.row_lo else []
        return milp(
            c=np.array(self.cost), integrality=np.array(self.integer), bounds=Bounds(self.lower, self.upper),
            constraints=constraints,
            options={"time_limit": time_limit, "mip_rel_gap": 1e-6, "disp": False})


def close_pairs(problem):
    window = problem["noRepeatDays"]
    if window <= 0:
        return []
    groups = problem["groups"]
    cooking = [g for g, group in enumerate(groups) if group["cooks"] and group["candidates"]]
    return [(a, b) for i, a in enumerate(cooking) for b in cooking[i + 1:]
            if abs(groups[a]["day"] - groups[b]["day"]) < window]


def build(problem):
    w = problem["weights"]
    recipes, groups, slots = problem["recipes"], problem["groups"], problem["slots"]
    model = Model()
    y = {}  # (group, candidate) -> binary
    h = {}  # (slot, portion, candidate) -> integer halves
    for g, group in enumerate(groups):
        for c, candidate in enumerate(group["candidates"]):
            y[g, c] = model.var(cost=candidate["cost"], upper=1, integer=True)
        if group["candidates"]:
            model.row([(y[g, c], 1) for c in range(len(group["candidates"]))], 1, 1)
    for s, slot in enumerate(slots):
        g = slot["group"]
        for p, portion in enumerate(slot["portions"]):
            for c, candidate in enumerate(groups[g]["candidates"]):
                per_half = recipes[candidate["recipe"]].get("costPerHalf", 0.0)
                var = model.var(cost=per_half, upper=portion["maxHalves"], integer=True)
                h[s, p, c] = var
                model.row([(var, 1), (y[g, c], -portion["minHalves"])], 0, np.inf)
                model.row([(var, 1), (y[g, c], -portion["maxHalves"])], -np.inf, 0)
    for g, group in enumerate(groups):
        if group.get("maxHalves") is not None and group["candidates"]:
            terms = [(h[s, p, c], 1) for s in group["slots"] for p in range(len(slots[s]["portions"]))
                     for c in range(len(group["candidates"]))]
            model.row(terms, -np.inf, group["maxHalves"])
    # Nutrition: |d| and the excess beyond the band, per eater-day and nutrient.
    by_day = {e: [] for e in range(len(problem["eaterDays"]))}
    for s, slot in enumerate(slots):
        for p, portion in enumerate(slot["portions"]):
            by_day[portion["eaterDay"]].append((s, p, slot["group"]))
    weights = [w["energy"], w["macro"], w["macro"], w["macro"]]
    for e, eater_day in enumerate(problem["eaterDays"]):
        for n in range(4):
            target = eater_day["targets"][n]
            terms = []
            for s, p, g in by_day[e]:
                for c, candidate in enumerate(groups[g]["candidates"]):
                    terms.append((h[s, p, c], recipes[candidate["recipe"]]["perServing"][n] / 2 / target))
            off = model.var(cost=weights[n])
            excess = model.var(cost=w["bandExcess"])
            # off >= (total - target)/target and off >= (target - total)/target
            model.row([(off, 1)] + [(v, -k) for v, k in terms], -1, np.inf)
            model.row([(off, 1)] + [(v, k) for v, k in terms], 1, np.inf)
            model.row([(excess, 1), (off, -1)], -w["bands"][n], np.inf)
    # Weekly counts.
    for rule in problem["countRules"]:
        members = set(rule["recipes"])
        terms = []
        for s in rule["slots"]:
            g = slots[s]["group"]
            terms += [(y[g, c], 1) for c, cand in enumerate(groups[g]["candidates"]) if cand["recipe"] in members]
        if rule.get("atLeast") is not None:
            short = model.var(cost=w["rule"])
            model.row([(short, 1)] + terms, rule["atLeast"], np.inf)
        if rule.get("atMost") is not None:
            over = model.var(cost=w["rule"])
            model.row([(over, 1)] + [(v, -1) for v, _ in terms], -rule["atMost"], np.inf)
    # Repeats: z >= y1 + y2 - 1 for the same recipe in two close groups.
    for a, b in close_pairs(problem):
        position = {cand["recipe"]: c for c, cand in enumerate(groups[b]["candidates"])}
        for c, cand in enumerate(groups[a]["candidates"]):
            if cand["recipe"] in position:
                z = model.var(cost=w["rule"])
                model.row([(z, 1), (y[a, c], -1), (y[b, position[cand["recipe"]]], -1)], -1, np.inf)
    # Expiring stock: shortfall >= G - used by its last day.
    for term in problem["stockTerms"]:
        terms = []
        for g, group in enumerate(groups):
            if not group["cooks"] or group["day"] > term["lastDay"]:
                continue
            for c, cand in enumerate(group["candidates"]):
                grams = sum(f["grams"] for f in recipes[cand["recipe"]]["foodGrams"] if f["food"] == term["food"])
                if grams == 0:
                    continue
                for s in group["slots"]:
                    for p in range(len(slots[s]["portions"])):
                        terms.append((h[s, p, c], grams / 2))
        short = model.var(cost=w["expiring"] / term["grams"])
        model.row([(short, 1)] + terms, term["grams"], np.inf)
    return model, y, h


def cost_of(problem, recipes_chosen, halves):
    """The objective from its definition, for any assignment."""
    w = problem["weights"]
    recipes, groups, slots = problem["recipes"], problem["groups"], problem["slots"]
    totals = [[0.0] * 4 for _ in problem["eaterDays"]]
    for s, slot in enumerate(slots):
        r = recipes_chosen[slot["group"]]
        if r < 0:
            continue
        for p, portion in enumerate(slot["portions"]):
            for n in range(4):
                totals[portion["eaterDay"]][n] += halves[s][p] / 2 * recipes[r]["perServing"][n]
    weights = [w["energy"], w["macro"], w["macro"], w["macro"]]
    cost = 0.0
    for e, eater_day in enumerate(problem["eaterDays"]):
        for n in range(4):
            off = abs(totals[e][n] - eater_day["targets"][n]) / eater_day["targets"][n]
            cost += weights[n] * off + w["bandExcess"] * max(0.0, off - w["bands"][n])
    violations = 0
    for rule in problem["countRules"]:
        count = sum(1 for s in rule["slots"] if recipes_chosen[slots[s]["group"]] in set(rule["recipes"]))
        if rule.get("atLeast") is not None:
            violations += max(0, rule["atLeast"] - count)
        if rule.get("atMost") is not None:
            violations += max(0, count - rule["atMost"])
    for a, b in close_pairs(problem):
        if recipes_chosen[a] >= 0 and recipes_chosen[a] == recipes_chosen[b]:
            violations += 1
    cost += w["rule"] * violations
    for term in problem["stockTerms"]:
        used = 0.0
        for g, group in enumerate(groups):
            r = recipes_chosen[g]
            if not group["cooks"] or group["day"] > term["lastDay"] or r < 0:
                continue
            servings = sum(sum(halves[s]) for s in group["slots"]) / 2
            used += servings * sum(f["grams"] for f in recipes[r]["foodGrams"] if f["food"] == term["food"])
        cost += w["expiring"] * max(0.0, term["grams"] - used) / term["grams"]
    for g, group in enumerate(groups):
        for cand in group["candidates"]:
            if cand["recipe"] == recipes_chosen[g]:
                cost += cand["cost"]
    for s, slot in enumerate(slots):
        r = recipes_chosen[slot["group"]]
        if r >= 0:
            cost += recipes[r].get("costPerHalf", 0.0) * sum(halves[s])
    return cost


def solve(problem, time_limit):
    started = time.time()
    model, y, h = build(problem)
    result = model.solve(time_limit)
    seconds = time.time() - started
    if result.x is None:
        return {"status": int(result.status), "message": result.message, "seconds": seconds}
    x = result.x
    groups, slots = problem["groups"], problem["slots"]
    chosen = []
    for g, group in enumerate(groups):
        picks = [c for c in range(len(group["candidates"])) if x[y[g, c]] > 0.5]
        chosen.append(group["candidates"][picks[0]]["recipe"] if picks else -1)
    halves = []
    for s, slot in enumerate(slots):
        g = slot["group"]
        row = []
        for p in range(len(slot["portions"])):
            row.append(int(round(sum(x[h[s, p, c]] for c in range(len(groups[g]["candidates"]))))) if groups[g]["candidates"]
                       else slot["portions"][p]["minHalves"])
        halves.append(row)
    return {"status": int(result.status), "optimum": float(result.fun), "recipes": chosen, "halves": halves,
            "seconds": seconds}


def main():
    source = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    time_limit = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
    for instance in json.load(source)["instances"]:
        problem = instance["problem"]
        answer = solve(problem, time_limit)
        given = instance.get("assignment")
        if given is not None:
            answer["assignmentCost"] = cost_of(problem, given["recipes"], given["halves"])
        if "recipes" in answer:
            answer["solutionCost"] = cost_of(problem, answer["recipes"], answer["halves"])
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
