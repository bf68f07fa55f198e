import { promptText, type TFakeChatBody, type TFakeScript } from './openaiCompatible';

/** The marker that opens every writing tool's instructions (core/tools/toolDefinition.ts TOOL_MARKER). */
const MARKER = /Writing tool task: ([a-z0-9-]+)\./;

/** The first field of the writer's message: "Label: value" on one line, or the line under "Label:". */
function subjectOf(user: string): string {
  const lines = user.split('\n');
  const first = lines[0] ?? '';
  const inline = /^[^:]+: (.+)$/.exec(first);
  return (inline ? inline[1]! : (lines[1] ?? '')).trim().slice(0, 80);
}

/** The brand voice's name when the instructions carry one (core/brandVoices/voicePrompt.ts). */
const voiceOf = (system: string) => /Write in this brand voice \("([^"]+)"\)/.exec(system)?.[1];
const countOf = (system: string, fallback: number) => Number(/Write (\d+) /.exec(system)?.[1] ?? /Give (\d+) ideas/.exec(system)?.[1] ?? fallback);

/**
 * The local test model's writing-tool answers, predictable from the prompt: lists name the first
 * field's value line by line, FAQs come as Q:/A: pairs, the repurpose formats answer past their
 * platform's limits on purpose (a 12-post thread of long posts, a 400-character tweet, a 90-character
 * email subject) so tests see the server hold them to it, and anything else is one sentence naming
 * the tool and the value. A brand voice in the instructions is named at the end of the answer.
 */
export function writingToolAnswer(body: TFakeChatBody): TFakeScript | null {
  const system = body.messages.filter((message) => message.role === 'system').map((message) => promptText({ ...body, messages: [message] })).join('\n');
  const user = body.messages.filter((message) => message.role === 'user').map((message) => promptText({ ...body, messages: [message] })).join('\n');
  const tool = MARKER.exec(system)?.[1];
  if (!tool) return null;
  const subject = subjectOf(user);
  const voice = voiceOf(system);
  const signed = (text: string) => ({ kind: 'answer', text: voice ? `${text}\n\n(Written in the ${voice} voice.)` : text }) satisfies TFakeScript;
  const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i + 1)).join('\n');
  switch (tool) {
    case 'headlines':
      return signed(lines(countOf(system, 5), (i) => `${i}. Headline ${i} about ${subject}`));
    case 'blogideas':
      return signed(lines(countOf(system, 7), (i) => `Idea ${i} on ${subject}: an angle worth writing.`));
    case 'blogoutline':
      return signed(lines(countOf(system, 6), (i) => `Part ${i} of ${subject}`));
    case 'faqs':
    case 'qna':
      return signed(
        Array.from({ length: tool === 'qna' ? 5 : countOf(system, 5) }, (_, i) => `Q: Question ${i + 1} about ${subject}?\nA: Answer ${i + 1} from the local test model.`).join('\n\n'),
      );
    case 'twitter-thread':
      return signed(lines(12, (i) => `Post ${i} about ${subject}. ${'More words to make this post run long. '.repeat(8).trim()}`));
    case 'tweet':
      return signed(`A tweet about ${subject}. ${'This sentence keeps the tweet going well past its limit. '.repeat(7).trim()}`);
    case 'promotional-email':
    case 'lead-generation-email':
      return signed(`Subject: ${'An email subject line that is much longer than sixty characters allow'} about ${subject}\n\nHello,\n\nThe local test model wrote this email about ${subject}.\n\n[Your name]`);
    default:
      return signed(`The local test model wrote this ${tool} for "${subject}".`);
  }
}
