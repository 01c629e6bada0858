import type { ReactNode } from 'react';
import { useReportDirty } from './dirty-scope.tsx';
import { LeaveBlocker } from './leave-blocker.tsx';

/**
 * While `dirty`, leaving the screen (a link, back, a changed search param such as a tab or the
 * slide-in's `selected`) asks first, and reloading or closing the browser tab warns. Render the
 * returned dialog. Inside a slide-in or modal the container guards instead (one blocker per
 * router); on a screen use it in one form.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const guarded = useReportDirty(dirty);
  return guarded ? null : <LeaveBlocker dirty={dirty} />;
}
