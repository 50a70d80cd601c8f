import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';

/**
 * The app's dialog: Mantine's Modal, which gives the focus back to the control that opened it when it
 * closes — by Escape, its buttons or after saving — whether `opened` turns false or the dialog is removed
 * from the page. Most dialogs are rendered only while open (`{editing && <Dialog opened … />}`), and
 * Mantine's own focus return follows only a change of `opened` after mount, so it left the focus on the
 * page's body for them (WCAG 2.4.3).
 */
export function Dialog(props: ModalProps) {
  const { opened } = props;
  const pendingReturn = useRef<number | undefined>(undefined);

  // A layout effect runs before the modal's portal and focus trap mount, so the focus is still on the opener.
  useLayoutEffect(() => {
    if (!opened) return;
    window.clearTimeout(pendingReturn.current);
    const opener = document.activeElement;
    return () => {
      pendingReturn.current = window.setTimeout(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, [opened]);

  return <Modal {...props} returnFocus={false} />;
}
