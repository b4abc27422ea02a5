import { useEffect, useState } from 'react';

/** The QR code as an SVG image; the qrcode library is fetched only when a link exists. */
export function useQrCode(text: string): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return source;
}
