/** Forms of "be" that start an English passive ("is made", "was being built", "wasn't seen"). */
export const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', "isn't", "aren't", "wasn't", "weren't"]);

/** Words that may stand between "be" and the participle ("was not seen", "is often being used"). */
export const BETWEEN = new Set([
  'not', 'also', 'often', 'always', 'never', 'already', 'still', 'just', 'being', 'been', 'then', 'now', 'soon', 'all', 'both',
  'each', 'even', 'again', 'ever', 'once', 'seldom',
]);

/** Irregular past participles (no -ed); "come", "become" and "run" are left out, as "is come" is rarely a passive. */
export const IRREGULAR_PARTICIPLES = new Set(`arisen awoken beaten begun bent bidden bitten bled blown broken bred brought built burnt
burst bought cast caught chosen clung cost crept cut dealt dug done drawn dreamt drunk driven eaten fallen fed felt fought found
fled flung flown forbidden forgotten forgiven forsaken frozen got gotten given gone ground grown hung heard hidden hit held hurt
kept knelt known laid led leant learnt left lent let lit lost made meant met mistaken misunderstood paid proven put quit read
rebuilt rewritten ridden rung risen said seen sought sold sent set sewn shaken shone shot shown shrunk shut sung sunk slain slept
slid slung slit smelt sown spoken sped spelt spent spilt spun spat split spoilt spread sprung stood stolen stuck stung strewn
struck striven sworn swept swollen swum swung taken taught torn told thought thrown thrust trodden understood undertaken undone
upheld woken worn woven wept won wound withdrawn withheld written wrung overcome overtaken overseen overthrown foreseen
outdone`.split(/\s+/));

/** Words ending in -ed that are not participles ("was indeed", "is a hundred", "were red"). */
export const NOT_PARTICIPLES = new Set(`bed red shed fed need feed seed speed weed deed indeed hundred breed greed steed naked wicked
sacred kindred rugged ragged crooked wretched beloved dogged jagged`.split(/\s+/));
