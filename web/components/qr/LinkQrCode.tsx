import { Skeleton } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A link as a QR code image (the maintained `qrcode` library), drawn at `pixels` wide. `quietZone` is the
 * white border in modules: the standard's 4 where the code is printed next to other marks (a slip's
 * cut line), 1 on a screen's white page.
 */
export function useQrImage(link: string, pixels: number, quietZone = 1): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(link, { width: pixels, margin: quietZone, errorCorrectionLevel: 'M' })
      .then((url) => current && setImage(url))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [link, pixels, quietZone]);
  return image;
}

/** A link as a QR code, for phones to open without typing it; `size` in CSS pixels. */
export function LinkQrCode({ link, label, size = 120 }: { link: string; label: string; size?: number }) {
  // Drawn at twice the size it is shown: sharp on high-density screens and projectors.
  const image = useQrImage(link, size * 2);
  if (!image) return <Skeleton width={size} height={size} />;
  return <img src={image} width={size} height={size} alt={label} data-link-qr />;
}
