import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Balss blue: calm, readable on classroom projectors, AA contrast for text on white at shade 7+. */
const balss: MantineColorsTuple = [
  '#e8f3fa',
  '#d3e4ef',
  '#a3c8e0',
  '#6faad0',
  '#4590c3',
  '#2b80bb',
  '#1c77b9',
  '#0d66a3',
  '#005a92',
  '#004d81',
];

/**
 * Text on the light variants (badges, alerts, light buttons) is the colour's darkest shade, darkened:
 * Mantine's shade 6 on its own tint reads at 1.8–3.5:1 (green 2.2:1); this gives at least 5:1 (WCAG AA).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  const text = darken(input.theme.colors[parsed.color][9], 0.3);
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  primaryColor: 'balss',
  primaryShade: 7,
  colors: { balss },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  variantColorResolver,
});

/** Secondary ("dimmed") text at 6:1 on white instead of Mantine's gray 6 at 3.3:1 (WCAG AA needs 4.5). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
