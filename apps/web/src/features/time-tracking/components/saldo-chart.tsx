import { useMantineTheme } from '@mantine/core';
import { formatHours } from '../../../lib/format.ts';

interface SaldoChartProps {
  /** Month label and saldo in minutes, January first. */
  rows: { label: string; saldo: number }[];
  title: string;
}

const WIDTH = 560;
const HEIGHT = 180;
const AXIS = HEIGHT / 2;

/**
 * The monthly saldo as bars around a zero line (plus up, minus down). A plain SVG: twelve bars
 * do not need a chart library; each bar names its month and value for screen readers.
 */
export function SaldoChart({ rows, title }: SaldoChartProps) {
  const theme = useMantineTheme();
  const largest = Math.max(60, ...rows.map((r) => Math.abs(r.saldo)));
  const slot = WIDTH / Math.max(rows.length, 1);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} width="100%" role="img" aria-label={title}>
      <line x1={0} x2={WIDTH} y1={AXIS} y2={AXIS} stroke={theme.colors.gray[5]} />
      {rows.map((row, i) => {
        const height = (Math.abs(row.saldo) / largest) * (AXIS - 4);
        const y = row.saldo >= 0 ? AXIS - height : AXIS;
        return (
          <g key={row.label}>
            <rect
              x={i * slot + slot * 0.2}
              y={y}
              width={slot * 0.6}
              height={Math.max(height, 1)}
              fill={row.saldo >= 0 ? theme.colors.teal[7] : theme.colors.red[7]}
            >
              <title>{`${row.label}: ${formatHours(row.saldo)}`}</title>
            </rect>
            <text
              x={i * slot + slot / 2}
              y={HEIGHT + 14}
              textAnchor="middle"
              fontSize={11}
              fill={theme.colors.dark[6]}
            >
              {row.label.slice(0, 3)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
