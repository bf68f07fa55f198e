/**
 * Prompt template variables (issue 21): a formula names its inputs as `{variable_name}` (letters,
 * digits and underscores); running it fills each with the writer's value. A literal brace is written
 * doubled (`{{`, `}}`), so a prompt can still show JSON. Anything else with a brace is malformed.
 */

/** The longest variable name a formula may use. */
export const VARIABLE_NAME_MAX = 40;
const VARIABLE_NAME = /^[A-Za-z0-9_]+$/;

/** A formula read into its parts: literal text and placeholders, in order. */
type TPart = { kind: 'text'; text: string } | { kind: 'variable'; name: string };

/** What reading or filling a formula found wrong, in words a writer can act on. */
export type TTemplateProblem = { ok: false; message: string };
export type TTemplateResult<T> = { ok: true; value: T } | TTemplateProblem;

const problem = (message: string): TTemplateProblem => ({ ok: false, message });

/** Splits a formula into text and placeholders; the first malformed brace is the problem. */
function readFormula(formula: string): TTemplateResult<TPart[]> {
  const parts: TPart[] = [];
  let text = '';
  for (let i = 0; i < formula.length; i++) {
    const ch = formula[i];
    if ((ch === '{' || ch === '}') && formula[i + 1] === ch) {
      text += ch;
      i++;
      continue;
    }
    if (ch === '}') return problem('The formula has a “}” without its “{”. Write a variable as {variable_name}, or a literal brace doubled: }}.');
    if (ch !== '{') {
      text += ch;
      continue;
    }
    const end = formula.indexOf('}', i + 1);
    const nextOpen = formula.indexOf('{', i + 1);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) return problem('The formula has a “{” without its “}”. Write a variable as {variable_name}, or a literal brace doubled: {{.');
    const name = formula.slice(i + 1, end);
    if (!VARIABLE_NAME.test(name)) {
      return problem(`“{${name.slice(0, 60)}}” is not a variable: a variable name uses only letters, digits and underscores, like {topic} or {target_audience}.`);
    }
    if (name.length > VARIABLE_NAME_MAX) return problem(`The variable {${name.slice(0, 20)}…} is too long: a variable name has at most ${VARIABLE_NAME_MAX} characters.`);
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'variable', name });
    i = end;
  }
  if (text) parts.push({ kind: 'text', text });
  return { ok: true, value: parts };
}

/**
 * The variables a formula uses, each once, in the order they first appear; or why the formula is
 * malformed (an unmatched brace, a name with other characters, too many variables).
 */
export function templateVariables(formula: string, maxVariables = Infinity): TTemplateResult<string[]> {
  const read = readFormula(formula);
  if (!read.ok) return read;
  const names = [...new Set(read.value.flatMap((part) => (part.kind === 'variable' ? [part.name] : [])))];
  if (names.length > maxVariables) return problem(`A template can have at most ${maxVariables} variables; this one has ${names.length}.`);
  return { ok: true, value: names };
}

/**
 * The formula with every variable replaced by its value (literal `{{`/`}}` become single braces).
 * Every variable needs a non-blank value, and every value must name a variable of the formula.
 */
export function fillTemplate(formula: string, values: Readonly<Record<string, string>>): TTemplateResult<string> {
  const read = readFormula(formula);
  if (!read.ok) return read;
  const used = new Set(read.value.flatMap((part) => (part.kind === 'variable' ? [part.name] : [])));
  const unknown = Object.keys(values).filter((name) => !used.has(name));
  if (unknown.length > 0) return problem(`This template has no variable named “${unknown[0]!.slice(0, 60)}”.`);
  const missing = [...used].filter((name) => !(values[name] ?? '').trim());
  if (missing.length > 0) return problem(`Please fill in ${missing.map((name) => `{${name}}`).join(', ')}.`);
  return { ok: true, value: read.value.map((part) => (part.kind === 'text' ? part.text : values[part.name]!)).join('') };
}
