// Building and sharing the referral link.

/** The buy-site link carrying the code, or null when the buy site's address is unusable. */
export function shareLink(buyBase: string | undefined, code: string): string | null {
  if (!buyBase) return null;
  try {
    const url = new URL(buyBase);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('ref', code);
    return url.toString();
  } catch {
    return null;
  }
}

/** A mailto: link with subject and body (the recipient is left for the customer to fill). */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Copies text: the Clipboard API where the page may use it, else the older copy command on a
 * selected, off-screen text area (older browsers, or a page without clipboard permission).
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the fallback below.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'shs-visually-hidden';
  doc.body.append(area);
  area.select();
  try {
    // Deprecated but still the only way without the Clipboard API.
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
