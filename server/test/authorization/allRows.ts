import type { MatrixRow } from './matrix';

/** Every row file under rows/ (a new area adds a file; nothing to register). */
export function allRows(): MatrixRow[] {
  const modules = import.meta.glob<{ rows: MatrixRow[] }>('./rows/*.ts', { eager: true });
  return Object.values(modules).flatMap((module) => module.rows);
}
