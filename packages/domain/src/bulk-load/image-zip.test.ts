import { describe, expect, it } from 'vitest';
import {
  candidateTargets,
  compareImageEntries,
  imageTargetKey,
  isSystemEntry,
  namedTargetOf,
  splitEntryPath,
} from './image-zip.ts';

describe('images by zip: which target an entry names', () => {
  it.each([
    ['APT-101/1.jpg', ['APT-101']],
    ['fotos/APT-101/fachada.png', ['APT-101']],
    ['APT-101_2.jpg', ['APT-101']],
    ['fotos/APT-101_2.jpg', ['fotos', 'APT-101']],
    ['TORRE_A_101_3.webp', ['TORRE_A_101']],
    ['suelta.jpg', []],
    ['sin_orden.jpg', []],
  ])('%s → %j', (path, expected) => {
    expect(candidateTargets(path)).toEqual(expected);
  });

  it.each([
    ['APT-101_2.jpg', { name: 'APT-101', order: 2 }],
    ['A_B_10.jpeg', { name: 'A_B', order: 10 }],
    ['APT-101_.jpg', null],
    ['APT-101_2', null],
  ])('namedTargetOf(%s)', (file, expected) => {
    expect(namedTargetOf(file)).toEqual(expected);
  });

  it('splits a path into its folder and file', () => {
    expect(splitEntryPath('a/b/c.jpg')).toEqual({ folder: 'b', file: 'c.jpg' });
    expect(splitEntryPath('c.jpg')).toEqual({ folder: null, file: 'c.jpg' });
  });

  it.each([
    ['__MACOSX/fotos/._1.jpg', true],
    ['fotos/.DS_Store', true],
    ['fotos/Thumbs.db', true],
    ['desktop.ini', true],
    ['fotos/APT-1/1.jpg', false],
  ])('isSystemEntry(%s) = %s', (path, expected) => {
    expect(isSystemEntry(path)).toBe(expected);
  });

  it('compares names without case, accents or repeated spaces', () => {
    expect(imageTargetKey('  Torre  Álamo ')).toBe(imageTargetKey('TORRE ALAMO'));
    expect(imageTargetKey('apt-101')).toBe('APT-101');
  });

  it('orders images by file name with numbers compared as numbers', () => {
    const names = ['R/10.jpg', 'R/2.jpg', 'R/1.jpg', 'R_11.jpg', 'R_3.jpg'];
    expect([...names].sort(compareImageEntries)).toEqual([
      'R/1.jpg',
      'R/2.jpg',
      'R/10.jpg',
      'R_3.jpg',
      'R_11.jpg',
    ]);
  });
});
