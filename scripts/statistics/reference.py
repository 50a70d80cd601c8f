#!/usr/bin/python3
"""Makes common/results/statistics.reference.json: inputs and the outputs of established statistics
packages for the tests of common/results/statistics.ts (statistics.unit.test.ts reproduces each row
to 1e-6). Only to regenerate the fixture; CI reads the committed file and needs no Python.

Run with Debian's python3 (apt-get install python3-scipy python3-statsmodels):
    /usr/bin/python3 scripts/statistics/reference.py > common/results/statistics.reference.json
"""
import json
import sys

import numpy as np
import scipy
import statsmodels
from scipy import stats
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

rng = np.random.default_rng(20260935)


def counts_of(values):
    unique, counts = np.unique(values, return_counts=True)
    return [[float(v), int(c)] for v, c in zip(unique, counts)]


def welch_row(label, a, b):
    result = stats.ttest_ind(b, a, equal_var=False)
    va, vb = np.var(a, ddof=1) / len(a), np.var(b, ddof=1) / len(b)
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
    return {
        "label": label,
        "a": counts_of(a),
        "b": counts_of(b),
        "difference": float(np.mean(b) - np.mean(a)),
        "t": float(result.statistic),
        "df": float(df),
        "p": float(result.pvalue),
        "larger_than_chance_alone": bool(result.pvalue < 0.05),
    }


def likert(n, weights, points=(1, 2, 3, 4, 5)):
    weights = np.array(weights, dtype=float)
    return rng.choice(points, size=n, p=weights / weights.sum())


def from_counts(counts):
    return np.repeat([value for value, _ in counts], [count for _, count in counts]).astype(float)


welch = [
    # Issue 35, finding 2: "treat each other with respect", 9 answers then 7, 86.1 -> 64.3.
    welch_row("issue 35 finding 2 (9 -> 7)", from_counts([(5, 5), (4, 3), (3, 1)]),
              from_counts([(5, 1), (4, 3), (3, 2), (2, 1)])),
    welch_row("five per side", from_counts([(5, 2), (4, 2), (3, 1)]), from_counts([(4, 1), (3, 2), (2, 2)])),
    welch_row("two per side", np.array([3.0, 4.0]), np.array([5.0, 4.0])),
]
for i in range(36):
    n_a = int(rng.choice([3, 5, 8, 12, 25, 60, 150, 400]))
    n_b = int(rng.choice([3, 5, 8, 12, 25, 60, 150, 400]))
    if i % 3 == 2:
        a = likert(n_a, rng.uniform(0.2, 1, 11), points=tuple(range(11)))
        b = likert(n_b, rng.uniform(0.2, 1, 11), points=tuple(range(11)))
    else:
        a = likert(n_a, rng.uniform(0.1, 1, 5))
        b = likert(n_b, rng.uniform(0.1, 1, 5))
    if np.var(a) == 0 and np.var(b) == 0:
        continue
    welch.append(welch_row(f"random scale {i}", a, b))
for i in range(12):
    # Respondents' theme scores: means of a few items on 0..100, continuous.
    a = np.round(rng.normal(60, 18, int(rng.integers(4, 300))).clip(0, 100), 4)
    b = np.round(rng.normal(60 + rng.normal(0, 6), 18, int(rng.integers(4, 300))).clip(0, 100), 4)
    welch.append(welch_row(f"theme scores {i}", a, b))

paired = []
for i in range(24):
    n = int(rng.choice([2, 3, 5, 9, 20, 40, 120, 300]))
    theme = rng.normal(65, 15, n)
    others = theme - rng.normal(rng.normal(0, 6), 10, n)
    differences = np.round(theme - others, 4)
    if np.var(differences) == 0:
        continue
    result = stats.ttest_1samp(differences, 0.0)
    paired.append({
        "label": f"theme against the others {i}",
        "differences": [float(d) for d in differences],
        "difference": float(np.mean(differences)),
        "t": float(result.statistic),
        "df": float(n - 1),
        "p": float(result.pvalue),
        "larger_than_chance_alone": bool(result.pvalue < 0.05),
    })

wilson = []
for successes, n in [(3, 5), (0, 5), (5, 5), (1, 7), (6, 9), (9, 9), (5, 10), (7, 12), (20, 40), (21, 41),
                     (22, 43), (30, 44), (1, 50), (60, 100), (250, 400), (999, 1000), (0, 1), (1, 1)]:
    low, high = proportion_confint(successes, n, alpha=0.05, method="wilson")
    ci = stats.binomtest(successes, n).proportion_ci(confidence_level=0.95, method="wilson")
    assert abs(low - ci.low) < 1e-12 and abs(high - ci.high) < 1e-12
    wilson.append({
        "successes": successes,
        "n": n,
        "low": float(low),
        "high": float(high),
        "caution": bool(n < 10 or high - low > 0.30),
    })

t_distribution = []
for t, df in [(0.0, 1.0), (1.0, 1.0), (2.0, 2.5), (-1.98, 10.8), (2.2281388519649385, 10.0), (3.5, 4.2),
              (1.96, 1e6), (5.0, 30.0), (8.0, 200.0), (0.3, 0.7), (12.0, 3.0), (-4.4, 57.3)]:
    t_distribution.append({"t": t, "df": df, "p": float(2 * stats.t.sf(abs(t), df))})

families = []
screens = [
    [row["p"] for row in welch[:8]],
    [row["p"] for row in welch[8:30]],
    [row["p"] for row in paired[:6]],
    [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216],
    [0.0039, 0.2, 0.5, 0.04, 0.9, 0.03, 0.012],
]
for label, p_values in zip(["welch 0-7", "welch 8-29", "paired 0-5", "textbook", "seven themes"], screens):
    reject, adjusted, _, _ = multipletests(p_values, alpha=0.05, method="fdr_bh")
    families.append({
        "label": label,
        "p": p_values,
        "adjusted": [float(p) for p in adjusted],
        "larger_than_chance": [bool(r) for r in reject],
    })

document = {
    "made_by": f"scripts/statistics/reference.py with scipy {scipy.__version__}, statsmodels "
               f"{statsmodels.__version__}, numpy {np.__version__}, Python {sys.version.split()[0]}",
    "welch": welch,
    "paired": paired,
    "wilson": wilson,
    "t_distribution": t_distribution,
    "families": families,
}
# One row to a line, so a regenerated fixture reads as a diff of the rows that changed.
sys.stdout.write("{\n")
for position, (key, value) in enumerate(document.items()):
    sys.stdout.write(f' "{key}": ')
    if isinstance(value, list):
        sys.stdout.write("[\n" + ",\n".join("  " + json.dumps(row) for row in value) + "\n ]")
    else:
        sys.stdout.write(json.dumps(value))
    sys.stdout.write(",\n" if position < len(document) - 1 else "\n")
sys.stdout.write("}\n")
