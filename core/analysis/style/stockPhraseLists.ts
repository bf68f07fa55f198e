import type { TLanguageCode } from '../language';

/**
 * Stock phrases that machine-written drafts overuse, per language, one per line. They are matched
 * by stem, word for word within a sentence ("delve into" also finds "delves into", "delving into").
 * Languages without a list are not measured; a list is only worth having if a native reader wrote it.
 */
export const STOCK_PHRASES: Partial<Record<TLanguageCode, string>> = {
  en: `delve into
delve deeper
deep dive
let's dive in
dive into the world of
in today's fast-paced world
in today's digital age
in today's world
in the ever-evolving
ever-evolving landscape
ever-changing landscape
in an era where
it is important to note
it's important to note
it is worth noting
it's worth noting
it is essential to
it's essential to
it is crucial to
a testament to
stands as a testament
navigate the complexities
navigating the complexities
the intricacies of
in conclusion
in summary
to sum up
in essence
plays a crucial role
plays a pivotal role
plays a vital role
in the realm of
a rich tapestry
tapestry of
embark on a journey
unlock the potential
unlock the power
unleash the power
harness the power
game-changer
seamlessly integrate
cutting-edge
a beacon of
at the end of the day
whether you're a
look no further
to the next level
foster a sense of
shed light on
pave the way for
a myriad of
a plethora of
treasure trove
first and foremost
last but not least
without further ado
a wide array of
valuable insights
underscores the importance
highlights the importance
stay ahead of the curve
holistic approach
it's not just about`,
  es: `en el mundo actual
en la era digital
en el vertiginoso mundo
cabe destacar
es importante destacar
es importante tener en cuenta
es crucial
en conclusión
en resumen
en definitiva
sumergirse en
adentrarse en
un testimonio de
desempeña un papel crucial
juega un papel fundamental
a la vanguardia
al siguiente nivel
una amplia gama de
sin lugar a dudas
el panorama actual`,
  fr: `dans le monde d'aujourd'hui
à l'ère du numérique
il est important de noter
il convient de noter
il est essentiel de
en conclusion
en résumé
joue un rôle crucial
joue un rôle clé
plonger dans
les subtilités de
témoigne de
en constante évolution
une large gamme de
sans plus attendre
tirer parti de
n'hésitez pas à
au cœur de
à l'ère de`,
  de: `in der heutigen schnelllebigen welt
in der heutigen zeit
im digitalen zeitalter
es ist wichtig zu beachten
es ist wichtig zu betonen
es ist erwähnenswert
zusammenfassend lässt sich sagen
abschließend lässt sich sagen
spielt eine entscheidende rolle
eine zentrale rolle
ein zeugnis für
tauchen wir ein
auf die nächste stufe
eine breite palette
nicht zuletzt
von entscheidender bedeutung
sich ständig wandelnden
ganzheitlichen ansatz`,
};
