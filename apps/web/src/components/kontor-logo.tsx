interface KontorLogoProps {
  height?: number;
  /** Only the mark, e.g. in a collapsed sidebar. */
  markOnly?: boolean;
}

/** The Kontor wordmark: a rounded "K" mark and the name, drawn as SVG so it stays sharp. */
export function KontorLogo({ height = 32, markOnly = false }: KontorLogoProps) {
  const width = markOnly ? height : (height * 132) / 32;
  return (
    <svg
      role="img"
      aria-label="Kontor"
      width={width}
      height={height}
      viewBox={markOnly ? '0 0 32 32' : '0 0 132 32'}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-kontor-7, #1c6e8c)" />
      <path
        d="M10 7v18M10 16l9-9M13.5 13.5 21 25"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      {markOnly ? null : (
        <text
          x="41"
          y="23.5"
          fontFamily="Inter, 'Segoe UI', system-ui, -apple-system, sans-serif"
          fontSize="21"
          fontWeight="700"
          letterSpacing="0.3"
          fill="var(--mantine-color-text, #1f2933)"
        >
          Kontor
        </text>
      )}
    </svg>
  );
}
