import { messages } from './messages.ts';

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Below a pixel counts as nothing (fractional widths at some zoom levels). */
const SLACK = 1;

/** Whether columns lie off-screen to the left and to the right of a scrolled box. */
export function overflowEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollBox) {
  return {
    left: scrollLeft > SLACK,
    right: scrollLeft + clientWidth < scrollWidth - SLACK,
  };
}

/** The matrix's hint under the header: where more services lie, or nothing when all show. */
export function scrollHint(edges: { left: boolean; right: boolean }): string | null {
  const t = messages.matrix;
  if (edges.left && edges.right) return t.moreBoth;
  if (edges.right) return t.moreRight;
  if (edges.left) return t.moreLeft;
  return null;
}
