/** [1,2,3,4,5] by 2 → [[1,2],[3,4],[5]]: bulk writes stay under the driver's parameter limit. */
export const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
