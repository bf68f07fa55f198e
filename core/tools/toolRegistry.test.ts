import { describe, expect, it } from 'vitest';
import { REPURPOSE_FORMATS } from './repurposeFormats';
import { TOOL_MARKER } from './toolDefinition';
import { toolPrompt } from './toolPrompt';
import { LINKED_TOOLS, STANDALONE_TOOL_IDS, WRITING_TOOL_IDS, WRITING_TOOLS } from './toolRegistry';
import { sampleValues } from './toolSamples.testkit';
import { plainLabel, readToolValues } from './toolValues';

const ALL = [...Object.values(WRITING_TOOLS), ...Object.values(REPURPOSE_FORMATS)];

describe('the tool registry', () => {
  it('covers every standalone route of spec §2: 23 writing tools and 4 that are pages of their own', () => {
    expect(STANDALONE_TOOL_IDS).toHaveLength(27);
    expect(WRITING_TOOL_IDS).toHaveLength(23);
    expect(Object.keys(LINKED_TOOLS).sort()).toEqual(['custom', 'factcheck', 'factgpt', 'public']);
    for (const id of STANDALONE_TOOL_IDS) expect(id in WRITING_TOOLS || id in LINKED_TOOLS, id).toBe(true);
  });

  it('gives every tool a title, a description, at least one required field and a bounded answer', () => {
    for (const tool of ALL) {
      expect(tool.title.length, tool.id).toBeGreaterThan(2);
      expect(tool.description.length, tool.id).toBeGreaterThan(10);
      expect(tool.fields.some((spec) => spec.required), tool.id).toBe(true);
      expect(tool.maxOutputTokens, tool.id).toBeGreaterThan(0);
      expect(tool.maxOutputTokens, tool.id).toBeLessThanOrEqual(2_400);
      for (const spec of tool.fields) expect(spec.maxChars, `${tool.id}.${spec.name}`).toBeGreaterThan(0);
    }
  });

  it.each(ALL.map((tool) => [tool.id, tool] as const))('%s: its prompt opens with the marker and the task and carries every value the writer gave', (_id, tool) => {
    const read = readToolValues(tool, sampleValues(tool));
    if (!('values' in read)) throw new Error(JSON.stringify(read.problems));
    const prompt = toolPrompt(tool, read.values, { language: 'German' });
    expect(prompt.system.startsWith(`${TOOL_MARKER} ${tool.id}. You are a writing assistant. ${tool.task}`)).toBe(true);
    expect(prompt.system).toContain('Write in German.');
    for (const spec of tool.fields) {
      const value = read.values[spec.name]!;
      if (spec.kind === 'choice') continue;
      expect(prompt.user, `${tool.id}.${spec.name}`).toContain(`${plainLabel(spec.label)}:`);
      for (const line of value.split('\n')) expect(prompt.user, `${tool.id}.${spec.name}`).toContain(line);
    }
    const tone = tool.fields.find((spec) => spec.name === 'tone');
    if (tone) expect(prompt.system).toContain(`Write in a ${read.values.tone!.toLowerCase()} tone.`);
  });

  it('puts the brand voice after the instructions, and asks for the language of the text when none is named', () => {
    const prompt = toolPrompt(WRITING_TOOLS.synopsis, { text: 'Some text.' }, { brandVoice: 'Write in this brand voice ("Acme"):\nTone: warm' });
    expect(prompt.system).toMatch(/Write in the language of the writer’s text\.[\s\S]*\n\nWrite in this brand voice \("Acme"\):\nTone: warm$/);
  });
});
