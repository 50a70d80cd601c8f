import type { ResultsDetail } from '../../../common/results/types';

/**
 * The cells a released universe's figures are made of (docs/ANONYMITY.md). Respondents are grouped
 * into cells by what a filter can tell apart (school period, grade, class, and the release's
 * dimensions: answers to filter questions, group memberships). A partition puts the cells into
 * bins of at least the threshold (or of no one), and every figure is shown only for a selection
 * that takes each bin whole or not at all: then the respondents behind any two figures differ by
 * whole bins, never by fewer than the threshold, however the figures are combined.
 *
 * Bins follow the roster first: classes are binned within their grade, grades within their school
 * period, a remainder too small to stand alone joins its siblings or the smallest bin beside it.
 * Then each dimension, in the release's order, splits every bin by its values where each part
 * holds at least the threshold; small parts join their neighbours in the value order.
 */

/** The cells of a universe: per cell its roster place, its value index per dimension (-1: none) and its masses. */
export type Cells = {
  unit: Int32Array;
  grade: Int32Array;
  classKey: Int32Array;
  /** Per dimension, per cell: the value's index in the dimension's order, or -1 (no answer, not a member). */
  dims: Int16Array[];
  /** Per measure, per cell: how many it counts (respondents, answers to a question, texts). */
  mass: Int32Array[];
};

/** Bin of each cell (-1: the cell counts no one for this measure), and whether each bin may be shown. */
export type Partition = { binOf: Int32Array; cellMass: Int32Array; safe: boolean[]; mass: number[] };

type Group = { cells: number[]; mass: number };

const sumMass = (cells: number[], mass: Int32Array) => cells.reduce((sum, cell) => sum + mass[cell], 0);

/** Cells grouped by a key, in ascending key order. */
function groupBy(cells: number[], keyOf: (cell: number) => number): number[][] {
  const groups = new Map<number, number[]>();
  for (const cell of cells) {
    const key = keyOf(cell);
    let group = groups.get(key);
    if (!group) {
      group = [];
      groups.set(key, group);
    }
    group.push(cell);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, group]) => group);
}

type Binned = { bins: Group[]; remainder: Group | null };

const totalMass = (groups: Group[]) => groups.reduce((sum, group) => sum + group.mass, 0);

function smallestIndex<T>(items: T[], massOf: (item: T) => number): number {
  let smallest = -1;
  items.forEach((item, i) => {
    if (smallest < 0 || massOf(item) < massOf(items[smallest])) smallest = i;
  });
  return smallest;
}

/**
 * Bins of a roster node from its children's: the children's small remainders together make a bin
 * when they reach the threshold, else join the smallest bin of the smallest child that has bins
 * (so a school period, a grade or a class is judged alike at every level: universeCells.ts).
 */
function combine(children: Binned[], threshold: number): Binned {
  const rest = children.flatMap((child) => (child.remainder ? [child.remainder] : []));
  const bins = children.flatMap((child) => child.bins);
  if (rest.length === 0) return { bins, remainder: null };
  const remainder: Group = { cells: rest.flatMap((group) => group.cells), mass: totalMass(rest) };
  if (remainder.mass >= threshold) return { bins: [...bins, remainder], remainder: null };
  const withBins = children.filter((child) => child.bins.length > 0);
  if (withBins.length === 0) return { bins, remainder };
  const host = withBins[smallestIndex(withBins, (child) => totalMass(child.bins))];
  const target = host.bins[smallestIndex(host.bins, (bin) => bin.mass)];
  return {
    bins: bins.map((bin) =>
      bin === target ? { cells: [...bin.cells, ...remainder.cells], mass: bin.mass + remainder.mass } : bin,
    ),
    remainder: null,
  };
}

/**
 * The roster bins: classes within grades within school periods. `detail` 'grades' keeps a grade's
 * classes together, 'school' a school period's grades, so that the dimensions split larger bins.
 */
