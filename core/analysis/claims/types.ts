/** What makes a claim checkable; a claim has at least one. */
export type TClaimKind = 'number' | 'quantity' | 'date' | 'name' | 'comparison' | 'causal';

/** A checkable claim: an exact slice of the input (input.slice(start, end) === text) inside its sentence. */
export type TClaim = {
  /** Stable across runs: a hash of the claim's text, case and spacing ignored, so unchanged claims keep their results. */
  id: string;
  text: string;
  start: number;
  end: number;
  sentenceStart: number;
  sentenceEnd: number;
  kinds: TClaimKind[];
};

/** The claims of a text, in order; `truncated` when the cap stopped the detection early. */
export type TClaimDetection = { claims: TClaim[]; truncated: boolean };

/** A number in the text, normalised ("3.5 million" → 3,500,000); unit is 'percent', a currency code, a unit or null. */
export type TNumberFact = {
  kind: 'number';
  text: string;
  start: number;
  end: number;
  value: number;
  unit: string | null;
  /** The value of the last digit written ("4,000" → 1,000; "3.5 million" → 100,000): how far the writer rounded. */
  step: number;
  /** Written as an estimate ("about 4,000", "more than 12%"). */
  approximate: boolean;
};

/** A year or date in the text ("1889", "March 1889", "15 March 1889", "1889-03-15"); the parts not written are null. */
export type TDateFact = {
  kind: 'date';
  text: string;
  start: number;
  end: number;
  year: number | null;
  month: number | null;
  day: number | null;
};

export type TFact = TNumberFact | TDateFact;

/** A claim's number or date that its passage gives otherwise: something for the writer to check, never a verdict. */
export type TFactDifference = {
  kind: 'number' | 'date';
  claim: string;
  passage: string;
  claimStart: number;
  claimEnd: number;
  passageStart: number;
  passageEnd: number;
};
