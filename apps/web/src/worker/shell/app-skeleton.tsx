import { KontorLogo } from '../../components/kontor-logo.tsx';
import { workerMessages as m } from '../messages.ts';

/**
 * What shows until the session is known: the bar and the line that the page's HTML shows
 * before any script runs (apps/web/app/index.html), in plain elements: nothing moves when
 * React takes over, and the first render costs a slow phone little.
 */
export function AppSkeleton({ status = `${m.loading} …` }: { status?: string }) {
  return (
    <>
      <div className="worker-bar">
        <KontorLogo height={28} markOnly />
        <strong>{m.appName}</strong>
      </div>
      <p role="status" className="worker-skeleton-status">
        {status}
      </p>
    </>
  );
}
