import { describe, expect, it } from 'vitest';
import { answersToSend, FLOW_STEPS, stepErrors, stepOfField, type TAnswers } from './onboardingFlowSteps';

const empty: TAnswers = { name: 'Ada', team_size: '', app_starting_point: '', starting_workflow: '', hear_about_us: '', hear_about_source_or_query: '', project_name: 'Blog' };
const step = (id: string) => FLOW_STEPS.find((item) => item.id === id)!;

describe('the onboarding flow steps', () => {
  it('sends only the answers given, trimmed, and always the name and project', () => {
    expect(answersToSend({ ...empty, team_size: '2-5', hear_about_source_or_query: '  a newsletter ' })).toEqual({
      name: 'Ada',
      team_size: '2-5',
      hear_about_source_or_query: 'a newsletter',
      project_name: 'Blog',
    });
    expect(answersToSend({ ...empty, name: ' ' })).toMatchObject({ name: '' });
  });

  it('checks a step with the server’s rules: unanswered choices pass, an emptied name or an over-long text does not', () => {
    expect(stepErrors(step('about'), empty)).toEqual({});
    expect(stepErrors(step('about'), { ...empty, name: '' })).toEqual({ name: 'Please enter your name.' });
    expect(stepErrors(step('found'), { ...empty, hear_about_source_or_query: 'x'.repeat(201) })).toEqual({ hear_about_source_or_query: 'Keep this under 200 characters.' });
    expect(stepErrors(step('project'), { ...empty, project_name: 'x'.repeat(81) })).toEqual({ project_name: 'A project name can be at most 80 characters.' });
    // Another step's bad answer does not hold this one back.
    expect(stepErrors(step('start'), { ...empty, name: '' })).toEqual({});
  });

  it('finds the step of a field the server refused', () => {
    expect(stepOfField('onboarding_data.project_name')).toBe(3);
    expect(stepOfField('onboarding_data.team_size')).toBe(0);
    expect(stepOfField('email')).toBe(-1);
  });
});
