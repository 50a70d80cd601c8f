/** A decorative speech bubble with result bars: the Balss idea of "voice → results". */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 240 200" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect x="16" y="16" width="168" height="112" rx="20" fill="var(--mantine-color-balss-7)" />
      <path d="M52 128 L52 160 L88 128 Z" fill="var(--mantine-color-balss-7)" />
      <rect x="40" y="84" width="20" height="28" rx="4" fill="var(--mantine-color-balss-2)" />
      <rect x="72" y="64" width="20" height="48" rx="4" fill="var(--mantine-color-balss-1)" />
      <rect x="104" y="44" width="20" height="68" rx="4" fill="var(--mantine-color-white)" />
      <rect x="136" y="56" width="20" height="56" rx="4" fill="var(--mantine-color-balss-2)" />
      <rect x="120" y="112" width="104" height="72" rx="16" fill="var(--mantine-color-white)" />
      <rect
        x="120"
        y="112"
        width="104"
        height="72"
        rx="16"
        fill="none"
        stroke="var(--mantine-color-balss-3)"
        strokeWidth="3"
      />
      <circle cx="148" cy="148" r="8" fill="var(--mantine-color-green-6)" />
      <rect x="164" y="138" width="44" height="8" rx="4" fill="var(--mantine-color-gray-4)" />
      <rect x="164" y="152" width="32" height="8" rx="4" fill="var(--mantine-color-gray-3)" />
    </svg>
  );
}
