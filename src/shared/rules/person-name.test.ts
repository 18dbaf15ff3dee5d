import { describe, expect, it } from 'vitest';
import { isSafePersonName } from './person-name.ts';

describe('isSafePersonName', () => {
  it.each([
    ['Latin', 'Amina Rahman'],
    ['accents and apostrophe', "Zoë O'Brien-Núñez"],
    ['Arabic', 'فاطمة الزهراء'],
    ['Urdu with a ZWNJ between letters', 'مہ\u200Cجبیں خان'],
    ['Persian with a ZWNJ between letters', 'علی\u200Cرضا'],
    ['Devanagari with ZWJ', 'क्\u200Dष'],
    ['an emoji ZWJ sequence', 'Sara 👩\u200D💻'],
    ['an emoji with a skin tone in a sequence', 'Sara 👩🏽\u200D💻'],
  ])('accepts %s', (_label, name) => {
    expect(isSafePersonName(name)).toBe(true);
  });

  it.each([
    ['right-to-left override U+202E', 'Amina\u202Enamhar'],
    ['left-to-right embedding U+202A', '\u202AAmina'],
    ['pop directional formatting U+202C', 'Amina\u202C'],
    ['right-to-left isolate U+2067', '\u2067Amina\u2069'],
    ['left-to-right mark U+200E', 'Amina\u200E'],
    ['right-to-left mark U+200F', 'Am\u200Fina'],
    ['Arabic letter mark U+061C', 'فاطمة\u061C'],
    ['zero-width space U+200B', 'Ami\u200Bna'],
    ['word joiner U+2060', 'Ami\u2060na'],
    ['byte order mark U+FEFF inside', 'Ami\uFEFFna'],
    ['soft hyphen', 'Ami\u00ADna'],
    ['NUL', 'Amina\u0000'],
    ['a tab', 'Amina\tRahman'],
    ['a newline', 'Amina\nRahman'],
    ['escape (C0)', 'Amina\u001B[31m'],
    ['DEL', 'Amina\u007F'],
    ['a C1 control', 'Amina\u0085'],
    ['line separator', 'Amina\u2028Rahman'],
    ['a lone surrogate', 'Amina\uD800'],
    ['ZWNJ at the start', '\u200CAmina'],
    ['ZWJ at the end', 'Amina\u200D'],
    ['ZWNJ repeated', 'علی\u200C\u200Cرضا'],
    ['ZWNJ next to a space', 'Amina \u200CRahman'],
    ['ZWJ between digits', '1\u200D2'],
  ])('refuses %s', (_label, name) => {
    expect(isSafePersonName(name)).toBe(false);
  });
});
