/** Latin-1 entity names in code-point order from 160 (&nbsp;) to 255 (&yuml;): pasted pages write accents with them. */
const LATIN_1 = `nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro
para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute
Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN
szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute
ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml`.split(/\s+/);

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚',
  ldquo: '“', rdquo: '”', bdquo: '„', bull: '•', euro: '€', trade: '™', OElig: 'Œ', oelig: 'œ', Scaron: 'Š', scaron: 'š',
  Yuml: 'Ÿ', circ: 'ˆ', tilde: '˜', ensp: ' ', emsp: ' ', thinsp: ' ', zwnj: '', zwj: '', lrm: '', rlm: '', dagger: '†',
  Dagger: '‡', permil: '‰', lsaquo: '‹', rsaquo: '›',
  ...Object.fromEntries(LATIN_1.map((name, index) => [name, String.fromCharCode(160 + index)])),
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,7}));?/g;

const fromCodePoint = (code: number) => (code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD');

/** Decodes numeric entities and the common named ones (an unknown name is left as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return fromCodePoint(Number(decimal));
    if (hex) return fromCodePoint(parseInt(hex, 16));
    return (name && NAMED[name]) ?? whole;
  });
}
