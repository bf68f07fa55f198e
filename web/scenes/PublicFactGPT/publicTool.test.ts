import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/api/client';
import { factgptQueryToRemember } from '@web/routing/factgptHandoff';
import { rememberedQuestion } from '../FactGPT/rememberedQuestion';
import { accountLinks, isPublicMode, isRunsExhausted, PUBLIC_MODES, runsLeftText } from './publicTool';

describe('the public FactGPT tool', () => {
  it('offers only the modes the public stream accepts', () => {
    expect(PUBLIC_MODES).toEqual(['instruct', 'serp']);
    expect(isPublicMode('serp')).toBe(true);
    expect(isPublicMode('file')).toBe(false);
  });

  it('counts the runs left out of 15, never below zero', () => {
    expect(runsLeftText({ runs_left: 15 })).toBe('15 of 15 free runs left today');
    expect(runsLeftText({ runs_left: 0 })).toBe('0 of 15 free runs left today');
    expect(runsLeftText({ runs_left: -2 })).toBe('0 of 15 free runs left today');
  });

  it('tells the used-up refusal from other failures', () => {
    expect(isRunsExhausted(new ApiError(400, 'You have used your 15 free runs for today.', { code: 'public_runs_exhausted' }))).toBe(true);
    expect(isRunsExhausted(new ApiError(400, 'Please type a question.', { code: 'bad_request' }))).toBe(false);
    expect(isRunsExhausted(new Error('public_runs_exhausted'))).toBe(false);
  });

  it('carries the question to /login so the hand-over brings it to /factgpt', () => {
    const links = accountLinks('  What is E-E-A-T & why?  ');
    expect(links.signUp).toBe('/login?tab=signup&factgpt=What+is+E-E-A-T+%26+why%3F');
    expect(links.logIn).toBe('/login?factgpt=What+is+E-E-A-T+%26+why%3F');
    const search = links.logIn.slice('/login'.length);
    expect(rememberedQuestion(factgptQueryToRemember(search, false) ?? '')).toBe('What is E-E-A-T & why?');
  });

  it('leads to plain sign-up and log-in without a question', () => {
    expect(accountLinks(null)).toEqual({ signUp: '/login?tab=signup', logIn: '/login' });
    expect(accountLinks('   ')).toEqual({ signUp: '/login?tab=signup', logIn: '/login' });
  });
});
