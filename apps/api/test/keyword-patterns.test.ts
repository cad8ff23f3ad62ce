import { describe, expect, it } from 'vitest';
import { keywordIndexPatterns } from '../src/modules/properties/keyword.ts';

/**
 * The parts of a keyword the name's trigram index is asked for (issue 19, migration 0016): around each of its first
 * three spaces, three characters of each word; a keyword of one word, whole; LIKE's own characters escaped. The
 * database then reads them as it reads the name (lower-cased, spaces and q's swapped). Each part is a part of the
 * keyword, so no name holding the keyword is lost.
 */
describe('keyword: the parts asked of the name’s trigram index', () => {
  it.each([
    ['Diagonal 17', ['%nal 17%']],
    ['Torres del Río', ['%res del%', '%del Río%']],
    ['Casa Diagonal 17', ['%asa Dia%', '%nal 17%']],
    ['a b', ['%a b%']],
    ['a b c', ['%a b c%']],
    ['Lista  Coral', ['%sta  Cor%']],
    ['uno dos tres cuatro cinco', ['%uno dos%', '%dos tre%', '%res cua%']],
    ['Diagonal', ['%Diagonal%']],
    ['100% vendido', ['%00\\% ven%']],
    ['a_b c', ['%a\\_b c%']],
    ['ref\\x y', ['%f\\\\x y%']],
    ['17 # 3-10', ['%17 # 3%', '%7 # 3-1%']],
  ])('%j → %j', (keyword, expected) => {
    expect(keywordIndexPatterns(keyword)).toEqual(expected);
  });

  it('each part is a part of the keyword', () => {
    for (const keyword of ['Diagonal 17 # 45-23', 'Apto  301 Torre B', 'x y', 'Calle 100%  Sur _ norte']) {
      for (const part of keywordIndexPatterns(keyword)) {
        const literal = part.slice(1, -1).replace(/\\(.)/g, '$1');
        expect(keyword).toContain(literal);
      }
    }
  });
});
