import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TBlogToolResult } from '@core/api/blogTools';
import { blogToolFailure, useBlogTool, type TBlogTool, type TBlogToolRequest } from '@web/api/blogTools';
import { useWorkflowContext } from './workflowContext';

/** What every blog tool call of a workflow carries: its language, model and research context. */
export function useToolBase() {
  const { workflow, model } = useWorkflowContext();
  return { language: workflow.research.language, model, research_context: workflow.research.research_context };
}

/**
 * One blog tool for a step: `run` sends it and hands a result to `apply` (which saves it into the
 * workflow); the last answer (engine, credits, notice) and a refusal's message stay for the step to show.
 */
export function useStepTool<K extends TBlogTool>(tool: K) {
  const { tools } = useWorkflowContext();
  const client = useQueryClient();
  const mutation = useBlogTool(tools, tool);
  const [result, setResult] = useState<TBlogToolResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (request: TBlogToolRequest<K>, apply: (result: TBlogToolResult) => void) => {
    setError(null);
    mutation.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        apply(answer);
      },
      onError: (failure) => setError(blogToolFailure(failure, client, tools)),
    });
  };
  return { run, busy: mutation.isPending, result, error };
}
