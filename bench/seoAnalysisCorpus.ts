import type { TBriefSnapshot } from '../core/api/seo';
import { phraseKeyOfText } from '../core/analysis/seo/phraseKey';
import { seeded } from './retrieval/corpus';

/** Plain English sentences about the bench's subject, drawn in a seeded order so every run reads the same doc. */
const SENTENCES = `Garden soil is the top layer of earth where plants grow their roots and find water.
Good garden soil drains well, holds nutrients and stays loose enough for roots to spread.
Clay soil holds water for a long time, but it can become hard and compacted in summer.
Sandy soil drains quickly and warms up early in spring, yet it loses nutrients to the rain.
Loam is a balanced mix of sand, silt and clay that most vegetables prefer.
Add compost every autumn to feed the soil and improve its structure.
Organic matter feeds earthworms, fungi and bacteria that keep the soil alive.
A simple soil test tells you the pH and the levels of nitrogen, phosphorus and potassium.
Most vegetables grow best when the soil pH sits between six and seven.
Lime raises the pH of acid soil, while sulphur lowers the pH of alkaline soil.
Mulch protects the surface from heavy rain and keeps moisture in during dry weather.
Avoid walking on wet beds, because your weight squeezes the air out of the soil.
Raised beds warm up faster and give you more control over the soil mix.
Green manure crops such as clover add nitrogen when you dig them back into the ground.
Well-rotted manure is rich in nutrients, but fresh manure can burn young roots.
Drainage matters as much as fertility, since roots need air as well as water.
If water stands on the surface after rain, the soil may need more organic matter or a drain.
Crop rotation keeps pests down and stops one crop from draining the same nutrients every year.
Leaf mould is an easy soil improver that you can make from fallen leaves in a year or two.
Earthworms are a sign of healthy soil, so count them when you dig a spade of earth.
Dig only when the soil is moist but not sticky, or you will damage its structure.
No-dig gardening leaves the soil layers in place and adds compost on top each year.
Cover bare soil in winter with a crop or a mulch to stop nutrients from washing away.
Potting mix is not garden soil, and it is made for containers rather than beds.
Testing the soil every few years shows whether your changes are working.
Peat-free compost protects wetlands and still gives good results in the garden.
Fertiliser gives a quick boost, but compost builds lasting fertility in the soil.
A handful of moist soil that crumbles when you squeeze it has a good structure.
Gypsum can help some clay soils, but compost is the safer first step for most gardens.
Plants show hunger through pale leaves, slow growth and poor flowers.`.split('\n');

const HEADINGS = ['What is garden soil', 'Types of garden soil', 'How to test your soil', 'Improving drainage', 'Adding compost and manure',
  'Soil pH explained', 'Mulch and cover crops', 'Raised beds', 'No-dig gardening', 'Common soil problems'];

/** A doc of about `words` words in the editor's HTML (an H1, an H2 every six paragraphs, links and images along the way) and a 50-term brief. */
export function seoBenchDoc(words = 5_000) {
  const random = seeded(17);
  const parts = ['<h1>Garden soil: a complete guide</h1>'];
  let count = 5;
  for (let paragraph = 0; count < words; paragraph += 1) {
    if (paragraph % 6 === 5) {
      const heading = HEADINGS[(paragraph / 6) % HEADINGS.length | 0]!;
      parts.push(`<h2>${heading}</h2>`);
      count += heading.split(' ').length;
    }
    const sentences: string[] = [];
    for (let i = 0; i < 5 && count < words; i += 1) {
      const sentence = SENTENCES[Math.floor(random() * SENTENCES.length)]!;
      sentences.push(sentence);
      count += sentence.split(' ').length;
    }
    if (paragraph % 9 === 4) sentences.push('Read <a href="/blog/compost">our compost guide</a> or <a href="https://www.rhs.org.uk/soil">the RHS advice</a>.');
    parts.push(`<p>${sentences.join(' ')}</p>`);
    if (paragraph % 15 === 7) parts.push('<p><img src="/images/soil.jpg" alt="A spade of dark crumbly garden soil"></p>');
  }
  const terms = ['garden soil', 'compost', 'organic matter', 'soil ph', 'drainage', 'clay soil', 'sandy soil', 'mulch', 'raised beds',
    'earthworms', 'nutrients', 'soil test', 'manure', 'loam', 'leaf mould', 'cover crop', 'no-dig', 'structure', 'fertiliser', 'nitrogen',
    'roots', 'water', 'plants', 'clay', 'sand', 'silt', 'spring', 'summer', 'autumn', 'winter', 'rain', 'beds', 'crop rotation', 'leaves',
    'fungi', 'bacteria', 'potassium', 'phosphorus', 'lime', 'sulphur', 'gypsum', 'peat-free compost', 'spade', 'vegetables', 'fertility',
    'dry weather', 'moisture', 'pests', 'containers', 'flowers'];
  const snapshot: TBriefSnapshot = {
    keyword: 'garden soil', secondary_keywords: ['soil improvement'], language: 'English-US', country: 'United States', target_words: words,
    terms: terms.map((phrase, i) => ({ key: phraseKeyOfText(phrase, 'en'), phrase, words: phrase.split(' ').length, pages: 10 - (i % 8), min: 2 + (i % 5), max: 8 + (i % 7) * 3, weight: (10 - (i % 8)) / 10 })),
    questions: [], common_headings: HEADINGS.map((text, i) => ({ text, pages: 10 - i })), pages: [], notices: [],
  };
  return { html: parts.join(''), title: 'Garden soil: a complete guide', meta: 'What garden soil is, how to test it and how to improve it.', slug: 'garden-soil-guide', keyword: 'garden soil', snapshot };
}
