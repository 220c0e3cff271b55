// The grid of cards on the portfolio, service and gallery pages. The number of columns at each
// screen width is chosen from the number of cards, so the last row is never a lone straggler
// (9 cards sit 3 × 3, not 4 + 4 + 1; 6 sit 3 + 3, not 4 + 2); a row that still comes out short
// is centred (tile-grid.css) by pushing its first card in. The cards can come from the admin, so this is decided per count.
import { Children, cloneElement, isValidElement, type CSSProperties, type ReactNode } from "react";

/** Narrow tiles for tall or square work, wide ones for landscape work. */
export type TileShape = "narrow" | "wide";

/** The most columns each shape may use from each min-width up (px); tile-grid.css has the same breakpoints. */
const TILE_BREAKPOINTS: Record<TileShape, readonly { minWidth: number; columns: number }[]> = {
  narrow: [
    { minWidth: 0, columns: 1 },
    { minWidth: 600, columns: 2 },
    { minWidth: 900, columns: 3 },
    { minWidth: 1200, columns: 4 },
  ],
  wide: [
    { minWidth: 0, columns: 1 },
    { minWidth: 700, columns: 2 },
    { minWidth: 1200, columns: 3 },
  ],
};

/**
 * Columns for `count` cards when at most `max` fit: the most columns whose last row is full or
 * one short; failing that (10 cards, 4 at most) the most whose last row is at least half full.
 * Only max and max - 1 are tried, so the cards never grow much larger than the screen allows.
 */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.min(max, count));
  const tries = limit > 2 ? [limit, limit - 1] : [limit];
  const rest = (columns: number) => count % columns;
  return (
    tries.find((columns) => rest(columns) === 0 || rest(columns) >= columns - 1) ?? tries.find((columns) => rest(columns) * 2 >= columns) ?? limit
  );
}

/** The columns at each breakpoint of a shape, for `count` cards (phones may take two narrow columns). */
export function tileColumns(shape: TileShape, count: number, phoneColumns = 1): number[] {
  return TILE_BREAKPOINTS[shape].map(({ minWidth, columns }) => balancedColumns(count, minWidth === 0 ? phoneColumns : columns));
}

/** The `sizes` attribute matching those columns, for the cards' images. */
export function tileSizes(shape: TileShape, columns: number[]): string {
  const steps = TILE_BREAKPOINTS[shape].map(({ minWidth }, i) => ({ minWidth, vw: Math.ceil(96 / columns[i]!) }));
  return steps
    .reverse()
    .map(({ minWidth, vw }) => (minWidth === 0 ? `${vw}vw` : `(min-width: ${minWidth}px) ${vw}vw`))
    .join(", ");
}

/** Landscape work (wider than 1.2 : 1) takes wide tiles, the rest narrow ones. */
function shapeFor(ratio: number | undefined): TileShape {
  return ratio && ratio > 1.2 ? "wide" : "narrow";
}

type Props = {
  /** Width / height of every tile's image: the first card's, so uploads of another shape are cropped to match. */
  ratio: number | undefined;
  count: number;
  /** Narrow tiles may sit two across on phones; wide ones never do. */
  phoneColumns?: 1 | 2;
  className?: string;
  /** The cards, as <li> elements; given the `sizes` their images should use. */
  children: (sizes: string) => ReactNode;
};

export function TileGrid({ ratio, count, phoneColumns = 1, className, children }: Props) {
  const shape = shapeFor(ratio);
  const columns = tileColumns(shape, count, phone(shape, phoneColumns));
  const style = Object.fromEntries([
    ...columns.flatMap((n, i) => Object.entries(lastRow(count, n)).map(([name, value]) => [`--${name}-${i}`, value])),
    ...columns.map((n, i) => [`--cols-${i}`, n]),
    ...(ratio ? [["--tile-ratio", ratio]] : []),
  ]) as CSSProperties;
  const classes = ["tile-grid", `tile-grid--${shape}`, ratio ? "tile-grid--ratio" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <ul className={classes} style={style}>
      {Children.map(children(tileSizes(shape, columns)), (child, i) =>
        isValidElement<{ style?: CSSProperties }>(child)
          ? cloneElement(child, { style: { ...child.props.style, "--i": i } as CSSProperties })
          : child,
      )}
    </ul>
  );
}

/**
 * Where a short last row starts (the index of its first card; -1 when every row is full) and by
 * how many columns that card is pushed in to centre the row. Rows fill from the left and only
 * that card, known by its index, moves: a row centred by flexbox instead would shift every card
 * already painted as a slow phone parses the rest of the list.
 */
function lastRow(count: number, columns: number): { start: number; lead: number } {
  const short = count % columns;
  return short === 0 ? { start: -1, lead: 0 } : { start: count - short, lead: (columns - short) / 2 };
}

const phone = (shape: TileShape, columns: 1 | 2) => (shape === "wide" ? 1 : columns);
