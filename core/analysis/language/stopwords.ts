import { deu, eng, fra, ita, nld, pol, por, spa, tur, vie } from 'stopword';
import type { TLanguageCode } from './languages';

/**
 * Words that say nothing about a text's subject, per language: the `stopword` package's lists,
 * extended where they are thin. Its English list lacks contractions and common function words,
 * and its Spanish list lacks the accented forms and most verbs of being ("está", "son", "hay").
 */
const EXTRA: Partial<Record<TLanguageCode, string>> = {
  en: `a an the i it its it's is are was were be been being am not no nor so just than then too very can cannot can't could
  couldn't did didn't do does doesn't don't had hadn't has hasn't have haven't he'd he'll he's i'd i'll i'm i've isn't let's
  mustn't shan't she'd she'll she's shouldn't that's there's they'd they'll they're they've wasn't we'd we'll we're we've
  weren't what's when's where's who's why's won't wouldn't you'd you'll you're you've yours yourself yourselves ours ourselves
  hers herself itself themselves theirs myself whom whose why which will shall may off again further once both few own same
  against above below down during until upon onto any every either neither each`,
  es: `está están estás estamos estáis estaba estaban estado estar esta este esto estos estas ese esa esos esas aquel aquella
  aquellos aquellas es son ser fue fueron era eran será serán sido soy eres somos hay había habían ha han he has hemos haber
  yo ella ellos ellas nosotros nosotras vosotros usted ustedes les mis tus su sus nuestro nuestra nuestros nuestras
  así aquí allí ahí cómo dónde cuándo cuál cuáles quién quiénes cuánto según entre hacia tras ante bajo sin sobre e u pues
  todo todos toda todas otra otros otras mismo misma cada tanto tan bien solo sólo aunque entonces después antes siempre
  nunca algo nada alguien nadie algún alguno alguna ningún ninguno ninguna puede pueden hace tiene tienen muy más menos`,
  pt: `é são foi foram ser estar está estão era eram tem têm ter há pelo pela pelos pelas num numa seu sua seus suas você
  vocês nosso nossa também onde quando porque então ainda sobre sem sob`,
  it: `è sono era erano essere ha hanno avere c'è più anche come dove quando perché questo questa questi queste quello quella`,
  fr: `c'est qu'il qu'elle n'est d'un d'une l'on cela ça ceci celui celle ceux celles aussi très plus moins comme quand donc
  alors ainsi tout tous toute toutes`,
  nl: `is zijn was waren wordt worden werd heeft hebben had deze die dit dat het een de en van op te in voor met als ook`,
  de: `ist sind war waren wird werden wurde hat haben hatte`,
};

const LISTS: Record<TLanguageCode, readonly string[]> = {
  en: eng, es: spa, fr: fra, it: ita, nl: nld, pt: por, de: deu, pl: pol, tr: tur, vi: vie,
};

const sets = new Map<TLanguageCode, Set<string>>();

function stopwordSet(code: TLanguageCode): Set<string> {
  let set = sets.get(code);
  if (!set) {
    set = new Set([...LISTS[code], ...(EXTRA[code]?.split(/\s+/) ?? [])].map((word) => word.toLowerCase()).filter(Boolean));
    sets.set(code, set);
  }
  return set;
}

/** Whether a lower-cased word is a stopword of the language; no word is one in an unknown language. */
export function isStopword(code: TLanguageCode | null, lowerWord: string): boolean {
  return code !== null && stopwordSet(code).has(lowerWord);
}
