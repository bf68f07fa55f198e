/**
 * The answers evaluation's own data: four source files on distinct subjects (two of them share the
 * word "starter"), questions each answered by named passages, and questions the sources cannot
 * answer, several of which share stock phrases ("was built", "more than", "how many") or a loose
 * word with the sources. A passage is named by a sentence only it contains.
 */

/** A source file the evaluation uploads. */
export type TEvalSource = { filename: string; text: string };
/** A question, and the sentences of the passages that answer it (none: the sources cannot answer it). */
export type TEvalQuestion = { query: string; answeredBy: string[] };

export const SOURCES: TEvalSource[] = [
  {
    filename: 'harbour-history.md',
    text: `# Harbour wall

The harbour wall was built in 1887 after a winter storm breached the old timber pier. It is more than 400 metres long and was built from granite blocks quarried on the headland.

# Lighthouse

The lighthouse at the harbour mouth was first lit in 1902. Its lamp can be seen from more than 20 miles out at sea, and it was automated in 1986.`,
  },
  {
    filename: 'sourdough.md',
    text: `# Feeding the starter

A sourdough starter is fed every day with equal weights of rye flour and water. It is ready to bake with when it doubles in size within six hours of a feed.

# Baking the loaf

The loaf bakes for 45 minutes at 230 degrees. It is covered for the first 20 minutes, so the crust stays soft while the dough rises.`,
  },
  {
    filename: 'honey-bees.md',
    text: `# The colony

A honey bee colony has a single queen, who lays up to 2,000 eggs a day in spring. Worker bees live about six weeks in summer.

# Honey

Bees make honey from nectar. A strong hive can produce more than 25 kilograms of honey in a good year.`,
  },
  {
    filename: 'acme-pricing.md',
    text: `# Plans

The Starter plan costs 12 dollars a month and includes three seats. The Growth plan costs 49 dollars a month and includes ten seats.

# Refunds

Refunds are granted within 30 days of purchase when the product did not work as described.`,
  },
];

const WALL = 'The harbour wall was built in 1887';
const LAMP = 'Its lamp can be seen from more than 20 miles';
const FEED = 'A sourdough starter is fed every day';
const BAKE = 'The loaf bakes for 45 minutes';
const EGGS = 'lays up to 2,000 eggs a day';
const HONEY = 'A strong hive can produce more than 25 kilograms';
const STARTER_PLAN = 'The Starter plan costs 12 dollars a month';
const REFUNDS = 'Refunds are granted within 30 days';

/** Questions the sources answer, one subject each. */
export const ANSWERABLE: TEvalQuestion[] = [
  { query: 'When was the harbour wall built?', answeredBy: [WALL] },
  { query: 'How far out at sea can the lighthouse lamp be seen?', answeredBy: [LAMP] },
  { query: 'How often is a sourdough starter fed?', answeredBy: [FEED] },
  { query: 'How long does the loaf bake?', answeredBy: [BAKE] },
  { query: 'How many eggs does the queen lay?', answeredBy: [EGGS] },
  { query: 'How much honey can a hive produce?', answeredBy: [HONEY] },
  { query: 'What does the Starter plan cost?', answeredBy: [STARTER_PLAN] },
  { query: 'How long do I have to ask for a refund?', answeredBy: [REFUNDS] },
];

/** A question about two subjects, and a text of three claims about three subjects: each needs its own evidence. */
export const SEVERAL_SUBJECTS: TEvalQuestion[] = [
  { query: 'When was the harbour wall built, and how many eggs does the queen lay?', answeredBy: [WALL, EGGS] },
  {
    query: 'The harbour wall is made of granite blocks. A hive can produce 25 kilograms of honey a year. The Growth plan includes ten seats.',
    answeredBy: [WALL, HONEY, 'The Growth plan costs 49 dollars'],
  },
];

/** Questions nothing in the sources answers; most share stock phrases or a loose word with them. */
export const UNANSWERABLE: TEvalQuestion[] = [
  { query: 'When was the Eiffel Tower built?', answeredBy: [] },
  { query: 'Is the Great Wall of China more than 400 metres long?', answeredBy: [] },
  { query: 'How many people live in Paris?', answeredBy: [] },
  { query: 'What is the boiling point of water?', answeredBy: [] },
  { query: 'How much does a flight to Tokyo cost?', answeredBy: [] },
  { query: 'What was built more than a century ago?', answeredBy: [] },
  { query: 'Who won the football match last year?', answeredBy: [] },
  { query: 'What is the capital of Australia?', answeredBy: [] },
];
