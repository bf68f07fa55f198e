import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZWorkflow, type TWorkflow } from '@core/api/workflows';
import { ApiError } from './client';
import { applyPatch, createSaveQueue, isWorkflowBusy, mergePatches, type TWorkflowPatch } from './workflows';

const workflow: TWorkflow = ZWorkflow.parse({
  id: 'w1',
  project_id: 'p1',
  team_id: null,
  step: 'files',
  revision: 1,
  files: {},
  research: {},
  headline: {},
  outline: {},
  write: {},
  model: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  abilities: { edit: true, research: true, write: false, write_blocked_reason: 'Pick a headline first.', delete: true },
});

describe('patches', () => {
  it('merges two patches field by field inside each step', () => {
    const merged = mergePatches({ research: { topic: 'cold brew', quora: false }, step: 'research' }, { research: { topic: 'cold brew coffee' }, headline: { style: 'guide' } });
    expect(merged).toEqual({ step: 'research', research: { topic: 'cold brew coffee', quora: false }, headline: { style: 'guide' } });
    expect(mergePatches(null, { model: 'gpt-4' })).toEqual({ model: 'gpt-4' });
  });

  it('lays a patch over a workflow without touching the other steps or the jobs', () => {
    const next = applyPatch(workflow, { research: { topic: 'tea' }, model: null });
    expect(next.research.topic).toBe('tea');
    expect(next.research.country).toBe('United States');
    expect(next.research.job.status).toBe('idle');
    expect(next.headline).toBe(workflow.headline);
    expect(applyPatch(workflow, null)).toBe(workflow);
  });

  it('is busy while research or writing is queued or running', () => {
    expect(isWorkflowBusy(workflow)).toBe(false);
    expect(isWorkflowBusy({ ...workflow, research: { ...workflow.research, job: { status: 'running', progress: 10, step: null, error: null } } })).toBe(true);
    expect(isWorkflowBusy({ ...workflow, write: { ...workflow.write, job: { status: 'paused', progress: 40, step: null, error: 'Paused' } } })).toBe(false);
  });
});

describe('createSaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function queue(fail = false) {
    const sent: TWorkflowPatch[] = [];
    const saved: TWorkflow[] = [];
    let release: (() => void) | null = null;
    const send = vi.fn(async (patch: TWorkflowPatch) => {
      sent.push(patch);
      await new Promise<void>((resolve) => (release = resolve));
      if (fail) throw new ApiError(0, 'We could not reach the server.');
      return applyPatch(workflow, patch);
    });
    const save = createSaveQueue(send, (next) => saved.push(next), 600);
    const finish = async () => {
      release?.();
      await vi.advanceTimersByTimeAsync(0);
    };
    return { save, sent, saved, send, finish };
  }

  it('waits for typing to pause, then sends one PATCH with every change', async () => {
    const { save, sent, finish } = queue();
    save.update({ research: { topic: 'c' } });
    await vi.advanceTimersByTimeAsync(300);
    save.update({ research: { topic: 'co' } });
    save.update({ research: { country: 'Canada' } });
    expect(save.getState().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(599);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ research: { topic: 'co', country: 'Canada' } }]);
    expect(save.getState().status).toBe('saving');
    await finish();
    expect(save.getState().status).toBe('saved');
    expect(save.pending()).toBeNull();
  });

  it('sends a click at once, and what changes meanwhile after the first save returns', async () => {
    const { save, sent, finish } = queue();
    save.update({ files: { skipped: true } }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    save.update({ files: { asset_ids: ['a1'] } }, true);
    await vi.advanceTimersByTimeAsync(0);
    // One request at a time: the second waits, and is laid over answers meanwhile.
    expect(sent).toHaveLength(1);
    expect(save.pending()).toEqual({ files: { skipped: true, asset_ids: ['a1'] } });
    await finish();
    expect(sent).toEqual([{ files: { skipped: true } }, { files: { asset_ids: ['a1'] } }]);
    await finish();
    expect(save.getState().status).toBe('saved');
  });

  it('keeps a failed save to send again, and flush resolves with the outcome', async () => {
    const { save, sent, finish } = queue(true);
    save.update({ headline: { highlight: 'A headline' } });
    const flushed = save.flush();
    await vi.advanceTimersByTimeAsync(0);
    await finish();
    await expect(flushed).resolves.toBe(false);
    expect(save.getState()).toEqual({ status: 'error', error: 'We could not reach the server.' });
    expect(save.pending()).toEqual({ headline: { highlight: 'A headline' } });
    save.update({ headline: { style: 'news' } }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toEqual({ headline: { highlight: 'A headline', style: 'news' } });
  });

  it('flush sends waiting changes at once and resolves when all are saved', async () => {
    const { save, sent, finish } = queue();
    save.update({ outline: { intro: 'Hello' } });
    const flushed = save.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await finish();
    await expect(flushed).resolves.toBe(true);
    await expect(save.flush()).resolves.toBe(true);
  });
});
