import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n';
import { withOverlayHosts } from './overlayHosts';

export type ConfirmOptions = {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
};

/** Spec §4 confirm helper: resolves true on accept, false on cancel or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    withOverlayHosts(() =>
      modals.openConfirmModal({
        title: options.title ?? i18n.t('common.confirm_title'),
        children: <Text size="sm">{options.message}</Text>,
        labels: {
          confirm: options.confirmLabel ?? i18n.t('common.ok'),
          cancel: options.cancelLabel ?? i18n.t('common.cancel'),
        },
        centered: true,
        confirmProps: options.danger ? { color: 'red' } : undefined,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(false),
      }),
    );
  });
}
