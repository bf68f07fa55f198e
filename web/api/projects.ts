import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProjectResponse, ZProjectsResponse } from '@core/api/projects';
import { apiJson } from './client';
import { setCachedProjects } from './users';

/** Create, rename and delete projects (spec §2, /projects); each answer carries the whole list. */
export function useAddProject(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectName: string) =>
      apiJson('/api/add/project', ZProjectResponse, {
        method: 'POST',
        body: { unique_id: uid, project_name: projectName },
      }),
    onSuccess: (body) => setCachedProjects(client, uid, body.projects),
  });
}

export function useRenameProject(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; projectName: string }) =>
      apiJson('/api/update/project', ZProjectResponse, {
        method: 'PUT',
        body: { unique_id: uid, project_id: input.projectId, project_name: input.projectName },
      }),
    onSuccess: (body) => setCachedProjects(client, uid, body.projects),
  });
}

export function useDeleteProject(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiJson('/api/delete/project', ZProjectsResponse, {
        method: 'DELETE',
        query: { unique_id: uid, project_id: projectId },
      }),
    onSuccess: (body) => setCachedProjects(client, uid, body.projects),
  });
}
