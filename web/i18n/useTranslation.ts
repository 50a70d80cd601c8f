import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './translator';

const currentT = () => i18n.t;

/**
 * The interface texts in a component, which renders again when the language or its texts change:
 * `const { t, i18n } = useTranslation()` as with react-i18next.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(i18n.subscribe, currentT, currentT);
  return { t, i18n };
}
