// Colours from the CMS end up in CSS custom properties, so only plain colour values pass
// (no url(), no var(), nothing that could load a resource or break out of the declaration).

const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|(?:rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

/** The colour if it is a hex, a named colour or an rgb()/hsl() value; otherwise undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  return COLOR.test(color) ? color : undefined;
}

function channel(hex: string): number {
  const value = parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour; undefined for anything else. */
export function luminance(color: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(color.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => channel(full.slice(i, i + 2)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * Which text tone reads on a background: 'dark' text on light colours, 'light' text on dark
 * ones (picked by the higher WCAG contrast ratio against #111 and #fff). Non-hex colours get
 * 'dark', matching the page default.
 */
export function textToneFor(background: string | undefined): 'light' | 'dark' {
  const l = background ? luminance(background) : undefined;
  if (l === undefined) return 'dark';
  const darkText = (l + 0.05) / (luminance('#111111')! + 0.05);
  const lightText = 1.05 / (l + 0.05);
  return lightText > darkText ? 'light' : 'dark';
}
