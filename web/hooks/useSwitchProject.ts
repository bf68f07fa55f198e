import { useCallback } from 'react';
import { UNSAVED_WARNING_SHORT_MS } from '@core/constants';
import type { TProject } from '@core/api/users';
import { writeActiveProjectId } from '@web/state/activeProject';
import { showSnackbar } from '@web/state/alerts';
import { useConfirmLeave } from './useConfirmLeave';

/** Makes a project the active one, asking first when the last save is over 60 s old (spec §4). */
export function useSwitchProject(uid: string, activeId: string | undefined): (project: TProject) => Promise<void> {
  const confirmLeave = useConfirmLeave();
  return useCallback(
    async (project: TProject) => {
      if (project.id === activeId) return;
      const go = await confirmLeave({
        title: 'Switch project?',
        message: 'Your last save was more than a minute ago. Changes made since then will be lost.',
        confirmLabel: 'Switch anyway',
        thresholdMs: UNSAVED_WARNING_SHORT_MS,
      });
      if (!go) return;
      writeActiveProjectId(uid, project.id);
      showSnackbar(`Switched to ${project.projectName}`);
    },
    [activeId, confirmLeave, uid],
  );
}
