import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  Loader,
  luminance,
  type MantineColorsTuple,
  type PaginationProps,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { i18n } from './i18n/i18n';

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

/** WCAG contrast ratio of two colours (1–21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on `background` (at least 4.58:1 on any colour). */
export function inkOn(background: string): string {
  return contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
}

/** The colour darkened in small steps until it reads at 4.5:1 (WCAG AA) against `against`. */
function readableOn(color: string, against: string): string {
  let shade = color;
  for (let step = 0; step < 10 && contrast(shade, against) < 4.5; step++) shade = darken(shade, 0.08);
  return shade;
}

/**
 * Text on the light variants (badges, alerts, light buttons) is the colour's darkest shade, darkened:
 * Mantine's shade 6 on its own tint reads at 1.8–3.5:1 (green 2.2:1); this gives at least 5:1 (WCAG AA).
 * Text-only variants (subtle, outline, transparent) and white text on filled ones are darkened until they
 * read at 4.5:1 too (a red "Remove" was 3.8:1, white on green 2.9:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  if (input.variant === 'light') {
    const text = darken(input.theme.colors[parsed.color][9], 0.3);
    return { ...colors, color: text, hoverColor: text };
  }
  // The theme's shade of the colour as a value, not the CSS variable the default resolver answers with.
  const shade = input.theme.colors[parsed.color][parsed.shade ?? 7];
  if (['subtle', 'outline', 'transparent'].includes(input.variant)) {
    // A light grey row stripe sits under many of them: be readable on it as on white.
    const text = readableOn(shade, input.theme.colors.gray[1]);
    return { ...colors, color: text, hoverColor: text };
  }
  if (input.variant === 'filled' && colors.color === 'var(--mantine-color-white)') {
    const background = readableOn(shade, '#ffffff');
    if (background === shade) return colors;
    return { ...colors, background, hover: darken(background, 0.1) };
  }
  return colors;
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
  components: {
    // An icon alone names nothing: every close button (modals, drawers, notices) says what it does.
    // (A function: Mantine calls it on each render, so the name follows the language.)
    CloseButton: { defaultProps: () => ({ 'aria-label': i18n.t('a11y.close') }) },
    // Nothing is wider than a phone: a long word in a heading ("Суперадминистраторы") breaks, and a
    // long label wraps onto a second line inside its button (the button grows) instead of running
    // off the screen. (Plain objects: Title.extend would import Title into every first load.)
    Title: { styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } },
    Button: {
      styles: {
        // inline-flex centres the inner row in a link-button as a <button> centres it by itself.
        root: {
          display: 'inline-flex',
          alignItems: 'center',
          maxWidth: '100%',
          height: 'auto',
          minHeight: 'var(--button-height)',
        },
        inner: { flex: '1 1 auto', height: 'auto' },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25, paddingBlock: 6 },
      },
    },
    // A table wider than a phone scrolls in its box, and so does what is positioned in it: a visually
    // hidden column header (absolute) otherwise escaped the box and pushed the file store 176 px sideways.
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
    // Picking the option already chosen keeps it (Mantine's default clears it, which emptied required
    // fields); a select that may be emptied says so with `clearable`.
    Select: { defaultProps: { allowDeselect: false } },
    // A notice's text under its title is Mantine's gray 6 (3.3:1 on white): the readable dimmed grey instead.
    Notification: {
      styles: (_theme: unknown, props: { title?: unknown }) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    },
    // A menu holds only its items: Mantine's focus placeholder (a bare div[tabindex]) inside role="menu"
    // breaks aria-required-children.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Loaders carry a name ("Loading…"), which a span may only have with a role.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // The first/previous/next/last controls are icons only: name them for screen readers.
    // (A plain object, not Pagination.extend: importing Pagination would put it on every page's first load.)
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': i18n.t(`a11y.pagination.${control}`) }),
      } satisfies Partial<PaginationProps>,
    },
  },
});

/**
 * Secondary ("dimmed") text at 6:1 on white instead of Mantine's gray 6 at 3.3:1 (WCAG AA needs 4.5), and
 * every colour's text (`c="red"`, `c="teal"`) darkened until it reads at 4.5:1 even on a grey row stripe:
 * Mantine's shade 7 of teal is 3.1:1 and of red 3.8:1 on white. Placeholders at 4.7:1 instead of gray 5 at
 * 2.1:1: a file input's "Choose a file" is real text, which axe measures (the file store on a phone).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    // A field's error and its red text take the darkened red (Mantine's red 6 reads at 3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-text`,
        readableOn(shades[7], resolved.colors.gray[1]),
      ]),
    ),
  },
  dark: {},
});
