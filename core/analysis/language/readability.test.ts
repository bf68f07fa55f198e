import { describe, expect, it } from 'vitest';
import { readabilityOf } from './readability';

describe('readabilityOf', () => {
  it('English: Flesch’s own example scores 116', () => {
    // 6 words, 1 sentence, 6 syllables: 206.835 − 1.015 × 6 − 84.6 × 6/6 = 116.145 → 116.1.
    expect(readabilityOf('The cat sat on the mat.', 'en')).toEqual({ score: 116.1, formula: 'Flesch reading ease', band: 'very easy' });
  });

  it('English: a plain passage and a dense one', () => {
    // Good(1) soil(1) holds(1) water(2) | Plants need air and light to grow well (8 × 1): 12 words, 2 sentences, 13 syllables.
    // 206.835 − 1.015 × 6 − 84.6 × 13/12 = 206.835 − 6.09 − 91.65 = 109.095 → 109.1.
    expect(readabilityOf('Good soil holds water. Plants need air and light to grow well.', 'en').score).toBe(109.1);
    // Pho-to-syn-the-sis(5) con-verts(2) e-lec-tro-mag-net-ic(6) ra-di-a-tion(4) in-to(2) chem-i-cal(3) en-er-gy(3):
    // 7 words, 1 sentence, 25 syllables. 206.835 − 7.105 − 84.6 × 25/7 (302.143) = −102.41 → −102.4.
    expect(readabilityOf('Photosynthesis converts electromagnetic radiation into chemical energy.', 'en'))
      .toEqual({ score: -102.4, formula: 'Flesch reading ease', band: 'very difficult' });
  });

  it('Spanish: Fernández-Huerta (Law’s correction)', () => {
    // El(1) ni-ño(2) co-me(2) pan(1) | La(1) ca-sa(2) es(1) muy(1) gran-de(2): 9 words, 2 sentences, 13 syllables.
    // 206.84 − 60 × 13/9 − 1.02 × 4.5 = 206.84 − 86.667 − 4.59 = 115.583 → 115.6.
    expect(readabilityOf('El niño come pan. La casa es muy grande.', 'es')).toEqual({ score: 115.6, formula: 'Fernández-Huerta', band: 'very easy' });
    // La(1) po-e-sí-a(4) del(1) pa-ís(2): 206.84 − 60 × 8/4 − 1.02 × 4 = 82.76 → 82.8.
    expect(readabilityOf('La poesía del país.', 'es')).toEqual({ score: 82.8, formula: 'Fernández-Huerta', band: 'easy' });
  });

  it('German: Amstad', () => {
    // Der Hund läuft schnell (4 × 1) | Die(1) Bäu-me(2) sind(1) grün(1): 8 words, 2 sentences, 9 syllables.
    // 180 − 4 − 58.5 × 9/8 = 180 − 4 − 65.8125 = 110.1875 → 110.2.
    expect(readabilityOf('Der Hund läuft schnell. Die Bäume sind grün.', 'de')).toEqual({ score: 110.2, formula: 'Flesch–Amstad', band: 'very easy' });
  });

  it('French: Kandel–Moles', () => {
    // Le chat dort (3 × 1) | La(1) ré-a-li-té(4) est(1) belle(1, mute e): 7 words, 2 sentences, 10 syllables.
    // 207 − 1.015 × 3.5 − 73.6 × 10/7 = 207 − 3.5525 − 105.143 = 98.305 → 98.3.
    expect(readabilityOf('Le chat dort. La réalité est belle.', 'fr').score).toBe(98.3);
  });

  it('Italian: Flesch–Vacca', () => {
    // Il(1) te-a-tro(3) è(1) bel-lo(2) | La(1) cit-tà(2) dor-me(2): 7 words, 2 sentences, 12 syllables.
    // 206 − 65 × 12/7 − 3.5 = 206 − 111.429 − 3.5 = 91.071 → 91.1.
    expect(readabilityOf('Il teatro è bello. La città dorme.', 'it')).toEqual({ score: 91.1, formula: 'Flesch–Vacca', band: 'very easy' });
  });

  it('Dutch: Douma', () => {
    // De tijd gaat snel | Het huis is mooi: 8 words, 2 sentences, 8 syllables.
    // 206.84 − 77 × 1 − 0.93 × 4 = 126.12 → 126.1.
    expect(readabilityOf('De tijd gaat snel. Het huis is mooi.', 'nl').score).toBe(126.1);
  });

  it('Portuguese: Martins et al.', () => {
    // O pão é bom (4 × 1) | A(1) sa-ú-de(3) da(1) mãe(1): 8 words, 2 sentences, 10 syllables.
    // 248.835 − 1.015 × 4 − 84.6 × 10/8 = 248.835 − 4.06 − 105.75 = 139.025 → 139.
    expect(readabilityOf('O pão é bom. A saúde da mãe.', 'pt')).toEqual({ score: 139, formula: 'Flesch–Martins', band: 'very easy' });
  });

  it('Turkish: Ateşman', () => {
    // ki-tap-lar-dan(4) öğ-ren-dim(3) | bah-çe(2) çok(1) gü-zel(2): 5 words, 2 sentences, 12 syllables.
    // 198.825 − 40.175 × 12/5 − 2.61 × 2.5 = 198.825 − 96.42 − 6.525 = 95.88 → 95.9.
    expect(readabilityOf('Kitaplardan öğrendim. Bahçe çok güzel.', 'tr')).toEqual({ score: 95.9, formula: 'Ateşman', band: 'very easy' });
  });

  it('Polish, Vietnamese and unknown languages: LIX', () => {
    // 5 words, 2 sentences, 1 word over six letters (potrzebuje): 5/2 + 100 × 1/5 = 22.5.
    expect(readabilityOf('Ogród potrzebuje wody. Kot śpi.', 'pl')).toEqual({ score: 22.5, formula: 'LIX', band: 'very easy' });
    // 5 words, 1 sentence, none long: 5.
    expect(readabilityOf('Tôi yêu khu vườn này.', 'vi')).toEqual({ score: 5, formula: 'LIX', band: 'very easy' });
    // 12 words, 1 sentence, long: inexplicably(13), complicated(11), sentences(9), without(7), punctuation(11) = 5: 12 + 41.667 = 53.7.
    expect(readabilityOf('Inexplicably complicated sentences go on and on without any punctuation at all', null))
      .toEqual({ score: 53.7, formula: 'LIX', band: 'difficult' });
  });

  it('has no score for a text without words', () => {
    expect(readabilityOf('', 'en')).toEqual({ score: null, formula: 'Flesch reading ease', band: null });
    expect(readabilityOf('— … —', null)).toEqual({ score: null, formula: 'LIX', band: null });
  });
});
