/** The rows of a `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const queryRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
