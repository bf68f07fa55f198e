import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_WARNING_ROUTE_MS } from '@core/constants';
import { askConfirmation } from '@web/state/confirm';
import { unsavedWorkAtRisk } from '@web/state/lastSaved';

/**
 * The route guard of editor-type pages (spec §2): moving to another page asks first when the last
 * save is over 120 s old; closing or reloading the tab with unsaved work gets the browser's prompt.
 */
export function useLeaveGuard(allSaved: RefObject<boolean>): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsavedWorkAtRisk(UNSAVED_WARNING_ROUTE_MS),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void askConfirmation({
      title: 'Leave the editor?',
      message: 'Your last save was more than 2 minutes ago. Changes made since then may be lost.',
      confirmLabel: 'Leave anyway',
      cancelLabel: 'Stay',
      danger: true,
    }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allSaved.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [allSaved]);
}