function rosterBins(
  cells: Cells,
  counted: number[],
  mass: Int32Array,
  threshold: number,
  detail: ResultsDetail,
): Group[] {
  const classBins = (classCells: number[]): Binned => {
    const group = { cells: classCells, mass: sumMass(classCells, mass) };
    return group.mass >= threshold ? { bins: [group], remainder: null } : { bins: [], remainder: group };
  };
  const gradeBins = (gradeCells: number[]) =>
    combine(
      groupBy(gradeCells, (cell) => (detail === 'classes' ? cells.classKey[cell] : 0)).map(classBins),
      threshold,
    );
  const unitBins = (unitCells: number[]) =>
    combine(
      groupBy(unitCells, (cell) => (detail === 'school' ? 0 : cells.grade[cell])).map(gradeBins),
      threshold,
    );
  const root = combine(groupBy(counted, (cell) => cells.unit[cell]).map(unitBins), threshold);
  // Fewer than the threshold in the whole universe: one bin, never shown.
  return root.remainder ? [...root.bins, root.remainder] : root.bins;
}

/** Splits a bin by a dimension's values; a part below the threshold joins its smaller neighbour. */
function splitBy(bin: Group, values: Int16Array, mass: Int32Array, threshold: number): Group[] {
  const parts = groupBy(bin.cells, (cell) => (values[cell] < 0 ? Number.MAX_SAFE_INTEGER : values[cell])).map(
    (part) => ({ cells: part, mass: sumMass(part, mass) }),
  );
  for (;;) {
    let smallest = -1;
    for (let i = 0; i < parts.length; i++) {
      if (parts[i].mass < threshold && (smallest < 0 || parts[i].mass < parts[smallest].mass)) smallest = i;
    }
    if (smallest < 0 || parts.length === 1) return parts;
    const left = smallest - 1;
    const right = smallest + 1;
    const neighbour =
      left < 0 ? right : right >= parts.length ? left : parts[right].mass < parts[left].mass ? right : left;
    const [first, second] = neighbour < smallest ? [neighbour, smallest] : [smallest, neighbour];
    parts.splice(first, 2, {
      cells: [...parts[first].cells, ...parts[second].cells],
      mass: parts[first].mass + parts[second].mass,
    });
  }
}

/** The partition of the cells for one measure, split by each of the cells' dimensions in order. Cells of no mass belong to no bin. */
export function partitionOf(
  cells: Cells,
  measure: number,
  threshold: number,
  detail: ResultsDetail = 'classes',
): Partition {
  const mass = cells.mass[measure];
  const counted: number[] = [];
  for (let cell = 0; cell < mass.length; cell++) if (mass[cell] > 0) counted.push(cell);
  let bins = rosterBins(cells, counted, mass, threshold, detail);
  for (const values of cells.dims) {
    bins = bins.flatMap((bin) => (bin.mass >= threshold ? splitBy(bin, values, mass, threshold) : [bin]));
  }
  const binOf = new Int32Array(mass.length).fill(-1);
  bins.forEach((bin, index) => {
    for (const cell of bin.cells) binOf[cell] = index;
  });
  return {
    binOf,
    cellMass: mass,
    safe: bins.map((bin) => bin.mass >= threshold),
    mass: bins.map((bin) => bin.mass),
  };
}

export type Alignment = { mass: number; aligned: boolean; safe: boolean };

/**
 * Whether a selection (a flag per cell) takes every bin it touches whole, and every bin it touches
 * may be shown; with the mass it selects.
 */
export function alignment(partition: Partition, selected: (cell: number) => boolean): Alignment {
  const { binOf, cellMass } = partition;
  const state = new Int8Array(partition.safe.length); // 1: some in, 2: some out, 3: both
  let mass = 0;
  for (let cell = 0; cell < binOf.length; cell++) {
    const bin = binOf[cell];
    if (bin < 0) continue;
    if (selected(cell)) {
      state[bin] |= 1;
      mass += cellMass[cell];
    } else state[bin] |= 2;
  }
  let aligned = true;
  let safe = true;
  for (let bin = 0; bin < state.length; bin++) {
    if (state[bin] === 3) aligned = false;
    if (state[bin] & 1 && !partition.safe[bin]) safe = false;
  }
  return { mass, aligned, safe };
}
