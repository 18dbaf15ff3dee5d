import { describe, expect, it } from 'vitest';
import { nameSearchKey, nameSearchTerms, nameSound, nameWords } from './name-search.ts';

describe('nameWords', () => {
  it.each([
    ['Émilie-Zoë Ährens', ['emilie', 'zoe', 'ahrens']],
    ["Maryam O'Brien", ['maryam', 'obrien']],
    ['Abd’Allah ibn ʿUmar', ['abdallah', 'ibn', 'umar']],
    ['Şule Yılmaz', ['sule', 'yilmaz']],
    ['  Nour 100%_x\\y (Jr.) ', ['nour', '100', 'x', 'y', 'jr']],
    ['مُحَمَّد بن عبد الله', ['محمد', 'بن', 'عبد', 'الله']],
    ['!!!', []],
  ])('%s', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });
});

describe('nameSound', () => {
  it.each([
    [['mohammed', 'muhammad', 'mohamed', 'mohammad', 'muhammed'], 'mahamad'],
    [['yusuf', 'yousef', 'youssef', 'yusef'], 'yasaf'],
    [['aisha', 'ayesha', 'aysha', 'aishah'], 'asha'],
    [['fatima', 'fatimah', 'fatema'], 'fatama'],
    [['abdul', 'abdel', 'abdal'], 'abdal'],
    [['qasim', 'kasim'], 'kasam'],
    [['yahya', 'yehia'], 'yaha'],
  ])('%j all sound as %s', (spellings, sound) => {
    for (const spelling of spellings) expect(nameSound(spelling), spelling).toBe(sound);
  });

  it('keeps apart names that differ in their consonants, and leaves other scripts alone', () => {
    expect(nameSound('hassan')).toBe('hasan');
    expect(nameSound('hamza')).toBe('hamza');
    expect(nameSound('khalid')).not.toBe(nameSound('khadija'));
    expect(nameSound('محمد')).toBeNull();
    expect(nameSound('zoe2')).toBeNull();
  });
});

describe('nameSearchKey', () => {
  it('lists the words, the neighbours joined, then the sound keys, each after a space', () => {
    expect(nameSearchKey('Yousef Al-Amin')).toBe(
      ' yousef al amin yousefal alamin ~yasaf ~al ~aman ~yasafal ~alaman ',
    );
    expect(nameSearchKey('---')).toBeNull();
    expect(nameSearchKey(null)).toBeNull();
  });
});

describe('nameSearchTerms', () => {
  it('compares by sound only when the sound key has four letters or more', () => {
    expect(nameSearchTerms("Mohammed o'b")).toEqual([
      { word: 'mohammed', sound: 'mahamad' },
      { word: 'ob', sound: null },
    ]);
    expect(nameSearchTerms('hass')).toEqual([{ word: 'hass', sound: null }]);
    expect(nameSearchTerms('% _')).toEqual([]);
  });
});
