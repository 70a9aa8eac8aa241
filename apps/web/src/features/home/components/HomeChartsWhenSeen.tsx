import { lazy, Suspense, useState } from 'react';
import { useInViewport } from '@mantine/hooks';
import { HomeChartsPlaceholder } from './HomeChartsPlaceholder';

/** The charts come with Recharts in a chunk of their own (docs/charts.md). */
const HomeCharts = lazy(() => import('./HomeCharts'));

/**
 * The charts' frames, drawn for real once they scroll into view: on a phone they sit below the fold,
 * and fetching, parsing and drawing Recharts while the top of the page settled was most of the
 * dashboard's blocking time (docs/performance.md "Web"). Where nothing can tell what is in view (no
 * IntersectionObserver), they are drawn at once.
 */
export function HomeChartsWhenSeen() {
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const [seen, setSeen] = useState(false);
  if (!seen && (inViewport || typeof IntersectionObserver === 'undefined')) setSeen(true);
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={<HomeChartsPlaceholder />}>
          <HomeCharts />
        </Suspense>
      ) : (
        <HomeChartsPlaceholder />
      )}
    </div>
  );
}
