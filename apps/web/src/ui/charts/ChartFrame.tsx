import { useId, type ReactNode } from 'react';
import { Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';

/** A chart's text alternative: the same figures as a table, read by screen readers (docs/charts.md#accessibility). */
export interface ChartTable {
  headers: string[];
  rows: string[][];
}

interface ChartFrameProps {
  title: string;
  /** One line under the title with the figure that matters most (a total, the balance today). */
  summary?: ReactNode;
  /** The drawing's height: the frame keeps it while loading and when empty, so nothing below moves. */
  height: number;
  /** Undefined while the data loads (a skeleton shows). */
  table?: ChartTable;
  /** Shown instead of the drawing when there is nothing to draw. */
  emptyText?: string;
  children?: ReactNode;
}

/**
 * The frame every chart is drawn in: a titled section, a summary line, the drawing hidden from
 * screen readers (its figures are in a visually hidden table instead), and an empty state in
 * words. It holds no chart code: pages draw it as a placeholder before the charts' chunk arrives.
 */
export function ChartFrame({ title, summary, height, table, emptyText, children }: ChartFrameProps) {
  const titleId = useId();
  const empty = table !== undefined && emptyText !== undefined;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} miw={0}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mih={22} lineClamp={1}>
        {summary}
      </Text>
      {table === undefined ? (
        <Skeleton h={height} mt="sm" />
      ) : empty ? (
        <Text c="gray.7" ta="center" h={height} mt="sm" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {emptyText}
        </Text>
      ) : (
        <>
          {/* Recharts keeps its (hidden) tooltip box beside the drawing: clipped sideways, it never makes a phone's page scroll. */}
          <div aria-hidden="true" style={{ marginTop: 'var(--mantine-spacing-sm)', height, overflowX: 'clip' }}>
            {children}
          </div>
          <VisuallyHidden>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.headers.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
