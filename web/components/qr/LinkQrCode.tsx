import { Skeleton } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A link as a QR code (the maintained `qrcode` library), for phones to open without typing it. */
export function LinkQrCode({ link, label, size = 120 }: { link: string; label: string; size?: number }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(link, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => current && setImage(url))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [link, size]);
  if (!image) return <Skeleton width={size} height={size} />;
  return <img src={image} width={size} height={size} alt={label} data-link-qr />;
}
