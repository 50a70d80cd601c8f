/** At most this many access codes are made for one class at a time. */
export const maxCodesPerClass = 200;

/** What a class's slips default to when its head count is not known yet: a usual Latvian class. */
const unknownClassSize = 30;

/**
 * How many codes a class gets unless someone says otherwise, the same on every screen that makes them
 * (the period's class links, a teacher's class links, the super-admin's code generator): one per pupil
 * the class expects.
 */
export function defaultCodeCount(expected: number): number {
  return Math.min(maxCodesPerClass, expected > 0 ? expected : unknownClassSize);
}
