import type { EventCategory } from '../../../api/usageEvents';
import type { ExportKind } from '../../../queries/resultExports';

/** Spec §7: each export modal has its own usage-event category. */
export const exportEventCategory: Record<ExportKind, EventCategory> = {
  pdf: 'Results PDF modal',
  xlsx: 'Results Excel Manual modal',
};
