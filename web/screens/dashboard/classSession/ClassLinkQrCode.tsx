import { Skeleton } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

const size = 280;

/** The class link as a QR code, for pupils to open on their phones. */
export function ClassLinkQrCode({ link, label }: { link: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(link, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (current) setImage(url);
      })
      .catch(() => setImage(null));
    return () => {
      current = false;
    };
  }, [link]);
  if (!image) return <Skeleton width={size} height={size} />;
  return <img src={image} width={size} height={size} alt={label} data-session-qr />;
}
