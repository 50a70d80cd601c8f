import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'balss',
  primaryShade: 7,
  colors: { balss },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});
