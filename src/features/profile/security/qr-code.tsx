// A QR code as an <img> with an SVG data: URL: the CSP allows img-src data:, and no markup from
// a library is injected into the page.
import { useEffect, useState } from 'react';
import { useText } from '../../../lib/shared/i18n/use-text';
import { profileText } from '../text';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text encoded, e.g. an otpauth:// URL. */
  value: string;
  /** Text alternative of the image. */
  alt: string;
  /** Rendered width and height in CSS pixels. Defaults to 200. */
  size?: number;
}

/** The SVG data: URL of a QR code for `value`. */
export async function qrCodeDataUrl(value: string): Promise<string> {
  // Loaded on demand: only customers setting up 2FA need the encoder.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode({ value, alt, size = 200 }: QrCodeProps) {
  const t = useText(profileText);
  const [src, setSrc] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeDataUrl(value).then(
      (url) => current && setSrc({ value, url }),
      (error: unknown) => console.warn('QR code could not be drawn', error),
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (!src || src.value !== value) {
    return <span className="mfa-setup__qr" role="img" aria-label={t('mfa.qrLoading', { alt })} />;
  }
  return <img className="mfa-setup__qr" src={src.url} alt={alt} width={size} height={size} />;
}
