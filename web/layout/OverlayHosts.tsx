import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { noticeHoldMs } from '../components/notices';
import { overlayHostsMounted } from '../components/overlayHosts';

/** Runs after ModalsProvider's own effects (a later sibling): by then it listens for modals.open…(). */
function MountedSignal() {
  useEffect(() => overlayHostsMounted(), []);
  return null;
}

/** The app's modal and notice hosts, loaded after the first page shows (see components/overlayHosts). */
export default function OverlayHosts() {
  return (
    <>
      <Notifications position="top-center" autoClose={noticeHoldMs} limit={5} />
      <ModalsProvider />
      <MountedSignal />
    </>
  );
}
