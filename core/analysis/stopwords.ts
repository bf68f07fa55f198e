/**
 * Words that say nothing about what a question or passage is about, in two lists. Function words
 * (articles, pronouns, auxiliaries, prepositions, quantifiers) of English and of the other
 * languages the retrieval indexes; and stock words, which are content words in grammar but appear
 * in questions and texts on every subject ("was built", "how long", "the first year", "explain").
 * Sharing only these is not evidence that a passage answers a question.
 */

const ENGLISH = `a about above across after afterwards again against all almost alone along already also although always am among
an and another any anybody anyone anything anywhere are aren around as at be became because been before beforehand behind being
below beside besides between beyond both but by can cannot could couldn did didn do does doesn doing don done down during each
either else elsewhere enough etc even ever every everybody everyone everything everywhere except few for from further had hadn
has hasn have haven having he hence her here hers herself him himself his how however i if in inside instead into is isn it its
itself just least less like ll many me meanwhile might mine more moreover most mostly much must my myself near neither never
nevertheless no nobody none noone nor not nothing now nowhere of off often on once one ones only onto or other others otherwise
ought our ours ourselves out over own per perhaps please quite rather re really s same shall she should shouldn since so some
somebody someone something sometime sometimes somewhere still such t than that the their theirs them themselves then thence there
thereafter thereby therefore these they this those though through throughout thru thus to together too toward towards under
unless until up upon us ve very via was wasn we well were weren what whatever when whence whenever where whereas whereby
wherever whether which while whither who whoever whole whom whose why will with within without would wouldn yet you your
yours yourself yourselves`;

/** The most frequent function words of the other languages the retrieval detects; none of them is also an English content word. */
const OTHER_LANGUAGES = `le la les et des est une du que dans pour pas sur qui au aux ce cette ces il elle ils elles nous vous
sont ont avec mais ou où donc comme plus leur leurs son sa ses mon ma mes quand quel quelle quels quelles pourquoi
der das und ist nicht mit den ein eine einer einem zu auf sich auch dem des wie wer wann warum welche welcher oder aber
el los las y es por con una para del se como pero su sus qué cuándo dónde cómo
il di che è per sono gli della con non anche nel questo quando perché
o os e do da em um uma com não é no mais quando onde
de het een en niet op dat met voor zijn ook aan wordt wanneer waar waarom`;

const STOCK = `build builds built rebuild rebuilt make makes made making get gets got gotten getting take takes took taken give
gives gave given go goes went gone going come comes came see sees saw seen look looks looked know knows knew known say says said
tell tells told show shows showed shown use uses used using want wants wanted need needs needed happen happens happened become
becomes begin begins began begun start starts started call called calls find finds found keep keeps kept let lets put puts seem
seems seemed mean means meant include includes included including contain contains contained help helps helped live lives lived
work works worked explain describe summarise summarize summary list compare define write try ask asks asked answer think feel exist exists existed
thing things way ways kind kinds type types sort sorts part parts lot lots number numbers amount time times year years month
day days date dates people person example examples reason reasons fact facts question questions information info detail details
name names source sources topic topics stuff matter section page
first last new good better best bad worse worst big bigger biggest small smaller smallest large larger largest long longer longest
high higher low lower main different same next previous early earlier late later great greater certain important possible
usually currently today ago recently approximately roughly exactly actually basically generally typically especially far
two three four five six seven eight nine ten hundred thousand million
md txt pdf docx doc html htm`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);

/** Function words of English and the retrieval's other languages. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([...words(ENGLISH), ...words(OTHER_LANGUAGES)]);

/** Stock words: verbs, frame nouns and vague adjectives found in questions about anything. */
export const STOCK_WORDS: ReadonlySet<string> = new Set(words(STOCK));
